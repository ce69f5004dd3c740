"""What the app does when something unexpected goes wrong: report, save, tell, go on.

`CrashHandler` replaces `sys.excepthook` and `threading.excepthook` once the window
exists. An error writes a report file to the log folder (the traceback, the versions,
the current deal as its game's deal file), has the match saved, is logged, and is shown
in a dialog; the window stays open. It knows nothing of the window: the current deal and
the autosave come in as callables. An error while a saved match is being resumed is the
saved match's fault: the autosave sets that file aside instead of saving it again.

The report is for whoever fixes the bug and stays in English; the dialog is translated.
"""

from __future__ import annotations

import logging
import sys
import threading
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from types import TracebackType
from typing import Any

import PySide6
from PySide6.QtCore import QObject, Qt, Signal, qVersion
from PySide6.QtWidgets import QApplication, QMessageBox

from kopdesk.games import dealfile
from kopdesk.games.registry import game_of
from kopdesk.i18n import _
from kopdesk.logs import LOG_FILE, environment
from kopdesk.storage import Paths, atomic_write_text, remove_stale_temporaries

log = logging.getLogger(__name__)

Show = Callable[[str, str], None]
"""Shows the user a title and a text, and returns when the user has read it."""


@dataclass(frozen=True, slots=True)
class SetAside:
    """The saved match being resumed is what failed: its file was moved to `path`
    (None: it could not be moved), and kopdesk starts a new match."""

    path: Path | None


Autosave = Callable[[], bool | SetAside | None]
"""Saves the match in progress: whether it was saved, None if there was none, or
`SetAside` if the match was not saved because resuming it is what failed."""
_REPORT_NAME = r"crash-[0-9-]+\.txt"
ErrorInfo = tuple[type[BaseException], BaseException, TracebackType | None]


def show_critical(title: str, text: str) -> None:
    QMessageBox.critical(QApplication.activeWindow(), title, text)


def versions() -> str:
    """kopdesk, Python, Qt and the operating system, on one line."""
    return environment(f"{qVersion()} (PySide6 {PySide6.__version__})")


class CrashHandler(QObject):
    """Turns an unexpected error into a report, a saved match and a dialog."""

    _failed_in_thread = Signal(object, object, object)

    def __init__(
        self,
        paths: Paths,
        current_deal: Callable[[], Any | None],
        autosave: Autosave,
        show: Show = show_critical,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.paths = paths
        self.current_deal = current_deal
        self.autosave = autosave
        self.show = show
        self._showing = False
        self._failed_in_thread.connect(self.handle, Qt.ConnectionType.QueuedConnection)

    def install(self) -> None:
        sys.excepthook = self.handle
        threading.excepthook = self._handle_thread

    def _handle_thread(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is not None and not issubclass(args.exc_type, SystemExit):
            self.handle(args.exc_type, args.exc_value, args.exc_traceback)

    def handle(self, kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        """The excepthook: on the GUI thread report at once, from any other thread by a queued signal."""
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, trace)
        elif threading.current_thread() is not threading.main_thread():
            self._failed_in_thread.emit(kind, error, trace)
        elif self._showing:
            log.error("another unexpected error while the first is shown", exc_info=(kind, error, trace))
        else:
            self._report((kind, error, trace))

    def _report(self, info: ErrorInfo) -> None:
        report = write_report(self.paths, info, self._deal_text())
        log.critical("unexpected error; report: %s", report, exc_info=info)
        text = "\n\n".join((_what_happened(info[1]), _where_reported(self.paths, report), self._save()))
        self._showing = True
        try:
            self.show(_("kopdesk: unexpected error"), text)
        finally:
            self._showing = False

    def _deal_text(self) -> str:
        try:
            deal = self.current_deal()
            return "(no deal on the table)" if deal is None else deal_text(deal)
        except Exception as problem:  # the state may be what broke
            return f"(the deal could not be written: {problem!r})"

    def _save(self) -> str:
        """Have the match saved; what became of it, for the dialog."""
        try:
            saved = self.autosave()
        except Exception:
            log.exception("the match could not be saved after the error")
            saved = False
        if isinstance(saved, SetAside):
            return _set_aside_text(saved)
        if saved is None:
            return _(
                "No match was in progress, so there was nothing to save. If anything looks wrong, restart kopdesk."
            )
        if not saved:
            return _("Your match could not be saved. You can go on playing, but restarting kopdesk is safer.")
        return _(
            "Your match is saved and will be offered for resuming at the next start. "
            "You can go on playing; if anything looks wrong, restart kopdesk."
        )


def deal_text(deal: Any) -> str:
    """The deal as its own game's deal file (any family's, found by its preset)."""
    return dealfile.dumps(game_of(deal.rules.preset).deal_json(deal))


def _set_aside_text(saved: SetAside) -> str:
    if saved.path is None:
        return _(
            "The saved match could not be resumed, and its file could not be moved aside; kopdesk starts a new match."
        )
    # Translators: {path} is the new name of the saved match's file.
    return _(
        "The saved match could not be resumed, so it was not saved again: its file is kept as {path}, "
        "and kopdesk starts a new match."
    ).format(path=saved.path)


def report_failed_start(paths: Paths, error: BaseException, show: Show = show_critical) -> Path | None:
    """kopdesk failed before its window existed: report, log and tell; the caller ends the app."""
    info: ErrorInfo = (type(error), error, error.__traceback__)
    report = write_report(paths, info, "(no deal: the window did not exist yet)")
    log.critical("kopdesk could not start; report: %s", report, exc_info=info)
    text = "\n\n".join((_what_happened(error), _where_reported(paths, report), _could_not_start(paths)))
    show(_("kopdesk: unexpected error"), text)
    return report


def _could_not_start(paths: Paths) -> str:
    """What to do if the settings are what stops every start."""
    command = "kopdesk --reset-settings" if paths == Paths.default() else "kopdesk --portable --reset-settings"
    # Translators: {command} is a command line such as "kopdesk --reset-settings"; keep it as it is.
    text = _(
        "kopdesk could not start. If this happens at every start, run {command} once: "
        "it keeps your settings file aside, and the next start uses the default settings."
    )
    return text.format(command=command)


def write_report(paths: Paths, info: ErrorInfo, deal_text: str) -> Path | None:
    """`crash-<timestamp>.txt` in the log folder; None if it cannot be written. What a report
    quotes that is not text (half a character from a file) is written as an escape; the
    temporaries of reports a kill cut short are removed."""
    path = _report_path(paths.log_dir)
    trace = "".join(traceback.format_exception(*info))
    heading = f"kopdesk error report, {datetime.now():%Y-%m-%d %H:%M:%S}"
    text = f"{heading}\n{versions()}\n\n{trace}\nCurrent deal:\n{deal_text}\n"
    try:
        atomic_write_text(path, text.encode("utf-8", "backslashreplace").decode("utf-8"))
    except OSError:
        log.exception("the error report could not be written to %s", path)
        return None
    finally:
        remove_stale_temporaries(path, _REPORT_NAME)
    return path


def _report_path(folder: Path) -> Path:
    stem = f"crash-{datetime.now():%Y%m%d-%H%M%S}"
    path = folder / f"{stem}.txt"
    number = 1
    while path.exists():
        number += 1
        path = folder / f"{stem}-{number}.txt"
    return path


def _what_happened(error: BaseException) -> str:
    # Translators: {error} is the program's own description of the error, in English.
    return _("Something unexpected went wrong inside kopdesk ({error}).").format(
        error=f"{type(error).__name__}: {error}"
    )


def _where_reported(paths: Paths, report: Path | None) -> str:
    if report is None:
        return _("No report could be written; the log may hold the details: {path}").format(
            path=paths.log_dir / LOG_FILE
        )
    return _("A report was written to {path}. Please attach it when you tell us about the problem.").format(
        path=report
    )

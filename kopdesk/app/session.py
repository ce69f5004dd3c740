"""A user's session: settings and the autosave around the window and the controller.

The match is saved after every action; a later start offers to resume it at
exactly that point. A settings or save file that cannot be used has been moved
aside by `kopdesk.storage`; the session tells the user where it went. A saved
match that was already over is shown, not resumed; one that fails while it is
being resumed, for whatever reason, is moved aside too (not saved again by the
crash handler), and a new match starts.
"""

from __future__ import annotations

import base64
import logging
import random
import sys
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QObject, Signal
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from kopdesk.app import words
from kopdesk.app.controller import HUMAN_SEAT, GameController
from kopdesk.app.crash import SetAside
from kopdesk.app.mainwindow import MainWindow
from kopdesk.app.newmatch import preset_name, setup_from
from kopdesk.games.api import DealState, MatchState
from kopdesk.games.registry import family_of_preset
from kopdesk.games.rules import RulesError
from kopdesk.i18n import _, current_language
from kopdesk.quoting import printable
from kopdesk.storage import (
    LoadResult,
    MatchSetup,
    Paths,
    SavedMatch,
    Settings,
    load_autosave,
    load_settings,
    move_aside,
    save_settings,
)
from kopdesk.table.autosave import Autosaver

if TYPE_CHECKING:  # opened by `start`, once the window is on screen
    from kopdesk.stats import Statistics

log = logging.getLogger(__name__)

Ask = Callable[[QWidget, str, str], bool]
Tell = Callable[[QWidget, str, str], None]


def ask_user(parent: QWidget, title: str, text: str) -> bool:
    answer = QMessageBox.question(parent, title, text, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    return answer == QMessageBox.StandardButton.Yes


def tell_user(parent: QWidget, title: str, text: str) -> None:
    QMessageBox.warning(parent, title, text)


def _resume_question(saved: SavedMatch) -> str:
    """Which match is waiting: its game and the deal it is at."""
    from kopdesk.app.newmatch.match import preset_name  # the presets' names, with the dialogs' words

    # Translators: {game} is the game's name (e.g. "Baśka"), {deal} the number of the deal in progress.
    return _("A match is in progress ({game}, deal {deal}). Resume it where you left it?").format(
        game=preset_name(saved.setup.rules.preset), deal=len(saved.finished) + 1
    )


class Session(QObject):
    _save_failed = Signal(str)  # the system's reason, from the autosave's thread

    def __init__(
        self, paths: Paths, window: MainWindow, settings: Settings, ask: Ask = ask_user, tell: Tell = tell_user
    ) -> None:
        super().__init__(window)
        self.paths = paths
        self.window = window
        self.settings = settings
        self.ask = ask
        self.tell = tell
        self.controller: GameController = window.controller
        self.first_run = False
        """No settings were found: kopdesk starts here for the first time."""
        self._resuming = False
        """A saved match is being resumed: an error now is that match's fault."""
        self._resume_failed = False
        self._save_failed.connect(self._show_save_failed)
        self.autosaver = Autosaver(paths, self._save_failed.emit)
        self.controller.state_changed.connect(self.autosave)
        self.controller.match_finished.connect(self._match_over)
        window.new_match_requested.connect(self.new_match)
        window.statistics_requested.connect(self.show_statistics)
        window.closing.connect(self._closing)
        self.statistics: Statistics | None = None
        self.controller.deal_recorded.connect(self._record)
        self._restore_geometry()
        window.set_faces(settings.faces)

    @classmethod
    def load(
        cls, paths: Paths, make_window: Callable[[Settings], MainWindow], ask: Ask = ask_user, tell: Tell = tell_user
    ) -> Session:
        """Read the settings (reporting a bad file) and build the window for them."""
        first_run = not paths.settings_file.exists()
        loaded = load_settings(paths)
        session = cls(paths, make_window(loaded.value), loaded.value, ask, tell)
        session.first_run = first_run
        session.report(
            loaded, _("Your settings could not all be used; those that could not were reset to their defaults.")
        )
        return session

    def report(self, loaded: LoadResult[Any], headline: str) -> None:
        """Tell the user what was wrong with a file and where it was kept; `headline` says what kopdesk does instead."""
        if loaded.problem is None:
            return
        text = headline + "\n\n" + loaded.problem
        if loaded.moved_to is not None:
            # Translators: {path} is the new name of the file that could not be used.
            text += "\n\n" + _("The file as it was is kept as {path}.").format(path=loaded.moved_to)
        self.tell(self.window, _("kopdesk"), text)

    # -- starting ------------------------------------------------------------------

    def start(self) -> None:
        """Resume the saved match if the user wants to, else start one with the last choices."""
        from kopdesk.stats import Statistics, statistics_file

        opened = Statistics.open(statistics_file(self.paths))
        self.report(opened, _("Your statistics could not be read; kopdesk starts them afresh."))
        self.statistics = opened.value
        loaded = load_autosave(self.paths)
        if loaded.value is None:
            self.report(loaded, _("Your saved match could not be read; kopdesk starts a new match."))
        else:
            self.report(loaded, _("Your saved match was repaired before it could be resumed."))
        saved = loaded.value
        if saved is not None and saved.is_over:
            self._show_match_over(saved)
            return
        if saved is not None and self.ask(self.window, _("Resume match"), _resume_question(saved)):
            self.resume(saved)
            return
        # A newcomer's first match is practice (moves may be taken back); New match offers the record as usual.
        self.start_with(replace(self.settings, practice=True) if self.first_run else self.settings)
        if self.first_run:
            self._offer_lesson(self.settings.preset)

    def _show_match_over(self, saved: SavedMatch) -> None:
        """A match saved at its last deal's summary (kopdesk closed before its result was
        shown): the window shows its sheet and its result as at any match's end, with a new
        match one click away; nothing is left to resume."""
        self._start_match(saved.setup, resume=(saved.match, saved.finished, None))
        self.controller.next_deal()  # there is none: the match's end is shown

    def resume(self, saved: SavedMatch) -> None:
        """Resume the saved match; if that fails in any way, its file is set aside and a new
        match starts (the error itself is reported as any unexpected error is)."""
        self._resuming, self._resume_failed = True, False
        try:
            self._start_match(saved.setup, resume=(saved.match, saved.finished, saved.current))
        except Exception:
            self._resume_failed = True
            sys.excepthook(*sys.exc_info())
        finally:
            self._resuming = False
        if self._resume_failed:
            if self.paths.autosave_file.exists():  # the crash handler has not set it aside
                self._set_aside_saved_match()
            self.start_with(self.settings)

    def _set_aside_saved_match(self) -> SetAside:
        """Move the autosave of the match that failed to resume aside, so that no later start
        offers it again."""
        self._resume_failed = True
        moved_to = move_aside(self.paths.autosave_file)
        log.error("the saved match could not be resumed; it is kept as %s", moved_to)
        return SetAside(moved_to)

    def start_with(self, settings: Settings) -> None:
        try:
            setup = setup_from(settings, 0)
        except RulesError:
            setup = setup_from(replace(settings, house_rules={}), 0)
        self._start_match(replace(setup, first_dealer=random.randrange(len(setup.names))))

    def _start_match(self, setup: MatchSetup, resume: tuple[MatchState, list[Any], Any] | None = None) -> None:
        self.controller.start_match(setup, resume=resume)

    def new_match(self) -> None:
        """Choose and start a new match; a match in progress ends only if the user agrees."""
        if self._match_in_progress() and not self.ask(
            self.window,
            _("New match"),
            _("A match is in progress. End it and start a new one? It cannot be resumed afterwards."),
        ):
            return
        from kopdesk.app.newmatch.dialog import NewMatchDialog  # every game's house rules: when first asked for

        dialog = NewMatchDialog(self.settings, self.window)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        new_game = family_of_preset(dialog.preset()) is not family_of_preset(self.settings.preset)
        self.settings = dialog.settings()
        self.save_settings()
        self.start_with(self.settings)
        if new_game and not self._played(self.settings.preset):
            self._offer_lesson(self.settings.preset)

    def _offer_lesson(self, preset: str) -> None:
        """Offer the first deal, explained, of the game of `preset`: at the first start, and
        when a game never played before is chosen."""
        question = _("New to {game}? Play a first deal with every step explained?").format(game=preset_name(preset))
        if self.ask(self.window, _("Welcome to kopdesk"), question):
            from kopdesk.app.lessons import lesson_preset  # the lessons load their games

            self.window.open_lesson(lesson_preset(preset))

    def _played(self, preset: str) -> bool:
        """Whether the statistics hold a deal of the game of `preset`."""
        if self.statistics is None:
            return False
        family = family_of_preset(preset)
        return any(family_of_preset(p) is family for p in self.statistics.summary().by_preset)

    def _match_in_progress(self) -> bool:
        match = self.controller.match
        return match is not None and not match.is_over

    # -- saving ---------------------------------------------------------------------

    def autosave(self) -> None:
        """Have the match saved, on the autosave's own thread (not while a saved match is
        resumed: the file holds it already)."""
        if not self._resuming:
            self.autosaver.save(self.controller.table)

    def save_now(self) -> bool | SetAside | None:
        """Save the match and wait for the disk: True once saved, False if the disk
        refused, None if there is no match (for the crash report). An error while a saved
        match is resumed sets its file aside instead."""
        if self._resuming:
            return self._set_aside_saved_match()
        if self.controller.setup is None:
            return None
        return self.autosaver.save(self.controller.table) and self.autosaver.flush()

    def _show_save_failed(self, reason: str) -> None:
        self.window.statusBar().showMessage(_("The match could not be saved: {error}").format(error=reason))

    def _record(self, deal: DealState) -> None:
        """Every deal of the user's match goes into the statistics (practice deals are
        never recorded, so they do not)."""
        if self.statistics is None or self.controller.setup is None:
            return
        from kopdesk.stats import DealKey

        # The deal was just entered on the sheet: its number is the sheet's length.
        setup, match = self.controller.setup, self.controller.match
        key = DealKey(setup.match_id, len(self.controller.finished))
        try:
            self.statistics.record_deal(deal, seat=HUMAN_SEAT, key=key)
            if match is not None and match.is_over:
                won = HUMAN_SEAT in match.winners
                self.statistics.record_match(setup.rules.preset, setup.match_id, won, match.totals[HUMAN_SEAT])
        except OSError as error:
            self.window.statusBar().showMessage(
                _("The statistics could not be saved: {error}").format(error=error.strerror or error)
            )

    def show_statistics(self) -> None:
        if self.statistics is not None:
            from kopdesk.app.statsdialog import StatisticsDialog  # its charts, when first asked for

            StatisticsDialog(self.statistics, self.window).exec()

    def _closing(self) -> None:
        self.autosaver.close()
        self.save_settings()
        if self.statistics is not None:
            self.statistics.close()

    def _match_over(self, match: MatchState) -> None:
        """The window says who won and offers a new match; nothing is left to resume."""
        self.autosaver.clear()


    def save_settings(self) -> None:
        geometry = base64.b64encode(bytes(self.window.saveGeometry().data())).decode("ascii")
        self.settings = replace(
            self.settings,
            language=current_language(),
            terms="traditional" if words.uses_traditional() else "translated",
            pace=self.controller.pace,  # type: ignore[arg-type]
            deck=self.window.painter.deck.value,
            faces=self.window.chosen_faces(),
            dim_unplayable=self.window.menus.act_dim_unplayable.isChecked(),
            window_geometry=geometry,
        )
        try:
            save_settings(self.paths, self.settings)
        except (OSError, ValueError) as error:  # a full disk; text that cannot be written
            reason = error.strerror if isinstance(error, OSError) else None
            self.window.statusBar().showMessage(
                _("The settings could not be saved: {error}").format(error=reason or printable(str(error)))
            )

    def _restore_geometry(self) -> None:
        if self.settings.window_geometry:
            self.window.restoreGeometry(QByteArray(base64.b64decode(self.settings.window_geometry)))

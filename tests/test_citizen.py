"""A good desktop citizen: command-line options, the log, crash reports."""

from __future__ import annotations

import json
import logging
import os
import platform
import random
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer, qVersion

from kopdesk import __version__, cli
from kopdesk.app.crash import CrashHandler, report_failed_start
from kopdesk.app.main import log_deal_end
from kopdesk.games.kop import Deal, DealFile, rules_from_preset, shuffled_hands
from kopdesk.logs import BACKUPS, LOG_FILE, setup_logging
from kopdesk.storage import Paths, reset_settings

OLD_SETTINGS = b'{"schema": 1, "deck": "four-colour"}\n'


def kopdesk(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kopdesk", *args], capture_output=True, text=True, cwd=cwd, timeout=60,
        env={**os.environ, "PYTHONPATH": str(Path(__file__).parents[1])},
    )  # fmt: skip


def played_deal(seed: int) -> Deal:
    rng = random.Random(seed)
    deal = Deal(rules_from_preset("kop"), 0, shuffled_hands(rng))
    while deal.to_move is not None:
        deal.apply(rng.choice(deal.legal_actions()))
    return deal


# -- the command line ------------------------------------------------------------------


def test_portable_reset_settings_moves_the_file_aside_and_prints_where(tmp_path: Path) -> None:
    settings = tmp_path / "kopdesk-data" / "config" / "settings.json"
    settings.parent.mkdir(parents=True)
    settings.write_bytes(OLD_SETTINGS)
    result = kopdesk("--portable", "--reset-settings", "--lang", "en", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    moved = Path(result.stdout.split("moved to ")[1].split(";")[0])
    assert moved.parent == settings.parent and moved.name.startswith("settings.json.broken-")
    assert moved.read_bytes() == OLD_SETTINGS
    assert not settings.exists()


def test_reset_settings_without_a_file_says_where_it_looked(tmp_path: Path, monkeypatch, capsys) -> None:
    monkeypatch.chdir(tmp_path)
    assert cli.main(["--portable", "--reset-settings", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "no settings file" in out
    assert str(tmp_path / "kopdesk-data" / "config" / "settings.json") in out
    assert not (tmp_path / "kopdesk-data").exists()


def test_reset_settings_twice_in_a_second_keeps_both_files(tmp_path: Path) -> None:
    paths = Paths.portable(tmp_path)
    moved = []
    for text in ("first", "second"):
        paths.config_dir.mkdir(parents=True, exist_ok=True)
        paths.settings_file.write_text(text)
        moved.append(reset_settings(paths))
    assert [p.read_text() for p in moved] == ["first", "second"]  # type: ignore[union-attr]
    assert reset_settings(paths) is None


def test_reset_settings_that_cannot_move_the_file_fails(tmp_path: Path, monkeypatch, capsys) -> None:
    def refuse(self: Path, target: Path) -> Path:
        raise PermissionError(13, "Permission denied")

    monkeypatch.chdir(tmp_path)
    (tmp_path / "kopdesk-data" / "config").mkdir(parents=True)
    (tmp_path / "kopdesk-data" / "config" / "settings.json").write_bytes(OLD_SETTINGS)
    monkeypatch.setattr(Path, "rename", refuse)
    assert cli.main(["--portable", "--reset-settings", "--lang", "en"]) == 1
    assert "Permission denied" in capsys.readouterr().err


def test_portable_folder_is_next_to_a_frozen_executable(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "kopdesk.exe"))
    assert cli.portable_folder() == tmp_path / "kopdesk-data"


def test_portable_folder_from_source_is_the_current_directory(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert cli.portable_folder() == tmp_path / "kopdesk-data"


def test_version_names_the_release(tmp_path: Path) -> None:
    result = kopdesk("--version", cwd=tmp_path)
    assert result.returncode == 0 and result.stdout.strip() == f"kopdesk {__version__}"


# -- the log -------------------------------------------------------------------------------


@pytest.fixture
def root_logger():
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield root
    for handler in root.handlers:
        if handler not in handlers:
            root.removeHandler(handler)
            handler.close()
    root.setLevel(level)


def test_log_goes_to_the_log_folder_at_info_or_with_verbose_at_debug(tmp_path: Path, root_logger) -> None:
    paths = Paths.portable(tmp_path)
    path = setup_logging(paths, verbose=False)
    logging.getLogger("kopdesk.test").debug("hidden detail")
    logging.getLogger("kopdesk.test").info("shown line")
    assert path == paths.log_dir / LOG_FILE
    setup_logging(paths, verbose=True)  # replaces the first handler: no line twice
    logging.getLogger("kopdesk.test").debug("debug detail")
    text = path.read_text(encoding="utf-8")
    assert "shown line" in text and "debug detail" in text and "hidden detail" not in text
    assert text.count("shown line") == 1


def test_log_rotates_and_keeps_a_few_old_files(tmp_path: Path, root_logger) -> None:
    paths = Paths.portable(tmp_path)
    setup_logging(paths, max_bytes=200)
    for number in range(100):
        logging.getLogger("kopdesk.test").info("line %d of a longish log", number)
    names = sorted(p.name for p in paths.log_dir.iterdir())
    assert names == [LOG_FILE] + [f"{LOG_FILE}.{n}" for n in range(1, BACKUPS + 1)]
    assert "line 99" in (paths.log_dir / LOG_FILE).read_text(encoding="utf-8")


def test_the_end_of_a_deal_is_logged(caplog) -> None:
    deal = played_deal(3)
    with caplog.at_level(logging.DEBUG, logger="kopdesk.app.main"):
        log_deal_end(deal)
    info, debug = caplog.records
    assert info.levelno == logging.INFO and "deal over" in info.getMessage()
    assert debug.levelno == logging.DEBUG and DealFile.of(deal).dumps() in debug.getMessage()


@pytest.mark.parametrize("preset", ["scopone", "zweier"])
def test_the_end_of_a_deal_of_another_family_is_logged(caplog, preset: str) -> None:
    from kopdesk.games.registry import game_of

    game = game_of(preset)
    deal = game.new_deal(game.rules(preset), 0, random.Random(5))
    while not game.is_done(deal):
        deal.apply(deal.legal_actions()[0])
    with caplog.at_level(logging.DEBUG, logger="kopdesk.app.main"):
        log_deal_end(deal)
    info, debug = caplog.records
    assert "deal over" in info.getMessage() and '"phase": "done"' in info.getMessage()
    assert json.loads(debug.getMessage().removeprefix("deal file: ")) == game.deal_json(deal)


# -- crash reports -------------------------------------------------------------------------


class Recorder:
    """Stands in for the error dialog and the autosave."""

    def __init__(self) -> None:
        self.shown: list[str] = []
        self.saves = 0
        self.save_works = True
        self.while_showing: list[Exception] = []
        self.handler: CrashHandler | None = None

    def show(self, title: str, text: str) -> None:
        self.shown.append(text)
        for error in self.while_showing:  # an error inside the dialog's event loop
            assert self.handler is not None
            raise_into(self.handler, error)

    def autosave(self) -> bool:
        self.saves += 1
        return self.save_works


def raise_into(handler: CrashHandler, error: Exception) -> None:
    try:
        raise error
    except Exception:
        handler.handle(*sys.exc_info())  # type: ignore[arg-type]


def make_handler(tmp_path: Path, recorder: Recorder, deal: Deal | None) -> CrashHandler:
    handler = CrashHandler(Paths.portable(tmp_path), lambda: deal, recorder.autosave, recorder.show)
    recorder.handler = handler
    return handler


def crash_reports(tmp_path: Path) -> list[Path]:
    return sorted((tmp_path / "logs").glob("crash-*.txt"))


def test_an_error_is_reported_saved_and_shown(qapp, tmp_path: Path) -> None:
    recorder = Recorder()
    deal = played_deal(5)
    raise_into(make_handler(tmp_path, recorder, deal), ZeroDivisionError("division by zero"))
    [report] = crash_reports(tmp_path)
    text = report.read_text(encoding="utf-8")
    assert "Traceback" in text and "ZeroDivisionError: division by zero" in text and "raise_into" in text
    assert f"kopdesk {__version__}" in text and platform.python_version() in text and qVersion() in text
    assert DealFile.of(deal).dumps() in text
    assert recorder.saves == 1
    [shown] = recorder.shown
    assert str(report) in shown and "ZeroDivisionError" in shown and "resuming" in shown


def test_an_error_while_the_dialog_shows_is_logged_not_shown_again(qapp, tmp_path: Path, caplog) -> None:
    recorder = Recorder()
    recorder.while_showing = [KeyError("again"), KeyError("and again")]
    handler = make_handler(tmp_path, recorder, None)
    raise_into(handler, ValueError("first"))
    assert len(recorder.shown) == 1 and len(crash_reports(tmp_path)) == 1
    assert "No deal on the table".lower() in crash_reports(tmp_path)[0].read_text().lower()
    assert sum("while the first is shown" in r.getMessage() for r in caplog.records) == 2
    recorder.while_showing = []
    raise_into(handler, ValueError("later"))  # once the dialog is closed, errors are shown again
    assert len(recorder.shown) == 2


def test_a_failing_autosave_and_deal_are_reported_too(qapp, tmp_path: Path) -> None:
    def broken_save() -> bool:
        raise RuntimeError("disk on fire")

    def broken_deal() -> Deal:
        raise RuntimeError("deal in pieces")

    recorder = Recorder()
    handler = CrashHandler(Paths.portable(tmp_path), broken_deal, broken_save, recorder.show)
    raise_into(handler, ValueError("first"))
    assert "deal in pieces" in crash_reports(tmp_path)[0].read_text()
    assert "could not be saved" in recorder.shown[0]


def test_a_save_the_disk_refused_is_not_called_saved(qapp, tmp_path: Path) -> None:
    recorder = Recorder()
    recorder.save_works = False
    raise_into(make_handler(tmp_path, recorder, None), ValueError("first"))
    assert recorder.saves == 1 and "could not be saved" in recorder.shown[0]


@pytest.mark.qt_no_exception_capture
def test_errors_in_slots_and_threads_reach_the_installed_hook(qtbot, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    recorder = Recorder()
    make_handler(tmp_path, recorder, None).install()

    def fail_in_slot() -> None:
        raise LookupError("in a slot")

    QTimer.singleShot(0, fail_in_slot)
    qtbot.waitUntil(lambda: len(recorder.shown) == 1)
    thread = threading.Thread(target=lambda: 1 / 0)
    thread.start()
    thread.join()
    qtbot.waitUntil(lambda: len(recorder.shown) == 2)  # shown on the GUI thread
    assert "LookupError" in recorder.shown[0] and "ZeroDivisionError" in recorder.shown[1]
    assert len(crash_reports(tmp_path)) == 2


@pytest.mark.parametrize(
    ("portable", "command"), [(True, "kopdesk --portable --reset-settings"), (False, "kopdesk --reset-settings")]
)
def test_a_failed_start_is_reported_with_how_to_reset_the_settings(
    qapp, tmp_path: Path, monkeypatch, portable: bool, command: str
) -> None:
    paths = Paths.portable(tmp_path)
    if not portable:
        monkeypatch.setattr(Paths, "default", classmethod(lambda cls: paths))
    shown: list[str] = []
    report = report_failed_start(paths, OSError("no window"), lambda title, text: shown.append(text))
    assert report is not None and "OSError: no window" in report.read_text()
    assert str(report) in shown[0] and "could not start" in shown[0]
    assert f" {command} " in shown[0]

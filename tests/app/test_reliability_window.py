"""Issue 25, "Nothing lost": the saves of the reliability probe's cases (`tests/data/cases`),
through the real window and session, with the crash handler installed as the app has it."""

from __future__ import annotations

import json
import os
import random
import shutil
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from kopdesk.app.crash import CrashHandler, write_report
from kopdesk.app.main import make_window as app_window
from kopdesk.app.session import Session
from kopdesk.games.registry import game_of, replayed
from kopdesk.storage import Paths, Settings, load_autosave, load_settings

CASES = Path(__file__).parent.parent / "data" / "cases"


class Dialogs:
    """The message boxes: questions answered Yes, everything said recorded."""

    def __init__(self) -> None:
        self.asked: list[str] = []
        self.told: list[str] = []
        self.crashes: list[str] = []

    def ask(self, parent: object, title: str, text: str) -> bool:
        self.asked.append(text)
        return "Resume" in text

    def tell(self, parent: object, title: str, text: str) -> None:
        self.told.append(text)


def start(
    qtbot, monkeypatch: pytest.MonkeyPatch, paths: Paths, dialogs: Dialogs, board: Callable[..., None] | None = None
) -> Session:
    """Start as `kopdesk.app.main` does: the session, its crash handler, then `start`;
    `board`, if given, hears every deal started as the boards do."""

    def make_window(settings: Settings):  # type: ignore[no-untyped-def]
        window = app_window(settings, "en")
        qtbot.addWidget(window)
        return window

    session = Session.load(paths, make_window, dialogs.ask, dialogs.tell)
    handler = CrashHandler(
        paths, lambda: session.controller.deal, session.save_now, lambda title, text: dialogs.crashes.append(text)
    )
    monkeypatch.setattr(sys, "excepthook", handler.handle)
    monkeypatch.setattr(threading, "excepthook", handler._handle_thread)
    if board is not None:
        session.controller.deal_started.connect(board)
    session.window.show()
    session.start()
    return session


def case_paths(tmp_path: Path, autosave: str | None = None, settings: str | None = None) -> Paths:
    paths = Paths.portable(tmp_path)
    for folder in (paths.data_dir, paths.config_dir):
        folder.mkdir(parents=True)
    paths.settings_file.write_text('{"schema": 1, "language": "en"}', encoding="utf-8")
    if autosave:
        shutil.copy(CASES / autosave, paths.autosave_file)
    if settings:
        shutil.copy(CASES / settings, paths.settings_file)
    return paths


def aside(paths: Paths, name: str) -> list[Path]:
    return sorted(p for p in paths.data_dir.iterdir() if p.name.startswith(f"{name}.broken-"))


@pytest.mark.parametrize("case", ["autosave-finished-scopa-match.json", "autosave-finished-schafkopf-match.json"])
def test_a_finished_match_is_not_offered_but_its_end_is_shown_and_the_save_cleared(
    qtbot, monkeypatch, tmp_path, case
) -> None:
    """F2: closed at the last deal's summary. No "Resume" question, no crash, no message
    box: the match's end is shown in the dialog every match ends in, over its score sheet,
    and the save is cleared; a new match is the dialog's first button."""
    paths = case_paths(tmp_path, autosave=case)
    dialogs = Dialogs()
    session = start(qtbot, monkeypatch, paths, dialogs)
    assert not any("Resume" in question for question in dialogs.asked)
    assert dialogs.crashes == [] and dialogs.told == []
    window = session.window
    assert window.match_end is not None and window.match_end.isVisible()
    assert session.controller.match.is_over and session.controller.deal is None
    saved = json.loads((CASES / case).read_text())
    assert len(session.controller.finished) == len(saved["deals"])
    assert session.autosaver.flush() and load_autosave(paths).value is None
    window.match_end.close()
    session.window.close()


def test_a_surrogate_in_a_saved_name_is_repaired_and_every_later_save_works(qtbot, monkeypatch, tmp_path) -> None:
    """F3 (a): the match resumes with the name repaired, the user is told, the file as it was
    is kept aside, and the next saves are written (the writer did not die)."""
    paths = case_paths(tmp_path, autosave="autosave-surrogate-name-schafkopf.json")
    dialogs = Dialogs()
    session = start(qtbot, monkeypatch, paths, dialogs)
    assert dialogs.crashes == []
    assert any("Resume" in question for question in dialogs.asked)
    [told] = dialogs.told
    assert 'The name "\\ud800You" held characters' in told and str(aside(paths, "autosave.json")[0]) in told
    assert session.controller.setup is not None and session.controller.setup.names[0] == "You"
    session.autosave()
    assert session.autosaver.flush()
    saved = load_autosave(paths)
    assert saved.problem is None and saved.value is not None and saved.value.setup.names[0] == "You"
    assert len(saved.value.finished) == 5
    session.window.close()
    assert dialogs.crashes == []


def test_a_surrogate_in_a_settings_name_is_repaired_and_nothing_crashes(qtbot, monkeypatch, tmp_path) -> None:
    """F3 (b): the name is repaired with a word to the user, the other settings are kept,
    the match is saved, and closing the window saves the settings."""
    paths = case_paths(tmp_path, settings="settings-surrogate-name.json")
    dialogs = Dialogs()
    session = start(qtbot, monkeypatch, paths, dialogs)
    [told] = dialogs.told
    assert 'The name "\\ud800" held characters' in told
    assert session.settings.preset == "deutsch" and session.settings.names == ("", "b", "c", "d")
    assert session.save_now() is True
    session.window.close()
    assert dialogs.crashes == []
    reread = load_settings(paths)
    assert reread.problem is None and reread.value.names == ("", "b", "c", "d")


def _resumable(tmp_path: Path) -> Paths:
    """A Scopa match in progress, saved as the app saves it."""
    paths = case_paths(tmp_path, autosave="autosave-finished-scopa-match.json")
    data = json.loads(paths.autosave_file.read_text(encoding="utf-8"))
    data["deals"] = data["deals"][:1]
    paths.autosave_file.write_text(json.dumps(data), encoding="utf-8")
    assert (loaded := load_autosave(paths).value) is not None and not loaded.is_over
    return paths


def _check_set_aside(session: Session, paths: Paths, dialogs: Dialogs, before: str) -> None:
    [kept] = aside(paths, "autosave.json")
    assert kept.read_text(encoding="utf-8") == before  # as it was: never saved again
    assert session.controller.deal is not None and not session.controller.finished  # a new match
    assert session.autosaver.flush()
    saved = load_autosave(paths).value  # the new match's, if it has been saved yet
    assert saved is None or saved.setup.match_id not in before


def test_an_error_no_loader_foresaw_in_a_board_sets_the_save_aside_and_starts_clean(
    qtbot, monkeypatch, tmp_path
) -> None:
    """The old F2 path: the error is raised in a slot while the saved match is shown, so only
    the crash handler hears of it. It reports it, sets the save aside (not saved again),
    says where, and the session starts a new match."""
    paths = _resumable(tmp_path)
    before = paths.autosave_file.read_text(encoding="utf-8")
    raised: list[object] = []

    def board_fails_once(*_args: object) -> None:
        if not raised:
            raised.append(_args)
            raise AttributeError("'NoneType' object has no attribute 'observation'")

    dialogs = Dialogs()
    session = start(qtbot, monkeypatch, paths, dialogs, board_fails_once)
    [crash] = dialogs.crashes
    assert "could not be resumed, so it was not saved again" in crash and "Your match is saved" not in crash
    assert str(aside(paths, "autosave.json")[0]) in crash
    _check_set_aside(session, paths, dialogs, before)
    session.window.close()


def test_an_error_raised_by_resuming_itself_sets_the_save_aside_and_starts_clean(qtbot, monkeypatch, tmp_path) -> None:
    from kopdesk.app.controller import GameController

    paths = _resumable(tmp_path)
    before = paths.autosave_file.read_text(encoding="utf-8")
    start_match = GameController.start_match

    def refuses_to_resume(self: GameController, setup, seed=None, resume=None) -> None:  # type: ignore[no-untyped-def]
        if resume is not None:
            raise RuntimeError("unforeseen")
        start_match(self, setup, seed, resume)

    monkeypatch.setattr(GameController, "start_match", refuses_to_resume)
    dialogs = Dialogs()
    session = start(qtbot, monkeypatch, paths, dialogs)
    [crash] = dialogs.crashes
    assert "RuntimeError: unforeseen" in crash and "it was not saved again" in crash
    _check_set_aside(session, paths, dialogs, before)
    session.window.close()
    crash_reports = list(paths.log_dir.glob("crash-*.txt"))
    assert len(crash_reports) == 1 and not list(paths.log_dir.glob(".*.tmp"))


@pytest.mark.parametrize("preset", ["scopa", "schafkopf", "zweier", "kop"])
def test_a_crash_report_holds_the_deal_as_its_own_game_s_deal_file(tmp_path, preset: str) -> None:
    """F4: the report's deal reads back, with `kopdesk replay`'s reader, as the deal on the table."""
    game = game_of(preset)
    deal = game.new_deal(game.presets[preset], 0, random.Random(3))
    for _ in range(5):
        deal.apply(deal.legal_actions()[-1])
    paths = Paths.portable(tmp_path)
    shown: list[str] = []
    handler = CrashHandler(paths, lambda: deal, lambda: True, lambda title, text: shown.append(text))
    try:
        raise KeyError("\ud800 half a character")
    except KeyError:
        handler.handle(*sys.exc_info())  # type: ignore[arg-type]
    [report] = paths.log_dir.glob("crash-*.txt")
    text = report.read_text(encoding="utf-8")
    written = text.split("Current deal:\n", 1)[1]
    replayed_game, replayed_deal = replayed(json.loads(written))
    assert replayed_game is game and replayed_deal.history == deal.history
    assert "KeyError: '\\ud800 half a character'" in text
    assert sorted(p.name for p in paths.log_dir.iterdir()) == [report.name]


def test_a_crash_report_clears_the_temporaries_of_reports_a_kill_cut_short(tmp_path) -> None:
    paths = Paths.portable(tmp_path)
    paths.log_dir.mkdir(parents=True)
    stale, fresh, other = (paths.log_dir / name for name in (
        ".crash-20260101-101010.txt.abc_1.tmp", ".crash-20260101-101011.txt.x2.tmp", ".kopdesk.log.x.tmp"
    ))  # fmt: skip
    for path in (stale, fresh, other):
        path.write_text("half a report", encoding="utf-8")
    long_ago = time.time() - 2 * 3600
    os.utime(stale, (long_ago, long_ago))
    os.utime(other, (long_ago, long_ago))
    try:
        raise ValueError("boom")
    except ValueError:
        report = write_report(paths, sys.exc_info(), "(no deal)")  # type: ignore[arg-type]
    assert report is not None and report.exists()
    assert not stale.exists() and fresh.exists() and other.exists()  # a write in progress, and another file's

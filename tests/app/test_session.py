"""Autosave and resume, bad files reported, settings remembered."""

from __future__ import annotations

import errno
import json
import sqlite3
import sys
import threading
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from kopdesk.app.cardpaint import CardPainter, Deck
from kopdesk.app.controller import HUMAN_SEAT, GameController
from kopdesk.app.crash import CrashHandler
from kopdesk.app.main import make_window as app_window
from kopdesk.app.mainwindow import MainWindow
from kopdesk.app.matchend import headline
from kopdesk.app.newmatch.dialog import NewMatchDialog
from kopdesk.app.session import Session, ask_user
from kopdesk.bots.families import make_player
from kopdesk.games.kop import PASS, Phase
from kopdesk.games.registry import game_of
from kopdesk.i18n import set_language
from kopdesk.stats import Statistics, Tally, statistics_file
from kopdesk.storage import MatchSetup, Paths, Settings, autosave_text, load_settings
from kopdesk.table import Table, play_match
from kopdesk.table import autosave as autosave_module
from tests.app.kopwindow import kop_board
from tests.test_stats import fill_the_disk


class Dialogs:
    """Stands in for the message boxes: records what was said, answers questions."""

    def __init__(self, resume: bool) -> None:
        self.resume = resume
        self.told: list[str] = []
        self.asked: list[str] = []

    def ask(self, parent, title: str, text: str) -> bool:
        self.asked.append(text)
        return self.resume and "Resume" in text

    def tell(self, parent, title: str, text: str) -> None:
        self.told.append(text)


def open_session(qtbot, paths: Paths, dialogs: Dialogs, as_the_app: bool = False) -> Session:
    def make_window(settings: Settings) -> MainWindow:
        if as_the_app:
            window = app_window(settings, "en")
        else:
            window = MainWindow(GameController(pace="instant"), CardPainter(Deck(settings.deck)))
        qtbot.addWidget(window)
        return window

    session = Session.load(paths, make_window, dialogs.ask, dialogs.tell)
    session.window.show()
    session.start()
    return session


def close(session: Session) -> None:
    session.window.close()


def play_until_human_plays(qtbot, session: Session, cards: int) -> None:
    """Pass in the auction, then play `cards` of the human's cards."""
    controller = session.controller
    played = 0
    while played < cards:
        qtbot.waitUntil(lambda: controller.deal is not None and controller.deal.to_move == HUMAN_SEAT, timeout=20000)
        obs = controller.deal.observation(HUMAN_SEAT)
        if obs.phase is Phase.AUCTION:
            controller.human_action(PASS)
        else:
            controller.human_action(obs.legal[-1])
            played += 1
    qtbot.waitUntil(lambda: controller.deal.to_move == HUMAN_SEAT or controller.deal.phase is Phase.DONE, timeout=20000)


def test_quit_mid_deal_and_resume_at_the_same_point(qtbot, tmp_path) -> None:
    paths = Paths.portable(tmp_path)
    first = open_session(qtbot, paths, Dialogs(resume=True))
    play_until_human_plays(qtbot, first, cards=2)
    deal = first.controller.deal
    assert deal.phase is Phase.PLAY
    history, hands, to_move = deal.history, [deal.hand(s) for s in range(4)], deal.to_move
    close(first)

    dialogs = Dialogs(resume=True)
    second = open_session(qtbot, paths, dialogs)
    assert dialogs.asked == ["A match is in progress (Kop, deal 1). Resume it where you left it?"]
    resumed = second.controller.deal
    assert resumed.history == history
    assert [resumed.hand(s) for s in range(4)] == hands
    assert resumed.to_move == to_move
    assert second.controller.match.dealer == first.controller.match.dealer
    close(second)


def test_declining_to_resume_starts_a_fresh_match(qtbot, tmp_path) -> None:
    paths = Paths.portable(tmp_path)
    first = open_session(qtbot, paths, Dialogs(resume=True))
    play_until_human_plays(qtbot, first, cards=1)
    close(first)
    second = open_session(qtbot, paths, Dialogs(resume=False))
    deal = second.controller.deal
    qtbot.waitUntil(lambda: deal.to_move == HUMAN_SEAT, timeout=20000)
    assert deal.phase is Phase.AUCTION and len(deal.history) <= 3  # the human's first call
    assert not second.controller.match.rows
    close(second)


def test_a_corrupt_save_is_moved_aside_and_reported(qtbot, tmp_path) -> None:
    paths = Paths.portable(tmp_path)
    paths.autosave_file.parent.mkdir(parents=True)
    paths.autosave_file.write_text('{"schema": 1, "setup": ', encoding="utf-8")
    dialogs = Dialogs(resume=True)
    session = open_session(qtbot, paths, dialogs)
    assert not any("Resume" in question for question in dialogs.asked)  # nothing to resume
    assert len(dialogs.told) == 1
    kept = [p for p in paths.data_dir.iterdir() if p.name.startswith("autosave.json.broken")]
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == '{"schema": 1, "setup": '
    assert str(kept[0]) in dialogs.told[0]
    assert session.controller.deal is not None  # the app started cleanly
    close(session)


def test_corrupt_settings_are_reported_and_defaults_used(qtbot, tmp_path) -> None:
    paths = Paths.portable(tmp_path)
    paths.settings_file.parent.mkdir(parents=True)
    paths.settings_file.write_text("not json", encoding="utf-8")
    dialogs = Dialogs(resume=False)
    session = open_session(qtbot, paths, dialogs)
    assert len(dialogs.told) == 1 and "broken" in dialogs.told[0]
    assert session.settings == Settings()
    close(session)


def kept_aside(folder, name: str) -> list:
    return sorted(path for path in folder.iterdir() if path.name.startswith(f"{name}.broken-"))


@pytest.fixture
def english():
    yield
    set_language("en")


def test_settings_the_app_cannot_use_are_reset_told_once_and_kept_aside(qtbot, tmp_path, english) -> None:
    paths = Paths.portable(tmp_path)
    paths.settings_file.parent.mkdir(parents=True)
    content = '{"schema": 1, "language": "cs", "pace": "slow", "house_rules": {"contracts": [["wesele"]]}}'
    paths.settings_file.write_text(content, encoding="utf-8")
    dialogs = Dialogs(resume=False)
    session = Session.load(paths, lambda settings: app_window(settings, None), dialogs.ask, dialogs.tell)  # as run_app
    qtbot.addWidget(session.window)
    assert session.settings == Settings(pace="slow")
    [told] = dialogs.told
    [kept] = kept_aside(paths.config_dir, "settings.json")
    assert "“language”" in told and "house rules" in told and str(kept) in told
    assert kept.read_text(encoding="utf-8") == content
    session.window.close()
    again = Dialogs(resume=False)
    second = Session.load(paths, lambda settings: app_window(settings, None), again.ask, again.tell)
    qtbot.addWidget(second.window)
    assert again.told == []
    second.window.close()


def test_an_autosave_with_rules_of_the_wrong_shape_is_kept_aside_and_a_new_match_starts(qtbot, tmp_path) -> None:
    paths = Paths.portable(tmp_path)
    close(open_session(qtbot, paths, Dialogs(resume=False), as_the_app=True))
    data = json.loads(paths.autosave_file.read_text(encoding="utf-8"))
    data["setup"]["house_rules"] = {"contracts": [["wesele"]]}
    paths.autosave_file.write_text(json.dumps(data), encoding="utf-8")
    dialogs = Dialogs(resume=True)
    session = open_session(qtbot, paths, dialogs, as_the_app=True)
    [told] = dialogs.told
    [kept] = kept_aside(paths.data_dir, "autosave.json")
    assert "rules of the saved match" in told and str(kept) in told
    assert not any("Resume" in question for question in dialogs.asked)
    assert session.controller.deal is not None and not session.controller.match.rows  # a new match
    close(session)
    again = Dialogs(resume=True)
    close(open_session(qtbot, paths, again, as_the_app=True))
    assert again.told == [] and any("Resume" in question for question in again.asked)


def test_an_error_before_any_match_does_not_claim_the_match_is_saved(qtbot, tmp_path) -> None:
    paths = Paths.portable(tmp_path)
    dialogs = Dialogs(resume=False)
    session = Session.load(paths, lambda settings: app_window(settings, "en"), dialogs.ask, dialogs.tell)
    qtbot.addWidget(session.window)
    shown: list[str] = []
    handler = CrashHandler(paths, lambda: None, session.autosave, lambda title, text: shown.append(text))
    try:
        raise LookupError("before the first deal")
    except LookupError:
        handler.handle(*sys.exc_info())  # type: ignore[arg-type]
    [text] = shown
    assert "saved" not in text.replace("nothing to save", "") and "No match was in progress" in text
    assert not paths.autosave_file.exists()
    session.window.close()


def test_settings_remember_pace_deck_and_window(qtbot, tmp_path) -> None:
    paths = Paths.portable(tmp_path)
    session = open_session(qtbot, paths, Dialogs(resume=False))
    session.window.set_pace("slow")
    session.window.act_four_colours.trigger()
    session.window.resize(760, 560)  # inside the offscreen screen (800 x 600)
    size = session.window.size()
    close(session)
    saved = load_settings(paths).value
    assert saved.pace == "slow" and saved.deck == "four-colour" and saved.window_geometry
    again = open_session(qtbot, paths, Dialogs(resume=False), as_the_app=True)
    assert again.controller.pace == "slow"
    assert again.window.painter.deck is Deck.FOUR_COLOUR
    assert again.window.size() == size
    close(again)


def test_a_first_match_dims_the_unplayable_cards_and_turning_it_off_is_remembered(qtbot, tmp_path) -> None:
    paths = Paths.portable(tmp_path)
    session = open_session(qtbot, paths, Dialogs(resume=False), as_the_app=True)  # no settings yet: a first start
    assert session.window.menus.act_dim_unplayable.isChecked() and kop_board(session.window).scene.dim_unplayable
    session.window.menus.act_dim_unplayable.trigger()
    assert not kop_board(session.window).scene.dim_unplayable
    close(session)
    assert load_settings(paths).value.dim_unplayable is False
    again = open_session(qtbot, paths, Dialogs(resume=False), as_the_app=True)
    assert not again.window.menus.act_dim_unplayable.isChecked() and not kop_board(again.window).scene.dim_unplayable
    close(again)


def test_a_newcomers_first_match_is_practice_and_new_match_then_offers_the_record(qtbot, tmp_path, monkeypatch) -> None:
    offered: list[bool] = []

    def accept(dialog: NewMatchDialog) -> int:
        offered.append(dialog.record_radio.isChecked())
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewMatchDialog, "exec", accept)
    paths = Paths.portable(tmp_path)
    session = open_session(qtbot, paths, Dialogs(resume=False))  # no settings yet: a first start
    setup = session.controller.setup
    assert session.first_run and setup is not None and setup.practice
    assert session.window.windowTitle() == "kopdesk: Kop and Baśka, practice match"
    session.ask = lambda parent, title, text: True  # yes, end the practice match
    session.new_match()
    assert offered == [True]
    setup = session.controller.setup
    assert setup is not None and not setup.practice
    assert session.window.windowTitle() == "kopdesk: Kop and Baśka"
    close(session)
    again = open_session(qtbot, paths, Dialogs(resume=False))  # the settings are there now
    assert not again.first_run and not again.controller.setup.practice
    close(again)


def test_the_autosave_is_valid_json_after_every_action(qtbot, tmp_path) -> None:
    paths = Paths.portable(tmp_path)
    session = open_session(qtbot, paths, Dialogs(resume=False))
    play_until_human_plays(qtbot, session, cards=1)
    assert session.autosaver.flush()
    data = json.loads(paths.autosave_file.read_text(encoding="utf-8"))
    assert data["current"]["play"] == [str(c) for c in session.controller.deal.history if not hasattr(c, "kind")]
    close(session)


def test_the_autosave_is_written_off_the_gui_thread(qtbot, tmp_path, monkeypatch) -> None:
    writers: list[threading.Thread] = []
    write = autosave_module.write_autosave

    def recording(paths, text: str) -> None:
        writers.append(threading.current_thread())
        write(paths, text)

    monkeypatch.setattr(autosave_module, "write_autosave", recording)
    session = open_session(qtbot, Paths.portable(tmp_path), Dialogs(resume=False))
    play_until_human_plays(qtbot, session, cards=1)
    assert session.autosaver.flush()
    assert writers and threading.main_thread() not in writers
    close(session)


def test_an_autosave_the_disk_refuses_is_said_in_the_status_bar(qtbot, tmp_path, monkeypatch) -> None:
    def full(paths, text: str) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(autosave_module, "write_autosave", full)
    session = open_session(qtbot, Paths.portable(tmp_path), Dialogs(resume=False))
    shown: list[str] = []
    session.window.statusBar().messageChanged.connect(shown.append)
    play_until_human_plays(qtbot, session, cards=1)
    assert not session.autosaver.flush()
    qtbot.waitUntil(lambda: "The match could not be saved: No space left on device" in shown)
    assert session.save_now() is False
    close(session)


def play_the_deal_out(qtbot, session: Session) -> None:
    """The human passes and plays the first legal card until the deal is done."""
    controller = session.controller
    while controller.deal.phase is not Phase.DONE:
        qtbot.waitUntil(
            lambda: controller.deal.to_move == HUMAN_SEAT or controller.deal.phase is Phase.DONE, timeout=20000
        )
        deal = controller.deal
        if deal.phase is not Phase.DONE:
            controller.human_action(PASS if deal.phase is Phase.AUCTION else deal.legal_actions()[0])


def test_statistics_record_the_users_deals_and_survive_a_restart(qtbot, tmp_path) -> None:
    paths = Paths.portable(tmp_path)
    session = open_session(qtbot, paths, Dialogs(resume=False))
    controller = session.controller
    play_the_deal_out(qtbot, session)
    units = controller.deal.score.units[HUMAN_SEAT]
    close(session)
    again = open_session(qtbot, paths, Dialogs(resume=False))
    total = again.statistics.summary().total
    assert total.played == 1 and total.units == units
    close(again)


def test_a_corrupt_statistics_database_is_reported_and_replaced(qtbot, tmp_path) -> None:
    from kopdesk.stats import statistics_file

    paths = Paths.portable(tmp_path)
    statistics_file(paths).parent.mkdir(parents=True, exist_ok=True)
    statistics_file(paths).write_bytes(b"this is not a database" * 100)
    dialogs = Dialogs(resume=False)
    session = open_session(qtbot, paths, dialogs)
    assert any("statistics" in text for text in dialogs.told)
    assert session.statistics is not None and session.statistics.summary().total.played == 0
    close(session)


def test_a_deal_recorded_but_not_saved_is_not_recorded_again_on_resume(qtbot, tmp_path, monkeypatch) -> None:
    paths = Paths.portable(tmp_path)
    save = autosave_module.write_autosave

    def killed_once_recorded(paths, text: str) -> None:
        if not json.loads(text)["deals"]:  # the deal is not yet on the sheet, nor in the statistics
            save(paths, text)

    monkeypatch.setattr(autosave_module, "write_autosave", killed_once_recorded)
    first = open_session(qtbot, paths, Dialogs(resume=True))
    play_the_deal_out(qtbot, first)
    assert first.statistics.summary().total.played == 1
    close(first)
    monkeypatch.undo()
    second = open_session(qtbot, paths, Dialogs(resume=True))
    assert second.controller.deal.phase is not Phase.DONE, "resumed before the deal's last action"
    play_the_deal_out(qtbot, second)
    assert second.controller.finished == [second.controller.deal]
    total = second.statistics.summary().total
    assert total.played == 1 and total.units == second.controller.deal.score.units[HUMAN_SEAT]
    close(second)


def fill_to_the_last_byte(paths: Paths) -> None:
    """Fill the statistics with rows so small that no deal fits in what is left."""
    Statistics.open(statistics_file(paths)).value.close()
    connection = sqlite3.connect(statistics_file(paths), isolation_level=None)
    connection.execute("PRAGMA synchronous = OFF")
    (pages,) = connection.execute("PRAGMA page_count").fetchone()
    connection.execute(f"PRAGMA max_page_count = {pages + 1}")
    tiny = (
        "INSERT INTO deals (played_at, preset, contract, side, declarer, won, units) "
        "VALUES ('', '', '', 'old', 0, 0, 0)"
    )
    with pytest.raises(sqlite3.OperationalError, match="full"):
        for _ in range(10000):
            connection.execute(tiny)
    connection.close()


def test_statistics_on_a_full_disk_tell_the_user_the_cause(qtbot, tmp_path, monkeypatch) -> None:
    paths = Paths.portable(tmp_path)
    fill_to_the_last_byte(paths)
    fill_the_disk(monkeypatch)
    session = open_session(qtbot, paths, Dialogs(resume=False))
    shown: list[str] = []
    session.controller.deal_recorded.connect(lambda _deal: shown.append(session.window.statusBar().currentMessage()))
    play_the_deal_out(qtbot, session)
    assert shown == ["The statistics could not be saved: database or disk is full"]
    close(session)


def click_new_match(qtbot, window: MainWindow) -> None:
    """Game → New match… with the mouse, as the user does."""
    menu = window.menus.game_menu
    menu.popup(window.mapToGlobal(window.rect().center()))
    qtbot.waitExposed(menu)
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(window.menus.act_new).center())


def answer_the_question(qtbot, button: QMessageBox.StandardButton, asked: list[str]) -> None:
    """Once a question box is up, note its text and press `button` in it."""

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        asked.append(box.text())
        box.button(button).click()

    QTimer.singleShot(0, answer)


@pytest.fixture
def dialogs_opened(monkeypatch) -> list[NewMatchDialog]:
    """The new-match dialogs opened, each cancelled at once."""
    opened: list[NewMatchDialog] = []

    def cancel(dialog: NewMatchDialog) -> int:
        opened.append(dialog)
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(NewMatchDialog, "exec", cancel)
    return opened


def test_new_match_asks_before_ending_a_match_in_progress_and_no_keeps_it(qtbot, tmp_path, dialogs_opened) -> None:
    session = open_session(qtbot, Paths.portable(tmp_path), Dialogs(resume=False))
    session.ask = ask_user  # the real question box from here on
    play_until_human_plays(qtbot, session, cards=1)
    match, deal = session.controller.match, session.controller.deal
    asked: list[str] = []
    answer_the_question(qtbot, QMessageBox.StandardButton.No, asked)
    click_new_match(qtbot, session.window)
    qtbot.waitUntil(lambda: len(asked) == 1, timeout=5000)
    assert "in progress" in asked[0]
    assert dialogs_opened == []
    assert session.controller.match is match and session.controller.deal is deal
    answer_the_question(qtbot, QMessageBox.StandardButton.Yes, asked)
    click_new_match(qtbot, session.window)
    qtbot.waitUntil(lambda: len(dialogs_opened) == 1, timeout=5000)
    assert len(asked) == 2
    assert session.controller.match is match  # the new-match dialog was cancelled: the match goes on
    close(session)


def test_new_match_asks_nothing_when_no_match_is_in_progress(qtbot, tmp_path, dialogs_opened) -> None:
    window = MainWindow(GameController(pace="instant"), CardPainter())
    qtbot.addWidget(window)
    dialogs = Dialogs(resume=False)
    session = Session(Paths.portable(tmp_path), window, Settings(), dialogs.ask, dialogs.tell)
    session.new_match()  # no match yet
    assert len(dialogs_opened) == 1
    controller = session.controller
    controller.autoplay_level = "beginner"  # a bot in the human's chair plays the match to its end
    controller.deal_finished.connect(lambda deal: QTimer.singleShot(0, controller.next_deal))
    # The shortest match of Kop, four deals (the setting's match length: one among the house rules would
    # yield to it, and 24 deals were played), by beginners in every chair, who decide at once.
    session.start_with(replace(Settings(), match_length={"deals": 4}, bot_levels=("beginner",) * 3))
    qtbot.waitUntil(lambda: window.match_end is not None and window.match_end.isVisible(), timeout=60000)
    QTest.mouseClick(window.match_end.new_button, Qt.MouseButton.LeftButton)  # the match is over: a new one
    assert len(dialogs_opened) == 2
    assert controller.match.is_over and len(controller.match.rows) == 4
    assert dialogs.asked == [] and dialogs.told == []
    window.close()


class Pupil(Dialogs):
    """Says yes to every lesson offered, and notes which lessons the window opened."""

    def __init__(self) -> None:
        super().__init__(resume=False)
        self.lessons: list[str] = []

    def ask(self, parent, title: str, text: str) -> bool:
        self.asked.append(text)
        return text.startswith("New to")


def test_the_first_start_and_a_game_never_played_offer_that_game_s_lesson(qtbot, tmp_path, monkeypatch) -> None:
    pupil = Pupil()
    monkeypatch.setattr(MainWindow, "open_lesson", lambda window, preset: pupil.lessons.append(preset))
    session = open_session(qtbot, Paths.portable(tmp_path), pupil)  # no settings yet: the first start
    assert pupil.asked == ["New to Kop? Play a first deal with every step explained?"]
    assert pupil.lessons == ["kop"]

    def choose(preset: str) -> None:
        def accept(dialog: NewMatchDialog) -> int:
            dialog._preset_radios[preset].setChecked(True)
            return QDialog.DialogCode.Accepted

        monkeypatch.setattr(NewMatchDialog, "exec", accept)
        monkeypatch.setattr(session, "_match_in_progress", lambda: False)  # nothing to ask about ending
        session.new_match()

    choose("scopone")
    assert pupil.asked[-1] == "New to Scopone? Play a first deal with every step explained?"
    assert pupil.lessons == ["kop", "scopa"]  # Scopa's lesson teaches every Scopa game
    choose("scopa-3")  # the same game: nothing offered
    assert pupil.lessons == ["kop", "scopa"]
    choose("zweier")
    assert pupil.lessons == ["kop", "scopa", "zweier"]
    close(session)


def test_a_match_played_to_its_end_goes_into_the_statistics_with_its_winners(qtbot, tmp_path) -> None:
    session = open_session(qtbot, Paths.portable(tmp_path), Dialogs(resume=False))
    window, controller = session.window, session.controller
    controller.autoplay_level = "beginner"  # a bot in the human's chair plays the match to its end
    controller.deal_finished.connect(lambda deal: QTimer.singleShot(0, controller.next_deal))
    session.start_with(replace(Settings(practice=False), preset="scopa", house_rules={"target": 3}))
    qtbot.waitUntil(lambda: window.match_end is not None and window.match_end.isVisible(), timeout=60000)
    match = controller.match
    assert match.is_over
    won = HUMAN_SEAT in match.winners
    assert session.statistics.summary("scopa").matches == Tally(1, int(won), match.totals[HUMAN_SEAT])
    close(session)


def test_a_match_saved_at_its_end_is_shown_at_start_up_as_every_match_ends(qtbot, tmp_path) -> None:
    """kopdesk closed at the last deal's summary, before the match's result was shown: the
    next start shows it in the dialog every match ends in, over its score sheet, instead of
    a warning box of signed totals; then the match is gone from the disk."""
    paths = Paths.portable(tmp_path)
    game = game_of("scopa")
    setup = MatchSetup(game.rules("scopa", {"target": 3}), 0, ("beginner",), ("Ala", "Ewa"), "0.20", "PLN", True)
    table = Table()
    table.start_match(setup, seed=3)
    match = play_match(table, make_player("scopa", "beginner", 1))
    assert match.is_over
    paths.autosave_file.parent.mkdir(parents=True, exist_ok=True)
    paths.autosave_file.write_text(autosave_text(setup, table.finished, None), encoding="utf-8")
    dialogs = Dialogs(resume=True)
    session = open_session(qtbot, paths, dialogs)
    window = session.window
    assert dialogs.told == [] and dialogs.asked == []  # no box, and nothing to resume
    assert window.match_end is not None and window.match_end.isVisible()
    shown = session.controller.match
    assert shown.totals == match.totals and window.match_end.headline.text() == headline(setup, shown)
    assert window.sheet.table.rowCount() >= len(table.finished) + 1  # a row per deal and the totals
    assert window.sheet.table.item(len(table.finished), 1).text() == str(match.totals[0])
    assert session.autosaver.flush() and not paths.autosave_file.exists()
    window.match_end.close()
    close(session)

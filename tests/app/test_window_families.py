"""Scopa and Schafkopf in the real main window: started from the new-match dialog by
clicks, shown on their boards with the window's painter, their score sheet and play
log filled, their card faces chosen from the View menu and remembered."""

from __future__ import annotations

import csv
import gc
import itertools
import json
import random
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMenu
from pytestqt.qtbot import QtBot

from kopdesk import cards
from kopdesk.app.cardpaint import CardPainter, Faces
from kopdesk.app.controller import GameController
from kopdesk.app.mainwindow import MainWindow
from kopdesk.app.newmatch.dialog import NewMatchDialog
from kopdesk.app.players import default_names
from kopdesk.app.session import Session
from kopdesk.games import scopa
from kopdesk.games.registry import PRESETS, game_of
from kopdesk.games.texts import texts_of
from kopdesk.i18n import set_language, translate
from kopdesk.storage import Paths, Settings, load_settings, save_settings

"""The names the new-match dialog gives by default, in English."""


class Dialogs:
    def __init__(self) -> None:
        self.told: list[str] = []

    def ask(self, parent, title: str, text: str) -> bool:
        return True  # end the match in progress; no lesson

    def tell(self, parent, title: str, text: str) -> None:
        self.told.append(text)


@pytest.fixture
def open_session(qtbot: QtBot, tmp_path) -> Iterator[Callable[..., Session]]:
    sessions: list[Session] = []

    def make(settings: Settings | None = None) -> Session:
        paths = Paths.portable(tmp_path)
        if settings is not None:
            save_settings(paths, settings)

        def make_window(settings: Settings) -> MainWindow:
            window = MainWindow(GameController(pace="instant"), CardPainter())
            qtbot.addWidget(window)
            return window

        dialogs = Dialogs()
        session = Session.load(paths, make_window, dialogs.ask, dialogs.tell)
        session.dialogs = dialogs
        session.window.show()
        qtbot.waitExposed(session.window)
        sessions.append(session)
        return session

    yield make
    for session in sessions:
        session.window.close()
    set_language("en")
    gc.collect()  # the boards' cycles freed here, on the GUI thread


def click_menu(qtbot: QtBot, menu: QMenu, text: str) -> None:
    """Open `menu` and click its item with this text, as the user does."""
    menu.popup(menu.parentWidget().mapToGlobal(QPoint(20, 20)))
    qtbot.waitExposed(menu)
    [action] = [a for a in menu.actions() if a.text() == text]
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())


def new_match_by_clicks(qtbot: QtBot, session: Session, preset: str) -> None:
    """Game → New match…, the preset's radio button, OK: all with the mouse."""
    chosen: list[str] = []

    def choose() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewMatchDialog):
            QTimer.singleShot(20, choose)
            return
        radio = dialog._preset_radios[preset]
        QTest.mouseClick(radio, Qt.MouseButton.LeftButton, pos=QPoint(8, radio.height() // 2))
        chosen.append(dialog.preset())
        QTest.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, choose)
    click_menu(qtbot, session.window.menus.game_menu, "New &match…")
    qtbot.waitUntil(lambda: chosen == [preset], timeout=5000)
    qtbot.waitUntil(lambda: session.controller.deal is not None and session.controller.deal.rules.preset == preset)


def play_a_deal_out(qtbot: QtBot, session: Session) -> None:
    """Wait until the bots, the human's stand-in too (`autoplay_level`), have played the deal."""
    qtbot.waitUntil(lambda: len(session.controller.finished) == 1, timeout=60000)


def sheet_row(session: Session, row: int) -> list[str]:
    table = session.window.sheet.table
    return [table.item(row, column).text() for column in range(table.columnCount())]


def test_a_scopa_match_starts_from_the_dialog_on_its_board_and_the_sheet_fills(qtbot, open_session) -> None:
    from kopdesk.app.scopa.board import ScopaBoard

    session = open_session()
    window = session.window
    session.controller.autoplay_level = "beginner"  # a bot plays the user's cards
    new_match_by_clicks(qtbot, session, "scopa")
    board = window.pages.currentWidget()
    assert isinstance(board, ScopaBoard) and board.isVisible()
    assert window.windowTitle() == "kopdesk: Scopa and Scopone"
    assert board.painter is window.painter and board.scene.painter is window.painter
    assert window.menus.act_log.isEnabled()  # the log of the play, in Scopa too
    assert not window.menus.act_review.isEnabled() and "for the record" in window.menus.act_review.toolTip()
    play_a_deal_out(qtbot, session)
    deal = session.controller.finished[-1]
    number, *points, game = sheet_row(session, 0)
    assert number == "1" and [int(p) for p in points] == list(deal.score.total)
    assert not any(p.startswith("+") for p in points)  # points add up, they are not won from another
    you, other = (f"{name} " for name in default_names()[:2])  # the players the dialog named
    moves = [line for line in window.log.lines() if line.startswith((you, other))]
    assert len(moves) >= len(deal.history) > 0  # a line per move, and what each move took
    scope = len(deal.score.scope_log)
    assert game == {0: "", 1: "1 sweep"}.get(scope, f"{scope} sweeps")
    _total, *totals, _ = sheet_row(session, 1)
    assert [int(t) for t in totals] == list(session.controller.match.scores)
    heading, *needed, _ = sheet_row(session, 2)
    scores = session.controller.match.scores
    assert heading == "Still to 11" and [int(n) for n in needed] == [max(0, 11 - s) for s in scores]


def test_a_schafkopf_match_starts_from_the_dialog_with_its_bots_calls_and_sheet(
    qtbot, open_session, tmp_path, monkeypatch
) -> None:
    from kopdesk.app.schafkopf.board import SchafkopfBoard

    session = open_session()
    window = session.window
    window.log_dock.raise_()
    session.controller.autoplay_level = "beginner"  # a bot plays the user's cards
    new_match_by_clicks(qtbot, session, "schafkopf")
    assert session.dialogs.told == []  # no "no computer players"
    board = window.pages.currentWidget()
    assert isinstance(board, SchafkopfBoard) and board.scene.painter is window.painter
    assert window.painter.faces_of(cards.GERMAN_32) is Faces.GERMAN  # Bavarian: German suits by default
    play_a_deal_out(qtbot, session)
    deal = session.controller.finished[-1]
    calls = deal.observation(0).calls
    names = default_names()  # the players the dialog named
    said = [line for line in window.log.lines() if line.split(": ")[0] in names]
    assert len(said) == len(calls) > 0 and window.log_dock.isVisible()
    number, *units, game = sheet_row(session, 0)
    assert number == "1" and [int(u) for u in units] == list(deal.score.units) and game
    heading, *money, _ = sheet_row(session, 2)
    assert heading == "Stakes" and all("€" in m for m in money)  # a Bavarian match is in euro cents
    summary = window.board_summary.pane.widget()  # told the match's stake: each player's money
    assert [summary.result(seat)[-1] for seat in range(4)] == money  # the last column, with sides or without
    exported = tmp_path / "sheet.csv"
    monkeypatch.setattr("kopdesk.app.practice.QFileDialog.getSaveFileName", lambda *args: (str(exported), ""))
    assert window.menus.act_export.isEnabled()
    window.menus.act_export.trigger()
    header, row = list(csv.reader(exported.open(encoding="utf-8")))
    assert header == ["Deal", "Dealer", "Game", *names, *(f"{n} total" for n in names)]
    assert row[:3] == ["1", names[deal.dealer], game] and row[3:] == [str(u) for u in deal.score.units * 2]


def test_the_card_faces_are_chosen_from_the_view_menu_saved_and_restored(qtbot, open_session) -> None:
    session = open_session(Settings(preset="scopa"))
    window = session.window
    session.start_with(session.settings)
    assert window.painter.faces_of(cards.SCOPA_40) is Faces.FRENCH  # Scopa's default
    assert [a.text() for a in window.menus.faces_menu.actions()] == [
        "French suits", "French suits, four colours", "Italian suits",
    ]
    board = window.pages.currentWidget()
    french_seven = board.painter.face(cards.SCOPA_40.card("7D"), 60).toImage()
    click_menu(qtbot, window.menus.faces_menu, "Italian suits")
    assert window.painter.faces_of(cards.SCOPA_40) is Faces.ITALIAN
    assert window.menus.faces_actions[Faces.ITALIAN].isChecked()
    assert board.painter.face(cards.SCOPA_40.card("7D"), 60).toImage() != french_seven  # painted anew
    window.controller.pace = "fast"  # a pace the settings keep (the tests' "instant" is none)
    window.close()
    assert load_settings(session.paths).value.faces == {"scopa-40": "italian"}
    again = open_session()
    again.start_with(again.settings)
    assert again.window.painter.faces_of(cards.SCOPA_40) is Faces.ITALIAN


def test_french_faces_in_four_colours_are_the_four_colour_deck(qtbot, open_session) -> None:
    session = open_session(Settings(preset="schafkopf"))
    window = session.window
    session.start_with(session.settings)
    click_menu(qtbot, window.menus.faces_menu, "French suits, four colours")
    assert window.painter.faces_of(cards.GERMAN_32) is Faces.FRENCH_FOUR_COLOUR
    assert window.menus.act_four_colours.isChecked()
    window.menus.act_four_colours.trigger()  # the View menu's four-colour deck off again
    assert window.painter.faces_of(cards.GERMAN_32) is Faces.FRENCH
    assert window.menus.faces_actions[Faces.FRENCH].isChecked()


def test_a_deal_file_of_any_game_is_saved_and_opened(qtbot, open_session, tmp_path, monkeypatch) -> None:
    session = open_session(Settings(preset="scopa", practice=True))  # a deal for the record is not left
    session.start_with(session.settings)
    path = tmp_path / "scopa.json"
    monkeypatch.setattr("kopdesk.app.practice.QFileDialog.getSaveFileName", lambda *args: (str(path), ""))
    session.window.menus.act_save_deal.trigger()
    assert json.loads(path.read_text(encoding="utf-8"))["rules"] == "scopa"
    assert session.window.open_deal_file(str(path))
    assert session.controller.what_if and session.controller.deal.rules.preset == "scopa"


@pytest.mark.parametrize("preset", ["scopa", "schafkopf"])
def test_every_command_and_a_language_switch_work_while_a_board_shows(
    qtbot, open_session, monkeypatch, preset: str
) -> None:
    monkeypatch.setattr("kopdesk.app.practice.QFileDialog.getSaveFileName", lambda *args: ("", ""))  # cancelled
    session = open_session(Settings(preset=preset))
    window = session.window
    session.start_with(session.settings)
    qtbot.waitUntil(lambda: session.controller.deal.to_move == 0, timeout=30000)
    set_language("pl")  # every board made words itself again
    set_language("en")
    assert window.windowTitle() == ("kopdesk: Scopa and Scopone" if preset == "scopa" else "kopdesk: Schafkopf")
    dialog = window.show_shortcuts()
    assert all("Auction" not in what for what, _key in dialog.rows())  # Kop's calls are not this game's
    dialog.close()
    m = window.menus
    on_record = session.controller.on_record
    for action in (m.act_open_cards, m.act_replay):
        assert action.isEnabled() is not on_record
    assert m.act_review.isEnabled() is (not on_record and bool(session.controller.deal.history))
    commands = (m.act_last, m.act_open_cards, m.act_four_colours, m.act_hint, m.act_undo, m.act_save_deal, m.act_export)
    for action in (*commands, m.act_dim_unplayable):
        action.trigger()
    assert session.controller.deal.rules.preset == preset


def test_a_void_scopa_deal_is_told_in_the_summary_not_raised(qtbot, open_session) -> None:
    """Three or four kings dealt to the table: the deal does not count and has no score to show."""
    session = open_session(Settings(preset="scopa"))
    window, controller = session.window, session.controller
    session.start_with(session.settings)
    void = scopa.GAME.new_deal(controller.deal.rules, 0, random.Random(952))
    assert scopa.GAME.is_done(void) and void.score is None
    controller.table.deal = void
    controller.deal_finished.emit(void)
    assert window.board_summary.isVisible()
    assert window._board_view.text() == "This deal does not count: the cards are dealt again."
    window.menus.act_four_colours.trigger()  # a repaint keeps the word
    assert window._board_view.text() == "This deal does not count: the cards are dealt again."


def test_a_scopa_refusal_names_the_cards_as_the_user_s_faces_show_them(qtbot, open_session) -> None:
    from kopdesk.games.scopa import Move, Refusal, RefusalCode

    session = open_session(Settings(preset="scopa", faces={"scopa-40": "italian"}))
    session.start_with(session.settings)
    board = session.window.pages.currentWidget()
    board.show_refusal(Refusal(RefusalCode.NOT_IN_HAND, 0, Move(cards.SCOPA_40.card("7D"), 0)))
    assert board.message_text() == "You do not hold the 7 of coins."  # Italian faces, English words


CHAIN = (
    "kop", "scopone", "scopa", "zweier", "scopa-3", "schafkopf", "baska", "scopa-4", "wendisch",
    "scopone-scientifico", "deutsch", "kop-koscian", "scopa-3", "zweier", "scopa", "kop",
)  # fmt: skip
"""Every preset, from and to matches of 2, 3 and 4 seats (4→2, 2→3, 3→4, 4→3, 3→2, 2→4),
each family to each."""


def test_new_match_goes_from_any_game_to_any_other_without_a_crash(qtbot, open_session) -> None:
    session = open_session()
    session.controller.autoplay_level = "beginner"  # a bot plays the user's cards
    seats = [game_of(preset).seats(game_of(preset).rules(preset)) for preset in CHAIN]
    assert set(CHAIN) == set(PRESETS)
    assert set(itertools.pairwise(seats)) >= {(4, 2), (2, 3), (3, 4), (4, 3), (3, 2), (2, 4)}
    for preset in CHAIN:
        new_match_by_clicks(qtbot, session, preset)
        deal = session.controller.deal
        qtbot.waitUntil(lambda deal=deal: len(deal.history) >= 2, timeout=30000)  # a move or two
        assert session.window.isVisible()
        assert session.window.windowTitle() == f"kopdesk: {translate(texts_of(game_of(preset).family).name)}"

"""Practice tools: hint, undo, review with "play from here", deal files, open cards."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog

from kopdesk.app.cardpaint import CardPainter
from kopdesk.app.controller import HUMAN_SEAT, GameController
from kopdesk.app.felt import CardItem
from kopdesk.app.mainwindow import MainWindow
from kopdesk.games.kop import (
    PASS,
    Call,
    Card,
    DealFile,
    Phase,
    deal_status,
    rules_from_preset,
)
from kopdesk.storage import MatchSetup
from tests.app.kopwindow import kop_board

NAMES = ("Ala", "Ewa", "Janek", "Zosia")


@pytest.fixture
def window(window: MainWindow) -> MainWindow:
    """The main window with a practice match of Kop begun."""
    setup = MatchSetup(rules_from_preset("kop"), 0, ("beginner",) * 3, NAMES, "0.20", "PLN", True)
    window.controller.start_match(setup, seed=9)
    return window


def human_turn(qtbot, window: MainWindow) -> None:
    qtbot.waitUntil(
        lambda: window.controller.deal.to_move == HUMAN_SEAT or window.controller.deal.phase is Phase.DONE,
        timeout=20000,
    )


def until_play(qtbot, window: MainWindow, cards: int = 0) -> None:
    """Pass through the auction, then play `cards` of the human's cards (the first legal)."""
    played = 0
    while True:
        human_turn(qtbot, window)
        deal = window.controller.deal
        assert deal.phase is not Phase.DONE
        if deal.phase is Phase.PLAY and played == cards:
            return
        window.controller.human_action(PASS if deal.phase is Phase.AUCTION else deal.legal_actions()[0])
        played += deal.phase is Phase.PLAY


def finish(qtbot, window: MainWindow) -> None:
    while window.controller.deal.phase is not Phase.DONE:
        human_turn(qtbot, window)
        deal = window.controller.deal
        if deal.phase is not Phase.DONE:
            window.controller.human_action(PASS if deal.phase is Phase.AUCTION else deal.legal_actions()[0])


def test_hint_names_a_legal_card_with_a_reason(qtbot, window: MainWindow) -> None:
    until_play(qtbot, window)
    deal = window.controller.deal
    with qtbot.waitSignal(window.controller.hint_ready, timeout=10000) as hint:
        QTest.keyClick(window, Qt.Key.Key_H)
    card = hint.args[0]
    assert isinstance(card, Card) and card in deal.legal_actions()
    assert kop_board(window).scene.message.isVisible() and str(card)[:-1] in kop_board(window).scene.message.text()
    lifted = kop_board(window).scene.hand_item(card)
    held = [i for i in kop_board(window).scene.items() if isinstance(i, CardItem) and i.card in deal.hand(HUMAN_SEAT)]
    assert lifted.pos().y() < min(i.pos().y() for i in held if i is not lifted)


def test_hint_in_the_auction_names_a_legal_call(qtbot, window: MainWindow) -> None:
    human_turn(qtbot, window)
    deal = window.controller.deal
    assert deal.phase is Phase.AUCTION
    with qtbot.waitSignal(window.controller.hint_ready, timeout=10000) as hint:
        window.hint_button.click()
    assert isinstance(hint.args[0], Call) and hint.args[0] in deal.legal_actions()


def test_undo_restores_the_exact_state(qtbot, window: MainWindow) -> None:
    until_play(qtbot, window)
    deal = window.controller.deal
    before = (deal.history, [deal.hand(s) for s in range(4)], deal_status(deal))
    until_play(qtbot, window, cards=1)
    assert len(deal.history) > len(before[0])
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert (deal.history, [deal.hand(s) for s in range(4)], deal_status(deal)) == before
    assert deal.to_move == HUMAN_SEAT


def test_review_steps_and_plays_on_from_a_chosen_point(qtbot, window: MainWindow) -> None:
    finish(qtbot, window)
    qtbot.waitUntil(window.board_summary.isVisible, timeout=5000)
    deal, rows = window.controller.deal, len(window.controller.match.rows)
    review = window.review_deal()
    qtbot.addWidget(review)
    first_card = next(i for i, a in enumerate(deal.history) if isinstance(a, Card))
    for _ in range(first_card + 5):  # the calls, then five cards
        review.buttons["forward"].click()
    assert review.step == first_card + 5
    scene = review.board.scene
    faces = [i for i in scene.items() if isinstance(i, CardItem) and i.card is not None]
    assert len(faces) == 16 - 4  # every card not yet gathered is face up: 11 held + 1 on the table
    assert [badge.text() for badge in scene.badges] == list(NAMES)  # a review shows no match
    assert scene.info.text()  # the game being played
    review.buttons["play"].click()
    again = window.controller.deal
    assert again is not deal and again.history == deal.history[: first_card + 5]
    assert window.controller.what_if
    finish(qtbot, window)
    assert len(window.controller.match.rows) == rows  # practice is not entered on the sheet


def test_a_deal_file_is_saved_and_opened_to_play_on(qtbot, window: MainWindow, tmp_path) -> None:
    until_play(qtbot, window, cards=1)
    deal = window.controller.deal
    path = tmp_path / "deal.json"
    path.write_text(DealFile.of(deal).dumps(), encoding="utf-8")
    assert window.open_deal_file(str(path))
    opened = window.controller.deal
    assert opened is not deal and deal_status(opened) == deal_status(deal)


def test_a_bad_deal_file_is_reported_not_raised(qtbot, window: MainWindow, tmp_path, monkeypatch) -> None:
    told = []
    monkeypatch.setattr("kopdesk.app.practice.QMessageBox.warning", lambda *args: told.append(args[2]))
    path = tmp_path / "bad.json"
    path.write_text('{"rules": "kop"}', encoding="utf-8")
    deal = window.controller.deal
    assert not window.open_deal_file(str(path))
    assert window.controller.deal is deal and "dealer" in told[0]


def test_any_bad_deal_file_is_reported_in_one_line(qtbot, window: MainWindow, tmp_path, monkeypatch) -> None:
    told = []
    monkeypatch.setattr("kopdesk.app.practice.QMessageBox.warning", lambda *args: told.append(args[2]))
    path = tmp_path / "bad.json"
    deal = window.controller.deal
    unhashable = {**DealFile.of(deal).to_json(), "house_rules": {"contracts": [[]]}}
    for text in ["[" * 1000 + "]" * 1000, '{"dealer": ' + "9" * 5000 + "}", json.dumps(unhashable)]:
        path.write_text(text, encoding="utf-8")
        assert not window.open_deal_file(str(path))
    path.write_bytes(b"\xff" * 100_000)
    assert not window.open_deal_file(str(path))
    assert window.controller.deal is deal
    reasons = [message.split("\n", 1)[1] for message in told]
    assert [len(r.splitlines()) for r in reasons] == [1, 1, 1, 1]
    assert "nested" in reasons[0] and "5000 digits" in reasons[1]
    assert "contracts" in reasons[2] and "64 kB" in reasons[3]


def test_open_cards_shows_every_hand(qtbot, window: MainWindow) -> None:
    human_turn(qtbot, window)
    window.act_open_cards.trigger()
    faces = [i for i in kop_board(window).scene.items() if isinstance(i, CardItem) and i.card is not None]
    assert len(faces) == 16
    window.act_open_cards.trigger()
    faces = [i for i in kop_board(window).scene.items() if isinstance(i, CardItem) and i.card is not None]
    assert len(faces) == 4


def test_the_score_sheet_is_offered_for_export_only_with_a_match(qtbot, tmp_path, monkeypatch) -> None:
    window = MainWindow(GameController(pace="instant"), CardPainter())
    qtbot.addWidget(window)
    export = window.menus.act_export
    assert not export.isEnabled()
    export.trigger()  # a disabled action does nothing, so no error can come of it
    setup = MatchSetup(rules_from_preset("kop"), 0, ("beginner",) * 3, NAMES, "0.20", "PLN", True)
    window.controller.start_match(setup, seed=9)
    qtbot.waitUntil(export.isEnabled)
    target = tmp_path / "sheet.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(target), ""))
    export.trigger()
    assert target.read_text("utf-8").splitlines()[0].startswith("Deal,Dealer,")
    window.controller.shutdown()


@pytest.mark.parametrize("has_documents", [True, False])
def test_file_dialogs_start_in_the_documents_folder(
    qtbot, window: MainWindow, monkeypatch, tmp_path, has_documents
) -> None:
    folder = tmp_path / "Documents"
    if has_documents:
        folder.mkdir()
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda location: str(folder))
    start = str(folder) if has_documents else str(Path.home())
    asked: list[str] = []

    def cancelled(parent, title: str, start: str, filters: str) -> tuple[str, str]:
        asked.append(start)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", cancelled)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", cancelled)
    for action in (window.menus.act_save_deal, window.menus.act_export, window.menus.act_open_deal):
        action.trigger()
    assert asked == [str(Path(start, "deal.json")), str(Path(start, "zapis.csv")), start]

"""Hints on the boards: the Hint button in the real window makes the board say the master's
move with its reasons and point at the card (and, in Scopa, the set it takes); the words
are the facts of the position."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from kopdesk.app.boards import BoardPresenter
from kopdesk.app.cardpaint import CardPainter, Faces
from kopdesk.app.controller import HUMAN_SEAT
from kopdesk.app.mainwindow import MainWindow
from kopdesk.app.schafkopf.board import SchafkopfBoard
from kopdesk.app.schafkopf.hints import hint_sentence as schafkopf_sentence
from kopdesk.app.scopa import words as scopa_words
from kopdesk.app.scopa.board import ScopaBoard
from kopdesk.app.scopa.hints import hint_sentence as scopa_sentence
from kopdesk.cards import Card
from kopdesk.games import schafkopf, scopa
from kopdesk.games.scopa import Move, card
from kopdesk.storage import MatchSetup
from tests.app import test_boards
from tests.app.test_boards import RecordingBoard
from tests.bots.scopa.helpers import two_player_deal
from tests.games.schafkopf.helpers import PASSES, SAUSPIEL_HANDS, deal

NAMES = ("Ala", "Ewa", "Janek", "Zosia")
controller = test_boards.controller
"""The board tests' controller, its cycles collected on the GUI thread after each test."""


@pytest.fixture
def window(qtbot, controller):
    win = MainWindow(controller, CardPainter())
    qtbot.addWidget(win)
    win.show()
    return win


def press_hint(qtbot, window: MainWindow) -> Any:
    """Wait for the human's turn, click Hint, and give the master's action the board was told."""
    controller = window.controller
    qtbot.waitUntil(lambda: controller.deal is not None and controller.deal.to_move == HUMAN_SEAT, timeout=20000)
    qtbot.waitUntil(window.hint_button.isEnabled, timeout=5000)
    with qtbot.waitSignal(controller.hint_ready, timeout=20000) as hinted:
        qtbot.mouseClick(window.hint_button, Qt.MouseButton.LeftButton)
    return hinted.args[0]


def test_the_hint_button_on_a_scopa_deal_says_why_and_frames_the_move(qtbot, window) -> None:
    rules = scopa.GAME.presets["scopa"]
    window.controller.start_match(MatchSetup(rules, 0, ("beginner",), NAMES[:2], "0.20", "PLN", True), seed=4)
    action = press_hint(qtbot, window)
    board = window.pages.currentWidget()
    assert isinstance(board, ScopaBoard) and isinstance(action, Move)
    observation = window.controller.deal.observation(HUMAN_SEAT)
    assert board.message_text() == scopa_sentence(observation, action)
    scene = board.scene
    assert scene.hinted == action
    assert scene._hand_cards()[scene.selected] is action.card  # lifted in the hand
    framed = [frame for frame, _colour, _width in scene.halo.frames]
    assert framed == [scene._card_rect(c) for c in (action.card, *action.taken)]
    played = len(window.controller.deal.history)
    qtbot.keyClick(board.view, Qt.Key.Key_Return)  # Enter plays the hinted move
    assert window.controller.deal.history[played] == action
    assert board.message_text() == ""  # the hint spoke of the position before the move


def test_the_hint_button_on_a_schafkopf_deal_lifts_the_hinted_card(qtbot, window) -> None:
    rules = schafkopf.rules_from_preset("zweier")
    setup = MatchSetup(rules, 0, ("beginner",), NAMES[:2], "0.20", "PLN", True)
    window.controller.start_match(setup, seed=2)
    action = press_hint(qtbot, window)
    board = window.pages.currentWidget()
    assert isinstance(board, SchafkopfBoard) and isinstance(action, Card)
    observation = window.controller.deal.observation(HUMAN_SEAT)
    sentence = schafkopf_sentence(observation, action)
    assert board.scene.message.isVisible() and board.scene.message.text() == sentence
    scene = board.scene
    assert scene._sorted_hand()[scene._selected] is action


def test_a_schafkopf_call_hint_is_worded_as_a_call(qtbot, window) -> None:
    rules = schafkopf.rules_from_preset("schafkopf")
    setup = MatchSetup(rules, 0, ("beginner",) * 3, NAMES, "0.20", "PLN", True)
    window.controller.start_match(setup, seed=3)
    action = press_hint(qtbot, window)
    board = window.pages.currentWidget()
    assert isinstance(board, SchafkopfBoard) and isinstance(action, schafkopf.Call)
    assert board.scene.message.text() == schafkopf_sentence(window.controller.deal.observation(HUMAN_SEAT), action)
    assert board.scene.message.text().startswith("Your call:")
    assert str(action) in board.calls.buttons() or action.kind.value in board.calls.buttons()


def test_the_presenter_tells_the_board_the_action_and_its_words(qtbot, controller) -> None:
    board = RecordingBoard()
    qtbot.addWidget(board)
    BoardPresenter(controller, board, "scopa", board)
    rules = scopa.GAME.presets["scopa"]
    controller.start_match(MatchSetup(rules, 0, ("beginner",), NAMES[:2], "0.20", "PLN", True), seed=1)
    qtbot.waitUntil(lambda: controller.deal.to_move == HUMAN_SEAT, timeout=20000)
    action = controller.deal.legal_actions()[0]
    controller.hint_ready.emit(action)
    assert board.told("hint") == [("hint", action, scopa_sentence(controller.deal.observation(HUMAN_SEAT), action))]


def test_a_scopa_hint_that_says_settebello_takes_the_seven_of_denari(traditional_terms) -> None:
    played = two_player_deal("7D 2C 5H QS", "7C QD 5D", "KD 3H 6S")
    move = Move(card("7C"), card("7D").bit)
    text = scopa_sentence(played.observation(0), move)
    assert text.startswith("Play the 7♣ and take 7♦.")
    said = text.replace("\n", " ")
    assert "It takes the settebello (7♦), a point of its own; your side then has 1 denaro." in said
    assert said.count("denar") == 1 and said.count("7♦") == 3  # the move, the settebello, the sevens
    assert "nobody can make a scopa" in said


def test_a_schafkopf_hint_words_schmieren_to_the_partner(traditional_terms) -> None:
    played = deal("schafkopf", SAUSPIEL_HANDS, "sauspiel:G", "pass", "pass", "pass", *PASSES, "OE")
    ten = played.rules.deck.card("10H")
    text = schafkopf_sentence(played.observation(1), ten).replace("\n", " ")
    assert text.startswith("Play the Herz-Zehn.")
    assert "Your partner's Eichel-Ober takes the trick for sure: give it 10 points (Schmieren)." in text


class ItalianFaces:
    """Cards painted with Italian suits, as View → Card faces may choose for Scopa."""

    def faces_of(self, deck: object) -> Faces:
        return Faces.ITALIAN


def test_a_scopa_hint_on_italian_faces_names_the_cards_as_they_are_painted(traditional_terms) -> None:
    played = two_player_deal("7D 2C 5H QS", "7C QD 5D", "KD 3H 6S")
    move = Move(card("7C"), card("7D").bit)
    said = scopa_sentence(played.observation(0), move, ItalianFaces()).replace("\n", " ")
    assert said.startswith("Play the 7 of bastoni and take 7 of denari.")
    assert "It takes the settebello (7 of denari)" in said
    assert "♦" not in said and "♣" not in said


def test_a_scopa_set_on_italian_faces_is_written_as_a_sum_of_names(traditional_terms) -> None:
    move = Move(card("7C"), card("3D").bit | card("4H").bit)
    assert scopa_words.move_text(move, ItalianFaces()) == "7 of bastoni takes 4 of coppe + 3 of denari"
    assert scopa_words.move_text(move) == "7♣ takes 4♥+3♦"

"""A hint on the smallest table the window allows covers neither the cards in play (the
trick; Scopa's table) nor the card it points at: it wraps, moves beside them, or takes a
smaller type. In the real window at its minimum size, at every turn of the user's card
play in a deal of each family, with the longest of the hints its position offers, in Polish."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QRectF

from kopdesk.app.boards import hint_words
from kopdesk.app.controller import HUMAN_SEAT
from kopdesk.app.felt import CardItem
from kopdesk.app.mainwindow import MainWindow
from kopdesk.cards import Card
from kopdesk.games.registry import game_of
from kopdesk.storage import MatchSetup

NAMES = ("Ala", "Ewa", "Janek", "Zosia")


def cards_in_play(scene: object, deal: object, family: str) -> list[QRectF]:
    """Where the cards of the trick lie (Scopa: the table's cards)."""
    shown = [item for item in scene.items() if isinstance(item, CardItem) and item.card is not None]
    if family == "scopa":
        return [item.sceneBoundingRect() for item in shown if item.card in deal.table]
    trick = deal.observation(HUMAN_SEAT).trick
    return [item.sceneBoundingRect() for item in shown if item.card in trick]


@pytest.mark.parametrize("preset", ["kop", "schafkopf", "zweier", "scopa", "scopa-3", "scopone"])
def test_a_long_hint_on_the_smallest_table_leaves_the_trick_and_the_hinted_card_clear(
    qtbot, window: MainWindow, speak: Callable[[str], None], preset: str
) -> None:
    speak("pl")
    game = game_of(preset)
    rules = game.rules(preset)
    seats = game.seats(rules)
    controller = window.controller
    setup = MatchSetup(rules, HUMAN_SEAT, ("beginner",) * (seats - 1), NAMES[:seats], "0.20", "PLN", True)
    controller.start_match(setup, seed=1)  # the user deals: the others lead, the trick has cards
    board = window.boards[game.family].board
    window.resize(window.minimumSizeHint())
    qtbot.waitUntil(lambda: window.size() == window.minimumSizeHint(), timeout=2000)
    words = hint_words(game.family)
    deal, hinted = controller.deal, 0
    while True:
        qtbot.waitUntil(lambda: controller.table.awaits_human() or deal.to_move is None, timeout=10000)
        if deal.to_move is None:
            break
        legal = deal.legal_actions()
        if game.family == "scopa" or all(isinstance(action, Card) for action in legal):
            seen = deal.observation(HUMAN_SEAT)
            action = max(legal, key=lambda a: len(words(seen, a, board.painter)))
            controller.hint_ready.emit(action)  # as the master's answer comes: the board words it
            scene, card = board.scene, getattr(action, "card", action)
            message = scene.message.sceneBoundingRect()
            assert scene.message.isVisible() and scene.sceneRect().contains(message)
            covered = [rect for rect in cards_in_play(scene, deal, game.family) if rect.intersects(message)]
            assert covered == [], (preset, len(deal.history), scene.message.text())
            assert not scene.hand_item(card).sceneBoundingRect().intersects(message), scene.message.text()
            hinted += 1
        controller.human_action(legal[-1])  # a call, where passing would end the deal
    assert hinted >= 3

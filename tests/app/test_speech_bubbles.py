"""A speech bubble hides neither the card a hint lifts nor any other card, nor the hint itself,
on every trick-taking family's table, on the table of a 1280×800 window (with the log docked
beside it, or not) and on the smallest the window allows."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QRectF

from kopdesk.app.felt import FeltScene
from kopdesk.app.kop.board import KopBoard
from kopdesk.app.schafkopf.board import SchafkopfBoard
from kopdesk.app.tricktable import TableScene
from kopdesk.games.registry import game_of

TABLES = [(880, 680), (1280, 690), FeltScene.smallest_view]
"""The table of a 1280×800 window with the log docked beside it and without, and the smallest."""
SEATS = {"kop": 4, "schafkopf": 4, "zweier": 2}


def at_home(scene: TableScene) -> list[QRectF]:
    """Every card where it is going (a lifted card rises as it glides)."""
    cards = [*scene._hand_items.values(), *(c for backs in scene._others.values() for c in backs)]
    return [c.sceneBoundingRect().translated(c.home - c.pos()) for c in cards if c.isVisible()]


@pytest.mark.parametrize("size", TABLES, ids=lambda size: "×".join(map(str, size)))
@pytest.mark.parametrize("preset", sorted(SEATS))
def test_no_speech_bubble_hides_the_hinted_card_or_the_hint(qtbot, preset: str, size: tuple[int, int]) -> None:
    board: Any = KopBoard() if preset == "kop" else SchafkopfBoard()
    qtbot.addWidget(board)
    board.resize(*size)
    board.show()
    game = game_of(preset)
    board.show_deal(game.new_deal(game.rules(preset), 0, random.Random(3)), 0)
    scene: TableScene = board.scene
    places = range(4) if SEATS[preset] == 4 else (0, 2)
    for card in scene.hand_cards():
        scene.select(card)  # as a hint lifts it
        scene.show_message("Play this card.\nIt wins the trick.", hint=True)
        for place in places:
            scene.say(place, "Kontra · re")
        cards = at_home(scene)
        for place in places:
            bubble = scene.bubbles[place].sceneBoundingRect()
            assert not any(bubble.intersects(c) for c in cards), (str(card), place)
            assert not bubble.intersects(scene.message.sceneBoundingRect()), (str(card), place)

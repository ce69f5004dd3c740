"""The Schafkopf table's words never lie on a card (walk Schafkopf #16: the contract badge
covered the first card of the user's hand; issue 27: a speech bubble, "5 Trümpfe (Herz)",
lay over the top of the user's cards): at every step of random deals of every preset,
from the bidding to the last trick, at 1280×800 and 1024×600, in German, whose words are
the longest."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QGraphicsItem

from kopdesk.app.felt import CardItem
from kopdesk.app.schafkopf import SchafkopfBoard
from kopdesk.games.schafkopf import Deal, rules_from_preset

NAMES = ("Du", "Veronika", "Sepp", "Theresia")


def _rect(item: QGraphicsItem):
    return item.sceneBoundingRect().adjusted(1, 1, -1, -1)


def covered(board: SchafkopfBoard) -> list[str]:
    """Each seat's badge, announcements or speech bubble, or the game at the top left, that
    lies on a card, with the words it shows."""
    scene = board.scene
    cards = [_rect(item) for item in scene.items() if isinstance(item, CardItem) and item.isVisible()]
    labels = [*scene.badges, *scene.tags, *scene.bubbles, scene.info]
    return [
        label.text().replace("\n", " / ")
        for label in labels
        if label.isVisible() and any(_rect(label).intersects(card) for card in cards)
    ]


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600), (640, 550)])  # 640: 1024×600 with the side dock
@pytest.mark.parametrize("preset", ["schafkopf", "wendisch", "deutsch", "zweier"])
def test_no_badge_announcement_or_bubble_lies_on_a_card(board: SchafkopfBoard, speak, preset: str, size) -> None:
    speak("de")
    board.resize(*size)
    rules = rules_from_preset(preset)
    for seed in range(3):
        rng = random.Random(seed)
        deal = Deal.shuffled(rules, rng.randrange(rules.seats), rng)
        board.set_names(NAMES[: deal.seats])
        board.show_deal(deal, 0)
        steps = 0
        while deal.score is None:
            if deal.to_move == 0:
                board.set_human_turn(deal.observation(0))
            assert covered(board) == [], (preset, size, seed, steps)
            board.play_events(deal.apply(rng.choice(list(deal.observation(deal.to_move).legal))), deal)
            steps += 1
        assert covered(board) == [], (preset, size, seed, "over")

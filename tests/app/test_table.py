"""The table scene on its own: where cards end up, whatever happens meanwhile."""

from __future__ import annotations

from kopdesk.app.cardpaint import CardPainter
from kopdesk.app.table import HUMAN, TableScene
from kopdesk.app.tutorial import Tutorial


def test_a_resize_during_the_deal_animation_still_lands_the_hand_in_its_slots(qtbot) -> None:
    scene = TableScene(CardPainter())
    scene.resize_to(800, 560, 1.0)
    scene.show_state(Tutorial.deal().observation(HUMAN), deal_animation=True)
    qtbot.wait(scene.animation_ms)  # the cards are on their way
    assert scene.animating
    scene.resize_to(1200, 800, 1.0)
    qtbot.waitUntil(lambda: not scene.animating, timeout=5000)
    hand = [scene.hand_item(c) for c in scene.hand_cards()]
    assert [item.pos() for item in hand] == scene.hand_slots(HUMAN, 4)

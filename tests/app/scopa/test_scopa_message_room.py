"""A hint or refusal on the Scopa table leaves the counts by the piles and under the stock
readable where the table has room for it, as it leaves the cards in play."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF

from kopdesk.app.cardpaint import CardPainter
from kopdesk.app.scopa.scene import ScopaScene
from kopdesk.games.scopa import PRESETS, Deal, shuffled_deck

pytestmark = pytest.mark.usefixtures("qapp")

LONG_HINT = (
    "Play the 2♠ and take the 2♣.\n"
    "It takes 2 cards towards the cards point, the card played included, and leaves 19 on the table."
)


def counts(scene: ScopaScene) -> list[QRectF]:
    labels = (*scene.pile_labels, scene.talon_label)
    return [label.sceneBoundingRect() for label in labels if label.isVisible()]


@pytest.mark.parametrize("preset", ["scopa", "scopa-3", "scopa-4"])
def test_a_long_hint_on_a_small_table_leaves_the_stock_s_count_readable(preset: str) -> None:
    scene = ScopaScene(CardPainter())
    scene.resize_to(*scene.smallest_view, 1.0)
    scene.names = ["Ala", "Ewa", "Janek", "Zosia"]
    scene.show_deal(Deal(PRESETS[preset], 1, shuffled_deck(random.Random(1))), 0)
    scene.message.set_text(LONG_HINT)
    scene.message.set_size(10.5, None)
    plate, felt = scene.message.boundingRect(), scene.felt()
    usual = plate.translated(felt.center().x() - plate.width() / 2, felt.bottom() - plate.height() - 4)
    assert usual.intersects(scene.talon_label.sceneBoundingRect())  # where it would lie unwrapped

    scene.show_message(LONG_HINT, hint=True)
    message = scene.message.sceneBoundingRect()
    table = [scene.faces[c].sceneBoundingRect() for c in scene.deal.table]
    assert [rect for rect in counts(scene) if rect.intersects(message)] == []
    assert [rect for rect in table if rect.intersects(message)] == []
    assert scene.sceneRect().contains(message)

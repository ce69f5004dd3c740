"""What Kop's, Schafkopf's and Scopa's table scenes share (`kopdesk.app.felt.FeltScene`):
cards sized to the view, labels kept on the table, the refusal or hint message."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPointF, QRectF

from kopdesk.app.cardpaint import CardPainter
from kopdesk.app.felt import MESSAGE_SHARES, FeltScene, TableView, clear_spot, message_widths
from kopdesk.app.schafkopf.scene import SchafkopfTable
from kopdesk.app.scopa.scene import ScopaScene
from kopdesk.app.tricktable import TableScene

pytestmark = pytest.mark.usefixtures("qapp")

Scene = Callable[[CardPainter], FeltScene]
SCENES = [TableScene, SchafkopfTable, ScopaScene]


@pytest.mark.parametrize("kind", SCENES, ids=lambda k: k.__name__)
def test_the_cards_follow_the_view_between_the_smallest_and_the_largest(kind: Scene) -> None:
    scene = kind(CardPainter())
    smallest, largest = scene.card_widths
    scene.resize_to(*scene.smallest_view, 1.0)
    assert scene.card_width == smallest
    scene.resize_to(10_000, 8_000, 1.0)
    assert scene.card_width == largest
    scene.resize_to(scene.cards_across * 100, scene.cards_down * 100 + 50, 1.0)
    assert scene.card_width == 100  # the narrower of width and height rules
    assert scene.sceneRect() == QRectF(0, 0, scene.cards_across * 100, scene.cards_down * 100 + 50)


@pytest.mark.parametrize("kind", SCENES, ids=lambda k: k.__name__)
def test_the_view_is_never_smaller_than_the_smallest_cards_need(qtbot: Any, kind: Scene) -> None:
    view = TableView(kind(CardPainter()))
    qtbot.addWidget(view)
    smallest = view.table.card_widths[0]
    assert view.minimumWidth() >= smallest * view.table.cards_across
    assert view.minimumHeight() >= int(smallest * view.table.cards_down)


def test_a_label_is_kept_four_pixels_inside_the_table() -> None:
    scene = ScopaScene(CardPainter())
    scene.resize_to(800, 600, 1.0)
    label = QRectF(0, 0, 100, 30)
    assert scene._inside(QPointF(-50, 700), label) == QPointF(4, 600 - 30 - 4)
    assert scene._inside(QPointF(790, -5), label) == QPointF(800 - 100 - 4, 4)
    assert scene._inside(QPointF(300, 200), label) == QPointF(300, 200)


@pytest.mark.parametrize(("kind", "ms"), [(TableScene, 4000), (ScopaScene, 5000)], ids=["kop", "scopa"])
def test_a_message_is_red_for_a_refusal_blue_for_a_hint_and_stays_its_time(kind: Scene, ms: int) -> None:
    scene = kind(CardPainter())
    scene.resize_to(1000, 700, 1.0)
    scene.show_message("No.")
    assert scene.message.isVisible() and scene.message.text() == "No."
    red = scene.message.fill
    assert red.red() > 100 > red.blue()
    assert scene._message_timer.interval() == ms and scene._message_timer.isActive()
    scene.show_message("Try this.", ms=1234, hint=True)
    blue = scene.message.fill
    assert blue.blue() > 100 > blue.red()
    assert scene._message_timer.interval() == 1234
    assert scene.sceneRect().contains(scene.message.sceneBoundingRect())


def _rects(draw: Any, count: int) -> list[QRectF]:
    """Up to `count` rectangles with whole-pixel corners in a 60×40 area."""
    return [
        QRectF(draw(st.integers(0, 55)), draw(st.integers(0, 35)), draw(st.integers(1, 30)), draw(st.integers(1, 25)))
        for _ in range(draw(st.integers(0, count)))
    ]


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_a_clear_spot_is_found_wherever_the_plate_fits_with_room_to_spare(data: st.DataObject) -> None:
    """`clear_spot` gives a spot in the area, on no card, the asked one when that is clear;
    and finds one whenever a plate a little larger would fit somewhere (tried pixel by pixel)."""
    area = QRectF(0, 0, 60, 40)
    cards = _rects(data.draw, 4)
    plate = QRectF(0, 0, data.draw(st.integers(4, 40)), data.draw(st.integers(4, 30)))
    w, h = int(plate.width()), int(plate.height())
    asked = QPointF(data.draw(st.integers(0, 60 - w)), data.draw(st.integers(0, 40 - h)))
    spot = clear_spot(plate, asked, cards, area)
    roomy = [
        (x, y)
        for x in range(61 - w)
        for y in range(41 - h)
        if not any(plate.translated(x, y).adjusted(-2, -2, 2, 2).intersects(card) for card in cards)
    ]
    if spot is None:
        assert roomy == []
        return
    placed = plate.translated(spot)
    assert area.contains(placed) and not any(placed.intersects(card) for card in cards)
    if not any(plate.translated(asked).intersects(card) for card in cards):
        assert spot == asked


def test_a_message_wraps_to_the_room_beside_a_card_before_any_narrower_share() -> None:
    """A trick in the middle of a small table: the message may wrap as wide as the room left of
    it (144) or right of it (192), between the shares of the width; a room narrower than the
    narrowest share is no column to read in."""
    area = QRectF(0, 0, 400, 230)
    trick, hand = QRectF(146, 60, 60, 100), QRectF(100, 180, 290, 50)  # beside the hand: 98 and 8
    widths = message_widths(area, [trick, hand])
    assert widths == [400, 240, 192, 180, 144, 136]
    assert message_widths(area, []) == [400 * share for share in MESSAGE_SHARES]

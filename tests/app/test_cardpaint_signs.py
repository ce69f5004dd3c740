"""The pieces German and Italian faces share (`cardpaint.signs`) and the court panel of
every style (`cardpaint.base.paint_panel`)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QTransform

from kopdesk.app.cardpaint import signs
from kopdesk.app.cardpaint.base import paint_panel
from kopdesk.app.cardpaint.german import GermanStyle
from kopdesk.app.cardpaint.italian import ItalianStyle
from kopdesk.cards import GERMAN_32, SCOPA_40, Card, Rank, Suit

pytestmark = pytest.mark.usefixtures("qapp")


def _image(size: int = 60) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    return image


def _card(deck: Any, rank: Rank, suit: Suit) -> Card:
    return next(c for c in deck.cards if (c.rank, c.suit) == (rank, suit))


def test_the_panel_stands_its_margins_in_from_the_edges_framed_in_the_ink() -> None:
    image = _image(100)
    painter = QPainter(image)
    panel = paint_panel(painter, 100, 140, QColor("red"), (0.2, 0.05))
    painter.end()
    assert panel == QRectF(20, 7, 60, 126)
    assert QColor(image.pixel(50, 7)).red() > 200 and QColor(image.pixel(50, 7)).green() < 60
    assert QColor(image.pixel(10, 50)) == QColor("white")


def test_a_pip_upside_down_is_the_upright_pip_turned_half_round() -> None:
    upright, turned = _image(), _image()
    for image, upside_down in ((upright, False), (turned, True)):
        painter = QPainter(image)
        GermanStyle().paint_pip(painter, Suit.CLUBS, QPointF(30, 30), 40, upside_down)  # the acorn: not symmetric
        painter.end()
    assert upright != turned
    back = turned.transformed(QTransform().rotate(180))  # turned back half round
    differ = sum(upright.pixel(x, y) != back.pixel(x, y) for x in range(60) for y in range(60))
    assert differ < 60 * 60 * 0.02  # but for antialiasing at the pixel edges


@pytest.mark.parametrize(
    ("style", "deck", "riders"),
    [(ItalianStyle(), SCOPA_40, {Rank.QUEEN}), (GermanStyle(), GERMAN_32, set())],
    ids=["italian", "german"],
)
def test_a_court_rank_without_a_standing_figure_rides(
    monkeypatch: pytest.MonkeyPatch, style: signs.SignStyle, deck: Any, riders: set[Rank]
) -> None:
    painted: list[tuple[str, QColor]] = []
    monkeypatch.setattr(signs, "paint_rider", lambda _p, _box, robe, _sign: painted.append(("rider", robe)))
    monkeypatch.setattr(signs, "paint_figure", lambda _p, _box, _f, robe, _sign: painted.append(("figure", robe)))
    image = _image()
    painter = QPainter(image)
    for rank in (Rank.JACK, Rank.QUEEN, Rank.KING):
        painted.clear()
        style.paint_court(painter, 60, 84, _card(deck, rank, Suit.HEARTS))
        assert painted == [("rider" if rank in riders else "figure", style.robes[Suit.HEARTS])], rank
    painter.end()

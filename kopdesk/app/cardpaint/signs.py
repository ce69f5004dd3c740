"""What the German and Italian faces share: suit signs painted as pictures in a unit
box, laid out like French pips on number cards, and whole figures on court cards.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QPainter

from kopdesk.app.cardpaint.base import outline_pen, paint_panel
from kopdesk.app.cardpaint.figures import Figure, PaintSign, paint_figure, paint_rider
from kopdesk.cards import Card, Rank, Suit

SIGN_LINE = QColor("#3a2a1a")
FIGURE_PANEL = (0.2, 0.055)  # margins of a figure's panel: of w sideways, of h at top and bottom

PaintUnitSign = Callable[[QPainter], None]
"""Paints a suit sign one unit high around the origin."""


@contextmanager
def sign_unit(painter: QPainter, centre: QPointF, height: float, degrees: float = 0.0) -> Iterator[None]:
    """The painter drawing a sign one unit high around the origin, turned by `degrees`,
    outlined; restored afterwards."""
    painter.save()
    painter.translate(centre)
    painter.rotate(degrees)
    painter.scale(height, height)
    painter.setPen(outline_pen(0.035, SIGN_LINE))
    try:
        yield
    finally:
        painter.restore()


class SignStyle:
    """A style whose suit signs are pictures: its inks, robes, signs, their sizes and
    figures; a court rank without a standing figure is a rider (the cavallo)."""

    index_scale: float
    inks: Mapping[Suit, QColor]
    robes: Mapping[Suit, QColor]
    signs: Mapping[Suit, PaintUnitSign]
    grow: Mapping[Suit, float]  # each sign's height over a French pip's
    figures: Mapping[Rank, Figure]

    def ink(self, suit: Suit) -> QColor:
        return self.inks[suit]

    def paint_pip(
        self, painter: QPainter, suit: Suit, centre: QPointF, height: float, upside_down: bool = False
    ) -> None:
        self.paint_sign(painter, suit, centre, height, 180 if upside_down else 0)

    def paint_sign(self, painter: QPainter, suit: Suit, centre: QPointF, height: float, degrees: float = 0.0) -> None:
        """The suit's sign `height` (a French pip's) high, centred on `centre`, turned by `degrees`."""
        with sign_unit(painter, centre, height * self.grow[suit], degrees):
            self.signs[suit](painter)

    def paint_court(self, painter: QPainter, w: float, h: float, card: Card) -> None:
        """The framed panel with the card's figure, standing or on horseback."""
        panel = paint_panel(painter, w, h, self.inks[card.suit], FIGURE_PANEL)
        figure = self.figures.get(card.rank)
        if figure is None:
            paint_rider(painter, panel, self.robes[card.suit], self._signer(card.suit))
        else:
            paint_figure(painter, panel, figure, self.robes[card.suit], self._signer(card.suit))

    def _signer(self, suit: Suit) -> PaintSign:
        return lambda painter, centre, height: self.paint_pip(painter, suit, centre, height)

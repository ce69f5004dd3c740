"""French faces: clubs, spades, hearts and diamonds in two or four colours.

Suit pips are `QPainterPath` shapes. Court cards are a framed panel with the same
half-figure twice, drawn in a unit square scaled into each half-panel.
"""

from __future__ import annotations

import functools

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform

from kopdesk.app.cardpaint.base import (
    GOLD,
    HAIR,
    OUTLINE,
    PAPER,
    PIP_LAYOUTS,
    SKIN,
    circle,
    letter_path,
    outline_pen,
    paint_panel,
    pip_centres,
    placed,
    polygon,
    rotated,
    united,
)
from kopdesk.cards import Card, Rank, Suit

_BLACK = QColor("#1d1d1f")
_RED = QColor("#c8102e")
TWO_COLOURS = {Suit.CLUBS: _BLACK, Suit.SPADES: _BLACK, Suit.HEARTS: _RED, Suit.DIAMONDS: _RED}
FOUR_COLOURS = {**TWO_COLOURS, Suit.SPADES: QColor("#16803c"), Suit.DIAMONDS: QColor("#e07000")}
"""The Skat tournament pack's four colours, the standard in German clubs: clubs black,
spades green (Grün), hearts red, diamonds orange (Schellen)."""

_COURT_PANEL = (0.2, 0.065)  # margins of the court panel: of w sideways, of h at top and bottom


# --- suit pips: paths one unit high, centred on the origin ---------------------------


def _heart() -> QPainterPath:
    path = QPainterPath(QPointF(0, -0.3))
    path.cubicTo(-0.08, -0.52, -0.46, -0.56, -0.46, -0.17)
    path.cubicTo(-0.46, 0.08, -0.16, 0.22, 0, 0.5)
    path.cubicTo(0.16, 0.22, 0.46, 0.08, 0.46, -0.17)
    path.cubicTo(0.46, -0.56, 0.08, -0.52, 0, -0.3)
    return path


def _stem() -> QPainterPath:
    path = QPainterPath(QPointF(0, 0.0))
    path.cubicTo(0.02, 0.28, 0.1, 0.44, 0.22, 0.5)
    path.lineTo(-0.22, 0.5)
    path.cubicTo(-0.1, 0.44, -0.02, 0.28, 0, 0.0)
    return path


def _spade() -> QPainterPath:
    blade = QTransform().translate(0, -0.12).scale(1.0, -0.76).map(_heart())
    return united(blade, _stem())


def _club() -> QPainterPath:
    lobes = (circle(0, -0.27, 0.21), circle(-0.24, 0.05, 0.21), circle(0.24, 0.05, 0.21))
    return united(*lobes, circle(0, -0.04, 0.17), _stem())


def _diamond() -> QPainterPath:
    path = QPainterPath(QPointF(0, -0.5))
    path.quadTo(0.16, -0.22, 0.38, 0)
    path.quadTo(0.16, 0.22, 0, 0.5)
    path.quadTo(-0.16, 0.22, -0.38, 0)
    path.quadTo(-0.16, -0.22, 0, -0.5)
    return path


_SUIT_SHAPES = {Suit.CLUBS: _club, Suit.SPADES: _spade, Suit.HEARTS: _heart, Suit.DIAMONDS: _diamond}


@functools.cache
def _suit_path(suit: Suit) -> QPainterPath:
    """The pip of `suit` one unit high, made when first painted (the unions take a while)."""
    return _SUIT_SHAPES[suit]()


def pip_path(suit: Suit, centre: QPointF, height: float, upside_down: bool = False) -> QPainterPath:
    """The pip of `suit`, `height` high, centred on `centre`."""
    return placed(_suit_path(suit), centre, height, upside_down)


class FrenchStyle:
    """French faces in the given suit colours."""

    def __init__(self, colours: dict[Suit, QColor]) -> None:
        self._colours = colours

    index_scale = 1.0

    def ink(self, suit: Suit) -> QColor:
        return self._colours[suit]

    def paint_pip(
        self, painter: QPainter, suit: Suit, centre: QPointF, height: float, upside_down: bool = False
    ) -> None:
        painter.fillPath(pip_path(suit, centre, height, upside_down), self._colours[suit])

    def paint_centre(self, painter: QPainter, w: float, h: float, card: Card, letter: str) -> None:
        """Pips on number cards and aces (those below the middle point downwards),
        a figure on court cards."""
        if card.rank in PIP_LAYOUTS:
            for centre, height, below in pip_centres(w, h, card.rank):
                self.paint_pip(painter, card.suit, centre, height, upside_down=below)
        else:
            _paint_court(painter, w, h, card, letter, self._colours[card.suit])


# --- court cards: a framed panel, the same half-figure twice -------------------------


def _paint_court(painter: QPainter, w: float, h: float, card: Card, letter: str, ink: QColor) -> None:
    """Framed panel with the figure, mirrored top and bottom like a real court card."""
    panel = paint_panel(painter, w, h, ink, _COURT_PANEL)
    half = QRectF(panel.x(), panel.y(), panel.width(), panel.height() / 2)
    for degrees in (0, 180):
        with rotated(painter, panel.center(), degrees):
            painter.setClipRect(half)
            _paint_court_half(painter, half, card, letter, ink)
    painter.setPen(QPen(ink, max(0.6, w * 0.006)))
    painter.drawLine(QPointF(panel.left(), panel.center().y()), QPointF(panel.right(), panel.center().y()))


def _paint_court_half(painter: QPainter, half: QRectF, card: Card, letter: str, ink: QColor) -> None:
    """One half of the panel: the bust in a unit square standing on the middle line,
    with the big rank letter and a pip beside the head."""
    side = min(half.width(), half.height())
    painter.save()
    painter.translate(half.center().x() - side / 2, half.bottom() - side)
    painter.scale(side, side)
    painter.setPen(outline_pen(0.014))
    _FIGURES[card.rank](painter, ink)
    painter.fillPath(letter_path(letter, 0.84, 0.06, 0.22, 0.26), ink)
    painter.fillPath(pip_path(card.suit, QPointF(0.84, 0.44), 0.17), ink)
    painter.restore()


def _paint_robe(painter: QPainter, ink: QColor) -> None:
    robe = QPainterPath(QPointF(0.06, 1.02))
    robe.cubicTo(0.08, 0.82, 0.16, 0.71, 0.31, 0.69)
    robe.lineTo(0.55, 0.69)
    robe.cubicTo(0.7, 0.71, 0.78, 0.82, 0.8, 1.02)
    robe.closeSubpath()
    painter.setBrush(ink)
    painter.drawPath(robe)
    painter.setBrush(GOLD)
    painter.drawRect(QRectF(0.4, 0.76, 0.06, 0.3))
    collar = QPainterPath(QPointF(0.29, 0.69))
    collar.quadTo(0.43, 0.9, 0.57, 0.69)
    collar.quadTo(0.43, 0.77, 0.29, 0.69)
    painter.drawPath(collar)


def _paint_head(painter: QPainter) -> None:
    painter.setBrush(SKIN)
    painter.drawRect(QRectF(0.39, 0.56, 0.08, 0.14))
    painter.drawEllipse(QPointF(0.43, 0.46), 0.1, 0.125)
    painter.setBrush(OUTLINE)
    for x in (0.395, 0.465):
        painter.drawEllipse(QPointF(x, 0.45), 0.008, 0.008)
    painter.drawLine(QPointF(0.41, 0.525), QPointF(0.45, 0.525))


def _paint_short_haired(painter: QPainter, ink: QColor) -> None:
    """The robe and the head of the jack and the king, short hair behind it."""
    painter.setBrush(HAIR)
    painter.drawEllipse(QPointF(0.43, 0.45), 0.12, 0.13)
    _paint_robe(painter, ink)
    _paint_head(painter)


def _paint_queen(painter: QPainter, ink: QColor) -> None:
    """Long hair, a crown with three jewels, a pearl necklace."""
    hair = QPainterPath(QPointF(0.43, 0.31))
    hair.cubicTo(0.24, 0.31, 0.28, 0.62, 0.22, 0.76)
    hair.lineTo(0.64, 0.76)
    hair.cubicTo(0.58, 0.62, 0.62, 0.31, 0.43, 0.31)
    painter.setBrush(HAIR)
    painter.drawPath(hair)
    _paint_robe(painter, ink)
    _paint_head(painter)
    painter.setBrush(PAPER)
    for i in range(5):
        painter.drawEllipse(QPointF(0.35 + 0.04 * i, 0.745 + 0.02 * (2 - abs(i - 2))), 0.016, 0.016)
    _paint_crown(painter)


_QUEEN_CROWN = ((0.54, 0.36), (0.56, 0.2), (0.49, 0.28), (0.43, 0.15), (0.37, 0.28), (0.3, 0.2), (0.32, 0.36))
_KING_CROWN = ((0.56, 0.37), (0.58, 0.19), (0.51, 0.26), (0.43, 0.17), (0.35, 0.26), (0.28, 0.19), (0.3, 0.37))


def _paint_crown(painter: QPainter) -> None:
    painter.setBrush(GOLD)
    painter.drawPath(polygon(*_QUEEN_CROWN))
    painter.setBrush(PAPER)
    for x, y in ((0.56, 0.2), (0.43, 0.15), (0.3, 0.2)):
        painter.drawEllipse(QPointF(x, y), 0.02, 0.02)


def _paint_jack(painter: QPainter, ink: QColor) -> None:
    """Short hair, a cap with a long plume, buttons down the front."""
    _paint_short_haired(painter, ink)
    painter.setBrush(PAPER)
    for y in (0.82, 0.9, 0.98):
        painter.drawEllipse(QPointF(0.43, y), 0.014, 0.014)
    _paint_cap(painter, ink)


def _paint_cap(painter: QPainter, ink: QColor) -> None:
    plume = QPainterPath(QPointF(0.42, 0.3))
    plume.cubicTo(0.42, 0.12, 0.3, 0.03, 0.12, 0.04)
    plume.quadTo(0.05, 0.05, 0.04, 0.12)
    for x, y in ((0.12, 0.14), (0.14, 0.21), (0.22, 0.24), (0.24, 0.31)):
        plume.quadTo(x - 0.06, y - 0.01, x, y)
    plume.lineTo(0.34, 0.36)
    plume.closeSubpath()
    painter.setBrush(PAPER)
    painter.drawPath(plume)
    rib = QPainterPath(QPointF(0.37, 0.33))
    rib.cubicTo(0.32, 0.16, 0.2, 0.09, 0.07, 0.1)
    painter.strokePath(rib, painter.pen())
    cap = QPainterPath(QPointF(0.6, 0.37))
    cap.cubicTo(0.62, 0.2, 0.26, 0.16, 0.25, 0.37)
    cap.closeSubpath()
    painter.setBrush(ink)
    painter.drawPath(cap)
    painter.setBrush(GOLD)
    painter.drawRect(QRectF(0.27, 0.33, 0.32, 0.045))


def _paint_king(painter: QPainter, ink: QColor) -> None:
    """A full beard, a tall crown with a cross, an ermine collar."""
    _paint_short_haired(painter, ink)
    beard = QPainterPath(QPointF(0.33, 0.49))
    beard.cubicTo(0.33, 0.62, 0.38, 0.7, 0.43, 0.72)
    beard.cubicTo(0.48, 0.7, 0.53, 0.62, 0.53, 0.49)
    beard.cubicTo(0.5, 0.57, 0.36, 0.57, 0.33, 0.49)
    painter.setBrush(HAIR)
    painter.drawPath(beard)
    painter.setBrush(PAPER)
    painter.drawRect(QRectF(0.28, 0.69, 0.3, 0.05))
    painter.setBrush(OUTLINE)
    for x in (0.33, 0.43, 0.53):
        painter.drawEllipse(QPointF(x, 0.715), 0.008, 0.008)
    painter.setBrush(GOLD)
    painter.drawPath(polygon(*_KING_CROWN))
    painter.drawLine(QPointF(0.43, 0.17), QPointF(0.43, 0.06))
    painter.drawLine(QPointF(0.39, 0.1), QPointF(0.47, 0.1))
    painter.setBrush(ink)
    painter.drawEllipse(QPointF(0.43, 0.3), 0.025, 0.025)


_FIGURES = {Rank.KING: _paint_king, Rank.QUEEN: _paint_queen, Rank.JACK: _paint_jack}

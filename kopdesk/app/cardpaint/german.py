"""German faces, as a Bavarian player knows them: Eichel (acorns), Gras (leaves),
Herz (hearts) and Schellen (bells); the Sau with its boar; whole figures for König,
Ober (the sign held high) and Unter (the sign held low).

`Suit` CLUBS is Eichel, SPADES Gras, HEARTS Herz, DIAMONDS Schellen; `Rank` QUEEN is
the Ober, JACK the Unter.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath

from kopdesk.app.cardpaint.base import PIP_LAYOUTS, circle, outline_pen, pip_centres, polygon, united
from kopdesk.app.cardpaint.figures import Figure, Hat, SignAt
from kopdesk.app.cardpaint.signs import SIGN_LINE as _SIGN_LINE
from kopdesk.app.cardpaint.signs import SignStyle
from kopdesk.cards import Card, Rank, Suit

_INK = {
    Suit.CLUBS: QColor("#5a3a12"),
    Suit.SPADES: QColor("#21782a"),
    Suit.HEARTS: QColor("#c8102e"),
    Suit.DIAMONDS: QColor("#c06a00"),
}
_ROBES = {
    Suit.CLUBS: QColor("#7a4e1e"),
    Suit.SPADES: QColor("#2f8a36"),
    Suit.HEARTS: QColor("#c8102e"),
    Suit.DIAMONDS: QColor("#2d5aa8"),
}
_NUT = QColor("#dba545")
_CUP = QColor("#7a5024")
_LEAF = QColor("#3d9b3d")
_VEIN = QColor("#1c5a1c")
_HEART = QColor("#d42a2a")
_BELL = QColor("#f2c12e")
_BAND = QColor("#c8102e")
_BOAR = QColor("#6b4a2e")

_FIGURES = {
    Rank.KING: Figure(Hat.CROWN, beard=True, sign_at=SignAt.SIDE),
    Rank.QUEEN: Figure(Hat.FEATHERED, beard=True, sign_at=SignAt.HIGH),
    Rank.JACK: Figure(Hat.CAP, beard=False, sign_at=SignAt.LOW),
}


def _acorn(painter: QPainter) -> None:
    stalk = QPainterPath(QPointF(0.0, -0.2))
    stalk.cubicTo(0.0, -0.32, 0.04, -0.42, 0.1, -0.48)
    painter.strokePath(stalk, outline_pen(0.07, _SIGN_LINE))
    nut = QPainterPath(QPointF(-0.2, -0.02))
    nut.cubicTo(-0.24, 0.26, -0.08, 0.46, 0, 0.5)
    nut.cubicTo(0.08, 0.46, 0.24, 0.26, 0.2, -0.02)
    nut.closeSubpath()
    painter.setBrush(_NUT)
    painter.drawPath(nut)
    cup = QPainterPath(QPointF(-0.27, 0.04))
    cup.cubicTo(-0.3, -0.28, 0.3, -0.28, 0.27, 0.04)
    cup.cubicTo(0.1, 0.0, -0.1, 0.0, -0.27, 0.04)
    painter.setBrush(_CUP)
    painter.drawPath(cup)
    painter.setBrush(_NUT)
    for x, y in ((-0.12, -0.06), (0.0, -0.07), (0.12, -0.06), (-0.06, -0.15), (0.06, -0.15)):
        painter.drawEllipse(QPointF(x, y), 0.03, 0.03)


def _leaf(painter: QPainter) -> None:
    leaf = QPainterPath(QPointF(0, -0.5))
    leaf.cubicTo(0.14, -0.3, 0.44, -0.16, 0.4, 0.08)
    leaf.cubicTo(0.37, 0.28, 0.12, 0.34, 0, 0.26)
    leaf.cubicTo(-0.12, 0.34, -0.37, 0.28, -0.4, 0.08)
    leaf.cubicTo(-0.44, -0.16, -0.14, -0.3, 0, -0.5)
    stem = QPainterPath(QPointF(0, 0.2))
    stem.cubicTo(0.0, 0.34, 0.03, 0.44, 0.08, 0.5)
    painter.strokePath(stem, outline_pen(0.07, _SIGN_LINE))
    painter.setBrush(_LEAF)
    painter.drawPath(leaf)
    veins = QPainterPath(QPointF(0, -0.4))
    veins.lineTo(0, 0.24)
    for y in (-0.2, -0.02, 0.14):
        for side in (-1, 1):
            veins.moveTo(0, y + 0.08)
            veins.lineTo(side * 0.24, y - 0.04)
    painter.strokePath(veins, outline_pen(0.03, _VEIN))


def _heart_path() -> QPainterPath:
    path = QPainterPath(QPointF(0, -0.26))
    path.cubicTo(-0.1, -0.5, -0.5, -0.5, -0.5, -0.14)
    path.cubicTo(-0.5, 0.12, -0.18, 0.26, 0, 0.5)
    path.cubicTo(0.18, 0.26, 0.5, 0.12, 0.5, -0.14)
    path.cubicTo(0.5, -0.5, 0.1, -0.5, 0, -0.26)
    return path


_HEART_PATH = _heart_path()


def _heart(painter: QPainter) -> None:
    painter.setBrush(_HEART)
    painter.drawPath(_HEART_PATH)


_BELL_BODY = circle(0, 0.04, 0.4)
_BELL_BAND = _BELL_BODY.intersected(polygon((-0.5, -0.1), (0.5, -0.1), (0.5, 0.04), (-0.5, 0.04)))
_BELL_SLOT = united(circle(0, 0.22, 0.04), polygon((-0.012, 0.22), (0.012, 0.22), (0.012, 0.42), (-0.012, 0.42)))
_SHINE = QColor("#fff3c0")


def _bell(painter: QPainter) -> None:
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(QPointF(0, -0.41), 0.06, 0.06)
    painter.setBrush(_BELL)
    painter.drawPath(_BELL_BODY)
    painter.setBrush(_BAND)
    painter.drawPath(_BELL_BAND)
    painter.setBrush(_SIGN_LINE)
    painter.drawPath(_BELL_SLOT)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_SHINE)
    painter.drawEllipse(QPointF(-0.18, -0.2), 0.07, 0.045)


_SIGNS = {Suit.CLUBS: _acorn, Suit.SPADES: _leaf, Suit.HEARTS: _heart, Suit.DIAMONDS: _bell}
_GROW = {Suit.CLUBS: 1.25, Suit.SPADES: 1.0, Suit.HEARTS: 0.85, Suit.DIAMONDS: 1.0}  # the acorn is slender


def _boar() -> QPainterPath:
    """A boar walking to the left, one unit wide and about half a unit high."""
    body = QPainterPath(QPointF(0.0, 0.26))
    for x1, y1, x, y in (
        (0.06, 0.16, 0.16, 0.12), (0.2, 0.02, 0.26, -0.04), (0.3, 0.04, 0.32, 0.06),
        (0.5, -0.06, 0.74, 0.0), (0.92, 0.04, 0.95, 0.16), (0.96, 0.26, 0.9, 0.34),
    ):  # fmt: skip
        body.quadTo(x1, y1, x, y)
    body.lineTo(0.9, 0.5)
    body.lineTo(0.82, 0.5)
    body.lineTo(0.78, 0.38)
    body.quadTo(0.56, 0.44, 0.36, 0.38)
    body.lineTo(0.32, 0.5)
    body.lineTo(0.24, 0.5)
    body.lineTo(0.22, 0.34)
    body.quadTo(0.1, 0.32, 0.0, 0.3)
    body.closeSubpath()
    tail = QPainterPath(QPointF(0.94, 0.12))
    tail.quadTo(1.02, 0.06, 1.0, 0.16)
    return united(body, tail.united(circle(1.0, 0.16, 0.015)))


_BOAR_PATH = _boar()


class GermanStyle(SignStyle):
    """The Bavarian pattern's suits and figures."""

    index_scale = 1.3  # the signs are more detailed than French pips: a bigger one in the corner
    inks, robes, signs, grow, figures = _INK, _ROBES, _SIGNS, _GROW, _FIGURES

    def paint_centre(self, painter: QPainter, w: float, h: float, card: Card, letter: str) -> None:
        """Upright signs on number cards; the Sau's big sign over its boar; a figure."""
        if card.rank is Rank.ACE:
            self._paint_sau(painter, w, h, card.suit)
        elif card.rank in PIP_LAYOUTS:
            for centre, height, _below in pip_centres(w, h, card.rank):
                self.paint_pip(painter, card.suit, centre, height * 1.1)
        else:
            self.paint_court(painter, w, h, card)

    def _paint_sau(self, painter: QPainter, w: float, h: float, suit: Suit) -> None:
        self.paint_pip(painter, suit, QPointF(w / 2, h * 0.4), w * 0.52)
        boar = QRectF(w * 0.27, h * 0.72, w * 0.46, w * 0.24)
        painter.save()
        painter.translate(boar.topLeft())
        painter.scale(boar.width(), boar.width())
        painter.setPen(outline_pen(0.02, _SIGN_LINE))
        painter.setBrush(_BOAR)
        painter.drawPath(_BOAR_PATH)
        painter.setBrush(QColor("#ffffff"))
        painter.drawPath(polygon((0.05, 0.25), (0.1, 0.17), (0.1, 0.24)))  # the tusk
        painter.setBrush(_SIGN_LINE)
        painter.drawEllipse(QPointF(0.17, 0.12), 0.02, 0.02)
        painter.restore()

"""Italian faces, as a Scopa player knows them: denari (gold coins), coppe (cups),
spade (swords) and bastoni (clubs); the fante standing, the cavallo on horseback,
the re crowned.

`Suit` DIAMONDS is denari, HEARTS coppe, SPADES spade, CLUBS bastoni; `Rank` JACK is
the fante, QUEEN the cavallo, KING the re.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath

from kopdesk.app.cardpaint.base import PIP_LAYOUTS, pip_centres, polygon
from kopdesk.app.cardpaint.figures import Figure, Hat, SignAt
from kopdesk.app.cardpaint.signs import SignStyle
from kopdesk.cards import Card, Rank, Suit

_INK = {
    Suit.CLUBS: QColor("#2e7d32"),
    Suit.SPADES: QColor("#1f4fa0"),
    Suit.HEARTS: QColor("#c8102e"),
    Suit.DIAMONDS: QColor("#a87400"),
}
_ROBES = {
    Suit.CLUBS: QColor("#3f8f3a"),
    Suit.SPADES: QColor("#2d5aa8"),
    Suit.HEARTS: QColor("#c8102e"),
    Suit.DIAMONDS: QColor("#d99a1a"),
}
_COIN = QColor("#e6b03a")
_COIN_FACE = QColor("#f6d77a")
_RED = QColor("#c8102e")
_BLUE = QColor("#2d5aa8")
_BLADE = QColor("#9fb7d9")
_GRIP = QColor("#8c2a22")
_WOOD = QColor("#c08a45")
_KNOT = QColor("#7a5024")
_SPRIG = QColor("#3d9b3d")

_FIGURES = {
    Rank.KING: Figure(Hat.CROWN, beard=True, sign_at=SignAt.SIDE),
    Rank.JACK: Figure(Hat.CAP, beard=False, sign_at=SignAt.CHEST),
}
_GROW = {Suit.CLUBS: 1.45, Suit.SPADES: 1.45, Suit.HEARTS: 1.3, Suit.DIAMONDS: 0.88}
"""Each sign's height over a French pip's: swords and clubs are narrow, cups slender; a
coin is as wide as high, so a little smaller than a pip (larger, the corner coins of the
four and five stood against the index's coin and read as one more)."""


def _coin(painter: QPainter) -> None:
    painter.setBrush(_COIN)
    painter.drawEllipse(QPointF(0, 0), 0.48, 0.48)
    painter.setBrush(_COIN_FACE)
    painter.drawEllipse(QPointF(0, 0), 0.34, 0.34)
    painter.setBrush(_RED)
    for i in range(8):
        angle = math.tau * i / 8
        painter.drawEllipse(QPointF(0.19 * math.cos(angle), 0.19 * math.sin(angle)), 0.07, 0.07)
    painter.setBrush(_BLUE)
    painter.drawEllipse(QPointF(0, 0), 0.09, 0.09)


def _cup(painter: QPainter) -> None:
    painter.setBrush(_COIN)
    painter.drawPath(polygon((-0.07, 0.26), (0.07, 0.26), (0.28, 0.46), (-0.28, 0.46)))
    painter.drawRect(QRectF(-0.055, -0.02, 0.11, 0.3))
    painter.setBrush(_RED)
    painter.drawEllipse(QPointF(0, 0.12), 0.12, 0.06)
    bowl = QPainterPath(QPointF(-0.32, -0.38))
    bowl.cubicTo(-0.32, -0.1, -0.16, 0.02, 0, 0.02)
    bowl.cubicTo(0.16, 0.02, 0.32, -0.1, 0.32, -0.38)
    bowl.closeSubpath()
    painter.setBrush(_COIN)
    painter.drawPath(bowl)
    painter.setBrush(_BLUE)
    painter.drawPath(polygon((-0.3, -0.26), (0.3, -0.26), (0.27, -0.18), (-0.27, -0.18)))
    painter.setBrush(_COIN_FACE)
    painter.drawEllipse(QPointF(0, -0.38), 0.32, 0.08)


def _sword(painter: QPainter) -> None:
    painter.setBrush(_BLADE)
    painter.drawPath(polygon((0, -0.5), (0.065, -0.38), (0.065, 0.2), (-0.065, 0.2), (-0.065, -0.38)))
    painter.drawLine(QPointF(0, -0.4), QPointF(0, 0.16))
    painter.setBrush(_GRIP)
    painter.drawRect(QRectF(-0.04, 0.25, 0.08, 0.17))
    painter.setBrush(_COIN)
    guard = QPainterPath(QPointF(-0.24, 0.14))
    guard.quadTo(-0.2, 0.2, 0, 0.2)
    guard.quadTo(0.2, 0.2, 0.24, 0.14)
    guard.lineTo(0.24, 0.22)
    guard.quadTo(0.2, 0.27, 0, 0.27)
    guard.quadTo(-0.2, 0.27, -0.24, 0.22)
    guard.closeSubpath()
    painter.drawPath(guard)
    painter.drawEllipse(QPointF(0, 0.46), 0.05, 0.05)


def _club(painter: QPainter) -> None:
    painter.setBrush(_KNOT)
    for x, y, side in ((-0.1, -0.22, -1), (0.1, -0.02, 1), (-0.08, 0.2, -1)):
        painter.drawPath(polygon((x, y - 0.03), (x + side * 0.09, y - 0.08), (x + side * 0.1, y - 0.03), (x, y + 0.03)))
    club = QPainterPath(QPointF(-0.05, 0.5))
    club.lineTo(-0.13, -0.36)
    club.cubicTo(-0.14, -0.52, 0.14, -0.52, 0.13, -0.36)
    club.lineTo(0.05, 0.5)
    club.closeSubpath()
    painter.setBrush(_WOOD)
    painter.drawPath(club)
    painter.setBrush(_KNOT)
    for y in (-0.3, 0.05):
        painter.drawEllipse(QPointF(0.01, y), 0.03, 0.04)
    painter.setBrush(_SPRIG)
    painter.drawPath(polygon((0.12, -0.42), (0.26, -0.5), (0.22, -0.36)))


_SIGNS = {Suit.CLUBS: _club, Suit.SPADES: _sword, Suit.HEARTS: _cup, Suit.DIAMONDS: _coin}


class ItalianStyle(SignStyle):
    """The suits and figures of the Italian regional packs (Napoletane, Piacentine):
    the cavallo (`Rank.QUEEN`) has no standing figure, it rides."""

    index_scale = 1.1  # the signs are more detailed than French pips: a bigger one in the corner
    inks, robes, signs, grow, figures = _INK, _ROBES, _SIGNS, _GROW, _FIGURES

    def paint_centre(self, painter: QPainter, w: float, h: float, card: Card, letter: str) -> None:
        """Signs on the asso and the numbers (swords and clubs longer, crossed
        slantwise), a figure on the fante, the cavallo and the re."""
        if card.rank not in PIP_LAYOUTS:
            self.paint_court(painter, w, h, card)
            return
        slant = card.rank is not Rank.ACE and card.suit in (Suit.SPADES, Suit.CLUBS)
        for centre, height, _below in pip_centres(w, h, card.rank):
            tilt = (-18 if centre.x() < w / 2 else 18) if slant else 0.0
            self.paint_sign(painter, card.suit, centre, height, tilt)

"""Whole figures for the single-ended court cards of German and Italian packs.

A figure stands in a box one unit wide and two high (y down), framed in a panel of
the card; it holds its suit sign high (an Ober), low (an Unter) or at its side.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath

from kopdesk.app.cardpaint.base import GOLD, HAIR, OUTLINE, PAPER, SKIN, outline_pen, polygon, unit_box

PaintSign = Callable[[QPainter, QPointF, float], None]
"""Paints the suit sign centred on a point, so high, in the painter's coordinates."""

FIGURE_BOX = (1.0, 2.0)
_LINE = 0.018  # outline, in units
_HOSE = QColor("#f1e6c8")
_SHOE = QColor("#3b2a1a")


class Hat(enum.Enum):
    CROWN = "crown"
    FEATHERED = "feathered"
    CAP = "cap"


class SignAt(enum.Enum):
    HIGH = (0.2, 0.2)  # the Ober's: above the figure's head
    SIDE = (0.84, 1.02)
    CHEST = (0.22, 1.0)
    LOW = (0.2, 1.74)  # the Unter's: at the figure's feet


@dataclass(frozen=True)
class Figure:
    hat: Hat
    beard: bool
    sign_at: SignAt


def paint_figure(painter: QPainter, box: QRectF, figure: Figure, robe: QColor, paint_sign: PaintSign) -> None:
    """A standing figure in `robe`, holding its sign where `figure` says."""
    with unit_box(painter, box.adjusted(box.width() * 0.04, 0, -box.width() * 0.04, 0), *FIGURE_BOX):
        painter.setPen(outline_pen(_LINE))
        _paint_legs(painter)
        _paint_tunic(painter, robe)
        _paint_arm(painter, robe, figure.sign_at)
        _paint_head(painter, QPointF(0.5, 0.56), figure.beard)
        _HATS[figure.hat](painter, QPointF(0.5, 0.56), robe)
        paint_sign(painter, QPointF(*figure.sign_at.value), 0.4)


def paint_rider(painter: QPainter, box: QRectF, robe: QColor, paint_sign: PaintSign) -> None:
    """The cavallo: a rider on a horse walking to the left, the sign held up."""
    with unit_box(painter, box.adjusted(box.width() * 0.02, 0, -box.width() * 0.02, 0), *FIGURE_BOX):
        painter.setPen(outline_pen(_LINE))
        _paint_horse(painter, robe)
        rider = QPainterPath(QPointF(0.5, 1.22))
        rider.cubicTo(0.5, 1.0, 0.52, 0.86, 0.6, 0.82)
        rider.lineTo(0.72, 0.82)
        rider.cubicTo(0.8, 0.86, 0.82, 1.0, 0.82, 1.22)
        rider.closeSubpath()
        painter.setBrush(robe)
        painter.drawPath(rider)
        painter.setBrush(_HOSE)
        painter.drawPath(polygon((0.6, 1.2), (0.7, 1.2), (0.66, 1.5), (0.58, 1.5)))
        _paint_sleeve(painter, robe, QPointF(0.76, 0.88), QPointF(0.82, 0.52))
        _paint_head(painter, QPointF(0.66, 0.66), False, 0.8)
        _paint_cap(painter, QPointF(0.66, 0.66), robe, 0.8)
        paint_sign(painter, QPointF(0.8, 0.3), 0.36)


def _paint_legs(painter: QPainter) -> None:
    painter.setBrush(_HOSE)
    for x in (0.37, 0.53):
        painter.drawRect(QRectF(x, 1.45, 0.1, 0.42))
    painter.setBrush(_SHOE)
    for x in (0.4, 0.6):
        painter.drawEllipse(QPointF(x, 1.9), 0.08, 0.04)


def _paint_tunic(painter: QPainter, robe: QColor) -> None:
    tunic = QPainterPath(QPointF(0.3, 0.78))
    tunic.lineTo(0.7, 0.78)
    tunic.cubicTo(0.78, 0.95, 0.8, 1.3, 0.84, 1.55)
    tunic.lineTo(0.16, 1.55)
    tunic.cubicTo(0.2, 1.3, 0.22, 0.95, 0.3, 0.78)
    painter.setBrush(robe)
    painter.drawPath(tunic)
    painter.setBrush(GOLD)
    painter.drawRect(QRectF(0.24, 1.12, 0.52, 0.06))
    painter.drawPath(polygon((0.4, 0.78), (0.6, 0.78), (0.5, 0.92)))
    painter.setBrush(PAPER)
    painter.drawRect(QRectF(0.17, 1.5, 0.66, 0.06))


_HANDS = {SignAt.HIGH: (0.22, 0.42), SignAt.SIDE: (0.8, 0.96), SignAt.CHEST: (0.3, 1.02), SignAt.LOW: (0.22, 1.5)}


def _paint_arm(painter: QPainter, robe: QColor, sign_at: SignAt) -> None:
    shoulder = QPointF(0.7, 0.84) if sign_at is SignAt.SIDE else QPointF(0.3, 0.84)
    _paint_sleeve(painter, robe, shoulder, QPointF(*_HANDS[sign_at]))


def _paint_sleeve(painter: QPainter, robe: QColor, shoulder: QPointF, hand: QPointF) -> None:
    """A sleeve from the shoulder to the hand: an outlined thick stroke, the hand on it."""
    pen = painter.pen()
    sleeve = QPainterPath(shoulder)
    sleeve.lineTo(hand)
    painter.strokePath(sleeve, outline_pen(0.12 + 2 * _LINE))
    painter.strokePath(sleeve, outline_pen(0.12, robe))
    painter.setPen(pen)
    painter.setBrush(SKIN)
    painter.drawEllipse(hand, 0.05, 0.05)


def _paint_head(painter: QPainter, centre: QPointF, beard: bool, size: float = 1.0) -> None:
    x, y = centre.x(), centre.y()
    painter.setBrush(SKIN)
    painter.drawRect(QRectF(x - 0.05 * size, y + 0.08 * size, 0.1 * size, 0.16 * size))
    painter.setBrush(HAIR)
    painter.drawEllipse(QPointF(x, y - 0.01 * size), 0.14 * size, 0.15 * size)
    painter.setBrush(SKIN)
    painter.drawEllipse(centre, 0.12 * size, 0.15 * size)
    if beard:
        chin = QPainterPath(QPointF(x - 0.12 * size, y))
        chin.cubicTo(x - 0.12 * size, y + 0.2 * size, x - 0.04 * size, y + 0.27 * size, x, y + 0.28 * size)
        chin.cubicTo(x + 0.04 * size, y + 0.27 * size, x + 0.12 * size, y + 0.2 * size, x + 0.12 * size, y)
        chin.cubicTo(x + 0.08 * size, y + 0.1 * size, x - 0.08 * size, y + 0.1 * size, x - 0.12 * size, y)
        painter.setBrush(HAIR)
        painter.drawPath(chin)
    painter.setBrush(OUTLINE)
    for dx in (-0.045, 0.045):
        painter.drawEllipse(QPointF(x + dx * size, y - 0.01 * size), 0.011 * size, 0.011 * size)


def _paint_crown(painter: QPainter, head: QPointF, robe: QColor, size: float = 1.0) -> None:
    x, y = head.x(), head.y() - 0.12 * size
    points = [(-0.14, 0.02), (-0.16, -0.16), (-0.08, -0.08), (0, -0.2), (0.08, -0.08), (0.16, -0.16), (0.14, 0.02)]
    painter.setBrush(GOLD)
    painter.drawPath(polygon(*((x + dx * size, y + dy * size) for dx, dy in points)))
    painter.setBrush(robe)
    painter.drawEllipse(QPointF(x, y - 0.05 * size), 0.025 * size, 0.025 * size)


def _paint_feathered_hat(painter: QPainter, head: QPointF, robe: QColor, size: float = 1.0) -> None:
    x, y = head.x(), head.y() - 0.11 * size
    feather = QPainterPath(QPointF(x + 0.04 * size, y - 0.04 * size))
    feather.cubicTo(x + 0.12 * size, y - 0.3 * size, x + 0.3 * size, y - 0.3 * size, x + 0.34 * size, y - 0.22 * size)
    feather.cubicTo(x + 0.24 * size, y - 0.2 * size, x + 0.14 * size, y - 0.12 * size, x + 0.1 * size, y - 0.02 * size)
    painter.setBrush(PAPER)
    painter.drawPath(feather)
    painter.setBrush(robe)
    painter.drawEllipse(QPointF(x, y), 0.22 * size, 0.05 * size)
    crown = QPainterPath(QPointF(x - 0.11 * size, y))
    crown.cubicTo(x - 0.11 * size, y - 0.14 * size, x + 0.11 * size, y - 0.14 * size, x + 0.11 * size, y)
    crown.closeSubpath()
    painter.drawPath(crown)


def _paint_cap(painter: QPainter, head: QPointF, robe: QColor, size: float = 1.0) -> None:
    x, y = head.x(), head.y() - 0.08 * size
    cap = QPainterPath(QPointF(x - 0.14 * size, y))
    cap.cubicTo(x - 0.14 * size, y - 0.16 * size, x + 0.1 * size, y - 0.2 * size, x + 0.22 * size, y - 0.08 * size)
    cap.lineTo(x + 0.14 * size, y)
    cap.closeSubpath()
    painter.setBrush(robe)
    painter.drawPath(cap)
    painter.setBrush(GOLD)
    painter.drawRect(QRectF(x - 0.145 * size, y - 0.03 * size, 0.29 * size, 0.04 * size))


_HATS = {Hat.CROWN: _paint_crown, Hat.FEATHERED: _paint_feathered_hat, Hat.CAP: _paint_cap}

_HORSE = QColor("#d9b48a")


def _paint_horse(painter: QPainter, robe: QColor) -> None:
    painter.setBrush(_HORSE)
    for x, dx in ((0.3, -0.04), (0.42, 0.03), (0.72, -0.03), (0.84, 0.04)):
        painter.drawPath(polygon((x - 0.04, 1.4), (x + 0.04, 1.4), (x + dx + 0.035, 1.9), (x + dx - 0.035, 1.9)))
    tail = QPainterPath(QPointF(0.9, 1.22))
    tail.cubicTo(1.0, 1.3, 1.0, 1.5, 0.94, 1.62)
    tail.cubicTo(0.92, 1.5, 0.9, 1.4, 0.86, 1.32)
    painter.setBrush(HAIR)
    painter.drawPath(tail)
    painter.setBrush(_HORSE)
    painter.drawEllipse(QPointF(0.58, 1.36), 0.34, 0.17)
    neck = QPainterPath(QPointF(0.3, 1.34))
    neck.cubicTo(0.22, 1.2, 0.16, 1.06, 0.14, 0.94)
    neck.lineTo(0.02, 1.1)  # the muzzle
    neck.cubicTo(-0.01, 1.06, 0.0, 1.0, 0.04, 0.95)
    neck.cubicTo(0.08, 0.88, 0.14, 0.84, 0.2, 0.86)
    neck.lineTo(0.22, 0.8)  # an ear
    neck.lineTo(0.25, 0.88)
    neck.cubicTo(0.32, 0.96, 0.36, 1.1, 0.46, 1.22)
    neck.closeSubpath()
    painter.drawPath(neck)
    mane = QPainterPath(QPointF(0.25, 0.88))
    mane.cubicTo(0.32, 0.96, 0.36, 1.1, 0.46, 1.22)
    painter.strokePath(mane, outline_pen(0.04, HAIR))
    painter.setBrush(OUTLINE)
    painter.drawEllipse(QPointF(0.13, 0.93), 0.015, 0.015)
    blanket = QPainterPath(QPointF(0.44, 1.22))
    blanket.lineTo(0.86, 1.22)
    blanket.cubicTo(0.9, 1.34, 0.86, 1.46, 0.8, 1.5)
    blanket.lineTo(0.46, 1.5)
    blanket.cubicTo(0.42, 1.42, 0.42, 1.3, 0.44, 1.22)
    painter.setBrush(robe)
    painter.drawPath(blanket)
    painter.setBrush(GOLD)
    painter.drawRect(QRectF(0.45, 1.44, 0.38, 0.05))

"""What every card style shares: the card's shape, text as paths, pip layouts, helpers.

Geometry is written in fractions of the card's width `w` and height `h`.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from contextlib import contextmanager
from typing import NamedTuple, Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QTransform

from kopdesk.cards import Card, Rank, Suit

ASPECT = 7 / 5
"""Height over width of a card (5:7, like a bridge card)."""

PAPER = QColor("#ffffff")
BORDER = QColor("#8c8c8c")
PANEL = QColor("#fbf7ec")
OUTLINE = QColor("#262626")
GOLD = QColor("#e8b730")
SKIN = QColor("#f8dcc2")
HAIR = QColor("#7b4a26")

CORNER_RADIUS = 0.06  # of w
INDEX_CENTRE_X = 0.1  # of w
INDEX_TOP = 0.065  # of w
INDEX_LETTER = 0.13  # cap height, of w
INDEX_WIDTH = 0.15  # widest index letter ("10"), of w
INDEX_PIP = 0.1  # of w


def card_height(width: int) -> int:
    """The height of a card `width` pixels wide."""
    return round(width * ASPECT)


class Style(Protocol):
    """One way of painting faces (French, German, Italian): the centre of a card
    and the suit signs; the frame, the indices and the marks are common."""

    index_scale: float  # the corner's suit sign, relative to a French pip's

    def ink(self, suit: Suit) -> QColor:
        """The colour of the suit's index letters."""
        ...

    def paint_pip(
        self, painter: QPainter, suit: Suit, centre: QPointF, height: float, upside_down: bool = False
    ) -> None:
        """The suit sign `height` high, centred on `centre`."""
        ...

    def paint_centre(self, painter: QPainter, w: float, h: float, card: Card, letter: str) -> None:
        """Everything inside the frame but the corner indices."""
        ...


# --- pip layouts ---------------------------------------------------------------------


class PipLayout(NamedTuple):
    centres: tuple[tuple[float, float], ...]  # in the pip field, each from 0 to 1
    height: float  # of w


PIP_FIELD = QRectF(0.29, 0.205, 0.42, 0.59)  # where the outer pip centres lie, of (w, h)
_SIDES = (0.0, 1.0)
_PAIRS = tuple((x, y) for y in (0.0, 1.0) for x in _SIDES)
_THREES = tuple((x, y) for x in _SIDES for y in (0.0, 0.5, 1.0))
_FOURS = tuple((x, y) for x in _SIDES for y in (0.0, 1 / 3, 2 / 3, 1.0))
PIP_LAYOUTS = {
    Rank.ACE: PipLayout(((0.5, 0.5),), 0.5),
    # four down each side, two in the middle between the rows (the classic ten)
    Rank.TEN: PipLayout((*_FOURS, (0.5, 1 / 6), (0.5, 5 / 6)), 0.19),
    Rank.NINE: PipLayout((*_FOURS, (0.5, 0.5)), 0.19),
    Rank.EIGHT: PipLayout((*_THREES, (0.5, 0.25), (0.5, 0.75)), 0.2),
    Rank.SEVEN: PipLayout((*_THREES, (0.5, 0.25)), 0.2),
    Rank.SIX: PipLayout(_THREES, 0.21),
    Rank.FIVE: PipLayout((*_PAIRS, (0.5, 0.5)), 0.22),
    Rank.FOUR: PipLayout(_PAIRS, 0.22),
    Rank.THREE: PipLayout(((0.5, 0.0), (0.5, 0.5), (0.5, 1.0)), 0.22),
    Rank.TWO: PipLayout(((0.5, 0.0), (0.5, 1.0)), 0.22),
}


def pip_centres(w: float, h: float, rank: Rank) -> Iterator[tuple[QPointF, float, bool]]:
    """Each pip of a number card: its centre, its height, and whether it stands below
    the middle (French pips there point downwards)."""
    layout, field = PIP_LAYOUTS[rank], PIP_FIELD
    for u, v in layout.centres:
        centre = QPointF(w * (field.x() + u * field.width()), h * (field.y() + v * field.height()))
        yield centre, w * layout.height, v > 0.5


# --- text as paths -------------------------------------------------------------------


@functools.cache
def _rank_font() -> QFont:
    font = QFont()
    font.setFamilies(["DejaVu Serif", "Georgia", "Times New Roman", "Liberation Serif"])
    font.setStyleHint(QFont.StyleHint.Serif)
    font.setPointSizeF(100)
    font.setWeight(QFont.Weight.Bold)
    return font


def letter_path(text: str, centre_x: float, top: float, cap_height: float, max_width: float) -> QPainterPath:
    """`text` with its capitals `cap_height` high from `top`, centred on `centre_x`,
    squeezed sideways if it would be wider than `max_width`."""
    font = _rank_font()
    natural_cap = QFontMetricsF(font).capHeight()
    path = QPainterPath()
    path.addText(0, 0, font, text)
    bounds = path.boundingRect()
    scale = cap_height / natural_cap
    squeeze = min(scale, max_width / bounds.width())
    fit = QTransform().translate(centre_x, top).scale(squeeze, scale)
    fit.translate(-bounds.center().x(), natural_cap)
    return fit.map(path)


# --- paths ---------------------------------------------------------------------------


def united(*parts: QPainterPath) -> QPainterPath:
    """The union of `parts`. Qt flattens curves into polygons when it unites paths,
    so the union is taken a thousand times larger and scaled back: smooth at any size."""
    grow = QTransform.fromScale(1000, 1000)
    union = QPainterPath()
    for part in parts:
        union = union.united(grow.map(part))
    return QTransform.fromScale(0.001, 0.001).map(union)


def circle(x: float, y: float, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(x, y), radius, radius)
    return path


def polygon(*points: tuple[float, float]) -> QPainterPath:
    path = QPainterPath(QPointF(*points[0]))
    for point in points[1:]:
        path.lineTo(*point)
    path.closeSubpath()
    return path


def placed(path: QPainterPath, centre: QPointF, height: float, upside_down: bool = False) -> QPainterPath:
    """A path drawn one unit high around the origin, `height` high around `centre`."""
    turn = QTransform().translate(centre.x(), centre.y()).rotate(180 if upside_down else 0)
    return turn.scale(height, height).map(path)


# --- painting helpers ----------------------------------------------------------------


@contextmanager
def rotated(painter: QPainter, centre: QPointF, degrees: float) -> Iterator[None]:
    """The painter rotated around `centre`, restored afterwards."""
    painter.save()
    painter.translate(centre)
    painter.rotate(degrees)
    painter.translate(-centre)
    try:
        yield
    finally:
        painter.restore()


@contextmanager
def unit_box(painter: QPainter, box: QRectF, width: float, height: float) -> Iterator[None]:
    """The painter drawing in a `width` × `height` box of units, scaled evenly to fit
    `box`, centred in it; restored afterwards."""
    scale = min(box.width() / width, box.height() / height)
    painter.save()
    painter.translate(box.center().x() - scale * width / 2, box.center().y() - scale * height / 2)
    painter.scale(scale, scale)
    try:
        yield
    finally:
        painter.restore()


def outline_pen(width: float, colour: QColor = OUTLINE) -> QPen:
    pen = QPen(colour, width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def paint_frame(painter: QPainter, w: float, h: float) -> None:
    """The white card with rounded corners and a thin grey border."""
    line = max(1.0, w * 0.008)
    inset = line / 2
    painter.setPen(QPen(BORDER, line))
    painter.setBrush(PAPER)
    painter.drawRoundedRect(QRectF(inset, inset, w - line, h - line), w * CORNER_RADIUS, w * CORNER_RADIUS)


def paint_panel(painter: QPainter, w: float, h: float, ink: QColor, margins: tuple[float, float]) -> QRectF:
    """The framed panel of a court card, `margins` in from the edges (of w sideways, of h
    at top and bottom); returns it."""
    side, end = margins
    panel = QRectF(w * side, h * end, w * (1 - 2 * side), h * (1 - 2 * end))
    painter.setPen(QPen(ink, max(0.8, w * 0.01)))
    painter.setBrush(PANEL)
    painter.drawRect(panel)
    return panel


def paint_index(painter: QPainter, w: float, letter: str, suit: Suit, style: Style) -> None:
    """Rank letter and small suit sign in the top-left corner."""
    x = w * INDEX_CENTRE_X
    top = w * INDEX_TOP
    painter.fillPath(letter_path(letter, x, top, w * INDEX_LETTER, w * INDEX_WIDTH), style.ink(suit))
    pip = w * INDEX_PIP * style.index_scale
    style.paint_pip(painter, suit, QPointF(x, top + w * (INDEX_LETTER + 0.04) + pip / 2), pip)


def paint_parts(painter: QPainter, parts: tuple[tuple[QPainterPath, QColor], ...], pen: QPen) -> None:
    """Paths filled with their colours, each outlined with `pen` (a multi-coloured sign)."""
    painter.setPen(pen)
    for path, colour in parts:
        painter.setBrush(colour)
        painter.drawPath(path)

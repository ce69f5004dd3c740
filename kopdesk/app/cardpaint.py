"""Playing cards painted in code: French-suited faces, a patterned back, no image files.

Suit pips are `QPainterPath` shapes and rank letters are text turned into paths, so
a card is as crisp at 40 px as at 400 px and on high-DPI screens. `CardPainter`
paints a card into any rectangle (`paint_face`, `paint_back`) and keeps the
rendered pixmaps per card, width, device pixel ratio, deck and language
(`face`, `back`).

Geometry is written in fractions of the card's width `w` and height `h`; the
court figures are drawn in a unit square that is scaled into each half-panel.
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Iterator
from contextlib import contextmanager
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)

from kopdesk.games.kop import Card, Rank, Suit

ASPECT = 7 / 5
"""Height over width of a card (5:7, like a bridge card)."""


class Deck(enum.Enum):
    TWO_COLOUR = "two-colour"
    FOUR_COLOUR = "four-colour"


RANK_LETTERS: dict[str, dict[Rank, str]] = {
    "pl": {Rank.ACE: "A", Rank.TEN: "10", Rank.QUEEN: "D", Rank.JACK: "W"},
    "de": {Rank.ACE: "A", Rank.TEN: "10", Rank.QUEEN: "D", Rank.JACK: "B"},
    "en": {Rank.ACE: "A", Rank.TEN: "10", Rank.QUEEN: "Q", Rank.JACK: "J"},
}
"""The index letter of each rank, per interface language."""

_BLACK = QColor("#1d1d1f")
_RED = QColor("#c8102e")
SUIT_COLOURS: dict[Deck, dict[Suit, QColor]] = {
    Deck.TWO_COLOUR: {Suit.CLUBS: _BLACK, Suit.SPADES: _BLACK, Suit.HEARTS: _RED, Suit.DIAMONDS: _RED},
    Deck.FOUR_COLOUR: {
        Suit.CLUBS: QColor("#16803c"),
        Suit.SPADES: _BLACK,
        Suit.HEARTS: _RED,
        Suit.DIAMONDS: QColor("#1558c0"),
    },
}

_PAPER = QColor("#ffffff")
_BORDER = QColor("#8c8c8c")
_PANEL = QColor("#fbf7ec")
_OUTLINE = QColor("#262626")
_GOLD = QColor("#e8b730")
_SKIN = QColor("#f8dcc2")
_HAIR = QColor("#7b4a26")
_BACK = QColor("#1f3f7a")
_BACK_LINE = QColor("#6f8fcf")

_CORNER_RADIUS = 0.06  # of w
_INDEX_CENTRE_X = 0.1  # of w
_INDEX_TOP = 0.065  # of w
_INDEX_LETTER = 0.13  # cap height, of w
_INDEX_WIDTH = 0.15  # widest index letter ("10"), of w
_INDEX_PIP = 0.1  # of w
_COURT_PANEL = (0.2, 0.065)  # margins of the court panel: of w sideways, of h at top and bottom

class _PipLayout(NamedTuple):
    centres: tuple[tuple[float, float], ...]  # in the pip field, each from 0 to 1
    height: float  # of w


_PIP_FIELD = QRectF(0.29, 0.205, 0.42, 0.59)  # where the outer pip centres lie, of (w, h)
_PIP_LAYOUTS = {
    Rank.ACE: _PipLayout(((0.5, 0.5),), 0.5),
    # four down each side, two in the middle between the rows (the classic ten)
    Rank.TEN: _PipLayout(
        (*((x, y) for x in (0.0, 1.0) for y in (0.0, 1 / 3, 2 / 3, 1.0)), (0.5, 1 / 6), (0.5, 5 / 6)),
        0.19,
    ),
}


def card_height(width: int) -> int:
    """The height of a card `width` pixels wide."""
    return round(width * ASPECT)


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


def _united(*parts: QPainterPath) -> QPainterPath:
    """The union of `parts`. Qt flattens curves into polygons when it unites paths,
    so the union is taken a thousand times larger and scaled back: smooth at any size."""
    grow = QTransform.fromScale(1000, 1000)
    union = QPainterPath()
    for part in parts:
        union = union.united(grow.map(part))
    return QTransform.fromScale(0.001, 0.001).map(union)


def _spade() -> QPainterPath:
    blade = QTransform().translate(0, -0.12).scale(1.0, -0.76).map(_heart())
    return _united(blade, _stem())


def _circle(x: float, y: float, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(x, y), radius, radius)
    return path


def _club() -> QPainterPath:
    lobes = (_circle(0, -0.27, 0.21), _circle(-0.24, 0.05, 0.21), _circle(0.24, 0.05, 0.21))
    return _united(*lobes, _circle(0, -0.04, 0.17), _stem())


def _diamond() -> QPainterPath:
    path = QPainterPath(QPointF(0, -0.5))
    path.quadTo(0.16, -0.22, 0.38, 0)
    path.quadTo(0.16, 0.22, 0, 0.5)
    path.quadTo(-0.16, 0.22, -0.38, 0)
    path.quadTo(-0.16, -0.22, 0, -0.5)
    return path


_SUIT_PATHS = {Suit.CLUBS: _club(), Suit.SPADES: _spade(), Suit.HEARTS: _heart(), Suit.DIAMONDS: _diamond()}


def pip_path(suit: Suit, centre: QPointF, height: float, upside_down: bool = False) -> QPainterPath:
    """The pip of `suit`, `height` high, centred on `centre`."""
    turn = QTransform().translate(centre.x(), centre.y()).rotate(180 if upside_down else 0)
    return turn.scale(height, height).map(_SUIT_PATHS[suit])


# --- rank letters: text as paths, fitted to a box ------------------------------------


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


# --- painting helpers ----------------------------------------------------------------


@contextmanager
def _rotated(painter: QPainter, centre: QPointF, degrees: float) -> Iterator[None]:
    """The painter rotated around `centre`, restored afterwards."""
    painter.save()
    painter.translate(centre)
    painter.rotate(degrees)
    painter.translate(-centre)
    try:
        yield
    finally:
        painter.restore()


def _outline_pen(width: float) -> QPen:
    pen = QPen(_OUTLINE, width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def _paint_frame(painter: QPainter, w: float, h: float) -> None:
    """The white card with rounded corners and a thin grey border."""
    line = max(1.0, w * 0.008)
    inset = line / 2
    painter.setPen(QPen(_BORDER, line))
    painter.setBrush(_PAPER)
    painter.drawRoundedRect(QRectF(inset, inset, w - line, h - line), w * _CORNER_RADIUS, w * _CORNER_RADIUS)


def _paint_index(painter: QPainter, w: float, letter: str, suit: Suit, ink: QColor) -> None:
    """Rank letter and small pip in the top-left corner."""
    x = w * _INDEX_CENTRE_X
    top = w * _INDEX_TOP
    painter.fillPath(letter_path(letter, x, top, w * _INDEX_LETTER, w * _INDEX_WIDTH), ink)
    pip_centre = QPointF(x, top + w * (_INDEX_LETTER + 0.04 + _INDEX_PIP / 2))
    painter.fillPath(pip_path(suit, pip_centre, w * _INDEX_PIP), ink)


def _paint_pips(painter: QPainter, w: float, h: float, rank: Rank, suit: Suit, ink: QColor) -> None:
    """The centre of an ace or a ten; pips below the middle point downwards."""
    layout, field = _PIP_LAYOUTS[rank], _PIP_FIELD
    for u, v in layout.centres:
        centre = QPointF(w * (field.x() + u * field.width()), h * (field.y() + v * field.height()))
        painter.fillPath(pip_path(suit, centre, w * layout.height, upside_down=v > 0.5), ink)


# --- court cards: a framed panel, the same half-figure twice -------------------------


def _paint_court(painter: QPainter, w: float, h: float, card: Card, letter: str, ink: QColor) -> None:
    """Framed panel with the figure, mirrored top and bottom like a real court card."""
    side, end = _COURT_PANEL
    panel = QRectF(w * side, h * end, w * (1 - 2 * side), h * (1 - 2 * end))
    painter.setPen(QPen(ink, max(0.8, w * 0.01)))
    painter.setBrush(_PANEL)
    painter.drawRect(panel)
    half = QRectF(panel.x(), panel.y(), panel.width(), panel.height() / 2)
    for degrees in (0, 180):
        with _rotated(painter, panel.center(), degrees):
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
    painter.setPen(_outline_pen(0.014))
    if card.rank is Rank.QUEEN:
        _paint_queen(painter, ink)
    else:
        _paint_jack(painter, ink)
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
    painter.setBrush(_GOLD)
    painter.drawRect(QRectF(0.4, 0.76, 0.06, 0.3))
    collar = QPainterPath(QPointF(0.29, 0.69))
    collar.quadTo(0.43, 0.9, 0.57, 0.69)
    collar.quadTo(0.43, 0.77, 0.29, 0.69)
    painter.drawPath(collar)


def _paint_head(painter: QPainter) -> None:
    painter.setBrush(_SKIN)
    painter.drawRect(QRectF(0.39, 0.56, 0.08, 0.14))
    painter.drawEllipse(QPointF(0.43, 0.46), 0.1, 0.125)
    painter.setBrush(_OUTLINE)
    for x in (0.395, 0.465):
        painter.drawEllipse(QPointF(x, 0.45), 0.008, 0.008)
    painter.drawLine(QPointF(0.41, 0.525), QPointF(0.45, 0.525))


def _paint_queen(painter: QPainter, ink: QColor) -> None:
    """Long hair, a crown with three jewels, a pearl necklace."""
    hair = QPainterPath(QPointF(0.43, 0.31))
    hair.cubicTo(0.24, 0.31, 0.28, 0.62, 0.22, 0.76)
    hair.lineTo(0.64, 0.76)
    hair.cubicTo(0.58, 0.62, 0.62, 0.31, 0.43, 0.31)
    painter.setBrush(_HAIR)
    painter.drawPath(hair)
    _paint_robe(painter, ink)
    _paint_head(painter)
    painter.setBrush(_PAPER)
    for i in range(5):
        painter.drawEllipse(QPointF(0.35 + 0.04 * i, 0.745 + 0.02 * (2 - abs(i - 2))), 0.016, 0.016)
    _paint_crown(painter)


def _paint_crown(painter: QPainter) -> None:
    crown = QPainterPath(QPointF(0.54, 0.36))
    for x, y in ((0.56, 0.2), (0.49, 0.28), (0.43, 0.15), (0.37, 0.28), (0.3, 0.2), (0.32, 0.36)):
        crown.lineTo(x, y)
    crown.closeSubpath()
    painter.setBrush(_GOLD)
    painter.drawPath(crown)
    painter.setBrush(_PAPER)
    for x, y in ((0.56, 0.2), (0.43, 0.15), (0.3, 0.2)):
        painter.drawEllipse(QPointF(x, y), 0.02, 0.02)


def _paint_jack(painter: QPainter, ink: QColor) -> None:
    """Short hair, a cap with a long plume, buttons down the front."""
    painter.setBrush(_HAIR)
    painter.drawEllipse(QPointF(0.43, 0.45), 0.12, 0.13)
    _paint_robe(painter, ink)
    _paint_head(painter)
    painter.setBrush(_PAPER)
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
    painter.setBrush(_PAPER)
    painter.drawPath(plume)
    rib = QPainterPath(QPointF(0.37, 0.33))
    rib.cubicTo(0.32, 0.16, 0.2, 0.09, 0.07, 0.1)
    painter.strokePath(rib, painter.pen())
    cap = QPainterPath(QPointF(0.6, 0.37))
    cap.cubicTo(0.62, 0.2, 0.26, 0.16, 0.25, 0.37)
    cap.closeSubpath()
    painter.setBrush(ink)
    painter.drawPath(cap)
    painter.setBrush(_GOLD)
    painter.drawRect(QRectF(0.27, 0.33, 0.32, 0.045))


# --- the back ------------------------------------------------------------------------


def _paint_back_pattern(painter: QPainter, w: float, h: float) -> None:
    """A rounded dark panel with a diamond lattice and a thin white rule inside."""
    margin = w * 0.07
    inner = QRectF(margin, margin, w - 2 * margin, h - 2 * margin)
    panel = QPainterPath()
    panel.addRoundedRect(inner, w * 0.035, w * 0.035)
    painter.fillPath(panel, _BACK)
    painter.save()
    painter.setClipPath(panel)
    painter.setPen(QPen(_BACK_LINE, max(0.6, w * 0.01)))
    step = w / 7
    rise = h
    count = int((w + rise) / step) + 2
    for i in range(-count, count):
        x = i * step
        painter.drawLine(QPointF(x, 0), QPointF(x + rise, h))
        painter.drawLine(QPointF(x, 0), QPointF(x - rise, h))
    painter.restore()
    rule = max(0.6, w * 0.008)
    painter.setPen(QPen(_PAPER, rule))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    gap = w * 0.03
    painter.drawRoundedRect(inner.adjusted(gap, gap, -gap, -gap), w * 0.02, w * 0.02)


# --- the painter ---------------------------------------------------------------------


class CardPainter:
    """Paints card faces and backs for one deck and language, caching the pixmaps."""

    def __init__(self, deck: Deck = Deck.TWO_COLOUR, language: str = "en") -> None:
        self.deck = deck
        self.language = language
        self._pixmaps: dict[tuple[Card | None, int, float, Deck, str], QPixmap] = {}

    @property
    def language(self) -> str:
        return self._language

    @language.setter
    def language(self, language: str) -> None:
        if language not in RANK_LETTERS:
            raise ValueError(f"no rank letters for language {language!r} (known: {', '.join(RANK_LETTERS)})")
        self._language = language

    def face(self, card: Card, width: int, device_pixel_ratio: float = 1.0) -> QPixmap:
        """The face of `card`, `width` logical pixels wide."""
        return self._pixmap(card, width, device_pixel_ratio)

    def back(self, width: int, device_pixel_ratio: float = 1.0) -> QPixmap:
        """The back of every card, `width` logical pixels wide."""
        return self._pixmap(None, width, device_pixel_ratio)

    def paint_face(self, painter: QPainter, rect: QRectF, card: Card) -> None:
        ink = SUIT_COLOURS[self.deck][card.suit]
        letter = RANK_LETTERS[self.language][card.rank]
        w, h = rect.width(), rect.height()
        with self._in(painter, rect):
            _paint_frame(painter, w, h)
            if card.rank in _PIP_LAYOUTS:
                _paint_pips(painter, w, h, card.rank, card.suit, ink)
            else:
                _paint_court(painter, w, h, card, letter, ink)
            for degrees in (0, 180):
                with _rotated(painter, QPointF(w / 2, h / 2), degrees):
                    _paint_index(painter, w, letter, card.suit, ink)

    def paint_back(self, painter: QPainter, rect: QRectF) -> None:
        with self._in(painter, rect):
            _paint_frame(painter, rect.width(), rect.height())
            _paint_back_pattern(painter, rect.width(), rect.height())

    @staticmethod
    @contextmanager
    def _in(painter: QPainter, rect: QRectF) -> Iterator[None]:
        """The painter with its origin at the card's top-left corner, antialiased."""
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(rect.topLeft())
        try:
            yield
        finally:
            painter.restore()

    def _pixmap(self, card: Card | None, width: int, device_pixel_ratio: float) -> QPixmap:
        key = (card, width, device_pixel_ratio, self.deck, self.language)
        pixmap = self._pixmaps.get(key)
        if pixmap is None:
            pixmap = self._render(card, width, device_pixel_ratio)
            self._pixmaps[key] = pixmap
        return pixmap

    def _render(self, card: Card | None, width: int, device_pixel_ratio: float) -> QPixmap:
        if width < 1 or device_pixel_ratio <= 0:
            raise ValueError(f"a card needs a positive size, not width {width} at ratio {device_pixel_ratio}")
        height = card_height(width)
        pixmap = QPixmap(round(width * device_pixel_ratio), round(height * device_pixel_ratio))
        pixmap.setDevicePixelRatio(device_pixel_ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        rect = QRectF(0, 0, width, height)
        if card is None:
            self.paint_back(painter, rect)
        else:
            self.paint_face(painter, rect, card)
        painter.end()
        return pixmap

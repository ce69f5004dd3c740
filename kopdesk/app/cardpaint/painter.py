"""`CardPainter`: any card of any deck, in the faces the deck offers and the user chose."""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap

from kopdesk import cards
from kopdesk.app.cardpaint.base import (
    CORNER_RADIUS,
    INDEX_CENTRE_X,
    PAPER,
    Style,
    card_height,
    paint_frame,
    paint_index,
    rotated,
)
from kopdesk.app.cardpaint.faces import LETTERS, RANK_LETTERS, Deck, Faces, faces_for
from kopdesk.app.cardpaint.french import FOUR_COLOURS, TWO_COLOURS, FrenchStyle
from kopdesk.app.cardpaint.german import GermanStyle
from kopdesk.app.cardpaint.italian import ItalianStyle
from kopdesk.cards import Card, Rank, Suit

STYLES: dict[Faces, Style] = {
    Faces.FRENCH: FrenchStyle(TWO_COLOURS),
    Faces.FRENCH_FOUR_COLOUR: FrenchStyle(FOUR_COLOURS),
    Faces.GERMAN: GermanStyle(),
    Faces.ITALIAN: ItalianStyle(),
}

_BACK = QColor("#1f3f7a")
_BACK_LINE = QColor("#6f8fcf")

DENARI_GOLD = QColor("#d4a017")
DENARI_RIM = 0.028  # inset of the gold rim's centre line, of w
SETTEBELLO_STAR = (INDEX_CENTRE_X, 0.5)  # centre of the star under the index, of w
SETTEBELLO_PAPER = QColor("#fff1c2")
_SETTEBELLO = (cards.SCOPA_40.id, Rank.SEVEN, Suit.DIAMONDS)


def is_denari(card: Card) -> bool:
    """A Scopa card of denari (diamonds): its suit counts for the denari point."""
    return card.deck.id == cards.SCOPA_40.id and card.suit is Suit.DIAMONDS


def is_settebello(card: Card) -> bool:
    return (card.deck.id, card.rank, card.suit) == _SETTEBELLO


# --- marks: the denari and the settebello, whatever the faces ------------------------


def _star(centre: QPointF, radius: float) -> QPainterPath:
    path = QPainterPath()
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = math.pi * (i / 5 - 0.5)
        point = QPointF(centre.x() + r * math.cos(angle), centre.y() + r * math.sin(angle))
        if i == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    path.closeSubpath()
    return path


def _paint_denari_marks(painter: QPainter, w: float, h: float, card: Card) -> None:
    """A gold rim inside the border of every denari card, seen in a fanned hand; the
    settebello's rim is wider, on gold paper, with a gold star under each index."""
    settebello = is_settebello(card)
    line = w * (0.024 if settebello else 0.014)
    inset = w * DENARI_RIM
    painter.setPen(QPen(DENARI_GOLD, line))
    painter.setBrush(SETTEBELLO_PAPER if settebello else Qt.BrushStyle.NoBrush)
    radius = w * (CORNER_RADIUS - DENARI_RIM / 2)
    painter.drawRoundedRect(QRectF(inset, inset, w - 2 * inset, h - 2 * inset), radius, radius)
    if settebello:
        x, y = SETTEBELLO_STAR
        for degrees in (0, 180):
            with rotated(painter, QPointF(w / 2, h / 2), degrees):
                star = _star(QPointF(w * x, w * y), w * 0.065)
                painter.setPen(QPen(QColor("#8a6500"), max(0.5, w * 0.006)))
                painter.setBrush(DENARI_GOLD)
                painter.drawPath(star)


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
    painter.setPen(QPen(PAPER, rule))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    gap = w * 0.03
    painter.drawRoundedRect(inner.adjusted(gap, gap, -gap, -gap), w * 0.02, w * 0.02)


# --- the painter ---------------------------------------------------------------------


class CardPainter:
    """Paints card faces and backs for one language, caching the pixmaps.

    A card is painted in the faces its deck offers: `faces` is the user's choice
    (None: each deck's default), `deck` the colours of French faces (the View
    menu's four-colour deck); see `faces_for`.
    """

    def __init__(self, deck: Deck = Deck.TWO_COLOUR, language: str = "en", faces: Faces | None = None) -> None:
        self.deck = deck
        self.faces = faces
        self.language = language
        self._pixmaps: dict[tuple[Card | None, int, float, Faces | None, str], QPixmap] = {}

    @property
    def language(self) -> str:
        return self._language

    @language.setter
    def language(self, language: str) -> None:
        if language not in RANK_LETTERS:
            raise ValueError(f"no rank letters for language {language!r} (known: {', '.join(RANK_LETTERS)})")
        self._language = language

    def faces_of(self, deck: cards.Deck) -> Faces:
        """The faces the cards of `deck` are painted with."""
        return faces_for(deck, self.faces, four_colour=self.deck is Deck.FOUR_COLOUR)

    def letter(self, card: Card) -> str:
        """The index letter of `card` in the faces it is painted with and the language."""
        return LETTERS[self.faces_of(card.deck)][self.language][card.rank]

    def face(self, card: Card, width: int, device_pixel_ratio: float = 1.0) -> QPixmap:
        """The face of `card`, `width` logical pixels wide."""
        return self._pixmap(card, width, device_pixel_ratio)

    def back(self, width: int, device_pixel_ratio: float = 1.0) -> QPixmap:
        """The back of every card, `width` logical pixels wide."""
        return self._pixmap(None, width, device_pixel_ratio)

    def paint_face(self, painter: QPainter, rect: QRectF, card: Card) -> None:
        style = STYLES[self.faces_of(card.deck)]
        letter = self.letter(card)
        w, h = rect.width(), rect.height()
        with self._in(painter, rect):
            paint_frame(painter, w, h)
            if is_denari(card):
                _paint_denari_marks(painter, w, h, card)
            style.paint_centre(painter, w, h, card, letter)
            for degrees in (0, 180):
                with rotated(painter, QPointF(w / 2, h / 2), degrees):
                    paint_index(painter, w, letter, card.suit, style)

    def paint_back(self, painter: QPainter, rect: QRectF) -> None:
        with self._in(painter, rect):
            paint_frame(painter, rect.width(), rect.height())
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
        faces = None if card is None else self.faces_of(card.deck)
        key = (card, width, device_pixel_ratio, faces, self.language)
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

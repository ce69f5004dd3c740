"""A STOP-GAP: a minimal face for the 32-card cards today's `CardPainter` cannot paint
(kings, nines, eights, sevens; the German suits). The helper "painters" is adding the
French and German-suited 32-card painters to `kopdesk.app.cardpaint`; once merged, the
lead deletes this module and `board_painter` returns the painter it is given.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from kopdesk.app.cardpaint import CardPainter, pip_path
from kopdesk.cards import FRENCH_32, GERMAN_32, Card, Look, Suit

_GERMAN_INK = {Suit.CLUBS: "#7a4a12", Suit.SPADES: "#2f7d22", Suit.HEARTS: "#c8102e", Suit.DIAMONDS: "#c98a00"}
_GERMAN_RANKS = {"A": "Sau", "O": "Ober", "U": "Unter"}


def can_paint_32(painter: CardPainter) -> bool:
    """Does `painter` paint every card of the French and German 32-card decks?"""
    try:
        for c in (FRENCH_32.card("KH"), FRENCH_32.card("7C"), GERMAN_32.card("9E")):
            painter.face(c, 24)
    except (KeyError, ValueError):
        return False
    return True


class FallbackCardPainter(CardPainter):
    """Today's painter for what it can paint; `fallback_paint_face` for the rest."""

    def paint_face(self, painter: QPainter, rect: QRectF, card: Card) -> None:
        if card.deck is FRENCH_32 and card.rank.value in ("ace", "ten", "queen", "jack"):
            super().paint_face(painter, rect, card)
        else:
            fallback_paint_face(painter, rect, card)


def fallback_paint_face(painter: QPainter, rect: QRectF, card: Card) -> None:
    """White card, the rank text in the corners and the middle, a suit sign."""
    german = card.deck.look is Look.GERMAN
    ink = QColor(_GERMAN_INK[card.suit]) if german else QColor("#c8102e" if card.suit in (2, 3) else "#1d1d1f")
    w, h = rect.width(), rect.height()
    text = str(card)[:-1]
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(rect.topLeft())
    painter.setPen(QPen(QColor("#8c8c8c"), max(1.0, w * 0.012)))
    painter.setBrush(QColor("#fffdf6") if german else QColor("white"))
    painter.drawRoundedRect(QRectF(0, 0, w, h).adjusted(0.5, 0.5, -0.5, -0.5), w * 0.06, w * 0.06)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(6, int(w * 0.2)))
    painter.setFont(font)
    painter.setPen(ink)
    painter.drawText(QRectF(w * 0.04, h * 0.02, w * 0.5, w * 0.24), Qt.AlignmentFlag.AlignLeft, text)
    if german:
        painter.fillRect(QRectF(w * 0.06, h * 0.2, w * 0.12, w * 0.12), ink)
        font.setPixelSize(max(6, int(w * 0.17)))
        painter.setFont(font)
        word = _GERMAN_RANKS.get(text, text)
        painter.drawText(QRectF(0, h * 0.55, w, h * 0.2), Qt.AlignmentFlag.AlignCenter, word)
        painter.setBrush(ink)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(QPointF(w / 2, h * 0.38), w * 0.16, w * 0.16)
        painter.setPen(QColor("white"))
        letter = card.deck.suit_letters[card.suit]
        painter.drawText(
            QRectF(w * 0.34, h * 0.38 - w * 0.16, w * 0.32, w * 0.32), Qt.AlignmentFlag.AlignCenter, letter
        )
    else:
        painter.fillPath(pip_path(card.suit, QPointF(w * 0.12, h * 0.24), w * 0.14), ink)
        painter.fillPath(pip_path(card.suit, QPointF(w / 2, h / 2), w * 0.42), ink)
    painter.restore()


def board_painter(painter: CardPainter | None) -> CardPainter:
    """The painter a Schafkopf board uses: `painter` if it paints the 32-card decks,
    otherwise the stop-gap fallback in its deck style and language."""
    if painter is not None and can_paint_32(painter):
        return painter
    if painter is None:
        return FallbackCardPainter()
    return FallbackCardPainter(painter.deck, painter.language)

"""FALLBACK ONLY: a plain painter for the 40-card pack until `cardpaint` paints it.

`CardPainter` of today paints the Kop ranks (A, 10, Q, J); the 40-card French and
Italian painters are being added to `kopdesk.app.cardpaint` by another branch. Until
they are merged, `FallbackCardPainter` paints what the base painter cannot (2-7, K)
with pips and letters, and leaves the rest to it. The lead replaces this module at merge.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap

from kopdesk.app.cardpaint import RANK_LETTERS, CardPainter, letter_path, pip_path
from kopdesk.cards import SCOPA_40, Card, Rank, Suit

_PIPS: dict[Rank, tuple[tuple[float, float], ...]] = {
    Rank.TWO: ((0.5, 0.0), (0.5, 1.0)),
    Rank.THREE: ((0.5, 0.0), (0.5, 0.5), (0.5, 1.0)),
    Rank.FOUR: ((0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)),
    Rank.FIVE: ((0.0, 0.0), (1.0, 0.0), (0.5, 0.5), (0.0, 1.0), (1.0, 1.0)),
    Rank.SIX: ((0.0, 0.0), (1.0, 0.0), (0.0, 0.5), (1.0, 0.5), (0.0, 1.0), (1.0, 1.0)),
    Rank.SEVEN: ((0.0, 0.0), (1.0, 0.0), (0.5, 0.25), (0.0, 0.5), (1.0, 0.5), (0.0, 1.0), (1.0, 1.0)),
}
_FIELD = QRectF(0.3, 0.22, 0.4, 0.56)  # where the pip centres lie, of (w, h)
_SETTEBELLO_RING = QColor("#e8b730")
_INK = {Suit.CLUBS: QColor("#1d1d1f"), Suit.SPADES: QColor("#1d1d1f"), Suit.HEARTS: QColor("#c8102e"),
        Suit.DIAMONDS: QColor("#c8102e")}  # fmt: skip


def paints_scopa(painter: CardPainter) -> bool:
    """Whether `painter` paints every card of the 40-card pack itself."""
    canvas = QPixmap(12, 17)
    probe = QPainter(canvas)
    try:
        for card in SCOPA_40.cards:
            painter.paint_face(probe, QRectF(0, 0, 12, 17), card)
    except (KeyError, ValueError):
        return False
    finally:
        probe.end()
    return True


class FallbackCardPainter(CardPainter):
    """FALLBACK: the base painter for A, J, Q; plain pips for 2-7 and a lettered K."""

    def paint_face(self, painter: QPainter, rect: QRectF, card: Card) -> None:
        if card.rank in RANK_LETTERS[self.language]:
            super().paint_face(painter, rect, card)
            return
        ink = _INK[card.suit]
        w, h = rect.width(), rect.height()
        letter = "K" if card.rank is Rank.KING else str(card)[:-1]
        with self._in(painter, rect):
            painter.setPen(QPen(QColor("#8c8c8c"), max(1.0, w * 0.008)))
            painter.setBrush(QColor("white"))
            painter.drawRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), w * 0.06, w * 0.06)
            if card.rank is Rank.SEVEN and card.suit is Suit.DIAMONDS:  # the settebello
                painter.setPen(QPen(_SETTEBELLO_RING, w * 0.04))
                painter.drawRoundedRect(QRectF(w * 0.05, w * 0.05, w * 0.9, h - w * 0.1), w * 0.05, w * 0.05)
            painter.fillPath(letter_path(letter, w * 0.11, w * 0.07, w * 0.14, w * 0.16), ink)
            painter.fillPath(pip_path(card.suit, QPointF(w * 0.11, w * 0.33), w * 0.11), ink)
            if card.rank is Rank.KING:
                painter.fillPath(letter_path("K", w / 2, h * 0.28, w * 0.34, w * 0.5), ink)
                painter.fillPath(pip_path(card.suit, QPointF(w / 2, h * 0.66), w * 0.3), ink)
                return
            for u, v in _PIPS[card.rank]:
                centre = QPointF(w * (_FIELD.x() + u * _FIELD.width()), h * (_FIELD.y() + v * _FIELD.height()))
                painter.fillPath(pip_path(card.suit, centre, w * 0.2, upside_down=v > 0.5), ink)

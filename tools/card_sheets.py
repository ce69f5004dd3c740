"""Render every deck in every face style it offers into PNG sheets, to look at them.

    PYTHONPATH=. python tools/card_sheets.py OUT_DIR [--width 88] [--ratio 1] [--language en]

One sheet per deck and faces (a row per suit, the back at the end of the first row),
and one hand of eight cards fanned as the table shows them at 1280×800.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from kopdesk import cards
from kopdesk.app.cardpaint import CardPainter, card_height, faces_offered

DECKS = (cards.KOP_16, cards.FRENCH_32, cards.GERMAN_32, cards.SCOPA_40)
FELT = QColor("#1f6b3a")
GAP = 6


def sheet(painter: CardPainter, deck: cards.Deck, width: int, ratio: float) -> QImage:
    per_suit = len(deck.ranks)
    height = card_height(width)
    image = QImage(round((GAP + (per_suit + 1) * (width + GAP)) * ratio), round((GAP + 4 * (height + GAP)) * ratio),
                   QImage.Format.Format_ARGB32)  # fmt: skip
    image.setDevicePixelRatio(ratio)
    image.fill(FELT)
    canvas = QPainter(image)
    for card in deck.cards:
        column, row = card.index % per_suit, card.index // per_suit
        canvas.drawPixmap(
            QPointF(GAP + column * (width + GAP), GAP + row * (height + GAP)), painter.face(card, width, ratio)
        )
    canvas.drawPixmap(QPointF(GAP + per_suit * (width + GAP), GAP), painter.back(width, ratio))
    canvas.end()
    return image


def hand(painter: CardPainter, deck: cards.Deck, width: int) -> QImage:
    """Eight cards overlapping as in a player's hand (a third of each card showing)."""
    chosen = deck.cards[:: max(1, len(deck.cards) // 8)][:8]
    step = width * 0.42
    image = QImage(round(2 * GAP + 7 * step + width), card_height(width) + 2 * GAP, QImage.Format.Format_ARGB32)
    image.fill(FELT)
    canvas = QPainter(image)
    for i, card in enumerate(chosen):
        canvas.drawPixmap(QPointF(GAP + i * step, GAP), painter.face(card, width))
    canvas.end()
    return image


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--width", type=int, default=88)
    parser.add_argument("--ratio", type=float, default=1.0)
    parser.add_argument("--language", default="en")
    args = parser.parse_args()
    QApplication([])
    args.out.mkdir(parents=True, exist_ok=True)
    for deck in DECKS:
        for faces in faces_offered(deck):
            painter = CardPainter(language=args.language, faces=faces)
            stem = f"{deck.id}-{faces.value}-{args.language}"
            suffix = "" if args.ratio == 1 else f"@{args.ratio:g}x"
            sheet(painter, deck, args.width, args.ratio).save(str(args.out / f"{stem}{suffix}.png"))
            if args.ratio == 1:
                hand(painter, deck, args.width).save(str(args.out / f"{stem}-hand.png"))


if __name__ == "__main__":
    main()

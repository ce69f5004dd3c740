"""Playing cards painted in code: French, German and Italian faces, a patterned back,
no image files.

Suit signs are `QPainterPath` shapes and rank letters are text turned into paths, so
a card is as crisp at 40 px as at 400 px and on high-DPI screens. `CardPainter`
paints any card of any deck of `kopdesk.cards` into any rectangle (`paint_face`,
`paint_back`) in the faces the deck offers and the user chose (`faces_for`), and
keeps the rendered pixmaps per card, width, device pixel ratio, faces and language
(`face`, `back`).
"""

from kopdesk.app.cardpaint.base import ASPECT, card_height, letter_path
from kopdesk.app.cardpaint.faces import (
    FACES_NAMES,
    GERMAN_LETTERS,
    ITALIAN_LETTERS,
    LETTERS,
    RANK_LETTERS,
    Deck,
    Faces,
    faces_for,
    faces_offered,
)
from kopdesk.app.cardpaint.french import pip_path
from kopdesk.app.cardpaint.painter import CardPainter, is_denari, is_settebello

__all__ = [
    "ASPECT", "FACES_NAMES", "GERMAN_LETTERS", "ITALIAN_LETTERS", "LETTERS", "RANK_LETTERS",
    "CardPainter", "Deck", "Faces", "card_height", "faces_for", "faces_offered", "is_denari", "is_settebello",
    "letter_path", "pip_path",
]  # fmt: skip

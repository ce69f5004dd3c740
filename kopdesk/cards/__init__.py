"""Decks as data and card sets as bitmasks, shared by every game (standard library only)."""

from kopdesk.cards.deck import Card, CardError, Deck, Look, Rank, Suit, mask_of
from kopdesk.cards.packs import FRENCH_32, GERMAN_32, KOP_16, SCOPA_40

__all__ = [
    "FRENCH_32", "GERMAN_32", "KOP_16", "SCOPA_40", "Card", "CardError", "Deck", "Look", "Rank", "Suit", "mask_of",
]

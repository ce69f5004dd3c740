"""The sixteen cards of Kop and Baśka (`KOP_16`: aces, tens, queens and jacks).

A card is one of sixteen immutable singletons, so cards compare by identity and
can be used as dict keys cheaply. Inside the engine a set of cards is a bitmask
over `Card.index` (0-15); the public API speaks in `Card` objects.
"""

from __future__ import annotations

from functools import lru_cache

from kopdesk.cards import KOP_16, Card, CardError, Rank, Suit, mask_of

__all__ = [
    "BLACK_QUEENS", "CARDS", "JACKS", "JACKS_HIGH_TO_LOW", "Card", "CardError", "Rank", "Suit", "card",
    "cards_in", "mask_of", "mask_where",
]

CARDS: tuple[Card, ...] = KOP_16.cards
"""All sixteen cards in a stable order: clubs, spades, hearts, diamonds; A, 10, Q, J."""

card = KOP_16.card
mask_where = KOP_16.mask_where
cards_in = lru_cache(maxsize=None)(KOP_16.cards_in)
"""The cards of a bitmask, in the stable order (one entry per set of the 2**16)."""

BLACK_QUEENS = mask_where(lambda c: c.rank is Rank.QUEEN and c.suit in (Suit.CLUBS, Suit.SPADES))
JACKS = mask_where(lambda c: c.rank is Rank.JACK)
JACKS_HIGH_TO_LOW: tuple[Card, ...] = tuple(card(t) for t in ("JC", "JS", "JH", "JD"))

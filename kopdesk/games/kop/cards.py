"""The sixteen cards of Kop and Baśka (`KOP_16`: aces, tens, queens and jacks).

A card is one of sixteen immutable singletons, so cards compare by identity and
can be used as dict keys cheaply. Inside the engine a set of cards is a bitmask
over `Card.index` (0-15); the public API speaks in `Card` objects.
"""

from __future__ import annotations

from kopdesk.cards import KOP_16, Card, CardError, Rank, Suit, mask_of

__all__ = [
    "BLACK_QUEENS", "CARDS", "CARDS_OF", "JACKS", "JACKS_HIGH_TO_LOW", "Card", "CardError", "Rank", "Suit", "card",
    "cards_in", "mask_of", "mask_where",
]

CARDS: tuple[Card, ...] = KOP_16.cards
"""All sixteen cards in a stable order: clubs, spades, hearts, diamonds; A, 10, Q, J."""

card = KOP_16.card
mask_where = KOP_16.mask_where


class _CardsOf(dict[int, tuple[Card, ...]]):
    """The cards of each bitmask, worked out the first time it is asked and kept."""

    def __missing__(self, mask: int) -> tuple[Card, ...]:
        cards = self[mask] = KOP_16.cards_in(mask)
        return cards


CARDS_OF: dict[int, tuple[Card, ...]] = _CardsOf()
"""The cards of a bitmask, in the stable order: a dict, as a deal asks at every card (a
subscript costs less than a call)."""
cards_in = CARDS_OF.__getitem__
"""The cards of a bitmask, in the stable order."""

BLACK_QUEENS = mask_where(lambda c: c.rank is Rank.QUEEN and c.suit in (Suit.CLUBS, Suit.SPADES))
JACKS = mask_where(lambda c: c.rank is Rank.JACK)
JACKS_HIGH_TO_LOW: tuple[Card, ...] = tuple(card(t) for t in ("JC", "JS", "JH", "JD"))

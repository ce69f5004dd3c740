"""The 40-card pack as Scopa counts it: capture values, primiera values, named cards
(the Scopa rules: cards). Card sets are bitmasks over `SCOPA_40`."""

from __future__ import annotations

from kopdesk.cards import SCOPA_40, Card, CardError, Rank, Suit, mask_of
from kopdesk.quoting import quoted

CARDS = SCOPA_40.cards

VALUE: tuple[int, ...] = tuple(SCOPA_40.ranks.index(c.rank) + 1 for c in CARDS)
"""Capture value by card index: A 1, 2-7, J 8, Q 9, K 10."""

_PRIMIERA_BY_RANK = {
    Rank.SEVEN: 21, Rank.SIX: 18, Rank.ACE: 16, Rank.FIVE: 15, Rank.FOUR: 14,
    Rank.THREE: 13, Rank.TWO: 12, Rank.JACK: 10, Rank.QUEEN: 10, Rank.KING: 10,
}  # fmt: skip
PRIMIERA: tuple[int, ...] = tuple(_PRIMIERA_BY_RANK[c.rank] for c in CARDS)
"""Primiera value by card index (the Scopa rules: primiera values)."""

SEVENS_ORDER: tuple[tuple[Rank, ...], ...] = (
    (Rank.SEVEN,), (Rank.SIX,), (Rank.ACE,), (Rank.FIVE,), (Rank.FOUR,), (Rank.THREE,), (Rank.TWO,),
    (Rank.JACK, Rank.QUEEN, Rank.KING),
)  # fmt: skip
"""The groups of `count_sevens`, first to last: the figures count together."""
SEVENS_MASKS: tuple[int, ...] = tuple(mask_of(c for c in CARDS if c.rank in group) for group in SEVENS_ORDER)

DENARI = SCOPA_40.mask_where(lambda c: c.suit is Suit.DIAMONDS)
SUIT_MASKS: tuple[int, ...] = tuple(SCOPA_40.mask_where(lambda c, s=suit: c.suit is s) for suit in Suit)
ACES = SCOPA_40.mask_where(lambda c: c.rank is Rank.ACE)
KINGS = SCOPA_40.mask_where(lambda c: c.rank is Rank.KING)
SETTEBELLO = SCOPA_40.card("7D")
RE_BELLO = SCOPA_40.card("KD")


def card(text: str) -> Card:
    """The card written exactly `text` as in deal files ("7D", "AC"); CardError otherwise."""
    found = SCOPA_40.card(text) if text.isascii() else None
    if found is None or str(found) != text:
        raise CardError(f"{quoted(text)} is not a card ({SCOPA_40.how_to_write()}, upper case)")
    return found


cards_in = SCOPA_40.cards_in
"""The cards of a bitmask, in the pack's order."""


def text_sorted(cards: tuple[Card, ...] | list[Card]) -> list[str]:
    """Cards as deal files list them: sorted as strings."""
    return sorted(str(c) for c in cards)


def joined(mask: int) -> str:
    """The cards of `mask` as a move writes them: "3C+4H", sorted as strings."""
    return "+".join(text_sorted(cards_in(mask)))

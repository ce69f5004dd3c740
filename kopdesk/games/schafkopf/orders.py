"""The rank orders of every contract (the Schafkopf rules: rank orders) as configurations of the
shared `RankOrder`: the only duty is to follow the class led (6.1)."""

from __future__ import annotations

from functools import cache

from kopdesk.cards import FRENCH_32, GERMAN_32, Suit
from kopdesk.games.schafkopf.rules import Contract, RuleSet, TenRank, Variant
from kopdesk.games.tricks import Duty, RankOrder

FOLLOW_ONLY = frozenset({Duty.FOLLOW_SUIT})
"""A player must play a card of the class led if he can, anything otherwise."""

_OBER_UNTER = "OE OG OH OS UE UG UH US"
_UNTER = "UE UG UH US"


def _run(ranks: str, letter: str) -> str:
    return " ".join(rank + letter for rank in ranks.split())


@cache
def bavarian_order(contract: Contract, trump: Suit | None) -> RankOrder:
    """The order of a Bavarian contract; `trump` the chosen suit (Herz in a Sauspiel or
    a Ramsch, None in a Wenz)."""
    letters = GERMAN_32.suit_letters
    if contract.is_wenz:
        plain_ranks, top = "A 10 K O 9 8 7", _UNTER
    else:
        plain_ranks, top = "A 10 K 9 8 7", _OBER_UNTER
    trumps = top if trump is None else f"{top} {_run(plain_ranks, letters[trump])}"
    plain = {suit: _run(plain_ranks, letters[suit]) for suit in Suit if suit is not trump}
    name = contract.value if trump is None else f"{contract.value}-{letters[trump]}"
    return RankOrder(GERMAN_32, name, trumps, plain, FOLLOW_ONLY)


WENDISH_ORDER = RankOrder(
    FRENCH_32,
    "wendisch",
    "QC QS QH QD JC JS JH JD AD 10D KD 9D 8D 7D",
    {suit: _run("A 10 K 9 8 7", FRENCH_32.suit_letters[suit]) for suit in (Suit.CLUBS, Suit.SPADES, Suit.HEARTS)},
    FOLLOW_ONLY,
)
"""Wendish and two-handed Schafkopf (2.2)."""


@cache
def german_order(trump: Suit, ten: TenRank) -> RankOrder:
    """German Schafkopf with `trump` (2.3): the jacks, then the suit; the ten between
    queen and nine unless `ten_rank` is high."""
    ranks = "A K Q 10 9 8 7" if ten is TenRank.LOW else "A 10 K Q 9 8 7"
    letters = FRENCH_32.suit_letters
    plain = {suit: _run(ranks, letters[suit]) for suit in Suit if suit is not trump}
    return RankOrder(
        FRENCH_32, f"deutsch-{letters[trump]}", f"JC JS JH JD {_run(ranks, letters[trump])}", plain, FOLLOW_ONLY
    )


# Read at every deal's close of calls (a member read off its class is slow in Python 3.11).
_GERMAN, _BAVARIAN = Variant.GERMAN, Variant.BAVARIAN
_SAUSPIEL, _RAMSCH, _HEARTS = Contract.SAUSPIEL, Contract.RAMSCH, Suit.HEARTS


def order_for(rules: RuleSet, contract: Contract, trump: Suit | None) -> RankOrder:
    """The rank order of `contract` under `rules`, with its trump suit (None where it is fixed)."""
    variant = rules.variant
    if variant is _GERMAN:
        assert trump is not None
        return german_order(trump, rules.ten_rank)
    if variant is not _BAVARIAN:
        return WENDISH_ORDER
    if contract is _SAUSPIEL or contract is _RAMSCH:
        return bavarian_order(_SAUSPIEL, _HEARTS)
    return bavarian_order(contract, trump)

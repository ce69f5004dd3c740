"""Kop's rank orders (the Kop rules: rank orders) and duties to follow (the Kop rules: following), as configurations
of the shared `RankOrder`.

The normal and as-trzy-dychy orders share one following procedure (6.1); the gran
order adds the duty to beat inside the suit led (6.2) and makes the duty to trump
a house rule (`gran_must_trump`).
"""

from __future__ import annotations

from functools import cache

from kopdesk.cards import KOP_16, Suit
from kopdesk.games.tricks import Duty, RankOrder

_FOLLOW_BEAT_TRUMP = frozenset({Duty.FOLLOW_SUIT, Duty.BEAT, Duty.PLAY_TRUMP})
"""The Kop rules (following): follow a plain suit; else beat; else play a trump."""
_GRAN_FREE = frozenset({Duty.BEAT_IN_SUIT, Duty.FOLLOW_SUIT, Duty.BEAT})
"""The Kop rules: follow the suit led, beating it while no jack is in; else beat with a jack."""

AS_DYCHA = RankOrder(
    KOP_16,
    "as-dycha",
    "AH 10H QC QS QH QD JC JS JH JD AD 10D",
    {Suit.CLUBS: "AC 10C", Suit.SPADES: "AS 10S"},
    _FOLLOW_BEAT_TRUMP,
)
AS_TRZY_DYCHY = RankOrder(
    KOP_16,
    "as-trzy-dychy",
    "AH 10C 10S 10H QC QS QH QD JC JS JH JD AD 10D",
    {Suit.CLUBS: "AC", Suit.SPADES: "AS"},
    _FOLLOW_BEAT_TRUMP,
)
_GRAN_PLAIN = {suit: f"A{letter} 10{letter} Q{letter}" for suit, letter in KOP_16.suit_letters.items()}
GRAN_MUST_TRUMP = RankOrder(KOP_16, "gran", "JC JS JH JD", _GRAN_PLAIN, _GRAN_FREE | {Duty.PLAY_TRUMP})
GRAN_FREE = RankOrder(KOP_16, "gran", "JC JS JH JD", _GRAN_PLAIN, _GRAN_FREE)


Chain = tuple[int, int, int]
"""The cards a hand must play from, in turn: the first set it holds any of; all of it if none."""


@cache
def follow_chains(order: RankOrder) -> tuple[Chain, ...]:
    """`order.playable` as data, for a deal's card play: per `led * 16 + best`, the `Chain`
    of sets a hand must play from. Kop's duties ask at most three in turn; a shorter chain
    ends in 0 (a set no hand holds any of), so that every chain unpacks alike.

    Read off `playable` itself, each set less those before it, so the duties keep their
    one home in the order."""
    full = (1 << len(KOP_16.cards)) - 1
    chains = []
    for led in range(len(KOP_16.cards)):
        for best in range(len(KOP_16.cards)):
            chain, rest = [], full
            while (asked := order.playable(rest, led, best)) != rest:
                chain.append(asked)
                rest &= ~asked
            first, second, third = chain + [0] * (3 - len(chain))
            chains.append((first, second, third))
    return tuple(chains)

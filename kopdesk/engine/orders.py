"""Rank orders (RULES.md 2) and the duty to follow (RULES.md 6).

A `RankOrder` is a small strategy object: which cards are trumps, how every card
ranks, who wins a trick, which cards a hand may play to a trick and, for a
refused card, why. All three orders of the game share one following procedure;
they differ only in their tables and in whether a player who can neither follow
nor beat must still trump.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import NamedTuple

from kopdesk.engine.cards import CARDS, Card, Suit, card, mask_of
from kopdesk.engine.refusals import RefusalCode

TRUMP = 4
"""The group number of the trump suit; plain suits use their `Suit` number."""


class OrderName(enum.Enum):
    AS_DYCHA = "as-dycha"
    AS_TRZY_DYCHY = "as-trzy-dychy"
    GRAN = "gran"


class Constraint(NamedTuple):
    """The cards a hand may play to a trick and the duty that limits them.

    `duty` is None when the hand may play any card. `to_beat` is the card
    winning the trick, `suit` the plain suit led (None for a trump lead).
    """

    allowed: int
    duty: RefusalCode | None
    to_beat: Card | None
    suit: Suit | None


def _parse_all(texts: str) -> tuple[Card, ...]:
    return tuple(card(t) for t in texts.split())


class RankOrder:
    """One rank order: trumps high to low and each plain suit high to low."""

    def __init__(
        self, name: OrderName, trumps: str, plain: dict[Suit, str], must_trump: bool
    ) -> None:
        self.name = name
        self.trumps = _parse_all(trumps)
        self.plain = {suit: _parse_all(cards) for suit, cards in plain.items()}
        self.must_trump = must_trump
        self.trump_mask = mask_of(self.trumps)
        assert len(self.trumps) + sum(len(v) for v in self.plain.values()) == len(CARDS)
        group = [TRUMP] * len(CARDS)
        self._group_mask = {TRUMP: self.trump_mask}
        for suit, cards in self.plain.items():
            self._group_mask[suit] = mask_of(cards)
            for c in cards:
                group[c.index] = suit
        self.group: tuple[int, ...] = tuple(group)
        self.beats: tuple[int, ...] = tuple(self._beaters(c) for c in CARDS)

    def _beaters(self, winning: Card) -> int:
        """The cards that beat `winning` while it wins a trick of its own suit."""
        if self.group[winning.index] == TRUMP:
            return mask_of(self.trumps[: self.trumps.index(winning)])
        same_suit = self.plain[winning.suit]
        return self.trump_mask | mask_of(same_suit[: same_suit.index(winning)])

    def is_trump(self, c: Card) -> bool:
        return self.group[c.index] == TRUMP

    def winning_index(self, trick: Sequence[int]) -> int:
        """The card index (not position) that wins the cards played so far."""
        best = trick[0]
        beats = self.beats
        for index in trick[1:]:
            if (1 << index) & beats[best]:
                best = index
        return best

    def constraint(self, hand: int, trick: Sequence[int]) -> Constraint:
        """What `hand` (a bitmask) may play to `trick` (card indices in play order)."""
        if not trick:
            return Constraint(hand, None, None, None)
        led = self.group[trick[0]]
        best = self.winning_index(trick)
        to_beat = CARDS[best]
        if led != TRUMP:
            suit = Suit(led)
            follow = hand & self._group_mask[led]
            if follow:
                # Beating inside the suit only matters while no trump is in the trick.
                higher = follow & self.beats[best] if self.group[best] == led else 0
                if higher and higher != follow:
                    return Constraint(higher, RefusalCode.BEAT_IN_SUIT, to_beat, suit)
                return Constraint(follow, RefusalCode.FOLLOW_SUIT, to_beat, suit)
        else:
            suit = None
        beat = hand & self.beats[best]
        if beat:
            return Constraint(beat, RefusalCode.BEAT, to_beat, suit)
        trumps = hand & self.trump_mask
        if trumps and (self.must_trump or led == TRUMP):
            return Constraint(trumps, RefusalCode.PLAY_TRUMP, to_beat, suit)
        return Constraint(hand, None, to_beat, suit)

    def allowed(self, hand: int, trick: Sequence[int]) -> int:
        return self.constraint(hand, trick).allowed

    def sort_key(self, c: Card) -> tuple[int, int]:
        """Trumps first in rank order, then the plain suits, each high to low."""
        if self.is_trump(c):
            return (0, self.trumps.index(c))
        suit_cards = self.plain[c.suit]
        return (1 + c.suit, suit_cards.index(c))


AS_DYCHA = RankOrder(
    OrderName.AS_DYCHA,
    "AH 10H QC QS QH QD JC JS JH JD AD 10D",
    {Suit.CLUBS: "AC 10C", Suit.SPADES: "AS 10S"},
    must_trump=True,
)
AS_TRZY_DYCHY = RankOrder(
    OrderName.AS_TRZY_DYCHY,
    "AH 10C 10S 10H QC QS QH QD JC JS JH JD AD 10D",
    {Suit.CLUBS: "AC", Suit.SPADES: "AS"},
    must_trump=True,
)
_GRAN_PLAIN = {suit: f"A{suit.letter} 10{suit.letter} Q{suit.letter}" for suit in Suit}
GRAN_MUST_TRUMP = RankOrder(OrderName.GRAN, "JC JS JH JD", _GRAN_PLAIN, must_trump=True)
GRAN_FREE = RankOrder(OrderName.GRAN, "JC JS JH JD", _GRAN_PLAIN, must_trump=False)


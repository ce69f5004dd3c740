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

from kopdesk.cards import KOP_16
from kopdesk.games.kop.cards import CARDS, Card, Suit, card, mask_of
from kopdesk.games.kop.refusals import RefusalCode

TRUMP = 4
"""The group number of the trump suit; plain suits use their `Suit` number."""


_BEAT_IN_SUIT = RefusalCode.BEAT_IN_SUIT
"""Read as a global in duty(): on Python 3.11 an enum member's lookup through its class
goes through `EnumType.__getattr__`, several times slower, and duty() runs per card."""


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
        self._duties = tuple(
            tuple(self._duties_for(led, best) for best in range(16)) for led in range(16)
        )

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

    def _duties_for(self, led: int, best: int) -> tuple[tuple[int, RefusalCode], ...]:
        """The duties on a trick led with card `led` and won by `best`, strongest first:
        the cards each one asks for and its code (RULES.md 6)."""
        group = self.group[led]
        duties = []
        if group != TRUMP:
            suit = self._group_mask[group]
            # Beating inside the suit only matters while no trump is in the trick.
            if self.group[best] == group:
                duties.append((suit & self.beats[best], RefusalCode.BEAT_IN_SUIT))
            duties.append((suit, RefusalCode.FOLLOW_SUIT))
        duties.append((self.beats[best], RefusalCode.BEAT))
        if self.must_trump or group == TRUMP:
            duties.append((self.trump_mask, RefusalCode.PLAY_TRUMP))
        return tuple(duties)

    def duty(self, hand: int, led: int, best: int) -> tuple[int, RefusalCode | None]:
        """What `hand` may play to a trick led with card index `led` and won so far by
        `best`, and the duty that limits it (None: any card)."""
        for cards, code in self._duties[led][best]:
            allowed = hand & cards
            if allowed:
                if code is _BEAT_IN_SUIT:
                    # When every card of the suit held beats, the duty is just to follow.
                    if allowed == hand & self._group_mask[self.group[led]]:
                        return allowed, RefusalCode.FOLLOW_SUIT
                return allowed, code
        return hand, None

    def constraint(self, hand: int, trick: Sequence[int]) -> Constraint:
        """What `hand` (a bitmask) may play to `trick` (card indices in play order)."""
        if not trick:
            return Constraint(hand, None, None, None)
        led, best = trick[0], self.winning_index(trick)
        allowed, duty = self.duty(hand, led, best)
        group = self.group[led]
        return Constraint(allowed, duty, CARDS[best], None if group == TRUMP else Suit(group))

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
_GRAN_PLAIN = {suit: f"A{letter} 10{letter} Q{letter}" for suit, letter in KOP_16.suit_letters.items()}
GRAN_MUST_TRUMP = RankOrder(OrderName.GRAN, "JC JS JH JD", _GRAN_PLAIN, must_trump=True)
GRAN_FREE = RankOrder(OrderName.GRAN, "JC JS JH JD", _GRAN_PLAIN, must_trump=False)


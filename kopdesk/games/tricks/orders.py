"""Rank orders and the duty to follow, over any deck.

A `RankOrder` is a small strategy object: which cards are trumps, how every card
ranks, who wins a trick, which cards a hand may play to a trick and, for a
refused card, which duty it breaks. Games differ in their tables (trumps and
plain suits, high to low) and in their duties, which are data: a set of `Duty`.
Sets of cards are bitmasks over the deck's card indices; the duties of every
(card led, card winning) pair are worked out once, so following stays a few
integer operations.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping, Sequence
from typing import NamedTuple

from kopdesk.cards import Card, Deck, Suit, mask_of

TRUMP = 4
"""The group number of the trumps; plain suits use their `Suit` number."""


class Duty(enum.Enum):
    """What a player must play to a trick when he can, strongest first. A game's
    duties are a set of these; each is also the code of a refusal of a card that
    breaks it. When trumps are led the trumps are the suit led: beating in it is
    `BEAT`, following it `PLAY_TRUMP`."""

    BEAT_IN_SUIT = "beat_in_suit"
    """A plain suit is led and still wins the trick: play a card of it that beats."""
    FOLLOW_SUIT = "follow_suit"
    """Play a card of the suit led (a trump, when trumps are led)."""
    BEAT = "beat"
    """Play a card that beats the trick (no card of the suit led, or trumps led)."""
    PLAY_TRUMP = "play_trump"
    """No card of the plain suit led and none that beats: play a trump all the same."""


class Constraint(NamedTuple):
    """The cards a hand may play to a trick and the duty that limits them.

    `duty` is None when the hand may play any card. `to_beat` is the card
    winning the trick, `suit` the plain suit led (None for a trump lead).
    """

    allowed: int
    duty: Duty | None
    to_beat: Card | None
    suit: Suit | None


class RankOrder:
    """One rank order of `deck`: `trumps` high to low and each plain suit high to low,
    written in the deck's notation ("OE OG UE AH"), and the duties to follow."""

    def __init__(
        self, deck: Deck, name: str, trumps: str, plain: Mapping[Suit, str], duties: Iterable[Duty]
    ) -> None:
        self.deck = deck
        self.name = name
        self.duties = frozenset(duties)
        self.trumps = _parse_all(deck, trumps)
        self.plain = {suit: _parse_all(deck, cards) for suit, cards in plain.items()}
        self.trump_mask = mask_of(self.trumps)
        _check_partition(deck, name, self.trumps, self.plain)
        size = len(deck.cards)
        group = [TRUMP] * size
        self._group_mask = {TRUMP: self.trump_mask}
        for suit, cards in self.plain.items():
            self._group_mask[suit] = mask_of(cards)
            for c in cards:
                group[c.index] = suit
        self.group: tuple[int, ...] = tuple(group)
        self.beats: tuple[int, ...] = tuple(self._beaters(c) for c in deck.cards)
        """Per card index: the cards that beat it while it wins a trick."""
        self._sort_keys = tuple(self._sort_key(c) for c in deck.cards)
        self._duties = tuple(
            tuple(self._duties_for(led, best) for best in range(size)) for led in range(size)
        )
        self._asked = tuple(
            tuple(tuple(cards for cards, _code, _suit in steps) for steps in by_best) for by_best in self._duties
        )
        """The cards each of `_duties` asks for, alone: all that `playable` reads."""

    def __repr__(self) -> str:
        return f"<rank order {self.name} of {self.deck.id}>"

    def _beaters(self, winning: Card) -> int:
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

    def _duties_for(self, led: int, best: int) -> tuple[tuple[int, Duty, int], ...]:
        """The duties on a trick led with card `led` and won by `best`, strongest first:
        the cards each asks for, its code, and the suit led when following it would
        ask for the same cards (0 otherwise)."""
        duties = self.duties
        group = self.group[led]
        steps: list[tuple[int, Duty, int]] = []
        if group == TRUMP:
            if Duty.BEAT_IN_SUIT in duties or Duty.BEAT in duties:
                steps.append((self.beats[best], Duty.BEAT, 0))
            if Duty.FOLLOW_SUIT in duties or Duty.PLAY_TRUMP in duties:
                steps.append((self.trump_mask, Duty.PLAY_TRUMP, 0))
            return tuple(steps)
        suit = self._group_mask[group]
        # Beating inside the suit only matters while no trump is in the trick.
        if Duty.BEAT_IN_SUIT in duties and self.group[best] == group:
            steps.append((suit & self.beats[best], Duty.BEAT_IN_SUIT, suit))
        if Duty.FOLLOW_SUIT in duties:
            steps.append((suit, Duty.FOLLOW_SUIT, suit))
        if Duty.BEAT in duties:
            steps.append((self.beats[best], Duty.BEAT, 0))
        if Duty.PLAY_TRUMP in duties:
            steps.append((self.trump_mask, Duty.PLAY_TRUMP, 0))
        return tuple(steps)

    def playable(self, hand: int, led: int, best: int) -> int:
        """What `hand` may play to a trick led with card index `led` and won so far by
        `best`: the cards of `duty`, without the reason, for the hot paths."""
        for cards in self._asked[led][best]:
            allowed = hand & cards
            if allowed:
                return allowed
        return hand

    def duty(self, hand: int, led: int, best: int) -> tuple[int, Duty | None]:
        """What `hand` may play to a trick led with card index `led` and won so far by
        `best`, and the duty that limits it (None: any card)."""
        for cards, code, suit in self._duties[led][best]:
            allowed = hand & cards
            if allowed:
                # When every card of the suit held beats, the duty is just to follow.
                if allowed == hand & suit:
                    return allowed, Duty.FOLLOW_SUIT
                return allowed, code
        return hand, None

    def constraint(self, hand: int, trick: Sequence[int]) -> Constraint:
        """What `hand` (a bitmask) may play to `trick` (card indices in play order)."""
        if not trick:
            return Constraint(hand, None, None, None)
        led, best = trick[0], self.winning_index(trick)
        allowed, duty = self.duty(hand, led, best)
        group = self.group[led]
        return Constraint(allowed, duty, self.deck.cards[best], None if group == TRUMP else Suit(group))

    def allowed(self, hand: int, trick: Sequence[int]) -> int:
        return self.constraint(hand, trick).allowed

    def sort_key(self, c: Card) -> tuple[int, int]:
        """Trumps first in rank order, then the plain suits, each high to low."""
        return self._sort_keys[c.index]

    def _sort_key(self, c: Card) -> tuple[int, int]:
        if self.is_trump(c):
            return (0, self.trumps.index(c))
        return (1 + c.suit, self.plain[c.suit].index(c))


def _parse_all(deck: Deck, texts: str) -> tuple[Card, ...]:
    return tuple(deck.card(t) for t in texts.split())


def _check_partition(deck: Deck, name: str, trumps: tuple[Card, ...], plain: Mapping[Suit, tuple[Card, ...]]) -> None:
    """Every card of the deck listed once, each plain card under its own suit."""
    listed = [*trumps, *(c for cards in plain.values() for c in cards)]
    for c in deck.cards:
        if listed.count(c) != 1:
            raise ValueError(f"rank order {name}: {c} is listed {listed.count(c)} times, not once")
    for suit, cards in plain.items():
        for c in cards:
            if c.suit is not suit:
                raise ValueError(f"rank order {name}: {c} is listed among the plain {suit.name.lower()}")

"""From the shuffled pack to hands, table and talon, by each preset's procedure (the Scopa rules: dealing).

The pack (`deck`) lists the 40 cards in the order they come off it; nothing else is
random. `deal_out` gives the start of a deal; `refill` the three-card rounds of the
games with a talon.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from functools import partial
from operator import attrgetter
from typing import NamedTuple

from kopdesk.cards import Card, mask_of
from kopdesk.games.scopa.cards import CARDS, KINGS
from kopdesk.games.scopa.rules import Dealing, RuleSet

ROUND = 3
"""Cards to each player per round of a talon game."""


class DealError(ValueError):
    """A pack that is not the 40 cards once each, or a dealer who is not a seat."""


class Start(NamedTuple):
    """A deal as dealt: hands per seat and the table as bitmasks, the talon top first."""

    hands: tuple[int, ...]
    table: int
    talon: tuple[Card, ...]

    @property
    def is_void(self) -> bool:
        """Three or four kings on the table: the deal is void if the rules say so (3.4)."""
        return (self.table & KINGS).bit_count() >= 3


def shuffled_deck(rng: random.Random) -> tuple[Card, ...]:
    deck = list(CARDS)
    rng.shuffle(deck)
    return tuple(deck)


_EVERY_CARD = mask_of(CARDS)


def check_deck(deck: Sequence[Card]) -> None:
    """DealError unless `deck` holds the 40 cards once each, naming the cards twice and missing."""
    if len(deck) == len(CARDS) and mask_of(deck) == _EVERY_CARD:
        return
    counts = Counter(deck)
    twice = sorted((c for c, n in counts.items() if n > 1), key=str)
    missing = sorted((c for c in CARDS if c not in counts), key=str)
    parts = [f"{', '.join(map(str, twice))} {'is' if len(twice) == 1 else 'are'} there twice"] if twice else []
    if missing:
        parts.append(f"{', '.join(map(str, missing))} {'is' if len(missing) == 1 else 'are'} missing")
    size = f" (it has {len(deck)})" if len(deck) != len(CARDS) else ""
    raise DealError(f"the deck must hold the 40 cards once each{size}: {' and '.join(parts)}")


def deal_out(rules: RuleSet, dealer: int, deck: Sequence[Card]) -> Start:
    """The hands, table and talon dealt from `deck` by `dealer`."""
    order = rules.active_seats(dealer)
    return deal_by(order, plan_positions(dealing_plan(rules.dealing, len(order)), len(order)), rules.players, deck)


def deal_by(order: Sequence[int], positions: Positions, players: int, deck: Sequence[Card]) -> Start:
    """`deal_out` to the seats in `order` by `positions` (see `plan_positions`), worked out already."""
    # Each mask summed in C (no Python loop over the cards): one a player, the table last.
    card_at = deck.__getitem__
    hands = [0] * players
    for seat, places in zip(order, positions, strict=False):
        hands[seat] = sum(map(_BIT, map(card_at, places)))
    table = sum(map(_BIT, map(card_at, positions[-1])))
    return _start((tuple(hands), table, tuple(deck[sum(map(len, positions)) :])))


Positions = tuple[tuple[int, ...], ...]
"""Per player in order and then the table, the places in the pack of the cards it is dealt."""
_BIT = attrgetter("bit")
_start = partial(tuple.__new__, Start)
"""A `Start` from its fields, made in C (without the Python frame of a named tuple's __new__): one a deal."""


def plan_positions(plan: Sequence[int], players: int) -> Positions:
    """`dealing_plan` turned round: per player in order and the table last, the places of its cards."""
    return tuple(tuple(place for place, to in enumerate(plan) if to == taker) for taker in range(players + 1))


def dealing_plan(dealing: Dealing, players: int) -> tuple[int, ...]:
    """Where each card dealt goes, top of the pack first: the n-th player in order, or
    `players` for the table (the rest is the talon)."""
    plan: list[int] = []
    for step in _procedure(dealing, players):
        if step is None:
            plan += [players] * (1 if dealing is Dealing.TALON else 2)
        else:
            player, count = step
            plan += [player] * count
    return tuple(plan)


def _procedure(dealing: Dealing, players: int) -> list[tuple[int, int] | None]:
    """The dealing steps: (n-th player in order, cards) or None for the table's card(s)."""

    def everyone(count: int) -> list[tuple[int, int] | None]:
        return [(n, count) for n in range(players)]

    if dealing is Dealing.TALON:
        # T, each player, T, each, T, each, T: one card at a time (3.1).
        return [None, *everyone(1), None, *everyone(1), None, *everyone(1), None]
    if dealing is Dealing.THREES:
        return [*everyone(3), None, *everyone(3), None, *everyone(3)]
    return [*everyone(5), *everyone(5)]


def refill(order: Sequence[int], hands: list[int], talon: Sequence[Card], start: int) -> int:
    """Deal a round of three each, one at a time in order, from `talon[start]`; the new start."""
    players = len(order)
    end = start + ROUND * players
    for first, seat in enumerate(order, start):
        # Dealt one at a time, a player's cards lie `players` apart: a slice, its mask summed in C.
        hands[seat] |= sum(map(_BIT, talon[first:end:players]))
    return end

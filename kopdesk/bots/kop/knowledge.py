"""What a seat can infer from its observation, and the hidden layouts that fit it.

Facts come only from the `Observation`: the calls (a wesele caller holds both
black queens; a player who opened the doubling of a normal game cannot hold
both), and the duty to follow (a player whose card would have been illegal
had he held card X does not hold X: who did not beat holds nothing higher).
"""

from __future__ import annotations

import itertools
import math
import random
from dataclasses import dataclass
from functools import cached_property

from kopdesk.bots.kop.solver import bits
from kopdesk.games.kop import (
    CARDS,
    DOUBLE,
    CallKind,
    Card,
    Observation,
    RankOrder,
    RefusalCode,
    Sides,
    Stakes,
    settle_sides,
)
from kopdesk.games.kop.auction import call_refusal
from kopdesk.games.kop.cards import BLACK_QUEENS, mask_of


def tricks_seen(observation: Observation) -> list[tuple[int, tuple[Card, ...]]]:
    """Every trick so far as (leader, cards), the one in progress last."""
    return [(t.leader, t.cards) for t in observation.tricks] + [(observation.leader, observation.trick)]


Layout = tuple[int, int, int, int]
"""The cards each seat still holds, as bitmasks."""


@dataclass(frozen=True)
class Knowledge:
    observation: Observation

    @property
    def seat(self) -> int:
        return self.observation.seat

    @cached_property
    def order(self) -> RankOrder:
        return self.observation.order

    @cached_property
    def hand(self) -> int:
        return mask_of(self.observation.hand)

    @cached_property
    def played(self) -> dict[int, int]:
        """Per seat, the cards it has played."""
        by_seat = dict.fromkeys(range(4), 0)
        for c, seat in self.observation.played_by().items():
            by_seat[seat] |= c.bit
        return by_seat

    @cached_property
    def unseen(self) -> int:
        return mask_of(self.observation.unseen())

    @cached_property
    def counts(self) -> tuple[int, ...]:
        """How many cards each seat still holds."""
        return self.observation.held

    @cached_property
    def must_hold(self) -> dict[int, int]:
        """Cards a seat is known to hold still (a wesele caller's black queens)."""
        must = dict.fromkeys(range(4), 0)
        for made in self.observation.calls:
            if made.call.kind is CallKind.CONTRACT and made.call.contract is not None:
                required = made.call.contract.required_cards
                must[made.seat] |= required & self.unseen
        return must

    @cached_property
    def not_both_queens(self) -> frozenset[int]:
        """Seats whose doubling the rules would have refused to a holder of both black
        queens: opening the doubling with no contract called, where a cicha may not."""
        seats = set()
        for before, made in self.observation.auction.steps():
            if made.call.kind is CallKind.DOUBLE:
                refusal = call_refusal(self.observation.rules, before, BLACK_QUEENS, DOUBLE)
                if refusal is not None and refusal.code is RefusalCode.DOUBLE_CICHA:
                    seats.add(made.seat)
        return frozenset(seats)

    @cached_property
    def cannot_hold(self) -> dict[int, int]:
        """Per seat, unseen cards it cannot hold, from the duty to follow."""
        cannot = dict.fromkeys(range(4), 0)
        order = self.order
        obs = self.observation
        for leader, cards in tricks_seen(obs):
            for position in range(1, len(cards)):
                seat = (leader + position) % 4
                before = tuple(c.index for c in cards[:position])
                played = cards[position]
                for other in self._candidates(seat):
                    if not order.allowed(played.bit | other.bit, before) & played.bit:
                        cannot[seat] |= other.bit
        return {seat: mask & self.unseen for seat, mask in cannot.items()}

    def _candidates(self, seat: int) -> tuple[Card, ...]:
        return tuple(c for c in CARDS if self.unseen & c.bit and seat != self.seat)

    def could_hold(self, seat: int) -> int:
        if seat == self.seat:
            return self.hand
        return self.unseen & ~self.cannot_hold[seat]

    def fits(self, layout: Layout) -> bool:
        """Whether a layout of the other hands agrees with every pair fact."""
        for seat in self.not_both_queens:
            dealt = layout[seat] | self.played[seat]
            if dealt & BLACK_QUEENS == BLACK_QUEENS:
                return False
        return True

    @cached_property
    def seat_options(self) -> dict[int, tuple[int, ...]]:
        """Per unseen card, the seats that may hold it."""
        others = [s for s in range(4) if s != self.seat]
        options = {}
        for index in range(16):
            bit = 1 << index
            if self.unseen & bit:
                owner = [s for s in others if self.must_hold[s] & bit]
                options[index] = tuple(owner) if owner else tuple(
                    s for s in others if not self.cannot_hold[s] & bit
                )
        return options

    def layout_count(self) -> int:
        """An upper bound on the layouts: the ways to fill the hands ignoring facts."""
        left = bin(self.unseen).count("1")
        count = 1
        for seat in range(4):
            if seat != self.seat:
                count *= math.comb(left, self.counts[seat])
                left -= self.counts[seat]
        return count

    def all_layouts(self) -> list[Layout]:
        """Every layout that fits the facts."""
        options = self.seat_options
        others = [s for s in range(4) if s != self.seat]
        found: list[Layout] = []
        first, second, third = others
        pool = bits(self.unseen)
        for hand_a in itertools.combinations(pool, self.counts[first]):
            if not all(first in options[i] for i in hand_a):
                continue
            rest = [i for i in pool if i not in hand_a]
            for hand_b in itertools.combinations(rest, self.counts[second]):
                if not all(second in options[i] for i in hand_b):
                    continue
                hand_c = [i for i in rest if i not in hand_b]
                if not all(third in options[i] for i in hand_c):
                    continue
                layout = [0, 0, 0, 0]
                layout[self.seat] = self.hand
                layout[first] = _mask(hand_a)
                layout[second] = _mask(hand_b)
                layout[third] = _mask(hand_c)
                if self.fits(tuple(layout)):  # type: ignore[arg-type]
                    found.append(tuple(layout))  # type: ignore[arg-type]
        return found

    def sample(self, rng: random.Random, tries: int = 200) -> Layout | None:
        """One random layout that fits the facts; None if none was found."""
        for _ in range(tries):
            layout = self._free_deal(rng) if self._all_free else self._dealt_by_options(rng)
            if layout is not None and self.fits(layout):
                return layout
        return None

    @cached_property
    def _all_free(self) -> bool:
        """Whether every unseen card may lie with any other seat: in the auction, unless a wesele was called."""
        return all(len(seats) == 3 for seats in self.seat_options.values())

    def _free_deal(self, rng: random.Random) -> Layout:
        """The unseen cards shuffled and dealt: a uniform layout when any card may lie anywhere."""
        pool = list(bits(self.unseen))
        rng.shuffle(pool)
        layout = [0, 0, 0, 0]
        layout[self.seat] = self.hand
        start = 0
        for seat in range(4):
            if seat != self.seat:
                layout[seat] = _mask(pool[start : start + self.counts[seat]])
                start += self.counts[seat]
        return tuple(layout)  # type: ignore[return-value]

    def _dealt_by_options(self, rng: random.Random) -> Layout | None:
        """The unseen cards given out one by one, most constrained first, each to a seat
        that may hold it, as likely as it has room left; None if the cards ran into a dead end."""
        options = self.seat_options
        order = sorted(options, key=lambda i: (len(options[i]), rng.random()))
        room = list(self.counts)
        layout = [0, 0, 0, 0]
        layout[self.seat] = self.hand
        for index in order:
            seats = [s for s in options[index] if room[s] > 0]
            if not seats:
                return None
            seat = seats[0] if len(seats) == 1 else _pick(rng, seats, room)
            room[seat] -= 1
            layout[seat] |= 1 << index
        return tuple(layout)  # type: ignore[return-value]


def _pick(rng: random.Random, seats: list[int], room: list[int]) -> int:
    """One of `seats`, each as likely as it has room left (rng.choices, but faster)."""
    ticket = rng.random() * sum(room[s] for s in seats)
    for seat in seats:
        ticket -= room[seat]
        if ticket < 0:
            return seat
    return seats[-1]


def _mask(indices: tuple[int, ...] | list[int]) -> int:
    mask = 0
    for i in indices:
        mask |= 1 << i
    return mask



def dealt(knowledge: Knowledge, layout: Layout) -> Layout:
    """The hands as dealt in a layout: held cards plus those played."""
    return tuple(layout[s] | knowledge.played[s] for s in range(4))  # type: ignore[return-value]


def sides_in(knowledge: Knowledge, layout: Layout) -> Sides:
    """The sides if `layout` is the truth."""
    obs = knowledge.observation
    return settle_sides(obs.rules, obs.auction, dealt(knowledge, layout))


def stakes_in(knowledge: Knowledge, layout: Layout) -> Stakes:
    obs = knowledge.observation
    return Stakes.of(obs.rules, sides_in(knowledge, layout), obs.auction, obs.in_bok_round)

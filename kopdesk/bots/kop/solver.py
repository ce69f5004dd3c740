"""Exact play with all cards open: alpha-beta over bitmask hands.

Four tricks of four cards make a small tree. Hands are bitmasks over
`Card.index`; which cards may be played comes from the engine's `RankOrder`
(its `constraint` and `beats` tables), cached per (hand, card led, card
winning), so the follow rules are never re-derived here. Values are the
units of one old player (see the engine's `Stakes`); the old maximise, the young
minimise. A transposition table at trick boundaries stores bounds, and a
position whose units the cards left cannot change is not searched further.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import NamedTuple

from kopdesk.bots.bounds import probe
from kopdesk.games.kop import CARDS, RankOrder

POINTS = tuple(c.points for c in CARDS)
TRICKS = 4
# Per byte of a mask, made once: a lookup per byte instead of a memo that grows.
_LOW_BITS = tuple(tuple(i for i in range(8) if byte >> i & 1) for byte in range(256))
_HIGH_BITS = tuple(tuple(i + 8 for i in low) for low in _LOW_BITS)
_LOW_POINTS = tuple(sum(POINTS[i] for i in low) for low in _LOW_BITS)
_HIGH_POINTS = tuple(sum(POINTS[i] for i in high) for high in _HIGH_BITS)


def bits(mask: int) -> tuple[int, ...]:
    """The card indices in `mask`, low to high."""
    return _LOW_BITS[mask & 0xFF] + _HIGH_BITS[mask >> 8]


def mask_points(mask: int) -> int:
    """The card points of the cards in `mask`."""
    return _LOW_POINTS[mask & 0xFF] + _HIGH_POINTS[mask >> 8]


class Rules:
    """The follow duty and trick winner of one rank order, as bitmasks. Holds nothing
    that grows: a memo of `allowed` missed a third of the time in club play and cost
    more than the order's duty table it saved a look at."""

    def __init__(self, order: RankOrder) -> None:
        self.order = order
        self.beats = order.beats
        self._duty = order.duty
        # Strongest first: trumps high to low, then plain cards high to low.
        strength = sorted(range(16), key=lambda i: order.sort_key(CARDS[i]))
        self.strength_rank = tuple(strength.index(i) for i in range(16))

    def allowed(self, hand: int, led: int, best: int) -> int:
        """What `hand` may play to a trick led with `led` and won so far by `best`."""
        return self._duty(hand, led, best)[0]


class Payoff(NamedTuple):
    """`table[old_tricks][old_points]`: the units of one old player, with their least and
    greatest (the search's first window), kept together so that a solver per layout is cheap."""

    table: Sequence[Sequence[int]]
    low: int
    high: int

    @classmethod
    def of(cls, table: Sequence[Sequence[int]]) -> Payoff:
        return cls(table, min(min(row) for row in table), max(max(row) for row in table))


Reach = dict[tuple[int, int, int, int], tuple[int, int]]
"""(old points, old tricks, tricks done, points left) → the least and greatest units still reachable."""


class ReachMemo:
    """The reachable units of each payoff table, shared by the solvers of one decision: its
    layouts are solved under a few tables, and working out what a table can still give,
    trick after trick, cost a solver a tenth of its time when each kept its own.
    Owned by one decision; holds at most one entry per table and position of the points."""

    def __init__(self) -> None:
        self._by_table: dict[int, tuple[Payoff, Reach]] = {}

    def of(self, payoff: Payoff) -> Reach:
        """The memo of `payoff`'s table (kept with the table, so that its id is not reused)."""
        found = self._by_table.get(id(payoff))
        if found is None:
            found = self._by_table[id(payoff)] = (payoff, {})
        return found[1]


class Solver:
    """Values of every legal card for the seat to move, in one fully open layout."""

    def __init__(self, rules: Rules, payoff: Payoff, old: Collection[int], reach: Reach | None = None) -> None:
        self.rules = rules
        self.table = payoff.table
        self.is_old = tuple(seat in old for seat in range(4))
        self.nodes = 0
        self._tt: dict[tuple[int, ...], tuple[int, int]] = {}
        self._low = payoff.low
        self._high = payoff.high
        self._reach = {} if reach is None else reach

    def card_values(
        self, hands: list[int], leader: int, trick: Sequence[int], old_points: int, old_tricks: int,
        tricks_done: int,
    ) -> dict[int, int]:
        """The old player's units after each card the seat to move may play (exact)."""
        seat = (leader + len(trick)) % 4
        values = {}
        for index in bits(self._legal(hands[seat], trick)):
            values[index] = self._play(
                hands, leader, tuple(trick), index, old_points, old_tricks, tricks_done,
                self._low, self._high,
            )
        return values

    def value(self, hands: list[int], leader: int) -> int:
        """The old player's units with best play from the first lead (exact)."""
        return self._trick_start(hands, leader, 0, 0, 0, self._low, self._high)

    def _legal(self, hand: int, trick: Sequence[int]) -> int:
        if not trick:
            return hand
        best = trick[0]
        beats = self.rules.beats
        for index in trick[1:]:
            if (1 << index) & beats[best]:
                best = index
        return self.rules.allowed(hand, trick[0], best)

    def _play(
        self, hands: list[int], leader: int, trick: tuple[int, ...], index: int, old_points: int,
        old_tricks: int, done: int, alpha: int, beta: int,
    ) -> int:
        seat = (leader + len(trick)) % 4
        hands[seat] &= ~(1 << index)
        trick = (*trick, index)
        try:
            if len(trick) < 4:
                return self._search(hands, leader, trick, old_points, old_tricks, done, alpha, beta)
            best = trick[0]
            beats = self.rules.beats
            for card in trick[1:]:
                if (1 << card) & beats[best]:
                    best = card
            winner = (leader + trick.index(best)) % 4
            if self.is_old[winner]:
                old_points += POINTS[trick[0]] + POINTS[trick[1]] + POINTS[trick[2]] + POINTS[trick[3]]
                old_tricks += 1
            if done == 3:
                return self.table[old_tricks][old_points]
            return self._trick_start(hands, winner, old_points, old_tricks, done + 1, alpha, beta)
        finally:
            hands[seat] |= 1 << index

    def _reachable(self, hands: list[int], old_points: int, old_tricks: int, done: int) -> tuple[int, int]:
        """The least and greatest units the cards left can still give: a lone game is
        often decided a trick or two early, and then nothing below needs searching."""
        left = mask_points(hands[0] | hands[1] | hands[2] | hands[3])
        key = (old_points, old_tricks, done, left)
        found = self._reach.get(key)
        if found is None:
            rows = self.table[old_tricks:old_tricks + TRICKS - done + 1]
            cells = [v for row in rows for v in row[old_points:old_points + left + 1]]
            found = self._reach[key] = min(cells), max(cells)
        return found

    def _trick_start(
        self, hands: list[int], leader: int, old_points: int, old_tricks: int, done: int,
        alpha: int, beta: int,
    ) -> int:
        least, most = self._reachable(hands, old_points, old_tricks, done)
        if least == most or least >= beta:
            return least
        if most <= alpha:
            return most
        if done == TRICKS - 1:
            return self._last_trick(hands, leader, old_points, old_tricks)
        key = (hands[0], hands[1], hands[2], hands[3], leader, old_points, old_tricks)
        stored = self._tt.get(key)
        if stored is None:
            low, high = self._low, self._high
        else:
            low, high = stored
            known, alpha, beta = probe(stored, alpha, beta)
            if known is not None:
                return known
        value = self._search(hands, leader, (), old_points, old_tricks, done, alpha, beta)
        if value <= alpha:
            high = value
        elif value >= beta:
            low = value
        else:
            low = high = value
        self._tt[key] = (low, high)
        return value

    def _last_trick(self, hands: list[int], leader: int, old_points: int, old_tricks: int) -> int:
        """The last trick plays itself, each hand holding one card: its value, as one node
        (searched card by card, it took four and most of the nodes of a search)."""
        self.nodes += 1
        beats = self.rules.beats
        best = hands[leader].bit_length() - 1
        winner = leader
        for offset in (1, 2, 3):
            seat = (leader + offset) % 4
            card = hands[seat].bit_length() - 1
            if (1 << card) & beats[best]:
                best, winner = card, seat
        if self.is_old[winner]:
            old_points += mask_points(hands[0] | hands[1] | hands[2] | hands[3])
            old_tricks += 1
        return self.table[old_tricks][old_points]

    def _search(
        self, hands: list[int], leader: int, trick: tuple[int, ...], old_points: int,
        old_tricks: int, done: int, alpha: int, beta: int,
    ) -> int:
        self.nodes += 1
        seat = (leader + len(trick)) % 4
        moves = bits(self._legal(hands[seat], trick))
        if len(moves) > 2:
            moves = tuple(sorted(moves, key=self.rules.strength_rank.__getitem__))
        if self.is_old[seat]:
            value = self._low
            for index in moves:
                value = max(value, self._play(hands, leader, trick, index, old_points, old_tricks, done, alpha, beta))
                if value >= beta:
                    return value
                alpha = max(alpha, value)
            return value
        value = self._high
        for index in moves:
            value = min(value, self._play(hands, leader, trick, index, old_points, old_tricks, done, alpha, beta))
            if value <= alpha:
                return value
            beta = min(beta, value)
        return value

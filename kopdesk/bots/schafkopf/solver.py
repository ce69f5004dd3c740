"""Exact play with all cards open: alpha-beta on card points over bitmask hands.

The value of a position is the card points that the scoring seats take from here on
(the current trick included); the maximising seats play for it, the others against.
Cards of one hand that are next to each other in their group's rank order once the
cards of finished tricks are gone, and worth the same points, are one move (the
partition of equivalent cards). A transposition table at trick starts, keyed by the
cards left, the leader and whether the called ace's holder ran away, keeps bounds.
Zweier's stacks are modelled: a card under another is playable once the trick in
which its cover fell is over. Seats that cannot know the sides yet may be modelled as
club players in the first tricks searched (`Solver.club_seats`): each leads and follows
with the one card the club player would, by the same rules on masks (`club_lead`,
`club_follow`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TypeVar

from kopdesk.bots.bounds import probe
from kopdesk.bots.schafkopf.club import CHEAP_TAKE, WORTH_TAKING, throw_cost
from kopdesk.cards import mask_of
from kopdesk.games.schafkopf.deal import called_ace_allowed
from kopdesk.games.tricks import TRUMP, RankOrder

T = TypeVar("T", int, float)


class Exhausted(Exception):
    """The node budget ran out before the search finished."""


@dataclass(frozen=True, slots=True)
class CalledAce:
    """A Sauspiel's called ace as the solver needs it: its bit, the plain cards of its
    suit, and whether it may be thrown on another class (house rule)."""

    ace: int
    suit: int
    discard: bool


_PLAIN_WEIGHTS = {0: 1.0, 1: 0.5}
"""The highest card of a plain suit and the next (the ace and the ten, or in German
Schafkopf the king), towards taking tricks; the others 0.1."""


class Table:
    """What one rank order says about each card, as tuples over card indices."""

    def __init__(self, order: RankOrder) -> None:
        cards = order.deck.cards
        assert len(cards) <= 8 * _BYTES
        self.order = order
        self.all = order.deck.all
        self.duty = order.duty
        self.beats = order.beats
        self.points = tuple(c.points for c in cards)
        above: list[tuple[int, ...]] = [()] * len(cards)
        place = [0] * len(cards)
        for group in (order.trumps, *order.plain.values()):
            for position, c in enumerate(group):
                above[c.index] = tuple(h.index for h in reversed(group[:position]))
                place[c.index] = position
        trumps = len(order.trumps)
        self.weight = tuple(
            1 + (trumps - place[c.index]) / trumps if order.is_trump(c) else _PLAIN_WEIGHTS.get(place[c.index], 0.1)
            for c in cards
        )
        """Per card: how much it is worth towards taking tricks, for the estimate past the horizon
        (a plain card by its place in its suit: German Schafkopf's ten ranks below the queen)."""
        self.strength = tuple(order.sort_key(c) for c in cards)
        """Per card: its rank across the groups, the strongest least (trumps first)."""
        self.throw_cost = tuple(throw_cost(order, c) for c in cards)
        self.above = tuple(above)
        """Per card: the higher cards of its group, nearest first."""
        self.place = tuple(place)
        """Per card: its position in its group, 0 the highest."""
        self.suits = tuple(mask_of(group) for group in order.plain.values())
        """The plain suits as masks."""
        self.aces = sum(1 << group[0].index for group in order.plain.values())
        """The highest card of each plain suit (its ace) as a mask."""
        self.weight_of = _byte_sums(self.weight)
        self.points_of = _byte_sums(self.points)
        """Per byte of a hand's mask (`_BYTES` of them): the weight, and the card points, of
        its cards, so that a hand is summed in a few look-ups (the estimate's hot path)."""


_BYTES = 4
"""Bytes of a card mask summed by look-up: the 32 cards of the Schafkopf pack."""


def _byte_sums(values: tuple[T, ...]) -> tuple[tuple[T, ...], ...]:
    """Per byte of a mask: the sum of `values` over each of its 256 subsets."""
    zero = 0 * values[0]
    sums = []
    for start in range(0, 8 * _BYTES, 8):
        part = values[start : start + 8]
        sums.append(tuple(sum((v for b, v in enumerate(part) if byte >> b & 1), zero) for byte in range(256)))
    return tuple(sums)


def summed(table: tuple[tuple[T, ...], ...], mask: int) -> T:
    """The sum over the cards of `mask` of the values `table` was made from (`_byte_sums`)."""
    return table[0][mask & 255] + table[1][mask >> 8 & 255] + table[2][mask >> 16 & 255] + table[3][mask >> 24]


@lru_cache(maxsize=128)  # the engine makes a few dozen orders in all (games/schafkopf/orders.py)
def table_for(order: RankOrder) -> Table:
    return Table(order)


_INDICES = tuple(
    tuple(tuple(start + b for b in range(8) if byte >> b & 1) for byte in range(256))
    for start in range(0, 8 * _BYTES, 8)
)
"""Per byte of a mask and each value of it: the card indices it holds."""


def bits(mask: int) -> list[int]:
    """The card indices in `mask`, lowest first."""
    i = _INDICES
    return [*i[0][mask & 255], *i[1][mask >> 8 & 255], *i[2][mask >> 16 & 255], *i[3][mask >> 24]]


class Solver:
    """One layout solved exactly. `maximisers` and `scorers` are seat bitmasks: in a
    game of sides both are the side one plays for; in a Ramsch a seat maximises what
    the others take. `under` maps a Zweier stack's top card to the bit beneath it."""

    def __init__(
        self,
        order: RankOrder,
        seats: int,
        maximisers: int,
        scorers: int,
        called: CalledAce | None = None,
        under: dict[int, int] | None = None,
        budget: int = 1 << 60,
        horizon: int = 99,
        club_seats: int = 0,
        club_tricks: int = 1,
    ) -> None:
        self.t = table_for(order)
        self.seats = seats
        self.maximisers = maximisers
        self.scorers = scorers
        self.called = called
        self.under = under or {}
        self.budget = budget
        self.horizon = horizon
        """Tricks to search, the one in progress included; past them, an estimate (`_estimate`)."""
        self.club_seats = club_seats
        """Seats (a mask) that lead and follow as club players do, not knowing the sides, in
        the first `club_tricks` tricks (the one in progress included)."""
        self.club_until = horizon - club_tricks
        self.nodes = 0
        self.memo: dict[tuple[int, int, bool], tuple[int, int]] = {}
        self.hands: list[int] = []
        self.hidden = 0
        self.gone = 0
        self.ran_away = False
        self.in_trick = 0

    def card_values(
        self,
        hands: list[int],
        hidden: int,
        leader: int,
        trick: tuple[int, ...],
        ran_away: bool = False,
    ) -> dict[int, int]:
        """Card index → what the scorers take from here on when the seat to move plays it.
        `hands` per seat (Zweier: face-down cards included, `hidden` marks them); `trick`
        the card indices of the trick in progress. Raises Exhausted past the budget."""
        t = self.t
        self.hands = list(hands)
        self.hidden = hidden
        self.ran_away = ran_away
        held = 0
        for hand in hands:
            held |= hand
        self.gone = self.t.all & ~held & ~sum(1 << c for c in trick)
        best, best_seat, points = -1, leader, 0
        for position, c in enumerate(trick):
            if position == 0 or t.beats[best] >> c & 1:
                best, best_seat = c, (leader + position) % self.seats
            points += t.points[c]
        self.in_trick = sum(1 << c for c in trick)
        seat = (leader + len(trick)) % self.seats
        led = trick[0] if trick else -1
        allowed = self._allowed(seat, len(trick), led, best)
        values: dict[int, int] = {}
        for c in self._moves(allowed, seat, len(trick), best, best_seat, points):
            values[c] = self._child(seat, len(trick), led, best, best_seat, points, c, -1, 1000)
        for c in bits(allowed):
            twin = c
            while twin not in values:
                twin = self._twin_above(twin, allowed)
            values[c] = values[twin]
        return values

    def _twin_above(self, c: int, allowed: int) -> int:
        """The next higher card equivalent to `c` (-1 if none): in `allowed`, worth the same,
        with only finished tricks' cards between them (and, in Zweier, neither on a stack)."""
        gone, points, under = self.gone, self.t.points, self.under
        for h in self.t.above[c]:
            if gone >> h & 1:
                continue
            if allowed >> h & 1 and points[h] == points[c] and h not in under and c not in under:
                return h
            return -1
        return -1

    def _allowed(self, seat: int, position: int, led: int, best: int) -> int:
        hand = self.hands[seat]
        playable = hand & ~self.hidden
        allowed = self.t.duty(playable, led, best)[0] if position else playable
        called = self.called
        if called is not None and hand & called.ace and not self.ran_away:
            allowed = called_ace_allowed(
                hand, allowed, (1 << led) if position else 0, called.ace, called.suit, called.discard
            )
        return allowed

    def _moves(self, allowed: int, seat: int, position: int, best: int, best_seat: int, points: int) -> list[int]:
        """One card per class of equivalent cards, likeliest best first (a club seat's one card:
        not the root's, whose seat is never a club seat)."""
        t = self.t
        if self.club_seats >> seat & 1 and self.horizon > self.club_until:
            if position:
                seen = self.hands[seat] | self.gone | self.in_trick
                return [club_follow(t, allowed, seen, best, points, position + 1 == self.seats)]
            return [club_lead(t, allowed)]
        worth = t.points
        moves = [c for c in bits(allowed) if self._twin_above(c, allowed) < 0]
        if len(moves) > 1:
            if position == 0:
                moves.sort(key=t.place.__getitem__)
            else:
                same = (self.maximisers >> seat & 1) == (self.maximisers >> best_seat & 1)
                beats = t.beats[best]
                if same:
                    moves.sort(key=lambda c: (20 if beats >> c & 1 else 0) - worth[c])
                else:
                    moves.sort(key=lambda c: -worth[c] if beats >> c & 1 else 20 + worth[c])
        return moves

    def _trick_start(self, leader: int, alpha: int, beta: int) -> int:
        held = 0
        for hand in self.hands:
            held |= hand
        if not held:
            return 0
        if self.horizon <= 0:
            return self._estimate()
        key = (held, leader, self.ran_away)
        entry = self.memo.get(key)
        if entry is not None:
            known, alpha, beta = probe(entry, alpha, beta)
            if known is not None:
                return known
        start_alpha, start_beta = alpha, beta
        value = self._play(leader, 0, -1, -1, leader, 0, alpha, beta)
        low, high = entry if entry is not None else (0, 1000)
        if value <= start_alpha:
            high = min(high, value)
        elif value >= start_beta:
            low = max(low, value)
        else:
            low = high = value
        self.memo[key] = (low, high)
        return value

    def _estimate(self) -> int:
        """The points left shared by the strength of the hands (trumps high, then aces and tens):
        the scorers' share of the weights held."""
        t = self.t
        total = ours = 0.0
        held = 0
        for seat, hand in enumerate(self.hands):
            weight = summed(t.weight_of, hand)
            total += weight
            if self.scorers >> seat & 1:
                ours += weight
            held |= hand
        points = summed(t.points_of, held)
        return round(points * ours / total) if total else points // 2

    def _play(
        self, seat: int, position: int, led: int, best: int, best_seat: int, points: int, alpha: int, beta: int
    ) -> int:
        self.nodes += 1
        if self.nodes > self.budget:
            raise Exhausted
        allowed = self._allowed(seat, position, led, best)
        maximising = self.maximisers >> seat & 1
        value = -1 if maximising else 1000
        for c in self._moves(allowed, seat, position, best, best_seat, points):
            v = self._child(seat, position, led, best, best_seat, points, c, alpha, beta)
            if maximising:
                if v > value:
                    value = v
                    alpha = max(alpha, v)
            elif v < value:
                value = v
                beta = min(beta, v)
            if alpha >= beta:
                break
        return value

    def _child(
        self,
        seat: int,
        position: int,
        led: int,
        best: int,
        best_seat: int,
        points: int,
        c: int,
        alpha: int,
        beta: int,
    ) -> int:
        """Play card `c` for `seat` and search on; the state is as it was afterwards."""
        t = self.t
        bit = 1 << c
        hand = self.hands[seat]
        ran_away, in_trick = self.ran_away, self.in_trick
        called = self.called
        if position == 0 and called is not None and hand & called.ace and bit & called.suit and bit != called.ace:
            self.ran_away = True
        self.hands[seat] = hand & ~bit
        if position == 0:
            led, best, best_seat = c, c, seat
        elif t.beats[best] & bit:
            best, best_seat = c, seat
        points += t.points[c]
        self.in_trick = in_trick | bit
        try:
            if position + 1 < self.seats:
                return self._play((seat + 1) % self.seats, position + 1, led, best, best_seat, points, alpha, beta)
            won = points if self.scorers >> best_seat & 1 else 0
            hidden, gone = self.hidden, self.gone
            for played in bits(self.in_trick):
                self.hidden &= ~self.under.get(played, 0)
            self.gone = gone | self.in_trick
            self.in_trick = 0
            self.horizon -= 1
            try:
                return won + self._trick_start(best_seat, alpha - won, beta - won)
            finally:
                self.hidden, self.gone = hidden, gone
                self.horizon += 1
        finally:
            self.hands[seat] = hand
            self.ran_away, self.in_trick = ran_away, in_trick


def club_lead(t: Table, allowed: int) -> int:
    """The card a club player who knows no partner leads (`club.club_lead`): a plain ace,
    else the card cheapest to throw of his shortest plain suit, else his lowest trump."""
    aces = allowed & t.aces
    if aces:
        return bits(aces)[0]
    suits = [allowed & suit for suit in t.suits if allowed & suit]
    if suits:
        shortest = min(suits, key=lambda suit: (suit.bit_count(), suit & -suit))
        return min(bits(shortest), key=t.throw_cost.__getitem__)
    return max(bits(allowed), key=t.strength.__getitem__)


def club_follow(t: Table, allowed: int, seen: int, best: int, points: int, last: bool) -> int:
    """The card a club player who knows no partner follows with (`club.club_follow`): the
    least that takes the trick when last or with `CHEAP_TAKE` points on it, the highest
    card still out (of those of `seen`'s complement) if the trick is worth it or it is a
    plain card, else the card cheapest to throw that lets the trick go."""
    beaters = bits(allowed & t.beats[best])
    if beaters:
        top = min(beaters, key=t.strength.__getitem__)
        weakest = max(beaters, key=t.strength.__getitem__)
        if last:
            return weakest
        master = all(seen >> h & 1 for h in t.above[top])
        if master and (points >= WORTH_TAKING or t.order.group[top] != TRUMP):
            return top
        if points >= CHEAP_TAKE:
            return weakest
    others = allowed & ~t.beats[best] or allowed
    return min(bits(others), key=t.throw_cost.__getitem__)

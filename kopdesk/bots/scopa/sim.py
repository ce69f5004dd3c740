"""A deal of Scopa on bare integers, for the master's playouts: the engine's rules
without its events, checks, history and card objects.

A card is its bit (`1 << index`), a move a pair (card bit, bitmask taken), a pass
`(0, 0)`. Capture sets are kept in a bounded cache of the owner's; under a house rule
on capturing they come from the engine's `capture_sets`. The default rule, the flow of a
deal (rounds from the talon, `deal_one_card`, the last card, the leftover) and the
points are written again here for speed and checked against the engine in
tests/bots/scopa/test_sim.py.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from kopdesk.cards import Card, mask_of
from kopdesk.games.scopa import Deal, Move, Observation, RuleSet, capture_sets
from kopdesk.games.scopa.cards import ACES, CARDS, DENARI, PRIMIERA, RE_BELLO, SETTEBELLO, SEVENS_MASKS, VALUE
from kopdesk.games.scopa.dealing import ROUND
from kopdesk.games.scopa.moves import Action
from kopdesk.games.scopa.rules import Assi, CaptureRule, MissingSuit, PrimieraRule

SimMove = tuple[int, int]
"""(bit of the card played, bitmask of the table cards taken); PASS_MOVE keeps a drawn card."""
PASS_MOVE: SimMove = (0, 0)
SUIT_BITS = 10
SUIT_PATTERN = (1 << SUIT_BITS) - 1
ALL_CARDS = (1 << len(CARDS)) - 1


def _pattern_table(per_rank: Sequence[int], combine: str) -> tuple[int, ...]:
    """For each pattern of a suit's ten cards: the sum or the best of `per_rank`."""
    table = []
    for pattern in range(1 << SUIT_BITS):
        values = [per_rank[r] for r in range(SUIT_BITS) if pattern >> r & 1]
        table.append(sum(values) if combine == "sum" else max(values, default=0))
    return tuple(table)


VALUE_SUM = _pattern_table(range(1, SUIT_BITS + 1), "sum")
"""Capture values of a suit's cards added up, by the suit's ten-bit pattern."""
PRIMIERA_BEST = _pattern_table(PRIMIERA[:SUIT_BITS], "max")
"""The best primiera value of a suit's cards, by pattern (0: the suit is missing)."""


RANK_MASKS = tuple(sum(1 << (suit * SUIT_BITS + rank) for suit in range(4)) for rank in range(SUIT_BITS))
"""The four cards of each rank, by the rank's position in a suit (capture value less one)."""
LOWER_MASKS = tuple(sum(RANK_MASKS[: max(value - 1, 0)]) for value in range(SUIT_BITS + 1))
"""The cards of a capture value below each value."""


def table_sum(mask: int) -> int:
    sums = VALUE_SUM
    return sums[mask & 1023] + sums[mask >> 10 & 1023] + sums[mask >> 20 & 1023] + sums[mask >> 30 & 1023]


def bits_of(mask: int) -> list[int]:
    found = []
    while mask:
        low = mask & -mask
        found.append(low)
        mask ^= low
    return found


class SetsCache:
    """Capture sets by (capture value, table): a card's sets depend on nothing else. Bounded."""

    __slots__ = ("_sets", "limit", "plain", "rules")

    def __init__(self, rules: RuleSet, limit: int = 100_000) -> None:
        self.rules = rules
        self.plain = rules.capture_rule is CaptureRule.EQUAL_FIRST and not rules.quindici and rules.assi is Assi.OFF
        """The default capture rule: an equal card, else cards adding up to the card's value."""
        self._sets: dict[int, tuple[int, ...]] = {}
        self.limit = limit

    def sets(self, bit: int, table: int) -> tuple[int, ...]:
        if not table:
            return ()
        index = bit.bit_length() - 1
        key = table * SUIT_BITS + index % SUIT_BITS
        found = self._sets.get(key)
        if found is None:
            if len(self._sets) >= self.limit:
                self._sets.clear()
            found = self._sets[key] = self._compute(index, table)
        return found

    def _compute(self, index: int, table: int) -> tuple[int, ...]:
        if not self.plain:
            return capture_sets(self.rules, CARDS[index], table)
        # The default rule, as the engine's but on bare integers: an equal card, else sums of two or more.
        rank = index % SUIT_BITS
        equal = table & RANK_MASKS[rank]
        return tuple(bits_of(equal)) if equal else sums_to(table, rank + 1)


def sums_to(table: int, target: int) -> tuple[int, ...]:
    """Every set of table cards whose capture values add up to `target` (none equals it)."""
    cards = [(b, VALUE[b.bit_length() - 1]) for b in bits_of(table & LOWER_MASKS[target])]
    found: list[int] = []

    def extend(start: int, left: int, chosen: int) -> None:
        for position in range(start, len(cards)):
            bit, value = cards[position]
            if value == left:
                found.append(chosen | bit)
            elif value < left:
                extend(position + 1, left - value, chosen | bit)

    extend(0, target, 0)
    return tuple(found)


class Sim:
    """One deal from some point on, every card known (a layout the master imagined, or the truth)."""

    __slots__ = (
        "cache",
        "captured",
        "drawn",
        "following",
        "hands",
        "last_capture",
        "order",
        "rules",
        "scope",
        "seat",
        "side_of",
        "table",
        "talon",
        "talon_at",
    )  # fmt: skip

    def __init__(
        self, cache: SetsCache, order: tuple[int, ...], side_of: tuple[int, ...], hands: list[int], table: int,
        talon: tuple[int, ...], captured: list[int], scope: list[int], last_capture: int | None,
        seat: int | None, drawn: int,
    ) -> None:  # fmt: skip
        self.rules = cache.rules
        self.cache = cache
        self.order = order
        self.following = {seat: order[i + 1 :] + order[: i + 1] for i, seat in enumerate(order)}
        """The seats after each, in order, itself last."""
        self.side_of = side_of
        self.hands = hands
        self.table = table
        self.talon = talon
        """The talon's cards still to come, top first, as bits."""
        self.talon_at = 0
        self.captured = captured
        self.scope = scope
        self.last_capture = last_capture
        self.seat = seat
        self.drawn = drawn
        """deal_one_card: the bit of the card just drawn that may capture at once."""

    @classmethod
    def of(cls, cache: SetsCache, observation: Observation, hands: list[int], talon: tuple[int, ...]) -> Sim:
        """The deal `observation` sees, with the hidden cards laid out as `hands` and `talon`."""
        rules = observation.rules
        side_of = tuple(next(i for i, side in enumerate(observation.sides) if seat in side)
                        for seat in range(rules.players))  # fmt: skip
        return cls(
            cache, rules.active_seats(observation.dealer), side_of, hands, _mask(observation.table), talon,
            [_mask(pile) for pile in observation.captured], list(observation.scope), observation.last_capture,
            observation.to_move, observation.drawn.bit if observation.drawn is not None else 0,
        )  # fmt: skip

    @classmethod
    def of_deal(cls, cache: SetsCache, deal: Deal) -> Sim:
        """The true deal, every card where it is (for the oracle and the tests)."""
        observation = deal.observation(deal.to_move if deal.to_move is not None else 0)
        hands = [_mask(deal.hand(seat)) for seat in range(deal.rules.players)]
        return cls.of(cache, observation, hands, tuple(c.bit for c in deal.talon))

    def copy(self) -> Sim:
        other = object.__new__(Sim)
        for name in Sim.__slots__:
            setattr(other, name, getattr(self, name))
        other.hands = list(self.hands)
        other.captured = list(self.captured)
        other.scope = list(self.scope)
        return other

    # -- moves -------------------------------------------------------------------

    def moves(self) -> list[SimMove]:
        """The legal moves of the seat to move, as the engine lists them."""
        seat = self.seat
        if seat is None:
            return []
        if self.drawn:
            return [(self.drawn, s) for s in self.cache.sets(self.drawn, self.table)] + [PASS_MOVE]
        found: list[SimMove] = []
        for bit in bits_of(self.hands[seat]):
            sets = self.cache.sets(bit, self.table)
            if sets:
                found.extend((bit, s) for s in sets)
            else:
                found.append((bit, 0))
        return found

    def apply(self, move: SimMove) -> None:
        seat = self.seat
        assert seat is not None
        card, take = move
        self.drawn = 0
        if not card:
            self._next_turn(seat)
            return
        self.hands[seat] &= ~card
        if not take:
            self.table |= card
        else:
            self._capture(seat, card, take)
        self._after_move(seat)

    def _capture(self, seat: int, card: int, take: int) -> None:
        rules = self.rules
        sweep = rules.assi is not Assi.OFF and bool(card & ACES) and not self.table & ACES
        self.table &= ~take
        side = self.side_of[seat]
        self.captured[side] |= take | card
        self.last_capture = side
        if self.table:
            return
        last_card = not any(self.hands) and self.talon_at == len(self.talon)
        if not (sweep and rules.assi is Assi.NO_SCOPA) and (rules.last_card_scopa or not last_card):
            self.scope[side] += 1

    def _after_move(self, seat: int) -> None:
        if not self.rules.deal_one_card or self.hands[seat] or self.talon_at == len(self.talon):
            self._next_turn(seat)
            return
        drawn = self.talon[self.talon_at]
        self.talon_at += 1
        self.hands[seat] |= drawn
        if self.cache.sets(drawn, self.table):
            self.drawn = drawn
        else:
            self._next_turn(seat)

    def _next_turn(self, seat: int) -> None:
        hands, order = self.hands, self.order
        if not any(hands):
            if self.talon_at == len(self.talon):
                self._finish()
                return
            for _ in range(ROUND):
                for s in order:
                    hands[s] |= self.talon[self.talon_at]
                    self.talon_at += 1
            self.seat = order[0]
            return
        for candidate in self.following[seat]:
            if hands[candidate]:
                self.seat = candidate
                return

    def _finish(self) -> None:
        self.seat = None
        if self.last_capture is not None:
            self.captured[self.last_capture] |= self.table
            self.table = 0

    # -- the score -----------------------------------------------------------------

    def points(self) -> list[int]:
        """Each side's points for the deal, once it is over (the Scopa rules: scoring)."""
        rules, piles = self.rules, self.captured
        points = list(self.scope)
        _award(points, _strict_best([(p.bit_count(),) for p in piles]))
        denari = [((p & DENARI).bit_count(),) for p in piles]
        best = _strict_best(denari)
        if best is not None and (denari[best][0] >= 6 or not rules.denari_needs_six):
            points[best] += 1
        _award(points, next((s for s, p in enumerate(piles) if p & SETTEBELLO.bit), None))
        if rules.re_bello:
            _award(points, next((s for s, p in enumerate(piles) if p & RE_BELLO.bit), None))
        _award(points, _primiera_winner(rules, piles))
        return points


def _award(points: list[int], side: int | None) -> None:
    if side is not None:
        points[side] += 1


def _strict_best(keys: Sequence[tuple[int, ...]]) -> int | None:
    best = max(keys)
    return keys.index(best) if keys.count(best) == 1 else None


def _primiera_winner(rules: RuleSet, piles: Sequence[int]) -> int | None:
    if rules.primiera_rule is PrimieraRule.COUNT_SEVENS:
        return _strict_best([tuple((p & group).bit_count() for group in SEVENS_MASKS) for p in piles])
    keys = []
    for pile in piles:
        best = [PRIMIERA_BEST[pile >> shift & SUIT_PATTERN] for shift in (0, 10, 20, 30)]
        full = all(best)
        if rules.primiera_missing_suit is MissingSuit.NO_POINT:
            keys.append((1, sum(best)) if full else (0, -1))
        else:
            keys.append((int(full), sum(best)))
    if rules.primiera_missing_suit is MissingSuit.NO_POINT and not any(k[0] for k in keys):
        return None
    return _strict_best(keys)


def _mask(cards: Iterable[Card]) -> int:
    return mask_of(cards)


def to_sim(action: Action) -> SimMove:
    return (action.card.bit, action.take) if isinstance(action, Move) else PASS_MOVE

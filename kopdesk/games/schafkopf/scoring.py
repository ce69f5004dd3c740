"""Sides, the winner and the units of a deal (the Schafkopf rules: sides, winning a deal, scoring).

`Score` is the whole result, with the value of the game explained factor by
factor (`parts`: the game, the Laufende, schneider or schwarz, tout, Sie, each
doubling) and how it is paid (`payment`), so that a view can show each line.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import NamedTuple

from kopdesk.games.schafkopf.calls import Outcome
from kopdesk.games.schafkopf.rules import Contract, RuleSet, Schwarz, Variant
from kopdesk.games.tricks import RankOrder, Trick


class Winner(enum.Enum):
    DECLARERS = "declarers"
    DEFENDERS = "defenders"


class PartKind(enum.Enum):
    """One factor of a game's value (8.2)."""

    GAME = "game"
    """The base: the low tariff for two against two, the high one for a lone declarer."""
    LAUFENDE = "laufende"
    SCHNEIDER = "schneider"
    SCHWARZ = "schwarz"
    TOUT = "tout"
    """× 2: a Tout counts game and Laufende twice."""
    SIE = "sie"
    """× 4 on the high tariff plus eight Laufende."""
    DOUBLING = "doubling"
    """× 2 for one doubling level (Schuss, Retour, …)."""


_MULTIPLIERS = (PartKind.TOUT, PartKind.SIE, PartKind.DOUBLING)


@dataclass(frozen=True, slots=True)
class Part:
    """`amount`: units added, or for a multiplier (tout, Sie, doubling) the factor;
    `count`: how many Laufende, or which doubling level (1 = Schuss, 2 = Retour)."""

    kind: PartKind
    amount: int
    count: int = 0

    @property
    def multiplies(self) -> bool:
        return self.kind in _MULTIPLIERS


class Payment(enum.Enum):
    """How the value is settled (8.3)."""

    PAIRS = "pairs"
    """Two against two: each winner +v, each loser −v."""
    LONE = "lone"
    """One against three: the declarer ±3v, each defender ∓v."""
    HEADS_UP = "heads_up"
    """Zweier: the winner +v, the loser −v."""
    NONE = "none"
    """Thrown in, or a Zweier draw."""
    RAMSCH = "ramsch"
    """Each loser pays each other player (8.5)."""


class Score(NamedTuple):
    """A named tuple, not a frozen dataclass: every deal ends in one, and a frozen
    dataclass pays a call per field to build (`object.__setattr__`), a tuple none."""

    outcome: Outcome
    partner: int | None
    declarers: tuple[int, ...] | None
    """None where everyone plays for himself (thrown in, Ramsch, Zweier)."""
    tricks: tuple[Trick, ...]
    points: tuple[int, ...]
    """Card points per seat (all 0 when nothing was played)."""
    winner: Winner | None
    """None in a thrown deal, a Ramsch and Zweier (see `winning_seat`)."""
    winning_seat: int | None
    schneider: bool | None
    schwarz: bool | None
    laufende: int
    parts: tuple[Part, ...]
    value: int
    """v: what each loser pays one winner, before `payment` spreads it."""
    payment: Payment
    units: tuple[int, ...]
    losers: tuple[int, ...] = ()
    """Ramsch: the seats that pay."""
    durchmarsch: int | None = None

    @property
    def contract(self) -> Contract:
        return self.outcome.contract

    @property
    def defenders(self) -> tuple[int, ...] | None:
        if self.declarers is None:
            return None
        return tuple(s for s in range(len(self.units)) if s not in self.declarers)

    def side_points(self) -> int:
        """The declaring side's card points."""
        assert self.declarers is not None
        return sum(self.points[s] for s in self.declarers)


_new = tuple.__new__
"""`_new(Score, fields)` makes a score from all sixteen fields in C, without the frame of
a named tuple's `__new__` (4,000 instructions, a tenth of a deal's scoring)."""

# Enum members read at every deal (a member named off its class is slow in Python 3.11).
_BAVARIAN = Variant.BAVARIAN
_LONE, _PAIRS = Payment.LONE, Payment.PAIRS
_DECLARERS, _DEFENDERS = Winner.DECLARERS, Winner.DEFENDERS
_NO_TRICK = Schwarz.NO_TRICK


def laufende(rules: RuleSet, order: RankOrder, contract: Contract, declaring_hand: int) -> int:
    """The Laufende of the declaring side's dealt cards (8.1): the top trumps in one
    side's hands, 0 under the minimum or outside Bavarian Schafkopf."""
    if not rules.laufende or rules.variant is not _BAVARIAN:
        return 0
    bits = _trump_bits(order)
    # The run of top trumps one side holds: the other side's hand's, if it holds the first.
    side = declaring_hand if declaring_hand & bits[0] else ~declaring_hand
    run = 0
    for bit in bits:
        if not side & bit:
            break
        run += 1
    minimum = rules.laufende_min.unter if contract.is_wenz else rules.laufende_min.ober_unter
    return run if run >= minimum else 0


@cache
def _trump_bits(order: RankOrder) -> tuple[int, ...]:
    """The bits of the trumps, high to low."""
    return tuple(c.bit for c in order.trumps)


def score_thrown(outcome: Outcome, seats: int) -> Score:
    return Score(outcome, None, None, (), (0,) * seats, None, None, None, None, 0, (), 0, Payment.NONE, (0,) * seats)


def score_sie(rules: RuleSet, outcome: Outcome) -> Score:
    low, high = rules.tariff.low, rules.tariff.high
    assert outcome.declarer is not None
    parts = (Part(PartKind.GAME, high), Part(PartKind.LAUFENDE, 8 * low, 8), Part(PartKind.SIE, 4))
    value = 4 * (high + 8 * low)
    units = _settle(_LONE, value, (outcome.declarer,), True, 4)
    return Score(outcome, None, (outcome.declarer,), (), (0,) * 4, Winner.DECLARERS, None, None, None, 8, parts,
                 value, Payment.LONE, units)  # fmt: skip


def score_sides(
    rules: RuleSet,
    outcome: Outcome,
    partner: int | None,
    declarers: tuple[int, ...],
    tricks: tuple[Trick, ...],
    runners: int,
    points: Sequence[int],
    taken: Sequence[int],
) -> Score:
    """A game of the declaring side (`declarers`, ascending) against the rest; `points`
    and `taken` per seat, the card points and the number of `tricks` it took."""
    ours = won_tricks = 0
    for s in declarers:
        ours += points[s]
        won_tricks += taken[s]
    tout = outcome.contract.is_tout
    won = won_tricks == len(tricks) if tout else ours >= 61
    loser_points, loser_tricks = (120 - ours, len(tricks) - won_tricks) if won else (ours, won_tricks)
    limit = rules.schneider_max.defenders if won else rules.schneider_max.declarers
    schwarz, schneider = _schwarz_schneider(rules, loser_points, loser_tricks, limit)
    if tout:
        schwarz = schneider = False
    lone = len(declarers) == 1
    tariff = rules.tariff
    parts, value = _valued(tariff.low, tariff.high, lone, runners, schneider, schwarz, tout, len(outcome.doublers))
    winner = _DECLARERS if won else _DEFENDERS
    payment = _LONE if lone else _PAIRS
    fields = (outcome, partner, declarers, tricks, tuple(points), winner, None, schneider, schwarz, runners, parts,
              value, payment, _units(lone, value, declarers, won), (), None)  # fmt: skip
    return _new(Score, fields)


def _schwarz_schneider(rules: RuleSet, points: int, tricks: int, limit: int) -> tuple[bool, bool]:
    schwarz = tricks == 0 if rules.schwarz is _NO_TRICK else points == 0
    return schwarz, schwarz or points <= limit


@lru_cache(maxsize=4096)
def _valued(
    low: int, high: int, lone: bool, runners: int, schneider: bool, schwarz: bool, tout: bool, level: int
) -> tuple[tuple[Part, ...], int]:
    """The parts of a game's value on the tariff `low`/`high`, and the value: the same few
    for every deal, made once."""
    parts = _parts(low, high, lone, runners, schneider, schwarz, tout, level)
    return parts, _value(parts)


def _parts(
    low: int, high: int, lone: bool, runners: int, schneider: bool, schwarz: bool, tout: bool, level: int
) -> tuple[Part, ...]:
    parts = [Part(PartKind.GAME, high if lone else low)]
    if runners:
        parts.append(Part(PartKind.LAUFENDE, runners * low, runners))
    if schwarz:
        parts.append(Part(PartKind.SCHWARZ, 2 * low))
    elif schneider:
        parts.append(Part(PartKind.SCHNEIDER, low))
    if tout:
        parts.append(Part(PartKind.TOUT, 2))
    parts.extend(Part(PartKind.DOUBLING, 2, n) for n in range(1, level + 1))
    return tuple(parts)


def _value(parts: Sequence[Part]) -> int:
    added, factor = 0, 1
    for p in parts:
        if p.kind in _MULTIPLIERS:
            factor *= p.amount
        else:
            added += p.amount
    return added * factor


@lru_cache(maxsize=4096)
def _units(lone: bool, value: int, declarers: tuple[int, ...], won: bool) -> tuple[int, ...]:
    """Units per seat of a game of `declarers` (one alone, or two as pairs) against the
    rest, which they `won` or not: the same few for every deal, made once."""
    return _settle(_LONE if lone else _PAIRS, value, declarers, won, 4)


def _settle(payment: Payment, value: int, winners_side: Sequence[int], won: bool, seats: int) -> tuple[int, ...]:
    """Units per seat: `winners_side` is the declaring side, which `won` or not."""
    each = value if won else -value
    units = [-each] * seats
    side = each * (seats - 1) if payment is _LONE else each
    for s in winners_side:
        units[s] = side
    return tuple(units)


def score_zweier(
    rules: RuleSet, outcome: Outcome, tricks: tuple[Trick, ...], points: tuple[int, ...], taken: Sequence[int]
) -> Score:
    """Heads up: the more card points win; `points` and `taken` per seat, as in `score_sides`."""
    if points[0] == points[1]:
        return Score(outcome, None, None, tricks, points, None, None, False, False, 0, (), 0, Payment.NONE, (0, 0))
    winner = 0 if points[0] > points[1] else 1
    loser = 1 - winner
    schwarz, schneider = _schwarz_schneider(rules, points[loser], taken[loser], rules.schneider_max.defenders)
    parts, value = _valued(rules.tariff.low, rules.tariff.high, False, 0, schneider, schwarz, False, 0)
    units = (value, -value) if winner == 0 else (-value, value)
    fields = (outcome, None, None, tricks, points, None, winner, schneider, schwarz, 0, parts, value,
              Payment.HEADS_UP, units, (), None)  # fmt: skip
    return _new(Score, fields)


def score_ramsch(
    rules: RuleSet,
    outcome: Outcome,
    order: RankOrder,
    tricks: tuple[Trick, ...],
    points: tuple[int, ...],
    taken: Sequence[int],
) -> Score:
    """Everyone for himself: the most card points lose (8.5); `points` and `taken` per seat, as in `score_sides`."""
    low, high = rules.tariff.low, rules.tariff.high
    marcher = next((s for s in range(4) if taken[s] == len(tricks)), None)
    if rules.ramsch_durchmarsch and marcher is not None:
        units = tuple(3 * high if s == marcher else -high for s in range(4))
        losers = tuple(s for s in range(4) if s != marcher)
        return Score(outcome, None, None, tricks, points, None, None, None, None, 0, (Part(PartKind.GAME, high),),
                     high, Payment.RAMSCH, units, losers, marcher)  # fmt: skip
    losers = _ramsch_losers(order, tricks, points)
    owed = [0] * 4
    for loser in losers:
        for other in range(4):
            if other not in losers:
                stake = 2 * low if rules.ramsch_jungfrau and taken[other] == 0 else low
                owed[loser] -= stake
                owed[other] += stake
    return Score(outcome, None, None, tricks, points, None, None, None, None, 0, (Part(PartKind.GAME, low),), low,
                 Payment.RAMSCH, tuple(owed), losers)  # fmt: skip


def _ramsch_losers(order: RankOrder, tricks: Sequence[Trick], points: Sequence[int]) -> tuple[int, ...]:
    most = max(points)
    tied = [s for s in range(4) if points[s] == most]
    if len(tied) == 1:
        return (tied[0],)
    rank = {c: i for i, c in enumerate(order.trumps)}

    def highest_trump(seat: int) -> int | None:
        found = [rank[c] for t in tricks if t.winner == seat for c in t.cards if c in rank]
        return min(found) if found else None

    holding = [(highest_trump(s), s) for s in tied]
    with_trump = [(r, s) for r, s in holding if r is not None]
    if not with_trump:
        return tuple(tied)
    return (min(with_trump)[1],)

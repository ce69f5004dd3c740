"""Sides, the winner and the units of a deal (RULES.md 5, 7, 8).

`Score` is the whole result with a breakdown a UI can explain part by part:
the base value and why, each factor and why, the units of every seat.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from kopdesk.games.kop.auction import Auction, highest_jack_partner_card
from kopdesk.games.kop.calls import SeatCall
from kopdesk.games.kop.cards import BLACK_QUEENS, Card
from kopdesk.games.kop.rules import Contract, RuleSet, TieRule, WeselePartner


class Side(enum.Enum):
    OLD = "old"
    YOUNG = "young"

    # Members are singletons: hash by identity, in C, as sides key every score.
    __hash__ = object.__hash__

    @property
    def other(self) -> Side:
        return _YOUNG if self is _OLD else _OLD


_OLD, _YOUNG = Side.OLD, Side.YOUNG
"""Read as globals where every deal is scored: on Python 3.11 an enum member's lookup
through its class (`Side.OLD`) goes through `EnumType.__getattr__`, several times slower."""


@dataclass(frozen=True, slots=True)
class Sides:
    """Who plays with whom, as the auction and the cards decide it (RULES.md 5)."""

    contract: Contract
    declarer: int | None
    """The seat that called the contract; the cicha holder; None in a normal game."""
    old: tuple[int, ...]
    young: tuple[int, ...]
    partner_jack: Card | None = None
    """In a wesele, the jack whose holder is the declarer's partner."""

    def side_of(self, seat: int) -> Side:
        return _OLD if seat in self.old else _YOUNG


def settle_sides(rules: RuleSet, auction: Auction, hands: tuple[int, ...]) -> Sides:
    """The sides once the auction is over; `hands` are the dealt hands as bitmasks."""
    standing = auction.contract_call
    if standing is None:
        holders = [seat for seat in range(4) if hands[seat] & BLACK_QUEENS]
        if len(holders) == 1:
            return _lone(Contract.CICHA, holders[0])
        return _pairs(holders[0], holders[1])
    contract, declarer = standing.call.contract, standing.seat
    assert contract is not None
    if contract is not Contract.WESELE:
        return _lone(contract, declarer)
    if rules.wesele_partner is WeselePartner.NAMED_JACK:
        assert standing.call.jack is not None
        jack = standing.call.jack
    else:
        jack = highest_jack_partner_card(hands[declarer])
    partner = next(seat for seat in range(4) if hands[seat] & jack.bit)
    old = sorted((declarer, partner))
    return Sides(contract, declarer, tuple(old), _others(old), jack)


def _others(seats: list[int]) -> tuple[int, ...]:
    return tuple(s for s in range(4) if s not in seats)


# Sides are immutable values and these are few: each is made once.
@lru_cache(maxsize=None)
def _lone(contract: Contract, seat: int) -> Sides:
    return Sides(contract, seat, (seat,), _others([seat]))


@lru_cache(maxsize=None)
def _pairs(first: int, second: int) -> Sides:
    """The sides of a normal game: the holders of the black queens against the others."""
    return Sides(Contract.NORMAL, None, (first, second), _others([first, second]))


class Trick(NamedTuple):
    leader: int
    cards: tuple[Card, ...]
    winner: int
    points: int


class WinReason(enum.Enum):
    POINTS = "points"
    """A side took 53 or more."""
    TIE_LAST_DOUBLER = "tie_last_doubler"
    """52:52 and the side of the last standing doubling loses."""
    TIE_OLD_LOSE = "tie_old_lose"
    """52:52 and the old lose (no doubling stands, or the rule `old_lose`)."""
    ALL_TRICKS = "all_tricks"
    MISSED_TRICK = "missed_trick"
    THROWN = "thrown"


class BaseReason(enum.Enum):
    WYJSCIE = "wyjscie"
    BEZ_WYJSCIA = "bez_wyjscia"
    BEZ_BITKI = "bez_bitki"
    CONTRACT = "contract"
    """A lone-player game: the value of the contract itself."""


class FactorKind(enum.Enum):
    DOUBLING = "doubling"
    BOK_ROUND = "bok_round"
    OLD_LOSS = "old_loss"


@dataclass(frozen=True, slots=True)
class Factor:
    kind: FactorKind
    multiplier: int
    calls: tuple[SeatCall, ...] = ()
    """For a doubling: the run of doublings by one side that counts as this one."""


@dataclass(frozen=True, slots=True)
class Score:
    sides: Sides
    tricks: tuple[Trick, ...]
    points: dict[Side, int] | None
    """Card points per side; None for a thrown game."""
    winner: Side
    win_reason: WinReason
    base: int
    base_reason: BaseReason
    factors: tuple[Factor, ...]
    units: tuple[int, int, int, int]
    tie: bool
    """The deal was played out and ended 52:52 (it starts a bok round where played)."""

    @property
    def counted_doublings(self) -> int:
        return sum(1 for f in self.factors if f.kind is FactorKind.DOUBLING)

    @property
    def multiplier(self) -> int:
        product = 1
        for factor in self.factors:
            product *= factor.multiplier
        return product

    def tricks_taken(self, side: Side) -> int:
        return sum(1 for t in self.tricks if self.sides.side_of(t.winner) is side)


_BOK_ROUND = Factor(FactorKind.BOK_ROUND, 2)
_OLD_LOSS = Factor(FactorKind.OLD_LOSS, 2)


def doubling_runs(doublings: tuple[SeatCall, ...], sides: Sides) -> list[tuple[SeatCall, ...]]:
    """Consecutive doublings by players of one side merge into one run (RULES.md 4.2)."""
    runs: list[list[SeatCall]] = []
    last_side = None
    for call in doublings:
        side = sides.side_of(call.seat)
        if side is last_side:
            runs[-1].append(call)
        else:
            runs.append([call])
            last_side = side
    return [tuple(run) for run in runs]


def score_deal(
    rules: RuleSet, sides: Sides, auction: Auction, tricks: tuple[Trick, ...], in_bok_round: bool
) -> Score:
    """The result of a finished deal: played out (four tricks) or thrown (none)."""
    runs = doubling_runs(auction.doublings, sides)
    old_tricks = [t for t in tricks if t.winner in sides.old]
    if sides.contract.is_thrown:
        points = None
        winner, reason, tie = _OLD, WinReason.THROWN, False
    else:
        old_points = sum([t.points for t in old_tricks])
        points = {_OLD: old_points, _YOUNG: sum([t.points for t in tricks]) - old_points}
        tie = points[_OLD] == points[_YOUNG]
        winner, reason = _winner(rules, sides, len(old_tricks) == len(tricks), points, runs)
    loser_tricks = len(tricks) - len(old_tricks) if winner is _OLD else len(old_tricks)
    base, base_reason = _base(rules, sides, loser_tricks, points, winner)
    doubling = FactorKind.DOUBLING
    factors = [Factor(doubling, 2, run) for run in runs]
    if in_bok_round:
        factors.append(_BOK_ROUND)
    if rules.old_loss_doubles and winner is _YOUNG:
        factors.append(_OLD_LOSS)
    stake = base
    for factor in factors:
        stake *= factor.multiplier
    units = _units(sides, winner, stake)
    return Score(sides, tricks, points, winner, reason, base, base_reason, tuple(factors), units, tie)


def _winner(
    rules: RuleSet,
    sides: Sides,
    old_took_all: bool,
    points: dict[Side, int],
    runs: list[tuple[SeatCall, ...]],
) -> tuple[Side, WinReason]:
    if sides.contract.needs_all_tricks:
        if old_took_all:
            return _OLD, WinReason.ALL_TRICKS
        return _YOUNG, WinReason.MISSED_TRICK
    if points[_OLD] > points[_YOUNG]:
        return _OLD, WinReason.POINTS
    if points[_OLD] < points[_YOUNG]:
        return _YOUNG, WinReason.POINTS
    if rules.tie_rule is TieRule.LAST_DOUBLER_LOSES and runs:
        return sides.side_of(runs[-1][-1].seat).other, WinReason.TIE_LAST_DOUBLER
    return _YOUNG, WinReason.TIE_OLD_LOSE


def _base(
    rules: RuleSet,
    sides: Sides,
    loser_tricks: int,
    points: dict[Side, int] | None,
    winner: Side,
) -> tuple[int, BaseReason]:
    if sides.contract.is_lone:
        return sides.contract.lone_value, BaseReason.CONTRACT
    assert points is not None
    if not loser_tricks:
        return 3, BaseReason.BEZ_BITKI
    loser = winner.other
    threshold = rules.exit_points.old if loser is _OLD else rules.exit_points.young
    if points[loser] < threshold:
        return 2, BaseReason.BEZ_WYJSCIA
    return 1, BaseReason.WYJSCIE


def _units(sides: Sides, winner: Side, stake: int) -> tuple[int, int, int, int]:
    """Each player wins or loses `stake`; a lone player settles it with all three."""
    young = stake if winner is _YOUNG else -stake
    old = -3 * young if len(sides.old) == 1 else -young
    units = [old if seat in sides.old else young for seat in range(4)]
    return (units[0], units[1], units[2], units[3])

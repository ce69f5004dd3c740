"""Sides, the winner and the units of a deal (the Kop rules: sides, winning a deal, scoring).

`Score` is the whole result with a breakdown a UI can explain part by part:
the base value and why, each factor and why, the units of every seat.
"""

from __future__ import annotations

import enum
from collections.abc import Collection
from dataclasses import dataclass, field
from functools import cache, partial
from typing import NamedTuple

from kopdesk.games.kop.auction import Auction, highest_jack_partner_card
from kopdesk.games.kop.calls import SeatCall
from kopdesk.games.kop.cards import BLACK_QUEENS, Card
from kopdesk.games.kop.rules import Contract, RuleSet, TieRule, WeselePartner
from kopdesk.games.tricks import Side, Trick


@dataclass(frozen=True, slots=True)
class Sides:
    """Who plays with whom, as the auction and the cards decide it (the Kop rules: sides)."""

    contract: Contract
    declarer: int | None
    """The seat that called the contract; the cicha holder; None in a normal game."""
    old: tuple[int, ...]
    young: tuple[int, ...]
    partner_jack: Card | None = None
    """In a wesele, the jack whose holder is the declarer's partner."""

    def side_of(self, seat: int) -> Side:
        return Side.OLD if seat in self.old else Side.YOUNG


def settle_sides(rules: RuleSet, auction: Auction, hands: tuple[int, ...]) -> Sides:
    """The sides once the auction is over; `hands` are the dealt hands as bitmasks."""
    return sides_of(rules, auction.contract_call, hands)


def sides_of(rules: RuleSet, standing: SeatCall | None, hands: tuple[int, ...]) -> Sides:
    """The sides of an auction over with `standing` the contract call that stands (None if
    none was made); `hands` are the dealt hands as bitmasks."""
    if standing is None:
        holders = [seat for seat in range(4) if hands[seat] & BLACK_QUEENS]
        if len(holders) == 1:
            return _lone(_CICHA, holders[0])
        return _pairs(holders[0], holders[1])
    contract, declarer = standing.call.contract, standing.seat
    assert contract is not None
    if contract is not _WESELE:
        return _lone(contract, declarer)
    if rules.wesele_partner is _NAMED_JACK:
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
@cache
def _lone(contract: Contract, seat: int) -> Sides:
    return Sides(contract, seat, (seat,), _others([seat]))


@cache
def _pairs(first: int, second: int) -> Sides:
    """The sides of a normal game: the holders of the black queens against the others."""
    return Sides(Contract.NORMAL, None, (first, second), _others([first, second]))


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


class Factor(NamedTuple):
    # Named tuples rather than frozen dataclasses, here and for `Score`: every deal makes
    # them, and a tuple takes its fields at once where a frozen dataclass sets each one
    # through object.__setattr__ (a Score is made in a third of the time).
    kind: FactorKind
    multiplier: int
    calls: tuple[SeatCall, ...] = ()
    """For a doubling: the run of doublings by one side that counts as this one."""


class Score(NamedTuple):
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


# Read as globals in the hot paths (every deal's score, the solver's millions of
# endings): on Python 3.11 a member's lookup through its enum class costs several times more.
_OLD, _YOUNG, _DOUBLING = Side.OLD, Side.YOUNG, FactorKind.DOUBLING
_CICHA, _WESELE, _NAMED_JACK = Contract.CICHA, Contract.WESELE, WeselePartner.NAMED_JACK
_LAST_DOUBLER_LOSES = TieRule.LAST_DOUBLER_LOSES
_THROWN_WIN, _ALL_TRICKS_WIN, _MISSED_TRICK = WinReason.THROWN, WinReason.ALL_TRICKS, WinReason.MISSED_TRICK
_BY_POINTS, _TIE_LAST_DOUBLER, _TIE_OLD_LOSE = WinReason.POINTS, WinReason.TIE_LAST_DOUBLER, WinReason.TIE_OLD_LOSE
_BY_CONTRACT, _BEZ_BITKI, _BEZ_WYJSCIA, _WYJSCIE = (
    BaseReason.CONTRACT, BaseReason.BEZ_BITKI, BaseReason.BEZ_WYJSCIA, BaseReason.WYJSCIE
)
_OTHER = {_OLD: _YOUNG, _YOUNG: _OLD}
_BOK_ROUND = Factor(FactorKind.BOK_ROUND, 2)
_OLD_LOSS = Factor(FactorKind.OLD_LOSS, 2)
TRICKS = 4
TOTAL_POINTS = 104


def doubling_runs(doublings: tuple[SeatCall, ...], old: Collection[int]) -> list[tuple[SeatCall, ...]]:
    """Consecutive doublings by players of one side merge into one run (the Kop rules: doublings)."""
    runs: list[tuple[SeatCall, ...]] = []
    start, last_old = 0, None
    for end, call in enumerate(doublings):
        is_old = call.seat in old
        if is_old is not last_old:
            if end:
                runs.append(doublings[start:end])
            start, last_old = end, is_old
    if doublings:
        runs.append(doublings[start:])
    return runs


def score_deal(
    rules: RuleSet, sides: Sides, doublings: tuple[SeatCall, ...], tricks: tuple[Trick, ...], in_bok_round: bool
) -> Score:
    """The result of a finished deal: played out (four tricks) or thrown (none); `doublings`
    are the auction's that stand (`Auction.doublings`)."""
    old = sides.old
    runs = doubling_runs(doublings, old) if doublings else []
    contract = sides.contract
    if contract.is_thrown:
        points = None
        winner, reason, tie = _OLD, _THROWN_WIN, False
        base, base_reason = _base(rules, contract, 0, 0, _YOUNG)  # lone: the contract's value
    else:
        old_points = old_tricks = 0
        for _leader, _cards, taker, taken in tricks:
            if taker in old:
                old_points += taken
                old_tricks += 1
        young_points = TOTAL_POINTS - old_points
        points = {_OLD: old_points, _YOUNG: young_points}
        tie = old_points == young_points
        last_old = runs[-1][-1].seat in old if runs else None
        winner, reason = _winner(rules, contract, old_tricks == len(tricks), points, last_old)
        loser_tricks = len(tricks) - old_tricks if winner is _OLD else old_tricks
        loser = _OTHER[winner]
        base, base_reason = _base(rules, contract, loser_tricks, points[loser], loser)
    factors = (*[_factor((_DOUBLING, 2, run)) for run in runs], *_stake_factors(rules, in_bok_round, winner))
    stake = base
    for factor in factors:
        stake *= factor.multiplier
    old_units = _old_units(old, winner, stake)
    young_units = _young_units(old, old_units)
    units = (
        old_units if 0 in old else young_units,
        old_units if 1 in old else young_units,
        old_units if 2 in old else young_units,
        old_units if 3 in old else young_units,
    )
    return _score((sides, tricks, points, winner, reason, base, base_reason, factors, units, tie))


# These make the named tuples of every deal's score from their fields in C, without the
# Python frame of a named tuple's __new__.
_factor = partial(tuple.__new__, Factor)
_score = partial(tuple.__new__, Score)


def _winner(
    rules: RuleSet,
    contract: Contract,
    old_took_all: bool,
    points: dict[Side, int],
    last_doubler_old: bool | None,
) -> tuple[Side, WinReason]:
    """Who wins a played deal; `last_doubler_old`: whether the last doubling run was the old's."""
    if contract.needs_all_tricks:
        if old_took_all:
            return _OLD, _ALL_TRICKS_WIN
        return _YOUNG, _MISSED_TRICK
    if points[_OLD] > points[_YOUNG]:
        return _OLD, _BY_POINTS
    if points[_OLD] < points[_YOUNG]:
        return _YOUNG, _BY_POINTS
    if rules.tie_rule is _LAST_DOUBLER_LOSES and last_doubler_old is not None:
        return (_YOUNG if last_doubler_old else _OLD), _TIE_LAST_DOUBLER
    return _YOUNG, _TIE_OLD_LOSE


def _base(
    rules: RuleSet, contract: Contract, loser_tricks: int, loser_points: int, loser: Side
) -> tuple[int, BaseReason]:
    if contract.is_lone:
        return contract.lone_value, _BY_CONTRACT
    if not loser_tricks:
        return 3, _BEZ_BITKI
    threshold = rules.exit_points.old if loser is _OLD else rules.exit_points.young
    if loser_points < threshold:
        return 2, _BEZ_WYJSCIA
    return 1, _WYJSCIE


def _stake_factors(rules: RuleSet, in_bok_round: bool, winner: Side) -> list[Factor]:
    """The factors besides the doublings: the bok round, the old's loss where it doubles."""
    factors = [_BOK_ROUND] if in_bok_round else []
    if rules.old_loss_doubles and winner is _YOUNG:
        factors.append(_OLD_LOSS)
    return factors


def _old_units(old: Collection[int], winner: Side, stake: int) -> int:
    """What each old player wins or loses: `stake`, or three times it when alone against three."""
    units = stake * (3 if len(old) == 1 else 1)
    return units if winner is _OLD else -units


def _young_units(old: Collection[int], old_units: int) -> int:
    """What each young player wins or loses when each old player wins `old_units`."""
    return -old_units * len(old) // (4 - len(old))


@dataclass(frozen=True, slots=True)
class Stakes:
    """Everything but the cards that decides the units of a deal: the contract, the old
    seats, the doublings that stand and the bok round. For sides that are only assumed
    (a bot's hidden layout) as for the true ones.

    `table()` gives the units of a played deal for every count of card points and
    tricks of the old, by the rules `score_deal` uses: the solver scores millions of
    endings with it, where building a `Score` for each would be far too slow.
    """

    rules: RuleSet
    contract: Contract
    old: tuple[int, ...]
    doublings: tuple[SeatCall, ...]
    in_bok_round: bool
    doubling_factor: int = field(init=False, compare=False, repr=False)
    """2 to the counted doublings (runs by one side merge)."""
    _last_doubler_old: bool | None = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        runs = doubling_runs(self.doublings, self.old)
        object.__setattr__(self, "doubling_factor", 1 << len(runs))
        object.__setattr__(self, "_last_doubler_old", runs[-1][-1].seat in self.old if runs else None)

    @classmethod
    def of(cls, rules: RuleSet, sides: Sides, auction: Auction, in_bok_round: bool) -> Stakes:
        return cls(rules, sides.contract, sides.old, auction.doublings, in_bok_round)

    def old_units(self, old_points: int, old_tricks: int) -> int:
        """The units of one old player when the old take `old_points` in `old_tricks` of four."""
        points = {_OLD: old_points, _YOUNG: TOTAL_POINTS - old_points}
        rules, contract = self.rules, self.contract
        winner, _ = _winner(rules, contract, old_tricks == TRICKS, points, self._last_doubler_old)
        loser_tricks = TRICKS - old_tricks if winner is _OLD else old_tricks
        stake, _ = _base(rules, contract, loser_tricks, points[_OTHER[winner]], _OTHER[winner])
        stake *= self.doubling_factor
        for factor in _stake_factors(rules, self.in_bok_round, winner):
            stake *= factor.multiplier
        return _old_units(self.old, winner, stake)

    def table(self) -> tuple[tuple[int, ...], ...]:
        """`table[old_tricks][old_points]`: the units of one old player."""
        # The tricks count only as none, all or some: one row serves 1 to 3.
        none, some, every = (
            tuple(self.old_units(points, tricks) for points in range(TOTAL_POINTS + 1)) for tricks in (0, 1, TRICKS)
        )
        return (none,) + (some,) * (TRICKS - 1) + (every,)

    def seat_units(self, seat: int, old_units: float) -> float:
        """What an old player's units (or their mean) mean for `seat`: the same, or the young share."""
        if seat in self.old:
            return old_units
        return -old_units * len(self.old) / (4 - len(self.old))

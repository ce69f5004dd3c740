"""Units of a deal from its card points and tricks, for sides the bot assumes.

The solver scores millions of hypothetical endings; building the engine's
`Score` for each would be far too slow, so this is the scoring of RULES.md 7-8
as one small table per layout. A test checks it against the engine's scores.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kopdesk.games.kop import CallKind, Contract, RuleSet, SeatCall

TRICKS = 4
TIE = 52


def doubling_count(doublers: Sequence[int], old: frozenset[int]) -> tuple[int, bool | None]:
    """Counted doublings (runs by one side merge) and whether the last run was old's."""
    count, last_old = 0, None
    for seat in doublers:
        is_old = seat in old
        if is_old is not last_old:
            count += 1
        last_old = is_old
    return count, last_old


def standing_doublers(calls: Sequence[SeatCall]) -> tuple[int, ...]:
    """The seats of the doublings made after the last contract call."""
    seats: list[int] = []
    for made in calls:
        if made.call.kind is CallKind.CONTRACT:
            seats.clear()
        elif made.call.kind is CallKind.DOUBLE:
            seats.append(made.seat)
    return tuple(seats)


@dataclass(frozen=True, slots=True)
class Stakes:
    """Everything but the cards that decides the units: contract, sides, doublings."""

    rules: RuleSet
    contract: Contract
    old: frozenset[int]
    doublers: tuple[int, ...]
    in_bok_round: bool

    def table(self) -> tuple[tuple[int, ...], ...]:
        """`table[old_tricks][old_points]`: the units of one old player."""
        counted, last_old = doubling_count(self.doublers, self.old)  # once, not per cell
        # The tricks count only as none, all or some: one row serves 1 to 3.
        none, some, every = (
            tuple(self._units(points, tricks, counted, last_old) for points in range(105))
            for tricks in (0, 1, TRICKS)
        )
        return (none,) + (some,) * (TRICKS - 1) + (every,)

    @property
    def doubling_factor(self) -> int:
        """2 to the counted doublings."""
        return 1 << doubling_count(self.doublers, self.old)[0]

    def old_units(self, old_points: int, old_tricks: int) -> int:
        return self._units(old_points, old_tricks, *doubling_count(self.doublers, self.old))

    def _units(self, old_points: int, old_tricks: int, counted: int, last_old: bool | None) -> int:
        rules, contract = self.rules, self.contract
        if contract.needs_all_tricks:
            old_wins = old_tricks == TRICKS
        elif old_points != TIE:
            old_wins = old_points > TIE
        else:
            old_wins = counted > 0 and last_old is False and rules.tie_rule.value == "last_doubler_loses"
        factor = (1 << counted) * (2 if self.in_bok_round else 1)
        if rules.old_loss_doubles and not old_wins:
            factor *= 2
        if contract.is_lone:
            stake = 3 * contract.lone_value * factor
        else:
            stake = self._base(old_points, old_tricks, old_wins) * factor
        return int(stake if old_wins else -stake)

    def _base(self, old_points: int, old_tricks: int, old_wins: bool) -> int:
        loser_tricks = TRICKS - old_tricks if old_wins else old_tricks
        loser_points = 104 - old_points if old_wins else old_points
        exits = self.rules.exit_points
        if loser_tricks == 0:
            return 3
        return 2 if loser_points < (exits.young if old_wins else exits.old) else 1

    def seat_units(self, seat: int, old_units: float) -> float:
        """What an old player's units mean for `seat`: the same, or the young share."""
        if seat in self.old:
            return old_units
        return -old_units * len(self.old) / (4 - len(self.old))

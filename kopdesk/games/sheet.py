"""A match kept on a running sheet of units, as Kop, Baśka and the Schafkopf games keep it.

Deals come in turn, the dealer moving left; each finished deal's units are added to
every seat's total. The match ends after its number of deals, when a total reaches
the target, or never (`MatchLength`). A family adds what is its own (Kop's bok
rounds) by extending `fits` and `record`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from kopdesk.games.rules import MatchLength
from kopdesk.quoting import quoted


class Scored(Protocol):
    @property
    def units(self) -> tuple[int, ...]: ...


class SheetRules(Protocol):
    @property
    def match_length(self) -> MatchLength: ...


class SheetDeal(Protocol):
    @property
    def dealer(self) -> int: ...

    @property
    def rules(self) -> Any: ...

    @property
    def score(self) -> Scored | None: ...


S = TypeVar("S", bound=Scored)


@dataclass(frozen=True, slots=True)
class SheetRow(Generic[S]):
    """One deal on the score sheet."""

    number: int
    dealer: int
    score: S
    totals: tuple[int, ...]
    """Running totals per seat after this deal."""

    @property
    def units(self) -> tuple[int, ...]:
        return self.score.units


R = TypeVar("R", bound=SheetRules)
D = TypeVar("D", bound=SheetDeal)
Row = TypeVar("Row", bound=SheetRow[Any])


class Sheet(Generic[R, D, Row]):
    """The match: whose deal it is, the rows so far and the running totals."""

    def __init__(self, rules: R, first_dealer: int, seats: int) -> None:
        if first_dealer not in range(seats):
            raise ValueError(f"the first dealer must be a seat 0-{seats - 1}, not {quoted(first_dealer)}")
        self.rules = rules
        self.seats = seats
        self.dealer = first_dealer
        self.rows: list[Row] = []

    @property
    def totals(self) -> tuple[int, ...]:
        return self.rows[-1].totals if self.rows else (0,) * self.seats

    @property
    def is_over(self) -> bool:
        return self.rules.match_length.is_over(len(self.rows), self.totals)

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        """Every seat keeps its own total."""
        return tuple((seat,) for seat in range(self.seats))

    @property
    def winners(self) -> tuple[int, ...]:
        """Once the match is over, the seats with the best total: on a sheet of units,
        whoever won most (several when they are level)."""
        if not self.is_over:
            return ()
        best = max(self.totals)
        return tuple(seat for seat, total in enumerate(self.totals) if total == best)

    def fits(self, deal: D) -> bool:
        """Whether `deal` is the match's next deal at this point."""
        return not self.is_over and (deal.dealer, deal.rules) == (self.dealer, self.rules)

    def record(self, deal: D) -> Row:
        """Enter a finished deal on the sheet and pass the deal to the left."""
        score = deal.score
        if score is None:
            raise ValueError("only a finished deal can be entered on the score sheet")
        if not self.fits(deal):
            raise ValueError("this deal does not belong to the match at this point")
        totals = tuple(total + units for total, units in zip(self.totals, score.units, strict=True))
        row = self._row(len(self.rows) + 1, deal, totals)
        self.rows.append(row)
        self.dealer = (self.dealer + 1) % self.seats
        return row

    def _row(self, number: int, deal: D, totals: tuple[int, ...]) -> Row:
        """The finished deal's row on the sheet, in the family's type."""
        raise NotImplementedError

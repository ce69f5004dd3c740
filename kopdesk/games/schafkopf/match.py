"""A match: deals in turn, the dealer moving left, the running sheet (RULES-schafkopf.md 9).

Every seat's units add up deal by deal ("Anschrift"). A match ends after its number
of deals, when a player's running total reaches the target, or never (open-ended).
A deal in which everyone passed counts as a deal of the match: it is on the sheet
with its units (nothing, or what the house rule `all_pass` says).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from kopdesk.games.schafkopf.deal import Deal, shuffled_hands
from kopdesk.games.schafkopf.rules import RuleSet
from kopdesk.games.schafkopf.scoring import Score


@dataclass(frozen=True, slots=True)
class SheetRow:
    """One deal on the score sheet."""

    number: int
    dealer: int
    score: Score
    totals: tuple[int, ...]
    """Running totals per seat after this deal."""

    @property
    def units(self) -> tuple[int, ...]:
        return self.score.units


class Match:
    def __init__(self, rules: RuleSet, first_dealer: int) -> None:
        if first_dealer not in range(rules.seats):
            raise ValueError(f"the first dealer must be a seat 0-{rules.seats - 1}, not {first_dealer!r}")
        self.rules = rules
        self.dealer = first_dealer
        self.rows: list[SheetRow] = []

    @property
    def totals(self) -> tuple[int, ...]:
        return self.rows[-1].totals if self.rows else (0,) * self.rules.seats

    @property
    def is_over(self) -> bool:
        return self.rules.match_length.is_over(len(self.rows), self.totals)

    def shuffled_deal(self, rng: random.Random) -> Deal:
        """The next deal of the match, shuffled from `rng`."""
        if self.is_over:
            raise ValueError("the match is over")
        return Deal(self.rules, self.dealer, shuffled_hands(self.rules, rng))

    def fits(self, deal: Deal) -> bool:
        """Whether `deal` is the match's next deal at this point."""
        return not self.is_over and (deal.dealer, deal.rules) == (self.dealer, self.rules)

    def record(self, deal: Deal) -> SheetRow:
        """Enter a finished deal on the sheet and pass the deal to the left."""
        score = deal.score
        if score is None:
            raise ValueError("only a finished deal can be entered on the score sheet")
        if not self.fits(deal):
            raise ValueError("this deal does not belong to the match at this point")
        totals = tuple(total + units for total, units in zip(self.totals, score.units, strict=True))
        row = SheetRow(len(self.rows) + 1, deal.dealer, score, totals)
        self.rows.append(row)
        self.dealer = (self.dealer + 1) % self.rules.seats
        return row

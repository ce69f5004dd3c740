"""A match: deals in turn, the dealer moving left, the running sheet (the Schafkopf rules: the match).

Every seat's units add up deal by deal ("Anschrift"). A match ends after its number
of deals, when a player's running total reaches the target, or never (open-ended).
A deal in which everyone passed counts as a deal of the match: it is on the sheet
with its units (nothing, or what the house rule `all_pass` says).
"""

from __future__ import annotations

import random

from kopdesk.games.schafkopf.deal import Deal
from kopdesk.games.schafkopf.rules import RuleSet
from kopdesk.games.schafkopf.scoring import Score
from kopdesk.games.sheet import Sheet, SheetRow

Row = SheetRow[Score]


class Match(Sheet[RuleSet, Deal, Row]):
    def __init__(self, rules: RuleSet, first_dealer: int) -> None:
        super().__init__(rules, first_dealer, rules.seats)

    def shuffled_deal(self, rng: random.Random) -> Deal:
        """The next deal of the match, shuffled from `rng`."""
        if self.is_over:
            raise ValueError("the match is over")
        return Deal.shuffled(self.rules, self.dealer, rng)

    def _row(self, number: int, deal: Deal, totals: tuple[int, ...]) -> Row:
        assert deal.score is not None  # record() enters finished deals only
        return SheetRow(number, deal.dealer, deal.score, totals)

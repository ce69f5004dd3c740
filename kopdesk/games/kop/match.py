"""A match: deals in turn, the dealer moving left, bok rounds, the score sheet (the Kop rules: the match).

A 52:52 under the house rule `bok_round` makes the next four deals count
double; a further tie inside a bok round starts the four again (never more than
×2). A match ends after its number of deals, when a player's running total
reaches the target, or never (open-ended).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from kopdesk.games import sheet
from kopdesk.games.kop.cards import Card
from kopdesk.games.kop.deal import Deal, shuffled_hands
from kopdesk.games.kop.rules import Contract, RuleSet
from kopdesk.games.kop.scoring import Score

BOK_ROUND_DEALS = 4


@dataclass(frozen=True, slots=True)
class SheetRow(sheet.SheetRow[Score]):
    """One deal on the score sheet (zapis)."""

    in_bok_round: bool

    @property
    def contract(self) -> Contract:
        return self.score.sides.contract

    @property
    def starts_bok_round(self) -> bool:
        return self.score.tie


class Match(sheet.Sheet[RuleSet, Deal, SheetRow]):
    def __init__(self, rules: RuleSet, first_dealer: int) -> None:
        super().__init__(rules, first_dealer, 4)
        self.bok_deals_left = 0
        """Deals still to be played at double stakes in the current bok round."""

    def new_deal(self, hands: Sequence[Iterable[Card]]) -> Deal:
        """The next deal of the match, dealt by the current dealer."""
        if self.is_over:
            raise ValueError("the match is over")
        return Deal(self.rules, self.dealer, hands, in_bok_round=self.bok_deals_left > 0)

    def shuffled_deal(self, rng: random.Random) -> Deal:
        """The next deal of the match, shuffled from `rng`."""
        return self.new_deal(shuffled_hands(rng))

    def fits(self, deal: Deal) -> bool:
        return super().fits(deal) and deal.in_bok_round == (self.bok_deals_left > 0)

    def record(self, deal: Deal) -> SheetRow:
        """Enter a finished deal on the sheet, count the bok round down or start one, and
        pass the deal to the left."""
        row = super().record(deal)
        if deal.in_bok_round:
            self.bok_deals_left -= 1
        if self.rules.bok_round and row.score.tie:
            self.bok_deals_left = BOK_ROUND_DEALS
        return row

    def _row(self, number: int, deal: Deal, totals: tuple[int, ...]) -> SheetRow:
        assert deal.score is not None  # record() enters finished deals only
        return SheetRow(number, deal.dealer, deal.score, totals, deal.in_bok_round)

"""A match: deals in turn, the dealer moving left, bok rounds, the score sheet (RULES.md 9).

A 52:52 under the house rule `bok_round` makes the next four deals count
double; a further tie inside a bok round starts the four again (never more than
×2). A match ends after its number of deals, when a player's running total
reaches the target, or never (open-ended).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from kopdesk.games.kop.cards import Card
from kopdesk.games.kop.deal import Deal, shuffled_hands
from kopdesk.games.kop.rules import Contract, RuleSet
from kopdesk.games.kop.scoring import Score

BOK_ROUND_DEALS = 4


@dataclass(frozen=True, slots=True)
class SheetRow:
    """One deal on the score sheet (zapis)."""

    number: int
    dealer: int
    score: Score
    in_bok_round: bool
    totals: tuple[int, int, int, int]
    """Running totals per seat after this deal."""

    @property
    def contract(self) -> Contract:
        return self.score.sides.contract

    @property
    def units(self) -> tuple[int, int, int, int]:
        return self.score.units

    @property
    def starts_bok_round(self) -> bool:
        return self.score.tie


class Match:
    def __init__(self, rules: RuleSet, first_dealer: int) -> None:
        if first_dealer not in range(4):
            raise ValueError(f"the first dealer must be a seat 0-3, not {first_dealer!r}")
        self.rules = rules
        self.dealer = first_dealer
        self.bok_deals_left = 0
        """Deals still to be played at double stakes in the current bok round."""
        self.rows: list[SheetRow] = []

    @property
    def totals(self) -> tuple[int, int, int, int]:
        return self.rows[-1].totals if self.rows else (0, 0, 0, 0)

    @property
    def is_over(self) -> bool:
        return self.rules.match_length.is_over(len(self.rows), self.totals)

    def new_deal(self, hands: Sequence[Iterable[Card]]) -> Deal:
        """The next deal of the match, dealt by the current dealer."""
        if self.is_over:
            raise ValueError("the match is over")
        return Deal(self.rules, self.dealer, hands, in_bok_round=self.bok_deals_left > 0)

    def shuffled_deal(self, rng: random.Random) -> Deal:
        """The next deal of the match, shuffled from `rng`."""
        return self.new_deal(shuffled_hands(rng))

    def fits(self, deal: Deal) -> bool:
        """Whether `deal` is the match's next deal at this point."""
        expected = (self.dealer, self.rules, self.bok_deals_left > 0)
        return not self.is_over and (deal.dealer, deal.rules, deal.in_bok_round) == expected

    def record(self, deal: Deal) -> SheetRow:
        """Enter a finished deal on the sheet and pass the deal to the left."""
        score = deal.score
        if score is None:
            raise ValueError("only a finished deal can be entered on the score sheet")
        if not self.fits(deal):
            raise ValueError("this deal does not belong to the match at this point")
        before = self.totals
        totals = (
            before[0] + score.units[0],
            before[1] + score.units[1],
            before[2] + score.units[2],
            before[3] + score.units[3],
        )
        row = SheetRow(len(self.rows) + 1, deal.dealer, score, deal.in_bok_round, totals)
        self.rows.append(row)
        if deal.in_bok_round:
            self.bok_deals_left -= 1
        if self.rules.bok_round and score.tie:
            self.bok_deals_left = BOK_ROUND_DEALS
        self.dealer = (self.dealer + 1) % 4
        return row

"""The match: deals until a side reaches the target, with the tie-break (the Scopa rules: the match).

`match_result` says what a finished deal does to the match scores: who wins, if anyone,
and by what. `Match` keeps the scores and the dealer from deal to deal.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Sequence
from dataclasses import dataclass

from kopdesk.cards import Card
from kopdesk.games.scopa.deal import Deal, Phase
from kopdesk.games.scopa.dealing import shuffled_deck
from kopdesk.games.scopa.rules import MatchTie, RuleSet
from kopdesk.games.scopa.scoring import Category, Score
from kopdesk.quoting import quoted


class Decision(enum.Enum):
    TARGET = "target"  # one side reached the target alone
    TOTAL = "total"  # higher_total: the strictly highest total


DecidedBy = Decision | Category
"""A count-out is decided by the category whose point brought the winner to the target."""


@dataclass(frozen=True, slots=True)
class MatchResult:
    before: tuple[int, ...]
    after: tuple[int, ...]
    winner: int | None
    """The side that won the match with this deal, or None."""
    decided_by: DecidedBy | None


def is_decided(rules: RuleSet, scores: Sequence[int]) -> bool:
    """Whether a match standing at `scores` is already over."""
    if rules.match_tie is MatchTie.COUNT_OUT:
        return max(scores) >= rules.target
    return max(scores) >= rules.target and list(scores).count(max(scores)) == 1


def match_result(rules: RuleSet, before: Sequence[int], score: Score) -> MatchResult:
    after = tuple(b + t for b, t in zip(before, score.total, strict=True))
    reached = [side for side, points in enumerate(after) if points >= rules.target]
    if not reached:
        return MatchResult(tuple(before), after, None, None)
    if rules.match_tie is MatchTie.HIGHER_TOTAL:
        best = max(after)
        if after.count(best) > 1:
            return MatchResult(tuple(before), after, None, None)
        decision = Decision.TARGET if len(reached) == 1 else Decision.TOTAL
        return MatchResult(tuple(before), after, after.index(best), decision)
    if len(reached) == 1:
        return MatchResult(tuple(before), after, reached[0], Decision.TARGET)
    running = list(before)
    for category, side in score.count_out_order():
        running[side] += 1
        if running[side] >= rules.target:
            return MatchResult(tuple(before), after, side, category)
    raise AssertionError("a side reached the target, so the count-out reaches it")


class Match:
    """The scores and the dealer of a match, deal by deal."""

    def __init__(self, rules: RuleSet, first_dealer: int) -> None:
        if first_dealer not in range(rules.players):
            raise ValueError(f"the first dealer must be a seat 0-{rules.players - 1}, not {quoted(first_dealer)}")
        self.rules = rules
        self.dealer = first_dealer
        self.scores: tuple[int, ...] = (0,) * len(rules.sides())
        self.results: list[MatchResult] = []

    @property
    def winner(self) -> int | None:
        return self.results[-1].winner if self.results else None

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        """The sides of the rules: a seat alone, or a team of two."""
        return self.rules.sides()

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats of the side that won the match (the target, or the count-out, decides;
        not always the higher score); () while it goes on."""
        return () if self.winner is None else self.rules.sides()[self.winner]

    @property
    def totals(self) -> tuple[int, ...]:
        """Each seat's match score: its side's."""
        side_of = {seat: side for side, seats in enumerate(self.rules.sides()) for seat in seats}
        return tuple(self.scores[side_of[seat]] for seat in range(self.rules.players))

    def shuffled_deal(self, rng: random.Random) -> Deal:
        """The next deal, dealt from a deck shuffled from `rng`."""
        return self.new_deal(shuffled_deck(rng))

    def fits(self, deal: Deal) -> bool:
        """Whether `deal` is the match's next deal at this point."""
        expected = (self.rules, self.dealer, self.scores)
        return not self.is_over and (deal.rules, deal.dealer, deal.match_score) == expected

    def new_deal(self, deck: Sequence[Card]) -> Deal:
        """The next deal, dealt by the current dealer from `deck`."""
        if self.is_over:
            raise ValueError("the match is over")
        return Deal(self.rules, self.dealer, deck, self.scores)

    def record(self, deal: Deal) -> MatchResult | None:
        """Enter a finished or void deal; the dealer moves on (not after a void deal)."""
        if not self.fits(deal):
            raise ValueError("this deal does not belong to the match at this point")
        if deal.phase is Phase.PLAY:
            raise ValueError("only a finished or void deal can be recorded")
        self.dealer = deal.next_dealer
        if deal.score is None:
            return None
        result = match_result(self.rules, self.scores, deal.score)
        self.results.append(result)
        self.scores = result.after
        return result

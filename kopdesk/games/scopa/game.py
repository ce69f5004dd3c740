"""Scopa and Scopone behind the game interface (`kopdesk.games.api.Game`)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from kopdesk.cards import SCOPA_40, Deck
from kopdesk.games.api import DealFiles, SeatResult
from kopdesk.games.catalog.scopa import FAMILY
from kopdesk.games.scopa.deal import Deal, Phase
from kopdesk.games.scopa.dealfile import DealFile, deal_file_from_json, deal_status
from kopdesk.games.scopa.match import Match
from kopdesk.games.scopa.rules import PRESETS, RuleSet, rules_from_preset


class ScopaGame(DealFiles[Deal]):
    family = FAMILY
    presets: Mapping[str, RuleSet] = PRESETS
    deck: Deck = SCOPA_40

    def __init__(self) -> None:
        super().__init__(DealFile.of, deal_file_from_json, deal_status)

    def seats(self, rules: RuleSet) -> int:
        return rules.players

    def rules(self, preset: str, house_rules: Mapping[str, Any] | None = None) -> RuleSet:
        return rules_from_preset(preset, house_rules)

    def new_deal(self, rules: RuleSet, dealer: int, rng: random.Random) -> Deal:
        return Deal.shuffled(rules, dealer, rng)

    def new_match(self, rules: RuleSet, first_dealer: int) -> Match:
        return Match(rules, first_dealer)

    def is_done(self, deal: Deal) -> bool:
        return deal.phase is not Phase.PLAY

    def seat_result(self, deal: Deal, seat: int) -> SeatResult | None:
        """The seat's side's points; `units` are them less the best other side's."""
        score = deal.score
        if score is None:
            return None
        side = deal.side_of(seat)
        ahead = score.total[side] - max(t for other, t in enumerate(score.total) if other != side)
        categories = tuple((category.value, points[side]) for category, points in score.points.items())
        return SeatResult(units=ahead, won=ahead > 0, points=score.total[side], categories=categories)


GAME = ScopaGame()

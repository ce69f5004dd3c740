"""Kop and Baśka behind the game interface (`kopdesk.games.api.Game`)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from kopdesk.cards import KOP_16, Deck
from kopdesk.games.api import DealFiles, SeatResult
from kopdesk.games.catalog.kop import FAMILY
from kopdesk.games.kop.deal import Deal, Phase
from kopdesk.games.kop.dealfile import DealFile, deal_file_from_json, deal_status
from kopdesk.games.kop.match import Match
from kopdesk.games.kop.rules import PRESETS, RuleSet, rules_from_preset
from kopdesk.games.kop.scoring import Score


class KopGame(DealFiles[Deal]):
    family = FAMILY
    presets: Mapping[str, RuleSet] = PRESETS
    deck: Deck = KOP_16

    def __init__(self) -> None:
        super().__init__(DealFile.of, deal_file_from_json, deal_status)

    def seats(self, rules: RuleSet) -> int:
        return 4

    def rules(self, preset: str, house_rules: Mapping[str, Any] | None = None) -> RuleSet:
        return rules_from_preset(preset, house_rules)

    def new_deal(self, rules: RuleSet, dealer: int, rng: random.Random) -> Deal:
        return Deal.shuffled(rules, dealer, rng)

    def new_match(self, rules: RuleSet, first_dealer: int) -> Match:
        return Match(rules, first_dealer)

    def is_done(self, deal: Deal) -> bool:
        return deal.phase is Phase.DONE

    def seat_result(self, deal: Deal, seat: int) -> SeatResult | None:
        return None if deal.score is None else self.seat_result_of(deal.score, seat)

    def seat_result_of(self, score: Score, seat: int) -> SeatResult:
        side = score.sides.side_of(seat)
        return SeatResult(
            units=score.units[seat],
            won=score.winner is side,
            points=None if score.points is None else score.points[side],
            contract=score.sides.contract.value,
            side=side.value,
            declarer=score.sides.declarer == seat,
        )


GAME = KopGame()

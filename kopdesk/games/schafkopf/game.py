"""The Schafkopf family behind the game interface (`kopdesk.games.api.Game`)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from kopdesk.cards import GERMAN_32, Deck
from kopdesk.games.api import DealFiles, SeatResult
from kopdesk.games.catalog.schafkopf import FAMILY
from kopdesk.games.schafkopf.deal import Deal, Phase
from kopdesk.games.schafkopf.dealfile import DealFile, deal_file_from_json, deal_status
from kopdesk.games.schafkopf.match import Match
from kopdesk.games.schafkopf.rules import PRESETS, RuleSet, rules_from_preset


class SchafkopfGame(DealFiles[Deal]):
    family = FAMILY
    presets: Mapping[str, RuleSet] = PRESETS
    deck: Deck = GERMAN_32
    """The Bavarian deck; Wendish, Zweier and German Schafkopf use `rules.deck`, the French one."""

    def __init__(self) -> None:
        super().__init__(DealFile.of, deal_file_from_json, deal_status)

    def seats(self, rules: RuleSet) -> int:
        return rules.seats

    def rules(self, preset: str, house_rules: Mapping[str, Any] | None = None) -> RuleSet:
        return rules_from_preset(preset, house_rules)

    def new_deal(self, rules: RuleSet, dealer: int, rng: random.Random) -> Deal:
        return Deal.shuffled(rules, dealer, rng)

    def new_match(self, rules: RuleSet, first_dealer: int) -> Match:
        return Match(rules, first_dealer)

    def is_done(self, deal: Deal) -> bool:
        return deal.phase is Phase.DONE

    def seat_result(self, deal: Deal, seat: int) -> SeatResult | None:
        """`side` is "declarers" or "defenders" where there are sides; points are the side's."""
        score = deal.score
        if score is None:
            return None
        declarers = score.declarers
        if declarers is None:
            side, points = None, score.points[seat]
        else:
            mine = declarers if seat in declarers else score.defenders or ()
            side, points = "declarers" if seat in declarers else "defenders", sum(score.points[s] for s in mine)
        return SeatResult(
            units=score.units[seat],
            won=score.units[seat] > 0,
            points=points,
            contract=score.contract.value,
            side=side,
            declarer=score.outcome.declarer == seat,
        )


GAME = SchafkopfGame()

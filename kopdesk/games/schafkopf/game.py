"""The Schafkopf family behind the game interface (`kopdesk.games.api.Game`)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from kopdesk.cards import GERMAN_32, Deck
from kopdesk.games.schafkopf.deal import Deal, shuffled_hands
from kopdesk.games.schafkopf.dealfile import deal_file_from_json, deal_status
from kopdesk.games.schafkopf.rules import PRESETS, RuleSet, rules_from_preset


class SchafkopfGame:
    family = "schafkopf"
    presets: Mapping[str, RuleSet] = PRESETS
    deck: Deck = GERMAN_32
    """The Bavarian deck; Wendish, Zweier and German Schafkopf use `rules.deck`, the French one."""

    def seats(self, rules: RuleSet) -> int:
        return rules.seats

    def rules(self, preset: str, house_rules: Mapping[str, Any] | None = None) -> RuleSet:
        return rules_from_preset(preset, house_rules)

    def new_deal(self, rules: RuleSet, dealer: int, rng: random.Random) -> Deal:
        return Deal(rules, dealer, shuffled_hands(rules, rng))

    def replay(self, data: Mapping[str, Any]) -> Deal:
        return deal_file_from_json(data).replay()

    def status(self, deal: Deal) -> dict[str, Any]:
        return deal_status(deal)


GAME = SchafkopfGame()

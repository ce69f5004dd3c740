"""Scopa and Scopone behind the game interface (`kopdesk.games.api.Game`)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from kopdesk.cards import SCOPA_40, Deck
from kopdesk.games.scopa.deal import Deal
from kopdesk.games.scopa.dealfile import deal_file_from_json, deal_status
from kopdesk.games.scopa.dealing import shuffled_deck
from kopdesk.games.scopa.rules import PRESETS, RuleSet, rules_from_preset


class ScopaGame:
    family = "scopa"
    presets: Mapping[str, RuleSet] = PRESETS
    deck: Deck = SCOPA_40

    def seats(self, rules: RuleSet) -> int:
        return rules.players

    def rules(self, preset: str, house_rules: Mapping[str, Any] | None = None) -> RuleSet:
        return rules_from_preset(preset, house_rules)

    def new_deal(self, rules: RuleSet, dealer: int, rng: random.Random) -> Deal:
        return Deal(rules, dealer, shuffled_deck(rng))

    def replay(self, data: Mapping[str, Any]) -> Deal:
        return deal_file_from_json(data).replay()

    def status(self, deal: Deal) -> dict[str, Any]:
        return deal_status(deal)


GAME = ScopaGame()

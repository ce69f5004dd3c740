"""The playout deal agrees with the engine: the same moves at every point, the same points."""

from __future__ import annotations

import random
from typing import Any

import pytest

from kopdesk.bots.scopa.sim import SetsCache, Sim, to_sim
from kopdesk.games.scopa import GAME, PRESETS, Deal, Phase

RULES: list[tuple[str, dict[str, Any]]] = [(preset, {}) for preset in PRESETS] + [
    ("scopa", {"assi": "scopa", "re_bello": True}),
    ("scopa", {"assi": "no_scopa", "last_card_scopa": True}),
    ("scopa", {"quindici": True, "capture_rule": "fewest_cards"}),
    ("scopa", {"deal_one_card": True, "primiera_rule": "count_sevens"}),
    ("scopa-3", {"capture_rule": "free", "denari_needs_six": True, "primiera_missing_suit": "no_point"}),
    ("scopa-4", {"four_player_mode": "dealer_out", "deal_one_card": True}),
    ("scopa-4", {"four_player_mode": "individual", "assi": "scopa"}),
]


def _dealt(rules: Any, rng: random.Random, dealer: int) -> Deal:
    while True:
        deal = GAME.new_deal(rules, dealer, rng)
        if deal.phase is Phase.PLAY:
            return deal


@pytest.mark.parametrize(("preset", "house"), RULES)
def test_moves_and_points_agree_with_the_engine(preset: str, house: dict[str, Any]) -> None:
    rules = GAME.rules(preset, house)
    rng = random.Random(f"{preset}{house}")
    cache = SetsCache(rules)
    for number in range(40):
        deal = _dealt(rules, rng, number % rules.players)
        sim = Sim.of_deal(cache, deal)
        joined_at = rng.randrange(20)
        while deal.phase is Phase.PLAY:
            if len(deal.history) == joined_at:  # a playout may start at any point
                sim = Sim.of_deal(cache, deal)
            assert sim.seat == deal.to_move
            legal = deal.legal_actions()
            assert sorted(sim.moves()) == sorted(to_sim(a) for a in legal)
            action = rng.choice(legal)
            deal.apply(action)
            sim.apply(to_sim(action))
        assert deal.score is not None and sim.seat is None
        assert sim.points() == list(deal.score.total)
        assert sim.captured == list(deal.score.captured)

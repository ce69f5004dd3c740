"""The master's playout move, written for speed, is the greedy move as `greedy_gain` defines it."""

from __future__ import annotations

import random
from typing import Any

import pytest

from kopdesk.bots.scopa.judgement import best_of, greedy_gain
from kopdesk.bots.scopa.master import playout_move
from kopdesk.bots.scopa.sim import SetsCache, Sim, SimMove, table_sum
from kopdesk.games.scopa import GAME, PRESETS

from .helpers import random_deal

RULES: list[tuple[str, dict[str, Any]]] = [(preset, {}) for preset in PRESETS] + [
    ("scopa", {"assi": "no_scopa", "last_card_scopa": True, "re_bello": True}),
    ("scopa", {"deal_one_card": True, "quindici": True}),
]


def greedy(sim: Sim, rng: random.Random) -> SimMove:
    """The definition: every legal move's greedy gain, the best, ties broken by `rng`."""
    moves = sim.moves()
    if len(moves) == 1:
        return moves[0]
    last = sim.talon_at == len(sim.talon) and sum(h.bit_count() for h in sim.hands) == 1
    gains = [greedy_gain(sim.rules, m, sim.table, table_sum(sim.table), last) for m in moves]
    return best_of(moves, gains, rng)


@pytest.mark.parametrize(("preset", "house"), RULES)
def test_playout_move_is_the_greedy_move(preset: str, house: dict[str, Any]) -> None:
    rng = random.Random(preset)
    cache = SetsCache(GAME.rules(preset, house))
    for number in range(30):
        sim = Sim.of_deal(cache, random_deal(preset, rng, house))
        while sim.seat is not None:
            move = playout_move(sim, random.Random(number))
            assert move == greedy(sim, random.Random(number))
            sim.apply(move if rng.random() < 0.5 else rng.choice(sim.moves()))

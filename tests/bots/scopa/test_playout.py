"""The master's playouts: the wary greedy move, written for speed, is the move its
definition names (checked against the engine's capture sets), and the estimate of a
deal stopped early weighs the races as chances."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kopdesk.bots.scopa.judgement import LAY, SCOPA, best_of, greedy_gain, worth
from kopdesk.bots.scopa.playout import estimate, playout, playout_move, race_chances
from kopdesk.bots.scopa.sim import SetsCache, Sim, SimMove, bits_of
from kopdesk.games.scopa import GAME, PRESETS, capture_sets
from kopdesk.games.scopa.cards import CARDS

from .helpers import random_deal

RULES: list[tuple[str, dict[str, Any]]] = [(preset, {}) for preset in PRESETS] + [
    ("scopa", {"last_card_scopa": True, "re_bello": True}),
    ("scopa-4", {"four_player_mode": "dealer_out"}),
]


def _last(sim: Sim) -> bool:
    return sim.talon_at == len(sim.talon) and sum(h.bit_count() for h in sim.hands) == 1


def _gives_a_scopa(sim: Sim, move: SimMove) -> bool:
    """Whether after `move` the next player, an opponent, holds a card that sweeps the
    table for a scopa, by the engine's capture sets (his card not the deal's last, where
    that is no scopa)."""
    seat = sim.seat
    assert seat is not None
    following = sim.following[seat][0]
    hand = sim.hands[following]
    if not hand or sim.side_of[following] == sim.side_of[seat]:
        return False
    after = sim.copy()
    after.apply(move)
    if not after.table or (_last(after) and not sim.rules.last_card_scopa):
        return False
    return any(after.table in capture_sets(sim.rules, CARDS[c.bit_length() - 1], after.table) for c in bits_of(hand))


def wary(sim: Sim, rng: random.Random) -> SimMove:
    """The definition: what a move takes (a scopa counted) or half the worth of the card
    it lays given away, a scopa less if it gives one away; the best, ties broken by `rng`."""
    moves = sim.moves()
    if len(moves) == 1:
        return moves[0]
    gains = []
    for card, take in moves:
        gain = (
            greedy_gain(sim.rules, (card, take), sim.table, None, _last(sim)) if take else -LAY * worth(sim.rules, card)
        )
        gains.append(gain - (SCOPA if _gives_a_scopa(sim, (card, take)) else 0.0))
    return best_of(moves, gains, rng)


@pytest.mark.parametrize(("preset", "house"), RULES)
def test_playout_move_is_the_wary_greedy_move(preset: str, house: dict[str, Any]) -> None:
    rng = random.Random(preset)
    cache = SetsCache(GAME.rules(preset, house))
    gifts_avoided = 0
    for number in range(30):
        sim = Sim.of_deal(cache, random_deal(preset, rng, house))
        while sim.seat is not None:
            move = playout_move(sim, random.Random(number))
            assert move == wary(sim, random.Random(number))
            gifts_avoided += any(_gives_a_scopa(sim, m) for m in sim.moves()) and not _gives_a_scopa(sim, move)
            sim.apply(move if rng.random() < 0.5 else rng.choice(sim.moves()))
    assert gifts_avoided > 10  # the positions put the care to the test


@given(st.lists(st.integers(0, 40), min_size=2, max_size=4), st.integers(0, 40), st.sampled_from([1.0, 2.5]))
def test_race_chances(counts: list[int], left: int, spread: float) -> None:
    chances = race_chances(counts, left, spread)
    assert all(0 <= c <= 1 for c in chances)
    assert sum(chances) <= 1 + 1e-9
    for side, mine in enumerate(counts):
        rival = max(c for s, c in enumerate(counts) if s != side)
        if mine > rival + left:
            assert chances[side] == 1
        if mine + left <= rival:
            assert chances[side] == 0
    if len(counts) == 2 and counts[0] > counts[1]:
        assert chances[0] >= chances[1]


@pytest.mark.parametrize("preset", ["scopa", "scopone"])
def test_estimate_of_a_finished_deal_is_its_score_but_for_a_rare_primiera(preset: str) -> None:
    """Once every card is taken every race is sure: the estimate is the score, except
    that the primiera is judged by the sevens and sixes alone (between two sides they
    decide it in most deals)."""
    rng = random.Random(preset)
    cache, exact = SetsCache(GAME.rules(preset)), 0
    for _ in range(40):
        sim = Sim.of_deal(cache, random_deal(preset, rng))
        playout(sim, rng)
        assert sim.seat is None
        gaps = [v - p for v, p in zip(estimate(sim), sim.points(), strict=True)]
        assert all(gap in (-1, 0, 1) for gap in gaps)
        exact += not any(gaps)
    assert exact >= 32

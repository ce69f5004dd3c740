"""`kopdesk bench --rules P`'s driver: random deals of every preset played to their end,
card play drawn from the deal's `legal_mask()` where the deal offers one, new deals in every pass."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kopdesk.bench import ROUNDS, _game_deals, _per_second, drawn_bit
from kopdesk.games.registry import PRESETS, game_of


@pytest.mark.parametrize("preset", list(PRESETS))
def test_the_bench_plays_every_preset_to_the_end(preset: str) -> None:
    """A drawn action that is not legal would raise; a deal left unfinished would not end the loop."""
    game = game_of(preset)
    rules = game.rules(preset)
    _game_deals([(game, rules, dealer % game.seats(rules)) for dealer in range(12)], seed=3)


@given(mask=st.integers(1, 2**40 - 1), draw=st.floats(0, 1, exclude_max=True))
def test_a_drawn_bit_is_set(mask: int, draw: float) -> None:
    assert mask >> drawn_bit(mask, lambda: draw) & 1


def test_each_set_bit_is_drawn_as_often() -> None:
    mask = 0b1011_0010_0001
    rng = random.Random(4)
    counts = Counter(drawn_bit(mask, rng.random) for _ in range(5000))
    assert set(counts) == {0, 5, 8, 9, 11}
    assert all(900 <= n <= 1100 for n in counts.values())


def test_every_pass_plays_new_deals() -> None:
    """Passes replaying the same seed would time an engine's memos, not its rules."""
    seeds: list[int] = []
    _per_second(lambda items, seed: seeds.append(seed), [None], seconds=0.05)
    assert len(seeds) > ROUNDS and len(set(seeds)) == len(seeds)

"""`kopdesk bench --rules P`'s driver: random deals of every preset played to their end,
card play drawn from the deal's `legal_mask()` where the deal offers one, new deals in every pass."""

from __future__ import annotations

import random
from collections import Counter
from itertools import groupby
from typing import Any, cast

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kopdesk import kop_loop
from kopdesk.bench import ROUNDS, _game_deals, _per_second, _side_by_side
from kopdesk.cards import SCOPA_40, Deck
from kopdesk.games.api import Game
from kopdesk.games.registry import PRESETS, game_of


@pytest.mark.parametrize("preset", list(PRESETS))
def test_the_bench_plays_every_preset_to_the_end(preset: str) -> None:
    """A drawn action that is not legal would raise; a deal left unfinished would not end the loop."""
    game = game_of(preset)
    rules = game.rules(preset)
    _game_deals([(game, rules, dealer % game.seats(rules)) for dealer in range(12)], seed=3)


class _MaskDeal:
    """A deal of `turns` cards each drawn from `mask`, recording what it is given."""

    deck: Deck = SCOPA_40

    def __init__(self, mask: int, turns: int) -> None:
        self.mask, self.turns, self.played = mask, turns, list[int]()
        self.to_move: int | None = 0

    def legal_mask(self) -> int:
        return self.mask

    def legal_actions(self) -> tuple[Any, ...]:
        raise AssertionError("a deal with a legal mask is asked for its actions")

    def apply(self, card: Any) -> tuple[Any, ...]:
        self.played.append(card.index)
        self.to_move = None if len(self.played) == self.turns else 0
        return ()


class _MaskGame:
    def __init__(self, mask: int, turns: int) -> None:
        self.mask, self.turns, self.deals = mask, turns, list[_MaskDeal]()

    def new_deal(self, rules: object, dealer: int, rng: random.Random) -> _MaskDeal:
        self.deals.append(_MaskDeal(self.mask, self.turns))
        return self.deals[-1]


def _drawn(mask: int, turns: int, seed: int) -> list[int]:
    game = _MaskGame(mask, turns)
    _game_deals([(cast(Game, game), None, 0)], seed)
    return game.deals[0].played


@given(mask=st.integers(1, 2**40 - 1), seed=st.integers(0, 2**32))
def test_each_card_is_the_kth_set_bit_of_the_mask_for_k_drawn_by_one_random(mask: int, seed: int) -> None:
    """The same draws as the bare loops': one `random()` a card, the k-th lowest set bit."""
    rng = random.Random(seed)
    bits = [i for i in range(40) if mask >> i & 1]
    assert _drawn(mask, 5, seed) == [bits[int(rng.random() * len(bits))] for _ in range(5)]


def test_each_legal_card_is_drawn_as_often() -> None:
    counts = Counter(_drawn(0b1011_0010_0001, 5000, seed=4))
    assert set(counts) == {0, 5, 8, 9, 11}
    assert all(900 <= n <= 1100 for n in counts.values())


def test_every_pass_plays_new_deals() -> None:
    """Passes replaying the same seed would time an engine's memos, not its rules."""
    seeds: list[int] = []
    _per_second(lambda items, seed: seeds.append(seed), [None], seconds=0.05)
    assert len(seeds) > ROUNDS and len(set(seeds)) == len(seeds)


def test_the_engine_and_its_bare_loop_take_turns_round_by_round() -> None:
    """Alternated, the machine's load weighs on both alike; each round gets its own seeds."""
    runs: list[tuple[str, int]] = []
    _side_by_side(
        lambda items, seed: runs.append(("engine", seed // 1_000_000)),
        lambda items, seed: runs.append(("bare", seed // 1_000_000)),
        [None],
        seconds=0.02,
    )
    assert [run for run, _ in groupby(runs)] == [(side, n) for n in range(ROUNDS) for side in ("engine", "bare")]


@pytest.mark.parametrize("preset", sorted(kop_loop.PRESETS))
def test_the_bare_loop_plays_the_very_deals_the_engine_plays(preset: str) -> None:
    """Same seed, same draws: the same hands, calls and cards, so the same units."""
    game = game_of(preset)
    made: list[Any] = []

    class Recording:
        def new_deal(self, rules: Any, dealer: int, rng: random.Random) -> Any:
            made.append(game.new_deal(rules, dealer, rng))
            return made[-1]

    _game_deals([(cast(Game, Recording()), game.rules(preset), dealer % 4) for dealer in range(40)], seed=9)
    rng = random.Random(9)
    for dealer, deal in enumerate(made):
        deck = list(kop_loop.DECK)
        rng.shuffle(deck)
        assert kop_loop.play_deal(rng.random, deck, dealer % 4, kop_loop.PRESETS[preset]) == deal.score.units

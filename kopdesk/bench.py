"""`kopdesk bench`: how fast the engine plays on this machine.

The figure that matters is `random_deals_per_s`: whole deals with random legal
calls and cards, dealing through scoring, through the public API. For Kop, Kościan
and Baśka it is set against the bare loop of the same preset (`kopdesk.kop_loop`: the
same rules work on bitmasks, no events, no checks), the two measured in alternate
rounds so that the machine's load weighs on both alike.
"""

from __future__ import annotations

import json
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any, TypeVar, cast

from kopdesk import kop_loop
from kopdesk.games.api import CardMasks, Game
from kopdesk.games.kop import PRESETS, Deal, DealFile, parse_deal_file, shuffled_hands
from kopdesk.games.registry import UnknownPreset, game_of

T = TypeVar("T")
Work = Callable[[Sequence[T], int], None]
ROUNDS = 5


def _replays(files: Sequence[str], seed: int) -> None:
    for text in files:
        parse_deal_file(text).replay()


def _observations(deals: Sequence[Deal], seed: int) -> None:
    for deal in deals:
        for seat in range(4):
            deal.observation(seat)


def _round_rate(work: Work[T], items: Sequence[T], seconds: float, round_number: int) -> float:
    """Items per second of one round of about `seconds`.

    Each pass over `items` gets a seed of its own, as the bare loops' passes do: random
    deals are new deals every time, never the same ones again, which an engine's memos
    would answer from memory."""
    started = time.perf_counter()
    done = 0
    while time.perf_counter() - started < seconds:
        work(items, round_number * 1_000_000 + done)
        done += len(items)
    return done / (time.perf_counter() - started)


def _per_second(work: Work[T], items: Sequence[T], seconds: float) -> float:
    """Median items per second over ROUNDS rounds of about `seconds` / ROUNDS each."""
    return statistics.median(_round_rate(work, items, seconds / ROUNDS, n) for n in range(ROUNDS))


def _side_by_side(engine: Work[T], bare: Work[T], items: Sequence[T], seconds: float) -> tuple[float, float, float]:
    """The medians of `engine`'s and `bare`'s items per second and of their ratio round by
    round, ROUNDS rounds of each in turn (engine, bare, engine, bare, …), each measure
    about `seconds` in all."""
    rates = [
        (_round_rate(engine, items, seconds / ROUNDS, n), _round_rate(bare, items, seconds / ROUNDS, n))
        for n in range(ROUNDS)
    ]
    return (
        statistics.median(e for e, _ in rates),
        statistics.median(b for _, b in rates),
        statistics.median(e / b for e, b in rates),
    )


def _played_deals(count: int) -> list[Deal]:
    rng = random.Random(1)
    deals = []
    for dealer in range(count):
        deal = Deal(PRESETS["baska"], dealer % 4, shuffled_hands(rng))
        for _ in range(rng.randrange(4, 18)):
            if deal.to_move is None:
                break
            deal.apply(rng.choice(deal.legal_actions()))
        deals.append(deal)
    return deals


def measure(seconds: float) -> dict[str, object]:
    """Baśka's random deals against its bare loop, deal files replayed, observations made."""
    deals = _played_deals(200)
    files = [DealFile.of(d).dumps() for d in deals]
    return {
        "preset": "baska",
        **_deal_rates("baska", seconds),
        "deal_file_replays_per_s": round(_per_second(_replays, files, seconds)),
        "observations_per_s": round(4 * _per_second(_observations, deals, seconds)),
        **_environment(),
    }


def _environment() -> dict[str, object]:
    return {"python": platform.python_version(), "rounds": ROUNDS}


def _game_deals(deals: Sequence[tuple[Game, Any, int]], seed: int) -> None:
    """Each action drawn uniformly from the legal ones by one `random()`, as the bare loops
    draw: in card play a set bit of the deal's `legal_mask()` where it offers one
    (`CardMasks`), the way a bare loop picks a card; from `legal_actions()` otherwise.

    The draw is written out here, not called, as the bare loops write it: this loop is
    timed as the engine's, and a call per card would be the driver's cost, not the engine's."""
    rng = random.Random(seed)
    draw = rng.random
    for game, rules, dealer in deals:
        deal = game.new_deal(rules, dealer, rng)
        apply, legal_actions = deal.apply, deal.legal_actions
        legal_mask = cast(CardMasks, deal).legal_mask if hasattr(deal, "legal_mask") else None
        cards = cast(CardMasks, deal).deck.cards if legal_mask else ()
        while deal.to_move is not None:
            mask = legal_mask() if legal_mask else 0
            if mask:
                for _ in range(int(draw() * mask.bit_count())):  # the k-th set bit, k drawn
                    mask &= mask - 1
                apply(cards[(mask & -mask).bit_length() - 1])
            else:
                legal = legal_actions()
                apply(legal[int(draw() * len(legal))])


def measure_preset(preset: str, seconds: float) -> dict[str, object]:
    """Random deals of any preset through the game interface: dealing, legal moves,
    applying them and the score, as the table and the bots drive a game."""
    return {"preset": preset, **_deal_rates(preset, seconds), **_environment()}


def _deal_rates(preset: str, seconds: float) -> dict[str, object]:
    """The preset's random deals per second; against its bare loop where the product has one."""
    game = game_of(preset)
    rules = game.rules(preset)
    deals = [(game, rules, dealer % game.seats(rules)) for dealer in range(100)]
    if preset not in kop_loop.PRESETS:
        return {"random_deals_per_s": round(_per_second(_game_deals, deals, seconds))}

    def bare(items: Sequence[object], seed: int) -> None:
        kop_loop.play(preset, len(items), seed)

    engine, bare_rate, ratio = _side_by_side(_game_deals, bare, deals, seconds)
    return {
        "random_deals_per_s": round(engine),
        "bare_deals_per_s": round(bare_rate),
        "engine_to_bare_ratio": round(ratio, 3),
    }


def run_bench(as_json: bool, seconds: float, preset: str | None = None) -> int:
    try:
        results = measure(seconds) if preset is None else measure_preset(preset, seconds)
    except UnknownPreset as error:
        print(f"error: --rules: {error}", file=sys.stderr)
        return 2
    if as_json:
        print(json.dumps(results))
        return 0
    print(f"{'measure':<28}{'median':>12}")
    for key, value in results.items():
        print(f"{key:<28}{value!s:>12}")
    return 0

"""`kopdesk bench`: how fast the engine plays on this machine.

The figure that matters is `random_deals_per_s`: whole deals with random legal
calls and cards, auction through scoring, through the public API. It is set
against a bare bitmask play-out of the same deals (cards only, no auction, no
checks, no events), the fastest plain-Python loop we know for the game.
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

from kopdesk.games.api import CardMasks, Game
from kopdesk.games.kop import CARDS, PRESETS, Card, Deal, DealFile, parse_deal_file, shuffled_hands
from kopdesk.games.kop.rules import Contract
from kopdesk.games.registry import UnknownPreset, game_of

Hands = tuple[tuple[Card, ...], ...]
T = TypeVar("T")
ROUNDS = 5


def _random_deals(hands: Sequence[Hands], seed: int) -> None:
    rng = random.Random(seed)
    rules = PRESETS["baska"]
    for dealer, dealt in enumerate(hands):
        deal = Deal(rules, dealer % 4, dealt)
        while deal.to_move is not None:
            deal.apply(rng.choice(deal.legal_actions()))


def _bare_playouts(hands: Sequence[Hands], seed: int) -> None:
    """Random play of the sixteen cards on bitmasks: the yardstick, not the engine."""
    rng = random.Random(seed)
    order = PRESETS["baska"].order_for(Contract.NORMAL)
    group, beats, trumps = order.group, order.beats, order.trump_mask
    suit_masks = {g: sum(1 << c.index for c in CARDS if group[c.index] == g) for g in set(group)}
    points = [c.points for c in CARDS]
    masks = [[sum(c.bit for c in hand) for hand in dealt] for dealt in hands]
    for dealer, hand_masks in enumerate(masks):
        leader, taken = (dealer + 1) % 4, [0, 0, 0, 0]
        for _ in range(4):
            best = lead = winner = trick_points = -1
            for offset in range(4):
                seat = (leader + offset) % 4
                hand = hand_masks[seat]
                if best >= 0:
                    allowed = hand & suit_masks[group[lead]] if group[lead] != 4 else 0
                    allowed = allowed or hand & beats[best] or hand & trumps or hand
                else:
                    allowed = hand
                choices = [i for i in range(16) if allowed >> i & 1]
                index = rng.choice(choices)
                hand_masks[seat] = hand & ~(1 << index)
                if best < 0:
                    lead = best = index
                    winner, trick_points = seat, 0
                elif (1 << index) & beats[best]:
                    best, winner = index, seat
                trick_points += points[index]
            taken[winner] += trick_points
            leader = winner


def _replays(files: Sequence[str], seed: int) -> None:
    for text in files:
        parse_deal_file(text).replay()


def _observations(deals: Sequence[Deal], seed: int) -> None:
    for deal in deals:
        for seat in range(4):
            deal.observation(seat)


def _per_second(work: Callable[[Sequence[T], int], None], items: Sequence[T], seconds: float) -> float:
    """Median items per second over ROUNDS rounds of about `seconds` / ROUNDS each.

    Each pass over `items` gets a seed of its own, as the bare loops' passes do: random
    deals are new deals every time, never the same ones again, which an engine's memos
    would answer from memory."""
    rates = []
    for round_number in range(ROUNDS):
        started = time.perf_counter()
        done = 0
        while time.perf_counter() - started < seconds / ROUNDS:
            work(items, round_number * 1_000_000 + done)
            done += len(items)
        rates.append(done / (time.perf_counter() - started))
    return statistics.median(rates)


def _played_deals(hands: Sequence[Hands]) -> list[Deal]:
    rng = random.Random(1)
    deals = []
    for dealer, dealt in enumerate(hands):
        deal = Deal(PRESETS["baska"], dealer % 4, dealt)
        for _ in range(rng.randrange(4, 18)):
            if deal.to_move is None:
                break
            deal.apply(rng.choice(deal.legal_actions()))
        deals.append(deal)
    return deals


def measure(seconds: float) -> dict[str, object]:
    rng = random.Random(2026)
    hands = [shuffled_hands(rng) for _ in range(200)]
    deals = _played_deals(hands)
    files = [DealFile.of(d).dumps() for d in deals]
    engine = _per_second(_random_deals, hands, seconds)
    bare = _per_second(_bare_playouts, hands, seconds)
    return {
        "random_deals_per_s": round(engine),
        "bare_playouts_per_s": round(bare),
        "engine_to_bare_ratio": round(engine / bare, 3),
        "deal_file_replays_per_s": round(_per_second(_replays, files, seconds)),
        "observations_per_s": round(4 * _per_second(_observations, deals, seconds)),
        "python": platform.python_version(),
        "rounds": ROUNDS,
    }


def drawn_bit(mask: int, draw: Callable[[], float]) -> int:
    """The index of a set bit of `mask` (not 0), each as likely, by one `draw()` in [0, 1)."""
    for _ in range(int(draw() * mask.bit_count())):
        mask &= mask - 1
    return (mask & -mask).bit_length() - 1


def _game_deals(deals: Sequence[tuple[Game, Any, int]], seed: int) -> None:
    """Each action drawn uniformly from the legal ones by one `random()`, as the bare loops
    draw: in card play a set bit of the deal's `legal_mask()` where it offers one
    (`CardMasks`), the way a bare loop picks a card; from `legal_actions()` otherwise."""
    rng = random.Random(seed)
    draw = rng.random
    for game, rules, dealer in deals:
        deal = game.new_deal(rules, dealer, rng)
        masks = cast(CardMasks, deal) if hasattr(deal, "legal_mask") else None
        cards = masks.deck.cards if masks is not None else ()
        while deal.to_move is not None:
            mask = masks.legal_mask() if masks is not None else 0
            if mask:
                deal.apply(cards[drawn_bit(mask, draw)])
            else:
                legal = deal.legal_actions()
                deal.apply(legal[int(draw() * len(legal))])


def measure_preset(preset: str, seconds: float) -> dict[str, object]:
    """Random deals of any preset through the game interface: dealing, legal moves,
    applying them and the score, as the table and the bots drive a game."""
    game = game_of(preset)
    rules = game.rules(preset)
    deals = [(game, rules, dealer % game.seats(rules)) for dealer in range(100)]
    return {
        "preset": preset,
        "random_deals_per_s": round(_per_second(_game_deals, deals, seconds)),
        "python": platform.python_version(),
        "rounds": ROUNDS,
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

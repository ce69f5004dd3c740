"""Decision times of each level on this machine: `python -m kopdesk.bots.bench`.

Bots of one level fill every seat of random deals of any preset (`--rules kop`,
`--rules scopone`, …) in one process (one core); only decisions with a choice
(more than one legal action) are timed, by the wall clock and by the thread's
CPU time (which other processes sharing the cores do not inflate).
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Iterator, Sequence
from typing import Any

from kopdesk.bots.kop import make_player, oracle
from kopdesk.bots.scopa import make_player as scopa_player
from kopdesk.bots.scopa import oracle as scopa_oracle
from kopdesk.bots.scopa.boards import SCOPA
from kopdesk.bots.tournament import percentile
from kopdesk.games.kop import Deal, rules_from_preset, shuffled_hands
from kopdesk.games.registry import PRESETS, game_of

LEVELS = ("beginner", "club", "master", "oracle")


def decision_times(level: str, preset: str, deals: int, seed: int) -> tuple[list[float], list[float]]:
    """Wall-clock and CPU milliseconds of each decision with a choice."""
    wall: list[float] = []
    cpu: list[float] = []
    for deal, players in _seated(level, preset, deals, seed):
        while deal.to_move is not None:
            seat = deal.to_move
            observation = deal.observation(seat)
            start, start_cpu = time.perf_counter(), time.thread_time()
            action = players[seat].choose(observation)
            if len(observation.legal) > 1:
                wall.append((time.perf_counter() - start) * 1000)
                cpu.append((time.thread_time() - start_cpu) * 1000)
            deal.apply(action)
    return wall, cpu


def _seated(level: str, preset: str, deals: int, seed: int) -> Iterator[tuple[Any, list[Any]]]:
    """Random deals of `preset`, each with a fresh player of `level` in every seat."""
    if game_of(preset).family == "scopa":
        for board in SCOPA.boards(preset, deals, seed):
            deal = board.deal()
            seats = range(board.rules.players)
            yield deal, [scopa_oracle(deal, s) if level == "oracle" else scopa_player(level, s) for s in seats]
        return
    rng = random.Random(seed)
    for number in range(deals):
        hands = shuffled_hands(rng)
        players = [oracle(hands, seat) if level == "oracle" else make_player(level, seat) for seat in range(4)]
        yield Deal(rules_from_preset(preset), number % 4, hands), players


def figures(times: list[float], prefix: str = "") -> dict[str, float]:
    """Median, 99th percentile and maximum, in milliseconds."""
    found = {"p50": percentile(times, 0.5), "p99": percentile(times, 0.99), "max": max(times)}
    return {prefix + name: round(value, 3) for name, value in found.items()}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kopdesk.bots.bench", description=__doc__)
    parser.add_argument("--rules", default="kop", choices=sorted(PRESETS))
    parser.add_argument("--deals", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", nargs="+", default=list(LEVELS), choices=LEVELS)
    args = parser.parse_args(argv)
    for level in args.levels:
        wall, cpu = decision_times(level, args.rules, args.deals, args.seed)
        print(json.dumps({"level": level, "rules": args.rules, "decisions": len(wall),
                          **figures(wall), **figures(cpu, "cpu_")}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

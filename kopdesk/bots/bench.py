"""Decision times of each level on this machine: `python -m kopdesk.bots.bench`.

Bots of one level fill every seat of random deals of any preset (`--rules kop`,
`--rules scopone`, …) in one process (one core); only decisions with a choice
(more than one legal action) are timed, by the wall clock and by the thread's
CPU time (which other processes sharing the cores do not inflate).
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Iterator, Sequence
from typing import Any

from kopdesk.bots.tournament import deal_sets_of, percentile
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
    """Random deals of `preset` (the tournament's), each with a fresh player of `level` in every seat."""
    deal_sets = deal_sets_of(game_of(preset), preset)
    for board in deal_sets.boards(preset, deals, seed):
        yield deal_sets.seated(board, level, seed)


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

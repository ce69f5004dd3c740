"""Decision times of each level on this machine: `python -m kopdesk.bots.bench`.

Four bots of one level play random deals in one process (one core); only
decisions with a choice (more than one legal action) are timed, by the wall
clock and by the thread's CPU time (which other processes sharing the cores
do not inflate).
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Sequence

from kopdesk.bots import make_player, oracle
from kopdesk.bots.tournament import percentile
from kopdesk.games.kop import Deal, Phase, rules_from_preset, shuffled_hands

LEVELS = ("beginner", "club", "master", "oracle")


def decision_times(level: str, preset: str, deals: int, seed: int) -> tuple[list[float], list[float]]:
    """Wall-clock and CPU milliseconds of each decision with a choice."""
    rng = random.Random(seed)
    wall: list[float] = []
    cpu: list[float] = []
    for number in range(deals):
        hands = shuffled_hands(rng)
        deal = Deal(rules_from_preset(preset), number % 4, hands)
        players = [oracle(hands, seat) if level == "oracle" else make_player(level, seat) for seat in range(4)]
        while deal.phase is not Phase.DONE:
            seat = deal.to_move
            assert seat is not None
            observation = deal.observation(seat)
            start, start_cpu = time.perf_counter(), time.thread_time()
            action = players[seat].choose(observation)
            if len(observation.legal) > 1:
                wall.append((time.perf_counter() - start) * 1000)
                cpu.append((time.thread_time() - start_cpu) * 1000)
            deal.apply(action)
    return wall, cpu


def figures(times: list[float], prefix: str = "") -> dict[str, float]:
    """Median, 99th percentile and maximum, in milliseconds."""
    found = {"p50": percentile(times, 0.5), "p99": percentile(times, 0.99), "max": max(times)}
    return {prefix + name: round(value, 3) for name, value in found.items()}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kopdesk.bots.bench", description=__doc__)
    parser.add_argument("--rules", default="kop")
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

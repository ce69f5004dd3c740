"""Decision times of each level on this machine: `python -m kopdesk.bots.bench`.

Four bots of one level play random deals in one process (one core); only
decisions with a choice (more than one legal action) are timed.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Sequence

from kopdesk.bots import make_player, oracle
from kopdesk.bots.tournament import percentile
from kopdesk.engine import Deal, Phase, rules_from_preset, shuffled_hands

LEVELS = ("beginner", "club", "master", "oracle")


def decision_times(level: str, preset: str, deals: int, seed: int) -> list[float]:
    rng = random.Random(seed)
    times = []
    for number in range(deals):
        hands = shuffled_hands(rng)
        deal = Deal(rules_from_preset(preset), number % 4, hands)
        players = [oracle(hands, seat) if level == "oracle" else make_player(level, seat) for seat in range(4)]
        while deal.phase is not Phase.DONE:
            seat = deal.to_move
            assert seat is not None
            observation = deal.observation(seat)
            start = time.perf_counter()
            action = players[seat].choose(observation)
            if len(observation.legal) > 1:
                times.append((time.perf_counter() - start) * 1000)
            deal.apply(action)
    return times


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kopdesk.bots.bench", description=__doc__)
    parser.add_argument("--rules", default="kop")
    parser.add_argument("--deals", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", nargs="+", default=list(LEVELS), choices=LEVELS)
    args = parser.parse_args(argv)
    for level in args.levels:
        times = decision_times(level, args.rules, args.deals, args.seed)
        figures = {q: round(percentile(times, share), 3) for q, share in (("p50", 0.5), ("p99", 0.99))}
        print(json.dumps({"level": level, "rules": args.rules, "decisions": len(times), **figures,
                          "max": round(max(times), 3)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

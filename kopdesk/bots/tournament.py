"""`kopdesk tournament`: bots against bots on fixed deals, with confidence intervals.

The hero edge: for each deal and seat, the seat's units with the hero level in
that seat and the field level in the other three, minus the same seat's units
with the field everywhere. A deal's edge is the mean over its four seats;
deals are independent, so the interval is the mean ± 1.96 standard errors
over deals. Every bot's seed is fixed by the tournament seed, the deal and the
seat, so a run gives the same figures with any number of jobs.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from kopdesk.bots import CallMemo, make_player, oracle
from kopdesk.bots.player import Player
from kopdesk.games.kop import (
    PRESETS,
    Card,
    Deal,
    Phase,
    RuleSet,
    Side,
    read_deal_file,
    rules_from_preset,
    shuffled_hands,
)

HERO_LEVELS = ("beginner", "club", "master", "oracle")
FIELD_LEVELS = ("beginner", "club", "master")
Z95 = 1.96


@dataclass(frozen=True, slots=True)
class Board:
    """One fixed deal of the tournament."""

    number: int
    rules: RuleSet
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    in_bok_round: bool = False


@dataclass
class BoardResult:
    unit_edges: list[int]
    point_edges: list[int]
    latencies: list[float]
    contracts: list[tuple[str, bool]] = field(default_factory=list)
    """Contracts the hero declared (its cicha included) and whether it won them."""


def boards_from_seed(rules: RuleSet, deals: int, seed: int) -> list[Board]:
    rng = random.Random(seed)
    return [Board(n, rules, n % 4, shuffled_hands(rng)) for n in range(deals)]


def boards_from_files(paths: Sequence[str]) -> list[Board]:
    """A board per deal file, checked as `kopdesk replay` checks it; DealFileError names a bad one."""
    deals = [read_deal_file(path) for path in paths]
    return [Board(n, d.rules, d.dealer, d.dealt, d.in_bok_round) for n, d in enumerate(deals)]


def _player(level: str, board: Board, seat: int, seed: int, memo: CallMemo) -> Player:
    bot_seed = hash((seed, board.number, seat)) & 0xFFFFFFFF
    if level == "oracle":
        return oracle(board.hands, bot_seed, memo)
    return make_player(level, bot_seed, memo)


def play(board: Board, players: Sequence[Player], timed: int | None = None) -> tuple[Deal, list[float]]:
    """Play the board out; return the finished deal and the decision times of seat `timed`."""
    deal = Deal(board.rules, board.dealer, board.hands, board.in_bok_round)
    times = []
    while deal.phase is not Phase.DONE:
        seat = deal.to_move
        assert seat is not None
        observation = deal.observation(seat)
        start = time.perf_counter()
        action = players[seat].choose(observation)
        if seat == timed:
            times.append(time.perf_counter() - start)
        deal.apply(action)
    return deal, times


def _side_points(deal: Deal, seat: int) -> int:
    score = deal.score
    assert score is not None
    if score.points is None:
        return 0
    return score.points[score.sides.side_of(seat)]


def play_board(board: Board, hero: str, field_level: str, seed: int) -> BoardResult:
    memo = CallMemo()  # the board's five plays hear much the same auctions; nothing outlives the board
    field_players = [_player(field_level, board, seat, seed, memo) for seat in range(4)]
    base, _ = play(board, field_players)
    assert base.score is not None
    result = BoardResult([], [], [])
    for seat in range(4):
        players = list(field_players)
        players[seat] = _player(hero, board, seat, seed, memo)
        deal, times = play(board, players, timed=seat)
        score = deal.score
        assert score is not None
        result.unit_edges.append(score.units[seat] - base.score.units[seat])
        result.point_edges.append(_side_points(deal, seat) - _side_points(base, seat))
        result.latencies.extend(times)
        if score.sides.declarer == seat:
            won = score.winner is Side.OLD
            result.contracts.append((score.sides.contract.value, won))
    return result


def mean_ci(values: Sequence[float]) -> tuple[float, float, float]:
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, mean, mean
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values))
    return mean, mean - half, mean + half


def percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def summarise(args: argparse.Namespace, rules: str, results: Sequence[BoardResult]) -> dict[str, object]:
    units = mean_ci([statistics.fmean(r.unit_edges) for r in results])
    points = mean_ci([statistics.fmean(r.point_edges) for r in results])
    latencies = [t * 1000 for r in results for t in r.latencies]
    contracts: dict[str, dict[str, int]] = {}
    for r in results:
        for name, won in r.contracts:
            entry = contracts.setdefault(name, {"called": 0, "won": 0})
            entry["called"] += 1
            entry["won"] += won
    return {
        "rules": rules,
        "hero": args.hero,
        "field": args.field,
        "deals": len(results),
        "seed": args.seed,
        "edge_units": round(units[0], 4),
        "edge_units_ci95": [round(units[1], 4), round(units[2], 4)],
        "edge_card_points": round(points[0], 3),
        "edge_card_points_ci95": [round(points[1], 3), round(points[2], 3)],
        "hero_latency_ms": {
            "p50": round(percentile(latencies, 0.5), 3),
            "p99": round(percentile(latencies, 0.99), 3),
            "max": round(max(latencies), 3),
        },
        "contracts": dict(sorted(contracts.items())),
    }


def _play_chunk(boards: Sequence[Board], hero: str, field_level: str, seed: int) -> list[BoardResult]:
    return [play_board(b, hero, field_level, seed) for b in boards]


def run_boards(
    boards: Sequence[Board], hero: str, field_level: str, seed: int, jobs: int, progress: bool
) -> list[BoardResult]:
    chunk = 10
    chunks = [boards[i : i + chunk] for i in range(0, len(boards), chunk)]
    results: list[BoardResult] = []
    if jobs <= 1:
        mapped = (_play_chunk(c, hero, field_level, seed) for c in chunks)
        for done in mapped:
            results.extend(done)
            _report(progress, len(results), len(boards))
        return results
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(_play_chunk, c, hero, field_level, seed) for c in chunks]
        for future in futures:
            results.extend(future.result())
            _report(progress, len(results), len(boards))
    return results


def _report(progress: bool, done: int, total: int) -> None:
    if progress:
        print(f"\r{done}/{total} deals", end="" if done < total else "\n", file=sys.stderr, flush=True)


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:  # type: ignore[type-arg]
    parser: argparse.ArgumentParser = subparsers.add_parser(
        "tournament",
        help="play computer players against each other and report the hero's edge",
        description="Play the hero level in each seat against the field level on fixed deals "
        "and report its edge in units per deal and seat, with a 95% confidence interval.",
    )
    parser.add_argument("--rules", default="kop", choices=sorted(PRESETS), help="preset (default kop)")
    parser.add_argument("--hero", default="master", choices=HERO_LEVELS)
    parser.add_argument("--field", default="club", choices=FIELD_LEVELS)
    parser.add_argument("--deals", type=int, default=100, help="number of deals (default 100)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the deals and the bots")
    parser.add_argument("--deals-file", nargs="+", metavar="FILE", help="deal files to play instead of random deals")
    parser.add_argument("--jobs", type=int, default=1, help="processes to use (default 1)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def run(args: argparse.Namespace) -> int:
    """Run the tournament `args` describe; exit status 2 on bad input."""
    try:
        if args.deals_file:
            boards = boards_from_files(args.deals_file)
            rules = boards[0].rules.preset
        else:
            if args.deals < 1:
                raise ValueError("--deals must be at least 1")
            boards = boards_from_seed(rules_from_preset(args.rules), args.deals, args.seed)
            rules = args.rules
    except (OSError, ValueError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    results = run_boards(boards, args.hero, args.field, args.seed, max(1, args.jobs), not args.json)
    summary = summarise(args, rules, results)
    print(json.dumps(summary) if args.json else table(summary))
    return 0


def table(summary: dict[str, object]) -> str:
    units = summary["edge_units_ci95"]
    points = summary["edge_card_points_ci95"]
    latency = summary["hero_latency_ms"]
    lines = [
        f"{summary['hero']} against {summary['field']}, {summary['rules']}, "
        f"{summary['deals']} deals, seed {summary['seed']}",
        f"  edge in units per deal and seat:  {summary['edge_units']:+.3f}"
        f"  (95% CI {units[0]:+.3f} to {units[1]:+.3f})",  # type: ignore[index]
        f"  edge in card points:              {summary['edge_card_points']:+.2f}"
        f"  (95% CI {points[0]:+.2f} to {points[1]:+.2f})",  # type: ignore[index]
        f"  hero decision time: median {latency['p50']} ms, p99 {latency['p99']} ms, max {latency['max']} ms",  # type: ignore[index]
        "  contracts the hero declared:     called   won",
    ]
    for name, counts in summary["contracts"].items():  # type: ignore[attr-defined]
        lines.append(f"    {name:<31}{counts['called']:>6}{counts['won']:>6}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="kopdesk")
    add_parser(parser.add_subparsers(dest="command", required=True))
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())

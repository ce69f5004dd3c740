"""`kopdesk tournament`: bots against bots on fixed deals, with confidence intervals.

The hero edge: for each deal and seat, what the seat gets with the hero level in
that seat and the field level in the others, minus what the same seat gets with
the field everywhere. A deal's edge is the mean over its seats; deals are
independent, so the interval is the mean ± 1.96 standard errors over deals. Every
bot's seed is fixed by the tournament seed, the deal and the seat, so a run gives
the same figures with any number of jobs. The boards and what a seat gets come
from the deal sets of the preset's family (`kopdesk.bots.<family>.deals.DEALS`, a
`paired.DealSet`): Kop and Schafkopf count units per seat, Scopa net points per deal
for the hero's side.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from kopdesk.bots.families import bots_of
from kopdesk.bots.paired import BoardResult, DealSet, Report
from kopdesk.bots.tournament_command import add_parser
from kopdesk.games.api import Game
from kopdesk.games.registry import game_of, replay_deal_file

Z95 = 1.96


def deal_sets_of(game: Game, where: str) -> DealSet:
    """The deal sets of `game`'s family (`kopdesk.bots.<family>.deals.DEALS`); ValueError
    naming `where` if the family has no computer players yet."""
    try:
        deal_sets: DealSet = bots_of(game.family, "deals").DEALS
    except ValueError as error:
        raise ValueError(f"{where}: {error}") from None
    return deal_sets


def boards_from_files(paths: Sequence[str]) -> tuple[DealSet, list[Any]]:
    """A board per deal file, checked as `kopdesk replay` checks it; DealFileError names a bad one."""
    boards: list[Any] = []
    found: list[DealSet] = []
    for number, path in enumerate(paths):
        game, deal = replay_deal_file(path)
        deal_sets = deal_sets_of(game, json.dumps(path))
        if found and deal_sets is not found[0]:
            raise ValueError(f"{json.dumps(path)}: the deal files must be of one family of games")
        found.append(deal_sets)
        boards.append(deal_sets.board_of(number, deal))
    return found[0], boards


def mean_ci(values: Sequence[float]) -> tuple[float, float, float]:
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, mean, mean
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values))
    return mean, mean - half, mean + half


def percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def summarise(
    args: argparse.Namespace, rules: str, results: Sequence[BoardResult], report: Report
) -> dict[str, object]:
    played = [r for r in results if r.unit_edges]
    units = mean_ci([statistics.fmean(r.unit_edges) for r in played])
    measure = mean_ci([statistics.fmean(r.measure_edges) for r in played])
    latencies = [t * 1000 for r in played for t in r.latencies]
    name, digits = report.measure
    return {
        "rules": rules,
        "hero": args.hero,
        "field": args.field,
        "deals": len(played),
        "seed": args.seed,
        **report.head,
        "edge_units": round(units[0], report.units_digits),
        "edge_units_ci95": [round(units[1], report.units_digits), round(units[2], report.units_digits)],
        name: round(measure[0], digits),
        f"{name}_ci95": [round(measure[1], digits), round(measure[2], digits)],
        "hero_latency_ms": {
            "p50": round(percentile(latencies, 0.5), 3),
            "p99": round(percentile(latencies, 0.99), 3),
            "max": round(max(latencies), 3),
        },
        **report.tail,
    }


def _play_chunk(
    deal_sets: DealSet, boards: Sequence[Any], hero: str, field_level: str, seed: int
) -> list[BoardResult]:
    return [deal_sets.play_board(b, hero, field_level, seed) for b in boards]


def run_boards(
    deal_sets: DealSet, boards: Sequence[Any], hero: str, field_level: str, seed: int, jobs: int, progress: bool
) -> list[BoardResult]:
    chunk = 10
    chunks = [boards[i : i + chunk] for i in range(0, len(boards), chunk)]
    results: list[BoardResult] = []
    if jobs <= 1:
        mapped = (_play_chunk(deal_sets, c, hero, field_level, seed) for c in chunks)
        for done in mapped:
            results.extend(done)
            _report(progress, len(results), len(boards))
        return results
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(_play_chunk, deal_sets, c, hero, field_level, seed) for c in chunks]
        for future in futures:
            results.extend(future.result())
            _report(progress, len(results), len(boards))
    return results


def _report(progress: bool, done: int, total: int) -> None:
    if progress:
        print(f"\r{done}/{total} deals", end="" if done < total else "\n", file=sys.stderr, flush=True)


def run(args: argparse.Namespace) -> int:
    """Run the tournament `args` describe; exit status 2 on bad input."""
    try:
        if args.deals_file:
            deal_sets, boards = boards_from_files(args.deals_file)
            rules = deal_sets.preset_of(boards[0])
        else:
            if args.deals < 1:
                raise ValueError("--deals must be at least 1")
            deal_sets = deal_sets_of(game_of(args.rules), args.rules)
            boards = deal_sets.boards(args.rules, args.deals, args.seed)
            rules = args.rules
    except (OSError, ValueError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    results = run_boards(deal_sets, boards, args.hero, args.field, args.seed, max(1, args.jobs), not args.json)
    if not any(r.unit_edges for r in results):
        print("error: no deal was played (every deal file is of a void deal)", file=sys.stderr)
        return 2
    report = deal_sets.report(results)
    summary = summarise(args, rules, results, report)
    print(json.dumps(summary) if args.json else table(summary, report))
    return 0


def table(summary: dict[str, object], report: Report) -> str:
    name = report.measure[0]
    units: Any = summary["edge_units_ci95"]
    measure: Any = summary[f"{name}_ci95"]
    latency: Any = summary["hero_latency_ms"]
    width = max(26, len(report.unit_text) + 2, len(report.measure_text) + 2)
    unit, measured = f"{report.unit_text:<{width}}", f"{report.measure_text:<{width}}"
    lines = [
        f"{summary['hero']} against {summary['field']}, {summary['rules']}, "
        f"{summary['deals']} deals, seed {summary['seed']}",
        f"  edge in {unit}{summary['edge_units']:+.3f}  (95% CI {units[0]:+.3f} to {units[1]:+.3f})",
        f"  edge in {measured}{summary[name]:+.2f}  (95% CI {measure[0]:+.2f} to {measure[1]:+.2f})",
        f"  hero decision time: median {latency['p50']} ms, p99 {latency['p99']} ms, max {latency['max']} ms",
        *report.tail_lines,
    ]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="kopdesk")
    add_parser(parser.add_subparsers(dest="command", required=True))
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())

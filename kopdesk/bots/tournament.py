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
from collections import deque
from collections.abc import Iterable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from itertools import islice
from typing import Any

from kopdesk.bots.families import bots_of
from kopdesk.bots.paired import BoardResult, DealSet, Report, Tally
from kopdesk.bots.tournament_command import add_parser
from kopdesk.games.api import Game
from kopdesk.games.registry import game_of, replay_deal_file
from kopdesk.quoting import printable, quoted

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
        deal_sets = deal_sets_of(game, quoted(path))
        if found and deal_sets is not found[0]:
            raise ValueError(f"{quoted(path)}: the deal files must be of one family of games")
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


def summarise(args: argparse.Namespace, rules: str, played: Tally, report: Report) -> dict[str, object]:
    units = mean_ci(played.unit_edges)
    measure = mean_ci(played.measure_edges)
    name, digits = report.measure
    return {
        "rules": rules,
        "hero": args.hero,
        "field": args.field,
        "deals": played.played,
        "seed": args.seed,
        **report.head,
        "edge_units": round(units[0], report.units_digits),
        "edge_units_ci95": [round(units[1], report.units_digits), round(units[2], report.units_digits)],
        name: round(measure[0], digits),
        f"{name}_ci95": [round(measure[1], digits), round(measure[2], digits)],
        "hero_latency_ms": {
            "p50": round(played.latency(0.5) * 1000, 3),
            "p99": round(played.latency(0.99) * 1000, 3),
            "max": round(played.latency_max * 1000, 3),
        },
        **report.tail,
    }


def _play_chunk(
    deal_sets: DealSet, boards: Sequence[Any], hero: str, field_level: str, seed: int
) -> list[BoardResult]:
    return [deal_sets.play_board(b, hero, field_level, seed) for b in boards]


_CHUNK = 10


def _chunks(boards: Iterable[Any]) -> Iterator[list[Any]]:
    iterator = iter(boards)
    while chunk := list(islice(iterator, _CHUNK)):
        yield chunk


def run_boards(
    deal_sets: DealSet, boards: Iterable[Any], hero: str, field_level: str, seed: int, jobs: int, total: int | None
) -> Tally:
    """Play the boards, folding each result into the tally as it comes (the boards are made,
    and their results kept, a few chunks at a time): memory does not grow with the deals.
    `total` deals are counted on stderr as they are played (None: quietly)."""
    played, done = Tally(), 0
    for results in _played_chunks(deal_sets, boards, hero, field_level, seed, jobs):
        for result in results:
            played.add(result)
        done += len(results)
        if total is not None:
            print(f"\r{done}/{total} deals", end="" if done < total else "\n", file=sys.stderr, flush=True)
    return played


def _played_chunks(
    deal_sets: DealSet, boards: Iterable[Any], hero: str, field_level: str, seed: int, jobs: int
) -> Iterator[list[BoardResult]]:
    """Each chunk's results, in order; with jobs, at most two chunks a job are waiting."""
    if jobs <= 1:
        yield from (_play_chunk(deal_sets, c, hero, field_level, seed) for c in _chunks(boards))
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        waiting: deque[Future[list[BoardResult]]] = deque()
        for chunk in _chunks(boards):
            waiting.append(pool.submit(_play_chunk, deal_sets, chunk, hero, field_level, seed))
            if len(waiting) >= 2 * jobs:
                yield waiting.popleft().result()
        while waiting:
            yield waiting.popleft().result()


def run(args: argparse.Namespace) -> int:
    """Run the tournament `args` describe; exit status 2 on bad input."""
    boards: Iterable[Any]
    try:
        if args.deals_file:
            deal_sets, listed = boards_from_files(args.deals_file)
            rules, boards = deal_sets.preset_of(listed[0]), listed
        else:
            if args.deals < 1:
                raise ValueError("--deals must be at least 1")
            deal_sets = deal_sets_of(game_of(args.rules), args.rules)
            boards = deal_sets.boards(args.rules, args.deals, args.seed)
            rules = args.rules
    except (OSError, ValueError) as error:
        print(f"error: {printable(str(error))}", file=sys.stderr)
        return 2
    total = None if args.json else (len(args.deals_file) if args.deals_file else args.deals)
    played = run_boards(deal_sets, boards, args.hero, args.field, args.seed, max(1, args.jobs), total)
    if not played.played:
        print("error: no deal was played (every deal file is of a void deal)", file=sys.stderr)
        return 2
    report = deal_sets.report(played)
    summary = summarise(args, rules, played, report)
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

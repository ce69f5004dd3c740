"""What the tournament asks of each family of games: its deal sets, and a board played paired.

A family's deal sets (`kopdesk.bots.<family>.deals.DEALS`) make boards; a board is
one fixed deal, in the duplicate-bridge sense. Played paired, it is played once with
the field level in every seat and once more for each seat with the hero in it; the
hero's edge in a seat is what his seat (or side) gets less what the field got there.
A family says what a deal's result is for a seat, in its unit, and what else it reports.
"""

from __future__ import annotations

import math
import time
from array import array
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol


@dataclass
class BoardResult:
    unit_edges: list[float]
    """The hero's edge in each seat he played, in the family's unit."""
    measure_edges: list[float]
    """The same in the family's second measure (Kop: card points; Scopa: the margin)."""
    latencies: list[float]
    details: list[Any] = field(default_factory=list)
    """What the family tallies besides (Kop: the contracts the hero declared and won)."""


_BUCKETS_PER_DOUBLING = 100
"""A decision time is kept as its bucket, 0.7 % wide: a percentile is read to that."""


class Tally:
    """The boards played, folded as they come in, so that a tournament of any length holds
    the same few hundred numbers: per board only its mean edges (8 bytes each, for the exact
    interval), the decision times as a histogram, the details counted or summed.

    A board's `details` are counted when hashable (Kop and Schafkopf: the contract declared
    and whether it was won); a mapping of numbers (Scopa: the edge per category) is averaged
    over the board's seats and summed over the boards.
    """

    def __init__(self) -> None:
        self.unit_edges = array("d")
        """Each board's mean edge in the family's unit."""
        self.measure_edges = array("d")
        self.counted: Counter[Any] = Counter()
        self.sums: dict[str, float] = {}
        self.summed_boards = 0
        self._latencies: Counter[int] = Counter()
        self.latency_max = 0.0
        """The longest decision, in seconds."""

    def add(self, result: BoardResult) -> None:
        if result.unit_edges:  # a void deal of a deal file is not played
            self.unit_edges.append(math.fsum(result.unit_edges) / len(result.unit_edges))
            self.measure_edges.append(math.fsum(result.measure_edges) / len(result.measure_edges))
        for seconds in result.latencies:
            self._latencies[_bucket(seconds)] += 1
            self.latency_max = max(self.latency_max, seconds)
        mappings = [d for d in result.details if isinstance(d, Mapping)]
        self.counted.update(d for d in result.details if not isinstance(d, Mapping))
        if mappings:
            self.summed_boards += 1
            for key in mappings[0]:
                self.sums[key] = self.sums.get(key, 0.0) + math.fsum(d[key] for d in mappings) / len(mappings)

    @property
    def played(self) -> int:
        return len(self.unit_edges)

    def latency(self, share: float) -> float:
        """The decision time (seconds) that `share` of the decisions stay below, to 0.7 %:
        the one at that rank in order, as `tournament.percentile` reads it."""
        count = self._latencies.total()
        rank = min(count - 1, int(share * count))
        for bucket in sorted(self._latencies):
            rank -= self._latencies[bucket]
            if rank < 0:
                return min(2 ** ((bucket + 0.5) / _BUCKETS_PER_DOUBLING), self.latency_max)
        return self.latency_max


def _bucket(seconds: float) -> int:
    return math.floor(math.log2(max(seconds, 1e-9)) * _BUCKETS_PER_DOUBLING)


@dataclass(frozen=True, slots=True)
class Report:
    """A family's part of the tournament's report, around the edge in units."""

    head: dict[str, object]
    """Before the edge: what its unit is, where that needs saying."""
    measure: tuple[str, int]
    """The second measure's JSON name and the digits it is rounded to."""
    units_digits: int
    tail: dict[str, object]
    """After the decision times."""
    unit_text: str
    measure_text: str
    tail_lines: tuple[str, ...]


class DealSet(Protocol):
    """A family's computer players at the tournament: its boards, played paired."""

    def boards(self, preset: str, deals: int, seed: int) -> Iterable[Any]:
        """`deals` random boards of `preset`, fixed by `seed` (made as they are played)."""
        ...

    def board_of(self, number: int, deal: Any) -> Any:
        """The board of a deal file's deal (its start: the moves in the file are not replayed)."""
        ...

    def preset_of(self, board: Any) -> str: ...

    def seated(self, board: Any, level: str, seed: int) -> tuple[Any, list[Any]]:
        """A fresh deal of the board and a player of `level` (or the oracle) in each seat,
        seeded as `play_board` seeds them."""
        ...

    def play_board(self, board: Any, hero: str, field_level: str, seed: int) -> BoardResult: ...

    def report(self, played: Tally) -> Report: ...


def bot_seed(seed: int, number: int, seat: int) -> int:
    """A bot's seed, fixed by the tournament's seed, the board and the seat."""
    return hash((seed, number, seat)) & 0xFFFFFFFF


def timed_play(deal: Any, players: Sequence[Any], timed: int | None) -> list[float]:
    """Play `deal` out, each seat's player choosing from its own observation; return
    the decision times (seconds) of seat `timed`."""
    times = []
    while (seat := deal.to_move) is not None:
        observation = deal.observation(seat)
        start = time.perf_counter()
        action = players[seat].choose(observation)
        if seat == timed:
            times.append(time.perf_counter() - start)
        deal.apply(action)
    return times


def contracts_report(played: Tally, measure_text: str) -> Report:
    """The report of a family with contracts (Kop, Schafkopf): the edge in units and
    card points, and which contracts the hero declared and won (`details`: name, won)."""
    contracts: dict[str, dict[str, int]] = {}
    for detail, times in played.counted.items():
        name, won = detail
        entry = contracts.setdefault(name, {"called": 0, "won": 0})
        entry["called"] += times
        entry["won"] += won * times
    lines = ["  contracts the hero declared:     called   won"]
    lines += [f"    {name:<31}{c['called']:>6}{c['won']:>6}" for name, c in sorted(contracts.items())]
    return Report(
        head={},
        measure=("edge_card_points", 3),
        units_digits=4,
        tail={"contracts": dict(sorted(contracts.items()))},
        unit_text="units per deal and seat:",
        measure_text=measure_text,
        tail_lines=tuple(lines),
    )

"""What the tournament asks of each family of games: its deal sets, and a board played paired.

A family's deal sets (`kopdesk.bots.<family>.deals.DEALS`) make boards; a board is
one fixed deal, in the duplicate-bridge sense. Played paired, it is played once with
the field level in every seat and once more for each seat with the hero in it; the
hero's edge in a seat is what his seat (or side) gets less what the field got there.
A family says what a deal's result is for a seat, in its unit, and what else it reports.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
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

    def boards(self, preset: str, deals: int, seed: int) -> list[Any]:
        """`deals` random boards of `preset`, fixed by `seed`."""
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

    def report(self, results: Sequence[BoardResult]) -> Report: ...


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


def contracts_report(results: Sequence[BoardResult], measure_text: str) -> Report:
    """The report of a family with contracts (Kop, Schafkopf): the edge in units and
    card points, and which contracts the hero declared and won (`details`: name, won)."""
    contracts: dict[str, dict[str, int]] = {}
    for r in results:
        for name, won in r.details:
            entry = contracts.setdefault(name, {"called": 0, "won": 0})
            entry["called"] += 1
            entry["won"] += won
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

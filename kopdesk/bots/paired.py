"""What the tournament asks of each family of games: its boards, and a board played paired.

A board is one fixed deal. Played paired, it is played once with the field level in
every seat and once more for each seat with the hero in it; the hero's edge in a seat
is what his seat (or side) gets less what the field got there. A family says what a
deal's result is for a seat, in its unit, and what else it reports.
"""

from __future__ import annotations

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


class Family(Protocol):
    """A family's computer players at the tournament."""

    def boards(self, preset: str, deals: int, seed: int) -> list[Any]:
        """`deals` random boards of `preset`, fixed by `seed`."""
        ...

    def board_of(self, number: int, deal: Any) -> Any:
        """The board of a deal file's deal (its start: the moves in the file are not replayed)."""
        ...

    def preset_of(self, board: Any) -> str: ...

    def play_board(self, board: Any, hero: str, field_level: str, seed: int) -> BoardResult: ...

    def report(self, results: Sequence[BoardResult]) -> Report: ...


def bot_seed(seed: int, number: int, seat: int) -> int:
    """A bot's seed, fixed by the tournament's seed, the board and the seat."""
    return hash((seed, number, seat)) & 0xFFFFFFFF

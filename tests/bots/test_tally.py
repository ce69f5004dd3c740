"""The tournament's tally: the boards folded as they come, the report's figures as before."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kopdesk.bots.paired import BoardResult, Tally, contracts_report
from kopdesk.bots.tournament import percentile, run_boards

_TIMES = st.lists(st.floats(min_value=1e-6, max_value=5.0), min_size=1, max_size=300)


@given(st.lists(_TIMES, min_size=1, max_size=8), st.sampled_from([0.0, 0.5, 0.9, 0.99, 1.0]))
def test_latency_is_the_exact_percentile_to_a_bucket(boards: list[list[float]], share: float) -> None:
    played = Tally()
    for times in boards:
        played.add(BoardResult([1.0], [1.0], times))
    exact = percentile([t for times in boards for t in times], share)
    assert played.latency(share) == pytest.approx(exact, rel=0.004)
    assert played.latency_max == max(max(times) for times in boards)


def test_edges_are_kept_per_board_as_their_mean() -> None:
    played = Tally()
    played.add(BoardResult([1.0, 2.0, 6.0], [10.0, 20.0, 0.0], []))
    played.add(BoardResult([], [], []))  # a void deal: not played
    played.add(BoardResult([-1.0], [4.0], []))
    assert (played.played, list(played.unit_edges), list(played.measure_edges)) == (2, [3.0, -1.0], [10.0, 4.0])


def test_contracts_are_counted_and_won() -> None:
    played = Tally()
    for details in ([("wenz", True), ("sauspiel", False)], [("wenz", False)], [("wenz", True)]):
        played.add(BoardResult([0.0], [0.0], [], details))
    report = contracts_report(played, "card points:")
    assert report.tail == {"contracts": {"sauspiel": {"called": 1, "won": 0}, "wenz": {"called": 3, "won": 2}}}


def test_category_edges_are_averaged_over_seats_then_boards() -> None:
    played = Tally()
    played.add(BoardResult([0.0], [0.0], [], [{"scope": 1.0, "denari": 0.0}, {"scope": 3.0, "denari": 1.0}]))
    played.add(BoardResult([0.0], [0.0], [], [{"scope": 0.0, "denari": -1.0}]))
    assert played.summed_boards == 2
    assert played.sums == {"scope": 2.0, "denari": -0.5}


class _CountingFamily:
    """Boards that say how many were made before each is played."""

    def __init__(self) -> None:
        self.made = 0
        self.ahead: list[int] = []

    def boards(self, deals: int) -> Iterator[int]:
        for number in range(deals):
            self.made += 1
            yield number

    def play_board(self, board: int, hero: str, field_level: str, seed: int) -> BoardResult:
        self.ahead.append(self.made - board)
        return BoardResult([float(board)], [0.0], [0.001])


def test_boards_are_made_as_they_are_played() -> None:
    family = _CountingFamily()
    played = run_boards(family, family.boards(1000), "club", "beginner", 1, 1, None)  # type: ignore[arg-type]
    assert played.played == 1000 and played.unit_edges[-1] == 999.0
    assert max(family.ahead) <= 10  # one chunk, not the thousand

"""A decision's budget: nodes, `stop`, and a clock it does not overrun by a whole step."""

from __future__ import annotations

from kopdesk.bots.budget import Budget


class FakeClock:
    """Seconds that move only when a test says so."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def steps_taken(budget: Budget, step_seconds: float, step_nodes: int, stop_after: int | None = None) -> int:
    clock = FakeClock()
    taken = 0
    allowance = budget.start(lambda: stop_after is not None and taken >= stop_after, clock)
    while True:
        clock.now += step_seconds
        taken += 1
        if allowance.spent(step_nodes):
            return taken


def test_the_nodes_end_the_decision_whatever_the_clock() -> None:
    assert steps_taken(Budget(nodes=1_000), step_seconds=5.0, step_nodes=300) == 4
    assert steps_taken(Budget(nodes=1_000, seconds=100.0), step_seconds=0.001, step_nodes=300) == 4


def test_stop_ends_the_decision_after_the_step_in_hand() -> None:
    assert steps_taken(Budget(nodes=10**9), step_seconds=0.01, step_nodes=1, stop_after=3) == 3


def test_no_step_begins_that_would_end_past_the_deadline() -> None:
    # Steps of 60 ms against 200 ms: after the third (180 ms) a fourth would end at 240 ms.
    assert steps_taken(Budget(nodes=10**9, seconds=0.2), step_seconds=0.06, step_nodes=1) == 3
    # Steps of 45 ms: the fourth ends at 180 ms, a fifth would end at 225 ms.
    assert steps_taken(Budget(nodes=10**9, seconds=0.2), step_seconds=0.045, step_nodes=1) == 4


def test_one_step_is_always_taken() -> None:
    assert steps_taken(Budget(nodes=10**9, seconds=0.2), step_seconds=1.0, step_nodes=1) == 1


def test_nodes_left_counts_down() -> None:
    allowance = Budget(nodes=100).start()
    allowance.spent(30)
    assert allowance.nodes_left == 70

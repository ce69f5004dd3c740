"""How long a search may think, and the thinking of one decision against it."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from kopdesk.bots.player import StopCheck, never_stop


@dataclass(frozen=True, slots=True)
class Budget:
    """What one decision may spend: nodes (deterministic: a seed gives the same answer on
    any machine) and a wall-clock cap for a busy machine."""

    nodes: int
    seconds: float | None = None

    def start(self, stop: StopCheck = never_stop, clock: Callable[[], float] = time.perf_counter) -> Allowance:
        """The budget of a decision that starts now; `stop` is polled after every step."""
        return Allowance(self, stop, clock)


class Allowance:
    """One decision's budget being spent, a step (a layout searched) at a time.

    A step is never cut short, so that every move is judged on the same layouts;
    instead a step is not begun when, at the mean cost of the steps so far, it would
    end past the deadline. On a busy machine a slow step would otherwise overrun
    the clock by its whole length.
    """

    def __init__(self, budget: Budget, stop: StopCheck, clock: Callable[[], float]) -> None:
        self.budget = budget
        self.stop = stop
        self.clock = clock
        self.started = clock()
        self.nodes = 0
        self.steps = 0

    @property
    def nodes_left(self) -> int:
        return self.budget.nodes - self.nodes

    def spent(self, nodes: int) -> bool:
        """Count a step of `nodes`; whether the decision must end now."""
        self.nodes += nodes
        self.steps += 1
        if self.nodes >= self.budget.nodes or self.stop():
            return True
        return self.budget.seconds is not None and self._next_step_ends() > self.budget.seconds

    def _next_step_ends(self) -> float:
        """Seconds from the start at which one more step of the mean cost would end."""
        elapsed = self.clock() - self.started
        return elapsed + elapsed / self.steps

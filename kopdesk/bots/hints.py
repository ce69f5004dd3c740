"""A fact behind a hint, for the families whose facts are data: a reason (each family's
own `HintReason` enum) and the values that reason carries. A view words them. No Qt here.
(Kop's facts, in `kopdesk.bots.kop.hints` like the others', are still a class per fact.)
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Generic, TypeVar

from kopdesk.cards import Card

R = TypeVar("R", bound=enum.Enum)


@dataclass(frozen=True, slots=True)
class Fact(Generic[R]):
    """Why an action is good, true in the position as the seat sees it; which of `cards` and
    `number` it carries is said per reason."""

    reason: R
    cards: tuple[Card, ...] = ()
    number: int | None = None

    @property
    def count(self) -> int:
        """`number`, for a reason that always carries one."""
        if self.number is None:
            raise ValueError(f"the fact {self.reason.name} carries no number")
        return self.number

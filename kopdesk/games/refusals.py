"""The error of an action the rules refuse, for every family.

Each family's `IllegalAction` is this one carrying its own `Refusal`: a code and the
cards and values involved, whose `describe()` is the plain English of the command line.
"""

from __future__ import annotations

from typing import Generic, Protocol, TypeVar


class Describable(Protocol):
    def describe(self) -> str: ...


R = TypeVar("R", bound=Describable)


class IllegalAction(ValueError, Generic[R]):
    """An action the rules refuse; the deal is left as it was."""

    def __init__(self, refusal: R) -> None:
        super().__init__(refusal.describe())
        self.refusal = refusal

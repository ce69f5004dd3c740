"""What every game's guided first deal is made of: data only, no Qt.

A lesson is a prearranged deal with the user at seat `USER`, a script of what the other
players do, and one `Step` per action of the user: the action expected, written as deal
files write it, and a text that says what to do and why (marked with `N_`, translated
when shown). A step's claims (each family's own enum) say what its text states about the
position, so that tests can check it is true there; its `cards` are the cards the text
names. Each family's `lesson` module builds its deals and counts what a seat has done;
the app plays them (`kopdesk.app.lessons`).
"""

from __future__ import annotations

import enum
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from kopdesk.games.api import RuleSetLike
from kopdesk.games.texts import Wording

USER = 0
"""The user's seat in every lesson."""


class _Turns(Protocol):
    @property
    def to_move(self) -> int | None: ...


A = TypeVar("A")
A_co = TypeVar("A_co", covariant=True)
C = TypeVar("C", bound=enum.Enum)
D = TypeVar("D", bound=_Turns)


class _Acting(Protocol[A_co]):
    def legal_actions(self) -> Sequence[A_co]: ...


@dataclass(frozen=True)
class Step(Generic[C]):
    action: str
    """The action the step wants, as deal files write it ("sauspiel:E", "OE", "KC:KH")."""
    text: Wording
    """What to do and why, in English, marked with N_ (shown through `app.words.said`): a
    text that names a game's own words has two wordings, for the traditional-terms switch."""
    claims: frozenset[C] = frozenset()
    cards: tuple[str, ...] = ()
    """The cards the text names."""


@dataclass(frozen=True, kw_only=True)
class Lesson(ABC, Generic[D, C]):
    """A first deal, explained; `D` is the family's deal, `C` its claims."""

    preset: str
    dealer: int
    script: Mapping[int, tuple[str, ...]]
    """What each other seat does, in order, as deal files write it."""
    intro: Wording
    steps: tuple[Step[C], ...]
    ending: Wording
    """What the lesson says when the deal is over, beside the summary."""

    @abstractmethod
    def rules(self) -> RuleSetLike: ...

    @abstractmethod
    def deal(self) -> D:
        """The lesson's deal as dealt."""

    @abstractmethod
    def made(self, deal: D, seat: int) -> int:
        """How many actions `seat` has made in `deal`."""

    def scripted(self, deal: D) -> str:
        """What the script has the seat to move (not the user) do next in `deal`."""
        seat = deal.to_move
        assert seat is not None and seat != USER, "the user's turn, or the deal is over"
        return self.script[seat][self.made(deal, seat)]

    def step(self, deal: D) -> Step[C] | None:
        """The user's step at `deal`, None when it is not his turn."""
        return self.steps[self.made(deal, USER)] if deal.to_move == USER else None


def action(deal: _Acting[A], text: str) -> A | None:
    """The allowed action written `text`, None if it is not allowed now."""
    return next((allowed for allowed in deal.legal_actions() if str(allowed) == text), None)

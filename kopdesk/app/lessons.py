"""Every game's guided first deal, found by the family's name: `LESSONS` (preset → a
new lesson) in `kopdesk/app/<family>/lessons.py`. The table's `Coach` accepts only the
step's action, the computer seats play the lesson's script, and the lesson view shows
each step.

Kop's is its `Tutorial` (`kopdesk.app.kop.tutorial`); the others' lessons are data in
`kopdesk.games.<family>.lesson`, played here by `BoardLesson`. Each step has one text,
shown as the step's instruction (the deal's intro comes with the first); an action the
step does not want is refused with that text, since the lessons have no text of their own
for it.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable, Mapping
from typing import Any, NamedTuple, Protocol

from kopdesk.app.kop.tutorial import last_instruction
from kopdesk.app.words import said
from kopdesk.bots.families import AnyPlayer
from kopdesk.bots.player import StopCheck, never_stop
from kopdesk.cards import Card
from kopdesk.games.lessons import Lesson, Step
from kopdesk.games.registry import FAMILIES, family_of_preset, game_of
from kopdesk.storage import Level, MatchSetup
from kopdesk.table import HUMAN_SEAT, Coach

FamilyLesson = Lesson[Any, Any]
"""A lesson of `kopdesk.games.<family>.lesson`, of any family."""



class Page(NamedTuple):
    """What the lesson's banner says at one step: what happened, why, the cards it
    speaks of, what to do now."""

    recap: str
    explanation: str
    pictures: tuple[tuple[Card, ...], ...]
    instruction: str


class Coaching(Coach, Protocol):
    """A lesson as the window plays it: its deal and players, and what it says now."""

    @property
    def finished(self) -> bool: ...

    def deal(self) -> Any: ...

    def setup(self, names: tuple[str, ...]) -> MatchSetup: ...

    def players(self) -> Mapping[int, AnyPlayer]: ...

    def recap(self) -> str: ...

    def explanation(self) -> str: ...

    def instruction(self) -> str: ...

    def pictures(self) -> tuple[tuple[Card, ...], ...]: ...

    def pages(self) -> tuple[Page, ...]:
        """What the banner says at every step of the lesson and at its end, so that it can
        keep one height throughout."""
        ...


class ScriptPlayer:
    """A computer seat of a board lesson: it plays the lesson's script."""

    def __init__(self, lesson: FamilyLesson, deal: Any) -> None:
        self.lesson, self.deal = lesson, deal

    def choose(self, observation: Any, stop: StopCheck = never_stop) -> Any:
        # The deal does not change while a computer seat thinks: the table waits for it.
        wanted = self.lesson.scripted(self.deal)
        return next(allowed for allowed in observation.legal if str(allowed) == wanted)


class BoardLesson:
    """A board game's first deal, explained: the deal it plays and the step at hand."""

    def __init__(self, lesson: FamilyLesson) -> None:
        self.lesson = lesson
        self.rules = lesson.rules()
        self.seats = game_of(lesson.preset).seats(self.rules)
        self._deal = lesson.deal()
        self.done = 0
        """Steps the user has made."""

    def deal(self) -> Any:
        """The lesson's deal, the one played (the steps follow it)."""
        return self._deal

    def setup(self, names: tuple[str, ...]) -> MatchSetup:
        """The lesson's table, with no undo: the lesson refuses every step but its own."""
        beginner: Level = "beginner"  # the seats play the script; a level names them only
        levels = (beginner,) * (self.seats - 1)
        return MatchSetup(self.rules, self._deal.dealer, levels, names[: self.seats], "0.20", "PLN", False)

    def players(self) -> Mapping[int, AnyPlayer]:
        return {seat: ScriptPlayer(self.lesson, self._deal) for seat in range(self.seats) if seat != HUMAN_SEAT}

    @property
    def finished(self) -> bool:
        return self._deal.to_move is None

    def _step(self) -> Step[Any] | None:
        return self.lesson.step(self._deal)

    def check(self, action: Any) -> str | None:
        """None if `action` is the step's; else the step's own text, translated."""
        step = self._step()
        return None if step is None or str(action) == step.action else said(step.text)

    def advance(self) -> None:
        self.done += 1

    def recap(self) -> str:
        return ""

    def explanation(self) -> str:
        """The deal's intro until the user's first step is made, its ending once it is over."""
        if self.finished:
            return said(self.lesson.ending)
        return said(self.lesson.intro) if self.done == 0 else ""

    def instruction(self) -> str:
        if self.finished:
            return last_instruction()
        step = self._step()
        return "" if step is None else said(step.text)

    def pictures(self) -> tuple[tuple[Card, ...], ...]:
        step = self._step()
        return () if self.finished or step is None else self._cards(step)

    def _cards(self, step: Step[Any]) -> tuple[tuple[Card, ...], ...]:
        if not step.cards:
            return ()
        deck = getattr(self.rules, "deck", None) or game_of(self.lesson.preset).deck
        return (tuple(deck.card(text) for text in step.cards),)

    def pages(self) -> tuple[Page, ...]:
        intro = said(self.lesson.intro)
        steps = (
            Page("", intro if number == 0 else "", self._cards(step), said(step.text))
            for number, step in enumerate(self.lesson.steps)
        )
        return (*steps, Page("", said(self.lesson.ending), (), last_instruction()))


@functools.cache
def lessons() -> Mapping[str, Callable[[], Coaching]]:
    """Every game's first deal, explained, by preset, in the order the Help menu offers
    them (the registry's). The lessons load their games: the window asks for them when a
    lesson is first wanted."""
    found: dict[str, Callable[[], Coaching]] = {}
    for family in FAMILIES:
        found.update(importlib.import_module(f"kopdesk.app.{family.name}.lessons").LESSONS)
    return found


def lesson_preset(preset: str) -> str:
    """The game whose first deal, explained, teaches `preset`: its own, else its family's first."""
    if preset in lessons():
        return preset
    family = family_of_preset(preset)
    return next(lesson for lesson in lessons() if family_of_preset(lesson) is family)


def lesson_for(preset: str) -> Coaching:
    """A new first deal, explained, of `preset` (one of `lessons()`)."""
    return lessons()[preset]()

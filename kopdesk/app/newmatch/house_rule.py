"""A house rule as the new-match dialog shows it, described without widgets.

A game lists its house rules as `HouseRule`s: the section, title and explanation
(translated each time they are shown), the kind of value the rule takes, which
decides its editor, and when the rule matters. `editors` makes the widgets.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

Text = Callable[[], str]
"""A text looked up in the current language each time it is shown."""
Values = Mapping[str, Any]
"""House-rule id → value as spelled in deal files."""

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Choice:
    """One of a few values, each shown by its label."""

    options: tuple[tuple[str, Text], ...]


@dataclass(frozen=True, slots=True)
class Switch:
    """On or off; the rule's title labels it."""


@dataclass(frozen=True, slots=True)
class Number:
    """A whole number from `low` to `high`."""

    low: int
    high: int


@dataclass(frozen=True, slots=True)
class Numbers:
    """A few whole numbers from `low` to `high`, each with its label; the value is a dict key → number."""

    labels: tuple[tuple[str, Text], ...]
    low: int
    high: int


@dataclass(frozen=True, slots=True)
class Checks(Generic[T]):
    """Any of `items`; the value lists those chosen, as spelled, in the order of `items`."""

    items: tuple[T, ...]
    spell: Callable[[T], str]
    label: Callable[[T], str]
    tip: Callable[[T], str]
    applies: Callable[[T, Values], bool]
    """Whether an item can be chosen given the rules' values; if not, it is grey."""


Kind = Choice | Switch | Number | Numbers | Checks[Any]
"""What kind of value a house rule takes; it decides the rule's editor."""


@dataclass(frozen=True, slots=True)
class HouseRule:
    """One house rule as the dialog shows it; `id` is its key in the rule set."""

    id: str
    section: Text
    title: Text
    help: Text
    kind: Kind
    applies: Callable[[Values], bool] = lambda values: True
    """Whether the rule matters given the other rules; if not, its widget is grey."""
    error: Text | None = None
    """What to tell the user when the rule set refuses this rule; None: the engine's own words."""

"""The texts a game brings to the window, as data: its name, each preset's name and
description, and its table of house rules as the new-match dialog shows it.

Each family writes them in `kopdesk/games/<family>/texts.py` as `TEXTS`, marked for
translation (`N_`, `NP_`) and translated where they are shown, so that a new preset
or house rule needs no change outside its game's package and its translations. A
house rule is described without widgets: its kind of value decides the editor.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from kopdesk.i18n import Plural, Text

T_co = TypeVar("T_co", bound=Text | Plural, covariant=True)


@dataclass(frozen=True, slots=True)
class Worded(Generic[T_co]):
    """A text that names a game's own words, in two wordings marked for translation:
    `traditional` says them as the game's players do ("Laufende count"), `translated` in
    the user's words ("Runners count"); the traditional-terms switch picks one where the
    text is shown (`kopdesk.app.words.said`; a text with a count, `Worded[Plural]`, is
    shown by `said_n`)."""

    traditional: T_co
    translated: T_co


Wording = Text | Worded[Text]
"""A text to show: one wording, or two that the traditional-terms switch picks from."""

Values = Mapping[str, Any]
"""House-rule id → value as spelled in deal files."""


def always(values: Values) -> bool:
    return True


@dataclass(frozen=True, slots=True)
class Option:
    """One value a house rule may take (or one part of its value), as spelled in deal files."""

    value: str
    label: Wording | tuple[Wording, ...]
    """Its words; several words are shown as a list."""
    help: Wording | None = None
    native: str | None = None
    """The game's own word, shown in any language when the user prefers the traditional terms."""


@dataclass(frozen=True, slots=True)
class Switch:
    """On or off; the rule's title labels it."""


@dataclass(frozen=True, slots=True)
class Choice:
    """One of a few values."""

    options: tuple[Option, ...]


@dataclass(frozen=True, slots=True)
class Number:
    """A whole number from `low` to `high`."""

    low: int
    high: int


@dataclass(frozen=True, slots=True)
class Numbers:
    """A few whole numbers from `low` to `high`; the value is a dict part → number."""

    parts: tuple[Option, ...]
    low: int
    high: int
    unused: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """The parts a preset ignores (Zweier's lone player and defenders), by preset: not shown there."""


def any_item(item: str, values: Values) -> bool:
    return True


@dataclass(frozen=True, slots=True)
class Checks:
    """Any of `options`; the value lists the values chosen, in the order of `options`."""

    options: tuple[Option, ...]
    applies: Callable[[str, Values], bool] = any_item
    """Whether an item can be chosen given the rules' values; if not, it is grey."""


Kind = Switch | Choice | Number | Numbers | Checks
"""What kind of value a house rule takes; it decides the rule's editor."""


@dataclass(frozen=True, slots=True)
class HouseRule:
    """One house rule as the new-match dialog shows it; `id` is its key in the rule set."""

    id: str
    section: Text
    title: Wording
    help: Wording
    kind: Kind
    applies: Callable[[Values], bool] = always
    """Whether the rule matters given the other rules; if not, its editor is grey."""
    error: Text | None = None
    """What to tell the user when the rule set refuses this rule; None: the engine's own words."""


@dataclass(frozen=True, slots=True)
class PresetText:
    name: Text
    description: Text
    rules_anchor: str
    """The help's entry of the preset's rules (`kopdesk.help.ANCHORS`): where F1 and
    Help → Rules open while a deal of it is on the table."""


@dataclass(frozen=True, slots=True)
class GameTexts:
    """What a family shows of itself: its name, its presets' texts, its house rules in the
    order shown (a preset shows those of its own rule set). `match_length` has a group of
    its own in the dialog and no row here."""

    name: Text
    presets: Mapping[str, PresetText]
    house_rules: tuple[HouseRule, ...]
    help_anchor: str
    """The help's anchor of a house rule, `{rule}` standing for its id."""


def texts_of(family: str) -> GameTexts:
    """The texts of the family named `family` (`Game.family`), from its package."""
    module = importlib.import_module(f"kopdesk.games.{family}.texts")
    texts: GameTexts = module.TEXTS
    return texts

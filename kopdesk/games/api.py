"""The interface every game implements, after OpenSpiel's Game and State.

A `Game` is a family's definition: its presets and house rules, its deck and its
deal-file contract. A `DealState` is one deal in progress, made from a rule set;
the table, the bots and `kopdesk replay` drive every game through these alone.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from kopdesk.cards import Deck


class RuleSetLike(Protocol):
    """A frozen, validated rule set: a preset with its house rules."""

    @property
    def preset(self) -> str: ...

    def overrides(self) -> dict[str, Any]:
        """The house rules that differ from the preset, as spelled in deal files."""
        ...


class DealState(Protocol):
    """One deal: `legal_actions()` in the phase it is in, `apply()` returning the events
    that happened, `refusal()` saying why an action is not allowed (None if it is),
    `observation(seat)` what one seat knows, and `rewind()` to any earlier point."""

    @property
    def dealer(self) -> int: ...

    @property
    def to_move(self) -> int | None: ...

    @property
    def history(self) -> tuple[Any, ...]: ...

    def legal_actions(self) -> Sequence[Any]: ...

    def refusal(self, action: Any) -> Any | None: ...

    def apply(self, action: Any) -> tuple[Any, ...]: ...

    def observation(self, seat: int) -> Any: ...

    def rewind(self, actions: int) -> None: ...


class Game(Protocol):
    """A family of games: its presets, deck, seats, rules and deal files."""

    @property
    def family(self) -> str: ...

    @property
    def presets(self) -> Mapping[str, RuleSetLike]: ...

    @property
    def deck(self) -> Deck: ...

    def seats(self, rules: Any) -> int:
        """How many players the rule set seats."""
        ...

    def rules(self, preset: str, house_rules: Mapping[str, Any] | None = None) -> RuleSetLike:
        """The preset with house rules (id → value as in deal files); a ValueError names a bad one."""
        ...

    def new_deal(self, rules: Any, dealer: int, rng: random.Random) -> DealState:
        """A freshly shuffled deal."""
        ...

    def replay(self, data: Mapping[str, Any]) -> DealState:
        """The deal of a parsed deal file with every action applied; DealFileError names the bad part."""
        ...

    def status(self, deal: Any) -> dict[str, Any]:
        """Where `deal` stands, as `kopdesk replay` prints it."""
        ...

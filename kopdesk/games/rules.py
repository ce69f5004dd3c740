"""House rules, for every family: reading their values as deal files and settings spell
them, and the error that names the rule at fault.

Each family's `rules_from_preset` takes its preset with `preset_named` and applies the
overrides with `parse_house_rules`, given a parser per house rule built from the ones
here (a parser returns the typed value, or raises ValueError saying what is wrong).
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from kopdesk.quoting import quoted

Parser = Callable[[Any], Any]
R = TypeVar("R")
E = TypeVar("E", bound=enum.Enum)


class RulesError(ValueError):
    """A rule set that cannot be built; `rule` names the house rule at fault."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"house rule {quoted(rule)}: {message}" if rule else message)
        self.rule = rule


@dataclass(frozen=True, slots=True)
class MatchLength:
    """A number of deals, a target score in units, or open-ended (both None)."""

    deals: int | None = None
    target: int | None = None

    def is_over(self, deals_played: int, totals: Sequence[int]) -> bool:
        """Whether a match of this length is over after `deals_played` deals with `totals`."""
        if self.deals is not None:
            return deals_played >= self.deals
        return self.target is not None and max(totals) >= self.target


def preset_named(presets: Mapping[str, R], preset: Any) -> R:
    """The rule set of preset id `preset`; RulesError unless it is one of `presets`."""
    if not isinstance(preset, str) or preset not in presets:
        raise RulesError("", f"{quoted(preset)} is not a preset (one of {', '.join(presets)})")
    return presets[preset]


def parse_house_rules(
    overrides: Mapping[str, Any] | None,
    parsers: Mapping[str, Parser],
    unknown: Callable[[str], str] | None = None,
) -> dict[str, Any]:
    """The typed value of each override (house-rule id → JSON value), to replace a preset's.
    A rule without a parser is refused with `unknown(rule)`, by default the rules known."""
    changes = {}
    for rule, value in (overrides or {}).items():
        if rule not in parsers:
            message = unknown(rule) if unknown else f"there is no such house rule (known: {', '.join(parsers)})"
            raise RulesError(rule, message)
        try:
            changes[rule] = parsers[rule](value)
        except ValueError as error:
            raise RulesError(rule, str(error)) from None
    return changes


def to_json(value: Any) -> Any:
    """A house rule's value spelled as in deal files, for the kinds every family has."""
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, MatchLength):
        if value.deals is not None:
            return {"deals": value.deals}
        return {"target": value.target} if value.target is not None else {"open": True}
    return value


def is_whole(value: Any) -> bool:
    """An integer, and not a bool."""
    return isinstance(value, int) and not isinstance(value, bool)


def boolean(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{quoted(value)} is not true or false")
    return value


def whole_number(low: int, high: int) -> Callable[[Any], int]:
    def parse(value: Any) -> int:
        if not is_whole(value) or not low <= value <= high:
            raise ValueError(f"{quoted(value)} is not a whole number from {low} to {high}")
        return int(value)

    return parse


def choice(enum_type: type[E]) -> Callable[[Any], E]:
    """One of the enum's members, by its value."""
    by_value = {member.value: member for member in enum_type}

    def parse(value: Any) -> E:
        if isinstance(value, str) and value in by_value:
            return by_value[value]
        raise ValueError(f"{quoted(value)} is not one of {', '.join(quoted(v) for v in by_value)}")

    return parse


def id_set(members: Sequence[E], what: str, *, distinct: bool = False) -> Callable[[Any], frozenset[E]]:
    """A list of the ids (values) of `members`, each one a `what` id; `distinct`: none twice."""
    ids = {member.value: member for member in members}

    def parse(value: Any) -> frozenset[E]:
        if not isinstance(value, list):
            raise ValueError(f"{quoted(value)} is not a list of {what} ids")
        for item in value:
            if not isinstance(item, str) or item not in ids:
                raise ValueError(f"{quoted(item)} is not a {what} id (one of {', '.join(ids)})")
        if distinct and len(set(value)) != len(value):
            raise ValueError(f"{quoted(value)} names a {what} twice")
        return frozenset(ids[item] for item in value)

    return parse


def match_length(multiple: int, multiple_named: str) -> Callable[[Any], MatchLength]:
    """`{"deals": n}` with n a positive multiple of `multiple` (`multiple_named` in the
    error), `{"target": units}` or `{"open": true}`."""

    def parse(value: Any) -> MatchLength:
        if isinstance(value, dict) and len(value) == 1:
            ((key, number),) = value.items()
            if key == "deals":
                if is_whole(number) and number > 0 and number % multiple == 0:
                    return MatchLength(deals=number)
                raise ValueError(f"deals: {quoted(number)} is not a positive multiple of {multiple_named}")
            if key == "target":
                if is_whole(number) and number > 0:
                    return MatchLength(target=number)
                raise ValueError(f"target: {quoted(number)} is not a positive whole number")
            if key == "open" and number is True:
                return MatchLength()
        raise ValueError(f'{quoted(value)} is not {{"deals": n}}, {{"target": units}} or {{"open": true}}')

    return parse

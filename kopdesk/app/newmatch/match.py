"""What a new match is made of apart from its house rules: the presets' words, the
seats' names and texts, the computer players' levels, the currencies offered and the
limits of the dialog's fields (the settings' own, from `kopdesk.storage`); and the
match built from the settings, for any game of the registry."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, cast

from kopdesk.app.players import default_names
from kopdesk.games.api import RuleSetLike
from kopdesk.games.registry import game_of
from kopdesk.games.texts import PresetText, texts_of
from kopdesk.i18n import _, pgettext, translate
from kopdesk.storage import (
    MAX_DEALS,
    MAX_NAME,
    MAX_STAKE,
    MAX_TARGET,
    Level,
    MatchSetup,
    Settings,
)

LEVELS: tuple[Level, ...] = ("beginner", "club", "master")
CURRENCIES = ("PLN", "EUR", "USD", "GBP")
MATCH_LENGTH = "match_length"
"""The house rule of a match's length, which the dialog shows in a group of its own."""
TABLE_MONEY = {"kop": ("0.20", "PLN"), "schafkopf": ("0.10", "EUR")}
"""The stake per unit and the currency a family's match starts with, as at its tables: Kop's
grosze, a Bavarian table's cents. A family not here (Scopa) plays for its points alone."""
TABLE_RULES: dict[str, dict[str, Any]] = {"schafkopf": {"tariff": {"low": 1, "high": 5}}}
"""House rules a preset starts with in the dialog where a table's custom differs from the
rule set's own, which deal files keep (docs/rules-decisions.md): a Bavarian table pays 1 unit
for a Sauspiel and 5 for a Solo, 10 and 50 cents."""

__all__ = [
    "CURRENCIES", "LEVELS", "MAX_DEALS", "MAX_NAME", "MAX_STAKE", "MAX_TARGET", "TABLE_MONEY", "TABLE_RULES",
    "default_names", "house_rules_of", "preset_description", "preset_name", "rules_of", "seat_name", "setup_from",
]


def _preset_text(preset: str) -> PresetText:
    return texts_of(game_of(preset).family).presets[preset]


def preset_name(preset: str) -> str:
    return translate(_preset_text(preset).name)


def preset_description(preset: str) -> str:
    return translate(_preset_text(preset).description)


def house_rules_of(rules: RuleSetLike) -> dict[str, Any]:
    """Every house rule of `rules` with its value, as spelled in deal files (each family's
    rule set has them; the game interface names only the overrides)."""
    values: dict[str, Any] = cast(Any, rules).house_rules()
    return values


def rules_of(settings: Settings) -> RuleSetLike:
    """The rule set of a new match with the choices in `settings`, for any game; RulesError
    (a ValueError naming the rule) if its house rules do not fit the preset. The settings'
    match length counts where the preset has one (Scopa plays to a target instead)."""
    game = game_of(settings.preset)
    overrides = dict(settings.house_rules)
    if MATCH_LENGTH in house_rules_of(game.presets[settings.preset]):
        overrides[MATCH_LENGTH] = settings.match_length
    return game.rules(settings.preset, overrides)


def setup_from(settings: Settings, first_dealer: int) -> MatchSetup:
    """A match with the choices in `settings`, as many names as the rules seat and a level
    for each computer player; RulesError if its house rules do not fit."""
    rules = rules_of(settings)
    seats = game_of(settings.preset).seats(rules)
    names = tuple(name or default for name, default in zip(settings.names, default_names(), strict=True))
    return MatchSetup(
        cast(Any, rules),
        first_dealer,
        cast(Any, settings.bot_levels[: seats - 1]),
        cast(Any, names[:seats]),
        settings.stake,
        settings.currency,
        settings.practice,
    )


def seat_name(seat: int, seats: int = 4, house_rules: Mapping[str, Any] | None = None) -> str:
    """Where a player sits, as the players' group of the dialog labels it and the table shows
    it: play goes clockwise (the next player on the left) unless the `house_rules` of the game
    say counterclockwise (Scopa), and a partner in a game of teams sits across."""
    rules = house_rules or {}
    if seat == 0:
        # Translators: seat 0, the user, at the bottom of the table.
        return pgettext("seat", "You")
    if seats == 2:
        # Translators: a computer player's seat in a game of two, numbered from 2.
        return _("Player {number}").format(number=seat + 1)
    # Translators: seats 1-3 as seen from the user: left, across, right.
    left, across, right = pgettext("seat", "Left"), pgettext("seat", "Across"), pgettext("seat", "Right")
    if rules.get("four_player_mode") == "teams":
        # Translators: the seat across the table in Scopone and four-handed Scopa, the user's partner.
        across = pgettext("seat", "Across, your partner")
    after, before = (right, left) if rules.get("direction") == "counterclockwise" else (left, right)
    return (after, before)[seat - 1] if seats == 3 else (after, across, before)[seat - 1]

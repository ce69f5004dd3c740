"""What a new match is made of apart from its house rules: the seats' names and
texts, the computer players' levels, the currencies offered and the limits of
the dialog's fields (the settings' own, from `kopdesk.storage`); and the match
built from the settings."""

from __future__ import annotations

from typing import cast

from kopdesk.app.players import default_names
from kopdesk.i18n import pgettext
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

__all__ = [
    "CURRENCIES", "LEVELS", "MAX_DEALS", "MAX_NAME", "MAX_STAKE", "MAX_TARGET", "default_names", "seat_name",
    "setup_from",
]


def setup_from(settings: Settings, first_dealer: int) -> MatchSetup:
    """A match with the choices in `settings`; RulesError if its house rules do not fit."""
    names = tuple(name or default for name, default in zip(settings.names, default_names(), strict=True))
    return MatchSetup(
        settings.rules(),
        first_dealer,
        settings.bot_levels,
        cast(tuple[str, str, str, str], names),
        settings.stake,
        settings.currency,
        settings.practice,
    )


def seat_name(seat: int) -> str:
    return (
        # Translators: seat 0, the user, at the bottom of the table.
        pgettext("seat", "You"),
        # Translators: seats 1-3 as seen from the user: left, across, right.
        pgettext("seat", "Left"),
        pgettext("seat", "Across"),
        pgettext("seat", "Right"),
    )[seat]

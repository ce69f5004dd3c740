"""Scopa's rows of the statistics dialog (`kopdesk.app.statsdialog`): the points of the
user's side per category (carte, denari, settebello, primiera, scope), in the words of
the Scopa summary, and the matches played to their end and won. Scopa has no contracts,
and its sides are the seats."""

from __future__ import annotations

from kopdesk.app.scopa.summary import category_name
from kopdesk.games.scopa import Category
from kopdesk.i18n import pgettext
from kopdesk.stats import Summary, Tally


def breakdown(summary: Summary) -> list[tuple[str, Tally | None]]:
    """A row per category: the deals, those in which the user's side won points in it, and
    those points; re bello only where it was won (a house rule). Then the matches played to
    their end: those the user's side won, and its points in them."""
    return _categories(summary) + _matches(summary)


def _categories(summary: Summary) -> list[tuple[str, Tally | None]]:
    shown = [
        category
        for category in Category
        if category.value in summary.by_category
        and (category is not Category.RE_BELLO or summary.by_category[category.value].won)
    ]
    if not shown:
        return []
    # Translators: heading of the statistics rows per Scopa point (carte, denari, settebello, …);
    # the columns give the deals, those in which your side won it, and the points won.
    rows: list[tuple[str, Tally | None]] = [(pgettext("statistics", "Points won"), None)]
    return rows + [(category_name(category), summary.by_category[category.value]) for category in shown]


def _matches(summary: Summary) -> list[tuple[str, Tally | None]]:
    if not summary.matches.played:
        return []
    # Translators: the statistics row of the Scopa matches played to their end: how many, how many
    # your side won, and your side's points in them.
    return [(pgettext("statistics", "Matches won"), summary.matches)]

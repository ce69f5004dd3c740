"""Scopa's rows of the statistics dialog (`kopdesk.app.statsdialog`): none but the total,
as Scopa has no contracts and its sides are the seats."""

from __future__ import annotations

from kopdesk.stats import Summary, Tally


def breakdown(summary: Summary) -> list[tuple[str, Tally | None]]:
    return []

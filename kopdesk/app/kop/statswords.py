"""Kop's and Baśka's rows of the statistics dialog: the user's deals by contract, by side
(the old, the young) and as declarer, in Kop's words (`kopdesk.app.statsdialog`)."""

from __future__ import annotations

from kopdesk.app.kop.terms import contract_name, side_name
from kopdesk.games.kop import Contract, Side
from kopdesk.i18n import _
from kopdesk.stats import Summary, Tally


def breakdown(summary: Summary) -> list[tuple[str, Tally | None]]:
    """The contracts played in the engine's order, both sides, the deals declared."""
    rows: list[tuple[str, Tally | None]] = []
    played = [contract for contract in Contract if contract.value in summary.by_contract]
    if played:
        rows += [(_("By game"), None)]
        rows += [(contract_name(contract), summary.by_contract[contract.value]) for contract in played]
    rows += [(_("By side"), None)]
    rows += [(side_name(side is Side.OLD), summary.of_side(side.value)) for side in Side]
    # Translators: the deals in which the user called the game or played cicha alone.
    rows += [(_("you as declarer"), summary.declared)]
    return rows

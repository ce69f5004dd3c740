"""The Schafkopf games' rows of the statistics dialog: the user's deals by game played
(Sauspiel, Wenz, Solo, …) and by role (Spieler, Mitspieler, Gegenspieler), in the words
of the Schafkopf table (`kopdesk.app.statsdialog`)."""

from __future__ import annotations

from kopdesk.app.schafkopf.words import contract_name
from kopdesk.games.schafkopf import Contract
from kopdesk.i18n import _, pgettext
from kopdesk.stats import Summary, Tally

DECLARERS, DEFENDERS = "declarers", "defenders"
"""The sides as the Schafkopf results spell them (`SchafkopfGame.seat_result`)."""


def breakdown(summary: Summary) -> list[tuple[str, Tally | None]]:
    """The games played in the order of the calls (any other spelling after them, as
    written), then the roles played, where the deals had sides (not in a Ramsch)."""
    rows: list[tuple[str, Tally | None]] = []
    known = [contract.value for contract in Contract]
    contracts = [c for c in known if c in summary.by_contract] + [c for c in summary.by_contract if c not in known]
    if contracts:
        rows += [(_("By game"), None)]
        rows += [(_contract_words(c), summary.by_contract[c]) for c in contracts]
    if summary.by_side:
        declarers = summary.of_side(DECLARERS)
        # Translators: heading of the statistics rows per role in a Schafkopf game.
        rows += [(_("By role"), None)]
        # Translators: the deals a Schafkopf game was the user's own (German "Spieler").
        rows += [(pgettext("schafkopf role", "you as declarer"), summary.declared)]
        # Translators: the deals the user played with the declarer (German "Mitspieler").
        rows += [(pgettext("schafkopf role", "you as partner"), declarers - summary.declared)]
        # Translators: the deals the user played against the declarer (German "Gegenspieler").
        rows += [(pgettext("schafkopf role", "you as defender"), summary.of_side(DEFENDERS))]
    return rows


def _contract_words(contract: str) -> str:
    try:
        return contract_name(Contract(contract))
    except ValueError:  # a row kopdesk did not write
        return contract

"""The score sheet of a match of Scopa or Schafkopf, worded for `ScoreSheet.show_sheet`.

Schafkopf: a column per player with his units and running totals, the game of each deal,
and under the totals what they come to in the user's currency. Scopa: a column per side
(a player, or a team) with its points per deal and running score, the scope of each deal,
and under the totals what each side still needs to reach the target. Each family's words
are imported only when its sheet is shown, so that start-up does not pay for them.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from typing import Any

from kopdesk.app.players import shown_names
from kopdesk.app.scoresheet import Sheet, SheetLine
from kopdesk.games.registry import game_of
from kopdesk.i18n import _, format_money, ngettext
from kopdesk.storage import MatchSetup


def family_sheet(setup: MatchSetup, match: Any, finished: Sequence[Any]) -> Sheet:
    """The sheet of a match of a game other than Kop: `finished` are its deals so far."""
    names = shown_names(setup.names)
    if game_of(setup.rules.preset).family == "scopa":
        return _scopa_sheet(setup, names, match, finished)
    return _schafkopf_sheet(setup, names, match)


def _dealt_by(names: Sequence[str], dealer: int) -> str:
    # Translators: the tooltip of a deal on the score sheet; {name} is the dealer.
    return _("Dealt by {name}").format(name=names[dealer])


def _schafkopf_sheet(setup: MatchSetup, names: Sequence[str], match: Any) -> Sheet:
    from kopdesk.app.schafkopf.words import contract_name

    lines: list[SheetLine] = []
    for row in match.rows:
        notes = [_dealt_by(names, row.dealer)]
        if row.score.declarers:
            # Translators: the tooltip of a Schafkopf deal on the score sheet; {names} are the players who declared.
            notes.append(_("Played by {names}").format(names=", ".join(names[s] for s in row.score.declarers)))
        game = contract_name(row.score.contract)
        lines.append(SheetLine(row.number, names[row.dealer], row.units, row.totals, game, tuple(notes)))
    stake = Decimal(setup.stake)
    money = tuple(format_money(total * stake, setup.currency) for total in match.totals)
    # Translators: the score sheet's row under the totals: what they come to in money.
    footer = ((_("Stakes"), money),)
    # Translators: {money} is the stake per unit, e.g. "0,20 zł".
    note = _("One unit is worth {money}.").format(money=format_money(stake, setup.currency))
    return Sheet(tuple(names[: len(match.totals)]), tuple(lines), match.totals, footer, note)


def _scopa_sheet(setup: MatchSetup, names: Sequence[str], match: Any, finished: Sequence[Any]) -> Sheet:
    from kopdesk.app.scopa.words import side_names

    sides = match.rules.sides()
    lines: list[SheetLine] = []
    for deal in (deal for deal in finished if deal.score is not None):
        totals = tuple(before + points for before, points in zip(deal.match_score, deal.score.total, strict=True))
        scope = len(deal.score.scope_log)
        # Translators: the scope (sweeps) made in a deal of Scopa, on the score sheet; keep the Italian word.
        game = ngettext("{count} scopa", "{count} scope", scope).format(count=scope) if scope else ""
        number, dealer = len(lines) + 1, names[deal.dealer]
        lines.append(SheetLine(number, dealer, deal.score.total, totals, game, (_dealt_by(names, deal.dealer),)))
    target = match.rules.target
    needed = tuple(str(max(0, target - score)) for score in match.scores)
    # Translators: the score sheet's row under the totals: the points each side still needs; {target} is 11, 16 or 21.
    footer = ((_("Still to {target}").format(target=target), needed),)
    note = _("The match is played to {target} points.").format(target=target)
    return Sheet(tuple(side_names(sides, names)), tuple(lines), match.scores, footer, note, signed=False)

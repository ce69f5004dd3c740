"""The score sheet of a match of Scopa or Scopone, worded for `ScoreSheet.show_sheet`: a
column per side (a player, or a team) with its points per deal and running score, the
scope of each deal, and under the totals what each side still needs to reach the target."""

from __future__ import annotations

from collections.abc import Sequence

from kopdesk.app.players import shown_names
from kopdesk.app.scopa.summary import category_name
from kopdesk.app.scopa.words import side_names, sweeps_text
from kopdesk.app.scoresheet import Sheet, SheetLine, dealt_by
from kopdesk.app.words import line_start
from kopdesk.games.scopa import Category, Deal, Match
from kopdesk.i18n import _
from kopdesk.storage import MatchSetup


def sheet(setup: MatchSetup, match: Match, finished: Sequence[Deal]) -> Sheet:
    """The sheet so far: `finished` are the match's deals played to the end."""
    names = shown_names(setup.names)
    sides = match.rules.sides()
    lines: list[SheetLine] = []
    for deal in finished:
        score = deal.score
        if score is None:
            continue
        totals = tuple(before + points for before, points in zip(deal.match_score, score.total, strict=True))
        scope = len(score.scope_log)
        game = sweeps_text(scope) if scope else ""
        number, dealer = len(lines) + 1, names[deal.dealer]
        lines.append(SheetLine(number, dealer, score.total, totals, game, (dealt_by(dealer),)))
    target = match.rules.target
    needed = tuple(str(max(0, target - score)) for score in match.scores)
    # Translators: the score sheet's row under the totals: the points each side still needs; {target} is 11, 16 or 21.
    footer = ((_("Still to {target}").format(target=target), needed),)
    note = _("The match is played to {target} points.").format(target=target)
    sweeps = line_start(category_name(Category.SCOPE))
    columns = tuple(side_names(sides, names))
    return Sheet(columns, tuple(lines), match.scores, footer, note, signed=False, game_heading=sweeps)

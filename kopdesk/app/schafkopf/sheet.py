"""The score sheet of a Schafkopf match ("Anschrift"; RULES-schafkopf §9), worded for
`ScoreSheet.show_sheet`: a column per player with his units and running totals, and per
deal the game with its trump suit or called Sau, Schneider or Schwarz and the doublings as
a factor ("×4"), short enough to leave the table its room; each deal's tooltip adds the
declarer and partner, the card points and the value factor by factor (Laufende with or
without n, Schuss and Retour with who gave them). Under the totals, what they come to in
the match's currency."""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from kopdesk.app.players import shown_names
from kopdesk.app.schafkopf.summary import factor_lines
from kopdesk.app.schafkopf.words import contract_words, part_text
from kopdesk.app.scoresheet import Sheet, SheetLine, dealt_by
from kopdesk.app.words import line_start
from kopdesk.games.schafkopf import PartKind, RuleSet, Score
from kopdesk.games.schafkopf.match import Match, Row
from kopdesk.i18n import _, format_money, pgettext
from kopdesk.storage import MatchSetup

MARKED = (PartKind.SCHNEIDER, PartKind.SCHWARZ)
"""The factors the game's cell names besides the game and its doublings; the tooltip tells them all."""


def sheet(setup: MatchSetup, match: Match, finished: Sequence[object]) -> Sheet:
    """`match`'s sheet so far (its rows hold every deal's score: `finished` is not needed)."""
    names = shown_names(setup.names)
    lines = tuple(_line(row, match.rules, names) for row in match.rows)
    stake = Decimal(setup.stake)
    money = tuple(format_money(total * stake, setup.currency) for total in match.totals)
    # Translators: the score sheet's row under the totals: what they come to in money.
    footer = ((_("Stakes"), money),)
    # Translators: {money} is the stake per unit, e.g. "0,20 zł".
    note = _("One unit is worth {money}.").format(money=format_money(stake, setup.currency))
    return Sheet(tuple(names[: len(match.totals)]), lines, match.totals, footer, note)


def _line(row: Row, rules: RuleSet, names: Sequence[str]) -> SheetLine:
    score = row.score
    notes = [dealt_by(names[row.dealer]), *_players(score, names), *_points(score)]
    notes += [f"{line.text} {line.amount}" for line in factor_lines(score, rules, names)]
    return SheetLine(row.number, names[row.dealer], row.units, row.totals, game_cell(score, rules), tuple(notes))


def game_cell(score: Score, rules: RuleSet) -> str:
    """The deal in a few words, narrow enough to leave the table its room: "Herz Solo
    Schneider ×2" (who played it is in the tooltip, and in the units)."""
    outcome = score.outcome
    words = [contract_words(score.contract, rules, outcome.trump, outcome.called)]
    words += [part_text(part, lone=False) for part in score.parts if part.kind in MARKED]
    if outcome.doublings:
        words.append(f"×{2**outcome.doublings}")
    return line_start(" ".join(words))


def _declarer_first(score: Score) -> list[int]:
    declarers = list(score.declarers or ())
    declarer = score.outcome.declarer
    return [declarer, *(s for s in declarers if s != declarer)] if declarer in declarers else declarers


def _players(score: Score, names: Sequence[str]) -> list[str]:
    """The declarer and his partner, each on a line of the tooltip."""
    players = _declarer_first(score)
    if not players:
        return []
    # Translators: a deal's tooltip on the Schafkopf score sheet: who declared the game (German "Spieler").
    declarer = pgettext("score sheet", "Declarer: {name}").format(name=names[players[0]])
    # Translators: a deal's tooltip on the Schafkopf score sheet: the declarer's partner (German "Mitspieler").
    partners = [pgettext("score sheet", "Partner: {name}").format(name=names[s]) for s in players[1:]]
    return [declarer, *partners]


def _points(score: Score) -> list[str]:
    """The card points: the declaring side's to the defenders', each player's where each
    plays for himself (Zweier, Ramsch); none where nothing was played."""
    if not score.tricks:
        return []
    if score.declarers is None:
        points = " : ".join(map(str, score.points))
    else:
        points = f"{score.side_points()} : {sum(score.points) - score.side_points()}"
    # Translators: a deal's tooltip on the score sheet; {points} are card points, e.g. "77 : 43".
    return [_("Card points: {points}").format(points=points)]

"""Kop's and Baśka's score sheet (zapis; the Kop rules: the match), worded for `ScoreSheet.show_sheet`.

Each line shows the deal's number, every player's units, then the game with its counted
doublings as a factor ("solo ×4"). Deals in a bok round are tinted; the dealer and the
bok round are told in each cell's tooltip. For a spreadsheet every column is written
(dealer, doublings, bok round), with running totals per deal.
"""

from __future__ import annotations

from collections.abc import Sequence

from kopdesk.app.kop import terms
from kopdesk.app.players import shown_names
from kopdesk.app.scoresheet import Sheet, SheetLine, deal_headings
from kopdesk.games.kop import Match, SheetRow
from kopdesk.i18n import _
from kopdesk.storage import MatchSetup


def kop_sheet(match: Match, names: Sequence[str]) -> Sheet:
    """`match`'s sheet so far; `names` are the players by seat."""
    shown = shown_names(tuple(names))
    lines = tuple(_line(match, row, shown) for row in match.rows)
    return Sheet(shown, lines, tuple(match.totals), csv_rows=_csv_rows(match, shown))


def sheet(setup: MatchSetup, match: Match, finished: Sequence[object]) -> Sheet:
    """The sheet as every family's is found (`familysheet.family_sheet`); its rows hold
    every deal's score, so `finished` is not needed."""
    return kop_sheet(match, setup.names)


def _line(match: Match, row: SheetRow, names: Sequence[str]) -> SheetLine:
    _number, dealer, game, doublings, _bok = _deal_texts(row, names)
    # Translators: the tooltip of a deal on the score sheet; {name} is the dealer.
    notes = (_("Dealt by {name}").format(name=dealer), *_bok_notes(match, row))
    game_text = f"{game} {doublings}".strip()
    return SheetLine(row.number, dealer, tuple(row.units), tuple(row.totals), game_text, notes, row.in_bok_round)


def _bok_notes(match: Match, row: SheetRow) -> list[str]:
    notes = []
    if row.in_bok_round:
        notes.append(_("Bok round: this deal counts double."))
    if match.rules.bok_round and row.starts_bok_round:
        notes.append(_("52:52: the next four deals count double."))
    return notes


def _deal_texts(row: SheetRow, names: Sequence[str]) -> list[str]:
    """Number, dealer, game, counted doublings as a factor, the bok-round mark."""
    doublings = row.score.counted_doublings
    return [
        str(row.number),
        names[row.dealer],
        terms.contract_name(row.contract),
        f"×{2**doublings}" if doublings else "",
        "×2" if row.in_bok_round else "",
    ]


def _csv_rows(match: Match, names: Sequence[str]) -> tuple[tuple[str, ...], ...]:
    """A header, then each deal's every column, units and running totals."""
    # Translators: column headings of the score sheet; "Bok round" is the Baśka "bok-runda".
    header = (*deal_headings(), _("Doublings"), _("Bok round"), *names)
    header += tuple(_("{name} total").format(name=n) for n in names)
    rows = (tuple(_deal_texts(row, names) + [str(units) for units in row.units + row.totals]) for row in match.rows)
    return (header, *rows)

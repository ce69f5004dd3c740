"""The window's one entry point to a match's score sheet, `familysheet.family_sheet`, finds
each family's `sheet` in `kopdesk/app/<family>/sheet.py` by the registry's family name. The
sheet's last column is headed by what its lines say: the game played, or Scopa's sweeps."""

from __future__ import annotations

import random

import pytest

from kopdesk.app import words
from kopdesk.app.familysheet import family_sheet
from kopdesk.app.kop.sheet import kop_sheet
from kopdesk.app.scoresheet import ScoreSheet, Sheet, SheetLine
from kopdesk.games.registry import game_of
from kopdesk.games.scopa import Deal
from kopdesk.storage import MatchSetup

NAMES = ("You", "Anna", "Bernd", "Clara")


def scopa_sheet() -> tuple[Sheet, Deal]:
    """The sheet of a match of Scopa after one deal, and that deal."""
    game = game_of("scopa")
    rules = game.rules("scopa")
    match = game.new_match(rules, 0)
    deal = match.shuffled_deal(random.Random(4))
    while not game.is_done(deal):
        deal.apply(deal.legal_actions()[0])
    match.record(deal)
    setup = MatchSetup(rules, 0, ("beginner",), NAMES[:2], "0.10", "EUR", True)
    return family_sheet(setup, match, [deal]), deal


def test_a_scopa_sheet_is_found_by_its_family_name() -> None:
    sheet, deal = scopa_sheet()
    assert [line.units for line in sheet.lines] == [deal.score.total] and not sheet.signed
    assert sheet.footer[0][0] == f"Still to {deal.rules.target}"


@pytest.mark.parametrize(("traditional", "heading"), [(False, "Sweeps"), (True, "Scope")])
def test_scopas_last_column_is_headed_by_the_sweeps_in_the_switchs_word(
    qtbot, traditional: bool, heading: str
) -> None:
    words.set_traditional(traditional)
    try:
        sheet, _deal = scopa_sheet()
    finally:
        words.set_traditional(False)
    shown = ScoreSheet()
    qtbot.addWidget(shown)
    shown.show_sheet(lambda: sheet)
    table = shown.table
    assert table.horizontalHeaderItem(table.columnCount() - 1).text() == heading
    assert sheet.headings() == ("Deal", "Dealer", heading)  # as the spreadsheet export heads it


def test_a_kop_sheets_last_column_is_the_game() -> None:
    game = game_of("kop")
    match = game.new_match(game.rules("kop"), 0)
    assert kop_sheet(match, NAMES).headings()[2] == "Game"


def test_a_kop_sheet_is_found_by_its_family_name_too() -> None:
    game = game_of("kop")
    rules = game.rules("kop")
    match = game.new_match(rules, 0)
    setup = MatchSetup(rules, 0, ("beginner",) * 3, NAMES, "0.10", "EUR", True)
    assert family_sheet(setup, match, []) == kop_sheet(match, NAMES)


@pytest.mark.parametrize("game", ["Schellen-Solo-Tout", "Solo tout dzwonek", "Wenz-Tout Schneider", "Farbwenz-Tout ×2"])
def test_a_game_that_fits_its_column_keeps_its_row_one_line_tall(qtbot, game: str) -> None:
    """Games up to the column's width are shown on one line, as tall as the totals' row; a
    longer one wraps (tests/app/schafkopf/test_schafkopf_sheet.py)."""
    units = (-12, 4, 4, 4)
    shown = ScoreSheet()
    qtbot.addWidget(shown)
    shown.show_sheet(lambda: Sheet(NAMES, (SheetLine(1, "Clara", units, units, game, ()),), units))
    assert shown.table.rowHeight(0) == shown.table.rowHeight(1)

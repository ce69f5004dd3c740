"""The window's one entry point to a match's score sheet, `familysheet.family_sheet`, finds
each family's `sheet` in `kopdesk/app/<family>/sheet.py` by the registry's family name."""

from __future__ import annotations

import random

from kopdesk.app.familysheet import family_sheet
from kopdesk.app.kop.sheet import kop_sheet
from kopdesk.games.registry import game_of
from kopdesk.storage import MatchSetup

NAMES = ("You", "Anna", "Bernd", "Clara")


def test_a_scopa_sheet_is_found_by_its_family_name() -> None:
    game = game_of("scopa")
    rules = game.rules("scopa")
    match = game.new_match(rules, 0)
    deal = match.shuffled_deal(random.Random(4))
    while not game.is_done(deal):
        deal.apply(deal.legal_actions()[0])
    match.record(deal)
    setup = MatchSetup(rules, 0, ("beginner",), NAMES[:2], "0.10", "EUR", True)
    sheet = family_sheet(setup, match, [deal])
    assert [line.units for line in sheet.lines] == [deal.score.total] and not sheet.signed
    assert sheet.footer[0][0] == f"Still to {rules.target}"


def test_a_kop_sheet_is_found_by_its_family_name_too() -> None:
    game = game_of("kop")
    rules = game.rules("kop")
    match = game.new_match(rules, 0)
    setup = MatchSetup(rules, 0, ("beginner",) * 3, NAMES, "0.10", "EUR", True)
    assert family_sheet(setup, match, []) == kop_sheet(match, NAMES)

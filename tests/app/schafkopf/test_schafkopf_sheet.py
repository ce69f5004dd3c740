"""The Schafkopf score sheet per RULES-schafkopf §9: per deal the game with its called Sau
or trump suit, declarer and partner, card points, Laufende, Schneider, the doublings."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from kopdesk.app.familysheet import family_sheet
from kopdesk.app.scoresheet import GAME_CHARACTERS, ScoreSheet
from kopdesk.app.words import set_traditional
from kopdesk.games.schafkopf.match import Match
from kopdesk.i18n import set_language
from kopdesk.storage import MatchSetup

# The words of a Bavarian table (View → Traditional terms), as these tests spell them.
pytestmark = pytest.mark.usefixtures("traditional_terms")

NAMES = ("You", "Anna", "Bernd", "Clara")


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    set_language("en")
    yield
    set_language("en")


@pytest.fixture
def two_deals(turned):
    """A match of the 60:60 Sauspiel lost 'without 3' and the Wenz won Schneider 'with 2'."""
    tie = turned("schafkopf-sauspiel-tie-60-ohne-3", 0, 10_000)
    wenz = turned("schafkopf-wenz-king-over-ober", 3, 10_000)  # dealt by the next dealer
    match = Match(tie.rules, tie.dealer)
    match.record(tie)
    match.record(wenz)
    setup = MatchSetup(tie.rules, tie.dealer, ("beginner",) * 3, NAMES, "0.10", "EUR", True)
    return setup, match, [tie, wenz]


def test_each_deal_shows_its_game_players_points_laufende_and_schneider(two_deals) -> None:
    sheet = family_sheet(*two_deals)
    assert [line.game for line in sheet.lines] == ["Sauspiel with the Eichel-Sau", "Wenz Schneider"]
    assert sheet.lines[0].notes == (
        "Dealt by Clara", "Declarer: You", "Partner: Bernd", "Card points: 60 : 60",
        "Game +1", "Laufende: without 3 +3", "Value of the game 4",
    )  # fmt: skip
    assert sheet.lines[1].notes == (
        "Dealt by You", "Declarer: Anna", "Card points: 100 : 20",
        "Game, alone against three +2", "Laufende: with 2 +2", "Schneider +1", "Value of the game 5",
    )  # fmt: skip
    assert sheet.totals == (-9, 19, -9, -1)
    assert sheet.footer == (("Stakes", ("-€0.90", "€1.90", "-€0.90", "-€0.10")),)


def test_the_doublings_show_as_a_factor_and_their_givers_in_the_tooltip(replayed) -> None:
    deal = replayed("schafkopf-seed-tout-retour")
    match = Match(deal.rules, deal.dealer)
    match.record(deal)
    setup = MatchSetup(deal.rules, deal.dealer, ("beginner",) * 3, NAMES, "0.10", "EUR", True)
    line = family_sheet(setup, match, [deal]).lines[0]
    assert line.game == "Herz-Solo-Tout ×4"
    assert line.notes[-3:] == ("Schuss (Anna) ×2", "Retour (You) ×2", "Value of the game 200")


def test_the_sheet_speaks_bavarian_german(qtbot, two_deals) -> None:
    set_language("de")
    shown = ScoreSheet()
    qtbot.addWidget(shown)
    shown.show_sheet(lambda: family_sheet(*two_deals))
    game = shown.table.item(0, 5)
    assert game.text() == "Sauspiel auf die Eichel-Sau"
    assert game.toolTip().splitlines()[1:5] == ["Spieler: Du", "Mitspieler: Bernd", "Augen: 60 : 60", "Spiel +1"]
    assert "Laufende: ohne 3 +3" in game.toolTip()
    table = shown.table  # a long game wraps onto a taller row rather than widen the sheet
    assert table.columnWidth(5) <= shown.fontMetrics().averageCharWidth() * GAME_CHARACTERS
    assert table.rowHeight(0) > table.rowHeight(1) == table.rowHeight(2)  # "Wenz Schneider" and the total: one line


def test_a_translated_game_begins_its_cell_with_a_capital(two_deals) -> None:
    """Without the traditional terms the game's words are those of running text ("gra z
    wywołanym asem"); the cell, like every label, begins with a capital."""
    set_language("pl")
    set_traditional(False)
    assert [line.game for line in family_sheet(*two_deals).lines] == ["Gra z wywołanym asem: as żołądź", "Wenc krawiec"]

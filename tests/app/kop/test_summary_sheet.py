"""The deal summary and the score sheet, offscreen, on a match of seeded random deals."""

from __future__ import annotations

import csv
import random
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtWidgets import QTableWidget, QTableWidgetItem
from pytestqt.qtbot import QtBot

from kopdesk.app.kop.sheet import kop_sheet
from kopdesk.app.kop.summary import DealSummary
from kopdesk.app.scoresheet import BOK_TINT, ScoreSheet
from kopdesk.games.kop import Card, Deal, Match, rules_from_preset, shuffled_hands
from kopdesk.i18n import set_language, signed_units

NAMES = ("Ewa", "Jan", "Ola", "Piotr")
FIRST_SEED = 35
"""Random deals from this seed on reach a 52:52, and so a bok round, by deal 10."""
DEALS = 14
CSV_DEAL_COLUMNS = 5
"""The CSV export: number, dealer, game, doublings, bok round, then the players."""
PLAYER_COLUMNS = range(1, 5)
"""On screen the players' units follow the deal's number; the game comes after."""
Hands = tuple[tuple[Card, ...], ...]
Played = tuple[Match, list[Hands]]


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    set_language("en")
    yield
    set_language("en")


def cell(table: QTableWidget, row: int, column: int) -> QTableWidgetItem:
    item = table.item(row, column)
    assert item is not None, f"no cell at {row}, {column}"
    return item


def play_out(deal: Deal, rng: random.Random) -> Deal:
    while deal.to_move is not None:
        deal.apply(rng.choice(deal.legal_actions()))
    return deal


@pytest.fixture(scope="module")
def played() -> Played:
    """A Baśka match of random deals, and the hands dealt in each."""
    match = Match(rules_from_preset("baska", {"match_length": {"open": True}}), 0)
    hands: list[Hands] = []
    for seed in range(FIRST_SEED, FIRST_SEED + DEALS):
        rng = random.Random(seed)
        deal = play_out(match.new_deal(shuffled_hands(rng)), rng)
        hands.append(deal.dealt)
        match.record(deal)
    assert any(row.in_bok_round for row in match.rows), "the seeds should reach a bok round"
    return match, hands


def test_summary_shows_the_engine_units(qtbot: QtBot, played: Played) -> None:
    match, hands = played
    summary = DealSummary()
    qtbot.addWidget(summary)
    for row, dealt in zip(match.rows, hands, strict=True):
        summary.set_result(row.score, match.rules, NAMES, Decimal("0.10"), "PLN", dealt)
        shown = [cell(summary.results, seat, 2).text() for seat in range(4)]
        assert shown == [signed_units(units) for units in row.units]
        assert summary.explanation is not None
        assert [p.units for p in summary.explanation.players] == list(row.units)
        assert [cell(summary.results, seat, 0).text() for seat in range(4)] == list(NAMES)


def test_summary_retranslates(qtbot: QtBot, played: Played) -> None:
    match, hands = played
    summary = DealSummary()
    qtbot.addWidget(summary)
    summary.set_result(match.rows[0].score, match.rules, NAMES, Decimal("0.10"), "PLN", hands[0])
    assert "PLN" in cell(summary.results, 0, 3).text()
    set_language("pl")
    summary.retranslate()
    assert "zł" in cell(summary.results, 0, 3).text()
    assert summary.title.text() == summary.explanation.title  # type: ignore[union-attr]


def test_sheet_rows_totals_and_bok_marks(qtbot: QtBot, played: Played) -> None:
    match, _ = played
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.show_sheet(lambda: kop_sheet(match, NAMES))
    table = sheet.table
    assert table.rowCount() == len(match.rows) + 1
    headings = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert headings == ["No.", *NAMES, "Game"]
    totals = [cell(table, len(match.rows), column).text() for column in PLAYER_COLUMNS]
    assert cell(table, len(match.rows), 0).text() == "Total"
    assert totals == [signed_units(total) for total in match.totals]
    for index, row in enumerate(match.rows):
        assert cell(table, index, 0).text() == str(row.number)
        assert f"Dealt by {NAMES[row.dealer]}" in cell(table, index, 0).toolTip()
        units = [cell(table, index, column).text() for column in PLAYER_COLUMNS]
        assert units == [signed_units(u) for u in row.units]
        marked = cell(table, index, 5).background().color() == BOK_TINT
        assert marked == row.in_bok_round
        doublings = row.score.counted_doublings
        assert cell(table, index, 5).text().endswith(f" ×{2**doublings}") == bool(doublings)
        if row.in_bok_round:
            assert "Bok round" in cell(table, index, 5).toolTip()


def test_the_totals_stay_in_sight_in_a_narrow_sheet(qtbot: QtBot, played: Played) -> None:
    match, _ = played
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.show_sheet(lambda: kop_sheet(match, NAMES))
    sheet.resize(400, 300)
    sheet.show()
    qtbot.waitExposed(sheet)
    last = sheet.table.visualItemRect(cell(sheet.table, len(match.rows), PLAYER_COLUMNS[-1]))
    assert last.left() >= 0 and last.right() <= sheet.table.viewport().width()


def test_sheet_follows_a_growing_match(qtbot: QtBot) -> None:
    match = Match(rules_from_preset("kop", {}), 2)
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    for seed in range(3):
        rng = random.Random(seed)
        match.record(play_out(match.new_deal(shuffled_hands(rng)), rng))
        sheet.show_sheet(lambda: kop_sheet(match, NAMES))
        assert sheet.table.rowCount() == len(match.rows) + 1
        assert sheet.table.item(len(match.rows), 0).text() == "Total"
        last = [sheet.table.item(len(match.rows) - 1, column).text() for column in PLAYER_COLUMNS]
        assert last == [signed_units(units) for units in match.rows[-1].units]


def test_csv_export(qtbot: QtBot, tmp_path: Path, played: Played) -> None:
    match, _ = played
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.show_sheet(lambda: kop_sheet(match, NAMES))
    path = tmp_path / "zapis.csv"
    path.write_text("an older export", encoding="utf-8")
    sheet.export_csv(path)
    with path.open(encoding="utf-8", newline="") as handle:
        header, *rows = list(csv.reader(handle))
    assert header[:CSV_DEAL_COLUMNS + 4] == ["Deal", "Dealer", "Game", "Doublings", "Bok round", *NAMES]
    assert header[CSV_DEAL_COLUMNS + 4:] == [f"{name} total" for name in NAMES]
    assert len(rows) == len(match.rows)
    for written, row in zip(rows, match.rows, strict=True):
        assert written[0] == str(row.number)
        assert written[1] == NAMES[row.dealer]
        assert (written[4] == "×2") == row.in_bok_round
        numbers = [int(cell) for cell in written[CSV_DEAL_COLUMNS:]]
        assert numbers == list(row.units) + list(row.totals)
    assert [int(cell) for cell in rows[-1][CSV_DEAL_COLUMNS + 4:]] == list(match.totals)
    assert [p.name for p in tmp_path.iterdir()] == ["zapis.csv"]


def test_the_summary_follows_a_language_switch_with_the_users_name(qtbot: QtBot, played: Played) -> None:
    """A summary made in English and shown after a switch to German says "Du", not "You"."""
    match, hands = played
    summary = DealSummary()
    qtbot.addWidget(summary)
    row = match.rows[0]
    summary.set_result(row.score, match.rules, ("You", *NAMES[1:]), Decimal("0.20"), "PLN", hands[0])
    set_language("de")
    summary.retranslate()
    assert cell(summary.results, 0, 0).text() == "Du"
    assert "You" not in summary.title.text() + summary.lines.text()

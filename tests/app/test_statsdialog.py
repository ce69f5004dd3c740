"""The statistics dialog, offscreen, on the scripted deals of tests/test_stats.py."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from tempfile import TemporaryDirectory
from typing import Any
from unittest.mock import Mock

import pytest
from hypothesis import HealthCheck, given, settings
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QMessageBox, QTableWidget, QWidget
from pytestqt.qtbot import QtBot

from kopdesk.app.kop.terms import contract_name
from kopdesk.app.statsdialog import (
    CHOICES,
    StatisticsDialog,
    UnitsChart,
    _ChartPainter,
    ask_reset,
)
from kopdesk.games.api import SeatResult
from kopdesk.games.kop import Contract
from kopdesk.games.registry import PRESETS
from kopdesk.games.schafkopf import Contract as SchafkopfContract
from kopdesk.i18n import set_language
from kopdesk.stats import DealKey, Statistics, Tally
from tests.test_stats import (
    GOOD_ROW,
    ROWS,
    insert_rows,
    opened,
    record_scripted,
    statistics_with,
)

ALL_GAMES = [
    ["Games", "", "", "", ""],
    ["Kop", "1", "1", "100%", "+48"],
    ["Baśka", "3", "2", "67%", "-60"],
    ["All deals", "4", "3", "75%", "-12"],
]
BASKA = [
    ["By game", "", "", "", ""],
    ["normal game", "1", "1", "100%", "+4"],
    ["silent solo", "2", "1", "50%", "-64"],
    ["By side", "", "", "", ""],
    ["the old", "2", "1", "50%", "-92"],
    ["the young", "1", "1", "100%", "+32"],
    ["you as declarer", "1", "0", "0%", "-96"],
    ["All deals", "3", "2", "67%", "-60"],
]
"""Kop's words for Kop's and Baśka's deals: by contract, by side, as declarer."""


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    set_language("en")
    yield
    set_language("en")


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "statistics.sqlite3"


@pytest.fixture
def statistics(path: Path) -> Iterator[Statistics]:
    statistics = opened(path)
    record_scripted(statistics)
    yield statistics
    statistics.close()


MakeDialog = Callable[..., StatisticsDialog]


@pytest.fixture
def make_dialog(qtbot: QtBot, statistics: Statistics) -> Iterator[MakeDialog]:
    """Dialogs on `statistics` whose confirmation answers `answer`; closed before the statistics."""
    dialogs: list[StatisticsDialog] = []

    def make(answer: bool = False) -> StatisticsDialog:
        dialog = StatisticsDialog(statistics, confirm=lambda _parent: answer)
        qtbot.addWidget(dialog)
        dialogs.append(dialog)
        return dialog

    yield make
    for dialog in dialogs:
        dialog.reject()


def table_texts(table: QTableWidget) -> list[list[str]]:
    def text(row: int, column: int) -> str:
        item = table.item(row, column)
        return "" if item is None else item.text()

    return [[text(row, column) for column in range(table.columnCount())] for row in range(table.rowCount())]


def figures(dialog: StatisticsDialog) -> tuple[str, ...]:
    return tuple(figure.value() for figure in dialog.figures.values())


def test_all_games_show_the_scripted_numbers(make_dialog: MakeDialog, statistics: Statistics) -> None:
    dialog = make_dialog()
    assert dialog.preset() is None
    assert figures(dialog) == ("4", "75%", "-12")
    assert table_texts(dialog.table) == ALL_GAMES
    assert dialog.chart.totals == [4, 36, 84, -12]
    assert dialog.reset_button.isEnabled()


def test_choosing_a_game_shows_only_its_deals(make_dialog: MakeDialog, statistics: Statistics) -> None:
    dialog = make_dialog()
    dialog.game_combo.setCurrentIndex(CHOICES.index("baska"))
    assert table_texts(dialog.table) == BASKA
    dialog.game_combo.setCurrentText("Kop")
    assert dialog.preset() == "kop"
    assert figures(dialog) == ("1", "100%", "+48")
    assert table_texts(dialog.table)[1] == ["normal game", "1", "1", "100%", "+48"]
    assert dialog.chart.totals == [48]
    dialog.game_combo.setCurrentText("Kop (Kościan)")
    assert figures(dialog) == ("0", "–", "0")
    assert table_texts(dialog.table)[0][0] == "By side", "no contract heading without contracts"
    assert dialog.chart.totals == []


def test_the_chart_paints_a_line_and_axes(qtbot: QtBot, make_dialog: MakeDialog) -> None:
    dialog = make_dialog()
    dialog.show()
    qtbot.waitExposed(dialog)
    assert distinct_colours(dialog.chart) > 10, "antialiased line, tints, axes and labels"


@pytest.mark.parametrize(
    ("totals", "labelled"),
    [([500, -500], {500, 0, -500}), ([20, -1730], {20, -1730}), ([-3, -1000], {0, -1000})],
)
def test_the_unit_labels_never_overlap(qtbot: QtBot, totals: list[int], labelled: set[int]) -> None:
    chart = UnitsChart()
    qtbot.addWidget(chart)
    chart.resize(380, 240)
    assert _ChartPainter(chart, QPainter(), [0, *totals])._labelled_units() == labelled


def test_the_empty_chart_says_so(qtbot: QtBot, make_dialog: MakeDialog, statistics: Statistics) -> None:
    statistics.reset()
    dialog = make_dialog()
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.chart.totals == []
    assert distinct_colours(dialog.chart) > 2, "the text in the middle"


def distinct_colours(widget: QWidget) -> int:
    image = widget.grab().toImage()
    return len({image.pixel(x, y) for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)})


@pytest.mark.parametrize("answer", [False, True])
def test_reset_asks_first(make_dialog: MakeDialog, statistics: Statistics, answer: bool) -> None:
    dialog = make_dialog(answer)
    dialog.reset_button.click()
    if answer:
        assert statistics.summary().total == Tally()
        assert figures(dialog) == ("0", "–", "0")
        assert dialog.chart.totals == []
        assert not dialog.reset_button.isEnabled()
    else:
        assert statistics.summary().total == Tally(4, 3, -12)
        assert table_texts(dialog.table) == ALL_GAMES


def test_a_reset_the_disk_refuses_is_reported_and_keeps_the_data(
    make_dialog: MakeDialog, statistics: Statistics, monkeypatch: pytest.MonkeyPatch
) -> None:
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: warnings.append(text))
    monkeypatch.setattr(statistics, "reset", Mock(side_effect=OSError("disk I/O error")))
    make_dialog(answer=True).reset_button.click()
    assert warnings == ["The statistics could not be reset: disk I/O error"]
    assert statistics.summary().total == Tally(4, 3, -12)


def test_the_default_confirmation_is_a_question_that_defaults_to_no(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[Any] = []

    def question(*args: Any) -> QMessageBox.StandardButton:
        asked.append(args)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", question)
    assert ask_reset(QWidget()) is False
    assert asked[0][-1] == QMessageBox.StandardButton.No


def test_a_language_switch_retranslates_the_open_dialog(make_dialog: MakeDialog, statistics: Statistics) -> None:
    dialog = make_dialog()
    dialog.game_combo.setCurrentIndex(CHOICES.index("baska"))
    set_language("pl")
    assert table_texts(dialog.table)[1][0] == contract_name(Contract.NORMAL) != "normal game"
    dialog.reject()
    set_language("en")
    assert table_texts(dialog.table)[1][0] != "normal game", "a closed dialog stops listening"


def test_rows_that_cannot_be_read_are_left_out_and_the_dialog_says_how_many(
    make_dialog: MakeDialog, path: Path
) -> None:
    assert make_dialog().unreadable_note.isHidden()
    insert_rows(path, [("yesterday", *GOOD_ROW[1:]), (*GOOD_ROW[:2], "grand", *GOOD_ROW[3:])])
    dialog = make_dialog()
    assert not dialog.unreadable_note.isHidden()
    assert dialog.unreadable_note.text() == "2 deals in the statistics file could not be read and are left out."
    assert figures(dialog) == ("4", "75%", "-12")
    assert table_texts(dialog.table) == ALL_GAMES
    assert dialog.chart.totals == [4, 36, 84, -12]


def test_rows_that_cannot_be_read_can_be_reset(make_dialog: MakeDialog, statistics: Statistics, path: Path) -> None:
    statistics.reset()
    insert_rows(path, [("yesterday", *GOOD_ROW[1:])])
    dialog = make_dialog(answer=True)
    assert dialog.unreadable_note.text() == "1 deal in the statistics file could not be read and is left out."
    assert dialog.reset_button.isEnabled()
    dialog.reset_button.click()
    assert dialog.unreadable_note.isHidden() and statistics.summary().unreadable == 0


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rows=ROWS)
def test_no_row_content_breaks_the_dialog_or_the_chart(qtbot: QtBot, rows: list[tuple[object, ...]]) -> None:
    with TemporaryDirectory() as directory, qtbot.captureExceptions() as exceptions:
        statistics = statistics_with(Path(directory), rows)
        dialog = StatisticsDialog(statistics, confirm=lambda _parent: False)
        for index in range(dialog.game_combo.count()):
            dialog.game_combo.setCurrentIndex(index)
            dialog.chart.grab()
        dialog.reject()
        dialog.deleteLater()
        statistics.close()
    assert not exceptions


def test_a_game_of_another_family_shows_its_deals_without_kops_breakdown(
    make_dialog: MakeDialog, statistics: Statistics
) -> None:
    result = SeatResult(units=5, won=True, points=9)
    statistics.record_result(result, "scopa", DealKey("c" * 32, 1))
    dialog = make_dialog()
    assert (None, *PRESETS) == CHOICES and dialog.game_combo.count() == len(CHOICES)
    assert figures(dialog) == ("5", "80%", "-7")
    assert table_texts(dialog.table)[:-1] == [*ALL_GAMES[:-1], ["Scopa", "1", "1", "100%", "+5"]]
    dialog.game_combo.setCurrentIndex(CHOICES.index("scopa"))
    assert figures(dialog) == ("1", "100%", "+5")
    assert table_texts(dialog.table) == [["All deals", "1", "1", "100%", "+5"]]
    assert dialog.chart.totals == [5]


SCHAFKOPF = [
    SeatResult(units=20, won=True, points=70, contract="sauspiel", side="declarers", declarer=True),
    SeatResult(units=-20, won=False, points=50, contract="sauspiel", side="declarers"),
    SeatResult(units=-50, won=False, points=40, contract="solo", side="defenders"),
    SeatResult(units=10, won=True, points=70, contract="wenz", side="defenders"),
    SeatResult(units=-10, won=False, points=70, contract="ramsch"),
]


@pytest.mark.parametrize("language", ["en", "de", "pl"])
def test_schafkopf_deals_are_shown_by_game_and_role_in_its_words_with_no_kop_rows(
    make_dialog: MakeDialog, statistics: Statistics, language: str
) -> None:
    from kopdesk.app.kop.terms import side_name
    from kopdesk.app.schafkopf.words import contract_name as schafkopf_contract

    for number, result in enumerate(SCHAFKOPF, 1):
        statistics.record_result(result, "schafkopf", DealKey("d" * 32, number))
    set_language(language)
    dialog = make_dialog()
    dialog.game_combo.setCurrentIndex(CHOICES.index("schafkopf"))
    rows = table_texts(dialog.table)
    names = [row[0] for row in rows]
    assert rows[0][1:] == rows[5][1:] == ["", "", "", ""]  # the two headings
    assert names[1:5] == [schafkopf_contract(SchafkopfContract(c)) for c in ("sauspiel", "wenz", "solo", "ramsch")]
    assert [row[1] for row in rows[1:5]] == ["2", "1", "1", "1"]
    assert [row[1:3] for row in rows[6:]] == [[played, won] for played, won, _rate, _units in ROLES]
    if language == "en":
        assert [row[1:] for row in rows[6:]] == ROLES
    assert not {side_name(True), side_name(False)} & set(names), "no Kop rows under Schafkopf"
    if language == "de":
        assert names[5:9] == ["Nach Rolle", "du als Spieler", "du als Mitspieler", "du als Gegenspieler"]


ROLES = [
    ["1", "1", "100%", "+20"],  # Spieler
    ["1", "0", "0%", "-20"],  # Mitspieler
    ["2", "1", "50%", "-40"],  # Gegenspieler
    ["5", "2", "40%", "-50"],  # all deals
]


def test_scopa_and_schafkopf_deals_are_no_rows_of_kop(make_dialog: MakeDialog, statistics: Statistics) -> None:
    for number, result in enumerate(SCHAFKOPF, 1):
        statistics.record_result(result, "schafkopf", DealKey("e" * 32, number))
    dialog = make_dialog()
    dialog.game_combo.setCurrentIndex(CHOICES.index("baska"))
    assert table_texts(dialog.table) == BASKA


def scopa_result(units: int, **points: int) -> SeatResult:
    names = ("carte", "denari", "settebello", "re_bello", "primiera", "scope")
    categories = tuple((name, points.get(name, 0)) for name in names)
    return SeatResult(units=units, won=units > 0, points=sum(points.values()), categories=categories)


@pytest.mark.parametrize("language", ["en", "de", "pl"])
def test_scopa_deals_are_shown_by_point_in_its_words_with_no_kop_rows(
    make_dialog: MakeDialog, statistics: Statistics, language: str
) -> None:
    from kopdesk.app.kop.terms import side_name
    from kopdesk.app.scopa.summary import category_name
    from kopdesk.games.scopa import Category

    statistics.record_result(scopa_result(3, carte=1, settebello=1, scope=2), "scopa", DealKey("g" * 32, 1))
    statistics.record_result(scopa_result(-1, denari=1, primiera=1), "scopa", DealKey("g" * 32, 2))
    set_language(language)
    dialog = make_dialog()
    dialog.game_combo.setCurrentIndex(CHOICES.index("scopa"))
    rows = table_texts(dialog.table)
    shown = [c for c in Category if c is not Category.RE_BELLO]  # re bello never won: no row
    assert [row[0] for row in rows[1:-1]] == [category_name(c) for c in shown]
    assert [row[1:3] for row in rows[1:-1]] == [["2", "1"], ["2", "1"], ["2", "1"], ["2", "1"], ["2", "1"]]
    if language == "en":
        assert rows[0] == ["Points won", "", "", "", ""]
        assert rows[-2] == ["sweeps", "2", "1", "50%", "+2"]
        assert rows[-1] == ["All deals", "2", "1", "50%", "+2"]
    assert not {side_name(True), side_name(False)} & {row[0] for row in rows}


def test_scopa_counts_the_matches_won(make_dialog: MakeDialog, statistics: Statistics) -> None:
    statistics.record_result(scopa_result(3, carte=1), "scopa", DealKey("h" * 32, 1))
    statistics.record_match("scopa", "h" * 32, won=True, units=12)
    statistics.record_match("scopa", "i" * 32, won=False, units=9)
    statistics.record_match("kop", "j" * 32, won=True, units=40)  # another game's
    dialog = make_dialog()
    dialog.game_combo.setCurrentIndex(CHOICES.index("scopa"))
    assert table_texts(dialog.table)[-2] == ["Matches won", "2", "1", "50%", "+21"]

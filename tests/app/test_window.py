"""The main window: its first size and place, its panels, its Help menu."""

from __future__ import annotations

import platform
import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt, QTimer, qVersion
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox
from pytestqt.qtbot import QtBot

from kopdesk import __version__
from kopdesk.app.about import LICENCE, ShortcutsDialog
from kopdesk.app.cardpaint import CardPainter
from kopdesk.app.controller import GameController
from kopdesk.app.mainwindow import MainWindow, first_place
from kopdesk.games.kop import rules_from_preset
from kopdesk.games.registry import game_of
from kopdesk.i18n import set_language
from kopdesk.storage import MatchSetup
from tests.app.kopwindow import kop_board

NAMES = ("You", "Ewa", "Janek", "Zosia")


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    win = MainWindow(GameController(pace="instant"), CardPainter())
    qtbot.addWidget(win)
    yield win
    win.controller.shutdown()
    set_language("en")


def start(qtbot: QtBot, window: MainWindow, preset: str = "baska") -> None:
    window.show()
    qtbot.waitExposed(window)
    setup = MatchSetup(rules_from_preset(preset), 3, ("beginner",) * 3, NAMES, "0.20", "PLN", True)
    window.controller.start_match(setup, seed=5)  # seat 3 deals: the human calls first, every call offered


def click(qtbot: QtBot, menu: QMenu, action_text: str) -> None:
    """Open `menu` and click the item with this text, as the user does."""
    menu.popup(menu.parentWidget().mapToGlobal(menu.parentWidget().rect().center()))
    qtbot.waitExposed(menu)
    [action] = [a for a in menu.actions() if a.text() == action_text]
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())


@pytest.mark.parametrize(
    "available",
    [QRect(0, 0, 1366, 768), QRect(0, 24, 1366, 744), QRect(0, 0, 640, 400), QRect(1920, 0, 3840, 2160)],
    ids=["laptop", "laptop-with-panel", "1280x800-at-200%", "4k-second-screen"],
)
def test_the_first_place_is_inside_the_free_area_of_the_screen(available: QRect) -> None:
    place = first_place(available)
    assert available.contains(place)
    assert place.center() == available.center()
    assert place.width() >= min(720, available.width()) and place.height() >= min(520, available.height())


def test_on_a_large_screen_the_window_is_not_huge() -> None:
    assert first_place(QRect(0, 0, 3840, 2160)).size().toTuple() == (1600, 1000)


def test_the_window_opens_inside_a_small_screen_even_with_every_call_offered(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window)
    qtbot.waitUntil(lambda: len(kop_board(window).auction.buttons()) >= 6, timeout=20000)
    available = window.screen().availableGeometry()
    assert available.width() <= 800  # the offscreen screen: smaller than the old fixed 1180 x 780
    assert available.contains(window.frameGeometry())


@pytest.mark.parametrize("language", ["en", "pl", "de"])
def test_the_score_sheet_shows_every_column_beside_a_wide_table(
    qtbot: QtBot, window: MainWindow, language: str
) -> None:
    set_language(language)
    window.resize(1229, 691)  # as it opens on a 1366 x 768 laptop
    start(qtbot, window, "kop")
    table = window.sheet.table
    qtbot.waitUntil(lambda: table.horizontalHeaderItem(2).text() == "Ewa", timeout=5000)
    qtbot.waitUntil(lambda: table.horizontalHeader().length() <= table.viewport().width(), timeout=5000)
    assert kop_board(window).view.width() >= 2 * window.sheet_dock.width()  # the table has the room


@pytest.mark.parametrize("preset", ["baska", "scopa-4"])
def test_the_score_sheet_keeps_its_width_from_deal_to_deal_unless_the_user_resizes_it(
    qtbot: QtBot, window: MainWindow, preset: str
) -> None:
    """Walk Kop P1: the dock kept fitting its columns to each deal's scores and games, so
    that the table, and its cards, shrank and grew between deals."""
    window.resize(1152, 720)  # as it opens on a 1280 x 800 screen
    window.show()
    qtbot.waitExposed(window)
    controller = window.controller
    controller.autoplay_level = "beginner"  # a bot in the user's chair
    widths: list[int] = []

    def summary_shown(_deal: object) -> None:
        widths.append(window.sheet_dock.width())
        if len(widths) == 2:  # the user drags the dock wider
            window.resizeDocks([window.sheet_dock], [widths[0] + 60], Qt.Orientation.Horizontal)
        QTimer.singleShot(0, window.board_next.click)

    window.summary_shown.connect(summary_shown)
    game = game_of(preset)
    rules = game.rules(preset, {"target": 21} if game.family == "scopa" else {})  # five deals at least
    seats = game.seats(rules)
    controller.start_match(MatchSetup(rules, 0, ("beginner",) * (seats - 1), NAMES[:seats], "0.20", "PLN", True), 11)
    qtbot.waitUntil(lambda: len(widths) >= 6 or controller.match.is_over, timeout=60000)
    assert len(widths) >= 5
    assert widths[:2] == [widths[0]] * 2 and widths[2:] == [widths[0] + 60] * len(widths[2:])
    table = window.sheet.table
    assert table.horizontalHeader().length() <= table.viewport().width()  # and no column is cut


def test_a_closed_panel_comes_back_from_the_view_menu(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window)
    window.sheet_dock.close()
    window.log_dock.close()
    qtbot.waitUntil(lambda: not window.sheet_dock.isVisible() and not window.log_dock.isVisible())
    for text, dock in (("Pla&y log", window.log_dock), ("&Score sheet", window.sheet_dock)):
        click(qtbot, window.menus.view_menu, text)
        qtbot.waitUntil(dock.isVisible, timeout=2000)  # open, and in front
        assert dock.toggleViewAction().isChecked()


def test_help_about_tells_the_version_licence_and_what_kopdesk_runs_on(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window)
    click(qtbot, window.menus.help_menu, "&About kopdesk")
    qtbot.waitUntil(lambda: any(isinstance(w, QMessageBox) and w.isVisible() for w in QApplication.topLevelWidgets()))
    [box] = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
    text = box.text()
    for fact in (f"kopdesk {__version__}", "MIT licence", f"Python {platform.python_version()}", f"Qt {qVersion()}"):
        assert fact in text
    box.close()


def test_the_licence_named_is_the_one_of_the_package() -> None:
    project = tomllib.loads((Path(__file__).parents[2] / "pyproject.toml").read_text("utf-8"))["project"]
    assert project["license"] == LICENCE  # an SPDX expression, as the About box names it


def shortcut_rows(dialog: ShortcutsDialog) -> set[tuple[str, str]]:
    table = dialog.table
    return {(table.item(row, 0).text(), table.item(row, 1).text()) for row in range(table.rowCount())}


def test_the_shortcuts_list_has_every_key_of_the_menus_and_the_calls(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window)  # Baśka: its calls
    click(qtbot, window.menus.help_menu, "&Keyboard shortcuts")
    qtbot.waitUntil(lambda: bool(window.findChildren(ShortcutsDialog)))
    [dialog] = window.findChildren(ShortcutsDialog)
    rows = shortcut_rows(dialog)
    in_menus = [
        action
        for action in window.findChildren(QAction)
        if action.shortcuts() and any(isinstance(o, QMenu) for o in action.associatedObjects())
    ]
    assert len(in_menus) >= 10
    native = QKeySequence.SequenceFormat.NativeText
    for action in in_menus:
        text = action.text().replace("&", "")
        shortcut = action.shortcut().toString(native)
        assert any(what.endswith(f"→ {text}") and shortcut in keys for what, keys in rows), text
    assert ("Game → Undo", QKeySequence(QKeySequence.StandardKey.Undo).toString(native)) in rows
    calls = {("Auction → pass", "P"), ("Auction → kontra", "D"), ("Auction → wedding", "W"), ("Auction → gran", "G")}
    assert calls <= rows
    set_language("de")  # the list follows a switch of language
    assert ("Spiel → Rückgängig", QKeySequence(QKeySequence.StandardKey.Undo).toString(native)) in shortcut_rows(dialog)

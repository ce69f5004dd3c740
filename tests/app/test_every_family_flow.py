"""What every family's table does the same way, in the real main window: the hint that
ends with the next move or deal; the deal's summary sized to its deal, deal after deal;
the last deal's button that says it leads to the match's result; the dialog that names
the winner and the final scores, and its buttons. Bots play (the user's cards too, unless
a test plays them), at the fastest pace."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QPushButton

from kopdesk.app.mainwindow import MainWindow
from kopdesk.games import kop
from kopdesk.games.registry import game_of
from kopdesk.games.sheet import Sheet
from kopdesk.storage import MatchSetup
from tests.app.kopwindow import kop_board

ROOT = Path(__file__).resolve().parents[2]
NAMES = ("Ala", "Ewa", "Janek", "Zosia")
SHORT = {"kop": {"match_length": {"target": 1}}, "schafkopf": {"match_length": {"target": 1}}, "scopa": {"target": 1}}
"""House rules that end a match of each family after about one deal."""
LONG = {"kop": {}, "schafkopf": {"match_length": {"deals": 12}}, "scopa": {"target": 100}}


@pytest.fixture
def window(window: MainWindow) -> MainWindow:
    """The main window, its controller playing the user's turns at the beginner's level."""
    window.controller.autoplay_level = "beginner"
    return window


def start(window: MainWindow, preset: str, house_rules: dict[str, Any], practice: bool = False) -> None:
    game = game_of(preset)
    rules = game.rules(preset, house_rules)
    seats = game.seats(rules)
    setup = MatchSetup(rules, seats - 1, ("beginner",) * (seats - 1), ("You", *NAMES[1:seats]), "0.20", "PLN", practice)
    window.controller.start_match(setup, seed=3)


def summary_of(window: MainWindow) -> tuple[QDialog, QPushButton]:
    """The summary dialog of the game on the table, and its button."""
    return window.board_summary, window.board_next


def counted(number: int, word: str, sign: str = "") -> str:
    """"+3 units", "1 point", "0 units": as English words a count."""
    return f"{number:{sign}d}".replace("+0", "0") + f" {word}" + ("" if abs(number) == 1 else "s")


def deal_ends(qtbot: Any, window: MainWindow, deals: int) -> QDialog:
    """Wait for the summary of the match's `deals`-th deal (void deals count too)."""
    qtbot.waitUntil(lambda: len(window.controller.finished) >= deals, timeout=60000)
    dialog, _button = summary_of(window)
    qtbot.waitUntil(dialog.isVisible, timeout=10000)
    return dialog


@pytest.mark.parametrize("preset", ["kop", "schafkopf", "scopa", "scopone"])
def test_the_deal_summary_is_sized_to_its_deal_and_never_grows_past_the_screen(
    qtbot: Any, window: MainWindow, preset: str
) -> None:
    start(window, preset, LONG[game_of(preset).family])
    free = window.screen().availableGeometry()
    for deal in range(1, 4):
        dialog = deal_ends(qtbot, window, deal)
        dialog_button = summary_of(window)[1]
        assert free.contains(dialog.frameGeometry()), f"deal {deal}: {dialog.frameGeometry()} off {free}"
        needed = dialog.layout().totalHeightForWidth(dialog.width()) if dialog.layout().hasHeightForWidth() else 0
        assert dialog.height() <= max(needed, dialog.sizeHint().height()), "room left from a bigger deal"
        assert dialog.rect().contains(QRect(dialog_button.mapTo(dialog, QPoint()), dialog_button.size()))
        if dialog is window.board_summary:
            views = [view for view in dialog.pane.findChildren(type(window._board_view)) if view.isVisible()]
            assert views == [window._board_view] == [dialog.pane.widget()]  # no view of an earlier deal
        QTest.mouseClick(dialog_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda dialog=dialog: not dialog.isVisible())


@pytest.mark.parametrize("preset", ["kop", "baska", "schafkopf", "zweier", "scopa", "scopa-3", "scopone"])
def test_the_match_ends_in_a_dialog_naming_the_winner_and_the_final_scores(
    qtbot: Any, window: MainWindow, preset: str
) -> None:
    start(window, preset, SHORT[game_of(preset).family])
    match = window.controller.match
    qtbot.waitUntil(lambda: match.is_over, timeout=60000)
    dialog, button = summary_of(window)
    qtbot.waitUntil(dialog.isVisible, timeout=10000)
    assert button.text() == "See the result of the match"
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    end = window.match_end
    assert end is not None and end.isVisible() and end.windowTitle() == "The match is over"
    names = window.controller.setup.names
    winners = [names[seat] for seat in match.winners]
    assert winners and all(name in end.headline.text() for name in winners)
    assert "win" in end.headline.text() or end.headline.text() == "The match is drawn."
    if isinstance(match, Sheet):  # a line per player: units and money
        scores = [(name, counted(total, "unit", "+")) for name, total in zip(names, match.totals, strict=True)]
        assert [(s.who, s.score) for s in end.rows] == scores
        assert all("PLN" in s.money for s in end.rows)
    else:  # a line per side: its points
        sides = match.rules.sides()
        assert [s.score for s in end.rows] == [counted(points, "point") for points in match.scores]
        assert [s.won for s in end.rows] == [side == match.winner for side in range(len(sides))]
    window.sheet_dock.hide()
    QTest.mouseClick(end.sheet_button, Qt.MouseButton.LeftButton)
    assert not end.isVisible() and window.sheet_dock.isVisible()
    asked: list[bool] = []
    window.new_match_requested.connect(lambda: asked.append(True))
    assert not dialog.isVisible() and window.menus.act_next.isEnabled()
    window.menus.act_next.trigger()
    assert window.match_end.isVisible()  # the result again, for a user who closed it
    QTest.mouseClick(window.match_end.new_button, Qt.MouseButton.LeftButton)
    assert asked == [True]


@pytest.mark.parametrize("preset", ["kop", "schafkopf", "scopa"])
def test_a_hint_ends_with_the_next_move_and_with_a_new_deal(qtbot: Any, window: MainWindow, preset: str) -> None:
    window.controller.autoplay_level = None  # the user plays
    family, controller = game_of(preset).family, window.controller
    for ends_with in ("move", "deal"):
        start(window, preset, LONG[family])
        qtbot.waitUntil(controller.table.awaits_human, timeout=20000)
        message = (kop_board(window).scene if family == "kop" else window.boards[family].board.scene).message
        QTest.mouseClick(window.hint_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(message.isVisible, timeout=20000)
        if ends_with == "move":
            assert controller.human_action(controller.deal.legal_actions()[0])
        else:
            start(window, preset, LONG[family])  # a new match: its first deal
        assert not message.isVisible(), f"the hint outlived the {ends_with}"


def play_the_users_turns(qtbot: Any, window: MainWindow, until: Callable[[Any], bool] | None = None) -> None:
    """Play the deal on the table, the user's turns too (his first legal action), to its
    end or `until` it is so."""
    controller = window.controller
    deal, game = controller.deal, controller.table.game
    reached = until or game.is_done
    while not reached(deal):
        qtbot.waitUntil(lambda: controller.table.awaits_human() or reached(deal), timeout=20000)
        if controller.table.awaits_human() and not reached(deal):
            assert controller.human_action(deal.legal_actions()[0])


def test_a_deal_for_the_record_shows_no_hidden_hand_and_cannot_be_left(qtbot: Any, window: MainWindow) -> None:
    window.controller.autoplay_level = None  # the user plays
    start(window, "kop", {})  # for the record: no taking back
    controller, menus = window.controller, window.menus
    peeks = (menus.act_review, menus.act_replay, menus.act_open_cards, menus.act_open_deal)
    play_the_users_turns(qtbot, window, until=lambda deal: any(isinstance(a, kop.Card) for a in deal.history))
    told = "Not while a deal for the record is played: finish it first."
    assert all(not action.isEnabled() and action.toolTip() == told for action in peeks)
    assert window.review_deal() is None and not window.open_deal_file("deal.json")
    deal = controller.deal
    play_the_users_turns(qtbot, window)
    assert controller.finished == [deal] and all(action.isEnabled() for action in peeks)
    review = window.review_deal()  # once it is over, with every hand open, and played on from its first card
    assert review is not None
    QTest.mouseClick(review.buttons["first"], Qt.MouseButton.LeftButton)
    QTest.mouseClick(review.buttons["play"], Qt.MouseButton.LeftButton)
    assert controller.what_if and controller.deal is not deal and controller.finished == [deal]  # still on the sheet
    play_the_users_turns(qtbot, window)
    assert controller.finished == [deal] and controller.match.dealer == (deal.dealer + 1) % 4
    qtbot.waitUntil(window.board_summary.isVisible, timeout=10000)
    assert window.board_summary.note.isVisible()
    assert window.board_summary.note.text() == "Practice: this deal is not on the score sheet."


def test_a_practice_deal_may_be_reviewed_and_its_hands_opened_while_played(qtbot: Any, window: MainWindow) -> None:
    window.controller.autoplay_level = None
    start(window, "kop", {}, practice=True)
    qtbot.waitUntil(window.controller.table.awaits_human, timeout=20000)
    menus = window.menus
    assert all(a.isEnabled() for a in (menus.act_replay, menus.act_open_cards, menus.act_open_deal))
    assert menus.act_review.isEnabled() == bool(window.controller.deal.history)  # nothing to review before a move
    menus.act_open_cards.trigger()
    assert menus.act_open_cards.isChecked()
    start(window, "kop", {})  # a match for the record: the hands are hidden again
    qtbot.waitUntil(window.controller.table.awaits_human, timeout=20000)
    assert not menus.act_open_cards.isChecked() and not menus.act_open_cards.isEnabled()


@pytest.mark.parametrize(
    ("width", "height", "scale"), [(1024, 600, "1"), (1280, 800, "2")], ids=["1024x600", "1280x800-scale-2"]
)
def test_dialogs_fit_the_screen(tmp_path: Path, width: int, height: int, scale: str) -> None:
    """New match, Help and Review on a small screen, or a scaled one, in a Qt of their own
    (the offscreen platform's screen as the walk's were): each lies on the screen's free area
    with its buttons."""
    screen = {"name": "walk", "x": 0, "y": 0, "width": width, "height": height, "logicalDpi": 96, "dpr": 1}
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [screen]}), encoding="utf-8")
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}", "QT_SCALE_FACTOR": scale}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    probe = subprocess.run(
        [sys.executable, "-m", "tests.app.screen_probe"], cwd=ROOT, env=env, capture_output=True, text=True, check=True
    )
    shown = json.loads(probe.stdout.splitlines()[-1])
    free = QRect(*shown["free"])
    assert free.size() == QSize(width, height) / int(scale)
    for name, dialog in shown["dialogs"].items():
        assert free.contains(QRect(*dialog["frame"])), f"{name} reaches off the screen: {dialog['frame']}"
        for widget in dialog["widgets"]:
            assert free.contains(QRect(*widget)), f"a button of {name} is off the screen: {widget}"

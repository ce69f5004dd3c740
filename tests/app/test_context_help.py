"""Context help: F1, the "?" of a call, a summary line, a house rule, the game's name."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from kopdesk.app.controller import HUMAN_SEAT
from kopdesk.app.mainwindow import MainWindow
from kopdesk.app.newmatch.dialog import NewMatchDialog
from kopdesk.games.kop import PASS, Phase, rules_from_preset
from kopdesk.storage import MatchSetup, Settings
from tests.app.kopwindow import kop_board, kop_summary


@pytest.fixture
def window(window: MainWindow) -> MainWindow:
    """The main window with a practice match of Kop begun, the user to call first."""
    setup = MatchSetup(rules_from_preset("kop"), 3, ("beginner",) * 3, ("A", "B", "C", "D"), "0.20", "PLN", True)
    window.controller.start_match(setup, seed=2)  # dealer 3: the human calls first
    return window


def test_f1_opens_the_rules(qtbot, window: MainWindow) -> None:
    QTest.keyClick(window, Qt.Key.Key_F1)
    assert window.help_viewer is not None and window.help_viewer.isVisible()


def test_the_question_mark_of_a_call_opens_its_entry(qtbot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: "pass" in kop_board(window).auction.buttons())
    helps = kop_board(window).auction.help_buttons()
    assert set(helps) == set(kop_board(window).auction.buttons()) and {b.text() for b in helps.values()} == {"?"}
    helps["pass"].click()
    assert window.help_viewer.isVisible() and window.help_viewer.current_entry() == "call-pass"


def test_a_summary_line_links_to_its_entry(qtbot, window: MainWindow) -> None:
    controller = window.controller
    while controller.deal.phase is not Phase.DONE:
        qtbot.waitUntil(
            lambda: controller.deal.to_move == HUMAN_SEAT or controller.deal.phase is Phase.DONE, timeout=20000
        )
        deal = controller.deal
        if deal.phase is not Phase.DONE:
            controller.human_action(PASS if deal.phase is Phase.AUCTION else deal.legal_actions()[0])
    qtbot.waitUntil(window.board_summary.isVisible, timeout=5000)
    anchors = [anchor for _text, anchor in kop_summary(window).explanation.lines_with_help]
    assert f"contract-{controller.deal.score.sides.contract.value}" == anchors[0]
    kop_summary(window).lines.linkActivated.emit(anchors[-1])
    assert window.help_viewer.current_entry() == anchors[-1] == "score-payment"


def test_clicking_the_game_name_explains_it(qtbot, window: MainWindow) -> None:
    controller = window.controller
    qtbot.waitUntil(lambda: controller.deal.to_move == HUMAN_SEAT, timeout=20000)
    info = kop_board(window).scene.info
    point = kop_board(window).view.mapFromScene(info.sceneBoundingRect().center())
    QTest.mouseClick(kop_board(window).view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert window.help_viewer.current_entry() == "play-auction"


def test_a_house_rule_question_mark_opens_the_rule(qtbot) -> None:
    dialog = NewMatchDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.show()
    with qtbot.waitSignal(dialog.help_requested) as asked:
        dialog.show_help("rule-tie_rule")
    assert asked.args == ["rule-tie_rule"] and dialog._help.current_entry() == "rule-tie_rule"
    from PySide6.QtWidgets import QToolButton

    from kopdesk.games.kop.texts import HOUSE_RULES

    marks = [b for b in dialog.findChildren(QToolButton) if b.text() == "?" and b.isVisibleTo(dialog)]
    assert len(marks) == len(HOUSE_RULES)  # one per house rule of Kop's shown

"""The auction panel offers exactly the calls of the moment, and no stale ones."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton

from kopdesk.app.cardpaint import CardPainter
from kopdesk.app.controller import GameController
from kopdesk.app.kop.auction_panel import CALL_KEYS, AuctionPanel
from kopdesk.app.kop.board import SidewaysScroll
from kopdesk.app.kop.tutorial import Tutorial
from kopdesk.app.mainwindow import MainWindow
from kopdesk.games.kop import Deal, rules_from_preset
from kopdesk.storage import MatchSetup
from tests.app.kopwindow import kop_board
from tests.bots.kop.test_hints import deal_of


def visible_buttons(panel: AuctionPanel) -> list[str]:
    return [b.text() for b in panel.findChildren(QPushButton) if b.isVisible()]


def test_the_calls_disappear_at_once_when_the_auction_ends(qtbot) -> None:
    panel = AuctionPanel()
    qtbot.addWidget(panel)
    panel.show()
    observation = Tutorial.deal().observation(0)
    panel.show_calls(observation)
    assert sorted(panel.buttons()) == sorted(call.id for call in observation.legal)
    qtbot.waitUntil(lambda: len(visible_buttons(panel)) == len(observation.legal), timeout=2000)
    panel.show_calls(None)  # no event loop in between: the old buttons still exist
    assert visible_buttons(panel) == []


def test_every_call_button_shows_its_key_and_explains_itself(qtbot) -> None:
    panel = AuctionPanel()
    qtbot.addWidget(panel)
    deal = Deal(rules_from_preset("baska"), 2, Tutorial.deal().dealt)
    observation = deal.observation(deal.to_move)
    panel.show_calls(observation)
    buttons = panel.buttons()
    assert {"pass", "double", "gran", "zolo", "gran_du", "zolo_du"} <= set(buttons)
    for call_id, button in buttons.items():
        key = CALL_KEYS[call_id]
        assert button.text().endswith(f" ({key})") and button.shortcut().toString() == key
        tip = button.toolTip()
        assert f"(key {key})" in tip and len(tip) > len(f"(key {key})") + 20  # a sentence about the call
    assert buttons["pass"].text() == "Pass (P)"


def test_baskas_longest_choice_of_calls_fits_the_window_at_1280_by_800_in_two_rows(qtbot) -> None:
    controller = GameController(pace="instant")
    window = MainWindow(controller, CardPainter())
    qtbot.addWidget(window)
    window.resize(1152, 720)  # the main window's size on a 1280×800 screen
    window.show()
    qtbot.waitExposed(window)
    deal = deal_of("baska", 1, "QC QS QH QD | 10C JC AS AD | AC 10S JS 10D | AH 10H JH JD", "double")
    setup = MatchSetup(deal.rules, 0, ("beginner",) * 3, ("You", "Ewa", "Janek", "Zosia"), "0.20", "PLN", True)
    controller.start_match(setup, seed=1)
    controller.play_from(deal)  # the user's turn: wesele, kontra and every game, eight calls
    panel = kop_board(window).auction
    strip = window.findChild(SidewaysScroll)
    qtbot.waitUntil(lambda: len(visible_buttons(panel)) == 8, timeout=5000)
    qtbot.wait(50)  # the layout settles
    assert strip.horizontalScrollBar().maximum() == 0
    shown = strip.viewport().rect()
    for button in [*panel.buttons().values(), *panel.help_buttons().values()]:  # each call and its "?"
        corner = button.mapTo(strip.viewport(), button.rect().topLeft())
        assert button.isVisible() and shown.contains(button.rect().translated(corner)), button.text()
    rows = {b.mapTo(panel, b.rect().topLeft()).y() for b in panel.buttons().values()}
    assert len(rows) == 2
    controller.shutdown()

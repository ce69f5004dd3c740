"""A whole deal at the desktop, driven by real clicks and real mouse drags."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from kopdesk.app.cardpaint import CardPainter
from kopdesk.app.controller import HUMAN_SEAT, GameController
from kopdesk.app.mainwindow import MainWindow
from kopdesk.games.kop import (
    PASS,
    Card,
    Phase,
    deal_file_from_json,
    deal_status,
    rules_from_preset,
)
from kopdesk.storage import MatchSetup
from tests.app.kopwindow import kop_board, kop_summary

NAMES = ("Ala", "Ewa", "Janek", "Zosia")


def start(window: MainWindow, seed: int, preset: str = "kop") -> None:
    setup = MatchSetup(rules_from_preset(preset), 0, ("beginner",) * 3, NAMES, "0.20", "PLN", True)
    window.controller.start_match(setup, seed=seed)


def wait_for_human_or_end(qtbot, window: MainWindow) -> None:
    def ready() -> bool:
        deal = window.controller.deal
        return deal is not None and (deal.phase is Phase.DONE or deal.to_move == HUMAN_SEAT)

    qtbot.waitUntil(ready, timeout=20000)


def viewport_point(window: MainWindow, scene_point: QPointF) -> QPoint:
    return kop_board(window).view.mapFromScene(scene_point)


def drag_card(qtbot, window: MainWindow, card: Card, to: QPointF) -> None:
    """Press on the card, move in steps, release at `to` (scene coordinates)."""
    item = kop_board(window).scene.hand_item(card)
    assert item is not None
    viewport = kop_board(window).view.viewport()
    start = viewport_point(window, item.sceneBoundingRect().center())
    end = viewport_point(window, to)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * step / 8)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def test_a_whole_deal_through_clicks_and_drags(qtbot, window: MainWindow) -> None:
    start(window, seed=3)
    while True:
        wait_for_human_or_end(qtbot, window)
        deal = window.controller.deal
        if deal.phase is Phase.DONE:
            break
        if deal.phase is Phase.AUCTION:
            qtbot.waitUntil(lambda: "pass" in kop_board(window).auction.buttons())
            button = kop_board(window).auction.buttons()["pass"]
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        else:
            played = len(deal.history)
            legal = deal.observation(HUMAN_SEAT).legal
            drag_card(qtbot, window, legal[0], kop_board(window).scene.drop_zone.rect.center())
            qtbot.waitUntil(lambda played=played: len(window.controller.deal.history) > played, timeout=5000)
    qtbot.waitUntil(window.board_summary.isVisible, timeout=5000)
    table = kop_summary(window).results
    shown = {table.item(row, 0).text(): int(table.item(row, 2).text()) for row in range(4)}
    assert [shown[name] for name in NAMES] == list(deal.score.units)
    assert window.controller.match.rows[-1].units == deal.score.units


def human_play_position(qtbot, window: MainWindow) -> None:
    """Pass through the auction until the human is to play a card with a choice refused."""
    while True:
        wait_for_human_or_end(qtbot, window)
        deal = window.controller.deal
        assert deal.phase is not Phase.DONE
        if deal.phase is Phase.PLAY:
            return
        window.controller.human_action(PASS)


def test_an_illegal_drop_snaps_back_and_says_why(qtbot, window: MainWindow) -> None:
    for seed in range(40):
        start(window, seed=seed)
        human_play_position(qtbot, window)
        deal = window.controller.deal
        obs = deal.observation(HUMAN_SEAT)
        illegal = [c for c in obs.hand if c not in obs.legal]
        if illegal:
            break
    else:
        pytest.fail("no position with an illegal card found")
    item = kop_board(window).scene.hand_item(illegal[0])
    home = QPointF(item.home)
    before = len(deal.history)
    drag_card(qtbot, window, illegal[0], kop_board(window).scene.drop_zone.rect.center())
    assert len(deal.history) == before
    assert kop_board(window).scene.message.isVisible()
    reason = deal.refusal(illegal[0])
    assert reason is not None
    from kopdesk.app.kop.terms import refusal_sentence

    assert kop_board(window).scene.message.text() == refusal_sentence(reason)
    qtbot.waitUntil(lambda: (item.pos() - home).manhattanLength() < 1, timeout=3000)


def test_a_drop_outside_the_table_does_nothing(qtbot, window: MainWindow) -> None:
    start(window, seed=1)
    human_play_position(qtbot, window)
    deal = window.controller.deal
    card = deal.observation(HUMAN_SEAT).legal[0]
    item = kop_board(window).scene.hand_item(card)
    home = QPointF(item.home)
    before = len(deal.history)
    corner = kop_board(window).scene.sceneRect().topLeft() + QPointF(5, 5)
    drag_card(qtbot, window, card, corner)
    assert len(deal.history) == before
    assert not kop_board(window).scene.message.isVisible()
    qtbot.waitUntil(lambda: (item.pos() - home).manhattanLength() < 1, timeout=3000)


def test_keyboard_and_double_click_play_too(qtbot, window: MainWindow) -> None:
    start(window, seed=2)
    human_play_position(qtbot, window)
    deal = window.controller.deal
    before = len(deal.history)
    cards = kop_board(window).scene.hand_cards()
    legal = deal.observation(HUMAN_SEAT).legal
    target = next(c for c in cards if c in legal)
    kop_board(window).view.setFocus()
    for _ in range(cards.index(target) + 1):
        QTest.keyClick(kop_board(window).view.viewport(), Qt.Key.Key_Right)
    QTest.keyClick(kop_board(window).view.viewport(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(deal.history) > before, timeout=5000)
    assert deal.history[before] is target


def test_demo_plays_deals_through_the_window_and_prints_replayable_lines() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-m", "kopdesk", "--demo", "3"], capture_output=True, text=True, env=env, timeout=240
    )
    assert result.returncode == 0, result.stderr[-2000:]
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(lines) == 3
    for line in lines:
        deal = deal_file_from_json(line["deal"]).replay()
        assert line["result"] == deal_status(deal)
        assert line["result"]["phase"] == "done"


def test_demo_zero_opens_and_quits() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    command = [sys.executable, "-m", "kopdesk", "--demo", "0"]
    result = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120)
    assert result.returncode == 0 and result.stdout == ""


def test_a_click_on_the_felt_goes_on_without_waiting(qtbot) -> None:
    controller = GameController(pace="slow")
    win = MainWindow(controller, CardPainter())
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    setup = MatchSetup(rules_from_preset("kop"), 3, ("beginner",) * 3, NAMES, "0.20", "PLN", True)
    controller.start_match(setup, seed=4)  # dealer 3: the human (seat 0) is forehand, bots call after
    qtbot.waitUntil(lambda: controller.deal.to_move == HUMAN_SEAT, timeout=5000)
    controller.human_action(PASS)
    assert controller._timer.isActive() and controller._timer.remainingTime() > 500
    asked: list[int] = []
    controller.thinking.connect(lambda seat: asked.append(seat) if seat > 0 else None)
    viewport = kop_board(win).view.viewport()
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=QPoint(20, viewport.height() // 2))
    qtbot.waitUntil(lambda: asked == [1], timeout=400)  # the next seat's bot is asked, not after the pause
    qtbot.waitUntil(lambda: len(controller.deal.history) > 1, timeout=5000)
    controller.shutdown()


def test_a_named_jack_wedding_asks_for_the_jack(qtbot, window: MainWindow) -> None:
    from kopdesk.games.kop import card

    rules = rules_from_preset("kop", {"wesele_partner": "named_jack"})
    for seed in range(200):
        setup = MatchSetup(rules, 3, ("beginner",) * 3, NAMES, "0.20", "PLN", True)  # the human calls first
        window.controller.start_match(setup, seed=seed)
        deal = window.controller.deal
        if {card("QC"), card("QS")} <= set(deal.hand(HUMAN_SEAT)):
            break
    else:
        pytest.fail("no deal gave the human both black queens")
    qtbot.waitUntil(lambda: "wesele" in kop_board(window).auction.buttons())
    menu = kop_board(window).auction.buttons()["wesele"].menu()
    jacks_lacking = [j for j in ("JC", "JS", "JH", "JD") if card(j) not in deal.hand(HUMAN_SEAT)]
    assert len(menu.actions()) == len(jacks_lacking)
    menu.actions()[-1].trigger()
    assert deal.calls[0].call.contract.value == "wesele"
    assert deal.calls[0].call.jack is card(jacks_lacking[-1])


"""The status line, the Hint and the thinking marks tell the same turn, in the real window
with a pause between the players' actions: the user's turn as soon as it is his (no
"… is thinking" left from the computer player before him while he may already act), and a
computer player's thinking only while its worker runs, never in the pause after its move."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QTimer

from kopdesk.app.controller import HUMAN_SEAT
from kopdesk.app.mainwindow import MainWindow
from kopdesk.games.registry import game_of
from kopdesk.storage import MatchSetup

NAMES = ("Ala", "Ewa", "Janek", "Zosia")
TURNS = 4
"""How many of the user's turns each test plays: the first comes after the others' calls or cards."""


def start_after_the_others(window: MainWindow, preset: str) -> None:
    """A match at the fast pace in which the user deals: the others act before him."""
    game = game_of(preset)
    rules = game.rules(preset)
    seats = game.seats(rules)
    window.controller.pace = "fast"
    setup = MatchSetup(rules, HUMAN_SEAT, ("beginner",) * (seats - 1), NAMES[:seats], "0.20", "PLN", True)
    window.controller.start_match(setup, seed=1)


def turn_text(window: MainWindow) -> str:
    """The status line of the user's turn, as the board of the deal on the table words it."""
    deal = window.controller.deal
    family = game_of(deal.rules.preset).family
    return window.boards[family].board.turn_text(deal.observation(HUMAN_SEAT))


@pytest.mark.parametrize("preset", ["kop", "schafkopf", "zweier", "scopa", "scopone"])
def test_the_status_says_whose_turn_it_is_from_the_moment_it_changes(qtbot, window: MainWindow, preset: str) -> None:
    controller = window.controller
    thinking: list[int] = []
    faults: list[str] = []

    def thinks(seat: int) -> None:
        """The window has heard it (it listens first): a bot's worker starts, or nobody's runs."""
        thinking.append(seat)
        status = window.statusBar().currentMessage()
        if seat >= 0 and status != f"{controller.name_of(seat)} is thinking…":
            faults.append(f"seat {seat} thinks: {status!r}")

    controller.thinking.connect(thinks)

    def look() -> None:
        """What the window says the moment the news of an action has gone round, before any pause."""
        deal, status = controller.deal, window.statusBar().currentMessage()
        nobody = not thinking or thinking[-1] == -1
        if deal.to_move == HUMAN_SEAT:
            if status != turn_text(window) or not window.menus.act_hint.isEnabled() or not nobody:
                faults.append(f"the user's turn: {status!r}, thinking {thinking[-1:]}")
        elif deal.to_move is not None and (not nobody or "thinking" in status):
            faults.append(f"seat {deal.to_move}'s turn, its bot not asked yet: {status!r}, thinking {thinking[-1:]}")

    controller.events_happened.connect(lambda _events: QTimer.singleShot(0, look))
    start_after_the_others(window, preset)
    for _turn in range(TURNS):
        qtbot.waitUntil(window.menus.act_hint.isEnabled, timeout=10000)
        assert window.statusBar().currentMessage() == turn_text(window)
        deal = controller.deal
        assert controller.human_action(deal.legal_actions()[-1])  # a call, where passing would end the deal
    assert faults == []
    assert any(seat > 0 for seat in thinking)  # the others did think, and it was shown


def test_no_thinking_is_left_on_the_status_line_when_the_user_has_acted(qtbot, window: MainWindow) -> None:
    """Nor the user's turn: after his action, in the pause before the next player is asked."""
    start_after_the_others(window, "scopa")
    qtbot.waitUntil(window.menus.act_hint.isEnabled, timeout=10000)
    controller = window.controller
    seen: list[Any] = []
    controller.state_changed.connect(lambda: seen.append(window.statusBar().currentMessage()))
    assert controller.human_action(controller.deal.legal_actions()[0])
    assert seen == [""]

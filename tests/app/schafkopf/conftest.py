"""Fixtures of the Schafkopf board tests: the board at 1280×800 without animation, and the
worked deals of the examples (tests/examples/schafkopf) as Deal objects, turned so that the seat a
test needs sits at seat 0."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from kopdesk.app.schafkopf import SchafkopfBoard
from kopdesk.games.schafkopf import Action, Deal, deal_file_from_json

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "schafkopf"
NAMES = ("You", "Anna", "Bernd", "Clara")


def _example(name: str) -> tuple[Deal, list[Action]]:
    """The example deal before any action, and all its actions in order."""
    data: dict[str, Any] = json.loads((EXAMPLES / f"{name}.json").read_text())
    whole = deal_file_from_json(data).replay()
    return Deal(whole.rules, whole.dealer, whole.dealt), list(whole.history)


def _turned(name: str, turn: int, actions: int) -> Deal:
    """Example `name` with every seat moved back by `turn` (seat `turn` becomes seat 0),
    after its first `actions` actions."""
    start, history = _example(name)
    seats = start.seats
    hands = [start.dealt[(seat + turn) % seats] for seat in range(seats)]
    deal = Deal(start.rules, (start.dealer - turn) % seats, hands)
    for action in history[:actions]:
        deal.apply(action)
    return deal


@pytest.fixture
def board(qtbot: Any) -> SchafkopfBoard:
    shown = SchafkopfBoard()
    qtbot.addWidget(shown)
    shown.resize(1280, 800)
    shown.set_animation_ms(0)
    shown.show()
    qtbot.waitExposed(shown)
    return shown


@pytest.fixture
def seat(board: SchafkopfBoard) -> Callable[[Deal], list[Action]]:
    """Put a deal on the board as the window's presenter would: returns the list of
    actions the board emits; each is applied to the deal (a refused one is shown)."""
    emitted: list[Action] = []
    handlers: list[Callable[[Action], None]] = []

    def put(deal: Deal) -> list[Action]:
        for handler in handlers:
            board.action_chosen.disconnect(handler)
        handlers.clear()
        emitted.clear()
        board.set_names(NAMES[: deal.seats])
        board.show_deal(deal, 0)

        def chosen(action: Action) -> None:
            emitted.append(action)
            refusal = deal.refusal(action)
            if refusal is not None:
                board.show_refusal(refusal)
                return
            board.play_events(deal.apply(action), deal)
            if deal.to_move == 0:
                board.set_human_turn(deal.observation(0))

        board.action_chosen.connect(chosen)
        handlers.append(chosen)
        return emitted

    return put


@pytest.fixture
def turned() -> Callable[[str, int, int], Deal]:
    """`turned(name, turn, actions)`: example `name`, seat `turn` moved to seat 0, after `actions` actions."""
    return _turned


@pytest.fixture
def replayed() -> Callable[[str], Deal]:
    """`replayed(name)`: example `name` played to its end."""
    return lambda name: _turned(name, 0, 10_000)

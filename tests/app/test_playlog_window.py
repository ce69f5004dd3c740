"""The log of the play in the main window's log dock, in a game of each family: it follows
the bots and the user action by action, undo takes the undone lines away, and it words
the deal again in the language and with the card faces chosen."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from kopdesk import i18n, i18n_tools
from kopdesk.app.cardpaint import Faces
from kopdesk.app.mainwindow import MainWindow
from kopdesk.app.playlines import LineKind, Players, restarted
from kopdesk.app.playlog import log_words
from kopdesk.games.registry import game_of
from kopdesk.storage import MatchSetup
from tests.bots.kop.helpers import deal_from_text

NAMES = ("You", "Ewa", "Janek", "Zosia")


def start(window: MainWindow, preset: str, seed: int = 4) -> None:
    game = game_of(preset)
    rules = game.rules(preset)
    seats = game.seats(rules)
    setup = MatchSetup(rules, 0, ("beginner",) * (seats - 1), NAMES[:seats], "0.20", "PLN", True)
    window.controller.start_match(setup, seed=seed)


def wait_for_the_user(qtbot: QtBot, window: MainWindow) -> None:
    """Until the bots have acted and it is the user's turn, or the deal is over."""
    table = window.controller.table
    qtbot.waitUntil(lambda: table.awaits_human() or table.deal.to_move is None, timeout=30000)


def worded(window: MainWindow) -> list[str]:
    """The lines the family's words give for the deal on the table."""
    deal = window.controller.deal
    players = Players.of(NAMES[: len(window.controller.setup.names)])
    lines = log_words(game_of(deal.rules.preset).family)(deal, players, window.painter)
    assert sum(line.kind is LineKind.ACTION for line in lines) == len(deal.history)
    return [line.text for line in lines]


def an_action_that_goes_on(deal: Any) -> Any:
    """A legal action after which the deal is not over (undo takes back no finished deal)."""
    for action in deal.legal_actions():
        tried = restarted(deal)
        for done in (*deal.history, action):
            tried.apply(done)
        if tried.to_move is not None:
            return action
    raise AssertionError("every action ends the deal")


@pytest.mark.parametrize("preset", ["kop", "baska", "schafkopf", "zweier", "scopa", "scopone"])
def test_the_log_follows_each_action_and_undo_takes_it_back(qtbot: QtBot, window: MainWindow, preset: str) -> None:
    assert window.log_dock.widget() is window.log
    start(window, preset)
    wait_for_the_user(qtbot, window)
    before = window.log.lines()
    assert before == worded(window)
    assert window.controller.human_action(an_action_that_goes_on(window.controller.deal))
    wait_for_the_user(qtbot, window)
    after = window.log.lines()
    assert after == worded(window) and after[: len(before)] == before
    assert after[len(before)].startswith(("You play ", "You: ", "You lay ", "You keep "))  # the user's own line
    window.controller.undo()
    wait_for_the_user(qtbot, window)
    assert window.log.lines() == before


@pytest.fixture
def catalogs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    i18n_tools.compile_all(i18n_tools.TRANSLATIONS, tmp_path)
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    yield
    i18n.set_language("en")


def test_a_deal_played_on_is_logged_from_its_start_and_in_the_language_chosen(
    qtbot: QtBot, window: MainWindow, catalogs: None
) -> None:
    start(window, "kop")
    hands = ["JC JS JH JD", "AC 10C QC QH", "AS 10S QS QD", "AH 10H AD 10D"]
    window.controller.play_from(deal_from_text("kop", hands, ["double", "double", "zolo", "double"]))
    wait_for_the_user(qtbot, window)
    assert window.log.lines()[:4] == ["Ewa: kontra", "Janek: re", "Zosia: solo", "You: kontra"]
    i18n.set_language("de")
    assert window.log.lines()[:4] == ["Ewa: Kontra", "Janek: Re", "Zosia: Solo", "Du: Kontra"]
    assert window.log_dock.windowTitle() == "Spielverlauf"


def test_scopa_s_log_names_the_cards_as_the_faces_chosen(qtbot: QtBot, window: MainWindow) -> None:
    start(window, "scopa")
    wait_for_the_user(qtbot, window)
    assert window.log.lines()[0].startswith("On the table: ") and " of " not in window.log.lines()[0]
    window.choose_faces(Faces.ITALIAN)
    assert window.log.lines() == worded(window) and " of " in window.log.lines()[0]

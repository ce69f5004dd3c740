"""The log of the play follows the traditional-terms switch at once, in every game: a deal
played out in the main window, then View → Traditional terms turned, the log names its
calls as the switch now says ("Ewa: pas" in Kop, "Ewa: weiter" in Schafkopf, with it on),
the same lines a log opened afresh shows, though no move came after the switch."""

from __future__ import annotations

import pytest

from kopdesk.app.mainwindow import MainWindow
from kopdesk.app.playlog import PlayLog
from kopdesk.games.registry import game_of
from kopdesk.storage import MatchSetup

NAMES = ("Ala", "Ewa", "Janek", "Zosia")


def fresh_log(window: MainWindow) -> list[str]:
    """The lines of a log opened now on the deal on the table."""
    log = PlayLog(window.controller, window.painter)
    log.refresh()
    lines = log.lines()
    log.deleteLater()
    return lines


@pytest.mark.parametrize("preset", ["kop", "schafkopf"])
def test_the_log_is_reworded_when_the_switch_is_turned(qtbot, window: MainWindow, preset: str) -> None:
    controller = window.controller
    controller.autoplay_level = "beginner"  # a bot plays the user's cards
    game = game_of(preset)
    rules = game.rules(preset)
    seats = game.seats(rules)
    setup = MatchSetup(rules, seats - 1, ("beginner",) * (seats - 1), NAMES[:seats], "0.20", "PLN", True)
    controller.start_match(setup, seed=1)
    qtbot.waitUntil(lambda: bool(controller.finished), timeout=60000)
    translated = window.log.lines()
    assert translated == fresh_log(window)

    window.menus.act_traditional.trigger()
    traditional = window.log.lines()
    assert traditional == fresh_log(window) and traditional != translated
    window.menus.act_traditional.trigger()
    assert window.log.lines() == translated

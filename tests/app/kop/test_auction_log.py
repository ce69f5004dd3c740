"""The auction log names each doubling by the level it was made at, also when rebuilt."""

from __future__ import annotations

import pytest

from kopdesk.app.cardpaint import CardPainter
from kopdesk.app.controller import GameController
from kopdesk.app.kop.terms import call_label
from kopdesk.app.mainwindow import MainWindow
from kopdesk.games.kop import DOUBLE, PASS, Contract, contract_call, rules_from_preset
from kopdesk.storage import MatchSetup
from tests.bots.kop.helpers import deal_from_text

NAMES = ("Ala", "Ewa", "Janek", "Zosia")


@pytest.fixture
def window(qtbot):
    win = MainWindow(GameController(pace="instant"), CardPainter())
    qtbot.addWidget(win)
    setup = MatchSetup(rules_from_preset("kop"), 0, ("beginner",) * 3, NAMES, "0.20", "PLN", True)
    win.controller.start_match(setup, seed=9)
    yield win
    win.controller.shutdown()


def test_a_deal_played_on_logs_each_doubling_at_its_level(window: MainWindow) -> None:
    deal = deal_from_text(
        "kop", ["JC JS JH JD", "AC 10C QC QH", "AS 10S QS QD", "AH 10H AD 10D"],
        ["double", "double", "zolo", "double"],
    )  # fmt: skip
    window.controller.play_from(deal)
    rules = deal.rules
    expected = [  # seat 1 opens (forehand): kontra, re, then zolo starts the doublings again
        f"Ewa: {call_label(DOUBLE, rules, 0)}",
        f"Janek: {call_label(DOUBLE, rules, 1)}",
        f"Zosia: {call_label(contract_call(Contract.ZOLO), rules, 0)}",
        f"Ala: {call_label(DOUBLE, rules, 0)}",
    ]
    assert [window.log.item(i).text() for i in range(window.log.count())][: len(expected)] == expected
    assert call_label(DOUBLE, rules, 1) != call_label(DOUBLE, rules, 0) != call_label(PASS, rules, 0)

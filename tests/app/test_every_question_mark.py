"""Every "?" of every family opens the help at its entry, in every language: the "?" beside
each call of Kop's, Baśka's and each Schafkopf preset's call panels (every call the
preset knows, not only one deal's), and each "?" or link of the after-deal summaries of
Kop, Schafkopf and Scopa. The entry must be in that language's help text, and the
window must show it there, not a crash dialog."""

from __future__ import annotations

import dataclasses
import json
import random
import re
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QObject, SignalInstance
from PySide6.QtWidgets import QLabel, QToolButton

from kopdesk.app.cardpaint import CardPainter
from kopdesk.app.helpviewer import HelpViewer
from kopdesk.app.kop.auction_panel import AuctionPanel
from kopdesk.app.kop.summary import DealSummary
from kopdesk.app.schafkopf.call_panel import GROUPED, CallPanel
from kopdesk.app.schafkopf.summary import ScoreSummary
from kopdesk.app.scopa.summary import ScopaSummary
from kopdesk.cards import Rank
from kopdesk.games import kop, schafkopf
from kopdesk.games.registry import game_of
from kopdesk.games.schafkopf.calls import BIDS, takes_suit
from kopdesk.help import entries
from kopdesk.i18n import set_language

LANGUAGES = ("en", "pl", "de")
EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
NAMES = ("Ala", "Ewa", "Janek", "Zosia")
SK = schafkopf.CallKind
SCHAFKOPF_KINDS = {
    "schafkopf": (SK.PASS, SK.DOUBLE, *BIDS),
    "wendisch": (SK.PARTNER, SK.FIRST_TRICK, SK.SOLO),
    "deutsch": (SK.PASS, SK.TRUMPS, SK.TRUMP),
}
"""The kinds of call each Schafkopf preset has (Zweier has none)."""


@pytest.fixture(params=LANGUAGES)
def language(request: Any) -> Iterator[str]:
    set_language(request.param)
    yield request.param
    set_language("en")


@pytest.fixture(scope="module")
def viewer(qapp: Any) -> Iterator[HelpViewer]:
    """One window for the module, as the app has one: it loads each language's text as asked."""
    shown = HelpViewer()
    yield shown
    shown.close()
    shown.deleteLater()


def first_deal(preset: str) -> Any:
    game = game_of(preset)
    return game.new_match(game.rules(preset), 0).shuffled_deal(random.Random(1))


def played_out(preset: str, seed: int) -> Any:
    game = game_of(preset)
    deal = game.new_match(game.rules(preset), 0).shuffled_deal(random.Random(seed))
    while not game.is_done(deal):
        deal.apply(deal.legal_actions()[0])
    return deal


def assert_opens(viewer: HelpViewer, language: str, anchor: str) -> None:
    assert anchor in {entry.anchor for entry in entries(language)}, anchor
    assert viewer.isVisible() and viewer.current_entry() == anchor
    viewer.browser.anchor_position(anchor)  # the heading is in the text shown


def click_every_question(viewer: HelpViewer, language: str, asked: SignalInstance, helps: dict[str, QToolButton]):
    """Click each "?" of `helps` with `asked` (the panel's signal) leading to the viewer;
    returns the entries opened."""
    opened = []
    for question in helps.values():
        question.click()
        opened.append(viewer.current_entry())
        assert_opens(viewer, language, opened[-1])
    return opened


def follow_every_link(viewer: HelpViewer, language: str, owner: QObject) -> list[str]:
    """Activate every link of every label of `owner` as a click on it would."""
    opened = []
    for label in owner.findChildren(QLabel):
        for anchor in re.findall(r"href=['\"]([^'\"]+)['\"]", label.text()):
            label.linkActivated.emit(anchor)
            assert_opens(viewer, language, anchor)
            opened.append(anchor)
    return opened


def schafkopf_calls(preset: str, rules: schafkopf.RuleSet) -> tuple[schafkopf.Call, ...]:
    deck = rules.deck
    calls = []
    for kind in SCHAFKOPF_KINDS[preset]:
        if takes_suit(kind, rules.variant):
            calls.extend(schafkopf.Call(kind, letter) for letter in deck.suit_letters.values())
        elif kind is SK.PARTNER:
            calls.extend(schafkopf.Call(kind, card=c) for c in deck.cards if c.rank is Rank.ACE)
        else:
            calls.append(schafkopf.Call(kind))
    return tuple(calls)


@pytest.mark.parametrize("preset", sorted(SCHAFKOPF_KINDS))
def test_every_schafkopf_call_question_mark(qtbot, viewer, language: str, preset: str) -> None:
    panel = CallPanel()
    qtbot.addWidget(panel)
    panel.help_requested.connect(viewer.show_entry)
    known = first_deal(preset).observation(0)
    every = schafkopf_calls(preset, known.rules)
    panel.show_calls(dataclasses.replace(known, legal=every))
    opened = click_every_question(viewer, language, panel.help_requested, panel.help_buttons())
    groups = [kind.value for kind in GROUPED if sum(call.kind is kind for call in every) > 1]
    for group in groups:
        panel.buttons()[group].click()  # the choice of suit or card: each has its "?" too
        opened += click_every_question(viewer, language, panel.help_requested, panel.help_buttons())
        panel.buttons()["back"].click()
    assert len(opened) == len(every) + len(groups)


@pytest.mark.parametrize("preset", ["kop", "baska"])
def test_every_kop_call_question_mark(qtbot, viewer, language: str, preset: str) -> None:
    panel = AuctionPanel()
    qtbot.addWidget(panel)
    panel.help_requested.connect(viewer.show_entry)
    known = first_deal(preset).observation(0)
    every = (kop.PASS, kop.DOUBLE, *(kop.Call(kop.CallKind.CONTRACT, c) for c in kop.Contract if c.is_call))
    panel.show_calls(dataclasses.replace(known, legal=every))
    opened = click_every_question(viewer, language, panel.help_requested, panel.help_buttons())
    assert len(opened) == len(every)


def test_every_kop_summary_line_question_mark(qtbot, viewer, language: str) -> None:
    summary = DealSummary(CardPainter())
    qtbot.addWidget(summary)
    summary.help_requested.connect(viewer.show_entry)
    for example in EXAMPLES.glob("*.expected.json"):
        data = json.loads(example.with_name(example.name.replace(".expected", "")).read_text())
        game = game_of(data["rules"])
        deal = game.replay(data)
        while not game.is_done(deal):  # a case that stops at its point is played on to the end
            deal.apply(deal.legal_actions()[0])
        summary.set_result(deal.score, deal.rules, NAMES, Decimal("0.20"), "PLN", deal.dealt)
        assert len(follow_every_link(viewer, language, summary)) == len(summary.explanation.lines_with_help)


def test_every_schafkopf_summary_line_question_mark(qtbot, viewer, language: str) -> None:
    for example in (EXAMPLES / "schafkopf").glob("*.expected.json"):
        data = json.loads(example.with_name(example.name.replace(".expected", "")).read_text())
        deal = schafkopf.deal_file_from_json(data).replay()
        while deal.to_move is not None:  # a case that stops at its point is played on to the end
            deal.apply(deal.legal_actions()[0])
        summary = ScoreSummary(deal, NAMES)
        qtbot.addWidget(summary)
        summary.help_requested.connect(viewer.show_entry)
        assert follow_every_link(viewer, language, summary) == summary.anchors()


@pytest.mark.parametrize("preset", ["scopa", "scopone"])
def test_every_scopa_summary_link(qtbot, viewer, language: str, preset: str) -> None:
    summary = ScopaSummary(played_out(preset, 3), NAMES, CardPainter())
    qtbot.addWidget(summary)
    summary.help_requested.connect(viewer.show_entry)
    assert len(follow_every_link(viewer, language, summary)) >= 5  # carte, denari, settebello, primiera, scope

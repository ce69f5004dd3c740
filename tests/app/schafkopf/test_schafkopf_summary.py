"""The Schafkopf summary shows the whole reckoning at a glance in every preset and language:
the factors with who doubled, the tariff, a row per player with money; in its dialog
nothing is cut and nothing scrolls."""

from __future__ import annotations

import random
from collections.abc import Iterator
from decimal import Decimal

import pytest
from PySide6.QtWidgets import QLabel

from kopdesk.app.schafkopf.summary import ScoreSummary, Stake
from kopdesk.app.summarydialog import SummaryDialog
from kopdesk.games.schafkopf import DOUBLE, PASS, Call, Deal, rules_from_preset
from kopdesk.i18n import set_language

# The words of a Bavarian table (View → Traditional terms), as these tests spell them.
pytestmark = pytest.mark.usefixtures("traditional_terms")

NAMES = ("You", "Anna", "Bernd", "Clara")
PRESETS = ("schafkopf", "wendisch", "deutsch", "zweier")


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    set_language("en")
    yield
    set_language("en")


def eager(preset: str, seed: int) -> Deal:
    """A deal of `preset` played to its end by seats that call a game and double
    whenever they may: the longest reckonings."""
    deal = Deal.shuffled(rules_from_preset(preset), 0, random.Random(seed))
    while deal.to_move is not None:
        legal = deal.legal_actions()
        calls = [a for a in legal if isinstance(a, Call) and a != PASS]
        deal.apply(DOUBLE if DOUBLE in legal else (calls[-1] if calls else legal[0]))
    assert deal.score is not None
    return deal


def test_the_summary_names_the_doublers_and_shows_the_money(qtbot, replayed) -> None:
    summary = ScoreSummary(replayed("schafkopf-seed-tout-retour"), NAMES, Stake(Decimal("0.10"), "EUR"))
    qtbot.addWidget(summary)
    assert "Schuss (Anna) ×2" in summary.lines() and "Retour (You) ×2" in summary.lines()
    assert summary.result(0) == ["You", "declarer", "120", "+600", "€60.00"]
    assert summary.result(3) == ["Clara", "defender", "0", "-200", "-€20.00"]


def test_zweier_shows_no_sides_and_its_own_tariff(qtbot) -> None:
    summary = ScoreSummary(eager("zweier", 1), NAMES, Stake(Decimal("0.10"), "EUR"))
    qtbot.addWidget(summary)
    assert "Tariff: 1 a game" in summary.lines()
    row = summary.result(0)
    assert len(row) == 4 and row[0] == "You" and row[2].lstrip("+-").isdigit()  # name, card points, units, money


def test_a_deal_thrown_in_says_once_that_nobody_pays(qtbot) -> None:
    deal = Deal.shuffled(rules_from_preset("schafkopf"), 0, random.Random(1))
    while deal.to_move is not None:
        deal.apply(PASS)
    summary = ScoreSummary(deal, NAMES, Stake(Decimal("0.10"), "EUR"))
    qtbot.addWidget(summary)
    assert summary.headline.text() == "All passed: the deal is thrown in, nobody pays."
    assert summary.lines() == []  # no factors, no tariff, and no second "Nobody pays."
    assert summary.result(0) == ["You", "0", "0", "€0.00"]  # no sides


def test_each_factor_line_opens_its_help_entry(qtbot, replayed) -> None:
    summary = ScoreSummary(replayed("schafkopf-seed-tout-retour"), NAMES)
    qtbot.addWidget(summary)
    assert summary.anchors() == [
        "sk-bavarian-score", "sk-term-laufende", "sk-term-tout", "sk-term-schuss", "sk-term-retour",
        "sk-bavarian-score",
    ]  # fmt: skip
    links = [label for label in summary.findChildren(QLabel) if "href=" in label.text()]
    with qtbot.waitSignal(summary.help_requested) as asked:
        links[1].linkActivated.emit("sk-term-laufende")
    assert asked.args == ["sk-term-laufende"]


@pytest.mark.parametrize("language", ["en", "pl", "de"])
@pytest.mark.parametrize("preset", PRESETS)
def test_the_summary_dialog_shows_every_word_without_scrolling(qtbot, preset: str, language: str) -> None:
    set_language(language)
    longest = max((eager(preset, seed) for seed in range(12)), key=lambda d: len(d.score.parts) if d.score else 0)
    dialog = SummaryDialog()
    qtbot.addWidget(dialog)
    summary = ScoreSummary(longest, ("Du", "Małgorzata", "Bartholomäus", "Zosia"), Stake(Decimal("0.20"), "PLN"))
    dialog.set_view(summary)
    dialog.show()
    qtbot.waitExposed(dialog)
    pane = dialog.pane
    assert not pane.horizontalScrollBar().isVisible() and not pane.verticalScrollBar().isVisible()
    for label in summary.findChildren(QLabel):
        assert label.width() >= label.sizeHint().width(), label.text()
        assert label.height() >= label.sizeHint().height(), label.text()
    screen = dialog.screen().availableGeometry()
    assert screen.contains(dialog.frameGeometry())
    assert summary.result(1)[0] == "Małgorzata" and len(summary.result(1)) == (4 if preset == "zweier" else 5)

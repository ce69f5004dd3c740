"""F1 and Help → Rules open the help at the rules of the game on the table, a preset of
every family, found in the family's texts; with no deal, at the help's start."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from kopdesk.app.mainwindow import MainWindow
from kopdesk.games.registry import PRESETS, game_of
from kopdesk.games.texts import texts_of
from kopdesk.help import ANCHORS, entries
from kopdesk.storage import MatchSetup

NAMES = ("Ala", "Ewa", "Janek", "Zosia")
PART = {"kop": "part-kop", "baska": "part-baska", "schafkopf": "part-schafkopf", "scopa": "part-scopa"}
"""The part of the help each preset's entry lies in: Kop's and Baśka's, Schafkopf's, Scopa's."""
FAMILY_OF_PART = {"kop": "kop", "kop-koscian": "kop", "baska": "baska"}
ONE_PER_FAMILY = ("kop", "baska", "wendisch", "schafkopf", "scopa", "scopone")


def start(window: MainWindow, preset: str) -> None:
    game = game_of(preset)
    rules = game.rules(preset)
    seats = game.seats(rules)
    setup = MatchSetup(rules, seats - 1, ("beginner",) * (seats - 1), NAMES[:seats], "0.20", "PLN", True)
    window.controller.start_match(setup, seed=1)


def part_of(anchor: str) -> str:
    """The part (`<h1>`) of the help that the entry `anchor` lies in."""
    part = ""
    for entry in entries("en"):
        if entry.level == 1:
            part = entry.anchor
        if entry.anchor == anchor:
            return part
    raise KeyError(anchor)


@pytest.mark.parametrize("preset", PRESETS)
def test_every_preset_names_an_entry_of_its_family_s_part_of_the_help(preset: str) -> None:
    anchor = texts_of(game_of(preset).family).presets[preset].rules_anchor
    assert anchor in ANCHORS
    assert part_of(anchor) == PART[FAMILY_OF_PART.get(preset, game_of(preset).family)]


@pytest.mark.parametrize("preset", ONE_PER_FAMILY)
def test_f1_opens_the_help_at_the_game_on_the_table(qtbot: Any, window: MainWindow, preset: str) -> None:
    start(window, preset)
    window.activateWindow()
    QTest.keyClick(window, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: window.help_viewer is not None and window.help_viewer.isVisible(), timeout=3000)
    viewer = window.help_viewer
    assert viewer is not None
    expected = texts_of(game_of(preset).family).presets[preset].rules_anchor
    assert viewer.current_entry() == expected
    assert part_of(expected) == PART[FAMILY_OF_PART.get(preset, game_of(preset).family)]
    assert viewer.contents.currentItem().data(0, Qt.ItemDataRole.UserRole).anchor == expected
    assert viewer.browser.is_visible(viewer.browser.anchor_position(expected))


@pytest.mark.parametrize("preset", ONE_PER_FAMILY)
def test_help_rules_in_the_menu_opens_at_the_game_on_the_table(qtbot: Any, window: MainWindow, preset: str) -> None:
    start(window, preset)
    window.menus.act_rules.trigger()
    viewer = window.help_viewer
    assert viewer is not None and viewer.isVisible()
    assert viewer.current_entry() == texts_of(game_of(preset).family).presets[preset].rules_anchor


def test_the_help_follows_the_game_from_match_to_match(window: MainWindow) -> None:
    start(window, "scopa")
    window.menus.act_rules.trigger()
    assert window.help_viewer is not None and window.help_viewer.current_entry() == "part-scopa"
    start(window, "schafkopf")
    window.menus.act_rules.trigger()
    assert window.help_viewer.current_entry() == "sk-bavarian"


def test_with_no_deal_the_help_opens_at_its_start(window: MainWindow) -> None:
    assert window.controller.deal is None
    window.menus.act_rules.trigger()
    assert window.help_viewer is not None and window.help_viewer.current_entry() == ANCHORS[0]

"""The traditional-terms switch in the Scopa lessons and house rules: with it off they say the
game's words as the table's summary translates them (English "sweep", "coins", "seven of
coins", "prime"; Polish "miotła", "siódemka denari", "karty"; German "Besen", "Denari",
"Denari-Sieben", "Karten"), never the Italian ones a language does not keep as its own; with
it on, the Italian words, in every language. The lesson's window says them so too, and
rewords its step as soon as the switch is turned in the View menu."""

from __future__ import annotations

import re
from collections.abc import Iterable

import pytest

from kopdesk.app import words
from kopdesk.app.controller import HUMAN_SEAT
from kopdesk.app.lessons import BoardLesson
from kopdesk.app.mainwindow import MainWindow
from kopdesk.app.scopa.summary import category_name
from kopdesk.games.scopa import Category
from kopdesk.games.scopa.lesson import SCOPA
from tests.app.shownwords import house_rule_texts, lesson_page_texts

LANGUAGES = ["en", "pl", "de"]
ITALIAN = {
    "scopa": r"scop[aeęiy]\w*",
    "settebello": r"settebell\w*",
    "primiera": r"primier\w*",
    "denari": r"denar\w*",
    "carte": r"carte",
    "re bello": r"re bello",
    "quindici": r"quindici",
    "assi": r"d'assi",
}
"""Each Italian word of the game, as its forms are written in running text (Polish "scopę",
"denarów", "primierze"); "Scopone" is a game's name and no term."""
WORD = re.compile("|".join(f"\\b(?P<{re.sub(r'[^a-z]', '_', word)}>{form})\\b" for word, form in ITALIAN.items()),
                  re.IGNORECASE)  # fmt: skip
KEPT = {"en": set(), "pl": {"denari", "primiera"}, "de": {"denari", "primiera"}}
"""The Italian words a language keeps as its own (as the summary's points say them)."""
GAME_NAME = {
    "en": ("Scopa is played", "as in Scopa"),
    "pl": ("W scopę gra się", "jak w scopie"),
    "de": ("Scopa wird", "wie bei der Scopa"),
}
"""Where a lesson names the game Scopa: its name, no term."""


def italian_words(texts: Iterable[str], language: str) -> dict[str, str]:
    """Each Italian word in `texts`, but those `language` keeps and the game's name, with a
    text that says it."""
    found: dict[str, str] = {}
    for text in texts:
        for name in GAME_NAME[language]:
            text = text.replace(name, "")
        for match in WORD.finditer(text):
            word = next(w for w in ITALIAN if match.group(re.sub(r"[^a-z]", "_", w)))
            found.setdefault(word, text)
    return {word: text for word, text in found.items() if word not in KEPT[language]}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_lessons_say_no_italian_word_with_the_switch_off(language: str, speak) -> None:
    speak(language)
    assert italian_words(lesson_page_texts("scopa"), language) == {}


@pytest.mark.parametrize("language", LANGUAGES)
def test_with_the_traditional_terms_the_lessons_say_the_italian_words(language: str, speak, traditional_terms) -> None:
    speak(language)
    said = italian_words(lesson_page_texts("scopa"), language)
    assert {"scopa", "settebello", "primiera", "denari", "carte"} - KEPT[language] <= said.keys()


POINTS = (Category.CARTE, Category.DENARI, Category.SETTEBELLO, Category.PRIMIERA, Category.SCOPE)


@pytest.mark.parametrize("traditional", [False, True])
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_scopone_lesson_names_the_points_as_the_summary_does(language: str, traditional: bool, speak) -> None:
    """One vocabulary: the points the intro lists are the summary's rows, word for word."""
    speak(language)
    words.set_traditional(traditional)
    try:
        intro = next(text for text in lesson_page_texts("scopa") if "Scopone" in text)
        assert [category_name(c) for c in POINTS if category_name(c).lower() not in intro.lower()] == []
    finally:
        words.set_traditional(False)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_house_rules_say_no_italian_word_with_the_switch_off(language: str, speak, qtbot) -> None:
    speak(language)
    assert italian_words(house_rule_texts(qtbot, "scopa"), language) == {}


@pytest.mark.parametrize("language", LANGUAGES)
def test_with_the_traditional_terms_the_house_rules_say_the_italian_words(
    language: str, speak, qtbot, traditional_terms
) -> None:
    speak(language)
    said = italian_words(house_rule_texts(qtbot, "scopa"), language)
    italian = {"scopa", "settebello", "primiera", "denari", "re bello", "quindici", "assi"}
    assert italian - KEPT[language] <= said.keys()


@pytest.mark.parametrize(
    ("language", "sweep", "scopa"),
    [
        ("en", "so you make a sweep: one point", "so you make a scopa: one point"),
        ("pl", "więc robisz miotłę: jeden punkt", "więc robisz scopę: jeden punkt"),
        ("de", "also machst du einen Besen: ein Punkt", "also machst du eine Scopa: ein Punkt"),
    ],
)
def test_the_lesson_window_says_the_tables_words_until_the_switch_is_on(
    qtbot, window: MainWindow, speak, language: str, sweep: str, scopa: str
) -> None:
    """The Scopa lesson opened from the Help menu with the switch off: its coach speaks of a
    sweep where the Italian says scopa; the View menu's switch rewords the step at once."""
    speak(language)
    window.menus.lesson_actions["scopa"].trigger()
    tutorial = window.tutorial_window
    assert tutorial is not None
    qtbot.addWidget(tutorial)
    tutorial.set_pace("instant")
    controller = tutorial.controller
    coach, deal = controller.coach, controller.deal
    assert isinstance(coach, BoardLesson) and not tutorial.menus.act_traditional.isChecked()
    sweep_step = next(n for n, step in enumerate(SCOPA.steps) if step.action == "7C:7H")
    for number, step in enumerate(SCOPA.steps[:sweep_step]):
        qtbot.waitUntil(lambda number=number: coach.done == number and deal.to_move == HUMAN_SEAT, timeout=10000)
        assert italian_words([tutorial.lesson.text()], language) == {}
        assert controller.human_action(next(a for a in deal.legal_actions() if str(a) == step.action))
    qtbot.waitUntil(lambda: coach.done == sweep_step and deal.to_move == HUMAN_SEAT, timeout=10000)
    assert sweep in tutorial.lesson.text()
    try:
        tutorial.menus.act_traditional.setChecked(True)
        assert scopa in tutorial.lesson.text() and sweep not in tutorial.lesson.text()
    finally:
        tutorial.menus.act_traditional.setChecked(False)
    assert sweep in tutorial.lesson.text()
    controller.shutdown()

"""The traditional-terms switch in Kop's first deal, explained: with it off, in English and
German, the lesson says none of Kop's Polish words for a term the table translates; with it
on, each Polish word the table then shows for a term the lesson speaks of is given beside it
(starzy for the old, zwyczajna for the normal game...). The Polish words the lesson keeps
either way, kontra, re and bez wyjścia, are the table's own in every language."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from kopdesk.app import words
from kopdesk.app.kop import terms
from kopdesk.app.kop.explain import _BASE_SENTENCES
from kopdesk.app.kop.tutorial import Tutorial
from kopdesk.games.kop import BaseReason, Contract
from kopdesk.games.kop.texts import TRADITIONAL_CONTRACTS, TRADITIONAL_SIDES
from kopdesk.i18n import _
from tests.app.shownwords import lesson_page_texts

POLISH = {*TRADITIONAL_CONTRACTS.values(), *TRADITIONAL_SIDES.values(), "pas"}
"""Kop's Polish words that the table shows only with the switch on ("pas": the pass button)."""


def lesson_texts() -> Iterator[str]:
    """Every word of the lesson: each page the banner shows, and why another action than the step's is refused."""
    yield from lesson_page_texts("kop")
    yield from (step.otherwise() for step in Tutorial().steps)


def names(text: str, word: str) -> bool:
    """Whether `text` says `word` as a word of its own, in any case."""
    return re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text, re.IGNORECASE) is not None


def terms_and_polish_words() -> list[tuple[str, str]]:
    """Each term the table names, in the user's language and in Kop's Polish; not the thrown
    games, whose names in English and German ("four queens") are no word of their own."""
    played = [c for c in Contract if not c.is_thrown]
    contracts = [(terms.translated_contract_name(c), TRADITIONAL_CONTRACTS[c]) for c in played]
    sides = [(terms.translated_side_name(old), TRADITIONAL_SIDES["old" if old else "young"]) for old in (True, False)]
    return contracts + sides


@pytest.mark.parametrize("language", ["en", "de"])
def test_with_the_switch_off_the_lesson_says_no_polish_word_of_the_table(language: str, speak) -> None:
    speak(language)
    text = "\n".join(lesson_texts())
    assert {word for word in POLISH if names(text, word)} == set()


@pytest.mark.parametrize("language", ["en", "de"])
def test_with_the_switch_on_each_term_the_lesson_names_is_given_in_polish(
    language: str, speak, traditional_terms
) -> None:
    speak(language)
    text = "\n".join(lesson_texts())
    named = {polish for ours, polish in terms_and_polish_words() if names(text, ours)}
    assert named == {"starzy", "młodzi", "zwyczajna", "zolo", "wesele"}
    assert {polish for polish in named if not names(text, polish)} == set()


@pytest.mark.parametrize("traditional", [False, True])
@pytest.mark.parametrize("language", ["en", "pl", "de"])
def test_the_polish_words_the_lesson_keeps_are_the_tables_own(language: str, traditional: bool, speak) -> None:
    speak(language)
    words.set_traditional(traditional)
    try:
        text = "\n".join(lesson_texts())
        doublings = [terms.doubling_name("kontra", 1), terms.doubling_name("re", 2)]
        summary = _(_BASE_SENTENCES[BaseReason.BEZ_WYJSCIA][1])
    finally:
        words.set_traditional(False)
    assert [word for word in doublings if not names(text, word)] == []
    assert "bez wyjścia" in text and "bez wyjścia" in summary

"""The traditional-terms switch in every Schafkopf sentence: with it off, the hints, the
refusals, the call buttons' tooltips, the log of the play and the summary's reckoning say
the game's words in Polish or English, never in German; with it on, they say them as a
Bavarian table does. Played over random deals of every preset (and a Ramsch). The first
deals, explained, and the house rules of the new-match dialog follow the switch too."""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Iterator

import pytest

from kopdesk.app.cardpaint.faces import Faces, faces_for
from kopdesk.app.lessons import BoardLesson
from kopdesk.app.playlines import Players
from kopdesk.app.schafkopf.hints import hint_sentence
from kopdesk.app.schafkopf.lessons import LESSONS
from kopdesk.app.schafkopf.playlog import log_lines
from kopdesk.app.schafkopf.summary import factor_lines, headline
from kopdesk.app.schafkopf.words import call_help, refusal_sentence
from kopdesk.cards import Deck
from kopdesk.games import lessons
from kopdesk.games.schafkopf import PRESETS, Call, Deal, rules_from_preset
from tests.app.shownwords import house_rule_texts

NAMES = ("You", "Anna", "Bernd", "Clara")
GERMAN = ("Sau", "Ober", "Unter", "Laufende", "Eichel", "Gras", "Herz", "Schellen", "Zehn", "König", "Sauspiel",
          "Farbwenz", "Wenz", "Ramsch", "Schneider", "Schwarz", "Tout", "Schuss", "Retour", "Kontra", "weiter",
          "Schmieren", "Zwangsspiel", "Zweier")  # fmt: skip
KEPT = {
    # The names a language keeps as its own (translations/glossary.toml): English plays a Wenz and
    # a Ramsch, and its losers are schneider or schwarz (capitalised where a line begins); Polish
    # doubles with "kontra". Sie is the same name in every language.
    "en": {"Wenz", "Ramsch", "Schneider", "Schwarz"},
    "pl": {"Kontra"},
}
WORD = re.compile(r"\b(" + "|".join(sorted(GERMAN, key=len, reverse=True)) + r")\w*")


class GermanFaces:
    def faces_of(self, deck: Deck) -> Faces:
        return faces_for(deck)


def sentences(preset: str, rng: random.Random, house_rules: dict[str, str] | None = None) -> Iterator[str]:
    """Every sentence the table says of one random deal played to its end by random legal actions:
    a hint for each legal action, the tooltip of each call offered, the refusal of each card that
    may not be played, then the log and the summary's reckoning."""
    rules = rules_from_preset(preset, house_rules)
    deal = Deal.shuffled(rules, rng.randrange(rules.seats), rng)
    while deal.score is None:
        seat = deal.to_move
        assert seat is not None
        known = deal.observation(seat)
        for action in known.legal:
            yield hint_sentence(known, action)
            if isinstance(action, Call):
                yield call_help(action, rules, known.doublings)
        for card in known.hand:
            refusal = deal.refusal(card)
            if refusal is not None:
                yield refusal_sentence(refusal)
        deal.apply(rng.choice(list(known.legal)))
    names = NAMES[: deal.seats]
    yield from (line.text for line in log_lines(deal, Players.of(names), GermanFaces()))
    yield headline(deal.score, names)
    yield from (line.text for line in factor_lines(deal.score, rules, names))


def german_words(texts: Iterable[str], language: str) -> dict[str, str]:
    """Each German word in `texts` that `language` does not keep as its own, with a text that says it."""
    found: dict[str, str] = {}
    for text in texts:
        for word in WORD.findall(text):
            found.setdefault(word, text)
    return {word: text for word, text in found.items() if word not in KEPT[language]}


def words_said(language: str) -> dict[str, str]:
    """Each German word said, with a sentence that says it."""
    rng = random.Random(27)
    deals = [(preset, None) for preset in PRESETS for _ in range(6)] + [("schafkopf", {"all_pass": "ramsch"})] * 6
    return german_words((s for preset, rules in deals for s in sentences(preset, rng, rules)), language)


@pytest.mark.parametrize("language", ["pl", "en"])
def test_translated_sentences_say_no_german_word(language: str, speak) -> None:
    speak(language)
    assert words_said(language) == {}


@pytest.mark.parametrize("language", ["pl", "en"])
def test_with_the_traditional_terms_they_say_the_bavarians_words(language: str, speak, traditional_terms) -> None:
    speak(language)
    said = words_said(language)
    expected = {"Sau", "Ober", "Unter", "Eichel", "Gras", "Schellen", "Sauspiel", "Schuss", "Retour", "weiter"}
    assert expected <= said.keys()


def lesson_texts() -> Iterator[str]:
    """Every word of each Schafkopf lesson as the lesson view shows it, played to its end: the
    intro, each step's instruction, and the ending."""
    for start in LESSONS.values():
        coach = start()
        assert isinstance(coach, BoardLesson)
        deal, lesson = coach.deal(), coach.lesson
        while not coach.finished:
            yield coach.explanation()
            step = lesson.step(deal)
            made = lessons.action(deal, lesson.scripted(deal) if step is None else step.action)
            assert made is not None
            if step is not None:
                yield coach.instruction()
                coach.advance()
            deal.apply(made)
        yield coach.explanation()


@pytest.mark.parametrize("language", ["pl", "en"])
def test_lessons_say_no_german_word(language: str, speak) -> None:
    speak(language)
    assert german_words(lesson_texts(), language) == {}


@pytest.mark.parametrize("language", ["pl", "en"])
def test_with_the_traditional_terms_the_lessons_say_the_bavarians_words(
    language: str, speak, traditional_terms
) -> None:
    speak(language)
    said = german_words(lesson_texts(), language)
    expected = {"Sau", "Ober", "Unter", "Eichel", "Gras", "Herz", "Sauspiel", "Schuss", "Retour", "Laufende"}
    assert expected <= said.keys()


@pytest.mark.parametrize("language", ["pl", "en"])
def test_house_rules_say_no_german_word(language: str, speak, qtbot) -> None:
    speak(language)
    assert german_words(house_rule_texts(qtbot, "schafkopf"), language) == {}


@pytest.mark.parametrize("language", ["pl", "en"])
def test_with_the_traditional_terms_the_house_rules_say_the_bavarians_words(
    language: str, speak, qtbot, traditional_terms
) -> None:
    speak(language)
    said = german_words(house_rule_texts(qtbot, "schafkopf"), language)
    bavarian = {"Sau", "Ober", "Unter", "Laufende", "Schuss", "Retour", "Schneider", "Schwarz", "Sauspiel"}
    assert bavarian - KEPT[language] <= said.keys()

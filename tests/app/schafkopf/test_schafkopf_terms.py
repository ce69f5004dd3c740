"""The traditional-terms switch in every Schafkopf sentence: with it off, the hints, the
refusals, the call buttons' tooltips, the log of the play and the summary's reckoning say
the game's words in Polish or English, never in German; with it on, they say them as a
Bavarian table does. Played over random deals of every preset (and a Ramsch)."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from kopdesk.app.cardpaint.faces import Faces, faces_for
from kopdesk.app.playlines import Players
from kopdesk.app.schafkopf.hints import hint_sentence
from kopdesk.app.schafkopf.playlog import log_lines
from kopdesk.app.schafkopf.summary import factor_lines, headline
from kopdesk.app.schafkopf.words import call_help, refusal_sentence
from kopdesk.cards import Deck
from kopdesk.games.schafkopf import PRESETS, Call, Deal, rules_from_preset

NAMES = ("You", "Anna", "Bernd", "Clara")
GERMAN = ("Sau", "Ober", "Unter", "Laufende", "Eichel", "Gras", "Herz", "Schellen", "Zehn", "König", "Sauspiel",
          "Farbwenz", "Wenz", "Ramsch", "Schneider", "Schwarz", "Tout", "Schuss", "Retour", "Kontra", "weiter",
          "Schmieren", "Zwangsspiel", "Zweier")  # fmt: skip
KEPT = {
    # The names a language keeps as its own (translations/glossary.toml): English plays a Wenz and
    # a Ramsch; Polish doubles with "kontra". Sie is the same name in every language.
    "en": {"Wenz", "Ramsch"},
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


def words_said(language: str) -> dict[str, str]:
    """Each German word said, with a sentence that says it."""
    rng = random.Random(27)
    found: dict[str, str] = {}
    deals = [(preset, None) for preset in PRESETS for _ in range(6)] + [("schafkopf", {"all_pass": "ramsch"})] * 6
    for preset, house_rules in deals:
        for sentence in sentences(preset, rng, house_rules):
            for word in WORD.findall(sentence):
                found.setdefault(word, sentence)
    return {word: sentence for word, sentence in found.items() if word not in KEPT[language]}


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

"""The Schafkopf board's words: every refusal worded for a learner, the score explained
factor by factor, the call labels."""

from __future__ import annotations

import pytest

from kopdesk.app.schafkopf.summary import ScoreSummary
from kopdesk.app.schafkopf.words import call_label, part_text, refusal_sentence
from kopdesk.cards import FRENCH_32, GERMAN_32, Suit
from kopdesk.games.schafkopf import Call, CallKind, Contract, Part, PartKind, Refusal, RefusalCode, rules_from_preset
from kopdesk.games.tricks import Duty

NAMES = ("You", "Anna", "Bernd", "Clara")


@pytest.mark.parametrize("code", [*RefusalCode, Duty.FOLLOW_SUIT, Duty.PLAY_TRUMP])
def test_every_refusal_of_the_engine_is_worded(code: RefusalCode | Duty) -> None:
    refusal = Refusal(code, 0, GERMAN_32, cards=(GERMAN_32.card("AG"),), suit=Suit.SPADES, contract=Contract.WENZ)
    sentence = refusal_sentence(refusal)
    assert sentence.endswith(".") and "{" not in sentence


def test_a_follow_refusal_names_the_suit_and_the_cards() -> None:
    cards = (FRENCH_32.card("9C"),)
    refusal = Refusal(Duty.FOLLOW_SUIT, 0, FRENCH_32, FRENCH_32.card("QS"), cards=cards, suit=Suit.CLUBS)
    assert refusal_sentence(refusal) == "You hold clubs: you must follow suit with 9♣."


def test_with_the_traditional_terms_call_labels_keep_the_german_words(traditional_terms) -> None:
    bavarian = rules_from_preset("schafkopf")
    assert call_label(Call(CallKind.SAUSPIEL, "G"), bavarian) == "Sauspiel with the Gras-Sau"
    assert call_label(Call(CallKind.SOLO, "H"), bavarian) == "Herz-Solo"
    assert call_label(Call(CallKind.DOUBLE), bavarian, 0) == "Schuss"
    assert call_label(Call(CallKind.DOUBLE), bavarian, 1) == "Retour"
    assert call_label(Call(CallKind.PASS), bavarian) == "weiter"
    wendish = rules_from_preset("wendisch")
    assert call_label(Call(CallKind.PARTNER, card=FRENCH_32.card("AD")), wendish) == "Partner: A♦"
    assert call_label(Call(CallKind.SOLO), wendish) == "Play alone"


BAVARIAN_WORDS = {
    # language: (translated, traditional) of a Sauspiel, a Solo, Schuss, pass, Laufende
    "pl": (
        ["gra z wywołanym asem: as wino", "solo czerwień", "kontra", "pas", "matadory: z 3"],
        ["Sauspiel: Gras-Sau", "Herz-Solo", "Schuss", "weiter", "Laufende: z 3"],
    ),
    "en": (
        ["call-ace game with the ace of leaves", "Solo: hearts", "double", "pass", "runners: with 3"],
        ["Sauspiel with the Gras-Sau", "Herz-Solo", "Schuss", "weiter", "Laufende: with 3"],
    ),
    "de": (
        ["Sauspiel auf die Gras-Sau", "Herz-Solo", "Schuss", "weiter", "Laufende: mit 3"],
        ["Sauspiel auf die Gras-Sau", "Herz-Solo", "Schuss", "weiter", "Laufende: mit 3"],
    ),
}


@pytest.mark.parametrize("language", sorted(BAVARIAN_WORDS))
def test_the_switch_says_the_game_in_the_users_words_or_the_bavarians(language: str, speak) -> None:
    from kopdesk.app import words

    bavarian = rules_from_preset("schafkopf")
    speak(language)

    def said() -> list[str]:
        calls = [Call(CallKind.SAUSPIEL, "G"), Call(CallKind.SOLO, "H"), Call(CallKind.DOUBLE), Call(CallKind.PASS)]
        return [call_label(call, bavarian) for call in calls] + [part_text(Part(PartKind.LAUFENDE, 3, 3), False)]

    translated, traditional = BAVARIAN_WORDS[language]
    assert said() == translated
    words.set_traditional(True)
    try:
        assert said() == traditional
    finally:
        words.set_traditional(False)


def test_the_summary_explains_a_solo_tout_with_schuss_and_retour(qtbot, replayed, traditional_terms) -> None:
    deal = replayed("schafkopf-seed-tout-retour")
    summary = ScoreSummary(deal, NAMES)
    qtbot.addWidget(summary)
    assert summary.lines() == [
        "Game, alone against three +10",
        "Laufende: with 3 +15",
        "Tout: all tricks announced ×2",
        "Schuss (Anna) ×2",
        "Retour (You) ×2",
        "Value of the game 200",
        "Tariff: 5 (two against two), 10 (alone)",
        "The declarer settles 200 with each of the three others.",
    ]
    assert [summary.result(seat) for seat in range(4)] == [
        ["You", "declarer", "120", "+600"],
        ["Anna", "defender", "0", "-200"],
        ["Bernd", "defender", "0", "-200"],
        ["Clara", "defender", "0", "-200"],
    ]


def test_the_summary_says_schwarz_and_a_lost_tie_without_three(qtbot, replayed, traditional_terms) -> None:
    solo = ScoreSummary(replayed("schafkopf-seed-solo-35"), NAMES)
    qtbot.addWidget(solo)
    assert "Schwarz +10" in solo.lines()
    tie = ScoreSummary(replayed("schafkopf-sauspiel-tie-60-ohne-3"), NAMES)
    qtbot.addWidget(tie)
    assert tie.lines()[:2] == ["Game +1", "Laufende: without 3 +3"]
    assert tie.headline.text() == "The defenders win: the declaring side took only 60 card points."
    assert "Each loser pays one winner 4." in tie.lines()


def test_the_summary_of_a_wendish_schneider(qtbot, replayed, traditional_terms) -> None:
    summary = ScoreSummary(replayed("wendisch-normal-schneider-at-90"), NAMES)
    qtbot.addWidget(summary)
    assert summary.lines()[:3] == ["Game +1", "Schneider +1", "Value of the game 2"]


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("de", "Du hast Gras: Du musst mit Gras-Zehn, Gras-König oder Gras-Neun bedienen."),
        ("pl", "Masz kolor Gras: musisz dołożyć do koloru jedną z kart: Gras-Zehn, Gras-König lub Gras-Neun."),
        ("en", "You hold Gras: you must follow suit with Gras-Zehn, Gras-König or Gras-Neun."),
    ],
)
def test_the_cards_a_refusal_allows_are_listed_with_or(language: str, expected: str, speak, traditional_terms) -> None:
    cards = tuple(GERMAN_32.card(c) for c in ("10G", "KG", "9G"))
    speak(language)
    refusal = Refusal(Duty.FOLLOW_SUIT, 0, GERMAN_32, GERMAN_32.card("AG"), cards=cards, suit=Suit.SPADES)
    assert refusal_sentence(refusal) == expected


def test_the_aces_of_a_hint_are_listed_with_and(speak, traditional_terms) -> None:
    from kopdesk.app.words import cards_listed

    speak("de")
    assert cards_listed([GERMAN_32.card("AE"), GERMAN_32.card("AS")]) == "Eichel-Sau und Schellen-Sau"

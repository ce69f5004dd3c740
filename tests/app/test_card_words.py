"""Every family's card words in one home, by the look of the deck; the levels; how a hint
is said and how long it stays."""

from __future__ import annotations

from pathlib import Path

import pytest

from kopdesk import i18n, i18n_tools
from kopdesk.app import words
from kopdesk.cards import FRENCH_32, GERMAN_32, KOP_16, SCOPA_40, Deck, Look, Rank, Suit


def named(deck: Deck, *texts: str, look: Look | None = None) -> list[str]:
    return [words.card_name(deck.card(t), look) for t in texts]


def test_french_faces_are_named_by_their_index_in_every_deck() -> None:
    assert [words.rank_letter(rank) for rank in Rank] == "A K Q J 10 9 8 7 6 5 4 3 2".split()
    assert named(KOP_16, "10C", "AS", "QH", "JD") == ["10♣", "A♠", "Q♥", "J♦"]
    assert named(FRENCH_32, "7H", "KC") == ["7♥", "K♣"]
    assert named(SCOPA_40, "QC", "7D") == ["Q♣", "7♦"]  # a Scopa deck on French faces
    assert words.cards_text([KOP_16.card("10C"), KOP_16.card("AS")]) == "10♣, A♠"


def test_german_suited_cards_are_named_in_the_users_language() -> None:
    german = named(GERMAN_32, "AG", "OE", "US", "10H")
    assert german == ["ace of leaves", "over of acorns", "under of bells", "ten of hearts"]
    assert [words.suit_name(suit, Look.GERMAN) for suit in Suit] == ["acorns", "leaves", "hearts", "bells"]


def test_with_the_traditional_terms_german_suited_cards_keep_their_german_names(traditional_terms) -> None:
    assert named(GERMAN_32, "AG", "OE", "US", "10H") == ["Gras-Sau", "Eichel-Ober", "Schellen-Unter", "Herz-Zehn"]
    assert words.cards_text([GERMAN_32.card("AG"), GERMAN_32.card("7S")]) == "Gras-Sau, Schellen-Sieben"
    assert [words.suit_name(suit, Look.GERMAN) for suit in Suit] == ["Eichel", "Gras", "Herz", "Schellen"]


def test_italian_faces_name_the_cards_in_the_users_language() -> None:
    italian = named(SCOPA_40, "AH", "JS", "QC", "KD", "7D", look=Look.ITALIAN)
    assert italian == ["ace of cups", "jack of swords", "knight of batons", "king of coins", "7 of coins"]
    assert [words.suit_name(suit, Look.ITALIAN) for suit in Suit] == ["batons", "swords", "cups", "coins"]


def test_with_the_traditional_terms_italian_faces_name_the_cards_in_italian(traditional_terms) -> None:
    italian = named(SCOPA_40, "AH", "JS", "QC", "KD", "7D", look=Look.ITALIAN)
    assert italian == ["asso of coppe", "fante of spade", "cavallo of bastoni", "re of denari", "7 of denari"]
    assert [words.suit_name(suit, Look.ITALIAN) for suit in Suit] == ["bastoni", "spade", "coppe", "denari"]
    assert [words.suit_name(suit) for suit in Suit] == ["clubs", "spades", "hearts", "diamonds"]  # French: no own words


@pytest.mark.parametrize(
    ("language", "translated", "traditional"),
    [
        ("pl", ["as wino", "wyżnik żołądź", "7 denari", "jeździec buław"],
         ["Gras-Sau", "Eichel-Ober", "7 denari", "cavallo bastoni"]),
        ("de", ["Gras-Sau", "Eichel-Ober", "Münz-7", "Stab-Reiter"],
         ["Gras-Sau", "Eichel-Ober", "denari-7", "bastoni-cavallo"]),
    ],
)  # fmt: skip
def test_the_switch_gives_the_cards_the_languages_words_or_the_players_own(
    language: str, translated: list[str], traditional: list[str], catalogs: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(i18n, "LOCALE_DIR", catalogs)
    i18n.set_language(language)
    cards = [GERMAN_32.card("AG"), GERMAN_32.card("OE"), SCOPA_40.card("7D"), SCOPA_40.card("QC")]
    looks = [Look.GERMAN, Look.GERMAN, Look.ITALIAN, Look.ITALIAN]
    try:
        assert [words.card_name(c, look) for c, look in zip(cards, looks, strict=True)] == translated
        words.set_traditional(True)
        assert [words.card_name(c, look) for c, look in zip(cards, looks, strict=True)] == traditional
    finally:
        words.set_traditional(False)
        i18n.set_language("en")


@pytest.mark.parametrize(
    ("language", "objects"),
    [
        ("pl", ["asa wino", "ósemkę dzwonek", "niżnika żołądź", "dziesiątkę czerwień", "waleta buław",
                "jeźdźca kielichów", "7 denari"]),
        ("de", ["die Gras-Sau", "die Schellen-Acht", "den Eichel-Unter", "die Herz-Zehn", "den Stab-Buben",
                "den Kelch-Reiter", "die Münz-7"]),
        ("en", ["the ace of leaves", "the eight of bells", "the under of acorns", "the ten of hearts",
                "the jack of batons", "the knight of cups", "the 7 of coins"]),
    ],
)  # fmt: skip
def test_a_card_played_is_named_as_a_sentences_object(
    language: str, objects: list[str], catalogs: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "Ala zagrywa asa wino", not "as wino"; "Ewa spielt den Stab-Buben", not "den Stab-Bube";
    the card's name elsewhere stays as it was ("as wino" leads the trick)."""
    monkeypatch.setattr(i18n, "LOCALE_DIR", catalogs)
    i18n.set_language(language)
    german = [GERMAN_32.card(c) for c in ("AG", "8S", "UE", "10H")]
    italian = [SCOPA_40.card(c) for c in ("JC", "QH", "7D")]
    try:
        said = [words.the_card(c) for c in german] + [words.the_card(c, Look.ITALIAN) for c in italian]
        named = words.card_name(german[0])
    finally:
        i18n.set_language("en")
    assert said == objects
    assert named == {"pl": "as wino", "de": "Gras-Sau", "en": "ace of leaves"}[language]


@pytest.fixture(scope="module")
def catalogs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("locale")
    i18n_tools.compile_all(i18n_tools.TRANSLATIONS, folder)
    return folder


LOOKS = [(KOP_16, Look.FRENCH), (FRENCH_32, Look.FRENCH), (GERMAN_32, Look.GERMAN), (GERMAN_32, Look.FRENCH),
         (SCOPA_40, Look.FRENCH), (SCOPA_40, Look.ITALIAN)]  # fmt: skip
"""Each deck with the looks its cards are named in."""


@pytest.mark.parametrize(("deck", "look"), LOOKS, ids=lambda x: getattr(x, "id", None) or x.name)
@pytest.mark.parametrize("language", sorted(i18n.LANGUAGES))
@pytest.mark.parametrize("traditional", [False, True], ids=["translated", "traditional"])
def test_every_card_of_a_deck_has_a_name_of_its_own_in_every_language(
    deck: Deck, look: Look, language: str, traditional: bool, catalogs: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(i18n, "LOCALE_DIR", catalogs)
    i18n.set_language(language)
    words.set_traditional(traditional)
    try:
        names = [words.card_name(c, look) for c in deck.cards]
    finally:
        words.set_traditional(False)
        i18n.set_language("en")
    assert len(set(names)) == len(names), names
    assert all(name and "{" not in name for name in names)


def test_the_index_letters_follow_the_language(german) -> None:
    jack = SCOPA_40.card("JC")
    assert words.card_name(jack) == "B♣"
    assert words.card_name(KOP_16.card("QS")) == "D♠"
    assert words.card_name(GERMAN_32.card("AG")) == "Gras-Sau"  # a Bavarian's words are German's


def test_a_level_is_said_of_a_man_or_of_a_woman(german) -> None:
    assert [words.level_name(level) for level in ("beginner", "club", "master")] == [
        "Anfänger", "Vereinsspieler", "Meister",
    ]  # fmt: skip
    assert words.level_name("club", feminine=True) == "Vereinsspielerin"


def test_a_hint_stays_long_enough_to_read_each_of_its_lines() -> None:
    assert words.reading_ms("Play A♦.") == words.READ_MS_PER_LINE
    assert words.reading_ms("Play A♦.\nNobody else holds a higher diamond.") == 2 * words.READ_MS_PER_LINE


def test_a_hint_is_spoken_as_its_opening_then_a_sentence_per_fact_each_on_lines_of_its_own() -> None:
    long = "word " * 20
    text = words.spoken(["Play A♦."], [3, 1], lambda n: f"{long}{n}." if n > 1 else f"Fact {n}.")
    lines = text.split("\n")
    assert lines[0] == "Play A♦." and lines[-1] == "Fact 1."
    assert all(len(line) <= words.LINE_CHARS for line in lines) and len(lines) == 4  # the long sentence broken in two
    assert words.spoken([], [], str) == ""

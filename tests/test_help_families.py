"""The help's rules, comparison and glossaries of the Schafkopf family and of Scopa
(kopdesk/help/<lang>.html): every entry in every language, in its part, and the worked
examples it gives agree with the engines."""

from __future__ import annotations

import re

import pytest

from kopdesk.games.scopa import rules_from_preset
from kopdesk.games.scopa.captures import capture_sets
from kopdesk.games.scopa.cards import PRIMIERA, card, joined
from kopdesk.help import entries, help_html
from kopdesk.i18n import LANGUAGES

PARTS = {
    "part-schafkopf": (
        "sk-cards", "sk-deal", "sk-follow", "sk-win", "sk-bavarian", "sk-bidding", "sk-sauspiel", "sk-schuss",
        "sk-bavarian-score", "sk-ramsch", "sk-wendish", "sk-german", "sk-zweier", "sk-house-rules",
    ),
    "part-scopa": (
        "scopa-cards", "scopa-deal", "scopa-capture", "scopa-sweep", "scopa-score", "scopa-primiera", "scopa-match",
        "scopa-scopone", "scopa-house-rules",
    ),
    "part-compare": ("compare-family", "compare-scopa"),
    "part-sk-glossary": tuple(
        f"sk-term-{term}"
        for term in (
            "sau", "ober", "unter", "sauspiel", "davonlaufen", "wenz", "solo", "tout", "sie", "ramsch", "schuss",
            "retour", "laufende", "schneider", "schwarz", "schmieren", "alten", "zwangsspiel", "weiter", "augen",
        )
    ),
    "part-scopa-glossary": tuple(
        f"scopa-term-{term}"
        for term in (
            "scopa", "settebello", "re-bello", "primiera", "denari", "carte", "suits", "figures", "scopone", "assi",
        )
    ),
}  # fmt: skip


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_entry_of_the_new_parts_is_there_in_its_part(language: str) -> None:
    part = ""
    found: dict[str, list[str]] = {}
    for entry in entries(language):
        if entry.level == 1:
            part = entry.anchor
        found.setdefault(part, []).append(entry.anchor)
    for anchor, inside in PARTS.items():
        assert anchor in found, anchor
        assert found[anchor][1:] == list(inside)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_glossary_entry_is_headed_with_the_game_s_own_word(language: str) -> None:
    """The kept German or Italian word heads the entry in every language, as in English."""
    titles = {entry.anchor: entry.title for entry in entries(language)}
    english = {entry.anchor: entry.title for entry in entries("en")}
    for anchor in PARTS["part-sk-glossary"] + PARTS["part-scopa-glossary"]:
        word = english[anchor].split(" – ")[0]
        assert titles[anchor].casefold().startswith(word.casefold()), anchor


def table_rows(language: str, start: str, end: str) -> list[int]:
    """The number of cells in each row of the table between the headings `start` and `end`."""
    source = help_html(language)
    table = source[source.index(f'id="{start}"') : source.index(f'id="{end}"')]
    return [len(re.findall(r"<t[dh][ >]", row)) for row in re.findall(r"<tr>(.*?)</tr>", table)]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_comparison_sets_the_six_games_and_the_four_scopa_games_side_by_side(language: str) -> None:
    assert table_rows(language, "compare-family", "compare-scopa") == [7] * 11
    assert table_rows(language, "compare-scopa", "part-sk-glossary") == [5, 5, 5, 5, 2, 2]


def test_the_help_s_capture_example_is_what_the_engine_allows() -> None:
    """scopa-capture: table A♣ 3♥ 4♠ 6♦ K♣; a king takes the king only, a seven the ace and six or
    the three and four, a jack the ace, three and four."""
    rules = rules_from_preset("scopa")
    table = sum(card(text).bit for text in ("AC", "3H", "4S", "6D", "KC"))
    takes = {
        played: {joined(take) for take in capture_sets(rules, card(played), table)} for played in ("KD", "7H", "JS")
    }
    assert takes == {"KD": {"KC"}, "7H": {"6D+AC", "3H+4S"}, "JS": {"3H+4S+AC"}}


def test_the_help_s_primiera_example_adds_up() -> None:
    first = sum(PRIMIERA[card(text).index] for text in ("7D", "7C", "AH", "AS"))
    second = sum(PRIMIERA[card(text).index] for text in ("7H", "7S", "6D", "6C"))
    assert (first, second) == (74, 78)
    for language in LANGUAGES:
        assert "= 74" in help_html(language) and "= 78" in help_html(language)

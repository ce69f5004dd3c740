"""One word per idea: the help and the catalogs of each language use the glossary's word
for each concept and none of its wrong variants (translations/glossary.toml)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

import pytest
from babel.messages.pofile import read_po

from kopdesk.help import entries
from kopdesk.i18n import LANGUAGES

ROOT = Path(__file__).parent.parent
PLACEHOLDER = re.compile(r"\{\w+\}")
CONCEPTS: list[dict[str, Any]] = tomllib.loads((ROOT / "translations" / "glossary.toml").read_text("utf-8"))["concept"]


def catalog_texts(language: str) -> list[str]:
    """Every translation in the language's catalog (the English one holds the source wording),
    its placeholders' names left out: "{talon}" is not a word the user reads."""
    with (ROOT / "translations" / language / "LC_MESSAGES" / "kopdesk.po").open("rb") as file:
        catalog = read_po(file)
    texts: list[str] = []
    for message in catalog:
        if message.id:
            string = message.string
            texts += [string] if isinstance(string, str) else [form for form in string or () if form]
    return [PLACEHOLDER.sub("{}", text) for text in texts]


def help_texts(language: str, skipped: frozenset[str] = frozenset()) -> list[str]:
    return [f"{entry.title} {entry.text}" for entry in entries(language) if entry.anchor not in skipped]


def ids(concept: dict[str, Any]) -> str:
    return str(concept["id"])


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("concept", CONCEPTS, ids=ids)
def test_no_wrong_variant(concept: dict[str, Any], language: str) -> None:
    texts = {
        "help": help_texts(language, frozenset(concept.get("except", ()))),
        "catalog": catalog_texts(language),
    }
    found = [
        (where, pattern, text[:80])
        for pattern in concept[language]["wrong"]
        for where, lines in texts.items()
        for text in lines
        if re.search(pattern, text)
    ]
    assert found == []


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("concept", CONCEPTS, ids=ids)
def test_the_wrong_variants_catch_their_examples(concept: dict[str, Any], language: str) -> None:
    """A plural or declined form is caught, and an ambiguous word in its other sense is not."""
    wrong = concept[language]["wrong"]
    assert [text for text in concept[language].get("caught", ()) if not any(re.search(p, text) for p in wrong)] == []
    assert [text for text in concept[language].get("kept", ()) if any(re.search(p, text) for p in wrong)] == []


def in_the_catalog(concept: dict[str, Any], language: str) -> bool:
    return any(re.search(concept[language]["word"], text) for text in catalog_texts(language))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("concept", [c for c in CONCEPTS if c["en"]["word"]], ids=ids)
def test_the_word_is_used(concept: dict[str, Any], language: str) -> None:
    """A `help_first` concept binds the catalogs once the English one uses it (its game's
    messages may come later than its help); every other concept binds them at once."""
    word = concept[language]["word"]
    assert any(re.search(word, text) for text in help_texts(language)), "help"
    if not concept.get("help_first") or in_the_catalog(concept, "en"):
        assert in_the_catalog(concept, language), "catalog"


TRANSLATED = [(c, language) for c in CONCEPTS for language in LANGUAGES if "translated" in c[language]]


@pytest.mark.parametrize(("concept", "language"), TRANSLATED, ids=lambda x: x if isinstance(x, str) else ids(x))
def test_a_game_word_has_its_translation_in_the_help_and_the_catalog(concept: dict[str, Any], language: str) -> None:
    """Both forms of a game's word: the one shown with the traditional terms (`word`) and its
    translation, shown without them; the help's glossary gives both, the catalog says both."""
    translated, word = concept[language]["translated"], concept[language]["word"]
    assert any(re.search(translated, text) and re.search(word, text) for text in help_texts(language)), "help"
    assert in_the_catalog({language: {"word": translated}}, language), "catalog"


def test_every_game_word_of_the_switch_is_translated_in_every_language() -> None:
    """A concept with a translation has one in each language (the same word where the language keeps it)."""
    assert all(set(LANGUAGES) <= {lang for lang in LANGUAGES if "translated" in c[lang]} for c, _ in TRANSLATED)


def test_every_concept_names_every_language() -> None:
    assert all(set(LANGUAGES) <= set(concept) for concept in CONCEPTS)
    assert len({ids(concept) for concept in CONCEPTS}) == len(CONCEPTS)

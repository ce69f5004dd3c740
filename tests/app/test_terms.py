"""Game terms: translated, or the traditional Polish words with their meaning at hand."""

from __future__ import annotations

import pytest

from kopdesk import i18n
from kopdesk.app import terms
from kopdesk.games.kop import PASS, PRESETS, Contract, contract_call
from kopdesk.i18n import set_language


@pytest.fixture
def german(monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory):
    from kopdesk import i18n_tools

    folder = tmp_path_factory.mktemp("locale")
    i18n_tools.compile_all(i18n_tools.TRANSLATIONS, folder)
    monkeypatch.setattr(i18n, "LOCALE_DIR", folder)
    set_language("de")
    yield
    terms.set_traditional(False)
    set_language("en")


def test_translated_terms_follow_the_language(german) -> None:
    assert terms.contract_name(Contract.WESELE) == "Hochzeit"
    assert terms.call_label(PASS, PRESETS["kop"], 0) == "Passe"


def test_traditional_terms_stay_polish_and_explain_themselves(german) -> None:
    terms.set_traditional(True)
    assert terms.contract_name(Contract.WESELE) == "wesele"
    assert terms.contract_name(Contract.CICHA) == "cicha"
    assert terms.side_name(True) == "starzy"
    assert terms.call_label(PASS, PRESETS["kop"], 0) == "pas"
    tip = terms.call_help(contract_call(Contract.WESELE), PRESETS["kop"], 0)
    assert tip.startswith("Hochzeit: ")  # the translation leads the explanation


def test_doubling_names_follow_the_presets_ladder() -> None:
    from kopdesk.games.kop import DOUBLE

    assert terms.call_label(DOUBLE, PRESETS["baska"], 1) == "rekontra"
    assert terms.call_label(DOUBLE, PRESETS["kop-koscian"], 3) == "skok"
    assert terms.call_label(DOUBLE, PRESETS["kop"], 3) == "słup"


def test_cards_in_running_text_are_named_by_the_family_s_words() -> None:
    from kopdesk.app.schafkopf import words as schafkopf_words
    from kopdesk.cards import GERMAN_32
    from kopdesk.games.kop import card

    assert terms.cards_text([card("10C"), card("AS")]) == "10♣, A♠"
    german = [c for c in GERMAN_32.cards if str(c) in ("AG", "OE")]
    assert schafkopf_words.cards_text(tuple(german)) == terms.cards_text(german, schafkopf_words.card_name)
    assert sorted(schafkopf_words.cards_text(tuple(german)).split(", ")) == ["Eichel-Ober", "Gras-Sau"]


def test_every_rank_has_one_index_on_french_faces_for_every_family() -> None:
    from kopdesk.app.schafkopf import words as schafkopf_words
    from kopdesk.app.scopa import words as scopa_words
    from kopdesk.cards import FRENCH_32, SCOPA_40, Rank

    assert [terms.rank_letter(rank) for rank in Rank] == "A K Q J 10 9 8 7 6 5 4 3 2".split()
    for deck, name in ((FRENCH_32, schafkopf_words.card_name), (SCOPA_40, scopa_words.card_text)):
        assert [name(c) for c in deck.cards] == [terms.card_name(c) for c in deck.cards]


def test_the_index_letters_follow_the_language(german) -> None:
    from kopdesk.app.scopa import words as scopa_words
    from kopdesk.cards import SCOPA_40

    jack = next(c for c in SCOPA_40.cards if str(c) == "JC")
    assert scopa_words.card_text(jack) == terms.card_name(jack) == "B♣"

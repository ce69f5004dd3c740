"""Kop's game terms: translated, or the traditional Polish words with their meaning at hand."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from kopdesk.app import words
from kopdesk.app.kop import terms
from kopdesk.games.kop import PASS, PRESETS, Contract, contract_call


@pytest.fixture
def traditional() -> Iterator[None]:
    words.set_traditional(True)
    yield
    words.set_traditional(False)


def test_translated_terms_follow_the_language(german) -> None:
    assert terms.contract_name(Contract.WESELE) == "Hochzeit"
    assert terms.call_label(PASS, PRESETS["kop"], 0) == "Passe"


def test_traditional_terms_stay_polish_and_explain_themselves(german, traditional) -> None:
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

"""A text with two wordings and a count (`Worded[Plural]`) is said in the wording the
traditional-terms switch picks and in the form the language gives the count: Polish has
three (1 miotła, 2–4 and 22 miotły, 5 to 21 mioteł), German and English two."""

from __future__ import annotations

import pytest

from kopdesk.app import words
from kopdesk.app.scopa.words import SWEEPS

COUNTS = (1, 2, 5, 22)
SAID = {
    ("pl", False): ["1 miotła", "2 miotły", "5 mioteł", "22 miotły"],
    ("pl", True): ["1 scopa", "2 scope", "5 scope", "22 scope"],
    ("de", False): ["1 Besen", "2 Besen", "5 Besen", "22 Besen"],
    ("de", True): ["1 Scopa", "2 Scope", "5 Scope", "22 Scope"],
    ("en", False): ["1 sweep", "2 sweeps", "5 sweeps", "22 sweeps"],
    ("en", True): ["1 scopa", "2 scope", "5 scope", "22 scope"],
}


@pytest.mark.parametrize("traditional", [False, True], ids=["translated", "traditional"])
@pytest.mark.parametrize("language", ["pl", "de", "en"])
def test_said_n_picks_the_wording_by_the_switch_and_the_form_by_the_count(
    language: str, traditional: bool, speak
) -> None:
    speak(language)
    words.set_traditional(traditional)
    try:
        said = [words.said_n(SWEEPS, count).format(count=count) for count in COUNTS]
    finally:
        words.set_traditional(False)
    assert said == SAID[language, traditional]

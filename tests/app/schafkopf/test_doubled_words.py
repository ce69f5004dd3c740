"""A number of doublings said as a native speaker says it: "once", "twice", not "1 time"."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from kopdesk.app.schafkopf.hints import doubled_to_the_limit

SAID = {
    "en": (
        "The game is doubled once, as often as the rules allow.",
        "The game is doubled twice, as often as the rules allow.",
        "The game is doubled 3 times, as often as the rules allow.",
    ),
    "pl": (
        "Gra ma już jedną kontrę: więcej nie pozwalają zasady.",
        "Gra ma już dwie kontry: więcej nie pozwalają zasady.",
        "Gra ma już 3 kontry: więcej nie pozwalają zasady.",
    ),
    "de": (
        "Das Spiel ist schon einmal verdoppelt, öfter erlauben es die Regeln nicht.",
        "Das Spiel ist schon zweimal verdoppelt, öfter erlauben es die Regeln nicht.",
        "Das Spiel ist schon 3-mal verdoppelt, öfter erlauben es die Regeln nicht.",
    ),
}


@pytest.mark.parametrize("language", sorted(SAID))
def test_a_gamedoubled_to_the_limit_says_once_and_twice_in_words(speak: Callable[[str], None], language: str) -> None:
    speak(language)
    assert tuple(doubled_to_the_limit(count) for count in (1, 2, 3)) == SAID[language]
    assert doubled_to_the_limit(5) == {
        "en": "The game is doubled 5 times, as often as the rules allow.",
        "pl": "Gra ma już 5 kontr: więcej nie pozwalają zasady.",
        "de": "Das Spiel ist schon 5-mal verdoppelt, öfter erlauben es die Regeln nicht.",
    }[language]

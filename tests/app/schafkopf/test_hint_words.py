"""The aces a hint names are what the user holds: each with the article its name takes where
the language has one ("the ace of leaves and the ace of hearts", German "die Gras-Sau und die
Herz-Sau"), never a bare "You hold ace of leaves"."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from kopdesk.app import words
from kopdesk.app.schafkopf.hints import fact_sentence
from kopdesk.bots.hints import Fact
from kopdesk.bots.schafkopf.hints import HintReason
from kopdesk.games.schafkopf import Deal, rules_from_preset

SAID = {
    ("en", False): "You hold the ace of leaves and the ace of hearts, each the highest card of its suit: only a"
    " trump can beat them.",
    ("en", True): "You hold the Gras-Sau and the Herz-Sau, each the highest card of its suit: only a trump can"
    " beat them.",
    ("de", False): "Du hast die Gras-Sau und die Herz-Sau, jede die höchste Karte ihrer Farbe: Nur ein Trumpf"
    " sticht sie.",
    ("de", True): "Du hast die Gras-Sau und die Herz-Sau, jede die höchste Karte ihrer Farbe: Nur ein Trumpf"
    " sticht sie.",
}


@pytest.mark.parametrize(("language", "traditional"), sorted(SAID))
def test_the_aces_held_are_named_with_their_articles(
    speak: Callable[[str], None], language: str, traditional: bool
) -> None:
    speak(language)
    deal = Deal.shuffled(rules_from_preset("schafkopf"), 0, random.Random(1))
    observation = deal.observation(deal.to_move)
    aces = Fact(HintReason.ACES, (deal.deck.card("AG"), deal.deck.card("AH")))
    words.set_traditional(traditional)
    try:
        said = fact_sentence(observation, deal.legal_actions()[0], aces)
    finally:
        words.set_traditional(False)
    assert said == SAID[language, traditional]

"""What the trick table reads of a seat (`TrickObservation`): the cards it may play are
its legal cards while the play is on and it is to move, and none otherwise."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from kopdesk.games.kop import Deal, Phase, rules_from_preset, shuffled_hands
from kopdesk.games.tricks import playable


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from(["kop", "baska"]))
def test_a_seat_may_play_its_legal_cards_only_while_the_play_is_on_and_it_is_to_move(seed: int, preset: str) -> None:
    rng = random.Random(seed)
    deal = Deal(rules_from_preset(preset), rng.randrange(4), shuffled_hands(rng))
    while deal.to_move is not None:
        for seat in range(4):
            obs = deal.observation(seat)
            to_play = obs.phase is Phase.PLAY and seat == deal.to_move
            assert playable(obs) == (deal.legal_actions() if to_play else ())
        deal.apply(rng.choice(deal.legal_actions()))

"""Reading the play as a club player's (issue 29): what it rules out is never a card its
seat holds when the seats are club players, it says something, and the master deals by it."""

from __future__ import annotations

import random

import pytest

from kopdesk.bots.schafkopf.knowledge import knowledge, layouts
from kopdesk.bots.schafkopf.reading import read_play, unpartnered_cards
from kopdesk.cards import mask_of
from kopdesk.games.schafkopf import Contract, Observation
from kopdesk.games.schafkopf.calls import alten

from .test_knowledge import positions


def _reads(obs: Observation) -> list[int]:
    reads = read_play(knowledge(obs))
    assert reads[obs.seat] == 0
    return reads


@pytest.mark.parametrize(("preset", "telling"), [("wendisch", 180), ("deutsch", 180)])
def test_the_reading_never_rules_out_a_card_a_club_player_holds(preset: str, telling: int) -> None:
    """Over positions of club play, and it rules out some cards in many of them."""
    said = 0
    for deal, obs in positions(preset, 300):
        reads = _reads(obs)
        for seat, read in enumerate(reads):
            assert not read & mask_of(deal.hand(seat)), (seat, obs.tricks, obs.trick)
        said += any(reads)
    assert said >= telling


def test_the_reading_stops_when_a_player_may_know_his_partner() -> None:
    """In a Wendish game without a public call it ends at the first Alte played; in the
    first-trick game at the trick that found the partner; elsewhere there is none."""
    for _deal, obs in positions("wendisch", 200):
        played = [c for t in obs.tricks for c in t.cards] + list(obs.trick)
        upto = unpartnered_cards(obs)
        if obs.contract is Contract.FIRST_TRICK:
            assert all(t.winner == obs.declarer for t in obs.tricks[: upto // 4 - 1])
        elif obs.contract is Contract.PARTNER:
            assert upto == 0
        else:
            both = alten(obs.rules.deck)
            assert not any(c.bit & both for c in played[:upto])
            assert upto == len(played) or played[upto].bit & both
    for _deal, obs in positions("deutsch", 20):
        assert unpartnered_cards(obs) == 0


def test_layouts_dealt_by_the_reading_give_no_seat_a_card_it_rules_out() -> None:
    rng = random.Random(2)
    for _deal, obs in positions("wendisch", 120):
        k = knowledge(obs)
        reads = read_play(k)
        for hands in layouts(k, rng, 4, reads):
            for seat, read in enumerate(reads):
                assert not hands[seat] & read

"""Reading the play as a club player's (issue 29): what it rules out is never a card its
seat holds when the seats are club players, it says something, and the master deals by it."""

from __future__ import annotations

import random

import pytest

from kopdesk.bots.schafkopf.knowledge import SOFT_MISS, Knowledge, all_tricks, knowledge, layouts
from kopdesk.bots.schafkopf.master import sampled_layouts
from kopdesk.bots.schafkopf.reading import club_replay, read_play, unpartnered_cards
from kopdesk.cards import Rank, mask_of
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


def _played_back(count: int) -> list[tuple[Knowledge, list[int]]]:
    """Wendish positions of club play in which another seat played while no player knew a
    partner: the seat's knowledge and the true layout as dealt."""
    found = []
    for deal, obs in positions("wendisch", count):
        k = knowledge(obs)
        if any(seat != obs.seat for seat in k.played.values()) and unpartnered_cards(obs):
            found.append((k, k.dealt([mask_of(deal.hand(seat)) for seat in range(obs.seats)])))
    return found


def test_club_play_played_back_on_its_true_layout_fits_it() -> None:
    found = _played_back(200)
    assert len(found) >= 60
    for k, dealt in found:
        assert club_replay(k)(dealt) == 1.0, (k.obs.tricks, k.obs.trick)


def test_a_plain_card_led_by_a_seat_given_an_unseen_plain_ace_is_played_back_as_unlikely() -> None:
    """The first leader is given a plain ace still out in place of one of his unseen cards:
    a club player would have led it (unless he holds both Alten: a solo player draws trumps)."""
    tried = 0
    for k, dealt in _played_back(200):
        obs, order = k.obs, k.order
        both = alten(obs.rules.deck)
        first = all_tricks(obs)[0]
        led, leader = first.cards[0], first.leader
        if leader == obs.seat or order.is_trump(led) or led.rank is Rank.ACE or dealt[leader] & both == both:
            continue
        out = order.deck.cards_in(k.unknown & ~dealt[leader])
        aces = [c for c in out if c.rank is Rank.ACE and not order.is_trump(c)]
        given = list(order.deck.cards_in(k.unknown & dealt[leader] & ~both))
        if not aces or not given:
            continue
        holder = next(s for s in range(obs.seats) if dealt[s] & aces[0].bit)
        swap = aces[0].bit | given[0].bit
        swapped = [hand ^ swap if s in (leader, holder) else hand for s, hand in enumerate(dealt)]
        assert club_replay(k)(dealt) == 1.0
        assert club_replay(k)(swapped) <= SOFT_MISS
        tried += 1
    assert tried >= 10


def test_the_master_deals_layouts_that_play_the_club_play_back_more_often() -> None:
    """From the same random source, more of the master's layouts play back exactly than of
    layouts dealt by the hard facts and the masks of the reading alone."""
    exact = {"masks": 0, "master": 0}
    for k, _dealt in _played_back(150):
        replay = club_replay(k)
        masks = layouts(k, random.Random(len(k.played)), 6, read_play(k))
        exact["masks"] += sum(replay(k.dealt(hands)) == 1.0 for hands in masks)
        master = sampled_layouts(k.obs, random.Random(len(k.played)), 6)
        exact["master"] += sum(replay(k.dealt(layout.hands)) == 1.0 for layout in master)
    assert 0 < exact["masks"] < exact["master"]

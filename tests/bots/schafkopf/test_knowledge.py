"""Sampled layouts fit what the seat knows, and the facts never rule out the true layout."""

from __future__ import annotations

import random

import pytest

from kopdesk.bots.schafkopf import ClubPlayer
from kopdesk.bots.schafkopf.knowledge import deal_unseen, fit, knowledge, layouts, leads_fit, order_of
from kopdesk.bots.schafkopf.master import sampled_layouts
from kopdesk.cards import Rank, Suit, mask_of
from kopdesk.games.schafkopf import Contract, Deal, Observation, Phase, Variant, rules_from_preset, shuffled_hands
from kopdesk.games.schafkopf.calls import alten, card_of
from kopdesk.games.tricks import TRUMP

from .helpers import PRESETS


def positions(preset: str, count: int) -> list[tuple[Deal, Observation]]:
    """Club play stopped at random points: the deal and the observation of the seat to move."""
    rules = rules_from_preset(preset)
    rng = random.Random(preset)
    found = []
    while len(found) < count:
        deal = Deal(rules, rng.randrange(rules.seats), shuffled_hands(rules, rng))
        players = [ClubPlayer(s) for s in range(rules.seats)]
        stop = rng.randrange(1, 30)
        while deal.phase is not Phase.DONE and len(deal.history) < stop:
            seat = deal.to_move
            assert seat is not None
            deal.apply(players[seat].choose(deal.observation(seat)))
        if deal.phase is Phase.PLAY:
            assert deal.to_move is not None
            found.append((deal, deal.observation(deal.to_move)))
    return found


def voids(obs: Observation) -> list[tuple[int, int]]:
    """(seat, cards of a class it failed to follow)."""
    order = order_of(obs)
    found = []
    tricks = [*((t.leader, t.cards) for t in obs.tricks), (obs.leader, obs.trick)]
    for leader, cards in tricks:
        if not cards:
            continue
        led = order.group[cards[0].index]
        group = order.trump_mask if led == TRUMP else mask_of(order.plain[Suit(led)])
        for offset, c in enumerate(cards[1:], start=1):
            if order.group[c.index] != led:
                found.append(((leader + offset) % obs.seats, group))
    return found


@pytest.mark.parametrize("preset", PRESETS)
def test_the_true_layout_always_fits_the_facts(preset: str) -> None:
    for deal, obs in positions(preset, 40):
        k = knowledge(obs)
        truth = [mask_of(deal.hand(s)) for s in range(deal.seats)]
        for seat in range(deal.seats):
            assert truth[seat] & k.unknown & ~k.allowed[seat] == 0, (seat, deal.history)
            assert (truth[seat] & k.unknown).bit_count() == k.sizes[seat]
        assert fit(k, truth) > 0


@pytest.mark.parametrize("preset", PRESETS)
def test_sampled_layouts_fit_the_observation(preset: str) -> None:
    rng = random.Random(1)
    for deal, obs in positions(preset, 25):
        played = mask_of(obs.played_by())
        deck = obs.rules.deck
        for layout in sampled_layouts(obs, rng, 4):
            hands = layout.hands
            assert [h.bit_count() for h in hands] == [len(deal.hand(s)) for s in range(deal.seats)]
            assert sum(hands) == deck.all & ~played  # every card not played, each once
            if obs.rules.variant is Variant.ZWEIER:
                assert all(hands[s] & mask_of(obs.open_cards[s]) == mask_of(obs.open_cards[s]) for s in range(2))
                assert layout.hidden.bit_count() == sum(obs.face_down)
                continue
            assert hands[obs.seat] == mask_of(deal.hand(obs.seat))
            for seat, group in voids(obs):
                assert not hands[seat] & group
            if obs.contract is Contract.SAUSPIEL and obs.called is not None and obs.declarer is not None:
                assert not hands[obs.declarer] & obs.called.bit
            if obs.rules.variant is Variant.WENDISH and obs.calls:
                assert hands[obs.calls[0].seat] & alten(deck) & ~played == alten(deck) & ~played
            if obs.contract is Contract.ZWANGSSPIEL and obs.declarer is not None:
                jack = card_of(deck, Rank.JACK, Suit.CLUBS)
                assert jack.bit & played or hands[obs.declarer] & jack.bit


def test_layouts_keep_hands_that_fit_the_german_announcements() -> None:
    """A layout where a seat that passed holds five trumps is dropped (nearly always: if
    none fits in the draws allowed, the best one is given)."""
    rng = random.Random(2)
    fits, dealt = [], []
    for _deal, obs in positions("deutsch", 20):
        k = knowledge(obs)
        fits += [fit(k, hands) for hands in layouts(k, rng, 5)]
        dealt += [fit(k, hands) for hands in (deal_unseen(k, rng) for _ in range(5)) if hands is not None]
    assert 0.0 in dealt  # dealt blindly, some layouts contradict the announcements
    assert fits.count(1.0) >= 0.9 * len(fits)


@pytest.mark.parametrize("preset", ["wendisch", "deutsch"])
def test_a_club_leader_leads_a_plain_card_from_his_shortest_suit(preset: str) -> None:
    """The true layout of club play always fits the plain leads (a card but an ace from
    the shortest plain suit), and some layouts dealt at random do not."""
    rng = random.Random(3)
    lowered = 0
    for deal, obs in positions(preset, 150):
        k = knowledge(obs)
        assert leads_fit(k, k.dealt([mask_of(deal.hand(s)) for s in range(deal.seats)])) == 1.0
        dealt = (deal_unseen(k, rng) for _ in range(5))
        lowered += any(leads_fit(k, k.dealt(hands)) < 1.0 for hands in dealt if hands is not None)
    assert lowered >= 20

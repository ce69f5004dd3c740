"""Every world the master samples could have led to what its seat saw (issue 29): dealt so,
the calls and cards it saw are all legal and give the same contract and declarer, over
random positions from the first call to the last trick, in every preset with calls."""

from __future__ import annotations

import random

import pytest

from kopdesk.bots.schafkopf import ClubPlayer
from kopdesk.bots.schafkopf.knowledge import Knowledge, knowledge, layouts
from kopdesk.cards import Card
from kopdesk.games.schafkopf import Call, CallKind, Deal, Observation, Stage, shuffled_hands

from .helpers import rules_of


def _positions(preset: str, count: int) -> list[Observation]:
    """Club play stopped at random points, calls included: the seat to move's observation."""
    rules = rules_of(preset)
    rng = random.Random(f"inference {preset}")
    found = []
    while len(found) < count:
        deal = Deal(rules, rng.randrange(rules.seats), shuffled_hands(rules, rng))
        players = [ClubPlayer(s) for s in range(rules.seats)]
        stop = rng.randrange(0, 36)
        while deal.to_move is not None and len(deal.history) < stop:
            seat = deal.to_move
            deal.apply(players[seat].choose(deal.observation(seat)))
        if deal.to_move is not None:
            found.append(deal.observation(deal.to_move))
    return found


def _replayed(obs: Observation, k: Knowledge, hands: list[int]) -> Deal:
    """The deal of the layout `hands` replayed with what the seat saw; `apply` refuses
    anything illegal there. A Wendish holder of both Alten who made no call the seat saw
    played the concealed solo."""
    deck = obs.rules.deck
    deal = Deal(obs.rules, obs.dealer, [deck.cards_in(hand) for hand in k.dealt(hands)])
    for made in obs.calls:
        assert deal.to_move == made.seat
        deal.apply(made.call)
    if deal.stage is Stage.WENDISH and obs.stage is Stage.OVER:
        deal.apply(Call(CallKind.SOLO))
    played: list[Card] = [c for t in obs.tricks for c in t.cards] + list(obs.trick)
    for c in played:
        deal.apply(c)
    return deal


@pytest.mark.parametrize("preset", ["schafkopf", "wendisch", "deutsch"])
def test_every_sampled_world_fits_what_the_seat_saw(preset: str) -> None:
    rng = random.Random(3)
    for obs in _positions(preset, 60):
        k = knowledge(obs)
        for hands in layouts(k, rng, 3):
            assert hands[obs.seat] & k.known[obs.seat] == k.known[obs.seat]
            deal = _replayed(obs, k, hands)
            assert deal.to_move == obs.seat
            seen = deal.observation(obs.seat)
            assert (seen.contract, seen.declarer, seen.called, seen.trump) == (
                obs.contract,
                obs.declarer,
                obs.called,
                obs.trump,
            ), obs.calls


def test_calls_during_the_bidding_are_inferred_from() -> None:
    """Positions in the Bavarian bidding after a Sauspiel: no sampled world gives its caller the ace."""
    checked = 0
    rng = random.Random(4)
    for obs in _positions("schafkopf", 120):
        sauspiele = [m for m in obs.calls if m.call.kind is CallKind.SAUSPIEL and m.seat != obs.seat]
        if obs.stage is not Stage.BIDDING or not sauspiele:
            continue
        k = knowledge(obs)
        for hands in layouts(k, rng, 3):
            for made in sauspiele:
                ace = obs.rules.deck.card(f"A{made.call.suit}")
                assert not hands[made.seat] & ace.bit
                checked += 1
    assert checked

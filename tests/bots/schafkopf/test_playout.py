"""The open-hand play-outs the searched calls judge by: every deal ends, and a seat smears
points only on a partner's trick that no opponent still to play can take."""

from __future__ import annotations

import random

import pytest

from kopdesk.bots.schafkopf import ClubPlayer
from kopdesk.bots.schafkopf.playout import open_card, play_out
from kopdesk.games.schafkopf import Deal, Phase, shuffled_hands

from .helpers import PRESETS, rules_of


def _played_calls(preset: str, number: int) -> Deal:
    rules = rules_of(preset)
    deal = Deal(rules, number % rules.seats, shuffled_hands(rules, random.Random(number)))
    club = ClubPlayer()
    while deal.phase is Phase.CALLS:
        seat = deal.to_move
        assert seat is not None
        deal.apply(club.choose(deal.observation(seat)))
    return deal


@pytest.mark.parametrize("preset", PRESETS)
def test_a_play_out_plays_every_card(preset: str) -> None:
    for number in range(20):
        deal = _played_calls(preset, number)
        if deal.phase is Phase.DONE:
            continue
        assert play_out(deal) == len(deal.rules.deck.cards)
        assert deal.score is not None


@pytest.mark.parametrize("preset", ["schafkopf", "deutsch"])
def test_points_go_on_a_partners_trick_only_when_it_is_safe(preset: str) -> None:
    smeared = 0
    for number in range(40):
        deal = _played_calls(preset, number)
        while deal.to_move is not None and deal.declarers is not None:
            seat = deal.to_move
            card = open_card(deal, seat)
            order = deal.order
            assert order is not None
            cheaper = any(c.points < 10 for c in deal.deck.cards_in(deal.allowed(seat)))
            if deal.trick and card.points >= 10 and cheaper and not card.bit & order.beats[_best(deal)]:
                winner = _winner(deal)
                side = seat in deal.declarers
                assert winner != seat and (winner in deal.declarers) == side
                for offset in range(1, deal.seats - len(deal.trick)):
                    later = (seat + offset) % deal.seats
                    if (later in deal.declarers) != side:
                        held = deal.dealt_masks[later] & ~deal.played_mask()
                        assert not order.playable(held, deal.trick[0].index, _best(deal)) & order.beats[_best(deal)]
                smeared += 1
            deal.apply(card)
    assert smeared


def _best(deal: Deal) -> int:
    order = deal.order
    assert order is not None
    return order.winning_index(tuple(c.index for c in deal.trick))


def _winner(deal: Deal) -> int:
    return (deal.leader + [c.index for c in deal.trick].index(_best(deal))) % deal.seats

"""While no Wendish player knows a partner the master expects the others to follow as
club players do (issue 29): the solver's rule on masks plays the club player's card."""

from __future__ import annotations

from kopdesk.bots.schafkopf.club import club_card, legal_cards
from kopdesk.bots.schafkopf.knowledge import order_of
from kopdesk.bots.schafkopf.master import unaware_seats
from kopdesk.bots.schafkopf.solver import club_follow, club_lead, table_for
from kopdesk.cards import mask_of
from kopdesk.games.schafkopf import Contract

from .test_knowledge import positions


def test_the_solvers_club_follow_is_the_club_players_card() -> None:
    """Over Wendish positions of club play where nobody knows a partner, and a follower
    holding a choice: the same card, whether it takes the trick or lets it go."""
    compared = 0
    for _deal, obs in positions("wendisch", 400):
        legal = mask_of(legal_cards(obs))
        if not obs.trick or not unaware_seats(obs) or legal.bit_count() < 2:
            continue
        order = order_of(obs)
        table = table_for(order)
        best = order.winning_index(tuple(c.index for c in obs.trick))
        seen = mask_of(obs.hand) | mask_of(obs.played_by())
        points = sum(c.points for c in obs.trick)
        last = len(obs.trick) == obs.seats - 1
        assert club_follow(table, legal, seen, best, points, last) == club_card(obs, order).index
        compared += 1
    assert compared >= 40


def test_the_solvers_club_lead_is_the_club_players_card() -> None:
    """Over Wendish leads of club play where nobody knows a partner, with a choice: the
    same card, an ace, the least of the shortest suit or the lowest trump."""
    compared = 0
    for _deal, obs in positions("wendisch", 400):
        legal = mask_of(legal_cards(obs))
        if obs.trick or not unaware_seats(obs) or legal.bit_count() < 2:
            continue
        order = order_of(obs)
        assert club_lead(table_for(order), legal) == club_card(obs, order).index
        compared += 1
    assert compared >= 40


def test_a_first_trick_partner_who_has_won_his_trick_is_known() -> None:
    """In a Wendish first-trick game the others play as club players until the partner
    has won his trick, and not from the next lead on (he leads it knowing his side)."""
    found = {True: 0, False: 0}
    for _deal, obs in positions("wendisch", 400):
        if obs.contract is not Contract.FIRST_TRICK:
            continue
        partnered = len(obs.known_declarers) > 1
        assert bool(unaware_seats(obs)) is not partnered
        found[partnered] += 1
    assert found[True] >= 10 and found[False] >= 10

"""The club never smears before its partner's trick is safe (issue 29).

Checked over positions reached by random play in every preset with a partnership: when
the club throws a full card (a Sau or a ten) onto a trick a known partner is winning,
and does not take the trick over itself, no opponent still to play may hold a card that
beats the partner's, by what the club can know (`knowledge`: the cards not yet seen,
less the classes each seat showed it lacks, the called ace, the Alten). Throwing a
full card is allowed when nothing else is legal.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from kopdesk.bots.schafkopf import ClubPlayer
from kopdesk.bots.schafkopf.club import partners
from kopdesk.bots.schafkopf.knowledge import knowledge, order_of
from kopdesk.cards import Card
from kopdesk.games.schafkopf import Contract, Deal, Phase

from .helpers import position, rules_of

PARTNERSHIPS = ("schafkopf", "wendisch", "deutsch")
FULL = 10
"""A Sau (11) or a ten (10)."""


def _seated(cards: tuple[Card, ...], leader: int, seats: int) -> list[tuple[Card, int]]:
    return [(c, (leader + offset) % seats) for offset, c in enumerate(cards)]


def _check_club(deal: Deal, club: ClubPlayer) -> bool:
    """Asserts the rule at the position; whether the club smeared onto a partner's trick."""
    seat = deal.to_move
    assert seat is not None
    obs = deal.observation(seat)
    friends = partners(obs)
    if not obs.trick or obs.contract is Contract.RAMSCH or not friends:
        return False
    order = order_of(obs)
    best = order.winning_index(tuple(c.index for c in obs.trick))
    winner = next(s for c, s in _seated(obs.trick, obs.leader, obs.seats) if c.index == best)
    choice = club.choose(obs)
    assert isinstance(choice, Card)
    if winner not in friends or choice.points < FULL or choice.bit & order.beats[best]:
        return False
    cards = [c for c in obs.legal if isinstance(c, Card)]
    if all(c.points >= FULL for c in cards):
        return False
    later = [(obs.leader + offset) % obs.seats for offset in range(len(obs.trick) + 1, obs.seats)]
    allowed = knowledge(obs).allowed
    for other in later:
        if other not in friends:
            assert not allowed[other] & order.beats[best], (obs.trick, choice, other)
    return True


def _deal_checked(preset: str, seed: int) -> int:
    """Random play through one deal, the club's rule checked at every card: how many smears it made."""
    rng, rules = random.Random(seed), rules_of(preset)
    deal = position(rules, rng, len(rules.deck.cards) // rules.seats, 0)
    if deal is None:
        return 0
    club, smeared = ClubPlayer(seed), 0
    while deal.phase is Phase.PLAY:
        smeared += _check_club(deal, club)
        deal.apply(rng.choice(deal.legal_actions()))
    return smeared


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(PARTNERSHIPS), st.integers(0, 2**32 - 1))
def test_club_smears_only_onto_a_safe_trick(preset: str, seed: int) -> None:
    _deal_checked(preset, seed)


def test_every_partnership_preset_sees_smears() -> None:
    """The property above is not vacuous: the club still smears in each of these presets."""
    for preset in PARTNERSHIPS:
        assert sum(_deal_checked(preset, seed) for seed in range(10)) > 0, preset

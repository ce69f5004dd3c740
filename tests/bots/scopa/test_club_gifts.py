"""The club gives away no scopa it could avoid (issue 29, the Scopa walk's finding 7).

Checked over positions reached by random play in every preset, against the engine's
own capture rules: after the club's move, no card unseen to the club sweeps the table
in the next player's hand (an opponent's), whenever some legal move would have left
no such table. The one exception the club allows itself: a move it scores more than
`GIFT_MARGIN` above every move that gives nothing away.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from kopdesk.bots.scopa import ClubPlayer
from kopdesk.bots.scopa.club import GIFT_MARGIN
from kopdesk.cards import mask_of
from kopdesk.games.scopa import PRESETS, Deal, Move, Phase
from kopdesk.games.scopa.captures import capture_sets, is_ace_sweep
from kopdesk.games.scopa.cards import CARDS
from kopdesk.games.scopa.rules import Assi

from .helpers import random_deal


def gives_a_scopa(deal: Deal, move: Move) -> bool:
    """Whether after `move` the next player, an opponent of the mover, may hold a card
    (one the mover has not seen) that sweeps the table for a scopa."""
    seat, rules = deal.to_move, deal.rules
    assert seat is not None
    unseen = [c for c in CARDS if c not in deal.observation(seat).seen]
    after = deal.copy()
    after.apply(move)
    following = after.to_move
    if after.phase is not Phase.PLAY or following is None or after.side_of(following) == deal.side_of(seat):
        return False
    table = mask_of(after.table)
    last = not after.talon and sum(len(after.hand(s)) for s in range(rules.players)) == 1
    if not table or (last and not rules.last_card_scopa):
        return False
    return any(
        table in capture_sets(rules, c, table) and not (rules.assi is Assi.NO_SCOPA and is_ace_sweep(rules, c, table))
        for c in unseen
    )


def _check_club(deal: Deal, club: ClubPlayer) -> bool:
    """Asserts the rule at the position; whether the club had a gift to avoid."""
    seat = deal.to_move
    assert seat is not None
    observation = deal.observation(seat)
    moves = [a for a in observation.legal if isinstance(a, Move)]
    gifts = [gives_a_scopa(deal, m) for m in moves]
    if all(gifts) or not any(gifts):
        return False
    choice = club.choose(observation)
    assert isinstance(choice, Move)
    if gives_a_scopa(deal, choice):
        scores = dict(zip(observation.legal, club.scores(observation), strict=True))
        best_safe = max(scores[m] for m, gift in zip(moves, gifts, strict=True) if not gift)
        assert scores[choice] > best_safe + GIFT_MARGIN, (deal.table, choice)
    return True


def _deal_checked(preset: str, seed: int) -> int:
    """Random play through one deal, the club's rule checked at every move: how many
    positions had a gift to avoid."""
    rng = random.Random(seed)
    deal, club = random_deal(preset, rng), ClubPlayer(seed)
    avoidable = 0
    while deal.phase is Phase.PLAY:
        avoidable += _check_club(deal, club)
        deal.apply(rng.choice(deal.legal_actions()))
    return avoidable


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(list(PRESETS)), st.integers(0, 2**32 - 1))
def test_club_gives_no_avoidable_scopa(preset: str, seed: int) -> None:
    _deal_checked(preset, seed)


def test_every_preset_meets_gifts_to_avoid() -> None:
    """The property above is not vacuous: in each preset, random deals reach positions
    where a move would leave a sweep and another would not."""
    for preset in PRESETS:
        assert sum(_deal_checked(preset, seed) for seed in range(3)) > 0, preset

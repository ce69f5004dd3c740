"""The club bids a Solo or a Wenz only on a hand strong enough for it (issue 29: a Solo
bid on a weak hand lost against a Schuss)."""

from __future__ import annotations

import random

from kopdesk.bots.schafkopf import ClubPlayer
from kopdesk.bots.schafkopf.judgement import SOLO_FROM, SOLO_OBER, WENZ_FROM, strength
from kopdesk.cards import Rank, mask_of
from kopdesk.games.schafkopf import Call, CallKind, Deal, Stage, shuffled_hands
from kopdesk.games.schafkopf.calls import BIDS, suit_of
from kopdesk.games.schafkopf.orders import bavarian_order

from .helpers import rules_of


def _first_bids(deals: int) -> list[tuple[Deal, Call]]:
    """The club's bid in the first seat to bid, in `deals` random Bavarian deals."""
    rules, found = rules_of("schafkopf"), []
    for seed in range(deals):
        rng = random.Random(seed)
        deal = Deal(rules, seed % rules.seats, shuffled_hands(rules, rng))
        seat = deal.to_move
        assert seat is not None and deal.stage is Stage.BIDDING
        call = ClubPlayer(seed).choose(deal.observation(seat))
        assert isinstance(call, Call)
        found.append((deal, call))
    return found


def test_club_solo_and_wenz_bids_meet_their_thresholds() -> None:
    solos = 0
    for deal, call in _first_bids(1_500):
        seat = deal.to_move
        assert seat is not None
        hand = mask_of(deal.hand(seat))
        if call.kind is CallKind.SOLO:
            solos += 1
            assert call.suit is not None
            order = bavarian_order(BIDS[call.kind], suit_of(deal.rules.deck, call.suit))
            assert strength(order, hand) >= SOLO_FROM
            assert sum(1 for c in deal.hand(seat) if c.rank is Rank.QUEEN) >= SOLO_OBER, deal.hand(seat)
        elif call.kind is CallKind.WENZ:
            assert strength(bavarian_order(BIDS[call.kind], None), hand) >= WENZ_FROM
    assert solos > 0

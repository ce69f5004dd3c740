"""Layouts weighted by how well the others' follows fit them."""

from __future__ import annotations

import random
import statistics

from kopdesk.bots.kop import ClubPlayer
from kopdesk.bots.kop.knowledge import Knowledge
from kopdesk.bots.kop.layouts import sampled
from kopdesk.bots.kop.playfit import PlayFit
from kopdesk.games.kop import Phase
from kopdesk.games.kop.cards import mask_of

from .helpers import random_deal


def test_the_true_layout_fits_the_club_players_follows_better_than_the_average_layout() -> None:
    rng = random.Random(8)
    truth_over_mean = []
    for number in range(16):
        deal = random_deal(["kop", "baska"][number % 2], rng)
        players = [ClubPlayer(number + seat) for seat in range(4)]
        while deal.to_move is not None:
            seat = deal.to_move
            observation = deal.observation(seat)
            if observation.phase is Phase.PLAY and observation.tricks:
                fit = PlayFit(Knowledge(observation))
                layouts = list(sampled(Knowledge(observation), rng, 60))
                truth = tuple(mask_of(deal.hand(s)) for s in range(4))
                assert fit.likelihood(truth) <= 1.0  # type: ignore[arg-type]
                mean = statistics.fmean(fit.likelihood(layout) for layout in layouts)
                truth_over_mean.append(fit.likelihood(truth) / mean)  # type: ignore[arg-type]
            deal.apply(players[seat].choose(observation))
    assert len(truth_over_mean) > 150
    assert statistics.fmean(truth_over_mean) > 1.3


def test_a_lead_is_not_weighed() -> None:
    deal = random_deal("kop", random.Random(3))
    players = [ClubPlayer(seat) for seat in range(4)]
    while not deal.observation(0).trick:  # through the auction and the first lead
        seat = deal.to_move
        assert seat is not None
        deal.apply(players[seat].choose(deal.observation(seat)))
    knowledge = Knowledge(deal.observation(deal.to_move))  # type: ignore[arg-type]
    fit = PlayFit(knowledge)
    assert fit.follows == []
    assert all(fit.likelihood(layout) == 1.0 for layout in sampled(knowledge, random.Random(1), 20))

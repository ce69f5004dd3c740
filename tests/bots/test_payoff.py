"""The bots' fast scoring agrees with the engine's on random finished deals."""

from __future__ import annotations

import random

from kopdesk.bots.payoff import Stakes, standing_doublers
from kopdesk.engine import DOUBLE, Phase, Side
from .helpers import random_deal


def test_stakes_give_the_engines_units() -> None:
    rng = random.Random(8)
    checked = 0
    for number in range(600):
        deal = random_deal(["kop", "baska", "kop-koscian"][number % 3], rng)
        while deal.phase is not Phase.DONE:
            legal = deal.legal_actions()
            deal.apply(DOUBLE if DOUBLE in legal and rng.random() < 0.3 else rng.choice(legal))
        score = deal.score
        assert score is not None
        if score.points is None:
            continue
        old = frozenset(score.sides.old)
        stakes = Stakes(deal.rules, score.sides.contract, old, standing_doublers(deal.calls), deal.in_bok_round)
        old_tricks = score.tricks_taken(Side.OLD)
        units = stakes.old_units(score.points[Side.OLD], old_tricks)
        for seat in range(4):
            assert stakes.seat_units(seat, units) == score.units[seat]
        checked += 1
    assert checked > 500

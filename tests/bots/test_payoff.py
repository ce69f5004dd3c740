"""The bots' fast scoring agrees with the engine's on random finished deals."""

from __future__ import annotations

import random

from kopdesk.bots.payoff import Stakes, standing_doublers
from kopdesk.games.kop import DOUBLE, Contract, Phase, Side, rules_from_preset
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


def test_the_solvers_table_matches_old_units() -> None:
    rng = random.Random(9)
    for _ in range(60):
        rules = rules_from_preset(rng.choice(["kop", "baska", "kop-koscian"]))
        contract = rng.choice(list(Contract))
        old = frozenset(rng.sample(range(4), 2 if contract in (Contract.NORMAL, Contract.WESELE) else 1))
        doublers = tuple(rng.randrange(4) for _ in range(rng.randrange(5)))
        stakes = Stakes(rules, contract, old, doublers, rng.random() < 0.3)
        table = stakes.table()
        assert all(table[t][p] == stakes.old_units(p, t) for t in range(5) for p in range(105))

"""Expected units of each legal card over weighted layouts, each solved exactly."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from kopdesk.bots.budget import Budget
from kopdesk.bots.kop.knowledge import Knowledge, Layout, stakes_in
from kopdesk.bots.kop.solver import Payoff, ReachMemo, Rules, Solver
from kopdesk.bots.player import StopCheck, never_stop
from kopdesk.games.kop import RankOrder, Stakes


@lru_cache(maxsize=8)
def rules_for(order: RankOrder) -> Rules:
    return Rules(order)


@lru_cache(maxsize=1024)
def payoff_table(stakes: Stakes) -> Payoff:
    """The engine's table of the stakes in the solver's form. Shared, as a table is
    immutable; about 3 kB each, so at most about 3 MB (a few hundred stakes arise in
    thousands of deals of one preset)."""
    return Payoff.of(stakes.table())



def expected_values(
    knowledge: Knowledge,
    layouts: Iterable[tuple[Layout, float]],
    budget: Budget,
    stop: StopCheck = never_stop,
) -> dict[int, float]:
    """Weighted mean units for the seat to move after each legal card, card index → units.

    Layouts are solved in the order given until the budget runs out or `stop`
    says so; at least one layout is always solved.
    """
    obs = knowledge.observation
    rules = rules_for(knowledge.order)
    allowance = budget.start(stop)
    totals: dict[int, float] = {}
    weight_sum = 0.0
    trick = tuple(c.index for c in obs.trick)
    reach = ReachMemo()
    for layout, weight in layouts:
        stakes = stakes_in(knowledge, layout)
        payoff = payoff_table(stakes)
        solver = Solver(rules, payoff, stakes.old, reach.of(payoff))
        old_points, old_tricks = obs.taken_by(stakes.old)
        values = solver.card_values(list(layout), obs.leader, trick, old_points, old_tricks, len(obs.tricks))
        for index, value in values.items():
            totals[index] = totals.get(index, 0.0) + weight * stakes.seat_units(obs.seat, value)
        weight_sum += weight
        if allowance.spent(solver.nodes):
            break
    return {index: total / weight_sum for index, total in totals.items()}



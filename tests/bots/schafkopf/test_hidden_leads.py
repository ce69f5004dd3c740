"""While no Wendish player knows a partner, the master leads the club player's card unless
another beats it clearly over the layouts it solved (issue 29)."""

from __future__ import annotations

import random
import statistics
from itertools import islice

from kopdesk.bots.budget import Budget
from kopdesk.bots.schafkopf.club import club_card, decision_rng
from kopdesk.bots.schafkopf.master import (
    HIDDEN_LEAD_MARGIN,
    LAYOUTS,
    Evaluator,
    SearchPlayer,
    racing_for_partner,
    sampled_layouts,
    unaware_seats,
)
from kopdesk.bots.schafkopf.regret import phase, positions
from kopdesk.games.schafkopf import Observation

_NODES = Budget(nodes=1 << 60)


def _hidden_leads(count: int) -> list[Observation]:
    """Leads of club games while no player knows a partner."""
    found = (deal.observation(seat) for deal, seat in positions("wendisch", 20, 4))
    return list(islice((obs for obs in found if phase(obs).startswith("leads") and unaware_seats(obs)), count))


def _solved(obs: Observation, layouts: int) -> Evaluator:
    evaluator = Evaluator(obs, _NODES.start())
    for layout in sampled_layouts(obs, random.Random(1), layouts):
        evaluator.add(layout)
    return evaluator


def test_a_lead_other_than_the_club_players_needs_a_gain_beyond_the_margin() -> None:
    changed = kept = 0
    for obs in _hidden_leads(12):
        evaluator = _solved(obs, 12)
        assert evaluator.solved == len(evaluator.rows) >= 2
        club, best = club_card(obs, evaluator.order), evaluator.best()
        assert best is not None
        gains = [row[best.index] - row[club.index] for row in evaluator.rows]
        clear = (
            best is club or statistics.fmean(gains) > HIDDEN_LEAD_MARGIN * statistics.stdev(gains) / len(gains) ** 0.5
        )
        assert evaluator.kept(club, HIDDEN_LEAD_MARGIN) == (best if clear else club)
        assert evaluator.kept(club, 1e9) is club
        assert evaluator.kept(club, -1e9) is best
        changed += best is not club and clear
        kept += best is not club and not clear
    assert changed and kept


def test_the_master_leads_the_card_its_evaluator_keeps() -> None:
    budget = Budget(nodes=20_000)
    for obs in _hidden_leads(6):
        if racing_for_partner(obs):
            continue
        evaluator = Evaluator(obs, budget.start())
        for layout in sampled_layouts(obs, decision_rng(3, obs), LAYOUTS):
            if not evaluator.add(layout):
                break
        kept = evaluator.kept(club_card(obs, evaluator.order), HIDDEN_LEAD_MARGIN)
        assert SearchPlayer(3, budget).choose(obs) == kept

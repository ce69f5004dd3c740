"""The regret diagnostic values cards as the oracle does: checked against the deal's own
score where the oracle solves to the end, and its report adds up."""

from __future__ import annotations

import pytest

from kopdesk.bots.budget import Budget
from kopdesk.bots.schafkopf import oracle
from kopdesk.bots.schafkopf.master import unaware_seats, utility
from kopdesk.bots.schafkopf.regret import main, phase, positions, regrets, report, truth_values
from kopdesk.cards import Card
from kopdesk.games.schafkopf import Contract, Deal, Stage

_EXACT = Budget(nodes=1 << 60)


def _finished_by_oracles(deal: Deal, card: Card) -> Deal:
    after = deal.copy()
    after.apply(card)
    while (mover := after.to_move) is not None:
        after.apply(oracle(after, 0, _EXACT).choose(after.observation(mover)))
    return after


@pytest.mark.parametrize("preset", ["schafkopf", "wendisch"])
def test_an_end_game_cards_value_is_what_the_deal_scores_when_oracles_finish_it(preset: str) -> None:
    checked = 0
    for deal, seat in positions(preset, 12, 3):
        observation = deal.observation(seat)
        if observation.stage is not Stage.OVER or len(observation.tricks) < 4:
            continue
        if observation.contract in (Contract.RAMSCH, Contract.FIRST_TRICK) or unaware_seats(observation):
            continue  # no sides; sides the search keeps fixed while they are not; others modelled as club players
        values = truth_values(deal, seat)
        assert set(values) == set(observation.legal)
        for card, worth in values.items():
            assert isinstance(card, Card)
            after = _finished_by_oracles(deal, card)
            declarers = after.declarers
            assert declarers is not None
            points = sum(t.points for t in after.tricks if t.winner in declarers)
            sign = 1 if seat in declarers else -1
            assert worth == pytest.approx(sign * utility(points, after.rules, len(declarers) == 1))
            checked += 1
    assert checked >= 20


def test_regret_is_the_shortfall_from_the_best_action() -> None:
    found = list(positions("wendisch", 1, 3))[:8]
    values = [truth_values(deal, seat) for deal, seat in found]
    best = [max(worth, key=worth.__getitem__) for worth in values]
    assert regrets(values, best) == [0.0] * len(found)
    first = [next(iter(worth)) for worth in values]
    assert regrets(values, first) == [max(worth.values()) - worth[a] for worth, a in zip(values, first, strict=True)]


def test_the_report_sums_each_phase_per_deal() -> None:
    phases = ["calls", "leads, sides hidden", "leads, sides hidden"]
    lines = report(phases, {"club": [1.0, 2.0, 4.0], "master": [1.0, 0.0, 1.0]}, deals=2)
    assert lines[1].split()[:3] == ["club", "3.500", "+0.000"]
    assert lines[2].split()[:3] == ["master", "1.000", "-2.500"]
    assert lines[4].split() == ["calls", "(1)", "0.500", "0.500"]
    assert lines[5].split() == ["leads,", "sides", "hidden", "(2)", "3.000", "0.500"]


def test_wendish_decisions_fall_in_every_phase_of_play() -> None:
    kinds = [phase(deal.observation(seat)) for deal, seat in positions("wendisch", 6, 3)]
    assert {"leads, sides hidden", "follows, sides hidden", "follows, sides known"} <= set(kinds)
    assert all(k == "calls" or k.startswith(("leads, ", "follows, ")) for k in kinds)


def test_the_command_compares_the_players_on_the_same_positions(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--rules", "wendisch", "--deals", "2", "--seed", "3", "--nodes", "3000"]) == 0
    lines = capsys.readouterr().out.splitlines()
    decisions = len(list(positions("wendisch", 2, 3)))
    assert lines[0] == f"wendisch: {decisions} decisions of club players, 2 deals, seed 3"
    assert [line.split()[0] for line in lines[2:5]] == ["club", "master", "oracle"]
    assert lines[2].split()[2] == "+0.000"
    phase_counts = [int(line.rsplit("(", 1)[1].split(")")[0]) for line in lines[6:]]
    assert sum(phase_counts) == decisions

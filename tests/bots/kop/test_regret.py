"""The call regret diagnostic values calls as the oracle does, and its report adds up."""

from __future__ import annotations

import pytest

from kopdesk.bots.kop.club import legal_call
from kopdesk.bots.kop.master import call_options
from kopdesk.bots.kop.regret import choosers, main, positions, report, truth_values
from kopdesk.games.kop import PASS, Phase


@pytest.mark.parametrize("preset", ["kop", "baska"])
def test_the_oracle_weighs_every_legal_call_and_never_regrets_one(preset: str) -> None:
    oracle = choosers(3, nodes=2_000)["oracle"]
    found = list(positions(preset, 12, 3))
    for deal, seat in found:
        observation = deal.observation(seat)
        assert deal.phase is Phase.AUCTION and len(observation.legal) > 1
        values = truth_values(deal, seat)
        assert set(values) == set(observation.legal)
        if not any(call.contract is not None and call.contract.is_thrown for call in values):
            assert set(call_options(observation, legal_call(observation))) == set(values)
        assert values[oracle(deal, seat)] == max(values.values())
    assert len(found) >= 40


def test_the_report_counts_each_players_shortfall_per_deal() -> None:
    zolo = next(c for c in truth_values(*next(positions("kop", 1, 3))) if c.id == "zolo")
    values = [{PASS: 0.0, zolo: 30.0}, {PASS: -2.0, zolo: -60.0}]
    lines = report(values, {"club": [PASS, zolo], "master": [zolo, PASS]}, deals=2)
    assert lines[1].split()[:3] == ["club", "44.000", "+0.000"]
    assert lines[2].split()[:3] == ["master", "0.000", "-44.000"]
    assert lines[4].split() == ["pass", "→", "zolo", "1", "15.000", "0.000"]
    assert lines[6:] == [
        "club: where its regret lies (its call → the best, calls, regret a deal)",
        "  zolo → pass               1   29.000",
        "  pass → zolo               1   15.000",
        "master: where its regret lies (its call → the best, calls, regret a deal)",
    ]


def test_the_command_prints_a_line_per_player(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--rules", "kop", "--deals", "2", "--seed", "3", "--nodes", "500"]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert printed[0].startswith("kop: ") and [line.split()[0] for line in printed[2:5]] == ["club", "master", "oracle"]

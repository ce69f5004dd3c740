"""`python -m kopdesk.bots.bench --rules P` times the bots at the deals of every preset: the
Schafkopf ones were once refused as "not a preset" though `--help` offered them."""

from __future__ import annotations

import json

import pytest

from kopdesk.bots import bench
from kopdesk.games.registry import PRESETS


@pytest.mark.parametrize("preset", list(PRESETS))
def test_the_bots_bench_takes_every_preset(preset: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--rules", preset, "--deals", "1", "--levels", "beginner"]) == 0
    [line] = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert line["rules"] == preset and line["decisions"] > 0

"""`kopdesk tournament --rules <preset>` for the Schafkopf family: the same flags and JSON as Kop."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kopdesk.bots.schafkopf.deals import DEALS, play
from kopdesk.games.schafkopf import DealFile
from tests.bots.commands import run_tournament

from .helpers import PRESETS


@pytest.mark.parametrize("preset", PRESETS)
def test_json_report_of_every_preset(preset: str, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--rules", preset, "--hero", "club", "--field", "beginner", "--deals", "4", "--json"]
    status, out, _ = run_tournament(argv, capsys)
    report = json.loads(out)
    assert status == 0
    assert list(report) == [
        "rules", "hero", "field", "deals", "seed", "edge_units", "edge_units_ci95", "edge_card_points",
        "edge_card_points_ci95", "hero_latency_ms", "contracts",
    ]  # fmt: skip
    assert report["rules"] == preset and report["deals"] == 4
    low, high = report["edge_units_ci95"]
    assert low <= report["edge_units"] <= high


def test_a_deal_file_is_played_as_dealt_also_in_zweier(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The board of a Zweier deal file keeps every hidden card under its own open card."""
    (board,) = DEALS.boards("zweier", 1, 9)
    played, _ = play(board, ["club", "club"], 1)
    again = DEALS.board_of(0, played)
    assert play(again, ["club", "club"], 1)[0].stacks == played.stacks
    path = tmp_path / "zweier.json"
    path.write_text(DealFile.of(played).dumps())
    argv = ["--deals-file", str(path), "--hero", "club", "--field", "beginner", "--json"]
    status, out, _ = run_tournament(argv, capsys)
    assert status == 0 and json.loads(out)["rules"] == "zweier"


def test_boards_are_fixed_by_the_seed() -> None:
    first, second = list(DEALS.boards("deutsch", 3, 4)), list(DEALS.boards("deutsch", 3, 4))
    assert first == second and first != list(DEALS.boards("deutsch", 3, 5))

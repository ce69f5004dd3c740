"""`kopdesk tournament --rules <preset>` for Scopa, and Kop's report as it was."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from kopdesk.games.kop import Deal as KopDeal
from kopdesk.games.kop import DealFile as KopDealFile
from kopdesk.games.kop import rules_from_preset, shuffled_hands
from kopdesk.games.scopa import Category, DealFile
from tests.bots.commands import run_tournament

from .helpers import random_deal


def test_scopa_json_report(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--rules", "scopa-4", "--hero", "club", "--field", "beginner", "--deals", "8", "--seed", "7", "--json"]
    status, out, _ = run_tournament(argv, capsys)
    report = json.loads(out)
    assert status == 0
    assert list(report) == [
        "rules", "hero", "field", "deals", "seed", "edge_unit", "edge_units", "edge_units_ci95", "edge_side_points",
        "edge_side_points_ci95", "hero_latency_ms", "edge_by_category",
    ]  # fmt: skip
    assert report["rules"] == "scopa-4" and report["deals"] == 8 and report["seed"] == 7
    assert report["edge_unit"].startswith("net points per deal for the hero's side")
    low, high = report["edge_units_ci95"]
    assert low <= report["edge_units"] <= high
    assert set(report["edge_by_category"]) == {c.value for c in Category}
    # The categories add up to the side's points.
    assert sum(report["edge_by_category"].values()) == pytest.approx(report["edge_side_points"], abs=2e-3)


def test_two_jobs_give_the_same_figures(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--rules", "scopone", "--hero", "club", "--field", "beginner", "--deals", "12", "--seed", "3", "--json"]
    one = json.loads(run_tournament(argv, capsys)[1])
    two = json.loads(run_tournament([*argv, "--jobs", "2"], capsys)[1])
    for report in (one, two):
        del report["hero_latency_ms"]
    assert one == two


def test_deal_files_of_scopa_and_a_readable_table(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rng = random.Random(4)
    paths = []
    for number in range(3):
        path = tmp_path / f"deal{number}.json"
        path.write_text(DealFile.of(random_deal("scopa-3", rng)).dumps(), encoding="utf-8")
        paths.append(str(path))
    status, out, _ = run_tournament(["--hero", "club", "--field", "beginner", "--deals-file", *paths], capsys)
    assert status == 0
    assert "club against beginner, scopa-3, 3 deals" in out
    assert "edge in net points per deal for the hero's side:" in out


def test_deal_files_of_two_families_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    scopa, kop = tmp_path / "scopa.json", tmp_path / "kop.json"
    scopa.write_text(DealFile.of(random_deal("scopa", random.Random(1))).dumps(), encoding="utf-8")
    kop_deal = KopDeal(rules_from_preset("kop"), 0, shuffled_hands(random.Random(1)))
    kop.write_text(KopDealFile.of(kop_deal).dumps(), encoding="utf-8")
    status, out, err = run_tournament(["--deals-file", str(scopa), str(kop)], capsys)
    assert (status, out) == (2, "")
    assert err == f"error: {json.dumps(str(kop))}: the deal files must be of one family of games\n"


def test_kop_report_is_as_before(capsys: pytest.CaptureFixture[str]) -> None:
    """The figures the tournament gave before Scopa shared it (commit 92f0caf), key by key."""
    argv = ["--rules", "kop", "--hero", "club", "--field", "beginner", "--deals", "12", "--seed", "7", "--json"]
    report = json.loads(run_tournament(argv, capsys)[1])
    del report["hero_latency_ms"]
    assert json.dumps(report) == (
        '{"rules": "kop", "hero": "club", "field": "beginner", "deals": 12, "seed": 7, "edge_units": 0.9375, '
        '"edge_units_ci95": [0.1863, 1.6887], "edge_card_points": 0.979, "edge_card_points_ci95": [-2.938, 4.896], '
        '"contracts": {"wesele": {"called": 3, "won": 1}, "zolo": {"called": 3, "won": 3}}}'
    )

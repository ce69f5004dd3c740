"""`kopdesk tournament` through its add_parser/run functions."""

from __future__ import annotations

import argparse
import json
import random

import pytest

from kopdesk.bots import tournament_command
from kopdesk.games.kop import Deal, DealFile, rules_from_preset, shuffled_hands
from tests.bots.commands import run_tournament


def test_json_report(capsys: pytest.CaptureFixture[str]) -> None:
    command = ["--rules", "kop", "--hero", "club", "--field", "beginner", "--deals", "6", "--seed", "7", "--json"]
    status, out, _ = run_tournament(command, capsys)
    report = json.loads(out)
    assert status == 0
    assert report["rules"] == "kop" and report["deals"] == 6 and report["seed"] == 7
    low, high = report["edge_units_ci95"]
    assert low <= report["edge_units"] <= high
    assert set(report["hero_latency_ms"]) == {"p50", "p99", "max"}
    for counts in report["contracts"].values():
        assert 0 <= counts["won"] <= counts["called"]


def test_two_jobs_give_the_same_figures(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--rules", "baska", "--hero", "club", "--field", "beginner", "--deals", "12", "--seed", "3", "--json"]
    one = json.loads(run_tournament(argv, capsys)[1])
    two = json.loads(run_tournament([*argv, "--jobs", "2"], capsys)[1])
    for report in (one, two):
        del report["hero_latency_ms"]
    assert one == two


def test_deal_files_and_readable_table(tmp_path: object, capsys: pytest.CaptureFixture[str]) -> None:
    rng = random.Random(2)
    paths = []
    for number in range(3):
        deal = Deal(rules_from_preset("baska"), number, shuffled_hands(rng))
        path = tmp_path / f"deal{number}.json"  # type: ignore[operator]
        path.write_text(DealFile.of(deal).dumps(), encoding="utf-8")
        paths.append(str(path))
    status, out, _ = run_tournament(["--hero", "master", "--field", "club", "--deals-file", *paths], capsys)
    assert status == 0
    assert "master against club, baska, 3 deals" in out


def test_bad_deal_file_is_refused(tmp_path: object, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.json"  # type: ignore[operator]
    path.write_text("{}", encoding="utf-8")
    status, _, _ = run_tournament(["--deals-file", str(path)], capsys)
    assert status == 2


def test_a_hostile_deal_file_is_one_error_line(tmp_path: object, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "deep\n.json"  # type: ignore[operator]
    path.write_text("[" * 1000 + "]" * 1000, encoding="utf-8")
    status, out, err = run_tournament(["--deals-file", str(path)], capsys)
    assert (status, out) == (2, "")
    assert err == f"error: {json.dumps(str(path))}: arrays and objects nested more than 8 deep: not a deal file\n"


def test_help_shows_a_plain_percent_sign() -> None:
    parser = argparse.ArgumentParser(prog="kopdesk")
    help_text = tournament_command.add_parser(parser.add_subparsers()).format_help()
    assert "95% confidence" in " ".join(help_text.split())
    assert "%%" not in help_text

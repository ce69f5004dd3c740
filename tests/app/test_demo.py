"""`kopdesk --demo N --rules PRESET`: bots play deals of any preset through the real window
(offscreen, in a process of its own) and print each deal file with its result, which
`kopdesk replay` reads back to the same result."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from typing import Any

import pytest

from kopdesk.games.registry import PRESETS

OFFSCREEN = dict(os.environ, QT_QPA_PLATFORM="offscreen")


def kopdesk(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "kopdesk", *args]
    return subprocess.run(command, input=stdin, capture_output=True, text=True, env=OFFSCREEN, timeout=120)


def demo(deals: int, preset: str) -> list[dict[str, Any]]:
    result = kopdesk("--demo", str(deals), "--rules", preset)
    assert result.returncode == 0, result.stderr[-2000:]
    return [json.loads(line) for line in result.stdout.splitlines()]


def replayed(deal_file: dict[str, Any]) -> dict[str, Any]:
    result = kopdesk("replay", "-", stdin=json.dumps(deal_file))
    assert result.returncode == 0, result.stderr
    answer: dict[str, Any] = json.loads(result.stdout)
    return answer


@pytest.mark.parametrize("preset", ["baska", "scopone", "schafkopf"])  # one of each family
def test_a_demo_deal_of_each_family_replays_to_the_result_printed(preset: str) -> None:
    (line,) = demo(1, preset)
    assert line["deal"]["rules"] == preset
    assert line["result"]["phase"] == "done"
    assert replayed(line["deal"]) == line["result"]


def test_a_demo_goes_on_with_a_new_match_when_one_ends() -> None:
    lines = demo(8, "scopa")  # a match to 11 lasts a few deals
    assert len(lines) == 8
    ends = [index for index, line in enumerate(lines) if line["result"]["match"]["winner"] is not None]
    assert ends and ends[0] < len(lines) - 1
    assert lines[ends[0] + 1]["result"]["match"]["before"] == [0, 0]


@pytest.mark.parametrize(
    ("args", "error"),
    [
        (("--demo", "1", "--rules", "skat"), 'error: --rules: "skat" is not a preset (one of '),
        (("--rules", "scopa"), "error: --rules: only a demo (--demo N) plays a preset"),
    ],
)
def test_a_bad_rules_is_one_error_line(args: tuple[str, ...], error: str) -> None:
    result = kopdesk(*args)
    assert result.returncode == 2 and result.stdout == ""
    assert len(result.stderr.splitlines()) == 1 and result.stderr.startswith(error)
    if "skat" in args:
        assert all(preset in result.stderr for preset in PRESETS)

"""Every worked Schafkopf deal of the shared examples, through the real `kopdesk replay` command."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).parent / "examples" / "schafkopf"
NAMES = sorted(p.name[: -len(".json")] for p in EXAMPLES.glob("*.json") if not p.name.endswith(".expected.json"))
DEALS = [n for n in NAMES if not n.startswith("error-")]
ERRORS = [n for n in NAMES if n.startswith("error-")]


def run_replay(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kopdesk", "replay", *args], capture_output=True, text=True, timeout=60
    )


def expected(name: str) -> object:
    return json.loads((EXAMPLES / f"{name}.expected.json").read_text("utf-8"))


def test_the_examples_are_all_here() -> None:
    assert len(DEALS) == 15 and len(ERRORS) == 3


def test_every_example_gives_its_expected_output_in_one_call() -> None:
    result = run_replay(*(str(EXAMPLES / f"{name}.json") for name in DEALS))
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == len(DEALS)
    for name, line in zip(DEALS, lines, strict=True):
        assert json.loads(line) == expected(name), name


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("error-called-ace-discard", ["play[1]", "AG", "called ace", "may not be discarded"]),
        ("error-sauspiel-own-ace", ["calls[1]", "sauspiel:G", "seat 1 holds AG"]),
        ("error-zweier-face-down-card", ["play[1]", "9C of seat 0 is still face down"]),
    ],
)
def test_error_example_is_refused_with_what_and_where(name: str, words: list[str]) -> None:
    result = run_replay(str(EXAMPLES / f"{name}.json"))
    assert result.returncode == 2 and result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ")
    assert all(word in lines[0] for word in words), lines[0]


def test_a_bad_file_among_good_ones_costs_only_its_own_line() -> None:
    result = run_replay(*(str(EXAMPLES / f"{name}.json") for name in NAMES))
    assert result.returncode == 2
    for name, line in zip(NAMES, result.stdout.splitlines(), strict=True):
        got = json.loads(line)
        assert set(got) == {"error"} if name.startswith("error-") else got == expected(name)

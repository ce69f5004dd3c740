"""Every worked deal of the shared examples, of every family, through the real `kopdesk replay` command."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).parent / "examples"
FOLDERS = {"kop": EXAMPLES, "scopa": EXAMPLES / "scopa", "schafkopf": EXAMPLES / "schafkopf"}
"""Each family's examples folder: deal files `NAME.json` with their `NAME.expected.json`, and
deal files the replay refuses, `error-NAME.json`."""
COUNTS = {"kop": (9, 1), "scopa": (15, 3), "schafkopf": (15, 3)}
"""Per family, how many deals and how many refused files its folder holds."""
ERROR_WORDS = {
    ("kop", "error-illegal-card"): ["play[1]", "JD", "QH", "AH"],
    ("scopa", "error-card-must-capture"): ["play[0]", "7D", "must", "7D:7C"],
    ("scopa", "error-deck-twice"): ["deck", "4S", "twice", "QD", "missing"],
    ("scopa", "error-must-take-equal"): ["play[0]", "equal card", "7H must take 7C", "3H+4S"],
    ("schafkopf", "error-called-ace-discard"): ["play[1]", "AG", "called ace", "may not be discarded"],
    ("schafkopf", "error-sauspiel-own-ace"): ["calls[1]", "sauspiel:G", "seat 1 holds AG"],
    ("schafkopf", "error-zweier-face-down-card"): ["play[1]", "9C of seat 0 is still face down"],
}
"""What each refused file's error must say: what is wrong and where."""


def names(family: str) -> list[str]:
    folder = FOLDERS[family]
    return sorted(p.name[: -len(".json")] for p in folder.glob("*.json") if not p.name.endswith(".expected.json"))


def deals(family: str) -> list[str]:
    return [n for n in names(family) if not n.startswith("error-")]


def path(family: str, name: str) -> str:
    return str(FOLDERS[family] / f"{name}.json")


def expected(family: str, name: str) -> object:
    return json.loads((FOLDERS[family] / f"{name}.expected.json").read_text("utf-8"))


def run_replay(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kopdesk", "replay", *args], capture_output=True, text=True, input=stdin, timeout=60
    )


@pytest.mark.parametrize("family", FOLDERS)
def test_the_examples_are_all_here(family: str) -> None:
    errors = [n for n in names(family) if n.startswith("error-")]
    assert (len(deals(family)), len(errors)) == COUNTS[family]
    assert sorted(errors) == sorted(name for f, name in ERROR_WORDS if f == family)


@pytest.mark.parametrize("family", FOLDERS)
def test_every_example_gives_its_expected_output_in_one_call(family: str) -> None:
    result = run_replay(*(path(family, name) for name in deals(family)))
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == len(deals(family))
    for name, line in zip(deals(family), lines, strict=True):
        assert json.loads(line) == expected(family, name), name


@pytest.mark.parametrize(("family", "name"), ERROR_WORDS)
def test_error_example_is_refused_with_what_and_where(family: str, name: str) -> None:
    result = run_replay(path(family, name))
    assert result.returncode == 2 and result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ")
    assert all(word in lines[0] for word in ERROR_WORDS[family, name]), lines[0]


@pytest.mark.parametrize("family", FOLDERS)
def test_a_bad_file_among_good_ones_costs_only_its_own_line(family: str) -> None:
    result = run_replay(*(path(family, name) for name in names(family)))
    assert result.returncode == 2
    lines = result.stdout.splitlines()
    assert len(lines) == len(names(family))
    for name, line in zip(names(family), lines, strict=True):
        got = json.loads(line)
        if name.startswith("error-"):
            assert set(got) == {"error"} and ERROR_WORDS[family, name][0] in got["error"]  # the place
        else:
            assert got == expected(family, name), name


def test_standard_input_is_read_for_dash() -> None:
    text = (EXAMPLES / "kop-auction-open.json").read_text()
    result = run_replay("-", stdin=text)
    assert result.returncode == 0
    assert json.loads(result.stdout) == expected("kop", "kop-auction-open")


def test_replay_imports_nothing_from_qt() -> None:
    deal_file = path("kop", "kop-auction-open")
    code = (
        f"import sys, runpy; sys.argv=['kopdesk','replay',{deal_file!r}]\n"
        "try:\n    runpy.run_module('kopdesk', run_name='__main__')\n"
        "except SystemExit: pass\n"
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6','shiboken6'))))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.stdout.strip().splitlines()[-1] == "[]"

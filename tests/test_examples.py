"""Every worked deal of the shared examples, through the real `kopdesk` command."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).parent / "examples"
NAMES = sorted(p.name[: -len(".json")] for p in EXAMPLES.glob("*.json") if not p.name.endswith(".expected.json"))


def run_replay(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kopdesk", "replay", *args],
        capture_output=True, text=True, input=stdin, timeout=60,
    )


def test_the_examples_are_all_here() -> None:
    assert len(NAMES) == 10


@pytest.mark.parametrize("name", [n for n in NAMES if not n.startswith("error-")])
def test_example_gives_expected_output(name: str) -> None:
    result = run_replay(str(EXAMPLES / f"{name}.json"))
    assert result.returncode == 0, result.stderr
    expected = json.loads((EXAMPLES / f"{name}.expected.json").read_text())
    assert json.loads(result.stdout) == expected


@pytest.mark.parametrize("name", [n for n in NAMES if n.startswith("error-")])
def test_error_example_is_refused(name: str) -> None:
    result = run_replay(str(EXAMPLES / f"{name}.json"))
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ")


def test_illegal_card_error_says_what_and_where() -> None:
    result = run_replay(str(EXAMPLES / "error-illegal-card.json"))
    assert "play[1]" in result.stderr
    assert "JD" in result.stderr and "QH" in result.stderr and "AH" in result.stderr


def test_all_examples_in_one_call_give_json_lines_in_order() -> None:
    files = [str(EXAMPLES / f"{n}.json") for n in NAMES]
    result = run_replay(*files)
    assert result.returncode == 2  # the error example is among them
    lines = result.stdout.splitlines()
    assert len(lines) == len(NAMES)
    for name, line in zip(NAMES, lines, strict=True):
        got = json.loads(line)
        if name.startswith("error-"):
            assert set(got) == {"error"} and "play[1]" in got["error"]
        else:
            assert got == json.loads((EXAMPLES / f"{name}.expected.json").read_text())


def test_standard_input_is_read_for_dash() -> None:
    text = (EXAMPLES / "kop-auction-open.json").read_text()
    result = run_replay("-", stdin=text)
    assert result.returncode == 0
    assert json.loads(result.stdout) == json.loads((EXAMPLES / "kop-auction-open.expected.json").read_text())


def test_replay_imports_nothing_from_qt() -> None:
    deal_file = str(EXAMPLES / "kop-auction-open.json")
    code = (
        f"import sys, runpy; sys.argv=['kopdesk','replay',{deal_file!r}]\n"
        "try:\n    runpy.run_module('kopdesk', run_name='__main__')\n"
        "except SystemExit: pass\n"
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6','shiboken6'))))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.stdout.strip().splitlines()[-1] == "[]"

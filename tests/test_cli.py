"""`kopdesk replay` on bad input, `kopdesk bench`, and the bare command."""

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

GOOD = {
    "rules": "kop",
    "dealer": 1,
    "hands": [["QC", "JC", "10D", "AS"], ["QS", "JS", "10H", "AD"],
              ["QH", "QD", "JH", "10C"], ["AH", "JD", "AC", "10S"]],
    "calls": [{"seat": 2, "call": "pass"}, {"seat": 3, "call": "pass"},
              {"seat": 0, "call": "pass"}, {"seat": 1, "call": "pass"}],
    "play": [],
}  # fmt: skip


def kopdesk(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kopdesk", *args], capture_output=True, text=True, input=stdin, timeout=120
    )


def with_(**changes: object) -> str:
    data = dict(GOOD)
    for key, value in changes.items():
        if value is None:
            data.pop(key)
        else:
            data[key] = value
    return json.dumps(data)


# A legal play of GOOD to the end (forehand 2 leads; tricks to 3, 2, 0, 1).
FULL_PLAY = "QH AH JC 10H 10S AS AD QD JH JD QC QS 10D JS 10C AC".split()

BAD_INPUTS = {
    "not json": ('{"rules": "kop",\n  "dealer": }', ["line 2, column 13", "not valid JSON"]),
    "not an object": ("[1, 2]", ["JSON object"]),
    "missing key": (with_(hands=None), ["hands", "missing"]),
    "unknown key": (with_(colour="red"), ["colour", "unknown key"]),
    "unknown preset": (with_(rules="skat"), ["rules", '"skat" is not a preset']),
    "unknown house rule": (with_(house_rules={"trumps": 3}), ["house_rules.trumps", "no such house rule"]),
    "bad house rule value": (with_(house_rules={"max_doublings": 9}), ["house_rules.max_doublings", "1 to 7"]),
    "bad dealer": (with_(dealer=4), ["dealer", "not a seat"]),
    "malformed card": (
        with_(hands=[["QC", "JC", "11D", "AS"], *GOOD["hands"][1:]]), ["hands[0][2]", '"11D" is not a card'],
    ),
    "card dealt twice": (
        with_(hands=[["QC", "JC", "10D", "AS"], ["QC", "JS", "10H", "AD"], *GOOD["hands"][2:]]),
        ["hands", "QC is dealt twice"],
    ),
    "short hand": (with_(hands=[["QC", "JC", "10D"], *GOOD["hands"][1:]]), ["hands", "seat 0 must hold four cards"]),
    "unknown call": (with_(calls=[{"seat": 2, "call": "grand"}]), ["calls[0].call", '"grand" is not a call']),
    "call out of turn": (
        with_(calls=[{"seat": 3, "call": "pass"}]), ["calls[0]", "seat 3 calls out of turn", "seat 2"],
    ),
    "call not allowed": (with_(calls=[{"seat": 2, "call": "wesele"}]), ["calls[0]", "wesele", "QC, QS"]),
    "call after the auction": (
        with_(calls=[*GOOD["calls"], {"seat": 2, "call": "pass"}]), ["calls[4]", "auction is over"],
    ),
    "card during the auction": (with_(calls=[], play=["QH"]), ["play[0]", "auction is not over"]),
    "card not held": (with_(play=["AH"]), ["play[0]", "seat 2 does not hold AH"]),
    "card refused": (with_(play="QH AH JC 10H 10S QC".split()), ["play[5]", "QC", "seat 0 must follow spades with AS"]),
    "card after the end": (with_(play=[*FULL_PLAY, "QC"]), ["play[16]", "deal is over"]),
}


@pytest.mark.parametrize("name", sorted(BAD_INPUTS))
def test_bad_input_gets_one_clear_error_line(name: str) -> None:
    text, fragments = BAD_INPUTS[name]
    result = kopdesk("replay", "-", stdin=text)
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith('error: "-": ')
    for fragment in fragments:
        assert fragment in lines[0]


def test_missing_file_is_an_error_not_a_traceback(tmp_path: Path) -> None:
    result = kopdesk("replay", str(tmp_path / "nope.json"))
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.startswith("error: ") and "cannot be read" in result.stderr
    assert "Traceback" not in result.stderr


def test_several_files_answer_each_and_mark_the_bad_one(tmp_path: Path) -> None:
    good, bad = tmp_path / "good.json", tmp_path / "bad.json"
    good.write_text(json.dumps(GOOD))
    bad.write_text(with_(play=["AH"]))
    result = kopdesk("replay", str(good), str(bad), str(good))
    assert result.returncode == 2
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    answer = {"phase", "contract", "to_move", "trick", "legal"}
    assert [set(x) for x in lines] == [answer, {"error"}, answer]
    assert "bad.json" in lines[1]["error"] and "AH" in lines[1]["error"]


def test_replay_of_a_played_file_written_by_the_engine_round_trips(tmp_path: Path) -> None:
    import random

    from kopdesk.games.kop import Deal, DealFile, deal_status, rules_from_preset, shuffled_hands

    rng = random.Random(8)
    rules = rules_from_preset("baska", {"wesele_partner": "named_jack", "max_doublings": 6})
    deal = Deal(rules, 2, shuffled_hands(rng), in_bok_round=True)
    while deal.to_move is not None:
        deal.apply(rng.choice(deal.legal_actions()))
    path = tmp_path / "deal.json"
    path.write_text(DealFile.of(deal).dumps())
    result = kopdesk("replay", str(path))
    assert result.returncode == 0
    assert json.loads(result.stdout) == deal_status(deal)


def test_help_lists_the_commands() -> None:
    result = kopdesk("--help")
    assert result.returncode == 0 and "usage: kopdesk" in result.stdout
    assert "replay" in result.stdout and "--demo" in result.stdout


def test_version() -> None:
    from kopdesk import __version__

    result = kopdesk("--version")
    assert result.returncode == 0 and __version__ in result.stdout


def test_bench_json_reports_deals_per_second() -> None:
    result = kopdesk("bench", "--json", "--seconds", "0.2")
    assert result.returncode == 0, result.stderr
    figures = json.loads(result.stdout)
    assert set(figures) >= {"bare_deals_per_s", "deal_file_replays_per_s", "observations_per_s"}
    assert figures["random_deals_per_s"] > 0 and figures["bare_deals_per_s"] > 0
    assert figures["engine_to_bare_ratio"] > 0


def test_help_lists_the_desktop_options() -> None:
    result = kopdesk("--help")
    for option in ("--portable", "--reset-settings", "--verbose", "--lang"):
        assert option in result.stdout


def test_reset_settings_imports_nothing_from_qt(tmp_path: Path) -> None:
    code = (
        "import sys, runpy; sys.argv=['kopdesk','--portable','--reset-settings']\n"
        "try:\n    runpy.run_module('kopdesk', run_name='__main__')\n"
        "except SystemExit: pass\n"
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6','shiboken6'))))"
    )
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[1])}
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=tmp_path, env=env, timeout=60
    )
    assert result.stdout.strip().splitlines()[-1] == "[]"
    assert "kopdesk-data" in result.stdout


def posix_only(test: Any) -> Any:
    return pytest.mark.skipif(os.name != "posix", reason="closed descriptors and /dev streams are POSIX")(test)


def test_each_file_is_answered_whatever_the_others_hold(tmp_path: Path) -> None:
    hostile = {
        "deep.json": "[" * 1000 + "]" * 1000,
        "huge.json": with_(dealer=0).replace('"dealer": 0', '"dealer": ' + "9" * 5000),
        "contracts.json": with_(house_rules={"contracts": [["zolo"]]}),
        "key\nwith\rbreaks.json": json.dumps({**GOOD, "col\nour": 1, "x": {"y\rz": 1}}),
        "surrogate.json": json.dumps({**GOOD, "x\ud800": 1}),
    }
    good = tmp_path / "good.json"
    good.write_text(json.dumps(GOOD))
    names = [str(good)]
    for name, text in hostile.items():
        (tmp_path / name).write_text(text)
        names += [str(tmp_path / name), str(good)]
    result = subprocess.run(
        [sys.executable, "-m", "kopdesk", "replay", *names], capture_output=True, timeout=120,
        env={**os.environ, "PYTHONIOENCODING": "utf-8:strict"},
    )  # fmt: skip
    assert result.returncode == 2
    answers = [json.loads(line) for line in result.stdout.decode().splitlines()]
    good_answer = {"phase": "play", "contract": "normal", "to_move": 2, "trick": [], "legal": ["10C", "JH", "QD", "QH"]}
    assert len(answers) == len(names)
    for name, answer in zip(names, answers, strict=True):
        assert answer == good_answer if name == str(good) else set(answer) == {"error"}
    errors = result.stderr.decode().splitlines()
    assert len(errors) == len(hostile) and all(e.startswith("error: ") for e in errors)
    assert [e[len("error: ") :] for e in errors] == [a["error"] for a in answers if "error" in a]
    assert errors[3].startswith(f'error: {json.dumps(names[7])}: ["col\\nour"]: unknown key')


@posix_only
def test_closed_standard_input_is_an_error() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "kopdesk", "replay", "-"], capture_output=True, text=True, timeout=120,
        preexec_fn=lambda: os.close(0),
    )  # fmt: skip
    assert (result.returncode, result.stdout, result.stderr) == (2, "", 'error: "-": standard input is closed\n')


def _in_one_gigabyte() -> None:
    """Bound the child's memory, so that reading an endless stream whole fails fast instead."""
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))


@posix_only
@pytest.mark.parametrize("source", ["/dev/zero", "/dev/urandom", "standard input from /dev/zero"])
def test_endless_streams_are_refused_past_the_limit(source: str) -> None:
    name = "-" if source.startswith("standard input") else source
    with open("/dev/zero", "rb") as zeros:
        result = subprocess.run(
            [sys.executable, "-m", "kopdesk", "replay", name], stdin=zeros, capture_output=True, text=True,
            timeout=120, preexec_fn=_in_one_gigabyte,
        )  # fmt: skip
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == f"error: {json.dumps(name)}: more than 64 kB: too large for a deal file\n"


@posix_only
def test_a_reader_that_goes_away_ends_replay_quietly(tmp_path: Path) -> None:
    good = tmp_path / "good.json"
    good.write_text(json.dumps(GOOD))
    child = subprocess.Popen(
        [sys.executable, "-m", "kopdesk", "replay", *[str(good)] * 20], stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    assert child.stdout is not None and child.stderr is not None
    child.stdout.close()  # before the child has started: its first answer meets a broken pipe
    errors = child.stderr.read().decode()
    assert child.wait(timeout=120) == 1
    assert errors == ""


@posix_only
def test_an_output_the_system_refuses_is_one_error_line(tmp_path: Path) -> None:
    good = tmp_path / "good.json"
    good.write_text(json.dumps(GOOD))
    with open("/dev/full", "w") as full:
        result = subprocess.run(
            [sys.executable, "-m", "kopdesk", "replay", str(good)], stdout=full, stderr=subprocess.PIPE, text=True,
            timeout=120,
        )  # fmt: skip
    no_space = "error: the output could not be written (No space left on device)\n"
    assert (result.returncode, result.stderr) == (1, no_space)

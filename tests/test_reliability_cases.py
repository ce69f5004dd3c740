"""Issue 25, "Nothing lost": the reliability probe's deal-file and settings cases
(`tests/data/cases`), each as the probe's report says it should be."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from kopdesk import cli
from kopdesk.bots import tournament
from kopdesk.games.dealfile import DealFileError
from kopdesk.quoting import printable, quoted
from kopdesk.storage import Paths, load_autosave, load_settings

CASES = Path(__file__).parent / "data" / "cases"

# (case, what the one line says after the file's name)
DEAL_FILES = {
    "scopa-control-char-in-move.json": """play[0]: "7C\\n:" names no card after ':' (a lay is written "7C\\n")""",
    "scopa-escape-in-move.json": (
        """play[0]: "\\u001b[2J\\u001b[31m7C:" names no card after ':' (a lay is written "\\u001b[2J\\u001b[31m7C")"""
    ),
    "scopa-fuzz-seed2-case860.json": """play[1]: "7D\\n:" names no card after ':' (a lay is written "7D\\n")""",
}


@pytest.mark.parametrize("case", sorted(DEAL_FILES))
def test_replay_answers_a_control_character_in_one_quoted_line(case: str, capsys: pytest.CaptureFixture[str]) -> None:
    """F1: exit status 2, nothing on stdout, one `error:` line with the move quoted as JSON does."""
    path = str(CASES / case)
    assert cli.main(["replay", path]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == f"error: {quoted(path)}: {DEAL_FILES[case]}\n"
    assert "\x1b" not in err and err[:-1].isprintable()


@pytest.mark.parametrize("case", sorted(DEAL_FILES))
def test_the_tournament_answers_the_same_line(case: str, capsys: pytest.CaptureFixture[str]) -> None:
    path = str(CASES / case)
    assert tournament.main(["tournament", "--deals-file", path, "--json"]) == 2
    out, err = capsys.readouterr()
    assert (out, err) == ("", f"error: {quoted(path)}: {DEAL_FILES[case]}\n")


@pytest.mark.parametrize(
    ("where", "message", "shown"),
    [
        ("play[0]", "a\nb", "play[0]: a\\nb"),
        ("x\ud800", "\x1b[2J cleared", "x\\ud800: \\u001b[2J cleared"),
        ("", "line\u2028sep\rret\x00nul", "line\\u2028sep\\rret\\u0000nul"),
    ],
)
def test_a_deal_file_error_is_one_printable_line_whatever_a_reader_puts_in_it(
    where: str, message: str, shown: str
) -> None:
    """The guard that keeps a family that forgets to quote from splitting the line."""
    assert str(DealFileError(where, message)) == shown


@pytest.mark.parametrize("value", ["7C\n", "\x1b[31m", "\ud800", "é ü ł", "tab\there", {"a\nb": [1, "\u2028"]}, 10**40])
def test_quoted_is_json_and_one_printable_line(value: object) -> None:
    shown = quoted(value)
    assert shown.isprintable() and json.loads(shown) == value
    assert printable(shown) == shown


def _paths(tmp_path: Path, autosave: str | None = None, settings: str | None = None) -> Paths:
    paths = Paths.portable(tmp_path)
    for folder in (paths.data_dir, paths.config_dir):
        folder.mkdir(parents=True)
    if autosave:
        shutil.copy(CASES / autosave, paths.autosave_file)
    if settings:
        shutil.copy(CASES / settings, paths.settings_file)
    return paths


@pytest.mark.parametrize("case", ["autosave-finished-scopa-match.json", "autosave-finished-schafkopf-match.json"])
def test_a_finished_match_loads_as_over(tmp_path: Path, case: str) -> None:
    """F2, in storage: the match loads as it was, marked over (the session shows it, never resumes it)."""
    loaded = load_autosave(_paths(tmp_path, autosave=case))
    assert loaded.problem is None and loaded.value is not None
    assert loaded.value.is_over and loaded.value.current is None


def test_a_surrogate_in_a_saved_name_is_repaired_and_the_rest_kept(tmp_path: Path) -> None:
    """F3 (a), in storage: the name loses the half character, the five deals and the deal
    in progress are kept, the file as it was is moved aside with the reason."""
    paths = _paths(tmp_path, autosave="autosave-surrogate-name-schafkopf.json")
    loaded = load_autosave(paths)
    assert loaded.value is not None and loaded.value.setup.names == ("You", "Ewa", "Janek", "Zosia")
    assert len(loaded.value.finished) == 5 and loaded.value.current is not None
    assert loaded.problem is not None and '"\\ud800You"' in loaded.problem and loaded.problem.isprintable()
    assert loaded.moved_to is not None and loaded.moved_to.exists() and not paths.autosave_file.exists()


def test_a_surrogate_in_a_settings_name_is_repaired_and_the_rest_kept(tmp_path: Path) -> None:
    """F3 (b), in storage: every other setting of the file is kept."""
    loaded = load_settings(_paths(tmp_path, settings="settings-surrogate-name.json"))
    assert loaded.value.names == ("", "b", "c", "d")
    assert (loaded.value.language, loaded.value.preset) == ("en", "deutsch")
    assert loaded.problem is not None and '"\\ud800"' in loaded.problem


@pytest.mark.parametrize(
    ("name", "repaired"),
    [("a\nb", "ab"), ("\x1b[2Jred", "[2Jred"), ("\x00nul", "nul"), ("line\u2028sep", "linesep"), ("\udc80", "")],
)
def test_any_name_that_is_not_text_is_repaired_in_settings(tmp_path: Path, name: str, repaired: str) -> None:
    paths = _paths(tmp_path)
    names = [name, "b", "c", "d"]
    paths.settings_file.write_text(json.dumps({"schema": 1, "names": names, "stake": "1.50"}), encoding="utf-8")
    loaded = load_settings(paths)
    assert loaded.value.stake == "1.50" and loaded.value.names[1:] == ("b", "c", "d")
    assert loaded.value.names[0] == repaired
    assert loaded.problem is not None and loaded.problem.isprintable()


def test_a_301_digit_number_in_settings_is_not_shown_as_a_float(tmp_path: Path) -> None:
    paths = _paths(tmp_path)
    digits = "9" * 301
    paths.settings_file.write_text(f'{{"schema": 1, "match_length": {{"deals": {digits}}}}}', encoding="utf-8")
    loaded = load_settings(paths)
    assert loaded.value.match_length == {"deals": 24}
    assert loaded.problem is not None and 'held {"deals": ' + "9" * 29 + "…, which" in loaded.problem

"""The documentation says what the program does: every example in docs/deal-files.md
replays as shown, each preset's house rules are the engine's, the links lead to files
of the repository, and no tracked file sends the reader to a path outside it.

An example in the page is a fenced block after an HTML comment naming what it shows:
`<!-- deal: FILE -->` (the deal file FILE, as JSON), `<!-- replay: FILE -->` (what
`kopdesk replay FILE` prints), `<!-- error: FILE -->` (the command and its one error
line) and `<!-- house-rules: PRESET -->` (the preset's house rules).
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest

from kopdesk import cli
from kopdesk.games.registry import PRESETS

ROOT = Path(__file__).resolve().parent.parent
DEAL_FILES = ROOT / "docs" / "deal-files.md"
_EXAMPLE = re.compile(r"<!-- (deal|replay|error|house-rules): (\S+) -->\n```[a-z]*\n(.*?)```", re.DOTALL)


def examples(kind: str) -> list[tuple[str, str]]:
    """(what, block text) of each example of `kind` in the page, in order."""
    text = DEAL_FILES.read_text(encoding="utf-8")
    return [(m.group(2), m.group(3)) for m in _EXAMPLE.finditer(text) if m.group(1) == kind]


def cases(kind: str) -> list[object]:
    """The examples of `kind` as test cases, each named by its file."""
    return [pytest.param(what, block, id=what) for what, block in examples(kind)]


def replayed(path: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> tuple[int, str, str]:
    monkeypatch.chdir(ROOT)  # the page names the files from the repository's root
    status = cli.main(["replay", path])
    out, err = capsys.readouterr()
    return status, out, err


def test_the_page_has_an_example_of_each_kind_for_each_family() -> None:
    shown = {kind: [what for what, _ in examples(kind)] for kind in ("deal", "replay", "error")}
    for family in ("baska", "schafkopf/", "scopa/"):
        assert any(family in path for path in shown["deal"]), family
        assert any(family in path for path in shown["replay"]), family
    assert len(shown["error"]) >= 3
    assert set(shown["deal"]) <= set(shown["replay"])


@pytest.mark.parametrize(("path", "block"), cases("deal"))
def test_deal_shown_is_the_example_file(path: str, block: str) -> None:
    assert json.loads(block) == json.loads((ROOT / path).read_text(encoding="utf-8"))


@pytest.mark.parametrize(("path", "block"), cases("replay"))
def test_replay_prints_what_the_page_shows(
    path: str, block: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    status, out, _ = replayed(path, capsys, monkeypatch)
    assert status == 0
    assert json.loads(out) == json.loads(block)
    expected = ROOT / path.replace(".json", ".expected.json")
    assert json.loads(block) == json.loads(expected.read_text(encoding="utf-8"))


@pytest.mark.parametrize(("path", "block"), cases("error"))
def test_error_shown_is_the_one_line_replay_writes(
    path: str, block: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    command, message = block.strip().splitlines()
    assert command == f"$ kopdesk replay {path}"
    status, out, err = replayed(path, capsys, monkeypatch)
    assert (status, out, err) == (2, "", message + "\n")


def test_house_rules_shown_are_each_presets_own() -> None:
    shown = dict(examples("house-rules"))
    assert sorted(shown) == sorted(PRESETS)
    for preset, block in shown.items():
        rules = PRESETS[preset].rules(preset)
        assert json.loads(block) == rules.house_rules(), preset  # type: ignore[attr-defined]


def test_every_house_rule_has_its_values_listed() -> None:
    values_table = DEAL_FILES.read_text(encoding="utf-8").split("The values a rule may take:")[1]
    rule_ids = {rule for preset in PRESETS for rule in PRESETS[preset].rules(preset).house_rules()}  # type: ignore[attr-defined]
    assert [rule for rule in sorted(rule_ids) if f"`{rule}`" not in values_table] == []


# -- links and paths -------------------------------------------------------------------

_LINK = re.compile(r"\]\(([^)#\s]+)")
_OUTSIDE = re.compile(r"RULES[-a-z]*\.md|replay[-a-z]*\.md|\.\./shared|notes/BOAR[D]")
"""The specs, notes and shared folder kopdesk was written from, which live beside the
repository and not in it (the last letter in brackets keeps this line from naming one)."""


def tracked_files() -> list[Path]:
    try:
        listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True, timeout=60)
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("not a git checkout")
    return [ROOT / name for name in listed.stdout.decode("utf-8").split("\0") if name]


def test_no_tracked_file_names_a_path_outside_the_repository() -> None:
    found = []
    for path in tracked_files():
        try:
            text = path.read_text(encoding="utf-8")
        except (UnicodeDecodeError, FileNotFoundError):
            continue  # images and icons; a file deleted but not yet committed
        found += [f"{path.relative_to(ROOT)}: {m.group(0)}" for m in _OUTSIDE.finditer(text)]
    assert found == []


@pytest.mark.parametrize("page", ["README.md", "docs/architecture.md", "docs/deal-files.md", "packaging/README.md"])
def test_links_lead_to_files_of_the_repository(page: str) -> None:
    source = ROOT / page
    targets = _LINK.findall(source.read_text(encoding="utf-8"))
    local = [t for t in targets if "://" not in t and not t.startswith("mailto:")]
    assert [t for t in local if not (source.parent / t).exists()] == []


def test_readme_and_architecture_point_to_the_deal_files_and_the_rules() -> None:
    for page in ("README.md", "docs/architecture.md"):
        text = (ROOT / page).read_text(encoding="utf-8")
        assert "deal-files.md" in text, page
        assert "rules-decisions.md" in text, page
        assert "Help → Rules" in text, page

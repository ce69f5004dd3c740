"""Settings and autosave: defaults, round trips, atomic writes, bad files kept aside."""

import json
import os
import random
import re
from pathlib import Path
from typing import Any

import pytest

from kopdesk.games.kop import Deal, Match, deal_status, rules_from_preset, shuffled_hands
from kopdesk.storage import (
    LoadResult,
    MatchSetup,
    Paths,
    Settings,
    atomic_write_text,
    clear_autosave,
    load_autosave,
    load_settings,
    save_autosave,
    save_settings,
)


@pytest.fixture
def paths(tmp_path: Path) -> Paths:
    return Paths.portable(tmp_path)


def assert_moved_aside(result: LoadResult[Any], original: Path, content: bytes) -> Path:
    assert result.problem and result.moved_to is not None
    assert result.moved_to.parent == original.parent
    assert result.moved_to.name.startswith(original.name + ".broken-")
    assert result.moved_to.read_bytes() == content
    assert not original.exists()
    return result.moved_to


def write(path: Path, content: bytes) -> bytes:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    return content


# -- paths ------------------------------------------------------------------------


def test_portable_paths_are_under_the_given_folder(tmp_path: Path) -> None:
    paths = Paths.portable(tmp_path)
    for path in (paths.config_dir, paths.data_dir, paths.log_dir, paths.settings_file, paths.autosave_file):
        assert path.is_relative_to(tmp_path)
    assert paths.settings_file.parent == paths.config_dir
    assert paths.autosave_file.parent == paths.data_dir


def test_default_paths_are_the_users_kopdesk_folders() -> None:
    paths = Paths.default()
    assert all("kopdesk" in path.parts for path in (paths.config_dir, paths.data_dir, paths.log_dir))


# -- atomic writes ------------------------------------------------------------------


def test_atomic_write_creates_folders_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    target = tmp_path / "a" / "b" / "file.json"
    atomic_write_text(target, "zażółć\n")
    atomic_write_text(target, "second\n")
    assert target.read_text(encoding="utf-8") == "second\n"
    assert os.listdir(target.parent) == ["file.json"]


@pytest.mark.parametrize("failing", ["replace", "fsync"])
def test_failed_write_keeps_the_old_file_whole(
    paths: Paths, monkeypatch: pytest.MonkeyPatch, failing: str
) -> None:
    save_settings(paths, Settings(pace="slow"))
    before = paths.settings_file.read_bytes()

    def fail(*args: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, failing, fail)
    with pytest.raises(OSError, match="disk full"):
        save_settings(paths, Settings(pace="fast"))
    monkeypatch.undo()
    assert paths.settings_file.read_bytes() == before
    assert os.listdir(paths.config_dir) == ["settings.json"]


# -- settings ---------------------------------------------------------------------------


def test_missing_settings_file_gives_defaults(paths: Paths) -> None:
    assert load_settings(paths) == LoadResult(Settings())


def test_settings_round_trip(paths: Paths) -> None:
    settings = Settings(
        language="pl",
        terms="traditional",
        deck="four-colour",
        pace="slow",
        window_geometry="AdnQywADAAA=",
        preset="baska",
        house_rules={"trump_order": "as-trzy-dychy", "contracts": ["wesele", "zolo"], "thrown_games": False},
        bot_levels=("beginner", "master", "club"),
        names=("Łucja", "Bartek", "Żaneta", ""),
        stake="0.05",
        currency="EUR",
        match_length={"target": 30},
        practice=True,
    )
    save_settings(paths, settings)
    assert load_settings(paths) == LoadResult(settings)
    assert json.loads(paths.settings_file.read_text(encoding="utf-8"))["schema"] == 1


def test_corrupt_settings_are_moved_aside_and_defaults_used(paths: Paths) -> None:
    content = write(paths.settings_file, b'{"schema": 1, "pace": "slo')
    result = load_settings(paths)
    assert result.value == Settings()
    assert "not valid JSON" in (result.problem or "")
    assert_moved_aside(result, paths.settings_file, content)


@pytest.mark.parametrize(
    "content",
    [b'{"schema": 2}', b'{"pace": "slow"}', b'{"schema": "1"}', b'{"schema": true}', b"[1]", b"\xff\xfe"],
)
def test_settings_in_another_format_are_moved_aside(paths: Paths, content: bytes) -> None:
    write(paths.settings_file, content)
    result = load_settings(paths)
    assert result.value == Settings()
    assert_moved_aside(result, paths.settings_file, content)


def test_unreadable_settings_are_reported(paths: Paths) -> None:
    paths.settings_file.mkdir(parents=True)
    result = load_settings(paths)
    assert result.value == Settings() and result.problem and result.moved_to and result.moved_to.is_dir()


def test_a_bad_value_resets_only_that_setting(paths: Paths) -> None:
    data = {"schema": 1, "pace": "medium", "deck": "four-colour", "names": ["a", "b"], "future": 1}
    content = write(paths.settings_file, json.dumps(data).encode())
    result = load_settings(paths)
    assert result.value == Settings(deck="four-colour")
    assert "“pace”" in (result.problem or "") and "“names”" in (result.problem or "")
    assert_moved_aside(result, paths.settings_file, content)


def test_house_rules_that_do_not_fit_the_preset_are_reset(paths: Paths) -> None:
    data = {"schema": 1, "preset": "kop", "house_rules": {"thrown_games": True}, "pace": "fast"}
    write(paths.settings_file, json.dumps(data).encode())
    result = load_settings(paths)
    assert result.value == Settings(preset="kop", pace="fast")
    assert result.moved_to is not None and "house rules" in (result.problem or "")


def test_unknown_keys_are_ignored(paths: Paths) -> None:
    write(paths.settings_file, b'{"schema": 1, "pace": "fast", "sound": "loud"}')
    assert load_settings(paths) == LoadResult(Settings(pace="fast"))


def test_each_bad_file_keeps_its_own_name(paths: Paths) -> None:
    moved = set()
    for content in (b"one", b"two", b"three"):
        write(paths.settings_file, content)
        moved.add(load_settings(paths).moved_to)
    assert len(moved) == 3 and {path.read_bytes() for path in moved if path} == {b"one", b"two", b"three"}


# -- autosave -----------------------------------------------------------------------------


def play_randomly(deal: Deal, rng: random.Random, actions: int = 99) -> None:
    for _ in range(actions):
        if deal.to_move is None:
            return
        deal.apply(rng.choice(deal.legal_actions()))


def started_match(
    preset: str, overrides: dict[str, Any], seed: int, deals: int, mid_deal: bool
) -> tuple[MatchSetup, Match, list[Deal], Deal | None]:
    """A seeded random match with `deals` finished deals and maybe one in progress."""
    rng = random.Random(seed)
    setup = MatchSetup(
        rules_from_preset(preset, overrides), rng.randrange(4), ("beginner", "club", "master"),
        ("Ja", "Zosia", "Jaś", "Kuba"), "0.20", "PLN", practice=True,
    )  # fmt: skip
    match = Match(setup.rules, setup.first_dealer)
    finished = []
    for _ in range(deals):
        deal = match.new_deal(shuffled_hands(rng))
        play_randomly(deal, rng)
        match.record(deal)
        finished.append(deal)
    current = None
    if mid_deal:
        current = match.new_deal(shuffled_hands(rng))
        play_randomly(current, rng, rng.randrange(1, 12))
    return setup, match, finished, current


# Seeds 10, 15 and 5 save inside a bok round.
CASES = [
    ("kop", {}, 1),
    ("kop", {"bok_round": True, "match_length": {"target": 1000}, "first_bidder": "second"}, 10),
    ("baska", {}, 15),
    ("baska", {"trump_order": "as-trzy-dychy", "max_doublings": 2, "wesele_partner": "named_jack"}, 5),
]


@pytest.mark.parametrize(("preset", "overrides", "seed"), CASES)
def test_autosave_round_trip_mid_deal(
    paths: Paths, preset: str, overrides: dict[str, Any], seed: int
) -> None:
    setup, match, finished, deal = started_match(preset, overrides, seed, deals=6, mid_deal=True)
    assert deal is not None
    save_autosave(paths, setup, finished, deal)
    result = load_autosave(paths)
    assert result.problem is None and result.value is not None
    saved = result.value
    assert saved.setup == setup
    assert (saved.match.totals, len(saved.match.rows), saved.match.dealer, saved.match.bok_deals_left) == (
        match.totals, len(match.rows), match.dealer, match.bok_deals_left
    )
    assert saved.match.rows == match.rows
    assert [d.history for d in saved.finished] == [d.history for d in finished]
    assert saved.current is not None and saved.current.in_bok_round == deal.in_bok_round
    assert deal_status(saved.current) == deal_status(deal)
    assert (saved.current.history, saved.current.to_move) == (deal.history, deal.to_move)
    assert saved.current.undo() == deal.history[-1]


def test_autosave_between_deals(paths: Paths) -> None:
    setup, match, finished, _ = started_match("kop", {}, 5, deals=3, mid_deal=False)
    save_autosave(paths, setup, finished, None)
    saved = load_autosave(paths).value
    assert saved is not None and saved.current is None
    assert saved.match.rows == match.rows and saved.match.dealer == match.dealer


def test_a_resumed_match_keeps_its_id_and_an_older_autosave_gets_one(paths: Paths) -> None:
    data = saved_json(paths)
    saved = load_autosave(paths).value
    assert saved is not None and saved.setup.match_id == data["setup"]["match_id"]
    del data["setup"]["match_id"]
    write(paths.autosave_file, json.dumps(data).encode())
    older = load_autosave(paths)
    assert older.problem is None and older.value is not None
    assert re.fullmatch("[0-9a-f]{32}", older.value.setup.match_id)
    data["setup"]["match_id"] = "x"
    assert_autosave_refused(paths, data, "“match_id”")


def test_no_autosave_gives_none(paths: Paths) -> None:
    assert load_autosave(paths) == LoadResult(None)


def saved_json(paths: Paths, deals: int = 2) -> dict[str, Any]:
    setup, _, finished, current = started_match("baska", {}, 7, deals=deals, mid_deal=True)
    save_autosave(paths, setup, finished, current)
    data: dict[str, Any] = json.loads(paths.autosave_file.read_text(encoding="utf-8"))
    return data


def assert_autosave_refused(paths: Paths, data: dict[str, Any], words: str) -> None:
    content = write(paths.autosave_file, json.dumps(data).encode())
    result = load_autosave(paths)
    assert result.value is None and words in (result.problem or "")
    assert_moved_aside(result, paths.autosave_file, content)


def test_corrupt_autosave_is_moved_aside(paths: Paths) -> None:
    saved_json(paths)
    content = paths.autosave_file.read_bytes()[:-40]
    write(paths.autosave_file, content)
    result = load_autosave(paths)
    assert result.value is None and "not valid JSON" in (result.problem or "")
    assert_moved_aside(result, paths.autosave_file, content)


def test_autosave_with_a_deal_that_does_not_replay_is_moved_aside(paths: Paths) -> None:
    data = saved_json(paths)
    data["deals"][1]["play"][0], data["deals"][1]["play"][1] = "QC", "QC"
    assert_autosave_refused(paths, data, "Deal 2 of the saved match cannot be replayed")


def test_autosave_with_deals_out_of_order_is_moved_aside(paths: Paths) -> None:
    data = saved_json(paths)
    data["deals"].reverse()
    assert_autosave_refused(paths, data, "Deal 1 of the saved match does not fit")


def test_autosave_with_an_unfinished_deal_on_the_sheet_is_moved_aside(paths: Paths) -> None:
    data = saved_json(paths)
    data["deals"].append(data["current"])
    assert_autosave_refused(paths, data, "Deal 3 of the saved match is listed as finished")


@pytest.mark.parametrize(
    ("key", "value", "words"),
    [("schema", 2, "format 2"), ("setup", None, "“setup”"), ("current", 3, "“current”")],
)
def test_autosave_with_bad_top_level_values_is_moved_aside(
    paths: Paths, key: str, value: Any, words: str
) -> None:
    data = saved_json(paths)
    data[key] = value
    assert_autosave_refused(paths, data, words)


def test_autosave_with_bad_set_up_is_moved_aside(paths: Paths) -> None:
    data = saved_json(paths)
    data["setup"]["house_rules"] = {"max_doublings": 9}
    assert_autosave_refused(paths, data, "rules of the saved match")
    data["setup"]["house_rules"] = {}
    del data["setup"]["stake"]
    assert_autosave_refused(paths, data, "“stake”")


def mutated(value: Any, rng: random.Random) -> Any:
    """`value` with one leaf somewhere inside replaced by junk."""
    if isinstance(value, dict) and value:
        key = rng.choice(sorted(value))
        return {**value, key: mutated(value[key], rng)}
    if isinstance(value, list) and value:
        index = rng.randrange(len(value))
        return value[:index] + [mutated(value[index], rng)] + value[index + 1 :]
    return rng.choice([None, True, 0, -1, 5, "", "QS", "pass", [], {}, [1], {"x": 1}])


def test_mangled_autosaves_never_raise(paths: Paths) -> None:
    data = saved_json(paths, deals=1)
    rng = random.Random(11)
    for _ in range(300):
        write(paths.autosave_file, json.dumps(mutated(data, rng)).encode())
        result = load_autosave(paths)
        assert (result.value is None) == (result.problem is not None)
    for broken in paths.data_dir.glob("autosave.json.broken-*"):
        json.loads(broken.read_bytes())


def test_clear_autosave_deletes_it_and_tolerates_none(paths: Paths) -> None:
    saved_json(paths)
    clear_autosave(paths)
    assert not paths.autosave_file.exists()
    clear_autosave(paths)


def test_match_length_setting_wins_over_the_house_rule() -> None:
    settings = Settings(
        preset="baska", house_rules={"match_length": {"deals": 4}}, match_length={"open": True}
    )
    assert settings.rules() == rules_from_preset("baska", {"match_length": {"open": True}})

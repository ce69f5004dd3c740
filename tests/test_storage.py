"""Settings and autosave: defaults, round trips, atomic writes, bad files kept aside."""

import json
import os
import random
import re
import tempfile
import time
import unicodedata
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kopdesk.games.kop import Deal, Match, deal_status, rules_from_preset, shuffled_hands
from kopdesk.i18n import LANGUAGES
from kopdesk.storage import (
    LoadResult,
    MatchSetup,
    Paths,
    Settings,
    atomic_write_text,
    clear_autosave,
    load_autosave,
    load_settings,
    remove_stale_temporaries,
    save_autosave,
    save_settings,
)

PROPERTIES = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.integers(-(10**40), 10**40) | st.floats() | st.text(max_size=30)
    | st.sampled_from(["pl", "de", "en", "fr", "kop", "baska", "club", "deals", "target", "open", "QS", "pass"]),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=12) | st.sampled_from(
        ["deals", "target", "open", "contracts", "max_doublings", "exit_points", "old", "young", "seat", "call"]
    ), inner, max_size=5),
    max_leaves=20,
)  # fmt: skip
"""Any JSON value, with words and numbers of our files often enough to get past the first check."""


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


def test_stale_temporaries_of_a_killed_save_are_removed_at_the_next_load(paths: Paths) -> None:
    save_settings(paths, Settings(pace="slow"))
    stale, fresh, *others = (
        paths.config_dir / name
        for name in (".settings.json.k2_x9a0q.tmp", ".settings.json.77aaxyzb.tmp", ".other.json.k2_x9a0q.tmp",
                     "settings.json.k2_x9a0q.tmp")
    )  # fmt: skip
    hour_ago = time.time() - 3700
    for path in (stale, fresh, *others):
        write(path, b'{"schema": 1, "pa')
        if path is not fresh:
            os.utime(path, (hour_ago, hour_ago))
    assert load_settings(paths) == LoadResult(Settings(pace="slow"))
    assert not stale.exists()
    assert fresh.exists() and all(path.exists() for path in others)  # a save in progress; not ours


def test_removing_temporaries_of_a_missing_folder_does_nothing(tmp_path: Path) -> None:
    remove_stale_temporaries(tmp_path / "nowhere" / "settings.json")


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
        dim_unplayable=False,
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


def test_the_card_faces_are_kept_deck_by_deck_and_a_bad_entry_is_reset(paths: Paths) -> None:
    faces = {"german-32": "french", "scopa-40": "italian", "tarot-78": "french", "kop-16": "mosaic", "french-32": 3}
    content = write(paths.settings_file, json.dumps({"schema": 1, "faces": faces}).encode())
    result = load_settings(paths)
    assert result.value == Settings(faces={"german-32": "french", "scopa-40": "italian"})
    for bad in ("faces: tarot-78", "faces: kop-16", "faces: french-32"):
        assert f"“{bad}”" in (result.problem or "")
    assert_moved_aside(result, paths.settings_file, content)
    save_settings(paths, result.value)
    assert load_settings(paths) == LoadResult(result.value)


@pytest.mark.parametrize("faces", ['"german"', "[]", "null"])
def test_card_faces_of_the_wrong_shape_are_reset(paths: Paths, faces: str) -> None:
    assert_reset(paths, f'{{"schema": 1, "pace": "fast", "faces": {faces}}}', "faces")


def test_house_rules_that_do_not_fit_the_preset_are_reset(paths: Paths) -> None:
    data = {"schema": 1, "preset": "kop", "house_rules": {"thrown_games": True}, "pace": "fast"}
    write(paths.settings_file, json.dumps(data).encode())
    result = load_settings(paths)
    assert result.value == Settings(preset="kop", pace="fast")
    assert result.moved_to is not None and "house rules" in (result.problem or "")


def assert_reset(paths: Paths, text: str, key: str) -> None:
    """Settings `text` with one bad `key` load as Settings(pace="fast"), the file kept aside."""
    content = write(paths.settings_file, text.encode())
    result = load_settings(paths)
    assert result.value == Settings(pace="fast")
    assert f"“{key}”" in (result.problem or "") or (key == "house_rules" and "house rules" in (result.problem or ""))
    assert_moved_aside(result, paths.settings_file, content)
    assert load_settings(paths) == LoadResult(Settings())  # told once: the next start finds no file


def test_a_language_of_a_later_version_is_reset(paths: Paths) -> None:
    assert_reset(paths, '{"schema": 1, "pace": "fast", "language": "cs"}', "language")


@pytest.mark.parametrize(
    "house_rules",
    ['{"contracts": [["wesele"]]}', '{"contracts": [{"a": 1}]}', '{"max_doublings": 1' + "0" * 5000 + "}"],
)
def test_house_rules_of_the_wrong_shape_are_reset(paths: Paths, house_rules: str) -> None:
    assert_reset(paths, f'{{"schema": 1, "pace": "fast", "house_rules": {house_rules}}}', "house_rules")


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("match_length", '{"deals": 1' + "0" * 5000 + "}"),  # more digits than Python reads
        ("match_length", '{"deals": ' + str(4 * 10**300) + "}"),
        ("match_length", '{"deals": ' + str(2**40) + "}"),  # more than a spin box holds
        ("match_length", '{"target": 100001}'),
        ("names", '["' + "x" * 25 + '", "", "", ""]'),
        ("stake", '"100000.01"'),
        ("stake", '"1' + "0" * 5000 + '"'),
    ],
)
def test_numbers_and_names_too_big_for_the_app_are_reset(paths: Paths, key: str, value: str) -> None:
    assert_reset(paths, f'{{"schema": 1, "pace": "fast", "{key}": {value}}}', key)


def test_the_largest_values_the_app_can_show_are_kept(paths: Paths) -> None:
    largest = Settings(match_length={"deals": 400}, names=("x" * 24, "", "", ""), stake="100000.00")
    save_settings(paths, largest)
    assert load_settings(paths) == LoadResult(largest)


def test_unknown_keys_are_ignored(paths: Paths) -> None:
    write(paths.settings_file, b'{"schema": 1, "pace": "fast", "sound": "loud"}')
    assert load_settings(paths) == LoadResult(Settings(pace="fast"))


def test_each_bad_file_keeps_its_own_name(paths: Paths) -> None:
    moved = set()
    for content in (b"one", b"two", b"three"):
        write(paths.settings_file, content)
        moved.add(load_settings(paths).moved_to)
    assert len(moved) == 3 and {path.read_bytes() for path in moved if path} == {b"one", b"two", b"three"}


def assert_usable(settings: Settings) -> None:
    """The app can use every value: the language, the rules, and the loader takes them again."""
    assert settings.language is None or settings.language in LANGUAGES
    settings.rules()
    with tempfile.TemporaryDirectory() as folder:
        paths = Paths.portable(Path(folder))
        save_settings(paths, settings)
        assert load_settings(paths) == LoadResult(settings)


def assert_loaded_or_kept(load: Callable[[Paths], LoadResult[Any]], path: Path, content: bytes) -> LoadResult[Any]:
    """Loading `content` does not raise; a file with any problem is kept aside unchanged."""
    with tempfile.TemporaryDirectory() as folder:
        paths = Paths.portable(Path(folder))
        target = paths.config_dir / path.name if path.parent.name == "config" else paths.data_dir / path.name
        write(target, content)
        result = load(paths)
        if result.problem is None:
            assert target.read_bytes() == content
        else:
            assert_moved_aside(result, target, content)
        return result


SETTINGS_FILE = Paths.portable(Path("x")).settings_file


@PROPERTIES
@given(st.binary(max_size=200))
def test_any_bytes_load_as_usable_settings(content: bytes) -> None:
    assert_usable(assert_loaded_or_kept(load_settings, SETTINGS_FILE, content).value)


def leaf_paths(value: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Where `value` holds something: every key and index, nested."""
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    return [at] + [path for key, item in items for path in leaf_paths(item, (*at, key))]


def replaced(value: Any, at: tuple[Any, ...], new: Any) -> Any:
    if not at:
        return new
    copy = dict(value) if isinstance(value, dict) else list(value)
    copy[at[0]] = replaced(value[at[0]], at[1:], new)
    return copy


def with_junk(data: st.DataObject, good: dict[str, Any]) -> tuple[dict[str, Any], set[Any]]:
    """`good` with any JSON put in one to three places; the top-level keys touched."""
    touched = set()
    for _ in range(data.draw(st.integers(1, 3))):
        at = data.draw(st.sampled_from(leaf_paths(good)[1:]))
        good = replaced(good, at, data.draw(JSON))
        touched.add(at[0])
    return good, touched


def without_what_is_not_text(name: str) -> str:
    """A name as loading repairs it: control characters, line breaks and lone surrogates removed."""
    return "".join(c for c in name if unicodedata.category(c) not in ("Cc", "Cs", "Zl", "Zp"))


def as_json(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


FULL_SETTINGS = asdict(Settings(
    language="de", terms="traditional", deck="four-colour", pace="slow", dim_unplayable=False,
    window_geometry="AdnQywADAAA=", preset="baska", house_rules=rules_from_preset("baska").house_rules(),
    bot_levels=("beginner", "master", "club"), names=("Łucja", "Bartek", "", "Żaneta"), stake="0.05", currency="EUR",
    match_length={"target": 30}, practice=True,
))  # fmt: skip
"""Settings with every value away from its default, every house rule spelled out."""


@PROPERTIES
@given(st.data())
def test_settings_with_any_json_anywhere_load_usable_keeping_each_good_value(data: st.DataObject) -> None:
    spoilt, touched = with_junk(data, FULL_SETTINGS)
    result = assert_loaded_or_kept(load_settings, SETTINGS_FILE, json.dumps({"schema": 1, **spoilt}).encode())
    assert_usable(result.value)
    loaded, default = asdict(result.value), asdict(Settings())
    names = spoilt["names"]
    if isinstance(names, list) and all(isinstance(name, str) for name in names):  # repaired, not reset
        spoilt = {**spoilt, "names": [without_what_is_not_text(name) for name in names]}
    for key in FULL_SETTINGS:
        assert as_json(loaded[key]) in (as_json(spoilt[key]), as_json(default[key])), key
        if key not in touched and key != "house_rules":  # the house rules may not fit a changed preset
            assert as_json(loaded[key]) == as_json(spoilt[key]), key
    unchanged = all(as_json(loaded[key]) == as_json(spoilt[key]) for key in FULL_SETTINGS)
    assert (result.problem is None) == (unchanged and spoilt["names"] == names)


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
    [("schema", 3, "format 3"), ("setup", None, "“setup”"), ("current", 3, "“current”")],
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
        return [*value[:index], mutated(value[index], rng), *value[index + 1 :]]
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


def test_autosave_with_rules_of_the_wrong_shape_is_moved_aside(paths: Paths) -> None:
    data = saved_json(paths)
    data["setup"]["house_rules"] = {"contracts": [["wesele"]]}
    assert_autosave_refused(paths, data, "rules of the saved match")
    data = saved_json(paths)
    data["current"]["house_rules"] = {"contracts": [["wesele"]]}
    assert_autosave_refused(paths, data, "Deal 3 of the saved match cannot be replayed")


def test_autosave_with_a_number_too_long_to_read_is_moved_aside(paths: Paths) -> None:
    text = json.dumps(saved_json(paths)).replace('"dealer": ', '"dealer": 1' + "0" * 5000 + ", \"x\": ", 1)
    content = write(paths.autosave_file, text.encode())
    result = load_autosave(paths)
    assert result.value is None and "Deal 1 of the saved match cannot be replayed" in (result.problem or "")
    assert_moved_aside(result, paths.autosave_file, content)


AUTOSAVE_FILE = Paths.portable(Path("x")).autosave_file
HOUSE_RULES = {
    "contracts": ["wesele", "zolo"], "max_doublings": 3, "exit_points": {"old": 30, "young": 22},
    "match_length": {"target": 1000}, "first_bidder": "second",
}  # fmt: skip


@pytest.fixture(scope="module")
def good_autosave(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """A saved match whose set-up and deals spell out house rules of every shape."""
    paths = Paths.portable(tmp_path_factory.mktemp("autosave"))
    setup, _, finished, current = started_match("kop", HOUSE_RULES, 3, deals=1, mid_deal=True)
    save_autosave(paths, setup, finished, current)
    data: dict[str, Any] = json.loads(paths.autosave_file.read_text(encoding="utf-8"))
    return data


@PROPERTIES
@given(st.binary(max_size=200))
def test_any_bytes_load_as_an_autosave_or_none(content: bytes) -> None:
    result = assert_loaded_or_kept(load_autosave, AUTOSAVE_FILE, content)
    assert (result.value is None) == (result.problem is not None)


@PROPERTIES
@given(st.data())
def test_an_autosave_with_any_json_anywhere_loads_or_is_kept_aside(
    good_autosave: dict[str, Any], data: st.DataObject
) -> None:
    spoilt, _ = with_junk(data, good_autosave)
    result = assert_loaded_or_kept(load_autosave, AUTOSAVE_FILE, json.dumps(spoilt).encode())
    repaired = result.value is not None and result.problem is not None
    assert (result.value is None) == (result.problem is not None) or repaired
    if repaired:
        assert "held characters that are not text" in str(result.problem)  # only names are repaired


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

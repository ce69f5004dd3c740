"""The autosave of a match of any family: saved mid-deal and resumed exactly, through the registry."""

import json
import random
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kopdesk.games.registry import game_of
from kopdesk.storage import (
    AUTOSAVE_SCHEMA,
    Level,
    LoadResult,
    MatchSetup,
    Paths,
    Settings,
    autosave_text,
    load_autosave,
    load_settings,
    save_autosave,
    save_settings,
)
from tests.test_storage import without_what_is_not_text


@pytest.fixture
def paths(tmp_path: Path) -> Paths:
    return Paths.portable(tmp_path)


def started_match(
    preset: str, house_rules: dict[str, Any], seed: int, deals: int
) -> tuple[MatchSetup, Any, list[Any], Any]:
    """A seeded random match of `preset` with `deals` finished deals and one in progress."""
    rng = random.Random(seed)
    game = game_of(preset)
    rules = game.rules(preset, house_rules)
    seats = game.seats(rules)
    levels: tuple[Level, ...] = ("master", "beginner", "club")[: seats - 1]
    names = ("Ja", "Zosia", "Jaś", "Kuba")[:seats]
    setup = MatchSetup(rules, rng.randrange(seats), levels, names, "0.20", "PLN", practice=True)
    match = game.new_match(rules, setup.first_dealer)
    finished = []
    while len(finished) < deals:
        deal = match.shuffled_deal(rng)
        while not game.is_done(deal):
            deal.apply(rng.choice(deal.legal_actions()))
        match.record(deal)
        finished.append(deal)
    current = match.shuffled_deal(rng)
    for _ in range(rng.randrange(3, 9)):
        current.apply(rng.choice(current.legal_actions()))
    return setup, match, finished, current


CASES = [
    ("scopa", {"target": 100}, 1),
    ("scopa-3", {"target": 100}, 2),
    ("scopone-scientifico", {"target": 100}, 3),
    ("schafkopf", {}, 4),
    ("zweier", {}, 5),
    ("deutsch", {"match_length": {"target": 1000}}, 6),
]


@pytest.mark.parametrize(("preset", "house_rules", "seed"), CASES)
def test_a_match_of_any_family_is_resumed_mid_deal_exactly(
    paths: Paths, preset: str, house_rules: dict[str, Any], seed: int
) -> None:
    setup, match, finished, current = started_match(preset, house_rules, seed, deals=3)
    save_autosave(paths, setup, finished, current)
    result = load_autosave(paths)
    assert result.problem is None and result.value is not None
    saved = result.value
    game = game_of(preset)
    assert saved.setup == setup
    assert (saved.match.totals, saved.match.dealer, saved.match.is_over) == (match.totals, match.dealer, False)
    assert [d.history for d in saved.finished] == [d.history for d in finished]
    assert [game.status(d) for d in saved.finished] == [game.status(d) for d in finished]
    assert game.status(saved.current) == game.status(current)
    assert (saved.current.history, saved.current.to_move) == (current.history, current.to_move)
    assert saved.current.legal_actions() == current.legal_actions()


def test_an_autosave_of_format_1_loads_as_it_did(paths: Paths) -> None:
    setup, _, finished, current = started_match("baska", {}, 7, deals=2)
    save_autosave(paths, setup, finished, current)
    data = json.loads(paths.autosave_file.read_text(encoding="utf-8"))
    assert data["schema"] == AUTOSAVE_SCHEMA == 2
    data["schema"] = 1
    paths.autosave_file.write_text(json.dumps(data), encoding="utf-8")
    older = load_autosave(paths)
    assert older.problem is None and older.value is not None
    assert older.value.setup == setup and older.value.current.history == current.history


def rewritten(paths: Paths, change: Any) -> str:
    data = json.loads(paths.autosave_file.read_text(encoding="utf-8"))
    change(data)
    paths.autosave_file.write_text(json.dumps(data), encoding="utf-8")
    result = load_autosave(paths)
    assert result.value is None and result.moved_to is not None
    return result.problem or ""


def test_a_set_up_that_does_not_fit_the_games_seats_is_refused(paths: Paths) -> None:
    setup, _, finished, current = started_match("scopa", {"target": 100}, 8, deals=1)
    save_autosave(paths, setup, finished, current)
    problem = rewritten(paths, lambda data: data["setup"]["names"].append("Kuba"))
    assert "“names”" in problem


def test_a_deal_of_another_family_is_refused(paths: Paths) -> None:
    setup, _, finished, current = started_match("schafkopf", {}, 9, deals=1)
    kop = started_match("kop", {}, 9, deals=1)
    save_autosave(paths, setup, finished, current)
    problem = rewritten(paths, lambda data: data.update(current=game_of("kop").deal_json(kop[3])))
    assert "Deal 2 of the saved match" in problem


def test_settings_keep_a_preset_of_any_family_and_make_its_rules(paths: Paths) -> None:
    settings = Settings(preset="scopa-3", house_rules={"target": 21}, match_length={"deals": 24})
    save_settings(paths, settings)
    loaded = load_settings(paths)
    assert loaded.problem is None and loaded.value == settings
    assert settings.rules() == game_of("scopa-3").rules("scopa-3", {"target": 21})
    zweier = Settings(preset="zweier", match_length={"deals": 10})
    assert zweier.rules() == game_of("zweier").rules("zweier", {"match_length": {"deals": 10}})


def test_settings_with_house_rules_another_family_does_not_take_are_reset(paths: Paths) -> None:
    paths.settings_file.parent.mkdir(parents=True)
    text = {"schema": 1, "preset": "schafkopf", "house_rules": {"bok_round": True}, "pace": "fast"}
    paths.settings_file.write_text(json.dumps(text), encoding="utf-8")
    loaded = load_settings(paths)
    assert loaded.value == Settings(preset="schafkopf", pace="fast") and loaded.moved_to is not None


# -- hostile autosaves of every family (issue 25) ---------------------------------------

_HOSTILE_PIECES = ["\n", "\r", "\x1b[2J", "\x00", "\ud800", "\u2028", "7C", "AS", "pass", "\ue000"]
HOSTILE_TEXT = st.lists(st.characters(blacklist_categories=()) | st.sampled_from(_HOSTILE_PIECES), max_size=8).map(
    "".join
)
HOSTILE_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.sampled_from([10**40, -(10**99), 2**63]) | st.floats()
    | HOSTILE_TEXT,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(HOSTILE_TEXT, inner, max_size=4),
    max_leaves=12,
)  # fmt: skip
NESTED = st.integers(1, 60).map(lambda depth: "[" * depth + "1" + "]" * depth)
FAMILIES = [("kop", {}, 7), ("schafkopf", {}, 4), ("zweier", {}, 5), ("scopa", {"target": 100}, 1),
            ("scopone", {"target": 100}, 3)]  # fmt: skip


def _leaves(value: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    return [at] + [path for key, item in items for path in _leaves(item, (*at, key))]


def _replaced(value: Any, at: tuple[Any, ...], new: Any) -> Any:
    if not at:
        return new
    copy = dict(value) if isinstance(value, dict) else list(value)
    copy[at[0]] = _replaced(value[at[0]], at[1:], new)
    return copy


@pytest.fixture(scope="module", params=FAMILIES, ids=[preset for preset, _, _ in FAMILIES])
def saved_text(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> str:
    """A match of the family saved mid-deal by `save_autosave`, as its file's text."""
    preset, house_rules, seed = request.param
    paths = Paths.portable(tmp_path_factory.mktemp(preset))
    setup, _, finished, current = started_match(preset, house_rules, seed, deals=2)
    save_autosave(paths, setup, finished, current)
    return paths.autosave_file.read_text(encoding="utf-8")


def _load(tmp: Path, text: str) -> LoadResult[Any]:
    paths = Paths.portable(tmp)
    paths.data_dir.mkdir(parents=True, exist_ok=True)
    paths.autosave_file.write_bytes(text.encode("utf-8", "surrogatepass"))
    return load_autosave(paths)


def _assert_usable_or_refused(result: LoadResult[Any]) -> None:
    """Never a traceback: a match that can be written again, or None with a printable reason
    (only repaired names give both a match and a problem)."""
    if result.problem is not None:
        assert result.problem.isprintable() and result.moved_to is not None
    if result.value is None:
        assert result.problem is not None
        return
    saved = result.value
    assert autosave_text(saved.setup, saved.finished, saved.current).encode()
    assert all(without_what_is_not_text(name) == name for name in saved.setup.names)
    if result.problem is not None:
        assert "held characters that are not text" in result.problem


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow,
          HealthCheck.function_scoped_fixture])  # fmt: skip
@given(data=st.data())
def test_an_autosave_of_any_family_with_hostile_values_anywhere_loads_or_is_refused(
    saved_text: str, tmp_path: Path, data: st.DataObject
) -> None:
    """One to three places of a real save get control characters, lone surrogates, escape
    sequences, huge numbers or nesting: loading never raises, and what loads can be saved."""
    spoilt = json.loads(saved_text)
    for _ in range(data.draw(st.integers(1, 3))):
        at = data.draw(st.sampled_from(_leaves(spoilt)[1:]))
        spoilt = _replaced(spoilt, at, data.draw(HOSTILE_JSON))
    text = json.dumps(spoilt, ensure_ascii=False)
    if data.draw(st.booleans()):  # or nested deep in place of one value
        text = text.replace("null", data.draw(NESTED), 1) if "null" in text else text
    with tempfile.TemporaryDirectory(dir=tmp_path) as folder:
        _assert_usable_or_refused(_load(Path(folder), text))


@pytest.mark.parametrize("name", ["\ud800You", "a\nb", "\x1b[2J", "line\u2028sep"])
def test_a_saved_name_that_is_not_text_is_repaired_in_every_family(saved_text: str, tmp_path: Path, name: str) -> None:
    data = json.loads(saved_text)
    data["setup"]["names"][1] = name
    result = _load(tmp_path, json.dumps(data))
    _assert_usable_or_refused(result)
    assert result.value is not None and result.value.setup.names[1] == without_what_is_not_text(name)

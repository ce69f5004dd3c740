"""The autosave of a match of any family: saved mid-deal and resumed exactly, through the registry."""

import json
import random
from pathlib import Path
from typing import Any

import pytest

from kopdesk.games.registry import game_of
from kopdesk.storage import (
    AUTOSAVE_SCHEMA,
    Level,
    MatchSetup,
    Paths,
    Settings,
    load_autosave,
    load_settings,
    save_autosave,
    save_settings,
)


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

"""The faces of every family's bots, found by convention from the registry's families:
`kopdesk.bots.<family>` offers `make_player` for each of its levels and the tournament's
deal sets (`deals.DEALS`); the shared layer knows no family by name."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from importlib import import_module
from types import SimpleNamespace

import pytest

from kopdesk.bots import bench, families
from kopdesk.bots.tournament import deal_sets_of
from kopdesk.games.registry import FAMILIES, Family, game_of

LEVELS = ("beginner", "club", "master")
FAMILY_NAMES = [family.name for family in FAMILIES]
PRESETS = [(family.name, preset) for family in FAMILIES for preset in family.presets]


@pytest.mark.parametrize("family", FAMILY_NAMES)
def test_every_family_offers_players_of_the_levels_and_deal_sets(family: str) -> None:
    package = import_module(f"kopdesk.bots.{family}")
    assert package.LEVELS == LEVELS
    assert import_module(f"kopdesk.bots.{family}.deals").DEALS is families.bots_of(family, "deals").DEALS
    with pytest.raises(ValueError, match="'grandmaster' is not a level"):
        package.make_player("grandmaster", 0)


@pytest.mark.parametrize(("family", "preset"), PRESETS)
@pytest.mark.parametrize("level", LEVELS)
def test_a_player_of_each_level_makes_a_legal_decision_on_a_fresh_deal(family: str, preset: str, level: str) -> None:
    game = game_of(preset)
    assert game.family == family
    deal = game.new_deal(game.rules(preset), 0, random.Random(f"{preset} {level}"))
    seat = deal.to_move
    assert seat is not None
    own_maker = import_module(f"kopdesk.bots.{family}").make_player
    for player in (families.make_player(preset, level, seed=3), own_maker(level, 3)):
        assert player.choose(deal.observation(seat)) in deal.legal_actions()


@pytest.mark.parametrize(("family", "preset"), PRESETS)
def test_the_deal_sets_of_each_preset_seat_every_player_on_a_fresh_deal(family: str, preset: str) -> None:
    deal_sets = deal_sets_of(game_of(preset), preset)
    (board,) = deal_sets.boards(preset, 1, 5)
    assert deal_sets.preset_of(board) == preset
    deal, players = deal_sets.seated(board, "beginner", 5)
    assert len(players) == game_of(preset).seats(game_of(preset).rules(preset))
    assert deal.history == () and deal.to_move is not None
    assert players[deal.to_move].choose(deal.observation(deal.to_move)) in deal.legal_actions()


def test_an_unknown_family_is_named_with_the_registrys() -> None:
    with pytest.raises(ValueError, match=r"'skat' is neither a family nor a preset \(one of kop, scopa, schafkopf\)"):
        families.make_player("skat", "club")


def test_a_registered_family_without_bots_is_said_to_have_none(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(families, "FAMILIES", (*FAMILIES, Family("skat", ("skat",))))
    with pytest.raises(ValueError, match=r"^the skat games have no computer players yet$"):
        families.make_player("skat", "club")
    with pytest.raises(ValueError, match=r"^skat\.json: the skat games have no computer players yet$"):
        deal_sets_of(SimpleNamespace(family="skat"), "skat.json")  # type: ignore[arg-type]


@pytest.mark.parametrize("module", ["kopdesk.table", *(f"kopdesk.bots.{name}" for name in FAMILY_NAMES)])
def test_a_familys_bots_and_the_table_model_load_no_other_familys_engine(module: str) -> None:
    own = module.removeprefix("kopdesk.bots.")
    engines = [f"kopdesk.games.{name}" for name in FAMILY_NAMES if name != own]
    code = f"import sys, {module}; print(sorted(m for m in {engines!r} if m in sys.modules))"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"


@pytest.mark.parametrize("preset", [family.presets[0] for family in FAMILIES])
def test_the_bench_times_every_familys_bots(preset: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--rules", preset, "--deals", "1", "--levels", "beginner", "oracle"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [(line["level"], line["rules"]) for line in lines] == [("beginner", preset), ("oracle", preset)]
    assert all(line["decisions"] > 0 and line["p50"] <= line["p99"] <= line["max"] for line in lines)

"""The registry: every preset finds its game, and deal files are replayed by theirs."""

from __future__ import annotations

import ast
import json
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from kopdesk.games import kop, schafkopf, scopa
from kopdesk.games.api import Game
from kopdesk.games.dealfile import DealFileError, dumps
from kopdesk.games.registry import FAMILIES, PRESETS, UnknownPreset, family_of_preset, game_of, replay_deal_file

EXAMPLES = Path(__file__).parents[1] / "examples"
ALL_PRESETS = [
    "kop", "kop-koscian", "baska", "scopa", "scopa-3", "scopa-4", "scopone", "scopone-scientifico",
    "schafkopf", "wendisch", "zweier", "deutsch",
]  # fmt: skip
KNOWN = ", ".join(ALL_PRESETS)


def test_every_preset_belongs_to_one_family_that_knows_it() -> None:
    assert list(PRESETS) == ALL_PRESETS
    for preset, game in PRESETS.items():
        assert game in [family.game for family in FAMILIES] and preset in game.presets
        assert game.rules(preset).preset == preset
        assert family_of_preset(preset).game is game
    assert game_of("baska") is kop.GAME and game_of("scopone") is scopa.GAME and game_of("zweier") is schafkopf.GAME


def test_each_familys_catalogue_is_what_its_game_offers() -> None:
    """The ids the registry knows without loading a family are its game's presets, in their order."""
    for family in FAMILIES:
        assert family.game.family == family.name
        assert tuple(family.game.presets) == family.presets


def test_the_registry_loads_a_family_when_one_of_its_games_is_asked_for() -> None:
    """Knowing the presets loads no engine; asking for a game loads its family alone."""
    engines = ("kopdesk.games.kop", "kopdesk.games.scopa", "kopdesk.games.schafkopf", "kopdesk.games.dealfile")
    code = (
        "import sys; from kopdesk.games.registry import PRESETS, UnknownPreset, family_of_preset, game_of;"
        f"loaded = lambda: sorted(m for m in sys.modules if m.startswith({engines!r}));"
        "known = list(PRESETS), 'scopone' in PRESETS, family_of_preset('zweier').name, str(UnknownPreset('x'));"
        "print(loaded()); game_of('scopone'); print(loaded())"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    before, after = result.stdout.splitlines()
    assert before == "[]"
    loaded = ast.literal_eval(after)
    assert "kopdesk.games.scopa" in loaded
    assert not any(m.startswith(("kopdesk.games.kop", "kopdesk.games.schafkopf")) for m in loaded)


@pytest.mark.parametrize("preset", [None, 3, "skat", "KOP"])
def test_an_unknown_preset_is_named_with_the_known_ones(preset: object) -> None:
    with pytest.raises(UnknownPreset, match=rf"is not a preset \(one of {re.escape(KNOWN)}\)"):
        game_of(preset)


@pytest.mark.parametrize("preset", list(PRESETS))
def test_a_deal_of_each_preset_plays_out_through_the_game_interface(preset: str) -> None:
    game: Game = game_of(preset)
    rng = random.Random(preset)
    rules = game.rules(preset)
    deal = game.new_deal(rules, 2 % game.seats(rules), rng)
    while deal.to_move is not None:
        assert deal.refusal(deal.legal_actions()[0]) is None
        deal.apply(rng.choice(list(deal.legal_actions())))
    status = game.status(deal)
    assert status["phase"] == "done"
    assert game.status(game.replay(game.deal_json(deal))) == status
    if game is not scopa.GAME:
        assert sum(status["units"]) == 0 and len(status["tricks"]) in (0, 4, 8, 16)
    else:
        assert sum(len(pile) for pile in status["captured"]) + len(status["leftover"]["cards"]) * (
            status["leftover"]["side"] is None
        ) == 40


def test_a_deal_file_is_replayed_by_the_game_its_rules_name() -> None:
    path = EXAMPLES / "baska-normal-kontra.json"
    game, deal = replay_deal_file(str(path))
    expected = json.loads((EXAMPLES / "baska-normal-kontra.expected.json").read_text("utf-8"))
    assert game is kop.GAME
    assert {key: game.status(deal)[key] for key in expected} == expected


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], '"x.json": a deal file must be a JSON object'),
        ({"dealer": 0}, '"x.json": rules: this key is required but missing'),
        ({"rules": ["kop"]}, '"x.json": rules: ["kop"] is not a preset id'),
        ({"rules": "scopa-9"}, f'"x.json": rules: "scopa-9" is not a preset (one of {KNOWN})'),
    ],
)
def test_a_file_whose_game_cannot_be_told_says_why(
    data: object, message: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    Path("x.json").write_text(json.dumps(data))
    with pytest.raises(DealFileError) as refused:
        replay_deal_file("x.json")
    assert str(refused.value) == message


@pytest.mark.parametrize(
    ("preset", "house_rules"),
    [("kop", {"bok_round": True}), ("schafkopf", {"laufende": False}), ("scopone", {"quindici": True})],
)
def test_a_deal_file_opens_with_its_preset_then_only_the_house_rules_that_differ(
    preset: str, house_rules: dict[str, object]
) -> None:
    game = game_of(preset)
    for rules, opening in [
        (game.rules(preset), {"rules": preset}),
        (game.rules(preset, house_rules), {"rules": preset, "house_rules": house_rules}),
    ]:
        data = game.deal_json(game.new_deal(rules, 0, random.Random(preset)))
        assert dict(list(data.items())[: len(opening)]) == opening and "house_rules" not in list(data)[len(opening) :]
        assert json.loads(dumps(data)) == data


def test_a_deal_file_is_written_one_key_a_line_and_its_words_as_they_are() -> None:
    assert dumps({"rules": "baska", "hands": [["QC"]], "note": "Baśka"}) == (
        '{\n "rules": "baska",\n "hands": [\n  [\n   "QC"\n  ]\n ],\n "note": "Baśka"\n}'
    )


@pytest.mark.parametrize("preset", list(PRESETS))
def test_a_copy_of_a_deal_stands_where_it_stands_and_goes_its_own_way(preset: str) -> None:
    """`copy()` at any point is the same deal (its file and what every seat sees), and
    neither the copy's moves nor a rewind of it touch the deal it was made from."""
    game: Game = game_of(preset)
    rng = random.Random(f"copy {preset}")
    rules = game.rules(preset)
    deal = game.new_deal(rules, 1, rng)
    stop = rng.randrange(1, 30)
    while deal.to_move is not None and len(deal.history) < stop:
        deal.apply(rng.choice(list(deal.legal_actions())))
    before = game.deal_json(deal)
    copy = deal.copy()
    assert copy is not deal and game.deal_json(copy) == before
    assert all(copy.observation(s) == deal.observation(s) for s in range(game.seats(rules)))
    if copy.to_move is not None:
        copy.apply(copy.legal_actions()[-1])
    copy.rewind(0)
    assert copy.history == () and game.deal_json(deal) == before

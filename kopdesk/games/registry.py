"""Every preset id and the game it belongs to (after PySolFC's game database).

A family adds its `GAME` to `FAMILIES`; a new preset of a family needs nothing
here. `kopdesk replay`, the tournament, the saves and the statistics find a
game by the `rules` of a deal file or a save.
"""

from __future__ import annotations

from typing import Any

from kopdesk.games import kop, schafkopf, scopa
from kopdesk.games.api import DealState, Game
from kopdesk.games.dealfile import DealFileError, read_deal_file, typed

FAMILIES: tuple[Game, ...] = (kop.GAME, scopa.GAME, schafkopf.GAME)
PRESETS: dict[str, Game] = {preset: game for game in FAMILIES for preset in game.presets}
"""Preset id → its game, in the order the families list them."""


class UnknownPreset(ValueError):
    def __init__(self, preset: object) -> None:
        super().__init__(f"{preset!r} is not a preset (one of {', '.join(PRESETS)})")


def game_of(preset: object) -> Game:
    """The game of preset id `preset`; UnknownPreset if there is none."""
    if not isinstance(preset, str) or preset not in PRESETS:
        raise UnknownPreset(preset)
    return PRESETS[preset]


def replay_deal_file(name: str) -> tuple[Game, DealState]:
    """The deal file at path `name` ("-": standard input) of any game, replayed: its game
    and its deal. Whatever the file holds, the one error is a DealFileError naming the file."""
    return read_deal_file(name, replayed)


def replayed(data: Any) -> tuple[Game, DealState]:
    """A parsed deal file of any game, replayed by its game."""
    if not isinstance(data, dict):
        raise DealFileError("", "a deal file must be a JSON object")
    if "rules" not in data:
        raise DealFileError("rules", "this key is required but missing")
    try:
        game = game_of(typed(data["rules"], str, "rules", "a preset id"))
    except UnknownPreset as error:
        raise DealFileError("rules", str(error)) from None
    return game, game.replay(data)

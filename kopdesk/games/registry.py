"""Every preset id and the game it belongs to (after PySolFC's game database).

A family adds its catalogue (`kopdesk.games.catalog.<family>`: its name and its
presets' ids) to `FAMILIES`; a new preset of a family needs nothing here.
`kopdesk replay`, the tournament, the saves and the statistics find a game by the
`rules` of a deal file or a save.

The registry knows every preset without loading a family: a family's package (its
whole engine) is imported the first time one of its games is asked for, so that the
window starts with the engines of the games on its table only.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from kopdesk.games.catalog import kop, schafkopf, scopa
from kopdesk.quoting import quoted

if TYPE_CHECKING:
    from kopdesk.games.api import DealState, Game


@dataclass(frozen=True, slots=True)
class Family:
    """A family of games as the registry knows it before loading it."""

    name: str
    """`Game.family`, and the name of its package under `kopdesk.games`."""
    presets: tuple[str, ...]
    """Its presets' ids, in the order they are offered."""
    result_contracts: tuple[str, ...] | None = None
    """Every contract its deals' results name (`SeatResult.contract`), where each names one
    of them; None: any text or none (the statistics check rows by it)."""
    result_sides: tuple[str, ...] | None = None
    """Every side its results name, likewise."""

    @property
    def game(self) -> Game:
        """The family's game; its package is imported the first time it is asked for."""
        game: Game = importlib.import_module(f"kopdesk.games.{self.name}").GAME
        return game


FAMILIES: tuple[Family, ...] = tuple(
    Family(c.FAMILY, c.PRESETS, c.RESULT_CONTRACTS, c.RESULT_SIDES) for c in (kop, scopa, schafkopf)
)
"""In the order the families came: the first is the one of the statistics before the others,
and its first preset's lesson is the Help menu's first."""
_FAMILY_OF: dict[str, Family] = {preset: family for family in FAMILIES for preset in family.presets}


class _Presets(Mapping[str, "Game"]):
    """Preset id → its game: the ids known at once, a family's game loaded when one of its
    presets is looked up."""

    def __getitem__(self, preset: str) -> Game:
        return _FAMILY_OF[preset].game

    def __contains__(self, preset: object) -> bool:
        return preset in _FAMILY_OF

    def __iter__(self) -> Iterator[str]:
        return iter(_FAMILY_OF)

    def __len__(self) -> int:
        return len(_FAMILY_OF)


PRESETS: Mapping[str, Game] = _Presets()
"""Preset id → its game, in the order the families list them."""


class UnknownPreset(ValueError):
    def __init__(self, preset: object) -> None:
        super().__init__(f"{quoted(preset)} is not a preset (one of {', '.join(PRESETS)})")


def family_of_preset(preset: object) -> Family:
    """The family of preset id `preset`, without loading it; UnknownPreset if there is none."""
    if not isinstance(preset, str) or preset not in _FAMILY_OF:
        raise UnknownPreset(preset)
    return _FAMILY_OF[preset]


def game_of(preset: object) -> Game:
    """The game of preset id `preset`; UnknownPreset if there is none."""
    return family_of_preset(preset).game


def replay_deal_file(name: str) -> tuple[Game, DealState]:
    """The deal file at path `name` ("-": standard input) of any game, replayed: its game
    and its deal. Whatever the file holds, the one error is a DealFileError naming the file."""
    from kopdesk.games.dealfile import read_deal_file

    return read_deal_file(name, replayed)


def replayed(data: Any) -> tuple[Game, DealState]:
    """A parsed deal file of any game, replayed by its game."""
    from kopdesk.games.dealfile import DealFileError, typed

    if not isinstance(data, dict):
        raise DealFileError("", "a deal file must be a JSON object")
    if "rules" not in data:
        raise DealFileError("rules", "this key is required but missing")
    try:
        game = game_of(typed(data["rules"], str, "rules", "a preset id"))
    except UnknownPreset as error:
        raise DealFileError("rules", str(error)) from None
    return game, game.replay(data)

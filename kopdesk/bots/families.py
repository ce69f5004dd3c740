"""Each family's computer players, found by convention from the registry's families.

The bots of family `f` (`games.registry.FAMILIES`) are the package `kopdesk.bots.f`:
its `make_player(level, seed)` and `LEVELS`, and `kopdesk.bots.f.deals.DEALS`, the
tournament's deal sets. A package is imported the first time one of its players or
deal sets is asked for; a new family adds its package and nothing here.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from types import ModuleType
from typing import Any

from kopdesk.bots.player import GamePlayer
from kopdesk.games.registry import FAMILIES, PRESETS, family_of_preset

AnyPlayer = GamePlayer[Any, Any]
Maker = Callable[[str, int], AnyPlayer]


def bots_of(family: str, part: str = "") -> ModuleType:
    """The family's bots package, or its module `part`; ValueError if the registry has no
    such family or the family has no computer players yet."""
    if family not in {f.name for f in FAMILIES}:
        raise ValueError(f"{family!r} is neither a family nor a preset (one of {', '.join(f.name for f in FAMILIES)})")
    package = f"kopdesk.bots.{family}"
    name = f"{package}.{part}" if part else package
    try:
        return import_module(name)
    except ModuleNotFoundError as error:
        if error.name not in (package, name):
            raise
        raise ValueError(f"the {family} games have no computer players yet") from None


def make_player(family_or_preset: str, level: str, seed: int = 0) -> AnyPlayer:
    """A player of `level` for the family, named by its id or one of its presets';
    ValueError for an unknown family or level."""
    family = family_of_preset(family_or_preset).name if family_or_preset in PRESETS else family_or_preset
    maker: Maker = bots_of(family).make_player
    return maker(level, seed)

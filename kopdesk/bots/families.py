"""The computer players of every family, by family or preset id and level.

A family's bots are added here, in `_MAKERS`, and nowhere else.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kopdesk.bots.player import GamePlayer
from kopdesk.games.registry import PRESETS, game_of

AnyPlayer = GamePlayer[Any, Any]
Maker = Callable[[str, int], AnyPlayer]


def _kop(level: str, seed: int) -> AnyPlayer:
    from kopdesk.bots.kop import make_player

    return make_player(level, seed)


def _scopa(level: str, seed: int) -> AnyPlayer:
    from kopdesk.bots.scopa import make_player

    return make_player(level, seed)


def _schafkopf(level: str, seed: int) -> AnyPlayer:
    from kopdesk.bots.schafkopf import make_player

    return make_player(level, seed)


_MAKERS: dict[str, Maker] = {"kop": _kop, "scopa": _scopa, "schafkopf": _schafkopf}
"""Family → its bots of the levels offered to users (imported when first asked for)."""


def make_player(family_or_preset: str, level: str, seed: int = 0) -> AnyPlayer:
    """A player of `level` for the family, named by its id or one of its presets';
    ValueError for an unknown family or level."""
    family = game_of(family_or_preset).family if family_or_preset in PRESETS else family_or_preset
    maker = _MAKERS.get(family)
    if maker is None:
        raise ValueError(f"{family_or_preset!r} is neither a family nor a preset (one of {', '.join(_MAKERS)})")
    return maker(level, seed)

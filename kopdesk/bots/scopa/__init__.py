"""Computer players of Scopa and Scopone: beginner, club and master, and the oracle.

Every player answers `choose(observation, stop)` with a legal action and sees only
its seat's `Observation` (the oracle, for measuring, reads the deal itself).
"""

from __future__ import annotations

from collections.abc import Callable

from kopdesk.bots.player import GamePlayer, player_of_level
from kopdesk.bots.scopa.club import BeginnerPlayer, ClubPlayer
from kopdesk.bots.scopa.master import SearchPlayer, master, oracle
from kopdesk.games.scopa import Action, Observation

ScopaPlayer = GamePlayer[Observation, Action]
_MAKERS: dict[str, Callable[[int], ScopaPlayer]] = {"beginner": BeginnerPlayer, "club": ClubPlayer, "master": master}
LEVELS = tuple(_MAKERS)


def make_player(level: str, seed: int = 0) -> ScopaPlayer:
    """A Scopa player of a level offered to users."""
    return player_of_level(_MAKERS, level, seed)


__all__ = ["LEVELS", "BeginnerPlayer", "ClubPlayer", "ScopaPlayer", "SearchPlayer", "make_player", "master", "oracle"]

"""Computer players of the Schafkopf family: beginner, club and master, and the oracle.

Every player answers `choose(observation, stop)` with a legal action and sees only its
seat's `Observation` (the oracle, for measuring, reads the deal itself).
"""

from __future__ import annotations

from collections.abc import Callable

from kopdesk.bots.player import GamePlayer, player_of_level
from kopdesk.bots.schafkopf.club import BeginnerPlayer, ClubPlayer
from kopdesk.bots.schafkopf.master import SearchPlayer, master, oracle
from kopdesk.games.schafkopf import Action, Observation

SchafkopfPlayer = GamePlayer[Observation, Action]
_MAKERS: dict[str, Callable[[int], SchafkopfPlayer]] = {
    "beginner": BeginnerPlayer, "club": ClubPlayer, "master": master,
}
LEVELS = tuple(_MAKERS)


def make_player(level: str, seed: int = 0) -> SchafkopfPlayer:
    """A Schafkopf player of a level offered to users."""
    return player_of_level(_MAKERS, level, seed)


__all__ = [
    "LEVELS",
    "BeginnerPlayer",
    "ClubPlayer",
    "SchafkopfPlayer",
    "SearchPlayer",
    "make_player",
    "master",
    "oracle",
]

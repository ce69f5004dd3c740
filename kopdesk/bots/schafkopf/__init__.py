"""Computer players of the Schafkopf family: beginner, club and master, and the oracle.

Every player answers `choose(observation, stop)` with a legal action and sees only its
seat's `Observation` (the oracle, for measuring, reads the deal itself).
"""

from __future__ import annotations

from kopdesk.bots.player import GamePlayer
from kopdesk.bots.schafkopf.club import BeginnerPlayer, ClubPlayer
from kopdesk.bots.schafkopf.master import SearchPlayer, master, oracle
from kopdesk.games.schafkopf import Action, Observation

SchafkopfPlayer = GamePlayer[Observation, Action]
LEVELS = ("beginner", "club", "master")


def make_player(level: str, seed: int = 0) -> SchafkopfPlayer:
    """A Schafkopf player of a level offered to users."""
    if level == "beginner":
        return BeginnerPlayer(seed)
    if level == "club":
        return ClubPlayer(seed)
    if level == "master":
        return master(seed)
    raise ValueError(f"{level!r} is not a level (one of {', '.join(LEVELS)})")


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

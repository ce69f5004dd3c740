"""Computer players: beginner, club and master, and the oracle used for measuring.

Every player answers `choose(observation, stop)` with a call or a card and
sees only its seat's `Observation`. Nothing here imports Qt.
"""

from __future__ import annotations

from kopdesk.bots.beginner import BeginnerPlayer
from kopdesk.bots.club import ClubPlayer
from kopdesk.bots.master import SearchPlayer, master, oracle
from kopdesk.bots.player import Action, Player, StopCheck, never_stop

LEVELS = ("beginner", "club", "master")
"""The levels offered to users; `oracle` (sees all cards) is for measurement only."""


def make_player(level: str, seed: int = 0) -> Player:
    """A player of a level offered to users."""
    if level == "beginner":
        return BeginnerPlayer(seed)
    if level == "club":
        return ClubPlayer(seed)
    if level == "master":
        return master(seed)
    raise ValueError(f"{level!r} is not a level (one of {', '.join(LEVELS)})")


__all__ = [
    "Action", "BeginnerPlayer", "ClubPlayer", "LEVELS", "Player", "SearchPlayer", "StopCheck",
    "make_player", "master", "never_stop", "oracle",
]

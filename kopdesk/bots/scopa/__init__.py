"""Computer players of Scopa and Scopone: beginner, club and master, and the oracle.

Every player answers `choose(observation, stop)` with a legal action and sees only
its seat's `Observation` (the oracle, for measuring, reads the deal itself).
"""

from __future__ import annotations

from kopdesk.bots.player import GamePlayer
from kopdesk.bots.scopa.club import BeginnerPlayer, ClubPlayer
from kopdesk.bots.scopa.master import SearchPlayer, master, oracle
from kopdesk.games.scopa import Action, Observation

ScopaPlayer = GamePlayer[Observation, Action]
LEVELS = ("beginner", "club", "master")


def make_player(level: str, seed: int = 0) -> ScopaPlayer:
    """A Scopa player of a level offered to users."""
    if level == "beginner":
        return BeginnerPlayer(seed)
    if level == "club":
        return ClubPlayer(seed)
    if level == "master":
        return master(seed)
    raise ValueError(f"{level!r} is not a level (one of {', '.join(LEVELS)})")


__all__ = ["LEVELS", "BeginnerPlayer", "ClubPlayer", "ScopaPlayer", "SearchPlayer", "make_player", "master", "oracle"]

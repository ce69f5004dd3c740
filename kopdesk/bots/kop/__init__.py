"""Kop's and Baśka's computer players: beginner, club and master, and the oracle used for measuring.

Every player answers `choose(observation, stop)` with a call or a card and
sees only its seat's `Observation`. Nothing here imports Qt.
"""

from __future__ import annotations

from kopdesk.bots.kop.beginner import BeginnerPlayer
from kopdesk.bots.kop.club import ClubPlayer
from kopdesk.bots.kop.layouts import CallMemo
from kopdesk.bots.kop.master import SearchPlayer, master, oracle
from kopdesk.bots.kop.player import Action, Player
from kopdesk.bots.player import StopCheck, never_stop

LEVELS = ("beginner", "club", "master")
"""The levels offered to users; `oracle` (sees all cards) is for measurement only."""


def make_player(level: str, seed: int = 0, memo: CallMemo | None = None) -> Player:
    """A player of a level offered to users; `memo` shared with others who hear the same
    auctions saves them working out the same club calls (a fresh one if None)."""
    if level == "beginner":
        return BeginnerPlayer(seed)
    if level == "club":
        return ClubPlayer(seed, memo)
    if level == "master":
        return master(seed, memo=memo)
    raise ValueError(f"{level!r} is not a level (one of {', '.join(LEVELS)})")


__all__ = [
    "LEVELS",
    "Action",
    "BeginnerPlayer",
    "CallMemo",
    "ClubPlayer",
    "Player",
    "SearchPlayer",
    "StopCheck",
    "make_player",
    "master",
    "never_stop",
    "oracle",
]

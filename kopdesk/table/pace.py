"""How long the table waits after an action before a computer player acts, or the deal's
summary shows (the user's turn comes at once: GameController)."""

from __future__ import annotations

from collections.abc import Iterable

from kopdesk.games.tricks import TrickTaken

PACES: dict[str, int] = {"instant": 0, "fast": 120, "normal": 550, "slow": 1100}
"""Pause in milliseconds after each action before a bot is asked, per pace ("instant" is the demo's)."""


def trick_pause_ms(pace: str) -> int:
    """How long a finished trick stays on the table: twice the pace's pause."""
    return 2 * PACES.get(pace, PACES["normal"])


def pause_ms(pace: str, events: Iterable[object] = ()) -> int:
    """The pause after `events` (of any family): longer when they finish a trick (the
    trick-taking games share their event, `games/tricks`)."""
    if any(isinstance(event, TrickTaken) for event in events):
        return trick_pause_ms(pace)
    return PACES.get(pace, PACES["normal"])

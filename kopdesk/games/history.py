"""Undo and rewind by replay, for every family's deal.

Applying an action keeps no snapshot: a deal keeps the actions applied, and going
back starts the deal again and replays the ones kept. Each family's `Deal` mixes in
`Replayed` and provides `_history`, `_start()` (the deal as dealt) and `apply()`.
"""

from __future__ import annotations

from typing import Generic, Protocol, TypeVar

A = TypeVar("A")


class _Replayable(Protocol[A]):
    _history: list[A]

    def _start(self) -> None: ...

    def apply(self, action: A, /) -> tuple[object, ...]: ...

    def rewind(self, actions: int) -> None: ...


class Replayed(Generic[A]):
    __slots__ = ()

    @property
    def history(self: _Replayable[A]) -> tuple[A, ...]:
        """Every action applied, in order."""
        return tuple(self._history)

    def undo(self: _Replayable[A]) -> A:
        """Take back the last action; return it."""
        if not self._history:
            raise IndexError("nothing to undo")
        action = self._history[-1]
        self.rewind(len(self._history) - 1)
        return action

    def rewind(self: _Replayable[A], actions: int) -> None:
        """Go back to the point where `actions` actions had been applied."""
        if not 0 <= actions <= len(self._history):
            raise IndexError(f"no point after {actions} actions in this deal")
        kept = self._history[:actions]
        self._history.clear()
        self._start()
        for action in kept:
            self.apply(action)

"""The one decision interface shared by every player: bots, the GUI's human seat, tests.

A player is asked for an action with its seat's `Observation` only, never the
deal. `stop` is polled while a bot thinks (the GUI passes a threading.Event's
`is_set` when the user quits or undoes); a stopped bot answers at once with
the best action found so far.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from kopdesk.games.kop import Call, Card, Observation

Action = Card | Call
StopCheck = Callable[[], bool]


def never_stop() -> bool:
    return False


class Player(Protocol):
    def choose(self, observation: Observation, stop: StopCheck = never_stop) -> Action:
        """The call or card this player makes for `observation.seat`."""
        ...


def decision_rng(seed: int, observation: Observation) -> random.Random:
    """A random source fixed by the seed and everything the seat has seen.

    Each decision is then a pure function of (seed, observation): the same
    position gives the same answer after an undo, in any order of calls.
    """
    if not isinstance(observation, Observation):
        raise TypeError(f"a player is given an Observation, not {type(observation).__name__}")
    key = (
        seed,
        observation.seat,
        tuple(str(c) for c in observation.hand),
        tuple((s, str(c)) for s, c in observation.calls),
        tuple(str(c) for t in observation.tricks for c in t.cards),
        tuple(str(c) for c in observation.trick),
    )
    return random.Random(repr(key))


def legal_calls(observation: Observation) -> list[Call]:
    return [a for a in observation.legal if isinstance(a, Call)]

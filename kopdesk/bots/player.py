"""The one decision interface shared by every player: bots, the GUI's human seat, tests.

A player is asked for an action with its seat's `Observation` only, never the
deal. `stop` is polled while a bot thinks (the GUI passes a threading.Event's
`is_set` when the user quits or undoes); a stopped bot answers at once with
the best action found so far.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Protocol, TypeVar

from kopdesk.games.kop import Call, Card, Observation

Action = Card | Call
StopCheck = Callable[[], bool]
ObservationT = TypeVar("ObservationT", contravariant=True)
ActionT = TypeVar("ActionT", covariant=True)


def never_stop() -> bool:
    return False


class GamePlayer(Protocol[ObservationT, ActionT]):
    """A player of any game: its family's observation in, one of its legal actions out."""

    def choose(self, observation: ObservationT, stop: StopCheck = never_stop) -> ActionT:
        """The action this player takes for `observation.seat`."""
        ...


Player = GamePlayer[Observation, Action]
PlayerT = TypeVar("PlayerT")


def player_of_level(makers: Mapping[str, Callable[[int], PlayerT]], level: str, seed: int) -> PlayerT:
    """The player `makers[level]` makes from `seed`; ValueError naming the levels if none."""
    maker = makers.get(level)
    if maker is None:
        raise ValueError(f"{level!r} is not a level (one of {', '.join(makers)})")
    return maker(seed)
"""A player of Kop and Baśka: a call or a card."""


def decision_rng(seed: int, observation: Observation) -> random.Random:
    """A random source fixed by the seed and everything the seat has seen.

    Each decision is then a pure function of (seed, observation): the same
    position gives the same answer after an undo, in any order of calls.
    """
    if not isinstance(observation, Observation):
        raise TypeError(f"a player is given an Observation, not {type(observation).__name__}")
    return rng_for(
        seed,
        observation.seat,
        tuple(str(c) for c in observation.hand),
        tuple((s, str(c)) for s, c in observation.calls),
        tuple(str(c) for t in observation.tricks for c in t.cards),
        tuple(str(c) for c in observation.trick),
    )


def rng_for(seed: int, *seen: object) -> random.Random:
    """A random source fixed by the seed and `seen`, values with a stable repr."""
    return random.Random(repr((seed, *seen)))


def legal_calls(observation: Observation) -> list[Call]:
    return [a for a in observation.legal if isinstance(a, Call)]

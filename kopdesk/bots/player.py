"""The one decision interface shared by every player: bots, the GUI's human seat, tests.

A player is asked for an action with its seat's observation only, never the
deal. `stop` is polled while a bot thinks (the GUI passes a threading.Event's
`is_set` when the user quits or undoes); a stopped bot answers at once with
the best action found so far. No family's types are named here: each family's
bots say `GamePlayer[Observation, Action]` with their own.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Protocol, TypeVar

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


PlayerT = TypeVar("PlayerT")


def player_of_level(makers: Mapping[str, Callable[[int], PlayerT]], level: str, seed: int) -> PlayerT:
    """The player `makers[level]` makes from `seed`; ValueError naming the levels if none."""
    maker = makers.get(level)
    if maker is None:
        raise ValueError(f"{level!r} is not a level (one of {', '.join(makers)})")
    return maker(seed)


def rng_for(seed: int, *seen: object) -> random.Random:
    """A random source fixed by the seed and `seen`, values with a stable repr."""
    return random.Random(repr((seed, *seen)))

"""A player of Kop and Baśka: a call or a card, and what each decision draws on."""

from __future__ import annotations

import random

from kopdesk.bots.player import GamePlayer, rng_for
from kopdesk.games.kop import Call, Card, Observation

Action = Card | Call
Player = GamePlayer[Observation, Action]


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


def legal_calls(observation: Observation) -> list[Call]:
    return [a for a in observation.legal if isinstance(a, Call)]

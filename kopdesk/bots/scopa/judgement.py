"""What cards are worth to the side that takes them, as the bots weigh a move.

Worth in points of the deal's score, roughly: every card counts towards carte, a
denaro towards denari, the settebello (and the re bello where it is played) is a
point of its own, sevens and sixes make the primiera. A scopa is a point. The
weights are judgement, not measured truths; the master measures by playing out.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from kopdesk.bots.player import rng_for
from kopdesk.bots.scopa.sim import SUIT_BITS, SimMove
from kopdesk.games.scopa import Observation, RuleSet
from kopdesk.games.scopa.cards import ACES, RE_BELLO, SETTEBELLO, VALUE
from kopdesk.games.scopa.rules import Assi

CARD = 0.08
DENARO = 0.12
SETTEBELLO_POINT = 1.0
RE_BELLO_POINT = 0.8
PRIMIERA_BY_RANK = (0.05, 0.0, 0.0, 0.0, 0.02, 0.1, 0.2, 0.0, 0.0, 0.0)
"""Towards the primiera, by rank A, 2-7, J, Q, K: the sevens most, then the sixes and aces."""
SCOPA = 1.0
LAY = 0.5
"""A laid card is half lost: more often than not an opponent takes it."""
SWEEPABLE = 10
"""A table whose capture values add up to at most this can be swept by one card."""
DENARI_SUIT = 3


def _worth_table(suit: int) -> tuple[float, ...]:
    per_rank = [CARD + PRIMIERA_BY_RANK[r] + (DENARO if suit == DENARI_SUIT else 0.0) for r in range(SUIT_BITS)]
    if suit == DENARI_SUIT:
        per_rank[SETTEBELLO.index % SUIT_BITS] += SETTEBELLO_POINT
    return tuple(sum(per_rank[r] for r in range(SUIT_BITS) if pattern >> r & 1) for pattern in range(1 << SUIT_BITS))


WORTH = tuple(_worth_table(suit) for suit in range(4))


def worth(rules: RuleSet, mask: int) -> float:
    """What the cards of `mask` are worth to the side that takes them."""
    clubs, spades, hearts, denari = WORTH
    found = clubs[mask & 1023] + spades[mask >> 10 & 1023] + hearts[mask >> 20 & 1023] + denari[mask >> 30 & 1023]
    return found + RE_BELLO_POINT if rules.re_bello and mask & RE_BELLO.bit else found


def sweeps(rules: RuleSet, card: int, table: int, take: int, last_card: bool) -> bool:
    """Whether taking `take` with `card` from `table` is a scopa."""
    if take != table or (last_card and not rules.last_card_scopa):
        return False
    return not (rules.assi is Assi.NO_SCOPA and card & ACES and not table & ACES)


def greedy_gain(rules: RuleSet, move: SimMove, table: int, on_table: int | None, last_card: bool) -> float:
    """A move's worth at once: what it takes and a scopa; a lay gives away part of its card.
    Given `on_table` (the table's capture values added up), a lay that leaves a table one
    card can sweep gives away more."""
    card, take = move
    if not card:
        return 0.0
    if take:
        return worth(rules, take | card) + (SCOPA if sweeps(rules, card, table, take, last_card) else 0.0)
    sweepable = on_table is not None and on_table + VALUE[card.bit_length() - 1] <= SWEEPABLE
    return -LAY * worth(rules, card) - (LAY * SCOPA if sweepable else 0.0)


def best_of(moves: Sequence[SimMove], gains: Sequence[float], rng: random.Random) -> SimMove:
    """The move of the highest gain, a tie broken by `rng`."""
    top = max(gains)
    best = [m for m, g in zip(moves, gains, strict=True) if g >= top - 1e-9]
    return best[0] if len(best) == 1 else best[rng.randrange(len(best))]


def observation_rng(seed: int, observation: Observation) -> random.Random:
    """A random source fixed by the seed and everything the seat sees: the same position
    gives the same answer after an undo, in any order of calls."""
    return rng_for(
        seed,
        observation.seat,
        tuple(str(c) for c in observation.hand),
        tuple(str(c) for c in observation.table),
        tuple(tuple(str(c) for c in pile) for pile in observation.captured),
        observation.talon,
        observation.hand_sizes,
        observation.scope,
        str(observation.drawn),
    )


def last_card(observation: Observation) -> bool:
    """Whether the move to make is the deal's last."""
    return observation.talon == 0 and sum(observation.hand_sizes) == 1

"""Hidden layouts a seat considers, weighted by how likely they make what it saw.

A layout's weight multiplies one factor per observed call (does the club
player's judgement, given that seat's cards in this layout, make the same
call?) and one per smear (who throws a full card onto another's trick is
probably that player's partner).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator

from kopdesk.bots.bidding import club_call
from kopdesk.bots.knowledge import Knowledge, Layout, dealt, play_order, sides_in
from kopdesk.engine import Observation, Rank

SMEAR_ODDS = 2.0
CALL_MATCH, CALL_MISS = 1.0, 0.25
ENUMERATE_LIMIT = 400
"""Enumerate every layout when at most this many could fit (ignoring the facts)."""

Weighted = tuple[Layout, float]


def smear_hints(observation: Observation) -> list[tuple[int, int]]:
    """(smearer, winner): a full card thrown onto a trick that someone else was winning."""
    order = play_order(observation)
    hints = []
    tricks = [(t.leader, t.cards) for t in observation.tricks] + [(observation.leader, observation.trick)]
    for leader, cards in tricks:
        for position in range(1, len(cards)):
            before = tuple(c.index for c in cards[:position])
            best = order.winning_index(before)
            played = cards[position]
            if played.rank in (Rank.ACE, Rank.TEN) and not played.bit & order.beats[best]:
                winner = (leader + before.index(best)) % 4
                hints.append(((leader + position) % 4, winner))
    return hints


def call_likelihood(knowledge: Knowledge, layout: Layout) -> float:
    """How well the other seats' calls fit their cards in `layout`."""
    obs = knowledge.observation
    hands = dealt(knowledge, layout)
    likelihood = 1.0
    for i, (seat, call) in enumerate(obs.calls):
        if seat != obs.seat:
            expected = club_call(obs.rules, hands[seat], seat, obs.calls[:i], obs.dealer)
            likelihood *= CALL_MATCH if expected == call else CALL_MISS
    return likelihood


def weighted(knowledge: Knowledge, layouts: Iterable[Layout]) -> Iterator[Weighted]:
    hints = smear_hints(knowledge.observation)
    for layout in layouts:
        weight = call_likelihood(knowledge, layout)
        if hints:
            _, old = sides_in(knowledge, layout)
            for smearer, winner in hints:
                weight *= SMEAR_ODDS if (smearer in old) == (winner in old) else 1 / SMEAR_ODDS
        yield layout, weight


def sampled(knowledge: Knowledge, rng: random.Random, count: int) -> Iterator[Layout]:
    """Up to `count` random layouts that fit the facts (fewer if they are hard to find)."""
    for _ in range(count):
        layout = knowledge.sample(rng)
        if layout is None:
            return
        yield layout


def inferred(knowledge: Knowledge, rng: random.Random, samples: int) -> Iterator[Layout]:
    """Every fitting layout in random order when few remain, else random samples."""
    if knowledge.layout_count() <= ENUMERATE_LIMIT:
        every = knowledge.all_layouts()
        rng.shuffle(every)
        return iter(every)
    return sampled(knowledge, rng, samples)

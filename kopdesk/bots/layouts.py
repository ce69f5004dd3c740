"""Hidden layouts a seat considers, weighted by how likely they make what it saw.

A layout's weight multiplies one factor per observed call (does the club
player's judgement, given that seat's cards in this layout, make the same
call?) and one per smear (who throws a full card onto another's trick is
probably that player's partner).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from functools import lru_cache

from kopdesk.bots.bidding import club_call
from kopdesk.bots.knowledge import Knowledge, Layout, dealt, play_order, sides_in, tricks_seen
from kopdesk.games.kop import Call, Observation, Rank, RuleSet, SeatCall

SMEAR_ODDS = 2.0
CALL_MATCH, CALL_MISS = 1.0, 0.05
"""The club judgement models calls well: a layout where a seat's call does not fit is rarely the truth."""
ENUMERATE_LIMIT = 400
"""Enumerate every layout when at most this many could fit (ignoring the facts)."""

Weighted = tuple[Layout, float]


def smear_hints(observation: Observation) -> list[tuple[int, int]]:
    """(smearer, winner): a full card thrown onto a trick that someone else was winning."""
    order = play_order(observation)
    hints = []
    for leader, cards in tricks_seen(observation):
        for position in range(1, len(cards)):
            before = tuple(c.index for c in cards[:position])
            best = order.winning_index(before)
            played = cards[position]
            if played.rank in (Rank.ACE, Rank.TEN) and not played.bit & order.beats[best]:
                winner = (leader + before.index(best)) % 4
                hints.append(((leader + position) % 4, winner))
    return hints


@lru_cache(maxsize=256)
def _expected_calls(rules: RuleSet, dealer: int, before: tuple[SeatCall, ...]) -> dict[int, Call]:
    """The club call of each hand after the calls `before`, filled in as hands are asked
    about and kept across decisions: each new call of an auction adds one run of calls."""
    return {}


@lru_cache(maxsize=64)
def _fits(rules: RuleSet, dealer: int, calls: tuple[SeatCall, ...]) -> dict[tuple[int, int], float]:
    """The fits (seat, hand) → likelihood after a whole auction, filled in as asked and
    kept across decisions: every card decision of a deal asks about much the same hands."""
    return {}


class CallFit:
    """How well the other seats' calls fit their cards in a layout: does the club
    player's judgement, given those cards, make the same calls? Cached per seat
    and hand, as many layouts share hands."""

    def __init__(self, observation: Observation) -> None:
        self.observation = observation
        self._by_hand = _fits(observation.rules, observation.dealer, observation.calls)

    def likelihood(self, hands: Layout) -> float:
        """The product over the other seats of CALL_MATCH or CALL_MISS per call; `hands` as dealt."""
        result = 1.0
        for seat in range(4):
            if seat != self.observation.seat:
                found = self._by_hand.get((seat, hands[seat]))
                if found is None:
                    found = self._by_hand[seat, hands[seat]] = self._seat_fit(seat, hands[seat])
                result *= found
        return result

    def _seat_fit(self, seat: int, hand: int) -> float:
        obs = self.observation
        fit = 1.0
        for i, (caller, call) in enumerate(obs.calls):
            if caller == seat:
                expected = _expected_calls(obs.rules, obs.dealer, obs.calls[:i])
                if hand not in expected:
                    expected[hand] = club_call(obs.rules, hand, seat, obs.calls[:i], obs.dealer)
                fit *= CALL_MATCH if expected[hand] == call else CALL_MISS
        return fit


def weighted(knowledge: Knowledge, layouts: Iterable[Layout]) -> Iterator[Weighted]:
    hints = smear_hints(knowledge.observation)
    fit = CallFit(knowledge.observation)
    for layout in layouts:
        weight = fit.likelihood(dealt(knowledge, layout))
        if hints:
            _, old = sides_in(knowledge, layout)
            for smearer, winner in hints:
                weight *= SMEAR_ODDS if (smearer in old) == (winner in old) else 1 / SMEAR_ODDS
        yield layout, weight


def thinned(layouts: Iterable[Weighted], rng: random.Random) -> Iterator[Weighted]:
    """Rejection sampling: keep each layout with chance min(1, weight), so that the
    expensive solving is spent on likely layouts; if none is kept, the likeliest seen."""
    likeliest: Weighted | None = None
    kept = False
    for layout, weight in layouts:
        if rng.random() < weight:
            kept = True
            yield layout, max(1.0, weight)
        elif likeliest is None or weight > likeliest[1]:
            likeliest = layout, weight
    if not kept and likeliest is not None:
        yield likeliest


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

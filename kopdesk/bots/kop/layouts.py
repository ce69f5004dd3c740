"""Hidden layouts a seat considers, weighted by how likely they make what it saw.

A layout's weight multiplies one factor per observed call (does the club
player's judgement, given that seat's cards in this layout, make the same
call?) and one per smear (who throws a full card onto another's trick is
probably that player's partner).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from typing import Any

from kopdesk.bots.kop.bidding import club_call
from kopdesk.bots.kop.knowledge import Knowledge, Layout, dealt, sides_in, tricks_seen
from kopdesk.bots.player import StopCheck, never_stop
from kopdesk.games.kop import Call, Observation, Rank, RuleSet, SeatCall

SMEAR_ODDS = 2.0
CALL_MATCH, CALL_MISS = 1.0, 0.05
"""The club judgement models calls well: a layout where a seat's call does not fit is rarely the truth."""
ENUMERATE_LIMIT = 400
"""Enumerate every layout when at most this many could fit (ignoring the facts)."""

Weighted = tuple[Layout, float]


def smear_hints(observation: Observation) -> list[tuple[int, int]]:
    """(smearer, winner): a full card thrown onto a trick that someone else was winning."""
    order = observation.order
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


AuctionKey = tuple[int, tuple[SeatCall, ...]]
"""Forehand and calls: with the rules, what the club calls and the call fits depend on."""


class CallMemo:
    """The club calls and call fits a player has worked out, kept between its decisions:
    each new call of an auction adds one run of calls to judge, and every card decision
    of a deal asks about much the same hands. Owned by a player, or shared by players
    who hear the same auctions (a tournament's deal); each answer depends on its key
    and the rules alone, so what is kept never changes a decision.

    Bounded: one rule set, the latest `AUCTIONS` auctions and `RUNS` runs of calls,
    each holding at most one entry per seat and hand that a deal can have."""

    AUCTIONS = 4
    RUNS = 16

    def __init__(self) -> None:
        self._rules: RuleSet | None = None
        self._fits: dict[AuctionKey, dict[tuple[int, int], float]] = {}
        self._calls: dict[AuctionKey, dict[int, Call]] = {}

    def fits(self, rules: RuleSet, key: AuctionKey) -> dict[tuple[int, int], float]:
        """(seat, hand as dealt) → how well that seat's calls in the auction `key` fit the hand."""
        self._use(rules)
        return _kept(self._fits, key, self.AUCTIONS)

    def expected_calls(self, rules: RuleSet, key: AuctionKey) -> dict[int, Call]:
        """Hand → the club call of the seat whose turn it is after the calls of `key`."""
        self._use(rules)
        return _kept(self._calls, key, self.RUNS)

    def sizes(self) -> tuple[int, int]:
        """How many auctions and runs of calls are kept."""
        return len(self._fits), len(self._calls)

    def _use(self, rules: RuleSet) -> None:
        if rules is not self._rules:  # identity first: hashing or comparing rules is slow
            if rules != self._rules:
                self._fits.clear()
                self._calls.clear()
            self._rules = rules


def _kept(memo: dict[AuctionKey, dict[Any, Any]], key: AuctionKey, bound: int) -> dict[Any, Any]:
    """The entry of `key`, a new one if none; past `bound` the oldest goes."""
    found = memo.get(key)
    if found is None:
        if len(memo) >= bound:
            del memo[next(iter(memo))]
        found = memo[key] = {}
    return found


class CallFit:
    """How well the other seats' calls fit their cards in a layout: does the club
    player's judgement, given those cards, make the same calls? Kept per seat and
    hand in `memo`, as many layouts share hands."""

    def __init__(self, observation: Observation, memo: CallMemo) -> None:
        self.observation = observation
        self.memo = memo
        self._by_hand = memo.fits(observation.rules, (observation.forehand, observation.calls))
        self._steps = tuple(observation.auction.steps())

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
        for before, (caller, call) in self._steps:
            if caller == seat:
                expected = self.memo.expected_calls(obs.rules, (obs.forehand, before.calls))
                if hand not in expected:
                    expected[hand] = club_call(obs.rules, before, hand, obs.forehand)
                fit *= CALL_MATCH if expected[hand] == call else CALL_MISS
        return fit


def weighted(knowledge: Knowledge, layouts: Iterable[Layout], memo: CallMemo) -> Iterator[Weighted]:
    hints = smear_hints(knowledge.observation)
    fit = CallFit(knowledge.observation, memo)
    for layout in layouts:
        weight = fit.likelihood(dealt(knowledge, layout))
        if hints:
            old = sides_in(knowledge, layout).old
            for smearer, winner in hints:
                weight *= SMEAR_ODDS if (smearer in old) == (winner in old) else 1 / SMEAR_ODDS
        yield layout, weight


def thinned(layouts: Iterable[Weighted], rng: random.Random, stop: StopCheck = never_stop) -> Iterator[Weighted]:
    """Rejection sampling: keep each layout with chance min(1, weight), so that the
    expensive solving is spent on likely layouts; if none is kept, the likeliest seen.
    No more layouts are drawn once `stop` says so."""
    likeliest: Weighted | None = None
    kept = False
    for layout, weight in layouts:
        if rng.random() < weight:
            kept = True
            yield layout, max(1.0, weight)
        elif likeliest is None or weight > likeliest[1]:
            likeliest = layout, weight
        if stop():
            break
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

"""The master, search on top of the club player, and the oracle that sees all cards.

Play: hidden layouts that fit everything observed (see `layouts`) are each
solved exactly with all cards open; the card with the best weighted mean of
units wins, the club player's card breaking ties (open-card play often rates
several cards the same). Auction: each plausible call (pass, a contract, a
doubling) is played out over the same layouts from the first lead, and its
mean is corrected for the optimism of open-card play by charging every call
a share of the units it puts at stake.

Both think within a `Budget`: solver nodes (so that a seed gives the same
answer on any machine) capped by wall-clock seconds and by `stop`.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterable, Iterator, Sequence

from kopdesk.bots.bidding import AuctionView, shape, win_chance
from kopdesk.bots.club import club_card, legal_call
from kopdesk.bots.knowledge import Knowledge, Layout, dealt, mask_of, sides_of
from kopdesk.bots.layouts import Weighted, inferred, weighted
from kopdesk.bots.payoff import Stakes
from kopdesk.bots.player import Action, StopCheck, decision_rng, legal_calls, never_stop
from kopdesk.bots.search import Budget, expected_values, payoff_table, rules_for
from kopdesk.bots.solver import Solver
from kopdesk.engine import CARDS, DOUBLE, PASS, Call, CallKind, Card, Contract, Observation, Phase, SeatCall

PLAY_BUDGET = Budget(nodes=14_000, seconds=0.2)
AUCTION_BUDGET = Budget(nodes=30_000, seconds=0.2)
SAMPLES = 300
OPTIMISM = 0.15
"""Share of the mean absolute result charged to every call for open-card optimism."""
MIN_CHANCE = 0.1
"""Contracts that the hand's shape gives less chance than this are not simulated."""
TIE = 1e-6

LayoutSource = Callable[[Knowledge, random.Random], Iterator[Layout]]


class SearchPlayer:
    """Chooses by solving the layouts its `source` offers: inferred ones, or the truth."""

    def __init__(self, seed: int, source: LayoutSource, optimism: float, budgets: tuple[Budget, Budget]):
        self.seed = seed
        self.source = source
        self.optimism = optimism
        self.auction_budget, self.play_budget = budgets

    def choose(self, observation: Observation, stop: StopCheck = never_stop) -> Action:
        rng = decision_rng(self.seed, observation)
        if len(observation.legal) == 1:
            return observation.legal[0]
        knowledge = Knowledge(observation)
        layouts = weighted(knowledge, self.source(knowledge, rng))
        if observation.phase is Phase.AUCTION:
            return self._call(knowledge, layouts, stop)
        fallback = club_card(knowledge, rng, stop)
        values = expected_values(knowledge, layouts, self.play_budget, stop)
        if values[fallback.index] >= max(values.values()) - TIE:
            return fallback
        return CARDS[max(values, key=lambda i: (values[i], -i))]

    def _call(self, knowledge: Knowledge, layouts: Iterable[Weighted], stop: StopCheck) -> Call:
        club = legal_call(knowledge.observation)
        options = call_options(knowledge.observation, club)
        if len(options) == 1:
            return club
        scores = call_scores(knowledge, options, layouts, self.auction_budget, stop, self.optimism)
        if scores[club] >= max(scores.values()) - TIE:
            return club
        return max(options, key=scores.__getitem__)


def master(seed: int = 0, budgets: tuple[Budget, Budget] = (AUCTION_BUDGET, PLAY_BUDGET)) -> SearchPlayer:
    return SearchPlayer(seed, lambda k, rng: inferred(k, rng, SAMPLES), OPTIMISM, budgets)


def oracle(hands: Sequence[Sequence[Card]], seed: int = 0) -> SearchPlayer:
    """A player that sees every hand: for measuring the others, never offered to users."""
    dealt_masks = tuple(mask_of(hand) for hand in hands)

    def truth(knowledge: Knowledge, rng: random.Random) -> Iterator[Layout]:
        yield tuple(dealt_masks[s] & ~knowledge.played[s] for s in range(4))  # type: ignore[misc]

    return SearchPlayer(seed, truth, 0.0, (AUCTION_BUDGET, PLAY_BUDGET))


def call_options(observation: Observation, club: Call) -> list[Call]:
    """The calls worth simulating: pass, the club's call, contracts with a chance, a doubling with trumps."""
    obs = observation
    view = AuctionView.of(obs.calls)
    if club.kind is CallKind.CONTRACT and club.contract is not None and club.contract.is_thrown:
        return [club]
    if view.contract is not None and view.contract.is_thrown:
        return [club]
    hand = mask_of(obs.hand)
    leads = obs.seat == (obs.dealer + 1) % 4
    options = {PASS, club}
    for call in legal_calls(obs):
        if call.kind is CallKind.CONTRACT and call.contract is not None:
            if win_chance(obs.rules, call.contract, hand, leads) >= MIN_CHANCE:
                options.add(call)
        elif call == DOUBLE and shape(obs.rules.order_for(view.contract or Contract.NORMAL), hand).top >= 1:
            options.add(call)
    return sorted(options, key=str)


def call_scores(
    knowledge: Knowledge, options: Sequence[Call], layouts: Iterable[Weighted], budget: Budget,
    stop: StopCheck, optimism: float,
) -> dict[Call, float]:
    """Each call's mean units over the layouts, played out open from the first lead, less optimism."""
    obs = knowledge.observation
    deadline = time.perf_counter() + budget.seconds if budget.seconds is not None else None
    sums = {call: 0.0 for call in options}
    spreads = {call: 0.0 for call in options}
    weight_sum, nodes = 0.0, 0
    for layout, weight in layouts:
        for call in options:
            value, used = _play_out(knowledge, layout, call)
            sums[call] += weight * value
            spreads[call] += weight * abs(value)
            nodes += used
        weight_sum += weight
        if nodes >= budget.nodes or stop() or (deadline is not None and time.perf_counter() > deadline):
            break
    return {c: (sums[c] - optimism * spreads[c]) / weight_sum for c in options}


def _play_out(knowledge: Knowledge, layout: Layout, call: Call) -> tuple[float, int]:
    """The units for the seat if the auction ended after `call`, all cards open; and solver nodes used."""
    obs = knowledge.observation
    view = AuctionView.of(obs.calls)
    standing: SeatCall | None = SeatCall(obs.seat, call)
    doublers: tuple[int, ...] = ()
    if call.kind is not CallKind.CONTRACT:
        standing = view.standing
        doublers = view.doublers + ((obs.seat,) if call == DOUBLE else ())
    contract, old = sides_of(dealt(knowledge, layout), standing)
    stakes = Stakes(obs.rules, contract, old, doublers, obs.in_bok_round)
    solver = Solver(rules_for(obs.rules.order_for(contract)), payoff_table(stakes), old)
    forehand = (obs.dealer + 1) % 4
    values = solver.card_values(list(layout), forehand, (), 0, 0, 0).values()
    root = max(values) if forehand in old else min(values)
    return stakes.seat_units(obs.seat, root), solver.nodes

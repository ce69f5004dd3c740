"""The master of Scopa: determinized Monte Carlo over the unseen cards, and the oracle.

The master deals the cards it has not seen at random into the other hands (it
knows how many each holds) and the talon, many times over; on each such layout it
plays every legal move and then the rest of the deal out, every seat playing the
greedy way that looks one card ahead (`playout_move`), and scores the deal. The
move with the best mean margin (its side's points less the other sides' mean)
wins; every move is tried on the same layouts, so that the luck of a layout does
not choose. The club player breaks ties. The oracle runs the same search on the
true layout (every hand and the talon's order), for measuring what the master
loses by not seeing the cards.

It thinks within a `Budget`: moves played out (so that a seed gives the same answer
on any machine) capped by wall-clock seconds and by `stop`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from kopdesk.bots.budget import Budget
from kopdesk.bots.player import StopCheck, never_stop
from kopdesk.bots.scopa.club import ClubPlayer
from kopdesk.bots.scopa.judgement import best_of, greedy_gain, observation_rng
from kopdesk.bots.scopa.sim import SetsCache, Sim, table_sum, to_sim
from kopdesk.cards import mask_of
from kopdesk.games.scopa import Action, Deal, Observation
from kopdesk.games.scopa.cards import CARDS

PLAY_BUDGET = Budget(nodes=8_000, seconds=0.2)
"""Moves played out per decision: some 70 ms on this machine's core, so that the nodes
run out before the clock (and a seed gives the same answers) unless the machine is busy."""
TIE = 1e-9

Layout = tuple[list[int], tuple[int, ...]]
"""Every seat's hand and the talon, top first, as bits."""
LayoutSource = Callable[[Observation, random.Random], Iterator[Layout]]


def sampled(observation: Observation, rng: random.Random) -> Iterator[Layout]:
    """Endless layouts of the unseen cards that fit what `observation` knows: each other
    seat holds as many cards as it does, the rest is the talon."""
    unseen = [c.bit for c in CARDS if c not in set(observation.seen)]
    mine = mask_of(observation.hand)
    while True:
        rng.shuffle(unseen)
        hands, at = [], 0
        for seat, held in enumerate(observation.hand_sizes):
            if seat == observation.seat:
                hands.append(mine)
                continue
            hands.append(sum(unseen[at : at + held]))
            at += held
        yield hands, tuple(unseen[at:])


def true_layout(deal: Deal) -> LayoutSource:
    """The truth of `deal`, for the oracle: the same layout every time."""

    def source(observation: Observation, rng: random.Random) -> Iterator[Layout]:
        hands = [mask_of(deal.hand(seat)) for seat in range(deal.rules.players)]
        talon = tuple(c.bit for c in deal.talon)
        while True:
            yield list(hands), talon

    return source


class SearchPlayer:
    """Chooses by playing every legal move out on the layouts its `source` offers."""

    def __init__(self, seed: int, source: LayoutSource = sampled, budget: Budget = PLAY_BUDGET) -> None:
        self.seed = seed
        self.source = source
        self.budget = budget
        self.club = ClubPlayer(seed)
        self.cache: SetsCache | None = None

    def choose(self, observation: Observation, stop: StopCheck = never_stop) -> Action:
        legal = observation.legal
        if len(legal) == 1:
            return legal[0]
        rng = observation_rng(self.seed, observation)
        if self.cache is None or self.cache.rules != observation.rules:
            self.cache = SetsCache(observation.rules)
        margins = self._margins(observation, rng, stop)
        club = self.club.choose(observation)
        best = max(margins)
        if margins[legal.index(club)] >= best - TIE:
            return club
        return legal[margins.index(best)]

    def _margins(self, observation: Observation, rng: random.Random, stop: StopCheck) -> list[float]:
        """Each legal action's summed margin over the layouts played, all actions on the same ones.
        The move itself counts as played: were it the deal's last, nothing else would be."""
        assert self.cache is not None
        moves = [to_sim(a) for a in observation.legal]
        side = next(i for i, seats in enumerate(observation.sides) if observation.seat in seats)
        rivals = _rivals(observation, side)
        totals = [0.0] * len(moves)
        allowance = self.budget.start(stop)
        for hands, talon in self.source(observation, rng):
            start = Sim.of(self.cache, observation, hands, talon)
            playout_seed, played = rng.getrandbits(32), 0
            for index, move in enumerate(moves):
                sim = start.copy()
                sim.apply(move)
                played += 1 + playout(sim, random.Random(playout_seed))
                points = sim.points()
                totals[index] += points[side] - sum(points[r] for r in rivals) / len(rivals)
            if allowance.spent(played):
                return totals
        return totals


def playout(sim: Sim, rng: random.Random) -> int:
    """Play `sim` to the end of the deal; return the number of moves played."""
    played = 0
    while sim.seat is not None:
        sim.apply(playout_move(sim, rng))
        played += 1
    return played


def playout_move(sim: Sim, rng: random.Random) -> tuple[int, int]:
    """The greedy move: the most worth taken now, the least given away by a lay."""
    moves = sim.moves()
    if len(moves) == 1:
        return moves[0]
    last = sim.talon_at == len(sim.talon) and sum(h.bit_count() for h in sim.hands) == 1
    rules, table = sim.rules, sim.table
    on_table = table_sum(table)
    gains = [greedy_gain(rules, move, table, on_table, last) for move in moves]
    return best_of(moves, gains, rng)


def _rivals(observation: Observation, side: int) -> list[int]:
    """The other sides that play in this deal (under `dealer_out` the dealer's does not)."""
    playing = set(observation.rules.active_seats(observation.dealer))
    return [i for i, seats in enumerate(observation.sides) if i != side and playing & set(seats)]


def master(seed: int) -> SearchPlayer:
    return SearchPlayer(seed)


def oracle(deal: Deal, seed: int, budget: Budget = PLAY_BUDGET) -> SearchPlayer:
    """The master's search on the truth of `deal`, which it reads as the deal goes on."""
    return SearchPlayer(seed, true_layout(deal), budget)

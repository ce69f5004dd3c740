"""The master of Scopa: determinized search over the unseen cards, and the oracle.

The master deals the cards it has not seen at random into the other hands (it
knows how many each holds) and the talon, layout after layout; on each it plays
every legal move still in the race and then the rest of the round, every seat
playing the wary greedy way (`playout.playout_move`: it takes the most now and gives
the next opponent no scopa his cards in the layout would make), and values what each
side then holds (`playout.estimate`: its chances in the races for carte, denari and
primiera; a deal that ends in the round is scored).
A move's value is its side's margin over the other sides' mean. The race runs the
club's best moves by its own scores (`CANDIDATES`); every move is tried on the same
layouts, so that the luck of a layout does not choose, and a move drops out of the
race as soon as the leader is ahead of it with confidence (`Race`): a clear choice
ends after a few layouts, a close one at a fifth of the clock (`SOFT_SHARE`).
Stopping at the round's end (the cards now in the hands played; in Scopone, where
every card is dealt at once, after as many moves as a round of three cards each)
cuts a playout to a few moves and its noise with them: on the same positions, the
mistakes against a long full-deal search halved for the same time. The club's move stands unless the race's leader
is ahead of it by a standard error.

In the last round, when the hidden cards can lie in few ways, the master weighs
every one of them by its chance given the play (`Reading.every_layout`) and every
legal move on each, played to the deal's end (`SearchPlayer._weighed`): no race and no
sampling noise is left, so the best weighted margin is played.

The oracle runs the race on every legal move and the true layout (every hand and the
talon's order), played to the deal's end, with the whole clock: a yardstick for what the master loses by not
seeing the cards, not a level offered to users.

It thinks within a `Budget`: moves played out (so that a seed gives the same answer
on any machine) capped by wall-clock seconds and by `stop`.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable, Iterator, Sequence

from kopdesk.bots.budget import Budget
from kopdesk.bots.player import StopCheck, never_stop
from kopdesk.bots.scopa.club import ClubPlayer
from kopdesk.bots.scopa.judgement import observation_rng
from kopdesk.bots.scopa.playout import estimate, playout
from kopdesk.bots.scopa.reading import Layout, Reading
from kopdesk.bots.scopa.sim import SetsCache, Sim, to_sim
from kopdesk.cards import mask_of
from kopdesk.games.scopa import Action, Deal, Observation
from kopdesk.games.scopa.dealing import ROUND

PLAY_BUDGET = Budget(nodes=10_000, seconds=0.2)
"""Moves played out per decision at most, and the clock's hard limit."""
SOFT_SHARE = 0.2
"""At this share of the budget's seconds the master's race ends once every candidate has
been played on SOFT_LAYOUTS layouts: the moves still in the race by then are close, and a
close call costs little if missed (see `Race`). The rest of the clock serves a decision
whose first layouts a busy machine slowed down."""
SOFT_LAYOUTS = 4
"""Layouts enough to end the race at the soft deadline: on a quiet machine the race has
run Race.MIN_LAYOUTS long before it, but in Scopone, where a layout plays ten-card hands
and a decision reads many plays, a busy machine (load 7 on two cores) took the median
decision to 55 ms waiting for the eighth layout. With fewer, `Race.choice` keeps the
club's move unless the search is clearly ahead."""
CANDIDATES = 6
"""The club's best moves by its own scores that the master's race runs: the rest seldom
wins, and each extra move costs a playout per layout."""
MASTER_EQUAL = 0.1
"""The master's race tells moves apart down to a tenth of a point."""
ENDGAME_PLAYS = 32
"""Layouts the master plays at least when it weighs every one: fewer are played again, each
time with the playouts' ties broken afresh. In two-handed Scopa's last round the one
layout played once let a tie decide: the regret there went from 0.004 to 0.029."""

LayoutSource = Callable[[Observation, random.Random], Iterator[Layout]]
EveryLayout = Callable[[Observation, random.Random], list[tuple[float, Layout]] | None]
"""Every layout with its chance, where they are few enough to weigh them all; else None."""


def true_layout(deal: Deal) -> LayoutSource:
    """The truth of `deal`, for the oracle: the same layout every time."""

    def source(observation: Observation, rng: random.Random) -> Iterator[Layout]:
        hands = [mask_of(deal.hand(seat)) for seat in range(deal.rules.players)]
        talon = tuple(c.bit for c in deal.talon)
        while True:
            yield list(hands), talon

    return source


class SearchPlayer:
    """Chooses by playing the legal moves out on the layouts its `source` offers, to the
    round's end (`to_round_end`) or the deal's."""

    def __init__(
        self,
        seed: int,
        source: LayoutSource | None = None,
        budget: Budget = PLAY_BUDGET,
        endgame: EveryLayout | None = None,
        to_round_end: bool = True,
        candidates: int | None = CANDIDATES,
        equal: float = MASTER_EQUAL,
        soft_share: float | None = SOFT_SHARE,
        clock: Callable[[], float] = time.perf_counter,
        min_layouts: int | None = None,
    ) -> None:
        self.seed = seed
        reading = Reading()
        self.source = reading.layouts if source is None else source
        """Where the layouts come from: by default, drawn by how well they explain the play."""
        self.endgame = reading.every_layout if source is None else endgame
        self.budget = budget
        self.to_round_end = to_round_end
        self.candidates = candidates
        self.equal = equal
        self.soft_share = soft_share
        self.clock = clock
        self.min_layouts = min_layouts
        """Layouts the race runs at least (default `Race.MIN_LAYOUTS`)."""
        self.club = ClubPlayer(seed)
        self.cache: SetsCache | None = None

    def choose(self, observation: Observation, stop: StopCheck = never_stop) -> Action:
        legal = observation.legal
        if len(legal) == 1:
            return legal[0]
        rng = observation_rng(self.seed, observation)
        if self.cache is None or self.cache.rules != observation.rules:
            self.cache = SetsCache(observation.rules)
        every = self.endgame(observation, rng) if self.endgame is not None else None
        if every is not None:
            return legal[self._weighed(observation, every, rng, stop)]
        race = self._race(observation, rng, stop)
        return legal[race.choice(legal.index(self.club.choose(observation)))]

    def _candidates(self, observation: Observation) -> list[int]:
        """The legal actions the race runs: all, or the club's best `candidates` by its scores."""
        if self.candidates is None or len(observation.legal) <= self.candidates:
            return list(range(len(observation.legal)))
        scores = self.club.scores(observation)
        ranked = sorted(range(len(scores)), key=lambda i: -scores[i])
        return sorted(ranked[: self.candidates])

    def _weighed(
        self, observation: Observation, layouts: list[tuple[float, Layout]], rng: random.Random, stop: StopCheck
    ) -> int:
        """The legal action of the best margin over `layouts` weighted by their chances, each
        played to the deal's end on every layout (ENDGAME_PLAYS at least, a layout again if
        need be), the likeliest first until out of time."""
        assert self.cache is not None
        moves = [to_sim(a) for a in observation.legal]
        side, rivals = _sides(observation)
        totals = [0.0] * len(moves)
        allowance = self.budget.start(stop, self.clock)
        for chance, (hands, talon) in layouts * math.ceil(ENDGAME_PLAYS / len(layouts)):
            start = Sim.of(self.cache, observation, hands, talon)
            playout_seed, played = rng.getrandbits(32), 0
            for index, move in enumerate(moves):
                sim = start.copy()
                sim.apply(move)
                played += 1 + playout(sim, random.Random(playout_seed))
                totals[index] += chance * _margin(sim.points(), side, rivals)
            if allowance.spent(played):
                break
        return max(range(len(moves)), key=totals.__getitem__)

    def _race(self, observation: Observation, rng: random.Random, stop: StopCheck) -> Race:
        """The race of the legal actions, run until settled or out of time."""
        assert self.cache is not None
        moves = [to_sim(a) for a in observation.legal]
        side, rivals = _sides(observation)
        race = Race(len(moves), self._candidates(observation), self.equal, self.min_layouts)
        allowance = self.budget.start(stop, self.clock)
        seconds, share = self.budget.seconds, self.soft_share
        soft = None if seconds is None or share is None else allowance.started + seconds * share
        for hands, talon in self.source(observation, rng):
            start = Sim.of(self.cache, observation, hands, talon)
            playout_seed, played = rng.getrandbits(32), 0
            horizon = _round_end(hands) if self.to_round_end else None
            for index in race.alive:
                sim = start.copy()
                sim.apply(moves[index])
                played += 1 + playout(sim, random.Random(playout_seed), horizon)
                race.margins[index].append(_margin(sim.points() if sim.seat is None else estimate(sim), side, rivals))
            if race.settled() or allowance.spent(played):
                break
            if soft is not None and race.layouts >= SOFT_LAYOUTS and allowance.clock() > soft:
                break
        return race


class Race:
    """Successive elimination on common layouts: every action still in the race is
    played on each layout; now and then (at layouts growing by a quarter) an action
    drops out once the leader's margin over it, layout by layout, is above -EQUAL with
    confidence (its mean less Z standard errors). The race is settled when the leader
    runs alone: a clear choice ends after a few layouts, a close one takes the budget."""

    MIN_LAYOUTS = 8
    Z = 2.0
    EQUAL = 0.02
    """Margins closer than this (points) are not worth telling apart."""

    def __init__(
        self, actions: int, alive: list[int] | None = None, equal: float = EQUAL, min_layouts: int | None = None
    ) -> None:
        self.alive = list(range(actions)) if alive is None else alive
        self.margins: list[list[float]] = [[] for _ in range(actions)]
        self.equal = equal
        self._check_at = self.MIN_LAYOUTS if min_layouts is None else min_layouts

    @property
    def layouts(self) -> int:
        """The layouts every action still in the race has been played on."""
        return len(self.margins[self.alive[0]])

    def settled(self) -> bool:
        layouts = self.layouts
        if layouts < self._check_at:
            return False
        self._check_at = math.ceil(layouts * 1.25)
        leader = max(self.alive, key=lambda i: sum(self.margins[i]))
        ahead = self.margins[leader]
        self.alive = [i for i in self.alive if i == leader or not self._behind(ahead, self.margins[i])]
        return len(self.alive) == 1

    def _behind(self, ahead: list[float], margins: list[float]) -> bool:
        """Whether the leader's `ahead` beats `margins` (or ties them within EQUAL) with confidence."""
        gaps = [a - m for a, m in zip(ahead, margins, strict=True)]
        mean = statistics.fmean(gaps)
        error = statistics.stdev(gaps) / math.sqrt(len(gaps))
        return mean - self.Z * error > -self.equal

    def choice(self, default: int) -> int:
        """The action to play: the leader, unless `default` (the club's choice) is still in
        the race and the leader is not ahead of it by a standard error (when the race ran
        out of time, a move the search barely prefers is as likely noise)."""
        leader = max(self.alive, key=lambda i: statistics.fmean(self.margins[i]))
        if default not in self.alive or default == leader:
            return leader
        gaps = [a - m for a, m in zip(self.margins[leader], self.margins[default], strict=True)]
        if len(gaps) < 2:
            return default
        ahead = statistics.fmean(gaps) - statistics.stdev(gaps) / math.sqrt(len(gaps)) > 0
        return leader if ahead else default

    def means(self) -> list[float]:
        return [statistics.fmean(m) if i in self.alive else -math.inf for i, m in enumerate(self.margins)]


def _round_end(hands: list[int]) -> int:
    """The moves after the first to the round's end: until the cards now in the hands
    are played, at most a round's worth (in Scopone every card is dealt at once)."""
    return min(sum(h.bit_count() for h in hands), ROUND * len(hands)) - 1


def _sides(observation: Observation) -> tuple[int, list[int]]:
    """The side of the seat to move, and the other sides that play in this deal (under
    `dealer_out` the dealer's does not)."""
    side = next(i for i, seats in enumerate(observation.sides) if observation.seat in seats)
    playing = set(observation.rules.active_seats(observation.dealer))
    return side, [i for i, seats in enumerate(observation.sides) if i != side and playing & set(seats)]


def _margin(points: Sequence[float], side: int, rivals: list[int]) -> float:
    """The side's points less the rivals' mean."""
    return points[side] - sum(points[r] for r in rivals) / len(rivals)


def master(seed: int) -> SearchPlayer:
    return SearchPlayer(seed)


def oracle(deal: Deal, seed: int, budget: Budget = PLAY_BUDGET) -> SearchPlayer:
    """The master's search on the truth of `deal`, which it reads as the deal goes on,
    each move played to the deal's end: with no hidden card, noise does not cut it short."""
    return oracle_search(seed, true_layout(deal), budget)


def oracle_search(seed: int, source: LayoutSource, budget: Budget = PLAY_BUDGET) -> SearchPlayer:
    """The oracle's search on the layouts of `source`: every legal move raced, each played
    to the deal's end, with the whole clock."""
    return SearchPlayer(seed, source, budget, to_round_end=False, candidates=None, equal=Race.EQUAL, soft_share=None)

"""The master, search on top of the club player, and the oracle that sees all cards.

Play: hidden layouts that fit everything observed (see `layouts`), thinned
by how well the calls, smears and follows fit them (see `playfit`) so that
the node budget goes to likely ones, are each solved exactly with all cards
open; the card with the best weighted mean of units wins, the club player's
card breaking ties (open-card play often rates several cards the same).
Auction: each legal call (pass, every contract, a doubling) is tried on
layouts thinned by how well the calls so far fit them; on each, the others
finish the auction as the club player would (doubling a shaky zolo,
outbidding a pass) while this seat passes, save that it may raise a doubling
that comes round to it: for each run of calls it would hear, the better
answer counts. The contract that stands is played open from the first lead.
The mean is corrected for open-card play, which underrates a lone old player
(see `LONE_WINS`), and the calls are compared by their means (see `WARINESS`).

Both think within a `Budget`: solver nodes (so that a seed gives the same
answer on any machine) capped by wall-clock seconds and by `stop`.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from itertools import pairwise
from typing import NamedTuple

from kopdesk.bots.budget import Budget
from kopdesk.bots.kop.bidding import club_call
from kopdesk.bots.kop.club import club_card, legal_call
from kopdesk.bots.kop.knowledge import Knowledge, Layout, dealt
from kopdesk.bots.kop.layouts import CallMemo, Weighted, inferred, thinned, weighted
from kopdesk.bots.kop.player import Action, decision_rng, legal_calls
from kopdesk.bots.kop.playfit import weighted_by_follows
from kopdesk.bots.kop.search import expected_values, payoff_table, rules_for
from kopdesk.bots.kop.solver import ReachMemo, Solver
from kopdesk.bots.player import StopCheck, never_stop
from kopdesk.games.kop import (
    CARDS,
    DOUBLE,
    PASS,
    Auction,
    Call,
    CallKind,
    Card,
    Contract,
    Observation,
    Phase,
    SeatCall,
    Stakes,
    settle_sides,
)
from kopdesk.games.kop.cards import BLACK_QUEENS, mask_of
from kopdesk.games.kop.scoring import TOTAL_POINTS

PLAY_BUDGET = Budget(nodes=30_000, seconds=0.14)
"""Enough for a few dozen layouts at the first lead, where a lone game is mostly
decided (three times as many nodes did not play measurably better)."""
AUCTION_BUDGET = Budget(nodes=20_000, seconds=0.14)
"""On a free core both budgets run out of nodes before the clock (20,000 nodes of
an auction take about 0.12 s of processor time, sampling included), so that a seed
gives the same answers on any machine that is not busy. On a busy one the clock,
which starts with the decision (see `_or_late`), stops the search first: the step
that would end past 0.14 s is not begun, which kept the 99th percentile at 0.16 to
0.22 s by the wall clock with six processes a core (the first calls and the first
lead are the decisions that reach the cap)."""
SAMPLES = 300
AUCTION_SAMPLES = 1_000
"""More candidates in the auction: most are thinned away as unfit for the calls made."""
LONE_WINS = ((0.0, 0.18), (0.3, 0.6), (0.47, 0.65), (0.7, 0.8), (0.94, 0.93), (1.0, 1.0))
"""Open-card play underrates a lone old player: his three opponents defend as if
they saw each other's cards. (open share, share won) points, read linearly in
between: how often the master made a lone game against club defenders, by the
share of the layouts it inferred that it wins with all cards open (2,600 hands
of kop zolo, baska zolo and gran with a chance by shape, all passing: a share
of 0.3 made 0.6, one of 0.94 made 0.93)."""
TIE = 1e-6
WARINESS = 0.0
"""Standard errors taken off a call's mean units before calls are compared. None: a
lone game is solved on a few dozen layouts and a side game on a handful, so a lone
game's mean is chancier, and taking one standard error off every mean made the master
pass zolos and grans that it would have won (it won nine in ten of those it called).
Calling on the mean instead gained 0.47 units a deal and seat in Baśka (+0.01 to
+0.92, 400 deals of seed 4242 played before and after), half a standard error 0.24;
on seed 5353 0.18 in Baśka (400 deals), 0.03 in Kop and 0.40 in Kop (Kościan) (200)."""
SIDE_GAME_SOLVES = 16
SIDE_GAME_STRIDE = 4
"""A call that leaves two against two (or sides unknown) is solved on the first two
layouts and then on one in `SIDE_GAME_STRIDE`, on at most `SIDE_GAME_SOLVES`: its
results vary far less than a lone game's, and solving it costs five times as many
nodes. Solved on every layout, as lone games are, the side games took most of the
auction's budget, and a zolo was judged on a dozen layouts where it needs dozens."""

RACE_FROM = 8
RACE_ERRORS = 2.0
RACE_BAR_ERRORS = 1.0
"""The calls race for the auction's layouts: once a call has been solved on `RACE_FROM`
layouts, it drops out when its mean plus `RACE_ERRORS` standard errors falls below the
best of the calls' means less `RACE_BAR_ERRORS` standard errors each, so that the layouts go
to the calls still in doubt
(most hands have two or three calls worth weighing, and four lone contracts cost a
solve each per layout). When one call is left, the search stops."""

LayoutSource = Callable[[Knowledge, random.Random], Iterator[Layout]]
LoneWins = Callable[[float], float]
"""The share of lone games the old player really wins, from his share with all cards open."""


class SearchPlayer:
    """Chooses by solving the layouts its `source` offers: inferred ones, or the truth.
    A call is judged by its mean units less `wariness` standard errors of that mean."""

    def __init__(
        self, seed: int, source: LayoutSource, lone_wins: LoneWins, budgets: tuple[Budget, Budget],
        memo: CallMemo | None = None, wariness: float = WARINESS,
    ) -> None:
        self.seed = seed
        self.memo = CallMemo() if memo is None else memo
        self.source = source
        self.lone_wins = lone_wins
        self.wariness = wariness
        self.auction_budget, self.play_budget = budgets

    def choose(self, observation: Observation, stop: StopCheck = never_stop) -> Action:
        rng = decision_rng(self.seed, observation)
        if len(observation.legal) == 1:
            return observation.legal[0]
        knowledge = Knowledge(observation)
        layouts = weighted(knowledge, self.source(knowledge, rng), self.memo)
        if observation.phase is Phase.AUCTION:
            stop = _or_late(stop, self.auction_budget)
            return self._call(knowledge, thinned(layouts, rng, stop), stop)
        stop = _or_late(stop, self.play_budget)
        fallback = club_card(knowledge, rng, stop, self.memo)
        layouts = weighted_by_follows(knowledge, layouts)
        values = expected_values(knowledge, thinned(layouts, rng, stop), self.play_budget, stop)
        if values[fallback.index] >= max(values.values()) - TIE:
            return fallback
        return CARDS[max(values, key=lambda i: (values[i], -i))]

    def _call(self, knowledge: Knowledge, layouts: Iterable[Weighted], stop: StopCheck) -> Call:
        club = legal_call(knowledge.observation)
        options = call_options(knowledge.observation, club)
        if len(options) == 1:
            return club
        scores = call_scores(knowledge, options, layouts, self.auction_budget, stop, self.lone_wins)
        wary = {call: score.wary(self.wariness) for call, score in scores.items()}
        if wary[club] >= max(wary.values()) - TIE:
            return club
        return max(options, key=wary.__getitem__)


def _or_late(stop: StopCheck, budget: Budget) -> StopCheck:
    """`stop`, or the budget's seconds gone since the decision began: the layouts drawn
    and weighed before the search, which its allowance does not see, count too (after a
    telling call most are thinned away, and drawing them may take longer than solving)."""
    if budget.seconds is None:
        return stop
    deadline = time.perf_counter() + budget.seconds
    return lambda: stop() or time.perf_counter() > deadline


def master(
    seed: int = 0, budgets: tuple[Budget, Budget] = (AUCTION_BUDGET, PLAY_BUDGET), memo: CallMemo | None = None,
    wariness: float = WARINESS,
) -> SearchPlayer:
    return SearchPlayer(seed, _inferred, club_lone_wins, budgets, memo, wariness)


def club_lone_wins(share: float) -> float:
    """The share of a lone game its old player wins against club defenders, from the open-card share."""
    for (low, won_low), (high, won_high) in pairwise(LONE_WINS):
        if share <= high:
            return won_low + (won_high - won_low) * (share - low) / (high - low)
    return LONE_WINS[-1][1]


def open_card_wins(share: float) -> float:
    """The oracle's: it sees every card, so open-card play is what happens."""
    return share


def _inferred(knowledge: Knowledge, rng: random.Random) -> Iterator[Layout]:
    in_auction = knowledge.observation.phase is Phase.AUCTION
    return inferred(knowledge, rng, AUCTION_SAMPLES if in_auction else SAMPLES)


def oracle(hands: Sequence[Sequence[Card]], seed: int = 0, memo: CallMemo | None = None) -> SearchPlayer:
    """A player that sees every hand: for measuring the others, never offered to users."""
    dealt_masks = tuple(mask_of(hand) for hand in hands)

    def truth(knowledge: Knowledge, rng: random.Random) -> Iterator[Layout]:
        yield tuple(dealt_masks[s] & ~knowledge.played[s] for s in range(4))  # type: ignore[misc]

    return SearchPlayer(seed, truth, open_card_wins, (AUCTION_BUDGET, PLAY_BUDGET), memo, wariness=0.0)


def call_options(observation: Observation, club: Call) -> list[Call]:
    """The calls worth simulating: every legal one, unless a thrown game settles the auction."""
    obs = observation
    standing = obs.auction.contract
    if club.kind is CallKind.CONTRACT and club.contract is not None and club.contract.is_thrown:
        return [club]
    if standing is not None and standing.is_thrown:
        return [club]
    return sorted(set(legal_calls(obs)), key=str)


class CallScore(NamedTuple):
    """A call's mean units over the layouts solved for it, and that mean's standard error."""

    mean: float
    error: float

    def wary(self, wariness: float) -> float:
        """The mean less `wariness` standard errors: what the call is trusted to bring."""
        return self.mean - wariness * self.error if wariness else self.mean


def call_scores(
    knowledge: Knowledge, options: Sequence[Call], layouts: Iterable[Weighted], budget: Budget,
    stop: StopCheck, lone_wins: LoneWins,
) -> dict[Call, CallScore]:
    """Each call's mean units over the layouts, the auction finished and the cards played open.

    Calls that end in the same contract share one solve per layout: doublings
    only scale its result, save who wins a tie of points (the old, if the young
    doubled last: those are solved apart). A game of two against two is solved on fewer
    layouts than a lone one (see `SIDE_GAME_STRIDE`).
    """
    obs = knowledge.observation
    now = obs.auction
    side_games = {call for call in options if _leaves_side_game(knowledge, now.after(call))}
    allowance = budget.start(stop)
    outcomes = {call: _Outcomes() for call in options}
    solves = dict.fromkeys(options, 0)
    reach = ReachMemo()
    live = list(options)
    for seen, (layout, weight) in enumerate(layouts):
        side_solves = min(SIDE_GAME_SOLVES, 2 + seen // SIDE_GAME_STRIDE)
        nodes = 0
        solved: dict[tuple[SeatCall | None, bool], tuple[Stakes, int]] = {}
        hands = dealt(knowledge, layout)
        for call in (c for c in live if c not in side_games or solves[c] < side_solves):
            for heard, reply, end in _auction_ends(obs, now.after(call), hands):
                stakes = _stakes_at(knowledge, hands, end)
                key = end.contract_call, stakes.old_units(TOTAL_POINTS // 2, 1) > 0
                if key not in solved:
                    value, used = _play_out(knowledge, layout, stakes, reach)
                    solved[key] = stakes, value
                    nodes += used
                outcomes[call].tally(heard, reply).add(weight, obs.seat, *solved[key], end)
            solves[call] += 1
        live = _in_race(live, outcomes, solves, lone_wins)
        if allowance.spent(nodes) or len(live) == 1:
            break
    return {c: outcomes[c].score(lone_wins) for c in options}


def _in_race(
    live: list[Call], outcomes: dict[Call, _Outcomes], solves: dict[Call, int], lone_wins: LoneWins
) -> list[Call]:
    """The calls of `live` still in the race (see `RACE_FROM`)."""
    scores = {call: outcomes[call].score(lone_wins) for call in live if solves[call] >= RACE_FROM}
    if len(scores) < 2:
        return live
    bar = max(score.wary(RACE_BAR_ERRORS) for score in scores.values())
    return [c for c in live if c not in scores or scores[c].mean + RACE_ERRORS * scores[c].error >= bar]


def _auction_ends(
    observation: Observation, auction: Auction, hands: Layout
) -> Iterator[tuple[tuple[SeatCall, ...], Call, Auction]]:
    """How the auction may end after this seat's call, as (what the seat hears before it
    speaks again, its reply, the end). The others call as the club player would with
    their cards in `hands`. When a doubling comes round to this seat, it may raise it
    or pass; else, and after that reply, it passes."""
    obs = observation
    asked = _club_calls(obs, auction, hands, until_own_turn=True)
    heard = asked.calls[len(auction.calls) :]
    replies = [PASS]
    if not asked.is_over and 0 < asked.level < obs.rules.max_doublings and asked.doublings[-1].seat != obs.seat:
        replies.append(DOUBLE)
    for reply in replies:
        answered = asked.after(reply)
        yield heard, reply, asked if asked.is_over else _club_calls(obs, answered, hands, until_own_turn=False)


def _club_calls(observation: Observation, auction: Auction, hands: Layout, until_own_turn: bool) -> Auction:
    """The auction carried on by the others' club calls, with cards `hands`, until it
    is over or, if `until_own_turn`, this seat is to call; else this seat passes."""
    obs = observation
    while not auction.is_over:
        seat = auction.to_move
        if seat == obs.seat:
            if until_own_turn:
                return auction
            auction = auction.after(PASS)
        else:
            auction = auction.after(club_call(obs.rules, auction, hands[seat], obs.forehand))
    return auction


def _leaves_side_game(knowledge: Knowledge, auction: Auction) -> bool:
    """Whether the auction as it stands leaves two against two, or sides unknown: not a
    lone game, our cicha included."""
    standing = auction.contract_call
    contract = standing.call.contract if standing else None
    return contract is Contract.WESELE or (contract is None and knowledge.hand & BLACK_QUEENS != BLACK_QUEENS)


def _stakes_at(knowledge: Knowledge, hands: Layout, end: Auction) -> Stakes:
    """The stakes when the auction ends as `end`, the hands dealt as `hands`."""
    obs = knowledge.observation
    return Stakes.of(obs.rules, settle_sides(obs.rules, end, hands), end, obs.in_bok_round)


def _play_out(knowledge: Knowledge, layout: Layout, stakes: Stakes, reach: ReachMemo) -> tuple[int, int]:
    """The old player's units with all cards open under `stakes`, and the solver nodes used."""
    if stakes.contract.is_thrown:
        return stakes.old_units(TOTAL_POINTS, 4), 0
    payoff = payoff_table(stakes)
    solver = Solver(rules_for(knowledge.observation.rules.order_for(stakes.contract)), payoff, stakes.old,
                    reach.of(payoff))
    return solver.value(list(layout), knowledge.observation.forehand), solver.nodes


class _Outcomes:
    """One call's results, kept apart by what the seat hears before it speaks again and
    by its reply then: it will choose the better reply knowing only what it heard."""

    def __init__(self) -> None:
        self._tallies: dict[tuple[tuple[SeatCall, ...], Call], _Tally] = {}

    def tally(self, heard: tuple[SeatCall, ...], reply: Call) -> _Tally:
        return self._tallies.setdefault((heard, reply), _Tally())

    def score(self, lone_wins: LoneWins) -> CallScore:
        """The weighted mean over what may be heard of the better reply's score, and the
        standard error of the units over all the layouts those replies were solved on."""
        best: dict[tuple[SeatCall, ...], _Tally] = {}
        for (heard, _), tally in self._tallies.items():
            if heard not in best or tally.score(lone_wins) > best[heard].score(lone_wins):
                best[heard] = tally
        total = math.fsum(tally.weight for tally in best.values())
        mean = math.fsum(tally.score(lone_wins) * tally.weight for tally in best.values()) / total
        return CallScore(mean, _Tally.pooled(best.values()).error())


@dataclass
class _Tally:
    """One call's weighted sums over the layouts solved for it."""

    weight: float = 0.0
    units: float = 0.0
    squares: float = 0.0
    """Weighted sum of the squared units, for their spread."""
    layouts: int = 0
    lone_layouts: int = 0
    lone_weight: float = 0.0
    lone_won: float = 0.0
    """Weight of the layouts where the game is lone, and of those its old player wins open."""
    swing: float = 0.0
    """Weighted sum of what the old player's winning rather than losing is worth to the seat."""

    def add(self, weight: float, seat: int, solved: Stakes, old_value: int, end: Auction) -> None:
        """One layout's result, solved under `solved`, for the seat under the doublings
        that stand at the `end` of the auction (ties aside, doublings scale it)."""
        stakes = replace(solved, doublings=end.doublings)
        units = stakes.seat_units(seat, old_value * stakes.doubling_factor / solved.doubling_factor)
        self.weight += weight
        self.units += weight * units
        self.squares += weight * units * units
        self.layouts += 1
        if stakes.contract.is_lone:
            self.lone_layouts += 1
            self.lone_weight += weight
            self.lone_won += weight * (old_value > 0)
            won, lost = stakes.old_units(104, 4), stakes.old_units(0, 0)
            self.swing += weight * (stakes.seat_units(seat, won) - stakes.seat_units(seat, lost))

    def score(self, lone_wins: LoneWins) -> float:
        """The mean units, the lone games' share of wins moved from open-card play's to `lone_wins`'."""
        if not self.lone_weight:
            return self.units / self.weight
        share = self.lone_won / self.lone_weight
        return (self.units + (lone_wins(share) - share) * self.swing) / self.weight

    @classmethod
    def pooled(cls, tallies: Iterable[_Tally]) -> _Tally:
        """The sums of several tallies."""
        found = cls()
        for tally in tallies:
            for name, value in vars(tally).items():
                setattr(found, name, getattr(found, name) + value)
        return found

    def error(self) -> float:
        """The standard error of the mean units; infinite on a single layout.

        Where the game is lone, the spread is at least that of its win share
        counted as if one more layout were won and one more lost: three layouts
        all won are not a sure game."""
        count = self.layouts
        if count < 2:
            return math.inf
        mean = self.units / self.weight
        variance = max(0.0, self.squares / self.weight - mean * mean) * count / (count - 1)
        if self.lone_layouts:
            share = (self.lone_won / self.lone_weight * self.lone_layouts + 1) / (self.lone_layouts + 2)
            swing = self.swing / self.lone_weight
            lone_part = self.lone_weight / self.weight
            variance = max(variance, lone_part * share * (1 - share) * swing * swing)
        return math.sqrt(variance / count)

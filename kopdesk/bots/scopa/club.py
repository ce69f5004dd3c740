"""The beginner and the club player of Scopa.

The beginner is greedy: it takes what is worth most now (a scopa, the settebello,
denari, many cards) and lays the card it cares least about, whatever that leaves.

The club player follows the traditional advice. It weighs each move by what it
takes, less what the next player can be expected to take after it: it counts the
cards (the unseen ones are in the other hands or the talon, so the chance that the
next player holds a card of each value follows from how many are unseen and how
many cards he holds) and so keeps the table above ten when a single card could sweep
it, guards the settebello (a seven laid or left on the table is a seven an opponent
may take with the settebello, or take the settebello with) and lays cards whose
equals are gone. It never leaves the next opponent a table that a card he may hold
would sweep when a move of similar worth does not (`without_gifts`): such a gift
is rare in a hand but it is the mistake a player sees.
"""

from __future__ import annotations

import math
import random

from kopdesk.bots.player import StopCheck, never_stop
from kopdesk.bots.scopa.judgement import SCOPA, best_of, greedy_gain, last_card, observation_rng, sweeps, worth
from kopdesk.bots.scopa.sim import ALL_CARDS, RANK_MASKS, SetsCache, SimMove, bits_of, table_sum, to_sim
from kopdesk.cards import mask_of
from kopdesk.games.scopa import Action, Observation, RuleSet
from kopdesk.games.scopa.dealing import ROUND


class BeginnerPlayer:
    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, observation: Observation, stop: StopCheck = never_stop) -> Action:
        legal = observation.legal
        if len(legal) == 1:
            return legal[0]
        table, last = mask_of(observation.table), last_card(observation)
        gains = [greedy_gain(observation.rules, to_sim(a), table, None, last) for a in legal]
        return legal[_index(legal, gains, observation_rng(self.seed, observation))]


class ClubPlayer:
    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.cache: SetsCache | None = None

    def choose(self, observation: Observation, stop: StopCheck = never_stop) -> Action:
        legal = observation.legal
        if len(legal) == 1:
            return legal[0]
        scores = self.scores(observation)
        return legal[_index(legal, scores, observation_rng(self.seed, observation))]

    def scores(self, observation: Observation) -> list[float]:
        """Each legal action's worth: what it takes, less the next player's expected reply."""
        rules = observation.rules
        if self.cache is None or self.cache.rules != rules:
            self.cache = SetsCache(rules, limit=20_000)
        reply = Reply.of(observation, self.cache)
        table, last = mask_of(observation.table), last_card(observation)
        on_table = table_sum(table)
        scores, gifts = [], []
        for action in observation.legal:
            score, gift = judged(rules, to_sim(action), table, on_table, last, reply)
            scores.append(score)
            gifts.append(gift)
        return without_gifts(scores, gifts)


def judged(rules: RuleSet, move: SimMove, table: int, on_table: int, last: bool, reply: Reply) -> tuple[float, bool]:
    """A move's worth to the club player (what it takes, less the next player's expected
    reply) and whether it leaves the next opponent a table he may sweep."""
    card, take = move
    after = table & ~take if take else table | card
    return greedy_gain(rules, move, table, on_table, last) - reply.expected(after), reply.sweepable(after)


class Reply:
    """What the next player can be expected to take from a table, by counting the cards:
    he holds `holds` of the `unseen` cards (0: he is a partner); `last`: whether his card is
    the deal's last."""

    def __init__(self, rules: RuleSet, cache: SetsCache, unseen: int, holds: int, last: bool) -> None:
        self.rules = rules
        self.cache = cache
        self.last = last
        pool = unseen.bit_count()
        self.ranks = []
        """Per rank he may hold: a card of it, its worth averaged over the unseen ones, the chance he holds one."""
        for rank_mask in RANK_MASKS:
            cards = unseen & rank_mask
            if cards and holds:
                own = sum(worth(rules, bit) for bit in bits_of(cards)) / cards.bit_count()
                self.ranks.append((cards & -cards, own, _holds_one(pool, cards.bit_count(), holds)))

    @classmethod
    def of(cls, observation: Observation, cache: SetsCache) -> Reply:
        """The reply to the seat of `observation`, from what it has seen."""
        last = observation.talon == 0 and sum(observation.hand_sizes) == 2
        unseen = ALL_CARDS & ~mask_of(observation.seen)
        holds = next_opponent_holds(observation.rules, observation.dealer, observation.seat, observation.hand_sizes,
                                    observation.talon)  # fmt: skip
        return cls(observation.rules, cache, unseen, holds, last)

    def sweepable(self, table: int) -> bool:
        """Whether the next player, an opponent, may hold a card that sweeps `table` for a scopa."""
        return any(
            sweeps(self.rules, probe, table, take, self.last)
            for probe, _, _ in self.ranks
            for take in self.cache.sets(probe, table)
        )

    def expected(self, table: int) -> float:
        """The expected worth of the next player's best capture from `table`."""
        if not table:
            return 0.0
        options = []
        for probe, own, chance in self.ranks:
            sets = self.cache.sets(probe, table)
            if sets:
                scopa = any(sweeps(self.rules, probe, table, s, self.last) for s in sets)
                options.append((own + max(worth(self.rules, s) for s in sets) + (SCOPA if scopa else 0.0), chance))
        options.sort(reverse=True)
        expected, none_better = 0.0, 1.0
        for gain, chance in options:
            expected += gain * chance * none_better
            none_better *= 1 - chance
        return expected


GIFT_MARGIN = 0.25
"""How much more than the best move that gives no scopa away a gift must be worth (in
the club's scores, points) to be made: a quarter of a scopa. Measured: at half a scopa
the club no longer beat the beginner in scopa-3 (1,000 deals)."""


def without_gifts(scores: list[float], gifts: list[bool]) -> list[float]:
    """The rule against gifts: a move that leaves the next opponent a table he may sweep
    is ruled out (minus infinity) unless it scores more than GIFT_MARGIN above every
    move that does not. The club's scores already count a sweep at the chance that he
    holds the card; the rule is stricter where that chance is small. A scopa of one's
    own leaves the table empty, so it is never ruled out."""
    safe = [score for score, gift in zip(scores, gifts, strict=True) if not gift]
    if not safe:
        return scores
    bar = max(safe) + GIFT_MARGIN
    return [-math.inf if gift and score <= bar else score for score, gift in zip(scores, gifts, strict=True)]


def next_opponent_holds(rules: RuleSet, dealer: int, seat: int, hand_sizes: tuple[int, ...], talon: int) -> int:
    """How many cards the player after `seat` holds, if he is an opponent (0 for a partner):
    with an empty hand, the round he will be dealt."""
    order = rules.active_seats(dealer)
    following = order[(order.index(seat) + 1) % len(order)]
    if any(seat in side and following in side for side in rules.sides()):
        return 0
    held = hand_sizes[following]
    return held if held else min(ROUND, talon)


def _holds_one(pool: int, cards: int, holds: int) -> float:
    """The chance that a hand of `holds` cards drawn from `pool` unseen ones holds one of `cards`."""
    if holds >= pool:
        return 1.0
    return 1.0 - math.comb(pool - cards, holds) / math.comb(pool, holds)


def _index(legal: tuple[Action, ...], scores: list[float], rng: random.Random) -> int:
    moves = [to_sim(a) for a in legal]
    return moves.index(best_of(moves, scores, rng))

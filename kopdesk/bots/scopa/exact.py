"""The exact reading, a diagnostic for the regret tool: what reading the others as
exactly the club player is worth.

The master reads a seat's plays by a smooth reckoning of each card (`reading.weigh`).
Against club players the play can be read exactly: with a layout's hands, the chance
of each move a club player made is that of the club player's own choice (its scores,
its rule against gifts, its ties shared out), and now and then (SLIP) any move. The
layouts are drawn at random and kept at that chance relative to the best one seen
(rejection: they follow the chances); in the last round, where few ways are left
(`ENDGAME`), every one is weighed. No level offered to users reads this way: it is a ceiling for reading club
players, measured with `python -m kopdesk.bots.scopa.regret --tournament exact-x20`.
Rejection suits the Scopa games, where a seat has made a few plays since its cards were
dealt; in Scopone, ten plays a hand, it would keep a layout too seldom.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Iterator

from kopdesk.bots.scopa.club import Reply, judged, next_opponent_holds, without_gifts
from kopdesk.bots.scopa.reading import SLIP, Layout, Play, sampled, splits, ways_to_deal, windows
from kopdesk.bots.scopa.sim import ALL_CARDS, SetsCache, SimMove, bits_of, table_sum
from kopdesk.cards import mask_of
from kopdesk.games.scopa import Observation

PROBE = 50
"""Layouts drawn first to learn the best chance the plays allow."""
ENDGAME = 200
"""Ways the hidden cards of the last round may lie, at most, for every one to be weighed."""


def club_chance(cache: SetsCache, observation: Observation, play: Play, hand: int) -> float:
    """The chance that a club player holding `hand` at `play` made its move: his choice
    (a tie shared out) but for SLIP, any move of the hand."""
    rules, table = observation.rules, play.table
    moves: list[SimMove] = []
    for card in bits_of(hand):
        moves.extend((card, take) for take in cache.sets(card, table) or (0,))
    holds = next_opponent_holds(rules, observation.dealer, play.seat, play.sizes, play.talon)
    last = play.talon == 0 and sum(play.sizes) == 1
    reply = Reply(rules, cache, ALL_CARDS & ~play.public & ~hand, holds, play.talon == 0 and sum(play.sizes) == 2)
    on_table = table_sum(table)
    judgements = [judged(rules, move, table, on_table, last, reply) for move in moves]
    scores = without_gifts([score for score, _ in judgements], [gift for _, gift in judgements])
    top = max(scores)
    best = [move for move, score in zip(moves, scores, strict=True) if score >= top - 1e-9]
    chosen = 1 / len(best) if (play.card, play.take) in best else 0.0
    return (1 - SLIP) * chosen + SLIP / len(moves)


class ExactReading:
    """Layouts of the hidden cards at their chance given the plays, read as a club player's."""

    def __init__(self) -> None:
        self.cache: SetsCache | None = None
        self._chances: dict[tuple[object, ...], float] = {}

    def log_chance(self, observation: Observation, plays: dict[int, list[Play]], hands: list[int]) -> float:
        """The log of the chance of every play in `plays` (per seat) with the layout's `hands`."""
        assert self.cache is not None
        deal = (observation.dealer, observation.table_dealt)
        log = 0.0
        for seat, seen in plays.items():
            hand = hands[seat]
            for play in reversed(seen):
                hand |= play.card
                key = (deal, play.at, hand)
                chance = self._chances.get(key)
                if chance is None:
                    chance = self._chances[key] = club_chance(self.cache, observation, play, hand)
                log += math.log(chance)
        return log

    def plays_read(self, observation: Observation) -> dict[int, list[Play]]:
        """The plays to read, per other seat still holding cards."""
        if self.cache is None or self.cache.rules != observation.rules:
            self.cache, self._chances = SetsCache(observation.rules), {}
        if len(self._chances) > 200_000:
            self._chances.clear()
        found = windows(observation)
        return {
            seat: plays
            for seat, plays in found.items()
            if seat != observation.seat and plays and observation.hand_sizes[seat]
        }

    def layouts(self, observation: Observation, rng: random.Random) -> Iterator[Layout]:
        """Endless layouts drawn at random, each kept at its chance given the plays relative
        to the best of the first PROBE drawn (or any better one since): where the plays fit
        no layout well (a player unlike the club player), the layouts that fit them best."""
        plays = self.plays_read(observation)
        drawn = (
            (self.log_chance(observation, plays, hands), (hands, talon)) for hands, talon in sampled(observation, rng)
        )
        probe = list(itertools.islice(drawn, PROBE))
        top = max(log for log, _ in probe)
        for log, layout in itertools.chain(probe, drawn):
            top = max(top, log)
            if rng.random() < math.exp(log - top):
                yield layout

    def every_layout(self, observation: Observation, rng: random.Random) -> list[tuple[float, Layout]] | None:
        """Once the talon is out and the hidden cards can lie in at most ENDGAME ways, every
        layout with its chance given the plays, the likeliest first; else None."""
        others = [seat for seat, held in enumerate(observation.hand_sizes) if seat != observation.seat and held]
        sizes = [observation.hand_sizes[seat] for seat in others]
        if observation.talon or ways_to_deal(sum(sizes), sizes) > ENDGAME:
            return None
        plays = self.plays_read(observation)
        hidden = bits_of(ALL_CARDS & ~mask_of(observation.seen))
        found = []
        for split in splits(hidden, sizes):
            hands = [0] * len(observation.hand_sizes)
            hands[observation.seat] = mask_of(observation.hand)
            for seat, cards in zip(others, split, strict=True):
                hands[seat] = sum(cards)
            found.append((math.exp(self.log_chance(observation, plays, hands)), hands))
        total = sum(weight for weight, _ in found)
        found.sort(key=lambda pair: -pair[0])
        return [(weight / total, (hands, ())) for weight, hands in found]

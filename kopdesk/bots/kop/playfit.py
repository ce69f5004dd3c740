"""How well the cards the others followed with fit a hidden layout.

A club player follows much as the greedy model of `club` would with his real
cards (70% of 1,128 follows of club players in Baśka, against 39% for a random
legal card). So a layout in which the model, given the follower's cards there,
plays the card he really played is likelier than one in which it plays
another. Leads are not weighed: the model says nothing about them.

Only the master weighs follows, on top of `layouts.weighted`: at about 30 µs
a layout it would not fit the club player's 2 ms.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from kopdesk.bots.kop.club import greedy_reply, strength
from kopdesk.bots.kop.knowledge import Knowledge, Layout, sides_in, tricks_seen
from kopdesk.bots.kop.layouts import Weighted
from kopdesk.bots.kop.search import rules_for
from kopdesk.bots.kop.solver import bits

FOLLOW_MATCH = 0.7
"""The chance that a club player follows with the model's card, when he has a choice."""


@dataclass(frozen=True, slots=True)
class _Follow:
    """One card another seat followed with, and what was known when it was played."""

    seat: int
    card: int
    leader: int
    trick: tuple[int, ...]
    """The cards before it in its trick."""
    best: int
    """The card winning the trick when it was played."""
    later: tuple[int, int, int, int]
    """Per seat, the cards it played from this moment on (this card included): added
    to a layout's hands, they give the hands at this moment."""
    costs: tuple[float, ...]
    """Each card's `strength` among the cards in play at this moment."""


class PlayFit:
    """The likelihood of the others' follows in a layout, relative to their all
    following as the model does (so it is at most 1)."""

    def __init__(self, knowledge: Knowledge) -> None:
        self.knowledge = knowledge
        self.rules = rules_for(knowledge.order)
        self.follows = self._follows()

    def _follows(self) -> list[_Follow]:
        obs = self.knowledge.observation
        moments = [(leader, cards[:position], (leader + position) % 4, cards[position].index)
                   for leader, cards in tricks_seen(obs) for position in range(len(cards))]
        follows = []
        in_play = 0xFFFF
        for number, (leader, before, seat, card) in enumerate(moments):
            if before and seat != obs.seat:
                later = [0, 0, 0, 0]
                for _, _, s, c in moments[number:]:
                    later[s] |= 1 << c
                costs = tuple(strength(self.rules, i, in_play) for i in range(16))
                trick = tuple(c.index for c in before)
                best = self.rules.order.winning_index(trick)
                follows.append(_Follow(seat, card, leader, trick, best, tuple(later), costs))  # type: ignore[arg-type]
            in_play &= ~(1 << card)
        return follows

    def likelihood(self, layout: Layout) -> float:
        if not self.follows:
            return 1.0
        old = sides_in(self.knowledge, layout).old
        rules = self.rules
        result = 1.0
        for follow in self.follows:
            hands = [layout[s] | follow.later[s] for s in range(4)]
            choices = len(bits(rules.allowed(hands[follow.seat], follow.trick[0], follow.best)))
            if choices == 1:
                continue
            if greedy_reply(rules, hands, follow.leader, follow.trick, old, follow.costs) != follow.card:
                result *= (1 - FOLLOW_MATCH) / ((choices - 1) * FOLLOW_MATCH)
        return result


def weighted_by_follows(knowledge: Knowledge, layouts: Iterable[Weighted]) -> Iterator[Weighted]:
    fit = PlayFit(knowledge)
    for layout, weight in layouts:
        yield layout, weight * fit.likelihood(layout)

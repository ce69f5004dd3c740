"""The club player: a good club player's rules of thumb, fast (about a millisecond).

Auction: see `bidding`. Play: each legal card is tried on a few hidden layouts
that fit what the seat knows; the rest of the trick is played out by a greedy
model of the others (beat cheaply if you can, smear full cards onto your
side's sure trick, else throw the least), and the card is scored by the trick
points it wins or gives away, less the future strength it spends. Partners
come from the layouts themselves (black queens, the wesele jack), weighted by
smearing: who threw a full card onto X's trick is probably X's partner. With
two cards left the club player counts the ending out exactly.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Collection, Sequence

from kopdesk.bots.budget import Budget
from kopdesk.bots.kop.bidding import club_call
from kopdesk.bots.kop.knowledge import Knowledge, Layout, sides_in
from kopdesk.bots.kop.layouts import CallMemo, sampled, weighted
from kopdesk.bots.kop.player import Action, decision_rng, legal_calls
from kopdesk.bots.kop.search import expected_values, rules_for
from kopdesk.bots.kop.solver import POINTS, Rules, bits
from kopdesk.bots.player import StopCheck, never_stop
from kopdesk.games.kop import CARDS, PASS, Call, Card, Observation, Phase
from kopdesk.games.kop.cards import mask_of

SAMPLES = 6
ENDGAME_CARDS = 2
SURE_TRICK_WORTH = 20.0
"""Roughly the points a card that nothing can beat will bring home later."""
ALL_TRICKS_WORTH = 60.0
"""In zolo du and gran du one trick decides everything."""


class ClubPlayer:
    def __init__(self, seed: int = 0, memo: CallMemo | None = None) -> None:
        self.seed = seed
        self.memo = CallMemo() if memo is None else memo

    def choose(self, observation: Observation, stop: StopCheck = never_stop) -> Action:
        rng = decision_rng(self.seed, observation)
        if observation.phase is Phase.AUCTION:
            return legal_call(observation)
        if len(observation.legal) == 1:
            return observation.legal[0]
        return club_card(Knowledge(observation), rng, stop, self.memo)


def legal_call(observation: Observation) -> Call:
    obs = observation
    call = club_call(obs.rules, obs.auction, mask_of(obs.hand), obs.forehand)
    return call if call in legal_calls(obs) else PASS


def club_card(knowledge: Knowledge, rng: random.Random, stop: StopCheck, memo: CallMemo) -> Card:
    obs = knowledge.observation
    drawn = Counter(sampled(knowledge, rng, SAMPLES))  # late in a deal layouts repeat: score each once
    layouts = [(layout, weight * drawn[layout]) for layout, weight in weighted(knowledge, drawn, memo)]
    legal = [c for c in obs.legal if isinstance(c, Card)]
    if not layouts:
        return legal[0]
    if len(obs.hand) <= ENDGAME_CARDS:
        values = expected_values(knowledge, layouts, Budget(nodes=10**9), stop)
    else:
        values = trick_values(knowledge, layouts, [c.index for c in legal])
    return CARDS[max(values, key=lambda i: (values[i], -i))]


def trick_values(knowledge: Knowledge, layouts: Sequence[tuple[Layout, float]], legal: list[int]) -> dict[int, float]:
    """Mean score of each legal card over the layouts: trick points won or lost, less strength spent."""
    obs = knowledge.observation
    rules = rules_for(knowledge.order)
    remaining = knowledge.unseen | knowledge.hand
    costs = tuple(strength(rules, index, remaining) for index in range(16))
    totals = dict.fromkeys(legal, 0.0)
    weight_sum = 0.0
    for layout, weight in layouts:
        sides = sides_in(knowledge, layout)
        old = sides.old
        for index in legal:
            trick = played_out(rules, layout, obs, index, old, costs)
            winner = (obs.leader + trick.index(rules.order.winning_index(trick))) % 4
            worth = ALL_TRICKS_WORTH if sides.contract.needs_all_tricks else sum(POINTS[i] for i in trick)
            won = (winner in old) == (obs.seat in old)
            totals[index] += weight * ((worth if won else -worth) - costs[index])
        weight_sum += weight
    return {index: total / weight_sum for index, total in totals.items()}


def played_out(
    rules: Rules, layout: Layout, obs: Observation, index: int, old: Collection[int], costs: Sequence[float]
) -> tuple[int, ...]:
    """The trick in progress after this seat plays `index` and the greedy model finishes it."""
    hands = list(layout)
    hands[obs.seat] &= ~(1 << index)
    trick = (*(c.index for c in obs.trick), index)
    for offset in range(len(trick), 4):
        seat = (obs.leader + offset) % 4
        reply = greedy_reply(rules, hands, obs.leader, trick, old, costs)
        hands[seat] &= ~(1 << reply)
        trick += (reply,)
    return trick


def strength(rules: Rules, index: int, remaining: int) -> float:
    """Future worth of a card: high when few cards still out can beat it."""
    above = bin(rules.beats[index] & remaining & ~(1 << index)).count("1")
    return SURE_TRICK_WORTH / (1 + above)


def greedy_reply(
    rules: Rules, hands: list[int], leader: int, trick: tuple[int, ...], old: Collection[int], costs: Sequence[float]
) -> int:
    """How the model of a club player follows, seeing the layout: beat cheaply or smear or throw.

    `costs` holds each card's `strength` among the cards still in play, computed once per decision."""
    seat = (leader + len(trick)) % 4
    best = rules.order.winning_index(trick)
    allowed = bits(rules.allowed(hands[seat], trick[0], best))
    winner = (leader + trick.index(best)) % 4
    later = [(leader + k) % 4 for k in range(len(trick) + 1, 4)]
    foes = [s for s in later if (s in old) != (seat in old)]

    def safe(card: int) -> bool:
        return not any(rules.allowed(hands[s], trick[0], card) & rules.beats[card] for s in foes)

    if (winner in old) == (seat in old) and safe(best):
        return max(allowed, key=lambda c: POINTS[c] - costs[c])
    winning = [c for c in allowed if rules.beats[best] >> c & 1]
    if winning:
        sure = [c for c in winning if safe(c)] or winning
        return min(sure, key=costs.__getitem__)
    return min(allowed, key=lambda c: (POINTS[c], costs[c]))

"""The beginner: legal, plausible and beatable.

It calls only what is obvious (a thrown game, a wesele with both black queens,
a zolo du that cannot be lost), never doubles, and plays by two rules: take
the trick with your highest card if you can, else throw your cheapest card.
Now and then it plays a random legal card instead, as learners do.
"""

from __future__ import annotations

from kopdesk.bots.kop.bidding import THROWN, win_chance
from kopdesk.bots.kop.player import Action, decision_rng, legal_calls
from kopdesk.bots.player import StopCheck, never_stop
from kopdesk.games.kop import PASS, Call, CallKind, Card, Contract, Observation, Phase
from kopdesk.games.kop.cards import mask_of

CARELESS = 0.25
"""How often the beginner plays a random legal card."""


class BeginnerPlayer:
    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, observation: Observation, stop: StopCheck = never_stop) -> Action:
        rng = decision_rng(self.seed, observation)
        if observation.phase is Phase.AUCTION:
            return _call(observation)
        cards = [c for c in observation.legal if isinstance(c, Card)]
        if rng.random() < CARELESS:
            return rng.choice(cards)
        return _simple_card(observation, cards)


def _call(observation: Observation) -> Call:
    hand = mask_of(observation.hand)
    leads = observation.seat == observation.forehand
    for call in legal_calls(observation):
        contract = call.contract if call.kind is CallKind.CONTRACT else None
        if contract in THROWN or contract is Contract.WESELE:
            return call
        if (
            contract is not None
            and contract.needs_all_tricks
            and win_chance(observation.rules, contract, hand, leads) == 1.0
        ):
            return call
    return PASS


def _simple_card(observation: Observation, cards: list[Card]) -> Card:
    order = observation.order
    ranked = sorted(cards, key=order.sort_key)  # strongest first
    if observation.trick:
        best = order.winning_index(tuple(c.index for c in observation.trick))
        if ranked[0].bit & order.beats[best]:
            return ranked[0]
    return min(cards, key=lambda c: (c.points, -order.sort_key(c)[0], -order.sort_key(c)[1]))

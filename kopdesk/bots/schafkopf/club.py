"""The beginner and the club player of the Schafkopf family.

The club player plays by the classic advice: the declaring side draws trumps (the top
trump when it is the highest left, else a low one); a Sauspiel defender searches the
called ace with a low card of its suit; otherwise lead a plain ace, else from the
shortest suit. Following: throw points onto a partner's winning trick (Schmieren)
once no opponent still to play may hold a card that beats it (by the cards unseen and
the voids shown), and no Sau or ten before; take a trick worth taking with the
cheapest card that wins it, else throw the least.
"""

from __future__ import annotations

import random

from kopdesk.bots.player import StopCheck, never_stop, rng_for
from kopdesk.bots.schafkopf.judgement import club_call
from kopdesk.bots.schafkopf.knowledge import knowledge, order_of, safe_trick
from kopdesk.cards import Card, Rank, Suit, mask_of
from kopdesk.games.schafkopf import PASS, Action, Call, CallKind, Contract, Observation, Stage, Variant
from kopdesk.games.schafkopf.calls import plain_of, suit_of, trump_count
from kopdesk.games.schafkopf.orders import bavarian_order
from kopdesk.games.tricks import RankOrder

WORTH_TAKING = 10
"""Card points on a trick that make a club player spend a winning card before the last seat."""
FULL = 10
"""The card points of a full card, a ten (a Sau has 11)."""
CHEAP_TAKE = 4
"""Card points on a trick that a club player takes with his least winning card, if not with a sure one."""


def decision_rng(seed: int, obs: Observation) -> random.Random:
    """A random source fixed by the seed and what the seat has seen: the same position
    gives the same answer."""
    return rng_for(
        seed,
        obs.seat,
        tuple(str(c) for c in obs.hand),
        tuple((s, str(c)) for s, c in obs.calls),
        tuple(str(c) for t in obs.tricks for c in t.cards),
        tuple(str(c) for c in obs.trick),
    )


def legal_cards(obs: Observation) -> list[Card]:
    return [a for a in obs.legal if isinstance(a, Card)]


def partners(obs: Observation) -> frozenset[int]:
    """The seats this seat knows to be on its side."""
    for side in (obs.known_declarers, obs.known_defenders):
        if obs.seat in side:
            return side - {obs.seat}
    return frozenset()


def knows_own_side(obs: Observation) -> bool:
    """A Wendish Alte does not know his partner until the other Alte falls: he then
    leaves drawing trumps (which may be his partner's) alone."""
    return obs.rules.variant is not Variant.WENDISH or len(obs.known_declarers) != 1 or obs.contract is Contract.SOLO


def is_master(obs: Observation, order: RankOrder, c: Card) -> bool:
    """No card that beats `c` in its class is still out of this seat's sight."""
    played = mask_of(obs.played_by())
    own = mask_of(obs.hand)
    above = order.trumps if order.is_trump(c) else order.plain[c.suit]
    return all(h.bit & (played | own) for h in above[: above.index(c)])


def _weakest(order: RankOrder, cards: list[Card]) -> Card:
    return max(cards, key=order.sort_key)


def _strongest(order: RankOrder, cards: list[Card]) -> Card:
    return min(cards, key=order.sort_key)


def throw_cost(order: RankOrder, c: Card) -> tuple[bool, int, list[int]]:
    """How dear `c` is to throw, the least first: a plain card before a trump, few points, low."""
    return order.is_trump(c), c.points, [-k for k in order.sort_key(c)]


def _least(order: RankOrder, cards: list[Card]) -> Card:
    """The card that costs least to throw."""
    return min(cards, key=lambda c: throw_cost(order, c))


def _least_but_full(order: RankOrder, others: list[Card], cards: list[Card]) -> Card:
    """The card for a partner's trick that may yet be beaten: the least of those that
    leave it his, else of all, but no Sau or ten while another card is legal (a low
    trump over his card rather than a Sau beside it)."""
    return _least(order, [c for c in others if c.points < FULL] or [c for c in cards if c.points < FULL] or others)


def club_lead(obs: Observation, order: RankOrder, cards: list[Card]) -> Card:
    trumps = [c for c in cards if order.is_trump(c)]
    plain = [c for c in cards if not order.is_trump(c)]
    out = order.trump_mask & ~mask_of(obs.played_by()) & ~mask_of(obs.hand)
    if obs.seat in obs.known_declarers and trumps and out and knows_own_side(obs):
        top = _strongest(order, trumps)
        return top if is_master(obs, order, top) else _weakest(order, trumps)
    called = obs.called
    if obs.contract is Contract.SAUSPIEL and called is not None and obs.seat not in obs.known_declarers:
        searching = [c for c in plain if c.bit & plain_of(obs.rules.deck, called.suit)]
        if searching and called not in obs.played_by():
            return _weakest(order, searching)
    aces = [c for c in plain if c.rank is Rank.ACE]
    if aces and obs.contract is not Contract.RAMSCH:
        return aces[0]
    if plain:
        by_suit: dict[Suit, list[Card]] = {}
        for c in plain:
            by_suit.setdefault(c.suit, []).append(c)
        shortest = min(by_suit.values(), key=len)
        return _least(order, shortest)
    return _weakest(order, trumps)


def club_follow(obs: Observation, order: RankOrder, cards: list[Card]) -> Card:
    trick = tuple(c.index for c in obs.trick)
    best = order.winning_index(trick)
    best_seat = (obs.leader + trick.index(best)) % obs.seats
    beaters = [c for c in cards if c.bit & order.beats[best]]
    others = [c for c in cards if not c.bit & order.beats[best]] or cards
    last = len(trick) == obs.seats - 1
    points = sum(c.points for c in obs.trick)
    if obs.contract is Contract.RAMSCH:
        return max(others, key=lambda c: (c.points, order.sort_key(c))) if others != cards else _weakest(order, cards)
    friends = partners(obs)
    if best_seat in friends:
        if safe_trick(knowledge(obs), best, friends):
            return max(others, key=lambda c: (not order.is_trump(c), c.points))
        return _least_but_full(order, others, cards)
    if beaters:
        top = _strongest(order, beaters)
        if last:
            return _weakest(order, beaters)
        if is_master(obs, order, top) and (points >= WORTH_TAKING or not order.is_trump(top)):
            return top
        if points >= CHEAP_TAKE:
            return _weakest(order, beaters)
    return _least(order, others)


def club_card(obs: Observation, order: RankOrder) -> Card:
    cards = legal_cards(obs)
    if len(cards) == 1:
        return cards[0]
    return club_follow(obs, order, cards) if obs.trick else club_lead(obs, order, cards)


class ClubPlayer:
    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, observation: Observation, stop: StopCheck = never_stop) -> Action:
        if observation.stage is not Stage.OVER:
            order = order_of(observation) if observation.stage is Stage.DOUBLING else None
            return club_call(observation, mask_of(observation.hand), order)
        return club_card(observation, order_of(observation))


def beginner_call(obs: Observation, hand: int, rng: random.Random) -> Call:
    """A sensible game with many trumps, else pass; the Wendish first trick; the German
    longest announcement."""
    calls = [c for c in obs.legal if isinstance(c, Call)]
    deck = obs.rules.deck
    if obs.stage is Stage.BIDDING:
        sauspiel = (hand & bavarian_order(Contract.SAUSPIEL, Suit.HEARTS).trump_mask).bit_count()
        bids = [c for c in calls if c.kind is CallKind.SAUSPIEL] if sauspiel >= 5 else []
        solos = [c for c in calls if c.kind is CallKind.SOLO and c.suit is not None]
        strong = [
            c
            for c in solos
            if (hand & bavarian_order(Contract.SOLO, suit_of(deck, c.suit or "")).trump_mask).bit_count() >= 7
        ]
        choice = strong or bids
        return rng.choice(choice) if choice else PASS
    if obs.stage is Stage.WENDISH:
        return Call(CallKind.FIRST_TRICK)
    suited = [c for c in calls if c.suit is not None]
    if obs.rules.variant is Variant.GERMAN and suited:
        return max(suited, key=lambda c: trump_count(deck, hand, suit_of(deck, c.suit or ""))[0])
    return calls[0]


class BeginnerPlayer:
    """Friendly: takes a trick when it can with the least card that does, else throws
    the least; leads at random."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, observation: Observation, stop: StopCheck = never_stop) -> Action:
        rng = decision_rng(self.seed, observation)
        if observation.stage is not Stage.OVER:
            return beginner_call(observation, mask_of(observation.hand), rng)
        order = order_of(observation)
        cards = legal_cards(observation)
        if not observation.trick:
            return rng.choice(cards)
        best = order.winning_index(tuple(c.index for c in observation.trick))
        beaters = [c for c in cards if c.bit & order.beats[best]]
        return _weakest(order, beaters) if beaters else _least(order, cards)

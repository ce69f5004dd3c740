"""What the play says of the hands, read as a club player's (`club`), while the players
know no partner: in Wendish Schafkopf without a public call until an Alte falls, in a
first-trick game until the partner is found. Until then a club player follows without
regard to sides, so a card tells what he did not hold:

* a leader who did not lead a plain ace held none;
* a follower who did not take the trick when last, or with `CHEAP_TAKE` points or
  more on it, held no card he could have taken it with; nor, when he followed the plain
  suit still winning, the highest card of that suit still out (he would take with it);
* the last player who took the trick held no lesser card that would have taken it.

These are not certain of every player (a person may duck a trick), so the master deals
by them only while they leave a layout possible (`knowledge.layouts`).
"""

from __future__ import annotations

from kopdesk.bots.schafkopf.club import CHEAP_TAKE
from kopdesk.bots.schafkopf.knowledge import Knowledge, all_tricks
from kopdesk.cards import Rank, Suit, mask_of
from kopdesk.games.schafkopf import Contract, Observation, Variant
from kopdesk.games.schafkopf.calls import alten
from kopdesk.games.tricks import TRUMP, RankOrder
from kopdesk.games.tricks.trick import Trick


def unpartnered_cards(obs: Observation) -> int:
    """How many of the cards played (in order, the trick in progress included) were
    played while no player knew a partner; 0 where the reading does not apply."""
    if obs.rules.variant is not Variant.WENDISH:
        return 0
    cards = [c for t in all_tricks(obs) for c in t.cards]
    if obs.contract is Contract.FIRST_TRICK:
        declarer = obs.declarer
        found = next((n for n, t in enumerate(obs.tricks) if t.winner != declarer), None)
        return len(cards) if found is None else (found + 1) * obs.seats
    if obs.contract not in (None, Contract.NORMAL, Contract.SOLO):
        return 0
    both = alten(obs.rules.deck)
    return next((n for n, c in enumerate(cards) if c.bit & both), len(cards))


def read_play(k: Knowledge) -> list[int]:
    """Per seat: the unseen cards it would not hold had it played as a club player."""
    obs, order = k.obs, k.order
    reads = [0] * obs.seats
    left = unpartnered_cards(obs)
    out = order.deck.all
    for trick in all_tricks(obs):
        for position, c in enumerate(trick.cards[:left]):
            seat = (trick.leader + position) % obs.seats
            if seat != obs.seat:
                reads[seat] |= _not_held(order, trick, position, out, obs.seats)
            out &= ~c.bit
        left -= len(trick.cards)
        if left <= 0:
            break
    return [read & allowed for read, allowed in zip(reads, k.allowed, strict=True)]


def _aces(order: RankOrder) -> int:
    return sum(c.bit for cards in order.plain.values() for c in cards if c.rank is Rank.ACE)


def _not_held(order: RankOrder, trick: Trick, position: int, out: int, seats: int) -> int:
    """The cards the player of `trick.cards[position]` would have played instead;
    `out`: the cards not yet played before it."""
    c = trick.cards[position]
    if position == 0:
        # A trump led says nothing: a solo player draws trumps before leading his aces.
        return 0 if order.is_trump(c) or c.rank is Rank.ACE else _aces(order)
    led = order.group[trick.cards[0].index]
    best = order.winning_index(tuple(x.index for x in trick.cards[:position]))
    followed = order.group[c.index] == led
    legal = (order.trump_mask if led == TRUMP else mask_of(order.plain[Suit(led)])) if followed else order.deck.all
    beaters = order.beats[best] & legal
    last = position == seats - 1
    if c.bit & order.beats[best]:
        return beaters & ~order.beats[c.index] & ~c.bit if last else 0
    points = sum(x.points for x in trick.cards[:position])
    if last or points >= CHEAP_TAKE:
        return beaters
    if followed and led != TRUMP and order.group[best] == led:
        top = next((x.bit for x in order.plain[Suit(led)] if x.bit & out), 0)
        return top & beaters
    return 0

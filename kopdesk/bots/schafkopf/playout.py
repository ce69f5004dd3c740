"""Open-hand play-outs: a deal played to its end with every card in view, by a greedy rule.

The searched calls (`callsearch`) judge a call by how the deals that begin with it end.
Solving a whole deal exactly costs about 20,000 nodes from the first trick, far more
than a decision may spend, so each sampled layout is played out once by this rule
instead (about a millisecond): the declaring side draws trumps with its top trump,
anyone cashes a card no opponent can beat, a follower takes the trick with the least
card no later opponent can beat and smears points on a partner's trick that no later
opponent can take; otherwise the least card goes. A Ramsch is played by throwing the least.
"""

from __future__ import annotations

from kopdesk.bots.schafkopf.solver import Table, bits, table_for
from kopdesk.cards import Card
from kopdesk.games.schafkopf import Contract, Deal
from kopdesk.games.tricks import TRUMP, RankOrder


class _View:
    """Every seat's cards, and who plays with whom, at one decision of an open-hand play-out."""

    def __init__(self, deal: Deal, order: RankOrder) -> None:
        played = deal.played_mask()
        self.held = [dealt & ~played for dealt in deal.dealt_masks]
        self.order = order
        self.t: Table = table_for(order)
        declarers = deal.declarers
        self.sides = [1 << s for s in range(deal.seats)]
        if declarers is not None:
            ours = sum(1 << s for s in declarers)
            rest = ((1 << deal.seats) - 1) & ~ours
            self.sides = [ours if ours >> s & 1 else rest for s in range(deal.seats)]

    def opponents(self, seat: int) -> int:
        """The cards held by the seats not on `seat`'s side."""
        found = 0
        for s, hand in enumerate(self.held):
            if not self.sides[seat] >> s & 1:
                found |= hand
        return found

    def can_beat(self, seats: list[int], led: int, best: int) -> bool:
        """May one of `seats` beat the card `best` in a trick led with `led`?"""
        order = self.order
        return any(order.playable(self.held[s], led, best) & order.beats[best] for s in seats)

    def least(self, cards: int) -> int:
        """The cheapest card to give away: few points, plain before trump, low."""
        t = self.t
        return min(bits(cards), key=lambda c: (t.points[c], t.order.group[c] == TRUMP, -t.place[c]))


def _lead(view: _View, deal: Deal, seat: int, allowed: int) -> int:
    order, t = view.order, view.t
    opponents = view.opponents(seat)
    trumps = allowed & order.trump_mask
    held = 0
    for hand in view.held:
        held |= hand
    if trumps and opponents & order.trump_mask and deal.declarers is not None and seat in deal.declarers:
        top = next(c.index for c in order.trumps if held >> c.index & 1)
        return top if trumps >> top & 1 else max(bits(trumps), key=t.place.__getitem__)
    for c in sorted(bits(allowed & ~order.trump_mask), key=lambda c: -t.points[c]):
        suit = order.plain[order.deck.cards[c].suit]
        highest = not any(held >> h.index & 1 for h in suit[: t.place[c]])
        if highest and (not opponents & order.trump_mask or _all_follow(view, seat, c)):
            return c
    plain = allowed & ~order.trump_mask
    if plain:
        by_suit: dict[int, list[int]] = {}
        for c in bits(plain):
            by_suit.setdefault(order.group[c], []).append(c)
        return view.least(sum(1 << c for c in min(by_suit.values(), key=len)))
    return max(bits(allowed), key=t.place.__getitem__)


def _all_follow(view: _View, seat: int, c: int) -> bool:
    """Does every opponent hold a card of `c`'s plain suit (so that none may trump it)?"""
    suit_mask = sum(h.bit for h in view.order.plain[view.order.deck.cards[c].suit])
    return all(hand & suit_mask for s, hand in enumerate(view.held) if not view.sides[seat] >> s & 1)


def _follow(view: _View, deal: Deal, seat: int, allowed: int) -> int:
    order, t = view.order, view.t
    trick = [c.index for c in deal.trick]
    led, best = trick[0], order.winning_index(trick)
    seats = deal.seats
    best_seat = (deal.leader + trick.index(best)) % seats
    later = [(seat + offset) % seats for offset in range(1, seats - len(trick))]
    rivals = [s for s in later if not view.sides[seat] >> s & 1]
    if view.sides[seat] >> best_seat & 1 and best_seat != seat:
        if view.can_beat(rivals, led, best):
            return view.least(allowed)
        return max(bits(allowed), key=lambda c: (order.group[c] != TRUMP, t.points[c]))
    safe = [c for c in bits(allowed & order.beats[best]) if not view.can_beat(rivals, led, c)]
    if safe:
        return min(safe, key=lambda c: (order.group[c] == TRUMP, -t.place[c]))
    return view.least(allowed)


def open_card(deal: Deal, seat: int) -> Card:
    """The card `seat` plays in an open-hand play-out of `deal`."""
    order = deal.order
    assert order is not None
    allowed = deal.allowed(seat)
    view = _View(deal, order)
    if deal.contract is Contract.RAMSCH:
        index = view.least(allowed)
    elif deal.trick:
        index = _follow(view, deal, seat, allowed)
    else:
        index = _lead(view, deal, seat, allowed)
    return order.deck.cards[index]


def play_out(deal: Deal) -> int:
    """Play the cards of `deal` to its end, open-handed; the number of cards played."""
    cards = 0
    while (seat := deal.to_move) is not None:
        deal.apply(open_card(deal, seat))
        cards += 1
    return cards

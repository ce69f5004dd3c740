"""What the play says of the hands in Wendish Schafkopf (but for a called partner card)
and in German Schafkopf, read as a club player's (`club`). A club player leads a plain
ace first; he follows without regard to sides while he knows no partner (Wendish:
without a public call until an Alte falls, in a first-trick game until the partner is
found), and to an opponent's trick once he knows the sides (German: from the start).
So a card tells what he did not hold:

* a leader of a plain card other than an ace held no plain ace, nor a card of its suit
  cheaper to throw (`throw_cost`: he leads the least of his shortest suit);
* a follower who did not take the trick when last, or with `CHEAP_TAKE` points or
  more on it, held no card he could have taken it with; nor, when he followed the plain
  suit still winning, the highest card of that suit still out (he would take with it);
  nor, whenever he let the trick go, a card he might have played that is cheaper to
  throw and does not take it either (he throws the least);
* a follower who took the trick, last or with `CHEAP_TAKE` points or more on it, held
  no lesser card that would have taken it; with fewer points, no card that lets it go
  nor one cheaper to throw (but for a card that may be the highest still out: he takes
  with that one when the trick is worth it, or with a plain card).

These are not certain of every player (a person may duck a trick), so the master deals
by them only while they leave a layout possible (`knowledge.layouts`).

While no player knows a partner, a club player's card depends on his cards alone, so a
layout can be played back: `club_replay` makes a layout less likely for each card played
then that a club player holding its cards would not have played (the card the solver's
club seats play, `solver.club_lead` and `club_follow`). That reads all the play says,
where the masks above read part of it.
"""

from __future__ import annotations

from collections.abc import Callable

from kopdesk.bots.schafkopf.club import CHEAP_TAKE, WORTH_TAKING, throw_cost
from kopdesk.bots.schafkopf.knowledge import SOFT_MISS, Knowledge, all_tricks
from kopdesk.bots.schafkopf.solver import Table, club_follow, club_lead, table_for
from kopdesk.cards import Card, Rank, Suit, mask_of
from kopdesk.games.schafkopf import Contract, Observation, Variant
from kopdesk.games.schafkopf.calls import alten
from kopdesk.games.tricks import TRUMP, RankOrder
from kopdesk.games.tricks.trick import Trick


def readable(obs: Observation) -> bool:
    """Is the play read here: Wendish Schafkopf but for a game with a called partner card,
    and German Schafkopf?"""
    variant = obs.rules.variant
    return variant is Variant.GERMAN or (variant is Variant.WENDISH and obs.contract is not Contract.PARTNER)


def unpartnered_cards(obs: Observation) -> int:
    """How many of the cards played (in order, the trick in progress included) were
    played while no player knew a partner; 0 where the reading does not apply or the
    partners are known from the start (German Schafkopf)."""
    if not readable(obs) or obs.rules.variant is Variant.GERMAN:
        return 0
    cards = [c for t in all_tricks(obs) for c in t.cards]
    if obs.contract is Contract.FIRST_TRICK:
        declarer = obs.declarer
        found = next((n for n, t in enumerate(obs.tricks) if t.winner != declarer), None)
        return len(cards) if found is None else (found + 1) * obs.seats
    both = alten(obs.rules.deck)
    return next((n for n, c in enumerate(cards) if c.bit & both), len(cards))


def open_sides(obs: Observation) -> tuple[int, int] | None:
    """From how many cards played on every player knows the sides (Wendish: both Alten
    played, or the first-trick partner found; German: from the start), and the declaring
    side's seats as a mask."""
    if not readable(obs):
        return None
    if obs.rules.variant is Variant.GERMAN:
        return 0, sum(1 << seat for seat in obs.known_declarers)
    if obs.contract is Contract.FIRST_TRICK:
        assert obs.declarer is not None
        found = next((n for n, t in enumerate(obs.tricks) if t.winner != obs.declarer), None)
        return None if found is None else ((found + 1) * obs.seats, 1 << obs.declarer | 1 << obs.tricks[found].winner)
    both = alten(obs.rules.deck)
    cards = [c for t in all_tricks(obs) for c in t.cards]
    fallen = [n for n, c in enumerate(cards) if c.bit & both]
    if len(fallen) < 2:
        return None
    side = sum(1 << seat for c, seat in obs.played_by().items() if c.bit & both)
    return fallen[1] + 1, side


def read_play(k: Knowledge) -> list[int]:
    """Per seat: the unseen cards it would not hold had it played as a club player: its
    leads always (no plain ace led first means none), its follows while no player knew
    a partner and, once every player knows the sides, those to an opponent's trick."""
    obs, order = k.obs, k.order
    reads = [0] * obs.seats
    if not readable(obs):
        return reads
    friendless = unpartnered_cards(obs)
    sides = open_sides(obs)
    out = order.deck.all
    n = 0
    for trick in all_tricks(obs):
        best = trick.leader
        for position, c in enumerate(trick.cards):
            seat = (trick.leader + position) % obs.seats
            opposed = sides is not None and n >= sides[0] and (sides[1] >> seat & 1) != (sides[1] >> best & 1)
            if seat != obs.seat and (position == 0 or n < friendless or opposed):
                reads[seat] |= _not_held(order, trick, position, out, obs.seats)
            if position and c.bit & order.beats[trick.cards[(best - trick.leader) % obs.seats].index]:
                best = seat
            out &= ~c.bit
            n += 1
    return [read & allowed for read, allowed in zip(reads, k.allowed, strict=True)]


Replay = Callable[[list[int]], float]
"""How likely a layout (each seat's cards as dealt) makes the play (`club_replay`)."""


def club_replay(k: Knowledge) -> Replay:
    """How likely a layout makes the cards the others played while no player knew a partner:
    SOFT_MISS for each that a club player holding the layout's cards would not have played.
    The leads of a seat holding both Alten are not played back: a concealed solo player
    draws trumps. What is public of each such card is gathered once, for all layouts."""
    t = table_for(k.order)
    both = alten(k.obs.rules.deck)
    plays = _unpartnered_plays(k)

    def chance(dealt: list[int]) -> float:
        result = 1.0
        for seat, c, led, best, points, before, last in plays:
            if best < 0 and dealt[seat] & both == both:
                continue
            if _club_card(t, led, dealt[seat] & ~before, before, best, points, last) != c:
                result *= SOFT_MISS
        return result

    return chance


Play = tuple[int, int, int, int, int, int, bool]
"""A card played back (`_unpartnered_plays`)."""


def _unpartnered_plays(k: Knowledge) -> list[Play]:
    """Each card another seat played while no player knew a partner: its seat, its index,
    the trick's first card and best card before it (-1 for a lead), the points on the
    trick, the cards played before it (a mask), whether it was the trick's last card."""
    obs = k.obs
    friendless = unpartnered_cards(obs)
    plays: list[Play] = []
    before = n = 0
    for trick in all_tricks(obs):
        best, points = -1, 0
        led = trick.cards[0].index
        for position, c in enumerate(trick.cards):
            if n == friendless:
                return plays
            seat = (trick.leader + position) % obs.seats
            if seat != obs.seat:
                plays.append((seat, c.index, led, best, points, before, position + 1 == obs.seats))
            if not position or k.order.beats[best] >> c.index & 1:
                best = c.index
            points += c.points
            before |= c.bit
            n += 1
    return plays


def _club_card(t: Table, led: int, held: int, seen: int, best: int, points: int, last: bool) -> int:
    """The card a club player who knows no partner plays from `held` to a trick whose first
    card is `led` (-1: none yet, he leads it) and best so far `best`; `seen`: the cards
    played before it."""
    if best < 0:
        return club_lead(t, held)
    return club_follow(t, t.duty(held, led, best)[0], held | seen, best, points, last)


def _aces(order: RankOrder) -> int:
    return sum(c.bit for cards in order.plain.values() for c in cards if c.rank is Rank.ACE)


def _not_held(order: RankOrder, trick: Trick, position: int, out: int, seats: int) -> int:
    """The cards the player of `trick.cards[position]` would have played instead;
    `out`: the cards not yet played before it."""
    c = trick.cards[position]
    if position == 0:
        # A trump led says nothing: a solo player draws trumps before leading his aces.
        if order.is_trump(c) or c.rank is Rank.ACE:
            return 0
        return _aces(order) | _cheaper(order, c, mask_of(order.plain[c.suit]))
    led = order.group[trick.cards[0].index]
    best = order.winning_index(tuple(x.index for x in trick.cards[:position]))
    followed = order.group[c.index] == led
    legal = (order.trump_mask if led == TRUMP else mask_of(order.plain[Suit(led)])) if followed else order.deck.all
    beaters = order.beats[best] & legal
    last = position == seats - 1
    points = sum(x.points for x in trick.cards[:position])
    if c.bit & order.beats[best]:
        return _taken(order, c, legal, beaters, points, out, last)
    thrown = _cheaper(order, c, legal & ~order.beats[best])
    if last or points >= CHEAP_TAKE:
        return beaters | thrown
    if followed and led != TRUMP and order.group[best] == led:
        top = next((x.bit for x in order.plain[Suit(led)] if x.bit & out), 0)
        return top & beaters | thrown
    return thrown


def _taken(order: RankOrder, c: Card, legal: int, beaters: int, points: int, out: int, last: bool) -> int:
    """The cards the player who took the trick with `c` would have played instead: when
    last, or with `CHEAP_TAKE` points on it, a lesser card that takes it; with fewer, a
    card that lets it go, or one cheaper to throw (he throws the least). Nothing when `c`
    may be the highest card still out, which he takes with if the trick is worth it."""
    lesser = beaters & ~order.beats[c.index] & ~c.bit
    if last:
        return lesser
    group = order.trumps if order.is_trump(c) else order.plain[c.suit]
    highest = not any(h.bit & out for h in group[: group.index(c)])
    if highest and (points >= WORTH_TAKING or not order.is_trump(c)):
        return 0
    if points >= CHEAP_TAKE:
        return lesser
    return legal & ~beaters | _cheaper(order, c, legal)


def _cheaper(order: RankOrder, c: Card, among: int) -> int:
    """The cards of `among` cheaper to throw than `c`."""
    cost = throw_cost(order, c)
    return sum(x.bit for x in order.deck.cards_in(among) if throw_cost(order, x) < cost)

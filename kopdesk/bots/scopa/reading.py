"""Reading the other hands from the play: layouts of the unseen cards drawn in
proportion to how well they explain what each seat has played.

A seat's choice says something about the cards it kept. A player who laid a card
while the settebello lay on the table probably held no seven; one who left a scopa
on the table probably held no card to make it. Under the Scopa rules no such fact is
certain: a card that can capture must, but any card of the hand may be played (the
Scopa rules, 4.1), so no play proves that a seat lacks a card. Every fact read from
the play is a likelihood.

The model of a choice: among the moves its hand offered, a seat picks each with a
weight exp(BETA · score), the score being the club player's reckoning of the move
(what it takes, less what the next player may then take, by counting the cards the
seat had not seen; a gift of a sweep to the next opponent counted against it:
`weigh`), and now and then (SLIP) any move at all. A seat's hand at each of its
decisions since its cards were last dealt (or it last drew) is its hidden hand of the
layout and the cards it has played since; a layout's likelihood is the product over
those decisions of the chance of the move made. A hand's moves are its cards' moves,
so the weights of a hand add up card by card: worked out once per decision and card
(`Decision`, kept by the player for the rest of the deal), a layout's likelihood
costs a few additions.

The layouts are drawn by Metropolis sampling: two hidden cards, one in a hand the play
says something about, change places when the likelihood allows. The cards of the
other hands and the talon, of which the play says nothing, are dealt afresh at random
for every layout. Once the talon is out and the hidden cards can lie in few ways
(`ENDGAME`), the master weighs every layout instead (`Reading.every_layout`): each
with its likelihood, none missed or drawn twice.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Iterator
from dataclasses import dataclass

from kopdesk.bots.scopa.club import Reply, judged, next_opponent_holds
from kopdesk.bots.scopa.sim import ALL_CARDS, SUIT_BITS, SetsCache, SimMove, bits_of, table_sum
from kopdesk.cards import mask_of
from kopdesk.games.scopa import CardDrawn, CardLaid, CardsCaptured, HandsDealt, Observation
from kopdesk.games.scopa.cards import CARDS, DENARI
from kopdesk.games.scopa.dealing import ROUND

Layout = tuple[list[int], tuple[int, ...]]
"""Every seat's hand and the talon, top first, as bits."""

BETA = 30.0
"""How surely a seat plays the move the club player's reckoning scores highest: one a
tenth of a point worse is made e³ (about 20) times less often. Fitted to club players'
choices (their moves, scored with their true hands: higher values fit better up to
here) and checked with the regret tool."""
SLIP = 0.03
"""The share of choices made for reasons that reckoning does not see (any move at all):
a seat that plays against the model is read less, never ruled out."""
GIFT = 0.5
"""What leaving the next opponent a table he may sweep costs a move in the reckoning
(the club player rules such a move out unless it is clearly better)."""
TOP = 10.0
"""The weights' exponent at most: a move so much better than the one made leaves the
chance of that move to SLIP alone."""
MIN_STEPS = 12
"""Swaps tried between two layouts: one per hidden card in the hands the play speaks of,
and at least this many. With a card or two to read, a few swaps would hand the search
nearly the same layout again and again, and its race would take them for new ones."""
BURN_IN = 4
"""Before the first layout, this many times as many swaps."""
ENDGAME = 60
"""Ways the hidden cards may lie, at most, for the master to weigh every one of them: in
three-handed Scopa the whole last round (20 ways at most), in four-handed
from five hidden cards (30). At 200, four-handed Scopa's six hidden cards (90 ways) took
its 99th percentile decision from 57 to 160 ms on a busy machine."""


@dataclass(frozen=True, slots=True)
class Play:
    """A decision as every player saw it: who made it, the table before it, the card
    played and what it took (bits), the cards every player had seen before it, how many
    cards each seat then held, and the talon."""

    at: int
    """Its event's place in the deal's events."""
    seat: int
    table: int
    card: int
    take: int
    public: int
    sizes: tuple[int, ...]
    talon: int


def windows(observation: Observation) -> dict[int, list[Play]]:
    """Per seat, its plays since its cards were last dealt or it last drew; a capture
    with a card just drawn (a choice among that card's moves only) is left out."""
    rules, events = observation.rules, observation.events
    active = rules.active_seats(observation.dealer)
    sizes, talon = _as_dealt(observation)
    table = public = mask_of(observation.table_dealt)
    found: dict[int, list[Play]] = {seat: [] for seat in range(rules.players)}
    drawn_by: int | None = None
    for at, event in enumerate(events):
        if isinstance(event, HandsDealt):
            found = {seat: [] for seat in found}
            sizes = [held + (ROUND if seat in active else 0) for seat, held in enumerate(sizes)]
            talon -= ROUND * len(active)
        elif isinstance(event, CardDrawn):
            found[event.seat] = []
            sizes[event.seat] += 1
            talon -= 1
            drawn_by = event.seat
            continue
        elif isinstance(event, CardLaid | CardsCaptured):
            card = event.card.bit
            take = mask_of(event.taken) if isinstance(event, CardsCaptured) else 0
            if event.seat != drawn_by:
                found[event.seat].append(Play(at, event.seat, table, card, take, public, tuple(sizes), talon))
            table = table & ~take if take else table | card
            public |= card
            sizes[event.seat] -= 1
        drawn_by = None
    return found


def _as_dealt(observation: Observation) -> tuple[list[int], int]:
    """How many cards each seat held and the talon, before the first play."""
    sizes, talon = list(observation.hand_sizes), observation.talon
    active = observation.rules.active_seats(observation.dealer)
    for event in observation.events:
        if isinstance(event, HandsDealt):
            for seat in active:
                sizes[seat] -= ROUND
            talon += ROUND * len(active)
        elif isinstance(event, CardDrawn):
            sizes[event.seat] -= 1
            talon += 1
        elif isinstance(event, CardLaid | CardsCaptured):
            sizes[event.seat] += 1
    return sizes, talon


Weights = dict[int, tuple[float, int]]
"""Per card that the seat may have held: the weights of its moves relative to the move
made, added up, and how many moves it had."""


def weigh(observation: Observation, cache: SetsCache, play: Play) -> Weights:
    """Every card's weights at `play`, as the club player would have scored its moves
    (counting the cards it had not seen as the public ones and the card it played: the
    rest of its hand is not known)."""
    rules = observation.rules
    sizes = play.sizes
    holds = next_opponent_holds(rules, observation.dealer, play.seat, sizes, play.talon)
    last = play.talon == 0 and sum(sizes) == 1
    reply = Reply(rules, cache, ALL_CARDS & ~play.public & ~play.card, holds, play.talon == 0 and sum(sizes) == 2)
    table, on_table = play.table, table_sum(play.table)

    def score(move: SimMove) -> float:
        worth, gift = judged(rules, move, table, on_table, last, reply)
        return worth - GIFT if gift else worth

    made = score((play.card, play.take))
    found: Weights = {}
    by_kind: dict[int, tuple[float, int]] = {}
    for bit in bits_of(ALL_CARDS & ~play.public):
        # The three plain suits' cards of a rank are worth the same, and so are their moves.
        index = bit.bit_length() - 1
        kind = index if bit & DENARI else index % SUIT_BITS
        if kind not in by_kind:
            sets = cache.sets(bit, table) or (0,)
            by_kind[kind] = sum(math.exp(min(BETA * (score((bit, take)) - made), TOP)) for take in sets), len(sets)
        found[bit] = by_kind[kind]
    return found


@dataclass(frozen=True, slots=True)
class Decision:
    """One choice a seat made while holding hidden cards, as weights relative to the move
    it made: of the cards it has played since (`known`, `known_moves`) and of each hidden
    card, were it in its hand (`weights`, `moves`, by the card's place in the hidden list)."""

    known: float
    known_moves: int
    weights: tuple[float, ...]
    moves: tuple[int, ...]

    @classmethod
    def of(cls, weights: Weights, played: list[int], hidden: list[int]) -> Decision:
        known = [weights[bit] for bit in played]
        own = [weights[bit] for bit in hidden]
        return cls(
            sum(w for w, _ in known), sum(n for _, n in known), tuple(w for w, _ in own), tuple(n for _, n in own)
        )

    def log_chance(self, weight: float, moves: int) -> float:
        """The log of the chance of the move made, with a hidden hand of these sums."""
        return math.log((1 - SLIP) / (self.known + weight) + SLIP / (self.known_moves + moves))


class Reading:
    """The weights of the plays seen, kept per play for the next decisions (bounded)."""

    LIMIT = 2_000

    def __init__(self) -> None:
        self._weights: dict[tuple[object, ...], Weights] = {}
        self.cache: SetsCache | None = None

    def layouts(self, observation: Observation, rng: random.Random) -> Iterator[Layout]:
        """Layouts of the hidden cards drawn by how well they explain the play (`Reader`)."""
        if self.cache is None or self.cache.rules != observation.rules:
            self.cache, self._weights = SetsCache(observation.rules), {}
        return Reader(observation, self, rng).layouts()

    def every_layout(self, observation: Observation, rng: random.Random) -> list[tuple[float, Layout]] | None:
        """Once the talon is out and the hidden cards can lie in at most ENDGAME ways, every
        layout with its chance given the play, the likeliest first; else None."""
        sizes = [held for seat, held in enumerate(observation.hand_sizes) if seat != observation.seat and held]
        if observation.talon or ways_to_deal(sum(sizes), sizes) > ENDGAME:
            return None
        if self.cache is None or self.cache.rules != observation.rules:
            self.cache, self._weights = SetsCache(observation.rules), {}
        return Reader(observation, self, rng).every_layout()

    def decisions(self, observation: Observation, plays: list[Play], hidden: list[int]) -> list[Decision]:
        """A seat's `plays` as `Decision`s over the `hidden` cards."""
        assert self.cache is not None
        found = []
        deal = (observation.dealer, observation.table_dealt)
        for number, play in enumerate(plays):
            key = (deal, observation.events[: play.at + 1])
            weights = self._weights.get(key)
            if weights is None:
                if len(self._weights) >= self.LIMIT:
                    self._weights.clear()
                weights = self._weights[key] = weigh(observation, self.cache, play)
            found.append(Decision.of(weights, [later.card for later in plays[number:]], hidden))
        return found


class Reader:
    """The Metropolis chain over the hidden cards of `observation`: `layouts` draws them."""

    def __init__(self, observation: Observation, reading: Reading, rng: random.Random) -> None:
        self.observation = observation
        self.rng = rng
        self.hidden = bits_of(ALL_CARDS & ~mask_of(observation.seen))
        sizes = observation.hand_sizes
        plays = windows(observation)
        self.read = [
            seat for seat, held in enumerate(sizes) if seat != observation.seat and held and plays[seat]
        ]
        """The seats whose hidden cards the play speaks of."""
        self.evidence = {seat: reading.decisions(observation, plays[seat], self.hidden) for seat in self.read}
        places = list(range(len(self.hidden)))
        rng.shuffle(places)
        self.owner: list[int | None] = [None] * len(self.hidden)
        """Per hidden card (by place), the read seat holding it, or None."""
        self.held: dict[int, list[int]] = {}
        for seat in self.read:
            self.held[seat] = places[: sizes[seat]]
            del places[: sizes[seat]]
            for place in self.held[seat]:
                self.owner[place] = seat
        self.sums = {seat: self._sums(seat, self.held[seat]) for seat in self.read}
        self.logs = {seat: self._log_likelihood(seat, self.sums[seat]) for seat in self.read}

    def _sums(self, seat: int, places: list[int]) -> list[tuple[float, int]]:
        return [
            (sum(d.weights[p] for p in places), sum(d.moves[p] for p in places)) for d in self.evidence[seat]
        ]

    def _log_likelihood(self, seat: int, sums: list[tuple[float, int]]) -> float:
        return sum(d.log_chance(w, n) for d, (w, n) in zip(self.evidence[seat], sums, strict=True))

    def _step(self) -> None:
        """Try one swap: a card of a read hand with any hidden card elsewhere."""
        rng, owner = self.rng, self.owner
        seat = self.read[rng.randrange(len(self.read))]
        held = self.held[seat]
        at = rng.randrange(len(held))
        mine = held[at]
        other = rng.randrange(len(self.hidden))
        holder = owner[other]
        if holder == seat:
            return
        changed = {seat: self._swapped(seat, mine, other)}
        if holder is not None:
            changed[holder] = self._swapped(holder, other, mine)
        logs = {s: self._log_likelihood(s, sums) for s, sums in changed.items()}
        delta = sum(log - self.logs[s] for s, log in logs.items())
        if delta < 0 and rng.random() >= math.exp(delta):
            return
        held[at] = other
        owner[other], owner[mine] = seat, holder
        if holder is not None:
            theirs = self.held[holder]
            theirs[theirs.index(other)] = mine
        self.sums.update(changed)
        self.logs.update(logs)

    def _swapped(self, seat: int, out: int, into: int) -> list[tuple[float, int]]:
        """The seat's sums per decision with the card at place `out` changed for `into`
        (the weights are capped at e^TOP, so that adding and taking away loses nothing that counts)."""
        return [
            (w - d.weights[out] + d.weights[into], n - d.moves[out] + d.moves[into])
            for d, (w, n) in zip(self.evidence[seat], self.sums[seat], strict=True)
        ]

    def every_layout(self) -> list[tuple[float, Layout]]:
        """Every layout of the hidden cards into the other hands (the talon is out), each
        with its chance given the play, the likeliest first."""
        observation = self.observation
        others = [seat for seat, held in enumerate(observation.hand_sizes) if seat != observation.seat and held]
        sizes = [observation.hand_sizes[seat] for seat in others]
        found: list[tuple[float, list[int]]] = []
        for split in splits(list(range(len(self.hidden))), sizes):
            hands = [0] * len(observation.hand_sizes)
            hands[observation.seat] = mask_of(observation.hand)
            log = 0.0
            for seat, places in zip(others, split, strict=True):
                hands[seat] = sum(self.hidden[p] for p in places)
                if seat in self.evidence:
                    log += self._log_likelihood(seat, self._sums(seat, places))
            found.append((log, hands))
        top = max(log for log, _ in found)
        weights = [math.exp(log - top) for log, _ in found]
        total = sum(weights)
        ranked = sorted(zip(weights, (hands for _, hands in found), strict=True), key=lambda pair: -pair[0])
        return [(weight / total, (hands, ())) for weight, hands in ranked]

    def layouts(self) -> Iterator[Layout]:
        """Endless layouts: the read hands from the chain, the rest dealt at random."""
        observation, rng = self.observation, self.rng
        read = sum(len(h) for h in self.held.values())
        steps = max(read, MIN_STEPS) if read else 0
        for _ in range(BURN_IN * steps):
            self._step()
        mine = mask_of(observation.hand)
        while True:
            rest = [self.hidden[p] for p, holder in enumerate(self.owner) if holder is None]
            rng.shuffle(rest)
            hands, at = [], 0
            for seat, held in enumerate(observation.hand_sizes):
                if seat == observation.seat:
                    hands.append(mine)
                elif seat in self.held:
                    hands.append(sum(self.hidden[p] for p in self.held[seat]))
                else:
                    hands.append(sum(rest[at : at + held]))
                    at += held
            yield hands, tuple(rest[at:])
            for _ in range(steps):
                self._step()


def sampled(observation: Observation, rng: random.Random) -> Iterator[Layout]:
    """Endless layouts of the unseen cards that fit what `observation` knows: each other
    seat holds as many cards as it does, the rest is the talon."""
    unseen = [c.bit for c in CARDS if c not in set(observation.seen)]
    mine = mask_of(observation.hand)
    while True:
        rng.shuffle(unseen)
        hands, at = [], 0
        for seat, held in enumerate(observation.hand_sizes):
            if seat == observation.seat:
                hands.append(mine)
                continue
            hands.append(sum(unseen[at : at + held]))
            at += held
        yield hands, tuple(unseen[at:])


def ways_to_deal(cards: int, sizes: list[int]) -> int:
    """The ways to deal `cards` cards into hands of `sizes`."""
    ways = 1
    for size in sizes:
        ways *= math.comb(cards, size)
        cards -= size
    return ways


def splits(places: list[int], sizes: list[int]) -> Iterator[list[list[int]]]:
    """Every way to deal `places` into hands of `sizes`, in order."""
    if not sizes:
        yield []
        return
    for chosen in itertools.combinations(places, sizes[0]):
        rest = [place for place in places if place not in chosen]
        for tail in splits(rest, sizes[1:]):
            yield [list(chosen), *tail]

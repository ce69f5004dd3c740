"""What one seat knows of where the cards are, and layouts of the unseen cards that fit it.

Hard facts: its own cards (Zweier: every face-up card), the cards played, the classes
a seat showed it lacks, the called ace (not with the declarer or a known defender, with
a known partner, not with one who did not play it when its suit was searched), the
Alten with the Wendish caller, the ♣J with the German Zwangsspiel's declarer, the
German announcements (a count that reaches the minimum; a pass: none does; the winner's
count, then points, the highest), every Sauspiel called in the bidding (its caller lacks
that ace and holds a card of its suit), the called ace's holder leading another card of
its suit only with four of them. Softer ones make a layout less likely (a
Bavarian solo player with few trumps, a pass on a hand a club player plays a solo with,
a concealed Wendish solo, a Wendish or German lead of a plain card but an ace from a
suit longer than another the leader held; for the master, each Wendish card played back
as a club player's while no player knows a partner: `reading.club_replay`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from kopdesk.bots.schafkopf.judgement import WENDISH_SOLO_FROM, plausible_declarer, strength, would_solo
from kopdesk.cards import Deck, Rank, Suit, mask_of
from kopdesk.games.schafkopf import CallKind, Contract, Observation, SeatCall, Variant
from kopdesk.games.schafkopf.calls import alten, card_of, plain_of, suit_of, trump_count
from kopdesk.games.schafkopf.orders import WENDISH_ORDER, order_for
from kopdesk.games.tricks import TRUMP, RankOrder
from kopdesk.games.tricks.trick import Trick

SOFT_MISS = 0.1
"""The chance a layout is kept when a soft fact does not fit it."""


def order_of(obs: Observation) -> RankOrder:
    """The rank order being played (Wendish: the same whatever the seat knows of the sides)."""
    contract = obs.contract if obs.contract is not None else Contract.NORMAL
    if obs.rules.variant is Variant.BAVARIAN and contract is Contract.NORMAL:
        contract = Contract.SAUSPIEL
    # German trumps are not named before the calls end, when no card has been played: any suit serves.
    trump = Suit.CLUBS if obs.trump is None and obs.rules.variant is Variant.GERMAN else obs.trump
    return order_for(obs.rules, contract, trump)


def all_tricks(obs: Observation) -> list[Trick]:
    """The finished tricks and the one in progress (its winner and points not yet meaningful)."""
    return [*obs.tricks, *((Trick(obs.leader, obs.trick, -1, 0),) if obs.trick else ())]


@dataclass(slots=True)
class Knowledge:
    obs: Observation
    order: RankOrder
    played: dict[int, int]
    """Card index → the seat that played it."""
    known: list[int]
    """Per seat: the cards it holds that this seat can see."""
    unknown: int
    sizes: list[int]
    """Per seat: how many unseen cards it holds (Zweier: face down)."""
    allowed: list[int]
    """Per seat: the unseen cards it may hold."""

    def dealt(self, hands: list[int]) -> list[int]:
        """Each seat's cards as dealt, for a layout of the cards now held."""
        dealt = list(hands)
        for c, seat in self.played.items():
            dealt[seat] |= 1 << c
        return dealt


def knowledge(obs: Observation) -> Knowledge:
    deck, seats = obs.rules.deck, obs.seats
    order = order_of(obs)
    played = {c.index: seat for c, seat in obs.played_by().items()}
    played_mask = sum(1 << c for c in played)
    if obs.rules.variant is Variant.ZWEIER:
        known = [mask_of(cards) for cards in obs.open_cards]
        unknown = deck.all & ~sum(known) & ~played_mask
        return Knowledge(obs, order, played, known, unknown, list(obs.face_down), [unknown] * seats)
    own = mask_of(obs.hand)
    known = [own if s == obs.seat else 0 for s in range(seats)]
    unknown = deck.all & ~own & ~played_mask
    per_seat = len(deck.cards) // seats
    sizes = [0 if s == obs.seat else per_seat - sum(1 for p in played.values() if p == s) for s in range(seats)]
    allowed = [0 if s == obs.seat else unknown for s in range(seats)]
    k = Knowledge(obs, order, played, known, unknown, sizes, allowed)
    _voids(k)
    _called_ace(k)
    _forced(k)
    _sauspiel_callers(k)
    return k


def bidding_calls(obs: Observation) -> tuple[SeatCall, ...]:
    """The Bavarian bidding's calls, without the Schuss and Retour round after them
    (4.1.4: it ends once every seat spoke and all but the highest bidder passed)."""
    everyone = (1 << obs.seats) - 1
    spoken = passed = 0
    highest: int | None = None
    for position, made in enumerate(obs.calls):
        spoken |= 1 << made.seat
        if made.call.kind is CallKind.PASS:
            passed |= 1 << made.seat
        else:
            highest = made.seat
        if spoken == everyone and passed | (0 if highest is None else 1 << highest) == everyone:
            return obs.calls[: position + 1]
    return obs.calls


def _sauspiel_callers(k: Knowledge) -> None:
    """Who called an ace in the bidding lacks it (4.1.3), outbid or not."""
    if k.obs.rules.variant is not Variant.BAVARIAN:
        return
    deck = k.obs.rules.deck
    for made in bidding_calls(k.obs):
        if made.call.kind is CallKind.SAUSPIEL and made.call.suit is not None:
            k.allowed[made.seat] &= ~_ace_bit(deck, made.call.suit)


def safe_trick(k: Knowledge, best: int, friends: frozenset[int]) -> bool:
    """Whether no seat still to play in the trick in progress, other than `friends`, may
    hold a card that beats the card `best` (by index) that wins it so far."""
    obs = k.obs
    beaters = k.order.beats[best]
    later = ((obs.leader + offset) % obs.seats for offset in range(len(obs.trick) + 1, obs.seats))
    return not any(k.allowed[seat] & beaters for seat in later if seat not in friends)


def _voids(k: Knowledge) -> None:
    """Who did not follow the class led holds none of it."""
    order, seats = k.order, k.obs.seats
    for trick in all_tricks(k.obs):
        led = order.group[trick.cards[0].index]
        group = order.trump_mask if led == TRUMP else mask_of(order.plain[Suit(led)])
        for offset, c in enumerate(trick.cards[1:], start=1):
            if order.group[c.index] != led:
                k.allowed[(trick.leader + offset) % seats] &= ~group


def _only(k: Knowledge, bit: int, seat: int) -> None:
    for s in range(len(k.allowed)):
        if s != seat:
            k.allowed[s] &= ~bit


def _called_ace(k: Knowledge) -> None:
    obs = k.obs
    ace = obs.called
    if obs.contract is not Contract.SAUSPIEL or ace is None or not k.unknown & ace.bit:
        return
    declarer = obs.declarer
    assert declarer is not None
    partners = obs.known_declarers - {declarer}
    if partners:
        _only(k, ace.bit, next(iter(partners)))
        return
    for s in (declarer, *obs.known_defenders):
        k.allowed[s] &= ~ace.bit
    suit = plain_of(obs.rules.deck, ace.suit)
    cleared = {declarer, obs.seat, *obs.known_defenders}
    for trick in all_tricks(obs):
        if not trick.cards[0].bit & suit:
            continue
        if trick.leader not in cleared:
            return  # he may have run away: from here on nobody must play the ace
        for offset, c in enumerate(trick.cards):
            if c is not ace:
                k.allowed[(trick.leader + offset) % obs.seats] &= ~ace.bit


def _forced(k: Knowledge) -> None:
    obs, deck = k.obs, k.obs.rules.deck
    declarer = obs.declarer
    if obs.rules.variant is Variant.WENDISH:
        caller = next((made.seat for made in obs.calls), None)
        if caller is not None:
            for queen in deck.cards_in(alten(deck) & k.unknown):
                _only(k, queen.bit, caller)
    if obs.contract is Contract.ZWANGSSPIEL and declarer is not None:
        jack = card_of(deck, Rank.JACK, Suit.CLUBS)
        if k.unknown & jack.bit:
            _only(k, jack.bit, declarer)


def fit(k: Knowledge, hands: list[int]) -> float:
    """How likely the layout `hands` makes what this seat saw: 0 if a hard fact fails,
    SOFT_MISS per soft one, else 1."""
    obs = k.obs
    dealt = k.dealt(hands)
    variant = obs.rules.variant
    if variant is Variant.GERMAN:
        return leads_fit(k, dealt) if _announcements_fit(k, dealt) and _announcement_won(k, dealt) else 0.0
    if variant is Variant.WENDISH:
        return _concealed_solo_fit(k, dealt) * leads_fit(k, dealt)
    if variant is not Variant.BAVARIAN:
        return 1.0
    chance = _bidding_fit(k, dealt)
    if obs.declarer is not None:
        chance *= _bavarian_fit(k, dealt, obs.declarer)
    return chance


def _announcements_fit(k: Knowledge, dealt: list[int]) -> bool:
    rules = k.obs.rules
    deck = rules.deck
    for made in k.obs.calls[:4]:
        if made.seat == k.obs.seat:
            continue
        hand = dealt[made.seat]
        if made.call.kind is CallKind.TRUMPS:
            assert made.call.suit is not None
            if trump_count(deck, hand, suit_of(deck, made.call.suit))[0] < rules.deutsch_min_trumps:
                return False
        elif any(trump_count(deck, hand, suit)[0] >= rules.deutsch_min_trumps for suit in Suit):
            return False
    return True


def _announcement_won(k: Knowledge, dealt: list[int]) -> bool:
    """The declarer of announced trumps had the highest count, then card points, of
    those announced, and an earlier seat wins a tie on both (4.5.2)."""
    obs = k.obs
    if obs.contract is not Contract.TRUMPS or obs.declarer is None:
        return True
    deck = obs.rules.deck

    def key(made: SeatCall) -> tuple[int, int, int]:
        assert made.call.suit is not None
        count, points = trump_count(deck, dealt[made.seat], suit_of(deck, made.call.suit))
        return count, points, -((made.seat - obs.forehand) % obs.seats)

    bids = [made for made in obs.calls[:4] if made.call.kind is CallKind.TRUMPS]
    return max(bids, key=key).seat == obs.declarer


def _bidding_fit(k: Knowledge, dealt: list[int]) -> float:
    """Each Sauspiel caller holds a card of the called suit (hard); a pass made while a
    Solo was still open to it makes a hand a club player plays a solo with unlikely (soft)."""
    deck = k.obs.rules.deck
    chance = 1.0
    solo_open = True
    for made in bidding_calls(k.obs):
        kind = made.call.kind
        if kind is CallKind.PASS:
            if solo_open and made.seat != k.obs.seat and would_solo(deck, dealt[made.seat]):
                chance *= SOFT_MISS
        elif kind is CallKind.SAUSPIEL and made.call.suit is not None:
            if not dealt[made.seat] & plain_of(deck, suit_of(deck, made.call.suit)) & ~_ace_bit(deck, made.call.suit):
                return 0.0
        else:
            solo_open = False
    return chance


def _ace_bit(deck: Deck, letter: str) -> int:
    return card_of(deck, Rank.ACE, suit_of(deck, letter)).bit


def _concealed_solo_fit(k: Knowledge, dealt: list[int]) -> float:
    """No call seen, yet one seat holds both Alten: he plays a concealed solo, all the
    less likely on a hand a club player would not play alone."""
    both = alten(k.obs.rules.deck)
    holder = next((hand for hand in dealt if hand & both == both), None)
    if holder is None or k.obs.calls:
        return 1.0
    return SOFT_MISS if strength(WENDISH_ORDER, holder) >= WENDISH_SOLO_FROM else SOFT_MISS**2


def leads_fit(k: Knowledge, dealt: list[int]) -> float:
    """A club player leads a plain card other than an ace from his shortest plain suit:
    SOFT_MISS for each such lead whose leader held a shorter one in this layout."""
    obs, order = k.obs, k.order
    suits = [mask_of(cards) for cards in order.plain.values()]
    chance, gone = 1.0, 0
    for trick in all_tricks(obs):
        c = trick.cards[0]
        if trick.leader != obs.seat and not order.is_trump(c) and c.rank is not Rank.ACE:
            held = dealt[trick.leader] & ~gone
            length = (held & mask_of(order.plain[c.suit])).bit_count()
            if any(0 < (held & suit).bit_count() < length for suit in suits):
                chance *= SOFT_MISS
        gone |= mask_of(trick.cards)
    return chance


def _bavarian_fit(k: Knowledge, dealt: list[int], declarer: int) -> float:
    obs = k.obs
    ace = obs.called
    if obs.contract is Contract.SAUSPIEL and ace is not None:
        return 1.0 if _running_away_fits(k, dealt, ace.bit, plain_of(obs.rules.deck, ace.suit)) else 0.0
    if declarer != obs.seat and obs.contract is not None and obs.contract is not Contract.RAMSCH:
        return 1.0 if plausible_declarer(k.order, obs.contract, dealt[declarer]) else SOFT_MISS
    return 1.0


def _running_away_fits(k: Knowledge, dealt: list[int], ace: int, suit: int) -> bool:
    """The called ace's holder led another card of its suit only holding four of them (6.2.1)."""
    obs = k.obs
    holder = next((s for s in range(obs.seats) if dealt[s] & ace), None)
    if holder is None or holder == obs.seat:
        return True
    gone = 0
    for trick in all_tricks(obs):
        position = (holder - trick.leader) % obs.seats
        if position >= len(trick.cards):
            return True
        card = trick.cards[position].bit
        if card == ace:
            return True
        if position == 0 and card & suit:
            return (dealt[holder] & suit & ~gone).bit_count() >= 4
        gone |= card
    return True


Plan = list[tuple[int, tuple[int, ...]]]
"""The unseen cards in the order they are dealt, each as its bit and the seats that may hold it."""


def dealing_plan(k: Knowledge, reads: list[int] | None = None) -> Plan:
    """The unseen cards, those fewest seats may hold first, with the seats that may hold
    each (by the hard facts, less the cards `reads` says a seat does not hold)."""
    allowed = k.allowed if reads is None else [a & ~r for a, r in zip(k.allowed, reads, strict=True)]
    plan = []
    for c in range(len(k.obs.rules.deck.cards)):
        bit = 1 << c
        if k.unknown & bit:
            plan.append((bit, tuple(s for s, a in enumerate(allowed) if a & bit)))
    plan.sort(key=lambda card: len(card[1]))
    return plan


def deal_unseen(k: Knowledge, rng: random.Random, plan: Plan | None = None) -> list[int] | None:
    """One random layout of the unseen cards that keeps every seat's count and the
    hard facts on who may hold what (None if the dealing got stuck twice over); each
    card goes to a seat that may hold it, by the room left in its hand."""
    plan = dealing_plan(k) if plan is None else plan
    for _ in range(20):
        hands, room = list(k.known), list(k.sizes)
        for bit, seats in plan:
            total = 0
            for s in seats:
                total += room[s]
            if not total:
                break
            draw, chosen = rng.random() * total, -1
            for seat in seats:
                if room[seat]:
                    chosen = seat
                    draw -= room[seat]
                    if draw < 0:
                        break
            hands[chosen] |= bit
            room[chosen] -= 1
        else:
            return hands
    return None


def layouts(
    k: Knowledge,
    rng: random.Random,
    count: int,
    reads: list[int] | None = None,
    replay: Callable[[list[int]], float] | None = None,
) -> Iterator[list[int]]:
    """Up to `count` layouts, each kept with the chance `fit` gives it, times what `replay`
    makes of its cards as dealt (six draws per layout at most); if none is kept, the one
    that fitted best, unless a hard fact failed in every one. Dealt by `reads` too (what
    the play says a seat does not hold) unless no layout can fit them all."""
    given = 0
    best: tuple[float, list[int]] | None = None
    plan = dealing_plan(k, reads)
    for _ in range(count * 6):
        hands = deal_unseen(k, rng, plan)
        if hands is None and reads is not None and not given and best is None:
            plan, reads = dealing_plan(k), None
            hands = deal_unseen(k, rng, plan)
        if hands is None:
            break
        chance = fit(k, hands)
        if replay is not None and chance:
            chance *= replay(k.dealt(hands))
        if best is None or chance > best[0]:
            best = chance, hands
        if rng.random() < chance:
            given += 1
            yield hands
            if given == count:
                return
    if not given and best is not None and best[0] > 0:
        yield best[1]

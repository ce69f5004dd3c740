"""One deal from the first call to the score: the state every player acts on.

A `Deal` knows the whole truth (every hand, the Zweier hidden cards). Players see it
only through `observation(seat)`. Phases are explicit: calls (bidding, doubling,
the Wendish call, the German announcement), play, done. `apply` refuses an illegal
action with a reason and leaves the deal as it was; `rewind` goes back to any point.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Sequence
from functools import cache
from itertools import chain
from operator import attrgetter

from kopdesk.cards import Card, Deck, mask_of
from kopdesk.games.history import Replayed
from kopdesk.games.schafkopf.calls import (
    Auction,
    Call,
    CallKind,
    CallState,
    Outcome,
    SeatCall,
    Stage,
    alten,
    auction_for,
    plain_of,
)
from kopdesk.games.schafkopf.events import CallMade, CallsClosed, CardPlayed, CardTurnedUp, DealOver, Event, TrickTaken
from kopdesk.games.schafkopf.observation import Observation, observe
from kopdesk.games.schafkopf.orders import FOLLOW_ONLY, order_for
from kopdesk.games.schafkopf.refusals import IllegalAction, Refusal
from kopdesk.games.schafkopf.refused import call_refusal, card_refusal
from kopdesk.games.schafkopf.rules import Contract, FirstTrickPartner, RuleSet, Variant
from kopdesk.games.schafkopf.scoring import (
    Score,
    laufende,
    score_ramsch,
    score_sides,
    score_sie,
    score_thrown,
    score_zweier,
)
from kopdesk.games.tricks import RankOrder, Trick
from kopdesk.quoting import quoted

Action = Card | Call
Stack = tuple[Card, Card]
"""Zweier: an open card and the hidden card under it."""


_new = tuple.__new__
"""`_new(TrickTaken, (trick,))` makes a named tuple from its fields in C, without the frame
of a named tuple's __new__: a deal makes a `Trick` and a `TrickTaken` per trick, a
`CallsClosed` and a `DealOver` (its calls' `CallMade` events are prebuilt with the offers)."""


# Enum members read at every deal or action (a member read off its class is slow in Python 3.11).
_OVER = Stage.OVER
_SOLO_KIND = CallKind.SOLO
_NONE, _SIE, _RAMSCH, _ZWEIER, _NORMAL = Contract.NONE, Contract.SIE, Contract.RAMSCH, Contract.ZWEIER, Contract.NORMAL
_SAUSPIEL, _FIRST_TRICK, _TRUMPS = Contract.SAUSPIEL, Contract.FIRST_TRICK, Contract.TRUMPS
_ZWANGSSPIEL, _SOLO = Contract.ZWANGSSPIEL, Contract.SOLO
_ZWEIER_VARIANT, _WENDISH_VARIANT = Variant.ZWEIER, Variant.WENDISH
_FIRST_TRICK_ONLY = FirstTrickPartner.FIRST_TRICK
_UNSIDED = (_NONE, _RAMSCH, _ZWEIER)
"""The contracts where each plays for himself."""
_ZWEIER_HAND = 16
"""The cards dealt to each of Zweier's two seats: eight open on eight hidden."""
_bit = attrgetter("bit")
"""`sum(map(_bit, cards))`: the mask of cards dealt, summed in C."""
_turned_bit = attrgetter("card.bit")
"""`sum(map(_turned_bit, events))`: the mask of the cards `CardTurnedUp` events turn up."""


@cache
def _follow_masks(order: RankOrder) -> tuple[int, ...]:
    """Per card index, the cards of its class (the trumps, or its plain suit): what a hand
    must play to a trick led with that card, if it holds any (6.1: the only duty)."""
    assert order.duties == FOLLOW_ONLY
    group = order.group
    return tuple(order.deck.mask_where(lambda c, g=g: group[c.index] == g) for g in group)


@cache
def _card_played(deck: Deck) -> tuple[tuple[tuple[CardPlayed], ...], ...]:
    """Events are immutable values: every `CardPlayed` of a deck is made once, in the
    one-tuple `apply` returns for a card that does not end a trick."""
    return tuple(tuple((CardPlayed(seat, c),) for c in deck.cards) for seat in range(4))


@cache
def _card_turned_up(deck: Deck) -> tuple[dict[Card, CardTurnedUp], ...]:
    """Zweier: every `CardTurnedUp` of a deck, per seat and card, made once."""
    return tuple({c: CardTurnedUp(seat, c) for c in deck.cards} for seat in range(2))


@cache
def _dealing(deck: Deck, seats: int) -> tuple[tuple[int, ...], tuple[slice, ...]]:
    """The bit of each card of `deck` in the deck's order, and where each seat's cards
    lie in the deck shuffled, as `shuffled_hands` deals them."""
    size = len(deck.cards) // seats
    return tuple(c.bit for c in deck.cards), tuple(slice(seat * size, (seat + 1) * size) for seat in range(seats))


class Phase(enum.Enum):
    CALLS = "auction"
    PLAY = "play"
    DONE = "done"


class DealError(ValueError):
    """Hands that are not the 32 cards dealt eight (Zweier: sixteen in stacks) to each seat, or a bad seat."""


def shuffled_hands(rules: RuleSet, rng: random.Random) -> tuple[tuple[Card, ...], ...]:
    """The deck shuffled and dealt: eight cards a seat, or in Zweier sixteen, which
    `Deal` lays out as eight stacks of an open card on a hidden one (open cards first)."""
    deck = list(rules.deck.cards)
    rng.shuffle(deck)
    seats = rules.seats
    size = len(deck) // seats
    return tuple(tuple(deck[seat * size : (seat + 1) * size]) for seat in range(seats))


def check_hands(rules: RuleSet, hands: Sequence[Sequence[Card]]) -> tuple[int, ...]:
    """The hands as bitmasks; DealError unless they are the deck's 32 cards, evenly dealt."""
    seats = rules.seats
    if len(hands) != seats:
        raise DealError(f"there must be {seats} hands, one per seat, not {len(hands)}")
    size = len(rules.deck.cards) // seats
    masks: list[int] = []
    seen = 0
    for seat, hand in enumerate(hands):
        if len(hand) != size:
            raise DealError(f"seat {seat} must hold {size} cards, not {len(hand)}")
        for c in hand:
            if c.deck is not rules.deck:
                raise DealError(f"{c} is not a card of the {rules.preset} deck")
            if seen & c.bit:
                raise DealError(f"{c} is dealt twice (again to seat {seat})")
            seen |= c.bit
        masks.append(mask_of(hand))
    return tuple(masks)


def called_ace_allowed(hand: int, allowed: int, led: int, ace: int, suit: int, discard: bool) -> int:
    """6.2, for the holder of the called ace who has not run away: lead its suit only with
    the ace or running away; play the ace when its suit is led; never throw it on another
    class before the last trick. `led`: the bit of the card led (0 on lead), `suit` the
    plain cards of the ace's suit; `allowed` what 6.1 allows."""
    if not led:
        return allowed if (hand & suit).bit_count() >= 4 else allowed & ~(suit & ~ace)
    if led & suit:
        return ace
    if discard or hand == ace:
        return allowed
    return allowed & ~ace


class Deal(Replayed[Action]):
    __slots__ = (
        "_auction",
        "_beats",
        "_best",
        "_bound",
        "_calls",
        "_card_played",
        "_concealed_kind",
        "_dealt",
        "_dealt_hidden",
        "_follow",
        "_held",
        "_hidden",
        "_history",
        "_laid",
        "_last_trick",
        "_leader",
        "_led_class",
        "_mask_now",
        "_order",
        "_outcome",
        "_partner",
        "_partner_settled",
        "_points",
        "_ran_away",
        "_score",
        "_stacks",
        "_taken",
        "_trick",
        "_trick_points",
        "_tricks",
        "_turned_up",
        "_variant",
        "_winner",
        "dealer",
        "deck",
        "forehand",
        "rules",
        "seats",
        "to_move",
    )  # fmt: skip

    def __init__(self, rules: RuleSet, dealer: int, hands: Sequence[Sequence[Card]]) -> None:
        """`hands` per seat; in Zweier each seat's sixteen cards are its eight open cards
        then the eight hidden ones, the i-th hidden under the i-th open (see `stacks`)."""
        variant = rules.variant
        masks = check_hands(rules, hands)
        laid = tuple(chain.from_iterable(hands)) if variant is _ZWEIER_VARIANT else ()
        self._setup(rules, variant, dealer, masks, laid)

    @classmethod
    def shuffled(cls, rules: RuleSet, dealer: int, rng: random.Random) -> Deal:
        """A deal of the deck shuffled by `rng`, dealt as `shuffled_hands` deals it."""
        deal = cls.__new__(cls)
        # The engine dealt these cards itself: they need no checking, only their masks.
        variant = rules.variant
        if variant is _ZWEIER_VARIANT:
            # `shuffled_hands`' draws: the cards shuffled, seat 0's sixteen first.
            laid = list(rules.deck.cards)
            rng.shuffle(laid)
            masks = (sum(map(_bit, laid[:_ZWEIER_HAND])), sum(map(_bit, laid[_ZWEIER_HAND:])))
            deal._setup(rules, variant, dealer, masks, laid)
            return deal
        # Without stacks the hands are only masks: the cards' bits are shuffled instead of
        # the cards (a shuffle's permutation depends on the list's length alone, so the
        # deal is the same) and each hand's mask is summed in C.
        deck_bits, hands_at = _dealing(rules.deck, 4)  # four seats: Zweier is the only game of two
        bits = list(deck_bits)
        rng.shuffle(bits)
        deal._setup(rules, variant, dealer, tuple(map(sum, map(bits.__getitem__, hands_at))), ())
        return deal

    def _setup(
        self, rules: RuleSet, variant: Variant, dealer: int, masks: tuple[int, ...], laid: Sequence[Card]
    ) -> None:
        """`masks`: the hands as bitmasks; `laid` the Zweier cards as dealt, seat by seat
        (each seat's open cards, then its hidden ones), empty in other games.
        (`variant` is the rules': read once a deal, as are their deck and seats.)"""
        self.seats = seats = len(masks)
        if dealer not in range(seats):
            raise DealError(f"the dealer must be a seat 0-{seats - 1}, not {quoted(dealer)}")
        self._dealt = masks
        self.rules = rules
        self._variant = variant
        self._concealed_kind = _SOLO_KIND if variant is _WENDISH_VARIANT else None
        """The kind of call only its maker sees (4.3: the Wendish solo)."""
        self.dealer = dealer
        self.deck = deck = rules.deck
        self._card_played = _card_played(deck)
        self.forehand = (dealer + 1) % seats
        self._last_trick = len(deck.cards) // seats
        """The number of tricks in a deal."""
        self._laid = laid = tuple(laid)
        self._stacks: tuple[tuple[Stack, ...], ...] = ()
        """Zweier: made from `_laid` when first asked for (see `stacks`)."""
        self._turned_up: dict[Card, CardTurnedUp] = {}
        """Zweier: per open card dealt, the event of turning up the card under it."""
        self._dealt_hidden = 0
        if laid:
            # Made in C from slices of the cards laid out, not by a Python loop over the
            # sixteen stacks (the stacks themselves are made only when asked for).
            first, second = _card_turned_up(deck)
            hand, open_cards = _ZWEIER_HAND, _ZWEIER_HAND // 2
            seat0_hidden, seat1_hidden = laid[open_cards:hand], laid[hand + open_cards :]
            self._turned_up = turned = dict(zip(laid[:open_cards], map(first.__getitem__, seat0_hidden), strict=True))
            turned.update(zip(laid[hand : hand + open_cards], map(second.__getitem__, seat1_hidden), strict=True))
            self._dealt_hidden = sum(map(_bit, seat0_hidden)) + sum(map(_bit, seat1_hidden))
        self._history: list[Action] = []
        self._start()

    def _start(self) -> None:
        """The deal before any action."""
        self._calls: list[CallMade] = []
        """The calls made, as their events (each names its seat and call): `calls` reads them."""
        self._held = list(self._dealt)
        self._hidden = self._dealt_hidden
        self._leader = self.forehand
        self._trick: list[Card] = []
        """The trick in progress: one list a deal, emptied as each trick is taken."""
        self._best = -1
        """The card index winning the trick in progress."""
        self._winner = self._leader
        self._trick_points = 0
        self._tricks: tuple[Trick, ...] = ()
        self._points = [0] * self.seats
        """Per seat, the card points of the tricks it took (the score's tally, kept as they fall)."""
        self._taken = [0] * self.seats
        """Per seat, the number of tricks it took."""
        self._partner: int | None = None
        self._partner_settled = False
        self._ran_away = False
        self._score: Score | None = None
        self._mask_now = 0
        """The cards the seat to move may play (`legal_mask`), kept up to date card by card."""
        self._order: RankOrder | None = None
        self._beats: tuple[int, ...] = ()
        self._follow: tuple[int, ...] = ()
        self._led_class = 0
        """The cards of the class led to the trick in progress (0 on lead): those to follow with."""
        self._bound = 0
        """Sauspiel: the called ace's bit while the rules bind its holder (6.2), 0 once he
        has run away and in other contracts."""
        self._auction: Auction = auction_for(self.rules, self._variant, self._dealt, self.forehand)
        self._outcome: Outcome | None = None
        """What the calls decided, once they are over."""
        self.to_move: int | None = self._auction.to_move
        """The seat to call or play; None when the deal is over (an attribute: read at every action)."""
        if self._auction.stage is _OVER:
            self._close_calls()

    # -- where the deal stands ------------------------------------------------

    @property
    def phase(self) -> Phase:
        if self._score is not None:
            return Phase.DONE
        return Phase.CALLS if self._order is None else Phase.PLAY

    @property
    def stage(self) -> Stage:
        """Which calls are open (OVER once play begins)."""
        return self._auction.stage

    @property
    def dealt(self) -> tuple[tuple[Card, ...], ...]:
        """The hands as dealt, as `Deal()` takes them: in Zweier each seat's eight open
        cards, then the eight hidden ones in the same order (see `stacks`)."""
        laid = self._laid
        if laid:
            return laid[:_ZWEIER_HAND], laid[_ZWEIER_HAND:]
        return tuple(self.deck.cards_in(m) for m in self._dealt)

    def copy(self) -> Deal:
        """An independent deal at the same point (for review and practice): dealt again,
        its actions replayed."""
        other = Deal(self.rules, self.dealer, self.dealt)
        for action in self._history:
            other.apply(action)
        return other

    @property
    def dealt_masks(self) -> tuple[int, ...]:
        return self._dealt

    @property
    def stacks(self) -> tuple[tuple[Stack, ...], ...]:
        """Zweier: each seat's eight stacks (open card, hidden card); empty otherwise."""
        laid = self._laid
        if laid and not self._stacks:
            opens = _ZWEIER_HAND // 2
            self._stacks = tuple(
                tuple(zip(laid[start : start + opens], laid[start + opens : start + _ZWEIER_HAND], strict=True))
                for start in (0, _ZWEIER_HAND)
            )
        return self._stacks

    @property
    def calls(self) -> tuple[SeatCall, ...]:
        return tuple(SeatCall(made.seat, made.call) for made in self._calls)

    @property
    def call_state(self) -> CallState:
        return self._auction.state

    @property
    def contract(self) -> Contract | None:
        """The contract once the calls are over (the true one: see the observation for what a seat knows)."""
        outcome = self._outcome
        return outcome.contract if outcome is not None else None

    @property
    def order(self) -> RankOrder | None:
        return self._order

    @property
    def partner(self) -> int | None:
        """The declarer's partner as far as the cards have settled it (see `declarers`)."""
        return self._partner

    @property
    def declarers(self) -> tuple[int, ...] | None:
        """The declaring side, ascending, once the calls are over; None where each plays for himself.
        In a `first_trick` game the declarer alone until his partner wins a trick."""
        outcome = self._outcome
        if outcome is None:
            return None
        contract = outcome.contract
        if contract in _UNSIDED:
            return None
        if contract is _NORMAL:
            both = alten(self.deck)
            return tuple(s for s in range(4) if self._dealt[s] & both)
        declarer, partner = outcome.declarer, self._partner
        assert declarer is not None
        if partner is None:
            return (declarer,)
        return (declarer, partner) if declarer < partner else (partner, declarer)

    @property
    def tricks(self) -> tuple[Trick, ...]:
        return self._tricks

    @property
    def leader(self) -> int:
        return self._leader

    @property
    def trick(self) -> tuple[Card, ...]:
        return tuple(self._trick)

    @property
    def score(self) -> Score | None:
        return self._score

    @property
    def partner_settled(self) -> bool:
        """False while a `first_trick` partner may still be found."""
        return self._partner_settled

    @property
    def ran_away(self) -> bool:
        """Sauspiel: the called ace's holder has run away (6.2.1)."""
        return self._ran_away

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards `seat` still holds (Zweier: open and hidden)."""
        return self.deck.cards_in(self._held[seat])

    def open_cards(self, seat: int) -> tuple[Card, ...]:
        """The cards `seat` may play from: all it holds, in Zweier its face-up cards."""
        return self.deck.cards_in(self._held[seat] & ~self._hidden)

    def played_mask(self) -> int:
        """Every card played so far."""
        return self.deck.all & ~sum(self._held)

    def hidden_mask(self) -> int:
        """Zweier: the cards still face down."""
        return self._hidden

    def observation(self, seat: int) -> Observation:
        """What `seat` knows: its own hand and everything public, nothing more."""
        return observe(self, seat)

    # -- what may be done ----------------------------------------------------

    def legal_actions(self) -> list[Action]:
        if self._order is None:
            return [*self._auction.legal]
        return list(self.deck.cards_in(self._mask_now))

    def legal_mask(self) -> int:
        """The cards the seat to move may play, as a bitmask over `deck.cards` (bit i:
        `deck.cards[i]`); 0 while the calls are open and once the deal is over. The same
        cards as `legal_actions()` in play, without making them: a driver that picks a
        card at random, or a search, reads this."""
        return self._mask_now

    def allowed(self, seat: int) -> int:
        """The cards `seat` may play to the trick in progress, as a bitmask."""
        assert self._order is not None
        held = self._held[seat]
        hand = held & ~self._hidden
        allowed = hand & self._led_class or hand
        if held & self._bound:
            allowed = self._called_ace_allowed(hand, allowed)
        return allowed

    def _called_ace_allowed(self, hand: int, allowed: int) -> int:
        outcome = self._outcome
        assert outcome is not None and outcome.called is not None
        led = self._trick[0].bit if self._trick else 0
        suit = plain_of(self.deck, outcome.called.suit)
        return called_ace_allowed(hand, allowed, led, outcome.called.bit, suit, self.rules.called_ace_discard)

    def refusal(self, action: Action) -> Refusal | None:
        """Why `action` is not allowed now, or None if it is."""
        if isinstance(action, Card):
            return None if self._may_play(action) else self._refused(action)
        return None if self._may_call(action) else self._refused(action)

    def _may_play(self, card: Card) -> bool:
        return bool(card.bit & self._mask_now) and card.deck is self.deck

    def _may_call(self, action: Action) -> bool:
        # The calls offered are singletons: found by identity first (see `apply`).
        return id(action) in self._auction.made or action in self._auction.legal

    def _offered(self, call: Call) -> Call:
        """The call offered equal to `call`; IllegalAction if none is."""
        for offered in self._auction.legal:
            if offered == call:
                return offered
        raise IllegalAction(self._refused(call))

    def _refused(self, action: Action) -> Refusal:
        if isinstance(action, Call):
            return call_refusal(self, action)
        return card_refusal(self, action)

    # -- doing it --------------------------------------------------------------

    def apply(self, action: Action) -> tuple[Event, ...]:
        """Make the call or play the card for the seat to move; return what happened."""
        if not isinstance(action, Card):
            # A call is made here and in the auction's `add`: the calls offered are
            # singletons, found by identity with their events in one lookup (`Offer`); the
            # generated `__eq__` (Python) only compares a call made elsewhere (a deal file's).
            auction = self._auction
            made = auction.made.get(id(action))
            if made is None:
                made = auction.made[id(self._offered(action))]
            self._history.append(action)
            seat = self.to_move
            assert seat is not None
            auction.add(seat, action)
            self.to_move = to_move = auction.to_move
            event = made[seat]
            self._calls.append(event[0])
            if to_move is not None:  # None once the calls are over
                return event
            return (*event, *self._close_calls())
        # Every random deal and search plays its cards through here: a card is played in
        # this one frame, the legal cards of the next seat worked out as `allowed` does.
        bit = action.bit
        if not bit & self._mask_now or action.deck is not self.deck:
            raise IllegalAction(self._refused(action))
        self._history.append(action)
        seat = self.to_move
        assert seat is not None
        held = self._held
        hand = held[seat]
        held[seat] = hand & ~bit
        index = action.index
        trick = self._trick
        if trick:
            if bit & self._beats[self._best]:
                self._best, self._winner = index, seat
            self._trick_points += action.points
            trick.append(action)
            if len(trick) == self.seats:
                return self._take_trick(self._card_played[seat][index])
        else:
            if hand & self._bound:
                self._note_running_away(action)
            self._best = index
            self._winner = seat
            self._trick_points = action.points
            self._led_class = self._follow[index]
            trick.append(action)
        played = self._card_played[seat][index]
        self.to_move = seat = (seat + 1) % self.seats
        hand = held[seat]
        open_cards = hand & ~self._hidden
        allowed = open_cards & self._led_class or open_cards
        self._mask_now = self._called_ace_allowed(open_cards, allowed) if hand & self._bound else allowed
        return played

    def _close_calls(self) -> tuple[Event, ...]:
        self._outcome = outcome = self._auction.outcome
        assert outcome is not None
        contract = outcome.contract
        self._order = order = order_for(self.rules, contract, outcome.trump)
        self._beats = order.beats
        self._follow = _follow_masks(order)
        if contract is _SAUSPIEL and outcome.called is not None:
            self._bound = outcome.called.bit
        self._partner = self._known_partner()
        self._partner_settled = contract is not _FIRST_TRICK
        concealed = self._concealed_kind is not None and contract is _SOLO
        closed = _new(CallsClosed, (_NORMAL, None) if concealed else (contract, outcome.declarer))
        if contract is _NONE or contract is _SIE:
            return (closed, self._finish())
        self.to_move = self._leader
        self._mask_now = self.allowed(self._leader)
        return (closed,)

    def _known_partner(self) -> int | None:
        """The partner the calls fix: the holder of the called card, the seat opposite."""
        outcome = self._outcome
        assert outcome is not None
        if outcome.called is not None:
            return next(s for s in range(self.seats) if self._dealt[s] & outcome.called.bit)
        if outcome.contract is _TRUMPS or outcome.contract is _ZWANGSSPIEL:
            assert outcome.declarer is not None
            return (outcome.declarer + 2) % 4
        return None

    def _note_running_away(self, card: Card) -> None:
        outcome = self._outcome
        assert outcome is not None and outcome.called is not None
        if card is not outcome.called and card.bit & plain_of(self.deck, outcome.called.suit):
            self._ran_away = True
            self._bound = 0

    def _take_trick(self, played: tuple[CardPlayed]) -> tuple[Event, ...]:
        """The trick's last card, `played`, and what follows it."""
        trick, winner, points = tuple(self._trick), self._winner, self._trick_points
        taken = _new(Trick, (self._leader, trick, winner, points))
        self._tricks = tricks = (*self._tricks, taken)
        self._points[winner] += points
        self._taken[winner] += 1
        self._trick.clear()
        self._led_class = 0
        self._leader = self.to_move = winner
        if not self._partner_settled:
            self._settle_first_trick_partner(winner)
        events: tuple[Event, ...] = (played[0], _new(TrickTaken, (taken,)))
        if self._turned_up:
            # Zweier: the hidden cards under those just played are turned face up (a frame
            # less, and their bits summed in C: sixteen tricks a deal).
            turned = tuple(filter(None, map(self._turned_up.get, trick)))
            self._hidden &= ~sum(map(_turned_bit, turned))
            events += turned
        if len(tricks) == self._last_trick:
            return (*events, self._finish())
        # `allowed` on lead, inlined (once a trick in every deal): any open card, but for
        # the called ace's holder.
        held = self._held[winner]
        hand = held & ~self._hidden
        self._mask_now = self._called_ace_allowed(hand, hand) if held & self._bound else hand
        return events

    def _settle_first_trick_partner(self, winner: int) -> None:
        """4.3: the first trick won by another player makes its winner the partner."""
        outcome = self._outcome
        assert outcome is not None
        if winner != outcome.declarer:
            self._partner = winner
            self._partner_settled = True
        elif self.rules.first_trick_partner is _FIRST_TRICK_ONLY:
            self._partner_settled = True

    def _finish(self) -> DealOver:
        self.to_move = None
        self._mask_now = 0
        self._score = self._scored()
        return _new(DealOver, (self._score,))

    def _scored(self) -> Score:
        outcome = self._outcome
        order = self._order
        assert outcome is not None and order is not None
        contract = outcome.contract
        if contract is _NONE:
            return score_thrown(outcome, self.seats)
        if contract is _SIE:
            return score_sie(self.rules, outcome)
        if contract is _RAMSCH:
            return score_ramsch(self.rules, outcome, order, self._tricks, tuple(self._points), self._taken)
        if contract is _ZWEIER:
            return score_zweier(self.rules, outcome, self._tricks, tuple(self._points), self._taken)
        declarers = self.declarers
        assert declarers is not None
        side_hand = 0
        for s in declarers:
            side_hand |= self._dealt[s]
        runners = laufende(self.rules, order, contract, side_hand)
        return score_sides(
            self.rules, outcome, self._partner, declarers, self._tricks, runners, self._points, self._taken
        )

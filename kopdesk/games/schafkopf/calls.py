"""The calls of each preset (the Schafkopf rules: calls): what they are and how they run.

A call is a value: its kind and its parameter (a suit letter as the deck writes it,
or a card). A deal's `Auction` follows the calls as they are made and says whose
turn it is, what that seat may call, and, once the calls are over, their `Outcome`:
Bavarian bidding then Schuss and Retour, the Wendish holder's one call, the German
announcement and Zwangsspiel. Zweier and a Wendish deal with the Alten apart
have no calls at all.
"""

from __future__ import annotations

import enum
from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import TYPE_CHECKING, NamedTuple

from kopdesk.cards import Card, Deck, Rank, Suit
from kopdesk.games.schafkopf.rules import (
    BAVARIAN_CONTRACTS,
    AllPass,
    Contract,
    ContractOrder,
    RuleSet,
    Variant,
    WendischCall,
)

if TYPE_CHECKING:
    from kopdesk.games.schafkopf.events import CallMade


class CallKind(enum.Enum):
    PASS = "pass"
    DOUBLE = "double"
    SAUSPIEL = "sauspiel"
    FARBWENZ = "farbwenz"
    WENZ = "wenz"
    SOLO = "solo"
    FARBWENZ_TOUT = "farbwenz_tout"
    WENZ_TOUT = "wenz_tout"
    SOLO_TOUT = "solo_tout"
    SIE = "sie"
    PARTNER = "partner"
    FIRST_TRICK = "first_trick"
    TRUMPS = "trumps"
    TRUMP = "trump"

    __hash__ = object.__hash__


BIDS = {CallKind(c.value): c for c in BAVARIAN_CONTRACTS}
"""The Bavarian contract calls and their contracts."""


@dataclass(frozen=True, slots=True)
class Call:
    """`suit`: the suit letter as the preset's deck writes it ("G", "C"); `card`: the
    Wendish partner card."""

    kind: CallKind
    suit: str | None = None
    card: Card | None = None

    def __str__(self) -> str:
        """As in `legal_calls`: "pass", "sauspiel:S", "partner:AD"."""
        if self.suit is not None:
            return f"{self.kind.value}:{self.suit}"
        return f"{self.kind.value}:{self.card}" if self.card is not None else self.kind.value


PASS = Call(CallKind.PASS)
DOUBLE = Call(CallKind.DOUBLE)
_PASS_OR_DOUBLE = (PASS, DOUBLE)
_ONLY_PASS = (PASS,)

# Enum members read at every call are module constants: in Python 3.11 a member read off its
# class goes through the metaclass's __getattr__ hook, about ten times a global's cost.
_PASS_KIND, _DOUBLE_KIND = CallKind.PASS, CallKind.DOUBLE


class SeatCall(NamedTuple):
    seat: int
    call: Call


Made = tuple[tuple["CallMade"], ...]
"""Per seat, the event of a call made by that seat, in the one-tuple `Deal.apply` returns."""


class Offer(NamedTuple):
    """The calls open to the seat to move, and each call's events (`Made`) by its id: the
    calls offered are singletons, so a call made is found by identity in one lookup (a
    call's generated `__eq__` and `__hash__` are Python functions). Made once per rule set
    and kind of hand, as events are immutable values."""

    legal: tuple[Call, ...]
    made: dict[int, Made]


def offer(legal: tuple[Call, ...], level: int = 0, concealed: CallKind | None = None) -> Offer:
    """`legal` offered at doubling level `level` (`concealed`: the kind of call only its
    maker sees, 4.3)."""
    return Offer(legal, {id(call): _made(call, level, call.kind is concealed) for call in legal})


@cache
def _made(call: Call, level: int, concealed: bool) -> Made:
    """The events of `call` made at doubling level `level` (a double makes the next level)."""
    from kopdesk.games.schafkopf.events import CallMade  # events.py imports this module

    after = level + 1 if call.kind is CallKind.DOUBLE else level
    return tuple((CallMade(seat, call, after, concealed),) for seat in range(4))


def takes_suit(kind: CallKind, variant: Variant) -> bool:
    if kind in BIDS:
        return variant is Variant.BAVARIAN and BIDS[kind].takes_suit
    return kind in (CallKind.TRUMPS, CallKind.TRUMP)


@cache
def suit_of(deck: Deck, letter: str) -> Suit:
    return next(suit for suit, text in deck.suit_letters.items() if text == letter)


class Stage(enum.Enum):
    """Which calls are open: the phase of the calls, each with its own legal calls."""

    BIDDING = "bidding"
    DOUBLING = "doubling"
    WENDISH = "wendish"
    ANNOUNCE = "announce"
    ZWANG = "zwang"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Outcome:
    """What the calls decided. `called`: the Sauspiel's ace or the Wendish partner card;
    `doublers`: the seats that doubled, level 1 first."""

    contract: Contract
    declarer: int | None = None
    trump: Suit | None = None
    called: Card | None = None
    doublers: tuple[int, ...] = ()

    @property
    def doublings(self) -> int:
        return len(self.doublers)


_new = tuple.__new__
"""`_new(CallState, fields)` makes the named tuple in C, without the frame of its `__new__`."""


class CallState(NamedTuple):
    stage: Stage
    to_move: int | None
    legal: tuple[Call, ...]
    outcome: Outcome | None
    """Once the calls are over (or, in the doubling round, the contract standing)."""


_BIDDING, _DOUBLING, _OVER = Stage.BIDDING, Stage.DOUBLING, Stage.OVER
_ANNOUNCE, _ZWANG = Stage.ANNOUNCE, Stage.ZWANG
_TRUMPS, _ZWANGSSPIEL = Contract.TRUMPS, Contract.ZWANGSSPIEL
_WENDISH, _GERMAN, _WENDISH_STAGE, _ACE_CALL = Variant.WENDISH, Variant.GERMAN, Stage.WENDISH, WendischCall.ACE
_PARTNER_KIND, _FIRST_TRICK_KIND = CallKind.PARTNER, CallKind.FIRST_TRICK
_BAVARIAN, _SEED = Variant.BAVARIAN, ContractOrder.SEED
_SAUSPIEL, _SIE, _ACE = Contract.SAUSPIEL, Contract.SIE, Rank.ACE


@cache
def card_of(deck: Deck, rank: Rank, suit: Suit) -> Card:
    return deck.cards[suit * len(deck.ranks) + deck.ranks.index(rank)]


def _mask(deck: Deck, ranks: tuple[Rank, ...], suits: tuple[Suit, ...] = tuple(Suit)) -> int:
    return sum(card_of(deck, rank, suit).bit for rank in ranks for suit in suits)


_PLAIN_RANKS = (Rank.ACE, Rank.TEN, Rank.KING, Rank.NINE, Rank.EIGHT, Rank.SEVEN)


@cache
def plain_of(deck: Deck, suit: Suit) -> int:
    """The cards of `suit` that are plain in a Sauspiel: A 10 K 9 8 7 (not its Ober and Unter)."""
    return _mask(deck, _PLAIN_RANKS, (suit,))


@cache
def courts(deck: Deck) -> int:
    """The eight Ober and Unter (queens and jacks)."""
    return _mask(deck, (Rank.QUEEN, Rank.JACK))


@cache
def aces(deck: Deck) -> int:
    """The four aces."""
    return _mask(deck, (Rank.ACE,))


@cache
def alten(deck: Deck) -> int:
    """♣Q and ♠Q, die Alten."""
    return _mask(deck, (Rank.QUEEN,), (Suit.CLUBS, Suit.SPADES))


@cache
def trumps_of(deck: Deck, suit: Suit) -> int:
    """German Schafkopf (4.5): the jacks and the cards of `suit`."""
    return _mask(deck, (Rank.JACK,)) | _mask(deck, tuple(deck.ranks), (suit,))


def trump_count(deck: Deck, hand: int, suit: Suit) -> tuple[int, int]:
    """German Schafkopf (4.5): the jacks and the other cards of `suit` in `hand`, and their card points."""
    trumps = hand & trumps_of(deck, suit)
    return trumps.bit_count(), sum(c.points for c in deck.cards_in(trumps))


def callable_ace(deck: Deck, hand: int, suit: Suit) -> bool:
    """May a player holding `hand` call the ace of `suit` (4.1.3)?"""
    ace = card_of(deck, Rank.ACE, suit)
    return suit is not Suit.HEARTS and not hand & ace.bit and bool(hand & plain_of(deck, suit) & ~ace.bit)


class Auction:
    """Where the calls of one deal stand, kept up to date call by call in plain
    attributes (read at every call) rather than worked out again from all the calls
    made; `state` gathers them when read (a named tuple made in C: no cache to clear
    at every call)."""

    __slots__ = ("legal", "made", "outcome", "stage", "to_move")

    stage: Stage
    to_move: int | None
    legal: tuple[Call, ...]
    made: dict[int, Made]
    """The events of each call in `legal`, by its id (`Offer`)."""
    outcome: Outcome | None
    """What the calls decided, once they are over (in the Bavarian doubling round the
    contract standing, without the doublings so far: `state` adds them)."""
    level = 0
    """The doublings made (the length of `outcome.doublers`)."""

    @property
    def state(self) -> CallState:
        return _new(CallState, (self.stage, self.to_move, self.legal, self.outcome))

    def add(self, seat: int, call: Call) -> None:
        """Make `call`, a legal call of `seat`, the seat to move."""
        raise NotImplementedError


def auction_for(rules: RuleSet, variant: Variant, hands: tuple[int, ...], forehand: int) -> Auction:
    """The calls of a deal of `hands` before anyone has called (`variant`: the rules')."""
    if variant is _BAVARIAN:
        return _BavarianAuction(rules, hands, forehand)
    if variant is _WENDISH:
        holder = alten_holder(rules.deck, hands)
        return _NORMAL_GAME_DEALT if holder is None else _WendishAuction(rules, holder, hands[holder])
    if variant is _GERMAN:
        return _GermanAuction(rules, hands, forehand)
    return _ZWEIER_DEALT


class _NoCalls(Auction):
    """A deal whose game the cards dealt settle: Zweier, and a Wendish deal with the Alten
    apart. Play begins at once: nothing changes, so every such deal shares one."""

    __slots__ = ()

    def __init__(self, outcome: Outcome) -> None:
        self.stage, self.to_move, self.legal, self.made, self.outcome = _OVER, None, (), _NO_CALLS, outcome


_NO_CALLS: dict[int, Made] = {}
"""`made` once the calls are over (shared: nothing writes it)."""
_NORMAL_GAME_DEALT, _ZWEIER_DEALT = _NoCalls(Outcome(Contract.NORMAL)), _NoCalls(Outcome(Contract.ZWEIER))


def highest_bid(calls: tuple[SeatCall, ...]) -> SeatCall | None:
    """While the Bavarian bidding is open: the highest call so far (the last that is not a pass)."""
    return next((made for made in reversed(calls) if made.call.kind is not CallKind.PASS), None)


# -- Bavarian: bidding, then Schuss and Retour ----------------------------------------


class _HandBids(NamedTuple):
    """What a hand may bid once a contract is called, by the key of the call standing
    (`_BidTable.key`, plus one)."""

    above: tuple[Offer, ...]
    """Pass and the hand's calls that outrank the standing call."""
    tying: tuple[Offer, ...]
    """Pass and the hand's calls that outrank or tie it: those of a seat before its
    caller under the official order (4.1.2; `above` under the seed's)."""


class _BidTable:
    """The Bavarian calls a rule set offers (4.1.1), and what a hand may call: while
    nobody has called, per kind of hand (which aces it may call, whether it holds every
    Ober and Unter); once a contract is called, by whether it may call Sie. Nobody may
    call a Sauspiel then: the lowest contract, it can only stand where every seat
    before its caller has passed, so none may tie it."""

    def __init__(self, deck: Deck, contracts: frozenset[Contract], seed_order: bool) -> None:
        self.deck = deck
        self.seed_order = seed_order
        offered = [call for call in _all_bids(deck) if BIDS[call.kind] in contracts]
        aces = tuple(
            call for call in offered
            if call.kind is CallKind.SAUSPIEL and call.suit and suit_of(deck, call.suit) is not Suit.HEARTS
        )  # fmt: skip
        # 4.1.3 as masks, read once per hand: the ace must be missing, a plain card of its suit held.
        self._callable = tuple((1 << position, *_callable_masks(deck, call)) for position, call in enumerate(aces))
        """Per callable ace: its bit in a hand's kind (`opening`), then `_callable_masks`."""
        self._sie = 1 << len(aces)
        """The bit of Sie in a hand's kind."""
        middle = tuple(call for call in offered if call.kind not in (CallKind.SAUSPIEL, CallKind.SIE))
        sie = tuple(call for call in offered if call.kind is CallKind.SIE)
        self.courts = courts(deck) if sie else -1
        """What a hand needs for Sie (-1, which no hand holds, where Sie is not offered)."""
        openings = []
        for kind in range(self._sie << 1):
            own_aces = (call for position, call in enumerate(aces) if kind >> position & 1)
            openings.append(offer((PASS, *own_aces, *middle, *(sie if kind & self._sie else ()))))
        self._openings = tuple(openings)
        """What each kind of hand may call while nobody has called."""
        self.key_of = {kind: self.key(contract) + 1 for kind, contract in BIDS.items()}
        """`key` of each contract call's kind, plus one (`_HandBids`)."""
        self.later = (self._hand_bids(middle), self._hand_bids(middle + sie))
        """What a hand may call once a contract is called, without Sie and with it."""
        self.outcomes = {(call.kind, call.suit): _contract_outcomes(deck, call) for call in offered}
        """What each contract call decides, by its kind and suit, then by its seat (outcomes are values)."""
        self._doubled: dict[tuple[CallKind, str | None, int, tuple[int, ...]], Outcome] = {}

    def opening(self, hand: int) -> Offer:
        """What `hand` may call while nobody has called: every seat's first call up to the first contract."""
        kind = 0  # which aces the hand may call, and whether it may call Sie, as bits
        for bit, ace, plain in self._callable:
            if not hand & ace and hand & plain:
                kind |= bit
        if hand & self.courts == self.courts:
            kind |= self._sie
        return self._openings[kind]

    def _hand_bids(self, own: tuple[Call, ...]) -> _HandBids:
        keys = tuple(self.key(BIDS[call.kind]) for call in own)
        offers = tuple(offer((PASS, *own[start:])) for start in range(len(own) + 1))
        standing = range(-1, max(self.key_of.values()))
        above = tuple(offers[bisect_right(keys, key)] for key in standing)
        tying = above if self.seed_order else tuple(offers[bisect_left(keys, key)] for key in standing)
        return _HandBids(above, tying)

    def key(self, contract: Contract) -> int:
        """What a contract is outranked by: its rank, or under the official order its tier."""
        return contract.rank if self.seed_order else contract.tier

    def doubled(self, seat: int, call: Call, doublers: tuple[int, ...]) -> Outcome:
        """What `call` of `seat` decides with the doublings of `doublers` (each made once, then kept)."""
        outcome = self.outcomes[call.kind, call.suit][seat]
        if not doublers:
            return outcome
        key = (call.kind, call.suit, seat, doublers)
        found = self._doubled.get(key)
        if found is None:
            found = Outcome(outcome.contract, outcome.declarer, outcome.trump, outcome.called, doublers)
            self._doubled[key] = found
        return found


def _callable_masks(deck: Deck, sauspiel: Call) -> tuple[int, int]:
    """The called ace's bit, and the other plain cards of its suit (`callable_ace`)."""
    assert sauspiel.suit is not None
    ace = card_of(deck, Rank.ACE, suit_of(deck, sauspiel.suit))
    return ace.bit, plain_of(deck, ace.suit) & ~ace.bit


@cache
def _bid_table(deck: Deck, contracts: frozenset[Contract], seed_order: bool) -> _BidTable:
    return _BidTable(deck, contracts, seed_order)


@cache
def _all_bids(deck: Deck) -> tuple[Call, ...]:
    letters = deck.suit_letters.values()
    return tuple(
        Call(kind, letter) if contract.takes_suit else Call(kind)
        for kind, contract in BIDS.items()
        for letter in (letters if contract.takes_suit else (None,))
    )


def _earlier(forehand: int, seat: int) -> int:
    """The seats that bid before `seat` (as bits), from `forehand`."""
    return sum(1 << (forehand + before) % 4 for before in range((seat - forehand) % 4))


_EARLIER = tuple(tuple(_earlier(forehand, seat) for seat in range(4)) for forehand in range(4))


class _BavarianAuction(Auction):
    """The bidding (4.1.4), then the round of Schuss and Retour (4.2)."""

    __slots__ = (
        "_doublers", "_earlier", "_high_bit", "_high_call", "_high_seat", "_may_double", "_passed",
        "_passes", "_standing", "_table", "_ties", "forehand", "hands", "level", "rules",
    )  # fmt: skip

    def __init__(self, rules: RuleSet, hands: tuple[int, ...], forehand: int) -> None:
        self.rules = rules
        self.hands = hands
        self.forehand = forehand
        self._table = table = _bid_table(rules.deck, rules.contracts, rules.contract_order is _SEED)
        self._earlier = _EARLIER[forehand]
        self._passed = self._high_bit = self._standing = self._ties = self.level = 0
        """`_passed`, `_high_bit`: the seats that have passed, and the highest bidder's, as
        bits (those that bid no more); `_standing`: the highest call's `key_of` (0 before
        any); `_ties`: the seats that may tie it (`_HandBids.tying`)."""
        self._high_seat = -1
        self._high_call: Call | None = None
        """The highest call so far and its seat (-1 before any)."""
        self._doublers: tuple[int, ...] = ()
        """The doubling round's doublers so far: `outcome` takes them when the round closes."""
        self._passes = 0
        self._may_double: tuple[tuple[Offer, ...], ...] = ()
        """Once the bidding is over: each seat's calls in the doubling round, by level."""
        self.stage, self.to_move, self.outcome = _BIDDING, forehand, None
        self.legal, self.made = table.opening(hands[forehand])

    @property
    def state(self) -> CallState:
        outcome = self.outcome
        if self.stage is _DOUBLING:
            assert self._high_call is not None
            outcome = self._table.doubled(self._high_seat, self._high_call, self._doublers)
        return _new(CallState, (self.stage, self.to_move, self.legal, outcome))

    def add(self, seat: int, call: Call) -> None:
        # A deal makes about eleven calls, each worked out in this one frame: the turn that
        # follows and what it may call, looked up by the standing call in the bidding, by
        # level and seat in the doubling round (the seats call in turn).
        if self.stage is _DOUBLING:
            if call.kind is _DOUBLE_KIND:
                self._doublers += (seat,)
                self.level += 1
                self._passes = 0
            else:
                self._passes += 1
            if self._passes == (3 if self.level else 4):
                assert self._high_call is not None
                self._over(self._table.doubled(self._high_seat, self._high_call, self._doublers))
            else:
                self.to_move = seat = (seat + 1) % 4
                self.legal, self.made = self._may_double[self.level][seat]
            return
        if call.kind is _PASS_KIND:
            self._passed |= 1 << seat
        else:  # the bidder outbid bids again: only a pass is for good
            self._high_seat, self._high_call, self._high_bit = seat, call, 1 << seat
            self._standing = self._table.key_of[call.kind]
            self._ties = self._earlier[seat]
        out = self._passed | self._high_bit
        if out == 0b1111:
            self._bidding_over()
            return
        self.to_move = seat = _NEXT_IN[out][seat]
        hand, table = self.hands[seat], self._table
        if self._high_call is None:
            self.legal, self.made = table.opening(hand)
            return
        bids = table.later[hand & table.courts == table.courts]
        self.legal, self.made = (bids.tying if self._ties >> seat & 1 else bids.above)[self._standing]

    def _bidding_over(self) -> None:
        rules, highest = self.rules, self._high_call
        if highest is None:
            self._over(_RAMSCH_GAME if rules.all_pass is AllPass.RAMSCH else _THROWN_IN)
            return
        outcome = self._table.outcomes[highest.kind, highest.suit][self._high_seat]
        if outcome.contract is _SIE or rules.max_doublings == 0:
            self._over(outcome)
            return
        self._may_double = _doubling_calls(rules.max_doublings, _declaring(outcome, self.hands))
        self.stage, self.outcome = _DOUBLING, outcome
        self.to_move = self.forehand
        self.legal, self.made = self._may_double[0][self.forehand]

    def _over(self, outcome: Outcome) -> None:
        self.stage, self.to_move, self.legal, self.made, self.outcome = _OVER, None, (), _NO_CALLS, outcome


_RAMSCH_GAME, _THROWN_IN = Outcome(Contract.RAMSCH), Outcome(Contract.NONE)
"""What the calls decide when all pass."""


def _next_in(out: int, seat: int) -> int:
    """The first seat after `seat` that is not out (`out`: bits), -1 if none is."""
    return next((nxt for nxt in ((seat + offset) % 4 for offset in (1, 2, 3)) if not out >> nxt & 1), -1)


_NEXT_IN = tuple(tuple(_next_in(out, seat) for seat in range(4)) for out in range(16))
"""`_next_in` of every set of seats out and every seat: the bidding's turns, looked up."""


@cache
def _doubling_calls(max_doublings: int, declaring: int) -> tuple[tuple[Offer, ...], ...]:
    """Per doubling level made, the calls open to each seat (`may_double`; `declaring`: the
    declaring seats as bits)."""

    def calls(level: int, seat: int) -> Offer:
        may = may_double(max_doublings, level + 1, bool(declaring >> seat & 1))
        return offer(_PASS_OR_DOUBLE if may else _ONLY_PASS, level)

    return tuple(tuple(calls(made, seat) for seat in range(4)) for made in range(max_doublings + 1))


def _contract_outcomes(deck: Deck, call: Call) -> tuple[Outcome, ...]:
    """What a contract call decides, made by each seat."""
    contract = BIDS[call.kind]
    suit = suit_of(deck, call.suit) if call.suit is not None else None
    if contract is _SAUSPIEL:
        assert suit is not None
        return tuple(Outcome(contract, seat, None, card_of(deck, _ACE, suit)) for seat in range(4))
    return tuple(Outcome(contract, seat, suit) for seat in range(4))


def declaring_seats(outcome: Outcome, hands: tuple[int, ...]) -> frozenset[int]:
    """The declarer and, in a Sauspiel, the holder of the called ace (known to the engine)."""
    declaring = _declaring(outcome, hands)
    return frozenset(seat for seat in range(len(hands)) if declaring >> seat & 1)


def _declaring(outcome: Outcome, hands: tuple[int, ...]) -> int:
    """`declaring_seats` as bits."""
    assert outcome.declarer is not None
    declaring = 1 << outcome.declarer
    if outcome.called is not None:
        called = outcome.called.bit
        for seat, hand in enumerate(hands):
            if hand & called:
                declaring |= 1 << seat
    return declaring


def may_double(max_doublings: int, level: int, declaring: bool) -> bool:
    """May a seat of the declaring side (`declaring`) or a defender make the doubling of
    `level` (Schuss 1, Retour 2, ...) where the rules allow `max_doublings`?"""
    return level <= max_doublings and declaring == (level % 2 == 0)


# -- Wendish: the holder of both Alten -------------------------------------------------


def alten_holder(deck: Deck, hands: tuple[int, ...]) -> int | None:
    """The seat holding both ♣Q and ♠Q, if one does."""
    both = alten(deck)
    for seat, hand in enumerate(hands):
        if hand & both == both:
            return seat
    return None


class _WendishAuction(Auction):
    """The one call of the holder of both Alten (4.3)."""

    __slots__ = ("holder",)

    def __init__(self, rules: RuleSet, holder: int, hand: int) -> None:
        self.holder = holder
        self.stage, self.to_move, self.outcome = _WENDISH_STAGE, holder, None
        self.legal, self.made = _wendish_offer(rules, hand)

    def add(self, seat: int, call: Call) -> None:
        kind = call.kind
        if kind is _PARTNER_KIND:
            outcome = Outcome(Contract.PARTNER, self.holder, called=call.card)
        else:
            outcome = Outcome(Contract.FIRST_TRICK if kind is _FIRST_TRICK_KIND else Contract.SOLO, self.holder)
        self.stage, self.to_move, self.legal, self.made, self.outcome = _OVER, None, (), _NO_CALLS, outcome


def wendish_calls(rules: RuleSet, hand: int) -> tuple[Call, ...]:
    """The calls of the holder of both Alten holding `hand`."""
    return _wendish_offer(rules, hand).legal


def _wendish_offer(rules: RuleSet, hand: int) -> Offer:
    deck = rules.deck
    callable_cards = deck.all & ~hand
    if rules.wendisch_call is _ACE_CALL:
        callable_cards &= aces(deck)
    return _wendish_offers(deck, callable_cards)


@lru_cache(maxsize=256)
def _wendish_offers(deck: Deck, callable_cards: int) -> Offer:
    """The Wendish calls with `callable_cards` to call as partner (under the ace rule one
    of 16 sets, so always found here), from the deck's calls and their events made once."""
    partners, own = _wendish_calls_made(deck)
    chosen = [partners[c.index] for c in deck.cards_in(callable_cards)]
    chosen += own
    return Offer(tuple(call for call, _ in chosen), {id(call): made for call, made in chosen})


@cache
def _wendish_calls_made(deck: Deck) -> tuple[tuple[tuple[Call, Made], ...], tuple[tuple[Call, Made], ...]]:
    """Each card's partner call, then the first-trick call and the (concealed) solo, with their events."""
    partners = tuple(Call(CallKind.PARTNER, card=c) for c in deck.cards)
    first_trick, solo = Call(CallKind.FIRST_TRICK), Call(CallKind.SOLO)
    own = ((first_trick, _made(first_trick, 0, False)), (solo, _made(solo, 0, True)))
    return tuple((call, _made(call, 0, False)) for call in partners), own


# -- German: the trump-count announcement and Zwangsspiel ------------------------------


class _Announcing:
    """A deck's German calls (4.5) as tables read at every call: per suit its trumps and
    the call announcing it, per set of suits the calls announcing them."""

    def __init__(self, deck: Deck) -> None:
        self.trumps = tuple(trumps_of(deck, suit) for suit in Suit)
        announce = _suit_calls(deck, CallKind.TRUMPS)
        sets = [tuple(call for bit, call in enumerate(announce) if suits >> bit & 1) for suits in range(16)]
        sets[0] = _ONLY_PASS
        self._sets = tuple(map(offer, sets))
        """The calls announcing each set of suits (bit i: the i-th suit), in suit order; a pass
        where the hand may announce none (a hand that may announce must)."""
        self.zwang = offer(_suit_calls(deck, CallKind.TRUMP))
        self.suits = {letter: suit_of(deck, letter) for letter in deck.suit_letters.values()}
        """`suit_of` each suit letter, read at every call."""
        self.clubs_jack = card_of(deck, Rank.JACK, Suit.CLUBS).bit
        self.outcomes = {
            contract: tuple(tuple(Outcome(contract, seat, suit) for suit in Suit) for seat in range(4))
            for contract in (_TRUMPS, _ZWANGSSPIEL)
        }
        """Each game the calls may choose, by its seat and trump suit (outcomes are values)."""

    def offers(self, hand: int, minimum: int) -> Offer:
        """The calls open to `hand` in the announcement round: a `trumps` call for each suit
        whose count reaches `minimum` (`deutsch_min_trumps`), else a pass."""
        t0, t1, t2, t3 = self.trumps  # the four counts written out: a loop costs more than they do
        return self._sets[
            ((hand & t0).bit_count() >= minimum)
            | ((hand & t1).bit_count() >= minimum) << 1
            | ((hand & t2).bit_count() >= minimum) << 2
            | ((hand & t3).bit_count() >= minimum) << 3
        ]


@cache
def _announcing(deck: Deck) -> _Announcing:
    return _Announcing(deck)


@cache
def _suit_calls(deck: Deck, kind: CallKind) -> tuple[Call, ...]:
    """The calls of `kind` naming each suit, in suit order."""
    return tuple(Call(kind, letter) for letter in deck.suit_letters.values())


class _GermanAuction(Auction):
    """The announcement round (4.5: each seat once, from forehand), then Zwangsspiel if
    nobody announced: the holder of ♣J names the trumps. The highest announcement so far
    is kept call by call."""

    __slots__ = ("_best", "_spoken", "_table", "deck", "forehand", "hands", "minimum")

    def __init__(self, rules: RuleSet, hands: tuple[int, ...], forehand: int) -> None:
        self.deck = rules.deck
        self.minimum = rules.deutsch_min_trumps
        self.hands = hands
        self.forehand = forehand
        self._table = _announcing(self.deck)
        self._spoken = 0
        self._best: tuple[int, int, Suit] | None = None
        """The highest announcement so far: its count, its seat and suit."""
        self.stage, self.to_move, self.outcome = _ANNOUNCE, forehand, None
        self.legal, self.made = self._table.offers(hands[forehand], self.minimum)

    def add(self, seat: int, call: Call) -> None:
        if self.stage is _ZWANG:
            self._over(_ZWANGSSPIEL, seat, self._table.suits[call.suit or ""])
            return
        if call.kind is not _PASS_KIND:
            self._consider(seat, self._table.suits[call.suit or ""])
        self._spoken += 1
        if self._spoken < 4:
            self.to_move = seat = (self.forehand + self._spoken) % 4
            self.legal, self.made = self._table.offers(self.hands[seat], self.minimum)
        elif self._best is not None:
            self._over(_TRUMPS, self._best[1], self._best[2])
        else:
            clubs = self._table.clubs_jack
            self.stage = _ZWANG
            self.legal, self.made = self._table.zwang
            self.to_move = next(seat for seat, hand in enumerate(self.hands) if hand & clubs)

    def _consider(self, seat: int, suit: Suit) -> None:
        """`seat` announces `suit`: the highest count wins, then the most card points of the
        trumps announced, then the earlier seat (4.5.2; seats speak from forehand, so a tie
        keeps the announcement made)."""
        count = (self.hands[seat] & self._table.trumps[suit]).bit_count()
        best = self._best
        if best is None or count > best[0] or (count == best[0] and self._points(seat, suit) > self._points(*best[1:])):
            self._best = count, seat, suit

    def _points(self, seat: int, suit: Suit) -> int:
        return trump_count(self.deck, self.hands[seat], suit)[1]

    def _over(self, contract: Contract, declarer: int, trump: Suit) -> None:
        """The game chosen: its caller declares with the suit named."""
        self.stage, self.to_move, self.legal, self.made = _OVER, None, (), _NO_CALLS
        self.outcome = self._table.outcomes[contract][declarer][trump]

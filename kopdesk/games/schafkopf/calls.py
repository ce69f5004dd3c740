"""The calls of each preset (the Schafkopf rules: calls): what they are and how they run.

A call is a value: its kind and its parameter (a suit letter as the deck writes it,
or a card). `call_state` walks the calls made so far and says whose turn it is,
what that seat may call, and, once the calls are over, their `Outcome`: Bavarian
bidding then Schuss and Retour, the Wendish holder's one call, the German
announcement and Zwangsspiel. Zweier and a Wendish deal with the Alten apart
have no calls at all.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from functools import cache
from typing import NamedTuple

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


class SeatCall(NamedTuple):
    seat: int
    call: Call


def takes_suit(kind: CallKind, variant: Variant) -> bool:
    if kind in BIDS:
        return variant is Variant.BAVARIAN and BIDS[kind].takes_suit
    return kind in (CallKind.TRUMPS, CallKind.TRUMP)


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


class CallState(NamedTuple):
    stage: Stage
    to_move: int | None
    legal: tuple[Call, ...]
    outcome: Outcome | None
    """Once the calls are over (or, in the doubling round, the contract standing)."""


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
def alten(deck: Deck) -> int:
    """♣Q and ♠Q, die Alten."""
    return _mask(deck, (Rank.QUEEN,), (Suit.CLUBS, Suit.SPADES))


def trump_count(deck: Deck, hand: int, suit: Suit) -> tuple[int, int]:
    """German Schafkopf (4.5): the jacks and the other cards of `suit` in `hand`, and their card points."""
    trumps = hand & (_mask(deck, (Rank.JACK,)) | _mask(deck, tuple(deck.ranks), (suit,)))
    return trumps.bit_count(), sum(c.points for c in deck.cards_in(trumps))


def callable_ace(deck: Deck, hand: int, suit: Suit) -> bool:
    """May a player holding `hand` call the ace of `suit` (4.1.3)?"""
    ace = card_of(deck, Rank.ACE, suit)
    return suit is not Suit.HEARTS and not hand & ace.bit and bool(hand & plain_of(deck, suit) & ~ace.bit)


def call_state(rules: RuleSet, hands: tuple[int, ...], forehand: int, calls: tuple[SeatCall, ...]) -> CallState:
    """Where the calls stand after `calls` (each known to be legal) in a deal of `hands`."""
    variant = rules.variant
    if variant is Variant.BAVARIAN:
        return _bavarian(rules, hands, forehand, calls)
    if variant is Variant.WENDISH:
        return _wendish(rules, hands, calls)
    if variant is Variant.GERMAN:
        return _german(rules, hands, forehand, calls)
    return CallState(Stage.OVER, None, (), Outcome(Contract.ZWEIER))


# -- Bavarian: bidding, then Schuss and Retour ----------------------------------------


class Bidding(NamedTuple):
    to_move: int | None
    """None once the bidding is over."""
    highest: SeatCall | None
    used: int
    """How many calls the bidding took."""


def bidding(forehand: int, calls: tuple[SeatCall, ...]) -> Bidding:
    """The bidding part of `calls` (4.1.4)."""
    passed: set[int] = set()
    spoken: set[int] = set()
    highest: SeatCall | None = None
    seat: int | None = forehand
    used = 0
    for made in calls:
        if seat is None:
            break
        used += 1
        spoken.add(made.seat)
        if made.call.kind is CallKind.PASS:
            passed.add(made.seat)
        else:
            highest = made
        seat = _next_bidder(made.seat, passed, spoken, highest)
    return Bidding(seat, highest, used)


def _next_bidder(seat: int, passed: set[int], spoken: set[int], highest: SeatCall | None) -> int | None:
    holder = highest.seat if highest else None
    if len(spoken) == 4 and len(passed | {holder} - {None}) == 4:
        return None
    for offset in range(1, 5):
        nxt = (seat + offset) % 4
        if nxt not in passed and nxt != holder:
            return nxt
    return None


def outranks(rules: RuleSet, forehand: int, contract: Contract, seat: int, highest: SeatCall | None) -> bool:
    """Does `seat` calling `contract` outrank the highest call so far (4.1.2)?"""
    if highest is None:
        return True
    standing = BIDS[highest.call.kind]
    if rules.contract_order is ContractOrder.SEED:
        return contract.rank > standing.rank
    if contract.tier != standing.tier:
        return contract.tier > standing.tier
    return (seat - forehand) % 4 < (highest.seat - forehand) % 4


def bid_allowed(rules: RuleSet, hand: int, call: Call) -> bool:
    """May a player holding `hand` make this contract call at all (whatever was called before)?"""
    contract = BIDS[call.kind]
    deck = rules.deck
    if contract not in rules.contracts:
        return False
    if contract is Contract.SAUSPIEL:
        return call.suit is not None and callable_ace(deck, hand, suit_of(deck, call.suit))
    if contract is Contract.SIE:
        return hand & courts(deck) == courts(deck)
    return True


@cache
def _all_bids(rules: RuleSet) -> tuple[Call, ...]:
    letters = rules.deck.suit_letters.values()
    return tuple(
        Call(kind, letter) if contract.takes_suit else Call(kind)
        for kind, contract in BIDS.items()
        for letter in (letters if contract.takes_suit else (None,))
    )


def _bavarian(rules: RuleSet, hands: tuple[int, ...], forehand: int, calls: tuple[SeatCall, ...]) -> CallState:
    bid = bidding(forehand, calls)
    if bid.to_move is not None:
        seat = bid.to_move
        legal = tuple(
            call for call in _all_bids(rules)
            if outranks(rules, forehand, BIDS[call.kind], seat, bid.highest) and bid_allowed(rules, hands[seat], call)
        )  # fmt: skip
        return CallState(Stage.BIDDING, seat, (PASS, *legal), None)
    highest = bid.highest
    if highest is None:
        contract = Contract.RAMSCH if rules.all_pass is AllPass.RAMSCH else Contract.NONE
        return CallState(Stage.OVER, None, (), Outcome(contract))
    outcome = _contract_outcome(rules, hands, highest)
    if outcome.contract is Contract.SIE or rules.max_doublings == 0:
        return CallState(Stage.OVER, None, (), outcome)
    return _doubling(rules, hands, forehand, outcome, calls[bid.used :])


def _contract_outcome(rules: RuleSet, hands: tuple[int, ...], highest: SeatCall) -> Outcome:
    contract = BIDS[highest.call.kind]
    deck = rules.deck
    suit = suit_of(deck, highest.call.suit) if highest.call.suit is not None else None
    if contract is Contract.SAUSPIEL:
        assert suit is not None
        return Outcome(contract, highest.seat, None, card_of(deck, Rank.ACE, suit))
    return Outcome(contract, highest.seat, suit)


def declaring_seats(outcome: Outcome, hands: tuple[int, ...]) -> frozenset[int]:
    """The declarer and, in a Sauspiel, the holder of the called ace (known to the engine)."""
    assert outcome.declarer is not None
    called = outcome.called
    partners = {s for s in range(len(hands)) if called is not None and hands[s] & called.bit}
    return frozenset({outcome.declarer, *partners})


def _doubling(
    rules: RuleSet, hands: tuple[int, ...], forehand: int, outcome: Outcome, calls: tuple[SeatCall, ...]
) -> CallState:
    """The round of Schuss and Retour (4.2)."""
    doublers: list[int] = []
    passes = 0
    for made in calls:
        if made.call.kind is CallKind.DOUBLE:
            doublers.append(made.seat)
            passes = 0
        else:
            passes += 1
    standing = Outcome(outcome.contract, outcome.declarer, outcome.trump, outcome.called, tuple(doublers))
    if passes == (3 if doublers else 4):
        return CallState(Stage.OVER, None, (), standing)
    seat = (forehand + len(calls)) % 4
    legal = (PASS, DOUBLE) if may_double(rules, hands, standing, seat) else (PASS,)
    return CallState(Stage.DOUBLING, seat, legal, standing)


def may_double(rules: RuleSet, hands: tuple[int, ...], standing: Outcome, seat: int) -> bool:
    level = standing.doublings + 1
    declaring = seat in declaring_seats(standing, hands)
    return level <= rules.max_doublings and declaring == (level % 2 == 0)


# -- Wendish: the holder of both Alten -------------------------------------------------


def alten_holder(deck: Deck, hands: tuple[int, ...]) -> int | None:
    """The seat holding both ♣Q and ♠Q, if one does."""
    both = alten(deck)
    return next((seat for seat, hand in enumerate(hands) if hand & both == both), None)


def _wendish(rules: RuleSet, hands: tuple[int, ...], calls: tuple[SeatCall, ...]) -> CallState:
    holder = alten_holder(rules.deck, hands)
    if holder is None:
        return CallState(Stage.OVER, None, (), Outcome(Contract.NORMAL))
    if not calls:
        return CallState(Stage.WENDISH, holder, wendish_calls(rules, hands[holder]), None)
    call = calls[0].call
    if call.kind is CallKind.PARTNER:
        return CallState(Stage.OVER, None, (), Outcome(Contract.PARTNER, holder, called=call.card))
    contract = Contract.FIRST_TRICK if call.kind is CallKind.FIRST_TRICK else Contract.SOLO
    return CallState(Stage.OVER, None, (), Outcome(contract, holder))


def wendish_calls(rules: RuleSet, hand: int) -> tuple[Call, ...]:
    deck = rules.deck
    callable_cards = deck.all & ~hand
    if rules.wendisch_call is WendischCall.ACE:
        callable_cards &= _mask(deck, (Rank.ACE,))
    partners = tuple(Call(CallKind.PARTNER, card=c) for c in deck.cards_in(callable_cards))
    return (*partners, Call(CallKind.FIRST_TRICK), Call(CallKind.SOLO))


# -- German: the trump-count announcement and Zwangsspiel ------------------------------


def announcements(rules: RuleSet, hand: int) -> tuple[Call, ...]:
    """The `trumps` calls open to `hand`: suits whose count reaches `deutsch_min_trumps`."""
    deck = rules.deck
    return tuple(
        Call(CallKind.TRUMPS, deck.suit_letters[suit])
        for suit in Suit
        if trump_count(deck, hand, suit)[0] >= rules.deutsch_min_trumps
    )


def _german(rules: RuleSet, hands: tuple[int, ...], forehand: int, calls: tuple[SeatCall, ...]) -> CallState:
    deck = rules.deck
    if len(calls) < 4:
        seat = (forehand + len(calls)) % 4
        announced = announcements(rules, hands[seat])
        return CallState(Stage.ANNOUNCE, seat, announced or (PASS,), None)
    bids = [made for made in calls[:4] if made.call.kind is CallKind.TRUMPS]
    if bids:
        best = max(bids, key=lambda made: _announce_key(deck, hands, forehand, made))
        assert best.call.suit is not None
        return CallState(Stage.OVER, None, (), Outcome(Contract.TRUMPS, best.seat, suit_of(deck, best.call.suit)))
    holder = next(seat for seat, hand in enumerate(hands) if hand & card_of(deck, Rank.JACK, Suit.CLUBS).bit)
    if len(calls) == 4:
        return CallState(
            Stage.ZWANG, holder, tuple(Call(CallKind.TRUMP, letter) for letter in deck.suit_letters.values()), None
        )
    suit = calls[4].call.suit
    assert suit is not None
    return CallState(Stage.OVER, None, (), Outcome(Contract.ZWANGSSPIEL, holder, suit_of(deck, suit)))


def _announce_key(deck: Deck, hands: tuple[int, ...], forehand: int, made: SeatCall) -> tuple[int, int, int]:
    """Highest count, then the card points of the announced trumps, then the earlier seat (4.5.2)."""
    assert made.call.suit is not None
    count, points = trump_count(deck, hands[made.seat], suit_of(deck, made.call.suit))
    return count, points, -((made.seat - forehand) % 4)

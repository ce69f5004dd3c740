"""The auction (the Kop rules: the auction): whose call it is, which calls are allowed, when it ends.

`Auction` is an immutable value; `after(call)` gives the next one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from functools import lru_cache, partial
from itertools import cycle
from typing import NamedTuple, TypeVar

from kopdesk.games.kop.calls import DOUBLE, PASS, Call, CallKind, SeatCall, contract_call
from kopdesk.games.kop.cards import BLACK_QUEENS, JACKS_HIGH_TO_LOW, Card, cards_in
from kopdesk.games.kop.events import CallMade
from kopdesk.games.kop.refusals import Refusal, RefusalCode
from kopdesk.games.kop.rules import CALLABLE_CONTRACTS, Contract, RuleSet, WeselePartner

_PASS_KIND, _DOUBLE_KIND = CallKind.PASS, CallKind.DOUBLE
"""Read as globals in the hot path: on Python 3.11 an enum member's lookup through its
class (`CallKind.PASS`) goes through `EnumType.__getattr__` and costs several times more."""


class Auction(NamedTuple):
    # A named tuple rather than a frozen dataclass: one is made per call, and a
    # tuple is made in a third of the time.
    first: int
    """The seat that calls first (house rule `first_bidder`)."""
    calls: tuple[SeatCall, ...] = ()
    contract_at: int = -1
    """Index in `calls` of the standing contract call; -1 while none was made."""
    level: int = 0
    """Doubling level on the standing contract (or on the game if none)."""
    passes: int = 0
    """Passes in a row at the end of `calls`."""

    @property
    def to_move(self) -> int:
        return (self.first + len(self.calls)) % 4

    @property
    def is_over(self) -> bool:
        """Four passes at the start, or three after any other call."""
        return self.passes >= (4 if self.passes == len(self.calls) else 3)

    @property
    def contract_call(self) -> SeatCall | None:
        return self.calls[self.contract_at] if self.contract_at >= 0 else None

    @property
    def contract(self) -> Contract | None:
        """The contract of the standing call; None while none was made."""
        return self.calls[self.contract_at].call.contract if self.contract_at >= 0 else None

    def outranks(self, contract: Contract) -> bool:
        """Whether a call of `contract` would be higher than the standing one (the Kop rules: contracts)."""
        return outranks(contract, self.contract)

    def steps(self) -> Iterator[tuple[Auction, SeatCall]]:
        """Each call made, with the auction as it stood when it was made."""
        auction = Auction(self.first)
        for made in self.calls:
            yield auction, made
            auction = auction.after(made.call)

    @property
    def doublings(self) -> tuple[SeatCall, ...]:
        """The doubling calls that stand: those made after the standing contract."""
        return standing_doublings(self.calls[self.contract_at + 1 :])

    def after(self, call: Call) -> Auction:
        first, calls, contract_at, level, passes = self
        calls += (_seat_call(((first + len(calls)) % 4, call)),)
        kind = call.kind
        if kind is _PASS_KIND:
            return _auction((first, calls, contract_at, level, passes + 1))
        if kind is _DOUBLE_KIND:
            return _auction((first, calls, contract_at, level + 1, 0))
        return _auction((first, calls, len(calls) - 1, 0, 0))


# after() runs once per call: these make its named tuples from their fields in C,
# without the Python frame of a named tuple's __new__.
_seat_call = partial(tuple.__new__, SeatCall)
_auction = partial(tuple.__new__, Auction)


def standing_doublings(since_contract: Sequence[SeatCall]) -> tuple[SeatCall, ...]:
    """The doublings that stand, of the calls made after the standing contract (all the
    calls if none was made): the doubling calls among them."""
    return tuple([c for c in since_contract if c.call.kind is _DOUBLE_KIND])


def outranks(contract: Contract, standing: Contract | None) -> bool:
    """Whether a call of `contract` may follow the standing one: it must be higher."""
    return standing is None or contract.rank > standing.rank


Situation = tuple[Contract | None, bool, int]
"""All that decides which calls a player may make, besides his hand: the standing
contract (None if none was called), whether the player to move called it himself,
and the doubling level."""


def situation(auction: Auction) -> Situation:
    first, calls, contract_at, level, _passes = auction
    if contract_at < 0:
        return (None, False, level)
    seat, call = calls[contract_at]
    return (call.contract, seat == (first + len(calls)) % 4, level)


def call_refusal(rules: RuleSet, auction: Auction, hand: int, call: Call) -> Refusal | None:
    """Why the player to move, holding `hand`, may not make `call`; None if he may."""
    return _refusal(rules, situation(auction), hand, call, auction.to_move)


def _refusal(rules: RuleSet, now: Situation, hand: int, call: Call, seat: int) -> Refusal | None:
    if call.kind is CallKind.PASS:
        return _no_jack(seat, call)
    if call.kind is CallKind.DOUBLE:
        return _no_jack(seat, call) or _double_refusal(rules, now, hand, seat)
    return _contract_refusal(rules, now, hand, seat, call)


def _no_jack(seat: int, call: Call) -> Refusal | None:
    if call.jack is None:
        return None
    return Refusal(RefusalCode.JACK_NOT_ASKED, seat, call)


def _double_refusal(rules: RuleSet, now: Situation, hand: int, seat: int) -> Refusal | None:
    standing, own_contract, level = now
    if standing is not None and standing.is_thrown:
        return Refusal(RefusalCode.DOUBLE_THROWN, seat, DOUBLE, contract=standing)
    if level >= rules.max_doublings:
        return Refusal(RefusalCode.DOUBLE_LIMIT, seat, DOUBLE, limit=rules.max_doublings)
    if level > 0:
        return None
    if own_contract:
        return Refusal(RefusalCode.DOUBLE_OWN_CONTRACT, seat, DOUBLE, contract=standing)
    if standing is None and not rules.cicha_may_open_double and hand & BLACK_QUEENS == BLACK_QUEENS:
        return Refusal(RefusalCode.DOUBLE_CICHA, seat, DOUBLE, cards=cards_in(BLACK_QUEENS))
    return None


def _contract_refusal(
    rules: RuleSet, now: Situation, hand: int, seat: int, call: Call
) -> Refusal | None:
    contract = call.contract
    assert contract is not None
    if not rules.offers(contract):
        return Refusal(RefusalCode.CONTRACT_NOT_OFFERED, seat, call, contract=contract)
    standing = now[0]
    if not outranks(contract, standing):
        return Refusal(RefusalCode.CONTRACT_TOO_LOW, seat, call, contract=standing)
    needed = contract.required_cards
    if hand & needed != needed:
        return Refusal(
            RefusalCode.CONTRACT_NEEDS_CARDS, seat, call, cards=cards_in(needed), contract=contract
        )
    return _jack_refusal(rules, hand, seat, call)


def _jack_refusal(rules: RuleSet, hand: int, seat: int, call: Call) -> Refusal | None:
    names_jack = call.contract is Contract.WESELE and rules.wesele_partner is WeselePartner.NAMED_JACK
    if not names_jack:
        return _no_jack(seat, call)
    if call.jack is None or call.jack not in JACKS_HIGH_TO_LOW:
        return Refusal(RefusalCode.JACK_MISSING, seat, call)
    if hand & call.jack.bit:
        return Refusal(RefusalCode.JACK_HELD, seat, call, cards=(call.jack,))
    return None


def _candidates(rules: RuleSet, hand: int) -> list[Call]:
    calls = [PASS, DOUBLE]
    for contract in CALLABLE_CONTRACTS:
        if not rules.offers(contract):
            continue
        if contract is Contract.WESELE and rules.wesele_partner is WeselePartner.NAMED_JACK:
            calls.extend(contract_call(contract, j) for j in JACKS_HIGH_TO_LOW if not hand & j.bit)
        else:
            calls.append(contract_call(contract))
    return calls


def _deciding_sets(rules: RuleSet) -> tuple[int, ...]:
    """The sets of cards (bitmasks) that decide, by being held whole or not, which
    calls a hand may make: the cards a contract or a first doubling asks about, and
    under `named_jack` each jack."""
    sets = {BLACK_QUEENS} | {c.required_cards for c in CALLABLE_CONTRACTS if c.required_cards}
    if rules.wesele_partner is WeselePartner.NAMED_JACK:
        sets |= {j.bit for j in JACKS_HIGH_TO_LOW}
    return tuple(sorted(sets))


_StateKey = tuple[Contract | None, int, int, int, bool]
"""An auction's fields counted back from its last call: the standing contract, how many
calls ago it was made (0: none was), the doubling level, the passes in a row and whether
every call was a pass."""


def _state_key(auction: Auction) -> _StateKey:
    _first, calls, _contract_at, level, passes = auction
    return (auction.contract, _since(auction), level, passes, passes == len(calls))


def _since(auction: Auction) -> int:
    """How many calls ago the standing contract was called (1: by the last call); 0 if none was."""
    _first, calls, contract_at, _level, _passes = auction
    return len(calls) - contract_at if contract_at >= 0 else 0


K = TypeVar("K")
V = TypeVar("V")


class _Filled(dict[K, V]):
    """A dict that fills itself in: a missing key's value is worked out once and kept."""

    __slots__ = ("_work",)

    def __init__(self, work: Callable[[K], V]) -> None:
        super().__init__()
        self._work = work

    def __missing__(self, key: K) -> V:
        value = self[key] = self._work(key)
        return value


class AuctionState:
    """An auction as far as one rule set can tell it from another: auctions of one
    `_state_key` allow the same calls and lead alike, so each state is made once per rule
    set and a deal's auction is a walk over a small graph of them.

    `after[call]` is the step a call makes: the state it leads to and its events; `calls[kind]`
    what a hand of that kind (`CallRules.kind_of`) may call, and `options[kind]` those calls
    with their steps, as a deal applies them. Each is worked out by `Auction.after` and the
    refusals the first time it is asked, on the first auction seen in this state.
    """

    __slots__ = ("_example", "_rules", "after", "calls", "is_over", "level", "options", "since")

    def __init__(self, rules: CallRules, example: Auction) -> None:
        self._rules = rules
        self._example = example
        self.level = example.level
        self.since = _since(example)
        self.is_over = example.is_over
        self.after: dict[Call, Step] = _Filled(self._after)
        self.calls: dict[int, tuple[Call, ...]] = _Filled(self._allowed)
        self.options: dict[int, Options] = _Filled(self._options)

    def _after(self, call: Call) -> Step:
        state = self._rules.state_of(self._example.after(call))
        return Step(state, tuple([(CallMade(seat, call, state.level),) for seat in range(4)]))

    def _allowed(self, kind: int) -> tuple[Call, ...]:
        rules, example = self._rules.rules, self._example
        hand, now, seat = self._rules.hand_of_kind(kind), situation(example), example.to_move
        return tuple(c for c in _candidates(rules, hand) if _refusal(rules, now, hand, c, seat) is None)

    def _options(self, kind: int) -> Options:
        calls = self.calls[kind]
        return calls, {call: self.after[call] for call in calls}

    def auction(self, first: int, calls: Sequence[Call]) -> Auction:
        """The auction of `calls`, made from seat `first` on, that leads to this state."""
        _first, seen, contract_at, level, passes = self._example
        if contract_at >= 0:
            contract_at += len(calls) - len(seen)
        made = tuple(map(dict.__getitem__, cycle(self._rules.seat_calls[first]), calls))
        return _auction((first, made, contract_at, level, passes))


    def doublings(self, first: int, calls: Sequence[Call]) -> tuple[SeatCall, ...]:
        """`auction(first, calls).doublings` without making the auction: only the doubling
        calls since the standing contract (`standing_doublings`) are made `SeatCall`s."""
        start = len(calls) - self.since + 1 if self.since else 0
        by_seat = self._rules.seat_calls[first]
        return tuple(
            [by_seat[at & 3][call] for at, call in enumerate(calls[start:], start) if call.kind is _DOUBLE_KIND]
        )


class Step(NamedTuple):
    """A call made in an auction state: the state it leads to and, per seat that makes
    it, the events `Deal.apply` returns (values, made once per step, not per call)."""

    state: AuctionState
    made: tuple[tuple[CallMade], ...]


Options = tuple[tuple[Call, ...], dict[Call, Step]]
"""The calls a hand may make in a state and, by call, the step each makes."""

_ROTATIONS = tuple(tuple((first + offset) % 4 for offset in range(4)) for first in range(4))


class CallRules:
    """The calls one rule set allows, as a graph of `AuctionState`s from `opening`.

    Hands that hold the same deciding sets of cards whole may make the same calls:
    `kind_of[hand]` is which ones a hand holds, one bit each. Each answer is worked out
    once per rule set, state and kind of hand, and the graph stays small.
    """

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        self._deciding = _deciding_sets(rules)
        self._hands: dict[int, int] = {}
        """Per kind of hand, the first hand seen of it: it stands for every other."""
        self.kind_of: dict[int, int] = _Filled(self._kind)
        by_seat = [_Filled(partial(SeatCall, seat)) for seat in range(4)]
        self.seat_calls = tuple(tuple(by_seat[seat] for seat in _ROTATIONS[first]) for first in range(4))
        """Per seat that calls first, each seat's `SeatCall`s in calling order: made once per seat
        and call, as they are values, and the auctions of deals are made of them."""
        self._states: dict[_StateKey, AuctionState] = {}
        self.opening = self.state_of(Auction(0))
        """The state of every auction before its first call, whoever calls first."""

    def _kind(self, hand: int) -> int:
        kind = sum(1 << i for i, cards in enumerate(self._deciding) if hand & cards == cards)
        self._hands.setdefault(kind, hand)
        return kind

    def hand_of_kind(self, kind: int) -> int:
        """A hand of this kind seen before: what it may call, every hand of the kind may."""
        return self._hands[kind]

    def state_of(self, auction: Auction) -> AuctionState:
        key = _state_key(auction)
        state = self._states.get(key)
        if state is None:
            state = self._states[key] = AuctionState(self, auction)
        return state

    def legal(self, auction: Auction, hand: int) -> tuple[Call, ...]:
        """Every call the player to move may make, holding `hand`."""
        return self.state_of(auction).calls[self.kind_of[hand]]


@lru_cache(maxsize=64)
def call_rules(rules: RuleSet) -> CallRules:
    return CallRules(rules)


def highest_jack_partner_card(declarer_hand: int) -> Card:
    """The wesele partner's jack under `highest_jack`: the highest the declarer lacks."""
    return next(j for j in JACKS_HIGH_TO_LOW if not declarer_hand & j.bit)

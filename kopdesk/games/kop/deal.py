"""One deal from the first call to the score: the state every player acts on.

A `Deal` knows the whole truth (all four hands). Players must see it only
through `observation(seat)`. Phases are explicit: auction, play, done; each has
its own legal actions. `apply` refuses an illegal action with a reason and
leaves the deal as it was; `undo` goes back one action at a time.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Iterable, Sequence
from functools import partial
from typing import cast

from kopdesk.cards import KOP_16
from kopdesk.games.history import Replayed
from kopdesk.games.kop.auction import Auction, Step, call_refusal, call_rules
from kopdesk.games.kop.calls import Call, SeatCall
from kopdesk.games.kop.cards import CARDS, CARDS_OF, Card, cards_in
from kopdesk.games.kop.events import AuctionClosed, CallMade, CardPlayed, DealOver, Event, TrickTaken
from kopdesk.games.kop.observation import Observation, observe
from kopdesk.games.kop.orders import follow_chains
from kopdesk.games.kop.refusals import IllegalAction, Refusal, RefusalCode
from kopdesk.games.kop.rules import FirstBidder, RuleSet
from kopdesk.games.kop.scoring import Score, Sides, score_deal, sides_of
from kopdesk.games.tricks import RankOrder, Trick
from kopdesk.quoting import quoted

Action = Card | Call

_FOREHAND = FirstBidder.FOREHAND
"""Read as a global: on Python 3.11 a member's lookup through its enum class is slow."""
_OPENINGS = tuple(Auction(first) for first in range(4))
"""Auctions are immutable values: every deal opens with one of these four."""
_CARD_PLAYED = tuple(tuple(CardPlayed(seat, c) for c in CARDS) for seat in range(4))
"""Events are immutable values: the 64 possible `CardPlayed` are made once, and so are
what `apply` returns for a card that does not end a trick."""
_CARD_PLAYED_ALONE = tuple(tuple((played,) for played in by_seat) for by_seat in _CARD_PLAYED)
# These make named tuples from their fields in C, without the frame of a named tuple's
# __new__: a deal makes a `Trick` and `TrickTaken` per trick, an `AuctionClosed` and a
# `DealOver` (its `CallMade`s come made with the auction's steps).
_auction_closed = partial(tuple.__new__, AuctionClosed)
_deal_over = partial(tuple.__new__, DealOver)
_trick = partial(tuple.__new__, Trick)
_trick_taken = partial(tuple.__new__, TrickTaken)


class Phase(enum.Enum):
    AUCTION = "auction"
    PLAY = "play"
    DONE = "done"


class DealError(ValueError):
    """Hands that are not the sixteen cards dealt four by four, or a bad seat."""


def shuffled_hands(rng: random.Random) -> tuple[tuple[Card, ...], ...]:
    """Sixteen cards shuffled and dealt four to each seat."""
    return tuple([cards_in(mask) for mask in shuffled_masks(rng)])


def shuffled_masks(rng: random.Random) -> tuple[int, int, int, int]:
    """`shuffled_hands` as bitmasks, by the same draws: the pack shuffled (as card indices)
    and dealt one card at a time, seat 0 first."""
    deck = list(_INDICES)
    rng.shuffle(deck)
    a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p = deck  # noqa: E741
    return (
        1 << a | 1 << e | 1 << i | 1 << m,
        1 << b | 1 << f | 1 << j | 1 << n,
        1 << c | 1 << g | 1 << k | 1 << o,
        1 << d | 1 << h | 1 << l | 1 << p,
    )


_INDICES = range(len(CARDS))
_SEATS = range(4)


def check_hands(hands: Sequence[Iterable[Card]]) -> tuple[int, ...]:
    """The four hands as bitmasks; DealError unless they are the sixteen cards, four each."""
    if len(hands) != 4:
        raise DealError(f"there must be four hands, not {len(hands)}")
    masks: list[int] = []
    seen = 0
    for seat, hand in enumerate(hands):
        cards = list(hand)
        if len(cards) != 4:
            raise DealError(f"seat {seat} must hold four cards, not {len(cards)}")
        first, second, third, fourth = cards
        mask = first.bit | second.bit | third.bit | fourth.bit
        if seen & mask or mask.bit_count() != 4:
            raise DealError(f"{_dealt_twice(cards, seen)} is dealt twice (again to seat {seat})")
        seen |= mask
        masks.append(mask)
    return tuple(masks)


def _check_dealer(dealer: int) -> None:
    if dealer not in _SEATS:
        raise DealError(f"the dealer must be a seat 0-3, not {quoted(dealer)}")


def _dealt_twice(cards: list[Card], seen: int) -> Card:
    """The first of `cards` already among `seen` or earlier in `cards`."""
    for c in cards:
        if seen & c.bit:
            return c
        seen |= c.bit
    raise AssertionError("no card is dealt twice")


class Deal(Replayed[Action]):
    __slots__ = (
        "_auction", "_beats", "_best", "_call_rules", "_dealt_masks", "_follow", "_history", "_kinds", "_leader",
        "_led", "_legal_cards", "_legal_now", "_opening", "_order", "_played", "_score", "_sides", "_state",
        "_steps", "_trick", "_tricks", "_winner", "dealer", "forehand", "in_bok_round", "rules", "to_move",
    )  # fmt: skip

    def __init__(
        self,
        rules: RuleSet,
        dealer: int,
        hands: Sequence[Iterable[Card]],
        in_bok_round: bool = False,
    ) -> None:
        _check_dealer(dealer)
        self._deal(rules, dealer, check_hands(hands), in_bok_round)

    @classmethod
    def shuffled(cls, rules: RuleSet, dealer: int, rng: random.Random) -> Deal:
        """A deal of `shuffled_hands(rng)` (the same draws, the same cards), without checking
        the cards it dealt itself: every random deal starts here."""
        _check_dealer(dealer)
        deal = cls.__new__(cls)
        deal._deal(rules, dealer, shuffled_masks(rng), False)
        return deal

    def _deal(self, rules: RuleSet, dealer: int, masks: tuple[int, ...], in_bok_round: bool) -> None:
        """The deal of these hands (bitmasks), known to be the sixteen cards four by four."""
        self._dealt_masks = masks
        self.rules = rules
        self._call_rules = call_rules(rules)
        self._kinds = tuple(map(self._call_rules.kind_of.__getitem__, self._dealt_masks))
        """Each seat's kind of hand: what decides which calls it may make."""
        self.dealer = dealer
        self.in_bok_round = in_bok_round
        self.forehand = (dealer + 1) % 4
        first = self.forehand if rules.first_bidder is _FOREHAND else (dealer + 2) % 4
        self._opening = _OPENINGS[first]
        self._history: list[Action] = []
        self._start()

    def _start(self) -> None:
        """The deal before any action: the auction opens, no card is played."""
        self._auction: Auction | None = self._opening
        """The auction as a value; None until asked for after a call (see `auction`)."""
        self._state = self._call_rules.opening
        """Where the auction stands as far as its rules tell: what may be called next."""
        self._sides: Sides | None = None
        self._order: RankOrder | None = None
        self.to_move: int | None = self._opening.first
        """The seat to call or play, kept as actions are applied; None once the deal is over.
        Read it, never set it: a plain attribute, not a property, as every step of
        every deal asks for it."""
        self._played = 0
        """The cards played so far, as a bitmask."""
        self._leader = self.forehand
        self._trick: list[Card] = []
        """The cards of the trick in progress: a list, made a tuple once the trick is taken."""
        self._best = -1
        """The index of the card winning the trick in progress."""
        self._winner = -1
        """The seat that played it."""
        self._led = 0
        """16 times the index of the card that led it: a row of `_follow`."""
        self._tricks: tuple[Trick, ...] = ()
        self._score: Score | None = None
        self._legal_now: tuple[Action, ...]
        self._steps: dict[Call, Step]
        self._legal_now, self._steps = self._state.options[self._kinds[self._opening.first]]
        """The legal actions, worked out as each action is applied: the GUI, the bots and
        the next `apply` all ask for them; while the auction lasts, by legal call the step
        it makes (empty once it is over)."""
        self._legal_cards = 0
        """The legal cards as a bitmask (0 outside card play): `apply` tests a card against
        it, as a test of membership in `_legal_now` compares cards in Python (`Card.__lt__`
        makes every comparison of cards a Python one)."""

    # -- where the deal stands ------------------------------------------------

    @property
    def phase(self) -> Phase:
        if self._score is not None:
            return Phase.DONE
        return Phase.AUCTION if self._sides is None else Phase.PLAY

    @property
    def dealt(self) -> tuple[tuple[Card, ...], ...]:
        """The four hands as dealt, in the stable card order."""
        return tuple([cards_in(m) for m in self._dealt_masks])

    @property
    def auction(self) -> Auction:
        auction = self._auction
        if auction is None:
            # Made when asked, not at every call.
            auction = self._auction = self._state.auction(self._opening.first, self._calls())
        return auction

    def _calls(self) -> list[Call]:
        """The calls made: the history but for the cards played after them."""
        return cast("list[Call]", self._history[: len(self._history) - self._played.bit_count()])

    @property
    def calls(self) -> tuple[SeatCall, ...]:
        return self.auction.calls

    @property
    def sides(self) -> Sides | None:
        """The true sides once the auction is over (hidden from players: see observation)."""
        return self._sides

    @property
    def order(self) -> RankOrder | None:
        """The rank order of the contract, once the auction is over."""
        return self._order

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The tricks taken so far."""
        return self._tricks

    @property
    def leader(self) -> int:
        """The seat that leads (or led) the trick in progress."""
        return self._leader

    @property
    def trick(self) -> tuple[Card, ...]:
        """The cards of the trick in progress, in the order played."""
        return tuple(self._trick)

    @property
    def score(self) -> Score | None:
        return self._score

    def copy(self) -> Deal:
        """An independent deal at the same point (for review and practice): dealt again,
        its actions replayed."""
        other = Deal(self.rules, self.dealer, self.dealt, self.in_bok_round)
        for action in self._history:
            other.apply(action)
        return other

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards `seat` still holds."""
        return cards_in(self._hand_mask(seat))

    def _hand_mask(self, seat: int) -> int:
        return self._dealt_masks[seat] & ~self._played

    def observation(self, seat: int) -> Observation:
        """What `seat` knows: its own hand and everything public, nothing more."""
        return observe(self, seat)

    # -- what may be done ----------------------------------------------------

    def legal_actions(self) -> tuple[Action, ...]:
        return self._legal_now

    def refusal(self, action: Action) -> Refusal | None:
        """Why `action` is not allowed now, or None if it is."""
        if action in self._legal_now:
            return None
        return self._refused(action)

    def _refused(self, action: Action) -> Refusal:
        """Why `action`, known not to be legal, is refused."""
        seat = self.to_move
        if seat is None:
            return Refusal(RefusalCode.DEAL_OVER, None, action)
        if isinstance(action, Call):
            if self._sides is not None:
                return Refusal(RefusalCode.AUCTION_OVER, seat, action)
            refusal = call_refusal(self.rules, self.auction, self._dealt_masks[seat], action)
            assert refusal is not None
            return refusal
        if self._order is None:
            return Refusal(RefusalCode.AUCTION_OPEN, seat, action)
        hand = self._hand_mask(seat)
        if not hand & action.bit:
            return Refusal(RefusalCode.NOT_IN_HAND, seat, action)
        constraint = self._order.constraint(hand, [c.index for c in self._trick])
        assert constraint.duty is not None
        return Refusal(
            constraint.duty,
            seat,
            action,
            cards=cards_in(constraint.allowed),
            to_beat=constraint.to_beat,
            suit=constraint.suit,
        )

    # -- doing it --------------------------------------------------------------

    def apply(self, action: Action) -> tuple[Event, ...]:
        """Make the call or play the card for the seat to move; return what happened."""
        # Calls and cards are made here rather than in methods of their own, but for the
        # auction's close and a trick's end: a deal makes about 27 of them.
        if isinstance(action, Call):
            step = self._steps.get(action)
            if step is None:
                raise IllegalAction(self._refused(action))
            self._history.append(action)
            seat = self.to_move
            assert seat is not None
            state, made = step
            self._state = state
            self._auction = None
            events = made[seat]
            if state.is_over:
                return self._auction_over(events[0])
            self.to_move = seat = (seat + 1) & 3
            self._legal_now, self._steps = state.options[self._kinds[seat]]
            return events
        if not self._legal_cards & action.bit or action.deck is not KOP_16:
            raise IllegalAction(self._refused(action))
        self._history.append(action)
        seat = self.to_move
        assert seat is not None
        index = action.index
        self._played |= action.bit
        trick = self._trick
        if not trick:
            self._best, self._winner, self._led = index, seat, index * 16
        elif action.bit & self._beats[self._best]:
            self._best, self._winner = index, seat
        trick.append(action)
        if len(trick) == 4:
            return self._trick_over(_CARD_PLAYED[seat][index])
        played = _CARD_PLAYED_ALONE[seat][index]
        self.to_move = seat = (seat + 1) & 3
        hand = self._dealt_masks[seat] & ~self._played
        first, second, third = self._follow[self._led + self._best]
        self._legal_cards = legal = hand & first or hand & second or hand & third or hand
        self._legal_now = CARDS_OF[legal]
        return played

    def _auction_over(self, made: CallMade) -> tuple[Event, ...]:
        """The auction closed by the call `made`: the sides, the order and the first lead."""
        standing = self._standing_call()
        self._steps = {}
        self.to_move = leader = self._leader
        self._sides = sides = sides_of(self.rules, standing, self._dealt_masks)
        contract = sides.contract
        self._order = order = self.rules.order_for(contract)
        self._beats, self._follow = order.beats, follow_chains(order)
        closed = _auction_closed((standing.call.contract, standing.seat) if standing else (None, None))
        if contract.is_thrown:
            return (made, closed, self._finish())
        self._legal_cards = legal = self._dealt_masks[leader]
        self._legal_now = CARDS_OF[legal]
        return (made, closed)

    def _standing_call(self) -> SeatCall | None:
        """The contract call that stands at the auction's close, read off the calls made
        without making the `Auction` (its state knows how many calls ago it was made)."""
        since = self._state.since
        if not since:
            return None
        at = len(self._history) - since
        call = self._history[at]
        assert isinstance(call, Call)
        return self._call_rules.seat_calls[self._opening.first][at & 3][call]

    def _trick_over(self, played: CardPlayed) -> tuple[Event, ...]:
        """The fourth card `played` to the trick: the trick is taken, the next one led or the deal over."""
        trick = tuple(self._trick)
        self._trick.clear()
        leader, winner = self._leader, self._winner
        first, second, third, fourth = trick
        taken = _trick((leader, trick, winner, first.points + second.points + third.points + fourth.points))
        self._tricks += (taken,)
        self._leader = self.to_move = winner
        if len(self._tricks) < 4:
            self._legal_cards = legal = self._dealt_masks[winner] & ~self._played
            self._legal_now = CARDS_OF[legal]
            return (played, _trick_taken((taken,)))
        return (played, _trick_taken((taken,)), self._finish())

    def _finish(self) -> DealOver:
        assert self._sides is not None
        self.to_move = None
        self._legal_cards, self._legal_now = 0, ()
        state = self._state
        doublings = state.doublings(self._opening.first, self._calls()) if state.level else ()
        self._score = score_deal(self.rules, self._sides, doublings, self._tricks, self.in_bok_round)
        return _deal_over((self._score,))


"""One deal of Scopa or Scopone, from the pack to the score: the state every player acts on.

A `Deal` knows the whole truth (every hand, the talon); players see it only through
`observation(seat)`. Its phase is `play`, `redeal` (a void deal: three or four kings
on the table) or `done`. `apply` refuses an illegal move with a reason and leaves the
deal as it was; `rewind` goes back to any earlier point.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Sequence
from functools import lru_cache, partial
from typing import NamedTuple

from kopdesk.cards import Card
from kopdesk.games.history import Replayed
from kopdesk.games.scopa.captures import Captures, captures_of, equal_cards, is_ace_sweep
from kopdesk.games.scopa.cards import ACES, CARDS, VALUE, cards_in
from kopdesk.games.scopa.dealing import (
    ROUND,
    DealError,
    Positions,
    Start,
    check_deck,
    deal_by,
    dealing_plan,
    plan_positions,
    refill,
    shuffled_deck,
)  # fmt: skip
from kopdesk.games.scopa.events import (
    CardDrawn,
    CardKept,
    CardLaid,
    CardsCaptured,
    DealOver,
    Event,
    HandsDealt,
    LeftoverTaken,
)
from kopdesk.games.scopa.moves import PASS, Action, Move
from kopdesk.games.scopa.observation import Observation
from kopdesk.games.scopa.refusals import IllegalAction, Refusal, RefusalCode
from kopdesk.games.scopa.rules import Assi, CaptureRule, RuleSet
from kopdesk.games.scopa.scoring import ScopaMade, Score, score_deal
from kopdesk.quoting import quoted

_LAID: tuple[tuple[tuple[CardLaid], ...], ...] = tuple(
    tuple((CardLaid(seat, c),) for c in CARDS) for seat in range(4)  # two to four play
)
"""What `apply` returns for a lay, by seat and card: events are immutable values, and the
commonest move's are made once, not at every lay."""
# This makes the event of a capture from its fields in C, without the Python frame of a
# named tuple's __new__.
_cards_captured = partial(tuple.__new__, CardsCaptured)
_ROUND_DEALT: tuple[tuple[Event, ...], ...] = tuple((HandsDealt(ROUND, talon),) for talon in range(len(CARDS)))
"""The events of a round dealt, by the talon's cards left: immutable, made once."""


class Phase(enum.Enum):
    PLAY = "play"
    REDEAL = "redeal"
    DONE = "done"


class _Seating(NamedTuple):
    """What every deal of one rule set and dealer shares: who plays in which order and on
    which side, how the cards are dealt, how they capture."""

    order: tuple[int, ...]
    sides: tuple[tuple[int, ...], ...]
    side_of: tuple[int, ...]
    following: tuple[tuple[int, ...], ...]
    """Per seat that plays, the seats after it in order, itself last."""
    next_seat: tuple[int, ...]
    """Per seat that plays, the seat after it in order (its own for one that does not play)."""
    positions: Positions
    """Where in the pack each player's cards and the table's are (`plan_positions`)."""
    captures: Captures


@lru_cache(maxsize=64)
def _seating(rules: RuleSet, dealer: int) -> _Seating:
    _check_dealer(rules, dealer)
    order = rules.active_seats(dealer)
    sides = rules.sides()
    side_of = tuple(next(i for i, side in enumerate(sides) if seat in side) for seat in range(rules.players))
    following: list[tuple[int, ...]] = [()] * rules.players
    for position, seat in enumerate(order):
        following[seat] = order[position + 1 :] + order[: position + 1]
    next_seat = tuple(after[0] if after else seat for seat, after in enumerate(following))
    positions = plan_positions(dealing_plan(rules.dealing, len(order)), len(order))
    return _Seating(order, sides, side_of, tuple(following), next_seat, positions, captures_of(rules))


class Deal(Replayed[Action]):
    __slots__ = (
        "_captured", "_captures", "_dealt", "_drawn", "_following", "_hand_moves", "_hands", "_history",
        "_last_capture", "_legal_now", "_log", "_next_seat", "_one_card", "_scope_log", "_score", "_side_of", "_table",
        "_talon_at", "_void", "dealer", "deck", "match_score", "order", "rules", "sides", "to_move",
    )  # fmt: skip

    def __init__(
        self, rules: RuleSet, dealer: int, deck: Sequence[Card], match_score: Sequence[int] | None = None
    ) -> None:
        _check_dealer(rules, dealer)
        check_deck(deck)
        self._set_up(rules, dealer, tuple(deck), match_score)

    @classmethod
    def shuffled(cls, rules: RuleSet, dealer: int, rng: random.Random) -> Deal:
        """A deal from a pack shuffled from `rng`: cards dealt here need no check (and the
        dealer is checked as the deal's seating is worked out)."""
        deal = object.__new__(cls)
        deal._set_up(rules, dealer, shuffled_deck(rng), None)
        return deal

    def _set_up(self, rules: RuleSet, dealer: int, deck: tuple[Card, ...], match_score: Sequence[int] | None) -> None:
        self.rules = rules
        self.dealer = dealer
        self.deck = deck
        seating = _seating(rules, dealer)
        self.order = seating.order
        """The seats that play, in order: the first player first."""
        self.sides, self._side_of, self._following, self._next_seat, self._captures = (
            seating.sides, seating.side_of, seating.following, seating.next_seat, seating.captures
        )
        self._hand_moves = seating.captures.hand_moves
        self._one_card = rules.deal_one_card
        self.match_score = (0,) * len(self.sides) if match_score is None else _checked_score(match_score, self.sides)
        """The match scores per side before this deal."""
        self._dealt: Start = deal_by(self.order, seating.positions, rules.players, deck)
        self._void = rules.kings_redeal and self._dealt.is_void
        self._history: list[Action] = []
        self._start()

    def _start(self) -> None:
        """The deal as dealt, before any move."""
        self._hands = list(self._dealt.hands)
        self._table = self._dealt.table
        self._talon_at = 0
        """How many talon cards have been dealt."""
        self._captured = [0] * len(self.sides)
        self._scope_log: list[ScopaMade] = []
        self._last_capture: int | None = None
        self._drawn: Card | None = None
        """deal_one_card: the card just drawn that may capture at once (the seat to move holds it)."""
        self.to_move: int | None = None if self._void else self.order[0]
        """The seat to move; None when the deal is over or void. Read it, never set it: a plain
        attribute, not a property, as every step of every deal asks for it."""
        self._score: Score | None = None
        self._legal_now: tuple[Action, ...] | None = None
        self._log: list[Event] = []
        """Every event of the moves so far, in order: what all the players saw."""

    def copy(self) -> Deal:
        """An independent deal at the same point (for search and review)."""
        other = object.__new__(Deal)
        for name in self.__slots__:
            setattr(other, name, getattr(self, name))
        other._history = list(self._history)
        other._hands = list(self._hands)
        other._captured = list(self._captured)
        other._scope_log = list(self._scope_log)
        other._log = list(self._log)
        return other

    # -- where the deal stands ------------------------------------------------

    @property
    def phase(self) -> Phase:
        if self._void:
            return Phase.REDEAL
        return Phase.PLAY if self._score is None else Phase.DONE

    @property
    def next_dealer(self) -> int:
        """The same dealer after a void deal, else the first player (the Scopa rules: the match)."""
        return self.dealer if self._void else (self.dealer + 1) % self.rules.players

    @property
    def table(self) -> tuple[Card, ...]:
        return cards_in(self._table)

    @property
    def talon(self) -> tuple[Card, ...]:
        """The talon's cards still to come, top first."""
        return self._dealt.talon[self._talon_at :]

    @property
    def captured(self) -> tuple[tuple[Card, ...], ...]:
        """Each side's pile so far (with the leftover once the deal is over)."""
        return tuple(cards_in(pile) for pile in self._captured)

    @property
    def scope(self) -> tuple[int, ...]:
        return tuple(sum(1 for made in self._scope_log if made.side == side) for side in range(len(self.sides)))

    @property
    def scope_log(self) -> tuple[ScopaMade, ...]:
        return tuple(self._scope_log)

    @property
    def last_capture(self) -> int | None:
        """The side that made the last capture so far."""
        return self._last_capture

    @property
    def drawn(self) -> Card | None:
        """deal_one_card: the card just drawn, which the seat to move may capture with or keep."""
        return self._drawn

    @property
    def score(self) -> Score | None:
        return self._score

    def side_of(self, seat: int) -> int:
        return self._side_of[seat]

    def hand(self, seat: int) -> tuple[Card, ...]:
        return cards_in(self._hands[seat])

    def observation(self, seat: int) -> Observation:
        """What `seat` knows: its own hand and everything public, nothing more."""
        hidden = sum(c.bit for c in self.talon) | sum(h for s, h in enumerate(self._hands) if s != seat)
        return Observation(
            seat=seat,
            rules=self.rules,
            dealer=self.dealer,
            sides=self.sides,
            to_move=self.to_move,
            hand=self.hand(seat),
            hand_sizes=tuple(h.bit_count() for h in self._hands),
            table=self.table,
            talon=len(self.talon),
            captured=self.captured,
            scope=self.scope,
            last_capture=self._last_capture,
            seen=cards_in(((1 << len(CARDS)) - 1) & ~hidden),
            drawn=self._drawn if self.to_move == seat else None,
            legal=self._legal() if self.to_move == seat else (),
            void=self._void,
            score=self._score,
            events=tuple(self._log),
        )

    # -- what may be done ------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        return list(self._legal_now or self._legal())

    def _legal(self) -> tuple[Action, ...]:
        # Worked out once per position: the GUI, bots and apply() all ask.
        legal = self._legal_now
        if legal is None:
            seat = self.to_move
            if seat is None:
                legal = ()
            elif self._drawn is not None:
                legal = (*self._moves_with(self._drawn), PASS)
            else:
                legal = self._hand_moves(self._hands[seat], self._table)
            self._legal_now = legal
        return legal

    def _moves_with(self, card: Card) -> tuple[Move, ...]:
        """The moves with `card`: one per capture set, or the lay when it cannot capture.
        A card just drawn under deal_one_card is only ever played to capture (it can)."""
        return self._captures.moves(card.index, self._table)

    def _can_capture(self, card: Card) -> bool:
        return bool(self._moves_with(card)[0].take)

    def _allows(self, action: Action) -> bool:
        """Whether `action` is legal now: one of the moves offered, handed back, is found by
        identity (no dataclass comparison); any other is looked up among its card's moves."""
        return _offered(self._legal(), action) or self._allows_other(action)

    def _allows_other(self, action: Action) -> bool:
        """Whether `action`, not one of the moves offered, equals one that is legal now."""
        seat = self.to_move
        if seat is None:
            return False
        if not isinstance(action, Move):
            return action is PASS and self._drawn is not None
        card = action.card
        if not self._hands[seat] & card.bit or (self._drawn is not None and card is not self._drawn):
            return False
        return action in self._moves_with(card)

    def refusal(self, action: Action) -> Refusal | None:
        """Why `action` is not allowed now, or None if it is."""
        return None if self._allows(action) else self._refused(action)

    def _refused(self, action: Action) -> Refusal:
        """Why `action`, known not to be legal, is refused."""
        seat = self.to_move
        if seat is None:
            return Refusal(RefusalCode.VOID_DEAL if self._void else RefusalCode.DEAL_OVER, None, action)
        if not isinstance(action, Move):
            return Refusal(RefusalCode.NO_PASS, seat, action)
        card, take = action.card, action.take
        if not self._hands[seat] & card.bit:
            return Refusal(RefusalCode.NOT_IN_HAND, seat, action)
        if self._drawn is not None and card is not self._drawn:
            return Refusal(RefusalCode.ONLY_DRAWN, seat, action, self._legal())
        if take & ~self._table:
            return Refusal(RefusalCode.NOT_ON_TABLE, seat, action, cards=cards_in(take & ~self._table))
        choices: tuple[Action, ...] = self._moves_with(card)
        if not take:
            if self._drawn is not None:
                choices = self._legal()
            return Refusal(RefusalCode.MUST_CAPTURE, seat, action, choices)
        if not self._can_capture(card):
            return Refusal(RefusalCode.CANNOT_CAPTURE, seat, action)
        return Refusal(self._why_not(card, take), seat, action, choices, cards_in(self._equal(card)))

    def _equal(self, card: Card) -> int:
        """The table cards a capture by equal value would take, if that rule applies."""
        if self.rules.quindici or self.rules.capture_rule is CaptureRule.FREE:
            return 0
        return sum(equal_cards(self._table, VALUE[card.index]))

    def _why_not(self, card: Card, take: int) -> RefusalCode:
        """Which rule forbids `card` to take `take`, a set of table cards it may not take."""
        rules, table = self.rules, self._table
        if rules.assi is not Assi.OFF and card.bit & ACES:
            return RefusalCode.ACE_TAKES_ACE if table & ACES else RefusalCode.ACE_SWEEP
        value = VALUE[card.index]
        target = 15 - value if rules.quindici else value
        sums_right = sum(VALUE[c.index] for c in cards_in(take)) == target
        if sums_right and self._equal(card) and not take & self._equal(card):
            return RefusalCode.MUST_TAKE_EQUAL
        if sums_right and rules.capture_rule is CaptureRule.FEWEST_CARDS:
            return RefusalCode.FEWEST_CARDS
        return RefusalCode.WRONG_SET

    # -- doing it ----------------------------------------------------------------

    def apply(self, action: Action) -> tuple[Event, ...]:
        """Make `action` for the seat to move; return what happened."""
        for offered in self._legal_now or self._legal():
            if offered is action:  # `_allows`, inline: a move handed back is found without a call
                break
        else:
            if not self._allows_other(action):
                raise IllegalAction(self._refused(action))
        seat = self.to_move
        assert seat is not None
        self._history.append(action)
        if action is PASS:
            self._legal_now = self._drawn = None
            events: tuple[Event, ...] = (CardKept(seat), *self._next_turn(seat))
        else:
            card, take = action.card, action.take
            hands = self._hands
            hands[seat] ^= card.bit
            if take:
                played = self._capture(seat, card, take)
                alone: tuple[Event, ...] = (played,)
            else:  # a lay, the commonest move, made here without a call
                self._table |= card.bit
                alone = _LAID[seat][card.index]
                played = alone[0]
            if self._one_card:  # the only rule under which a card is drawn
                self._legal_now = self._drawn = None
                after = self._after_move(seat)
            else:
                # The commonest turn: the next seat holds cards. `_next_turn` without a call.
                following = self._next_seat[seat]
                if hands[following]:
                    self.to_move = following
                    self._legal_now = self._hand_moves(hands[following], self._table)
                    self._log.append(played)
                    return alone
                self._legal_now = None
                after = self._next_turn(seat)
            events = (played, *after) if after else alone
        self._log += events
        return events

    def _capture(self, seat: int, card: Card, take: int) -> Event:
        table = self._table
        self._table = table ^ take
        side = self._side_of[seat]
        self._captured[side] |= take | card.bit
        self._last_capture = side
        scopa = not self._table and self._sweep_counts(card, table)
        if scopa:
            self._scope_log.append(ScopaMade(len(self._history) - 1, seat, side))
        return _cards_captured((seat, card, self._captures.taken.get(take) or cards_in(take), scopa))

    def _sweep_counts(self, card: Card, table: int) -> bool:
        """Whether `card`, taking all of `table`, makes a scopa: not an ace's sweep under
        assi no_scopa, nor the deal's last card unless last_card_scopa."""
        rules = self.rules
        if rules.assi is Assi.NO_SCOPA and is_ace_sweep(rules, card, table):
            return False
        return rules.last_card_scopa or any(self._hands) or self._talon_at < len(self._dealt.talon)

    def _after_move(self, seat: int) -> tuple[Event, ...]:
        """deal_one_card: a hand just emptied draws the talon's top card, which may capture at once."""
        talon = self._dealt.talon
        if self._hands[seat] or self._talon_at == len(talon):
            return self._next_turn(seat)
        drawn = talon[self._talon_at]
        self._talon_at += 1
        self._hands[seat] |= drawn.bit
        event = CardDrawn(seat, len(talon) - self._talon_at)
        if self._can_capture(drawn):
            self._drawn = drawn
            return (event,)
        return (event, *self._next_turn(seat))

    def _next_turn(self, seat: int) -> tuple[Event, ...]:
        """The turn passes to the next seat in order holding cards; a new round when
        every hand is empty; the end when the talon is empty too."""
        hands = self._hands
        for following in self._following[seat]:  # `seat` last: if none holds cards, every hand is empty
            if hands[following]:
                self.to_move = following
                # Its moves now: every apply needs them, and the caller asks for them first.
                self._legal_now = self._hand_moves(hands[following], self._table)
                return ()
        talon = self._dealt.talon
        if self._talon_at == len(talon):
            return self._finish()
        self._talon_at = refill(self.order, hands, talon, self._talon_at)
        self.to_move = self.order[0]
        return _ROUND_DEALT[len(talon) - self._talon_at]

    def _finish(self) -> tuple[Event, ...]:
        self.to_move = None
        leftover = cards_in(self._table)
        side = self._last_capture
        if side is not None:
            self._captured[side] |= self._table
            self._table = 0
        taker = side if leftover else None
        self._score = score_deal(self.rules, self.sides, self._captured, leftover, taker, self._scope_log)
        over = DealOver(self._score)
        return (LeftoverTaken(taker, leftover), over) if leftover else (over,)


def _offered(legal: tuple[Action, ...], action: Action) -> bool:
    """Whether `action` is one of the moves in `legal` itself (by identity)."""
    return any(offered is action for offered in legal)


def _checked_score(match_score: Sequence[int], sides: tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
    score = tuple(match_score)
    if len(score) != len(sides) or min(score) < 0:
        raise DealError(f"the match score must be {len(sides)} whole numbers 0 or more")
    return score


def _check_dealer(rules: RuleSet, dealer: int) -> None:
    if dealer not in range(rules.players):
        raise DealError(f"the dealer must be a seat 0-{rules.players - 1}, not {quoted(dealer)}")

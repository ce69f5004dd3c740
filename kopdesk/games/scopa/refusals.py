"""Why a move is refused: a code plus the cards and choices involved.

A UI turns a `Refusal` into a sentence in the user's language from its code and
fields; `describe()` gives the plain English one of the command line, in a
learner's words ("an equal card is on the table: 7H must take 7C, not 3H+4S").
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass

from kopdesk.cards import Card
from kopdesk.games import refusals
from kopdesk.games.scopa.cards import joined
from kopdesk.games.scopa.moves import Action, Move


class RefusalCode(enum.Enum):
    DEAL_OVER = "deal_over"
    VOID_DEAL = "void_deal"
    NOT_IN_HAND = "not_in_hand"
    NO_PASS = "no_pass"
    ONLY_DRAWN = "only_drawn"
    NOT_ON_TABLE = "not_on_table"
    CANNOT_CAPTURE = "cannot_capture"
    MUST_CAPTURE = "must_capture"
    MUST_TAKE_EQUAL = "must_take_equal"
    FEWEST_CARDS = "fewest_cards"
    ACE_TAKES_ACE = "ace_takes_ace"
    ACE_SWEEP = "ace_sweep"
    WRONG_SET = "wrong_set"


@dataclass(frozen=True, slots=True)
class Refusal:
    """`choices`: the legal moves with the card played (or, for a pass or a card other
    than the one just drawn, every legal move); `cards`: the cards the rule points at
    (the equal cards on the table, the cards named that are not there)."""

    code: RefusalCode
    seat: int | None
    action: Action | None = None
    choices: tuple[Action, ...] = ()
    cards: tuple[Card, ...] = ()

    def describe(self) -> str:
        return _ENGLISH[self.code](self)


def _choices(refusal: Refusal) -> str:
    return ", ".join(sorted(str(c) for c in refusal.choices))


def _card(refusal: Refusal) -> str:
    return str(refusal.action.card) if isinstance(refusal.action, Move) else str(refusal.action)


def _take(refusal: Refusal) -> str:
    return joined(refusal.action.take) if isinstance(refusal.action, Move) else ""


def _cards(refusal: Refusal) -> str:
    return ", ".join(str(c) for c in refusal.cards)


def _must_take_equal(refusal: Refusal) -> str:
    which = _cards(refusal) if len(refusal.cards) == 1 else f"one of {_cards(refusal)}"
    return f"an equal card is on the table: {_card(refusal)} must take {which}, not {_take(refusal)}"


_ENGLISH: dict[RefusalCode, Callable[[Refusal], str]] = {
    RefusalCode.DEAL_OVER: lambda r: "the deal is over",
    RefusalCode.VOID_DEAL: lambda r: (
        "the deal is void (three or more kings on the table): the same dealer deals again"
    ),
    RefusalCode.NOT_IN_HAND: lambda r: f"seat {r.seat} does not hold {_card(r)}",
    RefusalCode.NO_PASS: lambda r: (
        f"seat {r.seat} must play a card: only a card just drawn may be kept with pass"
    ),
    RefusalCode.ONLY_DRAWN: lambda r: (
        f"seat {r.seat} has just drawn a card: he may capture with it now or pass ({_choices(r)})"
    ),
    RefusalCode.NOT_ON_TABLE: lambda r: f"{_cards(r)} {'is' if len(r.cards) == 1 else 'are'} not on the table",
    RefusalCode.CANNOT_CAPTURE: lambda r: f"{_card(r)} cannot take anything here: it is laid on the table",
    RefusalCode.MUST_CAPTURE: lambda r: (
        f"{_card(r)} can capture, so it must: the choices are {_choices(r)}"
    ),
    RefusalCode.MUST_TAKE_EQUAL: _must_take_equal,
    RefusalCode.FEWEST_CARDS: lambda r: (
        f"{_card(r)} must take the fewest cards it can, not {_take(r)}: the choices are {_choices(r)}"
    ),
    RefusalCode.ACE_TAKES_ACE: lambda r: (
        f"an ace lies on the table: {_card(r)} takes only an ace, not {_take(r)} (the choices are {_choices(r)})"
    ),
    RefusalCode.ACE_SWEEP: lambda r: (
        f"with no ace on the table an ace takes every card: {_choices(r)}"
    ),
    RefusalCode.WRONG_SET: lambda r: f"{_card(r)} may not take {_take(r)}: the choices are {_choices(r)}",
}


class IllegalAction(refusals.IllegalAction[Refusal]):
    """A move the rules refuse; the deal is left as it was."""

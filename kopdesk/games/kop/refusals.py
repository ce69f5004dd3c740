"""Why an action is refused: a code plus the cards and values involved.

A UI turns a `Refusal` into a sentence in the user's language from its code and
fields; `describe()` gives the plain English one used on the command line.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from kopdesk.games import refusals
from kopdesk.games.kop.cards import Card, Suit
from kopdesk.games.tricks import Duty

if TYPE_CHECKING:
    from kopdesk.games.kop.calls import Call
    from kopdesk.games.kop.rules import Contract

    Action = Card | Call


class RefusalCode(enum.Enum):
    """Why an action is refused, besides a duty to follow (a `Duty`, the Kop rules (following))."""

    # the wrong moment or the wrong card
    NOT_IN_HAND = "not_in_hand"
    AUCTION_OPEN = "auction_open"
    AUCTION_OVER = "auction_over"
    DEAL_OVER = "deal_over"
    OUT_OF_TURN = "out_of_turn"
    # calls (the Kop rules: the auction)
    CONTRACT_NOT_OFFERED = "contract_not_offered"
    CONTRACT_TOO_LOW = "contract_too_low"
    CONTRACT_NEEDS_CARDS = "contract_needs_cards"
    DOUBLE_LIMIT = "double_limit"
    DOUBLE_THROWN = "double_thrown"
    DOUBLE_OWN_CONTRACT = "double_own_contract"
    DOUBLE_CICHA = "double_cicha"
    JACK_MISSING = "jack_missing"
    JACK_HELD = "jack_held"
    JACK_NOT_ASKED = "jack_not_asked"


@dataclass(frozen=True, slots=True)
class Refusal:
    """`cards`: the cards the rule points at (those the player must play, or holds
    that it lacks); `to_beat`: the card winning the trick; `contract`: the contract
    standing or called; `limit`: the highest doubling level allowed."""

    code: RefusalCode | Duty
    seat: int | None
    action: Action | None = None
    cards: tuple[Card, ...] = ()
    to_beat: Card | None = None
    suit: Suit | None = None
    contract: Contract | None = None
    limit: int | None = None

    def describe(self) -> str:
        return _ENGLISH[self.code](self, f"seat {self.seat}")


def _list(cards: tuple[Card, ...]) -> str:
    return ", ".join(str(c) for c in cards)


def _suit(refusal: Refusal) -> str:
    return refusal.suit.name.lower() if refusal.suit is not None else "trumps"


def _contract(refusal: Refusal) -> str:
    return refusal.contract.value if refusal.contract else "?"


_ENGLISH: dict[RefusalCode | Duty, Callable[[Refusal, str], str]] = {
    Duty.FOLLOW_SUIT: lambda r, who: f"{who} must follow {_suit(r)} with {_list(r.cards)}",
    Duty.BEAT_IN_SUIT: lambda r, who: (
        f"{who} must beat {r.to_beat} with a higher card of {_suit(r)} ({_list(r.cards)})"
    ),
    Duty.BEAT: lambda r, who: f"{who} must beat {r.to_beat} with {_list(r.cards)}",
    Duty.PLAY_TRUMP: lambda r, who: (
        f"{who} cannot beat {r.to_beat} but must still play a trump ({_list(r.cards)})"
    ),
    RefusalCode.NOT_IN_HAND: lambda r, who: f"{who} does not hold {r.action}",
    RefusalCode.AUCTION_OPEN: lambda r, who: "the auction is not over yet: no card may be played",
    RefusalCode.AUCTION_OVER: lambda r, who: "the auction is over: no more calls",
    RefusalCode.DEAL_OVER: lambda r, who: "the deal is over",
    RefusalCode.OUT_OF_TURN: lambda r, who: f"it is not {who}'s turn",
    RefusalCode.CONTRACT_NOT_OFFERED: lambda r, who: (
        f"{_contract(r)} is not played under these rules"
    ),
    RefusalCode.CONTRACT_TOO_LOW: lambda r, who: (
        f"{r.action} does not outrank the {_contract(r)} already called"
    ),
    RefusalCode.CONTRACT_NEEDS_CARDS: lambda r, who: (
        f"{who} may call {_contract(r)} only holding {_list(r.cards)}"
    ),
    RefusalCode.DOUBLE_LIMIT: lambda r, who: f"the rules allow at most {r.limit} doublings",
    RefusalCode.DOUBLE_THROWN: lambda r, who: f"{_contract(r)} cannot be doubled",
    RefusalCode.DOUBLE_OWN_CONTRACT: lambda r, who: (
        f"{who} called {_contract(r)} and may not be the first to double it"
    ),
    RefusalCode.DOUBLE_CICHA: lambda r, who: (
        f"{who} holds both black queens and may not be the first to double"
    ),
    RefusalCode.JACK_MISSING: lambda r, who: "a wesele under these rules must name a jack",
    RefusalCode.JACK_HELD: lambda r, who: f"{who} holds {_list(r.cards)} and must name another jack",
    RefusalCode.JACK_NOT_ASKED: lambda r, who: (
        "under these rules a call names no card (only wesele names a jack, under named_jack)"
    ),
}


class IllegalAction(refusals.IllegalAction[Refusal]):
    """An action the rules refuse; the deal is left as it was."""

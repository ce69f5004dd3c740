"""Why an action is refused: a code plus the cards and values involved.

A UI turns a `Refusal` into a sentence in the user's language from its code and
fields; `describe()` gives the plain English one of the command line, in a
learner's words ("the called ace AG must be played when its suit is led").
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass

from kopdesk.cards import Card, Deck, Look, Suit
from kopdesk.games import refusals
from kopdesk.games.schafkopf.calls import Call
from kopdesk.games.schafkopf.rules import Contract
from kopdesk.games.tricks import Duty

Action = Card | Call


class RefusalCode(enum.Enum):
    """Why an action is refused, besides the duty to follow (a `Duty`, 6.1)."""

    # the wrong moment or the wrong card
    DEAL_OVER = "deal_over"
    CALLS_OPEN = "calls_open"
    CALLS_OVER = "calls_over"
    NO_CALLS = "no_calls"
    CALL_NOT_NOW = "call_not_now"
    NOT_IN_HAND = "not_in_hand"
    FACE_DOWN = "face_down"
    # Bavarian bidding, Schuss and Retour (4.1, 4.2)
    CONTRACT_NOT_OFFERED = "contract_not_offered"
    CONTRACT_TOO_LOW = "contract_too_low"
    ACE_TRUMP = "ace_trump"
    ACE_HELD = "ace_held"
    ACE_NO_SUIT = "ace_no_suit"
    SIE_NEEDS_COURTS = "sie_needs_courts"
    DOUBLE_LIMIT = "double_limit"
    SCHUSS_BY_DEFENDERS = "schuss_by_defenders"
    RETOUR_BY_DECLARERS = "retour_by_declarers"
    # Wendish and German calls (4.3, 4.5)
    PARTNER_HELD = "partner_held"
    PARTNER_NOT_ACE = "partner_not_ace"
    TRUMPS_TOO_FEW = "trumps_too_few"
    MUST_ANNOUNCE = "must_announce"
    MUST_NAME_TRUMP = "must_name_trump"
    # the called ace (6.2)
    CALLED_ACE_SEARCHED = "called_ace_searched"
    CALLED_ACE_DISCARD = "called_ace_discard"
    CALLED_ACE_LEAD = "called_ace_lead"


@dataclass(frozen=True, slots=True)
class Refusal:
    """`cards`: the cards the rule points at (those the player may play, the called ace, the
    card held); `suit`: the suit led or named; `contract`: the contract standing;
    `limit`: the doubling limit, or the trumps needed; `count`: the trumps held;
    `choices`: the calls open now."""

    code: RefusalCode | Duty
    seat: int | None
    deck: Deck
    action: Action | None = None
    cards: tuple[Card, ...] = ()
    suit: Suit | None = None
    contract: Contract | None = None
    limit: int | None = None
    count: int | None = None
    choices: tuple[Call, ...] = ()

    def describe(self) -> str:
        return _ENGLISH[self.code](self, f"seat {self.seat}")


_GERMAN_SUITS = ("Eichel", "Gras", "Herz", "Schellen")
_FRENCH_SUITS = ("clubs", "spades", "hearts", "diamonds")


def suit_name(deck: Deck, suit: Suit) -> str:
    return (_GERMAN_SUITS if deck.look is Look.GERMAN else _FRENCH_SUITS)[suit]


def _suit(r: Refusal) -> str:
    return suit_name(r.deck, r.suit) if r.suit is not None else "trumps"


def _cards(r: Refusal) -> str:
    return ", ".join(str(c) for c in r.cards)


def _choices(r: Refusal) -> str:
    return ", ".join(sorted(str(c) for c in r.choices))


def _contract(r: Refusal) -> str:
    return r.contract.value if r.contract is not None else "?"


def _called(r: Refusal) -> str:
    return str(r.cards[0]) if r.cards else "?"


_ENGLISH: dict[RefusalCode | Duty, Callable[[Refusal, str], str]] = {
    Duty.FOLLOW_SUIT: lambda r, who: f"{who} must follow {_suit(r)} with {_cards(r)}",
    Duty.PLAY_TRUMP: lambda r, who: f"{who} must follow trumps with {_cards(r)}",
    RefusalCode.DEAL_OVER: lambda r, who: "the deal is over",
    RefusalCode.CALLS_OPEN: lambda r, who: "the calls are not over yet: no card may be played",
    RefusalCode.CALLS_OVER: lambda r, who: "the calls are over: no more calls",
    RefusalCode.NO_CALLS: lambda r, who: "nobody calls in this deal: play begins at once",
    RefusalCode.CALL_NOT_NOW: lambda r, who: f"{r.action} is not a call of this moment: {who} may call {_choices(r)}",
    RefusalCode.NOT_IN_HAND: lambda r, who: f"{who} does not hold {r.action}",
    RefusalCode.FACE_DOWN: lambda r, who: f"{r.action} of {who} is still face down: only open cards may be played",
    RefusalCode.CONTRACT_NOT_OFFERED: lambda r, who: f"{_contract(r)} is not played under these rules",
    RefusalCode.CONTRACT_TOO_LOW: lambda r, who: f"{r.action} does not outrank the {_contract(r)} already called",
    RefusalCode.ACE_TRUMP: lambda r, who: f"the ace of {_suit(r)} cannot be called: {_suit(r)} is trump",
    RefusalCode.ACE_HELD: lambda r, who: f"{who} holds {_called(r)} and may not call the ace he holds",
    RefusalCode.ACE_NO_SUIT: lambda r, who: (
        f"{who} may call {_called(r)} only holding a plain card of {_suit(r)} (its 10, K, 9, 8 or 7)"
    ),
    RefusalCode.SIE_NEEDS_COURTS: lambda r, who: f"{who} may call sie only holding all four Ober and all four Unter",
    RefusalCode.DOUBLE_LIMIT: lambda r, who: f"the rules allow at most {r.limit} doublings",
    RefusalCode.SCHUSS_BY_DEFENDERS: lambda r, who: f"only a defender may double now (Schuss), not {who}",
    RefusalCode.RETOUR_BY_DECLARERS: lambda r, who: f"only the declaring side may double now (Retour), not {who}",
    RefusalCode.PARTNER_HELD: lambda r, who: f"{who} holds {_called(r)} and cannot call its holder as partner",
    RefusalCode.PARTNER_NOT_ACE: lambda r, who: (
        f"under these rules the partner is called by an ace, not by {_called(r)}"
    ),
    RefusalCode.TRUMPS_TOO_FEW: lambda r, who: (
        f"{who} holds {r.count} trumps for {_suit(r)} (jacks included) and may announce only with {r.limit}"
    ),
    RefusalCode.MUST_ANNOUNCE: lambda r, who: (
        f"{who} holds {r.limit} or more trumps in a suit and must announce: {_choices(r)}"
    ),
    RefusalCode.MUST_NAME_TRUMP: lambda r, who: f"nobody announced: {who} holds the jack of clubs and must name trump",
    RefusalCode.CALLED_ACE_SEARCHED: lambda r, who: (
        f"the called ace {_called(r)} must be played when its suit is led ({who} holds it)"
    ),
    RefusalCode.CALLED_ACE_DISCARD: lambda r, who: (
        f"the called ace {_called(r)} may not be discarded on another suit before the last trick"
    ),
    RefusalCode.CALLED_ACE_LEAD: lambda r, who: (
        f"the holder of the called ace {_called(r)} may lead its suit only with the ace, "
        "unless he holds four cards of it and runs away"
    ),
}


class IllegalAction(refusals.IllegalAction[Refusal]):
    """An action the rules refuse; the deal is left as it was."""

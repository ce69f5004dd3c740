"""Which rule refuses a call or a card that is not legal, and the facts a learner needs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kopdesk.cards import Card, Rank, Suit
from kopdesk.games.schafkopf.calls import (
    BIDS,
    Call,
    CallKind,
    Stage,
    callable_ace,
    card_of,
    courts,
    declaring_seats,
    highest_bid,
    may_double,
    plain_of,
    suit_of,
    takes_suit,
    trump_count,
)  # fmt: skip
from kopdesk.games.schafkopf.refusals import Refusal, RefusalCode
from kopdesk.games.schafkopf.rules import Contract, WendischCall

if TYPE_CHECKING:
    from kopdesk.games.schafkopf.deal import Deal


def call_refusal(deal: Deal, call: Call) -> Refusal:
    """Why `call`, known not to be legal, is refused."""
    seat, state = deal.to_move, deal.call_state
    if seat is None:
        return Refusal(RefusalCode.DEAL_OVER, None, deal.deck, call)
    if state.stage is Stage.OVER:
        code = RefusalCode.CALLS_OVER if deal.calls else RefusalCode.NO_CALLS
        return Refusal(code, seat, deal.deck, call)
    refusal = Refusal(RefusalCode.CALL_NOT_NOW, seat, deal.deck, call, choices=state.legal)
    if state.stage is Stage.BIDDING and call.kind in BIDS and _well_formed(deal, call):
        return _bid_refusal(deal, seat, call) or refusal
    if state.stage is Stage.DOUBLING and call.kind is CallKind.DOUBLE:
        return _double_refusal(deal, seat, call)
    if state.stage is Stage.WENDISH and call.kind is CallKind.PARTNER and call.card is not None:
        return _partner_refusal(deal, seat, call) or refusal
    if state.stage is Stage.ANNOUNCE and call.kind in (CallKind.TRUMPS, CallKind.PASS) and _well_formed(deal, call):
        return _announce_refusal(deal, seat, call)
    if state.stage is Stage.ZWANG and call.kind is CallKind.PASS:
        return Refusal(RefusalCode.MUST_NAME_TRUMP, seat, deal.deck, call, choices=state.legal)
    return refusal


def _well_formed(deal: Deal, call: Call) -> bool:
    """The call has the parameter its kind takes, and only that."""
    wants_suit = takes_suit(call.kind, deal.rules.variant)
    suit_ok = call.suit in deal.deck.suit_letters.values() if wants_suit else call.suit is None
    return suit_ok and call.card is None


def _bid_refusal(deal: Deal, seat: int, call: Call) -> Refusal | None:
    rules, deck = deal.rules, deal.deck
    contract = BIDS[call.kind]
    hand = deal.dealt_masks[seat]
    if contract not in rules.contracts:
        return Refusal(RefusalCode.CONTRACT_NOT_OFFERED, seat, deck, call, contract=contract)
    if contract is Contract.SAUSPIEL:
        assert call.suit is not None
        suit = suit_of(deck, call.suit)
        ace = card_of(deck, Rank.ACE, suit)
        if not callable_ace(deck, hand, suit):
            code = (
                RefusalCode.ACE_TRUMP if suit is Suit.HEARTS
                else RefusalCode.ACE_HELD if hand & ace.bit
                else RefusalCode.ACE_NO_SUIT
            )  # fmt: skip
            return Refusal(code, seat, deck, call, cards=(ace,), suit=suit)
    if contract is Contract.SIE and hand & courts(deck) != courts(deck):
        return Refusal(RefusalCode.SIE_NEEDS_COURTS, seat, deck, call)
    highest = highest_bid(deal.calls)
    if highest is not None:
        return Refusal(RefusalCode.CONTRACT_TOO_LOW, seat, deck, call, contract=BIDS[highest.call.kind],
                       choices=deal.call_state.legal)  # fmt: skip
    return None


def _double_refusal(deal: Deal, seat: int, call: Call) -> Refusal:
    standing = deal.call_state.outcome
    assert standing is not None
    level = standing.doublings + 1
    limit = deal.rules.max_doublings
    if level > limit:
        return Refusal(RefusalCode.DOUBLE_LIMIT, seat, deal.deck, call, limit=limit)
    assert not may_double(limit, level, seat in declaring_seats(standing, deal.dealt_masks))
    code = RefusalCode.SCHUSS_BY_DEFENDERS if level % 2 else RefusalCode.RETOUR_BY_DECLARERS
    return Refusal(code, seat, deal.deck, call, limit=limit)


def _partner_refusal(deal: Deal, seat: int, call: Call) -> Refusal | None:
    assert call.card is not None
    if deal.dealt_masks[seat] & call.card.bit:
        return Refusal(RefusalCode.PARTNER_HELD, seat, deal.deck, call, cards=(call.card,))
    if deal.rules.wendisch_call is WendischCall.ACE and call.card.rank is not Rank.ACE:
        return Refusal(RefusalCode.PARTNER_NOT_ACE, seat, deal.deck, call, cards=(call.card,))
    return None


def _announce_refusal(deal: Deal, seat: int, call: Call) -> Refusal:
    minimum = deal.rules.deutsch_min_trumps
    if call.kind is CallKind.PASS:
        return Refusal(RefusalCode.MUST_ANNOUNCE, seat, deal.deck, call, limit=minimum, choices=deal.call_state.legal)
    assert call.suit is not None
    suit = suit_of(deal.deck, call.suit)
    count = trump_count(deal.deck, deal.dealt_masks[seat], suit)[0]
    return Refusal(RefusalCode.TRUMPS_TOO_FEW, seat, deal.deck, call, suit=suit, limit=minimum, count=count)


def card_refusal(deal: Deal, card: Card) -> Refusal:
    """Why playing `card`, known not to be legal, is refused."""
    seat, deck = deal.to_move, deal.deck
    if seat is None:
        return Refusal(RefusalCode.DEAL_OVER, None, deck, card)
    order = deal.order
    if order is None:
        return Refusal(RefusalCode.CALLS_OPEN, seat, deck, card)
    held = deal.dealt_masks[seat] & ~deal.played_mask()
    if not held & card.bit or card.deck is not deck:
        return Refusal(RefusalCode.NOT_IN_HAND, seat, deck, card)
    if deal.hidden_mask() & card.bit:
        return Refusal(RefusalCode.FACE_DOWN, seat, deck, card)
    hand = held & ~deal.hidden_mask()
    constraint = order.constraint(hand, [c.index for c in deal.trick])
    if not constraint.allowed & card.bit:
        assert constraint.duty is not None
        return Refusal(constraint.duty, seat, deck, card, cards=deck.cards_in(constraint.allowed), suit=constraint.suit)
    return _called_ace_refusal(deal, seat, card)


def _called_ace_refusal(deal: Deal, seat: int, card: Card) -> Refusal:
    outcome = deal.call_state.outcome
    assert outcome is not None and outcome.called is not None
    ace = outcome.called
    trick = deal.trick
    if not trick:
        code = RefusalCode.CALLED_ACE_LEAD
    elif trick[0].bit & plain_of(deal.deck, ace.suit):
        code = RefusalCode.CALLED_ACE_SEARCHED
    else:
        code = RefusalCode.CALLED_ACE_DISCARD
    return Refusal(code, seat, deal.deck, card, cards=(ace,), suit=ace.suit)

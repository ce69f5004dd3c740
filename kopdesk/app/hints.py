"""Why a suggested card or call is good, in one line a learner understands.

The hint itself comes from the master bot; this module only reads the position
(the seat's observation) to name the reason: the only legal card, a trick
taken, points smeared onto a partner's trick, a cheap discard, trumps drawn.
"""

from __future__ import annotations

from kopdesk.app.terms import call_label, card_name
from kopdesk.games.kop import (
    Action,
    Call,
    CallKind,
    Card,
    Observation,
    RankOrder,
)
from kopdesk.i18n import _

FULL_CARD_POINTS = 10
"""Aces (11) and tens (10): the cards worth smearing onto a partner's trick."""


def hint_reason(observation: Observation, action: Action) -> str:
    if isinstance(action, Call):
        return _call_reason(observation, action)
    return _card_reason(observation, action)


def _call_reason(observation: Observation, call: Call) -> str:
    name = call_label(call, observation.rules, observation.level)
    if call.kind is CallKind.PASS:
        return _("Pass: the hand is not strong enough for more.")
    if call.kind is CallKind.DOUBLE:
        return _("{call}: the other side is likely to lose.").format(call=name)
    return _("{call}: the hand is strong enough to win it.").format(call=name)


def _card_reason(observation: Observation, card: Card) -> str:
    order = observation.order
    shown = card_name(card)
    if len(observation.legal) == 1:
        return _("{card} is the only card you may play.").format(card=shown)
    if not observation.trick:
        if order.is_trump(card) and order.trumps.index(card) < 3:
            return _("Lead {card}: a high trump draws the others' trumps.").format(card=shown)
        return _("Lead {card}.").format(card=shown)
    winner = observation.trick_winner
    assert winner is not None
    if _partner_holds_trick(observation, winner):
        if not _beats(order, observation, card) and card.points >= FULL_CARD_POINTS:
            return _("Smear {card}: {points} points onto your partner's trick.").format(
                card=shown, points=card.points
            )
        return _("Your partner holds the trick: play {card}, a cheap card.").format(card=shown)
    if _beats(order, observation, card):
        return _("{card} takes the trick.").format(card=shown)
    return _("The trick is lost: throw {card}, the cheapest choice.").format(card=shown)


def _partner_holds_trick(observation: Observation, winner: int) -> bool:
    """The trick is won so far by a player this seat knows is on its side."""
    for side in (observation.known_old, observation.known_young):
        if winner != observation.seat and {winner, observation.seat} <= side:
            return True
    return False


def _beats(order: RankOrder, observation: Observation, card: Card) -> bool:
    indices = [c.index for c in observation.trick]
    return order.winning_index([*indices, card.index]) == card.index

"""Deals of the Schafkopf family written as in deal files, for the tests."""

from __future__ import annotations

import random
from typing import Any

from kopdesk.cards import Card
from kopdesk.games.schafkopf import Call, CallKind, Deal, rules_from_preset


def call(text: str, deck: Any = None) -> Call:
    """ "pass", "sauspiel:G", "partner:AD" as a call."""
    kind, _, parameter = text.partition(":")
    if kind == "partner":
        assert deck is not None
        return Call(CallKind(kind), card=deck.card(parameter))
    return Call(CallKind(kind), parameter or None)


def deal(preset: str, hands: str, *actions: str, dealer: int = 3, **house: Any) -> Deal:
    """A deal of `hands` (seats separated by "|"), with `actions` applied: calls as
    "pass" or "solo:H", cards as "AG"."""
    rules = rules_from_preset(preset, house)
    played = Deal(rules, dealer % rules.seats, [[rules.deck.card(t) for t in h.split()] for h in hands.split("|")])
    for action in actions:
        apply(played, action)
    return played


def apply(played: Deal, action: str) -> None:
    if played.call_state.outcome is None or played.order is None:
        played.apply(call(action, played.deck))
    else:
        played.apply(played.deck.card(action))


def texts(items: Any) -> list[str]:
    return sorted(str(i) for i in items)


def cards(played: Deal, text: str) -> tuple[Card, ...]:
    return tuple(played.deck.card(t) for t in text.split())


PASSES = ("pass",) * 4
"""Four passes: the doubling round when nobody doubles."""

# The hands of the worked examples 1-2 and error-called-ace-discard (dealer 3, forehand 0).
SAUSPIEL_HANDS = (
    "10G 7E 8S 9G AH KG OE UE | 10H 7G 8G 9E AG KE OG UG | 10E 10S 9S AE AS KS OH UH | 7H 7S 8E 8H 9H KH OS US"
)


def random_play(played: Deal, rng: random.Random, pass_bias: float = 0.6) -> None:
    """Play `played` to its end with random legal actions; calls lean to pass, so that
    every contract comes up."""
    while played.to_move is not None:
        legal = played.legal_actions()
        passes = [a for a in legal if isinstance(a, Call) and a.kind is CallKind.PASS]
        if passes and rng.random() < pass_bias:
            played.apply(passes[0])
        else:
            played.apply(rng.choice(legal))

"""Wendish `first_trick`: the first other seat to win a trick becomes the partner of the
holder of both Alten, so a master defender takes a trick it surely wins (issue 29)."""

from __future__ import annotations

import random

from kopdesk.bots.schafkopf.master import MASTER_BUDGET, SearchPlayer, racing_for_partner
from kopdesk.cards import Card
from kopdesk.games.schafkopf import Call, CallKind, Deal

from .helpers import rules_of


def _first_trick_deal() -> Deal:
    """Seat 0 holds both Alten and calls the first trick, then leads 7H; seat 1 has no heart."""
    rules = rules_of("wendisch")
    deck = rules.deck
    fixed = ["QC QS 7H AD 10D KD 9D 8D", "QH JC AC 10C KC AS 10S KS"]
    hands: list[list[Card]] = [[deck.card(t) for t in text.split()] for text in fixed]
    rest = [c for c in deck.cards if not any(c in hand for hand in hands)]
    random.Random(0).shuffle(rest)
    deal = Deal(rules, 3, [*hands, rest[:8], rest[8:]])
    deal.apply(Call(CallKind.FIRST_TRICK))
    deal.apply(deck.card("7H"))
    return deal


def test_a_defender_takes_the_trick_it_surely_wins() -> None:
    """Only the Alten beat QH, and both lie with the declarer, who has played."""
    deal = _first_trick_deal()
    obs = deal.observation(1)
    assert racing_for_partner(obs)
    assert SearchPlayer(0, MASTER_BUDGET).choose(obs) == deal.deck.card("QH")


def test_the_race_ends_when_the_partner_is_found() -> None:
    deal = _first_trick_deal()
    deal.apply(deal.deck.card("QH"))
    while deal.trick:
        deal.apply(deal.legal_actions()[0])
    assert deal.partner == 1
    assert not any(racing_for_partner(deal.observation(seat)) for seat in (2, 3))

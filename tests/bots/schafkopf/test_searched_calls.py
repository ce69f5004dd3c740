"""The master weighs its calls by playing them out on sampled layouts (issue 29): a sure
Tout is called, a weak hand stays out of a Solo, a strong defender gives Schuss, and the
searched call is always one the engine accepts."""

from __future__ import annotations

import random

import pytest

from kopdesk.bots.budget import Budget
from kopdesk.bots.schafkopf import ClubPlayer, SearchPlayer
from kopdesk.bots.schafkopf.callsearch import candidates
from kopdesk.bots.schafkopf.master import MASTER_BUDGET
from kopdesk.cards import Card
from kopdesk.games.schafkopf import DOUBLE, PASS, Call, CallKind, Contract, Deal, Phase, Stage, shuffled_hands
from kopdesk.games.schafkopf.calls import BIDS

from .helpers import PRESETS, rules_of

SOLOS = frozenset(kind for kind, contract in BIDS.items() if contract not in (Contract.SAUSPIEL, Contract.SIE))
"""The Bavarian calls of one against three."""
CALLS_BY_NODES = Budget(nodes=40 * 32 * 4)
"""The call search's budget without its clock: the same answer however busy the machine is."""


def _master(seed: int = 0) -> SearchPlayer:
    return SearchPlayer(seed, MASTER_BUDGET, call_budget=CALLS_BY_NODES)


def _deal(preset: str, dealer: int, fixed: dict[int, str], seed: int = 0) -> Deal:
    """A deal where the seats of `fixed` hold those cards and the rest is dealt at random."""
    rules = rules_of(preset)
    deck = rules.deck
    hands: list[list[Card]] = [[deck.card(t) for t in fixed.get(s, "").split()] for s in range(rules.seats)]
    rest = [c for c in deck.cards if not any(c in hand for hand in hands)]
    random.Random(seed).shuffle(rest)
    for hand in hands:
        while len(hand) < 8:
            hand.append(rest.pop())
    return Deal(rules, dealer, hands)


def test_a_sure_tout_is_called() -> None:
    """All four Ober, two Unter and the Herz-Sau and ten take every trick: a Herz-Solo-Tout
    pays twice a Solo's Laufende, which the club player never calls."""
    deal = _deal("schafkopf", 3, {0: "OE OG OH OS UE UG AH 10H"})
    obs = deal.observation(0)
    assert ClubPlayer().choose(obs) == Call(CallKind.SOLO, "H")
    assert _master().choose(obs) == Call(CallKind.SOLO_TOUT, "H")


@pytest.mark.parametrize("seed", range(3))
def test_a_weak_hand_calls_no_solo(seed: int) -> None:
    """Five low trumps and a Sau: a Herz-Solo is weighed (it is near enough) and refused."""
    deal = _deal("schafkopf", 3, {0: "OS US 9H 8H 7H AE 9G 8S"}, seed)
    obs = deal.observation(0)
    assert Call(CallKind.SOLO, "H") in candidates(obs, PASS)
    assert _master(seed).choose(obs).kind not in SOLOS


def test_a_strong_defender_gives_schuss() -> None:
    """Forehand calls a Sauspiel; the next seat holds three Ober, the Eichel-Unter, Herz-Sau
    and ten and two plain aces."""
    deal = _deal("schafkopf", 3, {0: "KE 9E UG UH 8H KS 8S 7S", 1: "OE OG OH UE AH 10H AE AG"})
    deal.apply(Call(CallKind.SAUSPIEL, "S"))
    while deal.stage is Stage.BIDDING:
        deal.apply(PASS)
    assert deal.stage is Stage.DOUBLING and deal.to_move == 0
    deal.apply(PASS)
    assert _master().choose(deal.observation(1)) is DOUBLE


def test_a_defender_weighs_only_withdrawing_the_club_players_schuss() -> None:
    deal = _deal("schafkopf", 3, {0: "KE 9E UG UH 8H KS 8S 7S"})
    deal.apply(Call(CallKind.SAUSPIEL, "S"))
    while deal.stage is Stage.BIDDING:
        deal.apply(PASS)
    deal.apply(PASS)
    obs = deal.observation(1)
    assert candidates(obs, DOUBLE) == [DOUBLE, PASS]
    assert candidates(obs, PASS) == [PASS]


@pytest.mark.parametrize("preset", [p for p in PRESETS if p != "zweier"])
def test_searched_calls_are_legal_and_finish_the_calls(preset: str) -> None:
    """Masters in every seat over random deals: every call goes through `apply`, which
    refuses an illegal one, and the calls always end."""
    rules = rules_of(preset)
    rng = random.Random(preset)
    masters = [_master(s) for s in range(rules.seats)]
    for number in range(6):
        deal = Deal(rules, number % rules.seats, shuffled_hands(rules, rng))
        while deal.phase is Phase.CALLS:
            seat = deal.to_move
            assert seat is not None
            deal.apply(masters[seat].choose(deal.observation(seat)))
        assert deal.phase is not Phase.CALLS

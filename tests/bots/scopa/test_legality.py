"""Every level plays only legal moves and every deal accounts for its 40 cards, over random
deals of every preset and some house rules."""

from __future__ import annotations

import random
from typing import Any

import pytest

from kopdesk.bots.budget import Budget
from kopdesk.bots.scopa import BeginnerPlayer, ClubPlayer, ScopaPlayer, SearchPlayer, oracle
from kopdesk.games.scopa import PRESETS
from kopdesk.games.scopa.cards import CARDS

from .helpers import play_out, random_deal

VARIANTS: list[tuple[str, dict[str, Any]]] = [(preset, {}) for preset in PRESETS] + [
    ("scopa", {"deal_one_card": True, "assi": "scopa", "re_bello": True}),
    ("scopa-3", {"quindici": True, "capture_rule": "fewest_cards", "last_card_scopa": True}),
    ("scopa-4", {"four_player_mode": "dealer_out", "capture_rule": "free", "assi": "no_scopa"}),
    ("scopa-4", {"four_player_mode": "individual", "deal_one_card": True}),
]
DEALS_PER_PRESET = 200
"""Beginner and club deals in each preset, shared among its variants (the engine's own
tests play a thousand random deals per preset; the tournaments thousands more)."""
SMALL = Budget(nodes=300)
"""No clock: a search that does not stop on its nodes hangs the test instead of passing."""
MASTER_DEALS = 4
"""The master's search is slow; its moves come from the legal ones and its play-outs agree
with the engine (test_sim.py). The tournaments play it on thousands of deals besides."""


def _players(number: int, seats: int, levels: tuple[type, ...]) -> list[ScopaPlayer]:
    return [levels[(number + seat) % len(levels)](number + seat) for seat in range(seats)]


def _accounted(deal: Any) -> None:
    assert deal.score is not None
    assert sum(pile.bit_count() for pile in deal.score.captured) == len(CARDS)


@pytest.mark.parametrize(("preset", "house_rules"), VARIANTS)
def test_beginner_and_club_play_legally(preset: str, house_rules: dict[str, Any]) -> None:
    rng = random.Random(preset + str(house_rules))
    variants = sum(1 for other, _ in VARIANTS if other == preset)
    for number in range(DEALS_PER_PRESET // variants):
        deal = random_deal(preset, rng, house_rules)
        _accounted(play_out(deal, _players(number, deal.rules.players, (BeginnerPlayer, ClubPlayer))))


@pytest.mark.parametrize(("preset", "house_rules"), VARIANTS)
def test_master_and_oracle_play_legally(preset: str, house_rules: dict[str, Any]) -> None:
    rng = random.Random(preset + str(house_rules))
    for number in range(MASTER_DEALS):
        deal = random_deal(preset, rng, house_rules)
        players: list[ScopaPlayer] = [SearchPlayer(number + seat, budget=SMALL) for seat in range(deal.rules.players)]
        players[number % len(players)] = oracle(deal, number, SMALL)
        _accounted(play_out(deal, players))

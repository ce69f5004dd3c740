"""Bots never make an illegal call or card, over thousands of random deals of every preset."""

from __future__ import annotations

import random

import pytest

from kopdesk.bots.budget import Budget
from kopdesk.bots.kop import BeginnerPlayer, ClubPlayer, master, oracle
from kopdesk.games.kop import PRESETS

from .helpers import play_out, random_deal

VARIANTS = [
    ("kop", None),
    ("kop-koscian", None),
    ("baska", None),
    ("kop", {"wesele_partner": "named_jack", "cicha_may_open_double": True, "max_doublings": 7}),
    ("baska", {"gran_must_trump": False, "tie_rule": "last_doubler_loses", "first_bidder": "forehand"}),
]
SMALL = (Budget(nodes=1_500), Budget(nodes=1_500))
DEALS_PER_PRESET = 1_000
"""Beginner and club deals in each preset, shared among its variants."""


def test_every_preset_is_played() -> None:
    assert {preset for preset, _ in VARIANTS} == set(PRESETS)


@pytest.mark.parametrize(("preset", "overrides"), VARIANTS)
def test_beginner_and_club_play_legally(preset: str, overrides: dict[str, object] | None) -> None:
    rng = random.Random(preset + str(overrides))
    variants = sum(1 for other, _ in VARIANTS if other == preset)
    for number in range(DEALS_PER_PRESET // variants):
        players = [BeginnerPlayer(number), ClubPlayer(number), BeginnerPlayer(number + 1), ClubPlayer(number + 1)]
        if number % 2:
            players = [ClubPlayer(number + seat) for seat in range(4)]
        play_out(random_deal(preset, rng, overrides), players)


@pytest.mark.parametrize(("preset", "overrides"), VARIANTS)
def test_master_and_oracle_play_legally(preset: str, overrides: dict[str, object] | None) -> None:
    rng = random.Random(preset + str(overrides))
    for number in range(8):
        deal = random_deal(preset, rng, overrides)
        players = [master(number, SMALL), ClubPlayer(number), oracle(deal.dealt, number), master(number + 1, SMALL)]
        play_out(deal, players)

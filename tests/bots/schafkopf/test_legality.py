"""Every level plays only legal actions, in every seat, over many random deals of every preset."""

from __future__ import annotations

import random

import pytest

from kopdesk.bots.budget import Budget
from kopdesk.bots.schafkopf import BeginnerPlayer, ClubPlayer, make_player, master, oracle
from kopdesk.games.schafkopf import Deal, rules_from_preset, shuffled_hands

from .helpers import PRESETS, play_out

SMALL = Budget(nodes=3000)


@pytest.mark.parametrize("preset", PRESETS)
def test_beginner_and_club_play_whole_deals_legally(preset: str) -> None:
    rng = random.Random(preset)
    rules = rules_from_preset(preset)
    contracts = set()
    for number in range(150):
        deal = Deal(rules, number % rules.seats, shuffled_hands(rules, rng))
        players = [(BeginnerPlayer if rng.random() < 0.5 else ClubPlayer)(number * 4 + s) for s in range(rules.seats)]
        score = play_out(deal, players).score
        assert score is not None and sum(score.units) == 0
        contracts.add(score.contract)
    assert len(contracts) >= (1 if preset == "zweier" else 2)  # the bots do not always make the same game


def test_club_plays_legally_under_house_rules_ramsch_and_free_called_ace() -> None:
    rng = random.Random(5)
    rules = rules_from_preset(
        "schafkopf", {"all_pass": "ramsch", "called_ace_discard": True, "contract_order": "official"}
    )
    for number in range(60):
        deal = Deal(rules, number % 4, shuffled_hands(rules, rng))
        play_out(deal, [BeginnerPlayer(s) for s in range(2)] + [ClubPlayer(s) for s in range(2)])


@pytest.mark.parametrize("preset", PRESETS)
def test_master_and_oracle_play_legally_on_a_small_budget(preset: str) -> None:
    rng = random.Random(preset + "master")
    rules = rules_from_preset(preset)
    for number in range(2):
        deal = Deal(rules, number % rules.seats, shuffled_hands(rules, rng))
        players = [master(s, SMALL) if s % 2 == 0 else oracle(deal, s, SMALL) for s in range(rules.seats)]
        assert play_out(deal, players).score is not None


def test_make_player_names_the_levels() -> None:
    assert isinstance(make_player("club"), ClubPlayer)
    with pytest.raises(ValueError, match="not a level"):
        make_player("grandmaster")

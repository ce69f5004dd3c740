"""Positions where the right card is clear."""

from __future__ import annotations

import random

from kopdesk.bots.budget import Budget
from kopdesk.bots.schafkopf import ClubPlayer, master
from kopdesk.cards import Card
from kopdesk.games.schafkopf import Deal
from tests.games.schafkopf.helpers import PASSES, SAUSPIEL_HANDS, deal

from .helpers import position, rules_of
from .test_solver import minimax

GRAS_CALLED = ("sauspiel:G", "pass", "pass", "pass", *PASSES)


def choice(played: Deal, player: object) -> str:
    seat = played.to_move
    assert seat is not None
    return str(player.choose(played.observation(seat)))  # type: ignore[attr-defined]


def test_club_declarer_draws_trumps_with_the_top_trump() -> None:
    played = deal("schafkopf", SAUSPIEL_HANDS, *GRAS_CALLED)
    assert choice(played, ClubPlayer()) == "OE"


def test_club_partner_throws_his_ten_onto_the_declarers_sure_trick() -> None:
    """Seat 1 holds the called ace, so he knows seat 0 is his partner; OE cannot be beaten:
    Schmieren with 10H rather than spending an Ober or Unter."""
    played = deal("schafkopf", SAUSPIEL_HANDS, *GRAS_CALLED, "OE")
    assert choice(played, ClubPlayer()) == "10H"


def test_club_defender_who_cannot_beat_gives_his_least_trump() -> None:
    """Seat 3 plays last to OE 10H OH: he must follow trumps, cannot beat OE, and gives 7H,
    not KH (4 points) nor an Ober or Unter."""
    played = deal("schafkopf", SAUSPIEL_HANDS, *GRAS_CALLED, "OE", "10H", "OH")
    assert choice(played, ClubPlayer()) == "7H"


def test_master_finds_the_best_card_when_every_card_is_in_sight() -> None:
    """Zweier with all cards face up and three tricks to go: the master knows the whole
    layout, so its card must be one that takes the most points by minimax (in positions
    where the cards differ)."""
    rules = rules_of("zweier")
    checked = 0
    for seed in range(400):
        played = position(rules, random.Random(seed), 3, 0)
        if played is None or played.to_move is None or played.hidden_mask():
            continue
        seat = played.to_move
        start = len(played.tricks)
        values = {}
        for card in played.legal_actions():
            assert isinstance(card, Card)
            played.apply(card)
            values[str(card)] = minimax(played, frozenset({seat}), start)
            played.undo()
        if len(set(values.values())) < 2:
            continue
        assert values[choice(played, master(seed, Budget(nodes=100_000)))] == max(values.values())
        checked += 1
        if checked == 5:
            break
    assert checked == 5

"""Scopa deals built from text, and play-outs that apply every action (an illegal one raises)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from kopdesk.bots.scopa import ScopaPlayer
from kopdesk.games.scopa import GAME, Deal, Phase, card
from kopdesk.games.scopa.cards import CARDS


def two_player_deal(table: str, first: str, dealer: str, house_rules: Mapping[str, Any] | None = None) -> Deal:
    """A `scopa` deal dealt by seat 1: the four table cards, three cards for seat 0 (who
    plays first) and three for the dealer, written "7D 3C …"; the rest is the talon in pack order."""
    shown = [[card(t) for t in text.split()] for text in (table, first, dealer)]
    rest = [c for c in CARDS if all(c not in cards for cards in shown)]
    deck = [shown[who][round_] for round_ in range(3) for who in range(3)] + [shown[0][3]] + rest
    return Deal(GAME.rules("scopa", house_rules), 1, deck)


def random_deal(preset: str, rng: random.Random, house_rules: Mapping[str, Any] | None = None) -> Deal:
    """A shuffled deal that is not void (no three kings on the table)."""
    rules = GAME.rules(preset, house_rules)
    while True:
        deal = GAME.new_deal(rules, rng.randrange(rules.players), rng)
        if deal.phase is Phase.PLAY:
            return deal


def play_out(deal: Deal, players: Sequence[ScopaPlayer]) -> Deal:
    while deal.phase is Phase.PLAY:
        seat = deal.to_move
        assert seat is not None
        deal.apply(players[seat].choose(deal.observation(seat)))
    return deal

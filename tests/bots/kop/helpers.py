"""Shared helpers for the bot tests: deals built from text, random play-outs."""

from __future__ import annotations

import random
from collections.abc import Sequence

from kopdesk.bots.kop.player import Player
from kopdesk.games.kop import Card, Deal, Phase, call_from_id, card, rules_from_preset, shuffled_hands


def deal_from_text(preset: str, hands: Sequence[str], actions: Sequence[str], dealer: int = 0) -> Deal:
    """A deal with hands written "AH 10C …" and actions as card texts or call ids."""
    deal = Deal(rules_from_preset(preset), dealer, [[card(t) for t in h.split()] for h in hands])
    for action in actions:
        deal.apply(card(action) if action[0] in "AQJ1" else call_from_id(action))
    return deal


def play_out(deal: Deal, players: Sequence[Player]) -> Deal:
    """Let the players finish the deal; every action is applied, so an illegal one raises."""
    while deal.phase is not Phase.DONE:
        seat = deal.to_move
        assert seat is not None
        deal.apply(players[seat].choose(deal.observation(seat)))
    return deal


def random_deal(rules_preset: str, rng: random.Random, overrides: dict[str, object] | None = None) -> Deal:
    rules = rules_from_preset(rules_preset, overrides)
    return Deal(rules, rng.randrange(4), shuffled_hands(rng), in_bok_round=rng.random() < 0.2)


def cards(texts: str) -> list[Card]:
    return [card(t) for t in texts.split()]

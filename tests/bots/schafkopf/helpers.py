"""Play-outs of the Schafkopf family by bots, and positions reached by random play."""

from __future__ import annotations

import random
from collections.abc import Sequence

from kopdesk.bots.schafkopf import SchafkopfPlayer
from kopdesk.games.schafkopf import Call, CallKind, Deal, Phase, RuleSet, rules_from_preset, shuffled_hands

PRESETS = ("schafkopf", "wendisch", "zweier", "deutsch")


def play_out(deal: Deal, players: Sequence[SchafkopfPlayer]) -> Deal:
    """Every action goes through `apply`, which refuses an illegal one."""
    while deal.to_move is not None:
        seat = deal.to_move
        deal.apply(players[seat].choose(deal.observation(seat)))
    return deal


def position(rules: RuleSet, rng: random.Random, tricks_left: int, extra: int) -> Deal | None:
    """A random deal played at random (calls leaning to a contract) until `tricks_left`
    tricks are left and `extra` cards of the next are down; None if it is thrown in."""
    deal = Deal(rules, rng.randrange(rules.seats), shuffled_hands(rules, rng))
    while deal.phase is Phase.CALLS:
        legal = deal.legal_actions()
        contracts = [a for a in legal if isinstance(a, Call) and a.kind not in (CallKind.PASS, CallKind.DOUBLE)]
        deal.apply(rng.choice(contracts) if contracts and not deal.calls else legal[0])
    if deal.phase is not Phase.PLAY:
        return None
    total = len(rules.deck.cards) // rules.seats
    while len(deal.tricks) < total - tricks_left or len(deal.trick) < extra:
        if len(deal.tricks) == total - tricks_left and len(deal.trick) >= extra:
            break
        deal.apply(rng.choice(deal.legal_actions()))
    return deal


def rules_of(preset: str) -> RuleSet:
    return rules_from_preset(preset)

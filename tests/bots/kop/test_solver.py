"""The open-card solver against plain minimax, which searches every line to the end."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from kopdesk.bots.kop.search import payoff_table, rules_for
from kopdesk.bots.kop.solver import POINTS, TRICKS, ReachMemo, Rules, Solver, bits
from kopdesk.games.kop import DOUBLE, Contract, SeatCall, Stakes, rules_from_preset


def minimax(
    rules: Rules, table: Sequence[Sequence[int]], old: tuple[int, ...], hands: list[int], leader: int,
    trick: tuple[int, ...], old_points: int, old_tricks: int, done: int,
) -> int:
    seat = (leader + len(trick)) % 4
    if len(trick) == 4:
        best = trick[0]
        for card in trick[1:]:
            if (1 << card) & rules.beats[best]:
                best = card
        winner = (leader + trick.index(best)) % 4
        if winner in old:
            old_points += sum(POINTS[c] for c in trick)
            old_tricks += 1
        if done + 1 == TRICKS:
            return table[old_tricks][old_points]
        return minimax(rules, table, old, hands, winner, (), old_points, old_tricks, done + 1)
    if trick:
        best = trick[0]
        for card in trick[1:]:
            if (1 << card) & rules.beats[best]:
                best = card
        legal = rules.allowed(hands[seat], trick[0], best)
    else:
        legal = hands[seat]
    values = []
    for card in bits(legal):
        hands[seat] &= ~(1 << card)
        values.append(minimax(rules, table, old, hands, leader, (*trick, card), old_points, old_tricks, done))
        hands[seat] |= 1 << card
    return max(values) if seat in old else min(values)


@pytest.mark.parametrize(("preset", "contract"), [
    ("kop", Contract.NORMAL), ("kop", Contract.ZOLO), ("kop", Contract.ZOLO_DU),
    ("baska", Contract.GRAN), ("baska", Contract.ZOLO), ("baska", Contract.WESELE),
])
def test_card_values_are_exact_after_the_first_trick(preset: str, contract: Contract) -> None:
    rules = rules_from_preset(preset)
    rng = random.Random(f"{preset}-{contract.value}")
    order = rules.order_for(contract)
    for _ in range(40):
        cards = rng.sample(range(16), 16)
        hands = [sum(1 << c for c in cards[4 * s + 1:4 * s + 4]) for s in range(4)]
        old = tuple(sorted([rng.randrange(4)] if contract.is_lone else rng.sample(range(4), 2)))
        old_tricks = rng.randrange(2)
        old_points = sum(POINTS[cards[4 * s]] for s in range(4)) if old_tricks else 0
        doublings = tuple(SeatCall(seat, DOUBLE) for seat in rng.sample(range(4), rng.randrange(3)))
        stakes = Stakes(rules, contract, old, doublings, rng.random() < 0.5)
        payoff = payoff_table(stakes)
        leader = rng.randrange(4)
        solver = Solver(rules_for(order), payoff, old)
        values = solver.card_values(list(hands), leader, (), old_points, old_tricks, 1)
        for card, value in values.items():
            played = list(hands)
            played[leader] &= ~(1 << card)
            expected = minimax(
                rules_for(order), payoff.table, old, played, leader, (card,), old_points, old_tricks, 1,
            )
            assert value == expected


def test_solvers_sharing_a_reach_memo_find_the_same_values_with_the_same_nodes() -> None:
    rules = rules_from_preset("baska")
    rng = random.Random(7)
    memo = ReachMemo()
    for contract in (Contract.GRAN, Contract.ZOLO, Contract.NORMAL) * 10:
        cards = rng.sample(range(16), 16)
        hands = [sum(1 << c for c in cards[4 * s:4 * s + 4]) for s in range(4)]
        old = (rng.randrange(4),) if contract.is_lone else tuple(sorted(rng.sample(range(4), 2)))
        payoff = payoff_table(Stakes(rules, contract, old, (), False))
        order = rules_for(rules.order_for(contract))
        alone, shared = Solver(order, payoff, old), Solver(order, payoff, old, memo.of(payoff))
        assert shared.card_values(list(hands), 0, (), 0, 0, 0) == alone.card_values(list(hands), 0, (), 0, 0, 0)
        assert shared.nodes == alone.nodes
        assert memo.of(payoff)  # what the shared solver worked out is kept for the next layout

"""The solver's values equal a plain minimax over the engine's own legal cards on small endgames."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kopdesk.bots.schafkopf.solver import CalledAce, Solver, bits, summed, table_for
from kopdesk.cards import Card, Suit, mask_of
from kopdesk.games.schafkopf import Contract, Deal
from kopdesk.games.schafkopf.calls import plain_of
from kopdesk.games.schafkopf.orders import order_for

from .helpers import PRESETS, position, rules_of


def minimax(deal: Deal, scorers: frozenset[int], start: int) -> int:
    """The points the scorers take from here, every seat playing its best, by the engine."""
    if deal.to_move is None:
        return sum(t.points for t in deal.tricks[start:] if t.winner in scorers)
    values = []
    for card in deal.legal_actions():
        deal.apply(card)
        values.append(minimax(deal, scorers, start))
        deal.undo()
    return max(values) if deal.to_move in scorers else min(values)


def solver_for(deal: Deal, scorers: frozenset[int]) -> Solver:
    mask = sum(1 << s for s in scorers)
    outcome = deal.call_state.outcome
    called = None
    if outcome is not None and outcome.contract is Contract.SAUSPIEL and outcome.called is not None:
        called = CalledAce(outcome.called.bit, plain_of(deal.deck, outcome.called.suit), deal.rules.called_ace_discard)
    under = {top.index: below.bit for stacks in deal.stacks for top, below in stacks} or None
    assert deal.order is not None
    return Solver(deal.order, deal.seats, mask, mask, called, under)


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(PRESETS), st.integers(0, 2**32), st.integers(0, 3))
def test_solver_values_equal_minimax(preset: str, seed: int, extra: int) -> None:
    rules = rules_of(preset)
    rng = random.Random(seed)
    deal = position(rules, rng, 3 if preset == "zweier" else 2, extra % rules.seats)
    if deal is None or deal.to_move is None:
        return
    check(deal)


def check(deal: Deal) -> None:
    """The solver's value of every legal card equals minimax's."""
    assert deal.to_move is not None
    scorers = frozenset(deal.declarers or (deal.to_move,))
    solver = solver_for(deal, scorers)
    hands = [mask_of(deal.hand(s)) for s in range(deal.seats)]
    trick = tuple(c.index for c in deal.trick)
    values = solver.card_values(hands, deal.hidden_mask(), deal.leader, trick, deal.ran_away)
    assert set(values) == {c.index for c in deal.legal_actions() if isinstance(c, Card)}
    start = len(deal.tricks)
    for card in deal.legal_actions():
        assert isinstance(card, Card)
        deal.apply(card)
        assert values[card.index] == minimax(deal, scorers, start), card
        deal.undo()


@pytest.mark.parametrize("preset", PRESETS)
def test_solver_values_equal_minimax_three_tricks_from_the_end(preset: str) -> None:
    """Deeper endgames (Zweier: five tricks), where equivalent cards and the table matter more."""
    rules = rules_of(preset)
    for seed in range(2):
        deal = position(rules, random.Random(seed), 5 if preset == "zweier" else 3, seed % rules.seats)
        if deal is not None and deal.to_move is not None:
            check(deal)


@pytest.mark.parametrize(("preset", "strong", "weak"), [("schafkopf", "10E", "KE"), ("deutsch", "KC", "10C")])
def test_the_estimate_weighs_a_plain_card_by_its_place(preset: str, strong: str, weak: str) -> None:
    """Past the horizon the second card of a plain suit counts towards tricks: the ten, but
    in German Schafkopf the king, whose ten ranks below the queen."""
    rules = rules_of(preset)
    order = order_for(rules, Contract.TRUMPS if preset == "deutsch" else Contract.SAUSPIEL, Suit.HEARTS)
    weight = table_for(order).weight
    assert weight[rules.deck.card(strong).index] > weight[rules.deck.card(weak).index]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(PRESETS), st.integers(0, 2**32 - 1))
def test_hands_are_summed_by_lookup_as_card_by_card(preset: str, mask: int) -> None:
    """The estimate's look-up tables give a hand's card indices, weight and card points
    as walking its cards one by one does."""
    rules = rules_of(preset)
    table = table_for(order_for(rules, Contract.SOLO, Suit.HEARTS))
    mask &= rules.deck.all
    cards = [c for c in range(len(rules.deck.cards)) if mask >> c & 1]
    assert bits(mask) == cards
    assert summed(table.points_of, mask) == sum(table.points[c] for c in cards)
    assert summed(table.weight_of, mask) == pytest.approx(sum(table.weight[c] for c in cards))


def _values_with_horizon(deal: Deal, horizon: int) -> dict[int, int]:
    assert deal.to_move is not None
    solver = solver_for(deal, frozenset(deal.declarers or (deal.to_move,)))
    solver.horizon = horizon
    hands = [mask_of(deal.hand(s)) for s in range(deal.seats)]
    return solver.card_values(hands, 0, deal.leader, tuple(c.index for c in deal.trick), deal.ran_away)


@pytest.mark.parametrize("preset", ["schafkopf", "wendisch", "deutsch"])
def test_a_horizon_counts_the_trick_in_progress(preset: str) -> None:
    """Two tricks from the end a horizon of two searches both (the values are exact), and
    a horizon of one only the trick in progress (its estimate of the last one misses)."""
    rules = rules_of(preset)
    positions = [position(rules, random.Random(seed), 2, seed % rules.seats) for seed in range(12)]
    deals = [deal for deal in positions if deal is not None and deal.to_move is not None]
    assert deals
    for deal in deals:
        assert _values_with_horizon(deal, 2) == _values_with_horizon(deal, 99)
    assert any(_values_with_horizon(deal, 1) != _values_with_horizon(deal, 99) for deal in deals)

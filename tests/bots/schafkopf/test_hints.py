"""Schafkopf hints: every fact given for an action is true of the deal itself."""

from __future__ import annotations

import copy
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from kopdesk.bots.hints import Fact
from kopdesk.bots.schafkopf import master
from kopdesk.bots.schafkopf.hints import HintReason, call_order, facts, top_run
from kopdesk.bots.schafkopf.knowledge import order_of
from kopdesk.cards import Card, Rank, mask_of
from kopdesk.games.schafkopf import Action, Call, CallKind, Deal, Phase, TrickTaken, shuffled_hands
from kopdesk.games.tricks import Trick
from tests.games.schafkopf.helpers import PASSES, SAUSPIEL_HANDS, deal

from .helpers import PRESETS, position, rules_of

GRAS_CALLED = ("sauspiel:G", "pass", "pass", "pass", *PASSES)


def reasons(found: tuple[Fact[HintReason], ...]) -> dict[HintReason, Fact[HintReason]]:
    return {fact.reason: fact for fact in found}


def test_a_sauspiel_call_counts_trumps_and_the_called_suit() -> None:
    played = deal("schafkopf", SAUSPIEL_HANDS)
    found = reasons(facts(played.observation(0), Call(CallKind.SAUSPIEL, "G")))
    assert found[HintReason.TRUMPS].number == 3  # OE, UE and the Herz-Sau
    assert HintReason.LAUFENDE not in found  # OE without OG: one in a row, no Laufende
    assert found[HintReason.CALLED_SUIT] == Fact(HintReason.CALLED_SUIT, (played.rules.deck.card("AG"),), 3)


def test_laufende_are_the_top_trumps_without_a_gap() -> None:
    hands = "OE OG OH US 9G AH KG 8S | 10H 7G 8G 9E AG KE OS UG | 10E 10S 9S AE AS KS UE UH | 7H 7S 8E 8H 9H KH 10G 7E"
    played = deal("schafkopf", hands)
    found = reasons(facts(played.observation(0), Call(CallKind.SOLO, "H")))
    assert found[HintReason.LAUFENDE].number == 3
    assert found[HintReason.TRUMPS].number == 5  # OE OG OH US AH


def test_the_declarer_drawing_trumps_is_told_how_many_are_out() -> None:
    played = deal("schafkopf", SAUSPIEL_HANDS, *GRAS_CALLED)
    found = reasons(facts(played.observation(0), played.rules.deck.card("OE")))
    assert found[HintReason.TRUMP_OUT].number == 11  # fourteen trumps, three in the hand
    assert HintReason.HIGHEST_LEFT in found


def test_the_partner_schmiert_his_ten_onto_the_sure_trick() -> None:
    played = deal("schafkopf", SAUSPIEL_HANDS, *GRAS_CALLED, "OE")
    deck = played.rules.deck
    found = reasons(facts(played.observation(1), deck.card("10H")))
    assert found[HintReason.SCHMIEREN] == Fact(HintReason.SCHMIEREN, (deck.card("OE"),), 10)
    assert found[HintReason.MUST_FOLLOW].number == 3  # OG, UG, 10H


def test_the_called_sau_must_be_played_when_its_suit_is_led() -> None:
    played = deal("schafkopf", SAUSPIEL_HANDS, *GRAS_CALLED, "10G")
    ace = played.rules.deck.card("AG")
    found = facts(played.observation(1), ace)
    assert found[:2] == (Fact(HintReason.ONLY_MOVE), Fact(HintReason.CALLED_ACE, (ace,)))
    check_true(played, ace, found, random.Random(2))


def test_the_masters_action_is_legal_and_its_facts_true() -> None:
    played = deal("schafkopf", SAUSPIEL_HANDS, *GRAS_CALLED, "OE")
    chosen = master(0).choose(played.observation(1))
    assert chosen in played.legal_actions()
    check_true(played, chosen, facts(played.observation(1), chosen), random.Random(1))


def trick_winner_after(played: Deal, action: Action, rng: random.Random) -> Trick:
    """Play `action`, then the rest of its trick at random: the trick taken."""
    after = copy.deepcopy(played)
    events = list(after.apply(action))
    while not any(isinstance(e, TrickTaken) for e in events):
        events += after.apply(rng.choice(after.legal_actions()))
    return next(e.trick for e in events if isinstance(e, TrickTaken))


def check_true(played: Deal, action: Action, found: tuple[Fact[HintReason], ...], rng: random.Random) -> None:
    """Each fact against the deal: the hands as they are, and the trick played on."""
    seat = played.to_move
    assert seat is not None
    obs = played.observation(seat)
    hand = mask_of(played.open_cards(seat))
    elsewhere = played.deck.all & ~played.played_mask() & ~hand
    for fact in found:
        reason = fact.reason
        if reason is HintReason.ONLY_MOVE:
            assert played.legal_actions() == [action]
        elif reason is HintReason.TRUMPS and isinstance(action, Call):
            order = call_order(obs, action)
            if order is not None:
                assert fact.number == (hand & order.trump_mask).bit_count()
        elif reason is HintReason.LAUFENDE:
            order = call_order(obs, action) if isinstance(action, Call) else None
            assert order is not None and fact.number == top_run(order, hand) >= 2
        elif reason is HintReason.ACES:
            assert all(c.bit & hand and c.rank is Rank.ACE for c in fact.cards)
        elif reason is HintReason.CALLED_SUIT:
            assert not fact.cards[0].bit & hand and fact.number
        elif reason is HintReason.NO_CALLABLE_ACE:
            assert not any(isinstance(a, Call) and a.kind is CallKind.SAUSPIEL for a in played.legal_actions())
        else:
            assert isinstance(action, Card)
            check_card_fact(played, action, fact, elsewhere, rng)


def check_card_fact(played: Deal, card: Card, fact: Fact[HintReason], elsewhere: int, rng: random.Random) -> None:
    seat = played.to_move
    order = played.order
    assert seat is not None and order is not None
    reason = fact.reason
    legal = played.legal_actions()
    if reason is HintReason.MUST_FOLLOW:
        assert fact.number == len(legal) < len(played.open_cards(seat)) and fact.cards[0] is played.trick[0]
        assert all(order.group[c.index] == order.group[fact.cards[0].index] for c in legal if isinstance(c, Card))
    elif reason is HintReason.CALLED_ACE:
        assert legal == [card] and played.call_state.outcome is not None and played.call_state.outcome.called is card
    elif reason in (HintReason.TAKES_TRICK, HintReason.BEATS):
        assert card.bit & order.beats[fact.cards[0].index]
        if reason is HintReason.TAKES_TRICK:
            taken = trick_winner_after(played, card, rng)
            assert taken.winner == seat and fact.number is not None and taken.points >= fact.number
    elif reason is HintReason.SCHMIEREN:
        best_seat = (played.leader + played.trick.index(fact.cards[0])) % played.seats
        assert trick_winner_after(played, card, rng).winner == best_seat and card.points == fact.number
        assert played.declarers is None or (seat in played.declarers) == (best_seat in played.declarers)
    elif reason is HintReason.TRUMP_OUT:
        assert order.is_trump(card) and fact.number == (elsewhere & order.trump_mask).bit_count()
    elif reason is HintReason.NO_TRUMPS_OUT:
        assert not elsewhere & order.trump_mask
    elif reason is HintReason.HIGHEST_LEFT:
        above = order.trumps if order.is_trump(card) else order.plain[card.suit]
        assert not mask_of(above[: above.index(card)]) & elsewhere
    else:
        raise AssertionError(f"{reason} not checked")


def check_every_action(played: Deal, rng: random.Random) -> set[HintReason]:
    seat = played.to_move
    assert seat is not None
    seen: set[HintReason] = set()
    for action in played.legal_actions():
        found = facts(played.observation(seat), action)
        check_true(played, action, found, rng)
        seen.update(f.reason for f in found)
    return seen


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(PRESETS), st.integers(0, 2**32), st.integers(0, 7), st.integers(0, 3))
def test_card_facts_are_true_in_random_positions(preset: str, seed: int, tricks_left: int, extra: int) -> None:
    rules = rules_of(preset)
    rng = random.Random(seed)
    played = position(rules, rng, tricks_left + 1, min(extra, rules.seats - 1))
    if played is not None and played.to_move is not None:
        check_every_action(played, rng)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(PRESETS), st.integers(0, 2**32), st.integers(0, 6))
def test_call_facts_are_true_in_random_biddings(preset: str, seed: int, calls: int) -> None:
    rules = rules_of(preset)
    rng = random.Random(seed)
    played = Deal(rules, rng.randrange(rules.seats), shuffled_hands(rules, rng))
    for _ in range(calls):
        if played.phase is not Phase.CALLS:
            break
        played.apply(rng.choice(played.legal_actions()))
    if played.to_move is not None:
        check_every_action(played, rng)


def test_every_card_reason_comes_up_over_fixed_deals() -> None:
    """The property tests cannot pass empty: over fixed random positions each reason is given."""
    seen: set[HintReason] = set()
    rng = random.Random(7)
    for index in range(160):
        rules = rules_of(PRESETS[index % len(PRESETS)])
        played = position(rules, rng, rng.randrange(1, 8), rng.randrange(rules.seats))
        if played is not None and played.to_move is not None:
            seen |= check_every_action(played, rng)
    call_reasons = {HintReason.TRUMPS, HintReason.LAUFENDE, HintReason.ACES, HintReason.CALLED_SUIT}
    card_reasons = set(HintReason) - call_reasons - {HintReason.NO_CALLABLE_ACE, HintReason.CALLED_ACE}
    assert card_reasons <= seen, card_reasons - seen


def test_order_of_is_the_deals_order_in_play() -> None:
    played = deal("schafkopf", SAUSPIEL_HANDS, *GRAS_CALLED)
    assert order_of(played.observation(0)) is played.order

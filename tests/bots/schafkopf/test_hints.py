"""Schafkopf hints: every fact given for an action is true of the deal itself.

The property walks random deals of every preset and, at each turn of the human's seat,
asks for the facts behind every legal action (the master's among them) and the hint the
app shows for it. Each fact is checked against the full deal, which the seat never sees:
the other hands, the engine's own refusals and scoring, and the trick played on; and the
sentence is checked to name the fact's cards and numbers."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kopdesk.app.schafkopf.hints import fact_sentence, hint_sentence
from kopdesk.app.words import card_name
from kopdesk.bots.hints import Fact
from kopdesk.bots.schafkopf import master
from kopdesk.bots.schafkopf.hints import HintReason, facts
from kopdesk.bots.schafkopf.knowledge import order_of
from kopdesk.cards import Card, Rank, mask_of
from kopdesk.games.schafkopf import (
    DOUBLE,
    PASS,
    Action,
    Call,
    CallKind,
    Contract,
    Deal,
    Phase,
    RefusalCode,
    Stage,
    shuffled_hands,
)
from kopdesk.games.schafkopf.calls import BIDS, suit_of, takes_suit
from kopdesk.games.schafkopf.orders import order_for
from kopdesk.games.tricks import RankOrder, Trick
from tests.games.schafkopf.helpers import PASSES, SAUSPIEL_HANDS, deal

from .helpers import PRESETS, rules_of

HUMAN = 0
"""The seat the app's Hint speaks to."""

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


def test_a_card_thrown_on_another_suits_trick_is_not_said_to_be_the_highest_of_its_own() -> None:
    """The walk's case: an Eichel lead, no Eichel in hand; the Gras-König is the highest Gras
    left, which does not matter in an Eichel trick."""
    hands = "7E 8E 9E KE 7S 8H 9H 7G | OE OG OH UE UG 9S 10E AH | AE AS 10S KS OS US UH KH | AG 10G KG 9G 8G 10H 7H 8S"
    played = deal("schafkopf", hands, "pass", "sauspiel:S", "pass", "pass", *PASSES, "7E", "10E", "AE")
    deck = played.rules.deck
    found = reasons(facts(played.observation(3), deck.card("KG")))
    assert HintReason.HIGHEST_LEFT not in found
    assert found[HintReason.CANNOT_FOLLOW].cards == (deck.card("7E"),)


def test_laufende_count_from_the_rules_minimum() -> None:
    """Two top trumps are no Laufende in a Solo (they count from 3) but are in a Wenz (from 2)."""
    hands = "OE OG UE UG AH KH 9G 8S | OH OS UH US 10H 7G 8G 9E | 10E 10S 9S AE AS KS AG KE | 7H 8H 9H 10G KG 7E 8E 7S"
    played = deal("schafkopf", hands)
    assert HintReason.LAUFENDE not in reasons(facts(played.observation(0), Call(CallKind.SOLO, "H")))
    wenz = reasons(facts(played.observation(0), Call(CallKind.WENZ)))
    assert wenz[HintReason.LAUFENDE].number == 2
    off = deal("schafkopf", hands, laufende=False)
    assert HintReason.LAUFENDE not in reasons(facts(off.observation(0), Call(CallKind.WENZ)))


def test_a_forced_pass_says_why() -> None:
    declarer_at_schuss = deal("schafkopf", SAUSPIEL_HANDS, "sauspiel:G", "pass", "pass", "pass")
    assert facts(declarer_at_schuss.observation(0), PASS) == (
        Fact(HintReason.ONLY_MOVE),
        Fact(HintReason.NO_SCHUSS),
        Fact(HintReason.TRUMPS, number=3),
    )
    few = "JC AH KH 9H 7D 8D 9S 7C | AC 10C KC QC 9C 8C AS 10S | KS QS JS 8S 7S 10H QH JH | 8H 7H AD 10D KD QD JD 9D"
    german = deal("deutsch", few)
    assert facts(german.observation(0), PASS)[:2] == (
        Fact(HintReason.ONLY_MOVE),
        Fact(HintReason.TOO_FEW_TRUMPS, number=4),
    )


# -- each fact against the full deal ---------------------------------------------------


def after(played: Deal, action: Action) -> Deal:
    """A copy of the deal (replayed from its dealing) with `action` applied."""
    copied = Deal(played.rules, played.dealer, played.dealt)
    for done in (*played.history, action):
        copied.apply(done)
    return copied


def passed_out(played: Deal, action: Action) -> Deal:
    """The deal after `action`, everyone else passing (or making the one call open) until play."""
    then = after(played, action)
    while then.phase is Phase.CALLS:
        legal = then.legal_actions()
        then.apply(PASS if PASS in legal else legal[0])
    return then


def played_to_the_end(played: Deal, rng: random.Random) -> Deal:
    while played.to_move is not None:
        played.apply(rng.choice(played.legal_actions()))
    return played


def trick_winner_after(played: Deal, action: Action, rng: random.Random) -> Trick:
    """Play `action`, then the rest of its trick at random: the trick taken."""
    done = len(played.tricks)
    then = after(played, action)
    while len(then.tricks) == done:
        then.apply(rng.choice(then.legal_actions()))
    return then.tricks[done]


def still_to_play(played: Deal) -> int:
    """The cards the seats after the one to move in this trick may play to it, as a bitmask."""
    seat, after_it = played.to_move, played.seats - len(played.trick) - 1
    assert seat is not None
    return sum(mask_of(played.open_cards((seat + n) % played.seats)) for n in range(1, after_it + 1))


def bids(played: Deal) -> list[Call]:
    """Every Bavarian contract call, each suit of those that take one."""
    letters = played.deck.suit_letters.values()
    return [
        Call(kind, letter)
        for kind in BIDS
        for letter in (letters if takes_suit(kind, played.rules.variant) else [None])
    ]


def refused(played: Deal, action: Action) -> RefusalCode | object:
    refusal = played.refusal(action)
    assert refusal is not None, f"{action} is legal"
    return refusal.code


def call_game_order(played: Deal, call: Call) -> RankOrder | None:
    """The order of the game a call counts its trumps in: a pass in the bidding, a Sauspiel's;
    any other call, the game played once everyone else passes (German: none, a count per suit)."""
    if played.rules.variant.value == "deutsch":
        return None
    if call == PASS and played.call_state.stage is Stage.BIDDING:
        return order_for(played.rules, Contract.SAUSPIEL, None)
    if call.kind in BIDS:  # the order the deal plays that contract in
        trump = (
            suit_of(played.deck, call.suit) if call.suit is not None and call.kind is not CallKind.SAUSPIEL else None
        )
        return order_for(played.rules, BIDS[call.kind], trump)
    return passed_out(played, call).order


def check_true(played: Deal, action: Action, found: tuple[Fact[HintReason], ...], rng: random.Random) -> None:
    """Each fact against the deal: the hands as they are, the engine's refusals and scoring,
    and the trick played on."""
    seat = played.to_move
    assert seat is not None
    hand = mask_of(played.open_cards(seat))
    elsewhere = played.deck.all & ~played.played_mask() & ~hand
    assert len({f.reason for f in found}) == len(found)
    order = call_game_order(played, action) if isinstance(action, Call) and len(found) > 0 else None
    for fact in found:
        if fact.reason is HintReason.ONLY_MOVE:
            assert played.legal_actions() == [action]
        elif isinstance(action, Call):
            check_call_fact(played, action, fact, hand, order, rng)
        else:
            check_card_fact(played, action, fact, elsewhere, rng)


def check_call_fact(
    played: Deal, call: Call, fact: Fact[HintReason], hand: int, order: RankOrder | None, rng: random.Random
) -> None:
    reason = fact.reason
    if reason is HintReason.TRUMPS:
        if order is None:
            assert call.suit is not None
            suit = played.deck.suit_letters
            trumps = [c for c in played.deck.cards_in(hand) if c.rank is Rank.JACK or suit[c.suit] == call.suit]
            assert fact.number == len(trumps)
        else:
            assert fact.number == (hand & order.trump_mask).bit_count()
    elif reason is HintReason.LAUFENDE:
        check_laufende(played, call, fact.count, rng)
    elif reason is HintReason.ACES:
        assert order is not None and fact.cards
        assert all(c.bit & hand and c.rank is Rank.ACE and order.plain[c.suit][0] is c for c in fact.cards)
    elif reason is HintReason.CALLED_SUIT:
        sauspiel = order_for(played.rules, Contract.SAUSPIEL, None)
        ace = fact.cards[0]
        assert call.kind is CallKind.SAUSPIEL and ace.rank is Rank.ACE and not ace.bit & hand
        assert fact.number == (hand & mask_of(sauspiel.plain[ace.suit])).bit_count() > 0
    elif reason is HintReason.NO_CALLABLE_ACE:
        codes = {RefusalCode.ACE_TRUMP, RefusalCode.ACE_HELD, RefusalCode.ACE_NO_SUIT}
        sauspiele = [c for c in bids(played) if c.kind is CallKind.SAUSPIEL]
        assert call == PASS and all(refused(played, c) in codes for c in sauspiele)
    elif reason is HintReason.OUTBID:
        assert played.legal_actions() == [PASS] and any(c.call.kind is not CallKind.PASS for c in played.calls)
        assert RefusalCode.CONTRACT_TOO_LOW in {refused(played, c) for c in bids(played)}
    elif reason in (HintReason.DOUBLE_LIMIT, HintReason.NO_SCHUSS, HintReason.NO_RETOUR):
        code = {
            HintReason.DOUBLE_LIMIT: RefusalCode.DOUBLE_LIMIT,
            HintReason.NO_SCHUSS: RefusalCode.SCHUSS_BY_DEFENDERS,
            HintReason.NO_RETOUR: RefusalCode.RETOUR_BY_DECLARERS,
        }[reason]
        assert played.legal_actions() == [PASS] and refused(played, DOUBLE) is code
        outcome = played.call_state.outcome
        assert outcome is not None and (reason is not HintReason.DOUBLE_LIMIT or fact.number == outcome.doublings)
    elif reason is HintReason.TOO_FEW_TRUMPS:
        announcements = [Call(CallKind.TRUMPS, letter) for letter in played.deck.suit_letters.values()]
        refusals = [played.refusal(c) for c in announcements]
        assert all(r is not None and r.code is RefusalCode.TRUMPS_TOO_FEW for r in refusals)
        assert fact.number == max(r.count or 0 for r in refusals if r is not None) < played.rules.deutsch_min_trumps
    else:
        raise AssertionError(f"{reason} stated for a call")


def check_laufende(played: Deal, call: Call, count: int, rng: random.Random) -> None:
    """The scoring's own count, the game played out: exactly `count` alone, at least with a partner."""
    score = played_to_the_end(passed_out(played, call), rng).score
    assert score is not None and count > 0
    if call.kind is CallKind.SAUSPIEL:
        assert score.laufende >= count
    else:
        assert score.laufende == count


def check_card_fact(played: Deal, card: Card, fact: Fact[HintReason], elsewhere: int, rng: random.Random) -> None:
    seat = played.to_move
    order = played.order
    assert seat is not None and order is not None
    reason = fact.reason
    legal = played.legal_actions()
    others = [c for c in played.open_cards(seat) if c is not card]
    trick = [c.index for c in played.trick]
    if reason is HintReason.MUST_FOLLOW:
        assert fact.number == len(legal) < len(played.open_cards(seat)) and fact.cards[0] is played.trick[0]
        assert all(order.group[c.index] == order.group[fact.cards[0].index] for c in legal if isinstance(c, Card))
    elif reason is HintReason.CANNOT_FOLLOW:
        led = fact.cards[0]
        assert played.trick and led is played.trick[0]
        assert all(order.group[c.index] != order.group[led.index] for c in played.open_cards(seat))
    elif reason is HintReason.CALLED_ACE:
        assert legal == [card] and played.call_state.outcome is not None and played.call_state.outcome.called is card
    elif reason is HintReason.CALLED_ACE_LEAD:
        assert legal == [card] and fact.cards == (card,) and not played.trick
        assert all(refused(played, c) is RefusalCode.CALLED_ACE_LEAD for c in others)
    elif reason is HintReason.CALLED_ACE_KEPT:
        assert legal == [card] and refused(played, fact.cards[0]) is RefusalCode.CALLED_ACE_DISCARD
    elif reason in (HintReason.TAKES_TRICK, HintReason.BEATS):
        assert fact.cards[0] is played.deck.cards[order.winning_index(trick)]
        assert card.bit & order.beats[fact.cards[0].index]
        if reason is HintReason.TAKES_TRICK:
            assert not order.beats[card.index] & still_to_play(played)
            taken = trick_winner_after(played, card, rng)
            assert taken.winner == seat and fact.number == sum(c.points for c in played.trick) + card.points
    elif reason is HintReason.SCHMIEREN:
        best_seat = (played.leader + played.trick.index(fact.cards[0])) % played.seats
        assert not order.beats[fact.cards[0].index] & still_to_play(played)
        assert trick_winner_after(played, card, rng).winner == best_seat and card.points == fact.number
        assert played.declarers is None or (seat in played.declarers) == (best_seat in played.declarers)
    elif reason is HintReason.TRUMP_OUT:
        assert order.is_trump(card) and fact.number == (elsewhere & order.trump_mask).bit_count() > 0
        assert not played.trick and played.declarers is not None and seat in played.declarers
    elif reason is HintReason.NO_TRUMPS_OUT:
        assert not played.trick and not elsewhere & order.trump_mask
    elif reason is HintReason.HIGHEST_LEFT:
        above = order.trumps if order.is_trump(card) else order.plain[card.suit]
        assert not mask_of(above[: above.index(card)]) & elsewhere
        if trick:  # said only of a card of the suit led that beats the trick so far
            assert (
                order.group[card.index] == order.group[trick[0]]
                and order.winning_index([*trick, card.index]) == card.index
            )
    else:
        raise AssertionError(f"{reason} stated for a card")


def check_words(played: Deal, action: Action, found: tuple[Fact[HintReason], ...]) -> None:
    """The hint the app shows names the action, and each fact's sentence its cards and number."""
    assert played.to_move is not None
    observation = played.observation(played.to_move)
    hint = " ".join(hint_sentence(observation, action).split())
    if isinstance(action, Card):
        assert card_name(action) in hint.split("\n")[0]
    for fact in found:
        sentence = fact_sentence(observation, action, fact)
        assert " ".join(sentence.split()) in hint
        assert all(card_name(c) in sentence for c in fact.cards), (fact, sentence)
        assert fact.number is None or number_said(fact) in sentence, (fact, sentence)


def number_said(fact: Fact[HintReason]) -> str:
    """A fact's number as its sentence writes it: a doubling's count "once" and "twice" in
    words, as said; every other number in digits."""
    if fact.reason is HintReason.DOUBLE_LIMIT and fact.number in (1, 2):
        return ("once", "twice")[fact.number - 1]
    return str(fact.number)


def check_every_action(played: Deal, rng: random.Random) -> set[HintReason]:
    seat = played.to_move
    assert seat is not None
    seen: set[HintReason] = set()
    for action in played.legal_actions():
        found = facts(played.observation(seat), action)
        check_true(played, action, found, rng)
        check_words(played, action, found)
        seen.update(f.reason for f in found)
    return seen


def walk(preset: str, seed: int) -> tuple[int, set[HintReason]]:
    """A random deal of `preset` played at random (calls leaning to pass, so that every
    contract and doubling comes up), every turn of the human's seat checked: how many
    positions, and the reasons given."""
    rules = rules_of(preset)
    rng = random.Random(seed)
    played = Deal(rules, rng.randrange(rules.seats), shuffled_hands(rules, rng))
    positions, seen = 0, set[HintReason]()
    while played.to_move is not None:
        legal = played.legal_actions()
        if played.to_move == HUMAN:
            positions += 1
            seen |= check_every_action(played, rng)
        played.apply(PASS if PASS in legal and rng.random() < 0.6 else rng.choice(legal))
    return positions, seen


@pytest.mark.parametrize("preset", PRESETS)
def test_every_fact_of_every_hint_is_true_of_the_deal(preset: str) -> None:
    """A few hundred positions of the human's turn per preset, every reason it can give
    coming up (so that the check cannot pass empty)."""
    positions, seen = 0, set[HintReason]()
    for seed in range(DEALS[preset]):
        counted, reasons_seen = walk(preset, seed)
        positions += counted
        seen |= reasons_seen
    assert positions >= 200
    assert EXPECTED[preset] <= seen, EXPECTED[preset] - seen


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(PRESETS), st.integers(0, 2**32))
def test_every_fact_is_true_in_random_deals(preset: str, seed: int) -> None:
    walk(preset, seed)


def test_the_called_aces_rules_that_leave_one_card_are_said_and_true() -> None:
    """Sauspiele played at random, every seat's forced card checked, until the called ace was
    searched, led alone and kept from a discard."""
    rules = rules_of("schafkopf")
    wanted = {HintReason.CALLED_ACE, HintReason.CALLED_ACE_LEAD, HintReason.CALLED_ACE_KEPT}
    for seed in range(100):
        rng = random.Random(seed)
        played = Deal(rules, rng.randrange(rules.seats), shuffled_hands(rules, rng))
        while played.to_move is not None and wanted:
            legal = played.legal_actions()
            if len(legal) == 1 and isinstance(legal[0], Card):
                wanted -= check_every_action(played, rng)
            sauspiel = [a for a in legal if isinstance(a, Call) and a.kind is CallKind.SAUSPIEL]
            played.apply(sauspiel[0] if sauspiel else PASS if PASS in legal else rng.choice(legal))
    assert not wanted


_PLAY = {
    HintReason.MUST_FOLLOW, HintReason.CANNOT_FOLLOW, HintReason.TAKES_TRICK, HintReason.BEATS,
    HintReason.SCHMIEREN, HintReason.NO_TRUMPS_OUT, HintReason.HIGHEST_LEFT, HintReason.ONLY_MOVE,
}  # fmt: skip
DEALS = {"schafkopf": 28, "wendisch": 28, "zweier": 14, "deutsch": 26}
EXPECTED = {
    "schafkopf": _PLAY | {
        HintReason.TRUMPS, HintReason.LAUFENDE, HintReason.ACES, HintReason.CALLED_SUIT, HintReason.NO_CALLABLE_ACE,
        HintReason.NO_SCHUSS, HintReason.NO_RETOUR, HintReason.TRUMP_OUT, HintReason.OUTBID,
    },
    "wendisch": _PLAY | {HintReason.TRUMPS, HintReason.ACES, HintReason.TRUMP_OUT},
    "zweier": _PLAY - {HintReason.SCHMIEREN, HintReason.BEATS},  # the one to follow plays last
    "deutsch": _PLAY | {HintReason.TRUMPS, HintReason.TOO_FEW_TRUMPS},
}  # fmt: skip


def test_order_of_is_the_deals_order_in_play() -> None:
    played = deal("schafkopf", SAUSPIEL_HANDS, *GRAS_CALLED)
    assert order_of(played.observation(0)) is played.order

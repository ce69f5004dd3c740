"""Hints: each fact given for a move is true in the position, on scripted positions and
on random ones checked against the full deal: the pile after the move, the table left and
the real hands of the players who could sweep it or pair the card laid; and the hint the
app shows names each fact's cards and numbers."""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kopdesk.app.scopa.hints import fact_sentence, hint_sentence
from kopdesk.app.scopa.words import card_text
from kopdesk.bots.budget import Budget
from kopdesk.bots.hints import Fact
from kopdesk.bots.scopa import ClubPlayer, master
from kopdesk.bots.scopa.hints import HintReason, facts
from kopdesk.bots.scopa.master import SearchPlayer
from kopdesk.cards import Card
from kopdesk.games.scopa import PRESETS, Deal, Move, Phase, card
from kopdesk.games.scopa.cards import CARDS, DENARI, RE_BELLO, SETTEBELLO, VALUE

from .helpers import random_deal, two_player_deal


def _cards(text: str) -> tuple[Card, ...]:
    return tuple(card(t) for t in text.split())


def _move(deal: Deal, played: str, taken: str = "") -> Move:
    return Move(card(played), sum(c.bit for c in _cards(taken)))


def test_a_scopa() -> None:
    deal = two_player_deal("AC 2H 3S 4C", "KS 4D 6H", "KD 3H 6S")
    move = _move(deal, "KS", "AC 2H 3S 4C")
    assert facts(deal.observation(0), move) == (Fact(HintReason.SCOPA), Fact(HintReason.CARDS, number=5))


def test_the_settebello_and_a_table_nobody_sweeps() -> None:
    deal = two_player_deal("7D 2C 5H QS", "7C QD 5D", "KD 3H 6S")
    assert facts(deal.observation(0), _move(deal, "7C", "7D")) == (
        Fact(HintReason.SETTEBELLO, number=1),  # the denari count said once: no DENARI fact for the 7♦
        Fact(HintReason.SEVENS, _cards("7C 7D"), 2),
        Fact(HintReason.CARDS, number=2),
        Fact(HintReason.TABLE_UNSWEEPABLE, number=16),  # 2 + 5 + 9: above any card's 10
    )


def test_the_settebello_that_wins_the_denari_point_leaves_the_count_to_that_point() -> None:
    deal = two_player_deal("7D 2C 5H QS", "7C QD 5D", "KD 3H 6S")
    five_denari = dataclasses.replace(deal.observation(0), captured=(_cards("AD 2D 3D 4D 6D"), ()))
    found = facts(five_denari, _move(deal, "7C", "7D"))
    assert found[:2] == (Fact(HintReason.SETTEBELLO), Fact(HintReason.DENARI_POINT, number=6))
    assert HintReason.DENARI not in {f.reason for f in found}


def test_the_re_bello_where_it_counts() -> None:
    move = Move(card("KC"), card("KD").bit)
    with_it = two_player_deal("KD 2C 5H QS", "KC QD 5D", "7D 3H 6S", {"re_bello": True})
    taken_denari = Fact(HintReason.DENARI, _cards("KD"), 1)
    assert facts(with_it.observation(0), move)[:2] == (Fact(HintReason.RE_BELLO), taken_denari)
    without = two_player_deal("KD 2C 5H QS", "KC QD 5D", "7D 3H 6S")
    assert facts(without.observation(0), move)[0] == taken_denari


def test_a_table_a_king_may_sweep_is_no_reason() -> None:
    deal = two_player_deal("AC 2H QS 4D", "QC 6H 5S", "KD 3H 7S")
    observation = deal.observation(0)
    assert Fact(HintReason.TABLE_UNSWEEPABLE, number=11) in facts(observation, _move(deal, "5S", "AC 4D"))
    left_at_ten = facts(observation, _move(deal, "6H", "2H 4D"))  # A + Q: any of four unseen kings sweeps
    assert {f.reason for f in left_at_ten} == {HintReason.DENARI, HintReason.CARDS}


def test_every_card_that_could_sweep_is_seen() -> None:
    # 6H must take 6C; 2S + 3S + AH = 6 is left, and the seat has seen all four sixes.
    deal = two_player_deal("6C 2S 3S AH", "6H 6D 6S", "KD 3H 7S")
    last = facts(deal.observation(0), _move(deal, "6H", "6C"))[-1]
    assert (last.reason, set(last.cards), last.number) == (HintReason.SWEEPERS_GONE, set(_cards("6C 6D 6H 6S")), 6)


def test_the_only_move() -> None:
    rng = random.Random(0)
    while True:  # a deal played to a position with one legal action: the last card, laid or taking one set
        deal = random_deal("scopa", rng)
        players = [ClubPlayer(seat) for seat in range(2)]
        while deal.phase is Phase.PLAY and len(deal.legal_actions()) > 1:
            seat = deal.to_move
            assert seat is not None
            deal.apply(players[seat].choose(deal.observation(seat)))
        if deal.phase is Phase.PLAY:
            break
    observation = deal.observation(deal.to_move or 0)
    assert facts(observation, observation.legal[0])[0] == Fact(HintReason.ONLY_MOVE)


def test_the_masters_move_and_its_facts() -> None:
    deal = two_player_deal("7D 2C 5H QS", "7C QD 5D", "KD 3H 6S")
    observation = deal.observation(0)
    chosen = SearchPlayer(1, budget=Budget(nodes=1_000)).choose(observation)
    assert chosen == _move(deal, "7C", "7D")
    assert HintReason.SETTEBELLO in {f.reason for f in facts(observation, chosen)}
    assert master(0).choose(observation) == chosen


# -- random positions, each fact checked against the deal as it goes on --------------------


def _sweepers(table: tuple[Card, ...]) -> set[Card]:
    """Under the default rules: a card takes the whole table if it is the table's one card's
    equal, or if it equals the table's sum and no table card does."""
    values = [VALUE[c.index] for c in table]
    found = set()
    for c in CARDS:
        value = VALUE[c.index]
        if c in table:
            continue
        if values == [value] or (len(values) > 1 and sum(values) == value and value not in values):
            found.add(c)
    return found


def _check(deal: Deal, action: Move | object, given: tuple[Fact[HintReason], ...]) -> None:
    seat = deal.to_move
    assert seat is not None
    observation, side = deal.observation(seat), deal.side_of(seat)
    after = deal.copy()
    after.apply(action)  # type: ignore[arg-type]
    reasons = [f.reason for f in given]
    assert len(reasons) == len(set(reasons))
    assert (HintReason.ONLY_MOVE in reasons) == (len(observation.legal) == 1)
    assert (HintReason.SCOPA in reasons) == (after.scope[side] > deal.scope[side])
    pile_after = set(after.captured[side])
    if after.phase is Phase.PLAY:  # else the table's leftover went to a pile too
        assert (HintReason.SETTEBELLO in reasons) == (SETTEBELLO in pile_after - set(deal.captured[side]))
    elif HintReason.SETTEBELLO in reasons:
        assert isinstance(action, Move) and SETTEBELLO in (action.card, *action.taken)
    if after.phase is Phase.PLAY and deal.rules.re_bello:
        assert (HintReason.RE_BELLO in reasons) == (RE_BELLO in pile_after - set(deal.captured[side]))
    for fact in given:
        if fact.reason is HintReason.CARDS and after.phase is Phase.PLAY:
            assert fact.number == len(after.captured[side]) - len(deal.captured[side])
        if fact.reason is HintReason.SETTEBELLO:
            assert (fact.number is None) == (HintReason.DENARI_POINT in reasons)
            assert HintReason.DENARI not in reasons  # the denari count is said once
        denari_counts = (HintReason.SETTEBELLO, HintReason.DENARI, HintReason.DENARI_POINT)
        if fact.reason in denari_counts and fact.number is not None and after.phase is Phase.PLAY:
            assert fact.number == sum(1 for c in pile_after if c.bit & DENARI)
        if fact.reason is HintReason.DENARI_POINT:
            assert fact.number is not None and fact.number >= 6
        if fact.reason is HintReason.CARTE_POINT:
            assert fact.number is not None and fact.number >= 21 > len(deal.captured[side])
            assert after.phase is not Phase.PLAY or fact.number == len(pile_after)
        if fact.reason in (HintReason.TABLE_UNSWEEPABLE, HintReason.SWEEPERS_GONE):
            assert after.phase is Phase.PLAY  # no next player after the last card
        if fact.reason is HintReason.TABLE_UNSWEEPABLE:
            assert after.table and not _sweepers(after.table)
            assert fact.number == sum(VALUE[c.index] for c in after.table)
            assert not _next_sweeps(after)
        if fact.reason is HintReason.SWEEPERS_GONE:
            assert set(fact.cards) == _sweepers(after.table) != set()
            values = {VALUE[c.index] for c in fact.cards}  # the sentence names them by value
            assert set(fact.cards) == {c for c in CARDS if VALUE[c.index] in values and c not in after.table}
            assert set(fact.cards) <= set(observation.seen) and not _next_sweeps(after)
            assert fact.number == sum(VALUE[c.index] for c in after.table)
        if fact.reason is HintReason.SAFE_LAY:
            assert isinstance(action, Move) and not action.take
            laid = VALUE[action.card.index]
            assert fact.number == laid
            assert all(c in observation.seen for c in CARDS if VALUE[c.index] == laid)
            others = [c for s in range(deal.rules.players) if s != seat for c in deal.hand(s)]
            assert all(VALUE[c.index] != laid for c in others)
        if fact.reason in (HintReason.DENARI, HintReason.SEVENS):
            assert isinstance(action, Move)
            taken = {action.card, *action.taken}
            kind = (
                {c for c in taken if c.bit & DENARI and c != SETTEBELLO}
                if fact.reason is HintReason.DENARI
                else {c for c in taken if VALUE[c.index] == 7}
            )
            assert set(fact.cards) == kind != set()
        if fact.reason is HintReason.SEVENS and after.phase is Phase.PLAY:
            assert fact.number == sum(1 for c in pile_after if VALUE[c.index] == 7)


def _next_sweeps(after: Deal) -> bool:
    """Can the next player, with the cards he really holds, make a scopa of the table left?"""
    assert after.phase is Phase.PLAY and after.to_move is not None
    side = after.side_of(after.to_move)
    for action in after.legal_actions():
        tried = after.copy()
        tried.apply(action)
        if tried.scope[side] > after.scope[side]:
            return True
    return False


def _check_words(deal: Deal, action: Move | object, found: tuple[Fact[HintReason], ...]) -> None:
    """The hint the app shows says every fact, each naming its cards (the sweepers by their
    values) and its number."""
    assert deal.to_move is not None
    observation = deal.observation(deal.to_move)
    hint = " ".join(hint_sentence(observation, action).split())  # type: ignore[arg-type]
    if isinstance(action, Move):
        assert card_text(action.card) in hint.split(".")[0]
    for fact in found:
        sentence = fact_sentence(fact)
        assert " ".join(sentence.split()) in hint
        if fact.reason is HintReason.SWEEPERS_GONE:
            assert all(str(VALUE[c.index]) in sentence for c in fact.cards)
        else:
            assert all(card_text(c) in sentence for c in fact.cards), (fact, sentence)
        assert fact.number is None or str(fact.number) in sentence, (fact, sentence)


HUMAN = 0
"""The seat the app's Hint speaks to."""
DEALS = {"scopa": 12, "scopa-3": 18, "scopa-4": 24, "scopone": 23, "scopone-scientifico": 20}
"""Per preset, deals enough for 200 turns of the human's."""
RARE = {"scopa-3": {HintReason.CARTE_POINT, HintReason.DENARI_POINT}}
"""Points three sides seldom reach by 21 cards or 6 denari in one capture."""


def _walk(preset: str, seed: int, house_rules: dict[str, bool] | None = None) -> tuple[int, set[HintReason]]:
    """A deal played at random, every legal action at each of the human's turns checked:
    how many positions, and the reasons given."""
    rng = random.Random(seed)
    deal = random_deal(preset, rng, house_rules)
    positions, given = 0, set[HintReason]()
    while deal.phase is Phase.PLAY:
        seat = deal.to_move
        assert seat is not None
        observation = deal.observation(seat)
        if seat == HUMAN:
            positions += 1
            for action in observation.legal:
                found = facts(observation, action)
                _check(deal, action, found)
                _check_words(deal, action, found)
                given.update(f.reason for f in found)
        deal.apply(rng.choice(observation.legal))
    return positions, given


def _human_positions(
    preset: str, deals: int, house_rules: dict[str, bool] | None = None
) -> tuple[int, set[HintReason]]:
    positions, given = 0, set[HintReason]()
    for seed in range(deals):
        counted, reasons = _walk(preset, seed, house_rules)
        positions += counted
        given |= reasons
    return positions, given


@pytest.mark.parametrize("preset", list(PRESETS))
def test_the_hint_of_every_preset_says_only_true_things(preset: str) -> None:
    """A few hundred positions of the human's turn per preset, checked fact by fact against
    the deal; every reason comes up (so that the check cannot pass empty)."""
    positions, given = _human_positions(preset, DEALS[preset])
    assert positions >= 200
    assert set(HintReason) - {HintReason.RE_BELLO} - RARE.get(preset, set()) <= given


def test_the_re_bello_is_said_where_it_counts() -> None:
    assert HintReason.RE_BELLO in _human_positions("scopa", 12, {"re_bello": True})[1]


@settings(max_examples=15, deadline=None)
@given(st.sampled_from(list(PRESETS)), st.integers(0, 2**32 - 1))
def test_every_fact_is_true_in_random_positions(preset: str, seed: int) -> None:
    _walk(preset, seed, {"re_bello": seed % 2 == 0})

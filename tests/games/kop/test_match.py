"""A match: dealer rotation, bok rounds, match length, and the score sheet."""

import random

import pytest

from kopdesk.games.kop import PASS, Deal, Match, card, rules_from_preset, shuffled_hands

# Dealer 0, all pass: a normal game, old = seats 1 (QS) and 2 (QC).
# Trick 1: JD QC 10H AH, seat 0 wins 26.  Trick 2: AC 10D QH JC, seat 2 wins 26.
# Trick 3: 10S JH AD QS, seat 1 wins 26.  Trick 4: JS AS QD 10C, seat 3 wins 26.
# Old 52, young 52: a tie. In baska the old lose (old_lose); they got out (52 >= 27),
# so 1 unit, x2 for the old's loss: +2 each young, -2 each old.
TIE_HANDS = [["AC", "10C", "AH", "AD"], ["QS", "JS", "10D", "JD"],
             ["QC", "AS", "10S", "QH"], ["JC", "10H", "JH", "QD"]]  # fmt: skip
TIE_PLAY = "JD QC 10H AH AC 10D QH JC 10S JH AD QS JS AS QD 10C".split()
TIE_UNITS = (2, -2, -2, 2)


def rotated_tie(dealer: int) -> list[list]:
    """The tie layout seen from `dealer`: each seat holds what seat - dealer held."""
    return [[card(t) for t in TIE_HANDS[(seat - dealer) % 4]] for seat in range(4)]


def rotate(units: tuple, dealer: int) -> tuple:
    return tuple(units[(seat - dealer) % 4] for seat in range(4))


def play_tie(match: Match) -> Deal:
    deal = match.new_deal(rotated_tie(match.dealer))
    for _ in range(4):
        deal.apply(PASS)
    for text in TIE_PLAY:
        deal.apply(card(text))
    return deal


def play_randomly(deal: Deal, rng: random.Random) -> None:
    while deal.to_move is not None:
        deal.apply(rng.choice(deal.legal_actions()))


def test_dealer_moves_left_and_totals_run() -> None:
    match = Match(rules_from_preset("kop", {"match_length": {"deals": 8}}), first_dealer=2)
    rng = random.Random(5)
    totals = [0, 0, 0, 0]
    for number in range(1, 9):
        assert not match.is_over
        deal = match.new_deal(shuffled_hands(rng))
        assert deal.dealer == (1 + number) % 4
        play_randomly(deal, rng)
        row = match.record(deal)
        totals = [t + u for t, u in zip(totals, row.units, strict=True)]
        assert row.number == number and list(row.totals) == totals
    assert match.is_over and len(match.rows) == 8
    with pytest.raises(ValueError):
        match.new_deal(shuffled_hands(rng))


def test_tie_layout_scores_as_worked_out() -> None:
    match = Match(rules_from_preset("baska"), first_dealer=0)
    deal = play_tie(match)
    assert deal.score is not None and deal.score.tie
    assert deal.score.units == TIE_UNITS


def test_a_tie_starts_a_bok_round_of_four_deals_at_double_stakes() -> None:
    match = Match(rules_from_preset("baska"), first_dealer=0)
    rng = random.Random(11)
    first = match.record(play_tie(match))
    assert first.starts_bok_round and not first.in_bok_round
    for _ in range(4):
        deal = match.new_deal(shuffled_hands(rng))
        assert deal.in_bok_round
        play_randomly(deal, rng)
        assert not deal.score.tie  # seeded: no tie restarts the count here
        row = match.record(deal)
        assert row.in_bok_round
        assert any(f.kind.value == "bok_round" for f in row.score.factors)
    assert not match.new_deal(shuffled_hands(rng)).in_bok_round


def test_a_tie_inside_a_bok_round_restarts_the_four_without_stacking() -> None:
    match = Match(rules_from_preset("baska"), first_dealer=0)
    rng = random.Random(4)
    match.record(play_tie(match))
    deal = match.new_deal(shuffled_hands(rng))
    play_randomly(deal, rng)
    match.record(deal)
    assert match.bok_deals_left == 3
    second_tie = play_tie(match)
    assert second_tie.in_bok_round
    # The same tie inside a bok round: x2 once, not more.
    assert second_tie.score.units == tuple(2 * u for u in rotate(TIE_UNITS, second_tie.dealer))
    match.record(second_tie)
    assert match.bok_deals_left == 4


def test_no_bok_round_where_the_house_rule_is_off() -> None:
    match = Match(rules_from_preset("baska", {"bok_round": False}), first_dealer=0)
    match.record(play_tie(match))
    assert match.bok_deals_left == 0
    assert not match.new_deal(rotated_tie(1)).in_bok_round


def test_target_length_ends_when_a_total_reaches_it() -> None:
    match = Match(rules_from_preset("baska", {"match_length": {"target": 4}}), first_dealer=0)
    match.record(play_tie(match))  # young seats 0 and 3 reach +2
    assert not match.is_over
    match.record(play_tie(match))  # bok round: +4 more for two of the seats
    assert max(match.totals) >= 4 and match.is_over


def test_open_match_never_ends() -> None:
    match = Match(rules_from_preset("kop", {"match_length": {"open": True}}), first_dealer=3)
    rng = random.Random(2)
    for _ in range(30):
        deal = match.new_deal(shuffled_hands(rng))
        play_randomly(deal, rng)
        match.record(deal)
    assert not match.is_over


def test_an_unfinished_or_foreign_deal_is_not_recorded() -> None:
    rules = rules_from_preset("kop")
    match = Match(rules, first_dealer=0)
    with pytest.raises(ValueError):
        match.record(match.new_deal(rotated_tie(0)))
    other = Deal(rules, 1, rotated_tie(1))
    play_randomly(other, random.Random(1))
    with pytest.raises(ValueError):
        match.record(other)


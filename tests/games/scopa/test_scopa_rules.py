"""Scopa's rules one by one (the Scopa rules): captures, scopa, scoring, match, rule sets."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from kopdesk.games.scopa import (
    PASS,
    Action,
    Category,
    Deal,
    DealError,
    IllegalAction,
    Move,
    Phase,
    Reason,
    RefusalCode,
    RulesError,
    capture_sets,
    card,
    match_result,
    rules_from_preset,
)
from kopdesk.games.scopa.cards import CARDS
from kopdesk.games.scopa.dealing import deal_out
from kopdesk.games.scopa.events import CardDrawn, CardKept, CardLaid, CardsCaptured, HandsDealt, LeftoverTaken
from kopdesk.games.scopa.match import Decision, Match
from kopdesk.games.scopa.scoring import ScopaMade, Score, count_pile, score_deal


def mask(text: str) -> int:
    return sum(card(t).bit for t in text.split())


def moves(sets: Iterable[int]) -> set[str]:
    return {"+".join(sorted(str(c) for c in CARDS if s & c.bit)) for s in sets}


def takes(preset: str, played: str, table: str, **house: object) -> set[str]:
    return moves(capture_sets(rules_from_preset(preset, house), card(played), mask(table)))


def stacked(preset: str, dealer: int, hands: dict[int, str], table: str = "", talon: str = "", **house: object) -> Deal:
    """A deal whose pack puts `hands`, `table` and the talon's top cards where the preset deals them."""
    rules = rules_from_preset(preset, house)
    where = deal_out(rules, dealer, CARDS)  # position i of the pack holds CARDS[i]
    deck: list[str | None] = [None] * 40
    wanted = [(where.hands[seat], text.split()) for seat, text in hands.items()] + [(where.table, table.split())]
    # A place may be given fewer cards than it is dealt: its first positions take them, the rest of the pack the others.
    for positions, cards in wanted:
        for position, text in zip([c.index for c in CARDS if positions & c.bit], cards, strict=False):
            deck[position] = text
    talon_positions = [c.index for c in where.talon]
    for position, text in zip(talon_positions, talon.split(), strict=False):
        deck[position] = text
    rest = iter(str(c) for c in CARDS if str(c) not in deck)
    return Deal(rules, dealer, [card(t if t is not None else next(rest)) for t in deck])


def legal(deal: Deal) -> set[str]:
    return {str(a) for a in deal.legal_actions()}


# -- captures (4.2-4.4) -----------------------------------------------------------


def test_equal_card_first_the_seeds_example() -> None:
    assert takes("scopa", "KD", "AC 3H 4S 6D KC") == {"KC"}
    assert takes("scopa", "7H", "AC 3H 4S 6D KC") == {"6D+AC", "3H+4S"}
    assert takes("scopa", "JS", "AC 3H 4S 6D KC") == {"3H+4S+AC"}
    assert takes("scopa", "2S", "AC 3H 4S 6D KC") == set()


def test_with_two_equal_cards_either_may_be_taken_but_no_sum() -> None:
    assert takes("scopa", "5C", "5D 5H 2S 3S") == {"5D", "5H"}


def test_capture_sets_are_sets_of_actual_cards() -> None:
    assert takes("scopa", "7D", "3C 3S 4H") == {"3C+4H", "3S+4H"}


def test_fewest_cards_keeps_the_shortest_sums_and_the_equal_card() -> None:
    assert takes("scopa", "JS", "AC 3H 4S 5D", capture_rule="fewest_cards") == {"3H+5D"}
    assert takes("scopa", "QC", "AC 3H 4S 5D", capture_rule="fewest_cards") == {"4S+5D"}
    assert takes("scopa", "5C", "5H 2S 3S", capture_rule="fewest_cards") == {"5H"}


def test_free_allows_the_equal_card_or_any_sum() -> None:
    assert takes("scopa", "KD", "KC 4S 6D", capture_rule="free") == {"KC", "4S+6D"}


def test_quindici_takes_what_makes_fifteen_and_never_by_equal_value() -> None:
    assert takes("scopa", "KD", "2C 3H 5S QD", quindici=True) == {"5S", "2C+3H"}
    assert takes("scopa", "6H", "6C QD", quindici=True) == {"QD"}
    assert takes("scopa", "KD", "2C 3H 5S", quindici=True, capture_rule="fewest_cards") == {"5S"}


@pytest.mark.parametrize("assi", ["scopa", "no_scopa"])
def test_an_ace_sweeps_a_table_without_an_ace_and_takes_only_an_ace_otherwise(assi: str) -> None:
    assert takes("scopa", "AD", "2C 5H 7S", assi=assi) == {"2C+5H+7S"}
    assert takes("scopa", "AH", "2C AS AD 7S", assi=assi) == {"AS", "AD"}
    assert takes("scopa", "AH", "", assi=assi) == set()
    # aces follow the ace rules under quindici too, other cards make fifteen
    assert takes("scopa", "AH", "2C 5H", assi=assi, quindici=True) == {"2C+5H"}
    assert takes("scopa", "AH", "2C QH 5H", assi="off", quindici=True) == {"5H+QH"}


def test_a_card_that_can_capture_cannot_be_laid_and_a_lay_is_the_only_move_of_one_that_cannot() -> None:
    deal = stacked("scopa", 1, {0: "7H 2S 2D"}, "AC 3H 4S 6D")
    assert legal(deal) == {"7H:3H+4S", "7H:6D+AC", "2S", "2D"}


# -- refusals a learner can read ---------------------------------------------------


def refused(deal: Deal, action: Action) -> tuple[RefusalCode, str]:
    with pytest.raises(IllegalAction) as error:
        deal.apply(action)
    return error.value.refusal.code, str(error.value)


def test_refusals_say_which_rule_and_what_the_choices_are() -> None:
    deal = stacked("scopa", 1, {0: "7H 2S QS"}, "7C 3H 4S 6D")
    before = deal.legal_actions()
    code, text = refused(deal, Move(card("7H"), mask("3H 4S")))
    assert code is RefusalCode.MUST_TAKE_EQUAL and text == "an equal card is on the table: 7H must take 7C, not 3H+4S"
    assert refused(deal, Move(card("7H"))) == (
        RefusalCode.MUST_CAPTURE, "7H can capture, so it must: the choices are 7H:7C"
    )
    assert refused(deal, Move(card("2S"), mask("3H")))[0] is RefusalCode.CANNOT_CAPTURE
    assert refused(deal, Move(card("QS"), mask("4S 3H"))) == (
        RefusalCode.WRONG_SET, "QS may not take 3H+4S: the choices are QS:3H+6D"
    )
    assert refused(deal, Move(card("QS"), mask("KD")))[0] is RefusalCode.NOT_ON_TABLE
    assert refused(deal, Move(card("KC")))[0] is RefusalCode.NOT_IN_HAND
    assert refused(deal, PASS)[0] is RefusalCode.NO_PASS
    assert deal.legal_actions() == before and deal.history == ()


def test_fewest_cards_and_ace_refusals_name_their_rule() -> None:
    deal = stacked("scopa", 1, {0: "JS AH 2S"}, "AC 3H 4S 5D", capture_rule="fewest_cards")
    assert refused(deal, Move(card("JS"), mask("AC 3H 4S")))[0] is RefusalCode.FEWEST_CARDS
    deal = stacked("scopa", 1, {0: "AH 2S 3S"}, "AC 3H 4S 5D", assi="scopa")
    assert refused(deal, Move(card("AH"), mask("AC 3H 4S 5D")))[0] is RefusalCode.ACE_TAKES_ACE
    deal = stacked("scopa", 1, {0: "AH 2S 3S"}, "2C 3H 4S 5D", assi="scopa")
    assert refused(deal, Move(card("AH"), mask("3H")))[0] is RefusalCode.ACE_SWEEP


# -- dealing (3) ---------------------------------------------------------------------


def test_talon_games_deal_table_first_one_card_at_a_time() -> None:
    rules = rules_from_preset("scopa")
    start = deal_out(rules, 0, CARDS)  # position i holds CARDS[i]
    assert [c.index for c in CARDS if start.table & c.bit] == [0, 3, 6, 9]
    assert [c.index for c in CARDS if start.hands[1] & c.bit] == [1, 4, 7]
    assert [c.index for c in CARDS if start.hands[0] & c.bit] == [2, 5, 8]
    assert [c.index for c in start.talon] == list(range(10, 40))


def test_scopone_deals_threes_with_two_table_cards_twice() -> None:
    start = deal_out(rules_from_preset("scopone"), 3, CARDS)
    assert [c.index for c in CARDS if start.table & c.bit] == [12, 13, 26, 27]
    assert [c.index for c in CARDS if start.hands[0] & c.bit] == [0, 1, 2, 14, 15, 16, 28, 29, 30]
    assert [c.index for c in CARDS if start.hands[3] & c.bit] == [9, 10, 11, 23, 24, 25, 37, 38, 39]


def test_scopone_scientifico_deals_fives_and_an_empty_table() -> None:
    start = deal_out(rules_from_preset("scopone-scientifico"), 0, CARDS)
    assert start.table == 0 and start.talon == ()
    assert [c.index for c in CARDS if start.hands[1] & c.bit] == [0, 1, 2, 3, 4, 20, 21, 22, 23, 24]


def test_dealer_out_deals_to_the_three_others_and_keeps_an_empty_side() -> None:
    deal = stacked("scopa-4", 2, {}, four_player_mode="dealer_out")
    assert deal.order == (3, 0, 1) and deal.hand(2) == () and len(deal.talon) == 27
    assert deal.sides == ((0,), (1,), (2,), (3,))


def test_a_new_round_of_three_is_dealt_when_every_hand_is_empty() -> None:
    deal = stacked("scopa", 0, {}, talon="5S 6S 7S 5H 6H 7H")
    for _ in range(5):
        assert not any(isinstance(e, HandsDealt) for e in deal.apply(deal.legal_actions()[0]))
    assert deal.apply(deal.legal_actions()[0])[-1] == HandsDealt(3, 24)
    assert deal.to_move == 1 and deal.hand(1) == tuple(card(t) for t in ("5S", "7S", "6H"))


@pytest.mark.parametrize("preset", ["scopa", "scopone"])
def test_three_kings_on_the_table_void_the_deal_unless_the_rule_is_off(preset: str) -> None:
    hands = {0: "", 1: ""}
    deal = stacked(preset, 1, hands if preset == "scopa" else {}, "KC KH KS 5D")
    assert deal.phase is Phase.REDEAL and deal.next_dealer == 1 and deal.legal_actions() == []
    assert refused(deal, Move(card("5D")))[0] is RefusalCode.VOID_DEAL
    assert stacked(preset, 1, {}, "KC KH KS 5D", kings_redeal=False).phase is Phase.PLAY
    assert stacked(preset, 1, {}, "KC KH QS 5D").phase is Phase.PLAY


# -- scopa and the end of the deal (4.5, 4.6) --------------------------------------------


def play_out(deal: Deal, texts: list[str]) -> list[object]:
    events: list[object] = []
    for text in texts:
        events += deal.apply(next(a for a in deal.legal_actions() if str(a) == text))
    return events


def test_the_last_card_clears_the_table_without_a_scopa_unless_the_house_rule_says_so() -> None:
    for last_card_scopa in (False, True):
        deal = stacked("scopone-scientifico", 3, {}, last_card_scopa=last_card_scopa)
        while len(deal.history) < 39:
            deal.apply(deal.legal_actions()[0])
        table = deal.table
        seat = deal.to_move
        assert seat is not None
        last = deal.hand(seat)[0]
        final = deal.legal_actions()
        assert all(isinstance(m, Move) for m in final)
        events = deal.apply(final[0])
        captured = events[0]
        if isinstance(captured, CardsCaptured) and set(captured.taken) == set(table):
            assert captured.scopa is last_card_scopa
        assert deal.phase is Phase.DONE and last not in deal.table


def test_the_leftover_goes_to_the_side_of_the_last_capture() -> None:
    for dealer in range(4):
        deal = stacked("scopone-scientifico", dealer, {})
        last_capturer = -1
        while deal.to_move is not None:
            for event in deal.apply(deal.legal_actions()[-1]):
                if isinstance(event, CardsCaptured):
                    last_capturer = event.seat
                    last_scope = deal.scope
                elif isinstance(event, LeftoverTaken):
                    assert event.side == deal.side_of(last_capturer) and event.cards
                    assert deal.scope == last_scope
        score = deal.score
        assert score is not None and last_capturer >= 0
        assert score.leftover_side == (deal.side_of(last_capturer) if score.leftover else None)
        assert sum(c.cards for c in score.counts) == 40


def test_a_scopa_is_logged_with_its_move_and_the_next_player_must_lay() -> None:
    deal = stacked("scopa", 1, {0: "KD 2S 3S", 1: "JD 4S 6H"}, "AC 2C 3H 4H")
    events = play_out(deal, ["KD:2C+3H+4H+AC"])
    assert events[0] == CardsCaptured(0, card("KD"), tuple(card(t) for t in ("AC", "2C", "3H", "4H")), True)
    assert deal.scope_log == (ScopaMade(0, 0, 0),)
    assert legal(deal) == {"JD", "4S", "6H"}


def test_an_ace_sweep_under_no_scopa_is_no_scopa_but_an_ace_taking_a_lone_ace_is() -> None:
    deal = stacked("scopa", 1, {0: "AD AH 3S", 1: "AS 4H 6H"}, "2C 5H 7S QD", assi="no_scopa")
    events = play_out(deal, ["AD:2C+5H+7S+QD", "AS", "AH:AS"])
    assert [e.scopa for e in events if isinstance(e, CardsCaptured)] == [False, True]


# -- deal_one_card (3.5) -------------------------------------------------------------------


def one_card_deal() -> Deal:
    """Seat 0 lays 2S, 4S, then 3S, his last card, and draws 5D, which can take 2S+3S."""
    deal = stacked("scopa", 1, {0: "2S 3S 4S", 1: "AC 6D 6H"}, "KC KH QS QH", talon="5D 5C", deal_one_card=True)
    play_out(deal, ["2S", "6D", "4S", "6H:6D"])
    assert play_out(deal, ["3S"]) == [CardLaid(0, card("3S")), CardDrawn(0, 29)]
    return deal


def test_deal_one_card_draws_at_once_and_offers_the_capture_or_pass() -> None:
    deal = one_card_deal()
    assert deal.to_move == 0 and deal.drawn == card("5D") and legal(deal) == {"5D:2S+3S", "pass"}
    assert refused(deal, Move(card("5D")))[0] is RefusalCode.MUST_CAPTURE


def test_after_a_pass_the_drawn_card_is_kept_for_a_later_turn() -> None:
    deal = one_card_deal()
    assert deal.apply(PASS) == (CardKept(0),)
    assert deal.to_move == 1 and deal.hand(0) == (card("5D"),)
    play_out(deal, ["AC"])  # seat 1's last card: he draws 5C, which can capture
    assert legal(deal) == {"5C:2S+3S", "5C:4S+AC", "pass"}
    deal.apply(PASS)
    assert legal(deal) == {"5D:2S+3S", "5D:4S+AC"}  # an ordinary turn: no pass


def test_a_capture_with_the_drawn_card_draws_again_and_a_card_that_cannot_capture_ends_the_turn() -> None:
    deal = one_card_deal()
    events = play_out(deal, ["5D:2S+3S"])
    assert events[1] == CardDrawn(0, 28) and deal.hand(0) == (card("5C"),)
    assert deal.drawn is None and deal.to_move == 1


def test_every_seat_sees_the_plays_in_order_and_the_rounds_dealt() -> None:
    deal = stacked("scopa", 1, {0: "KD 2S 3S", 1: "JD 4S 6H"}, "AC 2C 3H 4H")
    play_out(deal, ["KD:2C+3H+4H+AC", "JD", "2S", "4S", "3S", "6H:2S+4S"])
    expected = (
        CardsCaptured(0, card("KD"), (card("AC"), card("2C"), card("3H"), card("4H")), True),
        CardLaid(1, card("JD")),
        CardLaid(0, card("2S")),
        CardLaid(1, card("4S")),
        CardLaid(0, card("3S")),
        CardsCaptured(1, card("6H"), (card("2S"), card("4S")), False),
        HandsDealt(3, 24),
    )
    for seat in (0, 1):
        seen = deal.observation(seat)
        assert seen.events == expected
        assert seen.table_dealt == tuple(card(t) for t in ("AC", "2C", "3H", "4H"))
    deal.rewind(2)
    assert deal.observation(0).events == expected[:2]


def test_a_drawn_card_kept_stays_hidden_from_every_seat() -> None:
    deal = one_card_deal()
    deal.apply(PASS)
    expected = (
        CardLaid(0, card("2S")),
        CardLaid(1, card("6D")),
        CardLaid(0, card("4S")),
        CardsCaptured(1, card("6H"), (card("6D"),), False),
        CardLaid(0, card("3S")),
        CardDrawn(0, 29),
        CardKept(0),
    )
    assert deal.observation(0).events == deal.observation(1).events == expected


# -- scoring (5) -------------------------------------------------------------------------------


def score_of(pile0: str, pile1: str, scope: tuple[int, int] = (0, 0), **house: object) -> Score:
    rules = rules_from_preset("scopa", house)
    log = [ScopaMade(i, side, side) for side in (0, 1) for i in range(scope[side])]
    return score_deal(rules, rules.sides(), [mask(pile0), mask(pile1)], (), None, log)


def test_primiera_values_and_best_cards() -> None:
    counts = count_pile(mask("7D 7C AH AS 5S KD QD"))
    assert counts.primiera == 21 + 21 + 16 + 16 and counts.primiera_suits == 4
    assert sorted(map(str, counts.primiera_cards)) == ["7C", "7D", "AH", "AS"]
    figures = count_pile(mask("JC QC KC"))
    assert figures.primiera == 10 and figures.primiera_cards == (card("KC"),)
    assert count_pile(mask("2C 3C 4C 5C 6C 7C")).sevens == (1, 1, 0, 1, 1, 1, 1, 0)


def test_the_seeds_primiera_example_and_count_sevens_agree() -> None:
    first = "7D 7C AH AS"
    second = "7H 7S 6D 6C 6H 6S"
    for rule in ("points", "count_sevens"):
        score = score_of(first, second, primiera_rule=rule)
        assert score.points[Category.PRIMIERA] == (0, 1)


def test_four_suits_beat_a_missing_suit_and_no_point_needs_four_suits() -> None:
    three_suits, four_suits = "7C 7D 7H", "3H 6C 7S QD"
    score = score_of(three_suits, four_suits)
    award = score.awards[4]
    assert award.side == 1 and award.reason is Reason.ALL_SUITS
    assert score_of(three_suits, four_suits, primiera_missing_suit="no_point").points[Category.PRIMIERA] == (0, 1)
    both_missing = score_of("7C 7D 7H", "6C 6D 6H")
    assert both_missing.points[Category.PRIMIERA] == (1, 0)
    nobody = score_of("7C 7D 7H", "6C 6D 6H", primiera_missing_suit="no_point")
    assert nobody.awards[4].reason is Reason.NO_FOUR_SUITS and nobody.points[Category.PRIMIERA] == (0, 0)


def test_ties_score_nothing_and_count_sevens_goes_on_to_later_groups() -> None:
    tie = score_of("7C 7S 6D 2H", "7D 7H 5C 5S")
    assert tie.points[Category.PRIMIERA] == (0, 0) and tie.points[Category.CARTE] == (0, 0)
    sevens = score_of("7C 7S AD AH", "7D 7H AC AS", primiera_rule="count_sevens")
    award = sevens.awards[4]
    assert award.side is None and award.reason is Reason.TIE
    sevens = score_of("7C 7S AD AH 5H", "7D 7H AC AS 4H", primiera_rule="count_sevens")
    award = sevens.awards[4]
    assert award.side == 0 and award.group == 3 and award.values == (1, 0)


def test_denari_needs_six_with_three_sides() -> None:
    rules = rules_from_preset("scopa-3", {"denari_needs_six": True})
    piles = [mask("AD 2D 3D 4D 5D"), mask("6D"), mask("7D JD QD KD")]
    award = score_deal(rules, rules.sides(), piles, (), None, []).awards[1]
    assert award.side is None and award.reason is Reason.FEWER_THAN_SIX
    plain = rules_from_preset("scopa-3")
    assert score_deal(plain, plain.sides(), piles, (), None, []).awards[1].side == 0


def test_re_bello_scores_only_under_its_house_rule_and_every_point_is_explained() -> None:
    assert score_of("KD", "7D").points[Category.RE_BELLO] == (0, 0)
    score = score_of("KD", "7D", scope=(0, 2), re_bello=True)
    assert score.points[Category.RE_BELLO] == (1, 0)
    assert score.explanation() == (
        "carte: nobody 0, the best is shared (1:1)",
        "denari: nobody 0, the best is shared (1:1)",
        "settebello: side 1 1, holds the card",
        "re_bello: side 0 1, holds the card",
        "primiera: side 1 1, the higher sum (10:21)",
        "scope: side 1 2, 2 scope",
    )


# -- the match (6) -------------------------------------------------------------------------------


def test_count_out_takes_the_points_in_order_and_scope_in_the_order_made() -> None:
    rules = rules_from_preset("scopa")
    piles = [mask(" ".join(str(c) for c in CARDS[:21])), mask(" ".join(str(c) for c in CARDS[21:]))]
    log = [ScopaMade(3, 1, 1), ScopaMade(9, 0, 0)]
    score = score_deal(rules, rules.sides(), piles, (), None, log)
    assert score.count_out_order()[0] == (Category.CARTE, 0)
    assert score.count_out_order()[-2:] == ((Category.SCOPE, 1), (Category.SCOPE, 0))
    result = match_result(rules, (10, 10), score)
    assert (result.winner, result.decided_by) == (0, Category.CARTE)
    assert score.total == (3, 3)
    higher = rules_from_preset("scopa", {"match_tie": "higher_total"})
    result = match_result(higher, (10, 9), score)
    assert (result.after, result.winner, result.decided_by) == ((13, 12), 0, Decision.TOTAL)


def test_one_side_alone_at_the_target_wins_and_a_shared_top_under_higher_total_plays_on() -> None:
    rules = rules_from_preset("scopa", {"match_tie": "higher_total"})
    # settebello and primiera to side 0, carte and denari to side 1
    score = score_deal(rules, rules.sides(), [mask("7D"), mask("6D KD")], (), None, [])
    assert score.total == (2, 2)
    assert match_result(rules, (3, 8), score).winner is None
    assert match_result(rules, (10, 10), score).winner is None
    alone = match_result(rules, (10, 3), score)
    assert (alone.winner, alone.decided_by) == (0, Decision.TARGET)
    counted = match_result(rules_from_preset("scopa"), (10, 10), score)
    assert (counted.winner, counted.decided_by) == (1, Category.CARTE)


def test_a_match_moves_the_dealer_on_but_not_after_a_void_deal() -> None:
    rules = rules_from_preset("scopone")
    match = Match(rules, 0)
    void = stacked("scopone", 0, {}, "KC KH KS 5D")
    assert match.record(void) is None and match.dealer == 0
    deal = match.new_deal(void.deck[1:] + void.deck[:1])
    while deal.to_move is not None:
        deal.apply(deal.legal_actions()[-1])
    assert match.record(deal) is not None and match.dealer == 1 and sum(match.scores) > 0


# -- rule sets (9) -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("preset", "house", "rule"),
    [
        ("scopa", {"capture": "free"}, "capture"),
        ("scopa", {"capture_rule": "cheapest"}, "capture_rule"),
        ("scopa", {"target": 0}, "target"),
        ("scopa", {"target": True}, "target"),
        ("scopa", {"quindici": "yes"}, "quindici"),
        ("scopone", {"deal_one_card": True}, "deal_one_card"),
        ("scopa-3", {"four_player_mode": "teams"}, "four_player_mode"),
        ("scopone-scientifico", {"four_player_mode": "individual"}, "four_player_mode"),
    ],
)
def test_a_bad_house_rule_is_named(preset: str, house: dict[str, object], rule: str) -> None:
    with pytest.raises(RulesError) as error:
        rules_from_preset(preset, house)
    assert error.value.rule == rule and str(error.value).startswith(f'house rule "{rule}": ')


def test_overrides_round_trip_and_presets_differ_only_where_the_spec_says() -> None:
    rules = rules_from_preset("scopa-4", {"four_player_mode": "individual", "target": 21, "assi": "scopa"})
    assert rules.overrides() == {"target": 21, "assi": "scopa", "four_player_mode": "individual"}
    assert rules_from_preset("scopa-4", rules.overrides()) == rules
    assert "four_player_mode" not in rules_from_preset("scopa").house_rules()
    assert rules_from_preset("scopone").four_player_mode is not None


def test_a_deal_refuses_a_bad_dealer_or_pack() -> None:
    rules = rules_from_preset("scopa")
    with pytest.raises(DealError, match="seat 0-1"):
        Deal(rules, 2, CARDS)
    with pytest.raises(DealError, match="AC is there twice and KD is missing"):
        Deal(rules, 0, (CARDS[0], *CARDS[:-1]))

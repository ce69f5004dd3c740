"""The calls of each preset (the Schafkopf rules: calls): who may call what, and why not."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kopdesk.games.schafkopf import (
    Call,
    CallKind,
    Contract,
    Deal,
    IllegalAction,
    Phase,
    RefusalCode,
    Stage,
    rules_from_preset,
)
from kopdesk.games.schafkopf.calls import callable_ace, courts, suit_of, trump_count
from tests.games.schafkopf.helpers import PASSES, SAUSPIEL_HANDS, call, deal, texts

# Forehand 0 holds AE 7E OG UG 9S 8S KH 7H (worked example 4); seat 3 holds the other Ober and Unter.
CALLABLE = "AE 7E OG UG 9S 8S KH 7H | 10E KE 9E 8E AG 10G KG 9G | OE UE 8G 7G AS 10S KS AH | OH OS UH US 7S 10H 9H 8H"
SIE = "OE OG OH OS UE UG UH US | AE 10E KE 9E 8E 7E AG 10G | KG 9G 8G 7G AS 10S KS 9S | 8S 7S AH 10H KH 9H 8H 7H"


def refusal_code(played: object, text: str) -> object:
    refusal = played.refusal(call(text, played.deck))  # type: ignore[attr-defined]
    assert refusal is not None
    return refusal.code


def test_only_aces_the_caller_lacks_with_a_plain_card_of_their_suit_may_be_called() -> None:
    played = deal("schafkopf", CALLABLE)
    sauspiele = [c for c in texts(played.legal_actions()) if c.startswith("sauspiel")]
    assert sauspiele == ["sauspiel:S"]
    assert refusal_code(played, "sauspiel:E") is RefusalCode.ACE_HELD
    assert refusal_code(played, "sauspiel:G") is RefusalCode.ACE_NO_SUIT
    assert refusal_code(played, "sauspiel:H") is RefusalCode.ACE_TRUMP


@settings(max_examples=200, deadline=None)
@given(st.permutations(range(32)), st.sampled_from(["seed", "official"]))
def test_each_hand_is_offered_the_aces_it_may_call_and_sie_with_every_ober_and_unter(
    order: list[int], contract_order: str
) -> None:
    """The bids a hand may make are looked up by its kind (its callable aces, its Ober and
    Unter): against 4.1.3 and Sie's rule read off the hand, for every seat as forehand."""
    rules = rules_from_preset("schafkopf", {"contract_order": contract_order})
    deck = rules.deck
    dealt = [[deck.cards[i] for i in order[seat * 8 : seat * 8 + 8]] for seat in range(4)]
    for dealer in range(4):
        played = Deal(rules, dealer, dealt)
        hand = played.dealt_masks[played.forehand]
        offered = [c for c in played.legal_actions() if isinstance(c, Call)]
        aces = [c.suit for c in offered if c.kind is CallKind.SAUSPIEL]
        assert aces == [c for c in "EGS" if callable_ace(deck, hand, suit_of(deck, c))]
        assert (Call(CallKind.SIE) in offered) == (hand & courts(deck) == courts(deck))


def test_sie_is_offered_to_the_hand_of_every_ober_and_unter_alone() -> None:
    assert "sie" in texts(deal("schafkopf", SIE, dealer=3).legal_actions())
    assert "sie" not in texts(deal("schafkopf", SIE, dealer=0).legal_actions())


def test_seed_order_needs_a_later_contract_and_the_suit_does_not_count() -> None:
    played = deal("schafkopf", CALLABLE, "solo:E", "pass", "pass", "pass")
    assert played.stage is Stage.DOUBLING
    played = deal("schafkopf", CALLABLE, "solo:E")
    assert "solo:H" not in texts(played.legal_actions()) and "farbwenz_tout:E" in texts(played.legal_actions())
    refusal = played.refusal(call("solo:H"))
    assert refusal is not None and refusal.code is RefusalCode.CONTRACT_TOO_LOW
    assert refusal.describe() == "solo:H does not outrank the solo already called"


def test_outbid_players_speak_again_until_all_others_pass() -> None:
    played = deal("schafkopf", CALLABLE, "sauspiel:S", "wenz", "pass", "pass")
    assert played.to_move == 0 and "solo:H" in texts(played.legal_actions())
    played = deal("schafkopf", CALLABLE, "sauspiel:S", "wenz", "pass", "pass", "solo:H", "pass", *PASSES)
    assert played.phase is Phase.PLAY and played.contract is Contract.SOLO and played.call_state.outcome.declarer == 0


def test_official_order_lets_an_earlier_seat_match_a_tier() -> None:
    played = deal("schafkopf", CALLABLE, "sauspiel:S", "solo:G", "pass", "pass", contract_order="official")
    assert {"wenz", "farbwenz:E", "solo:H"} <= set(texts(played.legal_actions()))
    played = deal("schafkopf", CALLABLE, "sauspiel:S", "solo:G", "pass", "pass", "wenz", contract_order="official")
    assert all(c == "pass" or "tout" in c for c in texts(played.legal_actions()))


def test_a_contract_removed_by_house_rule_is_not_offered() -> None:
    played = deal("schafkopf", CALLABLE, contracts=["sauspiel", "solo"])
    assert not any("wenz" in c for c in texts(played.legal_actions()))
    assert refusal_code(played, "wenz") is RefusalCode.CONTRACT_NOT_OFFERED


def test_sie_needs_all_eight_ober_and_unter_is_not_played_nor_doubled() -> None:
    assert refusal_code(deal("schafkopf", CALLABLE), "sie") is RefusalCode.SIE_NEEDS_COURTS
    played = deal("schafkopf", SIE, "sie", "pass", "pass", "pass", tariff={"low": 1, "high": 2})
    assert played.phase is Phase.DONE and played.score is not None
    assert played.score.units == (120, -40, -40, -40) and played.score.laufende == 8 and played.score.tricks == ()


def test_all_pass_throws_in_or_plays_a_ramsch() -> None:
    thrown = deal("schafkopf", CALLABLE, *PASSES)
    assert thrown.phase is Phase.DONE and thrown.contract is Contract.NONE and thrown.score.units == (0, 0, 0, 0)
    ramsch = deal("schafkopf", CALLABLE, *PASSES, all_pass="ramsch")
    assert ramsch.phase is Phase.PLAY and ramsch.contract is Contract.RAMSCH and ramsch.to_move == 0


def test_schuss_by_a_defender_retour_by_the_declaring_side_up_to_the_limit() -> None:
    # Sauspiel on the Gras-Sau: seat 1 holds AG and is the partner.
    played = deal("schafkopf", SAUSPIEL_HANDS, "sauspiel:G", "pass", "pass", "pass")
    assert texts(played.legal_actions()) == ["pass"]  # forehand 0 is the declarer: no Schuss
    assert refusal_code(played, "double") is RefusalCode.SCHUSS_BY_DEFENDERS
    for action in ("pass", "pass", "double"):  # seat 2 defends: Schuss
        played.apply(call(action))
    assert played.to_move == 3 and refusal_code(played, "double") is RefusalCode.RETOUR_BY_DECLARERS
    for action in ("pass", "pass"):
        played.apply(call(action))
    assert played.to_move == 1 and texts(played.legal_actions()) == ["double", "pass"]  # the partner may give Retour
    played.apply(call("double"))
    assert refusal_code(played, "double") is RefusalCode.DOUBLE_LIMIT
    for action in ("pass", "pass", "pass"):
        played.apply(call(action))
    assert played.phase is Phase.PLAY and played.call_state.outcome.doublers == (2, 1)


def test_no_doubling_round_when_doubling_is_off() -> None:
    played = deal("schafkopf", SAUSPIEL_HANDS, "sauspiel:G", "pass", "pass", "pass", max_doublings=0)
    assert played.phase is Phase.PLAY


WENDISH_BOTH = (
    "QC QS JD AD 10D AH 10H 7C | AC 10C KC 9C AS 10S KS 8H | QH JC KD 9D 9S 8S KH 9H | QD JS JH 8D 7D 8C 7S 7H"
)


def test_the_holder_of_both_alten_chooses_an_ace_partner_the_first_trick_or_alone() -> None:
    played = deal("wendisch", WENDISH_BOTH, dealer=2)
    assert played.to_move == 0 and played.stage is Stage.WENDISH
    assert texts(played.legal_actions()) == ["first_trick", "partner:AC", "partner:AS", "solo"]
    held = played.refusal(call("partner:AH", played.deck))
    assert held is not None and held.code is RefusalCode.PARTNER_HELD
    not_ace = played.refusal(call("partner:KD", played.deck))
    assert not_ace is not None and not_ace.code is RefusalCode.PARTNER_NOT_ACE
    any_card = deal("wendisch", WENDISH_BOTH, dealer=2, wendisch_call="any_card")
    assert "partner:KD" in texts(any_card.legal_actions()) and "partner:AH" not in texts(any_card.legal_actions())
    partner = deal("wendisch", WENDISH_BOTH, "partner:AS", dealer=2)
    assert partner.phase is Phase.PLAY and partner.declarers == (0, 1) and partner.to_move == 3


def test_with_the_alten_apart_nobody_calls() -> None:
    split = "QC JD AD 10D AH 10H 7C 9D | QS AC 10C KC 9C AS 10S KS | QH JC KD 8H 9S 8S KH 9H | QD JS JH 8D 7D 8C 7S 7H"
    played = deal("wendisch", split)
    assert played.phase is Phase.PLAY and played.contract is Contract.NORMAL and played.declarers == (0, 1)
    with pytest.raises(IllegalAction, match="nobody calls in this deal"):
        played.apply(call("solo"))


# Forehand 1 (dealer 0): seat 1 has five spades with ♦J, seat 2 five hearts with ♣J ♠J (example 14).
DEUTSCH = "JH AS 10S KS AC 10C QH 9H | JD QS 9S 8S 7S 7C 8C 9C | JC JS AH 10H KH 7D 8D 9D | KC QC AD 10D KD QD 8H 7H"


def test_german_announcement_must_announce_may_not_overstate_and_ties_go_on_points() -> None:
    played = deal("deutsch", DEUTSCH, dealer=0)
    assert texts(played.legal_actions()) == ["trumps:S"]
    assert refusal_code(played, "pass") is RefusalCode.MUST_ANNOUNCE
    too_few = played.refusal(call("trumps:C"))
    assert too_few is not None and too_few.code is RefusalCode.TRUMPS_TOO_FEW and too_few.count == 4
    done = deal("deutsch", DEUTSCH, "trumps:S", "trumps:H", "pass", "pass", dealer=0)
    assert done.call_state.outcome.declarer == 2 and done.declarers == (0, 2)
    lower = deal("deutsch", DEUTSCH, "trumps:S", "trumps:H", dealer=0, deutsch_min_trumps=2)
    assert texts(lower.legal_actions()) == ["trumps:C", "trumps:D", "trumps:H"]  # seat 3: 2, 6 and 2


def test_zwangsspiel_when_nobody_reaches_the_minimum() -> None:
    weak = "7H 7S 8D 8S AH JS KC KS | 8C 9D AC AD AS JH QH QS | 10D 7D 8H 9C 9H JD KD KH | 10C 10H 10S 7C 9S JC QC QD"
    played = deal("deutsch", weak, "pass", "pass", "pass", "pass", dealer=2)
    assert played.stage is Stage.ZWANG and played.to_move == 3
    assert texts(played.legal_actions()) == ["trump:C", "trump:D", "trump:H", "trump:S"]
    assert refusal_code(played, "pass") is RefusalCode.MUST_NAME_TRUMP
    played.apply(call("trump:D"))
    assert played.contract is Contract.ZWANGSSPIEL and played.declarers == (1, 3) and played.to_move == 3


def test_zweier_has_no_calls() -> None:
    hands = " ".join(f"{r}{s}" for s in "CS" for r in ("A", "10", "K", "Q", "J", "9", "8", "7"))
    other = " ".join(f"{r}{s}" for s in "HD" for r in ("A", "10", "K", "Q", "J", "9", "8", "7"))
    played = deal("zweier", f"{hands} | {other}", dealer=0)
    assert played.phase is Phase.PLAY and played.to_move == 1
    assert refusal_code(played, "pass") is RefusalCode.NO_CALLS


@pytest.mark.parametrize("preset", ["schafkopf", "wendisch", "deutsch"])
def test_the_call_state_read_between_calls_follows_every_call(preset: str) -> None:
    """The auction builds `call_state` from what it keeps when read: read after every
    call, it must be the state a replay of the same calls reaches."""
    rng = random.Random(28)
    rules = rules_from_preset(preset)
    for dealer in range(40):
        played = Deal.shuffled(rules, dealer % 4, rng)
        while played.order is None and played.to_move is not None:
            state = played.call_state
            assert (state.to_move, list(state.legal)) == (played.to_move, played.legal_actions())
            played.apply(rng.choice(played.legal_actions()))
            assert played.call_state == played.copy().call_state
        assert played.call_state.stage is Stage.OVER and played.call_state.outcome is not None
        assert played.contract is played.call_state.outcome.contract


@pytest.mark.parametrize("minimum", [2, 3, 4])
def test_the_highest_announcement_wins_on_count_then_points_then_the_earlier_seat(minimum: int) -> None:
    """4.5.2 against its own wording, over random announcements: the winner is the
    announcement highest by (trump count, their card points, nearness to forehand),
    including ties of count and of points, which low minimums make common."""
    rng = random.Random(452)
    rules = rules_from_preset("deutsch", {"deutsch_min_trumps": minimum})
    deck, full_ties = rules.deck, 0
    for dealer in range(300):
        played = Deal.shuffled(rules, dealer % 4, rng)
        made = []
        while played.stage is Stage.ANNOUNCE:
            seat, chosen = played.to_move, rng.choice(played.legal_actions())
            assert seat is not None and isinstance(chosen, Call)
            if chosen.kind is CallKind.TRUMPS:
                count, points = trump_count(deck, played.dealt_masks[seat], suit_of(deck, chosen.suit or ""))
                made.append(((count, points, -((seat - played.forehand) % 4)), seat, chosen.suit))
            played.apply(chosen)
        if not made:
            continue
        key, seat, suit = max(made)
        full_ties += sum(other[0][:2] == key[:2] for other in made) > 1
        outcome = played.call_state.outcome
        assert outcome is not None and outcome.contract is Contract.TRUMPS
        assert (outcome.declarer, outcome.trump) == (seat, suit_of(deck, suit or ""))
    assert full_ties >= 3  # the earlier seat's rule was put to the test

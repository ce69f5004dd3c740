"""The words on the table's badges: who sits where, what is special about a seat now,
and the game as the human knows it."""

from __future__ import annotations

import random

from kopdesk.app.kop.badges import (
    game_text,
    seat_announcements,
    seat_badge,
    seat_marks,
)
from kopdesk.app.kop.terms import contract_name
from kopdesk.games.kop import (
    DOUBLE,
    PASS,
    Contract,
    Deal,
    contract_call,
    rules_from_preset,
    shuffled_hands,
)
from tests.bots.kop.test_hints import deal_of

NAMES = ("Ala", "Ewa", "Janek", "Zosia")


def a_deal(dealer: int) -> Deal:
    return Deal(rules_from_preset("kop"), dealer, shuffled_hands(random.Random(5)))


def test_a_badge_names_the_player_her_level_total_and_marks() -> None:
    assert seat_badge("Ewa", "club", 3, ["dealer", "thinking…"]) == "Ewa · club player\n+3  (dealer, thinking…)"
    assert seat_badge("Ala", None, -12, []) == "Ala\n-12"


def test_the_marks_name_dealer_forehand_and_thinking() -> None:
    deal = a_deal(dealer=3)
    assert seat_marks(3, deal, thinking=False) == ["dealer"]
    assert seat_marks(0, deal, thinking=True) == ["forehand", "thinking…"]
    assert seat_marks(1, deal, thinking=False) == []
    assert seat_marks(3, None, thinking=False) == []


def test_a_seat_that_passed_says_so_until_it_speaks_again_or_the_auction_ends() -> None:
    deal = deal_of("kop", 3, "QH JD AD AS | QC AH 10C JS | 10H JH AC 10S | QS JC QD 10D", "pass pass")
    assert [seat_marks(seat, deal, thinking=False) for seat in range(4)] == [
        ["forehand", "passed"], ["passed"], [], ["dealer"]
    ]
    deal.apply(DOUBLE)  # Janek's kontra: the others speak again
    deal.apply(PASS)
    deal.apply(DOUBLE)  # Ala's re
    assert [seat_marks(seat, deal, thinking=False) for seat in range(4)] == [
        ["forehand"], ["passed"], [], ["dealer", "passed"]
    ]
    for _ in range(3):
        deal.apply(PASS)  # the auction is over
    assert [seat_marks(seat, deal, thinking=False) for seat in range(4)] == [["forehand"], [], [], ["dealer"]]


def test_the_game_is_named_with_its_declarer_once_the_auction_is_over() -> None:
    deal = a_deal(dealer=3)
    assert game_text(deal, NAMES) == "Auction"
    deal.apply(contract_call(Contract.ZOLO))  # Ala, forehand, calls first
    for _ in range(3):
        deal.apply(PASS)
    assert game_text(deal, NAMES) == f"{contract_name(Contract.ZOLO)} · Ala"


def test_a_game_not_yet_known_is_named_in_lower_case_as_every_game() -> None:
    # Ala holds no black queen: after four passes she cannot tell a normal game from a silent solo.
    deal = deal_of("kop", 3, "AH JD AD AS | QC 10H 10C JS | 10S JH AC QS | QH JC QD 10D", "pass pass pass pass")
    assert game_text(deal, NAMES) == "normal game or silent solo"


def test_a_level_and_the_marks_agree_with_a_woman_in_polish_and_german() -> None:
    from kopdesk.i18n import set_language

    try:
        set_language("pl")
        marks = seat_marks(3, a_deal(dealer=3), False)
        assert seat_badge("Zosia", "master", 0, marks) == "Zosia · mistrzyni\n+0  (rozdaje)"
        assert seat_badge("Janek", "master", 0, []) == "Janek · mistrz\n+0"
        set_language("de")
        assert seat_badge("Ewa", "beginner", 0, []) == "Ewa · Anfängerin\n+0"
    finally:
        set_language("en")


def test_the_users_default_name_follows_the_language_shown() -> None:
    from kopdesk.app.players import default_names, shown_name
    from kopdesk.i18n import set_language

    try:
        started_in_english = default_names()[0]
        set_language("de")
        assert seat_badge(started_in_english, None, 0, []) == "Du\n+0"
        assert shown_name("Ty") == "Du" and shown_name("Marek") == "Marek"
    finally:
        set_language("en")


def test_during_the_auction_the_game_names_what_stands_and_the_seats_what_they_said() -> None:
    deal = a_deal(dealer=3)
    deal.apply(DOUBLE)  # Ala: kontra on the game, before any call
    assert game_text(deal, NAMES) == "Auction: kontra"
    assert seat_announcements(deal.observation(0)) == ["kontra", "", "", ""]
    deal.apply(contract_call(Contract.ZOLO))  # Ewa: solo, Ala's kontra falls
    deal.apply(DOUBLE)  # Janek: kontra on the solo
    deal.apply(DOUBLE)  # Zosia: re
    solo = contract_name(Contract.ZOLO)
    assert game_text(deal, NAMES) == f"Auction: {solo} · Ewa · re"
    for seat in range(4):  # every seat sees the same
        assert seat_announcements(deal.observation(seat)) == ["", solo, "kontra", "re"]


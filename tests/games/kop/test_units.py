"""Focused tests of the engine against the Kop rules: cards, rank orders, rule sets,
the auction, refusals in play, what each seat knows, and the events of a deal.

Expectations are written from the Kop rules, never taken from the engine's own output.
Hands are given as text, seat 0 first.
"""

from __future__ import annotations

import unicodedata
from typing import Any

import pytest

from kopdesk.games.kop import (
    CARDS,
    DOUBLE,
    PASS,
    AuctionClosed,
    CallMade,
    CardError,
    CardPlayed,
    Contract,
    Deal,
    DealOver,
    Duty,
    IllegalAction,
    Phase,
    RefusalCode,
    RulesError,
    SeatCall,
    Suit,
    Trick,
    TrickTaken,
    call_from_id,
    card,
    contract_call,
    rules_from_preset,
)
from kopdesk.games.kop.auction import Auction, call_refusal, call_rules


def cards(text: str) -> tuple[Any, ...]:
    return tuple(card(t) for t in text.split())


def cardset(text: str) -> set[Any]:
    return set(cards(text))


def make(preset: str, hands: list[str], dealer: int = 3, in_bok_round: bool = False, **overrides: Any) -> Deal:
    return Deal(rules_from_preset(preset, overrides), dealer, [cards(h) for h in hands], in_bok_round)


def refused(deal: Deal, action: Any) -> Any:
    """The refusal of `action`, after checking that apply raises it and changes nothing."""
    refusal = deal.refusal(action)
    assert refusal is not None, f"{action} was allowed"
    history = deal.history
    with pytest.raises(IllegalAction) as raised:
        deal.apply(action)
    assert raised.value.refusal == refusal
    assert deal.history == history
    return refusal


def run(deal: Deal, *actions: Any) -> tuple[Any, ...]:
    """Apply calls and cards (cards as text); return the events of the last one."""
    events: tuple[Any, ...] = ()
    for action in actions:
        events = deal.apply(card(action) if isinstance(action, str) else action)
    return events


def passes(n: int) -> list[Any]:
    return [PASS] * n


ZOLO = contract_call(Contract.ZOLO)
ZOLO_DU = contract_call(Contract.ZOLO_DU)
GRAN = contract_call(Contract.GRAN)
WESELE = contract_call(Contract.WESELE)


# -- 1. cards --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [
        ("AH", "A", Suit.HEARTS),
        ("10C", "10", Suit.CLUBS),
        ("QS", "Q", Suit.SPADES),
        ("JD", "J", Suit.DIAMONDS),
        ("ah", "A", Suit.HEARTS),
        ("10c", "10", Suit.CLUBS),
        ("qS", "Q", Suit.SPADES),
        ("♥A", "A", Suit.HEARTS),
        ("A♥", "A", Suit.HEARTS),
        ("♣10", "10", Suit.CLUBS),
        ("10♣", "10", Suit.CLUBS),
        ("♠q", "Q", Suit.SPADES),
        ("J♦", "J", Suit.DIAMONDS),
        (" 10D ", "10", Suit.DIAMONDS),
    ],
)
def test_card_parsing(text: str, rank: str, suit: Suit) -> None:
    c = card(text)
    assert c.deck.rank_text[c.rank] == rank and c.suit is suit
    assert str(c) == rank + "CSHD"[suit]
    assert c in CARDS


def test_every_card_reads_back_as_the_same_card() -> None:
    assert len(set(CARDS)) == 16
    assert sorted(str(c) for c in CARDS) == sorted(r + s for r in ("A", "10", "Q", "J") for s in "CSHD")
    for c in CARDS:
        assert card(str(c)) is c
        assert card(str(c).lower()) is c
        rank = str(c)[:-1]
        assert card(c.suit.symbol + rank) is c
        assert card(rank + c.suit.symbol) is c


@pytest.mark.parametrize(
    "text", ["", "KH", "1C", "11C", "AX", "A", "10", "♥", "AHH", "H A", "10 C", "0C", "Ace of hearts"]
)
def test_bad_card_texts_raise_card_error_naming_the_text(text: str) -> None:
    with pytest.raises(CardError) as raised:
        card(text)
    message = str(raised.value)
    assert repr(text) in message or f'"{text}"' in message
    # the message tells how to write a card
    assert "10" in message and "C" in message
    assert isinstance(raised.value, ValueError)


def test_card_points() -> None:
    expected = {"A": 11, "10": 10, "Q": 3, "J": 2}
    for c in CARDS:
        assert c.points == expected[str(c)[:-1]]
    assert sum(c.points for c in CARDS) == 104
    assert [c.points for c in cards("AH 10C QS JD")] == [11, 10, 3, 2]


def test_card_order_is_stable() -> None:
    # the documented stable order: clubs, spades, hearts, diamonds; A, 10, Q, J
    assert [str(c) for c in CARDS] == [r + s for s in "CSHD" for r in ("A", "10", "Q", "J")]
    backwards = list(reversed(CARDS))  # a comparator that orders nothing would pass on the sorted pack
    assert sorted(backwards) == list(CARDS)
    assert sorted(cards("JD AC QH 10S")) == list(cards("AC 10S QH JD"))
    deal = make("kop", ["JD 10D AD QD", "JH QH 10H AH", "JS QS 10S AS", "JC QC 10C AC"])
    assert deal.hand(0) == cards("AD 10D QD JD")
    assert deal.dealt[3] == cards("AC 10C QC JC")


def test_cards_are_immutable() -> None:
    with pytest.raises(AttributeError):
        card("AH").points = 99  # type: ignore[misc]


# -- 2. rank orders ----------------------------------------------------------------------

AS_DYCHA = "AH 10H QC QS QH QD JC JS JH JD AD 10D"
AS_TRZY_DYCHY = "AH 10C 10S 10H QC QS QH QD JC JS JH JD AD 10D"


@pytest.mark.parametrize("preset", ["kop", "baska"])
@pytest.mark.parametrize(
    "contract", [Contract.NORMAL, Contract.CICHA, Contract.WESELE, Contract.ZOLO, Contract.ZOLO_DU]
)
def test_as_dycha_order(preset: str, contract: Contract) -> None:
    order = rules_from_preset(preset).order_for(contract)
    assert order.trumps == cards(AS_DYCHA)
    assert order.plain[Suit.CLUBS] == cards("AC 10C")
    assert order.plain[Suit.SPADES] == cards("AS 10S")
    assert not order.plain.get(Suit.HEARTS) and not order.plain.get(Suit.DIAMONDS)
    assert {c for c in CARDS if order.is_trump(c)} == cardset(AS_DYCHA)


@pytest.mark.parametrize(
    "rules",
    [("kop-koscian", {}), ("kop", {"trump_order": "as-trzy-dychy"}), ("baska", {"trump_order": "as-trzy-dychy"})],
)
def test_as_trzy_dychy_order(rules: tuple[str, dict[str, Any]]) -> None:
    order = rules_from_preset(*rules).order_for(Contract.NORMAL)
    assert order.trumps == cards(AS_TRZY_DYCHY)
    assert order.plain[Suit.CLUBS] == cards("AC")
    assert order.plain[Suit.SPADES] == cards("AS")
    assert rules_from_preset(*rules).order_for(Contract.ZOLO).trumps == cards(AS_TRZY_DYCHY)


@pytest.mark.parametrize("trump_order", ["as-dycha", "as-trzy-dychy"])
@pytest.mark.parametrize("contract", [Contract.GRAN, Contract.GRAN_DU])
def test_gran_order(trump_order: str, contract: Contract) -> None:
    order = rules_from_preset("baska", {"trump_order": trump_order}).order_for(contract)
    assert order.trumps == cards("JC JS JH JD")
    for suit in Suit:
        letter = "CSHD"[suit]
        assert order.plain[suit] == cards(f"A{letter} 10{letter} Q{letter}")


# -- 11. rule sets -----------------------------------------------------------------------

ALL_CONTRACTS = ["wesele", "zolo_bieda", "gran", "zolo", "gran_du", "zolo_du", "mester", "baska"]
TABLE_11 = {
    "trump_order": ("as-dycha", "as-trzy-dychy", "as-dycha"),
    "first_bidder": ("forehand", "forehand", "second"),
    "contracts": ({"wesele", "zolo", "zolo_du"}, {"wesele", "zolo", "zolo_du"}, set(ALL_CONTRACTS)),
    "thrown_games": (False, False, True),
    "max_doublings": (4, 5, 4),
    "doubling_names": ("kop", "kop-koscian", "baska"),
    "cicha_may_open_double": (False, False, False),
    "wesele_partner": ("highest_jack", "highest_jack", "highest_jack"),
    "gran_must_trump": (True, True, True),
    "tie_rule": ("last_doubler_loses", "last_doubler_loses", "old_lose"),
    "bok_round": (False, False, True),
    "exit_points": ({"old": 26, "young": 26}, {"old": 26, "young": 26}, {"old": 27, "young": 26}),
    "old_loss_doubles": (False, False, True),
    "match_length": ({"deals": 24}, {"deals": 24}, {"deals": 24}),
}


@pytest.mark.parametrize("index", [0, 1, 2], ids=["kop", "kop-koscian", "baska"])
def test_preset_defaults_follow_the_table(index: int) -> None:
    preset = ("kop", "kop-koscian", "baska")[index]
    rules = rules_from_preset(preset)
    assert rules.preset == preset
    got = rules.house_rules()
    assert set(got) == set(TABLE_11)
    for rule, values in TABLE_11.items():
        value = set(got[rule]) if rule == "contracts" else got[rule]
        assert value == values[index], rule
    assert rules.overrides() == {}
    # the typed fields say the same
    assert rules.max_doublings == TABLE_11["max_doublings"][index]
    assert rules.exit_points.old == TABLE_11["exit_points"][index]["old"]
    assert {c.value for c in rules.contracts} == TABLE_11["contracts"][index]


def test_overrides_apply_and_are_reported() -> None:
    rules = rules_from_preset(
        "kop", {"max_doublings": 7, "tie_rule": "old_lose", "exit_points": {"old": 25, "young": 24}}
    )
    assert rules.max_doublings == 7
    assert rules.exit_points.old == 25 and rules.exit_points.young == 24
    assert rules.overrides() == {"max_doublings": 7, "tie_rule": "old_lose", "exit_points": {"old": 25, "young": 24}}
    # an override equal to the default is no override
    assert rules_from_preset("baska", {"bok_round": True}).overrides() == {}


@pytest.mark.parametrize(
    ("preset", "overrides", "rule", "words"),
    [
        ("kop", {"no_such_rule": True}, "no_such_rule", []),
        ("kop", {"contracts": ["wesele", "solo"]}, "contracts", ["solo"]),
        ("kop", {"contracts": "zolo"}, "contracts", []),
        ("kop", {"thrown_games": True}, "thrown_games", []),
        ("baska", {"contracts": ["wesele", "zolo", "gran"]}, "thrown_games", []),
        ("baska", {"contracts": ["gran"], "thrown_games": True}, "thrown_games", []),
        ("kop", {"max_doublings": 0}, "max_doublings", ["0"]),
        ("kop", {"max_doublings": 8}, "max_doublings", ["8"]),
        ("kop", {"max_doublings": "4"}, "max_doublings", []),
        ("kop", {"max_doublings": True}, "max_doublings", []),
        ("kop", {"max_doublings": 4.5}, "max_doublings", []),
        ("kop", {"exit_points": {"old": 0, "young": 26}}, "exit_points", ["0"]),
        ("kop", {"exit_points": {"old": 26, "young": 53}}, "exit_points", ["53"]),
        ("kop", {"exit_points": {"old": 26}}, "exit_points", []),
        ("kop", {"exit_points": 26}, "exit_points", []),
        ("kop", {"match_length": {"deals": 6}}, "match_length", ["6"]),
        ("kop", {"match_length": {"deals": 0}}, "match_length", []),
        ("kop", {"match_length": {"deals": -4}}, "match_length", []),
        ("kop", {"match_length": {"deals": 8, "target": 3}}, "match_length", []),
        ("kop", {"match_length": {"target": 0}}, "match_length", []),
        ("kop", {"match_length": {"open": False}}, "match_length", []),
        ("kop", {"cicha_may_open_double": "true"}, "cicha_may_open_double", []),
        ("kop", {"bok_round": 1}, "bok_round", []),
        ("baska", {"thrown_games": "false"}, "thrown_games", []),
        ("kop", {"gran_must_trump": None}, "gran_must_trump", []),
        ("kop", {"trump_order": "as-dycha "}, "trump_order", []),
        ("kop", {"trump_order": "as_trzy_dychy"}, "trump_order", []),
        ("kop", {"first_bidder": "dealer"}, "first_bidder", []),
        ("kop", {"wesele_partner": "lowest_jack"}, "wesele_partner", []),
        ("kop", {"tie_rule": "young_lose"}, "tie_rule", []),
        ("kop", {"doubling_names": "german"}, "doubling_names", []),
    ],
)
def test_bad_rule_sets_are_refused_naming_the_rule(
    preset: str, overrides: dict[str, Any], rule: str, words: list[str]
) -> None:
    with pytest.raises(RulesError) as raised:
        rules_from_preset(preset, overrides)
    assert raised.value.rule == rule
    assert rule in str(raised.value)
    for word in words:
        assert word in str(raised.value)
    assert isinstance(raised.value, ValueError)


def test_unknown_preset_is_refused() -> None:
    with pytest.raises(RulesError) as raised:
        rules_from_preset("skat")
    assert "skat" in str(raised.value)


def test_rule_sets_differing_in_one_house_rule_have_their_own_legal_calls() -> None:
    # Rule sets key the cache of legal calls and hash on a few fields only: equal
    # rule sets share an entry, and a difference outside those fields still counts.
    highest = rules_from_preset("kop")
    named = rules_from_preset("kop", {"wesele_partner": "named_jack"})
    assert hash(highest) == hash(named) and highest != named
    assert call_rules(rules_from_preset("kop")) is call_rules(highest)
    hand = sum(c.bit for c in cards("QC QS AH JD"))
    wesele = [a for a in call_rules(named).legal(Auction(0), hand) if a.contract is Contract.WESELE]
    assert [a.jack for a in wesele] == list(cards("JC JS JH"))
    wesele = [a for a in call_rules(highest).legal(Auction(0), hand) if a.contract is Contract.WESELE]
    assert [a.jack for a in wesele] == [None]


def test_legal_actions_are_one_immutable_answer_per_position() -> None:
    # The engine hands out its cached answer: it must be immutable, so that no caller
    # can change what the next one (or apply's check) reads.
    deal = make("baska", ["AC 10C QC JC", "AS 10S QS JS", "AH 10H QH JH", "AD 10D QD JD"])
    legal = deal.legal_actions()
    assert isinstance(legal, tuple) and deal.legal_actions() is legal
    with pytest.raises(TypeError):
        legal[0] = DOUBLE  # type: ignore[index]


def test_a_call_made_anew_is_the_legal_call_it_equals() -> None:
    # Deal files and the GUI build calls anew; apply must take them as the legal ones.
    deal = make("baska", ["AC 10C QC JC", "AS 10S QS JS", "AH 10H QH JH", "AD 10D QD JD"])
    zolo_du = contract_call(Contract.ZOLO_DU)
    assert zolo_du in deal.legal_actions() and hash(zolo_du) == hash(call_from_id("zolo_du"))
    seat = deal.to_move
    (made,) = deal.apply(zolo_du)
    assert made == CallMade(seat, call_from_id("zolo_du"), 0)


@pytest.mark.parametrize(
    "overrides",
    [
        {"max_doublings": 1},
        {"max_doublings": 7},
        {"exit_points": {"old": 1, "young": 52}},
        {"match_length": {"deals": 4}},
        {"match_length": {"deals": 48}},
        {"match_length": {"target": 100}},
        {"match_length": {"open": True}},
        {"contracts": []},
        {"contracts": ["mester"], "thrown_games": True},
        {"contracts": ["gran", "gran_du"]},
        {"thrown_games": False},
    ],
)
def test_edge_values_that_make_sense_are_accepted(overrides: dict[str, Any]) -> None:
    rules = rules_from_preset("kop", overrides)
    assert rules.overrides() == overrides or overrides == {"thrown_games": False}


# -- 4.2 doubling names ------------------------------------------------------------------


def fold(name: str) -> str:
    """The spec's names as identifiers: 'wąsy Stalina' -> 'wasy_stalina', 'słup' -> 'slup'."""
    name = name.lower().replace("ł", "l").replace(" ", "_")
    return "".join(ch for ch in unicodedata.normalize("NFKD", name) if not unicodedata.combining(ch))


LADDERS = {
    "kop": ["kontra", "re", "bok", "słup", "dupa Lenina", "dupa Bieruta", "wąsy Stalina"],
    "kop-koscian": ["kontra", "rej", "bok", "skok", "zub"],
    "baska": ["kontra", "rekontra", "bok", "hirsz"],
}


@pytest.mark.parametrize("preset", list(LADDERS))
def test_doubling_names_per_preset(preset: str) -> None:
    rules = rules_from_preset(preset)
    ladder = [fold(n) for n in LADDERS[preset]]
    assert [rules.doubling_name(level) for level in range(1, len(ladder) + 1)] == ladder
    assert rules.doubling_name(len(ladder) + 1) is None
    assert rules.doubling_name(0) is None


def test_doubling_names_house_rule_picks_the_ladder() -> None:
    rules = rules_from_preset("kop", {"doubling_names": "baska"})
    assert [rules.doubling_name(level) for level in (1, 2, 3, 4)] == ["kontra", "rekontra", "bok", "hirsz"]
    assert rules_from_preset("baska", {"doubling_names": "kop-koscian"}).doubling_name(4) == "skok"


# -- 4. the auction ----------------------------------------------------------------------

# A normal game: ♣Q with seat 1, ♠Q with seat 2. Nobody can call wesele.
NORMAL = ["AC AS JD 10D", "10C QC JH AD", "10S QS QH JC", "AH 10H QD JS"]
# Seat 0 holds both black queens.
CICHA0 = ["QC QS AH 10H", "QH QD JC JS", "JH JD AD 10D", "AC 10C AS 10S"]


@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_first_bidder(dealer: int) -> None:
    forehand = (dealer + 1) % 4
    assert make("kop", NORMAL, dealer).to_move == forehand
    assert make("kop-koscian", NORMAL, dealer).to_move == forehand
    assert make("baska", NORMAL, dealer).to_move == (dealer + 2) % 4
    assert make("baska", NORMAL, dealer, first_bidder="forehand").to_move == forehand
    assert make("kop", NORMAL, dealer, first_bidder="second").to_move == (dealer + 2) % 4
    # whoever speaks first, the forehand leads
    deal = make("baska", NORMAL, dealer)
    for _ in range(4):
        deal.apply(PASS)
    assert deal.phase is Phase.PLAY and deal.to_move == forehand and deal.leader == forehand
    assert deal.forehand == forehand


def test_calls_go_clockwise() -> None:
    deal = make("baska", NORMAL, dealer=3)
    seats = []
    for _ in range(4):
        seats.append(deal.to_move)
        deal.apply(PASS)
    assert seats == [1, 2, 3, 0]
    assert [c.seat for c in deal.calls] == seats


def test_four_passes_end_the_auction() -> None:
    deal = make("kop", NORMAL)
    for _ in range(3):
        deal.apply(PASS)
        assert deal.phase is Phase.AUCTION
    events = deal.apply(PASS)
    assert deal.phase is Phase.PLAY
    assert events == (CallMade(3, PASS, 0), AuctionClosed(None, None))
    assert deal.sides.contract is Contract.NORMAL
    assert set(deal.sides.old) == {1, 2} and set(deal.sides.young) == {0, 3}


@pytest.mark.parametrize("opening", [ZOLO, DOUBLE])
def test_three_passes_after_a_call_end_the_auction(opening: Any) -> None:
    deal = make("kop", NORMAL)
    run(deal, PASS, opening)  # seat 0 passes, seat 1 calls
    run(deal, PASS, PASS)
    assert deal.phase is Phase.AUCTION
    deal.apply(PASS)
    assert deal.phase is Phase.PLAY
    assert len(deal.calls) == 5


def test_a_player_may_speak_again() -> None:
    deal = make("kop", NORMAL)
    run(deal, PASS, ZOLO, PASS, PASS)  # seat 1 called zolo; seat 0 speaks again
    assert deal.to_move == 0
    assert ZOLO_DU in deal.legal_actions()
    run(deal, ZOLO_DU, PASS, PASS, PASS)
    assert deal.sides.contract is Contract.ZOLO_DU and deal.sides.declarer == 0


def test_declarer_may_not_open_the_doubling_of_his_contract() -> None:
    rules = rules_from_preset("kop")
    # With calls in turn the declarer never faces level 0 again, so build that auction.
    auction = Auction(0, (SeatCall(0, ZOLO), SeatCall(1, PASS), SeatCall(2, PASS), SeatCall(3, PASS)), contract_at=0)
    assert auction.to_move == 0
    hand = sum(c.bit for c in cards("AH 10H AC AS"))
    refusal = call_refusal(rules, auction, hand, DOUBLE)
    assert refusal is not None and refusal.code is RefusalCode.DOUBLE_OWN_CONTRACT
    assert refusal.contract is Contract.ZOLO
    # another player may open it
    other = Auction(0, (SeatCall(0, ZOLO),), contract_at=0)
    assert call_refusal(rules, other, hand, DOUBLE) is None


def test_declarer_may_redouble() -> None:
    deal = make("kop", NORMAL)
    run(deal, ZOLO, DOUBLE, PASS, PASS)  # seat 0 zolo, seat 1 kontra
    assert deal.to_move == 0
    assert DOUBLE in deal.legal_actions()
    events = deal.apply(DOUBLE)
    assert events == (CallMade(0, DOUBLE, 2),)


def test_cicha_holder_may_not_open_the_doubling() -> None:
    deal = make("kop", CICHA0)
    assert deal.to_move == 0
    refusal = refused(deal, DOUBLE)
    assert refusal.code is RefusalCode.DOUBLE_CICHA
    assert set(refusal.cards) == cardset("QC QS")
    assert DOUBLE not in deal.legal_actions()
    # a player without both queens may open it
    deal.apply(PASS)
    assert DOUBLE in deal.legal_actions()
    # and the cicha holder may make a later level
    run(deal, DOUBLE, PASS, PASS)
    assert deal.to_move == 0 and DOUBLE in deal.legal_actions()


def test_cicha_holder_may_open_under_the_house_rule() -> None:
    deal = make("kop", CICHA0, cicha_may_open_double=True)
    assert deal.refusal(DOUBLE) is None
    assert deal.apply(DOUBLE) == (CallMade(0, DOUBLE, 1),)


def test_cicha_holder_may_open_the_doubling_of_anothers_contract() -> None:
    deal = make("kop", CICHA0)
    run(deal, PASS, ZOLO, PASS, PASS)  # seat 1 zolo
    assert deal.to_move == 0 and DOUBLE in deal.legal_actions()


TENS1 = ["AC AS JD QD", "10C 10S 10H 10D", "QC QS AH JC", "AD QH JH JS"]


def test_thrown_game_cannot_be_doubled_and_ends_the_deal() -> None:
    deal = make("baska", TENS1, dealer=3)  # seat 1 calls first
    bieda = call_from_id("zolo_bieda")
    assert bieda in deal.legal_actions()
    deal.apply(bieda)
    refusal = refused(deal, DOUBLE)
    assert refusal.code is RefusalCode.DOUBLE_THROWN and refusal.contract is Contract.ZOLO_BIEDA
    assert DOUBLE not in deal.legal_actions()
    run(deal, PASS, PASS)
    events = deal.apply(PASS)
    assert events[:2] == (CallMade(0, PASS, 0), AuctionClosed(Contract.ZOLO_BIEDA, 1))
    assert isinstance(events[2], DealOver)
    assert deal.phase is Phase.DONE and deal.tricks == ()
    # baśka table: zolo-bieda won, +15 for the caller, -5 for each other
    assert deal.score.units == (-5, 15, -5, -5)
    assert events[2].score.units == (-5, 15, -5, -5)


def test_thrown_game_in_a_bok_round_counts_double() -> None:
    deal = make("baska", TENS1, dealer=3, in_bok_round=True)
    run(deal, call_from_id("zolo_bieda"), PASS, PASS, PASS)
    assert deal.score.units == (-10, 30, -10, -10)


def test_a_higher_call_outbids_a_thrown_game() -> None:
    deal = make("baska", TENS1, dealer=3)
    run(deal, call_from_id("zolo_bieda"))
    assert deal.refusal(GRAN) is None
    run(deal, GRAN, DOUBLE)  # the gran may be doubled
    assert deal.auction.level == 1
    run(deal, PASS, PASS, PASS)
    assert deal.phase is Phase.PLAY and deal.sides.contract is Contract.GRAN and deal.sides.declarer == 2


def test_a_new_contract_cancels_the_doublings() -> None:
    deal = make("kop", NORMAL)
    run(deal, DOUBLE, DOUBLE)  # seats 0 and 1
    assert deal.auction.level == 2
    deal.apply(ZOLO)  # seat 2
    assert deal.auction.level == 0
    assert deal.auction.doublings == ()
    assert deal.apply(DOUBLE) == (CallMade(3, DOUBLE, 1),)  # seat 3: kontra on the zolo
    run(deal, PASS, PASS, PASS)
    assert deal.auction.doublings == (SeatCall(3, DOUBLE),)
    while deal.phase is Phase.PLAY:
        deal.apply(deal.legal_actions()[0])
    # only the one doubling made after the zolo counts: zolo 5 x 2
    assert deal.score.counted_doublings == 1
    assert sorted(abs(u) for u in deal.score.units) == [10, 10, 10, 30]


def test_every_seat_sees_the_doublings_that_stand_and_who_made_them() -> None:
    deal = make("kop", NORMAL)
    run(deal, DOUBLE, ZOLO, DOUBLE, PASS, DOUBLE)  # kontra by 0 is void after the zolo of 1
    for seat in range(4):
        assert deal.observation(seat).doublings == (SeatCall(2, DOUBLE), SeatCall(0, DOUBLE))


@pytest.mark.parametrize(("preset", "overrides", "limit"), [
    ("kop", {}, 4), ("kop-koscian", {}, 5), ("baska", {}, 4),
    ("kop", {"max_doublings": 1}, 1), ("kop", {"max_doublings": 7}, 7),
])
def test_max_doublings(preset: str, overrides: dict[str, Any], limit: int) -> None:
    deal = make(preset, NORMAL, **overrides)
    for level in range(1, limit + 1):
        assert deal.apply(DOUBLE)[0].level == level
    refusal = refused(deal, DOUBLE)
    assert refusal.code is RefusalCode.DOUBLE_LIMIT and refusal.limit == limit
    assert DOUBLE not in deal.legal_actions()
    assert deal.auction.level == limit


def test_same_player_and_side_may_double_again() -> None:
    deal = make("kop", NORMAL)
    run(deal, DOUBLE, DOUBLE, PASS, PASS)  # seat 0, seat 1
    assert deal.to_move == 0
    assert deal.apply(DOUBLE) == (CallMade(0, DOUBLE, 3),)


@pytest.mark.parametrize(("call_id", "needed"), [
    ("wesele", "QC QS"),
    ("zolo_bieda", "10C 10S 10H 10D"),
    ("mester", "AC AS AH AD"),
    ("baska", "QC QS QH QD"),
])
def test_contracts_that_need_cards(call_id: str, needed: str) -> None:
    deal = make("baska", NORMAL, dealer=3)  # seat 1 speaks first and holds none of these sets
    refusal = refused(deal, call_from_id(call_id))
    assert refusal.code is RefusalCode.CONTRACT_NEEDS_CARDS
    assert set(refusal.cards) <= cardset(needed) and set(refusal.cards) - set(deal.hand(1))
    assert refusal.contract is Contract(call_id)


@pytest.mark.parametrize(("call_id", "hand"), [
    ("wesele", "QC QS AH JD"),
    ("zolo_bieda", "10C 10S 10H 10D"),
    ("mester", "AC AS AH AD"),
    ("baska", "QC QS QH QD"),
])
def test_contracts_that_need_cards_are_allowed_with_them(call_id: str, hand: str) -> None:
    rest = [c for c in CARDS if c not in cardset(hand)]
    others = [" ".join(str(c) for c in rest[start : start + 4]) for start in (0, 4, 8)]
    hands = [others[0], hand, others[1], others[2]]
    deal = make("baska", hands, dealer=3)
    assert deal.to_move == 1
    assert call_from_id(call_id) in deal.legal_actions()


SPEC_CONTRACT_ORDER = ["wesele", "zolo_bieda", "gran", "zolo", "gran_du", "zolo_du", "mester", "baska"]
NEEDS = {"wesele": "QC QS", "zolo_bieda": "10C 10S 10H 10D", "mester": "AC AS AH AD", "baska": "QC QS QH QD"}


@pytest.mark.parametrize("first", SPEC_CONTRACT_ORDER)
@pytest.mark.parametrize("second", ["gran", "zolo", "gran_du", "zolo_du"])
def test_contract_ranking(first: str, second: str) -> None:
    need = cardset(NEEDS.get(first, ""))
    rest = [c for c in CARDS if c not in need]
    mine = sorted(need) + rest[: 4 - len(need)]
    rest = rest[4 - len(need):]
    hands = [rest[0:4], mine, rest[4:8], rest[8:12]]
    deal = Deal(rules_from_preset("baska"), 3, hands)
    deal.apply(call_from_id(first))  # seat 1
    refusal = deal.refusal(call_from_id(second))  # seat 2
    if SPEC_CONTRACT_ORDER.index(second) > SPEC_CONTRACT_ORDER.index(first):
        assert refusal is None
    else:
        assert refusal is not None and refusal.code is RefusalCode.CONTRACT_TOO_LOW
        assert refusal.contract is Contract(first)


def test_contracts_not_offered() -> None:
    deal = make("kop", NORMAL)
    for call_id in ("gran", "gran_du", "zolo_bieda", "mester", "baska"):
        assert refused(deal, call_from_id(call_id)).code is RefusalCode.CONTRACT_NOT_OFFERED
    offered = {a.id for a in deal.legal_actions()}
    assert offered == {"pass", "double", "zolo", "zolo_du"}  # seat 0 cannot call wesele
    # thrown games switched off together
    deal = make("baska", TENS1, dealer=3, thrown_games=False)
    assert refused(deal, call_from_id("zolo_bieda")).code is RefusalCode.CONTRACT_NOT_OFFERED
    # contracts switched off one by one
    deal = make("kop", NORMAL, contracts=["wesele", "zolo_du"])
    assert refused(deal, ZOLO).code is RefusalCode.CONTRACT_NOT_OFFERED
    assert ZOLO_DU in deal.legal_actions()


# 4.3 wesele partners. Seat 0 holds both black queens and ♠J.
WESELE0 = ["QC QS JS AH", "JC 10H QH QD", "JH JD AD 10D", "AC 10C AS 10S"]


def test_named_jack_wesele() -> None:
    deal = make("kop", WESELE0, wesele_partner="named_jack")
    wesele_calls = {a.jack for a in deal.legal_actions() if a.id == "wesele"}
    assert wesele_calls == cardset("JC JH JD")
    held = refused(deal, contract_call(Contract.WESELE, jack=card("JS")))
    assert held.code is RefusalCode.JACK_HELD and held.cards == (card("JS"),)
    assert refused(deal, WESELE).code is RefusalCode.JACK_MISSING
    assert refused(deal, contract_call(Contract.WESELE, jack=card("AD"))).code is RefusalCode.JACK_MISSING
    run(deal, contract_call(Contract.WESELE, jack=card("JH")), PASS, PASS, PASS)
    assert deal.sides.contract is Contract.WESELE
    assert set(deal.sides.old) == {0, 2}  # the holder of the named ♥J


def test_no_jack_is_named_under_highest_jack() -> None:
    deal = make("kop", WESELE0)
    assert WESELE in deal.legal_actions()
    refusal = refused(deal, contract_call(Contract.WESELE, jack=card("JH")))
    assert refusal.code is RefusalCode.JACK_NOT_ASKED


@pytest.mark.parametrize(("hands", "partner"), [
    (WESELE0, 1),  # declarer lacks ♣J: its holder, seat 1
    (["QC QS JC AH", "JS 10H QH QD", "JH JD AD 10D", "AC 10C AS 10S"], 1),  # lacks ♠J
    (["QC QS JC JS", "AH 10H QH QD", "JH JD AD 10D", "AC 10C AS 10S"], 2),  # holds ♣J ♠J: ♥J
])
def test_highest_jack_partner(hands: list[str], partner: int) -> None:
    deal = make("kop", hands)
    run(deal, WESELE, PASS, PASS, PASS)
    assert set(deal.sides.old) == {0, partner}
    assert set(deal.sides.young) == {0, 1, 2, 3} - {0, partner}


# -- 6. refusals in play ---------------------------------------------------------------


def test_cards_before_and_after_the_auction() -> None:
    deal = make("kop", NORMAL)
    refusal = refused(deal, card("AC"))
    assert refusal.code is RefusalCode.AUCTION_OPEN
    run(deal, *passes(4))
    assert refused(deal, PASS).code is RefusalCode.AUCTION_OVER
    assert refused(deal, ZOLO).code is RefusalCode.AUCTION_OVER
    refusal = refused(deal, card("AH"))  # seat 3's card; seat 0 leads
    assert refusal.code is RefusalCode.NOT_IN_HAND and refusal.seat == 0


def test_follow_beat_and_trump_refusals_through_a_whole_deal() -> None:
    """Kop, normal game; ♣Q seat 1, ♠Q seat 2; seat 0 leads (the Kop rules: following)."""
    deal = make("kop", NORMAL)
    run(deal, *passes(4))
    assert deal.apply(card("AC")) == (CardPlayed(0, card("AC")),)
    # seat 1 holds ♣10: it must follow clubs
    r = refused(deal, card("QC"))
    assert r.code is Duty.FOLLOW_SUIT and r.cards == (card("10C"),) and r.suit is Suit.CLUBS
    assert r.seat == 1
    assert set(deal.legal_actions()) == cardset("10C")
    run(deal, "10C")
    # seat 2 has no clubs: it must beat ♣A, and any trump does
    r = refused(deal, card("10S"))
    assert r.code is Duty.BEAT and set(r.cards) == cardset("QS QH JC") and r.to_beat == card("AC")
    run(deal, "QH")
    # seat 3 must beat ♥Q with a higher trump
    r = refused(deal, card("QD"))
    assert r.code is Duty.BEAT and set(r.cards) == cardset("AH 10H") and r.to_beat == card("QH")
    events = deal.apply(card("10H"))
    assert events == (CardPlayed(3, card("10H")), TrickTaken(Trick(0, cards("AC 10C QH 10H"), 3, 34)))
    assert deal.leader == 3 and deal.to_move == 3
    # trick 2: ♥A led; seat 0 cannot beat it but must play a trump
    run(deal, "AH")
    r = refused(deal, card("AS"))
    assert r.code is Duty.PLAY_TRUMP and set(r.cards) == cardset("JD 10D") and r.to_beat == card("AH")
    run(deal, "10D", "AD")
    assert set(deal.legal_actions()) == cardset("QS JC")  # seat 2 must play a trump
    events = run(deal, "JC")
    assert events[1] == TrickTaken(Trick(3, cards("AH 10D AD JC"), 3, 34))
    # trick 3: ♦Q led; seat 0 cannot beat with ♦J but must play it
    run(deal, "QD")
    assert set(deal.legal_actions()) == cardset("JD")
    run(deal, "JD")
    r = refused(deal, card("JH"))  # seat 1 can beat with ♣Q, so it must
    assert r.code is Duty.BEAT and r.cards == (card("QC"),) and r.to_beat == card("QD")
    run(deal, "QC")
    assert set(deal.legal_actions()) == cardset("QS")  # ♠Q is below ♣Q, still a trump
    events = run(deal, "QS")
    assert events[1] == TrickTaken(Trick(3, cards("QD JD QC QS"), 1, 11))
    # trick 4: seat 1 leads ♥J; ♠J beats it
    run(deal, "JH", "10S")
    r = refused(deal, card("AS"))
    assert r.code is RefusalCode.NOT_IN_HAND
    events = run(deal, "JS")
    assert deal.phase is Phase.PLAY
    events = run(deal, "AS")
    assert events[0] == CardPlayed(0, card("AS"))
    assert events[1] == TrickTaken(Trick(1, cards("JH 10S JS AS"), 3, 25))
    assert isinstance(events[2], DealOver)
    score = events[2].score
    assert deal.phase is Phase.DONE and deal.score == score
    # old (1, 2) took 11 points, under 26: young win, bez wyjścia, 2 units each (kop)
    assert score.units == (2, -2, -2, 2)
    for action in (card("AS"), PASS, DOUBLE, ZOLO):
        r = refused(deal, action)
        assert r.code is RefusalCode.DEAL_OVER and r.seat is None
    assert deal.legal_actions() == ()


# Gran (baska): seat 1 calls gran; seat 0 (forehand, dealer 3) leads.
GRAN_SUIT = ["QS AH 10H QH", "JD AC 10C QC", "AS 10S JC AD", "JS JH 10D QD"]
GRAN_TRUMP = ["AH 10H QH AS", "JC AC 10C QC", "JD AD 10D QD", "JS JH 10S QS"]


def test_gran_must_beat_in_suit() -> None:
    # the example of the Kop rules (following in the gran order): ♠10 led, holding ♠A and ♠Q one must play ♠A
    deal = make("baska", ["10S 10H QD JD", "AS QS JC AH", "AC 10C QC JS", "AD 10D QH JH"])
    run(deal, GRAN, PASS, PASS, PASS, "10S")
    r = refused(deal, card("QS"))
    assert r.code is Duty.BEAT_IN_SUIT and r.cards == (card("AS"),)
    assert r.to_beat == card("10S") and r.suit is Suit.SPADES
    r = refused(deal, card("JC"))  # a jack is not following spades
    assert set(r.cards) == cardset("AS")


def test_gran_any_card_of_the_suit_once_a_jack_is_in() -> None:
    deal = make("baska", GRAN_SUIT)
    run(deal, GRAN, PASS, PASS, PASS, "QS")
    assert set(deal.legal_actions()) == cardset("JD")  # no spades: beat with a jack
    run(deal, "JD")
    assert set(deal.legal_actions()) == cardset("AS 10S")  # follow spades, any of them
    r = refused(deal, card("JC"))
    assert r.code is Duty.FOLLOW_SUIT and set(r.cards) == cardset("AS 10S")
    run(deal, "10S")
    assert set(deal.legal_actions()) == cardset("JS JH")  # must beat ♦J


@pytest.mark.parametrize("must_trump", [True, False])
def test_gran_must_trump(must_trump: bool) -> None:
    deal = make("baska", GRAN_TRUMP, gran_must_trump=must_trump)
    run(deal, GRAN, PASS, PASS, PASS, "AH", "JC")
    # seat 2: no hearts, cannot beat ♣J; ♦J is a lower jack
    if must_trump:
        assert set(deal.legal_actions()) == cardset("JD")
        r = refused(deal, card("AD"))
        assert r.code is Duty.PLAY_TRUMP and r.cards == (card("JD"),) and r.to_beat == card("JC")
    else:
        assert set(deal.legal_actions()) == cardset("JD AD 10D QD")


def test_gran_jack_led_must_be_beaten_or_followed() -> None:
    deal = make("baska", GRAN_TRUMP, dealer=2)  # forehand 3; seat 0 speaks first
    run(deal, GRAN, PASS, PASS, PASS)
    assert deal.sides.declarer == 0 and deal.to_move == 3
    run(deal, "JH")  # seat 3 leads ♥J
    assert set(deal.legal_actions()) == set(deal.hand(0))  # seat 0: no jack, any card
    run(deal, "AH")
    assert set(deal.legal_actions()) == cardset("JC")  # seat 1 must beat ♥J
    run(deal, "JC")
    r = refused(deal, card("AD"))  # seat 2 cannot beat ♣J: a lower jack
    assert r.code is Duty.PLAY_TRUMP and r.cards == (card("JD"),)


# -- observations --------------------------------------------------------------------


def test_normal_game_partner_unknown_until_the_queen_falls() -> None:
    deal = make("kop", NORMAL)
    run(deal, *passes(4))
    o1, o0 = deal.observation(1), deal.observation(0)
    assert o1.contract is Contract.NORMAL and o1.known_old == {1} and not o1.known_young
    assert o0.contract is None and o0.known_old == set() and o0.known_young == {0}
    assert o1.hand == deal.hand(1) and o0.hand == deal.hand(0)
    run(deal, "AC", "10C", "QH", "10H", "AH", "10D", "AD", "JC", "QD", "JD")
    assert deal.observation(1).known_old == {1}
    assert deal.observation(2).known_old == {2}
    run(deal, "QC")  # seat 1 plays ♣Q
    assert deal.observation(2).known_old == {1, 2}
    assert deal.observation(2).known_young == {0, 3}
    assert deal.observation(0).known_old == {1} and deal.observation(0).known_young == {0}
    assert deal.observation(1).known_old == {1}
    run(deal, "QS")  # seat 2 plays ♠Q: everyone knows
    for seat in range(4):
        o = deal.observation(seat)
        assert o.known_old == {1, 2} and o.known_young == {0, 3} and o.contract is Contract.NORMAL


def test_cicha_known_to_the_holder_at_once_and_to_others_when_both_queens_fell() -> None:
    deal = make("kop", CICHA0)
    events = run(deal, *passes(4))
    assert events[-1] == AuctionClosed(None, None)  # a silent cicha is not announced
    assert deal.sides.contract is Contract.CICHA and deal.sides.old == (0,)
    o0 = deal.observation(0)
    assert o0.contract is Contract.CICHA and o0.known_old == {0} and o0.known_young == {1, 2, 3}
    for seat in (1, 2, 3):
        o = deal.observation(seat)
        assert o.contract is None and o.known_old == set() and o.known_young == {seat}
    run(deal, "QC", "QH", "JH", "AC")  # trick 1: seat 0 leads ♣Q and wins
    for seat in (1, 2, 3):
        o = deal.observation(seat)
        assert o.contract is None and o.known_old == {0}, seat
    run(deal, "QS")  # both black queens from seat 0
    for seat in range(4):
        o = deal.observation(seat)
        assert o.contract is Contract.CICHA and o.known_old == {0} and o.known_young == {1, 2, 3}


def test_wesele_partner_known_to_the_club_jack_holder_at_once() -> None:
    deal = make("kop", WESELE0)
    events = run(deal, WESELE, PASS, PASS, PASS)
    assert events[-1] == AuctionClosed(Contract.WESELE, 0)
    assert set(deal.sides.old) == {0, 1}
    o1 = deal.observation(1)
    assert o1.contract is Contract.WESELE and o1.known_old == {0, 1} and o1.known_young == {2, 3}
    o2 = deal.observation(2)  # holds ♥J ♦J: cannot tell yet
    assert o2.contract is Contract.WESELE and o2.known_old == {0}
    o3 = deal.observation(3)  # holds no jack: young for sure
    assert o3.known_old == {0} and o3.known_young == {3}
    o0 = deal.observation(0)  # the declarer knows the jack, not its holder
    assert o0.known_old == {0} and not o0.known_young


def test_named_jack_partner_known_to_its_holder_at_once() -> None:
    deal = make("kop", WESELE0, wesele_partner="named_jack")
    run(deal, contract_call(Contract.WESELE, jack=card("JH")), PASS, PASS, PASS)
    assert deal.observation(2).known_old == {0, 2}
    o1 = deal.observation(1)  # holds ♣J, not the named jack: young
    assert o1.known_old == {0} and 1 in o1.known_young


@pytest.mark.parametrize("contract", [Contract.ZOLO, Contract.ZOLO_DU])
def test_a_lone_contract_is_known_to_all(contract: Contract) -> None:
    deal = make("kop", NORMAL)
    events = run(deal, PASS, PASS, contract_call(contract), PASS, PASS, PASS)  # seat 2 calls
    assert events[-1] == AuctionClosed(contract, 2)
    for seat in range(4):
        o = deal.observation(seat)
        assert o.contract is contract and o.known_old == {2} and o.known_young == {0, 1, 3}
        assert o.contract_called == SeatCall(2, contract_call(contract))


def test_observation_shows_only_own_hand_and_legal_moves_to_the_mover() -> None:
    deal = make("kop", NORMAL)
    for seat in range(4):
        o = deal.observation(seat)
        assert o.hand == deal.hand(seat)
        assert o.legal == (deal.legal_actions() if seat == 0 else ())
        assert not set(o.unseen()) & set(o.hand)
        assert set(o.unseen()) == set(CARDS) - set(o.hand)


# -- events ------------------------------------------------------------------------------


def test_auctions_are_values() -> None:
    opening = Auction(0)
    after = opening.after(DOUBLE)
    assert opening == Auction(0) and after == Auction(0, (SeatCall(0, DOUBLE),), level=1)
    assert hash(after) == hash(Auction(0, (SeatCall(0, DOUBLE),), level=1))
    with pytest.raises(AttributeError):
        after.level = 2  # type: ignore[misc]
    assert (after.to_move, after.level, after.doublings) == (1, 1, (SeatCall(0, DOUBLE),))


def test_call_events_carry_the_level() -> None:
    deal = make("kop", NORMAL)
    assert deal.apply(DOUBLE) == (CallMade(0, DOUBLE, 1),)
    assert deal.apply(PASS) == (CallMade(1, PASS, 1),)
    assert deal.apply(ZOLO) == (CallMade(2, ZOLO, 0),)


def test_undo_returns_the_action_and_rewinds() -> None:
    deal = make("kop", NORMAL)
    run(deal, *passes(4), "AC")
    assert deal.undo() == card("AC")
    assert deal.phase is Phase.PLAY and deal.hand(0) == cards("AC AS 10D JD")
    assert deal.undo() == PASS
    assert deal.phase is Phase.AUCTION and deal.sides is None
    deal.rewind(0)
    assert deal.history == () and deal.calls == ()
    with pytest.raises(IndexError):
        deal.undo()
    with pytest.raises(IndexError):
        deal.rewind(1)


def test_a_suit_symbol_in_emoji_style_is_read() -> None:
    assert card("A♥\ufe0f") is card("AH")
    assert card("♦\ufe0f10") is card("10D")


def test_the_jack_of_diamonds_alone_knows_it_is_young_in_a_highest_jack_wesele() -> None:
    from kopdesk.games.kop import PASS, Contract, Deal, contract_call, rules_from_preset

    hands = [["QC", "QS", "AH", "10H"], ["JD", "AC", "10C", "AS"],
             ["JC", "JS", "JH", "10S"], ["QH", "QD", "AD", "10D"]]  # fmt: skip
    deal = Deal(rules_from_preset("kop"), 3, [[card(t) for t in h] for h in hands])
    deal.apply(contract_call(Contract.WESELE))  # seat 0 is forehand and calls first
    for _ in range(3):
        deal.apply(PASS)
    assert deal.sides is not None and deal.sides.old == (0, 2)
    assert deal.observation(1).known_young >= {1}  # holds only the jack of diamonds
    assert deal.observation(3).known_young >= {3}  # holds no jack
    assert 2 in deal.observation(2).known_old  # holds the jack of clubs

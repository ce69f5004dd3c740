"""The play (the Schafkopf rules: play): following, the called ace's duties, Zweier stacks,
the Wendish first-trick partner, and what each seat may know."""

from __future__ import annotations

import random

import pytest

from kopdesk.cards import Suit
from kopdesk.games.schafkopf import PRESETS, CardTurnedUp, Contract, Deal, Phase, RefusalCode, shuffled_hands
from kopdesk.games.schafkopf.orders import bavarian_order
from kopdesk.games.schafkopf.rules import Contract as C
from tests.games.schafkopf.helpers import PASSES, SAUSPIEL_HANDS, apply, deal, texts

GRAS_CALLED = ("sauspiel:G", "pass", "pass", "pass", *PASSES)
DAVONLAUFEN = (
    "10G 9G 8S 7E 8E AH OE UE | AG KG 8G 7G 9E 10H OG UG | AE 10E AS 10S KS 9S OH UH | KE KH 9H 8H 7H 7S OS US"
)


def refused(played: object, text: str) -> object:
    refusal = played.refusal(played.deck.card(text))  # type: ignore[attr-defined]
    assert refusal is not None
    return refusal


def test_the_called_ace_may_not_be_thrown_on_another_suit_unless_the_house_rule_allows() -> None:
    played = deal("schafkopf", SAUSPIEL_HANDS, *GRAS_CALLED, "8S")
    assert texts(played.legal_actions()) == ["10H", "7G", "8G", "9E", "KE", "OG", "UG"]
    refusal = refused(played, "AG")
    assert refusal.code is RefusalCode.CALLED_ACE_DISCARD
    assert refusal.describe() == "the called ace AG may not be discarded on another suit before the last trick"
    free = deal("schafkopf", SAUSPIEL_HANDS, *GRAS_CALLED, "8S", called_ace_discard=True)
    assert "AG" in texts(free.legal_actions())


def test_the_called_ace_must_fall_when_its_suit_is_searched() -> None:
    played = deal("schafkopf", SAUSPIEL_HANDS, *GRAS_CALLED, "9G")
    assert texts(played.legal_actions()) == ["AG"]
    refusal = refused(played, "7G")
    assert refusal.code is RefusalCode.CALLED_ACE_SEARCHED
    assert "the called ace AG must be played when its suit is led" in refusal.describe()


def test_running_away_needs_four_cards_of_the_suit_at_the_moment_of_leading() -> None:
    # Seat 1 was dealt four Gras but threw 7G on a Schellen lead: three left, no running away.
    played = deal("schafkopf", DAVONLAUFEN, *GRAS_CALLED, "8S", "7G", "9S", "7S", "UH", "US", "UE", "OG")
    assert played.to_move == 1
    assert texts(played.legal_actions()) == ["10H", "9E", "AG", "UG"]
    assert refused(played, "KG").code is RefusalCode.CALLED_ACE_LEAD


def test_leading_another_card_of_the_suit_with_four_of_it_is_running_away() -> None:
    played = deal("schafkopf", DAVONLAUFEN, *GRAS_CALLED, "8S", "OG", "9S", "7S")
    assert played.to_move == 1 and {"7G", "8G", "KG", "AG"} <= set(texts(played.legal_actions()))
    assert not played.ran_away
    apply(played, "7G")
    assert played.ran_away


def test_in_a_wenz_the_ober_ranks_in_its_suit_below_the_king() -> None:
    wenz = bavarian_order(C.WENZ, None)
    deck = wenz.deck
    assert not wenz.is_trump(deck.card("OE")) and wenz.is_trump(deck.card("US"))
    assert deck.cards[wenz.winning_index([deck.card("OH").index, deck.card("KH").index])] is deck.card("KH")
    farbwenz = bavarian_order(C.FARBWENZ, Suit.SPADES)
    assert [str(c) for c in farbwenz.trumps[:6]] == ["UE", "UG", "UH", "US", "AG", "10G"]
    played = deal("schafkopf", SAUSPIEL_HANDS, "wenz", "pass", "pass", "pass", *PASSES, "7E")
    assert texts(played.legal_actions()) == ["9E", "KE"]  # OG is a Gras card now, not a trump


ZWEIER = "7C QS AS 10S KD JC 10H 8H 9C 8D KH 9S AH 8S 7S QD | AC 10C KC 8C QC QH AD JH 7H KS JD JS 9H 10D 9D 7D"


def test_zweier_plays_open_cards_and_turns_up_the_card_beneath_after_the_trick() -> None:
    played = deal("zweier", ZWEIER, dealer=0)
    assert played.to_move == 1 and "7H" not in texts(played.legal_actions())
    apply(played, "AC")
    observed = played.observation(0)
    assert observed.face_down == (8, 8) and "7H" not in texts(observed.open_cards[1])
    assert refused(played, "9C").code is RefusalCode.FACE_DOWN
    events = played.apply(played.deck.card("7C"))
    assert CardTurnedUp(1, played.deck.card("7H")) in events and CardTurnedUp(0, played.deck.card("9C")) in events
    assert "7H" in texts(played.observation(0).open_cards[1]) and "9C" in texts(played.observation(1).open_cards[0])


FIRST_TRICK = (
    "AC 10C KC 9C AS 10S KS 8H | QC QS JD AD 10D AH 10H 7C | QH JC KD 9D 9S 8S KH 9H | QD JS JH 8D 7D 8C 7S 7H"
)
FIRST_TRICK_PLAY = "AH 9H 7H 8H 10H KH 7S 10C 10D 9D JH AS QD 10S QC JC 7C KD 8C 9C QH JS AC AD 9S 7D KS JD QS 8S 8D KC"


def test_first_trick_partner_is_found_by_the_first_foreign_trick_or_only_by_trick_one() -> None:
    foreign = deal("wendisch", FIRST_TRICK, "first_trick", *FIRST_TRICK_PLAY.split(), dealer=0)
    assert foreign.score is not None and foreign.score.declarers == (1, 3) and foreign.score.units == (-1, 1, -1, 1)
    literal = deal("wendisch", FIRST_TRICK, "first_trick", dealer=0, first_trick_partner="first_trick")
    for card in FIRST_TRICK_PLAY.split()[:4]:
        apply(literal, card)
    assert literal.partner_settled and literal.partner is None
    for card in FIRST_TRICK_PLAY.split()[4:]:
        apply(literal, card)
    assert literal.score is not None and literal.score.declarers == (1,)
    assert literal.score.units == (-1, 3, -1, -1)  # 66 points alone: H = 1, three defenders pay


def test_the_sauspiel_partner_stays_hidden_until_the_called_ace_shows() -> None:
    played = deal("schafkopf", SAUSPIEL_HANDS, *GRAS_CALLED)
    assert played.observation(0).known_declarers == {0} and played.observation(0).known_defenders == set()
    assert played.observation(2).known_defenders == {2}
    assert played.observation(1).known_declarers == {0, 1}
    apply(played, "9G")
    apply(played, "AG")
    for seat in range(4):
        assert played.observation(seat).known_declarers == {0, 1}
        assert played.observation(seat).known_defenders == {2, 3}


def test_a_retour_by_the_partner_gives_him_away() -> None:
    bidding = ("sauspiel:G", "pass", "pass", "pass")
    played = deal("schafkopf", SAUSPIEL_HANDS, *bidding, "pass", "pass", "double", "pass", "pass", "double")
    assert played.observation(3).known_declarers == {0, 1}


def test_a_concealed_wendish_solo_looks_like_a_silent_deal_to_the_others() -> None:
    played = deal("wendisch", FIRST_TRICK, "solo", dealer=0)
    assert played.contract is Contract.SOLO and played.phase is Phase.PLAY
    other = played.observation(0)
    assert other.calls == () and other.contract is None and other.declarer is None
    own = played.observation(1)
    assert own.contract is Contract.SOLO and own.known_declarers == {1}


def test_rewind_goes_back_to_any_earlier_point() -> None:
    played = deal("schafkopf", DAVONLAUFEN, *GRAS_CALLED, "8S", "OG", "9S", "7S", "7G")
    played.rewind(8)
    assert played.phase is Phase.PLAY and played.trick == () and not played.ran_away
    assert played.undo() is not None and played.to_move == 3


def test_the_trick_read_is_a_snapshot_that_playing_on_leaves_as_it_was() -> None:
    played = deal("schafkopf", DAVONLAUFEN, *GRAS_CALLED, "8S", "OG")
    shown = played.trick
    apply(played, "9S")
    assert list(map(str, shown)) == ["8S", "OG"] and list(map(str, played.trick)) == ["8S", "OG", "9S"]
    apply(played, "7S")
    assert played.trick == () and list(map(str, played.tricks[0].cards)) == ["8S", "OG", "9S", "7S"]
    assert list(map(str, shown)) == ["8S", "OG"]


@pytest.mark.parametrize("seed", [7, 8, 9])
@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_a_deal_the_engine_shuffles_is_the_deal_its_shuffled_hands_make(preset: str, seed: int) -> None:
    """`Deal.shuffled` does not check the cards it dealt itself (outside Zweier it shuffles
    their bits, not the cards): the deal is the same."""
    rules = PRESETS[preset]
    trusted = Deal.shuffled(rules, 1, random.Random(seed))
    checked = Deal(rules, 1, shuffled_hands(rules, random.Random(seed)))
    assert trusted.dealt == checked.dealt and trusted.stacks == checked.stacks
    assert trusted.hidden_mask() == checked.hidden_mask()
    assert trusted.to_move == checked.to_move and trusted.legal_actions() == checked.legal_actions()

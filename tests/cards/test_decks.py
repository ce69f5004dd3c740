"""Decks as data: every pack's cards, notation, points and bitmasks."""

from __future__ import annotations

import copy
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kopdesk.cards import FRENCH_32, GERMAN_32, KOP_16, SCOPA_40, CardError, Deck, Look, Rank, Suit, mask_of

PACKS = {"kop-16": (KOP_16, 16, 104), "french-32": (FRENCH_32, 32, 120), "german-32": (GERMAN_32, 32, 120),
         "scopa-40": (SCOPA_40, 40, 0)}  # fmt: skip


@pytest.mark.parametrize("name", PACKS)
def test_each_pack_has_its_cards_once_with_their_points(name: str) -> None:
    deck, size, points = PACKS[name]
    assert deck.id == name and len(deck.cards) == size == len({str(c) for c in deck.cards})
    assert [c.index for c in deck.cards] == list(range(size))
    assert sum(c.points for c in deck.cards) == points
    assert deck.all == (1 << size) - 1 == mask_of(deck.cards)
    assert {c.suit for c in deck.cards} == set(Suit)


@pytest.mark.parametrize("name", PACKS)
def test_every_card_reads_back_and_survives_copies(name: str) -> None:
    deck = PACKS[name][0]
    for c in deck.cards:
        assert deck.card(str(c)) is c and deck.card(str(c).lower()) is c
        assert pickle.loads(pickle.dumps(c)) is c and copy.deepcopy(c) is c


def test_notation_follows_the_deal_files() -> None:
    assert [str(c) for c in KOP_16.cards[:4]] == ["AC", "10C", "QC", "JC"]
    assert {str(c) for c in GERMAN_32.cards} >= {"AE", "10G", "OS", "UH", "7S"}
    assert GERMAN_32.card("OE").rank is Rank.QUEEN and GERMAN_32.card("US").suit is Suit.DIAMONDS
    assert SCOPA_40.card("7D").rank is Rank.SEVEN and SCOPA_40.card("KC").rank is Rank.KING
    assert FRENCH_32.card("♥K") is FRENCH_32.card("KH")
    assert (GERMAN_32.look, SCOPA_40.look) == (Look.GERMAN, Look.FRENCH)


@pytest.mark.parametrize(("deck", "text"), [(KOP_16, "KH"), (FRENCH_32, "OE"), (GERMAN_32, "QC"), (SCOPA_40, "10C"),
                                            (SCOPA_40, "8D")])  # fmt: skip
def test_a_card_of_another_pack_is_refused_with_how_to_write_one(deck: Deck, text: str) -> None:
    with pytest.raises(CardError, match="write rank then suit") as refused:
        deck.card(text)
    assert f'"{text}"' in str(refused.value) and deck.suit_letters[Suit.CLUBS] in str(refused.value)


@given(st.sampled_from(list(PACKS)), st.integers(min_value=0))
def test_a_mask_and_its_cards_are_one_set(name: str, seed: int) -> None:
    deck = PACKS[name][0]
    mask = seed & deck.all
    cards = deck.cards_in(mask)
    assert mask_of(cards) == mask and list(cards) == sorted(cards)
    assert deck.mask_where(lambda c: c in cards) == mask


def test_a_deck_id_is_taken_once() -> None:
    with pytest.raises(ValueError, match="already"):
        Deck("kop-16", {Rank.ACE: ("A", 11)}, "CSHD", Look.FRENCH)

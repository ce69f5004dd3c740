"""The shared rank order over a deck other than Kop's: a Schafkopf-like order on the
32-card French pack (trumps: the queens and jacks, that is the Obers and Unters, and
hearts; the only duty is to follow the class led, the Schafkopf rules (following)).

Expectations come from the rules text and from the order's own lists of trumps and
plain suits, never from its `beats` or duty tables.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kopdesk.cards import FRENCH_32, Card, Suit, mask_of
from kopdesk.games.tricks import Duty, RankOrder

SAUSPIEL_TRUMPS = "QC QS QH QD JC JS JH JD AH 10H KH 9H 8H 7H"
PLAIN = {suit: " ".join(f"{rank}{letter}" for rank in ("A", "10", "K", "9", "8", "7"))
         for suit, letter in FRENCH_32.suit_letters.items() if suit is not Suit.HEARTS}  # fmt: skip
FOLLOW_ONLY = RankOrder(FRENCH_32, "sauspiel", SAUSPIEL_TRUMPS, PLAIN, {Duty.FOLLOW_SUIT})
EVERY_DUTY = RankOrder(FRENCH_32, "every-duty", SAUSPIEL_TRUMPS, PLAIN, set(Duty))
"""The same cards under every duty Kop knows: beat in the suit, follow, beat, trump."""


def cards(text: str) -> tuple[Card, ...]:
    return tuple(FRENCH_32.card(t) for t in text.split())


def mask(text: str) -> int:
    return mask_of(cards(text))


def indices(text: str) -> list[int]:
    return [c.index for c in cards(text)]


def test_the_order_lists_trumps_and_plain_suits_high_to_low() -> None:
    assert FOLLOW_ONLY.trumps == cards(SAUSPIEL_TRUMPS)
    assert FOLLOW_ONLY.plain[Suit.CLUBS] == cards("AC 10C KC 9C 8C 7C")
    assert Suit.HEARTS not in FOLLOW_ONLY.plain
    assert FOLLOW_ONLY.is_trump(FRENCH_32.card("QD")) and FOLLOW_ONLY.is_trump(FRENCH_32.card("7H"))
    assert not FOLLOW_ONLY.is_trump(FRENCH_32.card("AC"))
    ranked = sorted(FRENCH_32.cards, key=FOLLOW_ONLY.sort_key)
    assert ranked[:15] == [*cards(SAUSPIEL_TRUMPS), FRENCH_32.card("AC")]


@pytest.mark.parametrize(
    ("trick", "hand", "allowed"),
    [
        # a plain lead: any card of the suit, beating or not, even once trumped
        ("KC", "AC 7C QS AS", "AC 7C"),
        ("AC", "10C 7C 7H", "10C 7C"),
        ("KC JD", "AC 9C QC", "AC 9C"),
        # no card of the suit led: any card, no duty to beat or to trump
        ("KC", "QC 7H AS 10D", "QC 7H AS 10D"),
        # a queen or jack of clubs is a trump: it calls for trumps, hearts included
        ("QC", "7H AC KC", "7H"),
        ("7H", "JD AH 9S", "JD AH"),
        # a trump lead, no trump held: any card
        ("JS", "AC 10S 9D", "AC 10S 9D"),
    ],
)
def test_which_cards_may_be_played(trick: str, hand: str, allowed: str) -> None:
    assert FOLLOW_ONLY.allowed(mask(hand), indices(trick)) == mask(allowed)


def test_the_duty_named_for_a_refused_card() -> None:
    plain = FOLLOW_ONLY.constraint(mask("AC 7C QS"), indices("KC"))
    assert plain.duty is Duty.FOLLOW_SUIT and plain.suit is Suit.CLUBS
    assert plain.to_beat == FRENCH_32.card("KC")
    trump = FOLLOW_ONLY.constraint(mask("7H AC"), indices("QC JD"))
    assert trump.duty is Duty.PLAY_TRUMP and trump.suit is None and trump.allowed == mask("7H")
    free = FOLLOW_ONLY.constraint(mask("AS 9D"), indices("KC"))
    assert free.duty is None and free.allowed == mask("AS 9D")
    assert FOLLOW_ONLY.constraint(mask("AS 9D"), []).duty is None


@pytest.mark.parametrize(
    ("trick", "winner"),
    [
        ("KC AC 10C 7C", "AC"),
        ("10C KC 9C 8C", "10C"),  # the ten ranks next to the ace
        ("7C AS AD 10S", "7C"),  # other plain suits never beat the suit led
        ("AC 7H KC 10C", "7H"),  # the lowest trump beats any plain card
        ("AH JD QS 7H", "QS"),
        ("JC QD JS JH", "QD"),  # any queen beats every jack
    ],
)
def test_who_wins_a_trick(trick: str, winner: str) -> None:
    assert FOLLOW_ONLY.winning_index(indices(trick)) == FRENCH_32.card(winner).index


@pytest.mark.parametrize(
    ("trumps", "plain", "message"),
    [
        ("QC QS QH QD JC JS JH JD AH 10H KH 9H 8H", PLAIN, "7H is listed 0 times"),
        (SAUSPIEL_TRUMPS + " AC", PLAIN, "AC is listed 2 times"),
        (SAUSPIEL_TRUMPS, {**PLAIN, Suit.CLUBS: "AS 10C KC 9C 8C 7C"}, "AC is listed 0 times"),
        (
            SAUSPIEL_TRUMPS,
            {Suit.CLUBS: "AC 10C KC 9C 8C 7C AS", Suit.SPADES: "10S KS 9S 8S 7S", Suit.DIAMONDS: PLAIN[Suit.DIAMONDS]},
            "AS is listed among the plain clubs",
        ),
    ],
)
def test_an_order_must_list_every_card_once_under_its_suit(
    trumps: str, plain: dict[Suit, str], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        RankOrder(FRENCH_32, "bad", trumps, plain, {Duty.FOLLOW_SUIT})


# -- properties over random tricks ---------------------------------------------------


def beats(order: RankOrder, card: Card, winning: Card) -> bool:
    """Whether `card` beats `winning`, the card winning a trick, from the order's lists."""
    if order.is_trump(card):
        return not order.is_trump(winning) or order.trumps.index(card) < order.trumps.index(winning)
    suit = order.plain.get(card.suit, ())
    return not order.is_trump(winning) and card in suit and winning in suit and suit.index(card) < suit.index(winning)


def highest(order: RankOrder, trick: Sequence[Card]) -> Card:
    trumps = [c for c in trick if order.is_trump(c)]
    if trumps:
        return min(trumps, key=order.trumps.index)
    return min((c for c in trick if c.suit is trick[0].suit), key=order.plain[trick[0].suit].index)


def led_class(order: RankOrder, led: Card) -> int:
    """The cards that follow `led`: the trumps, or its plain suit."""
    if order.is_trump(led):
        return order.trump_mask
    return mask_of(order.plain[led.suit])


def duty_cards(order: RankOrder, trick: Sequence[Card]) -> int:
    """Every card some duty of `order` could ask for on `trick`."""
    winning = highest(order, trick)
    beaters = mask_of(c for c in FRENCH_32.cards if beats(order, c, winning))
    asked = {
        Duty.FOLLOW_SUIT: led_class(order, trick[0]),
        Duty.BEAT_IN_SUIT: led_class(order, trick[0]) & beaters,
        Duty.BEAT: beaters,
        Duty.PLAY_TRUMP: order.trump_mask,
    }
    union = 0
    for duty in order.duties:
        union |= asked[duty]
    return union


@st.composite
def positions(draw: st.DrawFn) -> tuple[RankOrder, list[Card], list[Card]]:
    """A hand of 1-8 cards facing a trick of 1-3 other cards."""
    order = draw(st.sampled_from([FOLLOW_ONLY, EVERY_DUTY]))
    dealt = draw(st.permutations(FRENCH_32.cards))
    size, played = draw(st.integers(1, 8)), draw(st.integers(1, 3))
    return order, list(dealt[:size]), list(dealt[size : size + played])


PROPERTY_SETTINGS = settings(max_examples=300, deadline=None)


@PROPERTY_SETTINGS
@given(positions())
def test_the_winner_is_the_highest_card_by_the_order(position: tuple[RankOrder, list[Card], list[Card]]) -> None:
    order, hand, trick = position
    full = [*trick, hand[0]]
    assert order.winning_index([c.index for c in full]) == highest(order, full).index


@PROPERTY_SETTINGS
@given(positions())
def test_a_hand_may_always_play_and_only_its_own_cards(position: tuple[RankOrder, list[Card], list[Card]]) -> None:
    order, hand, trick = position
    allowed = order.allowed(mask_of(hand), [c.index for c in trick])
    assert allowed and not allowed & ~mask_of(hand)


@PROPERTY_SETTINGS
@given(positions())
def test_a_card_outside_every_duty_is_refused_while_a_duty_card_is_held(
    position: tuple[RankOrder, list[Card], list[Card]],
) -> None:
    order, hand, trick = position
    held, asked = mask_of(hand), duty_cards(order, trick)
    allowed = order.allowed(held, [c.index for c in trick])
    if held & asked:
        assert not allowed & ~asked
    else:
        assert allowed == held


@PROPERTY_SETTINGS
@given(positions())
def test_following_only_allows_exactly_the_class_led(position: tuple[RankOrder, list[Card], list[Card]]) -> None:
    """The Schafkopf rules (following): a card of the class led if held (any one), else any card."""
    _order, hand, trick = position
    held, following = mask_of(hand), led_class(FOLLOW_ONLY, trick[0])
    assert FOLLOW_ONLY.allowed(held, [c.index for c in trick]) == (held & following or held)


@PROPERTY_SETTINGS
@given(positions())
def test_the_playable_cards_are_those_the_duty_allows(position: tuple[RankOrder, list[Card], list[Card]]) -> None:
    order, hand, trick = position
    led, best, held = trick[0].index, highest(order, trick).index, mask_of(hand)
    assert order.playable(held, led, best) == order.duty(held, led, best)[0]

"""Who played which card and who holds a card as far as one seat can tell: how a
hidden partner comes to light (a called ace in a Sauspiel, a black queen in Kop)."""

from __future__ import annotations

from kopdesk.cards import FRENCH_32, Card, mask_of
from kopdesk.games.tricks import SeatView, Side, Trick, played_by


def cards(text: str) -> tuple[Card, ...]:
    return tuple(FRENCH_32.card(t) for t in text.split())


def test_played_by_counts_seats_round_from_each_leader() -> None:
    tricks = (Trick(3, cards("AC 7C KC 9C"), 1, 25), Trick(1, cards("QS JD"), 2, 5))
    played = played_by(tricks, 2, cards("10H"), 4)
    assert played == {
        FRENCH_32.card("AC"): 3, FRENCH_32.card("7C"): 0, FRENCH_32.card("KC"): 1, FRENCH_32.card("9C"): 2,
        FRENCH_32.card("QS"): 1, FRENCH_32.card("JD"): 2, FRENCH_32.card("10H"): 2,
    }  # fmt: skip


def test_played_by_with_two_seats() -> None:
    tricks = (Trick(1, cards("AS 10S"), 1, 21),)
    assert played_by(tricks, 1, cards("7D"), 2) == {
        FRENCH_32.card("AS"): 1, FRENCH_32.card("10S"): 0, FRENCH_32.card("7D"): 1,
    }  # fmt: skip


def test_a_called_ace_shows_its_holder_once_held_or_played() -> None:
    ace = FRENCH_32.card("AS")
    # seat 0 called the ace of spades; seat 2 holds it, seat 3 does not know yet
    assert SeatView(2, mask_of(cards("AS 7S QC")), {}).holder(ace) == 2
    assert SeatView(3, mask_of(cards("KS 8H")), {}).holder(ace) is None
    # the ace falls to the first spade trick, led by seat 0
    seen = played_by((), 0, cards("9S 8S AS"), 4)
    assert SeatView(3, mask_of(cards("KS 8H")), seen).holder(ace) == 2


def test_each_side_has_the_other() -> None:
    assert Side.OLD.other is Side.YOUNG and Side.YOUNG.other is Side.OLD

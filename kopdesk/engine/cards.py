"""The sixteen cards of Kop and Baśka, their points and their text notation.

A card is one of sixteen immutable singletons, so cards compare by identity and
can be used as dict keys cheaply. Inside the engine a set of cards is a bitmask
over `Card.index` (0-15); the public API speaks in `Card` objects.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from functools import lru_cache
from typing import Any


class Suit(enum.IntEnum):
    CLUBS = 0
    SPADES = 1
    HEARTS = 2
    DIAMONDS = 3

    @property
    def letter(self) -> str:
        return "CSHD"[self]

    @property
    def symbol(self) -> str:
        return "♣♠♥♦"[self]


class Rank(enum.IntEnum):
    ACE = 0
    TEN = 1
    QUEEN = 2
    JACK = 3

    @property
    def text(self) -> str:
        return ("A", "10", "Q", "J")[self]

    @property
    def points(self) -> int:
        return (11, 10, 3, 2)[self]


class Card:
    """One card. Never construct one: use `card("AH")` or `CARDS`."""

    __slots__ = ("index", "rank", "suit", "points", "bit", "_text")

    index: int
    rank: Rank
    suit: Suit
    points: int
    bit: int
    _text: str

    def __init__(self, rank: Rank, suit: Suit) -> None:
        index = suit * 4 + rank
        for name, value in (
            ("index", index),
            ("rank", rank),
            ("suit", suit),
            ("points", rank.points),
            ("bit", 1 << index),
            ("_text", rank.text + suit.letter),
        ):
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("cards are immutable")

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"card({self._text!r})"

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __reduce__(self) -> tuple[Any, tuple[int]]:
        # Unpickling and deep copies must give back the singleton.
        return (_card_at, (self.index,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self


CARDS: tuple[Card, ...] = tuple(Card(rank, suit) for suit in Suit for rank in Rank)
"""All sixteen cards in a stable order: clubs, spades, hearts, diamonds; A, 10, Q, J."""



def _card_at(index: int) -> Card:
    return CARDS[index]


_SUIT_SYMBOLS = {"♣": "C", "♧": "C", "♠": "S", "♤": "S", "♥": "H", "♡": "H", "♦": "D", "♢": "D"}
_BY_TEXT = {str(c): c for c in CARDS}


class CardError(ValueError):
    """A text that is not one of the sixteen cards."""


def card(text: str) -> Card:
    """The card written `text`: `AH`, `10c`, or with a suit symbol, `♥A` or `A♥`."""
    # U+FE0F asks for emoji style after a suit symbol (many keyboards add it).
    cleaned = text.replace("\ufe0f", "").strip().upper()
    if cleaned[:1] in _SUIT_SYMBOLS:
        cleaned = cleaned[1:] + _SUIT_SYMBOLS[cleaned[0]]
    elif cleaned[-1:] in _SUIT_SYMBOLS:
        cleaned = cleaned[:-1] + _SUIT_SYMBOLS[cleaned[-1]]
    found = _BY_TEXT.get(cleaned)
    if found is None:
        raise CardError(
            f"{text!r} is not a card (write rank then suit: A, 10, Q or J and C, S, H or D, e.g. 10C)"
        )
    return found


def mask_of(cards: Iterable[Card]) -> int:
    mask = 0
    for c in cards:
        mask |= c.bit
    return mask


@lru_cache(maxsize=None)
def cards_in(mask: int) -> tuple[Card, ...]:
    """The cards of a bitmask, in the stable order."""
    return tuple(c for c in CARDS if mask & c.bit)


def mask_where(predicate: Any) -> int:
    """The bitmask of all cards for which `predicate(card)` is true."""
    return mask_of(c for c in CARDS if predicate(c))


BLACK_QUEENS = mask_where(lambda c: c.rank is Rank.QUEEN and c.suit in (Suit.CLUBS, Suit.SPADES))
JACKS = mask_where(lambda c: c.rank is Rank.JACK)
JACKS_HIGH_TO_LOW: tuple[Card, ...] = tuple(card(t) for t in ("JC", "JS", "JH", "JD"))

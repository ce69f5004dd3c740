"""A deck as data: its ranks, suits, card points, text notation and look.

A deck's cards are immutable singletons numbered 0 … n−1, suit by suit, each suit
in the order the deck lists its ranks. Inside an engine a set of cards is a bitmask
over those numbers (`Card.bit`), so that following, legal cards and search stay
integer operations; the public API speaks in `Card` objects.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from typing import Any

from kopdesk.quoting import quoted


class Suit(enum.IntEnum):
    """The four suits. German and Italian packs name them otherwise (Eichel, bastoni…)
    and the deck writes them with its own letters; the position is the same."""

    CLUBS = 0
    SPADES = 1
    HEARTS = 2
    DIAMONDS = 3

    @property
    def symbol(self) -> str:
        return "♣♠♥♦"[self]


class Rank(enum.Enum):
    """Every rank of the packs kopdesk deals; a deck takes the ones it has, in its order.
    German Ober and Unter are QUEEN and JACK, as in Skat."""

    ACE = "ace"
    KING = "king"
    QUEEN = "queen"
    JACK = "jack"
    TEN = "ten"
    NINE = "nine"
    EIGHT = "eight"
    SEVEN = "seven"
    SIX = "six"
    FIVE = "five"
    FOUR = "four"
    THREE = "three"
    TWO = "two"


class CardError(ValueError):
    """A text that is not a card of the deck."""


class Look(enum.Enum):
    """How a painter draws the deck's cards."""

    FRENCH = "french"
    GERMAN = "german"
    ITALIAN = "italian"


class Card:
    """One card of one deck. Never construct one: use `deck.card("AH")` or `deck.cards`."""

    __slots__ = ("_text", "bit", "deck", "index", "points", "rank", "suit")

    index: int
    rank: Rank
    suit: Suit
    points: int
    bit: int
    deck: Deck
    _text: str

    def __init__(self, deck: Deck, index: int, rank: Rank, suit: Suit) -> None:
        values = {
            "index": index,
            "rank": rank,
            "suit": suit,
            "points": deck.points[rank],
            "bit": 1 << index,
            "deck": deck,
            "_text": deck.rank_text[rank] + deck.suit_letters[suit],
        }
        for name, value in values.items():
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("cards are immutable")

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"card({self._text!r})"

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __reduce__(self) -> tuple[Any, tuple[str, int]]:
        # Unpickling and deep copies must give back the singleton.
        return (_card_at, (self.deck.id, self.index))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self


_SUIT_SYMBOLS = {"♣": Suit.CLUBS, "♧": Suit.CLUBS, "♠": Suit.SPADES, "♤": Suit.SPADES,
                 "♥": Suit.HEARTS, "♡": Suit.HEARTS, "♦": Suit.DIAMONDS, "♢": Suit.DIAMONDS}  # fmt: skip
_DECKS: dict[str, Deck] = {}


def _card_at(deck_id: str, index: int) -> Card:
    return _DECKS[deck_id].cards[index]


class Deck:
    """`ranks` high to low as the deck lists them, each with its text and card points;
    `suit_letters` the four suits' letters in `Suit` order."""

    def __init__(self, deck_id: str, ranks: Mapping[Rank, tuple[str, int]], suit_letters: str, look: Look) -> None:
        if deck_id in _DECKS:
            raise ValueError(f"there is already a deck {quoted(deck_id)}")
        self.id = deck_id
        self.ranks = tuple(ranks)
        self.rank_text = {rank: text for rank, (text, _points) in ranks.items()}
        self.points = {rank: points for rank, (_text, points) in ranks.items()}
        self.suit_letters = dict(zip(Suit, suit_letters, strict=True))
        self.look = look
        self.cards: tuple[Card, ...] = tuple(
            Card(self, suit * len(self.ranks) + position, rank, suit)
            for suit in Suit
            for position, rank in enumerate(self.ranks)
        )
        self.all = mask_of(self.cards)
        self._by_text = {str(c): c for c in self.cards}
        # Per byte of a mask, its cards for each of the 256 values: `cards_in` runs on
        # every legal-move list, and a few lookups beat a loop over the bits.
        self._by_byte = tuple(
            tuple(tuple(c for c in self.cards[low : low + 8] if value >> (c.index - low) & 1) for value in range(256))
            for low in range(0, len(self.cards), 8)
        )
        _DECKS[deck_id] = self

    def __repr__(self) -> str:
        return f"<deck {self.id}: {len(self.cards)} cards>"

    def card(self, text: str) -> Card:
        """The card written `text`: `AH`, `10c`, or with a French suit symbol, `♥A` or `A♥`."""
        # U+FE0F asks for emoji style after a suit symbol (many keyboards add it).
        cleaned = text.replace("\ufe0f", "").strip().upper()
        if cleaned[:1] in _SUIT_SYMBOLS:
            cleaned = cleaned[1:] + self.suit_letters[_SUIT_SYMBOLS[cleaned[0]]]
        elif cleaned[-1:] in _SUIT_SYMBOLS:
            cleaned = cleaned[:-1] + self.suit_letters[_SUIT_SYMBOLS[cleaned[-1]]]
        found = self._by_text.get(cleaned)
        if found is None:
            raise CardError(f"{quoted(text)} is not a card ({self.how_to_write()})")
        return found

    def how_to_write(self) -> str:
        """How a card of this deck is written, e.g. "write rank then suit: A, 10, Q or J
        and C, S, H or D, e.g. 10C"."""
        ranks = _either(list(self.rank_text.values()))
        suits = _either(list(self.suit_letters.values()))
        example = self.cards[1]
        return f"write rank then suit: {ranks} and {suits}, e.g. {example}"

    def cards_in(self, mask: int) -> tuple[Card, ...]:
        """The cards of a bitmask, in the deck's order."""
        found: tuple[Card, ...] = ()
        for by_value in self._by_byte:
            if mask & 255:
                found += by_value[mask & 255]
            mask >>= 8
            if not mask:
                break
        return found

    def mask_where(self, predicate: Any) -> int:
        """The bitmask of the deck's cards for which `predicate(card)` is true."""
        return mask_of(c for c in self.cards if predicate(c))


def mask_of(cards: Iterable[Card]) -> int:
    mask = 0
    for c in cards:
        mask |= c.bit
    return mask


def _either(words: list[str]) -> str:
    return ", ".join(words[:-1]) + " or " + words[-1]

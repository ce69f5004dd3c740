"""The words every family's table shares: cards named by the look of their deck, the
computer players' levels, how a hint is said, and whether the games' own traditional
terms are shown (View → Traditional Polish terms). Plain text, no Qt.

A card's name belongs to how its deck looks (`cards.Look`), not to a game: French faces
are named by their index, in the user's language ("10♣", "B♣" in German); German-suited
cards by their German names in every language ("Gras-Sau"), as Bavarian players say
them; Italian ones by their Italian names ("7 of denari"), as Scopa players say them.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Iterable, Sequence
from typing import TypeVar

from kopdesk.cards import Card, Look, Rank, Suit
from kopdesk.i18n import _, pgettext

READ_MS_PER_LINE = 3000
LINE_CHARS = 76
"""Where a long sentence breaks: the plate fits about this much on a small window."""

F = TypeVar("F")

_traditional = False


def set_traditional(traditional: bool) -> None:
    """Show the traditional Polish game terms (True) or their translations."""
    global _traditional
    _traditional = traditional


def uses_traditional() -> bool:
    return _traditional


# -- cards --------------------------------------------------------------------------------


def suit_name(suit: Suit, look: Look = Look.FRENCH) -> str:
    """A suit in running text, as cards of `look` name it."""
    if look is Look.GERMAN:
        return _german_suit(suit)
    if look is Look.ITALIAN:
        return _italian_suit(suit)
    return _french_suit(suit)


def rank_letter(rank: Rank) -> str:
    """A rank as French faces index it, in the user's language: "A", "D", "10", "7"."""
    letters = {
        Rank.ACE: pgettext("rank letter", "A"),
        # Translators: the king's letter (Polish K for król, German K for König).
        Rank.KING: pgettext("rank letter", "K"),
        # Translators: the queen's letter (Polish D for dama, German D for Dame).
        Rank.QUEEN: pgettext("rank letter", "Q"),
        # Translators: the jack's letter (Polish W for walet, German B for Bube).
        Rank.JACK: pgettext("rank letter", "J"),
        Rank.TEN: pgettext("rank letter", "10"),
    }
    return letters.get(rank) or _NUMBERS[rank]


_NUMBERS = {Rank.NINE: "9", Rank.EIGHT: "8", Rank.SEVEN: "7", Rank.SIX: "6", Rank.FIVE: "5", Rank.FOUR: "4",
            Rank.THREE: "3", Rank.TWO: "2"}  # fmt: skip


def card_name(card: Card, look: Look | None = None) -> str:
    """A card in running text as cards of `look` (its deck's unless told) show it: "10♣",
    "Gras-Sau", "7 of denari"."""
    look = look or card.deck.look
    if look is Look.GERMAN:
        # Translators: a German-suited card, e.g. "Gras-Sau", "Eichel-Ober"; Polish
        # may write "as (wino)".
        return _("{suit}-{rank}").format(suit=_german_suit(card.suit), rank=_german_rank(card.rank))
    if look is Look.ITALIAN:
        # Translators: a card on Italian faces, e.g. "7 of denari", "cavallo of spade"; {rank} and
        # {suit} stay Italian.
        return pgettext("italian card", "{rank} of {suit}").format(
            rank=_italian_rank(card.rank), suit=_italian_suit(card.suit)
        )
    return f"{rank_letter(card.rank)}{card.suit.symbol}"


def cards_text(cards: Iterable[Card], look: Look | None = None) -> str:
    """Cards in running text, one after another: "10♣, A♠" (named as `card_name` names them)."""
    return ", ".join(card_name(c, look) for c in cards)


def _french_suit(suit: Suit) -> str:
    return {
        # Translators: a suit in running text, e.g. "you must follow clubs" (Polish "trefl").
        Suit.CLUBS: pgettext("suit", "clubs"),
        # Translators: a suit in running text (Polish "pik").
        Suit.SPADES: pgettext("suit", "spades"),
        # Translators: a suit in running text (Polish "kier").
        Suit.HEARTS: pgettext("suit", "hearts"),
        # Translators: a suit in running text (Polish "karo").
        Suit.DIAMONDS: pgettext("suit", "diamonds"),
    }[suit]


def _german_suit(suit: Suit) -> str:
    return {
        # Translators: the German-suited deck's suits keep their German names (Polish
        # "żołądź", "wino", "czerwień", "dzwonek" may be used instead).
        Suit.CLUBS: pgettext("German suit", "Eichel"),
        # Translators: the German suit Gras (leaves), Polish "wino".
        Suit.SPADES: pgettext("German suit", "Gras"),
        # Translators: the German suit Herz (hearts), Polish "czerwień".
        Suit.HEARTS: pgettext("German suit", "Herz"),
        # Translators: the German suit Schellen (bells), Polish "dzwonek".
        Suit.DIAMONDS: pgettext("German suit", "Schellen"),
    }[suit]


def _german_rank(rank: Rank) -> str:
    return {
        # Translators: the German-suited ace, called "Sau" by Bavarian players (Polish "as").
        Rank.ACE: pgettext("German rank", "Sau"),
        # Translators: the German-suited ten.
        Rank.TEN: pgettext("German rank", "Zehn"),
        # Translators: the German-suited king.
        Rank.KING: pgettext("German rank", "König"),
        # Translators: the German Ober (the over-knave, a trump in most games; Polish "wyżnik").
        Rank.QUEEN: pgettext("German rank", "Ober"),
        # Translators: the German Unter (the under-knave; Polish "niżnik").
        Rank.JACK: pgettext("German rank", "Unter"),
        # Translators: the German-suited nine.
        Rank.NINE: pgettext("German rank", "Neun"),
        # Translators: the German-suited eight.
        Rank.EIGHT: pgettext("German rank", "Acht"),
        # Translators: the German-suited seven.
        Rank.SEVEN: pgettext("German rank", "Sieben"),
    }[rank]


def _italian_suit(suit: Suit) -> str:
    """A suit as Italian faces show it: denari, coppe, spade, bastoni."""
    return {
        # Translators: the suits of Italian cards; keep the Italian words (coins, the scoring suit).
        Suit.DIAMONDS: pgettext("italian suit", "denari"),
        # Translators: the Italian suit of cups; keep the Italian word.
        Suit.HEARTS: pgettext("italian suit", "coppe"),
        # Translators: the Italian suit of swords; keep the Italian word.
        Suit.SPADES: pgettext("italian suit", "spade"),
        # Translators: the Italian suit of batons; keep the Italian word.
        Suit.CLUBS: pgettext("italian suit", "bastoni"),
    }[suit]


def _italian_rank(rank: Rank) -> str:
    """A rank as Scopa players name it on Italian faces: asso, 2-7, fante, cavallo, re."""
    figures = {
        # Translators: the ace of Italian cards; keep the Italian word.
        Rank.ACE: pgettext("italian rank", "asso"),
        # Translators: the jack (foot soldier) of Italian cards; keep the Italian word.
        Rank.JACK: pgettext("italian rank", "fante"),
        # Translators: the knight (horseman) of Italian cards, in the queen's place; keep the Italian word.
        Rank.QUEEN: pgettext("italian rank", "cavallo"),
        # Translators: the king of Italian cards; keep the Italian word.
        Rank.KING: pgettext("italian rank", "re"),
    }
    return figures.get(rank) or rank_letter(rank)


# -- the players ----------------------------------------------------------------------------


def level_name(level: str, feminine: bool = False) -> str:
    """A computer player's level; `feminine` where it names a woman at the table."""
    if feminine:
        return {
            # Translators: bot levels, said of a woman at the table ("Ewa · club player"); in
            # English the same as the levels.
            "beginner": pgettext("level, woman", "beginner"),
            # Translators: the middle level, said of a woman.
            "club": pgettext("level, woman", "club player"),
            # Translators: the strongest level, said of a woman.
            "master": pgettext("level, woman", "master"),
        }[level]
    return {
        # Translators: bot levels, in the new-match dialog and said of a man at the table.
        "beginner": pgettext("level", "beginner"),
        # Translators: the middle level, a player of club strength.
        "club": pgettext("level", "club player"),
        # Translators: the strongest level.
        "master": pgettext("level", "master"),
    }[level]


# -- hints --------------------------------------------------------------------------------


def spoken(opening: Sequence[str], facts: Iterable[F], sentence: Callable[[F], str]) -> str:
    """A hint in words, said the same way in every family: the `opening` sentences (the
    action), then each fact as `sentence` words it, each sentence on lines of its own (the
    message plate does not wrap)."""
    return wrapped([*opening, *map(sentence, facts)])


def wrapped(sentences: list[str]) -> str:
    """Sentences each on lines of their own, broken where the plate would be too wide."""
    text = "\n".join(sentences)
    return "\n".join(line for sentence in text.split("\n") for line in textwrap.wrap(sentence, LINE_CHARS))


def reading_ms(text: str) -> int:
    """How long a hint stays on the table: long enough to read each of its lines."""
    return READ_MS_PER_LINE * (text.count("\n") + 1)

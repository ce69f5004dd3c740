"""The words every family's table shares: cards named by the look of their deck, the
computer players' levels, how a hint is said, and whether the games' own traditional
terms are shown (View → Traditional Polish terms). Plain text, no Qt.

A card's name belongs to how its deck looks (`cards.Look`), not to a game: French faces
are named by their index, in the user's language ("10♣", "B♣" in German); German-suited
and Italian cards by their names in the user's language ("ace of acorns", "7 of coins"),
or, with the traditional terms, by the words their players use in any language: German
("Gras-Sau"), as at a Bavarian table, and Italian ("7 of denari"), as at a Scopa table.

The traditional terms are one switch for every game (View menu): Kop's Polish words,
Schafkopf's German ones, Scopa's Italian ones.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Iterable, Sequence
from typing import Literal, TypeVar

from kopdesk.cards import Card, Look, Rank, Suit
from kopdesk.games.texts import Worded, Wording
from kopdesk.i18n import NP_, Marked, Plural, format_list, pgettext, translate, translate_n

READ_MS_PER_LINE = 3000
LINE_CHARS = 76
"""Where a long sentence breaks: the plate fits about this much on a small window."""

F = TypeVar("F")

# -- the game's own words ----------------------------------------------------------------

_traditional = False


def set_traditional(traditional: bool) -> None:
    """Show every game's own words (True) or their translations into the user's language."""
    global _traditional
    _traditional = traditional


def uses_traditional() -> bool:
    return _traditional


def line_start(text: str) -> str:
    """`text` where it begins a line, a button or a sentence: its first letter capitalised,
    the rest as written (a translated game word is lower case in running text: "call-ace
    game", Polish "pas")."""
    return text[:1].upper() + text[1:]


def term(original: str, translated: Marked) -> str:
    """A game's word: `original`, as its players say it, with the traditional terms, else
    `translated` into the user's language."""
    return original if _traditional else translate(translated)


def said(text: Wording) -> str:
    """A text in the user's language; one with two wordings (a lesson's step, a house rule)
    in the one the switch picks, the players' words or the user's."""
    if isinstance(text, Worded):
        text = text.traditional if _traditional else text.translated
    return translate(text)


def said_n(text: Worded[Plural], count: int) -> str:
    """A text with a count in the user's language: in the wording the switch picks, the
    players' words or the user's, and in the form the language gives `count`."""
    return translate_n(text.traditional if _traditional else text.translated, count)


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
    return _named(card, look or card.deck.look, as_object=False)


def object_name(card: Card, look: Look | None = None) -> str:
    """A card as the object of a sentence, without an article: its name in the case an object
    takes where the language inflects it (Polish "zagraj asa wino", "ósemkę dzwonek"; German
    "den Stab-Buben"), else as `card_name` names it."""
    return _named(card, look or card.deck.look, as_object=True)


def _named(card: Card, look: Look, as_object: bool) -> str:
    if look is Look.GERMAN:
        return _german_card(card, as_object)
    if look is Look.ITALIAN:
        # Translators: a card on Italian faces, e.g. "7 of coins", "knight of swords" (or, with the
        # traditional terms, "7 of denari"); Polish "{rank} {suit}", German "{suit}-{rank}".
        return pgettext("Italian card", "{rank} of {suit}").format(
            rank=_italian_rank(card.rank, as_object), suit=_italian_card_suit(card.suit)
        )
    return f"{rank_letter(card.rank)}{card.suit.symbol}"


def the_card(card: Card, look: Look | None = None) -> str:
    """A card as the object of a sentence ("You play the {card}"), with the article its name
    takes where the language has one: German "die Gras-Sau", "den Eichel-Ober", "das A♥";
    English "the 10♣"; Polish "as wino". The article belongs with the card's name, so each
    kind of card has its own message."""
    look = look or card.deck.look
    article = _ARTICLES[look].get(card.rank) or _ARTICLES[look][None]
    return translate(article).format(card=object_name(card, look))


_ARTICLES: dict[Look, dict[Rank | None, Marked]] = {
    # Translators: a card as a sentence's object ("you play the {card}"): German gives the article its
    # name takes in the accusative ("den Eichel-Ober", "die Gras-Sau", "das A♥"), Polish has none ("{card}").
    Look.GERMAN: {
        Rank.ACE: NP_("the German-suited ace (Sau) as an object", "the {card}"),
        Rank.TEN: NP_("the German-suited ten as an object", "the {card}"),
        Rank.KING: NP_("the German-suited king as an object", "the {card}"),
        Rank.QUEEN: NP_("the Ober as an object", "the {card}"),
        Rank.JACK: NP_("the Unter as an object", "the {card}"),
        None: NP_("a German-suited nine, eight or seven as an object", "the {card}"),
    },
    Look.FRENCH: {
        Rank.ACE: NP_("a French-suited ace as an object", "the {card}"),
        Rank.KING: NP_("a French-suited king as an object", "the {card}"),
        Rank.QUEEN: NP_("a French-suited queen as an object", "the {card}"),
        Rank.JACK: NP_("a French-suited jack as an object", "the {card}"),
        None: NP_("a French-suited ten or lower as an object", "the {card}"),
    },
    Look.ITALIAN: {
        Rank.ACE: NP_("an Italian ace (asso) as an object", "the {card}"),
        Rank.KING: NP_("an Italian king (re) as an object", "the {card}"),
        Rank.QUEEN: NP_("an Italian knight (cavallo) as an object", "the {card}"),
        Rank.JACK: NP_("an Italian jack (fante) as an object", "the {card}"),
        None: NP_("an Italian seven or lower as an object", "the {card}"),
    },
}


def cards_text(cards: Iterable[Card], look: Look | None = None) -> str:
    """Cards in running text, one after another: "10♣, A♠" (named as `card_name` names them)."""
    return ", ".join(card_name(c, look) for c in cards)


def cards_listed(cards: Iterable[Card], style: Literal["standard", "or"] = "standard") -> str:
    """Cards in a sentence as the language lists them: all of them ("Eichel-Sau und Gras-Sau"),
    or with `style` "or" one of them ("Gras-Zehn, Gras-König oder Gras-Neun")."""
    return format_list([card_name(c) for c in cards], style)


def the_cards(cards: Iterable[Card]) -> str:
    """Cards as the object of a sentence, each with its article, as the language lists them:
    "the ace of leaves and the ace of hearts", German "die Gras-Sau und die Herz-Sau"."""
    return format_list([the_card(c) for c in cards])


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


def _german_card(card: Card, as_object: bool) -> str:
    """A German-suited card: "Gras-Sau" in the players' German, else translated, "ace of leaves"."""
    suit, rank = _GERMAN_SUITS[card.suit], _GERMAN_RANKS[card.rank]
    if _traditional:
        return f"{suit[0]}-{rank[0]}"
    translated = _GERMAN_RANKS_AS_OBJECT[card.rank] if as_object else rank[1]
    # Translators: a German-suited card, e.g. "ace of leaves", "over of acorns"; Polish "{rank}
    # {suit}" ("as wino"), German "{suit}-{rank}" ("Gras-Sau").
    return pgettext("German card", "{rank} of {suit}").format(rank=translate(translated), suit=translate(suit[1]))


def _german_suit(suit: Suit) -> str:
    return term(*_GERMAN_SUITS[suit])


_GERMAN_SUITS = {
    # Translators: the suits of German-suited cards, in running text and in a card's name ("ace of
    # acorns"); Polish "żołądź", German "Eichel".
    Suit.CLUBS: ("Eichel", NP_("German suit", "acorns")),
    # Translators: the German suit Gras (Laub, Grün); Polish "wino", German "Gras".
    Suit.SPADES: ("Gras", NP_("German suit", "leaves")),
    # Translators: the German suit Herz; Polish "czerwień", German "Herz".
    Suit.HEARTS: ("Herz", NP_("German suit", "hearts")),
    # Translators: the German suit Schellen; Polish "dzwonek", German "Schellen".
    Suit.DIAMONDS: ("Schellen", NP_("German suit", "bells")),
}
"""Each suit's German word, as players say it in every language, and its translation."""

_GERMAN_RANKS = {
    # Translators: the German-suited ace, called "Sau" by Bavarian players; Polish "as", German "Sau".
    Rank.ACE: ("Sau", NP_("German rank", "ace")),
    # Translators: the German-suited ten; Polish "dziesiątka", German "Zehn".
    Rank.TEN: ("Zehn", NP_("German rank", "ten")),
    # Translators: the German-suited king; Polish "król", German "König".
    Rank.KING: ("König", NP_("German rank", "king")),
    # Translators: the Ober, the over-knave (a trump in most games); Polish "wyżnik", German "Ober".
    Rank.QUEEN: ("Ober", NP_("German rank", "over")),
    # Translators: the Unter, the under-knave; Polish "niżnik", German "Unter".
    Rank.JACK: ("Unter", NP_("German rank", "under")),
    # Translators: the German-suited nine; Polish "dziewiątka", German "Neun".
    Rank.NINE: ("Neun", NP_("German rank", "nine")),
    # Translators: the German-suited eight; Polish "ósemka", German "Acht".
    Rank.EIGHT: ("Acht", NP_("German rank", "eight")),
    # Translators: the German-suited seven; Polish "siódemka", German "Sieben".
    Rank.SEVEN: ("Sieben", NP_("German rank", "seven")),
}

_GERMAN_RANKS_AS_OBJECT = {
    # Translators: the German-suited ranks as a sentence's object, in a card's name ("you play the ace of
    # leaves"): Polish "asa", "dziesiątkę", "króla", "wyżnika", "niżnika", "dziewiątkę", "ósemkę",
    # "siódemkę" ("zagrywa asa wino"); German as the ranks themselves ("Sau", "Zehn", "Ober").
    Rank.ACE: NP_("German rank as an object", "ace"),
    Rank.TEN: NP_("German rank as an object", "ten"),
    Rank.KING: NP_("German rank as an object", "king"),
    Rank.QUEEN: NP_("German rank as an object", "over"),
    Rank.JACK: NP_("German rank as an object", "under"),
    Rank.NINE: NP_("German rank as an object", "nine"),
    Rank.EIGHT: NP_("German rank as an object", "eight"),
    Rank.SEVEN: NP_("German rank as an object", "seven"),
}


def _italian_suit(suit: Suit) -> str:
    """A suit of Italian faces in running text: denari, coppe, spade, bastoni, or translated."""
    return term(*_ITALIAN_SUITS[suit])


def _italian_card_suit(suit: Suit) -> str:
    """A suit of Italian faces in a card's name ("7 of coins"; German "Münz-7")."""
    return term(*_ITALIAN_CARD_SUITS[suit])


_ITALIAN_SUITS = {
    # Translators: the suits of Italian cards in running text ("the coins point"); denari, the coins,
    # is the scoring suit. Polish keeps "denari", German "Münzen".
    Suit.DIAMONDS: ("denari", NP_("Italian suit", "coins")),
    # Translators: the Italian suit of cups, coppe; Polish "kielichy", German "Kelche".
    Suit.HEARTS: ("coppe", NP_("Italian suit", "cups")),
    # Translators: the Italian suit of swords, spade; Polish "miecze", German "Schwerter".
    Suit.SPADES: ("spade", NP_("Italian suit", "swords")),
    # Translators: the Italian suit of batons, bastoni; Polish "buławy", German "Stäbe".
    Suit.CLUBS: ("bastoni", NP_("Italian suit", "batons")),
}

_ITALIAN_CARD_SUITS = {
    # Translators: an Italian suit as a card's name has it, "7 of coins": Polish keeps "denari"
    # ("7 denari"), German "Münz" ("Münz-7").
    Suit.DIAMONDS: ("denari", NP_("Italian suit of a card", "coins")),
    # Translators: Polish "kielichów" ("as kielichów"), German "Kelch" ("Kelch-Ass").
    Suit.HEARTS: ("coppe", NP_("Italian suit of a card", "cups")),
    # Translators: Polish "mieczy" ("król mieczy"), German "Schwert" ("Schwert-König").
    Suit.SPADES: ("spade", NP_("Italian suit of a card", "swords")),
    # Translators: Polish "buław" ("walet buław"), German "Stab" ("Stab-Bube").
    Suit.CLUBS: ("bastoni", NP_("Italian suit of a card", "batons")),
}


def _italian_rank(rank: Rank, as_object: bool) -> str:
    """A rank of Italian faces: asso, 2-7, fante, cavallo, re, or translated (as a sentence's
    object if `as_object`)."""
    figure = _ITALIAN_FIGURES.get(rank)
    if figure is None:
        return rank_letter(rank)
    return term(figure[0], _ITALIAN_FIGURES_AS_OBJECT[rank] if as_object else figure[1])


_ITALIAN_FIGURES = {
    # Translators: the ace of Italian cards (asso); Polish "as", German "Ass".
    Rank.ACE: ("asso", NP_("Italian rank", "ace")),
    # Translators: the jack (fante, a foot soldier) of Italian cards; Polish "walet", German "Bube".
    Rank.JACK: ("fante", NP_("Italian rank", "jack")),
    # Translators: the knight (cavallo, a horseman) of Italian cards, in the queen's place; Polish
    # "jeździec", German "Reiter".
    Rank.QUEEN: ("cavallo", NP_("Italian rank", "knight")),
    # Translators: the king of Italian cards (re); Polish "król", German "König".
    Rank.KING: ("re", NP_("Italian rank", "king")),
}

_ITALIAN_FIGURES_AS_OBJECT = {
    # Translators: the figures of Italian cards as a sentence's object, in a card's name ("you play the
    # knight of cups"): Polish "asa", "waleta", "jeźdźca", "króla"; German "Ass", "Buben", "Reiter", "König".
    Rank.ACE: NP_("Italian rank as an object", "ace"),
    Rank.JACK: NP_("Italian rank as an object", "jack"),
    Rank.QUEEN: NP_("Italian rank as an object", "knight"),
    Rank.KING: NP_("Italian rank as an object", "king"),
}


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

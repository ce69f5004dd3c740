"""Which faces a deck may wear, the user's choice among them, and the index letters.

A deck is data (`kopdesk.cards`); its faces are how the cards look: French suits in
two or four colours, German suits, Italian suits. Each deck offers some faces, the
first being its default.
"""

from __future__ import annotations

import enum
from typing import Protocol

from kopdesk import cards
from kopdesk.cards import Rank
from kopdesk.i18n import N_


class Deck(enum.Enum):
    """The colours of French faces, as the user's settings store them (`storage.Deck`)."""

    TWO_COLOUR = "two-colour"
    FOUR_COLOUR = "four-colour"


class Faces(enum.Enum):
    """How the cards of a deck are painted."""

    FRENCH = "french"
    FRENCH_FOUR_COLOUR = "french-four-colour"
    GERMAN = "german"
    ITALIAN = "italian"


FACES_NAMES = {
    # Translators: a choice of card faces in the View menu: clubs, spades, hearts, diamonds
    Faces.FRENCH: N_("French suits"),
    # Translators: French suits with spades green and diamonds orange, as in Skat tournament packs
    Faces.FRENCH_FOUR_COLOUR: N_("French suits, four colours"),
    # Translators: acorns, leaves, hearts and bells, as in Bavarian Schafkopf
    Faces.GERMAN: N_("German suits"),
    # Translators: coins, cups, swords and clubs (denari, coppe, spade, bastoni), as in Scopa
    Faces.ITALIAN: N_("Italian suits"),
}
"""The name of each face style, marked for translation (translate with `_()` when shown)."""

_FRENCH = (Faces.FRENCH, Faces.FRENCH_FOUR_COLOUR)
_OFFERED: dict[str, tuple[Faces, ...]] = {
    cards.KOP_16.id: _FRENCH,
    cards.FRENCH_32.id: (*_FRENCH, Faces.GERMAN),
    cards.GERMAN_32.id: (Faces.GERMAN, *_FRENCH),
    cards.SCOPA_40.id: (*_FRENCH, Faces.ITALIAN),
}
_BY_LOOK = {cards.Look.FRENCH: _FRENCH, cards.Look.GERMAN: (Faces.GERMAN,), cards.Look.ITALIAN: (Faces.ITALIAN,)}


class FacesInUse(Protocol):
    """What the user sees the cards painted with (a `CardPainter`)."""

    def faces_of(self, deck: cards.Deck) -> Faces: ...


def faces_offered(deck: cards.Deck) -> tuple[Faces, ...]:
    """The faces `deck` may be painted with, its default first."""
    return _OFFERED.get(deck.id) or _BY_LOOK[deck.look]


def faces_for(deck: cards.Deck, preference: Faces | None = None, four_colour: bool = False) -> Faces:
    """The faces to paint `deck` with: the user's `preference` if the deck offers it,
    else the deck's default; French faces in four colours when `four_colour` (the
    View menu's four-colour deck) asks for them."""
    offered = faces_offered(deck)
    chosen = preference if preference in offered else offered[0]
    if four_colour and chosen is Faces.FRENCH:
        return Faces.FRENCH_FOUR_COLOUR
    return chosen


# --- index letters -------------------------------------------------------------------

_NUMBERS = {Rank.TEN: "10", Rank.NINE: "9", Rank.EIGHT: "8", Rank.SEVEN: "7", Rank.SIX: "6",
            Rank.FIVE: "5", Rank.FOUR: "4", Rank.THREE: "3", Rank.TWO: "2"}  # fmt: skip


def _letters(ace: str, king: str, queen: str, jack: str) -> dict[Rank, str]:
    return {Rank.ACE: ace, Rank.KING: king, Rank.QUEEN: queen, Rank.JACK: jack, **_NUMBERS}


RANK_LETTERS: dict[str, dict[Rank, str]] = {
    "pl": _letters("A", "K", "D", "W"),  # as, król, dama, walet
    "de": _letters("A", "K", "D", "B"),  # Ass, König, Dame, Bube
    "en": _letters("A", "K", "Q", "J"),
}
"""The index letter of each rank on French faces, per interface language."""

GERMAN_LETTERS: dict[str, dict[Rank, str]] = {
    # The Polish texts keep the German Ober and Unter (as the glossary and the help do),
    # so the cards carry their letters too.
    "pl": _letters("A", "K", "O", "U"),
    # Sau (Daus), König, Ober, Unter; the Sau carries an A, as on packs with corner indices.
    "de": _letters("A", "K", "O", "U"),
    # English Schafkopf players keep the German Ober and Unter (and call the Sau an ace).
    "en": _letters("A", "K", "O", "U"),
}
"""The index letter of each rank on German faces (Rank.QUEEN is the Ober, JACK the Unter)."""

ITALIAN_LETTERS: dict[str, dict[Rank, str]] = {
    # fante, cavallo, re: walet, rycerz (the knight on horseback), król
    "pl": _letters("A", "K", "R", "W"),
    # Bube, Reiter (the horseman of Tarock), König
    "de": _letters("A", "K", "R", "B"),
    # jack, knight, king: English Scopa players call the cavallo the knight (or the horse)
    "en": _letters("A", "K", "Kn", "J"),
}
"""The index letter of each rank on Italian faces (Rank.QUEEN is the cavallo, JACK the fante)."""

LETTERS = {
    Faces.FRENCH: RANK_LETTERS,
    Faces.FRENCH_FOUR_COLOUR: RANK_LETTERS,
    Faces.GERMAN: GERMAN_LETTERS,
    Faces.ITALIAN: ITALIAN_LETTERS,
}
"""The index letters of each face style, per interface language."""

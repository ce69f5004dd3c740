"""The packs of the games kopdesk hosts, with the notation of their deal files."""

from __future__ import annotations

from kopdesk.cards.deck import Deck, Look, Rank

KOP_16 = Deck(
    "kop-16",
    {Rank.ACE: ("A", 11), Rank.TEN: ("10", 10), Rank.QUEEN: ("Q", 3), Rank.JACK: ("J", 2)},
    "CSHD",
    Look.FRENCH,
)
"""Kop and Baśka: aces, tens, queens and jacks (the Kop rules: cards); 104 card points."""

_SKAT_POINTS = (11, 10, 4, 3, 2, 0, 0, 0)
_SKAT_RANKS = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.NINE, Rank.EIGHT, Rank.SEVEN)

FRENCH_32 = Deck(
    "french-32",
    dict(zip(_SKAT_RANKS, zip(("A", "10", "K", "Q", "J", "9", "8", "7"), _SKAT_POINTS, strict=True), strict=True)),
    "CSHD",
    Look.FRENCH,
)
"""The 32-card French pack of Wendish, German and two-handed Schafkopf; 120 card points."""

GERMAN_32 = Deck(
    "german-32",
    dict(zip(_SKAT_RANKS, zip(("A", "10", "K", "O", "U", "9", "8", "7"), _SKAT_POINTS, strict=True), strict=True)),
    "EGHS",
    Look.GERMAN,
)
"""The German-suited pack of Bavarian Schafkopf: Eichel, Gras, Herz, Schellen; Sau (A),
König, Ober, Unter, Zehn, Neun, Acht, Sieben; 120 card points."""

SCOPA_40 = Deck(
    "scopa-40",
    {
        rank: (text, 0)
        for rank, text in (
            (Rank.ACE, "A"), (Rank.TWO, "2"), (Rank.THREE, "3"), (Rank.FOUR, "4"), (Rank.FIVE, "5"),
            (Rank.SIX, "6"), (Rank.SEVEN, "7"), (Rank.JACK, "J"), (Rank.QUEEN, "Q"), (Rank.KING, "K"),
        )
    },
    "CSHD",
    Look.FRENCH,
)  # fmt: skip
"""The 40-card pack of Scopa: A, 2-7, J, Q, K; painted French or Italian (bastoni, spade,
coppe, denari). Cards carry no card points: Scopa counts cards, not points."""

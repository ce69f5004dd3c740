"""What `Deal.apply` reports, so that a view can show each step as it happens.

Events carry only what every player sees: the cards played and taken, that a seat
drew a card (not which), the rounds dealt, the leftover taken, the score.
"""

from __future__ import annotations

from typing import NamedTuple

from kopdesk.cards import Card
from kopdesk.games.scopa.scoring import Score


class CardLaid(NamedTuple):
    seat: int
    card: Card


class CardsCaptured(NamedTuple):
    seat: int
    card: Card
    taken: tuple[Card, ...]
    scopa: bool


class CardKept(NamedTuple):
    """`pass` under deal_one_card: the card just drawn is kept for a later turn."""

    seat: int


class CardDrawn(NamedTuple):
    """deal_one_card: a seat whose hand emptied drew the talon's top card."""

    seat: int
    talon: int
    """Cards left in the talon."""


class HandsDealt(NamedTuple):
    """A new round of three cards to each player from the talon."""

    cards_each: int
    talon: int


class LeftoverTaken(NamedTuple):
    """At the end, the table goes to the side of the last capture (None: nobody captured)."""

    side: int | None
    cards: tuple[Card, ...]


class DealOver(NamedTuple):
    score: Score


Event = CardLaid | CardsCaptured | CardKept | CardDrawn | HandsDealt | LeftoverTaken | DealOver

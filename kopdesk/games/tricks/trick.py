"""A trick once taken, and the events of play every trick-taking game reports."""

from __future__ import annotations

from typing import NamedTuple

from kopdesk.cards import Card


class Trick(NamedTuple):
    """Who led it, its cards in the order played, who won it and its card points."""

    leader: int
    cards: tuple[Card, ...]
    winner: int
    points: int


class CardPlayed(NamedTuple):
    seat: int
    card: Card


class TrickTaken(NamedTuple):
    trick: Trick

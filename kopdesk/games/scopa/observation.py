"""What one seat knows: its own hand and everything public, never another's cards.

Bots and views act on an `Observation` only: a copy of values with no way back to the deal.
"""

from __future__ import annotations

from dataclasses import dataclass

from kopdesk.cards import Card
from kopdesk.games.scopa.moves import Action
from kopdesk.games.scopa.rules import RuleSet
from kopdesk.games.scopa.scoring import Score


@dataclass(frozen=True, slots=True)
class Observation:
    seat: int
    rules: RuleSet
    dealer: int
    sides: tuple[tuple[int, ...], ...]
    to_move: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    """How many cards each seat holds."""
    table: tuple[Card, ...]
    talon: int
    """Cards left in the talon."""
    captured: tuple[tuple[Card, ...], ...]
    """Each side's pile so far."""
    scope: tuple[int, ...]
    last_capture: int | None
    """The side of the last capture so far."""
    seen: tuple[Card, ...]
    """Every card this seat has seen: its hand, the table, every card played."""
    drawn: Card | None
    """deal_one_card: the card this seat just drew and may capture with now, or keep."""
    legal: tuple[Action, ...]
    """What this seat may do now; empty unless it is to move."""
    void: bool
    """Three or more kings on the table: the same dealer deals again."""
    score: Score | None
    """The result, once the deal is over."""

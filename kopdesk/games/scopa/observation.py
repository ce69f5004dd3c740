"""What one seat knows: its own hand and everything public, never another's cards.

Bots and views act on an `Observation` only: a copy of values with no way back to the deal.
"""

from __future__ import annotations

from dataclasses import dataclass

from kopdesk.cards import Card, mask_of
from kopdesk.games.scopa.cards import cards_in
from kopdesk.games.scopa.events import CardLaid, CardsCaptured, Event, LeftoverTaken
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
    events: tuple[Event, ...]
    """What every player saw happen in this deal, in order: each card laid or capturing
    (by whom, what it took, whether it swept), each round dealt, each card drawn (not
    which) and kept, the leftover taken. The table as dealt is `table_dealt`."""

    @property
    def table_dealt(self) -> tuple[Card, ...]:
        """The table as dealt: the cards on it now or taken from it, less those laid."""
        taken = laid = 0
        for event in self.events:
            if isinstance(event, CardsCaptured):
                taken |= mask_of(event.taken)
            elif isinstance(event, LeftoverTaken):
                taken |= mask_of(event.cards)
            elif isinstance(event, CardLaid):
                laid |= event.card.bit
        return cards_in((mask_of(self.table) | taken) & ~laid)

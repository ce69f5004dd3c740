"""Sides that may be hidden: who played which card, and who holds a card as far as
one seat can tell.

Often a partner is the holder of a card: Kop's black queens and wesele jack, Wendish
Schafkopf's Alten and called card, the Bavarian called ace. A seat knows him once it
holds that card or has seen it played. Which cards make the sides is each family's own.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from kopdesk.cards import Card
from kopdesk.games.tricks.trick import Trick


class Side(enum.Enum):
    """The declaring side, old, and the other, young (Wendish "die Alten", Kop "starzy")."""

    OLD = "old"
    YOUNG = "young"

    # Members are singletons: hash by identity, in C, as sides key every score.
    __hash__ = object.__hash__

    @property
    def other(self) -> Side:
        return Side.YOUNG if self is Side.OLD else Side.OLD


def played_by(tricks: tuple[Trick, ...], leader: int, trick: tuple[Card, ...], seats: int) -> dict[Card, int]:
    """Every card played so far (`tricks` taken, `trick` in progress led by `leader`) and who played it."""
    played: dict[Card, int] = {}
    for done in tricks:
        for offset, c in enumerate(done.cards):
            played[c] = (done.leader + offset) % seats
    for offset, c in enumerate(trick):
        played[c] = (leader + offset) % seats
    return played


@dataclass(frozen=True, slots=True)
class SeatView:
    """What one seat knows of where the cards are: its own and those played."""

    seat: int
    dealt: int
    """The cards this seat was dealt, as a bitmask."""
    played: dict[Card, int]

    def holder(self, c: Card) -> int | None:
        """Who was dealt `c`, if this seat can tell."""
        return self.seat if self.dealt & c.bit else self.played.get(c)

"""A move: a card and the table cards it takes (none for a lay), or a pass (the Scopa rules)."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from kopdesk.cards import Card
from kopdesk.games.scopa.cards import cards_in, joined


@dataclass(frozen=True, slots=True)
class Move:
    """`card` played from the hand; `take` the bitmask of table cards it captures (0: laid)."""

    card: Card
    take: int = 0

    @property
    def taken(self) -> tuple[Card, ...]:
        return cards_in(self.take)

    def __str__(self) -> str:
        """The compact form of deal files: "5C", "7D:3C+4H" (taken cards sorted as strings)."""
        return f"{self.card}:{joined(self.take)}" if self.take else str(self.card)


class Pass(enum.Enum):
    """Keeping the card just drawn under `deal_one_card` instead of capturing with it."""

    PASS = "pass"

    def __str__(self) -> str:
        return self.value


PASS = Pass.PASS
Action = Move | Pass

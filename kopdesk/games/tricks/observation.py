"""What a seat of any trick-taking game knows that a trick table shows: a protocol that
a family's observation meets (Kop's as it is), so a view of tricks needs no family."""

from __future__ import annotations

from typing import Protocol

from kopdesk.cards import Card
from kopdesk.games.tricks.orders import RankOrder
from kopdesk.games.tricks.trick import Trick


class TrickObservation(Protocol):
    """One seat's view of a deal of tricks: its hand, the trick on the table, the tricks
    taken, the rank order in force and what it may do now."""

    @property
    def dealer(self) -> int: ...

    @property
    def hand(self) -> tuple[Card, ...]:
        """The cards this seat still holds."""

    @property
    def leader(self) -> int:
        """Who led the trick in progress."""

    @property
    def trick(self) -> tuple[Card, ...]:
        """The trick in progress, in the order played from `leader`."""

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The tricks taken, in the order taken."""

    @property
    def tricks_taken(self) -> tuple[int, ...]:
        """How many tricks each seat has taken."""

    @property
    def order(self) -> RankOrder:
        """The rank order in force as far as this seat knows (its hand is sorted by it)."""

    @property
    def to_move(self) -> int | None: ...

    @property
    def legal(self) -> tuple[object, ...]:
        """What this seat may do now, calls or cards; empty unless it is to move."""

    def played_by(self) -> dict[Card, int]:
        """Every card played so far and who played it."""


def playable(observation: TrickObservation) -> tuple[Card, ...]:
    """The cards the seat may play now: none unless the play is on and it is to move
    (while calls are open, what it may do is a call)."""
    return tuple(action for action in observation.legal if isinstance(action, Card))

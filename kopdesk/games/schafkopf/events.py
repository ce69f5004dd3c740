"""What `Deal.apply` reports, so that a view can show each step as it happens.

Events carry only what every player sees at that moment, except where marked: a
Wendish `solo` is concealed (4.3), so its `CallMade` is `concealed` and a view
shows it to its maker alone.
"""

from __future__ import annotations

from typing import NamedTuple

from kopdesk.cards import Card
from kopdesk.games.schafkopf.calls import Call
from kopdesk.games.schafkopf.rules import Contract
from kopdesk.games.schafkopf.scoring import Score
from kopdesk.games.tricks import CardPlayed as CardPlayed
from kopdesk.games.tricks import TrickTaken as TrickTaken


class CallMade(NamedTuple):
    seat: int
    call: Call
    level: int
    """The doubling level standing after this call (Schuss 1, Retour 2)."""
    concealed: bool = False


class CallsClosed(NamedTuple):
    """The calls are over: the contract as everyone knows it (a concealed Wendish solo
    shows as `normal`) and its declarer (None where nobody declared or it is concealed)."""

    contract: Contract
    declarer: int | None


class CardTurnedUp(NamedTuple):
    """Zweier: after a trick, the hidden card under a card played is turned face up (6.3)."""

    seat: int
    card: Card


class DealOver(NamedTuple):
    score: Score


Event = CallMade | CallsClosed | CardPlayed | TrickTaken | CardTurnedUp | DealOver

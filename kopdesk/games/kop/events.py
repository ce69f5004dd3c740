"""What `Deal.apply` reports, so that a view can show each step as it happens.

Events carry only what every player sees at that moment: the contract called
(not a silent cicha), the cards as they are played, tricks as they are taken.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from kopdesk.games.kop.calls import Call
from kopdesk.games.kop.rules import Contract

if TYPE_CHECKING:
    # Only named here: the auction makes `CallMade`s, and the score reads the auction.
    from kopdesk.games.kop.scoring import Score
from kopdesk.games.tricks import CardPlayed as CardPlayed
from kopdesk.games.tricks import TrickTaken as TrickTaken


class CallMade(NamedTuple):
    seat: int
    call: Call
    level: int
    """The doubling level standing after this call."""


class AuctionClosed(NamedTuple):
    contract: Contract | None
    """The contract called, or None: a normal game or a silent cicha."""
    declarer: int | None


class DealOver(NamedTuple):
    score: Score


Event = CallMade | AuctionClosed | CardPlayed | TrickTaken | DealOver

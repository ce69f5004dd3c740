"""What trick-taking games share: rank orders, the duty to follow, tricks, sides that may be
hidden, and what a seat knows that a view of tricks reads (standard library only).

The Kop family builds on it now, the Schafkopf family next; each family keeps in
its own package what is its own (which cards are trumps in which contract, how
sides form, how doublings count).
"""

from kopdesk.games.tricks.observation import TrickObservation, playable
from kopdesk.games.tricks.orders import TRUMP, Constraint, Duty, RankOrder
from kopdesk.games.tricks.sides import SeatView, Side, played_by
from kopdesk.games.tricks.trick import CardPlayed, Trick, TrickTaken

__all__ = [
    "TRUMP", "CardPlayed", "Constraint", "Duty", "RankOrder", "SeatView", "Side", "Trick", "TrickObservation",
    "TrickTaken", "playable", "played_by",
]

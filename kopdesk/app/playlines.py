"""The log of the play in words, without Qt: the lines every family's log is made of, the
deal replayed from its start, and the sentences the trick-taking games share.

Each family words its deals in `kopdesk/app/<family>/playlog.py`, found by the registry's
family name: `log_lines(deal, players, faces) -> list[LogLine]`, every line from the deal's
history and what seat 0 may know, so that the log is always the deal on the table. A line
tells of a call, a card or a move (one per action), of what followed it (a trick taken, a
card drawn), or heads a part of the deal (the bidding, the play).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any, NamedTuple

from kopdesk.app.cardpaint.faces import Faces, FacesInUse
from kopdesk.app.players import default_names
from kopdesk.app.words import the_card
from kopdesk.cards import Card, Look
from kopdesk.games.registry import game_of
from kopdesk.games.tricks import Trick
from kopdesk.i18n import _, ngettext


class LineKind(enum.Enum):
    ACTION = "action"
    """A call, a card or a move: one line per action seat 0 has seen."""
    AFTER = "after"
    """What followed an action: a trick taken, a card drawn, the cards left on the table."""
    HEADING = "heading"
    """A part of the deal begins: the bidding, Schuss and Retour, the play, a new round."""


class LogLine(NamedTuple):
    text: str
    kind: LineKind = LineKind.ACTION


@dataclass(frozen=True, slots=True)
class Players:
    """The names the log speaks of, seat by seat, and the seat it speaks to as "you"."""

    names: tuple[str, ...]
    you: int | None = None

    @classmethod
    def of(cls, names: tuple[str, ...]) -> Players:
        """The players named `names` (as shown); seat 0 is "you" under the user's default name."""
        return cls(names, 0 if names and names[0] == default_names()[0] else None)

    def say(self, seat: int, you: str, other: str, **values: object) -> str:
        """`you` (a sentence to the user) or `other` (of the player by {name}), filled in."""
        return (you if seat == self.you else other).format(name=self.names[seat], **values)


def restarted(deal: Any) -> Any:
    """A new deal dealt as `deal` was, before any action (through its game's deal file)."""
    game = game_of(deal.rules.preset)
    fresh = game.replay(game.deal_json(deal))
    fresh.rewind(0)
    return fresh


def look_in_use(card: Card, faces: FacesInUse) -> Look:
    """How the user sees `card`: the look of the faces its deck is painted with."""
    chosen = faces.faces_of(card.deck)
    return {Faces.GERMAN: Look.GERMAN, Faces.ITALIAN: Look.ITALIAN}.get(chosen, Look.FRENCH)


# -- the sentences of the trick-taking games ----------------------------------------------------


def call_line(players: Players, seat: int, call: str) -> LogLine:
    # Translators: a call in the log of the play, e.g. "Ewa: pass", "Janek: Sauspiel with the Gras-Sau".
    return LogLine(_("{name}: {call}").format(name=players.names[seat], call=call))


def card_line(players: Players, seat: int, card: Card, look: Look | None = None) -> LogLine:
    """A card played, named as cards of `look` (its deck's unless told) show it."""
    # Translators: the log of the play; {card} is a card with its article, "the 10♥", German "die 10♥",
    # "den Eichel-Ober".
    return LogLine(players.say(seat, _("You play {card}."), _("{name} plays {card}."), card=the_card(card, look)))


def trick_line(players: Players, trick: Trick) -> LogLine:
    """Who took the trick, and its card points."""
    points = trick.points
    text = players.say(
        trick.winner,
        # Translators: the log of the play; {points} are the card points of the trick.
        ngettext("You take the trick ({points} point).", "You take the trick ({points} points).", points),
        ngettext("{name} takes the trick ({points} point).", "{name} takes the trick ({points} points).", points),
        points=points,
    )
    return LogLine(text, LineKind.AFTER)

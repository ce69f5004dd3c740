"""The first deal, explained: a prearranged Kop deal that teaches as it goes.

The user (seat 0) is forehand and one of the old. Each of his steps has an
explanation and the actions that step accepts; anything else is refused with
the reason the lesson gives (or, for a card the rules refuse, the rules' own
reason). The computer players follow a script, so the deal always unfolds the
same way.

The lesson: the black queens make the sides (the stare); a trump lead must be
beaten if possible, and else answered with a trump; the partner's sure trick
gets a full card smeared onto it; a plain suit led must be followed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from kopdesk.bots.player import StopCheck, never_stop
from kopdesk.games.kop import (
    PASS,
    Action,
    Card,
    Deal,
    Observation,
    card,
    rules_from_preset,
)
from kopdesk.i18n import _

DEALER = 3
"""Seat 3 deals, so the user at seat 0 calls first and leads to the first trick."""
HANDS = (
    ("QC", "AC", "AS", "JD"),  # the user: one black queen
    ("10C", "QH", "JC", "10D"),
    ("QS", "AH", "10H", "10S"),  # the partner: the other black queen
    ("JH", "QD", "JS", "AD"),
)
SCRIPT: dict[int, tuple[str, ...]] = {
    1: ("pass", "10D", "JC", "QH", "10C"),
    2: ("pass", "10H", "QS", "AH", "10S"),
    3: ("pass", "JS", "QD", "AD", "JH"),
}
"""What each computer player does, in order: its call, then its four cards."""


@dataclass(frozen=True)
class Step:
    explain: Callable[[], str]
    """What the lesson says while the user is to act (worded when shown)."""
    accepts: frozenset[str]
    """The calls or cards this step wants (as in deal files)."""
    otherwise: Callable[[], str]
    """Why any other allowed action is not the one to make here."""


def _steps() -> tuple[Step, ...]:
    def step(explain: Callable[[], str], accepts: set[str], otherwise: Callable[[], str]) -> Step:
        return Step(explain, frozenset(accepts), otherwise)

    return (
        step(
            lambda: _(
                "You hold the queen of clubs, one of the two black queens (the stare). Whoever "
                "holds the other one, the queen of spades, plays with you: you two are the old, "
                "the other two the young. Nobody knows yet who has it. Pass: a normal game."
            ),
            {"pass"},
            lambda: _("In this lesson, pass: the black queens decide the sides."),
        ),
        step(
            lambda: _(
                "You lead to the first trick. Lead the queen of clubs: a high trump, and it tells "
                "the table that you are one of the old."
            ),
            {"QC"},
            lambda: _("Lead the queen of clubs here: it shows your partner who you are."),
        ),
        step(
            lambda: _(
                "Janek played the queen of spades: he is your partner. A trump was led, so you "
                "must beat it if you can; you cannot, so you must still play a trump: the jack of "
                "diamonds is your last one."
            ),
            {"JD"},
            lambda: _("You must still play a trump."),
        ),
        step(
            lambda: _(
                "Janek leads the ace of hearts, the highest trump: nobody can beat it, the trick "
                "is his. You have no trump left, so any card will do: smear an ace onto his "
                "trick, 11 card points for your side."
            ),
            {"AC", "AS"},
            lambda: _("Smear an ace onto your partner's sure trick."),
        ),
        step(
            lambda: _(
                "The last trick. A plain suit led must be followed: if you hold a card of it, "
                "you must play it, even when a trump takes the trick."
            ),
            {"AC", "AS"},
            lambda: _("Play your last card."),
        ),
    )


class ScriptedPlayer:
    """A computer player that plays the tutorial's script for its seat."""

    def choose(self, observation: Observation, stop: StopCheck = never_stop) -> Action:
        script = SCRIPT[observation.seat]
        done = sum(1 for made in observation.calls if made.seat == observation.seat)
        done += sum(1 for seat in observation.played_by().values() if seat == observation.seat)
        text = script[done]
        return PASS if text == "pass" else card(text)


class Tutorial:
    def __init__(self) -> None:
        self.steps = _steps()
        self.done = 0
        """Steps the user has completed."""

    @staticmethod
    def deal() -> Deal:
        rules = rules_from_preset("kop")
        return Deal(rules, DEALER, [[card(text) for text in hand] for hand in HANDS])

    @property
    def finished(self) -> bool:
        return self.done >= len(self.steps)

    def explanation(self) -> str:
        return "" if self.finished else self.steps[self.done].explain()

    def check(self, action: Action) -> str | None:
        """None if `action` is this step's; else why not (the rules' reason comes first)."""
        if self.finished:
            return None
        step = self.steps[self.done]
        text = str(action) if isinstance(action, Card) else action.id
        return None if text in step.accepts else step.otherwise()

    def advance(self) -> None:
        self.done += 1

"""The match at the table: who acts next, the players in the chairs, undo.

A `Table` holds the match, the deals on its sheet and the deal in progress. Each
chair holds a bot (a `Player`) or the human, whose decisions arrive through
`human_action`: from the window's clicks and drags, or from a test's script.
`turn()` says who is to act; whoever runs the table (the Qt controller with its
timer and worker thread, or `play_match` here) asks that player and applies the
answer. Nothing here knows of Qt, threads or files.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from kopdesk.bots.families import AnyPlayer, make_player
from kopdesk.games.api import DealState, Game, MatchState
from kopdesk.games.registry import game_of
from kopdesk.storage import MatchSetup

HUMAN_SEAT = 0
"""The user's chair: at the bottom of the table, first in every list."""


class Coach(Protocol):
    """A lesson that steers the human's actions (the first-deal tutorial)."""

    def check(self, action: Any) -> str | None:
        """Why the lesson does not want `action` now, or None if it does."""
        ...

    def advance(self) -> None:
        """The human made the step the lesson wanted."""
        ...


@dataclass(frozen=True, slots=True)
class HumanTurn:
    observation: Any
    """The family's observation of the human's seat."""


@dataclass(frozen=True, slots=True)
class BotTurn:
    player: AnyPlayer
    observation: Any


@dataclass(frozen=True, slots=True)
class DealDone:
    deal: Any


Turn = HumanTurn | BotTurn | DealDone


class Table:
    def __init__(self) -> None:
        self.setup: MatchSetup | None = None
        self.game: Game | None = None
        """The family of the match on the table."""
        self.match: MatchState | None = None
        self.finished: list[Any] = []
        """The deals on the match's score sheet, in order (for the autosave): each a
        `DealState` of the match's game."""
        self.deal: Any | None = None
        self.autoplay_level: str | None = None
        """A bot level for the human's chair too (the demo), or None."""
        self.what_if = False
        """The deal in progress is practice outside the match (replayed, reviewed,
        opened from a file, a lesson): it is not entered on the sheet."""
        self.coach: Coach | None = None
        self._players: Mapping[int, AnyPlayer] = {}
        self._rng = random.Random()

    # -- starting -----------------------------------------------------------------

    def start_match(
        self,
        setup: MatchSetup,
        seed: int | None = None,
        resume: tuple[MatchState, list[Any], Any | None] | None = None,
    ) -> None:
        """Start a new match and its first deal, or resume one (its match, finished
        deals and deal in progress; a new deal if none was in progress)."""
        game = game_of(setup.rules.preset)
        rng = random.Random(seed)
        levels = (self.autoplay_level, *setup.bot_levels)
        players = {
            seat: make_player(game.family, level, rng.randrange(1 << 30))
            for seat, level in enumerate(levels)
            if level is not None
        }
        self.setup, self.game, self.coach, self._rng, self._players = setup, game, None, rng, players
        self.match, self.finished, current = resume or (game.new_match(setup.rules, setup.first_dealer), [], None)
        if current is None:
            self.next_deal()
        else:
            self._begin(current, what_if=False)

    def next_deal(self) -> Any | None:
        """Deal the match's next deal; None once the match is over."""
        assert self.match is not None
        if self.match.is_over:
            return None
        return self._begin(self.match.shuffled_deal(self._rng), what_if=False)

    def start_lesson(self, deal: DealState, setup: MatchSetup, players: Mapping[int, AnyPlayer], coach: Coach) -> None:
        """Play a prearranged deal against scripted players, outside any match."""
        self.setup = setup
        self.game = game_of(setup.rules.preset)
        self.match, self.finished = self.game.new_match(setup.rules, deal.dealer), []
        self._players = players
        self.coach = coach
        self._begin(deal, what_if=True)

    def play_from(self, deal: DealState) -> None:
        """Play `deal` on from where it stands, as practice outside the match."""
        self._begin(deal, what_if=True)

    def _begin(self, deal: Any, what_if: bool) -> Any:
        self.deal = deal
        self.what_if = what_if
        return deal

    # -- turns --------------------------------------------------------------------

    def is_human(self, seat: int) -> bool:
        return seat not in self._players

    def level_of(self, seat: int) -> str | None:
        """The bot level in `seat`, None for the human."""
        if seat == HUMAN_SEAT:
            return self.autoplay_level
        return None if self.setup is None else self.setup.bot_levels[seat - 1]

    def turn(self) -> Turn | None:
        """Who acts now; None when no deal is on the table."""
        deal = self.deal
        if deal is None:
            return None
        if self.is_done(deal):
            return DealDone(deal)
        seat = deal.to_move
        assert seat is not None
        if self.is_human(seat):
            return HumanTurn(deal.observation(seat))
        return BotTurn(self._players[seat], deal.observation(seat))

    def is_done(self, deal: Any) -> bool:
        """Whether no action is left in `deal`, a deal of the table's game."""
        assert self.game is not None
        return self.game.is_done(deal)

    def apply(self, action: Any) -> tuple[Any, ...]:
        """Apply a bot's answer, or any action the rules allow, for the seat to move.

        A deal of the match that this finishes is entered on the sheet at once,
        so that no save can miss it.
        """
        assert self.deal is not None
        events: tuple[Any, ...] = self.deal.apply(action)
        if self.is_done(self.deal) and not self.what_if:
            assert self.match is not None
            self.match.record(self.deal)
            self.finished.append(self.deal)
        return events

    def human_action(self, action: Any) -> object:
        """The human's action: the events it made (a tuple), or the lesson's word against
        it (a str), or the rules' refusal (nothing is applied then)."""
        deal = self.deal
        assert deal is not None and deal.to_move is not None and self.is_human(deal.to_move)
        refusal = deal.refusal(action)
        if refusal is not None:
            return refusal
        lesson = self.coach.check(action) if self.coach else None
        if lesson is not None:
            return lesson
        events = self.apply(action)
        if self.coach:
            self.coach.advance()
        return events

    def awaits_human(self) -> bool:
        deal = self.deal
        return deal is not None and deal.to_move is not None and self.is_human(deal.to_move)

    @property
    def on_record(self) -> bool:
        """A deal of a match for the record (no taking back) is being played: the hidden
        hands stay hidden until it ends, and it cannot be left for practice."""
        deal, setup = self.deal, self.setup
        return bool(setup and not setup.practice and not self.what_if and deal is not None and not self.is_done(deal))

    @property
    def just_recorded(self) -> bool:
        """The deal on the table is finished and entered on the sheet."""
        return bool(self.finished) and self.finished[-1] is self.deal

    # -- undo ---------------------------------------------------------------------

    @property
    def can_undo(self) -> bool:
        deal = self.deal
        return bool(
            self.setup and self.setup.practice and deal and not self.is_done(deal)
            and _human_action_points(deal)
        )

    def undo(self) -> bool:
        """Take back the human's last action and the bots' actions since."""
        deal = self.deal
        if deal is None or not self.can_undo:
            return False
        deal.rewind(_human_action_points(deal)[-1])
        return True


def _human_action_points(deal: DealState) -> list[int]:
    """How many actions had been applied before each of the human's own actions: the
    deal is rewound and its actions applied again, so that it ends where it was."""
    history = deal.history
    deal.rewind(0)
    points = []
    for index, action in enumerate(history):
        if deal.to_move == HUMAN_SEAT:
            points.append(index)
        deal.apply(action)
    return points


def play_match(table: Table, human: AnyPlayer, max_deals: int | None = None) -> MatchState:
    """Play the table's match to its end (or `max_deals` more deals), every chair
    answering through the one `Player` interface: `human` for the human's chair."""
    assert table.match is not None
    played = 0
    while (turn := table.turn()) is not None:
        if isinstance(turn, DealDone):
            played += 1
            if (max_deals is not None and played >= max_deals) or table.next_deal() is None:
                break
        elif isinstance(turn, BotTurn):
            table.apply(turn.player.choose(turn.observation))
        else:
            answer = table.human_action(human.choose(turn.observation))
            if not isinstance(answer, tuple):
                raise ValueError(f"the human's player chose an action the table refused: {answer}")
    return table.match

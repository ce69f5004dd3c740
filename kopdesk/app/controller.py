"""The game flow of the desktop app: who acts next, bots thinking off the GUI thread.

The controller owns the match and the deal in progress. It applies the human's
actions and the bots' answers through the engine, and tells the views what
happened with Qt signals. Bots think on a worker thread; a decision that comes
back after an undo or a new deal is dropped by its request number.
"""

from __future__ import annotations

import logging
import random
import threading

from PySide6.QtCore import QObject, QThread, QTimer, Signal, Slot

from kopdesk.app.tutorial import ScriptedPlayer, Tutorial
from kopdesk.bots import Player, make_player
from kopdesk.engine import (
    Action,
    Deal,
    Event,
    Match,
    Observation,
    Phase,
    TrickTaken,
    shuffled_hands,
)
from kopdesk.storage import MatchSetup

log = logging.getLogger(__name__)

HUMAN_SEAT = 0
PACE_DELAYS_MS = {"fast": 120, "normal": 550, "slow": 1100, "instant": 0}
"""Pause after each action before the next player acts; a finished trick stays twice as long."""


class BotWorker(QObject):
    """Lives on the worker thread and runs one bot decision at a time."""

    decided = Signal(int, object)
    failed = Signal(int, str)

    @Slot(int, object, object, object)
    def think(self, request: int, player: Player, observation: Observation, stop: threading.Event) -> None:
        try:
            action = player.choose(observation, stop.is_set)
        except Exception as error:  # a bot bug must not freeze or kill the table
            log.exception("bot at seat %s failed", observation.seat)
            self.failed.emit(request, str(error))
            return
        self.decided.emit(request, action)


class GameController(QObject):
    deal_started = Signal(object)  # Deal
    events_happened = Signal(object)  # tuple[Event, ...]
    human_to_act = Signal(object)  # Observation
    thinking = Signal(int)  # seat, or -1 when nobody is
    refused = Signal(object)  # Refusal
    deal_finished = Signal(object)  # Deal, after the pause: show the summary
    deal_recorded = Signal(object)  # Deal, entered on the match's sheet the moment it ends
    match_finished = Signal(object)  # Match
    state_changed = Signal()  # after every change worth saving
    hint_ready = Signal(object)  # the master's Action for the human
    coached = Signal(str)  # the tutorial's word on an action it does not want

    _think = Signal(int, object, object, object)

    def __init__(self, pace: str = "normal", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pace = pace
        self.setup: MatchSetup | None = None
        self.match: Match | None = None
        self.finished: list[Deal] = []
        """The deals on the match's score sheet, in order (for the autosave)."""
        self.deal: Deal | None = None
        self.autoplay_level: str | None = None
        """A bot level for the human's chair too (the demo), or None."""
        self.what_if = False
        """The deal in progress is practice outside the match (replayed, reviewed,
        opened from a file): it is not entered on the sheet."""
        self._hint_request = -1
        self._adviser = make_player("master", 1)
        self.coach: Tutorial | None = None
        """The first-deal tutorial, when this table plays it."""
        self._players: dict[int, Player] = {}
        self._rng = random.Random()
        self._request = 0
        self._stop = threading.Event()
        self._thread = QThread()
        self._thread.setObjectName("kopdesk-bots")
        self._worker = BotWorker()
        self._worker.moveToThread(self._thread)
        self._think.connect(self._worker.think)
        self._worker.decided.connect(self._on_decided)
        self._worker.failed.connect(self._on_failed)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next_turn)
        self._thread.start()

    # -- starting ---------------------------------------------------------------

    def start_match(
        self,
        setup: MatchSetup,
        seed: int | None = None,
        resume: tuple[Match, list[Deal], Deal | None] | None = None,
    ) -> None:
        """Start a new match, or resume one (its match, finished deals and deal in progress)."""
        self._cancel_thinking()
        self.setup = setup
        self._rng = random.Random(seed)
        levels = (self.autoplay_level, *setup.bot_levels)
        self._players = {
            seat: make_player(level, self._rng.randrange(1 << 30))
            for seat, level in enumerate(levels)
            if level is not None
        }
        self.match, self.finished, current = resume or (Match(setup.rules, setup.first_dealer), [], None)
        if current is None:
            self.next_deal()
        else:
            self._show_deal(current)

    def next_deal(self) -> None:
        assert self.match is not None
        self.what_if = False
        if self.match.is_over:
            self.match_finished.emit(self.match)
            return
        self._show_deal(self.match.new_deal(shuffled_hands(self._rng)))

    def start_tutorial(self, tutorial: Tutorial, names: tuple[str, str, str, str]) -> None:
        """Play the tutorial's prearranged deal against its scripted players."""
        self._cancel_thinking()
        deal = tutorial.deal()
        self.setup = MatchSetup(deal.rules, deal.dealer, ("beginner",) * 3, names, "0.20", "PLN", True)
        self.match, self.finished = Match(deal.rules, deal.dealer), []
        self._players = {seat: ScriptedPlayer() for seat in (1, 2, 3)}
        self.coach = tutorial
        self.what_if = True
        self._show_deal(deal)

    def play_from(self, deal: Deal) -> None:
        """Play `deal` on from where it stands, as practice outside the match."""
        self._cancel_thinking()
        self.what_if = True
        self._show_deal(deal)

    def _show_deal(self, deal: Deal) -> None:
        self.deal = deal
        self.deal_started.emit(deal)
        self.state_changed.emit()
        self._schedule(self._delay())

    # -- turns ---------------------------------------------------------------

    def is_human(self, seat: int) -> bool:
        return seat not in self._players

    def level_of(self, seat: int) -> str | None:
        """The bot level in `seat`, None for the human."""
        if self.setup is None or seat == HUMAN_SEAT:
            return self.autoplay_level if seat == HUMAN_SEAT else None
        return self.setup.bot_levels[seat - 1]

    def _schedule(self, delay_ms: int) -> None:
        self._timer.start(delay_ms)

    def _delay(self, events: tuple[Event, ...] = ()) -> int:
        pause = PACE_DELAYS_MS.get(self.pace, PACE_DELAYS_MS["normal"])
        return 2 * pause if any(isinstance(e, TrickTaken) for e in events) else pause

    def _next_turn(self) -> None:
        deal = self.deal
        if deal is None:
            return
        if deal.phase is Phase.DONE:
            self._finish_deal(deal)
            return
        seat = deal.to_move
        assert seat is not None
        if self.is_human(seat):
            self.thinking.emit(-1)
            self.human_to_act.emit(deal.observation(seat))
            return
        self._request += 1
        self._stop = threading.Event()
        self.thinking.emit(seat)
        self._think.emit(self._request, self._players[seat], deal.observation(seat), self._stop)

    def _finish_deal(self, deal: Deal) -> None:
        self.thinking.emit(-1)
        self.deal_finished.emit(deal)

    @Slot(int, object)
    def _on_decided(self, request: int, action: Action) -> None:
        if request == self._hint_request:
            self._hint_request = -1
            self.hint_ready.emit(action)
            return
        if request != self._request or self.deal is None:
            return  # answered too late: an undo or a new deal came first
        self._apply(action)

    def request_hint(self) -> bool:
        """Ask the master bot, on the worker thread, what the human should do now."""
        deal = self.deal
        if deal is None or deal.to_move != HUMAN_SEAT or not self.is_human(HUMAN_SEAT):
            return False
        self._request += 1
        self._hint_request = self._request
        self._think.emit(self._hint_request, self._adviser, deal.observation(HUMAN_SEAT), threading.Event())
        return True

    @Slot(int, str)
    def _on_failed(self, request: int, message: str) -> None:
        if request == self._hint_request:
            self._hint_request = -1
            return
        if request == self._request and self.deal is not None:
            self._apply(self.deal.legal_actions()[0])

    def _apply(self, action: Action) -> None:
        assert self.deal is not None
        self._applied(self.deal.apply(action))

    def _applied(self, events: tuple[Event, ...]) -> None:
        """Tell the views; enter a finished deal on the sheet at once, so that no save
        can miss it; go on after the pause."""
        self.events_happened.emit(events)
        deal = self.deal
        if deal is not None and deal.phase is Phase.DONE and not self.what_if:
            assert self.match is not None
            self.match.record(deal)
            self.finished.append(deal)
            self.deal_recorded.emit(deal)
        self.state_changed.emit()
        self._schedule(self._delay(events))

    def hurry(self) -> None:
        """Go on at once instead of waiting out the pause (the user clicked)."""
        if self._timer.isActive():
            self._timer.start(0)

    # -- the human --------------------------------------------------------------

    def human_action(self, action: Action) -> bool:
        """Try the human's call or card; False (and `refused` emitted) if the rules say no."""
        deal = self.deal
        if deal is None or deal.to_move is None or not self.is_human(deal.to_move):
            return False
        refusal = deal.refusal(action)
        if refusal is not None:
            self.refused.emit(refusal)
            return False
        lesson = self.coach.check(action) if self.coach else None
        if lesson is not None:
            self.coached.emit(lesson)
            return False
        events = deal.apply(action)
        if self.coach:
            self.coach.advance()
        self._hint_request = -1
        self._applied(events)
        return True

    @property
    def can_undo(self) -> bool:
        deal = self.deal
        return bool(
            self.setup and self.setup.practice and deal and deal.phase is not Phase.DONE
            and self._human_action_points(deal)
        )

    def undo(self) -> None:
        """Take back the human's last action and the bots' actions since."""
        deal = self.deal
        if deal is None or not self.can_undo:
            return
        self._cancel_thinking()
        deal.rewind(self._human_action_points(deal)[-1])
        self.deal_started.emit(deal)
        self.state_changed.emit()
        self._schedule(0)

    @staticmethod
    def _human_action_points(deal: Deal) -> list[int]:
        """How many actions had been applied before each of the human's own actions."""
        probe = Deal(deal.rules, deal.dealer, deal.dealt, deal.in_bok_round)
        points = []
        for index, action in enumerate(deal.history):
            if probe.to_move == HUMAN_SEAT:
                points.append(index)
            probe.apply(action)
        return points

    # -- stopping ---------------------------------------------------------------

    def _cancel_thinking(self) -> None:
        self._timer.stop()
        self._stop.set()
        self._request += 1
        self._hint_request = -1

    def shutdown(self) -> None:
        """Stop the bots and the worker thread; call before the app quits."""
        self._cancel_thinking()
        self._thread.quit()
        self._thread.wait(5000)


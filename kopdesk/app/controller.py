"""The desktop's game flow: the table model driven by Qt, bots thinking off the GUI thread.

The controller runs a `kopdesk.table.Table` (the match, the seats, the turns) and
tells the views what happened with Qt signals. It decides when the next player is
asked (a bot after the pace's pause, the user at once: the table is his to act on as
soon as it is his turn) and runs the bots on a worker thread; a decision that comes
back after an undo or a new deal is dropped by its request number.
"""

from __future__ import annotations

import logging
import threading
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QThread, QTimer, Signal, Slot

from kopdesk.app.players import shown_name
from kopdesk.bots.families import AnyPlayer, make_player
from kopdesk.games.api import DealState, MatchState
from kopdesk.storage import MatchSetup
from kopdesk.table import HUMAN_SEAT, BotTurn, DealDone, HumanTurn, Table, pause_ms

if TYPE_CHECKING:
    from kopdesk.app.lessons import Coaching

log = logging.getLogger(__name__)

__all__ = ["HUMAN_SEAT", "GameController"]


class BotWorker(QObject):
    """Lives on the worker thread and runs one bot decision at a time."""

    decided = Signal(int, object)
    failed = Signal(int, str)

    @Slot(int, object, object, object)
    def think(self, request: int, player: AnyPlayer, observation: Any, stop: threading.Event) -> None:
        try:
            action = player.choose(observation, stop.is_set)
        except Exception as error:  # a bot bug must not freeze or kill the table
            log.exception("bot at seat %s failed", observation.seat)
            self.failed.emit(request, str(error))
            return
        self.decided.emit(request, action)


class GameController(QObject):
    """Signals carry the game's own types: its DealState, events, observation, refusal, action."""

    deal_started = Signal(object)  # DealState
    events_happened = Signal(object)  # tuple[Event, ...]
    human_to_act = Signal(object)  # Observation
    thinking = Signal(int)  # seat, while its bot's worker runs; -1 when nobody's does
    refused = Signal(object)  # Refusal
    deal_finished = Signal(object)  # DealState, after the pause: show the summary
    deal_recorded = Signal(object)  # DealState, entered on the match's sheet the moment it ends
    match_finished = Signal(object)  # MatchState
    state_changed = Signal()  # after every change worth saving
    hint_ready = Signal(object)  # the master's Action for the human
    coached = Signal(str)  # the tutorial's word on an action it does not want

    _think = Signal(int, object, object, object)

    def __init__(self, pace: str = "normal", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pace = pace
        self.table = Table()
        self._lesson: Coaching | None = None
        self._hint_request = -1
        self._advisers: dict[str, AnyPlayer] = {}
        """The master bot of each family asked for hints so far."""
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

    # -- the table's state, for the views ------------------------------------------

    @property
    def setup(self) -> MatchSetup | None:
        return self.table.setup

    @property
    def match(self) -> MatchState | None:
        return self.table.match

    @property
    def finished(self) -> list[Any]:
        return self.table.finished

    @property
    def deal(self) -> Any | None:
        return self.table.deal

    @property
    def what_if(self) -> bool:
        return self.table.what_if

    @property
    def on_record(self) -> bool:
        return self.table.on_record

    @property
    def coach(self) -> Coaching | None:
        """The lesson being played, if the deal on the table is a lesson's."""
        lesson = self._lesson
        return lesson if lesson is not None and self.table.coach is lesson else None

    @property
    def autoplay_level(self) -> str | None:
        return self.table.autoplay_level

    @autoplay_level.setter
    def autoplay_level(self, level: str | None) -> None:
        self.table.autoplay_level = level

    def is_human(self, seat: int) -> bool:
        return self.table.is_human(seat)

    def level_of(self, seat: int) -> str | None:
        return self.table.level_of(seat)

    def name_of(self, seat: int) -> str:
        """The player's name in `seat`; the seat's number before a match."""
        setup = self.setup
        return shown_name(setup.names[seat]) if setup else str(seat)

    # -- starting -------------------------------------------------------------------

    def start_match(
        self,
        setup: MatchSetup,
        seed: int | None = None,
        resume: tuple[MatchState, list[Any], Any | None] | None = None,
    ) -> None:
        """Start a new match, or resume one (its match, finished deals and deal in progress)."""
        self._cancel_thinking()
        self.table.start_match(setup, seed, resume)
        self._show_deal()

    def next_deal(self) -> None:
        if self.table.next_deal() is None:
            assert self.match is not None
            self.match_finished.emit(self.match)
            return
        self._show_deal()

    def start_tutorial(self, lesson: Coaching, names: tuple[str, ...]) -> None:
        """Play the lesson's prearranged deal against its scripted players (any game's)."""
        self._cancel_thinking()
        self._lesson = lesson
        self.table.start_lesson(lesson.deal(), lesson.setup(names), lesson.players(), lesson)
        self._show_deal()

    def play_from(self, deal: DealState) -> None:
        """Play `deal` on from where it stands, as practice outside the match."""
        self._cancel_thinking()
        self.table.play_from(deal)
        self._show_deal()

    def _show_deal(self) -> None:
        self.deal_started.emit(self.deal)
        self.state_changed.emit()
        self._go_on(pause_ms(self.pace))

    # -- turns ------------------------------------------------------------------------

    def _go_on(self, delay_ms: int) -> None:
        """Ask the next player: a bot, or the deal's end, after `delay_ms`; the user at once,
        so that the status line, the Hint and his cards all say it is his turn together."""
        if self.table.awaits_human():
            self._timer.stop()
            self._next_turn()
        else:
            self._timer.start(delay_ms)

    def _next_turn(self) -> None:
        turn = self.table.turn()
        if isinstance(turn, DealDone):
            self.thinking.emit(-1)
            self.deal_finished.emit(turn.deal)
        elif isinstance(turn, HumanTurn):
            self.thinking.emit(-1)
            self.human_to_act.emit(turn.observation)
        elif isinstance(turn, BotTurn):
            self._request += 1
            self._stop = threading.Event()
            self.thinking.emit(turn.observation.seat)
            self._think.emit(self._request, turn.player, turn.observation, self._stop)

    @Slot(int, object)
    def _on_decided(self, request: int, action: Any) -> None:
        if request == self._hint_request:
            self._hint_request = -1
            self.hint_ready.emit(action)
            return
        if request != self._request or self.deal is None:
            return  # answered too late: an undo or a new deal came first
        self._applied(self.table.apply(action))

    def request_hint(self) -> bool:
        """Ask the master bot, on the worker thread, what the human should do now."""
        deal, game = self.deal, self.table.game
        if deal is None or game is None or deal.to_move != HUMAN_SEAT or not self.is_human(HUMAN_SEAT):
            return False
        adviser = self._advisers.get(game.family)
        if adviser is None:
            adviser = self._advisers[game.family] = make_player(game.family, "master", 1)
        self._request += 1
        self._hint_request = self._request
        self._think.emit(self._hint_request, adviser, deal.observation(HUMAN_SEAT), threading.Event())
        return True

    @Slot(int, str)
    def _on_failed(self, request: int, message: str) -> None:
        if request == self._hint_request:
            self._hint_request = -1
            return
        if request == self._request and self.deal is not None:
            self._applied(self.table.apply(self.deal.legal_actions()[0]))

    def _applied(self, events: tuple[Any, ...]) -> None:
        """Tell the views (a deal the table just entered on the sheet, at once, so that
        no save can miss it); go on after the pause. Nobody is thinking now: whoever acted
        has answered."""
        self.thinking.emit(-1)
        self.events_happened.emit(events)
        if self.table.just_recorded:
            self.deal_recorded.emit(self.deal)
        self.state_changed.emit()
        self._go_on(pause_ms(self.pace, events))

    def hurry(self) -> None:
        """Go on at once instead of waiting out the pause (the user clicked)."""
        if self._timer.isActive():
            self._timer.start(0)

    # -- the human ----------------------------------------------------------------------

    def human_action(self, action: Any) -> bool:
        """Try the human's action; False (and `refused` or `coached` emitted) if
        the rules or the lesson say no."""
        if not self.table.awaits_human():
            return False
        answer = self.table.human_action(action)
        if isinstance(answer, str):
            self.coached.emit(answer)
            return False
        if not isinstance(answer, tuple):
            self.refused.emit(answer)
            return False
        self._hint_request = -1
        self._applied(answer)
        return True

    @property
    def can_undo(self) -> bool:
        return self.table.can_undo

    def undo(self) -> None:
        """Take back the human's last action and the bots' actions since."""
        if not self.can_undo:
            return
        self._cancel_thinking()
        self.table.undo()
        self.deal_started.emit(self.deal)
        self.state_changed.emit()
        self._go_on(0)

    # -- stopping ---------------------------------------------------------------------

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

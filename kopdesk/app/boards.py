"""Every family's board, and its presenter (docs/architecture.md).

A family's *board* is a QWidget, `<Family>Board` in `kopdesk/app/<family>/board.py`
(`KopBoard`, `ScopaBoard`, `SchafkopfBoard`), that shows one deal and turns the user's
doing into actions; it knows nothing of the controller. The `BoardPresenter` keeps a
board in step with the `GameController`'s news and passes the user's actions to it, for
the deals of its family only. A board's module is imported only when a deal of its family
starts, so that start-up does not pay for games not played.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar

from PySide6.QtCore import QObject, Signal, SignalInstance
from PySide6.QtWidgets import QLabel, QWidget

from kopdesk import cards
from kopdesk.app.cardpaint import CardPainter
from kopdesk.app.cardpaint.faces import FacesInUse
from kopdesk.app.controller import HUMAN_SEAT, GameController
from kopdesk.app.players import shown_names
from kopdesk.games.registry import game_of
from kopdesk.i18n import _
from kopdesk.storage import MatchSetup


class Board(Protocol):
    """What the window asks of a family's board (a QWidget subclass)."""

    painter: CardPainter
    """What the board paints the cards with; its faces decide how sentences name them."""

    @property
    def action_chosen(self) -> SignalInstance: ...  # Signal(object): the human's action

    @property
    def hurried(self) -> SignalInstance: ...  # Signal(): go on without waiting

    @property
    def help_requested(self) -> SignalInstance: ...  # Signal(str): an anchor of the help

    def set_names(self, names: Sequence[str]) -> None: ...

    def set_match(self, setup: MatchSetup, totals: Sequence[int], levels: Sequence[str | None]) -> None:
        """The match on the table: its set-up (stakes), each seat's running total and
        player level (None: the user), for the boards that show them."""

    def show_deal(self, deal: Any, human_seat: int) -> None: ...

    def play_events(self, events: Sequence[Any], deal: Any) -> None: ...

    def set_human_turn(self, observation: Any) -> None: ...

    def turn_text(self, observation: Any) -> str: ...  # the status line on the user's turn

    def set_thinking(self, seat: int) -> None: ...

    def show_refusal(self, refusal: Any) -> None: ...

    def show_message(self, text: str) -> None: ...

    def show_hint(self, action: Any, sentence: str) -> None: ...  # point at `action`, say `sentence`

    def summary(self, deal: Any, names: Sequence[str]) -> QWidget: ...

    def call_keys(self) -> list[tuple[str, str]]:
        """Each call with a key, worded, with its key (Help → Keyboard shortcuts)."""

    def set_open_hands(self, open_hands: bool) -> None: ...  # practice: every hand face up, or the user's only

    def toggle_last_trick(self) -> None: ...  # show the last trick (Scopa: the last capture), or stop

    def retranslate(self) -> None: ...

    def set_animation_ms(self, ms: int) -> None: ...

    def set_dim_unplayable(self, dim: bool) -> None: ...  # the view option


def family_of(deal: Any) -> str | None:
    """The family of a deal in progress (None: no deal)."""
    return None if deal is None else game_of(deal.rules.preset).family


def deck_of(deal: Any) -> cards.Deck:
    """The deck a deal is played with (no deal: Kop's)."""
    if deal is None:
        return cards.KOP_16
    deck: cards.Deck = getattr(deal.rules, "deck", None) or game_of(deal.rules.preset).deck
    return deck


def board_class(family: str) -> Callable[[CardPainter], Any]:
    """The class of `family`'s board (a QWidget that is a `Board`, made with the window's
    painter): `<Family>Board` in `kopdesk/app/<family>/board.py`, its module imported now
    (ImportError if there is none)."""
    module = importlib.import_module(f"kopdesk.app.{family}.board")
    factory: Callable[[CardPainter], Any] = getattr(module, f"{family.capitalize()}Board")
    return factory


def hint_words(family: str) -> Callable[[Any, Any, FacesInUse], str]:
    """`family`'s hint in words, `hint_sentence(observation, action, faces)` in
    `kopdesk/app/<family>/hints.py`, its module imported now."""
    module = importlib.import_module(f"kopdesk.app.{family}.hints")
    words: Callable[[Any, Any, FacesInUse], str] = module.hint_sentence
    return words


class ShowsDeal(Protocol):
    def shows_deal(self) -> bool: ...


V = TypeVar("V", bound=ShowsDeal)


def while_shown(slot: Callable[[V, Any], None]) -> Callable[[V, Any], None]:
    """A view's slot that does nothing unless the view shows the deal on the table now:
    every view hears the controller, and only the one of the deal's family answers."""

    @functools.wraps(slot)
    def guarded(view: V, news: Any) -> None:
        if view.shows_deal():
            slot(view, news)

    return guarded


class DealFollower(QObject):
    """A view of the deal on the table (Kop's table, a family's board): it hears every news
    of the controller, and its slots (`while_shown`) answer while it shows the deal."""

    # Each view's slots for the news, mostly `while_shown`:
    shows_deal: Callable[[], bool]
    _on_deal_started: Callable[[Any], None]
    _on_events: Callable[[Sequence[Any]], None]
    _on_human_to_act: Callable[[Any], None]
    _on_thinking: Callable[[int], None]
    _on_refused: Callable[[Any], None]
    _on_deal_finished: Callable[[Any], None]
    _on_hint: Callable[[Any], None]
    _on_coached: Callable[[str], None]

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = c = controller
        c.deal_started.connect(self._on_deal_started)
        c.events_happened.connect(self._on_events)
        c.human_to_act.connect(self._on_human_to_act)
        c.thinking.connect(self._on_thinking)
        c.refused.connect(self._on_refused)
        c.deal_finished.connect(self._on_deal_finished)
        c.hint_ready.connect(self._on_hint)
        c.coached.connect(self._on_coached)


class BoardPresenter(DealFollower):
    """Keeps `board` in step with the controller while the deal is of `family`, and passes
    the user's actions, clicks and help requests on."""

    summary_ready = Signal(object, object)  # QWidget: the board's after-deal view; the Deal
    help_requested = Signal(str)

    def __init__(self, controller: GameController, board: Board, family: str, parent: QObject | None = None) -> None:
        super().__init__(controller, parent)
        self.board, self.family = board, family
        board.action_chosen.connect(self._human_acts)
        board.hurried.connect(controller.hurry)
        board.help_requested.connect(self.help_requested)

    def shows_deal(self) -> bool:
        """Whether the deal on the table is of this board's family."""
        return family_of(self.controller.deal) == self.family

    def show_current(self) -> None:
        """Show the deal on the table now, if it is of this family (for a presenter made
        while the news of its deal went round)."""
        self._on_deal_started(self.controller.deal)

    def names(self) -> tuple[str, ...]:
        """The players' names as shown now, seat 0 the user."""
        setup = self.controller.setup
        return shown_names(setup.names) if setup is not None else ()

    def _tell_match(self) -> None:
        """Tell the board the match's set-up, totals and levels as they stand now."""
        c = self.controller
        if c.setup is not None and c.match is not None:
            seats = range(len(c.setup.names))
            self.board.set_match(c.setup, c.match.totals, [c.level_of(seat) for seat in seats])

    @while_shown
    def _on_deal_started(self, deal: Any) -> None:
        self.board.set_names(self.names())
        self._tell_match()
        self.board.show_deal(deal, HUMAN_SEAT)

    @while_shown
    def _on_events(self, events: Sequence[Any]) -> None:
        self.board.play_events(events, self.controller.deal)

    @while_shown
    def _on_human_to_act(self, observation: Any) -> None:
        self.board.set_human_turn(observation)

    @while_shown
    def _on_thinking(self, seat: int) -> None:
        self.board.set_thinking(seat)

    @while_shown
    def _on_refused(self, refusal: Any) -> None:
        self.board.show_refusal(refusal)

    def summary_of(self, deal: Any) -> QWidget:
        """The after-deal view of a finished deal: the board's, or a word on a void deal."""
        if game_of(deal.rules.preset).seat_result(deal, HUMAN_SEAT) is None:  # void: nothing to sum up
            # Translators: after a deal that does not count, e.g. Scopa's three or four kings dealt to the table.
            return QLabel(_("This deal does not count: the cards are dealt again."))
        return self.board.summary(deal, self.names())

    @while_shown
    def _on_deal_finished(self, deal: Any) -> None:
        self._tell_match()  # the deal is on the sheet now
        self.summary_ready.emit(self.summary_of(deal), deal)

    @while_shown
    def _on_hint(self, action: Any) -> None:
        """Point at the master's choice and say why, in the family's words."""
        deal = self.controller.deal
        if deal is None or deal.to_move != HUMAN_SEAT:
            return
        self.board.show_hint(action, hint_words(self.family)(deal.observation(HUMAN_SEAT), action, self.board.painter))

    @while_shown
    def _on_coached(self, text: str) -> None:
        self.board.show_message(text)

    @while_shown
    def _human_acts(self, action: Any) -> None:
        self.controller.human_action(action)

    def retranslate(self) -> None:
        self.board.set_names(self.names())
        self.board.retranslate()

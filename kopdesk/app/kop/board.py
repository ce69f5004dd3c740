"""`KopBoard`: a deal of Kop or Baśka at the table, the board of the Kop family
(`app/boards.py`).

The trick table shows what seat 0 knows, each seat's badge (player, level, match total,
marks), what it has announced and the game at the top left, a click on which opens the
help at that game; the auction panel under it offers the engine's legal calls. Like every
board it knows no controller: the presenter tells it the news and passes its actions on.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from typing import Any

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtWidgets import QFrame, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from kopdesk.app.cardpaint import CardPainter
from kopdesk.app.felt import TableView
from kopdesk.app.kop.auction_panel import CALL_KEYS, AuctionPanel
from kopdesk.app.kop.badges import game_text, seat_announcements, seat_badge, seat_marks
from kopdesk.app.kop.summary import DealSummary
from kopdesk.app.kop.terms import call_label, refusal_sentence
from kopdesk.app.tricktable import HUMAN, TableScene
from kopdesk.app.words import reading_ms
from kopdesk.games.kop import CallMade, Card, Deal, Observation, Phase, call_from_id
from kopdesk.i18n import _, current_language, ngettext
from kopdesk.storage import MatchSetup
from kopdesk.table import trick_pause_ms

ADVICE_MS = 6000  # how long a hint or the lesson's word stays on the table
TRICK_PAUSE_MS = trick_pause_ms("normal")
"""How long a full trick stays on the table before it is gathered (when animating), as
on Schafkopf's board."""
SEATS = range(4)


class KopBoard(QWidget):
    action_chosen = Signal(object)  # the human's Action: a Call or a Card
    hurried = Signal()  # a click on the felt: go on without waiting
    help_requested = Signal(str)  # an anchor of the help viewer

    def __init__(self, painter: CardPainter | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.painter = painter or CardPainter(language=current_language())
        self.scene = TableScene(self.painter)
        self.view = TableView(self.scene)
        self.auction = AuctionPanel()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(SidewaysScroll(self.auction))
        self.deal: Deal | None = None
        self.names: tuple[str, ...] = ("",) * 4
        self._setup: MatchSetup | None = None
        self._totals: tuple[int, ...] = (0,) * 4
        self._levels: tuple[str | None, ...] = (None,) * 4
        self._thinking = -1
        self._open_hands = False
        self.auction.call_chosen.connect(self.action_chosen)
        self.auction.help_requested.connect(self.help_requested)
        self.scene.card_dropped.connect(self.action_chosen)
        self.scene.card_activated.connect(self.action_chosen)
        self.scene.clicked.connect(self.hurried)
        self.scene.info_clicked.connect(self._explain_game)
        self.retranslate()

    # -- the protocol --------------------------------------------------------------------

    def set_names(self, names: Sequence[str]) -> None:
        self.names = tuple(names)
        self._refresh_badges()

    def set_match(self, setup: MatchSetup, totals: Sequence[int], levels: Sequence[str | None]) -> None:
        self._setup, self._totals, self._levels = setup, tuple(totals), tuple(levels)
        self._refresh_badges()

    def show_deal(self, deal: Any, human_seat: int) -> None:
        assert isinstance(deal, Deal) and human_seat == HUMAN, "the human sits at seat 0"
        self.deal = deal
        self.scene.message.hide()  # a hint or a refusal speaks of the deal before
        self.scene.show_state(deal.observation(HUMAN), deal_animation=not deal.history, open_hands=self._hands())
        self.auction.show_calls(None)
        self._refresh_badges()

    def play_events(self, events: Sequence[Any], deal: Any) -> None:
        assert isinstance(deal, Deal)
        self.deal = deal
        self.scene.message.hide()  # a hint or a refusal speaks of the moment before this move
        for event in events:
            if isinstance(event, CallMade):
                self.scene.say(event.seat, call_label(event.call, deal.rules, event.level - 1))
        self.auction.show_calls(None)
        pause = TRICK_PAUSE_MS if self.scene.animation_ms > 0 else 0
        self.scene.play_events(events, deal.observation(HUMAN), pause)
        self._refresh_badges()

    def set_human_turn(self, observation: Any) -> None:
        assert isinstance(observation, Observation)
        if observation.phase is Phase.AUCTION:
            self.auction.show_calls(observation)
        else:
            self.scene.set_human_turn(observation)
            self.view.setFocus()

    def turn_text(self, observation: Any) -> str:
        if observation.phase is Phase.AUCTION:
            return _("Your call.")
        return _("Your turn: drag a card onto the table, or double-click it.")

    def set_thinking(self, seat: int) -> None:
        self._thinking = seat
        self._refresh_badges()

    def show_refusal(self, refusal: Any) -> None:
        self.scene.show_message(refusal_sentence(refusal))

    def show_message(self, text: str) -> None:
        self.scene.show_message(text, ms=ADVICE_MS, hint=True)

    def show_hint(self, action: Any, sentence: str) -> None:
        """Say the hint, and lift the hinted card or give the hinted call's button the focus."""
        if isinstance(action, Card):
            self.scene.select(action)
        else:
            button = self.auction.buttons().get(action.id)
            if button is not None:
                button.setFocus()
        self.scene.show_message(sentence, ms=max(ADVICE_MS, reading_ms(sentence)), hint=True)

    def summary(self, deal: Any, names: Sequence[str]) -> QWidget:
        assert isinstance(deal, Deal) and deal.score is not None and self._setup is not None
        summary = DealSummary(self.painter)
        setup = self._setup
        summary.set_result(deal.score, deal.rules, names, Decimal(setup.stake), setup.currency, deal.dealt)
        summary.help_requested.connect(self.help_requested)
        return summary

    def call_keys(self) -> list[tuple[str, str]]:
        """Each call the rules on the table offer, with its key."""
        if self.deal is None:
            return []
        rules, keys = self.deal.rules, []
        for call_id, key in CALL_KEYS.items():
            call = call_from_id(call_id)
            if call.contract is None or rules.offers(call.contract):
                keys.append((f"{_('Auction')} → {call_label(call, rules, 0)}", key))
        return keys

    def set_open_hands(self, open_hands: bool) -> None:
        """Practice: every hand face up, or only the human's."""
        self._open_hands = open_hands
        deal = self.deal
        if deal is not None:
            self.scene.show_state(deal.observation(HUMAN), False, self._hands())
            self.scene.set_human_turn(deal.observation(HUMAN))

    def toggle_last_trick(self) -> None:
        self.scene.toggle_last_trick()

    def retranslate(self) -> None:
        self.scene.info.setToolTip(_("Click to read about this game"))
        self.painter.language = current_language()
        self.scene.update()
        self.auction.retranslate()
        self._refresh_badges()

    def set_dim_unplayable(self, dim: bool) -> None:
        self.scene.set_dim_unplayable(dim)

    def set_animation_ms(self, ms: int) -> None:
        self.scene.animation_ms = ms

    # -- the table's words ------------------------------------------------------------------

    def _hands(self) -> list[tuple[Card, ...]] | None:
        deal = self.deal
        return [deal.hand(seat) for seat in SEATS] if self._open_hands and deal is not None else None

    def _explain_game(self) -> None:
        known = self.deal.observation(HUMAN).contract if self.deal is not None else None
        self.help_requested.emit(f"contract-{known.value}" if known else "play-auction")

    def _refresh_badges(self) -> None:
        deal, names = self.deal, self.names
        marks = [seat_marks(seat, deal, thinking=seat == self._thinking) for seat in SEATS]
        if self._setup is None:  # no match told (a review): the names alone
            self.scene.set_badges(names)
        else:
            self.scene.set_badges([seat_badge(names[s], self._levels[s], self._totals[s], marks[s]) for s in SEATS])
        self.scene.set_seat_names(names)
        self.scene.set_announcements(seat_announcements(deal.observation(HUMAN)) if deal else [""] * 4)
        self.scene.set_info(game_text(deal, names) if deal is not None else "")
        self.scene.update_piles(lambda n: ngettext("{n} trick", "{n} tricks", n).format(n=n))


class SidewaysScroll(QScrollArea):
    """A row of widgets (the calls) that scrolls sideways where the window is narrower
    than the row, so that a long row never makes the window wider than the screen."""

    def __init__(self, row: QWidget) -> None:
        super().__init__()
        self._row = row
        self.setWidget(row)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.horizontalScrollBar().rangeChanged.connect(self.updateGeometry)  # room for the scroll bar, or none
        row.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._row and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # the row's height changed: calls came or went
        return super().eventFilter(watched, event)

    def sizeHint(self) -> QSize:
        row, bar = self._row.sizeHint(), self.horizontalScrollBar()
        return QSize(row.width(), row.height() + (bar.sizeHint().height() if bar.maximum() > 0 else 0))

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self.sizeHint().height())

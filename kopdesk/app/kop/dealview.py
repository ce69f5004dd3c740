"""The deal on screen: keeps the table scene, the auction panel, the badges,
the status line, the score sheet and the deal's summary in step with the
controller's news, and passes the user's calls and cards to the controller."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from decimal import Decimal

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QDialog, QStatusBar

from kopdesk.app.boards import KOP, DealFollower, family_of, while_shown
from kopdesk.app.cardpaint import Deck
from kopdesk.app.controller import HUMAN_SEAT, GameController
from kopdesk.app.kop.auction_panel import AuctionPanel
from kopdesk.app.kop.badges import game_text, seat_announcements, seat_badge, seat_marks
from kopdesk.app.kop.sheet import kop_sheet
from kopdesk.app.kop.summary import DealSummary
from kopdesk.app.kop.terms import call_label, refusal_sentence
from kopdesk.app.scoresheet import ScoreSheet
from kopdesk.app.tricktable import TableScene
from kopdesk.app.words import reading_ms
from kopdesk.games.kop import (
    Action,
    CallMade,
    Card,
    Deal,
    Event,
    Match,
    Observation,
    Phase,
    Refusal,
)
from kopdesk.i18n import _, current_language, ngettext
from kopdesk.table import trick_pause_ms

ADVICE_MS = 6000  # how long a hint or the lesson's word stays on the table


class DealView(DealFollower):
    summary_shown = Signal(object)  # Deal
    help_requested = Signal(str)  # the rules viewer's anchor

    def __init__(
        self,
        controller: GameController,
        *,
        scene: TableScene,
        auction: AuctionPanel,
        sheet: ScoreSheet,
        summary: DealSummary,
        summary_dialog: QDialog,
        status: QStatusBar,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(controller, parent)
        self.scene, self.auction = scene, auction
        self.sheet, self.summary, self.summary_dialog, self.status = sheet, summary, summary_dialog, status
        self._open_cards = False
        self._thinking_seat = -1
        self._status_text: Callable[[], str] = str
        self.summary.set_deck(scene.painter.deck)
        self._follow_user()

    def shows_deal(self) -> bool:
        """Whether the deal on the table is Kop's or Baśka's (the other games have boards)."""
        return family_of(self.controller.deal) in (KOP, None)

    def _follow_user(self) -> None:
        self.auction.call_chosen.connect(self._human_acts)
        self.scene.card_dropped.connect(self._human_acts)
        self.scene.card_activated.connect(self._human_acts)
        self.scene.clicked.connect(self.controller.hurry)
        self.scene.info_clicked.connect(self._explain_game)
        self.auction.help_requested.connect(self.help_requested)
        self.summary.help_requested.connect(self.help_requested)

    def retranslate(self) -> None:
        """Word everything again in the current language."""
        self.scene.info.setToolTip(_("Click to read about this game"))
        self.scene.painter.language = current_language()
        self.scene.update()
        self._refresh_piles()
        self.status.showMessage(self._status_text())
        self.summary_dialog.setWindowTitle(_("Deal summary"))
        self.auction.retranslate()
        self.sheet.retranslate()
        self.summary.retranslate()
        if self.shows_deal():  # another game's deal is worded by its board
            self._refresh_badges()

    # -- the controller's news ----------------------------------------------------

    @while_shown
    def _on_deal_started(self, deal: Deal) -> None:
        self.summary_dialog.hide()
        self.scene.message.hide()  # a hint or a refusal speaks of the deal before
        obs = deal.observation(HUMAN_SEAT)
        self.scene.show_state(obs, deal_animation=not deal.history, open_hands=self._open_hands(deal))
        self.auction.show_calls(None)
        setup, match = self.controller.setup, self._match()
        if setup is not None and match is not None:
            self._show_sheet(match, setup.names)
        self._refresh_badges()
        self._refresh_piles()

    def _show_sheet(self, match: Match, names: Sequence[str]) -> None:
        self.sheet.show_sheet(lambda: kop_sheet(match, names))

    @while_shown
    def _on_events(self, events: Sequence[Event]) -> None:
        deal = self.controller.deal
        assert deal is not None
        self.scene.message.hide()  # a hint or a refusal speaks of the moment before this move
        for event in events:
            if isinstance(event, CallMade):
                self.scene.say(event.seat, call_label(event.call, deal.rules, event.level - 1))
        self.auction.show_calls(None)
        self.scene.play_events(events, deal.observation(HUMAN_SEAT), trick_pause_ms(self.controller.pace))
        self._refresh_badges()
        self._refresh_piles()

    @while_shown
    def _on_human_to_act(self, observation: Observation) -> None:
        if observation.phase is Phase.AUCTION:
            self.auction.show_calls(observation)
            self._status(lambda: _("Your call."))
        else:
            self.scene.set_human_turn(observation)
            self._status(lambda: _("Your turn: drag a card onto the table, or double-click it."))

    @while_shown
    def _on_thinking(self, seat: int) -> None:
        self._thinking_seat = seat
        self._refresh_badges()
        if seat >= 0:
            self._status(lambda: _("{name} is thinking…").format(name=self.controller.name_of(seat)))

    def _match(self) -> Match | None:
        """The controller's match: Kop's, the one family this view shows."""
        match = self.controller.match
        assert match is None or isinstance(match, Match)
        return match

    @while_shown
    def _on_refused(self, refusal: Refusal) -> None:
        self.scene.show_message(refusal_sentence(refusal))

    @while_shown
    def _on_deal_finished(self, deal: Deal) -> None:
        setup, match = self.controller.setup, self._match()
        assert setup is not None and match is not None and deal.score is not None
        self._show_sheet(match, setup.names)
        self._refresh_badges()
        self.summary.set_result(deal.score, deal.rules, setup.names, Decimal(setup.stake), setup.currency, deal.dealt)
        self.summary_dialog.show()
        self.summary_shown.emit(deal)
        self._status(lambda: _("The deal is over."))

    @while_shown
    def _on_coached(self, text: str) -> None:
        self.scene.show_message(text, ms=ADVICE_MS, hint=True)

    @while_shown
    def _on_hint(self, action: Action) -> None:
        """Point at the master's choice (a card in the hand, or a call's button) and say why."""
        from kopdesk.app.kop.hints import hint_reason  # Kop's reasons: loaded at the first hint

        deal = self.controller.deal
        if deal is None or deal.to_move != HUMAN_SEAT:
            return
        if isinstance(action, Card):
            self.scene.select(action)
        else:
            button = self.auction.buttons().get(action.id)
            if button is not None:
                button.setFocus()
        text = hint_reason(deal.observation(HUMAN_SEAT), action)
        self.scene.show_message(text, ms=max(ADVICE_MS, reading_ms(text)), hint=True)

    # -- the user's doing ------------------------------------------------------------

    def _human_acts(self, action: object) -> None:
        self.controller.human_action(action)

    def _explain_game(self) -> None:
        deal = self.controller.deal
        known = deal.observation(HUMAN_SEAT).contract if deal else None
        self.help_requested.emit(f"contract-{known.value}" if known else "play-auction")

    def next_deal(self) -> None:
        """Put the summary away and deal the next, once this deal is over."""
        deal = self.controller.deal
        if deal is not None and deal.phase is Phase.DONE:
            self.summary_dialog.hide()
            self.controller.next_deal()

    def show_open_cards(self, open_cards: bool) -> None:
        """Practice: show every hand face up, or only the human's."""
        self._open_cards = open_cards
        deal = self.controller.deal
        if deal is not None:
            self.scene.show_state(deal.observation(HUMAN_SEAT), False, self._open_hands(deal))
            self.scene.set_human_turn(deal.observation(HUMAN_SEAT))

    def show_four_colours(self, four_colours: bool) -> None:
        self.scene.painter.deck = Deck.FOUR_COLOUR if four_colours else Deck.TWO_COLOUR
        self.scene.update()
        self.summary.set_deck(self.scene.painter.deck)

    # -- keeping the widgets in step --------------------------------------------------

    def _open_hands(self, deal: Deal) -> list[tuple[Card, ...]] | None:
        return [deal.hand(seat) for seat in range(4)] if self._open_cards else None

    def _status(self, text: Callable[[], str]) -> None:
        """Show a status line, worded again if the language changes."""
        self._status_text = text
        self.status.showMessage(text())

    def _refresh_badges(self) -> None:
        c = self.controller
        setup, match, deal = c.setup, c.match, c.deal
        if setup is None or match is None:
            return
        marks = [seat_marks(seat, deal, thinking=seat == self._thinking_seat) for seat in range(4)]
        self.scene.set_badges([seat_badge(setup.names[s], c.level_of(s), match.totals[s], marks[s]) for s in range(4)])
        self.scene.set_seat_names(setup.names)
        self.scene.set_announcements(seat_announcements(deal.observation(HUMAN_SEAT)) if deal else [""] * 4)
        self.scene.set_info(game_text(deal, setup.names) if deal is not None else "")

    def _refresh_piles(self) -> None:
        self.scene.update_piles(lambda n: ngettext("{n} trick", "{n} tricks", n).format(n=n))

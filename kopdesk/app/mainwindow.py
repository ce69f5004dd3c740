"""The main window: the table, the auction panel, the score sheet and the log."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from decimal import Decimal
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDockWidget,
    QFileDialog,
    QLabel,
    QListWidget,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QStatusBar,
    QVBoxLayout,
    QWidget,
)

from kopdesk.app import terms
from kopdesk.app.auction_panel import AuctionPanel
from kopdesk.app.cardpaint import CardPainter, Deck
from kopdesk.app.controller import HUMAN_SEAT, GameController
from kopdesk.app.helpviewer import HelpViewer
from kopdesk.app.hints import hint_reason
from kopdesk.app.newmatch import default_names
from kopdesk.app.qt_i18n import follow_language
from kopdesk.app.review import ReviewDialog
from kopdesk.app.scoresheet import ScoreSheet
from kopdesk.app.summary import DealSummary
from kopdesk.app.table import TableScene, TableView
from kopdesk.app.terms import (
    call_label,
    contract_name,
    game_label,
    level_name,
    refusal_sentence,
)
from kopdesk.app.tutorial import Tutorial
from kopdesk.games.kop import (
    Action,
    CallKind,
    CallMade,
    Card,
    Deal,
    DealFile,
    DealFileError,
    Event,
    Observation,
    Phase,
    Refusal,
    read_deal_file,
)
from kopdesk.i18n import (
    LANGUAGES,
    _,
    current_language,
    ngettext,
    pgettext,
    set_language,
)
from kopdesk.storage import atomic_write_text
from kopdesk.table import trick_pause_ms

LANGUAGE_NAMES = {"pl": "Polski", "de": "Deutsch", "en": "English"}


class MainWindow(QMainWindow):
    summary_shown = Signal(object)  # Deal
    new_match_requested = Signal()
    statistics_requested = Signal()
    closing = Signal()

    def __init__(self, controller: GameController, painter: CardPainter) -> None:
        super().__init__()
        self.controller = controller
        self.painter = painter
        self.scene = TableScene(painter)
        self.view = TableView(self.scene)
        self.auction = AuctionPanel()
        self.sheet = ScoreSheet()
        self.log = QListWidget()
        self.lesson = QLabel()
        self.lesson.setWordWrap(True)
        self.lesson.setStyleSheet("QLabel { background: #fff8dc; color: #202020; padding: 8px 12px; }")
        self.lesson.hide()
        self.tutorial_window: MainWindow | None = None
        self.help_viewer: HelpViewer | None = None
        self.summary = DealSummary()
        self.summary_dialog = self._summary_dialog()
        self._thinking_seat = -1
        self._status_text: Callable[[], str] = str
        self._build()
        self._connect()
        self._stop_listening = follow_language(self, self.retranslate)
        self.set_pace(controller.pace)
        self.retranslate()

    # -- building -------------------------------------------------------------

    def _build(self) -> None:
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.lesson)
        column.addWidget(self.view, 1)
        column.addWidget(self.auction)
        self.setCentralWidget(central)
        self.sheet_dock = self._dock(self.sheet, "sheet")
        self.log_dock = self._dock(self.log, "log")
        self.tabifyDockWidget(self.sheet_dock, self.log_dock)
        self.sheet_dock.raise_()
        self.resizeDocks([self.sheet_dock], [400], Qt.Orientation.Horizontal)
        self.setStatusBar(QStatusBar())
        self.hint_button = QPushButton()
        self.hint_button.clicked.connect(self.controller.request_hint)
        self.statusBar().addPermanentWidget(self.hint_button)
        self._actions()
        self.resize(1180, 780)

    def _dock(self, widget: QWidget, name: str) -> QDockWidget:
        dock = QDockWidget(self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable | QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        return dock

    def _summary_dialog(self) -> QDialog:
        dialog = QDialog(self)
        layout = QVBoxLayout(dialog)
        layout.addWidget(self.summary)
        dialog.setModal(False)
        return dialog

    def _actions(self) -> None:
        self.game_menu = self.menuBar().addMenu("")
        self.view_menu = self.menuBar().addMenu("")
        self.help_menu = self.menuBar().addMenu("")
        self.act_rules = self._action(self.help_menu, QKeySequence.StandardKey.HelpContents, lambda: self.show_help())
        self.act_tutorial = self._action(self.help_menu, QKeySequence(), self.open_tutorial)
        self.act_new = self._action(self.game_menu, QKeySequence.StandardKey.New, self.new_match_requested.emit)
        self.act_next = self._action(self.game_menu, QKeySequence("N"), self._next_deal)
        self.act_undo = self._action(self.game_menu, QKeySequence.StandardKey.Undo, self.controller.undo)
        self.act_hint = self._action(self.game_menu, QKeySequence("H"), self.controller.request_hint)
        self.game_menu.addSeparator()
        self.act_review = self._action(self.game_menu, QKeySequence("R"), self.review_deal)
        self.act_replay = self._action(self.game_menu, QKeySequence(), self._replay_deal)
        self.act_open_deal = self._action(self.game_menu, QKeySequence.StandardKey.Open, self._open_deal)
        self.act_save_deal = self._action(self.game_menu, QKeySequence.StandardKey.Save, self._save_deal)
        self.game_menu.addSeparator()
        self.act_statistics = self._action(self.game_menu, QKeySequence(), self.statistics_requested.emit)
        self.act_export = self._action(self.game_menu, QKeySequence(), self._export_sheet)
        self.game_menu.addSeparator()
        self.act_quit = self._action(self.game_menu, QKeySequence.StandardKey.Quit, self.close)
        self.act_last = self._action(self.view_menu, QKeySequence("L"), self.scene.toggle_last_trick)
        self.act_open_cards = self._action(self.view_menu, QKeySequence("O"), self._show_open_cards)
        self.act_open_cards.setCheckable(True)
        self.pace_menu = self.view_menu.addMenu("")
        self.pace_actions = {pace: self._pace_action(pace) for pace in ("fast", "normal", "slow")}
        self.act_four_colours = self._action(self.view_menu, QKeySequence(), self._toggle_deck)
        self.act_four_colours.setCheckable(True)
        self.act_four_colours.setChecked(self.painter.deck is Deck.FOUR_COLOUR)
        self.view_menu.addSeparator()
        self.language_menu = self.view_menu.addMenu("")
        self.language_actions = {code: self._language_action(code) for code in LANGUAGES}
        self.act_traditional = self._action(self.view_menu, QKeySequence(), self._toggle_terms)
        self.act_traditional.setCheckable(True)
        self.act_traditional.setChecked(terms.uses_traditional())

    def _language_action(self, code: str) -> QAction:
        # Each language is named in itself, so that anyone can find his own.
        action = self._action(self.language_menu, QKeySequence(), lambda: set_language(code))
        action.setText(LANGUAGE_NAMES[code])
        action.setCheckable(True)
        return action

    def _toggle_terms(self) -> None:
        terms.set_traditional(self.act_traditional.isChecked())
        self.retranslate()

    def _pace_action(self, pace: str) -> QAction:
        action = self._action(self.pace_menu, QKeySequence(), lambda: self.set_pace(pace))
        action.setCheckable(True)
        return action

    def _action(self, menu: QMenu, shortcut: QKeySequence | QKeySequence.StandardKey, slot: Callable[[], object]) -> QAction:
        action = QAction(self)
        action.setShortcut(shortcut)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def retranslate(self) -> None:
        self.setWindowTitle(_("kopdesk: Kop and Baśka"))
        self.game_menu.setTitle(_("&Game"))
        self.view_menu.setTitle(_("&View"))
        self.help_menu.setTitle(_("&Help"))
        self.act_rules.setText(_("&Rules and glossary"))
        self.act_tutorial.setText(_("&First deal, explained"))
        self.scene.info.setToolTip(_("Click to read about this game"))
        self._show_lesson()
        self.act_new.setText(_("New &match…"))
        self.act_next.setText(_("&Next deal"))
        self.act_undo.setText(_("&Undo"))
        self.act_hint.setText(_("&Hint"))
        self.hint_button.setText(_("Hint"))
        self.hint_button.setToolTip(_("What would the master play here, and why? (key H)"))
        self.act_review.setText(_("&Review the deal…"))
        self.act_replay.setText(_("Play the deal &again"))
        self.act_open_deal.setText(_("&Open deal…"))
        self.act_save_deal.setText(_("&Save deal…"))
        self.act_statistics.setText(_("S&tatistics…"))
        self.act_export.setText(_("&Export score sheet…"))
        self.act_quit.setText(_("&Quit"))
        self.act_last.setText(_("&Last trick"))
        self.act_open_cards.setText(_("&Open cards (practice)"))
        self.pace_menu.setTitle(_("&Pace"))
        self.act_four_colours.setText(_("&Four-colour deck"))
        self.language_menu.setTitle(_("&Language"))
        for code, action in self.language_actions.items():
            action.setChecked(code == current_language())
        self.act_traditional.setText(_("&Traditional Polish terms (wesele, cicha, zolo…)"))
        self.painter.language = current_language()
        self.scene.update()
        self._rebuild_log()
        self._refresh_piles()
        self.statusBar().showMessage(self._status_text())
        pace_names = {
            "fast": pgettext("pace", "Fast"),
            "normal": pgettext("pace", "Normal"),
            "slow": pgettext("pace", "Slow"),
        }
        for pace, action in self.pace_actions.items():
            action.setText(pace_names[pace])
        self.sheet_dock.setWindowTitle(_("Score sheet"))
        self.log_dock.setWindowTitle(_("Auction"))
        self.summary_dialog.setWindowTitle(_("Deal summary"))
        self.auction.retranslate()
        self.sheet.retranslate()
        self.summary.retranslate()
        self._refresh_badges()

    def _connect(self) -> None:
        c = self.controller
        c.deal_started.connect(self._on_deal_started)
        c.events_happened.connect(self._on_events)
        c.human_to_act.connect(self._on_human_to_act)
        c.thinking.connect(self._on_thinking)
        c.refused.connect(self._on_refused)
        c.deal_finished.connect(self._on_deal_finished)
        c.hint_ready.connect(self._on_hint)
        c.coached.connect(lambda text: self.scene.show_message(text, ms=6000, hint=True))
        self.auction.call_chosen.connect(self._human_acts)
        self.scene.card_dropped.connect(self._human_acts)
        self.scene.card_activated.connect(self._human_acts)
        self.scene.clicked.connect(self.controller.hurry)
        self.summary.next_requested.connect(self._next_deal)
        self.auction.help_requested.connect(self.show_help)
        self.summary.help_requested.connect(self.show_help)
        self.scene.info_clicked.connect(self._explain_game)

    # -- the controller's news ----------------------------------------------------

    def _on_deal_started(self, deal: Deal) -> None:
        self.summary_dialog.hide()
        obs = deal.observation(HUMAN_SEAT)
        self.scene.show_state(obs, deal_animation=not deal.history, open_hands=self._open_hands(deal))
        self.auction.show_calls(None)
        self._show_lesson()
        self._rebuild_log()
        setup, match = self.controller.setup, self.controller.match
        if setup is not None and match is not None:
            self.sheet.update_from(match, setup.names)
        self._refresh_badges()
        self._refresh_piles()
        self._refresh_actions()

    def _on_events(self, events: Sequence[Event]) -> None:
        deal = self.controller.deal
        assert deal is not None
        obs = deal.observation(HUMAN_SEAT)
        for event in events:
            if isinstance(event, CallMade):
                text = call_label(event.call, deal.rules, event.level - 1)
                self.scene.say(event.seat, text)
                self._log_call(event.seat, text)
        self.auction.show_calls(None)
        self.scene.play_events(events, obs, trick_pause_ms(self.controller.pace))
        self._refresh_badges()
        self._refresh_piles()
        self._refresh_actions()

    def show_help(self, anchor: str | None = None) -> HelpViewer:
        """The rules and glossary, at `anchor` if given (F1 and every "?")."""
        if self.help_viewer is None:
            self.help_viewer = HelpViewer(self)
        if anchor:
            self.help_viewer.show_entry(anchor)
        else:
            self.help_viewer.show()
        self.help_viewer.raise_()
        return self.help_viewer

    def _explain_game(self) -> None:
        deal = self.controller.deal
        known = deal.observation(HUMAN_SEAT).contract if deal else None
        self.show_help(f"contract-{known.value}" if known else "play-auction")

    def _show_lesson(self) -> None:
        """The tutorial's explanation of the step at hand, when this table plays it."""
        coach = self.controller.coach
        if coach is None:
            return
        text = coach.explanation() if not coach.finished else _(
            "That is the whole deal: you and Janek, the old, took at least 53 card points and won. "
            "Start a real match from the Game menu of the main window."
        )
        self.lesson.setText(text)
        self.lesson.setVisible(True)

    def open_tutorial(self) -> MainWindow:
        """The first deal, explained, in a window of its own beside the match."""
        if self.tutorial_window is None or not self.tutorial_window.isVisible():
            window = MainWindow(GameController(pace="normal"), CardPainter(self.painter.deck, current_language()))
            window.controller.start_tutorial(Tutorial(), default_names())
            window.show()
            self.tutorial_window = window
        self.tutorial_window.raise_()
        return self.tutorial_window

    def _on_human_to_act(self, observation: Observation) -> None:
        self._show_lesson()
        if observation.phase is Phase.AUCTION:
            self.auction.show_calls(observation)
            self._status(lambda: _("Your call."))
        else:
            self.scene.set_human_turn(observation)
            self._status(lambda: _("Your turn: drag a card onto the table, or double-click it."))
        self._refresh_actions()

    def _on_thinking(self, seat: int) -> None:
        self._thinking_seat = seat
        self._refresh_badges()
        if seat >= 0:
            self._status(lambda: _("{name} is thinking…").format(name=self._name(seat)))

    def _status(self, text: Callable[[], str]) -> None:
        """Show a status line, worded again if the language changes."""
        self._status_text = text
        self.statusBar().showMessage(text())

    def _rebuild_log(self) -> None:
        """The auction log of the deal in progress, in the current language."""
        self.log.clear()
        deal = self.controller.deal
        if deal is None:
            return
        level = 0
        for made in deal.calls:
            self._log_call(made.seat, call_label(made.call, deal.rules, level))
            level = level + 1 if made.call.kind is CallKind.DOUBLE else 0 if made.call.contract else level

    def _on_refused(self, refusal: Refusal) -> None:
        self.scene.show_message(refusal_sentence(refusal))

    def _on_deal_finished(self, deal: Deal) -> None:
        self._show_lesson()
        setup, match = self.controller.setup, self.controller.match
        assert setup is not None and match is not None and deal.score is not None
        self.sheet.update_from(match, setup.names)
        self._refresh_badges()
        self.summary.set_result(deal.score, deal.rules, setup.names, Decimal(setup.stake), setup.currency, deal.dealt)
        self.summary_dialog.show()
        self.summary_shown.emit(deal)
        self._status(lambda: _("The deal is over."))

    def _human_acts(self, action: object) -> None:
        self.controller.human_action(action)  # type: ignore[arg-type]

    def _next_deal(self) -> None:
        if self.controller.coach is not None:
            self.close()  # the tutorial is one deal
            return
        deal = self.controller.deal
        if deal is not None and deal.phase is Phase.DONE:
            self.summary_dialog.hide()
            self.controller.next_deal()

    # -- small helpers ------------------------------------------------------------

    def _name(self, seat: int) -> str:
        setup = self.controller.setup
        return setup.names[seat] if setup else str(seat)

    def _log_call(self, seat: int, text: str) -> None:
        self.log.addItem(f"{self._name(seat)}: {text}")
        self.log.scrollToBottom()

    def _refresh_badges(self) -> None:
        setup, match, deal = self.controller.setup, self.controller.match, self.controller.deal
        if setup is None or match is None:
            return
        texts = []
        for seat in range(4):
            marks = []
            if deal is not None and seat == deal.dealer:
                marks.append(_("dealer"))
            if deal is not None and seat == deal.forehand:
                # Translators: the player left of the dealer, who leads to the first trick.
                marks.append(pgettext("seat", "forehand"))
            if seat == self._thinking_seat:
                marks.append(_("thinking…"))
            level = self.controller.level_of(seat)
            head = setup.names[seat] if level is None else f"{setup.names[seat]} · {level_name(level)}"
            total = match.totals[seat]
            texts.append(f"{head}\n{total:+d}" + (f"  ({', '.join(marks)})" if marks else ""))
        self.scene.set_badges(texts)
        self.scene.set_info(self._game_text())

    def _game_text(self) -> str:
        """The game as the human knows it, and the doubling standing."""
        deal = self.controller.deal
        if deal is None:
            return ""
        obs = deal.observation(HUMAN_SEAT)
        declarer = None
        if obs.phase is Phase.AUCTION:
            game = _("Auction")
        elif obs.contract is None:
            game = _("Normal game or silent solo")
        else:
            game = contract_name(obs.contract)
            declarer = self._name(obs.contract_called.seat) if obs.contract_called else None
        return game_label(game, declarer, deal.rules, obs.level)

    def _refresh_piles(self) -> None:
        self.scene.update_piles(lambda n: ngettext("{n} trick", "{n} tricks", n).format(n=n))

    # -- practice ----------------------------------------------------------------------

    def _open_hands(self, deal: Deal) -> list[tuple[Card, ...]] | None:
        return [deal.hand(seat) for seat in range(4)] if self.act_open_cards.isChecked() else None

    def _show_open_cards(self) -> None:
        deal = self.controller.deal
        if deal is not None:
            self.scene.show_state(deal.observation(HUMAN_SEAT), False, self._open_hands(deal))
            self.scene.set_human_turn(deal.observation(HUMAN_SEAT))

    def _on_hint(self, action: Action) -> None:
        deal = self.controller.deal
        if deal is None or deal.to_move != HUMAN_SEAT:
            return
        observation = deal.observation(HUMAN_SEAT)
        if isinstance(action, Card):
            self.scene.select(action)
        else:
            button = self.auction.buttons().get(action.id)
            if button is not None:
                button.setFocus()
        self.scene.show_message(hint_reason(observation, action), ms=6000, hint=True)

    def review_deal(self) -> ReviewDialog | None:
        """Step through the deal with all hands open; play on from any point."""
        deal = self.controller.deal
        if deal is None or not any(isinstance(a, Card) for a in deal.history):
            return None
        dialog = ReviewDialog(deal, self.painter, [self._name(seat) for seat in range(4)], self)
        dialog.play_from_requested.connect(self.controller.play_from)
        dialog.show()
        return dialog

    def _replay_deal(self) -> None:
        deal = self.controller.deal
        if deal is not None:
            self.controller.play_from(Deal(deal.rules, deal.dealer, deal.dealt, deal.in_bok_round))

    def _open_deal(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(self, _("Open deal"), "", _("Deal files (*.json)"))
        if path:
            self.open_deal_file(path)

    def open_deal_file(self, path: str) -> bool:
        """Play on from a deal file, as practice; a bad file is reported, not raised."""
        try:
            deal = read_deal_file(path)
        except DealFileError as error:
            QMessageBox.warning(self, _("Open deal"), _("The deal file could not be used:\n{error}").format(error=error))
            return False
        self.controller.play_from(deal)
        return True

    def _save_deal(self) -> None:
        deal = self.controller.deal
        if deal is None:
            return
        path, _filter = QFileDialog.getSaveFileName(self, _("Save deal"), "deal.json", _("Deal files (*.json)"))
        if not path:
            return
        try:
            atomic_write_text(Path(path), DealFile.of(deal).dumps())
        except OSError as error:
            QMessageBox.warning(self, _("Save deal"), _("The file could not be written: {error}").format(error=error.strerror or error))

    def _refresh_actions(self) -> None:
        deal = self.controller.deal
        self.act_undo.setEnabled(self.controller.can_undo)
        self.act_next.setEnabled(deal is not None and deal.phase is Phase.DONE)
        human_to_move = deal is not None and deal.to_move == HUMAN_SEAT
        self.act_hint.setEnabled(human_to_move)
        self.hint_button.setEnabled(human_to_move)

    def _toggle_deck(self) -> None:
        self.painter.deck = Deck.FOUR_COLOUR if self.act_four_colours.isChecked() else Deck.TWO_COLOUR
        self.scene.update()
        self.summary.update()

    def set_pace(self, pace: str) -> None:
        self.controller.pace = pace
        self.scene.animation_ms = {"fast": 140, "normal": 280, "slow": 480}.get(pace, 0)
        for name, action in getattr(self, "pace_actions", {}).items():
            action.setChecked(name == pace)

    def _export_sheet(self) -> None:
        path, _filter = QFileDialog.getSaveFileName(self, _("Export score sheet"), "zapis.csv", _("CSV files (*.csv)"))
        if not path:
            return
        try:
            self.sheet.export_csv(path)
        except OSError as error:
            QMessageBox.warning(self, _("Export score sheet"), _("The file could not be written: {error}").format(error=error.strerror or error))

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.tutorial_window is not None:
            self.tutorial_window.close()  # quitting kopdesk leaves no lesson behind
        self._stop_listening()
        self.closing.emit()
        self.controller.shutdown()
        super().closeEvent(event)


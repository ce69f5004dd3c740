"""The main window: lays out the board of the game on the table, the score sheet and the
log of the calls, and puts together the parts that run them (the commands in `menus`,
the practice and file commands in `practice`); the help and the lesson open beside it.
A deal is shown on its family's board (`boards`), made when the first deal of that
family starts; before the first deal the felt is empty."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QSize, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QGraphicsView,
    QMainWindow,
    QPushButton,
    QStackedWidget,
    QStatusBar,
    QVBoxLayout,
    QWidget,
)

from kopdesk.app.boards import BoardPresenter, board_class, deck_of, family_of
from kopdesk.app.cardpaint import CardPainter, Deck, Faces, faces_offered
from kopdesk.app.controller import HUMAN_SEAT, GameController
from kopdesk.app.lessonview import LessonBanner, LessonView
from kopdesk.app.menus import Menus
from kopdesk.app.players import lesson_names
from kopdesk.app.playlog import PlayLog
from kopdesk.app.practice import Practice
from kopdesk.app.qt_i18n import follow_language
from kopdesk.app.scoresheet import ScoreSheet
from kopdesk.app.summarydialog import SummaryDialog
from kopdesk.app.words import set_traditional
from kopdesk.games.registry import FAMILIES
from kopdesk.games.texts import texts_of
from kopdesk.i18n import _, current_language, translate
from kopdesk.storage import FacesName

if TYPE_CHECKING:  # dialogs made when first asked for
    from kopdesk.app.about import ShortcutsDialog
    from kopdesk.app.helpviewer import HelpViewer
    from kopdesk.app.matchend import MatchEndDialog
    from kopdesk.app.review import ReviewDialog

ANIMATION_MS = {"fast": 140, "normal": 280, "slow": 480}
SCREEN_SHARE = 0.9
"""The first window takes this share of the screen's free area…"""
SMALLEST = QSize(720, 520)
"""…but no less than this, unless the screen itself is smaller…"""
LARGEST = QSize(1600, 1000)
"""…and no more than this: on a large screen a card table need not fill it."""


class MainWindow(QMainWindow):
    summary_shown = Signal(object)  # Deal
    new_match_requested = Signal()
    statistics_requested = Signal()
    closing = Signal()

    def __init__(self, controller: GameController, painter: CardPainter) -> None:
        super().__init__()
        self.controller = controller
        self.painter = painter
        self.sheet = ScoreSheet()
        self.log = PlayLog(controller, painter)
        self.lesson = LessonBanner(painter)
        self.tutorial_window: MainWindow | None = None
        self.help_viewer: HelpViewer | None = None
        self.pages = QStackedWidget()
        self.boards: dict[str, BoardPresenter] = {}
        """A presenter per family played in this window, with its board."""
        self.board_summary = SummaryDialog(self)
        self.board_next = QPushButton()
        self._board_view: QWidget | None = None
        self._board_deal: object = None
        """The deal `_board_view` sums up."""
        self._status_text: Callable[[], str] = str
        """The status line, worded again when the language changes."""
        self.animation_ms = 0
        """How long a card takes to move on the boards, by the pace chosen."""
        self.faces: dict[str, Faces] = {}
        """The card faces the user chose, by deck id (View → Card faces)."""
        self.match_end: MatchEndDialog | None = None
        """Who won the match just over, and what next."""
        self._build()
        self.lesson_view = LessonView(controller, self.lesson, self.board_summary, self.board_next, self)
        self.practice = Practice(controller, painter, self.sheet, self)
        self._connect_commands()
        self._connect_parts()
        self._stop_listening = follow_language(self, self.retranslate)
        self.set_pace(controller.pace)
        self.retranslate()
        self._refresh_actions()
        self._faces_changed()

    # -- building -------------------------------------------------------------

    def _build(self) -> None:
        self.pages.addWidget(empty_felt())
        lesson_over_pages = QWidget()  # a lesson's banner is over any game's table or board
        column = QVBoxLayout(lesson_over_pages)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.lesson)
        column.addWidget(self.pages, 1)
        self.setCentralWidget(lesson_over_pages)
        self._build_board_summary()
        self.sheet_dock = self._dock(self.sheet, "sheet")
        self.log_dock = self._dock(self.log, "log")
        self.tabifyDockWidget(self.sheet_dock, self.log_dock)
        self.sheet_dock.raise_()
        self.sheet.width_needed.connect(self._fit_sheet)
        self.setStatusBar(QStatusBar())
        self.menus = Menus(self, self.painter.deck is Deck.FOUR_COLOUR, (self.sheet_dock, self.log_dock))
        place = first_place(self.screen().availableGeometry())
        self.resize(place.size())
        self.move(place.topLeft())

    def _dock(self, widget: QWidget, name: str) -> QDockWidget:
        dock = QDockWidget(self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        features = QDockWidget.DockWidgetFeature
        dock.setFeatures(features.DockWidgetMovable | features.DockWidgetClosable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        return dock

    def _build_board_summary(self) -> None:
        """The dialog showing a board's after-deal view, with the button to the next deal."""
        self.board_summary.column.addWidget(self.board_next, 0, Qt.AlignmentFlag.AlignRight)  # under the board's view
        self.board_next.setDefault(True)  # Enter goes on, as Kop's summary did
        self.board_next.clicked.connect(self._next_deal)

    def _connect_commands(self) -> None:
        m, c, practice = self.menus, self.controller, self.practice
        m.act_rules.triggered.connect(self.show_rules)
        m.lesson_chosen.connect(self.open_lesson)
        m.act_shortcuts.triggered.connect(self.show_shortcuts)
        m.act_about.triggered.connect(self._show_about)
        m.act_new.triggered.connect(self.new_match_requested.emit)
        m.act_next.triggered.connect(self._next_deal)
        m.act_undo.triggered.connect(c.undo)
        m.act_hint.triggered.connect(c.request_hint)
        m.act_review.triggered.connect(practice.review_deal)
        m.act_replay.triggered.connect(practice.replay_deal)
        m.act_open_deal.triggered.connect(practice.open_deal)
        m.act_save_deal.triggered.connect(practice.save_deal)
        m.act_statistics.triggered.connect(self.statistics_requested.emit)
        m.act_export.triggered.connect(practice.export_sheet)
        m.act_quit.triggered.connect(self.close)
        m.act_last.triggered.connect(self._toggle_last_trick)
        m.act_open_cards.toggled.connect(self._open_hands)
        m.act_four_colours.toggled.connect(self._four_colours)
        m.act_dim_unplayable.toggled.connect(self._dim_unplayable)
        m.faces_chosen.connect(self.choose_faces)
        m.act_traditional.toggled.connect(self._use_traditional_terms)
        m.pace_chosen.connect(self.set_pace)

    def _connect_parts(self) -> None:
        c = self.controller
        c.deal_started.connect(self._show_family)
        c.deal_started.connect(lambda _deal: self._status(str))  # the last deal's word is not this one's
        c.deal_recorded.connect(self._refresh_sheet)
        c.deal_finished.connect(self._word_summaries)
        c.match_finished.connect(self._show_match_end)
        c.human_to_act.connect(self._your_turn)
        c.thinking.connect(self._thinking)
        c.deal_finished.connect(lambda _deal: self._status(lambda: _("The deal is over.")))
        for news in (c.deal_started, c.events_happened, c.human_to_act):
            news.connect(self._refresh_actions)

    def retranslate(self) -> None:
        self._retitle()
        self.sheet_dock.setWindowTitle(_("Score sheet"))
        # Translators: the panel with a line per call, card or capture of the deal on the table.
        self.log_dock.setWindowTitle(_("Play log"))
        self.menus.retranslate()
        self.sheet.retranslate()
        self.board_summary.setWindowTitle(_("Deal summary"))
        self._word_summaries()
        self.lesson_view.refresh()  # after board_next's words: the lesson words the summary's button
        for presenter in self.boards.values():
            presenter.retranslate()
        self.statusBar().showMessage(self._status_text())
        self._repaint_cards()  # the rank letters are the language's, and the summary is worded again

    def _retitle(self) -> None:
        """The window's title names the game on the table, or the lesson; with no deal, kopdesk alone."""
        family = family_of(self.controller.deal)
        if self.controller.coach is not None:
            # Translators: the title of the lesson's window (Help → First deal, explained).
            self.setWindowTitle(_("kopdesk: first deal, explained"))
        elif family is None:
            self.setWindowTitle("kopdesk")
        elif self.controller.setup is not None and self.controller.setup.practice:
            # Translators: the main window's title in a practice match, where moves may be taken back.
            self.setWindowTitle(_("kopdesk: {game}, practice match").format(game=translate(texts_of(family).name)))
        else:
            # Translators: the main window's title; {game} is a family of games, e.g. "Scopa and Scopone".
            self.setWindowTitle(_("kopdesk: {game}").format(game=translate(texts_of(family).name)))

    # -- the commands that belong to the window -------------------------------------

    @property
    def act_open_cards(self) -> QAction:
        return self.menus.act_open_cards

    @property
    def act_four_colours(self) -> QAction:
        return self.menus.act_four_colours

    @property
    def act_tutorial(self) -> QAction:
        return self.menus.act_tutorial

    @property
    def hint_button(self) -> QPushButton:
        return self.menus.hint_button

    def review_deal(self) -> ReviewDialog | None:
        return self.practice.review_deal()

    def open_deal_file(self, path: str) -> bool:
        return self.practice.open_deal_file(path)

    def show_help(self, anchor: str | None = None) -> HelpViewer:
        """The rules and glossary, at `anchor` if given (F1 and every "?")."""
        from kopdesk.app.helpviewer import HelpViewer

        if self.help_viewer is None:
            self.help_viewer = HelpViewer(self)
        if anchor:
            self.help_viewer.show_entry(anchor)
        else:
            self.help_viewer.show()
        self.help_viewer.raise_()
        return self.help_viewer

    def show_rules(self) -> HelpViewer:
        """F1 and Help → Rules: the help at the rules of the game on the table, found in its
        family's texts; with no deal on the table, at the help's start."""
        from kopdesk.help import ANCHORS

        return self.show_help(self.rules_anchor() or ANCHORS[0])

    def rules_anchor(self) -> str | None:
        """The help's entry of the preset on the table, or None with no deal."""
        deal = self.controller.deal
        family = family_of(deal)
        if deal is None or family is None:
            return None
        preset: str = deal.rules.preset
        return texts_of(family).presets[preset].rules_anchor

    def show_shortcuts(self) -> ShortcutsDialog:
        """Every key of the menus and of the calls of the game on the table, as its board keys them."""
        from kopdesk.app.about import ShortcutsDialog

        m = self.menus
        presenter = self._presenter()
        call_keys = presenter.board.call_keys if presenter is not None else list
        dialog = ShortcutsDialog([m.game_menu, m.view_menu, m.help_menu], call_keys, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def _show_about(self) -> None:
        from kopdesk.app.about import show_about

        show_about(self)

    def open_tutorial(self) -> MainWindow:
        """The first game's first deal, explained, in a window of its own beside the match."""
        return self.open_lesson(FAMILIES[0].presets[0])

    def open_lesson(self, preset: str) -> MainWindow:
        """The first deal of `preset`, explained, in a window of its own beside the match
        (which it leaves as it is); it takes the place of another game's lesson."""
        from kopdesk.app.lessons import lesson_for  # the lessons load their games

        shown = self.tutorial_window
        if shown is not None and shown.isVisible() and not _plays(shown, preset):
            shown.close()
        if self.tutorial_window is None or not self.tutorial_window.isVisible():
            window = MainWindow(GameController(pace="normal"), CardPainter(self.painter.deck, current_language()))
            window.set_faces(self.chosen_faces())  # the cards as the user chose to see them (walk Scopa #13)
            window.controller.start_tutorial(lesson_for(preset), lesson_names())
            window.retranslate()  # the lesson's title and words
            window.sheet_dock.hide()  # a lesson is no match: its score sheet stays empty
            window.resizeDocks([window.log_dock], [240], Qt.Orientation.Horizontal)
            window.show()
            self.tutorial_window = window
        self.tutorial_window.raise_()
        return self.tutorial_window

    def _dim_unplayable(self, dim: bool) -> None:
        for presenter in self.boards.values():
            presenter.board.set_dim_unplayable(dim)

    def _open_hands(self, open_hands: bool) -> None:
        for presenter in self.boards.values():
            presenter.board.set_open_hands(open_hands)

    def _toggle_last_trick(self) -> None:
        presenter = self._presenter()
        if presenter is not None:
            presenter.board.toggle_last_trick()

    def _four_colours(self, four_colours: bool) -> None:
        """French cards in four colours, or in two, on every board and in the lesson's pictures."""
        self.painter.deck = Deck.FOUR_COLOUR if four_colours else Deck.TWO_COLOUR
        self.lesson_view.refresh()
        self._faces_changed()

    def set_pace(self, pace: str) -> None:
        self.controller.pace = pace
        self.animation_ms = ANIMATION_MS.get(pace, 0)
        for presenter in self.boards.values():
            presenter.board.set_animation_ms(self.animation_ms)
        self.menus.show_pace(pace)

    # -- card faces -------------------------------------------------------------------

    def set_faces(self, chosen: Mapping[str, str]) -> None:
        """The faces chosen for each deck (deck id → a `Faces` value), as the settings keep them."""
        self.faces = {deck: Faces(value) for deck, value in chosen.items()}
        self._faces_changed()

    def chosen_faces(self) -> dict[str, FacesName]:
        """The faces chosen for each deck, for the settings."""
        return {deck: faces.value for deck, faces in self.faces.items()}

    def choose_faces(self, faces: Faces) -> None:
        """Paint the deck of the game on the table with `faces`, from now on. French faces
        in four colours are the View menu's four-colour deck, for every French deck."""
        french = faces in (Faces.FRENCH, Faces.FRENCH_FOUR_COLOUR)
        self.faces[deck_of(self.controller.deal).id] = Faces.FRENCH if french else faces
        if french and self.menus.act_four_colours.isChecked() != (faces is Faces.FRENCH_FOUR_COLOUR):
            self.menus.act_four_colours.setChecked(faces is Faces.FRENCH_FOUR_COLOUR)  # repaints too
        else:
            self._faces_changed()

    def _faces_changed(self) -> None:
        """The painter, the Card faces menu and every card shown follow the faces chosen
        for the deck on the table and the four-colour deck."""
        deck = deck_of(self.controller.deal)
        self.painter.faces = self.faces.get(deck.id)
        self.menus.show_faces(faces_offered(deck), self.painter.faces_of(deck))
        self._repaint_cards()
        self.log.refresh()  # the log names the cards as they are painted

    def _repaint_cards(self) -> None:
        """Paint every card shown again: its faces, colours or letters changed."""
        for presenter in self.boards.values():
            for view in presenter.board.findChildren(QGraphicsView):  # type: ignore[attr-defined]
                view.viewport().update()
        if self._board_view is not None and self.board_summary.isVisible():
            family = family_of(self._board_deal)
            if family in self.boards:
                self._show_board_summary(self.boards[family].summary_of(self._board_deal), None)

    def _next_deal(self) -> None:
        if self.controller.coach is not None:
            self.close()  # the tutorial is one deal
            return
        deal = self.controller.deal
        if deal is not None and deal.to_move is None:
            self.board_summary.hide()
            self.controller.next_deal()

    # -- the boards ---------------------------------------------------------------------

    def _presenter(self) -> BoardPresenter | None:
        """The presenter of the deal on the table, None before the first deal."""
        return self.boards.get(family_of(self.controller.deal) or "")

    def _show_family(self, deal: object) -> None:
        """The board of the deal's family, made when the first deal of that family starts."""
        self.board_summary.hide()
        self._faces_changed()
        self._retitle()
        self._refresh_sheet()
        family = family_of(deal)
        if family is None:  # no deal: before the first, or a match over when resumed
            self.pages.setCurrentIndex(0)
            return
        presenter = self.boards.get(family)
        if presenter is None:
            presenter = self.boards[family] = self._board_presenter(family)
            presenter.show_current()  # made while the news of this deal went round: it missed it
        self.pages.setCurrentWidget(presenter.board)  # type: ignore[arg-type]

    def _refresh_sheet(self) -> None:
        """The match's score sheet, as its game words it (a lesson has none)."""
        c = self.controller
        setup, match = c.setup, c.match
        if setup is None or match is None or c.coach is not None:
            return
        from kopdesk.app.familysheet import family_sheet  # the family's words: when first shown

        finished = list(c.finished)
        self.sheet.show_sheet(lambda: family_sheet(setup, match, finished))

    def _your_turn(self, observation: object) -> None:
        presenter = self._presenter()
        if presenter is not None:
            board = presenter.board
            self._status(lambda: board.turn_text(observation))

    def _thinking(self, seat: int) -> None:
        """Who is thinking, while his bot's worker runs; once it has answered, nothing (until
        the next player's turn is shown)."""
        if seat >= 0:
            self._status(lambda: _("{name} is thinking…").format(name=self.controller.name_of(seat)))
        else:
            self._status(str)

    def _status(self, text: Callable[[], str]) -> None:
        """Show a status line, worded again if the language changes."""
        self._status_text = text
        self.statusBar().showMessage(text())

    def _board_presenter(self, family: str) -> BoardPresenter:
        board = board_class(family)(self.painter)
        board.set_animation_ms(self.animation_ms)
        board.set_dim_unplayable(self.menus.act_dim_unplayable.isChecked())
        board.set_open_hands(self.menus.act_open_cards.isChecked())
        self.pages.addWidget(board)
        presenter = BoardPresenter(self.controller, board, family, self)
        presenter.summary_ready.connect(self._show_board_summary)
        presenter.help_requested.connect(self.show_help)
        return presenter

    def _show_board_summary(self, view: QWidget, deal: object) -> None:
        """Show a board's after-deal view of `deal` (None: the same deal's, painted again)."""
        self._word_summaries()
        self._board_view = view
        self.board_summary.set_view(view)  # in place of the last deal's, or this one's before a repaint
        self.board_summary.show()
        self.lesson_view.refresh()  # a lesson's last word fitted over the board's summary
        if deal is not None:
            self._board_deal = deal
            self.summary_shown.emit(deal)

    def _word_summaries(self) -> None:
        """The summaries say what the deal was played as, and their button where it leads:
        the next deal, or the match's result after its last deal (a lesson words its own)."""
        c = self.controller
        if c.coach is not None:
            return
        # Translators: over the summary of a deal replayed, reviewed or opened from a file.
        note = _("Practice: this deal is not on the score sheet.") if c.what_if else ""
        # Translators: the deal summary's button after the last deal of a match.
        text = _("See the result of the match") if c.match is not None and c.match.is_over else _("Next deal")
        self.board_summary.set_note(note)
        self.board_next.setText(text)

    def _show_match_end(self, match: object) -> MatchEndDialog:
        """Who won the match and its final scores, with a new match and the score sheet to go on."""
        from kopdesk.app.matchend import MatchEndDialog

        setup, over = self.controller.setup, self.controller.match
        assert setup is not None and over is match and over is not None
        if self.match_end is not None:
            self.match_end.deleteLater()
        self.match_end = MatchEndDialog(setup, over, self)
        self.match_end.new_match_requested.connect(self.new_match_requested)
        self.match_end.sheet_requested.connect(self._show_sheet)
        self.match_end.open()
        return self.match_end

    def _show_sheet(self) -> None:
        self.sheet_dock.show()
        self.sheet_dock.raise_()

    def _fit_sheet(self, width: int, new_columns: bool) -> None:
        """The score sheet's dock as wide as its columns for a new match's sheet (none is
        cut, the table has the rest); later only wider, when a column grows past it, so
        that the dock keeps its width, or the one the user gave it, from deal to deal."""
        if new_columns or width > self.sheet_dock.width():
            self.resizeDocks([self.sheet_dock], [width], Qt.Orientation.Horizontal)

    def _refresh_actions(self) -> None:
        deal = self.controller.deal
        self.menus.enable(
            undo=self.controller.can_undo,
            next_deal=deal is not None and deal.to_move is None,
            hint=deal is not None and deal.to_move == HUMAN_SEAT and self.controller.coach is None,
            export=self.controller.match is not None,
            on_record=self.controller.on_record,
            moves=deal is not None and bool(deal.history),
        )

    def _use_traditional_terms(self, traditional: bool) -> None:
        set_traditional(traditional)
        self.retranslate()
        self.log.refresh()  # it follows a language switch by itself, not this one

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.tutorial_window is not None:
            self.tutorial_window.close()  # quitting kopdesk leaves no lesson behind
        self.board_summary.hide()  # a lesson's summary goes with it, never over the match
        self._stop_listening()
        self.closing.emit()
        self.controller.shutdown()
        super().closeEvent(event)


def empty_felt() -> QWidget:
    """The felt before the first deal, when no game is on the table."""
    felt = QWidget()
    felt.setObjectName("felt")
    felt.setStyleSheet("QWidget#felt { background: #0e3a20; }")
    return felt


def _plays(window: MainWindow, preset: str) -> bool:
    setup = window.controller.setup
    return setup is not None and setup.rules.preset == preset


def first_place(available: QRect) -> QRect:
    """Where the window opens before the user has placed it: most of the screen's free
    area (`available`, in device-independent pixels, so the scaling is allowed for),
    centred on it, never larger than it."""
    def side(free: int, smallest: int, largest: int) -> int:
        return min(free, max(round(free * SCREEN_SHARE), smallest), largest)

    size = QSize(
        side(available.width(), SMALLEST.width(), LARGEST.width()),
        side(available.height(), SMALLEST.height(), LARGEST.height()),
    )
    place = QRect(available.topLeft(), size)
    place.moveCenter(available.center())
    return place

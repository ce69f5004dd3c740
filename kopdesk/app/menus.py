"""The window's commands: the Game, View and Help menus, their shortcuts and the Hint
button, worded in the user's language.

The commands know nothing of what they do: the window connects each action to its
work. Only the Language menu acts by itself (it switches the language), and the Pace
menu says which pace was chosen.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QPushButton

from kopdesk.app import words
from kopdesk.app.cardpaint import FACES_NAMES, Faces
from kopdesk.app.newmatch.match import preset_name
from kopdesk.games.registry import FAMILIES
from kopdesk.i18n import LANGUAGES, _, current_language, pgettext, set_language

LANGUAGE_NAMES = {"pl": "Polski", "de": "Deutsch", "en": "English"}
PACES = ("fast", "normal", "slow")

Shortcut = QKeySequence | QKeySequence.StandardKey


class Menus(QObject):
    pace_chosen = Signal(str)
    lesson_chosen = Signal(str)  # the preset whose first deal, explained, the user asked for
    faces_chosen = Signal(object)  # Faces

    def __init__(self, window: QMainWindow, four_colour: bool, panels: tuple[QDockWidget, QDockWidget]) -> None:
        super().__init__(window)
        self._window = window
        self.game_menu = window.menuBar().addMenu("")
        self.view_menu = window.menuBar().addMenu("")
        self.help_menu = window.menuBar().addMenu("")
        self.act_rules = self._action(self.help_menu, QKeySequence.StandardKey.HelpContents)
        self.lessons_menu = self.help_menu.addMenu("")
        self.lessons_menu.aboutToShow.connect(self._offer_every_lesson)
        self._lesson_actions: dict[str, QAction] = {}
        self.help_menu.addSeparator()
        self.act_shortcuts = self._action(self.help_menu)
        self.act_about = self._action(self.help_menu)
        self.act_about.setMenuRole(QAction.MenuRole.AboutRole)
        self._game_actions()
        self._view_actions(four_colour)
        self._panel_actions(*panels)
        self.hint_button = QPushButton()
        self.hint_button.clicked.connect(self.act_hint.trigger)
        self.act_hint.enabledChanged.connect(self.hint_button.setEnabled)
        window.statusBar().addPermanentWidget(self.hint_button)

    def _game_actions(self) -> None:
        menu = self.game_menu
        menu.setToolTipsVisible(True)  # why a command is not offered
        self.act_new = self._action(menu, QKeySequence.StandardKey.New)
        self.act_next = self._action(menu, QKeySequence("N"))
        self.act_undo = self._action(menu, QKeySequence.StandardKey.Undo)
        self.act_hint = self._action(menu, QKeySequence("H"))
        menu.addSeparator()
        self.act_review = self._action(menu, QKeySequence("R"))
        self.act_replay = self._action(menu)
        self.act_open_deal = self._action(menu, QKeySequence.StandardKey.Open)
        self.act_save_deal = self._action(menu, QKeySequence.StandardKey.Save)
        menu.addSeparator()
        self.act_statistics = self._action(menu)
        self.act_export = self._action(menu)
        menu.addSeparator()
        self.act_quit = self._action(menu, QKeySequence.StandardKey.Quit)

    def _view_actions(self, four_colour: bool) -> None:
        menu = self.view_menu
        menu.setToolTipsVisible(True)  # why a command is not offered
        self.act_last = self._action(menu, QKeySequence("L"))
        self.act_open_cards = self._action(menu, QKeySequence("O"), checked=False)
        self.pace_menu = menu.addMenu("")
        self.pace_actions = {pace: self._pace_action(pace) for pace in PACES}
        self.act_four_colours = self._action(menu, checked=four_colour)
        self.faces_menu = menu.addMenu("")
        self.faces_group = QActionGroup(self)
        self.faces_actions: dict[Faces, QAction] = {}
        self.act_dim_unplayable = self._action(menu, checked=True)
        menu.addSeparator()
        self.language_menu = menu.addMenu("")
        self.language_actions = {code: self._language_action(code) for code in LANGUAGES}
        self.act_traditional = self._action(menu, checked=words.uses_traditional())

    def _panel_actions(self, sheet: QDockWidget, log: QDockWidget) -> None:
        """View → Score sheet and Play log: show a closed panel again (and bring it to the front)."""
        self.act_sheet, self.act_log = sheet.toggleViewAction(), log.toggleViewAction()
        first = self.view_menu.actions()[0]
        for dock, action in ((sheet, self.act_sheet), (log, self.act_log)):
            action.triggered.connect(lambda shown, dock=dock: dock.raise_() if shown else None)
            self.view_menu.insertAction(first, action)
        self.view_menu.insertSeparator(first)

    def _language_action(self, code: str) -> QAction:
        # Each language is named in itself, so that anyone can find his own.
        action = self._action(self.language_menu, checked=False)
        action.setText(LANGUAGE_NAMES[code])
        action.triggered.connect(lambda: set_language(code))
        return action

    @property
    def lesson_actions(self) -> dict[str, QAction]:
        """Help → First deal, explained: an action per game with one, by preset, made when
        the menu is first about to show (or they are asked for here): the lessons and the
        games' names load their games."""
        self._offer_every_lesson()
        return self._lesson_actions

    @property
    def act_tutorial(self) -> QAction:
        """The first game's first deal, explained."""
        return self.lesson_actions[FAMILIES[0].presets[0]]

    def _offer_every_lesson(self) -> None:
        from kopdesk.app.lessons import lessons

        for preset in lessons():
            if preset not in self._lesson_actions:
                self._lesson_actions[preset] = self._lesson_action(preset)
                self._lesson_actions[preset].setText(preset_name(preset))

    def _lesson_action(self, preset: str) -> QAction:
        action = self._action(self.lessons_menu)
        action.triggered.connect(lambda: self.lesson_chosen.emit(preset))
        return action

    def _pace_action(self, pace: str) -> QAction:
        action = self._action(self.pace_menu, checked=False)
        action.triggered.connect(lambda: self.pace_chosen.emit(pace))
        return action

    def _action(self, menu: QMenu, shortcut: Shortcut | None = None, checked: bool | None = None) -> QAction:
        """An action in `menu`; checkable, and checked or not, unless `checked` is None."""
        action = QAction(self._window)
        if shortcut is not None:
            action.setShortcut(shortcut)
        if checked is not None:
            action.setCheckable(True)
            action.setChecked(checked)
        menu.addAction(action)
        return action

    def show_faces(self, offered: Sequence[Faces], shown: Faces) -> None:
        """View → Card faces: a choice among the faces the deck of the game on the table offers."""
        if list(self.faces_actions) != list(offered):
            for action in self.faces_actions.values():
                self.faces_group.removeAction(action)
                self.faces_menu.removeAction(action)
                action.deleteLater()
            self.faces_actions = {faces: self._faces_action(faces) for faces in offered}
        for faces, action in self.faces_actions.items():
            action.setChecked(faces is shown)

    def _faces_action(self, faces: Faces) -> QAction:
        action = self._action(self.faces_menu, checked=False)
        action.setText(_(FACES_NAMES[faces]))
        self.faces_group.addAction(action)
        action.triggered.connect(lambda: self.faces_chosen.emit(faces))
        return action

    def show_pace(self, pace: str) -> None:
        for name, action in self.pace_actions.items():
            action.setChecked(name == pace)

    def enable(
        self, undo: bool, next_deal: bool, hint: bool, export: bool, on_record: bool = False, moves: bool = True
    ) -> None:
        """Offer only the commands that can act now (the Hint button follows its action);
        while a deal for the record is played (`on_record`), nothing that shows the hidden
        hands or leaves the deal for practice; Review once the deal has `moves` to step
        through (a call or a card: in the auction, the calls made so far)."""
        self.act_export.setEnabled(export)
        # Translators: the tooltip of Review, Play again, Open deal and Open cards in a match for the record.
        recorded = _("Not while a deal for the record is played: finish it first.")
        for action in (self.act_review, self.act_replay, self.act_open_cards, self.act_open_deal):
            action.setEnabled(not on_record)
            action.setToolTip(recorded if on_record else "")
        if not on_record and not moves:
            self.act_review.setEnabled(False)
            # Translators: the tooltip of Review the deal before anyone has made a call or played a card.
            self.act_review.setToolTip(_("Nothing to review yet: no one has made a move in this deal."))
        if on_record and self.act_open_cards.isChecked():
            self.act_open_cards.setChecked(False)  # the hands of a deal for the record are hidden
        self.act_undo.setEnabled(undo)
        self.act_next.setEnabled(next_deal)
        self.act_hint.setEnabled(hint)

    def retranslate(self) -> None:
        self.game_menu.setTitle(_("&Game"))
        self.view_menu.setTitle(_("&View"))
        self.help_menu.setTitle(_("&Help"))
        self.act_rules.setText(_("&Rules and glossary"))
        self.lessons_menu.setTitle(_("&First deal, explained"))
        for preset, action in self._lesson_actions.items():
            action.setText(preset_name(preset))
        self.act_shortcuts.setText(_("&Keyboard shortcuts"))
        self.act_about.setText(_("&About kopdesk"))
        self._retranslate_game()
        self._retranslate_view()

    def _retranslate_game(self) -> None:
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

    def _retranslate_view(self) -> None:
        # After the docks' titles: a dock gives its action its title, without an Alt key.
        self.act_sheet.setText(_("&Score sheet"))
        self.act_log.setText(_("Pla&y log"))
        self.act_last.setText(_("&Last trick"))
        self.act_open_cards.setText(_("&Open cards (practice)"))
        self.pace_menu.setTitle(_("&Pace"))
        pace_names = {
            "fast": pgettext("pace", "Fast"),
            "normal": pgettext("pace", "Normal"),
            "slow": pgettext("pace", "Slow"),
        }
        for pace, action in self.pace_actions.items():
            action.setText(pace_names[pace])
        self.act_four_colours.setText(_("&Four-colour deck"))
        self.faces_menu.setTitle(_("Card fa&ces"))
        for faces, action in self.faces_actions.items():
            action.setText(_(FACES_NAMES[faces]))
        self.act_dim_unplayable.setText(_("&Dim the cards you may not play"))
        self.language_menu.setTitle(_("Lan&guage"))
        for code, action in self.language_actions.items():
            action.setChecked(code == current_language())
        # Translators: the one switch between every game's own words and their translations.
        self.act_traditional.setText(_("&Traditional terms of each game (wesele, Sau, settebello…)"))

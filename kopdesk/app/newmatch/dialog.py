"""The new-match dialog: preset, house rules, players, stake and match length.

Every game of the registry is offered, its presets grouped under its name. The house
rules are laid out from each game's table (`kopdesk.games.texts`), a page per game and
a row per rule: title, editor, explanation and a place for an error; a preset shows the
rows of its own rules, and as many players as it seats. Pressing OK builds the rule
set; a `RulesError` is shown in red under the rule it names and the dialog stays open.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from decimal import Decimal
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QRegularExpression, QSize, Qt, Signal
from PySide6.QtGui import QFont, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from kopdesk.app.newmatch.editors import Editor, editor_for, spin_box
from kopdesk.app.newmatch.match import (
    CURRENCIES,
    LEVELS,
    MATCH_LENGTH,
    MAX_DEALS,
    MAX_NAME,
    MAX_STAKE,
    MAX_TARGET,
    TABLE_MONEY,
    TABLE_RULES,
    default_names,
    house_rules_of,
    preset_description,
    preset_name,
    rules_of,
    seat_name,
    setup_from,
)
from kopdesk.app.qt_i18n import follow_language
from kopdesk.app.screenfit import fit_on_screen
from kopdesk.app.words import level_name, said
from kopdesk.games.api import Game, RuleSetLike
from kopdesk.games.registry import FAMILIES, PRESETS, game_of
from kopdesk.games.rules import RulesError
from kopdesk.games.texts import GameTexts, HouseRule, Values, texts_of
from kopdesk.i18n import Text, _, format_money, translate
from kopdesk.storage import Level, MatchSetup, Settings

if TYPE_CHECKING:  # the help, made when a "?" is first pressed
    from kopdesk.app.helpviewer import HelpViewer

SEATS = 4
"""The most players a game seats: the dialog has a name for each, a level for each but the user."""

MAX_HEIGHT = 720
HELP_COLOUR = "#6b6b6b"
ERROR_COLOUR = "#b3261e"
ROW_GAP = 8
"""The space between two house rules."""


@dataclass(slots=True)
class _RuleRow:
    """The widgets of one house rule in the dialog."""

    rule: HouseRule
    editor: Editor
    title: QLabel
    help: QLabel
    error: QLabel
    button: QToolButton | None
    """The "?" opening the rule's entry in the help, where it has one."""
    spacer: tuple[QGridLayout, int] | None = None
    """The grid and the empty line after the row, to close up when the row is hidden."""

    def set_shown(self, shown: bool) -> None:
        for widget in self.widgets():
            widget.setVisible(shown)
        if self.spacer is not None:
            grid, line = self.spacer
            grid.setRowMinimumHeight(line, ROW_GAP if shown else 0)

    def widgets(self) -> tuple[QWidget, ...]:
        """The row's widgets on the page (a check box is its own title: its label is not)."""
        title = () if self.editor.titled else (self.title,)
        return (self.editor.widget, *title, self.help, *((self.button,) if self.button else ()))


@dataclass(slots=True)
class _RulesPage:
    """The house rules of one game, a row each under their sections' headers."""

    texts: GameTexts
    rows: dict[str, _RuleRow]
    sections: dict[Text, QLabel]
    scroll: QScrollArea


# -- the dialog ---------------------------------------------------------------------------------


class NewMatchDialog(QDialog):
    """Choose the rules, the players and the stakes of a new match."""

    help_requested = Signal(str)  # the rules viewer's anchor for a "?"

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._input = settings
        self._error: RulesError | None = None
        self._help: HelpViewer | None = None
        self._presets = QButtonGroup(self)
        self._family_labels = {family.name: _family_label() for family in FAMILIES}
        self._preset_radios = {preset: QRadioButton() for preset in PRESETS}
        self._preset_notes = {preset: _note() for preset in PRESETS}
        self.reset_button = QPushButton()
        self._pages = {family.name: self._rules_page(texts_of(family.name)) for family in FAMILIES}
        self._stack = QStackedWidget()
        self._seat_labels = [QLabel() for _seat in range(SEATS)]
        self.name_edits = [_name_edit() for _seat in range(SEATS)]
        self.level_combos = [_level_combo() for _seat in range(SEATS - 1)]
        self._length = QButtonGroup(self)
        self._length_radios = {kind: QRadioButton() for kind in ("deals", "target", "open")}
        self.deals_spin = spin_box(4, MAX_DEALS)
        self.deals_spin.setSingleStep(4)
        self.target_spin = spin_box(1, MAX_TARGET)
        self._length_error = _error_label()
        self.stake_spin = QDoubleSpinBox()
        self.currency_combo = _currency_combo()
        self._stake_label = QLabel()
        self._money_note = _note()
        self._money_note.setWordWrap(False)
        self._currency_error = _error_label()
        self._money_family = ""
        """The game whose tables' stake the stake fields hold: a switch to another game's sets its own."""
        self._mode = QButtonGroup(self)
        self.practice_radio = QRadioButton()
        self.record_radio = QRadioButton()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self._groups = {key: QGroupBox() for key in ("preset", "rules", "players", "match")}
        self._lay_out()
        self._show(settings)
        self._connect()
        self.retranslate()
        # Follow a language switch while open; stop listening when closed.
        self.finished.connect(follow_language(self, self.retranslate))

    # -- reading the choices --------------------------------------------------------------

    def preset(self) -> str:
        return next(preset for preset, radio in self._preset_radios.items() if radio.isChecked())

    def game(self) -> Game:
        return game_of(self.preset())

    @property
    def _page(self) -> _RulesPage:
        return self._pages[self.game().family]

    @property
    def _rows(self) -> dict[str, _RuleRow]:
        """The rows of the chosen game's house rules, those its preset does not take too (hidden)."""
        return self._page.rows

    def _taken(self) -> dict[str, Any]:
        """The house rules of the chosen preset, with its values."""
        return house_rules_of(self.game().presets[self.preset()])

    def seats(self) -> int:
        game = self.game()
        return game.seats(game.presets[self.preset()])

    def rule_values(self) -> dict[str, Any]:
        """Every house rule the preset takes, as spelled in deal files (match length apart)."""
        taken = self._taken()
        return {rule_id: row.editor.value() for rule_id, row in self._rows.items() if rule_id in taken}

    def match_length(self) -> dict[str, Any]:
        if self._length_radios["deals"].isChecked():
            return {"deals": self.deals_spin.value()}
        if self._length_radios["target"].isChecked():
            return {"target": self.target_spin.value()}
        return {"open": True}

    def rules(self) -> RuleSetLike:
        """The rule set chosen; RulesError if the house rules do not go together."""
        values = self.rule_values()
        if MATCH_LENGTH in self._taken():
            values[MATCH_LENGTH] = self.match_length()
        return self.game().rules(self.preset(), values)

    def settings(self) -> Settings:
        """The settings given, with the new-match choices replaced by the dialog's.

        `house_rules` holds only what differs from the preset; RulesError if the
        house rules do not go together.
        """
        overrides = self.rules().overrides()
        overrides.pop(MATCH_LENGTH, None)
        return replace(
            self._input,
            preset=self.preset(),
            house_rules=overrides,
            bot_levels=cast(tuple[Level, Level, Level], tuple(combo.currentData() for combo in self.level_combos)),
            names=cast(tuple[str, str, str, str], tuple(edit.text().strip() for edit in self.name_edits)),
            stake=self._stake(),
            currency=self._currency(),
            match_length=self.match_length(),
            practice=self.practice_radio.isChecked(),
        )

    def setup(self, first_dealer: int) -> MatchSetup:
        """The match to start; an empty name becomes the seat's default name; RulesError as `settings`."""
        return setup_from(self.settings(), first_dealer)

    def _stake(self) -> str:
        return str(Decimal(str(self.stake_spin.value())).quantize(Decimal("0.01")))

    def _currency(self) -> str:
        return self.currency_combo.currentText().strip().upper()

    # -- OK: check, or show what is wrong -------------------------------------------------

    def accept(self) -> None:
        self._clear_errors()
        if len(self._currency()) != 3:
            self._currency_error.setText(_("A currency is three letters, such as PLN or EUR."))
            self._currency_error.show()
            return
        try:
            self.rules()
        except RulesError as error:
            self._error = error
            self._show_error()
            return
        super().accept()

    def _show_error(self) -> None:
        assert self._error is not None
        row = self._rows.get(self._error.rule)
        label = self._length_error if row is None else row.error
        label.setText(_error_text(self._error, row, self.seats()))
        label.show()
        self._page.scroll.ensureWidgetVisible(label)

    def _clear_errors(self) -> None:
        self._error = None
        rows = (row for page in self._pages.values() for row in page.rows.values())
        for label in (*(row.error for row in rows), self._length_error, self._currency_error):
            label.hide()

    # -- showing ----------------------------------------------------------------------------

    def _show(self, settings: Settings) -> None:
        preset = settings.preset if settings.preset in PRESETS else Settings().preset
        self._preset_radios[preset].setChecked(True)
        self._show_preset()
        try:
            values = house_rules_of(rules_of(settings))
        except ValueError:  # rules saved by another version: the preset's own
            values = self._taken()
        self._show_rules(values)
        for edit, name in zip(self.name_edits, settings.names, strict=True):
            edit.setText(name)
        for combo, level in zip(self.level_combos, settings.bot_levels, strict=True):
            combo.setCurrentIndex(combo.findData(level))
        self.stake_spin.setValue(float(settings.stake))
        self.currency_combo.setCurrentText(settings.currency)
        self._money_family = self.game().family  # the settings' stake is this game's
        self._show_money()
        self._show_match_length(settings.match_length)
        (self.practice_radio if settings.practice else self.record_radio).setChecked(True)

    def _show_rules(self, values: Values) -> None:
        for rule_id, row in self._rows.items():
            if rule_id in values:
                row.editor.set_value(values[rule_id])
        self._follow_rules()

    def _show_preset(self) -> None:
        """The chosen preset's page of house rules, its rows, its players and its match length."""
        page, taken, seats = self._page, self._taken(), self.seats()
        self._stack.setCurrentWidget(page.scroll)
        for rule_id, row in page.rows.items():
            row.set_shown(rule_id in taken)
            row.editor.show_preset(self.preset())
        for section, header in page.sections.items():
            header.setVisible(any(row.rule.section == section and row.rule.id in taken for row in page.rows.values()))
        for seat, (label, edit) in enumerate(zip(self._seat_labels, self.name_edits, strict=True)):
            label.setVisible(seat < seats)
            edit.setVisible(seat < seats)
        for seat, combo in enumerate(self.level_combos, 1):
            combo.setVisible(seat < seats)
        for widget in (*self._length_radios.values(), self.deals_spin, self.target_spin):
            widget.setVisible(MATCH_LENGTH in taken)
        self.deals_spin.setRange(seats, MAX_DEALS)
        self.deals_spin.setSingleStep(seats)
        self._retranslate_players()
        self._retranslate_match()

    def _show_match_length(self, length: Mapping[str, Any]) -> None:
        (kind,) = length
        self._length_radios[kind].setChecked(True)
        if kind == "deals":
            self.deals_spin.setValue(length["deals"])
        elif kind == "target":
            self.target_spin.setValue(length["target"])
        self._follow_length()

    def reset_rules(self) -> None:
        """Show the house rules of the chosen preset, as its table plays them."""
        self._show_rules(self._taken() | TABLE_RULES.get(self.preset(), {}))

    def _show_money(self) -> None:
        """The stake of the chosen game's tables; none for a game played for points."""
        money = TABLE_MONEY.get(self.game().family)
        for widget in (self._stake_label, self.stake_spin, self.currency_combo, self._money_note):
            widget.setVisible(money is not None)
        if money is not None and self.game().family != self._money_family:
            stake, currency = money
            self.stake_spin.setValue(float(stake))
            self.currency_combo.setCurrentText(currency)
            self._money_family = self.game().family

    def _follow_rules(self) -> None:
        """Grey out the rules that do not apply; an error shown no longer holds."""
        values = self.rule_values()
        for rule_id, row in self._rows.items():
            if rule_id not in values:
                continue
            enabled = row.rule.applies(values)
            for widget in (row.editor.widget, row.title, row.help):
                widget.setEnabled(enabled)
            row.editor.follow(values)
        self._retranslate_players()  # the seats follow the direction of play
        self._clear_errors()

    def _follow_length(self) -> None:
        self.deals_spin.setEnabled(self._length_radios["deals"].isChecked())
        self.target_spin.setEnabled(self._length_radios["target"].isChecked())

    def _follow_money(self) -> None:
        currency = self._currency()
        if len(currency) == 3:
            money = format_money(Decimal(self._stake()), currency)
            # Translators: the stake as money, e.g. "0,20 zł a unit".
            self._money_note.setText(_("{money} a unit").format(money=money))
        else:
            self._money_note.clear()

    def _connect(self) -> None:
        self._presets.buttonToggled.connect(self._on_preset_toggled)
        self.reset_button.clicked.connect(self.reset_rules)
        for page in self._pages.values():
            for row in page.rows.values():
                row.editor.on_change(self._follow_rules)
        self._length.buttonToggled.connect(self._follow_length)
        self.deals_spin.valueChanged.connect(self._clear_errors)
        self.currency_combo.currentTextChanged.connect(self._clear_errors)
        self.stake_spin.valueChanged.connect(self._follow_money)
        self.currency_combo.currentTextChanged.connect(self._follow_money)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

    def _on_preset_toggled(self, _button: QAbstractButton, checked: bool) -> None:
        if checked:
            self._show_preset()
            self.reset_rules()
            self._show_money()

    # -- texts --------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Set every text again in the current language."""
        self.setWindowTitle(_("New match"))
        for key, title in self._group_titles().items():
            self._groups[key].setTitle(title)
        for family, label in self._family_labels.items():
            label.setText(translate(self._pages[family].texts.name))
        for preset, radio in self._preset_radios.items():
            radio.setText(preset_name(preset))
            self._preset_notes[preset].setText(preset_description(preset))
        self.reset_button.setText(_("Reset to preset"))
        self.reset_button.setToolTip(_("Set every house rule back to the chosen preset."))
        for page in self._pages.values():
            for section, header in page.sections.items():
                header.setText(translate(section))
            for row in page.rows.values():
                _retranslate_row(row)
        self._retranslate_players()
        self._retranslate_match()
        if self._error is not None:
            self._show_error()

    def _group_titles(self) -> dict[str, str]:
        return {
            "preset": _("Game"),
            "rules": _("House rules"),
            "players": _("Players"),
            "match": _("Match"),
        }

    def _seating(self) -> dict[str, Any]:
        """The house rules that seat the players (direction of play, teams), as chosen so far."""
        try:
            return house_rules_of(self.rules())
        except RulesError:  # being edited: the preset's
            return self._taken()

    def _retranslate_players(self) -> None:
        rows = zip(self._seat_labels, self.name_edits, default_names(), strict=True)
        seats, seating = self.seats(), self._seating()
        for seat, (label, edit, default) in enumerate(rows):
            label.setText(seat_name(seat, seats, seating) if seat < seats else "")
            edit.setPlaceholderText(default)
            edit.setToolTip(_("Leave empty for the name shown in grey."))
        for combo in self.level_combos:
            for index, level in enumerate(LEVELS):
                combo.setItemText(index, level_name(level))
            combo.setToolTip(_("How well this computer player plays."))

    def _retranslate_match(self) -> None:
        self._length_radios["deals"].setText(_("Deals:"))
        self._length_radios["target"].setText(_("Until a player has won:"))
        self._length_radios["open"].setText(_("Open-ended, until you stop"))
        self.deals_spin.setToolTip(
            # Translators: the number of deals of a match; {seats} is the number of players.
            _("A multiple of {seats}, so that everyone deals equally often.").format(seats=self.seats())
        )
        self.target_spin.setToolTip(
            _("The match ends after the deal that brings a player's winnings to this many units.")
        )
        self._stake_label.setText(_("Stake per unit:"))
        self.currency_combo.setToolTip(_("Three letters, such as PLN, EUR, USD or GBP."))
        self._follow_money()
        self.practice_radio.setText(_("Practice: you may take back moves"))
        self.record_radio.setText(_("For the record: no taking back"))

    # -- layout ---------------------------------------------------------------------------------

    def _lay_out(self) -> None:
        self.setMaximumHeight(MAX_HEIGHT)
        middle = QVBoxLayout()
        middle.addWidget(self._players_group())
        middle.addWidget(self._match_group())
        middle.addStretch()
        columns = QHBoxLayout()
        columns.addWidget(self._preset_group(), 4)
        columns.addLayout(middle, 3)  # the players and the match need no more than their own width
        columns.addWidget(self._rules_group(), 9)  # the widest house rules fit at 1280×800
        body = QWidget()  # scrolls as a whole where the screen is smaller than its columns
        body.setLayout(columns)
        outer = QVBoxLayout(self)
        outer.addWidget(_scrolled(body, sideways=True), 1)
        outer.addWidget(self.buttons)
        fit_on_screen(self, QSize(1240, MAX_HEIGHT - 20))

    def _preset_group(self) -> QGroupBox:
        """The presets under their games' names, in a column that scrolls if the dialog is short."""
        inner = QWidget()
        layout = QVBoxLayout(inner)
        layout.setSpacing(2)
        for family in FAMILIES:
            layout.addWidget(self._family_labels[family.name])
            for preset in family.presets:
                radio = self._preset_radios[preset]
                self._presets.addButton(radio)
                layout.addWidget(radio)
                layout.addWidget(_indented(self._preset_notes[preset]))
        layout.addStretch()
        box = self._groups["preset"]
        QVBoxLayout(box).addWidget(_scrolled(inner))
        return box

    def _help_button(self, anchor: str) -> QToolButton:
        """A "?" that opens the rules at `anchor`, in a viewer of this dialog's own."""
        button = QToolButton()
        button.setText("?")
        button.setAutoRaise(True)
        button.clicked.connect(lambda: self.show_help(anchor))
        return button

    def show_help(self, anchor: str) -> None:
        from kopdesk.app.helpviewer import HelpViewer

        if self._help is None:
            self._help = HelpViewer(self)  # a child: usable while this dialog is modal
        self._help.show_entry(anchor)
        self.help_requested.emit(anchor)

    def _rules_page(self, texts: GameTexts) -> _RulesPage:
        """A game's house rules, a row each under their sections' headers, with a "?" where the help has the rule."""
        from kopdesk.help import ANCHORS

        inner = QWidget()
        grid = _rules_grid(inner)
        rows: dict[str, _RuleRow] = {}
        sections: dict[Text, QLabel] = {}
        for rule in texts.house_rules:
            if rule.section not in sections:
                sections[rule.section] = _add_header(grid)
            anchor = texts.help_anchor.format(rule=rule.id)
            button = self._help_button(anchor) if anchor in ANCHORS else None
            rows[rule.id] = row = _row(rule, button)
            _add_row(grid, row)
            if button is not None:
                grid.addWidget(button, grid.rowCount() - 3, 2, Qt.AlignmentFlag.AlignTop)
        grid.setRowStretch(grid.rowCount(), 1)
        return _RulesPage(texts, rows, sections, _scrolled(inner))

    def _rules_group(self) -> QGroupBox:
        for page in self._pages.values():
            self._stack.addWidget(page.scroll)
        reset = QHBoxLayout()
        reset.addStretch()
        reset.addWidget(self.reset_button)
        box = self._groups["rules"]
        layout = QVBoxLayout(box)
        layout.addWidget(self._stack)
        layout.addLayout(reset)
        return box

    def _players_group(self) -> QGroupBox:
        box = self._groups["players"]
        grid = QGridLayout(box)
        for seat in range(SEATS):
            grid.addWidget(self._seat_labels[seat], seat, 0)
            grid.addWidget(self.name_edits[seat], seat, 1)
            if seat > 0:
                grid.addWidget(self.level_combos[seat - 1], seat, 2)
        grid.setColumnStretch(1, 1)
        return box

    def _match_group(self) -> QGroupBox:
        box = self._groups["match"]
        grid = QGridLayout(box)
        for row, kind in enumerate(self._length_radios):
            self._length.addButton(self._length_radios[kind])
            grid.addWidget(self._length_radios[kind], row, 0)
        left = Qt.AlignmentFlag.AlignLeft
        grid.addWidget(self.deals_spin, 0, 1, left)
        grid.addWidget(self.target_spin, 1, 1, left)
        grid.addWidget(self._length_error, 3, 0, 1, 4)
        self.stake_spin.setRange(0, MAX_STAKE)
        self.stake_spin.setDecimals(2)
        self.stake_spin.setSingleStep(0.1)
        self.stake_spin.setAlignment(Qt.AlignmentFlag.AlignRight)
        grid.addWidget(self._stake_label, 4, 0)
        grid.addWidget(self.stake_spin, 4, 1, left)
        grid.addWidget(self.currency_combo, 4, 2, left)
        grid.addWidget(self._money_note, 5, 1, 1, 3)
        grid.addWidget(self._currency_error, 6, 0, 1, 4)
        grid.setRowMinimumHeight(7, 8)
        for row, radio in enumerate((self.practice_radio, self.record_radio), 8):
            self._mode.addButton(radio)
            grid.addWidget(radio, row, 0, 1, 4)
        grid.setColumnStretch(3, 1)
        return box


# -- small widgets and helpers --------------------------------------------------------------------


def _error_text(error: RulesError, row: _RuleRow | None, seats: int) -> str:
    """The error in the user's language where we know it; else the engine's words."""
    if row is not None and row.rule.error is not None:
        return translate(row.rule.error)
    if error.rule == MATCH_LENGTH:
        # Translators: {seats} is the number of players.
        return _("The number of deals must be a multiple of {seats}, so that everyone deals equally often.").format(
            seats=seats
        )
    return str(error)


def _row(rule: HouseRule, button: QToolButton | None) -> _RuleRow:
    row = _RuleRow(rule, editor_for(rule.kind), QLabel(), _note(), _error_label(), button)
    row.title.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    row.title.setContentsMargins(0, 3, 0, 0)
    return row


def _retranslate_row(row: _RuleRow) -> None:
    title, help_text = said(row.rule.title), said(row.rule.help)
    row.title.setText(title)
    row.help.setText(help_text)
    row.editor.retranslate(title)
    for widget in (row.title, row.editor.widget, row.help):
        widget.setToolTip(help_text)


def _rules_grid(parent: QWidget) -> QGridLayout:
    grid = QGridLayout(parent)
    grid.setHorizontalSpacing(12)
    grid.setVerticalSpacing(2)
    grid.setColumnStretch(1, 1)
    return grid


def _add_header(grid: QGridLayout) -> QLabel:
    """A section title in bold, with space above all but the first."""
    header = QLabel()
    font = QFont(header.font())
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * 1.1)
    header.setFont(font)
    header.setContentsMargins(0, 0 if grid.count() == 0 else 10, 0, 4)
    grid.addWidget(header, grid.rowCount(), 0, 1, 2)
    return header


def _add_row(grid: QGridLayout, row: _RuleRow) -> None:
    """Title and widget on one line (a check box is its own title), help and error below."""
    line = grid.rowCount()
    if row.editor.titled:
        grid.addWidget(row.editor.widget, line, 0, 1, 2)
        grid.addWidget(_indented(row.help), line + 1, 0, 1, 2)
        grid.addWidget(_indented(row.error), line + 2, 0, 1, 2)
    else:
        grid.addWidget(row.title, line, 0)
        grid.addWidget(row.editor.widget, line, 1, Qt.AlignmentFlag.AlignLeft)
        grid.addWidget(row.help, line + 1, 1)
        grid.addWidget(row.error, line + 2, 1)
    grid.setRowMinimumHeight(line + 3, ROW_GAP)
    row.spacer = (grid, line + 3)


def _scrolled(inner: QWidget, sideways: bool = False) -> QScrollArea:
    """`inner` in a frameless area that scrolls up and down (and sideways, if asked)."""
    scroll = QScrollArea()
    scroll.setWidget(inner)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QScrollArea.Shape.NoFrame)
    if not sideways:
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return scroll


def _family_label() -> QLabel:
    """A game's name over its presets, in bold."""
    label = QLabel()
    font = QFont(label.font())
    font.setBold(True)
    label.setFont(font)
    label.setContentsMargins(0, 6, 0, 2)
    return label


def _note() -> QLabel:
    """A small grey explanation."""
    label = QLabel()
    label.setWordWrap(True)
    label.setStyleSheet(f"color: {HELP_COLOUR};")
    font = QFont(label.font())
    font.setPointSizeF(font.pointSizeF() * 0.9)
    label.setFont(font)
    return label


def _error_label() -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    label.setStyleSheet(f"color: {ERROR_COLOUR}; font-weight: bold;")
    label.hide()
    return label


def _indented(label: QLabel) -> QWidget:
    """`label` indented to line up with the text of a check box or radio button above it."""
    label.setContentsMargins(22, 0, 0, 4)
    return label


def _name_edit() -> QLineEdit:
    edit = QLineEdit()
    edit.setMaxLength(MAX_NAME)
    edit.setClearButtonEnabled(True)
    return edit


def _level_combo() -> QComboBox:
    combo = QComboBox()
    for level in LEVELS:
        combo.addItem("", level)
    return combo


def _currency_combo() -> QComboBox:
    combo = QComboBox()
    combo.setEditable(True)
    combo.addItems(CURRENCIES)
    combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
    combo.setValidator(QRegularExpressionValidator(QRegularExpression("[A-Za-z]{0,3}"), combo))
    combo.setMaximumWidth(80)
    return combo

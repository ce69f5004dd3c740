"""The new-match dialog: preset, house rules, players, stake and match length.

The house rules are laid out from one table, `HOUSE_RULES`: each entry names the
rule, its section, its title and explanation (translated each time they are
shown) and an editor that shows and reads the rule's value as spelled in deal
files. Pressing OK builds the rule set; a `RulesError` is shown in red under the
rule it names and the dialog stays open.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from decimal import Decimal
from functools import partial
from typing import Any, cast

from PySide6.QtCore import QRegularExpression, Qt, Signal
from PySide6.QtGui import QFont, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QCheckBox,
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
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from kopdesk.app.helpviewer import HelpViewer
from kopdesk.app.qt_i18n import follow_language
from kopdesk.app.terms import (
    contract_help,
    contract_name,
    doubling_name,
    level_name,
    side_name,
)
from kopdesk.engine import PRESETS, Contract, RulesError, RuleSet, rules_from_preset
from kopdesk.engine.rules import CALLABLE_CONTRACTS, DoublingNames
from kopdesk.i18n import _, format_money, pgettext
from kopdesk.storage import MAX_DEALS, MAX_NAME, MAX_STAKE, MAX_TARGET, Level, MatchSetup, Settings

Text = Callable[[], str]
"""A text looked up in the current language each time it is shown."""
Values = Mapping[str, Any]
"""House-rule id → value as spelled in deal files."""

LEVELS: tuple[Level, ...] = ("beginner", "club", "master")
CURRENCIES = ("PLN", "EUR", "USD", "GBP")
MAX_HEIGHT = 720
HELP_COLOUR = "#6b6b6b"
ERROR_COLOUR = "#b3261e"


def setup_from(settings: Settings, first_dealer: int) -> MatchSetup:
    """A match with the choices in `settings`; RulesError if its house rules do not fit."""
    names = tuple(name or default for name, default in zip(settings.names, default_names()))
    return MatchSetup(
        settings.rules(),
        first_dealer,
        settings.bot_levels,
        cast(tuple[str, str, str, str], names),
        settings.stake,
        settings.currency,
        settings.practice,
    )


def default_names() -> tuple[str, str, str, str]:
    """The names shown for seats 0-3 when the user leaves a name empty."""
    # Translators: the user's own name at the table when he gives none.
    return (_("You"), "Ewa", "Janek", "Zosia")


# -- texts of the presets, seats and levels ---------------------------------------------


def preset_name(preset: str) -> str:
    return {
        # Translators: the preset "Kop" as played in Greater Poland (Wolsztyn club rules).
        "kop": pgettext("preset", "Kop"),
        # Translators: the preset "Kop" as the Kościan club plays it.
        "kop-koscian": pgettext("preset", "Kop (Kościan)"),
        # Translators: the preset "Baśka", the Kashubian relative of Kop.
        "baska": pgettext("preset", "Baśka"),
    }[preset]


def preset_description(preset: str) -> str:
    return {
        "kop": _("Kop as played in Greater Poland, with the tournament rules of the Wolsztyn club."),
        "kop-koscian": _("Kop of the Kościan club: all three tens among the trumps, five doublings."),
        "baska": _("Baśka as played in Kashubia: gran, thrown games, bok rounds, the old lose a tie."),
    }[preset]


def seat_name(seat: int) -> str:
    return (
        # Translators: seat 0, the user, at the bottom of the table.
        pgettext("seat", "You"),
        # Translators: seats 1-3 as seen from the user: left, across, right.
        pgettext("seat", "Left"),
        pgettext("seat", "Across"),
        pgettext("seat", "Right"),
    )[seat]


# -- house-rule editors -------------------------------------------------------------------


class _Editor(ABC):
    """The widget of one house rule, showing and reading its value."""

    widget: QWidget
    titled = False
    """True when the widget shows the rule's title itself (a check box)."""

    @abstractmethod
    def value(self) -> Any: ...

    @abstractmethod
    def set_value(self, value: Any) -> None: ...

    @abstractmethod
    def on_change(self, slot: Callable[[], None]) -> None: ...

    def retranslate(self, title: str) -> None:
        """Set the texts of the widget; `title` is the rule's title."""

    def follow(self, values: Values) -> None:
        """Adapt to the other rules' values (grey out what does not apply)."""


class _Choice(_Editor):
    def __init__(self, options: Sequence[tuple[str, Text]]) -> None:
        self.options = tuple(options)
        self.widget = self.combo = QComboBox()
        for value, _label in self.options:
            self.combo.addItem("", value)
        self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)

    def value(self) -> Any:
        return self.combo.currentData()

    def set_value(self, value: Any) -> None:
        self.combo.setCurrentIndex(self.combo.findData(value))

    def on_change(self, slot: Callable[[], None]) -> None:
        self.combo.currentIndexChanged.connect(slot)

    def retranslate(self, title: str) -> None:
        for index, (_value, label) in enumerate(self.options):
            self.combo.setItemText(index, label())


class _Switch(_Editor):
    titled = True

    def __init__(self) -> None:
        self.widget = self.box = QCheckBox()

    def value(self) -> bool:
        return self.box.isChecked()

    def set_value(self, value: Any) -> None:
        self.box.setChecked(bool(value))

    def on_change(self, slot: Callable[[], None]) -> None:
        self.box.toggled.connect(slot)

    def retranslate(self, title: str) -> None:
        self.box.setText(title)


class _Number(_Editor):
    def __init__(self, low: int, high: int) -> None:
        self.widget = self.spin = _spin(low, high)

    def value(self) -> int:
        return self.spin.value()

    def set_value(self, value: Any) -> None:
        self.spin.setValue(value)

    def on_change(self, slot: Callable[[], None]) -> None:
        self.spin.valueChanged.connect(slot)


class _ExitPoints(_Editor):
    """The thresholds of the old and of the young, 1-52 each."""

    SIDES = ("old", "young")

    def __init__(self) -> None:
        self.widget = QWidget()
        self.labels = {side: QLabel() for side in self.SIDES}
        self.spins = {side: _spin(1, 52) for side in self.SIDES}
        row = QHBoxLayout(self.widget)
        row.setContentsMargins(0, 0, 0, 0)
        for side in self.SIDES:
            row.addWidget(self.labels[side])
            row.addWidget(self.spins[side])
            row.addSpacing(8)
        row.addStretch()

    def value(self) -> dict[str, int]:
        return {side: spin.value() for side, spin in self.spins.items()}

    def set_value(self, value: Any) -> None:
        for side, spin in self.spins.items():
            spin.setValue(value[side])

    def on_change(self, slot: Callable[[], None]) -> None:
        for spin in self.spins.values():
            spin.valueChanged.connect(slot)

    def retranslate(self, title: str) -> None:
        for side, label in self.labels.items():
            label.setText(side_name(side == "old"))


class _Contracts(_Editor):
    """A check box per callable contract, two columns; thrown games grey while they are off."""

    def __init__(self) -> None:
        self.widget = QWidget()
        self.boxes = {contract: QCheckBox() for contract in CALLABLE_CONTRACTS}
        grid = QGridLayout(self.widget)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setVerticalSpacing(2)
        rows = (len(self.boxes) + 1) // 2
        for index, box in enumerate(self.boxes.values()):
            grid.addWidget(box, index % rows, index // rows)

    def value(self) -> list[str]:
        return [contract.value for contract, box in self.boxes.items() if box.isChecked()]

    def set_value(self, value: Any) -> None:
        for contract, box in self.boxes.items():
            box.setChecked(contract.value in value)

    def on_change(self, slot: Callable[[], None]) -> None:
        for box in self.boxes.values():
            box.toggled.connect(slot)

    def retranslate(self, title: str) -> None:
        for contract, box in self.boxes.items():
            box.setText(contract_name(contract))
            box.setToolTip(contract_help(contract))

    def follow(self, values: Values) -> None:
        for contract, box in self.boxes.items():
            box.setEnabled(values["thrown_games"] or not contract.is_thrown)


def _spin(low: int, high: int) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(low, high)
    spin.setAlignment(Qt.AlignmentFlag.AlignRight)
    return spin


def _ladder(names: DoublingNames) -> str:
    """The first four doubling names of a ladder, for the choice of names."""
    ladder = names.ladder
    shown = ", ".join(doubling_name(name, level) for level, name in enumerate(ladder[:4], 1))
    return shown + (", …" if len(ladder) > 4 else "")


# -- the table of house rules -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HouseRule:
    id: str
    section: Text
    title: Text
    help: Text
    editor: Callable[[], _Editor]
    applies: Callable[[Values], bool] = lambda values: True
    """Whether the rule matters given the other rules; if not, its widget is grey."""


def _offers(*contracts: Contract) -> Callable[[Values], bool]:
    return lambda values: any(c.value in values["contracts"] for c in contracts)


def _calls() -> str:
    # Translators: a section of the house rules in the new-match dialog.
    return pgettext("house rules", "Cards and games")


def _doublings() -> str:
    return pgettext("house rules", "Doublings")


def _paying() -> str:
    return pgettext("house rules", "Winning and paying")



HOUSE_RULES: tuple[HouseRule, ...] = (
    HouseRule(
        "trump_order",
        _calls,
        lambda: pgettext("house rule", "Trumps"),
        lambda: _("As-dycha: ♥A and ♥10 head the trumps. As-trzy-dychy: ♥A, then all three tens "
                  "♣10 ♠10 ♥10, so clubs and spades keep only their aces."),
        lambda: _Choice((
            # Translators: trump order "as-dycha" (ace, ten); keep the Polish name.
            ("as-dycha", lambda: pgettext("trump order", "as-dycha (ace, ten)")),
            # Translators: trump order "as-trzy-dychy" (ace, three tens); keep the Polish name.
            ("as-trzy-dychy", lambda: pgettext("trump order", "as-trzy-dychy (ace, three tens)")),
        )),
    ),
    HouseRule(
        "first_bidder",
        _calls,
        lambda: pgettext("house rule", "First to speak"),
        lambda: _("Who opens the auction. In Baśka the player after the forehand opens "
                  "and the forehand speaks last."),
        lambda: _Choice((
            # Translators: "zagrywający", the player left of the dealer, who leads to the first trick.
            ("forehand", lambda: pgettext("first bidder", "the forehand")),
            ("second", lambda: pgettext("first bidder", "the player after the forehand")),
        )),
    ),
    HouseRule(
        "contracts",
        _calls,
        lambda: pgettext("house rule", "Games offered"),
        lambda: _("The games a player may announce in the auction; point at one to see what it is."),
        _Contracts,
    ),
    HouseRule(
        "thrown_games",
        _calls,
        # Translators: "gry rzucane": games won by showing the hand, without play.
        lambda: pgettext("house rule", "Thrown games"),
        lambda: _("A holder of four tens, four aces or four queens may announce them and wins without play."),
        _Switch,
    ),
    HouseRule(
        "wesele_partner",
        _calls,
        # Translators: "wesele", the wedding: the holder of both black queens takes a partner.
        lambda: pgettext("house rule", "Wedding partner"),
        lambda: _("Who plays with the player who announces a wedding."),
        lambda: _Choice((
            ("highest_jack", lambda: pgettext("wesele partner", "the holder of the highest jack he lacks")),
            ("named_jack", lambda: pgettext("wesele partner", "the holder of the jack he names")),
        )),
        _offers(Contract.WESELE),
    ),
    HouseRule(
        "gran_must_trump",
        _calls,
        # Translators: in gran only the four jacks are trumps.
        lambda: pgettext("house rule", "Gran: play a jack even if it cannot win"),
        lambda: _("In gran, a player who has none of the suit led and cannot beat the trick with a jack must "
                  "still play a lower jack."),
        _Switch,
        _offers(Contract.GRAN, Contract.GRAN_DU),
    ),
    HouseRule(
        "max_doublings",
        _doublings,
        lambda: pgettext("house rule", "Most doublings"),
        lambda: _("How many times the stake may be doubled in one deal; each doubling is ×2."),
        lambda: _Number(1, 7),
    ),
    HouseRule(
        "doubling_names",
        _doublings,
        lambda: pgettext("house rule", "Names"),
        lambda: _("What the doublings are called, from the first up."),
        lambda: _Choice([(names.value, partial(_ladder, names)) for names in DoublingNames]),
    ),
    HouseRule(
        "cicha_may_open_double",
        _doublings,
        # Translators: "cicha": the holder of both black queens plays alone without announcing it.
        lambda: pgettext("house rule", "The silent soloist may double first"),
        lambda: _("Whether a player holding both black queens who has not announced may make the first doubling."),
        _Switch,
    ),
    HouseRule(
        "tie_rule",
        _paying,
        # Translators: "boki": both sides take 52 of the 104 card points.
        lambda: pgettext("house rule", "A 52:52 tie"),
        lambda: _("Who loses when both sides take 52 card points. With no doubling standing, the old lose."),
        lambda: _Choice((
            ("last_doubler_loses", lambda: pgettext("tie rule", "the side that doubled last loses")),
            # Translators: "starzy": the side of the black queens.
            ("old_lose", lambda: pgettext("tie rule", "the old lose")),
        )),
    ),
    HouseRule(
        "bok_round",
        _paying,
        # Translators: "bok-runda": four deals at double stakes after a 52:52 tie.
        lambda: pgettext("house rule", "Bok round after a tie"),
        lambda: _("After a 52:52 tie the next four deals count double."),
        _Switch,
    ),
    HouseRule(
        "exit_points",
        _paying,
        # Translators: "wyjście": a losing side that got this many card points pays only single.
        lambda: pgettext("house rule", "Getting out"),
        lambda: _("The card points a losing side needs to pay single; with fewer it pays double "
                  "(bez wyjścia), with no trick triple (bez bitki)."),
        _ExitPoints,
    ),
    HouseRule(
        "old_loss_doubles",
        _paying,
        lambda: pgettext("house rule", "The old pay double when they lose"),
        lambda: _("When the old side, or a lone player, loses, every payment is doubled."),
        _Switch,
    ),
)
"""Every house rule but `match_length`, which has its own group, in the order shown."""


@dataclass(slots=True)
class _RuleRow:
    """The widgets of one house rule in the dialog."""

    rule: HouseRule
    editor: _Editor
    title: QLabel
    help: QLabel
    error: QLabel


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
        self._preset_radios = {preset: QRadioButton() for preset in PRESETS}
        self._preset_notes = {preset: _note() for preset in PRESETS}
        self.reset_button = QPushButton()
        self._rows = {rule.id: _row(rule) for rule in HOUSE_RULES}
        self._sections: dict[Text, QLabel] = {}
        self._scroll = QScrollArea()
        self._seat_labels = [QLabel() for _seat in range(4)]
        self.name_edits = [_name_edit() for _seat in range(4)]
        self.level_combos = [_level_combo() for _seat in range(3)]
        self._length = QButtonGroup(self)
        self._length_radios = {kind: QRadioButton() for kind in ("deals", "target", "open")}
        self.deals_spin = _spin(4, MAX_DEALS)
        self.deals_spin.setSingleStep(4)
        self.target_spin = _spin(1, MAX_TARGET)
        self._length_error = _error_label()
        self.stake_spin = QDoubleSpinBox()
        self.currency_combo = _currency_combo()
        self._stake_label = QLabel()
        self._money_note = _note()
        self._money_note.setWordWrap(False)
        self._currency_error = _error_label()
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

    def rule_values(self) -> dict[str, Any]:
        """Every house rule shown, as spelled in deal files (match length apart)."""
        return {rule_id: row.editor.value() for rule_id, row in self._rows.items()}

    def match_length(self) -> dict[str, Any]:
        if self._length_radios["deals"].isChecked():
            return {"deals": self.deals_spin.value()}
        if self._length_radios["target"].isChecked():
            return {"target": self.target_spin.value()}
        return {"open": True}

    def rules(self) -> RuleSet:
        """The rule set chosen; RulesError if the house rules do not go together."""
        return rules_from_preset(self.preset(), {**self.rule_values(), "match_length": self.match_length()})

    def settings(self) -> Settings:
        """The settings given, with the new-match choices replaced by the dialog's.

        `house_rules` holds only what differs from the preset; RulesError if the
        house rules do not go together.
        """
        overrides = self.rules().overrides()
        overrides.pop("match_length", None)
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
        label = self._rows[self._error.rule].error if self._error.rule in self._rows else self._length_error
        label.setText(_error_text(self._error))
        label.show()
        self._scroll.ensureWidgetVisible(label)

    def _clear_errors(self) -> None:
        self._error = None
        for label in (*(row.error for row in self._rows.values()), self._length_error, self._currency_error):
            label.hide()

    # -- showing ----------------------------------------------------------------------------

    def _show(self, settings: Settings) -> None:
        self._preset_radios[settings.preset].setChecked(True)
        self._show_rules(settings.rules().house_rules())
        for edit, name in zip(self.name_edits, settings.names):
            edit.setText(name)
        for combo, level in zip(self.level_combos, settings.bot_levels):
            combo.setCurrentIndex(combo.findData(level))
        self.stake_spin.setValue(float(settings.stake))
        self.currency_combo.setCurrentText(settings.currency)
        self._show_match_length(settings.match_length)
        (self.practice_radio if settings.practice else self.record_radio).setChecked(True)

    def _show_rules(self, values: Values) -> None:
        for rule_id, row in self._rows.items():
            row.editor.set_value(values[rule_id])
        self._follow_rules()

    def _show_match_length(self, length: Mapping[str, Any]) -> None:
        (kind,) = length
        self._length_radios[kind].setChecked(True)
        if kind == "deals":
            self.deals_spin.setValue(length["deals"])
        elif kind == "target":
            self.target_spin.setValue(length["target"])
        self._follow_length()

    def reset_rules(self) -> None:
        """Show the house rules of the chosen preset."""
        self._show_rules(PRESETS[self.preset()].house_rules())

    def _follow_rules(self) -> None:
        """Grey out the rules that do not apply; an error shown no longer holds."""
        values = self.rule_values()
        for row in self._rows.values():
            enabled = row.rule.applies(values)
            for widget in (row.editor.widget, row.title, row.help):
                widget.setEnabled(enabled)
            row.editor.follow(values)
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
        for row in self._rows.values():
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
            self.reset_rules()

    # -- texts --------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Set every text again in the current language."""
        self.setWindowTitle(_("New match"))
        for key, title in self._group_titles().items():
            self._groups[key].setTitle(title)
        for preset, radio in self._preset_radios.items():
            radio.setText(preset_name(preset))
            self._preset_notes[preset].setText(preset_description(preset))
        self.reset_button.setText(_("Reset to preset"))
        self.reset_button.setToolTip(_("Set every house rule back to the chosen preset."))
        for section, header in self._sections.items():
            header.setText(section())
        for row in self._rows.values():
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

    def _retranslate_players(self) -> None:
        for seat, (label, edit, default) in enumerate(zip(self._seat_labels, self.name_edits, default_names())):
            label.setText(seat_name(seat))
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
        self.deals_spin.setToolTip(_("A multiple of four, so that everyone deals equally often."))
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
        left = QVBoxLayout()
        left.addWidget(self._preset_group())
        left.addWidget(self._players_group())
        left.addWidget(self._match_group())
        left.addStretch()
        columns = QHBoxLayout()
        columns.addLayout(left, 2)
        columns.addWidget(self._rules_group(), 3)
        outer = QVBoxLayout(self)
        outer.addLayout(columns)
        outer.addWidget(self.buttons)
        self.resize(1000, MAX_HEIGHT - 20)

    def _preset_group(self) -> QGroupBox:
        box = self._groups["preset"]
        layout = QVBoxLayout(box)
        layout.setSpacing(2)
        for preset, radio in self._preset_radios.items():
            self._presets.addButton(radio)
            layout.addWidget(radio)
            layout.addWidget(_indented(self._preset_notes[preset]))
        return box

    def _help_button(self, anchor: str) -> QToolButton:
        """A "?" that opens the rules at `anchor`, in a viewer of this dialog's own."""
        button = QToolButton()
        button.setText("?")
        button.setAutoRaise(True)
        button.clicked.connect(lambda: self.show_help(anchor))
        return button

    def show_help(self, anchor: str) -> None:
        if self._help is None:
            self._help = HelpViewer(self)  # a child: usable while this dialog is modal
        self._help.show_entry(anchor)
        self.help_requested.emit(anchor)

    def _rules_group(self) -> QGroupBox:
        inner = QWidget()
        grid = _rules_grid(inner)
        for rule in HOUSE_RULES:
            if rule.section not in self._sections:
                self._sections[rule.section] = _add_header(grid)
            _add_row(grid, self._rows[rule.id])
            grid.addWidget(self._help_button(f"rule-{rule.id}"), grid.rowCount() - 3, 2, Qt.AlignmentFlag.AlignTop)
        grid.setRowStretch(grid.rowCount(), 1)
        self._scroll.setWidget(inner)
        self._scroll.setWidgetResizable(True)
        self._scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self._scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        reset = QHBoxLayout()
        reset.addStretch()
        reset.addWidget(self.reset_button)
        box = self._groups["rules"]
        layout = QVBoxLayout(box)
        layout.addWidget(self._scroll)
        layout.addLayout(reset)
        return box

    def _players_group(self) -> QGroupBox:
        box = self._groups["players"]
        grid = QGridLayout(box)
        for seat in range(4):
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


def _error_text(error: RulesError) -> str:
    """The error in the user's language where we know it; else the engine's words."""
    texts = {
        "thrown_games": _("Thrown games are on but none is offered: tick four tens, four aces or four queens "
                          "among the games, or turn thrown games off."),
        "match_length": _("The number of deals must be a multiple of four, so that everyone deals equally often."),
    }
    return texts.get(error.rule, str(error))


def _row(rule: HouseRule) -> _RuleRow:
    row = _RuleRow(rule, rule.editor(), QLabel(), _note(), _error_label())
    row.title.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    row.title.setContentsMargins(0, 3, 0, 0)
    return row


def _retranslate_row(row: _RuleRow) -> None:
    title, help_text = row.rule.title(), row.rule.help()
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
    grid.setRowMinimumHeight(line + 3, 8)


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

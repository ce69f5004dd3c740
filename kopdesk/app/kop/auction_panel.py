"""Kop's auction panel: a button for every call the rules allow the human now."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QToolButton,
    QWidget,
)

from kopdesk.app.callbuttons import help_button, keyed_button
from kopdesk.app.kop.terms import call_help, call_label
from kopdesk.app.words import card_name
from kopdesk.games.kop import Call, CallKind, Observation
from kopdesk.i18n import _

CALL_KEYS = {
    "pass": "P", "double": "D", "wesele": "W", "zolo": "Z", "zolo_du": "U",
    "gran": "G", "gran_du": "R", "zolo_bieda": "T", "mester": "M", "baska": "B",
}  # fmt: skip
"""One key per call, the same in every language."""
COLUMNS = 5
"""Calls a row: Baśka's longest choice (with wesele) takes two rows, not a strip wider than the window."""


def help_anchor(call: Call) -> str:
    """The rules viewer's entry for a call."""
    return f"contract-{call.contract.value}" if call.contract else f"call-{call.kind.value}"


class AuctionPanel(QWidget):
    call_chosen = Signal(object)  # Call
    help_requested = Signal(str)  # the rules viewer's anchor for a call's "?"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(8, 4, 8, 4)
        self._prompt = QLabel()
        self._layout.addWidget(self._prompt)
        self._layout.addStretch(1)
        self._grid = QGridLayout()
        self._layout.addLayout(self._grid)
        self._buttons: list[QPushButton] = []
        self._help_buttons: list[QToolButton] = []
        self._observation: Observation | None = None
        self.show_calls(None)

    def show_calls(self, observation: Observation | None) -> None:
        """Offer the legal calls of `observation`, or nothing (None)."""
        self._observation = observation
        for widget in self._buttons + self._help_buttons:
            self._grid.removeWidget(widget)
            widget.hide()  # deleted only when control returns to the event loop
            widget.deleteLater()
        self._buttons, self._help_buttons = [], []
        calls = [a for a in observation.legal if isinstance(a, Call)] if observation else []
        self._prompt.setText(_("Your call:") if calls else "")
        for call_id, group in _grouped(calls).items():
            self._buttons.append(self._button(call_id, group, observation))
            self._help_buttons.append(help_button(help_anchor(group[0]), self.help_requested))
        for index, (button, question) in enumerate(zip(self._buttons, self._help_buttons, strict=True)):
            row, column = divmod(index, COLUMNS)
            self._grid.addWidget(button, row, 2 * column)
            self._grid.addWidget(question, row, 2 * column + 1)

    def retranslate(self) -> None:
        self.show_calls(self._observation)

    def buttons(self) -> dict[str, QPushButton]:
        return {str(b.property("call_id")): b for b in self._buttons}

    def help_buttons(self) -> dict[str, QToolButton]:
        """The "?" beside each call button, by call id."""
        return dict(zip(self.buttons(), self._help_buttons, strict=True))

    def _button(self, call_id: str, group: list[Call], observation: Observation | None) -> QPushButton:
        assert observation is not None
        rules, level = observation.rules, observation.level
        first = group[0]
        label = call_label(Call(first.kind, first.contract), rules, level)
        button = keyed_button(label, call_help(first, rules, level), CALL_KEYS.get(call_id))
        button.setProperty("call_id", call_id)
        if first.jack is None:
            button.clicked.connect(lambda: self.call_chosen.emit(first))
        else:
            button.setMenu(self._jack_menu(button, group))
        return button

    def _jack_menu(self, button: QPushButton, calls: list[Call]) -> QMenu:
        """A wesele with a named jack: the user picks the jack his partner holds."""
        menu = QMenu(button)
        for call in calls:
            assert call.jack is not None
            action = menu.addAction(_("Partner: the holder of {jack}").format(jack=card_name(call.jack)))
            action.triggered.connect(lambda checked=False, c=call: self.call_chosen.emit(c))
        return menu


def _grouped(calls: list[Call]) -> dict[str, list[Call]]:
    """Calls by id: a named-jack wesele comes once per jack and gets one button."""
    groups: dict[str, list[Call]] = {}
    for call in calls:
        groups.setdefault(call.id, []).append(call)
    return dict(sorted(groups.items(), key=lambda item: _button_order(item[1][0])))


def _button_order(call: Call) -> tuple[int, int]:
    """Pass, then double, then the contracts by rank."""
    kind = {CallKind.PASS: 0, CallKind.DOUBLE: 1, CallKind.CONTRACT: 2}[call.kind]
    return kind, call.contract.rank if call.contract else 0

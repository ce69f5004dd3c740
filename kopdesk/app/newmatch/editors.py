"""The widgets that show and read the value of one house rule."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QGridLayout, QHBoxLayout, QLabel, QSpinBox, QWidget

from kopdesk.app.terms import contract_help, contract_name, side_name
from kopdesk.engine.rules import CALLABLE_CONTRACTS

Text = Callable[[], str]
"""A text looked up in the current language each time it is shown."""
Values = Mapping[str, Any]
"""House-rule id → value as spelled in deal files."""


class Editor(ABC):
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


class Choice(Editor):
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


class Switch(Editor):
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


class Number(Editor):
    def __init__(self, low: int, high: int) -> None:
        self.widget = self.spin = spin_box(low, high)

    def value(self) -> int:
        return self.spin.value()

    def set_value(self, value: Any) -> None:
        self.spin.setValue(value)

    def on_change(self, slot: Callable[[], None]) -> None:
        self.spin.valueChanged.connect(slot)


class ExitPoints(Editor):
    """The thresholds of the old and of the young, 1-52 each."""

    SIDES = ("old", "young")

    def __init__(self) -> None:
        self.widget = QWidget()
        self.labels = {side: QLabel() for side in self.SIDES}
        self.spins = {side: spin_box(1, 52) for side in self.SIDES}
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


class Contracts(Editor):
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


def spin_box(low: int, high: int) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(low, high)
    spin.setAlignment(Qt.AlignmentFlag.AlignRight)
    return spin

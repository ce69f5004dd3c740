"""The widgets that show and read the value of one house rule, one per kind of value
(`kopdesk.games.texts.Kind`); they know nothing of any game: the words come from the
game's texts."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any, assert_never

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from kopdesk.app.words import said, uses_traditional
from kopdesk.games.texts import Checks, Choice, Kind, Number, Numbers, Option, Switch, Values


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

    # Optional hooks, not abstract: most editors have nothing to do in one or the other.
    def retranslate(self, title: str) -> None:  # noqa: B027
        """Set the texts of the widget; `title` is the rule's title. By default nothing (a spin box)."""

    def follow(self, values: Values) -> None:  # noqa: B027
        """Adapt to the other rules' values (grey out what does not apply). By default nothing."""

    def show_preset(self, preset: str) -> None:  # noqa: B027
        """Show only what `preset` uses of the value. By default all of it."""


def editor_for(kind: Kind) -> Editor:
    """The editor of a rule whose value is of `kind`."""
    match kind:
        case Choice():
            return ChoiceEditor(kind)
        case Switch():
            return SwitchEditor()
        case Number():
            return NumberEditor(kind)
        case Numbers():
            return NumbersEditor(kind)
        case Checks():
            return ChecksEditor(kind)
        case _:
            assert_never(kind)


def label(option: Option) -> str:
    """An option's words in the current language, or the game's own word where the user prefers it."""
    if option.native is not None and uses_traditional():
        return option.native
    return _translated(option)


def _translated(option: Option) -> str:
    words = option.label if isinstance(option.label, tuple) else (option.label,)
    return ", ".join(said(word) for word in words)


def tip(option: Option) -> str:
    """What an option means; with the game's own word shown, led by the translated one."""
    if option.help is None:
        return ""
    if option.native is not None and uses_traditional():
        return f"{_translated(option)}: {said(option.help)}"
    return said(option.help)


class ChoiceEditor(Editor):
    def __init__(self, kind: Choice) -> None:
        self.options = kind.options
        self.widget = self.combo = QComboBox()
        for option in self.options:
            self.combo.addItem("", option.value)
        self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)

    def value(self) -> Any:
        return self.combo.currentData()

    def set_value(self, value: Any) -> None:
        self.combo.setCurrentIndex(self.combo.findData(value))

    def on_change(self, slot: Callable[[], None]) -> None:
        self.combo.currentIndexChanged.connect(slot)

    def retranslate(self, title: str) -> None:
        for index, option in enumerate(self.options):
            self.combo.setItemText(index, label(option))


class SwitchEditor(Editor):
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


class NumberEditor(Editor):
    def __init__(self, kind: Number) -> None:
        self.widget = self.spin = spin_box(kind.low, kind.high)

    def value(self) -> int:
        return self.spin.value()

    def set_value(self, value: Any) -> None:
        self.spin.setValue(value)

    def on_change(self, slot: Callable[[], None]) -> None:
        self.spin.valueChanged.connect(slot)


class NumbersEditor(Editor):
    """A label and a spin box per number, on one line."""

    def __init__(self, kind: Numbers) -> None:
        self.kind = kind
        self.parts = {part.value: part for part in kind.parts}
        self.widget = QWidget()
        self.labels = {key: QLabel() for key in self.parts}
        self.spins = {key: spin_box(kind.low, kind.high) for key in self.parts}
        row = QHBoxLayout(self.widget)
        row.setContentsMargins(0, 0, 0, 0)
        for key in self.parts:
            row.addWidget(self.labels[key])
            row.addWidget(self.spins[key])
            row.addSpacing(8)
        row.addStretch()

    def value(self) -> dict[str, int]:
        return {key: spin.value() for key, spin in self.spins.items()}

    def show_preset(self, preset: str) -> None:
        unused = self.kind.unused.get(preset, ())
        for key in self.parts:
            self.labels[key].setVisible(key not in unused)
            self.spins[key].setVisible(key not in unused)

    def set_value(self, value: Any) -> None:
        for key, spin in self.spins.items():
            spin.setValue(value[key])

    def on_change(self, slot: Callable[[], None]) -> None:
        for spin in self.spins.values():
            spin.valueChanged.connect(slot)

    def retranslate(self, title: str) -> None:
        for key, text in self.labels.items():
            text.setText(label(self.parts[key]))


class ChecksEditor(Editor):
    """A check box per item, two columns; the boxes of items that do not apply are grey."""

    def __init__(self, kind: Checks) -> None:
        self.kind = kind
        self.options = {option.value: option for option in kind.options}
        self.widget = QWidget()
        self.boxes = {value: QCheckBox() for value in self.options}
        grid = QGridLayout(self.widget)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setVerticalSpacing(2)
        rows = (len(self.boxes) + 1) // 2
        for index, box in enumerate(self.boxes.values()):
            grid.addWidget(box, index % rows, index // rows)

    def value(self) -> list[str]:
        return [item for item, box in self.boxes.items() if box.isChecked()]

    def set_value(self, value: Any) -> None:
        for item, box in self.boxes.items():
            box.setChecked(item in value)

    def on_change(self, slot: Callable[[], None]) -> None:
        for box in self.boxes.values():
            box.toggled.connect(slot)

    def retranslate(self, title: str) -> None:
        for item, box in self.boxes.items():
            box.setText(label(self.options[item]))
            box.setToolTip(tip(self.options[item]))

    def follow(self, values: Values) -> None:
        for item, box in self.boxes.items():
            box.setEnabled(self.kind.applies(item, values))


def spin_box(low: int, high: int) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(low, high)
    spin.setAlignment(Qt.AlignmentFlag.AlignRight)
    return spin

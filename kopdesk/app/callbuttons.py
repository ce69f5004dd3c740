"""The buttons of a call, the same in every family's call panel: the call with the key
that makes it, and the "?" beside it that opens the rules at that call."""

from __future__ import annotations

from PySide6.QtCore import SignalInstance
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QPushButton, QToolButton

from kopdesk.app.words import line_start
from kopdesk.i18n import _


def keyed_button(label: str, tip: str, key: str | None) -> QPushButton:
    """A call's button with its explanation as tooltip; its `key`, if any, makes the call
    and is said after the words and in the tooltip."""
    label = line_start(label)
    if key:
        # Translators: a call's button: the call ("pass", "solo", "Schuss"), then the key that makes it.
        label = _("{call} ({key})").format(call=label, key=key)
        tip += " " + _("(key {key})").format(key=key)
    button = QPushButton(label)  # the text first: setting a text clears the button's shortcut
    button.setShortcut(QKeySequence(key or ""))
    button.setToolTip(tip)
    return button


def help_button(anchor: str, requested: SignalInstance) -> QToolButton:
    """The "?" beside a call's button: a click emits `requested` with the help's `anchor`."""
    button = QToolButton()
    button.setText("?")
    button.setAutoRaise(True)
    button.setToolTip(_("What does this call mean?"))
    button.clicked.connect(lambda: requested.emit(anchor))
    return button

"""A widget that follows the language is never told of a switch once it is gone, even when
its `destroyed` signal did not reach the listener: in one order of the suite the main
window's log, deleted with its window, was asked to reword itself and raised "Internal C++
object (PlayLog) already deleted"."""

from __future__ import annotations

import shiboken6
from PySide6.QtWidgets import QWidget

from kopdesk.app.qt_i18n import follow_language
from kopdesk.i18n import _listeners, set_language


def test_a_widget_deleted_unheard_is_not_told_and_stops_listening(qapp: object) -> None:
    told: list[str] = []
    widget = QWidget()
    follow_language(widget, lambda: told.append(widget.objectName()))
    set_language("de")
    assert told == [""]
    listening = len(_listeners)
    widget.destroyed.disconnect()  # its `destroyed` reaches nobody, as it did not in that order
    shiboken6.delete(widget)
    set_language("en")
    assert told == [""]
    assert len(_listeners) == listening - 1


def test_a_widget_deleted_as_usual_stops_listening_at_once(qapp: object) -> None:
    widget = QWidget()
    listening = len(_listeners)
    follow_language(widget, lambda: None)
    assert len(_listeners) == listening + 1
    shiboken6.delete(widget)
    assert len(_listeners) == listening

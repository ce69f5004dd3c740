"""Qt's own dialogs speak the user's language, every word of them."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QAbstractButton, QFileDialog, QLabel
from pytestqt.qtbot import QtBot

from kopdesk.app.qt_i18n import apply_qt_language
from kopdesk.i18n import set_language


@pytest.fixture
def english_after() -> Iterator[None]:
    yield
    set_language("en")
    apply_qt_language("en")


def file_dialog_words(qtbot: QtBot) -> list[str]:
    """The labels and button texts of Qt's file dialog (the one kopdesk shows on Linux), as shown."""
    dialog = QFileDialog(None, "", "", "CSV (*.csv)")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    qtbot.addWidget(dialog)
    dialog.show()
    widgets = [w for w in dialog.findChildren(QLabel) + dialog.findChildren(QAbstractButton) if w.isVisible()]
    return sorted(w.text() or w.toolTip() for w in widgets)


@pytest.mark.parametrize("language", ["pl", "de"])
def test_the_file_dialog_has_no_english_word_left(qtbot: QtBot, language: str, english_after: None) -> None:
    apply_qt_language("en")
    english = file_dialog_words(qtbot)
    assert "&Look in:" in english and "Files of &type:" in english
    set_language(language)
    apply_qt_language(language)
    shown = file_dialog_words(qtbot)
    assert len(shown) == len(english)
    assert not set(shown) & set(english)

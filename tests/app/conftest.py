"""Fixtures of every window test."""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QWidget

if TYPE_CHECKING:
    from kopdesk.app.mainwindow import MainWindow


@pytest.fixture(autouse=True)
def _collect_on_the_gui_thread() -> Iterator[None]:
    """Free each test's Qt objects held in reference cycles at its end, here on the GUI
    thread (after qtbot has closed its widgets): left to the collector, they may be freed
    whenever it next runs, perhaps on the autosave's writer thread of a later test, where
    deleting a QObject crashes the process."""
    yield
    gc.collect()


@pytest.fixture
def speak(monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Callable[[str], None]]:
    """Switches the app to a language, from catalogs compiled afresh from the repository's
    translations; English again afterwards."""
    from kopdesk import i18n, i18n_tools

    folder = tmp_path_factory.mktemp("locale")
    i18n_tools.compile_all(i18n_tools.TRANSLATIONS, folder)
    monkeypatch.setattr(i18n, "LOCALE_DIR", folder)
    yield i18n.set_language
    i18n.set_language("en")


@pytest.fixture
def german(speak: Callable[[str], None]) -> None:
    """The app in German, from catalogs compiled afresh from the repository's translations."""
    speak("de")


@pytest.fixture
def window(qtbot) -> Iterator[MainWindow]:
    """The main window on the instant pace, shown at 1280×800 with no match yet. At the end
    it is closed with every window of its own it opened (the summary, the match's end, a
    review, the help, a lesson; the main window shuts its controller down), they are freed
    here on the GUI thread, and the traditional terms are off again."""
    from kopdesk.app.cardpaint import CardPainter
    from kopdesk.app.controller import GameController
    from kopdesk.app.mainwindow import MainWindow
    from kopdesk.app.words import set_traditional

    shown = MainWindow(GameController(pace="instant"), CardPainter())
    qtbot.addWidget(shown)
    shown.resize(1280, 800)
    shown.show()
    qtbot.waitExposed(shown)
    yield shown
    for own in shown.findChildren(QWidget):
        if own.isWindow():
            own.close()
    shown.close()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    set_traditional(False)

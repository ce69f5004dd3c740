"""Starting the desktop app, and the demo mode that plays bots through the real window."""

from __future__ import annotations

import json
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from kopdesk.app import terms
from kopdesk.app.cardpaint import CardPainter, Deck
from kopdesk.app.controller import GameController
from kopdesk.app.mainwindow import MainWindow
from kopdesk.app.qt_i18n import apply_qt_language
from kopdesk.app.session import Session
from kopdesk.engine import Deal, DealFile, deal_status, rules_from_preset
from kopdesk.i18n import current_language, on_language_changed, set_language, system_language
from kopdesk.storage import Level, MatchSetup, Paths, Settings

DEMO_LEVEL: Level = "club"


def run_app(language: str | None, demo: int | None) -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    if demo is not None:
        set_language(language or "en")
        apply_qt_language(current_language())
        window = MainWindow(GameController(pace="instant"), CardPainter())
        window.show()
        demo_run = Demo(window, demo)  # kept alive while the app runs
        demo_run.start()
        return app.exec()
    session = Session.load(Paths.default(), lambda settings: make_window(settings, language))
    session.window.show()
    session.start()
    return app.exec()


def make_window(settings: Settings, language: str | None) -> MainWindow:
    """The window as the settings want it; `language` (from --lang) overrides them."""
    on_language_changed(lambda: apply_qt_language(current_language()))
    set_language(language or settings.language or system_language())
    terms.set_traditional(settings.terms == "traditional")
    controller = GameController(pace=settings.pace)
    return MainWindow(controller, CardPainter(Deck(settings.deck), current_language()))


class Demo:
    """Bots in all four chairs, the fastest pace, one JSON line per finished deal."""

    def __init__(self, window: MainWindow, deals: int) -> None:
        self.window = window
        self.deals = deals
        self.finished = 0

    def start(self) -> None:
        if self.deals == 0:
            QTimer.singleShot(0, QApplication.quit)
            return
        controller = self.window.controller
        controller.deal_finished.connect(self._on_deal_finished)
        controller.autoplay_level = DEMO_LEVEL
        names = ("Ala", "Ewa", "Janek", "Zosia")
        setup = MatchSetup(rules_from_preset("kop", {"match_length": {"open": True}}), 0, (DEMO_LEVEL,) * 3, names, "0.20", "PLN", False)
        controller.start_match(setup, seed=7)

    def _on_deal_finished(self, deal: Deal) -> None:
        line = {"deal": DealFile.of(deal).to_json(), "result": deal_status(deal)}
        print(json.dumps(line, ensure_ascii=False), flush=True)
        self.finished += 1
        if self.finished >= self.deals:
            QTimer.singleShot(0, QApplication.quit)
        else:
            QTimer.singleShot(0, self.window.controller.next_deal)

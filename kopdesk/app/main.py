"""Starting the desktop app, and the demo mode that plays bots through the real window."""

from __future__ import annotations

import json
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from kopdesk.app.cardpaint import CardPainter
from kopdesk.app.controller import GameController
from kopdesk.storage import Level, MatchSetup
from kopdesk.app.mainwindow import MainWindow
from kopdesk.engine import Deal, DealFile, deal_status, rules_from_preset
from kopdesk.i18n import _, current_language, set_language, system_language

DEMO_LEVEL: Level = "club"


def default_names() -> tuple[str, str, str, str]:
    return (_("You"), "Ewa", "Janek", "Zosia")


def run_app(language: str | None, demo: int | None) -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    set_language(language or system_language())
    controller = GameController(pace="instant" if demo is not None else "normal")
    window = MainWindow(controller, CardPainter(language=current_language()))
    window.show()
    demo_run = Demo(window, demo) if demo is not None else None  # kept alive while the app runs
    if demo_run is not None:
        demo_run.start()
    else:
        setup = MatchSetup(rules_from_preset("kop"), 0, ("club", "club", "club"), default_names(), "0.20", "PLN", True)
        controller.start_match(setup)
    status = app.exec()
    controller.shutdown()
    return status


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

"""Starting the desktop app, and the demo mode that plays bots through the real window.

A normal start finds its folders (the user's, or the portable ones), starts the log,
makes sure it is the only kopdesk of this user (else it shows the running one and
ends), builds the window and then reports unexpected errors instead of closing.
A demo run does none of that: it is for tests, which run many at once.
"""

from __future__ import annotations

import json
import logging
import sys

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication

from kopdesk.app import terms
from kopdesk.app.cardpaint import CardPainter, Deck
from kopdesk.app.controller import GameController
from kopdesk.app.crash import CrashHandler, report_failed_start, versions
from kopdesk.app.icon import DESKTOP_ID, app_icon
from kopdesk.app.mainwindow import MainWindow
from kopdesk.app.qt_i18n import apply_qt_language
from kopdesk.app.session import Session
from kopdesk.app.single_instance import (
    Claim,
    SingleInstance,
    bring_forward,
    instance_folder,
    report_no_answer,
)
from kopdesk.games.kop import Deal, DealFile, deal_status, rules_from_preset
from kopdesk.i18n import (
    _,
    current_language,
    on_language_changed,
    set_language,
    system_language,
)
from kopdesk.logs import setup_logging
from kopdesk.storage import Level, MatchSetup, Paths, Settings

log = logging.getLogger(__name__)

DEMO_LEVEL: Level = "club"


def run_app(language: str | None, demo: int | None, paths: Paths | None = None, verbose: bool = False) -> int:
    """Open the window; `paths` None means the user's folders. The exit status."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    QApplication.setWindowIcon(app_icon())
    QApplication.setDesktopFileName(DESKTOP_ID)
    if demo is not None:
        return run_demo(app, language, demo)
    paths = paths or Paths.default()
    _start_log(paths, verbose)
    instance = SingleInstance(instance_folder(paths))
    claim = instance.claim()
    if claim is not Claim.OWNER:
        set_language(language or system_language())
        if claim is Claim.NO_ANSWER:
            return report_no_answer(instance.lock_file)
        print(_("kopdesk is already running; its window has been brought to the front."))
        return 0
    try:
        return _run_window(app, paths, language, instance)
    finally:
        instance.close()


def _run_window(app: QCoreApplication, paths: Paths, language: str | None, instance: SingleInstance) -> int:
    try:
        session = Session.load(paths, lambda settings: make_window(settings, language))
    except Exception as error:  # no window to keep running: report, then end
        report_failed_start(paths, error)
        return 1
    CrashHandler(paths, lambda: session.controller.deal, session.save_now).install()
    instance.show_requested.connect(lambda: bring_forward(session.window))
    session.controller.deal_finished.connect(log_deal_end)
    session.window.show()
    QTimer.singleShot(0, session.start)  # inside the event loop, where errors are reported
    return app.exec()


def _start_log(paths: Paths, verbose: bool) -> None:
    try:
        log_file = setup_logging(paths, verbose)
    except OSError as error:
        print(f"kopdesk: no log file in {paths.log_dir}: {error.strerror or error}", file=sys.stderr)
        return
    log.info("kopdesk starts: %s; log file %s", versions(), log_file)


def log_deal_end(deal: Deal) -> None:
    """One line per finished deal; with --verbose, the whole deal file too."""
    status = deal_status(deal)
    log.info(
        "deal over: %s by seat %s, %s wins, units %s",
        status["contract"], status["declarer"], status["winner"], status["units"],
    )  # fmt: skip
    log.debug("deal file: %s", DealFile.of(deal).dumps())


def run_demo(app: QCoreApplication, language: str | None, deals: int) -> int:
    set_language(language or "en")
    apply_qt_language(current_language())
    window = MainWindow(GameController(pace="instant"), CardPainter())
    window.show()
    demo_run = Demo(window, deals)  # kept alive while the app runs
    demo_run.start()
    return app.exec()


def make_window(settings: Settings, language: str | None) -> MainWindow:
    """The window as the settings want it; `language` (from --lang) overrides them."""
    on_language_changed(lambda: apply_qt_language(current_language()))
    set_language(language or settings.language or system_language())
    terms.set_traditional(settings.terms == "traditional")
    controller = GameController(pace=settings.pace)
    window = MainWindow(controller, CardPainter(Deck(settings.deck), current_language()))
    window.menus.act_dim_unplayable.setChecked(settings.dim_unplayable)
    return window


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
        rules = rules_from_preset("kop", {"match_length": {"open": True}})
        setup = MatchSetup(rules, 0, (DEMO_LEVEL,) * 3, names, "0.20", "PLN", False)
        controller.start_match(setup, seed=7)

    def _on_deal_finished(self, deal: Deal) -> None:
        line = {"deal": DealFile.of(deal).to_json(), "result": deal_status(deal)}
        print(json.dumps(line, ensure_ascii=False), flush=True)
        self.finished += 1
        if self.finished >= self.deals:
            QTimer.singleShot(0, QApplication.quit)
        else:
            QTimer.singleShot(0, self.window.controller.next_deal)

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
from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication

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
from kopdesk.app.words import set_traditional
from kopdesk.games.registry import game_of
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
DEMO_NAMES = ("Ala", "Ewa", "Janek", "Zosia")
DEMO_SEED = 7
"""The first match's seed; each further match of a demo takes the next."""


def run_app(
    language: str | None, demo: int | None, paths: Paths | None = None, verbose: bool = False, preset: str = "kop"
) -> int:
    """Open the window; `paths` None means the user's folders; `preset` is what a demo plays. The exit status."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    QApplication.setWindowIcon(app_icon())
    QApplication.setDesktopFileName(DESKTOP_ID)
    if demo is not None:
        return run_demo(app, language, demo, preset)
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


def log_deal_end(deal: Any) -> None:
    """One line per finished deal (of any game): where it stands; with --verbose, the whole deal file too."""
    game = game_of(deal.rules.preset)
    log.info("deal over: %s", json.dumps(game.status(deal), ensure_ascii=False))
    log.debug("deal file: %s", json.dumps(game.deal_json(deal), ensure_ascii=False, indent=1))


def run_demo(app: QCoreApplication, language: str | None, deals: int, preset: str = "kop") -> int:
    set_language(language or "en")
    apply_qt_language(current_language())
    window = MainWindow(GameController(pace="instant"), CardPainter())
    window.show()
    demo_run = Demo(window, deals, preset)  # kept alive while the app runs
    demo_run.start()
    return app.exec()


def make_window(settings: Settings, language: str | None) -> MainWindow:
    """The window as the settings want it; `language` (from --lang) overrides them."""
    on_language_changed(lambda: apply_qt_language(current_language()))
    set_language(language or settings.language or system_language())
    set_traditional(settings.terms == "traditional")
    controller = GameController(pace=settings.pace)
    window = MainWindow(controller, CardPainter(Deck(settings.deck), current_language()))
    window.menus.act_dim_unplayable.setChecked(settings.dim_unplayable)
    return window


class Demo:
    """Bots in every chair of `preset`'s table, the fastest pace, one JSON line per
    finished deal: its deal file and where it stands, as `kopdesk replay` prints it.
    A match that ends before the deals are done is followed by another."""

    def __init__(self, window: MainWindow, deals: int, preset: str = "kop") -> None:
        self.window = window
        self.deals = deals
        self.preset = preset
        self.game = game_of(preset)
        self.finished = 0
        self.matches = 0

    def start(self) -> None:
        if self.deals == 0:
            QTimer.singleShot(0, QApplication.quit)
            return
        controller = self.window.controller
        controller.deal_finished.connect(self._on_deal_finished)
        controller.autoplay_level = DEMO_LEVEL
        self._start_match()

    def _start_match(self) -> None:
        rules = self.game.rules(self.preset)
        seats = self.game.seats(rules)
        setup = MatchSetup(rules, 0, (DEMO_LEVEL,) * (seats - 1), DEMO_NAMES[:seats], "0.20", "PLN", False)
        self.window.controller.start_match(setup, seed=DEMO_SEED + self.matches)
        self.matches += 1

    def _on_deal_finished(self, deal: Any) -> None:
        line = {"deal": self.game.deal_json(deal), "result": self.game.status(deal)}
        print(json.dumps(line, ensure_ascii=False), flush=True)
        self.finished += 1
        match = self.window.controller.match
        if self.finished >= self.deals:
            QTimer.singleShot(0, QApplication.quit)
        elif match is not None and match.is_over:
            QTimer.singleShot(0, self._start_match)
        else:
            QTimer.singleShot(0, self.window.controller.next_deal)

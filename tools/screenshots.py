"""Screenshots of the real main window, for the README and the AppStream metadata.

    python tools/screenshots.py [OUT_DIR]        (default: docs/)

Offscreen, in English, at 1280×800: for each game a match starts with computer players,
the user's own turns are played by a bot of the same level through a deal or two (so
that the score sheet has rows) and into the next until it is well under way, and the
window is saved at the user's next turn with cards on the table. The seeds
are fixed, so that a run gives the same deals; look at every image after a change.
"""

from __future__ import annotations

import argparse
import os
import sys
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from kopdesk.app.cardpaint import CardPainter
from kopdesk.app.controller import GameController
from kopdesk.app.mainwindow import MainWindow
from kopdesk.bots.families import make_player
from kopdesk.games.registry import game_of
from kopdesk.i18n import set_language
from kopdesk.storage import MatchSetup

SIZE = (1280, 800)
LEVEL = "club"


@dataclass(frozen=True)
class Shot:
    file: str
    preset: str
    names: tuple[str, ...]
    faces: dict[str, str]
    """Deck id → the faces the View menu would choose."""
    seed: int
    deals_before: int
    """Whole deals played before the one shown."""
    actions: int
    """How many calls and moves the deal shown has seen before the window is saved."""
    stake: str = "0.20"
    currency: str = "PLN"


SHOTS = (
    Shot("screenshot-kop.png", "kop", ("Ola", "Janek", "Zosia", "Piotr"), {}, seed=3, deals_before=2, actions=6),
    Shot(
        "screenshot-schafkopf.png",
        "schafkopf",
        ("Resi", "Sepp", "Vroni", "Xaver"),
        {"german-32": "german"},
        seed=5,
        deals_before=2,
        actions=18,
        currency="EUR",
    ),
    Shot(
        "screenshot-scopa.png",
        "scopa",
        ("Giulia", "Marco"),
        {"scopa-40": "italian"},
        seed=1,
        deals_before=1,
        actions=2,
        currency="EUR",
    ),
)


class Photographer:
    """Plays the user's turns of one match until `shot` is reached, then saves the window."""

    def __init__(self, window: MainWindow, shot: Shot, path: Path) -> None:
        self.window = window
        self.shot = shot
        self.path = path
        self.game = game_of(shot.preset)
        self.player = make_player(shot.preset, LEVEL, shot.seed)
        self.deals_played = 0
        self.saved = False

    def start(self) -> None:
        controller = self.window.controller
        controller.human_to_act.connect(self._on_user_to_act)
        controller.deal_finished.connect(self._on_deal_finished)
        rules = self.game.rules(self.shot.preset)
        seats = self.game.seats(rules)
        shot = self.shot
        setup = MatchSetup(rules, 0, (LEVEL,) * (seats - 1), shot.names, shot.stake, shot.currency, False)
        controller.start_match(setup, seed=self.shot.seed)

    def _on_user_to_act(self, observation: Any) -> None:
        deal = self.window.controller.deal
        if deal is None:
            return
        if self._under_way(deal):
            QTimer.singleShot(500, self._save)  # let the last card land
            return
        action = self.player.choose(observation, threading.Event().is_set)
        QTimer.singleShot(0, lambda: self.window.controller.human_action(action))

    def _on_deal_finished(self, _deal: Any) -> None:
        self.deals_played += 1
        if self.deals_played <= self.shot.deals_before:
            QTimer.singleShot(0, self.window.controller.next_deal)
        elif not self.saved:
            QApplication.quit()  # the deal shown ended first: take() says so

    def _under_way(self, deal: Any) -> bool:
        if self.deals_played < self.shot.deals_before:
            return False
        status = self.game.status(deal)
        on_table = status.get("trick") or status.get("table")
        return status["phase"] == "play" and len(deal.history) >= self.shot.actions and bool(on_table)

    def _save(self) -> None:
        self.saved = self.window.grab().save(str(self.path))
        QApplication.quit()


def take(shot: Shot, out: Path) -> None:
    window = MainWindow(GameController(pace="instant"), CardPainter())
    window.set_faces(shot.faces)
    window.resize(*SIZE)
    window.show()
    photographer = Photographer(window, shot, out / shot.file)
    photographer.start()
    QApplication.exec()
    window.controller.shutdown()
    window.close()
    window.deleteLater()
    if not photographer.saved:
        raise SystemExit(
            f"{shot.file}: not written (the deal ended before it was under way, or the folder is not writable)"
        )
    print(out / shot.file)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", type=Path, default=Path(__file__).resolve().parent.parent / "docs")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])
    app.setApplicationName("kopdesk")
    set_language("en")
    for shot in SHOTS:
        take(shot, args.out)


if __name__ == "__main__":
    main()

"""`python -m kopdesk.app.bench`: the desktop figures (start-up, memory, frame time).

Medians over several runs; run it on an idle machine and quote the figures,
never as a timed test. Uses the offscreen platform unless a display is set.
"""

from __future__ import annotations

import json
import os
import resource
import statistics
import subprocess
import sys
import time

RUNS = 5


def _use_offscreen_without_display() -> None:
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _kopdesk(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "kopdesk", *args], capture_output=True, text=True, check=True)


BARE_WINDOW = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.resize(1180, 780)
window.show()
QTimer.singleShot(0, app.quit)
app.exec()
"""


def _timed(command: list[str]) -> float:
    # As installed (pip compiles the bytecode), not as a checkout run with
    # PYTHONDONTWRITEBYTECODE, which would compile every module at every start.
    environment = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    started = time.perf_counter()
    subprocess.run(command, capture_output=True, check=True, env=environment)
    return time.perf_counter() - started


def start_up_seconds() -> tuple[float, float, float]:
    """From launch to the window shown and closed again (`--demo 0`), the same for a
    bare PySide6 window, run in turn, and their ratio pair by pair: medians of RUNS."""
    ours, bare = [], []
    _timed([sys.executable, "-m", "kopdesk", "--demo", "0"])  # warm-up: the bytecode is written
    for _ in range(RUNS):
        ours.append(_timed([sys.executable, "-m", "kopdesk", "--demo", "0"]))
        bare.append(_timed([sys.executable, "-c", BARE_WINDOW]))
    ratios = [a / b for a, b in zip(ours, bare, strict=True)]
    return statistics.median(ours), statistics.median(bare), statistics.median(ratios)


def playing_memory_mb(deals: int = 24) -> float:
    """Peak resident memory of the app playing `deals` deals in the window."""
    _kopdesk("--demo", str(deals))
    return resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024


def trick_frame_ms(frames: int = 120) -> float:
    """Time to paint one frame of the table while a trick slides to its winner."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication, QGraphicsView

    from kopdesk.app.cardpaint import CardPainter
    from kopdesk.app.controller import GameController
    from kopdesk.app.mainwindow import MainWindow
    from kopdesk.games.kop import rules_from_preset
    from kopdesk.storage import MatchSetup

    app = QApplication.instance() or QApplication([])
    window = MainWindow(GameController(pace="instant"), CardPainter())
    window.resize(1280, 800)
    window.show()
    setup = MatchSetup(rules_from_preset("kop"), 0, ("club",) * 3, ("A", "B", "C", "D"), "0.20", "PLN", True)
    window.controller.start_match(setup, seed=1)
    app.processEvents()
    view = window.findChild(QGraphicsView)  # Kop's board's: the window's one table view
    assert view is not None
    scene = view.scene()
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)
    cards = [item for item in scene.items() if hasattr(item, "card")][:4]
    times = []
    for frame in range(frames):
        for item in cards:  # the four cards of a trick on their way across the felt
            item.setPos(item.pos() + QPointF(1.5, -1.0) * (1 if frame % 60 < 30 else -1))
        started = time.perf_counter()
        painter = QPainter(image)
        scene.render(painter)
        painter.end()
        times.append((time.perf_counter() - started) * 1000)
    window.controller.shutdown()
    return statistics.median(times)


def main() -> int:
    _use_offscreen_without_display()
    start_up, bare_window, ratio = start_up_seconds()
    figures = {
        "start_up_s_median": round(start_up, 3),
        "bare_window_s_median": round(bare_window, 3),
        "start_up_ratio_median": round(ratio, 2),
        "memory_playing_mb": round(playing_memory_mb(), 1),
        "trick_frame_ms_median": round(trick_frame_ms(), 2),
    }
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The Kop board of a window under test, and the summary its deal ends in."""

from __future__ import annotations

from kopdesk.app.kop.board import KopBoard
from kopdesk.app.kop.summary import DealSummary
from kopdesk.app.mainwindow import MainWindow


def kop_board(window: MainWindow) -> KopBoard:
    """The window's board of Kop and Baśka, made with its first deal of them."""
    presenter = window.boards.get("kop")
    assert presenter is not None, "no deal of Kop or Baśka yet"
    board = presenter.board
    assert isinstance(board, KopBoard)
    return board


def kop_summary(window: MainWindow) -> DealSummary:
    """The summary of the Kop deal last finished, in the window's summary dialog."""
    summary = window.board_summary.pane.widget()
    assert isinstance(summary, DealSummary), "no summary of a Kop deal shown"
    return summary

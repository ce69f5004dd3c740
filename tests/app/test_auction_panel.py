"""The auction panel offers exactly the calls of the moment, and no stale ones."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton

from kopdesk.app.auction_panel import AuctionPanel
from kopdesk.app.tutorial import Tutorial


def visible_buttons(panel: AuctionPanel) -> list[str]:
    return [b.text() for b in panel.findChildren(QPushButton) if b.isVisible()]


def test_the_calls_disappear_at_once_when_the_auction_ends(qtbot) -> None:
    panel = AuctionPanel()
    qtbot.addWidget(panel)
    panel.show()
    observation = Tutorial.deal().observation(0)
    panel.show_calls(observation)
    assert sorted(panel.buttons()) == sorted(call.id for call in observation.legal)
    qtbot.waitUntil(lambda: len(visible_buttons(panel)) == len(observation.legal), timeout=2000)
    panel.show_calls(None)  # no event loop in between: the old buttons still exist
    assert visible_buttons(panel) == []

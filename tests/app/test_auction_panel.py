"""The auction panel offers exactly the calls of the moment, and no stale ones."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QPushButton

from kopdesk.app.auction_panel import CALL_KEYS, AuctionPanel, help_button, keyed_button
from kopdesk.app.tutorial import Tutorial
from kopdesk.games.kop import Deal, rules_from_preset


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


def test_every_call_button_shows_its_key_and_explains_itself(qtbot) -> None:
    panel = AuctionPanel()
    qtbot.addWidget(panel)
    deal = Deal(rules_from_preset("baska"), 2, Tutorial.deal().dealt)
    observation = deal.observation(deal.to_move)
    panel.show_calls(observation)
    buttons = panel.buttons()
    assert {"pass", "double", "gran", "zolo", "gran_du", "zolo_du"} <= set(buttons)
    for call_id, button in buttons.items():
        key = CALL_KEYS[call_id]
        assert button.text().endswith(f" ({key})") and button.shortcut().toString() == key
        tip = button.toolTip()
        assert f"(key {key})" in tip and len(tip) > len(f"(key {key})") + 20  # a sentence about the call
    assert buttons["pass"].text() == "pass (P)"


class _Asker(QObject):
    asked = Signal(str)


def test_the_call_buttons_of_every_panel_share_keys_and_help(qtbot) -> None:
    """One home for the Kop and Schafkopf panels' buttons: the key after the words and
    in the tooltip, and the "?" asking the help."""
    keyed = keyed_button("pass", "Say nothing.", "P")
    assert (keyed.text(), keyed.toolTip(), keyed.shortcut().toString()) == ("pass (P)", "Say nothing. (key P)", "P")
    plain = keyed_button("Solo", "Alone.", None)
    assert (plain.text(), plain.toolTip(), plain.shortcut().isEmpty()) == ("Solo", "Alone.", True)
    asker = _Asker()
    question = help_button("schafkopf-call-solo", asker.asked)
    qtbot.addWidget(question)
    with qtbot.waitSignal(asker.asked, timeout=1000) as asked:
        question.click()
    assert (question.text(), asked.args) == ("?", ["schafkopf-call-solo"])

"""The buttons of a call, shared by every family's call panel."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from kopdesk.app.callbuttons import help_button, keyed_button


class _Asker(QObject):
    asked = Signal(str)


def test_the_call_buttons_of_every_panel_share_keys_and_help(qtbot) -> None:
    """One home for the Kop and Schafkopf panels' buttons: the call's words capitalised (a
    translated call is lower case in running text), the key after them and in the tooltip,
    and the "?" asking the help."""
    keyed = keyed_button("pass", "Say nothing.", "P")
    assert (keyed.text(), keyed.toolTip(), keyed.shortcut().toString()) == ("Pass (P)", "Say nothing. (key P)", "P")
    plain = keyed_button("Solo", "Alone.", None)
    assert (plain.text(), plain.toolTip(), plain.shortcut().isEmpty()) == ("Solo", "Alone.", True)
    asker = _Asker()
    question = help_button("sk-term-solo", asker.asked)
    qtbot.addWidget(question)
    with qtbot.waitSignal(asker.asked, timeout=1000) as asked:
        question.click()
    assert (question.text(), asked.args) == ("?", ["sk-term-solo"])

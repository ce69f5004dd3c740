"""What a family's lessons and house rules show, as text, for the tests of the
traditional-terms switch (each family's test_*_terms.py)."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QWidget

from kopdesk.app.lessons import Coaching, lessons
from kopdesk.app.newmatch.dialog import NewMatchDialog
from kopdesk.games.registry import family_of_preset
from kopdesk.storage import Settings


def lesson_page_texts(family: str) -> Iterator[str]:
    """Every word of the family's lessons as the lesson view shows it, with the switch as it
    stands: each page's recap, explanation (the intro, the ending) and instruction."""
    for preset, start in lessons().items():
        if family_of_preset(preset).name == family:
            coach: Coaching = start()
            for page in coach.pages():
                yield from (page.recap, page.explanation, page.instruction)


def house_rule_texts(qtbot, preset: str) -> list[str]:
    """Every word of the New match dialog's house rules of `preset`'s family, as shown with
    the switch as it stands: the rules' titles and explanations, their options and every
    tooltip."""
    dialog = NewMatchDialog(Settings(preset=preset))
    qtbot.addWidget(dialog)
    page = dialog._pages[family_of_preset(preset).name].scroll.widget()
    texts: list[str] = []
    for widget in page.findChildren(QWidget):
        texts.append(widget.toolTip())
        if isinstance(widget, (QLabel, QAbstractButton)):
            texts.append(widget.text())
        if isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
            texts += [widget.itemData(i, Qt.ItemDataRole.ToolTipRole) or "" for i in range(widget.count())]
    return texts

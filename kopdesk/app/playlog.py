"""`PlayLog`: the log of the play, a line per call, card or capture of the deal on the
table, in every game, so that the user can follow the computer players.

It follows the controller itself and words the deal afresh from its history at every
news (a deal started, undone or played from a point; events applied) and at a language
switch, so that it is always the deal on the table. The words are the family's,
`log_lines` in `kopdesk/app/<family>/playlog.py`, found by the registry's family name;
the cards are named as the painter shows them.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem, QWidget

from kopdesk.app.boards import family_of
from kopdesk.app.cardpaint.faces import FacesInUse
from kopdesk.app.controller import GameController
from kopdesk.app.playlines import LineKind, LogLine, Players
from kopdesk.app.qt_i18n import follow_language

LogWords = Callable[[Any, Players, FacesInUse], list[LogLine]]


def log_words(family: str) -> LogWords:
    """`family`'s `log_lines(deal, players, faces)`, its module imported now."""
    words: LogWords = importlib.import_module(f"kopdesk.app.{family}.playlog").log_lines
    return words


class PlayLog(QListWidget):
    def __init__(self, controller: GameController, faces: FacesInUse, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller, self.faces = controller, faces
        self.setObjectName("play-log")
        self.setWordWrap(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self._shown: list[LogLine] = []
        controller.deal_started.connect(self.refresh)
        controller.events_happened.connect(self.refresh)
        follow_language(self, self.refresh)

    def lines(self) -> list[str]:
        """The lines shown, top to bottom."""
        return [self.item(row).text() for row in range(self.count())]

    def refresh(self, *_news: object) -> None:
        """Word the deal on the table again: the lines it shares with those shown stay,
        the others go, the new ones are added at the bottom."""
        deal = self.controller.deal
        family = family_of(deal)
        lines = [] if family is None else log_words(family)(deal, self._players(), self.faces)
        kept = _shared_start(self._shown, lines)
        for row in reversed(range(kept, self.count())):
            self.takeItem(row)
        for line in lines[kept:]:
            self.addItem(_item(line))
        self._shown = lines
        if len(lines) > kept:
            self.scrollToBottom()

    def _players(self) -> Players:
        setup = self.controller.setup
        seats = len(setup.names) if setup is not None else 0
        return Players.of(tuple(self.controller.name_of(seat) for seat in range(seats)))


def _shared_start(shown: Sequence[LogLine], lines: Sequence[LogLine]) -> int:
    """How many lines at the start `shown` and `lines` have in common."""
    same = 0
    for before, now in zip(shown, lines, strict=False):
        if before != now:
            break
        same += 1
    return same


def _item(line: LogLine) -> QListWidgetItem:
    """A line as shown: a heading in bold, what followed an action in italics."""
    item = QListWidgetItem(line.text)
    if line.kind is not LineKind.ACTION:
        font = QFont(item.font())
        font.setBold(line.kind is LineKind.HEADING)
        font.setItalic(line.kind is LineKind.AFTER)
        item.setFont(font)
    return item

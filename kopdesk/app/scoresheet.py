"""The score sheet of a match of any game: one row per deal, running totals.

On screen each row shows the deal's number, every player's (or side's) units, then the
game; the bottom row holds the running totals. A game words its sheet (`Sheet`: Kop's
in `kop/sheet.py`, the others' in `<family>/sheet.py`, found by
`familysheet.family_sheet`); tinted lines and tooltips are its own. So few columns leave
the table beside the sheet most of the window. `export_csv` writes the sheet for a
spreadsheet, with running totals per deal.
"""

from __future__ import annotations

import io
import math
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF
from PySide6.QtWidgets import (
    QAbstractItemView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from kopdesk.i18n import _, pgettext, signed_units
from kopdesk.storage import atomic_write_text

BOK_TINT = QColor("#fbe9c6")
GAME_CHARACTERS = 24
"""The game's column is at most about this many characters wide, so that the sheet
leaves the table its room; a longer game ("Sauspiel with the Eichel-Sau Schneider ×2")
wraps."""
GAME_MIN_CHARACTERS = 20
"""The game's column is at least about this many characters wide from the first deal,
so that the usual games fit without widening the sheet later."""
WIDEST_UNITS = -888
"""A score as wide as a match's usually get: a player's column is at least this wide
from the first deal, so that the sheet keeps its width as the totals grow."""
ITEM_PADDING = 4
"""The items' padding left and right (their style sheet)."""
ITEM_MARGIN = 4
"""What the style keeps beside an item's text besides its padding (the focus frame's margin), and a little more."""
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


@dataclass(frozen=True, slots=True)
class SheetLine:
    """One deal on the sheet, worded: its units (or points) and running totals per column."""

    number: int
    dealer: str
    units: tuple[int, ...]
    totals: tuple[int, ...]
    game: str
    notes: tuple[str, ...]
    """What the deal's tooltip tells."""
    tinted: bool = False


@dataclass(frozen=True, slots=True)
class Sheet:
    """A match's sheet of any game, worded: a column per player (or side), a line per deal,
    the totals and, under them, lines of money or of what a side still needs."""

    columns: tuple[str, ...]
    lines: tuple[SheetLine, ...]
    totals: tuple[int, ...]
    footer: tuple[tuple[str, tuple[str, ...]], ...] = ()
    """(heading, a text per column) under the totals."""
    totals_note: str = ""
    signed: bool = True
    """Units won or lost, with their sign (+4, -4); else points, which only add up (Scopa)."""
    csv_rows: tuple[tuple[str, ...], ...] = ()
    """The sheet for a spreadsheet, a header first, where the game writes more than its
    lines show (Kop: the doublings and the bok round); empty: its lines."""
    game_heading: str = ""
    """The heading of the lines' `game`, where it says something else than the game played
    (Scopa: the sweeps made); empty: "Game"."""

    def headings(self) -> tuple[str, str, str]:
        """The headings of a deal's number, its dealer and its `game`."""
        deal, dealer, game = deal_headings()
        return deal, dealer, self.game_heading or game

    def number(self, value: int) -> str:
        return signed_units(value) if self.signed else str(value)


class ScoreSheet(QWidget):
    """The running score of a match, deal by deal."""

    width_needed = Signal(int, bool)
    """The width that shows every column, and whether the columns are new (a new match,
    another language): else it grew, since within a match no column narrows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._width_told = 0
        self._headings: list[str] = []
        self._floors: list[int] = []
        """The columns' widths so far with these headings: none narrows, so that the sheet
        keeps its width from deal to deal."""
        self._sheet: Callable[[], Sheet] | None = None
        """Words the match's sheet in the current language; None before a match."""
        self.table = QTableWidget(0, 0)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 10)
        self.table.setStyleSheet(
            f"QTableWidget::item {{ padding: 0 {ITEM_PADDING}px; }} QHeaderView::section {{ padding: 3px 3px; }}"
        )
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)
        self.retranslate()

    def sizeHint(self) -> QSize:
        """Wide enough for every column, tall enough for a dozen deals."""
        header = self.table.horizontalHeader()
        frame = 2 * self.table.frameWidth()
        rows = self.table.verticalHeader().defaultSectionSize() * 13
        return QSize(self._columns_width(), header.sizeHint().height() + rows + frame)

    def _columns_width(self) -> int:
        """Every column, the frame and room for the scroll bar that a long match brings."""
        frame = 2 * self.table.frameWidth()
        return self.table.horizontalHeader().length() + frame + self.table.verticalScrollBar().sizeHint().width()

    def show_sheet(self, sheet: Callable[[], Sheet]) -> None:
        """Show the sheet of a match, worded by `sheet` (again when the language changes)."""
        self._sheet = sheet
        self.retranslate()

    def retranslate(self) -> None:
        """Render every text again in the current language."""
        self._show(self._sheet() if self._sheet is not None else _BLANK)

    def _show(self, sheet: Sheet) -> None:
        _deal, _dealer, game = sheet.headings()
        # Translators: heading of the score sheet's column of deal numbers, kept short so that the sheet is narrow.
        headings = [pgettext("score sheet", "No."), *sheet.columns, game]
        self.table.setColumnCount(len(headings))
        self.table.setHorizontalHeaderLabels(headings)
        self.table.setRowCount(len(sheet.lines) + 1 + len(sheet.footer))
        for index, line in enumerate(sheet.lines):
            self._fill_deal(index, line, sheet.number)
        self._fill_totals(len(sheet.lines), sheet)
        new_columns = headings != self._headings
        if new_columns:
            self._headings, self._floors = headings, [0] * len(headings)
        self._fit_columns(sheet)
        self.table.scrollToBottom()
        if new_columns or self._columns_width() != self._width_told:
            self._width_told = self._columns_width()
            self.width_needed.emit(self._width_told, new_columns)

    def _fit_columns(self, sheet: Sheet) -> None:
        """Every column as wide as its contents, and never narrower than it was with these
        headings; the players' columns all alike and wide enough for a score of
        WIDEST_UNITS; the game's GAME_MIN_CHARACTERS to GAME_CHARACTERS wide (a longer game
        wraps onto a taller row)."""
        self.table.resizeColumnsToContents()
        players = range(1, len(sheet.columns) + 1)
        game = len(sheet.columns) + 1
        characters = self.fontMetrics().averageCharWidth()
        score = self.fontMetrics().horizontalAdvance(sheet.number(WIDEST_UNITS)) + 2 * (ITEM_PADDING + ITEM_MARGIN)
        wanted = [self.table.columnWidth(column) for column in range(game + 1)]
        wanted[1:game] = [max(score, *wanted[1:game])] * len(players)
        one_line = max((self._one_line_width(line.game) for line in sheet.lines), default=0)
        wanted[game] = min(max(wanted[game], one_line, characters * GAME_MIN_CHARACTERS), characters * GAME_CHARACTERS)
        self._floors = [max(floor, width) for floor, width in zip(self._floors, wanted, strict=True)]
        for column, width in enumerate(self._floors):
            self.table.setColumnWidth(column, width)
        self._fit_rows(game)

    def _one_line_width(self, text: str) -> int:
        """The width a column needs to show `text` on one line as `_fit_rows` measures it (Qt's
        own fitting makes it a pixel narrower, which `_fit_rows` would wrap onto a taller row)."""
        return math.ceil(QFontMetricsF(self.table.font()).horizontalAdvance(text)) + 2 * (ITEM_PADDING + ITEM_MARGIN)

    def _fit_rows(self, column: int) -> None:
        """Each row as tall as the words of `column` wrapped at its width, less the items'
        padding (which Qt's own row fitting leaves out, and then cuts the words with "…")."""
        metrics = self.table.fontMetrics()
        inner = self.table.columnWidth(column) - 2 * (ITEM_PADDING + ITEM_MARGIN)
        one_line = self.table.verticalHeader().defaultSectionSize()
        for row in range(self.table.rowCount()):
            item = self.table.item(row, column)
            box = QRect(0, 0, inner, 10 * one_line)
            wrapped = metrics.boundingRect(box, Qt.TextFlag.TextWordWrap, item.text() if item else "").height()
            self.table.setRowHeight(row, one_line + max(0, wrapped - metrics.height()))

    def _fill_deal(self, index: int, line: SheetLine, number: Callable[[int], str]) -> None:
        cells = [(str(line.number), RIGHT, line.notes)]
        for units, total in zip(line.units, line.totals, strict=True):
            running = _("Total after this deal: {total}").format(total=number(total))
            cells.append((number(units), RIGHT, (running, *line.notes)))
        cells.append((line.game, LEFT, line.notes))
        for column, (text, alignment, tips) in enumerate(cells):
            item = _item(text, alignment)
            item.setToolTip("\n".join(tips))
            if line.tinted:
                item.setBackground(BOK_TINT)
            self.table.setItem(index, column, item)

    def _fill_totals(self, index: int, sheet: Sheet) -> None:
        bold = QFont(self.table.font())
        bold.setBold(True)
        rows = [(_("Total"), tuple(sheet.number(total) for total in sheet.totals)), *sheet.footer]
        for offset, (heading, texts) in enumerate(rows):
            cells = [(heading, LEFT)] + [(text, RIGHT) for text in texts]
            for column in range(self.table.columnCount()):
                item = _item(*cells[column]) if column < len(cells) else _item("", LEFT)
                item.setFont(bold)
                item.setToolTip(sheet.totals_note)
                self.table.setItem(index + offset, column, item)

    def export_csv(self, path: str | os.PathLike[str]) -> None:
        """Write the sheet as UTF-8 CSV: a header, then each deal with units and running totals."""
        if self._sheet is None:
            raise ValueError("there is no match to export")
        sheet = self._sheet()
        rows = sheet.csv_rows or _csv_rows(sheet)
        import csv

        text = io.StringIO(newline="")
        csv.writer(text).writerows(rows)
        atomic_write_text(Path(path), text.getvalue())


def dealt_by(name: str) -> str:
    """A deal's tooltip on the sheet: who dealt it."""
    # Translators: the tooltip of a deal on the score sheet; {name} is the dealer.
    return _("Dealt by {name}").format(name=name)


def deal_headings() -> tuple[str, str, str]:
    """The headings of a deal's number, its dealer and its game."""
    # Translators: column headings of the score sheet.
    return _("Deal"), _("Dealer"), _("Game")


_BLANK = Sheet(("", "", "", ""), (), (0, 0, 0, 0))
"""The sheet before a match: four players, no deal."""


def _item(text: str, alignment: Qt.AlignmentFlag) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setTextAlignment(alignment)
    return item


def _csv_rows(sheet: Sheet) -> tuple[tuple[str, ...], ...]:
    """A sheet for a spreadsheet: deal, dealer, game, each column's units or points, running totals."""
    deal, dealer, game = sheet.headings()
    header = (deal, dealer, game, *sheet.columns, *(_("{name} total").format(name=c) for c in sheet.columns))
    lines = ((str(line.number), line.dealer, line.game, *map(str, line.units + line.totals)) for line in sheet.lines)
    return (header, *lines)

"""The score sheet (zapis) of a match: one row per deal, running totals (RULES.md 9).

On screen each row shows the deal's number, every player's units, then the game with
its counted doublings as a factor ("solo ×4"); the bottom row holds the running totals.
Deals in a bok round are tinted; the dealer and the bok round are told in each cell's
tooltip. So few columns leave the table beside the sheet most of the window.
`export_csv` writes every column (dealer, doublings, bok round), with running totals
per deal, for a spreadsheet.
"""

from __future__ import annotations

import csv
import io
import os
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from kopdesk.app import terms
from kopdesk.app.explain import signed_units
from kopdesk.app.players import shown_names
from kopdesk.games.kop import Match, SheetRow
from kopdesk.i18n import _, pgettext
from kopdesk.storage import atomic_write_text

BOK_TINT = QColor("#fbe9c6")
PLAYER_COLUMNS = range(1, 5)
"""The players' units follow the deal's number; the game comes after."""
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


class ScoreSheet(QWidget):
    """The running score of a match, deal by deal."""

    width_needed = Signal(int)
    """The width that shows every column changed (a new name, a longer game)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._width_told = 0
        self._match: Match | None = None
        self._given_names: tuple[str, ...] = ("", "", "", "")
        self.table = QTableWidget(0, len(_screen_headings(self._names)))
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 10)
        self.table.setStyleSheet(
            "QTableWidget::item { padding: 0 4px; } QHeaderView::section { padding: 3px 3px; }"
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

    def update_from(self, match: Match, names: Sequence[str]) -> None:
        """Show every deal of `match` so far; `names` are the players by seat."""
        self._match, self._given_names = match, tuple(names)
        self.retranslate()

    @property
    def _names(self) -> tuple[str, ...]:
        """The players' names as shown now (the user's default name in today's language)."""
        return shown_names(self._given_names)

    def retranslate(self) -> None:
        """Render every text again in the current language."""
        self.table.setHorizontalHeaderLabels(_screen_headings(self._names))
        rows = self._match.rows if self._match else []
        self.table.setRowCount(len(rows) + 1)
        for index, row in enumerate(rows):
            self._fill_deal(index, row)
        self._fill_totals(len(rows), self._match.totals if self._match else (0, 0, 0, 0))
        self._fit_columns()
        self.table.scrollToBottom()

    def _fit_columns(self) -> None:
        """Every column as wide as its contents; the players' columns all alike."""
        self.table.resizeColumnsToContents()
        width = max(self.table.columnWidth(c) for c in PLAYER_COLUMNS)
        for column in PLAYER_COLUMNS:
            self.table.setColumnWidth(column, width)
        if self._columns_width() != self._width_told:
            self._width_told = self._columns_width()
            self.width_needed.emit(self._width_told)

    def _fill_deal(self, index: int, row: SheetRow) -> None:
        number, dealer, game, doublings, _bok = _deal_texts(row, self._names)
        # Translators: the tooltip of a deal on the score sheet; {name} is the dealer.
        notes = [_("Dealt by {name}").format(name=dealer), *self._bok_notes(row)]
        cells = [(number, RIGHT, notes)]
        for units, total in zip(row.units, row.totals, strict=True):
            running = _("Total after this deal: {total}").format(total=signed_units(total))
            cells.append((signed_units(units), RIGHT, [running, *notes]))
        cells.append((f"{game} {doublings}".strip(), LEFT, notes))
        for column, (text, alignment, tips) in enumerate(cells):
            item = _item(text, alignment)
            item.setToolTip("\n".join(tips))
            if row.in_bok_round:
                item.setBackground(BOK_TINT)
            self.table.setItem(index, column, item)

    def _bok_notes(self, row: SheetRow) -> list[str]:
        notes = []
        if row.in_bok_round:
            notes.append(_("Bok round: this deal counts double."))
        if self._match is not None and self._match.rules.bok_round and row.starts_bok_round:
            notes.append(_("52:52: the next four deals count double."))
        return notes

    def _fill_totals(self, index: int, totals: Sequence[int]) -> None:
        bold = QFont(self.table.font())
        bold.setBold(True)
        cells = [(_("Total"), LEFT)] + [(signed_units(total), RIGHT) for total in totals]
        for column in range(self.table.columnCount()):
            item = _item(*cells[column]) if column < len(cells) else _item("", LEFT)
            item.setFont(bold)
            self.table.setItem(index, column, item)

    def export_csv(self, path: str | os.PathLike[str]) -> None:
        """Write the sheet as UTF-8 CSV: a header, then each deal with units and running totals."""
        if self._match is None:
            raise ValueError("there is no match to export")
        rows = [_headings(self._names) + [_("{name} total").format(name=n) for n in self._names]]
        rows += [_csv_row(row, self._names) for row in self._match.rows]
        text = io.StringIO(newline="")
        csv.writer(text).writerows(rows)
        atomic_write_text(Path(path), text.getvalue())


def _screen_headings(names: Sequence[str]) -> list[str]:
    _deal, _dealer, game, *_factors = _headings(())
    # Translators: heading of the score sheet's column of deal numbers, kept short so that the sheet is narrow.
    return [pgettext("score sheet", "No."), *names, game]


def _headings(names: Sequence[str]) -> list[str]:
    # Translators: column headings of the score sheet; "Bok round" is the Baśka "bok-runda".
    return [_("Deal"), _("Dealer"), _("Game"), _("Doublings"), _("Bok round"), *names]


def _item(text: str, alignment: Qt.AlignmentFlag) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setTextAlignment(alignment)
    return item


def _deal_texts(row: SheetRow, names: Sequence[str]) -> list[str]:
    """Number, dealer, game, counted doublings as a factor, the bok-round mark."""
    doublings = row.score.counted_doublings
    return [
        str(row.number),
        names[row.dealer],
        terms.contract_name(row.contract),
        f"×{2**doublings}" if doublings else "",
        "×2" if row.in_bok_round else "",
    ]


def _csv_row(row: SheetRow, names: Sequence[str]) -> list[str]:
    return _deal_texts(row, names) + [str(units) for units in row.units + row.totals]

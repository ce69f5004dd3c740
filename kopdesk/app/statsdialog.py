"""The statistics dialog: how the user has fared, per game, contract and side.

A combo picks the game (all, or one preset of any family); three figures give the
deals played, the share won and the units; a table breaks them down in the words of
the game's family (Kop's by contract and side, Schafkopf's by game and role; all games
by game); a chart painted with QPainter shows the units won over the deals. A note says how
many rows of the database could not be read (and are left out). "Reset
statistics…" forgets every deal after a confirmation, which tests replace.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from kopdesk.app.kop.summary import LEFT, LOSS_COLOUR, RIGHT, WIN_COLOUR
from kopdesk.app.newmatch import preset_name
from kopdesk.app.qt_i18n import follow_language
from kopdesk.games.registry import PRESETS, UnknownPreset, game_of
from kopdesk.i18n import _, format_number, ngettext, pgettext, signed_units
from kopdesk.stats import Statistics, Summary, Tally

Confirm = Callable[[QWidget], bool]
"""Asks the user, over the given window, whether to forget every deal."""

CHOICES: tuple[str | None, ...] = (None, *PRESETS)
"""The games the combo offers: None for all of them, then each preset of every family."""
NUMBER_COLUMNS = 4  # played, won, win rate, units
FIGURE_SCALE = 2.0
FILL_ALPHA = 60
ROW_PADDING = 6


def ask_reset(parent: QWidget) -> bool:
    buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
    answer = QMessageBox.question(
        parent,
        _("Reset statistics"),
        _("Forget every deal you have played, in every game? This cannot be undone."),
        buttons,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes


def win_rate_text(tally: Tally) -> str:
    if tally.win_rate is None:
        return "–"
    # Translators: a share of deals won; {percent} is a whole number, e.g. 57.
    return _("{percent}%").format(percent=format_number(round(100 * tally.win_rate)))


class StatisticsDialog(QDialog):
    """The user's statistics, read from `statistics` each time they are shown."""

    def __init__(self, statistics: Statistics, parent: QWidget | None = None, confirm: Confirm = ask_reset) -> None:
        super().__init__(parent)
        self._statistics = statistics
        self._confirm = confirm
        self._game_label = QLabel()
        self.game_combo = QComboBox()
        self.game_combo.addItems(["" for _choice in CHOICES])
        self.figures = {key: _Figure() for key in ("played", "won", "units")}
        self.unreadable_note = QLabel()
        self.unreadable_note.setWordWrap(True)
        self.table = _breakdown_table()
        self._chart_title = QLabel()
        self.chart = UnitsChart()
        self.reset_button = QPushButton()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self._lay_out()
        self.game_combo.currentIndexChanged.connect(self.refresh)
        self.reset_button.clicked.connect(self.reset)
        self.buttons.rejected.connect(self.reject)
        self.retranslate()
        # Follow a language switch while open; stop listening when closed.
        self.finished.connect(follow_language(self, self.retranslate))

    def _lay_out(self) -> None:
        game = QHBoxLayout()
        game.addWidget(self._game_label)
        game.addWidget(self.game_combo)
        game.addStretch()
        figures = QHBoxLayout()
        for figure in self.figures.values():
            figures.addWidget(figure)
        chart = QVBoxLayout()
        chart.addWidget(self._chart_title)
        chart.addWidget(self.chart, 1)
        middle = QHBoxLayout()
        middle.setSpacing(18)
        middle.addWidget(self.table, 0, Qt.AlignmentFlag.AlignTop)
        middle.addLayout(chart, 1)
        outer = QVBoxLayout(self)
        outer.setSpacing(12)
        outer.addLayout(game)
        outer.addLayout(figures)
        outer.addWidget(self.unreadable_note)
        outer.addLayout(middle, 1)
        outer.addWidget(self.buttons)

    def preset(self) -> str | None:
        """The game shown: a preset, or None for all."""
        return CHOICES[self.game_combo.currentIndex()]

    # -- showing the numbers --------------------------------------------------------------

    def refresh(self) -> None:
        """Read the statistics again and show them."""
        summary = self._statistics.summary(self.preset())
        self._show_figures(summary.total)
        self._show_unreadable(summary.unreadable)
        _fill_table(self.table, _rows(summary, self.preset()))
        self.chart.set_totals([total for _when, total in self._statistics.units_over_time(self.preset())])
        # Rows that cannot be read can be reset too.
        self.reset_button.setEnabled(self._statistics.summary().total.played + summary.unreadable > 0)

    def _show_figures(self, total: Tally) -> None:
        self.figures["played"].show_value(
            format_number(total.played), ngettext("deal played", "deals played", total.played)
        )
        self.figures["won"].show_value(win_rate_text(total), _("of the deals won"))
        self.figures["units"].show_value(
            signed_units(total.units),
            # Translators: the units (points of the score sheet) won in all deals; negative: lost.
            ngettext("unit in all", "units in all", abs(total.units)),
            _units_colour(total.units),
        )

    def _show_unreadable(self, rows: int) -> None:
        self.unreadable_note.setVisible(rows > 0)
        self.unreadable_note.setText(
            # Translators: rows of the statistics database that were hand-edited or damaged.
            ngettext(
                "{count} deal in the statistics file could not be read and is left out.",
                "{count} deals in the statistics file could not be read and are left out.",
                rows,
            ).format(count=format_number(rows))
        )

    def reset(self) -> None:
        """Forget every deal, if the user confirms."""
        if not self._confirm(self):
            return
        try:
            self._statistics.reset()
        except OSError as error:
            message = _("The statistics could not be reset: {error}").format(error=error)
            QMessageBox.warning(self, _("Reset statistics"), message)
        self.refresh()

    # -- texts ------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Set every text again in the current language."""
        self.setWindowTitle(_("Statistics"))
        self._game_label.setText(_("Game:"))
        for index, preset in enumerate(CHOICES):
            self.game_combo.setItemText(index, _("All games") if preset is None else _game_name(preset))
        self.table.setHorizontalHeaderLabels(
            # Translators: column headings of the statistics table; "Units" are score-sheet points.
            ["", _("Deals"), _("Won"), _("Win rate"), _("Units")]
        )
        self._chart_title.setText(_("Units won over the deals"))
        self.chart.empty_text = _("No deals played yet.")
        self.chart.axis_caption = _("deals")
        self.reset_button.setText(_("Reset statistics…"))
        self.refresh()


# -- the three figures -----------------------------------------------------------------------


class _Figure(QWidget):
    """A number in large type over a short caption."""

    def __init__(self) -> None:
        super().__init__()
        self._value = QLabel()
        self._caption = QLabel()
        font = QFont(self._value.font())
        font.setPointSizeF(font.pointSizeF() * FIGURE_SCALE)
        font.setBold(True)
        self._value.setFont(font)
        for label in (self._value, self._caption):
            label.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        layout = QVBoxLayout(self)
        layout.setSpacing(0)
        layout.addWidget(self._value)
        layout.addWidget(self._caption)

    def show_value(self, value: str, caption: str, colour: QColor | None = None) -> None:
        self._value.setText(value)
        self._caption.setText(caption)
        palette = self._value.palette()
        palette.setColor(QPalette.ColorRole.WindowText, colour or self.palette().color(QPalette.ColorRole.WindowText))
        self._value.setPalette(palette)

    def value(self) -> str:
        return self._value.text()


# -- the table -------------------------------------------------------------------------------

_Row = tuple[str, Tally | None]
"""A label and its numbers; no numbers make the row a section heading."""


def _game_name(preset: str) -> str:
    """The preset's name; its id while the window has no name for it (the names of every
    family's presets come with the new-match dialog's texts)."""
    try:
        return preset_name(preset)
    except (KeyError, UnknownPreset):  # a row of a preset this version does not know
        return preset


def _rows(summary: Summary, preset: str | None) -> list[_Row]:
    """The breakdown of the game shown, then the total: of one preset, its family's rows
    (`breakdown` in `kopdesk/app/<family>/statswords.py`); of all games, a row per preset."""
    if preset is None:
        rows: list[_Row] = []
        if summary.by_preset:
            # Translators: heading of the statistics rows per game (Kop, Schafkopf, Scopa, …).
            rows += [(pgettext("statistics", "Games"), None)]
            rows += [(_game_name(played), tally) for played, tally in summary.by_preset.items()]
    else:
        rows = _family_words(game_of(preset).family).breakdown(summary)
    return [*rows, (_("All deals"), summary.total)]


class _Breakdown(Protocol):
    def breakdown(self, summary: Summary) -> list[_Row]: ...


def _family_words(family: str) -> _Breakdown:
    """The module wording a family's rows of the statistics, imported when first shown."""
    module: _Breakdown = importlib.import_module(f"kopdesk.app.{family}.statswords")
    return module


def _breakdown_table() -> QTableWidget:
    table = QTableWidget(0, 1 + NUMBER_COLUMNS)
    table.verticalHeader().hide()
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.setShowGrid(False)
    table.setAlternatingRowColors(True)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + ROW_PADDING)
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return table


def _fill_table(table: QTableWidget, rows: Sequence[_Row]) -> None:
    table.clearSpans()
    table.setRowCount(len(rows))
    for row, (label, tally) in enumerate(rows):
        heading = QTableWidgetItem(label)
        table.setItem(row, 0, heading)
        if tally is None:
            _make_section(table, row, heading)
        else:
            _fill_numbers(table, row, tally)
    last = table.item(len(rows) - 1, 0)
    assert last is not None
    last.setFont(_bold(last.font()))
    _fit(table)


def _fit(table: QTableWidget) -> None:
    """Size the table to show every row and column, without scroll bars."""
    table.resizeColumnsToContents()
    frame = 2 * table.frameWidth()
    header = table.horizontalHeader()
    table.setFixedSize(
        header.length() + frame, header.sizeHint().height() + table.verticalHeader().length() + frame
    )


def _make_section(table: QTableWidget, row: int, heading: QTableWidgetItem) -> None:
    heading.setFont(_bold(heading.font()))
    heading.setTextAlignment(LEFT)
    for column in range(1, table.columnCount()):
        table.setItem(row, column, QTableWidgetItem())
    table.setSpan(row, 0, 1, table.columnCount())


def _fill_numbers(table: QTableWidget, row: int, tally: Tally) -> None:
    texts = (format_number(tally.played), format_number(tally.won), win_rate_text(tally), signed_units(tally.units))
    for column, text in enumerate(texts, 1):
        item = QTableWidgetItem(text)
        item.setTextAlignment(RIGHT)
        table.setItem(row, column, item)
    units = table.item(row, NUMBER_COLUMNS)
    colour = _units_colour(tally.units)
    if units is not None and colour is not None:
        units.setForeground(colour)


def _bold(font: QFont) -> QFont:
    bold = QFont(font)
    bold.setBold(True)
    return bold


def _units_colour(units: int) -> QColor | None:
    return WIN_COLOUR if units > 0 else LOSS_COLOUR if units < 0 else None


# -- the chart -------------------------------------------------------------------------------


class UnitsChart(QWidget):
    """The running total of units after each deal, from 0 before the first.

    Axes with the extremes and 0 marked, a dashed zero line, the area above zero
    tinted as a win and below as a loss.
    """

    MARGIN = 10
    TICK = 4

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumSize(360, 240)
        self.totals: list[int] = []
        self.empty_text = ""
        self.axis_caption = ""

    def set_totals(self, totals: Sequence[int]) -> None:
        self.totals = list(totals)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self.totals:
            painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
            painter.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter, self.empty_text)
        else:
            _ChartPainter(self, painter, [0, *self.totals]).paint()
        painter.end()


class _ChartPainter:
    """Paints one frame of a UnitsChart: the plot rectangle and the value-to-pixel mapping."""

    def __init__(self, chart: UnitsChart, painter: QPainter, values: list[int]) -> None:
        self.chart = chart
        self.painter = painter
        self.values = values
        self.low = min(values)
        self.high = max(max(values), self.low + 1)
        metrics = chart.fontMetrics()
        self.line_height = metrics.height()
        label_width = max(metrics.horizontalAdvance(signed_units(v)) for v in (self.low, 0, self.high))
        margin = UnitsChart.MARGIN
        self.plot = QRectF(chart.rect()).adjusted(
            margin + label_width + UnitsChart.TICK, margin, -margin, -(margin + 2 * self.line_height)
        )

    def x(self, deal: int) -> float:
        return self.plot.left() + self.plot.width() * deal / (len(self.values) - 1)

    def y(self, units: int) -> float:
        return self.plot.bottom() - self.plot.height() * (units - self.low) / (self.high - self.low)

    def paint(self) -> None:
        self._paint_areas()
        self._paint_zero_line()
        self._paint_axes()
        self._paint_line()

    def _colour(self, role: QPalette.ColorRole) -> QColor:
        return self.chart.palette().color(role)

    def _line_path(self) -> QPainterPath:
        path = QPainterPath(QPointF(self.x(0), self.y(0)))
        for deal, units in enumerate(self.values[1:], 1):
            path.lineTo(self.x(deal), self.y(units))
        return path

    def _paint_areas(self) -> None:
        """The area between the line and zero: above it as a win, below it as a loss."""
        area = self._line_path()
        area.lineTo(self.x(len(self.values) - 1), self.y(0))
        area.closeSubpath()
        zero = self.y(0)
        halves = (
            (QRectF(self.plot.left(), self.plot.top(), self.plot.width(), zero - self.plot.top()), WIN_COLOUR),
            (QRectF(self.plot.left(), zero, self.plot.width(), self.plot.bottom() - zero), LOSS_COLOUR),
        )
        self.painter.setPen(Qt.PenStyle.NoPen)
        for clip, colour in halves:
            tint = QColor(colour)
            tint.setAlpha(FILL_ALPHA)
            self.painter.save()
            self.painter.setClipRect(clip)
            self.painter.fillPath(area, tint)
            self.painter.restore()

    def _paint_zero_line(self) -> None:
        self.painter.setPen(QPen(self._colour(QPalette.ColorRole.Mid), 1, Qt.PenStyle.DashLine))
        zero = self.y(0)
        self.painter.drawLine(QPointF(self.plot.left(), zero), QPointF(self.plot.right(), zero))

    def _paint_axes(self) -> None:
        text = self._colour(QPalette.ColorRole.WindowText)
        self.painter.setPen(QPen(text, 1))
        plot = self.plot
        self.painter.drawLine(plot.topLeft(), plot.bottomLeft())
        self.painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        for units in self._labelled_units():
            self._paint_units_tick(units)
        last = len(self.values) - 1
        for deal in (0, last):
            self._paint_deal_tick(deal)
        caption = QRectF(plot.left(), plot.bottom() + self.line_height, plot.width(), self.line_height)
        self.painter.drawText(caption, Qt.AlignmentFlag.AlignCenter, self.chart.axis_caption)

    def _labelled_units(self) -> set[int]:
        """The lowest and highest totals, and zero where its label has room between them."""
        ends = {self.low, max(self.values)}
        if all(abs(self.y(0) - self.y(end)) >= self.line_height for end in ends - {0}):
            ends.add(0)
        return ends

    def _paint_units_tick(self, units: int) -> None:
        y = self.y(units)
        left = self.plot.left()
        self.painter.drawLine(QPointF(left - UnitsChart.TICK, y), QPointF(left, y))
        box = QRectF(0, y - self.line_height / 2, left - UnitsChart.TICK - 2, self.line_height)
        self.painter.drawText(box, RIGHT, signed_units(units))

    def _paint_deal_tick(self, deal: int) -> None:
        x, bottom = self.x(deal), self.plot.bottom()
        self.painter.drawLine(QPointF(x, bottom), QPointF(x, bottom + UnitsChart.TICK))
        width = self.chart.fontMetrics().horizontalAdvance(format_number(deal)) + 2
        box = QRectF(x - width / 2, bottom + UnitsChart.TICK, width, self.line_height)
        self.painter.drawText(box, Qt.AlignmentFlag.AlignCenter, format_number(deal))

    def _paint_line(self) -> None:
        pen = QPen(self._colour(QPalette.ColorRole.Highlight), 2)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self.painter.setPen(pen)
        self.painter.setBrush(Qt.BrushStyle.NoBrush)
        self.painter.drawPath(self._line_path())

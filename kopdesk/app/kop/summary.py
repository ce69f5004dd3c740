"""The end of a deal: who won and why, what each player wins or pays, the four hands.

`DealSummary` shows a `DealExplanation` (kopdesk.app.kop.explain) and the dealt hands
as small painted cards. It keeps the result it was given, so `retranslate()` can
explain the deal again in the current language.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from kopdesk.app import words
from kopdesk.app.cardpaint import CardPainter
from kopdesk.games.kop import Card, RuleSet, Score, Side
from kopdesk.i18n import _, current_language, signed_units

if TYPE_CHECKING:  # the explanation is loaded with the first deal it explains
    from kopdesk.app.kop.explain import DealExplanation, PlayerResult

CARD_WIDTH = 46
CARDS_IN_HAND = 4
CELL_PADDING = 14
WIN_COLOUR = QColor("#1b7a36")
LOSS_COLOUR = QColor("#b3261e")
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
RESULT_COLUMNS = 4  # player, side, units, money


@dataclass(frozen=True, slots=True)
class _Result:
    """What `set_result` was given: enough to explain the deal again."""

    score: Score
    rules: RuleSet
    names: tuple[str, ...]
    stake: Decimal
    currency: str
    hands: tuple[tuple[Card, ...], ...]


class DealSummary(QWidget):
    """The result of one deal."""

    help_requested = Signal(str)  # the rules viewer's anchor for a line's "?"

    def __init__(self, painter: CardPainter | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._painter = painter or CardPainter(language=current_language())
        """Paints the hands; `retranslate` sets its rank letters to the interface language."""
        self._result: _Result | None = None
        self.explanation: DealExplanation | None = None
        self.title = QLabel()
        self.lines = QLabel()
        self.lines.linkActivated.connect(self.help_requested)
        self.results = _results_table()
        self._name_labels = [QLabel() for _seat in range(4)]
        self._card_labels = [[QLabel() for _card in range(CARDS_IN_HAND)] for _seat in range(4)]
        self._lay_out()
        self.retranslate()

    def _lay_out(self) -> None:
        title_font = QFont(self.title.font())
        title_font.setPointSizeF(title_font.pointSizeF() * 1.4)
        title_font.setBold(True)
        self.title.setFont(title_font)
        self.lines.setWordWrap(True)
        self.lines.setTextFormat(Qt.TextFormat.RichText)
        self.lines.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.lines.setMinimumWidth(420)
        middle = QHBoxLayout()
        middle.setSpacing(18)
        middle.addWidget(self.lines, 3)
        middle.addWidget(self.results, 2, Qt.AlignmentFlag.AlignTop)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(18, 14, 18, 14)
        outer.setSpacing(12)
        outer.addWidget(self.title)
        outer.addLayout(middle)
        outer.addWidget(_rule())
        outer.addLayout(self._hands_grid())
        outer.addStretch()

    def _hands_grid(self) -> QGridLayout:
        """Two players a row: the name, then the four cards as dealt."""
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(8)
        for seat in range(4):
            row, column = divmod(seat, 2)
            cards = QHBoxLayout()
            cards.setSpacing(3)
            for label in self._card_labels[seat]:
                cards.addWidget(label)
            cards.addStretch()
            grid.addWidget(self._name_labels[seat], row, 2 * column)
            grid.addLayout(cards, row, 2 * column + 1)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        return grid

    def set_result(
        self,
        score: Score,
        rules: RuleSet,
        names: Sequence[str],
        stake: Decimal,
        currency: str,
        dealt_hands: Sequence[Sequence[Card]],
    ) -> None:
        """Show a finished deal: its score, the players' names and the hands as dealt."""
        hands = tuple(tuple(hand) for hand in dealt_hands)
        self._result = _Result(score, rules, tuple(names), stake, currency, hands)
        self.retranslate()

    def retranslate(self) -> None:
        """Render every text again in the current language."""
        self.results.setHorizontalHeaderLabels([_("Player"), _("Side"), _("Units"), _("Money")])
        self._painter.language = current_language()
        if self._result is None:
            return
        from kopdesk.app.kop.explain import explain_deal

        r = self._result
        self.explanation = explain_deal(r.score, r.rules, r.names, r.stake, r.currency)
        self.title.setText(self.explanation.title)
        self.lines.setText(_paragraphs(self.explanation.lines_with_help, _("What does this mean?")))
        _fill_results(self.results, self.explanation.players)
        self._show_hands(r)

    def _show_hands(self, result: _Result) -> None:
        """The names beside the hands, the old in bold, and the cards as dealt."""
        ratio = self.devicePixelRatioF()
        assert self.explanation is not None
        for seat, player in enumerate(self.explanation.players):
            name = html.escape(player.name)
            self._name_labels[seat].setText(f"<b>{name}</b>" if player.side is Side.OLD else name)
            self._name_labels[seat].setToolTip(player.side_label)
            for card, label in zip(result.hands[seat], self._card_labels[seat], strict=True):
                label.setPixmap(self._painter.face(card, CARD_WIDTH, ratio))
                label.setToolTip(words.card_name(card))


def _rule() -> QFrame:
    line = QFrame()
    line.setFrameShape(QFrame.Shape.HLine)
    line.setFrameShadow(QFrame.Shadow.Sunken)
    return line


def _paragraphs(lines: Sequence[tuple[str, str]], tip: str) -> str:
    """The sentences, each ending in a "?" link to its entry in the rules."""
    return "".join(
        f"<p style='margin: 0 0 5px 0'>{html.escape(line)} "
        f"<a href='{anchor}' title='{html.escape(tip)}' style='text-decoration: none'>?</a></p>"
        for line, anchor in lines
    )


def _results_table() -> QTableWidget:
    table = QTableWidget(4, RESULT_COLUMNS)
    table.verticalHeader().hide()
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return table


def _fill_results(table: QTableWidget, players: Sequence[PlayerResult]) -> None:
    for row, player in enumerate(players):
        colour = WIN_COLOUR if player.units > 0 else LOSS_COLOUR if player.units < 0 else None
        cells = (
            (player.name, LEFT, None),
            (player.side_label, LEFT, None),
            (signed_units(player.units), RIGHT, colour),
            (player.money_text, RIGHT, colour),
        )
        for column, (text, alignment, foreground) in enumerate(cells):
            item = QTableWidgetItem(text)
            item.setTextAlignment(alignment)
            if foreground is not None:
                item.setForeground(foreground)
            table.setItem(row, column, item)
    _fit(table)


def _fit(table: QTableWidget) -> None:
    """Size the table to its cells, so it never scrolls or clips."""
    table.resizeColumnsToContents()
    table.resizeRowsToContents()
    header = table.horizontalHeader()
    for column in range(table.columnCount()):
        header.resizeSection(column, header.sectionSize(column) + CELL_PADDING)
    frame = 2 * table.frameWidth()
    width = sum(header.sectionSize(c) for c in range(table.columnCount()))
    height = header.sizeHint().height() + sum(table.rowHeight(r) for r in range(table.rowCount()))
    table.setFixedSize(width + frame, height + frame)

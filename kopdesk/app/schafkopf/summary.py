"""After a Schafkopf deal: who won and why, the game's value factor by factor (game,
Laufende, Schneider, Schwarz, Tout, Sie, Schuss and Retour), the tariff, how it is paid,
and the units and card points of each seat."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from kopdesk.app.schafkopf.words import game_words, part_amount, part_text, payment_text, tariff_text
from kopdesk.games.schafkopf import Contract, Deal, Score, Winner
from kopdesk.i18n import _, pgettext


def headline(score: Score, names: Sequence[str]) -> str:
    """Who won the deal and with how many card points."""
    contract = score.contract
    if contract is Contract.NONE:
        return _("All passed: the deal is thrown in, nobody pays.")
    if contract is Contract.SIE:
        # Translators: {name} is the player holding all eight Ober and Unter.
        return _("{name} holds Sie: all four Ober and all four Unter win at once.").format(
            name=names[score.declarers[0]] if score.declarers else ""
        )
    if contract is Contract.RAMSCH:
        losers = ", ".join(names[s] for s in score.losers)
        # Translators: {losers} are the names of the players who pay.
        return _("Ramsch: {losers} took the most card points and pay.").format(losers=losers)
    if score.declarers is None:
        if score.winning_seat is None:
            # Translators: two-handed Schafkopf, both took {points} (60) card points.
            return _("{points}:{points}: a draw.").format(points=score.points[0])
        seat = score.winning_seat
        # Translators: two-handed Schafkopf: {name} took more card points.
        return _("{name} wins with {points} card points.").format(name=names[seat], points=score.points[seat])
    points = score.side_points()
    if contract.is_tout:
        if score.winner is Winner.DECLARERS:
            return _("Tout won: the declarer took every trick.")
        return _("Tout lost: the declarer did not take every trick.")
    if score.winner is Winner.DECLARERS:
        # Translators: {points}: the card points of the declaring side (of 120).
        return _("The declaring side wins with {points} card points.").format(points=points)
    return _("The defenders win: the declaring side took only {points} card points.").format(points=points)


def factor_lines(score: Score, deal: Deal) -> list[tuple[str, str]]:
    """The value explained: each factor and what it adds or multiplies, the value, the
    tariff and how the value is paid."""
    lone = score.declarers is not None and len(score.declarers) == 1
    top = deal.order.trumps[0] if deal.order is not None else None
    with_top = top is None or any(deal.dealt_masks[s] & top.bit for s in score.declarers or ())
    lines = [(part_text(part, lone, with_top), part_amount(part)) for part in score.parts]
    if score.parts:
        # Translators: the value of the game once every factor is counted.
        lines.append((_("Value of the game"), str(score.value)))
        lines.append((tariff_text(deal.rules), ""))
    lines.append((payment_text(score.payment, score.value), ""))
    return lines


def side_word(score: Score, seat: int) -> str:
    if score.declarers is None:
        return ""
    if seat in score.declarers:
        if score.outcome.declarer == seat or score.outcome.declarer is None:
            # Translators: a seat's side in the summary: the player who declared the game.
            return pgettext("schafkopf side", "declarer")
        # Translators: a seat's side in the summary: the declarer's partner.
        return pgettext("schafkopf side", "partner")
    # Translators: a seat's side in the summary: one of the players against the declarer.
    return pgettext("schafkopf side", "defender")


def _table(rows: int, headers: Sequence[str]) -> QTableWidget:
    table = QTableWidget(rows, len(headers))
    table.setHorizontalHeaderLabels(list(headers))
    table.verticalHeader().hide()
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    return table


def _fit_height(table: QTableWidget) -> None:
    """As tall as its rows: no scrolling."""
    table.resizeRowsToContents()
    rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
    table.setFixedHeight(table.horizontalHeader().sizeHint().height() + rows + 2 * table.frameWidth())


def _bold(table: QTableWidget, row: int) -> None:
    for column in range(table.columnCount()):
        item = table.item(row, column)
        if item is not None:
            font = item.font()
            font.setBold(True)
            item.setFont(font)


def _cell(text: str, right: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    if right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


class ScoreSummary(QWidget):
    """The after-deal view of a finished Schafkopf deal."""

    def __init__(self, deal: Deal, names: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        score = deal.score
        assert score is not None, "a summary needs a finished deal"
        layout = QVBoxLayout(self)
        title = QLabel(self._title(deal, names))
        font = QFont(title.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        title.setFont(font)
        self.headline = QLabel(headline(score, names))
        self.headline.setWordWrap(True)
        lines = factor_lines(score, deal)
        self.factors = _table(len(lines), (_("How the game counts"), ""))
        for row, (text, amount) in enumerate(lines):
            self.factors.setItem(row, 0, _cell(text))
            self.factors.setItem(row, 1, _cell(amount, right=True))
        # Translators: column headings of the result per player: name, side, card points, units won or lost.
        self.results = _table(deal.seats, (_("Player"), _("Side"), _("Card points"), _("Units")))
        for seat in range(deal.seats):
            self.results.setItem(seat, 0, _cell(names[seat]))
            self.results.setItem(seat, 1, _cell(side_word(score, seat)))
            self.results.setItem(seat, 2, _cell(str(score.points[seat]), right=True))
            self.results.setItem(seat, 3, _cell(f"{score.units[seat]:+d}", right=True))
        if score.parts:
            _bold(self.factors, len(score.parts))  # the value of the game
        for widget in (title, self.headline, self.factors, self.results):
            layout.addWidget(widget)
        for table in (self.factors, self.results):
            _fit_height(table)
        layout.addStretch(1)

    @staticmethod
    def _title(deal: Deal, names: Sequence[str]) -> str:
        """The game as everyone knows it now, and who declared it."""
        known = deal.observation(0)
        words = [game_words(known)]
        if known.declarer is not None:
            words.append(names[known.declarer])
        return " · ".join(words)

    def lines(self) -> list[str]:
        """Every factor line as shown, amount last."""
        table = self.factors
        cells = [[table.item(r, c) for c in range(2)] for r in range(table.rowCount())]
        return [" ".join(item.text() for item in row if item is not None).strip() for row in cells]

"""The end of a match: who won, and each player's or side's final score in the game's
words (units won or lost and what they come to in money, on a running sheet of units as
Kop, Baśka and Schafkopf keep it; points, in a game to a target as Scopa is), with the
ways on: a new match, or a look at the score sheet."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from kopdesk.app.controller import HUMAN_SEAT
from kopdesk.app.players import shown_names
from kopdesk.games.api import MatchState
from kopdesk.games.sheet import Sheet
from kopdesk.i18n import _, format_money, ngettext, signed_units
from kopdesk.storage import MatchSetup


@dataclass(frozen=True, slots=True)
class Standing:
    """A player's (or a side's) final score, worded."""

    who: str
    score: str
    money: str
    """What the units come to; "" where the game is not played for money."""
    won: bool


def standings(setup: MatchSetup, match: MatchState) -> list[Standing]:
    """Each player's final units and money on a running sheet; else each side's points."""
    names = shown_names(setup.names)
    winners = match.winners
    if isinstance(match, Sheet):
        stake = Decimal(setup.stake)
        return [
            Standing(name, _units(total), format_money(total * stake, setup.currency), seat in winners)
            for seat, (name, total) in enumerate(zip(names, match.totals, strict=True))
        ]
    return [Standing(_joined([names[s] for s in side]), _points(match.totals[side[0]]), "", side[0] in winners)
            for side in match.sides]  # fmt: skip


def headline(setup: MatchSetup, match: MatchState) -> str:
    """Who won the match, said to the user."""
    names = shown_names(setup.names)
    winners = match.winners
    others = [names[seat] for seat in winners if seat != HUMAN_SEAT]
    if len(winners) == len(names):
        # Translators: the end of a match where every player has the same total.
        return _("The match is drawn.")
    if HUMAN_SEAT in winners:
        if not others:
            # Translators: the end of a match the user won alone.
            return _("You win the match!")
        # Translators: the end of a match the user won with his partner(s) or level with others; {names} are theirs.
        return _("You and {names} win the match!").format(names=_in_words(others))
    # Translators: the end of a match won by other players; {names} is one name, or several joined.
    return ngettext("{names} wins the match.", "{names} win the match.", len(others)).format(names=_in_words(others))


def _units(total: int) -> str:
    return ngettext("{count} unit", "{count} units", abs(total)).format(count=signed_units(total))


def _points(total: int) -> str:
    # Translators: a side's final score in a match of Scopa.
    return ngettext("{count} point", "{count} points", total).format(count=total)


def _joined(names: Sequence[str]) -> str:
    """A team, as the score sheet names it: "Ewa", "Ewa & Janek"."""
    if len(names) == 1:
        return names[0]
    return _("{first} & {second}").format(first=", ".join(names[:-1]), second=names[-1])


def _in_words(names: Sequence[str]) -> str:
    """Players named in a sentence: "Ewa", "Ewa and Janek", "Ewa, Janek and Zosia"."""
    if len(names) == 1:
        return names[0]
    # Translators: the last two of the players named in a sentence, e.g. "Ewa and Janek win the match."
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


class MatchEndDialog(QDialog):
    """Says who won the match and how the scores stand, and offers what to do next."""

    new_match_requested = Signal()
    sheet_requested = Signal()

    def __init__(self, setup: MatchSetup, match: MatchState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("The match is over"))
        self.headline = QLabel(headline(setup, match))
        font = QFont(self.headline.font())
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.headline.setFont(font)
        self.rows = standings(setup, match)
        self.buttons = QDialogButtonBox()
        self.new_button = self._button(_("New match"), QDialogButtonBox.ButtonRole.AcceptRole, self.new_match_requested)
        self.sheet_button = self._button(_("Score sheet"), QDialogButtonBox.ButtonRole.ActionRole, self.sheet_requested)
        # Translators: a button that closes the window of the match's result.
        self.close_button = self.buttons.addButton(_("Close"), QDialogButtonBox.ButtonRole.RejectRole)
        self.close_button.clicked.connect(self.reject)
        self.new_button.setDefault(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 18, 24, 14)
        layout.setSpacing(16)
        layout.addWidget(self.headline)
        layout.addLayout(self._table())
        layout.addWidget(self.buttons)

    def _button(self, text: str, role: QDialogButtonBox.ButtonRole, then: Any) -> QPushButton:
        button = self.buttons.addButton(text, role)
        button.clicked.connect(self.accept)
        button.clicked.connect(then)
        return button

    def _table(self) -> QGridLayout:
        """A line per player or side: the name, the score, the money; the winners in bold."""
        grid = QGridLayout()
        grid.setHorizontalSpacing(28)
        grid.setVerticalSpacing(6)
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for row, standing in enumerate(self.rows):
            cells = (standing.who, standing.score, standing.money)
            for column, text in enumerate(cells):
                label = QLabel(text)
                if standing.won:
                    bold = QFont(label.font())
                    bold.setBold(True)
                    label.setFont(bold)
                grid.addWidget(label, row, column, right if column else Qt.AlignmentFlag.AlignLeft)
        grid.setColumnStretch(0, 1)
        return grid

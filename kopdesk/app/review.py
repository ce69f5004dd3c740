"""Review a deal of any game: step through it move by move with every hand open, on a
board of its family, then play on from any point."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QSize, Signal
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from kopdesk.app.boards import board_class, family_of
from kopdesk.app.cardpaint import CardPainter
from kopdesk.app.controller import HUMAN_SEAT
from kopdesk.app.qt_i18n import follow_language
from kopdesk.app.screenfit import fit_on_screen
from kopdesk.games.api import DealState
from kopdesk.games.registry import game_of
from kopdesk.i18n import _


def replayed(deal: DealState, actions: int) -> DealState:
    """A copy of `deal` standing where its first `actions` actions left it."""
    copy = deal.copy()
    copy.rewind(actions)
    return copy


class ReviewDialog(QDialog):
    play_from_requested = Signal(object)  # DealState: a copy to play on from

    def __init__(self, deal: Any, painter: CardPainter, names: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.deal: DealState = deal
        self.moves = len(deal.history)
        self.over = game_of(deal.rules.preset).is_done(deal)
        """The deal has ended (else it is reviewed as far as it has gone)."""
        self.step = 0
        """Moves made at the point shown (0: the cards as dealt)."""
        family = family_of(deal)
        assert family is not None
        self.board = board_class(family)(painter)
        self.board.set_animation_ms(0)
        self.board.set_open_hands(True)
        self.board.set_names(names)
        self.where = QLabel()
        self.buttons = {name: QPushButton() for name in ("first", "back", "forward", "play")}
        self._lay_out()
        self.buttons["first"].clicked.connect(lambda: self.show_step(0))
        self.buttons["back"].clicked.connect(lambda: self.show_step(self.step - 1))
        self.buttons["forward"].clicked.connect(lambda: self.show_step(self.step + 1))
        self.buttons["play"].clicked.connect(self._play_from_here)
        self.finished.connect(follow_language(self, self.retranslate))
        fit_on_screen(self, QSize(980, 700))
        self.retranslate()

    def _lay_out(self) -> None:
        row = QHBoxLayout()
        row.addWidget(self.where, 1)
        for button in self.buttons.values():
            row.addWidget(button)
        column = QVBoxLayout(self)
        column.addWidget(self.board, 1)
        column.addLayout(row)

    def retranslate(self) -> None:
        self.setWindowTitle(_("Review of the deal"))
        texts = {
            # Translators: a button of the review of a deal: back to the cards as dealt.
            "first": _("To the start"),
            # Translators: a button of the review of a deal: one move (a call or a card) back.
            "back": _("◀ Back"),
            # Translators: a button of the review of a deal: one move (a call or a card) on.
            "forward": _("Forward ▶"),
            "play": _("Play from here"),
        }
        for name, button in self.buttons.items():
            button.setText(texts[name])
        self.board.retranslate()
        self.show_step(self.step)

    def shown(self) -> DealState:
        """The deal at the point shown."""
        return replayed(self.deal, self.step)

    def show_step(self, step: int) -> None:
        """Show the deal after `step` moves, every hand face up."""
        self.step = max(0, min(step, self.moves))
        self.board.show_deal(self.shown(), HUMAN_SEAT)
        if self.step == 0:
            # Translators: where the review of a deal stands: before the first call or card.
            self.where.setText(_("The cards as dealt"))
        elif self.step == self.moves and self.over:
            self.where.setText(_("The end of the deal"))
        elif self.step == self.moves:
            # Translators: where the review of a deal still in progress stands: its last move so far.
            now = _("Move {step} of {count}: where the deal stands now")
            self.where.setText(now.format(step=self.step, count=self.moves))
        else:
            # Translators: where the review of a deal stands; a move is a call or a card played.
            self.where.setText(_("Move {step} of {count}").format(step=self.step, count=self.moves))
        self.buttons["first"].setEnabled(self.step > 0)
        self.buttons["back"].setEnabled(self.step > 0)
        self.buttons["forward"].setEnabled(self.step < self.moves)
        self.buttons["play"].setEnabled(self.step < self.moves)

    def _play_from_here(self) -> None:
        self.play_from_requested.emit(self.shown())
        self.accept()

"""Review a deal: step through its cards with all hands open, then play on from any point."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Signal
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from kopdesk.app.cardpaint import CardPainter
from kopdesk.app.controller import HUMAN_SEAT
from kopdesk.app.felt import TableView
from kopdesk.app.kop.terms import contract_name, game_label
from kopdesk.app.qt_i18n import follow_language
from kopdesk.app.screenfit import fit_on_screen
from kopdesk.app.tricktable import TableScene
from kopdesk.games.kop import Card, Deal
from kopdesk.i18n import _


def replayed(deal: Deal, actions: int) -> Deal:
    """A fresh copy of `deal` with its first `actions` actions applied."""
    copy = Deal(deal.rules, deal.dealer, deal.dealt, deal.in_bok_round)
    for action in deal.history[:actions]:
        copy.apply(action)
    return copy


class ReviewDialog(QDialog):
    play_from_requested = Signal(object)  # Deal: a copy to play on from

    def __init__(
        self, deal: Deal, painter: CardPainter, names: Sequence[str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.deal = deal
        self.names = tuple(names)
        self._first_card = next(
            (i for i, a in enumerate(deal.history) if isinstance(a, Card)), len(deal.history)
        )
        self.cards_played = len(deal.history) - self._first_card
        self.step = 0
        """Cards played at the point shown (0: the auction is over, no card yet)."""
        self.scene = TableScene(painter)
        self.scene.animation_ms = 0
        self.view = TableView(self.scene)
        self.where = QLabel()
        self.buttons = {name: QPushButton() for name in ("first", "back", "forward", "trick", "play")}
        self._lay_out()
        self.buttons["first"].clicked.connect(lambda: self.show_step(0))
        self.buttons["back"].clicked.connect(lambda: self.show_step(self.step - 1))
        self.buttons["forward"].clicked.connect(lambda: self.show_step(self.step + 1))
        self.buttons["trick"].clicked.connect(lambda: self.show_step(self.step + 4 - self.step % 4))
        self.buttons["play"].clicked.connect(self._play_from_here)
        self.finished.connect(follow_language(self, self.retranslate))
        fit_on_screen(self, QSize(980, 700))
        self.retranslate()
        self.show_step(0)

    def _lay_out(self) -> None:
        row = QHBoxLayout()
        row.addWidget(self.where, 1)
        for button in self.buttons.values():
            row.addWidget(button)
        column = QVBoxLayout(self)
        column.addWidget(self.view, 1)
        column.addLayout(row)

    def retranslate(self) -> None:
        self.setWindowTitle(_("Review of the deal"))
        texts = {
            "first": _("First card"),
            "back": _("◀ Card"),
            "forward": _("Card ▶"),
            "trick": _("Trick ▶▶"),
            "play": _("Play from here"),
        }
        for name, button in self.buttons.items():
            button.setText(texts[name])
        self.show_step(self.step)

    def show_step(self, step: int) -> None:
        """Show the deal after `step` cards, every hand face up."""
        self.step = max(0, min(step, self.cards_played))
        deal = replayed(self.deal, self._first_card + self.step)
        hands = [deal.hand(seat) for seat in range(4)]
        self.scene.show_state(deal.observation(HUMAN_SEAT), deal_animation=False, open_hands=hands)
        self.scene.set_badges(self.names)
        self.scene.set_seat_names(self.names)
        self.scene.set_info(self._game_text())
        if deal.tricks and not deal.trick:
            self.scene.toggle_last_trick()  # the trick just finished, small in the corner
        trick, card = divmod(self.step - 1, 4)
        if self.step == 0:
            self.where.setText(_("Before the first card"))
        elif self.step == self.cards_played:
            self.where.setText(_("The end of the deal"))
        else:
            self.where.setText(_("Trick {trick}, card {card}").format(trick=trick + 1, card=card + 1))
        self.buttons["back"].setEnabled(self.step > 0)
        self.buttons["forward"].setEnabled(self.step < self.cards_played)
        self.buttons["trick"].setEnabled(self.step < self.cards_played)
        self.buttons["play"].setEnabled(self.step < self.cards_played)

    def _game_text(self) -> str:
        """The game, its declarer and the doubling standing: in a review every side is open."""
        sides, auction = self.deal.sides, self.deal.auction
        if sides is None:
            return ""
        called = auction.contract_call
        declarer = self.names[called.seat] if called else None
        return game_label(contract_name(sides.contract), declarer, self.deal.rules, auction.level)

    def _play_from_here(self) -> None:
        self.play_from_requested.emit(replayed(self.deal, self._first_card + self.step))
        self.accept()

"""The Scopa board: one deal on a table, and the user's drags, clicks and keys as moves.

`ScopaBoard` implements the board protocol of the main window (docs/architecture.md): the
presenter shows deals and events on it and hands its `action_chosen` to the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from kopdesk.app.cardpaint import CardPainter
from kopdesk.app.felt import TableView
from kopdesk.app.scopa.scene import ScopaScene
from kopdesk.app.scopa.summary import ScopaSummary
from kopdesk.app.scopa.words import card_text, refusal_text, taken_text
from kopdesk.app.words import reading_ms
from kopdesk.games.scopa import CardsCaptured, Deal, Event, Move, Observation, Refusal
from kopdesk.i18n import _, current_language
from kopdesk.storage import MatchSetup


class ScopaBoard(QWidget):
    action_chosen = Signal(object)  # the human's Action
    hurried = Signal()  # a click on the felt: go on without waiting
    help_requested = Signal(str)  # an anchor of the help viewer

    def __init__(self, painter: CardPainter | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._own_painter = painter is None
        """Made here (the window gave none): its rank letters follow the language."""
        painter = painter or CardPainter(language=current_language())
        self.painter = painter
        self.scene = ScopaScene(painter)
        self.view = TableView(self.scene, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        self.scene.action_chosen.connect(self.action_chosen)
        self.scene.card_activated.connect(self.scene.activate)
        self.scene.clicked.connect(self.hurried)
        self.scene.help_clicked.connect(self.help_requested)
        self._refusal: Refusal | None = None

    def set_names(self, names: Sequence[str]) -> None:
        self.scene.names = list(names)
        self.scene.refresh_labels()

    def set_match(self, setup: MatchSetup, totals: Sequence[int], levels: Sequence[str | None]) -> None:
        """Nothing to show: the sides' scores are on the piles and the score sheet."""

    def show_deal(self, deal: Any, human_seat: int) -> None:
        assert isinstance(deal, Deal)
        self._refusal = None  # the scene takes the message down with the deal before
        self.scene.show_deal(deal, human_seat)

    def play_events(self, events: Sequence[Any], deal: Any) -> None:
        assert isinstance(deal, Deal)
        events_seen: list[Event] = list(events)
        self._refusal = None  # the scene takes the message down with any move
        self.scene.play_events(events_seen, deal)

    def set_human_turn(self, observation: Any) -> None:
        assert isinstance(observation, Observation)
        self.scene.set_human_turn(observation)
        self.view.setFocus()

    def turn_text(self, observation: Any) -> str:
        return _("Your turn: drag a card onto the table, or double-click it.")

    def set_thinking(self, seat: int) -> None:
        self.scene.set_thinking(seat)

    def show_refusal(self, refusal: Any) -> None:
        assert isinstance(refusal, Refusal)
        self._refusal = refusal
        self.scene.show_message(refusal_text(refusal, self.painter))

    def show_message(self, text: str) -> None:
        self._refusal = None
        self.scene.show_message(text, hint=True)

    def show_hint(self, action: Any, sentence: str) -> None:
        """Say the hint, lift the hinted card and frame the set it takes."""
        self._refusal = None
        self.scene.show_message(sentence, ms=reading_ms(sentence), hint=True)
        self.scene.show_hint(action if isinstance(action, Move) else None)

    def message_text(self) -> str:
        """The refusal or hint shown, "" when none is."""
        message = self.scene.message
        return message.text() if message.isVisible() else ""

    def summary(self, deal: Any, names: Sequence[str]) -> QWidget:
        assert isinstance(deal, Deal)
        summary = ScopaSummary(deal, names, self.painter)
        summary.help_requested.connect(self.help_requested)
        return summary

    def call_keys(self) -> list[tuple[str, str]]:
        return []

    def set_open_hands(self, open_hands: bool) -> None:
        self.scene.open_hands = open_hands
        self.scene.sync(animate=False)

    def toggle_last_trick(self) -> None:
        """Say who made the last capture and what it took, or stop saying it."""
        said = self.last_capture_text()
        if self.message_text() == said:
            self.scene.message.hide()
        else:
            self._refusal = None
            self.scene.show_message(said, ms=reading_ms(said), hint=True)

    def last_capture_text(self) -> str:
        deal = self.scene.deal
        last = last_capture(deal) if deal is not None else None
        if last is None:
            # Translators: View → Last trick in Scopa, before anyone has taken a card.
            return _("No one has taken anything yet.")
        # Translators: View → Last trick in Scopa: the last capture, e.g. "Last capture: Ewa, 7♣ takes 3♠, 4♦".
        card, taken = card_text(last.card, self.painter), taken_text(last.taken, self.painter)
        name = self.scene.name(last.seat)
        return _("Last capture: {name}, {card} takes {cards}").format(name=name, card=card, cards=taken)

    def retranslate(self) -> None:
        if self._own_painter:
            self.painter.language = current_language()
            self.scene.update()
        self.scene.refresh_labels()
        if self._refusal is not None and self.scene.message.isVisible():
            self.scene.message.set_text(refusal_text(self._refusal, self.painter))

    def set_dim_unplayable(self, dim: bool) -> None:
        self.scene.set_dim_unplayable(dim)

    def set_animation_ms(self, ms: int) -> None:
        self.scene.animation_ms = max(0, ms)


def last_capture(deal: Deal) -> CardsCaptured | None:
    """The last capture of `deal` so far (None: none yet), found by playing it again."""
    replay, last = deal.copy(), None
    replay.rewind(0)
    for action in deal.history:
        last = next((e for e in replay.apply(action) if isinstance(e, CardsCaptured)), last)
    return last

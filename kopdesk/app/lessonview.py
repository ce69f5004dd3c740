"""The lesson on screen, in the lesson's own window: the banner above the table with
the step's recap, explanation and pictured cards, and the lesson's last word in the
deal summary, whose button then ends the lesson."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QBoxLayout,
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from kopdesk.app.cardpaint import CardPainter
from kopdesk.app.controller import GameController
from kopdesk.cards import Card
from kopdesk.i18n import _

if TYPE_CHECKING:
    from kopdesk.app.lessons import Page

CARD_WIDTH = 34
"""Logical width of the pictured cards."""
LAST_WORD_WIDTH = 520
"""The lesson's last word is read in lines no narrower than this, however narrow the summary."""
_PAPER = "background: #fff8dc; color: #202020;"


class LessonBanner(QFrame):
    """Above the table: what happened, what to do now and the cards it speaks of.

    The banner never takes the room the table under it (its neighbours in its column)
    needs: what happened and why scroll within the room left, and what to do now stays
    in sight. Within the room it keeps one height through the lesson, its tallest
    step's, so that the table under it does not jump from step to step."""

    def __init__(self, painter: CardPainter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.painter = painter
        self.setObjectName("lesson")
        self.setStyleSheet(f"QFrame#lesson, QWidget#lesson_details {{ {_PAPER} }} QLabel {{ color: #202020; }}")
        self.recap = _wrapping_label()
        self.recap.setStyleSheet("QLabel { color: #5a4a20; font-style: italic; }")
        self.explanation = _wrapping_label()
        self.instruction = _wrapping_label()
        self.instruction.setStyleSheet("QLabel { font-weight: bold; }")
        self.cards = QHBoxLayout()
        self.cards.setSpacing(3)
        self.shown: tuple[tuple[Card, ...], ...] = ()
        """The pictured cards, in their groups."""
        self.card_labels: list[QLabel] = []
        self.pages: tuple[Page, ...] = ()
        """Every step of the lesson, which the banner is as tall as the tallest of."""
        self._tallest: dict[int, int] = {}
        """The tallest page's height (details and instruction) by the banner's inner width."""
        self._details_column = QVBoxLayout()
        self.details = QScrollArea()
        """The recap, the explanation and the pictures, which scroll where the room is short."""
        self.details.setWidget(self._details())
        self.details.setWidgetResizable(True)
        self.details.setFrameShape(QFrame.Shape.NoFrame)
        self.details.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.details.setMinimumHeight(1)  # not 0, which would mean its hint: three lines
        self._column = QVBoxLayout(self)
        self._column.setContentsMargins(12, 8, 12, 8)
        self._column.setSpacing(6)
        self._column.addWidget(self.details)
        self._column.addWidget(self.instruction)
        self.hide()

    def _details(self) -> QWidget:
        inner = QWidget()
        inner.setObjectName("lesson_details")
        column = self._details_column
        inner.setLayout(column)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(6)
        column.addWidget(self.recap)
        column.addWidget(self.explanation)
        column.addLayout(self.cards)
        column.addStretch()  # a shorter step's words stay at the top
        return inner

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.fit()
        return super().eventFilter(watched, event)

    def fit(self) -> None:
        """The details as tall as the lesson's tallest step needs them beside this step's
        instruction, or as the room left once the table has its own."""
        margins = self._column.contentsMargins()
        width = self.width() - margins.left() - margins.right()
        instruction = self._instruction_height(width)
        needed = max(self._details_column.totalHeightForWidth(width), self._tallest_page(width) - instruction)
        chrome = margins.top() + margins.bottom() + self._column.spacing()
        column = self.parentWidget()
        room = column.height() - _neighbours_minimum(self) - instruction - chrome if column is not None else needed
        details = max(1, min(needed, room))
        self.details.setFixedHeight(details)
        self.setFixedHeight(details + instruction + chrome)  # the table below takes the rest

    def _instruction_height(self, width: int) -> int:
        return self.instruction.heightForWidth(width) if self.instruction.text() else 0

    def _tallest_page(self, width: int) -> int:
        """The height of the tallest of the lesson's pages at `width`: its details and its
        instruction, each measured as the banner shows it."""
        if width not in self._tallest:
            shown = (self.recap.text(), self.explanation.text(), self.shown, self.instruction.text())
            heights = []
            for page in self.pages:
                self._say(page.recap, page.explanation, page.instruction)
                self._picture(page.pictures)
                heights.append(self._details_column.totalHeightForWidth(width) + self._instruction_height(width))
            recap, explanation, pictures, instruction = shown
            self._say(recap, explanation, instruction)
            self._picture(pictures)
            self._tallest[width] = max(heights, default=0)
        return self._tallest[width]

    def show_lesson(self, pages: Sequence[Page]) -> None:
        """Every step of the lesson to come, for the banner's height."""
        if tuple(pages) != self.pages:
            self.pages = tuple(pages)
            self._tallest = {}

    def show_step(self, recap: str, explanation: str, pictures: Sequence[Sequence[Card]], instruction: str) -> None:
        self._say(recap, explanation, instruction)
        self._picture(pictures)
        column = self.parentWidget()
        if column is not None:
            column.removeEventFilter(self)  # installed once
            column.installEventFilter(self)
        self.show()
        self.fit()
        self.details.verticalScrollBar().setValue(0)

    def _say(self, recap: str, explanation: str, instruction: str) -> None:
        self.recap.setText(recap)
        self.recap.setVisible(bool(recap))
        self.explanation.setText(explanation)
        self.explanation.setVisible(bool(explanation))
        self.instruction.setText(instruction)

    def text(self) -> str:
        """Everything the banner says, as one text."""
        shown = (self.recap, self.explanation, self.instruction)
        return "\n".join(label.text() for label in shown if label.text())

    def _picture(self, pictures: Sequence[Sequence[Card]]) -> None:
        _clear(self.cards)
        self.shown = tuple(tuple(group) for group in pictures)
        self.card_labels = []
        ratio = self.devicePixelRatioF()
        for group in self.shown:
            for shown in group:
                label = QLabel()
                label.setPixmap(self.painter.face(shown, CARD_WIDTH, ratio))
                self.card_labels.append(label)
                self.cards.addWidget(label)
            self.cards.addSpacing(14)
        self.cards.addStretch()


class LessonView(QObject):
    """Keeps the banner and the summary's last word in step with the lesson."""

    def __init__(
        self,
        controller: GameController,
        banner: LessonBanner,
        summary: QDialog,
        next_button: QPushButton,
        parent: QObject | None = None,
    ) -> None:
        """`summary`: the dialog a lesson's deal ends in, whose `next_button` (to the next
        deal) ends the lesson instead."""
        super().__init__(parent)
        self.controller = controller
        self.banner = banner
        self.summary, self.next_button = summary, next_button
        self.last_word = self._last_word(summary)
        """The lesson's last word at the top of the summary."""
        for news in (controller.deal_started, controller.human_to_act, controller.deal_finished):
            news.connect(self.refresh)

    @staticmethod
    def _last_word(dialog: QDialog) -> QLabel:
        label = _wrapping_label()
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setStyleSheet(f"QLabel {{ {_PAPER} padding: 8px 12px; }}")
        label.setMinimumWidth(LAST_WORD_WIDTH)
        label.hide()
        layout = dialog.layout()
        if isinstance(layout, QBoxLayout):
            layout.insertWidget(0, label)
        return label

    def refresh(self) -> None:
        """Show the step at hand, or the lesson's last word once the deal is over."""
        coach = self.controller.coach
        if coach is None:
            return
        self.banner.show_lesson(coach.pages())
        self.banner.show_step(coach.recap(), coach.explanation(), coach.pictures(), coach.instruction())
        self.last_word.setText(f"{escape(coach.explanation())}<br><b>{escape(coach.instruction())}</b>")
        if coach.finished:
            # Translators: the deal summary's button at the end of the lesson (instead of "Next deal").
            self.next_button.setText(_("End the lesson"))
            self.last_word.show()
            if self.summary.isVisible():  # else it is sized when shown, with the summary in it
                _fit_height(self.summary)  # room for the last word over the summary


def _neighbours_minimum(widget: QWidget) -> int:
    """The least height the other widgets of `widget`'s column need."""
    column = widget.parentWidget()
    layout = column.layout() if column is not None else None
    if layout is None:
        return 0
    others = [item.widget() for index in range(layout.count()) if (item := layout.itemAt(index)) is not None]
    shown = [other for other in others if other is not None and other is not widget and other.isVisible()]
    return sum(other.minimumSizeHint().height() for other in shown)


def _fit_height(dialog: QDialog) -> None:
    """Make `dialog` tall enough for its wrapped texts at its present width."""
    layout = dialog.layout()
    if layout is not None:
        layout.activate()
        width = max(dialog.width(), dialog.sizeHint().width())
        dialog.resize(width, max(dialog.height(), layout.totalHeightForWidth(width)))


def _wrapping_label() -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def _clear(layout: QHBoxLayout) -> None:
    while (item := layout.takeAt(0)) is not None:
        widget = item.widget()
        if widget is not None:
            widget.deleteLater()

"""The window's dialog of a deal's summary: any board's after-deal view, sized to that
deal each time it is shown and kept within the screen."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QDialog, QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

from kopdesk.app.screenfit import fit_on_screen, keep_on_screen


class SummaryDialog(QDialog):
    """A deal's summary in a window of its own, sized to that deal each time it is shown
    (smaller again after a longer one) and never larger than the screen's free area: where
    the screen is smaller than the summary, the summary scrolls."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModal(False)
        self.pane = _WholeScroll()
        self.note = QLabel()
        """Over the summary: what the deal was played as, if not as a deal of the match."""
        self.note.setWordWrap(True)
        self.note.hide()
        self.column = QVBoxLayout(self)
        """The note, the summary, and under it what the window adds (a button)."""
        self.column.addWidget(self.note)
        self.column.addWidget(self.pane, 1)

    def set_view(self, view: QWidget) -> None:
        """Show `view`, in place of the one shown before."""
        old = self.pane.takeWidget()
        if old is not None:
            old.hide()
            old.deleteLater()
        self.pane.setWidget(view)
        if self.isVisible():
            self.fit()

    def set_note(self, text: str) -> None:
        """Say `text` over the summary ("": nothing)."""
        self.note.setText(text)
        self.note.setVisible(bool(text))

    def showEvent(self, event: QShowEvent) -> None:
        self.fit()
        super().showEvent(event)

    def fit(self) -> None:
        """Take the size of what is shown now, within the screen, and keep on the screen."""
        self.pane.updateGeometry()  # its widget's size, which its layout keeps, may have changed
        self.column.activate()
        fit_on_screen(self, self.sizeHint())
        keep_on_screen(self)


class _WholeScroll(QScrollArea):
    """A scroll area that asks for room for the whole of its widget (a plain one asks for
    a part), and makes do with little."""

    def __init__(self) -> None:
        super().__init__()
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)

    def sizeHint(self) -> QSize:
        widget = self.widget()
        if widget is None:
            return super().sizeHint()
        size = widget.sizeHint().expandedTo(widget.minimumSizeHint())
        if widget.hasHeightForWidth():  # wrapped words: as tall as they are at that width
            size.setHeight(max(size.height(), widget.heightForWidth(size.width())))
        return size + QSize(self.verticalScrollBar().sizeHint().width(), 0)

    def minimumSizeHint(self) -> QSize:
        return QSize(120, 80)

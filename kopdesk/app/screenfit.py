"""Windows that fit the screen they are on: sized to what they would like, or to the
screen's free area where that is smaller (a small screen, or a large scale factor), and
kept on that area."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QWidget


def fit_on_screen(window: QWidget, wanted: QSize) -> None:
    """Give `window` the size `wanted`, but no more than its screen's free area (less its
    title bar and borders)."""
    window.winId()  # made on the screen now, so that its title bar and borders are known
    free = window.screen().availableGeometry()
    frame = window.frameGeometry().size() - window.size()
    window.resize(wanted.boundedTo(free.size() - frame))


def keep_on_screen(window: QWidget) -> None:
    """Move `window` as little as it takes for the whole of it to lie on its screen's free area."""
    free = window.screen().availableGeometry()
    place = window.frameGeometry()
    place.moveLeft(max(free.left(), min(place.left(), free.right() + 1 - place.width())))
    place.moveTop(max(free.top(), min(place.top(), free.bottom() + 1 - place.height())))
    window.move(place.topLeft())

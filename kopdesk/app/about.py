"""Help → About kopdesk (version, licence, what it runs on) and Help → Keyboard shortcuts,
a list made from the menus' actions and the auction's call keys themselves, so that it
never tells of a key that is not there."""

from __future__ import annotations

import platform
from collections.abc import Callable, Iterator, Sequence

import PySide6
from PySide6.QtCore import Qt, qVersion
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMenu,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from kopdesk import __version__
from kopdesk.app.icon import app_icon
from kopdesk.app.qt_i18n import follow_language
from kopdesk.i18n import _

LICENCE = "MIT"
"""kopdesk's licence, as pyproject.toml declares it."""


def about_text() -> str:
    """The About box's words: what kopdesk is, its version and licence, what it runs on."""
    # Translators: {version} is kopdesk's version number, e.g. 0.1.0.
    title = _("kopdesk {version}").format(version=__version__)
    # Translators: what kopdesk is, in the About box; the games as the new-match dialog names them.
    what = _(
        "Card games against computer players: Kop and Baśka from Poland, the Schafkopf games "
        "(Bavarian, Wendish, German and two-handed), and Scopa and Scopone from Italy."
    )
    # Translators: {licence} is the licence's name, "MIT".
    licence = _("Free software under the {licence} licence.").format(licence=LICENCE)
    # Translators: the versions of the programs kopdesk runs on.
    runs_on = _("Python {python}, Qt {qt} (PySide6 {pyside})").format(
        python=platform.python_version(), qt=qVersion(), pyside=PySide6.__version__
    )
    return f"<h3>{title}</h3><p>{what}</p><p>{licence}</p><p>{runs_on}</p>"


def show_about(parent: QWidget) -> QMessageBox:
    box = QMessageBox(parent)
    box.setWindowTitle(_("About kopdesk"))
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setText(about_text())
    box.setIconPixmap(app_icon().pixmap(64, 64))
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


class ShortcutsDialog(QDialog):
    """Every key of the menus and of the calls, each beside what it does."""

    def __init__(
        self, menus: Sequence[QMenu], call_keys: Callable[[], list[tuple[str, str]]], parent: QWidget | None = None
    ) -> None:
        """`call_keys`: each call with a key of the game on the table, worded now, with its key."""
        super().__init__(parent)
        self._menus, self._call_keys = menus, call_keys
        self.table = QTableWidget(0, 2)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.table.setShowGrid(False)
        self.table.setAlternatingRowColors(True)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(520, 560)
        follow_language(self, self.retranslate)
        self.retranslate()

    def rows(self) -> list[tuple[str, str]]:
        """(what it does, its keys), the menus' commands first, then the calls."""
        native = QKeySequence.SequenceFormat.NativeText
        rows = [
            (where, ", ".join(key.toString(native) for key in action.shortcuts()))
            for where, action in _commands(self._menus)
            if action.shortcuts()
        ]
        return rows + self._call_keys()

    def retranslate(self) -> None:
        self.setWindowTitle(_("Keyboard shortcuts"))
        self.table.setHorizontalHeaderLabels([_("Command"), _("Key")])
        rows = self.rows()
        self.table.setRowCount(len(rows))
        for index, (what, keys) in enumerate(rows):
            self.table.setItem(index, 0, QTableWidgetItem(what))
            self.table.setItem(index, 1, QTableWidgetItem(keys))


def _commands(menus: Sequence[QMenu], path: str = "") -> Iterator[tuple[str, QAction]]:
    """Every action of `menus` and their submenus, with the way to it ("Game → Undo")."""
    for menu in menus:
        where = f"{path}{_plain(menu.title())} → "
        for action in menu.actions():
            submenu = action.menu()
            if isinstance(submenu, QMenu):
                yield from _commands([submenu], where)
            elif not action.isSeparator():
                yield where + _plain(action.text()), action


def _plain(text: str) -> str:
    """A menu text without its Alt-key marks ("&&" is a real ampersand)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


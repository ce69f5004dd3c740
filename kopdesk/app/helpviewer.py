"""The rules and glossary window (Help menu, F1, the "?" of context help).

`HelpViewer` shows the help text of the interface language (`kopdesk.help`) in a
browser, with a contents tree and a search box beside it. `show_entry(anchor)`
opens the window at one entry; the anchors are `kopdesk.help.ANCHORS`. Card
pictures in the text (`<img src="card:QC">`) are painted by `CardPainter` with
the language's rank letters. While it is shown, the viewer follows language
switches by itself and stays at the entry it was showing.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

from PySide6.QtCore import QPoint, QSize, Qt, QUrl
from PySide6.QtGui import QFont, QHideEvent, QShowEvent, QTextCursor, QTextDocument, QTextOption
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLineEdit,
    QSplitter,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from kopdesk import cards
from kopdesk.app.cardpaint import CardPainter
from kopdesk.app.qt_i18n import follow_language
from kopdesk.app.screenfit import fit_on_screen
from kopdesk.help import ANCHORS, Entry, entries, help_html
from kopdesk.i18n import _, current_language

__all__ = ["ANCHORS", "CARD_WIDTH", "HelpBrowser", "HelpViewer"]

CARD_WIDTH = 34
"""Logical width of the little cards in the text."""

_STYLE = """
h1 { color: #1f3f7a; font-size: x-large; margin-top: 22px; margin-bottom: 4px; }
h2 { color: #1f3f7a; font-size: large; margin-top: 16px; margin-bottom: 2px; }
p, li { margin-top: 3px; margin-bottom: 3px; }
p.cards { margin-top: 6px; margin-bottom: 6px; }
td, th { padding: 2px 8px; }
th { background-color: #eef1f7; }
.red { color: #c8102e; }
"""
_SUIT_MARKUP = {"♥": '<span class="red">♥</span>', "♦": '<span class="red">♦</span>'}


class HelpBrowser(QTextBrowser):
    """A text browser that paints `card:…` images with the table's card painter."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._painter = CardPainter()
        self._positions: dict[str, int] = {}
        self.setOpenLinks(False)
        self.document().setDefaultStyleSheet(_STYLE)
        self.document().setDocumentMargin(14)
        # Words break only where they may (spaces, soft hyphens): a table too narrow for its
        # words scrolls sideways rather than cutting "Zwangsspiel" into "Zwangsspie|l".
        self.setWordWrapMode(QTextOption.WrapMode.WordWrap)

    def show_language(self, language: str) -> None:
        """Load the help text of `language`; cards get its rank letters."""
        self._painter.language = language
        self.setHtml(_with_red_suits(help_html(language)))
        self._positions = _heading_positions(self.document())

    def loadResource(self, kind: int, name: QUrl | str) -> object:
        url = QUrl(name)
        if url.scheme() == "card":
            # The help pictures the cards of Kop's pack, read as any deck is (no engine needed).
            return self._painter.face(cards.KOP_16.card(url.path()), CARD_WIDTH, self.devicePixelRatioF())
        return super().loadResource(kind, url)

    def anchor_position(self, anchor: str) -> int:
        """Where the heading `anchor` starts in the document."""
        return self._positions[anchor]

    def is_visible(self, position: int) -> bool:
        """Whether the text at `position` lies in the visible part of the browser."""
        cursor = QTextCursor(self.document())
        cursor.setPosition(position)
        return self.viewport().rect().intersects(self.cursorRect(cursor))

    def top_position(self) -> int:
        """The position of the text at the top of the visible part."""
        return self.cursorForPosition(QPoint(0, 0)).position()


def _heading_positions(document: QTextDocument) -> dict[str, int]:
    """Where each anchored heading of `document` starts."""
    positions = {}
    block = document.begin()
    while block.isValid():
        for anchor in block.charFormat().anchorNames():
            positions[anchor] = block.position()
        block = block.next()
    return positions


def _with_red_suits(text: str) -> str:
    for symbol, markup in _SUIT_MARKUP.items():
        text = text.replace(symbol, markup)
    return text


def _folded(text: str) -> str:
    """`text` for searching: lower case, no accents (ł as l too)."""
    plain = unicodedata.normalize("NFKD", text.casefold().replace("ł", "l"))
    return "".join(c for c in plain if not unicodedata.combining(c))


class HelpViewer(QDialog):
    """Rules and glossary in the interface language; non-modal, one window for all help."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModal(False)
        fit_on_screen(self, QSize(980, 700))
        self.browser = HelpBrowser(self)
        self.search = QLineEdit(self)
        self.search.setClearButtonEnabled(True)
        self.contents = QTreeWidget(self)
        self.contents.setHeaderHidden(True)
        self.contents.setRootIsDecorated(False)
        self._language = ""
        self._entry = ANCHORS[0]
        self._stop_listening: Callable[[], object] | None = None
        self._items: dict[str, QTreeWidgetItem] = {}
        self._lay_out()
        self.search.textChanged.connect(self._filter)
        self.contents.itemActivated.connect(self._go_to_item)
        self.contents.itemClicked.connect(self._go_to_item)
        self.browser.anchorClicked.connect(self._follow_link)
        self.retranslate()

    def _lay_out(self) -> None:
        side = QWidget(self)
        column = QVBoxLayout(side)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.search)
        column.addWidget(self.contents)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(side)
        splitter.addWidget(self.browser)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([300, 680])
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(splitter)

    # -- what other parts call --------------------------------------------------------

    def show_entry(self, anchor: str) -> None:
        """Show the window scrolled to the entry `anchor` (one of `ANCHORS`)."""
        if anchor not in ANCHORS:
            raise KeyError(f"no help entry {anchor!r} (known: {', '.join(ANCHORS)})")
        if self._language != current_language():
            self.retranslate()
        self.show()
        self.raise_()
        self.activateWindow()
        self._go(anchor)

    def current_entry(self) -> str:
        """The entry shown: the last one chosen while it is in view, else the one at the top."""
        if not self.isVisible() or self.browser.is_visible(self.browser.anchor_position(self._entry)):
            return self._entry
        top = self.browser.top_position()
        above = [e.anchor for e in entries(self._language) if self.browser.anchor_position(e.anchor) <= top]
        return above[-1] if above else ANCHORS[0]

    def retranslate(self) -> None:
        """Load the text of the interface language and stay at the same entry."""
        entry = self.current_entry()
        self._language = current_language()
        # Translators: title of the help window (Help menu, F1).
        self.setWindowTitle(_("Rules and glossary"))
        # Translators: placeholder of the search box beside the help text's contents.
        self.search.setPlaceholderText(_("Search"))
        self.browser.show_language(self._language)
        self._fill_contents()
        self._go(entry)

    # -- following language switches while shown -----------------------------------------

    def showEvent(self, event: QShowEvent) -> None:
        if self._stop_listening is None:
            self._stop_listening = follow_language(self, self.retranslate)
        if self._language != current_language():
            self.retranslate()
        super().showEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        if self._stop_listening is not None:
            self._stop_listening()
            self._stop_listening = None
        super().hideEvent(event)

    # -- contents and search --------------------------------------------------------------

    def _fill_contents(self) -> None:
        self.contents.clear()
        self._items.clear()
        part = self.contents.invisibleRootItem()
        for entry in entries(self._language):
            item = QTreeWidgetItem([entry.title])
            item.setToolTip(0, entry.title)
            item.setData(0, Qt.ItemDataRole.UserRole, entry)
            if entry.level == 1:
                font = QFont(item.font(0))
                font.setBold(True)
                item.setFont(0, font)
                self.contents.addTopLevelItem(item)
                part = item
            else:
                part.addChild(item)
            self._items[entry.anchor] = item
        self.contents.expandAll()
        self._filter(self.search.text())

    def _filter(self, query: str) -> None:
        """Show the entries whose title or text holds `query`, with their parts."""
        wanted = _folded(query.strip())
        for part in _children(self.contents.invisibleRootItem()):
            part_matches = _matches(part, wanted)
            shown = False
            for item in _children(part):
                item.setHidden(not (part_matches or _matches(item, wanted)))
                shown = shown or not item.isHidden()
            part.setHidden(not (part_matches or shown))

    def _go_to_item(self, item: QTreeWidgetItem) -> None:
        entry: Entry = item.data(0, Qt.ItemDataRole.UserRole)
        self._go(entry.anchor)

    def _follow_link(self, url: QUrl) -> None:
        if url.fragment() in ANCHORS:
            self._go(url.fragment())

    def _go(self, anchor: str) -> None:
        self._entry = anchor
        self.browser.scrollToAnchor(anchor)
        self.contents.setCurrentItem(self._items[anchor])


def _children(item: QTreeWidgetItem) -> list[QTreeWidgetItem]:
    return [child for index in range(item.childCount()) if (child := item.child(index)) is not None]


def _matches(item: QTreeWidgetItem, wanted: str) -> bool:
    entry: Entry = item.data(0, Qt.ItemDataRole.UserRole)
    return wanted in _folded(entry.title) or wanted in _folded(entry.text)

"""Qt's own strings (standard buttons, dialogs) in the user's language.

PySide6 ships `qtbase_<lang>.qm`; one translator is installed at a time and
swapped when the language changes. Where Qt's catalog has a gap, kopdesk's own
catalog fills it: Qt 6 gave two labels of its file dialog an Alt key ("&Look in:",
"Files of &type:") and the Polish catalog knows them only without, so the dialog
showed them in English among Polish words.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator
from shiboken6 import isValid

from kopdesk.i18n import on_language_changed, pgettext

_installed: QTranslator | None = None


def _qt_gap(context: str, source: str) -> str | None:
    """kopdesk's words for a Qt string that Qt's own catalog may lack; None for any other."""
    if context != "QFileDialog":
        return None
    gaps = {
        # Translators: a label of Qt's file dialog; & marks the Alt key, which must not be the one of
        # "File &name:" (pl "Nazwa &pliku:", de "Datei&name:").
        "&Look in:": pgettext("file dialog", "&Look in:"),
        # Translators: a label of Qt's file dialog; & marks the Alt key, as above.
        "Files of &type:": pgettext("file dialog", "Files of &type:"),
    }
    return gaps.get(source)


class _QtCatalog(QTranslator):
    """Qt's catalog for a language, its gaps filled from kopdesk's."""

    def __init__(self, qt: QTranslator, parent: QObject) -> None:
        super().__init__(parent)
        self._qt = qt

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
        # None, not "", when neither knows the string: Qt then shows its source text.
        return self._qt.translate(context, source, disambiguation, n) or _qt_gap(context, source)

    def isEmpty(self) -> bool:  # Qt's own test of "is there anything to look up"
        return False


def apply_qt_language(language: str) -> bool:
    """Use Qt's catalog for `language` (English needs none); True if one was loaded."""
    global _installed
    app = QCoreApplication.instance()
    if app is None:
        return False
    if _installed is not None:
        app.removeTranslator(_installed)
        _installed = None
    QLocale.setDefault(QLocale(language))
    if language == "en":
        return False
    qt = QTranslator()
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if not qt.load(f"qtbase_{language}", folder):
        return False
    translator = _QtCatalog(qt, app)
    app.installTranslator(translator)
    _installed = translator
    return True


def follow_language(owner: QObject, retranslate: Callable[[], object]) -> Callable[[], object]:
    """Call `retranslate` after every language switch until `owner` is destroyed
    (or the returned function is called): a deleted widget is never called.

    `destroyed` has not always reached the Python slot (a log deleted with its main
    window, in one order of the test suite), so the listener also checks that `owner`
    still exists, and stops itself when it does not."""

    def listener() -> None:
        if isValid(owner):
            retranslate()
        else:
            stop()

    stop = on_language_changed(listener)
    owner.destroyed.connect(lambda *_args: stop())
    return stop

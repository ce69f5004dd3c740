"""Qt's own strings (standard buttons, dialogs) in the user's language.

PySide6 ships `qtbase_<lang>.qm`; one translator is installed at a time and
swapped when the language changes.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator

from kopdesk.i18n import on_language_changed

_installed: QTranslator | None = None


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
    translator = QTranslator(app)
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if not translator.load(f"qtbase_{language}", folder):
        return False
    app.installTranslator(translator)
    _installed = translator
    return True


def follow_language(owner: QObject, retranslate: Callable[[], object]) -> Callable[[], object]:
    """Call `retranslate` after every language switch until `owner` is destroyed
    (or the returned function is called): a deleted widget is never called."""
    stop = on_language_changed(retranslate)
    owner.destroyed.connect(lambda *_args: stop())
    return stop

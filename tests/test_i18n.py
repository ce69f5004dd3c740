"""The translation catalogs and the translation layer (STYLE.md habit 8; translations/README.md).

Every catalog is complete and compiles with Babel; the template matches the source;
Polish plurals pick the right form; a language switch reaches every visible widget.
Catalogs are compiled afresh into a temporary folder from the .po files, so the tests
see the catalogs as they are now, never a stale kopdesk/locale.
"""

from __future__ import annotations

import gettext
import re
from collections.abc import Iterable, Iterator
from decimal import Decimal
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from kopdesk import i18n, i18n_tools
from kopdesk.app.players import BOT_NAMES
from kopdesk.i18n import _, format_money, format_number, ngettext, on_language_changed, set_language
from tests.app.kopwindow import kop_board, kop_summary

LANGUAGES = ["pl", "de", "en"]
PSEUDO = "pl"
"""The language whose place the pseudo-translation takes (three plural forms)."""
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def read(po: Path) -> Catalog:
    with po.open("rb") as file:
        return read_po(file)


def keys(catalog: Catalog) -> set[tuple[str | None, str | tuple[str, ...]]]:
    """(context, msgid) of every message, a plural msgid as (singular, plural)."""
    return {(m.context, tuple(m.id) if m.pluralizable else m.id) for m in catalog if m.id}


def strings(message: Message) -> tuple[str, ...]:
    return tuple(message.string) if message.pluralizable else (message.string,)


def texts_of(message: Message) -> tuple[str, ...]:
    return tuple(message.id) if message.pluralizable else (message.id,)


# -- fixtures -------------------------------------------------------------------------------


@pytest.fixture(scope="session")
def locale_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The three catalogs compiled with Babel, as an install would."""
    folder = tmp_path_factory.mktemp("locale")
    i18n_tools.compile_all(i18n_tools.TRANSLATIONS, folder)
    return folder


def pseudo(text: str) -> str:
    return f"⟦{text}⟧"


@pytest.fixture(scope="session")
def pseudo_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A pseudo-translation in the place of Polish: every message of the template as ⟦message⟧."""
    catalog = Catalog(locale=PSEUDO, domain=i18n.DOMAIN)
    for message in read(i18n_tools.TEMPLATE):
        if not message.id:
            continue
        if message.pluralizable:
            forms = [pseudo(message.id[0])] + [pseudo(message.id[1])] * (catalog.num_plurals - 1)
            catalog.add(tuple(message.id), tuple(forms), context=message.context)
        else:
            catalog.add(message.id, pseudo(message.id), context=message.context)
    folder = tmp_path_factory.mktemp("pseudo")
    mo = folder / PSEUDO / "LC_MESSAGES" / f"{i18n.DOMAIN}.mo"
    mo.parent.mkdir(parents=True)
    with mo.open("wb") as file:
        write_mo(file, catalog)
    return folder


@pytest.fixture(autouse=True)
def fresh_language(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Each test starts in English with no listeners; everything is put back afterwards."""
    from kopdesk.app import words

    monkeypatch.setattr(i18n, "_current", "en")
    monkeypatch.setattr(i18n, "_catalog", gettext.NullTranslations())
    monkeypatch.setattr(i18n, "_listeners", [])
    traditional = words.uses_traditional()
    words.set_traditional(False)
    yield
    words.set_traditional(traditional)


# -- the catalogs -----------------------------------------------------------------------------


def test_every_language_has_a_catalog() -> None:
    assert i18n_tools.languages() == sorted(i18n.LANGUAGES)


def test_template_is_up_to_date_with_the_source(tmp_path: Path) -> None:
    fresh = tmp_path / "kopdesk.pot"
    i18n_tools.extract(fresh)
    extracted, stored = keys(read(fresh)), keys(read(i18n_tools.TEMPLATE))
    assert not extracted - stored, "new in the source; run `python -m kopdesk.i18n_tools update`"
    assert not stored - extracted, "gone from the source; run `python -m kopdesk.i18n_tools update`"


@pytest.mark.parametrize("language", LANGUAGES)
def test_catalog_is_complete(language: str) -> None:
    catalog = read(i18n_tools.catalog_path(language))
    template = read(i18n_tools.TEMPLATE)
    assert keys(catalog) == keys(template), "run `python -m kopdesk.i18n_tools update`"
    missing, fuzzy = i18n_tools.untranslated(i18n_tools.catalog_path(language))
    assert missing == [], f"{len(missing)} untranslated"
    assert fuzzy == [], f"{len(fuzzy)} fuzzy"


@pytest.mark.parametrize("language", LANGUAGES)
def test_catalog_compiles_and_keeps_placeholders(language: str, tmp_path: Path) -> None:
    po = i18n_tools.catalog_path(language)
    catalog = read(po)
    assert catalog.locale is not None and str(catalog.locale) == language
    problems = [f"{m.id!r}: {errors}" for m, errors in catalog.check()]
    assert problems == []
    wrong = []
    for message in catalog:
        if not message.id:
            continue
        wanted = set().union(*(PLACEHOLDER.findall(text) for text in texts_of(message)))
        for string in strings(message):
            used = set(PLACEHOLDER.findall(string))
            # An unknown {name} would raise KeyError; a plural form may leave out {n} ("jedna").
            if string and (used - wanted or (not message.pluralizable and used != wanted)):
                wrong.append((message.id, string))
    assert wrong == [], "a translation must keep the {placeholders} of its msgid, and add none"
    mo = tmp_path / f"{language}.mo"
    i18n_tools.compile_catalog(po, mo)
    with mo.open("rb") as file:
        compiled = gettext.GNUTranslations(file)
    assert compiled.info()["language"] == language


GAME_TERM_CONTEXTS = {
    "contract", "doubling", "side", "side, a man alone", "side, a woman alone", "call", "level", "level, woman",
    "house rule", "first bidder", "tie rule", "wesele partner", "trump order", "preset", "suit", "player",
    "player, object", "you among them",
}  # fmt: skip


def test_every_game_term_has_a_translator_comment() -> None:
    template = read(i18n_tools.TRANSLATIONS / "kopdesk.pot")
    terms = [m for m in template if m.id and m.context in GAME_TERM_CONTEXTS]
    assert len(terms) > 50
    assert [(m.context, m.id) for m in terms if not m.auto_comments] == []


def test_english_catalog_is_the_source_text() -> None:
    """Except a deliberate rewording, marked so in the catalog (translations/README.md), until the code says it too."""
    reworded = []
    for message in read(i18n_tools.catalog_path("en")):
        if message.id and any(comment.startswith("English rewording") for comment in message.user_comments):
            assert strings(message) != texts_of(message), f"{message.id!r}: the code says it now; drop the mark"
            reworded.append(message.id)
        elif message.id:
            assert strings(message)[: len(texts_of(message))] == texts_of(message)
    assert len(reworded) < 40, "carry the rewordings into the code"


def test_polish_plural_forms(locale_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with (locale_dir / "pl" / "LC_MESSAGES" / "kopdesk.mo").open("rb") as file:
        polish = gettext.GNUTranslations(file)
    expected_forms = {1: 0, 2: 1, 5: 2, 12: 2, 22: 1, 0: 2, 104: 1, 111: 2}
    assert {n: polish.plural(n) for n in expected_forms} == expected_forms

    # The tricks count through kopdesk.i18n, from a catalog with the pl header; the
    # translators' forms if they are there yet, else the textbook ones.
    catalog = read(i18n_tools.catalog_path("pl"))
    message = catalog["{n} trick"]
    assert message is not None and catalog.num_plurals == 3
    if not all(message.string):
        message.string = ("{n} lewa", "{n} lewy", "{n} lew")
    forms = strings(message)
    assert len(set(forms)) == 3
    mo = tmp_path / "pl" / "LC_MESSAGES" / "kopdesk.mo"
    mo.parent.mkdir(parents=True)
    with mo.open("wb") as file:
        write_mo(file, catalog)
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    set_language("pl")
    for n, form in expected_forms.items():
        assert ngettext("{n} trick", "{n} tricks", n).format(n=n) == forms[form].format(n=n)


# -- the translation layer --------------------------------------------------------------------


def test_set_language_switches_lookups_and_tells_listeners(pseudo_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "LOCALE_DIR", pseudo_dir)
    heard: list[str] = []
    stop = on_language_changed(lambda: heard.append(_("New match")))
    assert _("New match") == "New match"
    set_language(PSEUDO)
    assert (i18n.current_language(), heard) == (PSEUDO, [pseudo("New match")])
    assert i18n.pgettext("contract", "wedding") == pseudo("wedding")
    assert ngettext("{n} trick", "{n} tricks", 5) == pseudo("{n} tricks")
    set_language("en")
    assert heard[-1] == "New match"
    stop()
    set_language(PSEUDO)
    assert len(heard) == 2
    with pytest.raises(ValueError, match="xx"):
        set_language("xx")


def test_a_listener_that_unsubscribes_while_told_does_not_hide_the_news_from_the_next() -> None:
    heard: list[str] = []

    def once() -> None:
        heard.append("once")
        stop_once()

    stop_once = on_language_changed(once)
    stop_after = on_language_changed(lambda: heard.append("after"))
    set_language("pl")
    stop_after()
    assert heard == ["once", "after"]


def test_numbers_and_money_follow_the_language() -> None:
    shown = {}
    for language in LANGUAGES:
        set_language(language)
        shown[language] = (format_number(12345.5), format_money(Decimal("1234.20"), "PLN"))
    nbsp = "\N{NO-BREAK SPACE}"
    assert shown["pl"] == (f"12{nbsp}345,5", f"1{nbsp}234,20{nbsp}zł")
    assert shown["de"] == ("12.345,5", f"1.234,20{nbsp}PLN")
    assert shown["en"] == ("12,345.5", f"PLN{nbsp}1,234.20")


@pytest.mark.parametrize("language", LANGUAGES)
def test_small_whole_numbers_read_as_babel_writes_them(language: str) -> None:
    """The whole numbers written without Babel are written as Babel writes them, and so
    is the first one past them."""
    from babel.numbers import format_decimal

    from kopdesk.i18n import PLAIN_BELOW, _babel_locale, current_language

    before = current_language()
    set_language(language)
    try:
        for value in range(-PLAIN_BELOW, PLAIN_BELOW + 1):
            assert format_number(value) == format_decimal(value, locale=_babel_locale())
    finally:
        set_language(before)


@pytest.mark.parametrize(
    ("language", "zloty", "euro"),
    [("en", "-PLN\N{NO-BREAK SPACE}0.20", "€0.20"), ("pl", "-0,20\N{NO-BREAK SPACE}zł", "0,20\N{NO-BREAK SPACE}€"),
     ("de", "-0,20\N{NO-BREAK SPACE}PLN", "0,20\N{NO-BREAK SPACE}€")],
)  # fmt: skip
def test_money_reads_as_each_language_writes_it(language: str, zloty: str, euro: str) -> None:
    """A currency code is spaced from the number ("PLN 0.20", never "PLN0.20"); a sign is not."""
    set_language(language)
    try:
        assert format_money(Decimal("-0.20"), "PLN") == zloty
        assert format_money(Decimal("0.20"), "EUR") == euro
    finally:
        set_language("en")


@pytest.mark.parametrize(("language", "cancel"), [("pl", "Anuluj"), ("de", "Abbrechen")])
def test_qt_strings_follow_the_language(qapp: object, language: str, cancel: str) -> None:
    from PySide6.QtCore import QCoreApplication

    from kopdesk.app.qt_i18n import apply_qt_language

    try:
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"
        assert apply_qt_language(language) is True
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == cancel
    finally:
        assert apply_qt_language("en") is False
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


# -- every visible text follows a switch at runtime -----------------------------------------------

NAMES = ("A", "B", "C", "D")
WHITELIST = {
    *NAMES,  # the players of the match below
    *(name for names in BOT_NAMES.values() for name in names),  # the players' default names in each language
    "Polski", "Deutsch", "English",  # the language menu names each language in itself
    "",
    "?",  # the context-help buttons
}  # fmt: skip
DYNAMIC = re.compile(r"[+\-−]?\d+|×\d+|[A-Z]{3}")
"""Numbers, scores, doubling factors, currency codes."""


class Translations:
    """What a language may show: every translation of a catalog, placeholders as wildcards."""

    def __init__(self, texts: Iterable[str]) -> None:
        self.exact = {text for text in texts if text}
        patterns = [
            ".+?".join(re.escape(part) for part in PLACEHOLDER.split(text))
            for text in self.exact
            if PLACEHOLDER.search(text)
        ]
        self.pattern = re.compile("|".join(f"(?:{p})" for p in patterns) or "(?!)")

    @classmethod
    def of(cls, language: str) -> Translations:
        """The finished translations of a catalog (untranslated and fuzzy entries do not count)."""
        catalog = read(i18n_tools.catalog_path(language))
        return cls(s for m in catalog if m.id and not m.fuzzy for s in strings(m))

    def allows(self, text: str) -> bool:
        if text in self.exact or text in WHITELIST or DYNAMIC.fullmatch(text):
            return True
        if self.pattern.fullmatch(text):
            return True
        # A list of terms, such as the doubling names "kontra, re, bok, …".
        parts = text.split(", ")
        return len(parts) > 1 and all(p == "…" or p in self.exact for p in parts)


def visible_texts(*windows: object) -> list[tuple[str, str]]:
    """(where, text) of every text the user can see in `windows` and their menus."""
    from PySide6.QtWidgets import (
        QAbstractButton,
        QComboBox,
        QDialogButtonBox,
        QDockWidget,
        QGroupBox,
        QLabel,
        QLineEdit,
        QMainWindow,
        QTabBar,
        QTableWidget,
        QWidget,
    )

    found: list[tuple[str, str]] = []

    def add(widget: QWidget, what: str, text: str) -> None:
        found.append((f"{type(widget).__name__}({widget.objectName()!r}).{what}", text))

    def menu(widget: QWidget, actions: Iterable[object], path: str) -> None:
        for action in actions:
            if action.isSeparator():
                continue
            add(widget, f"menu {path}", action.text())
            sub = action.menu()
            if sub is not None:
                menu(widget, sub.actions(), f"{path}/{action.text()}")

    seen: set[int] = set()
    for window in windows:
        assert isinstance(window, QWidget) and window.isVisible()
        add(window, "windowTitle", window.windowTitle())
        if isinstance(window, QMainWindow):
            menu(window, window.menuBar().actions(), "")
        for widget in [window, *window.findChildren(QWidget)]:
            if not widget.isVisible() or id(widget) in seen:
                continue
            seen.add(id(widget))
            if isinstance(widget, QLabel) and widget.pixmap().isNull():
                add(widget, "text", widget.text())
            elif isinstance(widget, QAbstractButton):
                box = widget.parent()
                no_button = QDialogButtonBox.StandardButton.NoButton
                standard = isinstance(box, QDialogButtonBox) and box.standardButton(widget) != no_button
                if not standard:  # OK and Cancel are Qt's own (test_qt_strings_follow_the_language)
                    add(widget, "text", widget.text())
            elif isinstance(widget, QGroupBox):
                add(widget, "title", widget.title())
            elif isinstance(widget, QDockWidget):
                add(widget, "windowTitle", widget.windowTitle())
            elif isinstance(widget, QTabBar):
                for index in range(widget.count()):
                    add(widget, f"tab {index}", widget.tabText(index))
            elif isinstance(widget, QComboBox):
                for index in range(widget.count()):
                    add(widget, f"item {index}", widget.itemText(index))
            elif isinstance(widget, QLineEdit):
                add(widget, "placeholderText", widget.placeholderText())
            if isinstance(widget, QTableWidget):
                for column in range(widget.columnCount()):
                    header = widget.horizontalHeaderItem(column)
                    add(widget, f"header {column}", header.text() if header else "")
                    for row in range(widget.rowCount()):
                        cell = widget.item(row, column)
                        add(widget, f"cell {row},{column}", cell.text() if cell else "")
    return found


@pytest.fixture
def table(qtbot):
    """The main window in the auction of a match, waiting for the user's call, and the
    new-match dialog open beside it."""
    from PySide6.QtCore import QCoreApplication, QEvent

    from kopdesk.app.cardpaint import CardPainter
    from kopdesk.app.controller import GameController
    from kopdesk.app.mainwindow import MainWindow
    from kopdesk.app.newmatch.dialog import NewMatchDialog
    from kopdesk.games.kop import rules_from_preset
    from kopdesk.storage import MatchSetup, Settings

    window = MainWindow(GameController(pace="instant"), CardPainter())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    setup = MatchSetup(rules_from_preset("kop"), 0, ("club",) * 3, NAMES, "0.20", "PLN", True)
    with qtbot.waitSignal(window.controller.human_to_act, timeout=5000):
        window.controller.start_match(setup, seed=1)
    dialog = NewMatchDialog(Settings(), window)
    qtbot.addWidget(dialog)
    # The dialog is modal in the app and does not listen to language changes itself
    # (test_new_match_dialog_follows_a_switch); here it is subscribed as its owner would.
    stop = on_language_changed(dialog.retranslate)
    dialog.show()
    qtbot.waitExposed(dialog)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    yield window, dialog
    stop()
    window.controller.shutdown()


def switch(language: str) -> None:
    """`set_language`, then what the event loop does at once: show new widgets, delete replaced ones."""
    from PySide6.QtCore import QCoreApplication, QEvent

    set_language(language)
    QCoreApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def left_behind(translations: Translations, *windows: object) -> list[tuple[str, str]]:
    return [(where, text) for where, text in visible_texts(*windows) if not translations.allows(text)]


@pytest.mark.parametrize("language", LANGUAGES)
def test_switch_to_each_language_leaves_nothing_behind(
    table, locale_dir: Path, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    monkeypatch.setattr(i18n, "LOCALE_DIR", locale_dir)
    switch({"pl": "de", "de": "pl", "en": "pl"}[language])
    switch(language)
    assert left_behind(Translations.of(language), *table) == []


def test_pseudo_translation_reaches_every_widget_and_goes_away(
    table, locale_dir: Path, pseudo_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Works whatever the state of pl and de: switch to a pseudo-language where every
    message reads ⟦message⟧, then back to English."""
    shown = visible_texts(*table)
    assert len(shown) > 100
    monkeypatch.setattr(i18n, "LOCALE_DIR", pseudo_dir)
    switch(PSEUDO)
    template = read(i18n_tools.TEMPLATE)
    pseudo_texts = Translations(pseudo(t) for m in template if m.id for t in texts_of(m))
    assert left_behind(pseudo_texts, *table) == []
    assert sum("⟦" in text for _where, text in visible_texts(*table)) > 100
    monkeypatch.setattr(i18n, "LOCALE_DIR", locale_dir)
    switch("en")
    assert [(where, text) for where, text in visible_texts(*table) if "⟦" in text] == []
    assert sorted(visible_texts(*table)) == sorted(shown)


def test_new_match_dialog_follows_a_switch(qtbot, pseudo_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from kopdesk.app.newmatch.dialog import NewMatchDialog
    from kopdesk.storage import Settings

    dialog = NewMatchDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.show()
    monkeypatch.setattr(i18n, "LOCALE_DIR", pseudo_dir)
    set_language(PSEUDO)
    assert dialog.windowTitle() == pseudo("New match")


# -- a whole deal in each language: the table mid-deal and the summary ---------------------

SCENE_SEPARATORS = re.compile(r"\n| · |  \(|, |\)$")
"""How the table joins its words: badge lines, "name · level", marks in brackets."""


def scene_texts(scene: object) -> list[str]:
    """Every word group on the felt: badges, the game, piles, speech bubbles, messages."""
    from kopdesk.app.felt import LabelItem

    texts = []
    for item in scene.items():  # type: ignore[attr-defined]
        if isinstance(item, LabelItem) and item.isVisible():
            texts.extend(part for part in SCENE_SEPARATORS.split(item.text()) if part)
    return texts


def summary_texts(window: object) -> list[str]:
    """The summary's sentences, headings and side names (units and money are numbers)."""
    summary = kop_summary(window)  # type: ignore[arg-type]
    results = summary.results
    texts = [summary.title.text(), *summary.explanation.lines, window.board_next.text()]  # type: ignore[attr-defined]
    texts += [results.horizontalHeaderItem(c).text() for c in range(results.columnCount())]
    texts += [results.item(r, 1).text() for r in range(results.rowCount())]
    return texts


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_deal_played_in_each_language_shows_only_that_language(
    qtbot, locale_dir: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, language: str
) -> None:
    from kopdesk.app.cardpaint import CardPainter
    from kopdesk.app.controller import HUMAN_SEAT, GameController
    from kopdesk.app.mainwindow import MainWindow
    from kopdesk.games.kop import PASS, Phase, rules_from_preset
    from kopdesk.storage import MatchSetup

    monkeypatch.setattr(i18n, "LOCALE_DIR", locale_dir)
    set_language(language)
    window = MainWindow(GameController(pace="instant"), CardPainter(language=language))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    setup = MatchSetup(rules_from_preset("baska"), 0, ("club",) * 3, NAMES, "0.20", "PLN", True)
    window.controller.start_match(setup, seed=3)
    translations = Translations.of(language)
    checked_mid_deal = False
    while window.controller.deal.phase is not Phase.DONE:
        qtbot.waitUntil(
            lambda: window.controller.deal.to_move == HUMAN_SEAT or window.controller.deal.phase is Phase.DONE,
            timeout=20000,
        )
        deal = window.controller.deal
        if deal.phase is Phase.PLAY and deal.tricks and not checked_mid_deal:
            assert [t for t in scene_texts(kop_board(window).scene) if not translations.allows(t)] == []
            assert window.grab().save(str(tmp_path / f"table-{language}.png"))
            checked_mid_deal = True
        if deal.phase is not Phase.DONE:
            window.controller.human_action(PASS if deal.phase is Phase.AUCTION else deal.legal_actions()[0])
    assert checked_mid_deal
    qtbot.waitUntil(window.board_summary.isVisible, timeout=5000)
    assert [t for t in summary_texts(window) if not translations.allows(t)] == []
    assert window.board_summary.grab().save(str(tmp_path / f"summary-{language}.png"))
    window.controller.shutdown()


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_menu_has_two_items_with_one_mnemonic(
    qapp: object, locale_dir: Path, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    """Alt+letter opens one item of a menu (or one menu of the bar), in every language."""
    from PySide6.QtWidgets import QMenu

    from kopdesk.app.cardpaint import CardPainter
    from kopdesk.app.controller import GameController
    from kopdesk.app.mainwindow import MainWindow

    monkeypatch.setattr(i18n, "LOCALE_DIR", locale_dir)
    window = MainWindow(GameController(pace="instant"), CardPainter())
    set_language(language)
    window.retranslate()

    def mnemonic(text: str) -> str | None:
        found = re.search(r"&([^&])", text.replace("&&", ""))
        return found.group(1).lower() if found else None

    def clashes(actions: Iterable[object]) -> list[list[str]]:
        texts = [action.text() for action in actions if not action.isSeparator()]  # type: ignore[attr-defined]
        letters = [mnemonic(text) for text in texts]
        shared = {letter for letter in letters if letter is not None and letters.count(letter) > 1}
        return [[t for t, m in zip(texts, letters, strict=True) if m == letter] for letter in shared]

    menu_bar = window.menuBar()
    found = {"bar": clashes(menu_bar.actions())}
    for action in menu_bar.actions():
        for menu in [action.menu(), *action.menu().findChildren(QMenu)]:
            found[menu.title()] = clashes(menu.actions())
    window.controller.shutdown()
    set_language("en")
    assert {where: clash for where, clash in found.items() if clash} == {}

"""The rules and glossary viewer: anchors in every language, scrolling to an entry,
painted cards, language switches and the search box."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QPixmap, QTextDocument
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from kopdesk.app.helpviewer import CARD_WIDTH, HelpViewer
from kopdesk.games.kop import HOUSE_RULE_IDS, Contract, card
from kopdesk.help import ANCHORS, entries, help_html
from kopdesk.i18n import LANGUAGES, set_language

TERMS = (
    "stare", "starzy_mlodzi", "zwyczajna", "wesele", "cicha", "zolo", "zolo_du", "gran", "gran_du",
    "zollo_bieda", "mester", "baszka", "kontra", "re", "rekontra", "bok", "slup", "hirsz", "skok", "zub",
    "pas", "oka", "cale", "smarowanie", "trumfy", "obce", "ryzyka", "wyjscie", "bez_wyjscia", "bez_bitki", "boki",
    "bitka", "zagrywajacy", "rozdajacy", "zapis", "bok_runda",
)  # fmt: skip
REQUIRED = {
    *(f"contract-{contract.value}" for contract in Contract),
    *(f"rule-{rule}" for rule in HOUSE_RULE_IDS),
    *(f"term-{term}" for term in TERMS),
    "call-pass", "call-double", "play-follow", "play-beat",
    "score-wyjscie", "score-bez_wyjscia", "score-bez_bitki", "score-doublings", "score-tie",
    "preset-kop", "preset-kop-koscian", "preset-baska",
    "order-as-dycha", "order-as-trzy-dychy", "order-gran",
}  # fmt: skip

# Words that give away a sentence in another language, per help language.
FOREIGN = {
    "en": ("und", "nicht", "der", "ist", "jest", "się", "oraz"),
    "de": ("the", "and", "you", "with", "jest", "się", "oraz"),
    "pl": ("the", "and", "you", "und", "nicht", "der", "ist"),
}
_QUOTED = re.compile(r"[„“][^”“]*[”“]")


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    set_language("en")
    yield
    set_language("en")


@pytest.fixture
def viewer(qtbot: QtBot) -> HelpViewer:
    help_viewer = HelpViewer()
    qtbot.addWidget(help_viewer)
    return help_viewer


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_has_the_same_anchors_and_all_required_ones(language: str) -> None:
    anchors = [entry.anchor for entry in entries(language)]
    assert len(anchors) == len(set(anchors))
    assert set(anchors) == set(ANCHORS)
    assert set(anchors) >= REQUIRED


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_entry_has_a_title_and_a_text(language: str) -> None:
    for entry in entries(language):
        assert entry.title and entry.text, entry.anchor


@pytest.mark.parametrize("language", LANGUAGES)
def test_links_and_cards_in_the_text_exist(language: str) -> None:
    source = help_html(language)
    assert set(re.findall(r'href="#([^"]+)"', source)) <= set(ANCHORS)
    for name in re.findall(r'src="card:([^"]+)"', source):
        card(name)


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_sentences_of_another_language(language: str) -> None:
    text = _QUOTED.sub(" ", " ".join(entry.text for entry in entries(language)))
    words = set(re.findall(r"\w+", text.casefold()))
    assert not words & set(FOREIGN[language])


def test_german_says_du_and_uses_the_german_terms() -> None:
    text = " ".join(entry.text for entry in entries("de"))
    assert len(re.findall(r"\bdu\b", text)) >= 10
    for term in ("die Alten", "die Jungen", "Hochzeit", "stilles Solo", "Augen", "Volle", "Fehlfarben",
                 "Ausgang", "Schneider", "Schwarz", "Gleichstand", "Stich", "Vorhand", "Geber", "Spielliste",
                 "Bockrunde"):  # fmt: skip
        assert term in text, term


def test_show_entry_shows_the_window_at_the_entry(viewer: HelpViewer) -> None:
    viewer.show_entry("contract-wesele")
    browser = viewer.browser
    assert viewer.isVisible()
    assert browser.is_visible(browser.anchor_position("contract-wesele"))
    assert not browser.is_visible(browser.anchor_position("part-kop"))
    assert viewer.current_entry() == "contract-wesele"
    assert viewer.contents.currentItem().text(0) == "Wedding (wesele)"


def test_an_unknown_entry_is_refused(viewer: HelpViewer) -> None:
    with pytest.raises(KeyError, match="no-such-thing"):
        viewer.show_entry("no-such-thing")


def test_cards_are_painted_with_the_language_letters(viewer: HelpViewer) -> None:
    viewer.show_entry("order-as-dycha")
    names = set(re.findall(r'src="card:([^"]+)"', help_html("en")))
    document = viewer.browser.document()
    for name in names:
        pixmap = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(f"card:{name}"))
        assert isinstance(pixmap, QPixmap) and not pixmap.isNull(), name
        assert pixmap.deviceIndependentSize().width() == CARD_WIDTH


def test_a_language_switch_keeps_the_entry(viewer: HelpViewer) -> None:
    viewer.show_entry("rule-bok_round")
    set_language("de")
    assert viewer.current_entry() == "rule-bok_round"
    assert viewer.browser.is_visible(viewer.browser.anchor_position("rule-bok_round"))
    assert "Bockrunde" in viewer.browser.toPlainText()


def test_a_hidden_viewer_catches_up_when_shown(viewer: HelpViewer) -> None:
    viewer.show_entry("score-tie")
    viewer.hide()
    set_language("pl")
    assert "Boki, 52:52" not in viewer.browser.toPlainText()
    viewer.show_entry("score-tie")
    assert "Boki, 52:52" in viewer.browser.toPlainText()
    assert viewer.current_entry() == "score-tie"


def test_the_search_box_filters_the_contents(viewer: HelpViewer) -> None:
    set_language("pl")
    viewer.show_entry("part-kop")
    viewer.search.setText("wyjsc")
    shown = _shown_anchors(viewer)
    assert {"score-wyjscie", "score-bez_wyjscia", "term-wyjscie"} <= shown
    assert "term-zub" not in shown
    viewer.search.clear()
    assert _shown_anchors(viewer) == set(ANCHORS)


def test_searching_the_lessons_smearing_finds_kops_entry_too(viewer: HelpViewer) -> None:
    set_language("en")
    viewer.show_entry("part-kop")
    viewer.search.setText("smear")
    assert {"term-smarowanie", "sk-term-schmieren"} <= _shown_anchors(viewer)


def test_a_link_in_the_text_moves_to_its_entry(viewer: HelpViewer) -> None:
    viewer.show_entry("score-examples")
    viewer.browser.anchorClicked.emit(QUrl("#score-doublings"))
    assert viewer.current_entry() == "score-doublings"


def _shown_anchors(viewer: HelpViewer) -> set[str]:
    shown = set()
    for index in range(viewer.contents.topLevelItemCount()):
        part = viewer.contents.topLevelItem(index)
        assert part is not None
        for item in (part, *(part.child(i) for i in range(part.childCount()))):
            assert item is not None
            if not item.isHidden() and not part.isHidden():
                shown.add(item.data(0, Qt.ItemDataRole.UserRole).anchor)
    return shown


@pytest.mark.parametrize("language", LANGUAGES)
def test_house_rules_are_named_as_the_new_match_dialog_names_them(language: str) -> None:
    """The help's entry on each house rule is headed with the dialog's title for it, and the
    help never shows the program's ids (cicha_may_open_double, kop-koscian)."""
    from kopdesk.games.kop.texts import HOUSE_RULES
    from kopdesk.i18n import translate

    set_language(language)
    try:
        titles = {entry.anchor: entry.title for entry in entries(language)}
        for rule in HOUSE_RULES:
            assert translate(rule.title).lower() in titles[f"rule-{rule.id}"].lower(), rule.id
        text = " ".join(f"{entry.title} {entry.text}" for entry in entries(language))
        assert re.findall(r"\b[a-z]+_[a-z_]+\b|kop-koscian", text) == []
    finally:
        set_language("en")


def _broken_words(viewer: HelpViewer, anchor: str) -> list[str]:
    """The words of the table after `anchor` that the viewer breaks elsewhere than at a space
    or a soft hyphen, as "Zwangsspie|l"."""
    from PySide6.QtGui import QTextCursor

    document = viewer.browser.document()
    cursor = QTextCursor(document)
    cursor.setPosition(viewer.browser.anchor_position(anchor))
    while cursor.currentTable() is None:
        assert cursor.movePosition(QTextCursor.MoveOperation.NextBlock), f"no table after {anchor}"
    table = cursor.currentTable()
    broken = []
    for row in range(table.rows()):
        for column in range(table.columns()):
            cell = table.cellAt(row, column)
            block = cell.firstCursorPosition().block()
            while block.isValid() and block.position() <= cell.lastCursorPosition().position():
                text, layout = block.text(), block.layout()
                for index in range(layout.lineCount() - 1):
                    end = layout.lineAt(index).textStart() + layout.lineAt(index).textLength()
                    if text[end - 1] not in " \u00ad" and text[end] != " ":
                        broken.append(f"{text[:end]}|{text[end:]}")
                block = block.next()
    return broken


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_family_table_breaks_no_word_at_the_viewers_size(viewer: HelpViewer, language: str) -> None:
    """Walk Schafkopf #18: "Trumpffarb|e", "Zwangsspi|el" at 1280×800."""
    set_language(language)
    viewer.resize(980, 700)
    viewer.show()
    viewer.show_entry("compare-family")
    assert _broken_words(viewer, "compare-family") == []
    viewer.resize(760, 600)  # a table too narrow for its words scrolls sideways instead
    QApplication.processEvents()
    assert _broken_words(viewer, "compare-family") == []

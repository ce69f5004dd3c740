"""The Scopa table follows the traditional-terms switch: a deal played in the main window to a
sweep, with the switch off, says it in the words of the summary's points (English "sweep",
Polish "miotła", German "Besen") on the announcement, under the pile, in the log of the play,
in the hint and on the score sheet, and no Italian word a language does not keep; with the
switch on, "scopa". Turning the switch in the View menu rewords what stays on the table at
once: the pile's caption, the log and the sheet. Every sentence a hint may say, and the
summary's note on the six coins, say the switch's words too."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from kopdesk.app.controller import HUMAN_SEAT
from kopdesk.app.mainwindow import MainWindow
from kopdesk.app.scopa import ScopaBoard
from kopdesk.app.scopa.hints import fact_sentence
from kopdesk.app.scopa.summary import reason_text
from kopdesk.bots.hints import Fact
from kopdesk.bots.scopa.hints import HintReason
from kopdesk.games import scopa
from kopdesk.games.scopa import Award, Category, Reason
from kopdesk.storage import MatchSetup
from tests.app.scopa.test_board import scripted_deal
from tests.app.scopa.test_scopa_terms import KEPT, italian_words

NAMES = ("Ala", "Ewa")
SWEEP = {
    ("en", False): ("sweep", "sweeps", "sweeps"),
    ("pl", False): ("miotła", "miotły", "mioteł"),
    ("de", False): ("Besen", "Besen", "Besen"),
    ("en", True): ("scopa", "scope", "scope"),
    ("pl", True): ("scopa", "scope", "scope"),
    ("de", True): ("Scopa", "Scope", "Scope"),
}
"""The word for a sweep after a number, by language and switch: the forms for 1, 2–4 and 5."""
ANNOUNCED = {"en": "Sweep", "pl": "Miotła", "de": "Besen"}
FIVE_CARDS = {"en": "5 cards", "pl": "5 kart", "de": "5 Karten"}
IN_THE_HINT = {
    ("en", False): "It takes every card on the table: a sweep, one point.",
    ("pl", False): "Zbiera wszystkie karty ze stołu: miotła, jeden punkt.",
    ("de", False): "Sie nimmt alle Karten vom Tisch: ein Besen, ein Punkt.",
    ("en", True): "It takes every card on the table: a scopa, one point.",
    ("pl", True): "Zbiera wszystkie karty ze stołu: scopa, jeden punkt.",
    ("de", True): "Sie nimmt alle Karten vom Tisch: eine Scopa, ein Punkt.",
}


def counted(count: int, language: str, traditional: bool) -> str:
    """`count` sweeps as the sheet and the pile write them ("2 miotły", "5 mioteł")."""
    few = 2 <= count % 10 <= 4 and not 12 <= count % 100 <= 14
    return f"{count} {SWEEP[language, traditional][0 if count == 1 else 1 if few else 2]}"


def start_scripted_match(qtbot, window: MainWindow) -> ScopaBoard:
    """A match of Scopa whose first deal is `scripted_deal`: the user, first to play, holds
    the K♦, which takes the whole table (3♥ 2♠ A♣ 4♦)."""
    dealt = scripted_deal()
    rules = dealt.rules
    match = scopa.GAME.new_match(rules, dealt.dealer)
    deal = match.new_deal(dealt.deck)
    setup = MatchSetup(rules, dealt.dealer, ("beginner",), NAMES, "0.20", "PLN", True)
    window.controller.start_match(setup, seed=1, resume=(match, [], deal))
    qtbot.waitUntil(lambda: window.controller.deal.to_move == HUMAN_SEAT, timeout=10000)
    board = window.boards["scopa"].board
    assert isinstance(board, ScopaBoard)
    return board


def double_click_king_of_coins(board: ScopaBoard) -> None:
    item = board.scene.hand_item(scopa.card("KD"))
    assert item is not None
    spot = board.view.mapFromScene(item.sceneBoundingRect().center())
    QTest.mouseDClick(board.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, spot)


def play_out(qtbot, window: MainWindow) -> scopa.Deal:
    """The user's first legal move each turn until the deal is over and on the sheet."""
    controller = window.controller
    while not controller.finished:
        qtbot.waitUntil(lambda: bool(controller.finished) or controller.deal.to_move == HUMAN_SEAT, timeout=20000)
        if not controller.finished:
            controller.human_action(controller.deal.legal_actions()[0])
    deal: scopa.Deal = controller.finished[-1]
    return deal


def sheet_cell(window: MainWindow) -> str:
    table = window.sheet.table
    return table.item(0, table.columnCount() - 1).text()


@pytest.mark.parametrize("traditional", [False, True], ids=["switch-off", "switch-on"])
@pytest.mark.parametrize("language", ["en", "pl", "de"])
def test_a_sweep_on_the_table_is_said_as_the_switch_says(
    qtbot, window: MainWindow, speak, language: str, traditional: bool
) -> None:
    speak(language)
    if traditional:
        window.menus.act_traditional.trigger()  # View → Traditional terms
    board = start_scripted_match(qtbot, window)

    with qtbot.waitSignal(window.controller.hint_ready, timeout=20000):
        window.menus.act_hint.trigger()
    hint = board.message_text().replace("\n", " ")
    assert IN_THE_HINT[language, traditional] in hint
    assert (italian_words([hint], language) == {}) is not traditional

    double_click_king_of_coins(board)
    qtbot.waitUntil(lambda: bool(window.controller.deal.scope_log), timeout=10000)
    name = board.scene.name(HUMAN_SEAT)
    word = "Scopa" if traditional else ANNOUNCED[language]
    assert board.scene.announce.isVisible() and board.scene.announce.text() == f"{word}! ({name})"
    assert board.scene.pile_labels[0].text() == f"{FIVE_CARDS[language]} · {counted(1, language, traditional)}"
    sweep_line = window.log.lines()[-1]
    assert sweep_line.endswith(f"{SWEEP[language, traditional][0]}!")
    assert (italian_words([sweep_line], language) == {}) is not traditional

    deal = play_out(qtbot, window)
    assert deal.score is not None
    sweeps = len(deal.score.scope_log)
    assert sheet_cell(window) == counted(sweeps, language, traditional)

    window.menus.act_traditional.trigger()  # the other way round: the table says it at once
    assert sheet_cell(window) == counted(sweeps, language, not traditional)
    mine = sum(1 for made in deal.score.scope_log if made.side == 0)
    assert board.scene.pile_labels[0].text().endswith(" · " + counted(mine, language, not traditional))
    assert sweep_line not in window.log.lines()
    assert any(line.endswith(f"{SWEEP[language, not traditional][0]}!") for line in window.log.lines())


def every_fact() -> list[Fact[HintReason]]:
    """A fact of each reason a hint gives, with counts that take each plural form."""
    cards = {
        HintReason.DENARI: (scopa.card("2D"), scopa.card("5D")),
        HintReason.SEVENS: (scopa.card("7C"),),
        HintReason.SWEEPERS_GONE: (scopa.card("6C"),),
    }
    numbers: dict[HintReason, tuple[int | None, ...]] = {HintReason.SETTEBELLO: (None, 1, 2, 5)}
    return [Fact(reason, cards.get(reason, ()), number)
            for reason in HintReason for number in numbers.get(reason, (1, 2, 5, 16))]  # fmt: skip


def texts_beside_the_table() -> list[str]:
    """Every hint's sentences, and the summary's note on a rule that asks for six coins."""
    note = reason_text(Award(Category.DENARI, None, 0, Reason.FEWER_THAN_SIX))
    return [fact_sentence(fact) for fact in every_fact()] + [note]


@pytest.mark.parametrize("language", ["en", "pl", "de"])
def test_hints_and_notes_say_no_italian_word_with_the_switch_off(language: str, speak) -> None:
    speak(language)
    assert italian_words(texts_beside_the_table(), language) == {}


@pytest.mark.parametrize("language", ["en", "pl", "de"])
def test_with_the_switch_on_hints_and_notes_say_the_italian_words(language: str, speak, traditional_terms) -> None:
    speak(language)
    said = italian_words(texts_beside_the_table(), language)
    assert {"scopa", "settebello", "denari", "primiera", "carte", "re bello"} - KEPT[language] <= said.keys()

"""The first deals of the games played on a board, explained: offered in the Help menu,
played in the lesson's window by real drags and clicks following its steps, each step's
text shown, a wrong move refused with the lesson's word, and the match in progress in
the main window left as it was."""

from __future__ import annotations

from html import escape
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from kopdesk.app.cardpaint import Faces
from kopdesk.app.controller import HUMAN_SEAT
from kopdesk.app.lessons import BoardLesson, lessons
from kopdesk.app.lessonview import LAST_WORD_WIDTH
from kopdesk.app.mainwindow import MainWindow
from kopdesk.app.schafkopf import SchafkopfBoard
from kopdesk.app.scopa import ScopaBoard
from kopdesk.app.words import said
from kopdesk.games.kop import rules_from_preset
from kopdesk.games.schafkopf import Call
from kopdesk.games.schafkopf.lesson import BAVARIAN
from kopdesk.games.scopa import Move
from kopdesk.games.scopa.lesson import SCOPA
from kopdesk.i18n import current_language, set_language
from kopdesk.storage import MatchSetup

NAMES = ("Ala", "Ewa", "Janek", "Zosia")


@pytest.fixture
def main(qtbot, window: MainWindow) -> MainWindow:
    """The main window with a Kop match in progress, the user to act."""
    setup = MatchSetup(rules_from_preset("kop"), 0, ("beginner",) * 3, NAMES, "0.20", "PLN", False)
    window.controller.start_match(setup, seed=5)
    qtbot.waitUntil(lambda: window.controller.deal.to_move == HUMAN_SEAT, timeout=10000)
    return window


def open_lesson(qtbot, main: MainWindow, preset: str) -> tuple[MainWindow, list[Any]]:
    """The lesson of `preset` chosen in the Help menu; the user's turns as they come."""
    main.menus.lesson_actions[preset].trigger()
    window = main.tutorial_window
    assert window is not None
    qtbot.addWidget(window)
    window.set_pace("instant")
    turns: list[Any] = []
    window.controller.human_to_act.connect(turns.append)
    if window.controller.table.awaits_human():  # the lesson began with the user's turn, told as it was dealt
        turns.append(window.controller.deal.observation(HUMAN_SEAT))
    return window, turns


def board_of(window: MainWindow) -> Any:
    (presenter,) = window.boards.values()
    assert window.pages.currentWidget() is presenter.board
    return presenter.board


def drag(board: Any, item: Any, to: QPointF) -> None:
    """Press on `item`, move in steps, release at `to` (scene coordinates)."""
    viewport = board.view.viewport()
    start = board.view.mapFromScene(item.sceneBoundingRect().center())
    end = board.view.mapFromScene(to)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * step / 8)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def scopa_move(board: ScopaBoard, move: Move) -> None:
    """A drag onto the first card taken (and a click on the set, if offered), or onto the felt."""
    scene = board.scene
    if not move.take:
        felt = scene.felt()
        drag(board, scene.hand_item(move.card), QPointF(felt.left() + 8, felt.top() + 8))
        return
    drag(board, scene.hand_item(move.card), scene.table_item(move.taken[0]).sceneBoundingRect().center())
    if scene.choices:
        chip = scene.chips[scene.choices.index(move)]
        QTest.mouseClick(board.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         board.view.mapFromScene(chip.sceneBoundingRect().center()))  # fmt: skip


def schafkopf_action(board: SchafkopfBoard, action: Any) -> None:
    """A click on the call's button (through its group's), or a drag of the card to the trick."""
    if isinstance(action, Call):
        if str(action) not in board.calls.buttons():
            QTest.mouseClick(board.calls.buttons()[action.kind.value], Qt.MouseButton.LeftButton)
        QTest.mouseClick(board.calls.buttons()[str(action)], Qt.MouseButton.LeftButton)
        return
    drag(board, board.scene.hand_item(action), board.scene.drop_zone.rect.center())


def message(board: Any) -> str:
    shown = board.scene.message
    return shown.text() if shown.isVisible() else ""


def wanted(deal: Any, text: str) -> Any:
    return next(allowed for allowed in deal.legal_actions() if str(allowed) == text)


def play_lesson(qtbot, window: MainWindow, turns: list[Any], act, heights: set[int] | None = None) -> int:
    """Follow every step by real input on the board; each step's text is on the banner
    when it is the user's turn, whose height is noted in `heights`. Returns the steps made."""
    coach = window.controller.coach
    assert isinstance(coach, BoardLesson)
    deal = window.controller.deal
    made = 0
    while True:
        qtbot.waitUntil(lambda made=made: len(turns) > made or deal.to_move is None, timeout=10000)
        if deal.to_move is None:
            return made
        step = coach.lesson.step(deal)
        assert step is not None and said(step.text) in window.lesson.text()
        if heights is not None:
            qtbot.wait(20)  # the layout settles
            heights.add(window.lesson.height())
        before = len(deal.history)
        act(board_of(window), wanted(deal, step.action))
        assert len(deal.history) == before + 1 and str(deal.history[-1]) == step.action
        made += 1


def main_as_it_was(main: MainWindow) -> tuple[Any, ...]:
    c = main.controller
    return c.deal, tuple(c.deal.history), c.match.totals, len(c.finished), c.setup


LESSONS_PLAYED = [("scopa", SCOPA, scopa_move), ("schafkopf", BAVARIAN, schafkopf_action)]


@pytest.mark.parametrize(("preset", "lesson", "act"), LESSONS_PLAYED)
def test_a_whole_lesson_is_played_on_its_board_and_the_match_comes_back(qtbot, main, preset, lesson, act) -> None:
    before = main_as_it_was(main)
    window, turns = open_lesson(qtbot, main, preset)
    assert window.controller.setup.rules.preset == preset and window.lesson.isVisible()
    assert not window.sheet_dock.isVisible() and window.log_dock.isVisible()  # no match: no sheet; the play log
    heights: set[int] = set()
    assert play_lesson(qtbot, window, turns, act, heights) == len(lesson.steps)
    assert len(heights) == 1, heights  # the banner keeps one height: the board under it does not jump (walk Kop P5)
    qtbot.waitUntil(window.board_summary.isVisible, timeout=10000)
    board_last_word = window.lesson_view.last_word
    assert board_last_word.isVisible() and escape(said(lesson.ending)) in board_last_word.text()
    dialog = window.board_summary  # room for the last word and the whole summary under it
    assert dialog.width() >= LAST_WORD_WIDTH and dialog.height() >= dialog.layout().totalHeightForWidth(dialog.width())
    assert said(lesson.ending) in window.lesson.text()
    assert window.board_next.text() == "End the lesson"
    lesson_table = window.controller.table
    assert lesson_table.what_if and not any(lesson_table.match.totals) and not lesson_table.finished  # practice only
    QTest.mouseClick(window.board_next, Qt.MouseButton.LeftButton)
    assert not window.isVisible() and not window.board_summary.isVisible()
    assert [w for w in QApplication.topLevelWidgets() if w.isVisible()] == [main]
    assert main_as_it_was(main) == before and main.pages.currentWidget() is main.boards["kop"].board
    assert main.controller.human_action(main.controller.deal.legal_actions()[0])  # the match plays on
    window.controller.shutdown()


def test_a_wrong_move_is_refused_with_the_steps_word_and_nothing_is_applied(qtbot, main) -> None:
    window, turns = open_lesson(qtbot, main, "scopa")
    qtbot.waitUntil(lambda: bool(turns), timeout=10000)
    deal = window.controller.deal
    step = SCOPA.step(deal)
    assert step is not None and step.action == "KC:KH"
    other = next(a for a in deal.legal_actions() if str(a) != step.action)
    with qtbot.waitSignal(window.controller.coached):
        scopa_move(board_of(window), other)
    assert deal.history == () and message(board_of(window)) == said(step.text)
    scopa_move(board_of(window), wanted(deal, step.action))  # the step's own move still goes
    assert [str(made) for made in deal.history] == ["KC:KH"]
    window.controller.shutdown()


def test_a_schafkopf_call_other_than_the_steps_is_refused(qtbot, main) -> None:
    window, turns = open_lesson(qtbot, main, "schafkopf")
    qtbot.waitUntil(lambda: bool(turns), timeout=10000)
    deal = window.controller.deal
    step = BAVARIAN.step(deal)
    assert step is not None and step.action == "sauspiel:E"
    calls_before = deal.history
    schafkopf_action(board_of(window), wanted(deal, "pass"))
    assert deal.history == calls_before and message(board_of(window)) == said(step.text)
    window.controller.shutdown()


def test_the_help_menu_offers_every_games_first_deal_and_kop_s_is_kop(qtbot, main) -> None:
    assert list(main.menus.lesson_actions) == list(lessons())
    assert {"kop", "schafkopf", "wendisch", "deutsch", "zweier", "scopa", "scopone-scientifico"} == set(lessons())
    assert main.menus.act_tutorial is main.menus.lesson_actions["kop"]
    texts = [action.text() for action in main.menus.lessons_menu.actions()]
    assert texts[:2] == ["Kop", "Scopa"] and "Scopone scientifico" in texts
    window, _turns = open_lesson(qtbot, main, "kop")
    assert window.controller.setup.rules.preset == "kop" and window.pages.currentWidget() is window.boards["kop"].board
    window.controller.shutdown()


def test_another_games_lesson_takes_the_place_of_the_open_one(qtbot, main) -> None:
    first, _turns = open_lesson(qtbot, main, "scopone-scientifico")
    assert len(first.controller.setup.names) == 4
    second, _turns = open_lesson(qtbot, main, "zweier")
    assert second is not first and not first.isVisible() and second.isVisible()
    assert len(second.controller.setup.names) == 2
    assert open_lesson(qtbot, main, "zweier")[0] is second  # the same lesson is only raised
    first.controller.shutdown()
    second.controller.shutdown()


def test_each_step_is_shown_in_the_users_language(qtbot, main) -> None:
    before = current_language()
    window, turns = open_lesson(qtbot, main, "scopa")
    qtbot.waitUntil(lambda: bool(turns), timeout=10000)
    english = window.lesson.text()
    try:
        set_language("de")
        german = window.lesson.text()
        assert german != english and said(SCOPA.steps[0].text) in german
        assert said(SCOPA.intro) in german
    finally:
        set_language(before)
    window.controller.shutdown()


def test_a_language_switch_with_a_board_game_on_the_window_words_it_again(qtbot, main) -> None:
    """The Kop table's words are not asked of another game's deal (it has no auction)."""
    window, turns = open_lesson(qtbot, main, "schafkopf")
    qtbot.waitUntil(lambda: bool(turns), timeout=10000)
    before = current_language()
    try:
        set_language("pl")
        assert window.lesson.text() and window.windowTitle() != "kopdesk: first deal, explained"
    finally:
        set_language(before)
    window.controller.shutdown()


@pytest.mark.parametrize("preset", sorted(set(lessons()) - {"kop"}))
def test_every_board_lesson_plays_to_its_end_in_the_window(qtbot, main, preset: str) -> None:
    """Each step's action accepted as the step's, the scripted seats' in turn; only the
    lesson's window played (its own controller), the main match left as it was."""
    before = main_as_it_was(main)
    window, turns = open_lesson(qtbot, main, preset)
    coach = window.controller.coach
    assert isinstance(coach, BoardLesson)
    deal = window.controller.deal
    while True:
        qtbot.waitUntil(lambda: len(turns) > coach.done or deal.to_move is None, timeout=10000)
        if deal.to_move is None:
            break
        step = coach.lesson.step(deal)
        assert said(step.text) in window.lesson.text()
        assert window.controller.human_action(wanted(deal, step.action))
    assert coach.done == len(coach.lesson.steps) and deal.score is not None
    qtbot.waitUntil(window.board_summary.isVisible, timeout=10000)
    assert said(coach.lesson.ending) in window.lesson.text()
    assert main_as_it_was(main) == before
    window.controller.shutdown()


def test_the_lesson_paints_the_cards_with_the_faces_the_user_chose(qtbot, main) -> None:
    """Walk Scopa #13: the lesson drew French cards while Italian faces were chosen."""
    main.set_faces({"scopa-40": "italian"})
    window, turns = open_lesson(qtbot, main, "scopa")
    qtbot.waitUntil(lambda: bool(turns), timeout=10000)
    assert window.chosen_faces()["scopa-40"] == "italian"
    assert board_of(window).painter.faces is Faces.ITALIAN
    window.controller.shutdown()


def test_the_bavarian_lesson_follows_the_traditional_terms_switch(qtbot, main, speak) -> None:
    """In Polish the lesson names the cards as the table does, "wyżnik żołądź", until the user
    asks for the traditional terms in the View menu: then "Eichel-Ober", at once."""
    speak("pl")
    window, turns = open_lesson(qtbot, main, "schafkopf")
    qtbot.waitUntil(lambda: bool(turns), timeout=10000)
    assert "wyżnika żołądź" in window.lesson.text() and "Eichel" not in window.lesson.text()
    try:
        window.menus.act_traditional.setChecked(True)
        assert "Eichel-Obera" in window.lesson.text() and "żołądź" not in window.lesson.text()
    finally:
        window.menus.act_traditional.setChecked(False)
    window.controller.shutdown()

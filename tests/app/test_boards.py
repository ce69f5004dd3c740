"""The board seam (docs/architecture.md): the presenter keeps a family's board in step with the
controller and passes the user's actions on; the window shows every deal on its family's
board. The board here is a test double that records what it is told."""

from __future__ import annotations

import os
import random
import subprocess
import sys

import pytest
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QWidget

from kopdesk.app import mainwindow
from kopdesk.app.boards import BoardPresenter, DealFollower
from kopdesk.app.cardpaint import CardPainter
from kopdesk.app.controller import HUMAN_SEAT, GameController
from kopdesk.app.mainwindow import MainWindow
from kopdesk.games import scopa
from kopdesk.games.kop import rules_from_preset
from kopdesk.games.registry import FAMILIES, game_of
from kopdesk.storage import MatchSetup

NAMES = ("Ala", "Ewa", "Janek", "Zosia")


class RecordingBoard(QWidget):
    """A board that records every call the window makes."""

    action_chosen = Signal(object)
    hurried = Signal()
    help_requested = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.calls: list[tuple] = []
        self.painter = CardPainter()

    def set_names(self, names) -> None:
        self.calls.append(("names", tuple(names)))

    def set_match(self, setup, totals, levels) -> None:
        self.calls.append(("match", setup, tuple(totals), tuple(levels)))

    def turn_text(self, observation) -> str:
        return "your turn"

    def call_keys(self):
        return []

    def set_open_hands(self, open_hands) -> None:
        self.calls.append(("open", open_hands))

    def toggle_last_trick(self) -> None:
        self.calls.append(("last",))

    def show_deal(self, deal, human_seat) -> None:
        self.calls.append(("deal", deal, human_seat))

    def play_events(self, events, deal) -> None:
        self.calls.append(("events", tuple(events), deal))

    def set_human_turn(self, observation) -> None:
        self.calls.append(("turn", observation))

    def set_thinking(self, seat) -> None:
        self.calls.append(("thinking", seat))

    def show_refusal(self, refusal) -> None:
        self.calls.append(("refusal", refusal))

    def show_message(self, text) -> None:
        self.calls.append(("message", text))

    def show_hint(self, action, sentence) -> None:
        self.calls.append(("hint", action, sentence))

    def summary(self, deal, names) -> QWidget:
        self.calls.append(("summary", deal, tuple(names)))
        return QLabel("the deal's summary")

    def retranslate(self) -> None:
        self.calls.append(("retranslate",))

    def set_animation_ms(self, ms) -> None:
        self.calls.append(("animation", ms))

    def set_dim_unplayable(self, dim) -> None:
        self.calls.append(("dim", dim))

    def told(self, kind: str) -> list[tuple]:
        return [call for call in self.calls if call[0] == kind]


@pytest.fixture
def controller():
    controller = GameController(pace="instant")
    yield controller
    controller.shutdown()


def start_kop(controller: GameController, seed: int = 3, practice: bool = True) -> None:
    setup = MatchSetup(rules_from_preset("kop"), 0, ("beginner",) * 3, NAMES, "0.20", "PLN", practice)
    controller.start_match(setup, seed=seed)


def wait_for_human(qtbot, controller: GameController) -> None:
    qtbot.waitUntil(lambda: controller.deal is not None and controller.deal.to_move == HUMAN_SEAT, timeout=20000)


def test_the_board_shows_the_deal_and_the_humans_action_reaches_the_controller(qtbot, controller) -> None:
    board = RecordingBoard()
    qtbot.addWidget(board)
    presenter = BoardPresenter(controller, board, "kop", board)
    start_kop(controller)
    wait_for_human(qtbot, controller)
    deal = controller.deal
    assert board.told("names")[0] == ("names", NAMES)
    assert board.told("deal")[0] == ("deal", deal, HUMAN_SEAT)
    assert board.told("turn")[-1][1].seat == HUMAN_SEAT
    before, action = len(deal.history), deal.legal_actions()[0]
    board.action_chosen.emit(action)
    assert len(deal.history) > before and deal.history[before] == action
    assert board.told("events")[-1][2] is deal
    assert presenter.shows_deal()


def test_a_refusal_reaches_the_board_and_nothing_is_played(qtbot, controller) -> None:
    board = RecordingBoard()
    qtbot.addWidget(board)
    presenter = BoardPresenter(controller, board, "kop", board)
    start_kop(controller)
    wait_for_human(qtbot, controller)
    deal = controller.deal
    before = len(deal.history)
    not_held = deal.dealt[1][0]  # a card of the player on the left
    board.action_chosen.emit(not_held)
    assert len(deal.history) == before
    (refusal,) = board.told("refusal")
    assert refusal[1] == deal.refusal(not_held) and presenter.shows_deal()


def test_a_click_on_the_board_hurries_and_a_help_request_goes_out(qtbot, controller, monkeypatch) -> None:
    board = RecordingBoard()
    qtbot.addWidget(board)
    hurried = []
    monkeypatch.setattr(controller, "hurry", lambda: hurried.append(True))
    presenter = BoardPresenter(controller, board, "kop", board)  # connects the patched hurry
    with qtbot.waitSignal(presenter.help_requested) as asked:
        board.help_requested.emit("scopa-capture")
    board.hurried.emit()
    assert asked.args == ["scopa-capture"] and hurried


def test_a_board_of_another_family_stays_out_of_the_deal(qtbot, controller) -> None:
    board = RecordingBoard()
    qtbot.addWidget(board)
    presenter = BoardPresenter(controller, board, "scopa", board)
    start_kop(controller)
    wait_for_human(qtbot, controller)
    deal = controller.deal
    before = len(deal.history)
    board.action_chosen.emit(deal.legal_actions()[0])
    assert board.calls == [] and len(deal.history) == before and not presenter.shows_deal()


def scopa_deal():
    return scopa.GAME.new_deal(scopa.GAME.presets["scopa"], 1, random.Random(5))


@pytest.fixture
def window(qtbot, controller, monkeypatch):
    made: list[RecordingBoard] = []

    def board_class(family: str):
        def make(painter: CardPainter) -> RecordingBoard:
            made.append(RecordingBoard())
            made[-1].painter = painter
            return made[-1]

        return make

    monkeypatch.setattr(mainwindow, "board_class", board_class)
    win = MainWindow(controller, CardPainter())
    win.made = made
    qtbot.addWidget(win)
    win.show()
    return win


def test_the_window_shows_each_deal_on_the_board_of_its_family(qtbot, window) -> None:
    controller = window.controller
    assert window.pages.currentIndex() == 0 and window.made == []  # the empty felt: no board made
    start_kop(controller, practice=False)  # no undo: the table of today cannot weigh a Scopa deal's
    (kop_board,) = window.made
    assert window.pages.currentWidget() is kop_board and kop_board.told("deal")[0][1] is controller.deal
    assert kop_board.told("match")[0][1] is controller.setup  # the stakes, totals and levels for its badges
    deal = scopa_deal()
    controller.table.deal = deal  # the controller's news of a Scopa deal
    controller.deal_started.emit(deal)
    (_kop, board) = window.made
    assert window.pages.currentWidget() is board and board.isVisible()
    assert board.painter is window.painter  # the window's faces, colours and letters
    assert ("deal", deal, HUMAN_SEAT) in board.calls  # made during the news, it was still told
    while deal.to_move is not None:
        deal.apply(deal.legal_actions()[0])
    controller.deal_finished.emit(deal)
    assert window.board_summary.isVisible() and window._board_view.text() == "the deal's summary"
    assert board.told("summary")[0][1] is deal
    start_kop(controller, practice=False)
    assert window.pages.currentWidget() is kop_board and not window.board_summary.isVisible()
    assert window.made == [kop_board, board]


def test_starting_the_app_imports_no_board_and_no_computer_player() -> None:
    """A family's board and bots are loaded when a match of that family starts."""
    loaded = (
        "kopdesk.app.kop",
        "kopdesk.app.scopa",
        "kopdesk.app.schafkopf",
        "kopdesk.bots.kop",
        "kopdesk.bots.scopa",
        "kopdesk.bots.schafkopf",
    )
    code = (
        "import sys; import kopdesk.cli, kopdesk.app.main, kopdesk.app.mainwindow;"
        f"print(sorted(m for m in sys.modules if m.startswith({loaded!r})))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"


@pytest.mark.parametrize("preset", ["kop", "scopone", "zweier"])
def test_a_start_loads_the_engine_of_the_game_on_the_table_and_no_other(preset: str) -> None:
    """`kopdesk --demo 0` shows the window as a start does, up to its first paint: the
    engine of the game asked for, and nothing of the other families (Kop's included: its
    engine and its board), the tournament, the lessons or the dialogs opened from the menus."""
    families = {family.name: f"kopdesk.games.{family.name}" for family in FAMILIES}
    on_the_table = {families[game_of(preset).family]}
    not_loaded = (
        *(engine for engine in families.values() if engine not in on_the_table),
        *(f"kopdesk.app.{family}" for family in families if family != game_of(preset).family),
        "kopdesk.bots.tournament",
        "kopdesk.app.lessons",
        "kopdesk.app.helpviewer",
        "kopdesk.app.newmatch.dialog",
        "kopdesk.app.statsdialog",
    )
    packages = tuple(f"{name}." for name in not_loaded)
    code = (
        "import sys; from kopdesk.cli import main;"
        f"status = main(['--demo', '0', '--rules', {preset!r}]);"
        f"print(status, sorted(m for m in sys.modules if m in {not_loaded!r} or m.startswith({packages!r})),"
        f" sorted(m for m in {sorted(on_the_table)!r} if m in sys.modules))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == f"0 [] {sorted(on_the_table)}"


def test_a_scopa_match_is_played_on_its_board(qtbot, controller) -> None:
    board = RecordingBoard()
    qtbot.addWidget(board)
    presenter = BoardPresenter(controller, board, "scopa", board)
    rules = scopa.GAME.presets["scopa"]
    controller.start_match(MatchSetup(rules, 0, ("beginner",), ("Ala", "Ewa"), "0.20", "PLN", True), seed=1)
    wait_for_human(qtbot, controller)
    assert board.told("deal")[0][1] is controller.deal
    board.action_chosen.emit(controller.deal.legal_actions()[0])
    assert board.told("events") and presenter.shows_deal()


def test_a_familys_board_is_found_by_its_name(monkeypatch) -> None:
    """`<Family>Board` in `kopdesk.app.<family>.board`, imported only when asked for."""
    import types

    from kopdesk.app.boards import board_class

    module = types.ModuleType("kopdesk.app.scopa.board")
    module.ScopaBoard = RecordingBoard
    monkeypatch.setitem(sys.modules, "kopdesk.app.scopa.board", module)
    assert board_class("scopa") is RecordingBoard


NEWS = {
    "deal_started": "_on_deal_started", "events_happened": "_on_events", "human_to_act": "_on_human_to_act",
    "thinking": "_on_thinking", "refused": "_on_refused", "deal_finished": "_on_deal_finished",
    "hint_ready": "_on_hint", "coached": "_on_coached",
}  # fmt: skip


def test_every_view_of_the_deal_hears_every_news_of_the_controller(controller) -> None:
    """Kop's table and the boards' presenter follow the controller in one place."""
    heard: list[tuple[str, object]] = []

    class Listener(DealFollower):
        def shows_deal(self) -> bool:
            return True

    for news, slot in NEWS.items():
        setattr(Listener, slot, lambda self, what, news=news: heard.append((news, what)))
    listener = Listener(controller)
    for index, news in enumerate(NEWS):
        getattr(controller, news).emit(index if news == "thinking" else str(index))
    assert heard == [(news, index if news == "thinking" else str(index)) for index, news in enumerate(NEWS)]
    assert listener.controller is controller


@pytest.mark.parametrize("preset", ["scopone", "zweier"])
def test_a_match_of_another_family_loads_nothing_of_kop(preset: str) -> None:
    """A deal of Scopa or Schafkopf played in the window, its bots thinking, loads neither
    Kop's engine nor its board nor its bots."""
    code = f"""
import sys
from PySide6.QtWidgets import QApplication
from kopdesk.app.cardpaint import CardPainter
from kopdesk.app.controller import GameController
from kopdesk.app.mainwindow import MainWindow
from kopdesk.games.registry import game_of
from kopdesk.storage import MatchSetup
app = QApplication([])
window = MainWindow(GameController(pace="instant"), CardPainter())
rules = game_of({preset!r}).rules({preset!r})
seats = game_of({preset!r}).seats(rules)
names = ("Ala", "Ewa", "Janek", "Zosia")[:seats]
window.controller.start_match(MatchSetup(rules, 0, ("club",) * (seats - 1), names, "0.20", "PLN", True), seed=2)
while window.controller.deal.to_move != 0:
    app.processEvents()
kop = ("kopdesk.games.kop", "kopdesk.app.kop", "kopdesk.bots.kop")
print(window.pages.currentWidget().__class__.__name__, sorted(m for m in sys.modules if m.startswith(kop)))
window.controller.shutdown()
"""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env)
    board = {"scopa": "ScopaBoard", "schafkopf": "SchafkopfBoard"}[game_of(preset).family]
    assert result.stdout.strip() == f"{board} []"

"""The first deal, explained: every step is the user's, every sentence it says is true
in the position shown, wrong steps are refused with a reason, and the lesson's end
leaves nothing of it over the real match."""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from kopdesk.app import words
from kopdesk.app.controller import HUMAN_SEAT
from kopdesk.app.kop.tutorial import PLAIN, TRUMPS, ScriptedPlayer, Tutorial, action_text, ending
from kopdesk.app.mainwindow import MainWindow
from kopdesk.games.kop import (
    CARDS,
    PASS,
    Action,
    BaseReason,
    Card,
    Contract,
    Deal,
    Duty,
    FactorKind,
    Phase,
    Refusal,
    Side,
    Trick,
    card,
    contract_call,
    rules_from_preset,
)
from kopdesk.games.kop.rules import TieRule
from kopdesk.i18n import set_language
from kopdesk.table import BotTurn, DealDone, HumanTurn, Table
from tests.app.kopwindow import kop_board, kop_summary

USER_ACTIONS = ("pass", "pass", "QC", "JD", "10S", "AD")
EWA, JANEK, ZOSIA = 1, 2, 3


@dataclass(frozen=True)
class Moment:
    """One action of the lesson: who made it, what was legal then, the deal before it."""

    seat: int
    action: str
    legal: frozenset[str]
    before: Deal


def _texts(actions: tuple[Action, ...]) -> frozenset[str]:
    return frozenset(action_text(a) for a in actions)


def _snapshot(deal: Deal) -> Deal:
    copy = Deal(deal.rules, deal.dealer, deal.dealt, deal.in_bok_round)
    for action in deal.history:
        copy.apply(action)
    return copy


def _lesson_table() -> tuple[Table, Tutorial]:
    tutorial = Tutorial()
    deal = tutorial.deal()
    table = Table()
    players = {seat: ScriptedPlayer() for seat in (1, 2, 3)}
    table.start_lesson(deal, tutorial.setup(("You", "Ewa", "Janek", "Zosia")), players, tutorial)
    return table, tutorial


def _users_action(tutorial: Tutorial, deal: Deal) -> Action:
    """The action the lesson's step at hand asks for."""
    (wanted,) = tutorial.steps[tutorial.done].accepts
    return next(a for a in deal.legal_actions() if action_text(a) == wanted)


def _play(table: Table, tutorial: Tutorial, until_step: int | None = None) -> list[Moment]:
    """Play the lesson through the table model, the user doing what each step asks,
    to its end or to the user's turn at step `until_step` (counted from 0)."""
    moments: list[Moment] = []
    while not isinstance(turn := table.turn(), DealDone):
        deal = table.deal
        assert deal is not None and turn is not None
        if isinstance(turn, HumanTurn) and tutorial.done == until_step:
            break
        legal, before = _texts(deal.legal_actions()), _snapshot(deal)
        if isinstance(turn, BotTurn):
            action = turn.player.choose(turn.observation)
            table.apply(action)
        else:
            action = _users_action(tutorial, deal)
            assert isinstance(table.human_action(action), tuple)
        moments.append(Moment(turn.observation.seat, action_text(action), legal, before))
    return moments


def _replay() -> tuple[list[Moment], Deal, Tutorial]:
    table, tutorial = _lesson_table()
    moments = _play(table, tutorial)
    assert table.deal is not None
    return moments, table.deal, tutorial


@pytest.fixture(scope="module")
def replay() -> tuple[list[Moment], Deal, Tutorial]:
    return _replay()


def _user_moment(moments: list[Moment], step: int) -> Moment:
    return [m for m in moments if m.seat == HUMAN_SEAT][step]


def _moment(moments: list[Moment], seat: int, action: str) -> Moment:
    return next(m for m in moments if m.seat == seat and m.action == action)


def _cards(*texts: str) -> tuple[Card, ...]:
    return tuple(card(t) for t in texts)


def _trick(deal: Deal, number: int) -> Trick:
    return deal.tricks[number - 1]


# -- the lesson's steps: the user's, legal, and the only ones it takes ---------------------


def test_the_user_makes_all_six_steps_and_each_is_legal(replay) -> None:
    moments, _deal, tutorial = replay
    users = [m for m in moments if m.seat == HUMAN_SEAT]
    assert [m.action for m in users] == list(USER_ACTIONS) and len(tutorial.steps) == 6
    for step, moment in zip(tutorial.steps, users, strict=True):
        assert step.accepts <= moment.legal and step.instruct() and step.explain()


def test_any_other_allowed_action_gets_the_steps_reason_and_changes_nothing() -> None:
    table, tutorial = _lesson_table()
    refused_somewhere = 0
    while not isinstance(turn := table.turn(), DealDone):
        deal = table.deal
        assert deal is not None
        if isinstance(turn, BotTurn):
            table.apply(turn.player.choose(turn.observation))
            continue
        step = tutorial.steps[tutorial.done]
        for action in deal.legal_actions():
            if action_text(action) not in step.accepts:
                before = deal.history
                assert table.human_action(action) == step.otherwise()
                assert deal.history == before and tutorial.steps[tutorial.done] is step
                refused_somewhere += 1
        assert isinstance(table.human_action(_users_action(tutorial, deal)), tuple)
    assert refused_somewhere == 3 + 3 + 3 + 1  # pass twice (double, zolo, zolo du), lead ♣Q, ♦J not ♦A


def test_a_card_the_rules_refuse_gets_the_rules_reason_not_the_lessons() -> None:
    table, tutorial = _lesson_table()
    _play(table, tutorial, until_step=4)
    answer = table.human_action(card("AD"))  # the step that teaches following ♠
    assert isinstance(answer, Refusal) and answer.code is Duty.FOLLOW_SUIT


# -- each step's sentences, checked against the engine ----------------------------------------


def test_step_1_the_black_queens_make_the_sides(replay) -> None:
    moments, deal, tutorial = replay
    before = _user_moment(moments, 0).before
    assert card("QC") in before.hand(HUMAN_SEAT) and card("QS") in before.hand(JANEK)
    assert len(CARDS) == 16 and all(len(hand) == 4 for hand in before.dealt)
    assert deal.sides is not None and deal.sides.old == (HUMAN_SEAT, JANEK) and len(deal.tricks) == 4
    assert _user_moment(moments, 0).legal >= {"pass", "zolo"}  # a solo could be announced
    assert tutorial.steps[0].pictures == (("QC", "QS"),)


def test_step_1_names_the_wedding_that_both_black_queens_may_call(replay) -> None:
    _moments, _deal, tutorial = replay
    assert "could also have called wedding and played with the holder of a jack." in tutorial.steps[0].explain()
    hands = [["QC", "QS", "10S", "AD"], ["JS", "QH", "10D", "AC"], ["JD", "AH", "JC", "QD"], ["JH", "10H", "AS", "10C"]]
    deal = Deal(rules_from_preset("kop"), 3, [[card(c) for c in hand] for hand in hands])
    [wedding] = [a for a in deal.legal_actions() if action_text(a) == "wesele"]
    deal.apply(wedding)
    while deal.phase is Phase.AUCTION:
        deal.apply(PASS)
    assert deal.sides is not None and deal.sides.contract is Contract.WESELE
    [partner] = [seat for seat in deal.sides.old if seat != HUMAN_SEAT]
    assert deal.sides.partner_jack in deal.dealt[partner]


@pytest.mark.parametrize(
    ("language", "traditional", "said", "unsaid"),
    [
        ("en", False, "called wedding", "starzy"),
        ("en", True, "called wesele", "wedding is"),
        ("pl", True, "zgłosić wesele", "polskie słowa"),  # the Polish words are the lesson's own
    ],
)
def test_step_1_gives_kops_polish_words_where_the_user_prefers_them(
    replay, language: str, traditional: bool, said: str, unsaid: str
) -> None:
    _moments, _deal, tutorial = replay
    set_language(language)
    words.set_traditional(traditional)
    try:
        text = tutorial.steps[0].explain()
    finally:
        set_language("en")
        words.set_traditional(False)
    assert said in text and unsaid not in text
    if language == "en" and traditional:
        assert text.endswith(
            "This table uses Kop's Polish words: starzy for the old, młodzi for the young, zwyczajna for"
            " normal game, zolo for solo and wesele for wedding."
        )


def test_step_2_kontra_card_points_and_the_tie(replay) -> None:
    moments, deal, tutorial = replay
    before = _user_moment(moments, 1).before
    assert [(made.seat, made.call.id) for made in before.calls] == [
        (HUMAN_SEAT, "pass"),
        (EWA, "pass"),
        (JANEK, "double"),
        (ZOSIA, "pass"),
    ]
    assert {c.rank.name: c.points for c in CARDS} == {"ACE": 11, "TEN": 10, "QUEEN": 3, "JACK": 2}
    assert sum(c.points for c in CARDS) == 104
    assert "double" in _user_moment(moments, 1).legal  # re could be said
    assert deal.rules.tie_rule is TieRule.LAST_DOUBLER_LOSES
    assert "Janek said kontra" in tutorial.steps[1].recap()


def test_step_3_the_trump_order_pictured_is_the_engines(replay) -> None:
    moments, _deal, tutorial = replay
    before = _user_moment(moments, 2).before
    assert [(made.seat, made.call.id) for made in before.calls][4:] == [(HUMAN_SEAT, "pass"), (EWA, "pass")]
    assert before.phase is Phase.PLAY and before.to_move == HUMAN_SEAT  # three passes ended it
    assert before.sides is not None and before.sides.contract is Contract.NORMAL
    order = before.order
    assert order is not None and order.trumps == _cards(*TRUMPS)
    assert set(CARDS) - set(order.trumps) == set(_cards(*PLAIN))
    assert TRUMPS.index("QC") == 2  # the third trump from the top
    assert tutorial.steps[2].pictures == (TRUMPS, PLAIN)


def test_step_4_janek_had_to_go_over_and_the_lost_trick_is_given_away_cheaply(replay) -> None:
    moments, _deal, tutorial = replay
    trick_1 = _trick(replay[1], 1)
    assert trick_1.cards == _cards("QC", "JS", "AH", "JH") and trick_1.winner == JANEK
    assert _moment(moments, JANEK, "AH").legal == {"AH"}  # he had to, with his only card that could
    assert _moment(moments, ZOSIA, "10H").legal == {"10H"}  # she had to beat his queen
    before = _user_moment(moments, 3).before
    assert before.trick == _cards("QS", "10H") and before.leader == JANEK
    assert before.order is not None and before.order.trumps[:3] == _cards("AH", "10H", "QC")
    assert {card("AH"), card("QC")} <= set(trick_1.cards)  # nothing is left that beats ♥10
    assert _user_moment(moments, 3).legal == {"JD", "AD"}  # cannot beat, must play a trump
    assert card("JD").points == 2 and card("AD").points == 11
    recap = tutorial.steps[3].recap()
    assert f"{trick_1.points} card points" in recap and trick_1.points == 18


def test_step_5_following_suit_while_a_trump_would_win(replay) -> None:
    moments, deal, tutorial = replay
    trick_2 = _trick(deal, 2)
    assert trick_2.cards == _cards("QS", "10H", "JD", "QH") and trick_2.winner == ZOSIA
    assert f"{trick_2.points} card points" in tutorial.steps[4].recap()
    before = _user_moment(moments, 4).before
    assert before.trick == _cards("AS") and before.leader == ZOSIA
    assert set(before.hand(HUMAN_SEAT)) == set(_cards("10S", "AD"))
    assert before.order is not None and before.order.beats[card("AS").index] & card("AD").bit  # ♦A beats her ace
    assert _user_moment(moments, 4).legal == {"10S"}


def test_step_6_the_last_trick_is_janeks_and_gets_the_full_card(replay) -> None:
    moments, deal, tutorial = replay
    trick_3 = _trick(deal, 3)
    assert trick_3.cards == _cards("AS", "10S", "10D", "JC") and trick_3.winner == JANEK
    ewa = _moment(moments, EWA, "10D")
    assert ewa.legal == {"10D"} and not set(ewa.before.hand(EWA)) & set(_cards("AS", "10S"))
    assert _moment(moments, JANEK, "JC").legal <= {"JC", "QD"}  # he had to beat her: both do
    assert f"{trick_3.points} card points" in tutorial.steps[5].recap()
    before = _user_moment(moments, 5).before
    assert before.trick == _cards("QD", "10C") and before.leader == JANEK
    assert _moment(moments, ZOSIA, "10C").before.hand(ZOSIA) == _cards("10C")
    assert before.order is not None
    played = {c for t in before.tricks for c in t.cards} | set(before.trick)
    assert set(before.order.trumps) - played == {card("AD")}  # every other trump is out
    assert _user_moment(moments, 5).legal == {"AD"} and _trick(deal, 4).winner == JANEK


def test_the_end_says_the_score_the_engine_gives(replay) -> None:
    _moments, deal, _tutorial = replay
    score = deal.score
    assert score is not None and score.winner is Side.OLD
    old_tricks = [t.points for t in deal.tricks if t.winner in (HUMAN_SEAT, JANEK)]
    assert old_tricks == [18, 33, 35] and score.points[Side.OLD] == 86 and score.points[Side.YOUNG] == 18
    assert score.base == 2 and score.base_reason is BaseReason.BEZ_WYJSCIA and deal.rules.exit_points.young == 26
    (factor,) = score.factors
    assert factor.kind is FactorKind.DOUBLING and factor.multiplier == 2 and factor.calls[0].seat == JANEK
    assert score.units == (4, -4, 4, -4)
    assert "18 + 33 + 35 = 86" in ending() and "4 units" in ending()


# -- the lesson's window -----------------------------------------------------------------------


@pytest.fixture
def lesson(qtbot, window: MainWindow):
    window.act_tutorial.trigger()
    shown = window.tutorial_window
    assert shown is not None
    qtbot.addWidget(shown)
    shown.controller.pace = "instant"
    yield shown
    shown.controller.shutdown()


def users_turn(qtbot, window: MainWindow) -> None:
    deal = window.controller.deal
    qtbot.waitUntil(lambda: deal.to_move == HUMAN_SEAT or deal.phase is Phase.DONE, timeout=10000)


def play_steps(qtbot, window: MainWindow, count: int = len(USER_ACTIONS)) -> None:
    coach = window.controller.coach
    assert coach is not None
    for _ in range(count):
        users_turn(qtbot, window)
        qtbot.waitUntil(lambda: window.lesson.text() and coach.instruction() in window.lesson.text(), timeout=5000)
        assert window.controller.human_action(_users_action(coach, window.controller.deal))


def test_the_banner_shows_each_step_with_its_recap_and_pictures(qtbot, lesson: MainWindow) -> None:
    coach = lesson.controller.coach
    assert coach is not None
    for step in coach.steps[:3]:
        users_turn(qtbot, lesson)
        qtbot.waitUntil(lambda step=step: step.instruct() in lesson.lesson.text(), timeout=5000)
        assert step.explain() in lesson.lesson.text() and step.recap() in lesson.lesson.text()
        assert lesson.controller.human_action(_users_action(coach, lesson.controller.deal))
    # the third step pictures the twelve trumps, then the four plain cards
    assert lesson.lesson.shown == (_cards(*TRUMPS), _cards(*PLAIN))
    labels = lesson.lesson.card_labels
    assert len(labels) == 16 and all(not label.pixmap().isNull() for label in labels)


@pytest.mark.parametrize("size", [(922, 540), (640, 400)])  # the window on a 1024×600 screen; at scale 2 on 1280×800
def test_on_a_small_screen_the_banner_leaves_the_hand_in_sight(qtbot, lesson: MainWindow, size) -> None:
    lesson.resize(*size)
    coach = lesson.controller.coach
    assert coach is not None
    for step in coach.steps[:2]:  # the auction's steps, with the longest words over the table
        users_turn(qtbot, lesson)
        qtbot.waitUntil(lambda step=step: step.instruct() in lesson.lesson.text(), timeout=5000)
        qtbot.wait(50)  # the layout settles
        board = kop_board(lesson)
        banner, view, scene = lesson.lesson.geometry(), board.view, board.scene
        shown = view.mapTo(lesson, view.rect().topLeft())
        assert banner.bottom() < shown.y() and lesson.lesson.instruction.isVisible()
        assert view.height() >= view.minimumHeight() and shown.y() + view.height() <= lesson.height()
        for held in scene.hand_cards():
            item = scene.hand_item(held)
            assert item is not None and scene.sceneRect().contains(item.sceneBoundingRect())
        assert lesson.controller.human_action(_users_action(coach, lesson.controller.deal))


@pytest.mark.parametrize("size", [(1152, 720), (922, 540)])  # on 1280×800 and 1024×600 screens
def test_the_banner_keeps_one_height_through_the_lesson(qtbot, lesson: MainWindow, size) -> None:
    """Walk Kop P5: the banner was as tall as each step's words, so that the table and the
    hand under it jumped up and down from step to step."""
    lesson.resize(*size)
    coach = lesson.controller.coach
    assert coach is not None
    heights, tops = set(), set()
    for _step in coach.steps:
        users_turn(qtbot, lesson)
        qtbot.waitUntil(lambda: coach.instruction() in lesson.lesson.text(), timeout=5000)
        qtbot.wait(20)  # the layout settles
        view = kop_board(lesson).view
        heights.add(lesson.lesson.height())
        tops.add(view.mapTo(lesson, view.rect().topLeft()).y())
        assert lesson.controller.human_action(_users_action(coach, lesson.controller.deal))
    assert len(heights) == 1 and len(tops) == 1, (heights, tops)


def test_a_wrong_but_allowed_action_is_refused_with_the_lessons_reason(qtbot, lesson: MainWindow) -> None:
    users_turn(qtbot, lesson)
    deal = lesson.controller.deal
    with qtbot.waitSignal(lesson.controller.coached) as said:
        assert not lesson.controller.human_action(contract_call(Contract.ZOLO))
    assert "pass" in said.args[0] and deal.history == ()
    assert kop_board(lesson).scene.message.text() == said.args[0]


def test_the_lesson_offers_neither_undo_nor_the_masters_hint(qtbot, lesson: MainWindow) -> None:
    play_steps(qtbot, lesson, 3)
    users_turn(qtbot, lesson)
    assert lesson.controller.deal.to_move == HUMAN_SEAT
    assert not lesson.menus.act_undo.isEnabled() and not lesson.menus.act_hint.isEnabled()


def test_the_end_explains_the_summary_and_its_button_ends_the_lesson(
    qtbot, window: MainWindow, lesson: MainWindow
) -> None:
    play_steps(qtbot, lesson)
    qtbot.waitUntil(lesson.board_summary.isVisible, timeout=5000)
    assert lesson.lesson_view.last_word.isVisible() and escape(ending()) in lesson.lesson_view.last_word.text()
    lines = kop_summary(lesson).lines  # the last word above takes no room from the summary's lines
    assert lines.height() >= lines.heightForWidth(lines.width())
    button = lesson.board_next
    assert button.text() == "End the lesson"
    lesson.retranslate()  # a language switch words it again, as the lesson's
    assert button.text() == "End the lesson"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not lesson.isVisible() and not lesson.board_summary.isVisible()
    assert not window.board_summary.isVisible() and window.isVisible()
    shown = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
    assert shown == [window]


def test_closing_the_lesson_takes_its_summary_along(qtbot, lesson: MainWindow) -> None:
    play_steps(qtbot, lesson)
    qtbot.waitUntil(lesson.board_summary.isVisible, timeout=5000)
    lesson.close()
    assert not lesson.board_summary.isVisible()


def test_closing_the_main_window_closes_the_lesson_too(qtbot, window: MainWindow) -> None:
    lesson = window.open_tutorial()
    qtbot.addWidget(lesson)
    qtbot.waitExposed(lesson)
    window.close()
    assert not lesson.isVisible()
    lesson.controller.shutdown()


def test_the_lesson_is_a_kop_deal_outside_the_match() -> None:
    table, tutorial = _lesson_table()
    assert table.deal is not None and table.deal.rules == rules_from_preset("kop")
    _play(table, tutorial)
    assert table.what_if and table.match is not None and not table.match.rows and not table.finished


def test_the_lessons_window_is_named_as_the_lesson(window: MainWindow, lesson: MainWindow) -> None:
    assert lesson.windowTitle() == "kopdesk: first deal, explained"
    assert window.windowTitle() == "kopdesk"  # no deal on its table yet


def test_the_pictured_cards_follow_the_four_colour_deck(qtbot, lesson: MainWindow) -> None:
    users_turn(qtbot, lesson)
    assert lesson.lesson.shown == (_cards("QC", "QS"),)
    two_colours = lesson.lesson.card_labels[1].pixmap().toImage()
    lesson.act_four_colours.setChecked(True)
    assert lesson.lesson.card_labels[1].pixmap().toImage() != two_colours  # the queen of spades, now green

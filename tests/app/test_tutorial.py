"""The first deal, explained: it teaches, refuses wrong steps with a reason, and ends well."""

from __future__ import annotations

import pytest

from kopdesk.app.cardpaint import CardPainter
from kopdesk.app.controller import HUMAN_SEAT, GameController
from kopdesk.app.mainwindow import MainWindow
from kopdesk.games.kop import PASS, Contract, Phase, card, contract_call


@pytest.fixture
def lesson(qtbot):
    main = MainWindow(GameController(pace="instant"), CardPainter())
    qtbot.addWidget(main)
    main.show()
    main.act_tutorial.trigger()
    window = main.tutorial_window
    qtbot.addWidget(window)
    window.controller.pace = "instant"
    yield window
    window.controller.shutdown()
    main.controller.shutdown()


def users_turn(qtbot, window: MainWindow) -> None:
    deal = window.controller.deal
    qtbot.waitUntil(lambda: deal.to_move == HUMAN_SEAT or deal.phase is Phase.DONE, timeout=10000)


def test_the_lesson_explains_each_step_and_the_deal_ends_well(qtbot, lesson: MainWindow) -> None:
    deal = lesson.controller.deal
    assert sorted(str(c) for c in deal.dealt[HUMAN_SEAT]) == ["AC", "AS", "JD", "QC"]
    texts = []
    for action in (PASS, card("QC"), card("JD"), card("AS"), card("AC")):
        users_turn(qtbot, lesson)
        qtbot.waitUntil(lambda: lesson.lesson.isVisible() and lesson.lesson.text() not in texts, timeout=5000)
        texts.append(lesson.lesson.text())
        assert lesson.controller.human_action(action)
    users_turn(qtbot, lesson)
    assert deal.phase is Phase.DONE
    assert len(set(texts)) == 5 and "black queens" in texts[0] and "smear" in texts[3]
    # Old 25 + 10 + 36 = 71, young 33 (Zosia trumps the last trick): the old win, the
    # young got out (33 >= 26): 1 unit each.
    assert deal.score.points[deal.score.winner] == 71 and deal.score.units == (1, -1, 1, -1)
    assert not lesson.controller.match.rows  # a lesson is not a match deal


def test_a_wrong_but_allowed_action_is_refused_with_the_lessons_reason(qtbot, lesson: MainWindow) -> None:
    users_turn(qtbot, lesson)
    deal = lesson.controller.deal
    with qtbot.waitSignal(lesson.controller.coached) as said:
        assert not lesson.controller.human_action(contract_call(Contract.ZOLO))
    assert "pass" in said.args[0] and deal.history == ()
    assert lesson.scene.message.text() == said.args[0]


def test_a_card_the_rules_refuse_gets_the_rules_reason(qtbot, lesson: MainWindow) -> None:
    for action in (PASS, card("QC")):
        users_turn(qtbot, lesson)
        lesson.controller.human_action(action)
    users_turn(qtbot, lesson)
    with qtbot.waitSignal(lesson.controller.refused) as refused:
        assert not lesson.controller.human_action(card("AC"))
    assert refused.args[0].code.value == "play_trump"


def test_the_next_deal_button_closes_the_lesson(qtbot, lesson: MainWindow) -> None:
    for action in (PASS, card("QC"), card("JD"), card("AC"), card("AS")):
        users_turn(qtbot, lesson)
        lesson.controller.human_action(action)
    qtbot.waitUntil(lesson.summary_dialog.isVisible, timeout=5000)
    lesson.summary.next_button.click()
    assert not lesson.isVisible()


def test_closing_the_main_window_closes_the_lesson_too(qtbot) -> None:
    main = MainWindow(GameController(pace="instant"), CardPainter())
    qtbot.addWidget(main)
    main.show()
    lesson = main.open_tutorial()
    qtbot.addWidget(lesson)
    qtbot.waitExposed(lesson)
    main.close()
    assert not lesson.isVisible()

"""Every feature of the table in every game, driven through the real menu actions on a
game of each family and each seat count: review the deal (every hand open, then play on
from the point shown), play the deal again, the last trick (Scopa: the last capture) and
open cards. What is asserted is what the board shows, against the engine's own deal."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from kopdesk.app.controller import HUMAN_SEAT
from kopdesk.app.felt import CardItem
from kopdesk.app.mainwindow import MainWindow
from kopdesk.app.review import ReviewDialog
from kopdesk.app.scopa.words import card_text, cards_text
from kopdesk.cards import Card
from kopdesk.games import kop, registry
from kopdesk.games.registry import game_of
from kopdesk.storage import MatchSetup

PRESETS = list(registry.PRESETS)
"""Every game: each family, with two, three and four seats."""
NAMES = ("Ala", "Ewa", "Janek", "Zosia")


def start(window: MainWindow, preset: str, practice: bool = True) -> None:
    game = game_of(preset)
    rules = game.rules(preset)
    seats = game.seats(rules)
    setup = MatchSetup(rules, seats - 1, ("beginner",) * (seats - 1), NAMES[:seats], "0.20", "PLN", practice)
    window.controller.start_match(setup, seed=7)


def seats(deal: Any) -> range:
    return range(game_of(deal.rules.preset).seats(deal.rules))


def play_until(qtbot, window: MainWindow, done) -> Any:
    """The user plays his last legal action at each turn (a game rather than a pass, so that
    the deal is played) until `done(deal)` holds at his turn."""
    controller = window.controller
    while True:
        qtbot.waitUntil(lambda: controller.deal.to_move in (HUMAN_SEAT, None), timeout=30000)
        deal = controller.deal
        if deal.to_move is None or done(deal):
            return deal
        controller.human_action(deal.legal_actions()[-1])


def faces_up(scene: Any) -> set[Card]:
    """The cards lying face up on a board's table."""
    return {item.card for item in scene.items() if isinstance(item, CardItem) and item.card is not None}


def in_play(deal: Any) -> set[Card]:
    """The cards the engine has in the hands and on the table (the trick or Scopa's table)."""
    held = {card for seat in seats(deal) for card in deal.hand(seat)}
    return held | set(getattr(deal, "trick", ())) | set(getattr(deal, "table", ()))


def at(deal: Any, moves: int) -> Any:
    point = deal.copy()
    point.rewind(moves)
    return point


def board_scene(window: MainWindow) -> Any:
    return window.pages.currentWidget().scene  # type: ignore[union-attr]


@pytest.mark.parametrize("preset", PRESETS)
def test_review_shows_every_hand_at_each_step_and_plays_on_from_it(qtbot, window, preset: str) -> None:
    start(window, preset)
    deal = play_until(qtbot, window, lambda d: len(d.history) >= 12)
    window.menus.act_review.trigger()
    (review,) = window.findChildren(ReviewDialog)
    moves = len(deal.history)
    for step in range(moves):
        assert review.step == step
        shown = at(deal, step)
        assert faces_up(review.board.scene) == in_play(shown), f"step {step}"
        review.buttons["forward"].click()
    assert review.step == moves and not review.buttons["forward"].isEnabled()
    middle = moves // 2
    for _ in range(moves - middle):
        review.buttons["back"].click()
    review.buttons["play"].click()
    again = window.controller.deal
    assert again is not deal and again.history[:middle] == deal.history[:middle] and window.controller.what_if
    hand = set(again.observation(HUMAN_SEAT).hand)
    qtbot.waitUntil(lambda: faces_up(board_scene(window)) >= hand, timeout=5000)  # the board shows it, once dealt
    played_on = play_until(qtbot, window, lambda d: len(d.history) > middle)
    assert played_on is again and len(again.history) > middle  # the game goes on from there


@pytest.mark.parametrize("preset", PRESETS)
def test_play_the_deal_again_deals_the_same_hands_from_the_first_move(qtbot, window, preset: str) -> None:
    start(window, preset)
    deal = play_until(qtbot, window, lambda d: len(d.history) >= 8)
    dealt = at(deal, 0)
    window.menus.act_replay.trigger()
    again = window.controller.deal
    assert again is not deal and again.history == () and again.dealer == deal.dealer
    assert [again.hand(seat) for seat in seats(again)] == [dealt.hand(seat) for seat in seats(dealt)]
    assert window.controller.what_if


@pytest.mark.parametrize("preset", PRESETS)
def test_last_trick_shows_the_last_trick_or_capture(qtbot, window, preset: str) -> None:
    start(window, preset)
    scopa = game_of(preset).family == "scopa"
    if scopa:
        deal = play_until(qtbot, window, lambda d: any(getattr(a, "take", 0) for a in d.history))
    else:
        deal = play_until(qtbot, window, lambda d: len(d.tricks) >= 1)
    board = window.pages.currentWidget()
    window.menus.act_last.trigger()
    QApplication.processEvents()
    if scopa:
        move = [a for a in deal.history if getattr(a, "take", 0)][-1]
        took = f"{card_text(move.card, board.painter)} takes {cards_text(move.taken, board.painter)}"
        said = board.message_text()  # type: ignore[union-attr]
        assert said.startswith("Last capture: ") and said.endswith(took)
        window.menus.act_last.trigger()
        assert board.message_text() == ""  # type: ignore[union-attr]
    else:
        panel = board_scene(window).last_trick
        assert panel.isVisible()
        assert sorted(card for card, _player, _took in panel.rows()) == sorted(deal.tricks[-1].cards)
        window.menus.act_last.trigger()
        assert not panel.isVisible()


@pytest.mark.parametrize("preset", PRESETS)
def test_open_cards_turns_every_hand_up_and_down_again(qtbot, window, preset: str) -> None:
    start(window, preset)
    deal = play_until(qtbot, window, lambda d: len(d.history) >= 6)
    scene = board_scene(window)
    others = {card for seat in seats(deal) if seat != HUMAN_SEAT for card in deal.hand(seat)}
    window.menus.act_open_cards.trigger()
    assert faces_up(scene) == in_play(deal)
    window.menus.act_open_cards.trigger()
    hidden_rule = {card for card in others if card in faces_up(scene)}  # Zweier: the other's open stacks
    assert len(hidden_rule) < len(others) and set(deal.observation(HUMAN_SEAT).hand) <= faces_up(scene)
    deal = play_until(qtbot, window, lambda d: len(d.history) >= 10)
    window.menus.act_open_cards.trigger()  # the hands stay open as the deal goes on
    controller = window.controller
    controller.human_action(deal.legal_actions()[0])
    qtbot.waitUntil(lambda: controller.deal.to_move in (HUMAN_SEAT, None), timeout=30000)
    assert faces_up(scene) == in_play(controller.deal)


@pytest.mark.parametrize("preset", PRESETS)
def test_a_deal_for_the_record_offers_no_peek_but_the_last_trick(qtbot, window, preset: str) -> None:
    start(window, preset, practice=False)
    play_until(qtbot, window, lambda d: len(d.history) >= 2)
    m, why = window.menus, "Not while a deal for the record is played: finish it first."
    for action in (m.act_review, m.act_replay, m.act_open_cards, m.act_open_deal):
        assert not action.isEnabled() and action.toolTip() == why
    assert m.act_last.isEnabled()


@pytest.mark.parametrize("preset", ["kop", "schafkopf", "scopa"])
def test_review_is_offered_from_the_first_move_and_says_why_not_before(qtbot, window, preset: str) -> None:
    """Walk Kop P3: Review was offered during the auction and did nothing; it steps
    through the calls made so far, and before any move it is off and says why."""
    start(window, preset)
    review = window.menus.act_review
    assert window.controller.deal.history == ()  # just dealt: no one has moved
    assert not review.isEnabled()
    assert review.toolTip() == "Nothing to review yet: no one has made a move in this deal."
    deal = play_until(qtbot, window, lambda d: len(d.history) >= 1)
    assert review.isEnabled() and "Nothing to review" not in review.toolTip()
    review.trigger()
    (dialog,) = window.findChildren(ReviewDialog)
    assert dialog.moves == len(deal.history) and dialog.isVisible()
    dialog.buttons["forward"].click()
    assert dialog.step == 1 and faces_up(dialog.board.scene) == in_play(at(deal, 1))


def test_in_kops_auction_review_steps_through_the_calls_made_so_far(qtbot, window) -> None:
    setup = MatchSetup(game_of("kop").rules("kop"), 0, ("beginner",) * 3, NAMES, "0.20", "PLN", True)
    window.controller.start_match(setup, seed=7)  # the user's call comes last
    deal = play_until(qtbot, window, lambda d: len(d.history) >= 2)
    assert deal.phase is kop.Phase.AUCTION and all(isinstance(a, kop.Call) for a in deal.history)
    window.menus.act_review.trigger()
    (dialog,) = window.findChildren(ReviewDialog)
    assert dialog.moves == len(deal.history) and dialog.where.text() == "The cards as dealt"
    for _ in range(dialog.moves):
        dialog.buttons["forward"].click()
    assert dialog.where.text() == f"Move {dialog.moves} of {dialog.moves}: where the deal stands now"

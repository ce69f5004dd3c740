"""What the table shows a player who decides: the auction as it stands by the seats, the
cards he may not play dimmed, the last trick with its players and winner, the summary in
the table's deck."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from kopdesk.app.cardpaint import CardPainter, Deck
from kopdesk.app.controller import HUMAN_SEAT
from kopdesk.app.kop.summary import CARD_WIDTH
from kopdesk.app.kop.terms import call_label, contract_name
from kopdesk.app.mainwindow import MainWindow
from kopdesk.games.kop import (
    DOUBLE,
    PASS,
    Contract,
    Deal,
    Phase,
    contract_call,
    rules_from_preset,
    shuffled_hands,
)
from kopdesk.storage import MatchSetup
from tests.app.kopwindow import kop_board, kop_summary

NAMES = ("Ala", "Ewa", "Janek", "Zosia")


def start(window: MainWindow, seed: int, dealer: int = 0) -> None:
    setup = MatchSetup(rules_from_preset("kop"), dealer, ("beginner",) * 3, NAMES, "0.20", "PLN", True)
    window.controller.start_match(setup, seed=seed)


def wait_for_human_or_end(qtbot, window: MainWindow) -> None:
    def ready() -> bool:
        deal = window.controller.deal
        return deal is not None and (deal.phase is Phase.DONE or deal.to_move == HUMAN_SEAT)

    qtbot.waitUntil(ready, timeout=20000)


def play_until(qtbot, window: MainWindow, done) -> None:
    """The human passes and plays his first legal card until `done(deal)`."""
    while True:
        wait_for_human_or_end(qtbot, window)
        deal = window.controller.deal
        if done(deal):
            return
        assert deal.phase is not Phase.DONE
        window.controller.human_action(PASS if deal.phase is Phase.AUCTION else deal.observation(HUMAN_SEAT).legal[0])


# -- the auction as it stands ---------------------------------------------------------------


def test_the_standing_game_its_caller_and_the_doubling_stay_by_the_seats_while_the_human_decides(
    qtbot, window: MainWindow
) -> None:
    start(window, seed=1)
    deal = Deal(rules_from_preset("kop"), 0, shuffled_hands(random.Random(5)))  # Ewa (seat 1) calls first
    for call in (contract_call(Contract.ZOLO), DOUBLE, PASS):  # Ewa: solo, Janek: kontra, Zosia: pass
        deal.apply(call)
    window.controller.play_from(deal)
    qtbot.waitUntil(lambda: "pass" in kop_board(window).auction.buttons())
    scene = kop_board(window).scene
    qtbot.waitUntil(lambda: not any(bubble.isVisible() for bubble in scene.bubbles), timeout=5000)
    solo, kontra = contract_name(Contract.ZOLO), call_label(DOUBLE, deal.rules, 0)
    assert [tag.text() if tag.isVisible() else "" for tag in scene.tags] == ["", solo, kontra, ""]
    assert scene.info.text() == f"Auction: {solo} · Ewa · {kontra}"
    window.controller.human_action(DOUBLE)  # the human says re: it stands by his seat too
    assert scene.tags[HUMAN_SEAT].isVisible() and scene.tags[HUMAN_SEAT].text() == call_label(DOUBLE, deal.rules, 1)


def test_an_overcalled_game_and_its_doublings_leave_the_seats(qtbot, window: MainWindow) -> None:
    start(window, seed=1)
    deal = Deal(rules_from_preset("kop"), 3, shuffled_hands(random.Random(5)))  # the human calls first
    for call in (contract_call(Contract.ZOLO), DOUBLE, contract_call(Contract.ZOLO_DU), PASS):
        deal.apply(call)  # Ala: solo, Ewa: kontra, Janek: solo du, Zosia: pass
    window.controller.play_from(deal)
    auction = kop_board(window).auction
    qtbot.waitUntil(lambda: window.controller.deal.to_move == HUMAN_SEAT and "pass" in auction.buttons())
    shown = [tag.text() if tag.isVisible() else "" for tag in kop_board(window).scene.tags]
    assert shown == ["", "", contract_name(Contract.ZOLO_DU), ""]


# -- dimming the cards one may not play ---------------------------------------------------


def dimmed(window: MainWindow) -> set:
    scene = kop_board(window).scene
    return {c for c in scene.hand_cards() if scene.hand_item(c).opacity() < 1}


def a_choice_with_illegal_cards(qtbot, window: MainWindow) -> None:
    for seed in range(40):
        start(window, seed=seed)
        play_until(qtbot, window, lambda deal: deal.phase is Phase.PLAY)
        obs = window.controller.deal.observation(HUMAN_SEAT)
        if set(obs.hand) - set(obs.legal):
            return
    pytest.fail("no position with a card the human may not play")


def test_the_cards_one_may_not_play_are_dimmed_exactly_and_undimmed_after(qtbot, window: MainWindow) -> None:
    assert window.menus.act_dim_unplayable.isChecked()
    a_choice_with_illegal_cards(qtbot, window)
    obs = window.controller.deal.observation(HUMAN_SEAT)
    assert dimmed(window) == set(obs.hand) - set(obs.legal)
    window.controller.human_action(obs.legal[0])
    assert window.controller.deal.to_move != HUMAN_SEAT
    assert dimmed(window) == set()


def test_dimming_is_a_view_option(qtbot, window: MainWindow) -> None:
    a_choice_with_illegal_cards(qtbot, window)
    window.menus.act_dim_unplayable.trigger()
    assert dimmed(window) == set()
    window.menus.act_dim_unplayable.trigger()
    obs = window.controller.deal.observation(HUMAN_SEAT)
    assert dimmed(window) == set(obs.hand) - set(obs.legal)


# -- the last trick -------------------------------------------------------------------------


def test_the_last_trick_follows_each_trick_gathered_naming_players_and_winner(qtbot, window: MainWindow) -> None:
    start(window, seed=6)
    play_until(qtbot, window, lambda deal: len(deal.tricks) == 1)
    QTest.keyClick(window, Qt.Key.Key_L)
    panel = kop_board(window).scene.last_trick

    def expected(trick) -> list[tuple[object, str, bool]]:
        seats = [(trick.leader + i) % 4 for i in range(4)]
        return [(c, NAMES[s], s == trick.winner) for c, s in zip(trick.cards, seats, strict=True)]

    def title(trick) -> str:
        return "Last trick\n" + ("You took it." if trick.winner == HUMAN_SEAT else f"{NAMES[trick.winner]} took it.")

    deal = window.controller.deal
    assert panel.isVisible() and panel.rows() == expected(deal.tricks[0]) and panel.title() == title(deal.tricks[0])
    play_until(qtbot, window, lambda deal: len(deal.tricks) >= 2)
    latest = deal.tricks[-1]
    assert panel.isVisible() and panel.rows() == expected(latest) and panel.title() == title(latest)
    assert [item.card for item in panel.cards] == list(latest.cards)
    QTest.keyClick(window, Qt.Key.Key_L)
    assert not panel.isVisible()


# -- the summary ------------------------------------------------------------------------------


def test_the_summary_draws_the_hands_in_the_four_colour_deck_when_chosen(qtbot, window: MainWindow) -> None:
    window.act_four_colours.trigger()
    start(window, seed=2)
    play_until(qtbot, window, lambda deal: deal.phase is Phase.DONE)
    qtbot.waitUntil(window.board_summary.isVisible, timeout=5000)
    deal, summary = window.controller.deal, kop_summary(window)
    four = CardPainter(Deck.FOUR_COLOUR)
    for hand, labels in zip(deal.dealt, summary._card_labels, strict=True):
        for card, label in zip(hand, labels, strict=True):  # clubs and diamonds differ between the decks
            assert label.pixmap().toImage() == four.face(card, CARD_WIDTH, summary.devicePixelRatioF()).toImage()

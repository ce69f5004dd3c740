"""The "Scopa!" banner never hides what the user may play: while it shows, the next players'
cards come onto the table and the user's turn begins, and it lies clear of every card and
pile, in every Scopa preset, on the smallest table the window allows."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from kopdesk.app.felt import CardItem, at_home
from kopdesk.app.scopa import ScopaBoard
from kopdesk.games.scopa import PRESETS, Action, CardsCaptured, Deal, Move, shuffled_deck

NAMES = ["Ada", "Bruno", "Carla", "Dino"]


def sweep_first(deal: Deal, rng: random.Random) -> Action:
    """A move that sweeps the table where there is one, else any: scope come soon."""
    legal = deal.legal_actions()
    sweeps = [a for a in legal if isinstance(a, Move) and a.taken and set(a.taken) == set(deal.table)]
    return sweeps[0] if sweeps else rng.choice(legal)


def covered(board: ScopaBoard) -> list[QRectF]:
    """What the banner covers of the cards (where they are going) and the piles."""
    scene = board.scene
    banner = scene.announce.sceneBoundingRect()
    cards = at_home([item for item in scene.items() if isinstance(item, CardItem)])
    piles = [pile.sceneBoundingRect() for pile in (*scene.piles, scene.talon) if pile.isVisible()]
    return [rect for rect in cards + piles if rect.intersects(banner)]


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_the_banner_leaves_every_card_and_pile_in_sight_when_the_user_is_to_play(qtbot: QtBot, preset: str) -> None:
    board = ScopaBoard()
    qtbot.addWidget(board)
    board.set_animation_ms(0)
    board.resize(*board.scene.smallest_view)
    board.show()
    qtbot.waitExposed(board)
    rng = random.Random(7)
    for _deal in range(20):
        deal = Deal(PRESETS[preset], 1, shuffled_deck(rng))
        board.set_names(NAMES[: deal.rules.players])
        board.show_deal(deal, 0)
        swept = False
        while deal.to_move is not None and not (swept and deal.to_move == 0):
            events = deal.apply(sweep_first(deal, rng))
            board.play_events(events, deal)
            if any(isinstance(e, CardsCaptured) and e.scopa for e in events):
                swept = True
                board.scene._announce_timer.stop()  # it stays while we look, however slow the machine
        if swept and deal.to_move == 0:
            board.set_human_turn(deal.observation(0))
            assert board.scene.announce.isVisible()
            assert covered(board) == [], (preset, len(deal.history), board.scene.announce.text())
            return
    pytest.fail(f"no scopa before the user's turn in 20 deals of {preset}")

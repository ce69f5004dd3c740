"""A side's pile stays in its place however many sweeps it made: past a few, the crossed cards
that mark them stop growing the pile (its label counts them all), in every Scopa preset, on the
table of a 1280×800 window and on the smallest."""

from __future__ import annotations

import random

import pytest

from kopdesk.app.scopa import ScopaBoard
from kopdesk.app.scopa.scene import ScopaScene
from kopdesk.games.registry import game_of
from kopdesk.games.scopa.cards import CARDS

PRESETS = ["scopa", "scopa-3", "scopa-4", "scopone", "scopone-scientifico"]
SWEEPS = 12


@pytest.mark.parametrize("size", [(1280, 690), ScopaScene.smallest_view], ids=lambda s: "×".join(map(str, s)))
@pytest.mark.parametrize("preset", PRESETS)
def test_a_pile_of_twelve_sweeps_keeps_to_its_place(qtbot, monkeypatch, preset: str, size: tuple[int, int]) -> None:
    board = ScopaBoard()
    qtbot.addWidget(board)
    board.set_animation_ms(0)
    board.resize(*size)
    board.show()
    game, rng = game_of(preset), random.Random(5)
    deal = game.new_deal(game.rules(preset), 0, rng)
    for _move in range(6):  # a few captures and lays: cards in hands, on the table and on the piles
        deal.apply(rng.choice(deal.legal_actions()))
    board.show_deal(deal, 0)
    scene = board.scene
    sweeps = [list(CARDS[side * SWEEPS : (side + 1) * SWEEPS]) for side in range(len(deal.sides))]
    monkeypatch.setattr(scene, "_scope_cards", lambda: sweeps)  # as if each side had swept twelve times
    scene.refresh_labels()
    faces = [item.sceneBoundingRect() for item in scene.faces.values()]  # the user's hand and the table
    for side, stack in enumerate(scene.piles[: len(deal.sides)]):
        painted = stack.card_rect()
        for index in range(len(stack.scope)):
            painted = painted.united(stack.scopa_rect(index))
        pile = stack.mapRectToScene(painted)
        assert pile.height() <= stack.card_rect().height() + scene.card_width, side  # a few crossed cards at most
        assert scene.sceneRect().contains(pile), side
        assert not any(pile.intersects(face) for face in faces), side
        assert f"{SWEEPS} sweeps" in scene.pile_labels[side].text()

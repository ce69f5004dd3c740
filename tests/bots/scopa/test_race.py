"""The master's race: a move drops out when the leader is ahead of it with confidence, not before."""

from __future__ import annotations

import math
import random

from kopdesk.bots.scopa.master import Race


def _run(race: Race, layout_margins: list[list[float]]) -> int:
    """Feed one margin per action alive per layout until the race settles; the layouts used."""
    for layout, margins in enumerate(layout_margins, start=1):
        for index in race.alive:
            race.margins[index].append(margins[index])
        if race.settled():
            return layout
    return len(layout_margins)


def test_a_clear_choice_is_settled_at_the_first_look() -> None:
    rng = random.Random(1)
    layouts = [[luck + 1.0, luck, luck - 0.5] for luck in (rng.gauss(0, 2) for _ in range(200))]
    race = Race(3)
    assert _run(race, layouts) == Race.MIN_LAYOUTS
    assert race.alive == [0]
    means = race.means()
    assert means[0] > 0 and means[1] == means[2] == -math.inf


def test_moves_that_differ_by_noise_stay_in_the_race() -> None:
    rng = random.Random(2)
    layouts = [[rng.gauss(0, 1), rng.gauss(0, 1)] for _ in range(10)]
    race = Race(2)
    _run(race, layouts)
    assert race.alive == [0, 1]


def test_a_small_real_edge_is_found_with_enough_layouts() -> None:
    rng = random.Random(3)
    layouts = [[rng.gauss(0.3, 1), rng.gauss(0, 1)] for _ in range(2_000)]
    race = Race(2)
    used = _run(race, layouts)
    assert Race.MIN_LAYOUTS < used < 2_000
    assert race.alive == [0]

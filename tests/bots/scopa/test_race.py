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


def test_a_race_given_more_layouts_looks_first_after_them() -> None:
    rng = random.Random(1)
    layouts = [[luck + 1.0, luck, luck - 0.5] for luck in (rng.gauss(0, 2) for _ in range(200))]
    race = Race(3, min_layouts=Race.MIN_LAYOUTS * 20)
    assert _run(race, layouts) == Race.MIN_LAYOUTS * 20 and race.alive == [0]


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


def test_a_race_of_some_actions_runs_only_those() -> None:
    rng = random.Random(4)
    layouts = [[rng.gauss(0, 1) + 5 * (i == 3) for i in range(5)] for _ in range(50)]
    race = Race(5, [1, 2, 4])
    _run(race, layouts)
    assert race.alive and set(race.alive) <= {1, 2, 4}
    assert all(not race.margins[i] for i in (0, 3))
    assert race.means()[0] == race.means()[3] == -math.inf


def test_a_wider_equal_settles_close_moves_sooner() -> None:
    rng = random.Random(5)
    layouts = [[luck + rng.gauss(0, 1), luck + rng.gauss(0, 1)] for luck in (rng.gauss(0, 2) for _ in range(3_000))]
    assert _run(Race(2, equal=0.1), layouts) * 5 < _run(Race(2), layouts)


def test_the_club_move_stands_unless_the_leader_is_clearly_ahead() -> None:
    rng = random.Random(6)
    lucks = [rng.gauss(0, 2) for _ in range(12)]
    noisy = Race(2)
    _run(noisy, [[luck + 0.05 + (0.8 if k % 2 else -0.8), luck] for k, luck in enumerate(lucks)])
    assert noisy.alive == [0, 1] and noisy.means()[0] > noisy.means()[1]
    assert noisy.choice(1) == 1
    clear = Race(2)
    _run(clear, [[luck + rng.gauss(0.5, 0.5), luck] for luck in lucks])
    assert clear.choice(1) == 0
    dropped = Race(3)
    _run(dropped, [[luck + 2, luck, luck + 2 + (0.8 if k % 2 else -0.8)] for k, luck in enumerate(lucks)])
    assert dropped.alive == [0, 2] and dropped.choice(1) == 0

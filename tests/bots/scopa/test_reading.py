"""The master's reading of the play: the layouts it draws fit exactly what its seat saw,
and they follow what the others' plays say about their hands."""

from __future__ import annotations

import math
import random
from collections.abc import Iterator
from itertools import islice

import pytest

from kopdesk.bots.scopa.reading import Layout, Reading, sampled, windows
from kopdesk.bots.scopa.sim import RANK_MASKS
from kopdesk.cards import mask_of
from kopdesk.games.scopa import PRESETS, Move, Observation, card

from .helpers import check_fits, check_weights_follow_draws, club_last_rounds, club_positions, two_player_deal

SEVENS = RANK_MASKS[6]


@pytest.mark.parametrize("preset", list(PRESETS))
def test_every_layout_fits_exactly_what_the_seat_saw(preset: str) -> None:
    for number, deal in enumerate(club_positions(preset, 5)):
        seat = deal.to_move
        assert seat is not None
        observation = deal.observation(seat)
        for layout in islice(Reading().layouts(observation, random.Random(number)), 30):
            check_fits(observation, layout)


def test_the_windows_are_the_plays_since_the_round_was_dealt() -> None:
    deal = two_player_deal("7D 2C 4S KH", "JS 5C 3H", "QD 6S AH")
    deal.apply(Move(card("3H")))
    plays = windows(deal.observation(1))
    assert [(p.seat, p.card, p.take, p.sizes, p.talon) for p in plays[0]] == [(0, card("3H").bit, 0, (3, 3), 30)]
    assert plays[0][0].table == mask_of(deal.observation(1).table_dealt) and not plays[1]
    while len(deal.history) < 6:  # the round played out: a new one is dealt
        deal.apply(deal.legal_actions()[0])
    assert all(not plays for plays in windows(deal.observation(0)).values())


def _sevens_held(source: Iterator[Layout], seat: int, layouts: int) -> float:
    """The share of `layouts` in which `seat` holds a seven."""
    return sum(bool(hands[seat] & SEVENS) for hands, _ in islice(source, layouts)) / layouts


def test_a_seat_that_left_the_settebello_is_read_as_holding_no_seven() -> None:
    # Seat 0 lays 3H with the settebello on the table: a seven would have taken it.
    deal = two_player_deal("7D 2C 4S KH", "JS 5C 3H", "QD 6S AH")
    deal.apply(Move(card("3H")))
    observation = deal.observation(1)
    read = _sevens_held(Reading().layouts(observation, random.Random(1)), 0, 400)
    blind = _sevens_held(sampled(observation, random.Random(1)), 0, 400)
    assert blind > 0.1 and read < blind / 4


def _weighed_last_rounds(preset: str, count: int) -> Iterator[tuple[int, Observation, list[tuple[float, Layout]]]]:
    """The seat to move's observation in the last round of `count` club games, with
    every layout its reading weighs (`number` the game's, a seed for the reading)."""
    for number, deal in enumerate(club_last_rounds(preset, count, Reading().every_layout)):
        seat = deal.to_move
        assert seat is not None
        observation = deal.observation(seat)
        every = Reading().every_layout(observation, random.Random(number))
        assert every is not None
        yield number, observation, every


@pytest.mark.parametrize("preset", ["scopa", "scopa-3", "scopa-4", "scopone"])
def test_in_the_last_round_every_layout_is_weighed_once(preset: str) -> None:
    for _, observation, every in _weighed_last_rounds(preset, 5):
        seat = observation.seat
        hidden = [held for other, held in enumerate(observation.hand_sizes) if other != seat and held]
        assert len(every) == math.factorial(sum(hidden)) // math.prod(math.factorial(h) for h in hidden)
        assert len({tuple(hands) for _, (hands, _) in every}) == len(every)
        for _, layout in every:
            check_fits(observation, layout)
        chances = [chance for chance, _ in every]
        assert sum(chances) == pytest.approx(1.0) and chances == sorted(chances, reverse=True)


def test_before_the_last_round_the_layouts_are_drawn() -> None:
    deal = two_player_deal("7D 2C 4S KH", "JS 5C 3H", "QD 6S AH")
    deal.apply(Move(card("3H")))
    assert Reading().every_layout(deal.observation(1), random.Random(1)) is None


@pytest.mark.parametrize("preset", ["scopa-3", "scopa-4"])
def test_in_the_last_round_the_weights_are_the_chances_the_drawn_layouts_follow(preset: str) -> None:
    """Where the play says much (some layouts far likelier than others), each card lies in
    each hand with the same chance in the weighed layouts as in the drawn ones."""
    checked = 0
    for number, observation, every in _weighed_last_rounds(preset, 100):
        if every[0][0] < 3 / len(every):
            continue
        check_weights_follow_draws(every, list(islice(Reading().layouts(observation, random.Random(number)), 2_000)))
        checked += 1
        if checked == 3:
            return
    raise AssertionError("too few positions where the play says much")

"""The exact reading, a diagnostic: it reads club players' plays as their own choices, and
its layouts fit the seat and follow the chances it weighs."""

from __future__ import annotations

import math
import random
from itertools import islice

import pytest

from kopdesk.bots.scopa.exact import ExactReading, club_chance
from kopdesk.bots.scopa.reading import SLIP, sampled, windows
from kopdesk.bots.scopa.sim import RANK_MASKS
from kopdesk.cards import mask_of
from kopdesk.games.scopa import Move, card

from .helpers import check_fits, check_weights_follow_draws, club_last_rounds, club_positions, two_player_deal


@pytest.mark.parametrize("preset", ["scopa", "scopa-3", "scopa-4", "scopone"])
def test_with_his_true_hand_every_play_of_a_club_player_is_his_choice(preset: str) -> None:
    reading, checked = ExactReading(), 0
    for deal in club_positions(preset, 8):
        observation = deal.observation(deal.to_move or 0)
        for seat, plays in reading.plays_read(observation).items():
            hand = mask_of(deal.hand(seat))
            for play in reversed(plays):
                hand |= play.card
                assert reading.cache is not None
                assert club_chance(reading.cache, observation, play, hand) > SLIP
                checked += 1
    assert checked >= 8


def test_a_seat_that_left_the_settebello_held_no_seven_but_by_a_slip() -> None:
    # Seat 0 lays 3H with the settebello on the table: a club player with a seven takes it.
    deal = two_player_deal("7D 2C 4S KH", "JS 5C 3H", "QD 6S AH")
    deal.apply(Move(card("3H")))
    observation = deal.observation(1)
    reading = ExactReading()
    (play,) = reading.plays_read(observation)[0]
    assert reading.cache is not None
    with_seven = mask_of([card("7C"), card("5C"), card("3H")])
    # Its moves: 7C takes 7D, 5C and 3H are laid; a club player takes the settebello.
    assert club_chance(reading.cache, observation, play, with_seven) == pytest.approx(SLIP / 3)
    threes = mask_of([card("3C"), card("3S"), card("3H")])  # three lays alike: the club's choice is a tie
    assert club_chance(reading.cache, observation, play, threes) == pytest.approx(1 / 3)
    sevens = RANK_MASKS[6]
    drawn = [hands[0] & sevens for hands, _ in islice(reading.layouts(observation, random.Random(1)), 300)]
    blind = [hands[0] & sevens for hands, _ in islice(sampled(observation, random.Random(1)), 300)]
    assert sum(map(bool, blind)) > 30 and sum(map(bool, drawn)) < sum(map(bool, blind)) / 4


@pytest.mark.parametrize("preset", ["scopa", "scopa-3", "scopa-4"])
def test_the_layouts_fit_exactly_what_the_seat_saw(preset: str) -> None:
    for number, deal in enumerate(club_positions(preset, 4)):
        observation = deal.observation(deal.to_move or 0)
        for layout in islice(ExactReading().layouts(observation, random.Random(number)), 20):
            check_fits(observation, layout)


@pytest.mark.parametrize("preset", ["scopa-3", "scopa-4"])
def test_in_the_last_round_every_layout_is_weighed_once_at_the_chance_they_are_drawn(preset: str) -> None:
    reading, checked = ExactReading(), 0
    for number, deal in enumerate(club_last_rounds(preset, 30, reading.every_layout)):
        observation = deal.observation(deal.to_move or 0)
        every = reading.every_layout(observation, random.Random(number))
        assert every is not None
        hidden = [held for seat, held in enumerate(observation.hand_sizes) if seat != observation.seat and held]
        assert len(every) == math.factorial(sum(hidden)) // math.prod(math.factorial(h) for h in hidden)
        assert len({tuple(hands) for _, (hands, _) in every}) == len(every)
        assert sum(chance for chance, _ in every) == pytest.approx(1.0)
        for _, layout in every:
            check_fits(observation, layout)
        if every[0][0] < 3 / len(every):
            continue
        check_weights_follow_draws(every, list(islice(reading.layouts(observation, random.Random(number)), 1_000)))
        checked += 1
        if checked == 3:
            return
    raise AssertionError("too few positions where the play says much")


def test_the_plays_read_are_the_other_seats_windows() -> None:
    deal = two_player_deal("7D 2C 4S KH", "JS 5C 3H", "QD 6S AH")
    deal.apply(Move(card("3H")))
    observation = deal.observation(1)
    assert ExactReading().plays_read(observation) == {0: windows(observation)[0]}

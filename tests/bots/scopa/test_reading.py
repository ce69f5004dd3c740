"""The master's reading of the play: the layouts it draws fit exactly what its seat saw,
and they follow what the others' plays say about their hands."""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import islice

import pytest

from kopdesk.bots.scopa import ClubPlayer
from kopdesk.bots.scopa.master import sampled
from kopdesk.bots.scopa.reading import Layout, Reading, windows
from kopdesk.bots.scopa.sim import RANK_MASKS
from kopdesk.cards import mask_of
from kopdesk.games.scopa import PRESETS, Deal, Move, Observation, Phase, card

from .helpers import random_deal, two_player_deal

SEVENS = RANK_MASKS[6]


def _positions(preset: str, count: int) -> Iterator[Deal]:
    """Deals of club players stopped at random points, the seat to move with a choice."""
    rng = random.Random(preset)
    while count:
        deal = random_deal(preset, rng)
        players = [ClubPlayer(seat) for seat in range(deal.rules.players)]
        stop = rng.randrange(len(deal.deck) - 4)
        while deal.phase is Phase.PLAY and len(deal.history) < stop:
            seat = deal.to_move
            assert seat is not None
            deal.apply(players[seat].choose(deal.observation(seat)))
        if deal.phase is Phase.PLAY and len(deal.legal_actions()) > 1:
            count -= 1
            yield deal


def _check_fits(observation: Observation, layout: Layout) -> None:
    hands, talon = layout
    unseen = (1 << 40) - 1 & ~mask_of(observation.seen)
    assert hands[observation.seat] == mask_of(observation.hand)
    assert [h.bit_count() for h in hands] == list(observation.hand_sizes)
    assert len(talon) == observation.talon == len(set(talon))
    others = [h for seat, h in enumerate(hands) if seat != observation.seat]
    placed = [*others, *talon]
    assert sum(p.bit_count() for p in placed) == unseen.bit_count()
    union = 0
    for place in placed:
        union |= place
    assert union == unseen


@pytest.mark.parametrize("preset", list(PRESETS))
def test_every_layout_fits_exactly_what_the_seat_saw(preset: str) -> None:
    for number, deal in enumerate(_positions(preset, 5)):
        seat = deal.to_move
        assert seat is not None
        observation = deal.observation(seat)
        for layout in islice(Reading().layouts(observation, random.Random(number)), 30):
            _check_fits(observation, layout)


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

"""Clear positions: what every level (or the club, where it is the club's advice) must do."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable

import pytest

from kopdesk.bots.budget import Budget
from kopdesk.bots.scopa import BeginnerPlayer, ClubPlayer, ScopaPlayer, SearchPlayer
from kopdesk.bots.scopa.master import CANDIDATES, SOFT_LAYOUTS, Race
from kopdesk.bots.scopa.sim import table_sum
from kopdesk.cards import mask_of
from kopdesk.games.scopa import Deal, Move, Observation, Phase, card

from .helpers import random_deal, two_player_deal

LEVELS: list[ScopaPlayer] = [BeginnerPlayer(3), ClubPlayer(3), SearchPlayer(3, budget=Budget(nodes=3_000))]
IDS = ["beginner", "club", "master"]


@pytest.mark.parametrize("player", LEVELS, ids=IDS)
def test_takes_the_settebello(player: ScopaPlayer) -> None:
    deal = two_player_deal("7D 2C 5H QS", "7C QD 5D", "KD 3H 6S")
    assert player.choose(deal.observation(0)) == Move(card("7C"), card("7D").bit)


@pytest.mark.parametrize("player", LEVELS, ids=IDS)
def test_takes_the_whole_table_for_a_scopa(player: ScopaPlayer) -> None:
    deal = two_player_deal("AC 2H 3S 4C", "KS 4D 6H", "KD 3H 6S")
    move = player.choose(deal.observation(0))
    assert move == Move(card("KS"), mask_of(deal.table))


def test_club_keeps_the_table_above_ten_when_it_can() -> None:
    # 6H takes 2H+4D and leaves A+Q = 10 for a king to sweep; 5S takes A+4D and leaves 2+Q = 11.
    deal = two_player_deal("AC 2H QS 4D", "QC 6H 5S", "KD 3H 7S")
    observation = deal.observation(0)
    left = {a: table_sum(mask_of(deal.table) & ~a.take) for a in observation.legal if isinstance(a, Move)}
    assert min(left.values()) <= 10 < max(left.values())
    club = ClubPlayer(3).choose(observation)
    assert left[club] > 10
    assert left[BeginnerPlayer(3).choose(observation)] <= 10  # the greedy way takes the most now


def test_club_does_not_lay_the_settebello() -> None:
    deal = two_player_deal("KC QH JS KS", "7D 6C 5S", "KD 3H 7S")
    observation = deal.observation(0)
    assert all(not a.take for a in observation.legal if isinstance(a, Move))  # every card is laid
    assert ClubPlayer(3).choose(observation).card != card("7D")  # type: ignore[union-attr]


def _last_card_with_a_choice() -> Deal:
    """A deal stopped at its last card, which may take either of two sets."""
    rng = random.Random(0)
    while True:
        deal = random_deal("scopa", rng)
        players = [ClubPlayer(seat) for seat in range(2)]
        while deal.phase is Phase.PLAY and (deal.talon or sum(len(deal.hand(s)) for s in range(2)) > 1):
            seat = deal.to_move
            assert seat is not None
            deal.apply(players[seat].choose(deal.observation(seat)))
        if deal.phase is Phase.PLAY and len(deal.legal_actions()) > 1:
            return deal


def test_the_search_at_the_last_card_stops_on_its_budget() -> None:
    """Nothing is played out after the deal's last card; the search still counts the move itself."""
    deal = _last_card_with_a_choice()
    polls = 0

    def stop() -> bool:
        nonlocal polls
        polls += 1
        assert polls < 10_000, "the search went on past its budget of nodes"
        return False

    seat = deal.to_move
    assert seat is not None
    assert SearchPlayer(3, budget=Budget(nodes=300)).choose(deal.observation(seat), stop) in deal.legal_actions()


def test_the_master_races_the_clubs_best_moves() -> None:
    """With more legal moves than CANDIDATES, the race runs the club's best by its scores."""
    rng = random.Random(6)
    seen = 0
    while seen < 5:
        deal = random_deal("scopone-scientifico", rng)
        observation = deal.observation(deal.to_move or 0)
        if len(observation.legal) <= CANDIDATES:
            continue
        seen += 1
        master = SearchPlayer(3)
        scores = master.club.scores(observation)
        chosen = master._candidates(observation)
        assert len(chosen) == CANDIDATES
        assert min(scores[i] for i in chosen) >= max(s for i, s in enumerate(scores) if i not in chosen)


def _layouts_searched(observation: Observation, budget: Budget, clock: Callable[[], float]) -> int:
    layouts = 0

    def count() -> bool:
        nonlocal layouts
        layouts += 1
        return False

    SearchPlayer(3, budget=budget, clock=clock).choose(observation, count)
    return layouts


def test_a_close_race_ends_at_a_fifth_of_the_clock() -> None:
    """On a clock every look at which takes a millisecond, a race that needs many layouts
    ends soon after 40 ms of the budget's 200 (each layout looks at it twice)."""
    rng = random.Random(7)
    ticks = itertools.count()
    while True:
        deal = random_deal("scopone", rng)
        observation = deal.observation(deal.to_move or 0)
        if _layouts_searched(observation, Budget(nodes=20_000), lambda: 0.0) > 60:
            break
    assert _layouts_searched(observation, Budget(nodes=20_000, seconds=0.2), lambda: next(ticks) / 1000) <= 25


def test_on_a_slow_machine_a_close_race_ends_at_the_soft_deadline_after_a_few_layouts() -> None:
    """On a clock every look at which takes 10 ms, the soft deadline (40 ms) passes during
    the third layout: the race ends as soon as SOFT_LAYOUTS are played, not at Race.MIN_LAYOUTS."""
    rng = random.Random(8)
    while True:
        deal = random_deal("scopone", rng)
        observation = deal.observation(deal.to_move or 0)
        if _layouts_searched(observation, Budget(nodes=20_000), lambda: 0.0) > 20:
            break
    ticks = itertools.count()
    slow = _layouts_searched(observation, Budget(nodes=20_000, seconds=0.2), lambda: next(ticks) / 100)
    assert slow == SOFT_LAYOUTS < Race.MIN_LAYOUTS

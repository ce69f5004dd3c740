"""Clear positions: what every level (or the club, where it is the club's advice) must do."""

from __future__ import annotations

import pytest

from kopdesk.bots.scopa import BeginnerPlayer, ClubPlayer, ScopaPlayer, SearchPlayer
from kopdesk.bots.scopa.sim import table_sum
from kopdesk.bots.search import Budget
from kopdesk.cards import mask_of
from kopdesk.games.scopa import Move, card

from .helpers import two_player_deal

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

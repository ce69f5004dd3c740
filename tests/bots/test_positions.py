"""Fixed positions where the right card is clear: club and master both find it."""

from __future__ import annotations

import random

import pytest

from kopdesk.bots import BeginnerPlayer, ClubPlayer, master
from kopdesk.bots.player import Player
from kopdesk.bots.search import Budget
from kopdesk.engine import card
from .helpers import deal_from_text

ZOLO_BY_1 = ["zolo", "pass", "pass", "pass"]


def _players() -> list[Player]:
    return [ClubPlayer(1), master(1, (Budget(nodes=5_000), Budget(nodes=5_000)))]


@pytest.mark.parametrize("player", _players(), ids=["club", "master"])
def test_smears_a_full_card_onto_the_partners_sure_trick(player: Player) -> None:
    # Seat 2 took the low trump lead with ♥A, which nothing beats: seat 3 throws ♦A on it.
    hands = ["QH JC 10C 10S", "QC QS JD AC", "AH JS 10H QD", "AD 10D JH AS"]
    deal = deal_from_text("kop", hands, ZOLO_BY_1 + ["JD", "AH"])
    assert player.choose(deal.observation(3)) == card("AD")


@pytest.mark.parametrize("player", _players(), ids=["club", "master"])
def test_keeps_the_ryzyko_when_the_opponent_takes_the_trick(player: Player) -> None:
    # The zolo player leads ♥A: seat 2 must play a trump and keeps ♦A.
    hands = ["QH JC 10C 10S", "AH QC QS AC", "AD JD AS JS", "10H QD JH 10D"]
    deal = deal_from_text("kop", hands, ZOLO_BY_1 + ["AH"])
    assert player.choose(deal.observation(2)) != card("AD")


@pytest.mark.parametrize("player", _players(), ids=["club", "master"])
def test_beats_when_it_must_and_as_cheaply_as_it_can(player: Player) -> None:
    # Seat 0 must beat ♥J: ♦Q does it, ♥A would be wasted.
    hands = ["AH QD AS 10S", "AC QC QS 10H", "10C JD JC JS", "10D AD JH QH"]
    deal = deal_from_text("kop", hands, ZOLO_BY_1 + ["AC", "10C", "JH"])
    assert player.choose(deal.observation(0)) == card("QD")


@pytest.mark.parametrize("player", _players(), ids=["club", "master"])
def test_takes_the_last_trick(player: Player) -> None:
    # The zolo player must trump ♣10 holding ♥10 and ♦A, with ♠J and ♥J still out:
    # ♦A takes this trick and ♥10 the last; ♥10 now would leave ♦A to lose to a jack.
    hands = ["AS 10S QD JD", "JC 10H QH AD", "AC QS JH 10D", "10C QC JS AH"]
    tricks = ["JC", "QS", "QC", "JD", "AH", "QD", "QH", "10D", "10C", "AS"]
    deal = deal_from_text("kop", hands, ZOLO_BY_1 + tricks)
    assert player.choose(deal.observation(1)) == card("AD")


def test_a_stopped_master_answers_at_once_with_a_legal_action() -> None:
    hands = ["QH JC 10C 10S", "QC QS JD AC", "AH JS 10H QD", "AD 10D JH AS"]
    deal = deal_from_text("kop", hands, ZOLO_BY_1)
    observation = deal.observation(1)
    assert master(1).choose(observation, stop=lambda: True) in observation.legal


def test_never_doubles_a_zolo_du_holding_nothing() -> None:
    rng = random.Random(4)
    hands = ["JD 10D AS 10S", "AH 10H QC QS", "JC JS JH AC", "QH QD AD 10C"]
    deal = deal_from_text("kop", hands, ["zolo_du"])
    for player in (BeginnerPlayer(rng.randrange(99)), ClubPlayer(0), _players()[1]):
        assert player.choose(deal.observation(2)).id == "pass"

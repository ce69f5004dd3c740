"""Fixed positions where the right card is clear, in every preset: club and master both find it."""

from __future__ import annotations

import random

import pytest

from kopdesk.bots.budget import Budget
from kopdesk.bots.kop import BeginnerPlayer, ClubPlayer, master
from kopdesk.bots.kop.player import Player
from kopdesk.games.kop import PRESETS, Deal, card, rules_from_preset

from .helpers import deal_from_text

ZOLO_BY_1 = {
    "kop": ["zolo", "pass", "pass", "pass"],
    "kop-koscian": ["zolo", "pass", "pass", "pass"],
    "baska": ["pass", "pass", "pass", "zolo", "pass", "pass", "pass"],  # seat 2 bids first
}
"""Seat 1 (forehand, dealer 0) plays a zolo and leads."""


def _players() -> list[Player]:
    return [ClubPlayer(1), master(1, (Budget(nodes=5_000), Budget(nodes=5_000)))]


def _zolo(preset: str, hands: list[str], tricks: list[str]) -> Deal:
    return deal_from_text(preset, hands, ZOLO_BY_1[preset] + tricks)


def test_every_preset_has_positions() -> None:
    assert set(ZOLO_BY_1) == set(PRESETS)


@pytest.mark.parametrize("preset", sorted(ZOLO_BY_1))
@pytest.mark.parametrize("player", _players(), ids=["club", "master"])
def test_smears_a_full_card_onto_the_partners_sure_trick(player: Player, preset: str) -> None:
    # Seat 2 took the low trump lead with ♥A, which nothing beats: seat 3 throws ♦A on it.
    hands = ["QH JC 10C 10S", "QC QS JD AC", "AH JS 10H QD", "AD 10D JH AS"]
    deal = _zolo(preset, hands, ["JD", "AH"])
    assert player.choose(deal.observation(3)) == card("AD")


@pytest.mark.parametrize("preset", sorted(ZOLO_BY_1))
@pytest.mark.parametrize("player", _players(), ids=["club", "master"])
def test_keeps_the_ryzyko_when_the_opponent_takes_the_trick(player: Player, preset: str) -> None:
    # The zolo player leads ♥A: seat 2 must play a trump and keeps ♦A.
    hands = ["QH JC 10C 10S", "AH QC QS AC", "AD JD AS JS", "10H QD JH 10D"]
    deal = _zolo(preset, hands, ["AH"])
    assert player.choose(deal.observation(2)) != card("AD")


BEAT_CHEAPLY = {
    # Seat 0 must beat ♥J: ♦Q does it, ♥A would be wasted.
    "as-dycha": (["AH QD AS 10S", "AC QC QS 10H", "10C JD JC JS", "10D AD JH QH"], ["AC", "10C", "JH"]),
    # The same where ♣10 and ♠10 are trumps (kop-koscian).
    "as-trzy-dychy": (["AH QD AS 10D", "AC QC QS 10H", "10C JD JC JS", "10S AD JH QH"], ["AC", "JD", "JH"]),
}
LAST_TRICK = {
    # The zolo player must trump ♣10 holding ♥10 and ♦A, with ♠J and ♥J still out:
    # ♦A takes this trick and ♥10 the last; ♥10 now would leave ♦A to lose to a jack.
    "as-dycha": (
        ["AS 10S QD JD", "JC 10H QH AD", "AC QS JH 10D", "10C QC JS AH"],
        ["JC", "QS", "QC", "JD", "AH", "QD", "QH", "10D", "10C", "AS"],
        "AD",
    ),
    # The zolo player must beat ♠J holding ♣10 and ♦Q; ♠10 is with seat 0 (seats 2 and 3
    # could not beat ♣Q): ♦Q takes this trick and ♣10 the last; ♣10 now would leave ♦Q to ♠10.
    "as-trzy-dychy": (
        ["AH 10H JS 10S", "QC QS 10C QD", "QH JC AC JD", "JH AD AS 10D"],
        ["QC", "QH", "JH", "10H", "AH", "QS", "JC", "AD", "JS"],
        "QD",
    ),
}


def _order(preset: str) -> str:
    return rules_from_preset(preset).trump_order.value


@pytest.mark.parametrize("preset", sorted(ZOLO_BY_1))
@pytest.mark.parametrize("player", _players(), ids=["club", "master"])
def test_beats_when_it_must_and_as_cheaply_as_it_can(player: Player, preset: str) -> None:
    hands, tricks = BEAT_CHEAPLY[_order(preset)]
    deal = _zolo(preset, hands, tricks)
    assert player.choose(deal.observation(0)) == card("QD")


@pytest.mark.parametrize("preset", sorted(ZOLO_BY_1))
@pytest.mark.parametrize("player", _players(), ids=["club", "master"])
def test_takes_the_last_trick(player: Player, preset: str) -> None:
    hands, tricks, right = LAST_TRICK[_order(preset)]
    deal = _zolo(preset, hands, tricks)
    assert player.choose(deal.observation(1)) == card(right)


def test_a_stopped_master_answers_at_once_with_a_legal_action() -> None:
    hands = ["QH JC 10C 10S", "QC QS JD AC", "AH JS 10H QD", "AD 10D JH AS"]
    deal = _zolo("kop", hands, [])
    observation = deal.observation(1)
    assert master(1).choose(observation, stop=lambda: True) in observation.legal


def test_never_doubles_a_zolo_du_holding_nothing() -> None:
    # The master weighs calls by their means, and here its layouts rate doubling and
    # passing within a third of a unit (± 1.8): one that takes a standard error off
    # each mean passes.
    rng = random.Random(4)
    hands = ["JD 10D AS 10S", "AH 10H QC QS", "JC JS JH AC", "QH QD AD 10C"]
    deal = deal_from_text("kop", hands, ["zolo_du"])
    wary = master(1, (Budget(nodes=5_000), Budget(nodes=5_000)), wariness=1.0)
    for player in (BeginnerPlayer(rng.randrange(99)), ClubPlayer(0), wary):
        assert player.choose(deal.observation(2)).id == "pass"


def test_club_does_not_answer_a_zolo_redoubled_by_its_declarer_with_one_sure_trick() -> None:
    hands = ["AD AS 10C 10S", "10H QC QS QH", "AH AC JD 10D", "QD JC JS JH"]
    deal = deal_from_text("kop", hands, ["zolo", "double", "pass", "pass", "double"])
    observation = deal.observation(2)
    assert "double" in {a.id for a in observation.legal}
    assert ClubPlayer(0).choose(observation).id == "pass"

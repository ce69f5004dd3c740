"""The master's auction: the correction of open-card play for lone games, the answer to a doubling."""

from __future__ import annotations

import pytest

from kopdesk.bots.budget import Budget
from kopdesk.bots.kop.bidding import win_chance
from kopdesk.bots.kop.knowledge import Knowledge
from kopdesk.bots.kop.master import LONE_WINS, LoneOdds, call_scores, club_lone_wins, open_card_wins
from kopdesk.bots.player import never_stop
from kopdesk.games.kop import PASS, Contract, contract_call
from kopdesk.games.kop.cards import mask_of

from .helpers import deal_from_text


def test_lone_wins_run_through_the_measured_points_and_rise() -> None:
    for share, won in LONE_WINS:
        assert abs(club_lone_wins(share) - won) < 1e-9
    shares = [i / 100 for i in range(101)]
    wins = [club_lone_wins(s) for s in shares]
    assert wins == sorted(wins)
    assert club_lone_wins(1.0) == 1.0



OPEN = LoneOdds(open_card_wins, 0.0)


# Seat 3 holds ♥10 and ♠Q, two of the four highest trumps: a club player doubles a zolo
# with that. Seat 1 still makes the zolo, whatever the others do.
KONTRA_BEATEN = ["JC 10S QH JH", "QC AH QD JD", "10C AS AD 10D", "AC QS JS 10H"]


def test_a_call_is_valued_with_the_best_answer_to_the_doubling_it_will_hear() -> None:
    deal = deal_from_text("kop", KONTRA_BEATEN, [])
    observation = deal.observation(1)
    knowledge = Knowledge(observation)
    truth = tuple(mask_of(deal.hand(s)) for s in range(4))
    zolo = contract_call(Contract.ZOLO)
    scores = call_scores(knowledge, [PASS, zolo], [(truth, 1.0)], Budget(nodes=10**9), never_stop, OPEN)
    assert scores[zolo] == 4 * 15  # kontra and re: the seat redoubles the kontra it will hear



def test_the_shape_steadies_a_lone_game_judged_on_few_layouts_and_fades_on_many() -> None:
    # Seat 1's zolo is made with all cards open; the shape of its hand (it leads) gives it less.
    deal = deal_from_text("kop", KONTRA_BEATEN, [])
    knowledge = Knowledge(deal.observation(1))
    truth = tuple(mask_of(deal.hand(s)) for s in range(4))
    chance = win_chance(deal.rules, Contract.ZOLO, knowledge.hand, leads=True)
    assert chance < 1
    zolo = contract_call(Contract.ZOLO)
    steadied = LoneOdds(open_card_wins, 4.0)

    def score(layouts: int) -> float:
        given = [(truth, 1.0)] * layouts
        return call_scores(knowledge, [PASS, zolo], given, Budget(nodes=10**9), never_stop, steadied)[zolo]

    # Won, the zolo with kontra and re is worth 60 to its player, lost -60: one layout
    # counts for a fifth, the shape for four fifths of the share won.
    assert score(1) == pytest.approx(-60 + 120 * (1 + 4 * chance) / 5)
    assert score(1) < score(10) < score(100) < 60
    assert score(100) > 60 - 120 * 4 / 100

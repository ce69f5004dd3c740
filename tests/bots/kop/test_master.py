"""The master's auction: the correction of open-card play for lone games, the answer to a doubling."""

from __future__ import annotations

from kopdesk.bots.budget import Budget
from kopdesk.bots.kop.knowledge import Knowledge
from kopdesk.bots.kop.master import LONE_WINS, call_scores, club_lone_wins, open_card_wins
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



# Seat 3 holds ♥10 and ♠Q, two of the four highest trumps: a club player doubles a zolo
# with that. Seat 1 still makes the zolo, whatever the others do.
KONTRA_BEATEN = ["JC 10S QH JH", "QC AH QD JD", "10C AS AD 10D", "AC QS JS 10H"]


def test_a_call_is_valued_with_the_best_answer_to_the_doubling_it_will_hear() -> None:
    deal = deal_from_text("kop", KONTRA_BEATEN, [])
    observation = deal.observation(1)
    knowledge = Knowledge(observation)
    truth = tuple(mask_of(deal.hand(s)) for s in range(4))
    zolo = contract_call(Contract.ZOLO)
    scores = call_scores(knowledge, [PASS, zolo], [(truth, 1.0)], Budget(nodes=10**9), never_stop, open_card_wins)
    assert scores[zolo] == 4 * 15  # kontra and re: the seat redoubles the kontra it will hear


"""The master's auction: the correction of open-card play for lone games, the answer to a doubling,
calls weighed by their means (or, if asked, by their means less their standard errors)."""

from __future__ import annotations

import math
import random
from collections.abc import Iterator
from importlib import import_module

import pytest

from kopdesk.bots.budget import Budget
from kopdesk.bots.kop.club import legal_call
from kopdesk.bots.kop.knowledge import Knowledge, Layout
from kopdesk.bots.kop.layouts import Weighted, thinned, weighted
from kopdesk.bots.kop.master import (
    LONE_WINS,
    RACE_FROM,
    SIDE_GAME_SOLVES,
    SIDE_GAME_STRIDE,
    call_scores,
    club_lone_wins,
    master,
    open_card_wins,
    oracle,
)
from kopdesk.bots.kop.player import decision_rng
from kopdesk.bots.kop.regret import positions
from kopdesk.bots.player import never_stop
from kopdesk.games.kop import DOUBLE, PASS, Auction, Call, Contract, Observation, contract_call
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
    assert scores[zolo].mean == 4 * 15  # kontra and re: the seat redoubles the kontra it will hear



# Seat 2 leads and has heard three passes: ♠J ♥J and ♣A make a gran that a club player
# calls (two trumps and an ace, leading). Over the few layouts a small budget solves, the
# gran's mean beats passing by a unit, but it goes down in a good share of them. (Here it
# would have gone down doubled, costing 60.)
GRAN_ON_TWO_JACKS = ["10C 10H AD 10D", "QC JC QD JD", "AC JS QH JH", "AS 10S QS AH"]


def test_the_master_calls_on_the_mean_and_a_wary_one_passes_a_lone_game_its_layouts_disagree_on() -> None:
    deal = deal_from_text("baska", GRAN_ON_TWO_JACKS, ["pass", "pass", "pass"], dealer=1)
    observation = deal.observation(2)
    gran = contract_call(Contract.GRAN)
    assert legal_call(observation) == gran
    budgets = (Budget(nodes=5_000), Budget(nodes=5_000))
    player = master(10, budgets)
    knowledge = Knowledge(observation)
    rng = decision_rng(10, observation)
    layouts = thinned(weighted(knowledge, player.source(knowledge, rng), player.memo), rng)
    scores = call_scores(knowledge, [PASS, gran], layouts, Budget(nodes=5_000), never_stop, club_lone_wins)
    assert scores[gran].mean > scores[PASS].mean
    assert scores[gran].mean - scores[gran].error < scores[PASS].mean - scores[PASS].error
    assert player.choose(observation) == gran
    assert master(10, budgets, wariness=1.0).choose(observation) == PASS


def test_a_lone_game_is_solved_on_every_layout_and_passing_on_one_in_a_stride(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Passing leaves two against two here (the seat lacks the black queens): its results
    # vary little and cost more to solve, so the budget goes to the gran's layouts.
    gran = contract_call(Contract.GRAN)
    layouts, solved = _solved_by_call(monkeypatch, [PASS, gran])
    assert len(layouts) > SIDE_GAME_STRIDE * SIDE_GAME_SOLVES
    assert solved[gran] == layouts
    strided = [0, 1, *range(SIDE_GAME_STRIDE, SIDE_GAME_STRIDE * (SIDE_GAME_SOLVES - 1), SIDE_GAME_STRIDE)]
    assert solved[PASS] == [layouts[number] for number in strided]


def _solved_by_call(
    monkeypatch: pytest.MonkeyPatch, calls: list[Call]
) -> tuple[list[Layout], dict[Call, list[Layout]]]:
    """The layouts the master offers in GRAN_ON_TWO_JACKS, and the layouts `call_scores`
    solves for each of `calls` among them, its budget unbounded."""
    deal = deal_from_text("baska", GRAN_ON_TWO_JACKS, ["pass", "pass", "pass"], dealer=1)
    knowledge = Knowledge(deal.observation(2))
    player = master(10)
    rng = decision_rng(10, knowledge.observation)
    offered = list(thinned(weighted(knowledge, player.source(knowledge, rng), player.memo), rng))
    solved: dict[Call, list[Layout]] = {call: [] for call in calls}
    search = import_module("kopdesk.bots.kop.master")  # the package's `master` is the function
    auction_ends = search._auction_ends

    def counted(observation: Observation, auction: Auction, hands: Layout) -> object:
        solved[auction.calls[-1].call].append(hands)  # nothing played yet: the hands are the layout
        return auction_ends(observation, auction, hands)

    monkeypatch.setattr(search, "_auction_ends", counted)
    call_scores(knowledge, calls, offered, Budget(nodes=10**9), never_stop, club_lone_wins)
    return [hands for hands, _ in offered], solved


def test_a_call_that_cannot_win_drops_out_of_the_race_for_layouts(monkeypatch: pytest.MonkeyPatch) -> None:
    # A zolo du on two jacks and an ace goes down doubled whatever the others hold.
    gran, zolo_du = contract_call(Contract.GRAN), contract_call(Contract.ZOLO_DU)
    layouts, solved = _solved_by_call(monkeypatch, [PASS, gran, zolo_du])
    assert solved[zolo_du] == layouts[:RACE_FROM]
    assert len(solved[gran]) > 2 * RACE_FROM


def test_the_auction_search_stops_when_one_call_is_left(monkeypatch: pytest.MonkeyPatch) -> None:
    zolo_du = contract_call(Contract.ZOLO_DU)
    layouts, solved = _solved_by_call(monkeypatch, [PASS, zolo_du])
    assert len(solved[PASS]) == RACE_FROM  # passing is solved on one layout in a stride
    last = layouts.index(solved[PASS][-1])
    assert solved[zolo_du] == layouts[: last + 1]
    assert last + 1 < len(layouts)


def test_the_error_of_a_call_is_infinite_on_one_layout_and_none_for_the_oracle() -> None:
    deal = deal_from_text("baska", GRAN_ON_TWO_JACKS, ["pass", "pass", "pass"], dealer=1)
    observation = deal.observation(2)
    truth = tuple(mask_of(deal.hand(s)) for s in range(4))
    gran = contract_call(Contract.GRAN)
    knowledge = Knowledge(observation)
    scores = call_scores(knowledge, [PASS, gran], [(truth, 1.0)], Budget(nodes=10**9), never_stop, open_card_wins)
    assert scores[gran].error == math.inf
    assert scores[gran].wary(1.0) == -math.inf
    assert scores[gran].wary(0.0) == scores[gran].mean == -60  # the gran goes down doubled
    assert oracle(deal.dealt, 10).choose(observation) == PASS


def test_a_doubling_is_valued_alike_whichever_call_is_solved_first() -> None:
    # A doubling scales a game's units, save who wins a tie of points: a layout is solved
    # once per contract and tie rule, so the order of the calls weighed changes nothing.
    differ = 0
    for deal, seat in positions("kop", 12, 3):
        observation = deal.observation(seat)
        if DOUBLE not in observation.legal:
            continue
        truth = tuple(mask_of(deal.hand(s)) for s in range(4))
        knowledge = Knowledge(observation)
        first, second = (
            call_scores(knowledge, calls, [(truth, 1.0)], Budget(nodes=10**9), never_stop, open_card_wins)
            for calls in ([PASS, DOUBLE], [DOUBLE, PASS])
        )
        assert first == second
        differ += first[DOUBLE].mean != 2 * first[PASS].mean
    assert differ >= 1  # one of them is decided by a tie


def test_no_more_layouts_are_drawn_once_the_decision_must_stop() -> None:
    drawn = 0

    def unlikely() -> Iterator[Weighted]:
        nonlocal drawn
        for number in range(1_000):
            drawn += 1
            yield (number, 0, 0, 0), 1e-9 * number  # none kept: the likeliest seen is yielded

    kept = list(thinned(unlikely(), random.Random(1), stop=lambda: drawn >= 5))
    assert drawn == 5
    assert kept == [((4, 0, 0, 0), 4e-9)]


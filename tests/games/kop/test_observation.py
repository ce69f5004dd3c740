"""One home per game fact (issue 14): what a seat's observation says matches the whole
deal, depends on nothing the seat has not seen, and the payoff table the bots search
with gives the units of the engine's own score.
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import event, given, settings
from hypothesis import strategies as st

from kopdesk.games.kop import (
    DOUBLE,
    Contract,
    Deal,
    IllegalAction,
    Observation,
    Phase,
    SeatCall,
    Side,
    Stakes,
    card,
    contract_call,
    rules_from_preset,
)
from kopdesk.games.kop.scoring import TOTAL_POINTS, TRICKS
from tests.bots.kop.helpers import deal_from_text
from tests.games.kop.test_properties import (
    AUCTIONS,
    SETTINGS,
    choose,
    model_for,
    new_deals,
    open_auction,
    texts,
)


def _check_facts(deal: Deal, obs: Observation) -> None:
    """The facts the observation offers, against the deal that knows everything."""
    seat = obs.seat
    assert obs.forehand == (deal.dealer + 1) % 4 == deal.forehand
    assert obs.auction == deal.auction
    assert (obs.calls, obs.level, obs.contract_called) == (deal.calls, deal.auction.level, deal.auction.contract_call)
    assert obs.held == tuple(len(deal.hand(s)) for s in range(4))
    assert set(obs.unseen()) == {c for s in range(4) if s != seat for c in deal.hand(s)}
    for c, player in obs.played_by().items():
        assert c in deal.dealt[player] and c not in deal.hand(player)
    assert sum(obs.points_taken) == sum(t.points for t in deal.tricks)
    assert sum(obs.tricks_taken) == len(deal.tricks)
    if deal.order is not None:
        assert obs.order is deal.order
    if not deal.trick:
        assert obs.trick_winner is None
    else:
        position = model_for(deal).winner(texts(deal.trick))
        assert obs.trick_winner == (deal.leader + position) % 4
    score = deal.score
    if score is not None and score.points is not None:
        old = score.sides.old
        assert obs.taken_by(old) == (score.points[Side.OLD], score.tricks_taken(Side.OLD))
        assert sum(obs.points_taken[s] for s in old) == score.points[Side.OLD]
        assert sum(obs.tricks_taken[s] for s in old) == score.tricks_taken(Side.OLD)


@settings(SETTINGS, max_examples=80)
@given(new_deals(), AUCTIONS)
def test_observed_facts_match_the_deal(made: Any, mode: str) -> None:
    deal, rng, _ = made
    open_auction(deal, rng, mode)
    while True:
        for seat in range(4):
            _check_facts(deal, deal.observation(seat))
        if deal.phase is Phase.DONE:
            break
        deal.apply(choose(deal, rng))


def hidden_twin(deal: Deal, seat: int, rng: random.Random) -> Deal | None:
    """The same history with the other seats' unplayed cards dealt afresh, if it replays legally."""
    hidden = [c for other in range(4) if other != seat for c in deal.hand(other)]
    rng.shuffle(hidden)
    hands = []
    for other in range(4):
        played = [c for c in deal.dealt[other] if c not in deal.hand(other)]
        if other == seat:
            hands.append(list(deal.dealt[other]))
        else:
            count = len(deal.hand(other))
            hands.append(played + hidden[:count])
            hidden = hidden[count:]
    twin = Deal(deal.rules, deal.dealer, hands, deal.in_bok_round)
    try:
        for action in deal.history:
            twin.apply(action)
    except IllegalAction:
        return None
    return twin


def _facts(obs: Observation) -> tuple[Any, ...]:
    """Everything an observation offers, its derived facts included."""
    return (
        obs, obs.order, obs.trick_winner, obs.points_taken, obs.tricks_taken, obs.held,
        obs.played_by(), obs.unseen(), obs.taken_by(obs.known_old), obs.taken_by(obs.known_young),
    )  # fmt: skip


@settings(SETTINGS, max_examples=80)
@given(new_deals(), AUCTIONS, st.integers(0, 20))
def test_observations_depend_on_nothing_hidden(made: Any, mode: str, actions: int) -> None:
    deal, rng, _ = made
    open_auction(deal, rng, mode)
    for _ in range(actions):
        if deal.phase is Phase.DONE:
            break
        deal.apply(choose(deal, rng))
    for seat in range(4):
        for _ in range(4):
            twin = hidden_twin(deal, seat, rng)
            if twin is not None and [twin.hand(s) for s in range(4)] != [deal.hand(s) for s in range(4)]:
                event("compared with a twin")
                assert _facts(twin.observation(seat)) == _facts(deal.observation(seat))
                break


def test_the_order_during_the_auction_is_the_standing_calls() -> None:
    deal = deal_from_text("baska", ["JC JS JH JD", "AC 10C QC QS", "AS 10S QH QD", "AH 10H AD 10D"], [], dealer=3)
    obs = deal.observation(0)
    assert obs.order is deal.rules.order_for(Contract.NORMAL)
    deal.apply(contract_call(Contract.GRAN))
    for seat in range(4):
        assert deal.observation(seat).order.trumps == tuple(card(t) for t in ("JC", "JS", "JH", "JD"))
    assert deal.observation(2).forehand == 0


def test_the_steps_of_an_auction_give_the_level_each_call_was_made_at() -> None:
    deal = deal_from_text(
        "kop", ["JC JS JH JD", "AC 10C QC QH", "AS 10S QS QD", "AH 10H AD 10D"],
        ["double", "double", "zolo", "double", "pass"],
    )  # fmt: skip
    steps = list(deal.auction.steps())
    assert [made for _, made in steps] == list(deal.calls)
    assert [before.level for before, _ in steps] == [0, 1, 2, 0, 1]
    assert [before.contract for before, _ in steps] == [None, None, None, Contract.ZOLO, Contract.ZOLO]
    assert deal.auction.outranks(Contract.ZOLO_DU) and not deal.auction.outranks(Contract.GRAN)


# -- the payoff table against the score -----------------------------------------------


def _finish(deal: Deal, rng: random.Random) -> None:
    """Play on at random, doubling often where allowed."""
    while deal.phase is not Phase.DONE:
        legal = deal.legal_actions()
        deal.apply(DOUBLE if DOUBLE in legal and rng.random() < 0.3 else choose(deal, rng))


@settings(SETTINGS, max_examples=200)
@given(new_deals(), AUCTIONS)
def test_the_payoff_table_gives_the_units_of_the_score(made: Any, mode: str) -> None:
    deal, rng, _ = made
    open_auction(deal, rng, mode)
    _finish(deal, rng)
    score = deal.score
    assert score is not None
    stakes = Stakes.of(deal.rules, score.sides, deal.auction, deal.in_bok_round)
    if score.points is None:  # thrown: won on showing, as if every card point were taken
        old_units = stakes.old_units(TOTAL_POINTS, TRICKS)
    else:
        old_units = stakes.table()[score.tricks_taken(Side.OLD)][score.points[Side.OLD]]
        event(f"tie: {score.tie}, doublings: {score.counted_doublings > 0}")
    assert [stakes.seat_units(s, old_units) for s in range(4)] == list(score.units)
    assert stakes.doubling_factor == 2**score.counted_doublings


def test_the_tables_rows_are_old_units_by_tricks() -> None:
    rng = random.Random(9)
    for _ in range(60):
        rules = rules_from_preset(rng.choice(["kop", "baska", "kop-koscian"]))
        contract = rng.choice(list(Contract))
        old = tuple(sorted(rng.sample(range(4), 2 if contract in (Contract.NORMAL, Contract.WESELE) else 1)))
        doublings = tuple(SeatCall(rng.randrange(4), DOUBLE) for _ in range(rng.randrange(5)))
        stakes = Stakes(rules, contract, old, doublings, rng.random() < 0.3)
        table = stakes.table()
        assert all(table[t][p] == stakes.old_units(p, t) for t in range(TRICKS + 1) for p in range(TOTAL_POINTS + 1))


def test_a_tie_is_lost_by_the_side_that_doubled_last() -> None:
    rules = rules_from_preset("kop")
    doublings = (SeatCall(1, DOUBLE), SeatCall(0, DOUBLE))
    stakes = Stakes(rules, Contract.NORMAL, (0, 2), doublings, False)
    assert stakes.doubling_factor == 4
    assert stakes.old_units(52, 2) == -4  # the old doubled last: they lose, and got out
    assert Stakes(rules, Contract.NORMAL, (0, 2), doublings[:1], False).old_units(52, 2) == 2
    assert Stakes(rules, Contract.NORMAL, (0, 2), (), False).old_units(52, 2) == -1

"""No bot can reach another seat's hidden cards: it sees an Observation, never the deal."""

from __future__ import annotations

import random

import pytest

from kopdesk.bots import BeginnerPlayer, ClubPlayer, master
from kopdesk.bots.knowledge import Knowledge
from kopdesk.bots.player import Player
from kopdesk.bots.search import Budget
from kopdesk.engine import PRESETS, Deal, IllegalAction, Observation, shuffled_hands
from .helpers import random_deal

SMALL = (Budget(nodes=1_500), Budget(nodes=1_500))


def _bots() -> list[Player]:
    return [BeginnerPlayer(3), ClubPlayer(3), master(3, SMALL)]


def _twin(deal: Deal, seat: int, rng: random.Random) -> Deal | None:
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


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_decisions_do_not_depend_on_hidden_cards(preset: str) -> None:
    rng = random.Random(11)
    compared = 0
    while compared < 40:
        deal = random_deal(preset, rng)
        players = [ClubPlayer(seat) for seat in range(4)]
        for _ in range(rng.randrange(16)):
            if deal.to_move is None:
                break
            deal.apply(players[deal.to_move].choose(deal.observation(deal.to_move)))
        seat = deal.to_move
        if seat is None:
            continue
        twin = _twin(deal, seat, rng)
        if twin is None or twin.observation(seat) != deal.observation(seat):
            continue
        if [twin.hand(s) for s in range(4)] == [deal.hand(s) for s in range(4)]:
            continue
        for bot in _bots():
            assert bot.choose(deal.observation(seat)) == bot.choose(twin.observation(seat))
        compared += 1


def test_players_refuse_a_deal() -> None:
    deal = Deal(random_deal("kop", random.Random(1)).rules, 0, shuffled_hands(random.Random(2)))
    for bot in _bots():
        with pytest.raises(TypeError):
            bot.choose(deal)  # type: ignore[arg-type]


def test_inferred_facts_hold_in_the_true_deal() -> None:
    """What a seat infers (cannot hold, must hold, pair facts) is never contradicted by the truth."""
    rng = random.Random(5)
    for number in range(150):
        deal = random_deal(["kop", "baska", "kop-koscian"][number % 3], rng)
        players = [ClubPlayer(number + seat) for seat in range(4)]
        while deal.to_move is not None:
            seat = deal.to_move
            observation = deal.observation(seat)
            _check_facts(deal, observation)
            deal.apply(players[seat].choose(observation))


def _check_facts(deal: Deal, observation: Observation) -> None:
    knowledge = Knowledge(observation)
    truth = tuple(sum(c.bit for c in deal.hand(s)) for s in range(4))
    for other in range(4):
        if other != observation.seat:
            assert not truth[other] & knowledge.cannot_hold[other]
            assert truth[other] & knowledge.must_hold[other] == knowledge.must_hold[other]
    assert knowledge.fits(truth)  # type: ignore[arg-type]
    if knowledge.layout_count() <= 100:
        assert truth in knowledge.all_layouts()

"""No bot can reach another seat's hidden cards: it sees an Observation, never the deal."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from kopdesk.bots.budget import Budget
from kopdesk.bots.kop import BeginnerPlayer, ClubPlayer, master
from kopdesk.bots.kop.knowledge import Knowledge, Layout
from kopdesk.bots.kop.layouts import sampled
from kopdesk.bots.kop.player import Player
from kopdesk.bots.kop.solver import bits
from kopdesk.games.kop import CARDS, PRESETS, Deal, Observation, shuffled_hands
from tests.games.kop.test_observation import hidden_twin

from .helpers import deal_from_text, random_deal

SMALL = (Budget(nodes=1_500), Budget(nodes=1_500))


def _bots() -> list[Player]:
    return [BeginnerPlayer(3), ClubPlayer(3), master(3, SMALL)]


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
        twin = hidden_twin(deal, seat, rng)
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


def _club_decisions(rng: random.Random, deals: int) -> Iterator[tuple[Deal, Observation]]:
    """Each decision of club players through random deals of every preset, before it is made."""
    for number in range(deals):
        deal = random_deal(["kop", "baska", "kop-koscian"][number % 3], rng)
        players = [ClubPlayer(number + seat) for seat in range(4)]
        while deal.to_move is not None:
            observation = deal.observation(deal.to_move)
            yield deal, observation
            deal.apply(players[observation.seat].choose(observation))


def test_inferred_facts_hold_in_the_true_deal() -> None:
    """What a seat infers (cannot hold, must hold, pair facts) is never contradicted by the truth."""
    for deal, observation in _club_decisions(random.Random(5), 150):
        _check_facts(deal, observation)


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


def test_sampled_layouts_keep_every_fact_and_the_hand_sizes() -> None:
    rng = random.Random(6)
    for _, observation in _club_decisions(rng, 60):
        knowledge = Knowledge(observation)
        for layout in sampled(knowledge, rng, 5):
            _check_layout(knowledge, layout)


def _check_layout(knowledge: Knowledge, layout: Layout) -> None:
    assert layout[knowledge.seat] == knowledge.hand
    assert sum(layout) == knowledge.unseen | knowledge.hand  # the hands are disjoint and hold every card left
    for other in range(4):
        assert bin(layout[other]).count("1") == knowledge.counts[other]
        if other != knowledge.seat:
            assert not layout[other] & knowledge.cannot_hold[other]
            assert layout[other] & knowledge.must_hold[other] == knowledge.must_hold[other]
    assert knowledge.fits(layout)


@pytest.mark.parametrize("calls", [[], ["wesele"]], ids=["free", "wesele"])
def test_layouts_are_sampled_evenly_among_those_that_fit(calls: list[str]) -> None:
    # Seat 1 called wesele (kop: he speaks first): his black queens are known, the rest is free.
    hands = ["AH 10H QH JH", "QC QS AS 10S", "AC 10C JC JS", "AD 10D QD JD"]
    knowledge = Knowledge(deal_from_text("kop", hands, calls).observation(0 if calls else 1))
    free = knowledge.unseen & ~knowledge.must_hold[1]
    drawn = 3_000
    counts = {(index, seat): 0 for index in bits(free) for seat in range(4)}
    for layout in sampled(knowledge, random.Random(2), drawn):
        for index in bits(free):
            counts[index, next(s for s in range(4) if layout[s] >> index & 1)] += 1
    for (index, seat), count in counts.items():
        room = knowledge.counts[seat] - bin(knowledge.must_hold[seat]).count("1")
        expected = 0 if seat == knowledge.seat else drawn * room / bin(free).count("1")
        assert abs(count - expected) < 0.1 * drawn / 3, (CARDS[index], seat, count, expected)

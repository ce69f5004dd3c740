"""Each bot sees only its seat's observation: the cards it has not seen may lie anywhere
(in any other hand, in any order in the talon) without changing its move; and a seed
fixes every move."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest

from kopdesk.bots.budget import Budget
from kopdesk.bots.scopa import BeginnerPlayer, ClubPlayer, ScopaPlayer, SearchPlayer, make_player, oracle
from kopdesk.games.scopa import PRESETS, Deal, Phase

from .helpers import play_out, random_deal

SMALL = Budget(nodes=1_500)
"""No clock: a move then depends on nothing but the seed and the observation."""
MAKERS: list[Callable[[int], ScopaPlayer]] = [BeginnerPlayer, ClubPlayer, lambda seed: SearchPlayer(seed, budget=SMALL)]
IDS = ["beginner", "club", "master"]


def _positions(preset: str, count: int) -> Iterator[Deal]:
    """Deals stopped at random points, the seat to move with a choice to make."""
    rng = random.Random(preset)
    while count:
        deal = random_deal(preset, rng)
        stop = rng.randrange(len(deal.deck) - 4)
        players = [ClubPlayer(seat) for seat in range(deal.rules.players)]
        while deal.phase is Phase.PLAY and len(deal.history) < stop:
            seat = deal.to_move
            assert seat is not None
            deal.apply(players[seat].choose(deal.observation(seat)))
        if deal.phase is Phase.PLAY and len(deal.legal_actions()) > 1:
            holding = [s for s in range(deal.rules.players) if s != deal.to_move and deal.hand(s)]
            if deal.talon or len(holding) > 1:  # somewhere to move the hidden cards to
                count -= 1
                yield deal


def _layout(deal: Deal) -> tuple[object, ...]:
    return deal.talon, tuple(deal.hand(s) for s in range(deal.rules.players))


def _hidden_moved(deal: Deal, rng: random.Random) -> Deal:
    """The same deal and moves, with the cards the seat to move has not seen shuffled
    among their places in the pack, so that other hands or the talon's order change."""
    seat = deal.to_move
    assert seat is not None
    seen = set(deal.observation(seat).seen)
    places = [i for i, c in enumerate(deal.deck) if c not in seen]
    while True:
        cards = [deal.deck[i] for i in places]
        rng.shuffle(cards)
        deck = list(deal.deck)
        for place, c in zip(places, cards, strict=True):
            deck[place] = c
        other = Deal(deal.rules, deal.dealer, deck)
        for action in deal.history:
            other.apply(action)
        if _layout(other) != _layout(deal):
            return other


@pytest.mark.parametrize("preset", list(PRESETS))
@pytest.mark.parametrize("make", MAKERS, ids=IDS)
def test_no_bot_reads_hidden_cards(preset: str, make: Callable[[int], ScopaPlayer]) -> None:
    rng = random.Random(1)
    for number, deal in enumerate(_positions(preset, 6)):
        other = _hidden_moved(deal, rng)
        seat = deal.to_move
        assert seat is not None
        assert other.observation(seat) == deal.observation(seat)
        assert make(number).choose(other.observation(seat)) == make(number).choose(deal.observation(seat))


def test_the_oracle_does_read_them() -> None:
    """The check above can see a bot that peeks: the oracle's move changes with the hidden cards."""
    rng = random.Random(2)

    def changes(number: int, deal: Deal) -> bool:
        other = _hidden_moved(deal, rng)
        seat = deal.to_move
        assert seat is not None
        return oracle(other, number, SMALL).choose(other.observation(seat)) != oracle(deal, number, SMALL).choose(
            deal.observation(seat)
        )

    assert any(changes(number, deal) for number, deal in enumerate(_positions("scopa", 30)))


@pytest.mark.parametrize("level", ["beginner", "club", "master"])
def test_a_seed_fixes_every_move(level: str) -> None:
    def played(seed: int) -> tuple[object, ...]:
        deal = random_deal("scopa-3", random.Random(5))
        players = [make_player(level, seed + seat) for seat in range(3)]
        if level == "master":
            players = [SearchPlayer(seed + seat, budget=Budget(nodes=300)) for seat in range(3)]
        return play_out(deal, players).history

    assert played(1) == played(1)
    assert any(played(seed) != played(1) for seed in (2, 3, 4))

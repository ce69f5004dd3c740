"""What Kop's bots keep between decisions stays bounded and never changes a decision."""

from __future__ import annotations

import random

import pytest

from kopdesk.bots.budget import Budget
from kopdesk.bots.kop import CallMemo, ClubPlayer, master
from kopdesk.bots.kop.player import Player
from kopdesk.bots.kop.search import rules_for
from kopdesk.games.kop import Contract, Deal, rules_from_preset, shuffled_hands

from .helpers import play_out

SMALL = (Budget(nodes=1_500), Budget(nodes=1_500))


def _deals(count: int, seed: int) -> list[Deal]:
    rng = random.Random(seed)
    rules = rules_from_preset("baska")
    return [Deal(rules, number % 4, shuffled_hands(rng)) for number in range(count)]


def test_a_players_call_memo_keeps_at_most_its_bound_over_many_deals() -> None:
    # One player per seat for a whole match, as the desktop seats them.
    players = [ClubPlayer(seat) for seat in range(4)]
    for deal in _deals(3 * CallMemo.AUCTIONS, seed=1):
        play_out(deal, players)
    for player in players:
        auctions, runs = player.memo.sizes()
        assert 0 < auctions <= CallMemo.AUCTIONS
        assert 0 < runs <= CallMemo.RUNS


def test_the_shared_follow_rules_keep_nothing_that_grows() -> None:
    rules = rules_from_preset("baska")
    orders = {rules.order_for(contract) for contract in Contract}

    def held() -> int:
        return sum(len(v) for order in orders for v in vars(rules_for(order)).values() if isinstance(v, dict))

    before = held()
    for deal in _deals(6, seed=2):
        play_out(deal, [ClubPlayer(seat) for seat in range(4)])
    assert held() == before


def _histories(deals: list[Deal], players: list[Player]) -> list[tuple[object, ...]]:
    return [play_out(deal, players).history for deal in deals]


def test_decisions_are_the_same_whatever_the_memo_holds(monkeypatch: pytest.MonkeyPatch) -> None:
    # Fresh memos per deal and player, against one memo shared by every player for all
    # deals and bounded to a single entry, so that it is emptied and refilled all the time.
    def fresh() -> list[Player]:
        return [master(0, SMALL), ClubPlayer(1), ClubPlayer(2), master(3, SMALL)]

    own = [_histories([deal], fresh())[0] for deal in _deals(4, seed=3)]
    monkeypatch.setattr(CallMemo, "AUCTIONS", 1)
    monkeypatch.setattr(CallMemo, "RUNS", 1)
    shared = CallMemo()
    players: list[Player] = [
        master(0, SMALL, shared), ClubPlayer(1, shared), ClubPlayer(2, shared), master(3, SMALL, shared)
    ]
    assert _histories(_deals(4, seed=3), players) == own


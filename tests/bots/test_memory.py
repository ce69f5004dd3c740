"""What bots keep between decisions stays bounded and never changes a decision."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from kopdesk.bots.kop import CallMemo, ClubPlayer, master
from kopdesk.bots.player import Player
from kopdesk.bots.search import Budget, rules_for
from kopdesk.games.kop import Contract, Deal, rules_from_preset, shuffled_hands

from .helpers import play_out

BOTS = Path(__file__).parents[2] / "kopdesk" / "bots"
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


def _module_caches(path: Path) -> list[str]:
    """Module-level memos in a module: names bound to an empty dict, list or set, and
    lru_caches that are unbounded or hand out mutable containers."""
    found = []
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, (ast.Assign, ast.AnnAssign)) and isinstance(node.value, (ast.Dict, ast.List, ast.Set)):
            value = node.value
            if not getattr(value, "keys", None) and not getattr(value, "elts", None):
                found.append(f"{path.name}:{node.lineno} an empty container at module level")
        if isinstance(node, ast.FunctionDef):
            for decorator in node.decorator_list:
                text = ast.unparse(decorator)
                if text in ("cache", "functools.cache") or "maxsize=None" in text:
                    found.append(f"{path.name}:{node.lineno} {node.name}: an unbounded cache")
                elif "lru_cache" in text and node.returns is not None:
                    returns = ast.unparse(node.returns)
                    if returns.split("[")[0] in ("dict", "list", "set"):
                        found.append(f"{path.name}:{node.lineno} {node.name}: a cache handing out a {returns}")
    return found


def test_no_module_level_mutable_cache_in_the_bots() -> None:
    assert [problem for path in sorted(BOTS.glob("*.py")) for problem in _module_caches(path)] == []


def test_the_scan_finds_the_kinds_of_cache_it_forbids(tmp_path: Path) -> None:
    source = tmp_path / "memo.py"
    source.write_text(
        "from functools import cache, lru_cache\n"
        "_SEEN: dict[int, int] = {}\n"
        "@lru_cache(maxsize=64)\ndef filled(key: int) -> dict[int, int]:\n    return {}\n"
        "@cache\ndef forever(key: int) -> int:\n    return key\n"
        "@lru_cache(maxsize=64)\ndef fine(key: int) -> tuple[int, ...]:\n    return (key,)\n"
        "TABLE = {1: 2}\n",
        encoding="utf-8",
    )
    assert [problem.split()[0] for problem in _module_caches(source)] == ["memo.py:2", "memo.py:4", "memo.py:7"]


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


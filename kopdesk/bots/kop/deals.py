"""Kop and Baśka at the tournament: four seats, the edge in units per deal and seat.

For each seat: the seat's units with the hero in it and the field in the other three,
less the same seat's units with the field everywhere; the second measure is the card
points of the seat's side. The contracts the hero declared are tallied.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from kopdesk.bots.kop import CallMemo, make_player, oracle
from kopdesk.bots.kop.player import Player
from kopdesk.bots.paired import BoardResult, Report, Tally, bot_seed, contracts_report, timed_play
from kopdesk.games.kop import Card, Deal, RuleSet, Side, rules_from_preset, shuffled_hands


@dataclass(frozen=True, slots=True)
class Board:
    """One fixed deal of the tournament."""

    number: int
    rules: RuleSet
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    in_bok_round: bool = False

    def deal(self) -> Deal:
        return Deal(self.rules, self.dealer, self.hands, self.in_bok_round)


def _player(level: str, board: Board, seat: int, seed: int, memo: CallMemo) -> Player:
    seed_of_bot = bot_seed(seed, board.number, seat)
    if level == "oracle":
        return oracle(board.hands, seed_of_bot, memo)
    return make_player(level, seed_of_bot, memo)


def play(board: Board, players: Sequence[Player], timed: int | None = None) -> tuple[Deal, list[float]]:
    """Play the board out; return the finished deal and the decision times of seat `timed`."""
    deal = board.deal()
    return deal, timed_play(deal, players, timed)


def _side_points(deal: Deal, seat: int) -> int:
    score = deal.score
    assert score is not None
    if score.points is None:
        return 0
    return score.points[score.sides.side_of(seat)]


class KopDeals:
    def boards(self, preset: str, deals: int, seed: int) -> list[Board]:
        rules, rng = rules_from_preset(preset), random.Random(seed)
        return [Board(n, rules, n % 4, shuffled_hands(rng)) for n in range(deals)]

    def board_of(self, number: int, deal: Deal) -> Board:
        return Board(number, deal.rules, deal.dealer, deal.dealt, deal.in_bok_round)

    def preset_of(self, board: Board) -> str:
        return board.rules.preset

    def seated(self, board: Board, level: str, seed: int) -> tuple[Deal, list[Player]]:
        memo = CallMemo()
        return board.deal(), [_player(level, board, seat, seed, memo) for seat in range(4)]

    def play_board(self, board: Board, hero: str, field_level: str, seed: int) -> BoardResult:
        memo = CallMemo()  # the board's five plays hear much the same auctions; nothing outlives the board
        field_players = [_player(field_level, board, seat, seed, memo) for seat in range(4)]
        base, _ = play(board, field_players)
        assert base.score is not None
        result = BoardResult([], [], [])
        for seat in range(4):
            players = list(field_players)
            players[seat] = _player(hero, board, seat, seed, memo)
            deal, times = play(board, players, timed=seat)
            score = deal.score
            assert score is not None
            result.unit_edges.append(score.units[seat] - base.score.units[seat])
            result.measure_edges.append(_side_points(deal, seat) - _side_points(base, seat))
            result.latencies.extend(times)
            if score.sides.declarer == seat:
                result.details.append((score.sides.contract.value, score.winner is Side.OLD))
        return result

    def report(self, played: Tally) -> Report:
        return contracts_report(played, "card points:")


DEALS = KopDeals()

"""The Schafkopf family at the tournament: the edge in units per deal and seat.

For each seat: the seat's units with the hero in it and the field in the others, less
the same seat's units with the field everywhere; the second measure is the card points
the seat took (its own, as sides differ between the plays of a board). The contracts
the hero declared, and how many he won, are tallied. A thrown-in deal is played (its
units are 0 whoever sits where, unless the hero bids where the field passed).
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from kopdesk.bots.paired import BoardResult, Report, Tally, bot_seed, contracts_report, timed_play
from kopdesk.bots.schafkopf import SchafkopfPlayer, make_player, oracle
from kopdesk.cards import Card
from kopdesk.games.schafkopf import Deal, DealFile, RuleSet, Winner, rules_from_preset, shuffled_hands


@dataclass(frozen=True, slots=True)
class Board:
    number: int
    rules: RuleSet
    dealer: int
    hands: tuple[tuple[Card, ...], ...]


def _player(level: str, deal: Deal, board: Board, seat: int, seed: int) -> SchafkopfPlayer:
    seed_of_bot = bot_seed(seed, board.number, seat)
    return oracle(deal, seed_of_bot) if level == "oracle" else make_player(level, seed_of_bot)


def seated(board: Board, levels: Sequence[str], seed: int) -> tuple[Deal, list[SchafkopfPlayer]]:
    """A fresh deal of the board with a player of `levels[seat]` in each seat."""
    deal = Deal(board.rules, board.dealer, board.hands)
    return deal, [_player(level, deal, board, seat, seed) for seat, level in enumerate(levels)]


def play(board: Board, levels: Sequence[str], seed: int, timed: int | None = None) -> tuple[Deal, list[float]]:
    """Play the board out with a player of `levels[seat]` in each seat; return the finished
    deal and the decision times of seat `timed`."""
    deal, players = seated(board, levels, seed)
    return deal, timed_play(deal, players, timed)


class SchafkopfDeals:
    def boards(self, preset: str, deals: int, seed: int) -> Iterator[Board]:
        rules, rng = rules_from_preset(preset), random.Random(seed)
        return (Board(n, rules, n % rules.seats, shuffled_hands(rules, rng)) for n in range(deals))

    def board_of(self, number: int, deal: Deal) -> Board:
        return Board(number, deal.rules, deal.dealer, DealFile.of(deal).hands)

    def preset_of(self, board: Board) -> str:
        return board.rules.preset

    def seated(self, board: Board, level: str, seed: int) -> tuple[Deal, list[SchafkopfPlayer]]:
        return seated(board, [level] * board.rules.seats, seed)

    def play_board(self, board: Board, hero: str, field_level: str, seed: int) -> BoardResult:
        seats = board.rules.seats
        base, _ = play(board, [field_level] * seats, seed)
        assert base.score is not None
        result = BoardResult([], [], [])
        for seat in range(seats):
            levels = [field_level] * seats
            levels[seat] = hero
            deal, times = play(board, levels, seed, timed=seat)
            score = deal.score
            assert score is not None
            result.unit_edges.append(score.units[seat] - base.score.units[seat])
            result.measure_edges.append(score.points[seat] - base.score.points[seat])
            result.latencies.extend(times)
            if score.outcome.declarer == seat:
                result.details.append((score.contract.value, score.winner is Winner.DECLARERS))
        return result

    def report(self, played: Tally) -> Report:
        return contracts_report(played, "card points of the seat:")


DEALS = SchafkopfDeals()

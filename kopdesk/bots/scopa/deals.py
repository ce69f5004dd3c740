"""Scopa and Scopone at the tournament: the edge in net points per deal for the hero's side.

A side's net points in a deal are its points less the mean of the other playing
sides' points: what moves it towards winning the match, where its own points alone
would reward giving away as many scope as it makes. For each seat that plays: the
net points of the seat's side (its team in `scopa-4` and the Scopone games) with the
hero in the seat and the field in the others, less the same with the field
everywhere. The second measure is the side's own points, the edge per category
(carte, denari, settebello, re bello, primiera, scope; own points) shows where they
come from. A deal whose table shows three kings is dealt again from the same seed
(kings_redeal), so that every board is played.
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from kopdesk.bots.paired import BoardResult, Report, Tally, bot_seed, timed_play
from kopdesk.bots.scopa import ScopaPlayer, make_player, oracle
from kopdesk.cards import Card
from kopdesk.games.scopa import Category, Deal, Phase, RuleSet, Score, rules_from_preset, shuffled_deck

Maker = Callable[[Deal, int], ScopaPlayer]
"""A player made for a deal from its seed: how a diagnostic player (`regret`) takes a seat."""
Level = str | Maker
"""A level's name (or "oracle"), or a maker."""

UNIT = "net points per deal for the hero's side (its points less the other sides' mean)"


@dataclass(frozen=True, slots=True)
class Board:
    number: int
    rules: RuleSet
    dealer: int
    deck: tuple[Card, ...]

    def deal(self) -> Deal:
        return Deal(self.rules, self.dealer, self.deck)


def _player(level: Level, deal: Deal, board: Board, seat: int, seed: int) -> ScopaPlayer:
    seed_of_bot = bot_seed(seed, board.number, seat)
    if not isinstance(level, str):
        return level(deal, seed_of_bot)
    return oracle(deal, seed_of_bot) if level == "oracle" else make_player(level, seed_of_bot)


def seated(board: Board, levels: Sequence[Level], seed: int) -> tuple[Deal, list[ScopaPlayer]]:
    """A fresh deal of the board with a player of `levels[seat]` in each seat."""
    deal = board.deal()
    return deal, [_player(level, deal, board, seat, seed) for seat, level in enumerate(levels)]


def play(board: Board, levels: Sequence[Level], seed: int, timed: int | None = None) -> tuple[Deal, list[float]]:
    """Play the board out with a player of `levels[seat]` in each seat; return the
    finished deal and the decision times of seat `timed`."""
    deal, players = seated(board, levels, seed)
    return deal, timed_play(deal, players, timed)


def net_points(score: Score, side: int, rivals: Sequence[int]) -> float:
    """The side's points less the mean of its rivals'."""
    return score.total[side] - statistics.fmean(score.total[r] for r in rivals)


class ScopaDeals:
    def boards(self, preset: str, deals: int, seed: int) -> Iterator[Board]:
        rules, rng = rules_from_preset(preset), random.Random(seed)
        for number in range(deals):
            dealer = number % rules.players
            board = Board(number, rules, dealer, shuffled_deck(rng))
            while board.deal().phase is Phase.REDEAL:
                board = Board(number, rules, dealer, shuffled_deck(rng))
            yield board

    def board_of(self, number: int, deal: Deal) -> Board:
        return Board(number, deal.rules, deal.dealer, deal.deck)

    def preset_of(self, board: Board) -> str:
        return board.rules.preset

    def seated(self, board: Board, level: str, seed: int) -> tuple[Deal, list[ScopaPlayer]]:
        return seated(board, [level] * board.rules.players, seed)

    def play_board(self, board: Board, hero: Level, field_level: str, seed: int) -> BoardResult:
        seats = board.rules.active_seats(board.dealer)
        base, _ = play(board, [field_level] * board.rules.players, seed)
        result = BoardResult([], [], [])
        if base.score is None:  # a deal file of a void deal: nothing is played
            return result
        for seat in seats:
            levels: list[Level] = [field_level] * board.rules.players
            levels[seat] = hero
            deal, times = play(board, levels, seed, timed=seat)
            assert deal.score is not None
            side = deal.side_of(seat)
            rivals = [deal.side_of(s) for s in seats if deal.side_of(s) != side]
            result.unit_edges.append(net_points(deal.score, side, rivals) - net_points(base.score, side, rivals))
            result.measure_edges.append(deal.score.total[side] - base.score.total[side])
            result.latencies.extend(times)
            result.details.append({c.value: deal.score.points[c][side] - base.score.points[c][side] for c in Category})
        return result

    def report(self, played: Tally) -> Report:
        boards = played.summed_boards
        by_category = {c.value: round(played.sums[c.value] / boards, 4) for c in Category} if boards else {}
        shown = ", ".join(f"{name} {edge:+.3f}" for name, edge in by_category.items())
        return Report(
            head={"edge_unit": UNIT},
            measure=("edge_side_points", 3),
            units_digits=4,
            tail={"edge_by_category": by_category},
            unit_text="net points per deal for the hero's side:",
            measure_text="points of the hero's side:",
            tail_lines=(f"  edge by category (points of the hero's side): {shown}",),
        )


DEALS = ScopaDeals()

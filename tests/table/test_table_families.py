"""The table model plays any family of the registry: Scopa with its bots, Schafkopf once its
bots are registered, each match to its end through `play_match`."""

from __future__ import annotations

import random
from typing import Any

import pytest

from kopdesk.bots.families import make_player
from kopdesk.bots.player import StopCheck, never_stop
from kopdesk.games.registry import game_of
from kopdesk.storage import Level, MatchSetup
from kopdesk.table import HUMAN_SEAT, BotTurn, HumanTurn, Table, play_match


class AnyLegal:
    """A test's player of any family: a legal action of what it is shown, drawn from its seed."""

    def __init__(self, seed: int = 0) -> None:
        self.seats: set[int] = set()
        self._rng = random.Random(seed)

    def choose(self, observation: Any, stop: StopCheck = never_stop) -> Any:
        self.seats.add(observation.seat)
        return self._rng.choice(observation.legal)


def family_setup(
    preset: str, house_rules: dict[str, Any], practice: bool = False, dealer: int = 1, levels: Level = "club"
) -> MatchSetup:
    game = game_of(preset)
    rules = game.rules(preset, house_rules)
    seats = game.seats(rules)
    bot_levels: tuple[Level, ...] = (levels,) * (seats - 1)
    names = tuple("ABCD"[:seats])
    return MatchSetup(rules, dealer % seats, bot_levels, names, "0.20", "PLN", practice)


@pytest.mark.parametrize(("preset", "seats"), [("scopa", 2), ("scopa-3", 3), ("scopone", 4)])
def test_a_whole_scopa_match_is_played_headless_with_scopa_bots(preset: str, seats: int) -> None:
    table = Table()
    table.start_match(family_setup(preset, {"target": 4}), seed=5)
    human = AnyLegal()
    match = play_match(table, human)
    assert match.is_over and table.next_deal() is None
    assert human.seats == {HUMAN_SEAT} and len(match.totals) == seats
    assert max(match.totals) >= 4
    game = game_of(preset)
    assert table.finished and all(game.is_done(deal) for deal in table.finished)
    scored = [deal.score.total for deal in table.finished if deal.score is not None]
    sides = len(table.finished[0].sides)
    assert tuple(sum(total[side] for total in scored) for side in range(sides)) == match.scores
    assert match.winners == table.finished[0].sides[match.winner]  # partners win together
    assert match.sides == table.finished[0].sides
    assert all(len({match.totals[seat] for seat in side}) == 1 for side in match.sides)  # a side's total is shared
    assert all(match.totals[seat] >= 4 for seat in match.winners)


def test_an_unknown_family_or_level_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="'skat' is neither a family nor a preset"):
        make_player("skat", "club", 1)
    with pytest.raises(ValueError, match="'grandmaster'"):
        make_player("zweier", "grandmaster", 1)


@pytest.mark.parametrize(("preset", "seats"), [("schafkopf", 4), ("zweier", 2), ("wendisch", 4), ("deutsch", 4)])
def test_a_whole_schafkopf_match_is_played_headless_with_schafkopf_bots(preset: str, seats: int) -> None:
    table = Table()
    table.start_match(family_setup(preset, {"match_length": {"deals": 2 * seats}}, levels="beginner"), seed=3)
    match = play_match(table, AnyLegal())
    assert match.is_over and len(table.finished) == 2 * seats
    units = [deal.score.units for deal in table.finished]
    assert match.totals == tuple(sum(row[seat] for row in units) for seat in range(seats))
    assert sum(match.totals) == 0 and any(any(row) for row in units)
    best = max(match.totals)
    assert match.winners == tuple(seat for seat in range(seats) if match.totals[seat] == best)
    assert match.sides == tuple((seat,) for seat in range(seats))  # every seat keeps its own total
    assert [deal.dealer for deal in table.finished] == [(1 + n) % seats for n in range(2 * seats)]


def test_undo_in_a_scopa_practice_match_takes_back_the_humans_move_and_the_bots_since() -> None:
    table = Table()
    table.start_match(family_setup("scopa-3", {}, practice=True), seed=4)
    deal = table.deal
    assert deal is not None
    while isinstance(turn := table.turn(), BotTurn):
        table.apply(turn.player.choose(turn.observation))
    assert isinstance(turn, HumanTurn) and not table.can_undo
    point = len(deal.history)
    table.human_action(turn.observation.legal[0])
    while isinstance(turn := table.turn(), BotTurn):
        table.apply(turn.player.choose(turn.observation))
    assert table.can_undo and len(deal.history) > point
    after = deal.history
    assert table.can_undo and deal.history == after  # asking leaves the deal where it was
    assert table.undo()
    assert deal.history == after[:point] and isinstance(table.turn(), HumanTurn)


def test_a_set_up_must_fit_the_games_seats() -> None:
    rules = game_of("scopa").rules("scopa")
    with pytest.raises(ValueError, match="scopa seats 2"):
        MatchSetup(rules, 0, ("club", "club", "club"), ("A", "B", "C", "D"), "0.20", "PLN", False)

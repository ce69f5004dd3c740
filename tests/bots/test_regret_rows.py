"""The regret rows shared by every family's diagnostic: means and the paired standard error."""

import random
import statistics

import pytest

from kopdesk.bots.regret import against_club, by_group, decisions
from kopdesk.games.registry import game_of


def test_rows_give_means_per_position_and_the_paired_standard_error() -> None:
    lines = against_club({"club": [1.0, 3.0], "master": [0.0, 0.0]}, "")
    assert lines[1].split() == ["club", "2.000", "+0.000", "0.000"]
    # gaps −1 and −3: mean −2, stdev √2, standard error √2/√2 = 1
    assert lines[2].split() == ["master", "0.000", "-2.000", "1.000"]


def test_rows_per_deal_sum_the_positions_of_all_deals() -> None:
    lines = against_club({"club": [1.0, 3.0, 2.0], "master": [0.0, 0.0, 2.0]}, "units a deal", per=1)
    assert lines[0].split()[:3] == ["units", "a", "deal"]
    assert lines[2].split()[:3] == ["master", "2.000", "-4.000"]


def test_groups_are_sorted_counted_and_totalled_per_player() -> None:
    regrets = {"club": [1.0, 2.0, 6.0], "master": [0.0, 1.0, 3.0]}
    lines = by_group(["lead", "follow", "lead"], regrets, "by phase (decisions)", statistics.fmean)
    assert lines[0].split() == ["by", "phase", "(decisions)", "club", "master"]
    assert lines[1].split() == ["follow", "(1)", "2.000", "1.000"]
    assert lines[2].split() == ["lead", "(2)", "3.500", "1.500"]


@pytest.mark.parametrize("preset", ["kop", "schafkopf", "scopa-4"])
def test_decisions_are_the_positions_with_a_choice_each_a_copy_at_it(preset: str) -> None:
    game = game_of(preset)
    rules = game.rules(preset)
    deal = game.new_deal(rules, 0, random.Random(3))
    first = [lambda observation: observation.legal[0]] * game.seats(rules)
    found = list(decisions(deal, first))
    assert deal.to_move is None  # played to its end
    assert found
    for copy, seat in found:
        assert copy.to_move == seat
        assert len(copy.observation(seat).legal) > 1
    assert len({id(copy) for copy, _ in found}) == len(found)

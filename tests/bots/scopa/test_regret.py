"""The regret diagnostic values moves as the oracle does: checked against the engine where the rest is forced."""

from __future__ import annotations

import random
import statistics

import pytest

from kopdesk.bots.scopa import BeginnerPlayer, ClubPlayer
from kopdesk.bots.scopa.deals import DEALS
from kopdesk.bots.scopa.regret import hands_seen, main, positions, regrets, tournament, truth_values
from kopdesk.cards import mask_of
from kopdesk.games.scopa import Action, Deal, Phase

from .helpers import random_deal


def _forced_ends(preset: str, wanted: int) -> list[Deal]:
    """Positions of club play where, whatever the move, every later move is forced."""
    rng, found = random.Random(5), list[Deal]()
    while len(found) < wanted:
        deal = random_deal(preset, rng)
        players = [ClubPlayer(seat) for seat in range(deal.rules.players)]
        while deal.phase is Phase.PLAY:
            observation = deal.observation(deal.to_move or 0)
            if len(observation.legal) > 1 and all(_forced_after(deal, action) for action in observation.legal):
                found.append(deal.copy())
                break
            deal.apply(players[observation.seat].choose(observation))
    return found


def _forced_after(deal: Deal, action: Action) -> bool:
    after = deal.copy()
    after.apply(action)
    while after.phase is Phase.PLAY:
        legal = after.legal_actions()
        if len(legal) != 1:
            return False
        after.apply(legal[0])
    return True


def _net_after(deal: Deal, action: Action, seat: int) -> float:
    after = deal.copy()
    after.apply(action)
    while after.phase is Phase.PLAY:
        after.apply(after.legal_actions()[0])
    assert after.score is not None
    side = after.side_of(seat)
    rivals = {after.side_of(s) for s in after.rules.active_seats(after.dealer)} - {side}
    return after.score.total[side] - statistics.fmean(after.score.total[r] for r in rivals)


@pytest.mark.parametrize("preset", ["scopa", "scopa-4"])
def test_a_moves_value_is_the_net_points_the_engine_scores_when_the_rest_is_forced(preset: str) -> None:
    for deal in _forced_ends(preset, 5):
        seat = deal.to_move
        assert seat is not None
        legal = deal.observation(seat).legal
        assert truth_values(deal, seat) == [_net_after(deal, action, seat) for action in legal]


def test_regret_is_the_shortfall_from_the_best_move() -> None:
    found = list(positions("scopa", 1, 3))[:6]
    values = [truth_values(deal, seat) for deal, seat in found]
    first = regrets(found, values, lambda deal, observation: 0)
    assert first == [max(worth) - worth[0] for worth in values]
    best = iter([worth.index(max(worth)) for worth in values])
    assert regrets(found, values, lambda deal, observation: next(best)) == [0.0] * len(found)


def test_the_command_compares_the_players_on_the_same_positions(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--rules", "scopa", "--deals", "2", "--seed", "3", "--diagnostics", "hands", "oracle-search"]) == 0
    lines = capsys.readouterr().out.splitlines()
    decisions = len(list(positions("scopa", 2, 3)))
    assert lines[0] == f"scopa: {decisions} decisions of club players, 2 deals, seed 3"
    assert lines[2].split()[0] == "club" and lines[2].split()[2] == "+0.000"
    assert [line.split()[0] for line in lines[3:7]] == ["master", "master", "hands", "oracle-search"]
    by_talon = lines[lines.index(next(line for line in lines if line.startswith("by talon"))) + 1 :]
    counts = [int(line.split("(")[1].split(")")[0]) for line in by_talon]
    assert {line.split(" (")[0] for line in by_talon} <= {"talon out", "talon left"} and sum(counts) == decisions


def test_a_seat_told_the_hands_gets_every_hand_and_the_talon_shuffled() -> None:
    deal = random_deal("scopa-4", random.Random(8))
    observation = deal.observation(deal.to_move or 0)
    layouts = hands_seen(deal)(observation, random.Random(1))
    talons = set()
    for _ in range(5):
        hands, talon = next(layouts)
        assert hands == [mask_of(deal.hand(seat)) for seat in range(4)]
        assert sorted(talon) == sorted(c.bit for c in deal.talon)
        talons.add(talon)
    assert len(talons) == 5


def test_a_diagnostic_player_plays_the_tournaments_boards_as_a_level_does() -> None:
    board = next(iter(DEALS.boards("scopa", 1, 5)))
    by_name = DEALS.play_board(board, "beginner", "club", 5)
    by_maker = DEALS.play_board(board, lambda deal, seed: BeginnerPlayer(seed), "club", 5)
    assert by_maker.unit_edges == by_name.unit_edges and by_maker.details == by_name.details
    assert tournament(lambda deal, seed: ClubPlayer(seed), "scopa-3", 3, 5)[0].startswith(
        "edge over club +0.000 (95% CI +0.000 to +0.000)"
    )

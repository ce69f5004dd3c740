"""The master's correction of open-card play for lone games."""

from __future__ import annotations

from kopdesk.bots.master import LONE_WINS, club_lone_wins


def test_lone_wins_run_through_the_measured_points_and_rise() -> None:
    for share, won in LONE_WINS:
        assert abs(club_lone_wins(share) - won) < 1e-9
    shares = [i / 100 for i in range(101)]
    wins = [club_lone_wins(s) for s in shares]
    assert wins == sorted(wins)
    assert club_lone_wins(1.0) == 1.0


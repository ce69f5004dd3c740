"""The bare Kop loop `kopdesk bench` measures the engine against plays the engine's game:
its legal calls and cards at every step and its units at the end are the engine's."""

from __future__ import annotations

import pytest

from kopdesk.kop_loop import PRESETS, main, play, xcheck


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_the_loop_allows_what_the_engine_allows_and_scores_alike(preset: str) -> None:
    assert xcheck(preset, deals=60, seed=5) > 60 * 10


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_deal_is_zero_sum_with_its_sixteen_cards_played_for_104_points(preset: str) -> None:
    play(preset, deals=300, seed=6, check=True)


def test_the_loop_reports_its_speed_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    main(["--preset", "kop", "--seconds", "0.05", "--json"])
    assert capsys.readouterr().out.startswith('{"bare_deals_per_s": ')

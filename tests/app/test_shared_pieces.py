"""Schafkopf's and Scopa's boards are built of the shared app pieces (felt, trick table,
card words, call buttons), never of Kop's table, words or engine."""

from __future__ import annotations

import subprocess
import sys

import pytest

KOPS_APP = ["kopdesk.app.auction_panel", "kopdesk.app.badges", "kopdesk.app.dealview", "kopdesk.app.explain",
            "kopdesk.app.hints", "kopdesk.app.summary", "kopdesk.app.terms", "kopdesk.app.tutorial"]  # fmt: skip


@pytest.mark.parametrize("family", ["schafkopf", "scopa"])
def test_a_familys_board_loads_nothing_of_kops(family: str) -> None:
    code = (
        f"import sys, kopdesk.app.{family}.board; "
        f"print('kopdesk.app.felt' in sys.modules, "
        f"sorted(m for m in sys.modules if m in {KOPS_APP!r} or m.startswith('kopdesk.games.kop')))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "True []"  # the shared felt, and nothing of Kop's

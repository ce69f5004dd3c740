"""Schafkopf's and Scopa's boards are built of the shared app pieces (felt, trick table,
card words, call buttons), never of Kop's views or engine."""

from __future__ import annotations

import subprocess
import sys

import pytest


@pytest.mark.parametrize("family", ["schafkopf", "scopa"])
def test_a_familys_board_loads_nothing_of_kops(family: str) -> None:
    code = (
        f"import sys, kopdesk.app.{family}.board; "
        "print('kopdesk.app.felt' in sys.modules, "
        "sorted(m for m in sys.modules if m.startswith(('kopdesk.app.kop', 'kopdesk.games.kop'))))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "True []"  # the shared felt, and nothing of Kop's

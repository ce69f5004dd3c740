"""What the master plays for: the units a deal's card points bring its side."""

from __future__ import annotations

from kopdesk.bots.schafkopf.master import utility
from kopdesk.games.schafkopf import rules_from_preset


def test_schneider_and_schwarz_count_as_the_rules_count_them() -> None:
    """On the French tariff a schneider is worth a game and schwarz two; the Bavarian
    Solo's game counts the high tariff, its schneider the low one."""
    wendish, bavarian = rules_from_preset("wendisch"), rules_from_preset("schafkopf")
    assert utility(61, wendish, lone=False) == 1 + 1 / 240
    assert utility(90, wendish, lone=False) == 2 + 30 / 240
    assert utility(89, wendish, lone=False) == 1 + 29 / 240
    assert utility(120, wendish, lone=False) == 3 + 60 / 240
    assert utility(30, wendish, lone=False) == -2 - 30 / 240
    assert utility(60, wendish, lone=False) == -1
    assert utility(91, bavarian, lone=True) == 3 + 31 / 240
    assert utility(90, bavarian, lone=True) == 2 + 30 / 240

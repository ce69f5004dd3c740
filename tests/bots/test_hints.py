"""The fact behind a hint, shared by the families whose facts are data."""

from __future__ import annotations

import pytest

from kopdesk.bots.hints import Fact
from kopdesk.bots.scopa.hints import HintReason as ScopaReason


def test_a_fact_counts_the_number_its_reason_carries() -> None:
    assert Fact(ScopaReason.CARDS, number=3).count == 3
    assert Fact(ScopaReason.DENARI_POINT, number=0).count == 0


def test_a_fact_without_a_number_has_no_count() -> None:
    with pytest.raises(ValueError, match="SCOPA carries no number"):
        _ = Fact(ScopaReason.SCOPA).count


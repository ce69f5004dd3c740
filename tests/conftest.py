from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

# Qt without a display: every GUI test runs on the offscreen platform.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture
def traditional_terms() -> Iterator[None]:
    """Every game's own words (View → Traditional terms): Kop's Polish, Schafkopf's German, Scopa's Italian."""
    from kopdesk.app import words

    words.set_traditional(True)
    yield
    words.set_traditional(False)

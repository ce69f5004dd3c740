"""Every GUI test's windows, boards and presenters freed on the GUI thread when it ends."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest


@pytest.fixture(autouse=True)
def collect_on_the_gui_thread() -> Iterator[None]:
    """Qt objects held in reference cycles are freed here, not whenever the collector next
    runs: perhaps on the autosave's thread of a later test, where deleting a QObject crashes."""
    yield
    gc.collect()

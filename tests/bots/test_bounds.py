"""A transposition entry's stored bounds against the alpha-beta window (kopdesk/bots/bounds.py)."""

from __future__ import annotations

import pytest

from kopdesk.bots.bounds import probe


@pytest.mark.parametrize(
    ("bounds", "window", "expected"),
    [
        ((5, 9), (0, 5), (5, 0, 5)),  # at least 5, and 5 is enough to cut: the lower bound
        ((7, 7), (0, 10), (7, 0, 10)),  # the exact value
        ((1, 4), (4, 10), (4, 4, 10)),  # at most 4, and 4 is no better than alpha: the upper bound
        ((2, 8), (0, 10), (None, 2, 8)),  # the window narrowed to the bounds
        ((0, 20), (3, 6), (None, 3, 6)),  # bounds wider than the window leave it as it is
        ((4, 20), (3, 6), (None, 4, 6)),
    ],
)
def test_stored_bounds_settle_the_value_or_narrow_the_window(
    bounds: tuple[int, int], window: tuple[int, int], expected: tuple[int | None, int, int]
) -> None:
    assert probe(bounds, *window) == expected

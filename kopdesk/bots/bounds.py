"""The transposition tables' stored bounds against the alpha-beta window, for every solver."""

from __future__ import annotations


def probe(bounds: tuple[int, int], alpha: int, beta: int) -> tuple[int | None, int, int]:
    """A position's stored bounds (low ≤ its value ≤ high) against the window: the value
    they settle (a cut-off, or the exact value) with the window as it was; else None and the
    window narrowed to the bounds."""
    low, high = bounds
    if low >= beta or low == high:
        return low, alpha, beta
    if high <= alpha:
        return high, alpha, beta
    return None, max(alpha, low), min(beta, high)

"""The rows every family's regret diagnostic prints: each player's regret beside the club's.

A player's regret on a position is its choice's shortfall from the best choice, valued on
the true layout. Paired on the same positions, two players' regrets differ by less noise
than two tournaments do; the standard error is that of the paired differences.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any, Protocol, TypeVar

D = TypeVar("D", bound="Walked")


class Walked(Protocol):
    """What `decisions` needs of a deal: any family's `Deal`."""

    @property
    def to_move(self) -> int | None: ...

    def observation(self, seat: int) -> Any: ...

    def apply(self, action: Any) -> object: ...

    def copy(self: D) -> D: ...


def decisions(
    deal: D, choose: Sequence[Callable[[Any], Any]], going_on: Callable[[D], bool] = lambda _deal: True
) -> Iterator[tuple[D, int]]:
    """Every decision with a choice while each seat's `choose` plays `deal` on (as long as
    `going_on` says): a copy of the deal at that decision and the seat to move."""
    while going_on(deal) and (seat := deal.to_move) is not None:
        observation = deal.observation(seat)
        if len(observation.legal) > 1:
            yield deal.copy(), seat
        deal.apply(choose[seat](observation))


def against_club(regrets: Mapping[str, Sequence[float]], label: str, per: int | None = None) -> list[str]:
    """A header and a row per player: its mean regret, that less the club's, and the
    difference's standard error. Means are per position, or per deal given `per` deals
    (each deal's positions summed)."""
    club = regrets["club"]
    lines = [f"{label:<26}{'regret':>8}{'less club':>11}{'± se':>7}"]
    for name, shortfalls in regrets.items():
        gaps = [mine - theirs for mine, theirs in zip(shortfalls, club, strict=True)]
        count = per or len(gaps)
        error = statistics.stdev(gaps) * len(gaps) ** 0.5 / count if len(gaps) > 1 else 0.0
        lines.append(f"{name:<26}{sum(shortfalls) / count:>8.3f}{sum(gaps) / count:>+11.3f}{error:>7.3f}")
    return lines


def by_group(
    groups: Sequence[str], regrets: Mapping[str, Sequence[float]], heading: str, total: Callable[[list[float]], float]
) -> list[str]:
    """A header and a row per group (`groups`: each position's label; its count in
    brackets): each player's regrets on the group's positions, made one figure by `total`."""
    lines = [f"{heading:<26}" + "".join(f"{name[:14]:>16}" for name in regrets)]
    for shown in sorted(set(groups)):
        picked = [i for i, group in enumerate(groups) if group == shown]
        figures = (total([regrets[name][i] for i in picked]) for name in regrets)
        lines.append(f"{shown + f' ({len(picked)})':<26}" + "".join(f"{figure:>16.3f}" for figure in figures))
    return lines

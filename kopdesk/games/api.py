"""The interface every game implements, after OpenSpiel's Game and State.

A `Game` is a family's definition: its presets and house rules, its deck and its
deal-file contract. A `DealState` is one deal in progress, made from a rule set;
the table, the bots and `kopdesk replay` drive every game through these alone.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from kopdesk.cards import Deck


class RuleSetLike(Protocol):
    """A frozen, validated rule set: a preset with its house rules."""

    @property
    def preset(self) -> str: ...

    def overrides(self) -> dict[str, Any]:
        """The house rules that differ from the preset, as spelled in deal files."""
        ...


class DealState(Protocol):
    """One deal: `legal_actions()` in the phase it is in, `apply()` returning the events
    that happened, `refusal()` saying why an action is not allowed (None if it is),
    `observation(seat)` what one seat knows, `rewind()` to any earlier point and `copy()`,
    an independent deal at the same point."""

    @property
    def dealer(self) -> int: ...

    @property
    def to_move(self) -> int | None: ...

    @property
    def history(self) -> tuple[Any, ...]: ...

    def legal_actions(self) -> Sequence[Any]: ...

    def refusal(self, action: Any) -> Any | None: ...

    def apply(self, action: Any) -> tuple[Any, ...]: ...

    def observation(self, seat: int) -> Any: ...

    def rewind(self, actions: int) -> None: ...

    def copy(self) -> DealState: ...


class CardMasks(Protocol):
    """What a deal may offer besides `DealState` (Schafkopf's does): the cards the seat to
    move may play as a bitmask over `deck.cards`, 0 outside card play. A driver that draws
    cards at random, or a search, reads it instead of making `legal_actions()`."""

    @property
    def deck(self) -> Deck: ...

    def legal_mask(self) -> int: ...


class MatchState(Protocol):
    """A match of any family: its deals in turn, the dealer moving on, the running totals."""

    @property
    def dealer(self) -> int:
        """The dealer of the next deal."""
        ...

    @property
    def is_over(self) -> bool: ...

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats that won the match once it is over (partners together, or every seat
        that shares the best total), in seat order; () while it is not."""
        ...

    @property
    def totals(self) -> tuple[int, ...]:
        """The running total of each seat (in a partnership game, its side's)."""
        ...

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        """The seats that share a total, side by side: each seat alone on a running sheet,
        partners together in a partnership game."""
        ...

    def shuffled_deal(self, rng: random.Random) -> Any:
        """The next deal, shuffled by the family from `rng`; ValueError once the match is over."""
        ...

    def fits(self, deal: Any) -> bool:
        """Whether `deal` (finished or not) is the match's next deal at this point."""
        ...

    def record(self, deal: Any) -> Any:
        """Enter the finished `deal` on the sheet; the dealer moves on. ValueError if it does not fit."""
        ...


@dataclass(frozen=True, slots=True)
class SeatResult:
    """A finished deal as one seat saw it, for the statistics."""

    units: int
    """What the seat won in the deal (negative: lost): units, or in a fishing game its
    side's points less the best other side's."""
    won: bool
    points: int | None
    """The card points (fishing games: the points) of the seat's side, None if none were counted."""
    contract: str | None = None
    """The game played, as deal files spell it, where the family has contracts."""
    side: str | None = None
    """The seat's side as the family names it, where it has named sides."""
    declarer: bool = False
    categories: tuple[tuple[str, int], ...] = ()
    """The points the seat's side won per category of the family's reckoning, where it
    counts them apart (Scopa: carte, denari, settebello, primiera, scope), each category
    named as the family spells it."""


D = TypeVar("D")
D_co = TypeVar("D_co", covariant=True)


class DealFileOf(Protocol[D_co]):
    """A family's deal file: written out as JSON, or replayed into its deal."""

    def to_json(self) -> dict[str, Any]: ...

    def replay(self) -> D_co: ...


class DealFiles(Generic[D]):
    """The deal-file part of a `Game`, the same in every family: `deal_json`, `replay` and
    `status` from the family's deal file (`of`: a deal's file; `read`: a parsed file's)
    and its status."""

    def __init__(
        self,
        of: Callable[[D], DealFileOf[D]],
        read: Callable[[Mapping[str, Any]], DealFileOf[D]],
        status: Callable[[D], dict[str, Any]],
    ) -> None:
        self._file_of, self._read, self._status = of, read, status

    def deal_json(self, deal: D) -> dict[str, Any]:
        return self._file_of(deal).to_json()

    def replay(self, data: Mapping[str, Any]) -> D:
        return self._read(data).replay()

    def status(self, deal: D) -> dict[str, Any]:
        return self._status(deal)


class Game(Protocol):
    """A family of games: its presets, deck, seats, rules and deal files."""

    @property
    def family(self) -> str: ...

    @property
    def presets(self) -> Mapping[str, RuleSetLike]: ...

    @property
    def deck(self) -> Deck: ...

    def seats(self, rules: Any) -> int:
        """How many players the rule set seats."""
        ...

    def rules(self, preset: str, house_rules: Mapping[str, Any] | None = None) -> RuleSetLike:
        """The preset with house rules (id → value as in deal files); a ValueError names a bad one."""
        ...

    def new_deal(self, rules: Any, dealer: int, rng: random.Random) -> DealState:
        """A freshly shuffled deal."""
        ...

    def new_match(self, rules: Any, first_dealer: int) -> MatchState:
        """A match of `rules`, its first deal dealt by `first_dealer`."""
        ...

    def is_done(self, deal: Any) -> bool:
        """Whether no action is left in `deal`: finished, or void (dealt again)."""
        ...

    def seat_result(self, deal: Any, seat: int) -> SeatResult | None:
        """A finished deal as `seat` saw it; None for a deal without a score (void)."""
        ...

    def deal_json(self, deal: Any) -> dict[str, Any]:
        """The deal file of `deal` as a JSON object (`replay` reads it back)."""
        ...

    def replay(self, data: Mapping[str, Any]) -> DealState:
        """The deal of a parsed deal file with every action applied; DealFileError names the bad part."""
        ...

    def status(self, deal: Any) -> dict[str, Any]:
        """Where `deal` stands, as `kopdesk replay` prints it."""
        ...

"""The score of a deal, point by point (the Scopa rules: the end of a deal, scoring).

`Score` holds each side's pile and counts, and one `Award` per category saying who
gets the point and why, so that a UI can explain it line by line; `count_out_order`
lists the points in the order a count-out takes them (section 6).
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache, partial
from itertools import compress
from operator import attrgetter, not_
from typing import NamedTuple

from kopdesk.cards import Card
from kopdesk.games.scopa.cards import (
    CARDS,
    DENARI,
    PRIMIERA,
    RE_BELLO,
    SETTEBELLO,
    SEVENS_MASKS,
    SUIT_MASKS,
    VALUE,
)
from kopdesk.games.scopa.rules import MissingSuit, PrimieraRule, RuleSet


class Category(enum.Enum):
    """The points of a deal, in the order a count-out takes them."""

    CARTE = "carte"
    DENARI = "denari"
    SETTEBELLO = "settebello"
    RE_BELLO = "re_bello"
    PRIMIERA = "primiera"
    SCOPE = "scope"

    # Hashed in C, by identity (an enum member is the only one equal to itself): every
    # deal's count keys its points and looks its awards up by category and reason.
    __hash__ = object.__hash__


_CATEGORIES = tuple(Category)


class Reason(enum.Enum):
    """Why a category's point went where it did."""

    MOST = "most"  # strictly the most cards or denari
    TIE = "tie"  # the best is shared: nobody scores
    FEWER_THAN_SIX = "fewer_than_six"  # denari_needs_six: the leader has fewer than six
    HELD = "held"  # the side holds the settebello or the re bello
    NOBODY_HOLDS = "nobody_holds"  # the card went to nobody (nothing was captured)
    NOT_PLAYED = "not_played"  # re_bello is off
    HIGHER_SUM = "higher_sum"  # the best primiera sum
    ALL_SUITS = "all_suits"  # four suits beat a missing suit, whatever the sums
    NO_FOUR_SUITS = "no_four_suits"  # primiera_missing_suit "no_point": nobody holds all four
    MORE_SEVENS = "more_sevens"  # count_sevens: the first group that differs
    SCOPE = "scope"  # one point per scopa

    __hash__ = object.__hash__  # as Category's


class ScopaMade(NamedTuple):
    move: int
    """The index of the move in the deal's history (passes counted)."""
    seat: int
    side: int


class Counts(NamedTuple):
    """What a side's pile holds, whatever the rules (docs/deal-files.md `counts`)."""

    # Named tuples rather than frozen dataclasses, here and for `Score`: every deal makes
    # them, and a tuple takes its fields at once where a frozen dataclass sets each one
    # through object.__setattr__ (a `Counts` is made in a tenth of the instructions).

    cards: int
    denari: int
    settebello: bool
    re_bello: bool
    primiera: int
    primiera_suits: int
    primiera_cards: tuple[Card, ...]
    """The best card of each suit held, by primiera value, figures K > Q > J."""
    sevens: tuple[int, ...]
    """How many 7, 6, A, 5, 4, 3, 2 and figures the side holds."""


def count_pile(pile: int) -> Counts:
    # Suit by suit from tables (the ten bits of each suit, see `_SUIT_LOWS`): no loop, no call.
    clubs, spades, hearts = pile & _SUIT_PATTERN, pile >> 10 & _SUIT_PATTERN, pile >> 20 & _SUIT_PATTERN
    diamonds = pile >> 30
    best = _BEST_HELD[0][clubs] + _BEST_HELD[1][spades] + _BEST_HELD[2][hearts] + _BEST_HELD[3][diamonds]
    return _counts(
        (
            pile.bit_count(),
            (pile & DENARI).bit_count(),
            bool(pile & _SETTEBELLO_BIT),
            bool(pile & _RE_BELLO_BIT),
            _PRIMIERA_OF_PATTERN[clubs]
            + _PRIMIERA_OF_PATTERN[spades]
            + _PRIMIERA_OF_PATTERN[hearts]
            + _PRIMIERA_OF_PATTERN[diamonds],
            len(best),
            best,
            (
                (pile & _SEVENS_0).bit_count(),
                (pile & _SEVENS_1).bit_count(),
                (pile & _SEVENS_2).bit_count(),
                (pile & _SEVENS_3).bit_count(),
                (pile & _SEVENS_4).bit_count(),
                (pile & _SEVENS_5).bit_count(),
                (pile & _SEVENS_6).bit_count(),
                (pile & _SEVENS_7).bit_count(),
            ),
        )
    )


# The groups of the sevens vector one by one: `map(pile.__and__, SEVENS_MASKS)` calls a slot
# wrapper per group, which costs ten times the eight `&` written out.
_SEVENS_0, _SEVENS_1, _SEVENS_2, _SEVENS_3, _SEVENS_4, _SEVENS_5, _SEVENS_6, _SEVENS_7 = SEVENS_MASKS


_SETTEBELLO_BIT, _RE_BELLO_BIT = SETTEBELLO.bit, RE_BELLO.bit
_SUIT_PATTERN = 0x3FF
_SUIT_LOWS: tuple[int, ...] = tuple((suit & -suit).bit_length() - 1 for suit in SUIT_MASKS)
"""Each suit's lowest card index: the suit's cards are the ten from there, in the same order of ranks."""
assert _SUIT_LOWS == (0, 10, 20, 30)
assert all(suit == _SUIT_PATTERN << low for suit, low in zip(SUIT_MASKS, _SUIT_LOWS, strict=True))


def _best_in_suit(pattern: int) -> int:
    """The position in its suit of the best card by primiera value (figures K > Q > J) among
    the suit's cards in the ten-bit `pattern`."""
    held = [c for c in CARDS[:10] if pattern >> c.index & 1]
    return max(held, key=lambda c: (PRIMIERA[c.index], VALUE[c.index])).index if held else 0


_BEST_HELD: tuple[tuple[tuple[Card, ...], ...], ...] = tuple(
    tuple((CARDS[low + _best_in_suit(pattern)],) if pattern else () for pattern in range(_SUIT_PATTERN + 1))
    for low in _SUIT_LOWS
)
"""Per suit and ten-bit pattern of its cards held, the best of them by primiera value (none
if the pattern is empty): a deal's count asks it for each suit of each pile."""
_PRIMIERA_OF_PATTERN: tuple[int, ...] = tuple(
    PRIMIERA[_best_in_suit(pattern)] if pattern else 0 for pattern in range(_SUIT_PATTERN + 1)
)
"""The primiera value of the best card of each ten-bit pattern of a suit (0: none held)."""


@dataclass(frozen=True, slots=True)
class Award:
    """One category: the side that scores (None: nobody), its points, why, and the values
    compared per side (cards, denari, primiera sums; for `more_sevens` the counts of
    `group`, the first group of the sevens vector that decided)."""

    category: Category
    side: int | None
    points: int
    reason: Reason
    values: tuple[int, ...] = ()
    group: int | None = None

    def describe(self) -> str:
        who = f"side {self.side}" if self.side is not None else "nobody"
        shown = ":".join(map(str, self.values))
        detail = {
            Reason.MOST: f"the most ({shown})",
            Reason.TIE: f"the best is shared ({shown})",
            Reason.FEWER_THAN_SIX: f"the most, but fewer than six ({shown})",
            Reason.HELD: "holds the card",
            Reason.NOBODY_HOLDS: "nobody captured the card",
            Reason.NOT_PLAYED: "not played under these rules",
            Reason.HIGHER_SUM: f"the higher sum ({shown})",
            Reason.ALL_SUITS: f"all four suits beat a missing suit ({shown})",
            Reason.NO_FOUR_SUITS: f"nobody holds all four suits ({shown})",
            Reason.MORE_SEVENS: f"decided by group {self.group} of 7, 6, A, 5, 4, 3, 2, figures ({shown})",
            Reason.SCOPE: f"{self.points} scope",
        }[self.reason]
        return f"{self.category.value}: {who} {self.points}, {detail}"


class Score(NamedTuple):
    sides: tuple[tuple[int, ...], ...]
    captured: tuple[int, ...]
    """Each side's pile as a bitmask, the leftover included."""
    leftover: tuple[Card, ...]
    leftover_side: int | None
    scope_log: tuple[ScopaMade, ...]
    counts: tuple[Counts, ...]
    awards: tuple[Award, ...]
    """One per category, scope last (one award per side that made scope)."""
    points: dict[Category, tuple[int, ...]]
    total: tuple[int, ...]

    @property
    def scope(self) -> tuple[int, ...]:
        return self.points[Category.SCOPE]

    def explanation(self) -> tuple[str, ...]:
        """The deal's score point by point, in plain English."""
        return tuple(award.describe() for award in self.awards)

    def count_out_order(self) -> tuple[tuple[Category, int], ...]:
        """Every point as (category, side), in the order a count-out takes them: carte,
        denari, settebello, re bello, primiera, then the scope as they were made."""
        cards = tuple(
            (a.category, a.side) for a in self.awards if a.category is not Category.SCOPE and a.side is not None
        )
        return cards + tuple((Category.SCOPE, made.side) for made in self.scope_log)


# Read as globals in the hot path (every deal's count): on Python 3.11 a member's lookup
# through its enum class costs many times more.
_CARTE = Category.CARTE
_DENARI = Category.DENARI
_PRIMIERA = Category.PRIMIERA
_RE_BELLO = Category.RE_BELLO
_SCOPE = Category.SCOPE
_SETTEBELLO = Category.SETTEBELLO
_NO_POINT = MissingSuit.NO_POINT
_COUNT_SEVENS = PrimieraRule.COUNT_SEVENS
_ALL_SUITS = Reason.ALL_SUITS
_FEWER_THAN_SIX = Reason.FEWER_THAN_SIX
_HELD = Reason.HELD
_HIGHER_SUM = Reason.HIGHER_SUM
_MORE_SEVENS = Reason.MORE_SEVENS
_MOST = Reason.MOST
_NOBODY_HOLDS = Reason.NOBODY_HOLDS
_NOT_PLAYED = Reason.NOT_PLAYED
_NO_FOUR_SUITS = Reason.NO_FOUR_SUITS
_BY_SCOPE = Reason.SCOPE
_TIE = Reason.TIE


def score_deal(
    rules: RuleSet,
    sides: tuple[tuple[int, ...], ...],
    captured: Sequence[int],
    leftover: tuple[Card, ...],
    leftover_side: int | None,
    scope_log: Sequence[ScopaMade],
) -> Score:
    counts = tuple(map(count_pile, captured))
    scope = [0] * len(sides)
    for made in scope_log:
        scope[made.side] += 1
    by_cards = (  # one award per category but the scope, in the order of Category
        _most(_CARTE, tuple(map(_CARDS_OF, counts))),
        _denari(rules, counts),
        _held(_SETTEBELLO, tuple(map(_SETTEBELLO_OF, counts))),
        _held(_RE_BELLO, tuple(map(_RE_BELLO_OF, counts)))
        if rules.re_bello
        else _award(_RE_BELLO, None, 0, _NOT_PLAYED),
        _primiera(rules, counts),
    )
    points: dict[Category, tuple[int, ...]] = {}
    total = scope[:]
    for award in by_cards:
        points[award.category] = _row(award.side, award.points, len(sides))
        if award.side is not None:
            total[award.side] += award.points
    points[_SCOPE] = tuple(scope)
    awards: tuple[Award, ...] = by_cards
    for side, n in enumerate(scope):
        if n:
            awards += (_award(_SCOPE, side, n, _BY_SCOPE),)
    return _score(
        (sides, tuple(captured), leftover, leftover_side, tuple(scope_log), counts, awards, points, tuple(total))
    )


# These make the named tuples of every deal's count from their fields in C, without the
# Python frame of a named tuple's __new__.
_counts = partial(tuple.__new__, Counts)
_score = partial(tuple.__new__, Score)


# Counts' fields read by C, not by a comprehension (a function call on Python 3.11).
_CARDS_OF, _DENARI_OF, _SETTEBELLO_OF, _RE_BELLO_OF, _PRIMIERA_OF, _SUITS_OF = map(
    attrgetter, ("cards", "denari", "settebello", "re_bello", "primiera", "primiera_suits")
)
_award = lru_cache(maxsize=4096)(Award)
"""Awards are immutable and few differ from deal to deal: each is made once (a frozen
dataclass costs more to make than to look up)."""


@lru_cache(maxsize=256)
def _row(side: int | None, points: int, sides: int) -> tuple[int, ...]:
    """The points of one category per side: `points` to `side`, none to the others."""
    return tuple(points if seat == side else 0 for seat in range(sides))


def strict_best(keys: Sequence[tuple[int, ...]]) -> int | None:
    """The index of the one key higher than every other, or None if the highest is shared."""
    best = max(keys)
    return keys.index(best) if keys.count(best) == 1 else None


def _most(category: Category, values: tuple[int, ...]) -> Award:
    best = max(values)
    side = values.index(best) if values.count(best) == 1 else None
    return _award(category, side, 1, _MOST, values) if side is not None else _award(category, None, 0, _TIE, values)


def _denari(rules: RuleSet, counts: tuple[Counts, ...]) -> Award:
    award = _most(_DENARI, tuple(map(_DENARI_OF, counts)))
    if award.side is not None and rules.denari_needs_six and award.values[award.side] < 6:
        return _award(_DENARI, None, 0, _FEWER_THAN_SIX, award.values)
    return award


def _held(category: Category, held: tuple[bool, ...]) -> Award:
    side = held.index(True) if True in held else None
    return _award(category, side, 1, _HELD) if side is not None else _award(category, None, 0, _NOBODY_HOLDS)


def _primiera(rules: RuleSet, counts: tuple[Counts, ...]) -> Award:
    if rules.primiera_rule is _COUNT_SEVENS:
        return _count_sevens(counts)
    sums = tuple(map(_PRIMIERA_OF, counts))
    four = tuple([suits == _FOUR for suits in map(_SUITS_OF, counts)])  # not map(_FOUR.__eq__): a slow slot wrapper
    """Per side, whether it holds all four suits."""
    if rules.primiera_missing_suit is _NO_POINT:
        if True not in four:
            return _award(_PRIMIERA, None, 0, _NO_FOUR_SUITS, sums)
        keys = [(1, s) if full else (0, -1) for full, s in zip(four, sums, strict=True)]
    else:
        keys = list(zip(four, sums, strict=True))  # (True, s) compares as (1, s): four suits first, then the sum
    side = strict_best(keys)
    if side is None:
        return _award(_PRIMIERA, None, 0, _TIE, sums)
    # Whether the four suits won it: a side missing a suit has as high a sum.
    by_suits = four[side] and False in four and max(compress(sums, map(not_, four))) >= sums[side]
    return _award(_PRIMIERA, side, 1, _ALL_SUITS if by_suits else _HIGHER_SUM, sums)


_FOUR = 4
"""The suits of the pack: a pile holding all of them wins the primiera over one that does not."""


def _count_sevens(counts: tuple[Counts, ...]) -> Award:
    vectors = [c.sevens for c in counts]
    side = strict_best(vectors)
    if side is None:
        sevens = tuple(v[0] for v in vectors)
        return _award(_PRIMIERA, None, 0, _TIE, sevens)
    runner_up = max(v for i, v in enumerate(vectors) if i != side)
    group = next(g for g, (a, b) in enumerate(zip(vectors[side], runner_up, strict=True)) if a != b)
    return _award(_PRIMIERA, side, 1, _MORE_SEVENS, tuple(v[group] for v in vectors), group)

"""Which table cards a played card may take (the Scopa rules: capture sets, scopa a quindici).

A capture set is a bitmask of table cards. `capture_sets` lists every legal one for a
card onto a table; an empty answer means the card cannot capture and is laid. Sets come
in the order of the cards they hold (the set whose lowest differing card is lower first).

The deal asks for the moves of every card in hand at every turn, so `Captures` answers
from a memo keyed by the card and the only table cards its sets can hold.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from kopdesk.cards import Card
from kopdesk.games.scopa.cards import ACES, CARDS, VALUE, cards_in
from kopdesk.games.scopa.moves import Move
from kopdesk.games.scopa.rules import Assi, CaptureRule, RuleSet

_TOP_VALUE = max(VALUE)
_UP_TO: tuple[int, ...] = tuple(
    sum(c.bit for c in CARDS if VALUE[c.index] <= value) for value in range(_TOP_VALUE + 1)
)
"""The cards of capture value at most each value (0 to 10)."""
_OF_VALUE: tuple[int, ...] = tuple(_UP_TO[value] & ~_UP_TO[value - 1] if value else 0 for value in range(len(_UP_TO)))
"""The cards of each capture value."""
_VALUE_OF_BIT: dict[int, int] = {c.bit: VALUE[c.index] for c in CARDS}
_FEW_CARDS: dict[int, tuple[int, ...]] = {
    sum(1 << i for i in indices): indices for size in (1, 2, 3) for indices in combinations(range(len(CARDS)), size)
}
"""The card indices, lowest first, of every hand of one to three cards: every hand of a
Scopa with a talon, and of Scopone at the end (10,660 of them, about 1.5 MB)."""
_CLUBS, _SPADES, _HEARTS, _DIAMONDS = (
    tuple(tuple(low + i for i in range(10) if pattern >> i & 1) for pattern in range(1024)) for low in (0, 10, 20, 30)
)
"""Per suit (the ten cards from index 0, 10, 20, 30), the card indices of each ten-bit
pattern, lowest first: the cards of a bigger hand, suit by suit."""
_LAID: tuple[tuple[Move, ...], ...] = tuple((Move(c),) for c in CARDS)
"""Per card, its moves when it cannot capture: the lay alone (values, made once)."""
_MEMO_LIMIT = 50_000
"""Entries a `Captures` keeps before it starts again: about 10 MB at most."""


def capture_sets(rules: RuleSet, card: Card, table: int) -> tuple[int, ...]:
    """Every set of table cards `card` may take, each a bitmask; () if it cannot capture."""
    return tuple(move.take for move in captures_of(rules).moves(card.index, table) if move.take)


def ace_sets(table: int) -> tuple[int, ...]:
    """Scopa d'assi: an ace takes one of the aces on the table, or else the whole table."""
    aces = table & ACES
    return _bits(aces) if aces else (table,)


def is_ace_sweep(rules: RuleSet, card: Card, table: int) -> bool:
    """Whether `card` onto `table` would sweep it as an ace under scopa d'assi."""
    return rules.assi is not Assi.OFF and bool(card.bit & ACES) and bool(table) and not table & ACES


def equal_cards(table: int, value: int) -> tuple[int, ...]:
    """The table cards of capture value `value`, one set each."""
    return _bits(table & _OF_VALUE[value]) if 0 < value <= _TOP_VALUE else ()


def sets_summing(table: int, target: int, fewest: int) -> tuple[int, ...]:
    """Every set of at least `fewest` table cards whose capture values add up to `target`."""
    sets = _sums(table, target)
    return sets if fewest <= 1 else tuple(s for s in sets if s.bit_count() >= fewest)


def _sums(table: int, target: int) -> tuple[int, ...]:
    """Every set of table cards whose capture values add up to `target`, in card order."""
    if target <= 0:
        return ()
    found: list[int] = []
    partial = [(0, 0)]  # (sum, set) of every subset so far adding up to less than `target`
    rest = table & _UP_TO[min(target, _TOP_VALUE)]
    while rest:
        # Highest card first: each new set holds a lower card than every older one,
        # so the sets found, read backwards, are in card order.
        bit = 1 << (rest.bit_length() - 1)
        rest ^= bit
        value = _VALUE_OF_BIT[bit]
        short = target - value  # what a subset must add up to for this card to complete it
        if rest:
            for total, chosen in partial[:]:
                if total < short:
                    partial.append((total + value, chosen | bit))
                elif total == short:
                    found.append(chosen | bit)
        else:  # the last card: no card is left to grow a subset with
            for total, chosen in partial:
                if total == short:
                    found.append(chosen | bit)
    found.reverse()
    return tuple(found)


def _bits(mask: int) -> tuple[int, ...]:
    found = []
    while mask:
        low = mask & -mask
        found.append(low)
        mask ^= low
    return tuple(found)


class Captures:
    """The moves with each card onto a table under one way of capturing, memoised by the
    card and the table cards its sets can hold (a bounded memo: it starts again when full).
    One is shared by every deal and thread: a memo entry is only ever added whole, and a
    miss costs only the work again."""

    __slots__ = ("_aces", "_equal", "_fewest", "_free", "_memo", "_moves", "_quindici", "_sets", "_span", "taken")

    def __init__(self, capture_rule: CaptureRule, quindici: bool, aces: bool) -> None:
        # The rule as flags: on Python 3.11 an enum member read through its class is slow.
        self._free = capture_rule is CaptureRule.FREE
        self._fewest = capture_rule is CaptureRule.FEWEST_CARDS
        self._quindici = quindici
        self._aces = aces
        equal_first = capture_rule is not CaptureRule.FREE and not quindici
        self._equal = tuple(_OF_VALUE[v] if equal_first and not (aces and v == 1) else 0 for v in VALUE)
        """Per card: the table cards that, if any lies there, are the only ones it may take."""
        self._span = tuple(self._reach(v, equal_first) for v in VALUE)
        """Per card: the table cards it may take otherwise."""
        self._memo: dict[int, tuple[Move, ...]] = {}
        self._sets: dict[int, tuple[int, ...]] = {}
        """The capture sets by the table cards that matter and the value: the cards of one
        value share them (`_sets_of`)."""
        self._moves: dict[int, Move] = {}
        """Every move made so far, by its take and card: each is made once, many tables share it."""
        self.taken: dict[int, tuple[Card, ...]] = {}
        """The cards of each take of those moves, for the deal's events: a dict is quicker than `cards_in`."""

    def _reach(self, value: int, equal_first: bool) -> int:
        if self._aces and value == 1:
            return _UP_TO[_TOP_VALUE]
        if equal_first:
            return _UP_TO[value - 1]
        return _UP_TO[min(15 - value if self._quindici else value, _TOP_VALUE)]

    def moves(self, index: int, table: int) -> tuple[Move, ...]:
        """The moves with card `index` onto `table`: one per capture set, else the lay."""
        return self.hand_moves(1 << index, table)

    def hand_moves(self, hand: int, table: int) -> tuple[Move, ...]:
        """The moves of every card of `hand` onto `table`, card by card."""
        found: list[Move] = []
        equal, span, memo = self._equal, self._span, self._memo
        indices = _FEW_CARDS.get(hand) or (
            _CLUBS[hand & 1023] + _SPADES[hand >> 10 & 1023] + _HEARTS[hand >> 20 & 1023] + _DIAMONDS[hand >> 30]
        )
        for index in indices:
            # The table cards that matter to this card (its equal cards if any), its index below.
            key = (table & equal[index] or table & span[index]) << 6 | index
            found += memo.get(key) or self._remember(key)
        return tuple(found)

    def _remember(self, key: int) -> tuple[Move, ...]:
        """The moves of the card and table cards in `key`, worked out and kept."""
        memo, sets, made = self._memo, self._sets, self._moves
        if len(memo) >= _MEMO_LIMIT:
            memo.clear()
            sets.clear()
            made.clear()
            self.taken.clear()
        index, table = key & 63, key >> 6
        value = VALUE[index]
        # The table cards that matter to a card (see `hand_moves`) depend only on its value.
        sets_key = table << 4 | value
        takes = sets.get(sets_key)
        if takes is None:
            takes = sets[sets_key] = self._sets_of(value, table)
        if not takes:  # about half the misses: the card cannot capture, its one move is the lay
            found = memo[key] = _LAID[index]
            return found
        moves: list[Move] = []
        for take in takes:
            move = made.get(take << 6 | index)
            if move is None:
                move = made[take << 6 | index] = Move(CARDS[index], take)
                self.taken[take] = cards_in(take)
            moves.append(move)
        found = memo[key] = tuple(moves)
        return found

    def _sets_of(self, value: int, table: int) -> tuple[int, ...]:
        if not table:
            return ()
        if self._aces and value == 1:
            return ace_sets(table)
        if self._quindici:
            sets = _sums(table, 15 - value)
        elif self._free:
            sets = _sums(table, value)
        else:
            # `table` holds the equal cards if any lie there, else only lower cards (so the sums are of two or more).
            sets = _bits(table & _OF_VALUE[value]) or _sums(table, value)
        if self._fewest and sets:
            fewest = min(s.bit_count() for s in sets)
            sets = tuple(s for s in sets if s.bit_count() == fewest)
        return sets


def captures_of(rules: RuleSet) -> Captures:
    """The `Captures` of the rules' way of capturing, shared by every deal played so."""
    return _captures(rules.capture_rule, rules.quindici, rules.assi is not Assi.OFF)


@lru_cache(maxsize=16)
def _captures(capture_rule: CaptureRule, quindici: bool, aces: bool) -> Captures:
    return Captures(capture_rule, quindici, aces)

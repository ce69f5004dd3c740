"""Which table cards a played card may take (the Scopa rules: capture sets, scopa a quindici).

A capture set is a bitmask of table cards. `capture_sets` lists every legal one for a
card onto a table; an empty answer means the card cannot capture and is laid.
"""

from __future__ import annotations

from kopdesk.cards import Card
from kopdesk.games.scopa.cards import ACES, VALUE, cards_in
from kopdesk.games.scopa.rules import Assi, CaptureRule, RuleSet


def capture_sets(rules: RuleSet, card: Card, table: int) -> tuple[int, ...]:
    """Every set of table cards `card` may take, each a bitmask; () if it cannot capture."""
    if not table:
        return ()
    if rules.assi is not Assi.OFF and card.bit & ACES:
        return ace_sets(table)
    value = VALUE[card.index]
    if rules.quindici:
        sets = sets_summing(table, 15 - value, 1)
    elif rules.capture_rule is CaptureRule.FREE:
        sets = sets_summing(table, value, 1)
    else:
        equal = equal_cards(table, value)
        if equal and rules.capture_rule is CaptureRule.EQUAL_FIRST:
            return equal
        sets = equal or sets_summing(table, value, 2)
    if rules.capture_rule is CaptureRule.FEWEST_CARDS and sets:
        fewest = min(s.bit_count() for s in sets)
        sets = tuple(s for s in sets if s.bit_count() == fewest)
    return sets


def ace_sets(table: int) -> tuple[int, ...]:
    """Scopa d'assi: an ace takes one of the aces on the table, or else the whole table."""
    aces = table & ACES
    return tuple(c.bit for c in cards_in(aces)) if aces else (table,)


def is_ace_sweep(rules: RuleSet, card: Card, table: int) -> bool:
    """Whether `card` onto `table` would sweep it as an ace under scopa d'assi."""
    return rules.assi is not Assi.OFF and bool(card.bit & ACES) and bool(table) and not table & ACES


def equal_cards(table: int, value: int) -> tuple[int, ...]:
    """The table cards of capture value `value`, one set each."""
    return tuple(c.bit for c in cards_in(table) if VALUE[c.index] == value)


def sets_summing(table: int, target: int, fewest: int) -> tuple[int, ...]:
    """Every set of at least `fewest` table cards whose capture values add up to `target`."""
    cards = [(VALUE[c.index], c.bit) for c in cards_in(table)]
    found: list[int] = []

    def extend(start: int, left: int, chosen: int, size: int) -> None:
        if left == 0:
            if size >= fewest:
                found.append(chosen)
            return
        for position in range(start, len(cards)):
            value, bit = cards[position]
            if value <= left:
                extend(position + 1, left - value, chosen | bit, size + 1)

    if target > 0:
        extend(0, target, 0, 0)
    return tuple(found)

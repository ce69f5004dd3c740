"""The facts behind a Scopa hint: what in the position speaks for a move (the master's,
where the app asks).

Every fact is true in the position as the seat sees it (its observation, nothing
hidden): what the move takes and what that is worth in the deal's score, and what
it leaves on the table. The facts are data (`kopdesk.bots.hints.Fact`: a `HintReason`
and its values); a view words them. No Qt here.
"""

from __future__ import annotations

import enum

from kopdesk.bots.hints import Fact
from kopdesk.bots.scopa.judgement import last_card, sweeps
from kopdesk.bots.scopa.sim import table_sum
from kopdesk.cards import Card, mask_of
from kopdesk.games.scopa import Action, Move, Observation, capture_sets
from kopdesk.games.scopa.cards import CARDS, DENARI, RE_BELLO, SETTEBELLO, VALUE, cards_in

MAJORITY_OF_DENARI = 6
"""Six of the ten denari: no other side can have as many."""
MAJORITY_OF_CARDS = 21
"""Twenty-one of the forty cards: no other side can have as many."""


class HintReason(enum.Enum):
    """Why a move is good, as a fact of the position. The values a fact carries are
    said per reason: `cards` and `number` of `Fact`."""

    ONLY_MOVE = "only_move"
    """The one legal action."""
    SCOPA = "scopa"
    """It takes the whole table: a scopa, a point."""
    SETTEBELLO = "settebello"
    """It takes the settebello (the seven of denari), a point of its own; the side then holds
    `number` denari (None where `DENARI_POINT` says so). No `DENARI` fact comes with it: the
    count is said once."""
    RE_BELLO = "re_bello"
    """It takes the re bello (the king of denari), a point under that house rule."""
    DENARI_POINT = "denari_point"
    """It brings the side to `number` (six or more) of the ten denari: the denari point is won."""
    CARTE_POINT = "carte_point"
    """It brings the side to `number` (21 or more) of the 40 cards: the carte point is won."""
    DENARI = "denari"
    """It takes the denari `cards`, the settebello not among them; the side then holds `number` denari."""
    SEVENS = "sevens"
    """It takes the sevens `cards`, the best cards of the primiera; the side then holds `number` sevens."""
    CARDS = "cards"
    """It takes `number` cards (the card played with them) towards the carte."""
    TABLE_UNSWEEPABLE = "table_unsweepable"
    """It leaves cards whose capture values add up to `number` on the table, and no single
    card can take them all: the next player cannot make a scopa."""
    SWEEPERS_GONE = "sweepers_gone"
    """It leaves a table (its capture values adding up to `number`) that only the `cards` could
    take whole, and the seat has seen every one of them (in its hand, on the table or played):
    no other player can make a scopa with one."""
    SAFE_LAY = "safe_lay"
    """It lays a card of capture value `number` whose equals the seat has all seen: nobody
    can pair it."""


def facts(observation: Observation, action: Action) -> tuple[Fact[HintReason], ...]:
    """The facts of the position that speak for `action`, most weighty first."""
    found = [Fact(HintReason.ONLY_MOVE)] if len(observation.legal) == 1 else []
    if not isinstance(action, Move):
        return tuple(found)
    table = mask_of(observation.table)
    if action.take:
        found.extend(_capture_facts(observation, action, table))
    if not last_card(observation):  # after the last card, the table goes to the last to capture
        after = table & ~action.take if action.take else table | action.card.bit
        found.extend(_table_facts(observation, after))
    if not action.take:
        found.extend(_lay_facts(observation, action.card))
    return tuple(found)


def _capture_facts(observation: Observation, move: Move, table: int) -> list[Fact[HintReason]]:
    rules = observation.rules
    taken = move.take | move.card.bit
    pile = mask_of(_own_pile(observation))
    found = []
    denari_after = ((pile | taken) & DENARI).bit_count()
    denari_point = (pile & DENARI).bit_count() < MAJORITY_OF_DENARI <= denari_after
    if sweeps(rules, move.card.bit, table, move.take, last_card(observation)):
        found.append(Fact(HintReason.SCOPA))
    if taken & SETTEBELLO.bit:
        found.append(Fact(HintReason.SETTEBELLO, number=None if denari_point else denari_after))
    if rules.re_bello and taken & RE_BELLO.bit:
        found.append(Fact(HintReason.RE_BELLO))
    if denari_point:
        found.append(Fact(HintReason.DENARI_POINT, number=denari_after))
    cards_before, cards_after = pile.bit_count(), (pile | taken).bit_count()
    if cards_before < MAJORITY_OF_CARDS <= cards_after:
        found.append(Fact(HintReason.CARTE_POINT, number=cards_after))
    if taken & DENARI and not taken & SETTEBELLO.bit:
        found.append(Fact(HintReason.DENARI, cards_in(taken & DENARI), denari_after))
    sevens = [c for c in cards_in(taken) if VALUE[c.index] == 7]
    if sevens:
        all_sevens = sum(1 for c in cards_in(pile | taken) if VALUE[c.index] == 7)
        found.append(Fact(HintReason.SEVENS, tuple(sevens), all_sevens))
    found.append(Fact(HintReason.CARDS, number=taken.bit_count()))
    return found


def _table_facts(observation: Observation, table: int) -> list[Fact[HintReason]]:
    """What the table left says: nobody can sweep it, or nobody else holds a card that could."""
    if not table:
        return []
    sweepers = sweeping_cards(observation, table)
    if not sweepers:
        return [Fact(HintReason.TABLE_UNSWEEPABLE, number=table_sum(table))]
    if all(c in set(observation.seen) for c in sweepers):
        return [Fact(HintReason.SWEEPERS_GONE, sweepers, table_sum(table))]
    return []


def sweeping_cards(observation: Observation, table: int) -> tuple[Card, ...]:
    """The cards not on `table` that could take all of it, under the deal's rules. What a card
    captures depends on its capture value alone, so one card of each value is asked."""
    off_table = [c for c in CARDS if not table & c.bit]
    asked = {VALUE[c.index]: c for c in off_table}
    values = {value for value, c in asked.items() if table in capture_sets(observation.rules, c, table)}
    return tuple(c for c in off_table if VALUE[c.index] in values)


def _lay_facts(observation: Observation, laid: Card) -> list[Fact[HintReason]]:
    seen = set(observation.seen)
    equals = [c for c in CARDS if VALUE[c.index] == VALUE[laid.index] and c != laid]
    if all(c in seen for c in equals):
        return [Fact(HintReason.SAFE_LAY, number=VALUE[laid.index])]
    return []


def _own_pile(observation: Observation) -> tuple[Card, ...]:
    side = next(i for i, seats in enumerate(observation.sides) if observation.seat in seats)
    return observation.captured[side]

"""How the master's imagined players play a layout on, and what a side holds when they stop.

Every seat of a playout plays the wary greedy move (`playout_move`): the most worth
taken now, the least given away by a lay, and a scopa less when the table it leaves is
one the next player, an opponent, sweeps with a card he holds in the layout. The club
player keeps such tables from the next opponent by counting the cards; in a layout
the cards are where they are, so the same care costs a bit test. A playout whose
players hand each other scope would value a move by gifts a good player never makes.
"""

from __future__ import annotations

import functools
import math
import operator
import random

from kopdesk.bots.scopa.judgement import LAY, SCOPA, best_of, greedy_gain, sweeps, worth
from kopdesk.bots.scopa.sim import ALL_CARDS, RANK_MASKS, Sim, SimMove, bits_of, table_sum
from kopdesk.games.scopa.cards import DENARI, RE_BELLO, SETTEBELLO, VALUE

TIE = 1e-9


def playout(sim: Sim, rng: random.Random, moves: int | None = None) -> int:
    """Play `sim` on for `moves` moves, or to the end of the deal (None, or if it ends
    first); return the number of moves played."""
    played = 0
    while sim.seat is not None and played != moves:
        sim.apply(playout_move(sim, rng))
        played += 1
    return played


def playout_move(sim: Sim, rng: random.Random) -> SimMove:
    """The wary greedy move: of `sim.moves()`, the one that takes most (a scopa counted),
    or lays the card worth least, less a scopa where the table it leaves is one the next
    player, an opponent, sweeps with a card of his hand; ties broken by `rng`. Found
    without building the list of moves: this is the playouts' inner loop."""
    if sim.drawn:
        return _greedy_of(sim, sim.moves(), rng)
    seat, table, rules, sets_of = sim.seat, sim.table, sim.rules, sim.cache.sets
    assert seat is not None
    threats = sweeping_values(sim, seat)
    on_table = table_sum(table) if threats else 0
    plain = sim.cache.plain
    best: list[SimMove] = []
    top = -math.inf
    for card in bits_of(sim.hands[seat]):
        sets = sets_of(card, table)
        if sets:
            for take in sets:
                gain = worth(rules, take | card)
                if take == table:
                    if sweeps(rules, card, table, take, _last(sim)):
                        gain += SCOPA
                elif threats:
                    # Under the default rule a capture takes cards adding up to the card's value.
                    left = on_table - (VALUE[card.bit_length() - 1] if plain else table_sum(take))
                    if threats >> (left - 1) & 1:
                        gain -= SCOPA
                if gain > top + TIE:
                    top, best = gain, [(card, take)]
                elif gain >= top - TIE:
                    best.append((card, take))
            continue
        gain = -LAY * worth(rules, card)
        if threats and threats >> (on_table + VALUE[card.bit_length() - 1] - 1) & 1:
            gain -= SCOPA
        if gain > top + TIE:
            top, best = gain, [(card, 0)]
        elif gain >= top - TIE:
            best.append((card, 0))
    return best[0] if len(best) == 1 else best[rng.randrange(len(best))]


def sweeping_values(sim: Sim, seat: int) -> int:
    """The capture values of the cards of the player after `seat` (bit v-1 for value v),
    if he is an opponent whose reply may be a scopa; else 0. One card sweeps a table
    whose capture values add up to its own (ten at most: the default capture rule;
    under the house rules on capturing, a close guess)."""
    following = sim.following[seat][0]
    if sim.side_of[following] == sim.side_of[seat]:
        return 0
    hand = sim.hands[following]
    last_reply = sim.talon_at == len(sim.talon) and sum(h.bit_count() for h in sim.hands) == 2
    if last_reply and not sim.rules.last_card_scopa:
        return 0
    return (hand | hand >> 10 | hand >> 20 | hand >> 30) & 1023


def _greedy_of(sim: Sim, moves: list[SimMove], rng: random.Random) -> SimMove:
    if len(moves) == 1:
        return moves[0]
    table = sim.table
    on_table = table_sum(table)
    gains = [greedy_gain(sim.rules, move, table, on_table, _last(sim)) for move in moves]
    return best_of(moves, gains, rng)


def _last(sim: Sim) -> bool:
    """Whether the move to make is the deal's last."""
    return sim.talon_at == len(sim.talon) and sum(h.bit_count() for h in sim.hands) == 1


CARTE_SPREAD = 2.5
"""Cards change hands in captures of two or three: the lead in carte wanders as a sum of such steps."""
DENARI_SPREAD = 1.2
SIXES_PER_SEVEN = 3
"""The primiera is the sevens' race; a six breaks a tie in sevens (a third of a seven)."""
SEVENS = RANK_MASKS[6]
SIXES = RANK_MASKS[5]


def estimate(sim: Sim) -> list[float]:
    """What each side can expect of the deal's points when a playout stops before its
    end: its scope and the settebello (and re bello) taken; for carte, denari and the
    primiera, the chance to win their race from the lead it has, given what is still
    to be taken (`race_chances`)."""
    piles, rules = sim.captured, sim.rules
    open_cards = ALL_CARDS & ~functools.reduce(operator.or_, piles)
    values = [float(s) for s in sim.scope]
    for side, pile in enumerate(piles):
        values[side] += bool(pile & SETTEBELLO.bit) + (rules.re_bello and bool(pile & RE_BELLO.bit))
    races = (
        ([p.bit_count() for p in piles], open_cards.bit_count(), CARTE_SPREAD),
        ([(p & DENARI).bit_count() for p in piles], (open_cards & DENARI).bit_count(), DENARI_SPREAD),
        (
            [(p & SEVENS).bit_count() * SIXES_PER_SEVEN + (p & SIXES).bit_count() for p in piles],
            (open_cards & SEVENS).bit_count() * SIXES_PER_SEVEN + (open_cards & SIXES).bit_count(),
            SIXES_PER_SEVEN,
        ),
    )
    for counts, left, spread in races:
        for side, chance in enumerate(race_chances(counts, left, spread)):
            values[side] += chance
    return values


def race_chances(counts: list[int], left: int, spread: float) -> list[float]:
    """Each side's chance to end with strictly more than every other, from `counts` now
    and `left` still to share: sure where no share of what is left can change it, else
    from a normal spread of the lead (its variance: what is left, in steps of `spread`,
    shared among the sides). Among three or more sides the chances, each taken against
    the best rival alone, are scaled down to add up to at most one."""
    chances = []
    sigma = math.sqrt(left * spread * 2 / len(counts))
    for side, mine in enumerate(counts):
        rival = max(c for s, c in enumerate(counts) if s != side)
        if mine > rival + left:
            chances.append(1.0)
        elif mine + left <= rival:
            chances.append(0.0)
        else:
            chances.append(0.5 * math.erfc((rival - mine + 0.5) / (sigma * math.sqrt(2))))
    total = sum(chances)
    return [c / total for c in chances] if total > 1 else chances

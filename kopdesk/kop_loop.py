"""A bare bitmask random deal of Kop, Kościan and Baśka: the yardstick of `kopdesk bench`.

One deal does the whole rules work a random deal needs, as plain Python with integers
and bitmasks, written from the Kop rules and not from the engine: shuffle and
deal the sixteen cards, a random legal auction (each call drawn uniformly among the
legal ones: pass, the next doubling, every contract the hand may call over the standing
one), the sides (black queens, cicha, the wesele partner by the highest jack the declarer
lacks), the play under the contract's duties with trick winners from tables, and the
score: the winner (53 points, all tricks, the tie rule), the base value, the counted
doubling runs, the old's loss where it doubles, the units of every seat. It does not make
events, observations, refusals or deal files, nor check the actions it draws itself.

Cards are integers 0..15 = suit * 4 + rank (suits clubs, spades, hearts, diamonds; ranks
A, 10, Q, J), as the engine's `Card.index`; hands are 16-bit masks. Calls are integers:
0 pass, 1 the next doubling, a contract its rank in the auction (wesele 2 … baśka 9).
Actions are drawn as `kopdesk bench --rules P` draws them (one `random()` each: a call
from the legal list, a card as a set bit of the legal mask), so the same seed plays the
same deals as the engine there.

    python -m kopdesk.kop_loop --preset baska [--deals N | --seconds S] [--json]
    python -m kopdesk.kop_loop --preset kop --check        # sanity of every deal
    python -m kopdesk.kop_loop --preset kop --xcheck 500   # the same game as the engine
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Callable, Sequence
from typing import NamedTuple

from kopdesk.games.kop import CARDS, Call, CallKind, Deal
from kopdesk.games.kop import PRESETS as RULES

PASS, DOUBLE = 0, 1
WESELE, ZOLO_BIEDA, GRAN, ZOLO, GRAN_DU, ZOLO_DU, MESTER, BASKA = range(2, 10)
CICHA = 1
"""Cicha is no call: as a contract (the sides' game with no call standing) it ranks 1."""
THROWN = frozenset({ZOLO_BIEDA, MESTER, BASKA})
LONE_VALUE = {CICHA: 4, GRAN: 5, ZOLO: 5, ZOLO_BIEDA: 5, GRAN_DU: 10, ZOLO_DU: 10, MESTER: 10, BASKA: 10}

_RANKS = {"A": 0, "10": 1, "Q": 2, "J": 3}
_SUITS = "CSHD"
POINTS = (11, 10, 3, 2) * 4
DECK = range(16)


def index(text: str) -> int:
    """The index of a card written as in the rules: `QC`, `10H`."""
    return _SUITS.index(text[-1]) * 4 + _RANKS[text[:-1]]


def mask(texts: str) -> int:
    return sum(1 << index(t) for t in texts.split())


BLACK_QUEENS = mask("QC QS")
JACKS_HIGH_TO_LOW = tuple(1 << index(t) for t in ("JC", "JS", "JH", "JD"))
REQUIRED = {WESELE: BLACK_QUEENS, ZOLO_BIEDA: mask("10C 10S 10H 10D"), MESTER: mask("AC AS AH AD"),
            BASKA: mask("QC QS QH QD")}  # fmt: skip


Duties = tuple[tuple[int, int, int], ...]
"""Per `led * 16 + best`: three masks, what a hand must play from first; all of it if none."""


def duties(trumps: str, plain: Sequence[str], gran: bool) -> tuple[Duties, tuple[int, ...]]:
    """The duty table and, per card, the cards that beat it while it wins the trick, of
    the order with `trumps` and the `plain` suits high to low (the Kop rules: following)."""
    trump_list = [index(t) for t in trumps.split()]
    trump_mask = mask(trumps)
    group = [4] * 16
    beats = [0] * 16
    suit_mask = [0] * 5
    suit_mask[4] = trump_mask
    for rank, card in enumerate(trump_list):
        beats[card] = sum(1 << c for c in trump_list[:rank])
    for cards in plain:
        suit_list = [index(t) for t in cards.split()]
        for rank, card in enumerate(suit_list):
            group[card] = card // 4
            beats[card] = trump_mask | sum(1 << c for c in suit_list[:rank])
            suit_mask[card // 4] |= 1 << card
    table = []
    for led in range(16):
        for best in range(16):
            suit = suit_mask[group[led]]
            if group[led] == 4:  # trumps led: beat, else play a trump
                table.append((beats[best], trump_mask, trump_mask))
            elif not gran:  # follow, else beat, else play a trump
                table.append((suit, beats[best], trump_mask))
            elif group[best] == group[led]:  # follow beating, else follow, else beat with a jack
                table.append((suit & beats[best], suit, beats[best]))
            else:  # a jack is in: follow, else beat it, else play a jack
                table.append((suit, beats[best], trump_mask))
    return tuple(table), tuple(beats)


AS_DYCHA = duties("AH 10H QC QS QH QD JC JS JH JD AD 10D", ("AC 10C", "AS 10S"), gran=False)
AS_TRZY_DYCHY = duties("AH 10C 10S 10H QC QS QH QD JC JS JH JD AD 10D", ("AC", "AS"), gran=False)
GRAN_ORDER = duties("JC JS JH JD", [f"A{s} 10{s} Q{s}" for s in _SUITS], gran=True)


_DECIDING = (BLACK_QUEENS, *(REQUIRED[c] for c in (ZOLO_BIEDA, MESTER, BASKA)))
"""The sets of cards that decide, by being held whole or not, which contracts a hand may call."""


class _Kinds(dict[int, int]):
    def __missing__(self, hand: int) -> int:
        kind = self[hand] = sum(10 << i for i, cards in enumerate(_DECIDING) if hand & cards == cards)
        return kind


KIND = _Kinds()
"""Per hand, which of `_DECIDING` it holds, one bit each, times 10: a row of `Preset.above`
(each of the 1,820 hands worked out the first time it is dealt)."""


def calls_above(contracts: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Per `KIND[hand] + standing` (0: no contract yet), the `contracts` that hand may call."""
    table = []
    for kind in range(1 << len(_DECIDING)):
        hand = 0
        for i, cards in enumerate(_DECIDING):
            hand |= cards if kind >> i & 1 else 0
        held = [c for c in contracts if hand & REQUIRED.get(c, 0) == REQUIRED.get(c, 0)]
        table += [tuple(c for c in held if c > standing) for standing in range(10)]
    return tuple(table)


class Preset(NamedTuple):
    above: tuple[tuple[int, ...], ...]
    """The contracts it offers a hand over the standing one (`calls_above`)."""
    forehand_calls_first: bool
    max_doublings: int
    normal: tuple[Duties, tuple[int, ...]]
    last_doubler_loses: bool
    """On a 52:52 tie the side of the last doubling loses (else the young win)."""
    exit_old: int
    exit_young: int
    old_loss_doubles: bool


_KOP = Preset(calls_above((WESELE, ZOLO, ZOLO_DU)), True, 4, AS_DYCHA, True, 26, 26, False)
PRESETS = {
    "kop": _KOP,
    "kop-koscian": _KOP._replace(max_doublings=5, normal=AS_TRZY_DYCHY),
    "baska": Preset(calls_above(tuple(range(WESELE, BASKA + 1))), False, 4, AS_DYCHA, False, 27, 26, True),
}

Trace = list[tuple[int | tuple[int, ...], int]]
"""Each action drawn: the legal calls (a tuple) or cards (a mask), and the one drawn."""
_PASS, _PASS_DOUBLE = (PASS,), (PASS, DOUBLE)


def play_deal(
    rnd: Callable[[], float], deck: Sequence[int], dealer: int, preset: Preset, trace: Trace | None = None
) -> tuple[int, ...]:
    """One random deal of the shuffled `deck`: the units of the four seats."""
    hands = [0, 0, 0, 0]
    for position, card in enumerate(deck):
        hands[position & 3] |= 1 << card
    forehand_first, max_doublings, above = preset.forehand_calls_first, preset.max_doublings, preset.above
    # The auction: the standing contract (0: none) and its declarer, the level, the doublers.
    forehand = (dealer + 1) & 3
    seat = forehand if forehand_first else (dealer + 2) & 3
    standing, declarer, level, passes, made = 0, -1, 0, 0, 0
    doublers: list[int] = []
    while True:
        hand = hands[seat]
        if level < max_doublings and standing not in THROWN and (
            level or (declarer != seat and (standing or hand & BLACK_QUEENS != BLACK_QUEENS))
        ):
            calls = _PASS_DOUBLE + above[KIND[hand] + standing]
        else:
            calls = _PASS + above[KIND[hand] + standing]
        call = calls[int(rnd() * len(calls))]
        if trace is not None:
            trace.append((calls, call))
        made += 1
        if call == PASS:
            passes += 1
            if passes >= (4 if passes == made else 3):
                break
        elif call == DOUBLE:
            passes = 0
            level += 1
            doublers.append(seat)
        else:
            standing, declarer, level, passes, doublers = call, seat, 0, 0, []
        seat = (seat + 1) & 3
    # The sides: the old seats as a mask.
    if not standing:
        holders = [s for s in range(4) if hands[s] & BLACK_QUEENS]
        old = 1 << holders[0] | 1 << holders[-1]
        if len(holders) == 1:
            standing = CICHA
    elif standing == WESELE:
        jack = next(j for j in JACKS_HIGH_TO_LOW if not hands[declarer] & j)
        old = 1 << declarer | sum(1 << s for s in range(4) if hands[s] & jack)
    else:
        old = 1 << declarer
    lone = old.bit_count() == 1
    if standing in THROWN:  # won by the declarer without play
        value = LONE_VALUE[standing]
        return tuple(3 * value if old >> s & 1 else -value for s in range(4))
    # The play.
    table, beats = GRAN_ORDER if standing in (GRAN, GRAN_DU) else preset.normal
    leader, old_points, old_tricks = forehand, 0, 0
    for _ in range(4):
        best = winner = -1
        points = lead = 0
        for offset in range(4):
            seat = (leader + offset) & 3
            hand = hands[seat]
            if best < 0:
                allowed = hand
            else:
                first, second, third = table[lead + best]
                allowed = hand & first or hand & second or hand & third or hand
            drawn = allowed
            for _ in range(int(rnd() * allowed.bit_count())):
                drawn &= drawn - 1
            card = (drawn & -drawn).bit_length() - 1
            if trace is not None:
                trace.append((allowed, card))
            hands[seat] = hand ^ 1 << card
            points += POINTS[card]
            if best < 0:
                best, winner, lead = card, seat, card * 16
            elif 1 << card & beats[best]:
                best, winner = card, seat
        if old >> winner & 1:
            old_points += points
            old_tricks += 1
        leader = winner
    # The score.
    young_points = 104 - old_points
    if standing in (GRAN_DU, ZOLO_DU):
        old_win = old_tricks == 4
    elif old_points != young_points:
        old_win = old_points > young_points
    else:
        old_win = bool(preset.last_doubler_loses and doublers and not old >> doublers[-1] & 1)
    if lone:
        base = LONE_VALUE[standing]
    elif not (4 - old_tricks if old_win else old_tricks):
        base = 3
    elif (young_points < preset.exit_young) if old_win else (old_points < preset.exit_old):
        base = 2
    else:
        base = 1
    runs = sum(1 for i, s in enumerate(doublers) if not i or (old >> s ^ old >> doublers[i - 1]) & 1)
    stake = base << runs
    if preset.old_loss_doubles and not old_win:
        stake *= 2
    old_units = stake * 3 if lone else stake
    if not old_win:
        old_units = -old_units
    young_units = -old_units * old.bit_count() // (4 - old.bit_count())
    return tuple(old_units if old >> s & 1 else young_units for s in range(4))


def play(preset: str, deals: int, seed: int, check: bool = False) -> None:
    """`deals` random deals, dealt by each seat in turn; `check` asserts each one's sanity."""
    rules = PRESETS[preset]
    rng = random.Random(seed)
    rnd, shuffle = rng.random, rng.shuffle
    for number in range(deals):
        deck = list(DECK)  # shuffled from the same order as the engine's, for the same deals
        shuffle(deck)
        if check:
            _check(rnd, deck, number & 3, rules)
        else:
            play_deal(rnd, deck, number & 3, rules)


def _check(rnd: Callable[[], float], deck: list[int], dealer: int, rules: Preset) -> None:
    trace: Trace = []
    units = play_deal(rnd, deck, dealer, rules, trace)
    assert sum(units) == 0, units
    cards = [(legal, card) for legal, card in trace if isinstance(legal, int)]
    assert all(legal >> card & 1 for legal, card in cards), "a card drawn that is not allowed"
    if cards:  # played out, not thrown: every hand emptied, the 104 points taken
        assert sorted(card for _legal, card in cards) == list(range(16)), cards
        assert sum(POINTS[card] for _legal, card in cards) == 104


def per_second(preset: str, seconds: float, seed: int = 1, batch: int = 100) -> float:
    """Deals per second over about `seconds`, a new seed every batch."""
    started = time.perf_counter()
    done = 0
    while time.perf_counter() - started < seconds:
        play(preset, batch, seed + done)
        done += batch
    return done / (time.perf_counter() - started)


def xcheck(preset: str, deals: int, seed: int) -> int:
    """Play `deals` random deals through both this loop and the engine, the engine given the
    loop's actions: the legal calls and cards agree at every step, and the units at the end.
    Returns the number of steps compared."""
    def call_id(call: Call) -> int:
        if call.contract is not None:
            return call.contract.rank
        return PASS if call.kind is CallKind.PASS else DOUBLE

    rng = random.Random(seed)
    steps = 0
    for number in range(deals):
        deck = list(DECK)
        rng.shuffle(deck)
        trace: Trace = []
        units = play_deal(rng.random, deck, number & 3, PRESETS[preset], trace)
        deal = Deal(RULES[preset], number & 3, [[CARDS[c] for c in deck[seat::4]] for seat in range(4)])
        for legal, drawn in trace:
            theirs = deal.legal_actions()
            if isinstance(legal, int):
                assert legal == sum(c.bit for c in theirs if not isinstance(c, Call)), (number, legal, theirs)
                assert all(not isinstance(c, Call) for c in theirs)
                deal.apply(CARDS[drawn])
            else:
                assert legal == tuple(call_id(c) for c in theirs if isinstance(c, Call)), (number, legal, theirs)
                assert len(legal) == len(theirs)
                deal.apply(theirs[legal.index(drawn)])
            steps += 1
        assert deal.score is not None and deal.score.units == units, (number, units, deal.score)
    return steps


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m kopdesk.kop_loop", description=__doc__.split("\n\n")[0])
    parser.add_argument("--preset", choices=sorted(PRESETS), default="baska")
    parser.add_argument("--deals", type=int, help="play this many deals once")
    parser.add_argument("--seconds", type=float, default=3.0, help="time of the 5 rounds together")
    parser.add_argument("--check", action="store_true", help="assert every deal's sanity (2,000 deals)")
    parser.add_argument("--xcheck", type=int, metavar="DEALS", help="compare with the engine")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if args.xcheck:
        steps = xcheck(args.preset, args.xcheck, seed=1)
        print(f"xcheck {args.preset}: {steps} calls and cards of {args.xcheck} deals agree with the engine")
        return
    if args.check:
        play(args.preset, args.deals or 2000, seed=1, check=True)
        print(f"check {args.preset}: every deal's units sum to 0, its 16 cards played, 104 points")
        return
    if args.deals:
        play(args.preset, args.deals, seed=1)
        return
    rate = statistics.median(per_second(args.preset, args.seconds / 5, seed=n * 1_000_000) for n in range(5))
    print(json.dumps({"bare_deals_per_s": round(rate)}) if args.json else f"{args.preset}: {rate:.0f} deals/s")


if __name__ == "__main__":
    main()

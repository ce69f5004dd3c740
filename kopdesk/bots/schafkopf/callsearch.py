"""The master's calls: each call worth weighing is tried on sampled layouts and played out.

For one decision the unseen cards are dealt a number of times so that each layout
fits what the seat knows (`knowledge`: the calls so far included). On each layout the
deal is made again from its start, the calls made so far are repeated, and then every
candidate call is tried: the later calls as club players make them, the cards by an
open-hand play-out (`playout`). The units the seat scores are averaged over the layouts.
The club player's call stands unless another beats it on the same layouts by more than
its standard error (`MARGIN` of them), so that a few lucky layouts do not decide.
Calls a hand is far from are not weighed (`candidates`): a weak hand passes at once.
"""

from __future__ import annotations

import math
import random
import statistics
from dataclasses import dataclass

from kopdesk.bots.budget import Allowance, Budget
from kopdesk.bots.schafkopf.club import ClubPlayer
from kopdesk.bots.schafkopf.judgement import SAUSPIEL_FROM, SOLO_FROM, WENZ_FROM, strength
from kopdesk.bots.schafkopf.knowledge import knowledge, layouts
from kopdesk.bots.schafkopf.playout import play_out
from kopdesk.cards import Suit, mask_of
from kopdesk.games.schafkopf import (
    DOUBLE,
    PASS,
    Call,
    CallKind,
    Contract,
    Deal,
    IllegalAction,
    Observation,
    Phase,
    Stage,
)
from kopdesk.games.schafkopf.calls import BIDS, plain_of, suit_of
from kopdesk.games.schafkopf.orders import bavarian_order

CALL_BUDGET = Budget(nodes=40 * 32 * 4, seconds=0.15)
"""Nodes are cards played out: about 40 layouts of four calls."""
CALL_LAYOUTS = 40
MARGIN = 1.0
"""Standard errors by which a call must beat the club player's to be made instead."""
NEAR = 2.0
"""How far below the club player's threshold a contract is still weighed (strength points)."""
TOUT_FROM = 10.0
"""The strength from which a Tout is weighed beside its game."""


_CLUB = ClubPlayer()
"""Makes the later calls of a layout played out (a club player keeps no state)."""


@dataclass(frozen=True, slots=True)
class Weighed:
    """A call's units on each layout, in the order the layouts were played."""

    call: Call
    units: list[float]


def candidates(obs: Observation, club: Call) -> list[Call]:
    """The calls worth weighing, the club player's first (one alone: nothing to weigh).

    Open-hand play-outs favour the defenders: against club play they cost a declared
    Solo about half its units. So the search moves a Bavarian call only the way that
    bias argues against: to a higher game than the club player's, of each kind the hand
    is near in its strongest suit (not a Farbwenz, which the play-outs do not judge
    well), and a Retour the club player would not give; a Schuss it may only withdraw.
    The other presets' calls choose among the same declarer's games: all are weighed.
    """
    legal = [c for c in obs.legal if isinstance(c, Call)]
    if obs.stage is Stage.BIDDING:
        legal = _higher_games(obs, club, legal)
    elif obs.stage is Stage.DOUBLING:
        defending = (obs.doublings + 1) % 2 == 1
        legal = [PASS] if defending and club == DOUBLE else [DOUBLE] if not defending and DOUBLE in legal else []
    return [club, *(c for c in legal if c != club)]


def _higher_games(obs: Observation, club: Call, legal: list[Call]) -> list[Call]:
    hand = mask_of(obs.hand)
    floor = BIDS[club.kind].rank if club.kind in BIDS else -1
    best: dict[CallKind, tuple[float, Call]] = {}
    for call in legal:
        if call.kind not in BIDS or BIDS[call.kind].rank <= floor or call.kind in _NOT_WEIGHED:
            continue
        value = _nearness(obs, hand, call)
        if value is not None and (call.kind not in best or value > best[call.kind][0]):
            best[call.kind] = value, call
    return [call for _, call in best.values()]


_NOT_WEIGHED = frozenset({CallKind.FARBWENZ, CallKind.FARBWENZ_TOUT})


def _nearness(obs: Observation, hand: int, call: Call) -> float | None:
    """How far the hand is above the strength `call` is weighed from (None: below it)."""
    contract = BIDS[call.kind]
    if contract is Contract.SIE:
        return 0.0
    suit = suit_of(obs.rules.deck, call.suit) if call.suit is not None else None
    if contract is Contract.SAUSPIEL:
        assert suit is not None
        surplus = _surplus(strength(bavarian_order(contract, Suit.HEARTS), hand), SAUSPIEL_FROM - NEAR)
        # Every ace's Sauspiel is as strong: the suit held shortest, as the club player calls.
        return None if surplus is None else surplus - (hand & plain_of(obs.rules.deck, suit)).bit_count() / 10
    value = strength(bavarian_order(contract, suit), hand)
    if contract.is_tout:
        return _surplus(value, TOUT_FROM)
    return _surplus(value, (WENZ_FROM if contract.is_wenz else SOLO_FROM) - NEAR)


def _surplus(value: float, floor: float) -> float | None:
    return value - floor if value >= floor else None


def searched_call(obs: Observation, club: Call, rng: random.Random, allowance: Allowance) -> Call:
    """The call with the best units over sampled layouts (the club player's on a tie)."""
    options = candidates(obs, club)
    if len(options) == 1:
        return club
    weighed = [Weighed(call, []) for call in options]
    for hands in layouts(knowledge(obs), rng, CALL_LAYOUTS):
        results = [_played(obs, hands, call) for call in options]
        if None in results:
            continue  # the calls made so far are not all legal in this layout
        cards = 0
        for w, result in zip(weighed, results, strict=True):
            assert result is not None
            w.units.append(result[0])
            cards += result[1]
        if allowance.spent(cards):
            break
    return _choice(weighed)


def _played(obs: Observation, hands: list[int], call: Call) -> tuple[float, int] | None:
    """The seat's units when the deal of `hands` goes on with `call` (None if the calls
    made so far are not legal there), and the cards played out."""
    deck = obs.rules.deck
    deal = Deal(obs.rules, obs.dealer, [deck.cards_in(hand) for hand in hands])
    try:
        for made in obs.calls:
            deal.apply(made.call)
        deal.apply(call)
    except IllegalAction:
        return None
    while deal.phase is Phase.CALLS:
        seat = deal.to_move
        assert seat is not None
        deal.apply(_CLUB.choose(deal.observation(seat)))
    cards = play_out(deal)
    assert deal.score is not None
    return deal.score.units[obs.seat], cards


def _choice(weighed: list[Weighed]) -> Call:
    """The club player's call unless another beats it by more than `MARGIN` standard errors."""
    base = weighed[0].units
    if len(base) < 2:
        return weighed[0].call
    best, best_gain = weighed[0].call, 0.0
    for w in weighed[1:]:
        gains = [a - b for a, b in zip(w.units, base, strict=True)]
        gain = statistics.fmean(gains)
        error = statistics.stdev(gains) / math.sqrt(len(gains))
        if gain > MARGIN * error and gain > best_gain:
            best, best_gain = w.call, gain
    return best

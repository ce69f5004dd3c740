"""Auction judgement shared by the club player and the master's layout weights.

Win chances of the lone contracts come from the hand's shape: trumps, how many
of the four highest trumps, plain aces and whether the hand leads. The table
was measured with the open-card solver on 7,000 random hands (the declarer's
winning share per shape) and rounded down for the optimism of open play.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from kopdesk.games.kop import (
    CARDS,
    DOUBLE,
    PASS,
    Auction,
    Call,
    Card,
    Contract,
    Rank,
    RankOrder,
    RuleSet,
    contract_call,
)
from kopdesk.games.kop.auction import highest_jack_partner_card
from kopdesk.games.kop.cards import BLACK_QUEENS
from kopdesk.games.kop.rules import WeselePartner

THROWN = (Contract.BASKA, Contract.MESTER, Contract.ZOLO_BIEDA)
LONE_CALLS = (Contract.ZOLO_DU, Contract.GRAN_DU, Contract.ZOLO, Contract.GRAN)
MIN_GAIN = 2.0
"""Expected units a contract must promise over passing before the club player calls it."""


@dataclass(frozen=True, slots=True)
class Shape:
    trumps: int
    top: int
    """How many of the four highest trumps."""
    aces: int
    """Plain aces."""


@lru_cache(maxsize=1 << 14)
def shape(order: RankOrder, hand: int) -> Shape:
    top = sum(1 for c in order.trumps[:4] if hand & c.bit)
    trumps = sum(1 for c in order.trumps if hand & c.bit)
    aces = sum(1 for c in CARDS if hand & c.bit and c.rank is Rank.ACE and not order.is_trump(c))
    return Shape(trumps, top, aces)


def win_chance(rules: RuleSet, contract: Contract, hand: int, leads: bool) -> float:
    """The chance that `hand` alone makes `contract`, from its shape."""
    order = rules.order_for(contract)
    s = shape(order, hand)
    if contract.needs_all_tricks:
        return 1.0 if s.top == 4 or (contract.uses_gran_order and s.trumps == 4) else 0.0
    if contract.uses_gran_order:
        if s.trumps == 4 or (s.trumps == 3 and s.aces):
            return 1.0
        if s.trumps == 3:
            return 0.9 if leads else 0.7
        if s.trumps == 2 and s.aces:
            return (0.85 if leads else 0.5) if s.aces == 2 else (0.75 if leads else 0.35)
        return 0.0
    if s.trumps == 4:
        return {4: 1.0, 3: 0.85, 2: 0.6 if leads else 0.35, 1: 0.15 if leads else 0.0}.get(s.top, 0.0)
    if s.trumps == 3 and s.top == 3:
        return 0.6
    return 0.1 if s.trumps == 3 and s.top == 2 else 0.0


def lone_value(rules: RuleSet, contract: Contract, chance: float) -> float:
    """The declarer's expected units in a lone contract, no doublings."""
    stake = 3 * contract.lone_value
    loss = stake * (2 if rules.old_loss_doubles else 1)
    return chance * stake - (1 - chance) * loss


def sure_trick(order: RankOrder, hand: int) -> bool:
    """Whether `hand` surely takes a trick against a lone player: the top trump, or two of the top three."""
    top = order.trumps
    return bool(hand & top[0].bit) or sum(1 for c in top[1:3] if hand & c.bit) == 2


def club_call(rules: RuleSet, auction: Auction, hand: int, forehand: int) -> Call:
    """The call a good club player makes for the seat to call in `auction`, holding
    `hand` (it may be illegal: then pass)."""
    seat = auction.to_move
    leads = seat == forehand
    for contract in THROWN:
        needed = contract.required_cards
        if rules.offers(contract) and hand & needed == needed and auction.outranks(contract):
            return contract_call(contract)
    if auction.contract is not None and auction.contract.is_thrown:
        return PASS
    best = _best_lone(rules, hand, leads, auction)
    holds_cicha = hand & BLACK_QUEENS == BLACK_QUEENS
    if best is not None:
        return contract_call(best)
    gives_up_cicha = holds_cicha and auction.contract is None and not _keeps_cicha(rules, hand, leads)
    if gives_up_cicha and rules.offers(Contract.WESELE):
        return contract_call(Contract.WESELE, _named_jack(rules, hand))
    return DOUBLE if _doubles(rules, hand, seat, auction, leads) else PASS


def _best_lone(rules: RuleSet, hand: int, leads: bool, auction: Auction) -> Contract | None:
    best, best_value = None, MIN_GAIN
    for contract in LONE_CALLS:
        if rules.offers(contract) and auction.outranks(contract):
            value = lone_value(rules, contract, win_chance(rules, contract, hand, leads))
            if value > best_value:
                best, best_value = contract, value
    return best


def _keeps_cicha(rules: RuleSet, hand: int, leads: bool) -> bool:
    """A silent solo is worth it when the hand would make a zolo more often than not."""
    chance = win_chance(rules, Contract.ZOLO, hand, leads)
    return lone_value(rules, Contract.CICHA, chance) > 1.0


def _named_jack(rules: RuleSet, hand: int) -> Card | None:
    """Under `named_jack` the wesele names the jack `highest_jack` would make the partner's."""
    if rules.wesele_partner is not WeselePartner.NAMED_JACK:
        return None
    return highest_jack_partner_card(hand)


def _doubles(rules: RuleSet, hand: int, seat: int, auction: Auction, leads: bool) -> bool:
    """Double only against a known opponent, and only with the hand for it.

    A doubling by one's own side merges with it when counted, so the club
    player never raises a doubling that may have come from its partner.
    """
    if auction.level >= rules.max_doublings:
        return False
    contract = auction.contract
    doublings = auction.doublings
    last = doublings[-1].seat if doublings else None
    if contract is None:
        if hand & BLACK_QUEENS == BLACK_QUEENS:  # a cicha: everyone else is young
            return last not in (None, seat) and win_chance(rules, Contract.ZOLO, hand, leads) >= 0.85
        s = shape(rules.order_for(Contract.NORMAL), hand)
        return last is None and not hand & BLACK_QUEENS and s.top >= 2 and s.trumps >= 3
    standing = auction.contract_call
    assert standing is not None
    declarer = standing.seat
    if contract is Contract.WESELE:
        return False
    order = rules.order_for(contract)
    if seat == declarer:
        return last not in (None, seat) and win_chance(rules, contract, hand, leads) >= 0.99
    if last is not None and last != declarer:
        return False
    if contract.needs_all_tricks:
        return sure_trick(order, hand)  # one trick beats him
    if last is not None:
        return False  # he redoubled, sure of 53: one sure trick will not stop him
    s = shape(order, hand)
    return s.top >= 2 or (bool(hand & order.trumps[0].bit) and s.trumps >= 2)

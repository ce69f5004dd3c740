"""How strong a hand is for a contract, and the calls a club player makes from it.

Strength counts the trumps, half again for each of the four highest, and half a point
per plain ace (a Wenz: one and a half per Unter, one per ace, a half per ten beside
its ace). Club players bid a Sauspiel from 5, a Solo from 7.5 with two Ober at
least, a Wenz from 7.
"""

from __future__ import annotations

from kopdesk.cards import Deck, Rank, Suit
from kopdesk.games.schafkopf import DOUBLE, PASS, Call, CallKind, Contract, Observation, Stage, Variant
from kopdesk.games.schafkopf.calls import BIDS, card_of, plain_of, suit_of, trump_count
from kopdesk.games.schafkopf.orders import WENDISH_ORDER, bavarian_order
from kopdesk.games.tricks import RankOrder

SAUSPIEL_FROM, SOLO_FROM, WENZ_FROM = 5.0, 7.5, 7.0
SOLO_OBER = 2
"""A Solo also wants two of the four Ober: in club self-play (3,000 deals) a Solo at the
threshold with one Ober or none lost 1.6 units a bid, with two it won 0.3."""
SCHUSS_FROM, RETOUR_FROM = 6.0, 8.5
WENDISH_SOLO_FROM = 9.5
LONG_SUIT = 3


def _aces(order: RankOrder, hand: int) -> int:
    deck = order.deck
    return sum(1 for c in deck.cards_in(hand & ~order.trump_mask) if c.rank is Rank.ACE)


def _top_trumps(order: RankOrder) -> int:
    """The four highest trumps: the Ober (a Wenz: the Unter)."""
    return sum(c.bit for c in order.trumps[:4])


def strength(order: RankOrder, hand: int) -> float:
    trumps = hand & order.trump_mask
    top = _top_trumps(order)
    if len(order.trumps) == 4:  # a Wenz: the Unter alone are trumps
        tens = sum(
            1 for c in order.deck.cards_in(hand & ~trumps)
            if c.rank is Rank.TEN and hand & card_of(order.deck, Rank.ACE, c.suit).bit
        )  # fmt: skip
        return 1.5 * trumps.bit_count() + _aces(order, hand) + 0.5 * tens
    return trumps.bit_count() + 0.5 * (trumps & top).bit_count() + 0.5 * _aces(order, hand)


def plausible_declarer(order: RankOrder, contract: Contract, hand: int) -> bool:
    """Would a player hold `hand` and play `contract`? Loosely: a solo wants trumps."""
    if contract.is_wenz:
        return (hand & order.trump_mask).bit_count() >= 2
    if contract is Contract.SAUSPIEL:
        return True
    return strength(order, hand) >= SOLO_FROM - 1.5


def _bid_value(obs: Observation, hand: int, call: Call) -> float | None:
    """How much a club player likes a Bavarian contract call (None: not at all)."""
    contract = BIDS[call.kind]
    deck = obs.rules.deck
    suit = suit_of(deck, call.suit) if call.suit is not None else None
    if contract is Contract.SIE:
        return 100.0
    if contract is Contract.SAUSPIEL:
        assert suit is not None
        value = strength(bavarian_order(contract, Suit.HEARTS), hand)
        # Call the suit held shortest ("blank"): the partner's ace then takes it.
        shortness = 0.1 * (6 - (hand & plain_of(deck, suit)).bit_count())
        return value + shortness if value >= SAUSPIEL_FROM else None
    if contract is Contract.SOLO:
        order = bavarian_order(contract, suit)
        return strength(order, hand) + 2 if _solo_worthy(order, hand) else None
    if contract is Contract.WENZ:
        value = strength(bavarian_order(contract, None), hand)
        return value + 1 if value >= WENZ_FROM else None
    return None


def _solo_worthy(order: RankOrder, hand: int) -> bool:
    return strength(order, hand) >= SOLO_FROM and (hand & _top_trumps(order)).bit_count() >= SOLO_OBER


def would_solo(deck: Deck, hand: int) -> bool:
    """Would a club player call a Solo in some suit, or a Wenz, with `hand`?"""
    if strength(bavarian_order(Contract.WENZ, None), hand) >= WENZ_FROM:
        return True
    return any(_solo_worthy(bavarian_order(Contract.SOLO, suit), hand) for suit in Suit)


def club_bid(obs: Observation, hand: int) -> Call:
    best: tuple[float, Call] | None = None
    for call in obs.legal:
        if isinstance(call, Call) and call.kind in BIDS:
            value = _bid_value(obs, hand, call)
            if value is not None and (best is None or value > best[0]):
                best = value, call
    return best[1] if best else PASS


def club_double(obs: Observation, hand: int, order: RankOrder) -> Call:
    """Schuss with a strong defending hand, Retour with a very strong declaring one."""
    if DOUBLE not in obs.legal:
        return PASS
    threshold = SCHUSS_FROM if obs.doublings % 2 == 0 else RETOUR_FROM
    return DOUBLE if strength(order, hand) >= threshold else PASS


def wendish_choice(obs: Observation, hand: int) -> Call:
    """The holder of both Alten: alone when very strong; else the ace of a plain suit he
    holds three cards of (its holder will win it), else the first trick."""
    if strength(WENDISH_ORDER, hand) >= WENDISH_SOLO_FROM:
        return Call(CallKind.SOLO)
    deck = obs.rules.deck
    for call in (c for c in obs.legal if isinstance(c, Call)):
        ace = call.card if call.kind is CallKind.PARTNER else None
        if ace is not None and ace.rank is Rank.ACE and (hand & plain_of(deck, ace.suit)).bit_count() >= LONG_SUIT:
            return call
    return Call(CallKind.FIRST_TRICK)


def german_call(obs: Observation, hand: int) -> Call:
    """The announcement (or the Zwangsspiel's suit) with the highest count, then points."""
    deck = obs.rules.deck
    calls = [c for c in obs.legal if isinstance(c, Call)]
    suited = [c for c in calls if c.suit is not None]
    if not suited:
        return calls[0]
    return max(suited, key=lambda c: trump_count(deck, hand, suit_of(deck, c.suit or "")))


def club_call(obs: Observation, hand: int, order: RankOrder | None) -> Call:
    """The call a club player makes, whatever the stage."""
    stage = obs.stage
    if stage is Stage.BIDDING:
        return club_bid(obs, hand)
    if stage is Stage.DOUBLING:
        assert order is not None
        return club_double(obs, hand, order)
    if stage is Stage.WENDISH:
        return wendish_choice(obs, hand)
    assert obs.rules.variant is Variant.GERMAN
    return german_call(obs, hand)

"""What one seat knows: its own hand and what is public, never another's cards.

Bots and the GUI act on an `Observation` only. It is a copy of values, with no
way back to the deal it came from.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Union

from kopdesk.games.kop.calls import Call, SeatCall
from kopdesk.games.kop.cards import BLACK_QUEENS, CARDS, JACKS, JACKS_HIGH_TO_LOW, Card, cards_in, mask_of
from kopdesk.games.kop.rules import Contract, RuleSet, WeselePartner
from kopdesk.games.kop.scoring import Score
from kopdesk.games.tricks import SeatView, Trick, played_by

if TYPE_CHECKING:
    from kopdesk.games.kop.deal import Deal, Phase

Action = Union[Card, Call]
_EVERYONE = frozenset(range(4))
_PARTNER_JACKS = JACKS & ~JACKS_HIGH_TO_LOW[-1].bit
"""The declarer holds both black queens and so at most two jacks: the highest jack
he lacks is one of the top three, never the jack of diamonds."""


@dataclass(frozen=True, slots=True)
class Observation:
    seat: int
    rules: RuleSet
    dealer: int
    in_bok_round: bool
    phase: Phase
    to_move: int | None
    hand: tuple[Card, ...]
    """The cards this seat still holds."""
    calls: tuple[SeatCall, ...]
    level: int
    """The doubling level standing."""
    doublings: tuple[SeatCall, ...]
    """The doubling calls that stand (made after the standing contract call), in order:
    the first is level 1."""
    contract_called: SeatCall | None
    """The standing contract call, if any (a cicha is never called)."""
    tricks: tuple[Trick, ...]
    leader: int
    trick: tuple[Card, ...]
    """The trick in progress, in the order played from `leader`."""
    legal: tuple[Action, ...]
    """What this seat may do now; empty unless it is to move."""
    contract: Contract | None
    """The contract as far as this seat knows it (None: normal or cicha, not yet known)."""
    known_old: frozenset[int]
    known_young: frozenset[int]
    score: Score | None
    """The result, once the deal is over (then everything is public)."""

    def played_by(self) -> dict[Card, int]:
        """Every card played so far and who played it."""
        return played_by(self.tricks, self.leader, self.trick, 4)

    def unseen(self) -> tuple[Card, ...]:
        """The cards this seat has not seen: in the other hands, not yet played."""
        seen = mask_of(self.hand) | mask_of(self.played_by())
        return tuple(c for c in CARDS if not seen & c.bit)


def observe(deal: Deal, seat: int) -> Observation:
    hand = deal.hand(seat)
    contract: Contract | None = None
    old: frozenset[int] = frozenset()
    young: frozenset[int] = frozenset()
    if deal.sides is not None:
        played = played_by(deal.tricks, deal.leader, deal.trick, 4)
        view = SeatView(seat, mask_of(hand) | mask_of(c for c, s in played.items() if s == seat), played)
        contract, old, young = _known_sides(view, deal.rules, deal.auction.contract_call)
    return Observation(
        seat=seat,
        rules=deal.rules,
        dealer=deal.dealer,
        in_bok_round=deal.in_bok_round,
        phase=deal.phase,
        to_move=deal.to_move,
        hand=hand,
        calls=deal.calls,
        level=deal.auction.level,
        doublings=deal.auction.doublings,
        contract_called=deal.auction.contract_call,
        tricks=deal.tricks,
        leader=deal.leader,
        trick=deal.trick,
        legal=tuple(deal.legal_actions()) if deal.to_move == seat else (),
        contract=contract,
        known_old=old,
        known_young=_EVERYONE - old if len(old) == 2 else young,
        score=deal.score,
    )


def _known_sides(
    view: SeatView, rules: RuleSet, standing: SeatCall | None
) -> tuple[Contract | None, frozenset[int], frozenset[int]]:
    if standing is None:
        return _normal_or_cicha(view)
    contract, declarer = standing.call.contract, standing.seat
    if contract is not Contract.WESELE:
        return contract, frozenset({declarer}), _EVERYONE - {declarer}
    named = standing.call.jack if rules.wesele_partner is WeselePartner.NAMED_JACK else None
    partner = _wesele_partner(view, declarer, named)
    if partner is not None:
        old = frozenset({declarer, partner})
        return contract, old, _EVERYONE - old
    could_be_partner = view.dealt & (named.bit if named else _PARTNER_JACKS)
    young = frozenset() if view.seat == declarer or could_be_partner else frozenset({view.seat})
    return contract, frozenset({declarer}), young


def _normal_or_cicha(view: SeatView) -> tuple[Contract | None, frozenset[int], frozenset[int]]:
    holders = [view.holder(q) for q in cards_in(BLACK_QUEENS)]
    known = frozenset(h for h in holders if h is not None)
    if None not in holders:
        return (Contract.CICHA if len(known) == 1 else Contract.NORMAL), known, _EVERYONE - known
    if view.dealt & BLACK_QUEENS:
        # One black queen here, the other elsewhere: a normal game, partner unknown.
        return Contract.NORMAL, known, frozenset()
    return None, known, frozenset({view.seat})


def _wesele_partner(view: SeatView, declarer: int, named: Card | None) -> int | None:
    """The wesele partner, if this seat can tell who it is."""
    if named is not None:
        return view.holder(named)
    for jack in JACKS_HIGH_TO_LOW:
        holder = view.holder(jack)
        if holder != declarer:
            return holder
    return None

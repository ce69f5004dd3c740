"""What one seat knows: its own hand and what is public, never another's cards.

Bots and the GUI act on an `Observation` only. It is a copy of values, with no
way back to the deal it came from.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import TYPE_CHECKING

from kopdesk.games.kop.auction import Auction
from kopdesk.games.kop.calls import Call, SeatCall
from kopdesk.games.kop.cards import BLACK_QUEENS, CARDS, JACKS, JACKS_HIGH_TO_LOW, Card, cards_in, mask_of
from kopdesk.games.kop.rules import Contract, RuleSet, WeselePartner
from kopdesk.games.kop.scoring import Score
from kopdesk.games.tricks import RankOrder, SeatView, Trick, played_by

if TYPE_CHECKING:
    from kopdesk.games.kop.deal import Deal, Phase

Action = Card | Call
_EVERYONE = frozenset(range(4))
_PARTNER_JACKS = JACKS & ~JACKS_HIGH_TO_LOW[-1].bit
"""The declarer holds both black queens and so at most two jacks: the highest jack
he lacks is one of the top three, never the jack of diamonds."""


@dataclass(frozen=True, slots=True)
class Observation:
    seat: int
    rules: RuleSet
    dealer: int
    forehand: int
    """The seat after the dealer: it leads the first trick."""
    in_bok_round: bool
    phase: Phase
    to_move: int | None
    hand: tuple[Card, ...]
    """The cards this seat still holds."""
    auction: Auction
    """The auction so far (all of it is public): its calls, the standing contract call,
    the doubling level and the doublings that stand, whose call it is."""
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

    @property
    def calls(self) -> tuple[SeatCall, ...]:
        return self.auction.calls

    @property
    def level(self) -> int:
        """The doubling level standing."""
        return self.auction.level

    @property
    def contract_called(self) -> SeatCall | None:
        """The standing contract call, if any (a cicha is never called)."""
        return self.auction.contract_call

    @property
    def doublings(self) -> tuple[SeatCall, ...]:
        """The doubling calls that stand (made after the standing contract call), in order:
        the first is level 1."""
        return self.auction.doublings

    @property
    def order(self) -> RankOrder:
        """The rank order in force as far as this seat knows: the contract's, during the
        auction the standing call's (a normal game and a cicha share theirs)."""
        return self.rules.order_for(self.contract or self.auction.contract or Contract.NORMAL)

    @property
    def trick_winner(self) -> int | None:
        """The seat winning the trick in progress; None before its first card."""
        if not self.trick:
            return None
        indices = [c.index for c in self.trick]
        return (self.leader + indices.index(self.order.winning_index(indices))) % 4

    @property
    def points_taken(self) -> tuple[int, int, int, int]:
        """The card points in the tricks each seat has taken."""
        points = [0, 0, 0, 0]
        for done in self.tricks:
            points[done.winner] += done.points
        return (points[0], points[1], points[2], points[3])

    @property
    def tricks_taken(self) -> tuple[int, int, int, int]:
        """How many tricks each seat has taken."""
        counts = [0, 0, 0, 0]
        for done in self.tricks:
            counts[done.winner] += 1
        return (counts[0], counts[1], counts[2], counts[3])

    def taken_by(self, seats: Collection[int]) -> tuple[int, int]:
        """The card points and the tricks `seats` have taken together (a side, known or assumed)."""
        won = [done.points for done in self.tricks if done.winner in seats]
        return sum(won), len(won)

    @property
    def held(self) -> tuple[int, int, int, int]:
        """How many cards each seat still holds."""
        counts = [4, 4, 4, 4]
        for seat in self.played_by().values():
            counts[seat] -= 1
        return (counts[0], counts[1], counts[2], counts[3])

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
        forehand=deal.forehand,
        in_bok_round=deal.in_bok_round,
        phase=deal.phase,
        to_move=deal.to_move,
        hand=hand,
        auction=deal.auction,
        tricks=deal.tricks,
        leader=deal.leader,
        trick=deal.trick,
        legal=deal.legal_actions() if deal.to_move == seat else (),
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

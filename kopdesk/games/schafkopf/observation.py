"""What one seat knows: its own cards and what is public, never another's hidden cards.

Bots and views act on an `Observation` only: a copy of values with no way back to the
deal. Sides show as far as the seat can tell them: the partner of a Sauspiel once the
called ace shows (or a Retour gives him away), the Wendish Alten once played, a
concealed Wendish solo once both Alten fall from one hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from kopdesk.cards import Card, Rank, Suit, mask_of
from kopdesk.games.schafkopf.calls import Call, CallKind, SeatCall, Stage, alten, card_of
from kopdesk.games.schafkopf.rules import Contract, RuleSet, Variant
from kopdesk.games.schafkopf.scoring import Score
from kopdesk.games.tricks import SeatView, Trick, played_by

if TYPE_CHECKING:
    from kopdesk.games.schafkopf.deal import Deal

Action = Card | Call


@dataclass(frozen=True, slots=True)
class Observation:
    seat: int
    rules: RuleSet
    dealer: int
    forehand: int
    stage: Stage
    """Which calls are open; OVER once play has begun."""
    to_move: int | None
    hand: tuple[Card, ...]
    """The cards this seat may see in its hand (Zweier: its face-up cards)."""
    open_cards: tuple[tuple[Card, ...], ...]
    """Zweier: every seat's face-up cards (public); empty elsewhere."""
    face_down: tuple[int, ...]
    """Zweier: how many cards each seat has face down; empty elsewhere."""
    calls: tuple[SeatCall, ...]
    """The calls this seat has seen (a concealed Wendish solo only by its maker)."""
    contract: Contract | None
    """The contract as far as this seat knows it (None: not known yet)."""
    declarer: int | None
    trump: Suit | None
    called: Card | None
    doublings: int
    known_declarers: frozenset[int]
    known_defenders: frozenset[int]
    tricks: tuple[Trick, ...]
    leader: int
    trick: tuple[Card, ...]
    legal: tuple[Action, ...]
    """What this seat may do now; empty unless it is to move."""
    score: Score | None
    """The result, once the deal is over (then everything is public)."""
    covering: tuple[int, ...] = ()
    """Zweier: per seat, its face-up cards that lie on a face-down one, as a bitmask; empty elsewhere."""

    @property
    def seats(self) -> int:
        return self.rules.seats

    def played_by(self) -> dict[Card, int]:
        """Every card played so far and who played it."""
        return played_by(self.tricks, self.leader, self.trick, self.seats)

    def seen(self) -> int:
        """The cards this seat has seen, as a bitmask."""
        return mask_of(self.hand) | mask_of(self.played_by()) | mask_of(c for cards in self.open_cards for c in cards)


def observe(deal: Deal, seat: int) -> Observation:
    zweier = deal.rules.variant is Variant.ZWEIER
    outcome = deal.call_state.outcome
    calls = _visible_calls(deal, seat)
    known = _Known(deal, seat) if outcome is not None else None
    contract, declarer, declarers, defenders = known.sides() if known else (None, None, frozenset(), frozenset())
    return Observation(
        seat=seat,
        rules=deal.rules,
        dealer=deal.dealer,
        forehand=deal.forehand,
        stage=deal.call_state.stage,
        to_move=deal.to_move,
        hand=deal.open_cards(seat),
        open_cards=tuple(deal.open_cards(s) for s in range(deal.seats)) if zweier else (),
        face_down=tuple((deal.hidden_mask() & deal.dealt_masks[s]).bit_count() for s in range(deal.seats))
        if zweier
        else (),
        calls=calls,
        contract=contract,
        declarer=declarer,
        trump=outcome.trump if outcome is not None and contract is not None else None,
        called=outcome.called if outcome is not None else None,
        doublings=outcome.doublings if outcome is not None else 0,
        known_declarers=declarers,
        known_defenders=defenders,
        tricks=deal.tricks,
        leader=deal.leader,
        trick=deal.trick,
        legal=tuple(deal.legal_actions()) if deal.to_move == seat else (),
        score=deal.score,
        covering=tuple(_covering(deal, s) for s in range(deal.seats)) if zweier else (),
    )


def _covering(deal: Deal, seat: int) -> int:
    hidden = deal.hidden_mask()
    return mask_of(top for top, under in deal.stacks[seat] if under.bit & hidden)


def _visible_calls(deal: Deal, seat: int) -> tuple[SeatCall, ...]:
    concealed = deal.rules.variant is Variant.WENDISH and deal.score is None
    return tuple(
        made for made in deal.calls if not (concealed and made.call.kind is CallKind.SOLO and made.seat != seat)
    )


class _Known:
    """The sides as one seat can tell them once the calls are over."""

    def __init__(self, deal: Deal, seat: int) -> None:
        self.deal = deal
        self.seat = seat
        self.everyone = frozenset(range(deal.seats))
        played = played_by(deal.tricks, deal.leader, deal.trick, deal.seats)
        self.view = SeatView(seat, deal.dealt_masks[seat] if deal.rules.variant is not Variant.ZWEIER else 0, played)

    def sides(self) -> tuple[Contract | None, int | None, frozenset[int], frozenset[int]]:
        deal = self.deal
        outcome = deal.call_state.outcome
        assert outcome is not None
        if deal.score is not None:
            declarers = frozenset(deal.declarers or ())
            return (
                outcome.contract,
                outcome.declarer,
                declarers,
                (self.everyone - declarers) if declarers else declarers,
            )
        contract = outcome.contract
        if contract in (Contract.NONE, Contract.RAMSCH, Contract.ZWEIER):
            return contract, None, frozenset(), frozenset()
        if contract in (Contract.NORMAL, Contract.SOLO) and deal.rules.variant is Variant.WENDISH:
            return self._alten(outcome.declarer)
        assert outcome.declarer is not None
        declarer = outcome.declarer
        if contract is Contract.FIRST_TRICK:
            if not deal.partner_settled:
                return contract, declarer, frozenset({declarer}), frozenset()
            return contract, declarer, *self._pair(declarer, deal.partner)
        if outcome.called is None and contract not in (Contract.TRUMPS, Contract.ZWANGSSPIEL):
            return contract, declarer, *self._pair(declarer, None)
        if outcome.called is None:
            return contract, declarer, *self._pair(declarer, deal.partner)
        return contract, declarer, *self._called(declarer, outcome.called)

    def _pair(self, declarer: int, partner: int | None) -> tuple[frozenset[int], frozenset[int]]:
        declarers = frozenset({declarer} | ({partner} if partner is not None else set()))
        return declarers, self.everyone - declarers

    def _called(self, declarer: int, called: Card) -> tuple[frozenset[int], frozenset[int]]:
        """The partner is the holder of the called card: known once it shows (or to
        himself); doublings tell sides too (odd levels are the defenders')."""
        holder = self.view.holder(called)
        if holder is not None:
            return self._pair(declarer, holder)
        declarers = {declarer}
        defenders = set() if self.seat == declarer else {self.seat}
        standing = self.deal.call_state.outcome
        assert standing is not None
        for level, doubler in enumerate(standing.doublers, start=1):
            (defenders if level % 2 else declarers).add(doubler)
        if len(declarers) == 2:
            return self._pair(declarer, next(iter(declarers - {declarer})))
        if len(defenders) == 2:
            return self._pair(declarer, next(iter(self.everyone - defenders - {declarer})))
        return frozenset(declarers), frozenset(defenders)

    def _alten(self, declarer: int | None) -> tuple[Contract | None, int | None, frozenset[int], frozenset[int]]:
        """Wendish without a public call: the holders of ♣Q and ♠Q, as far as seen."""
        deck = self.deck_cards()
        holders = [self.view.holder(q) for q in deck]
        known = frozenset(h for h in holders if h is not None)
        if None not in holders:
            contract = Contract.SOLO if len(known) == 1 else Contract.NORMAL
            return contract, (declarer if contract is Contract.SOLO else None), known, self.everyone - known
        if self.view.dealt & alten(self.deal.deck):
            return Contract.NORMAL, None, known, frozenset()
        return None, None, known, frozenset({self.seat})

    def deck_cards(self) -> tuple[Card, Card]:
        deck = self.deal.deck
        return card_of(deck, Rank.QUEEN, Suit.CLUBS), card_of(deck, Rank.QUEEN, Suit.SPADES)

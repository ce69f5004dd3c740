"""Why a card or call is worth making: facts about the position, as one seat sees it.

A hint names an action (the master bot chooses it); `reasons` states what is
true about that action in the seat's position, as typed values the app words.
Every fact holds in the real deal, whatever the hidden hands: a claim that
depends on cards the seat has not seen ("nobody can beat it") is made only
when the cards seen, the duty to follow and the rank order settle it, and
otherwise the fact says that a player still to play in the trick may hold a card
able to beat it (or that only the winner's own side may).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TypeAlias

from kopdesk.bots.kop.knowledge import Knowledge
from kopdesk.games import tricks
from kopdesk.games.kop.auction import highest_jack_partner_card
from kopdesk.games.kop.calls import Call, CallKind
from kopdesk.games.kop.cards import BLACK_QUEENS, CARDS, Card, Suit, cards_in, mask_of
from kopdesk.games.kop.observation import Action, Observation
from kopdesk.games.kop.rules import Contract, WeselePartner
from kopdesk.games.tricks import RankOrder

TOP_TRUMPS = 4
"""How many of the highest trumps `HandShape` counts."""


class Holder(enum.Enum):
    """Who holds the trick, as far as the seat knows the sides."""

    PARTNER = "partner"
    OPPONENT = "opponent"
    UNKNOWN = "unknown"


class Safety(enum.Enum):
    """Whether a card winning the trick can still be beaten by a player still to play in it."""

    PLAYS_LAST = "plays_last"
    """The seat plays the trick's last card: nobody plays after it."""
    NONE_OUT = "none_out"
    """No player still to play can hold a card that beats it: it wins the trick."""
    SIDE_KEEPS = "side_keeps"
    """Only players known to be on the winning card's side may hold a card that beats it:
    the trick stays with that side."""
    BEATER_OUT = "beater_out"
    """A player still to play, not known to be on the winning card's side, may hold a card
    that beats it."""


@dataclass(frozen=True, slots=True)
class OnlyChoice:
    """The action is the only one the seat may make."""

    action: Action


@dataclass(frozen=True, slots=True)
class DutyBinds:
    """The duty to follow (the Kop rules: following) narrows the cards the seat may play."""

    code: tricks.Duty
    """FOLLOW_SUIT, BEAT_IN_SUIT, BEAT or PLAY_TRUMP."""
    to_beat: Card
    """The card winning the trick."""
    suit: Suit | None
    """The plain suit led; None for a trump lead."""


@dataclass(frozen=True, slots=True)
class TrickHeld:
    """`card` wins the trick so far; `safety` is None when the seat's card beats it."""

    card: Card
    holder: Holder
    safety: Safety | None


@dataclass(frozen=True, slots=True)
class Overtakes:
    """`card` beats `beaten`, the card winning the trick so far."""

    card: Card
    beaten: Card
    safety: Safety


@dataclass(frozen=True, slots=True)
class CannotBeat:
    """No card the seat may play beats `card`, the one winning the trick."""

    card: Card


@dataclass(frozen=True, slots=True)
class LeadWins:
    """Led, `card` wins the trick: no unseen card beats it."""

    card: Card


@dataclass(frozen=True, slots=True)
class TrumpsOut:
    """A trump is led while `count` trumps are unseen: whoever holds one must play one."""

    card: Card
    count: int


@dataclass(frozen=True, slots=True)
class FewestPoints:
    """No card the seat may play is worth fewer points than `card`."""

    card: Card
    points: int


@dataclass(frozen=True, slots=True)
class MostPoints:
    """No card the seat may play is worth more points than `card`."""

    card: Card
    points: int


@dataclass(frozen=True, slots=True)
class LowestTrump:
    """`card` is the lowest of two or more trumps the seat may play."""

    card: Card


@dataclass(frozen=True, slots=True)
class SilentSolo:
    """The seat holds both black queens: if no game is called, it plays a cicha."""


@dataclass(frozen=True, slots=True)
class QueenPartner:
    """The seat holds one black queen: if no game is called, the holder of `other` is its partner."""

    held: Card
    other: Card


@dataclass(frozen=True, slots=True)
class NoBlackQueen:
    """The seat holds neither black queen: if no game is called, it is young."""


@dataclass(frozen=True, slots=True)
class LoneAgainst:
    """Another seat called the lone game `contract`, which stands: with it, the seat is young
    with the other two."""

    contract: Contract


@dataclass(frozen=True, slots=True)
class CannotDouble:
    """The thrown game `contract` stands: nobody may double it."""

    contract: Contract


@dataclass(frozen=True, slots=True)
class HandShape:
    """In `contract`'s rank order the hand holds `trumps` trumps, `top` of the four highest."""

    contract: Contract
    trumps: int
    top: int


@dataclass(frozen=True, slots=True)
class LeadsFirstTrick:
    """The seat is the forehand: in a played game it leads to the first trick."""


@dataclass(frozen=True, slots=True)
class WeddingPartner:
    """A wedding called by this seat makes the holder of `jack` its partner."""

    jack: Card


@dataclass(frozen=True, slots=True)
class ThrownWin:
    """The seat holds `cards`, all the thrown game `contract` needs: it wins without play."""

    contract: Contract
    cards: tuple[Card, ...]


Fact: TypeAlias = (
    OnlyChoice | DutyBinds | TrickHeld | Overtakes | CannotBeat | LeadWins | TrumpsOut | FewestPoints | MostPoints
    | LowestTrump | SilentSolo | QueenPartner | NoBlackQueen | LoneAgainst | CannotDouble | HandShape
    | LeadsFirstTrick | WeddingPartner | ThrownWin
)


def reasons(observation: Observation, action: Action) -> tuple[Fact, ...]:
    """The facts that speak for `action`, a legal action of the seat to move, most telling first."""
    if action not in observation.legal:
        raise ValueError(f"{action} is not a legal action of seat {observation.seat}")
    only: tuple[Fact, ...] = (OnlyChoice(action),) if len(observation.legal) == 1 else ()
    if isinstance(action, Call):
        return only + _call_facts(observation, action)
    return only + _card_facts(observation, action)


# -- cards ------------------------------------------------------------------------


def _card_facts(obs: Observation, card: Card) -> tuple[Fact, ...]:
    order = obs.order
    if not obs.trick:
        return _lead_facts(obs, order, card)
    trick = [c.index for c in obs.trick]
    best = order.winning_index(trick)
    winner = CARDS[best]
    facts: list[Fact] = []
    constraint = order.constraint(mask_of(obs.hand), trick)
    if constraint.duty is not None:
        facts.append(DutyBinds(constraint.duty, winner, constraint.suit))
    player = (obs.leader + trick.index(best)) % 4
    holder = _holder(obs, player)
    if order.winning_index([*trick, card.index]) == card.index:
        facts += [TrickHeld(winner, holder, None), Overtakes(card, winner, _safety(obs, order, card, obs.seat))]
        return tuple(facts)
    facts.append(TrickHeld(winner, holder, _safety(obs, order, winner, player)))
    legal = _legal_cards(obs)
    beaten = any(order.winning_index([*trick, c.index]) == c.index for c in legal)
    if not beaten and constraint.duty is not tricks.Duty.PLAY_TRUMP:  # that duty says so already
        facts.append(CannotBeat(winner))
    return tuple(facts) + _value_facts(order, legal, card, smear=holder is Holder.PARTNER)


def _lead_facts(obs: Observation, order: RankOrder, card: Card) -> tuple[Fact, ...]:
    facts: list[Fact] = []
    if _safety(obs, order, card, obs.seat) is Safety.NONE_OUT:
        facts.append(LeadWins(card))
    if order.is_trump(card):
        out = sum(1 for c in obs.unseen() if order.is_trump(c))
        if out:
            facts.append(TrumpsOut(card, out))
    if facts:
        return tuple(facts)
    return _value_facts(order, _legal_cards(obs), card, smear=False)


def _value_facts(order: RankOrder, legal: tuple[Card, ...], card: Card, smear: bool) -> tuple[Fact, ...]:
    """What `card` is worth, or how it ranks, beside the other cards the seat may play."""
    points = [c.points for c in legal]
    if min(points) < max(points):
        if card.points == min(points):
            return (FewestPoints(card, card.points),)
        if smear and card.points == max(points):
            return (MostPoints(card, card.points),)
    trumps = [c for c in legal if order.is_trump(c)]
    if order.is_trump(card) and len(trumps) > 1 and max(trumps, key=order.trumps.index) is card:
        return (LowestTrump(card),)
    return ()


def _legal_cards(obs: Observation) -> tuple[Card, ...]:
    return tuple(a for a in obs.legal if isinstance(a, Card))


def _holder(obs: Observation, seat: int) -> Holder:
    """Whether `seat` is known to be on the side of the seat observing."""
    return _relation(obs, obs.seat, seat)


def _relation(obs: Observation, seat: int, other: int) -> Holder:
    """Whether `other` is known to be on `seat`'s side, as far as the observing seat knows the sides."""
    for side, rest in ((obs.known_old, obs.known_young), (obs.known_young, obs.known_old)):
        if seat in side:
            if other in side:
                return Holder.PARTNER
            if other in rest:
                return Holder.OPPONENT
    return Holder.UNKNOWN


def _safety(obs: Observation, order: RankOrder, winning: Card, player: int) -> Safety:
    """Whether `winning`, played by `player` and winning the trick once the seat has played,
    can still be beaten by a player still to play in this trick."""
    later = [(obs.leader + position) % 4 for position in range(len(obs.trick) + 1, 4)]
    if not later:
        return Safety.PLAYS_LAST
    options = Knowledge(obs).seat_options
    beaters = cards_in(order.beats[winning.index] & mask_of(obs.unseen()))
    able = {seat for c in beaters for seat in options[c.index] if seat in later}
    if not able:
        return Safety.NONE_OUT
    if all(_relation(obs, player, seat) is Holder.PARTNER for seat in able):
        return Safety.SIDE_KEEPS
    return Safety.BEATER_OUT


# -- calls ------------------------------------------------------------------------


def _call_facts(obs: Observation, call: Call) -> tuple[Fact, ...]:
    hand = mask_of(obs.hand)
    if call.kind is CallKind.CONTRACT:
        assert call.contract is not None
        return _contract_facts(obs, call, hand)
    standing = obs.contract_called
    if standing is None:
        return (_queens_fact(hand), _shape(obs, Contract.NORMAL, hand))
    contract = standing.call.contract
    assert contract is not None
    if contract.is_thrown:
        return (CannotDouble(contract),)
    against: tuple[Fact, ...] = (LoneAgainst(contract),) if contract.is_lone and standing.seat != obs.seat else ()
    return (*against, _shape(obs, contract, hand))


def _contract_facts(obs: Observation, call: Call, hand: int) -> tuple[Fact, ...]:
    contract = call.contract
    assert contract is not None
    if contract.is_thrown:
        return (ThrownWin(contract, cards_in(contract.required_cards)),)
    if contract is Contract.WESELE:
        named = call.jack if obs.rules.wesele_partner is WeselePartner.NAMED_JACK else None
        return (WeddingPartner(named or highest_jack_partner_card(hand)),)
    leads: tuple[Fact, ...] = (LeadsFirstTrick(),) if obs.seat == (obs.dealer + 1) % 4 else ()
    return (_shape(obs, contract, hand), *leads)


def _queens_fact(hand: int) -> Fact:
    held = cards_in(hand & BLACK_QUEENS)
    if len(held) == 2:
        return SilentSolo()
    if held:
        return QueenPartner(held[0], cards_in(BLACK_QUEENS & ~hand)[0])
    return NoBlackQueen()


def _shape(obs: Observation, contract: Contract, hand: int) -> HandShape:
    order = obs.rules.order_for(contract)
    trumps = sum(1 for c in cards_in(hand) if order.is_trump(c))
    top = sum(1 for c in order.trumps[:TOP_TRUMPS] if hand & c.bit)
    return HandShape(contract, trumps, top)

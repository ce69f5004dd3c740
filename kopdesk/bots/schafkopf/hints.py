"""The facts behind a hint in the Schafkopf family: what in the position speaks for an
action (the master's, where the app asks).

Every fact is true in the position as the seat sees it (its observation, nothing
hidden), so it is true of the deal itself: what a call would make trumps and how many
the hand holds, what a card must do by the rules, what it takes, and what is still out.
The facts are data (`kopdesk.bots.hints.Fact`: a `HintReason` and its values); a view
words them. No Qt here.
"""

from __future__ import annotations

import enum

from kopdesk.bots.hints import Fact
from kopdesk.bots.schafkopf.club import partners
from kopdesk.bots.schafkopf.knowledge import order_of
from kopdesk.cards import Card, Rank, Suit, mask_of
from kopdesk.games.schafkopf import PASS, Action, Call, CallKind, Contract, Observation, Stage, Variant
from kopdesk.games.schafkopf.calls import BIDS, callable_ace, card_of, plain_of, suit_of, trump_count
from kopdesk.games.schafkopf.orders import bavarian_order, order_for
from kopdesk.games.schafkopf.scoring import laufende
from kopdesk.games.tricks import RankOrder

SCHMIER_POINTS = 10
"""A Sau or a Zehn: the cards worth giving a partner's trick."""


class HintReason(enum.Enum):
    """Why an action is good, as a fact of the position; the values of `Fact` per reason."""

    ONLY_MOVE = "only_move"
    """The one legal action."""
    TRUMPS = "trumps"
    """Under the game the call would play (a pass, a Sauspiel's trumps), the hand holds `number` trumps."""
    LAUFENDE = "laufende"
    """A game the call declares would count `number` Laufende (as the scoring counts them, under
    the rules in force) from the highest trumps the hand holds without a gap: exactly these
    alone, at least these with a partner."""
    ACES = "aces"
    """The hand holds the plain aces `cards` (Sau), each the highest card of its suit in that
    game: only a trump beats one."""
    CALLED_SUIT = "called_suit"
    """A Sauspiel call: the hand holds `number` plain cards of the called ace's suit and not
    the ace `cards[0]`, so that ace may be called."""
    NO_CALLABLE_ACE = "no_callable_ace"
    """A pass in Bavarian Schafkopf: no ace may be called (a Sauspiel is not possible)."""
    OUTBID = "outbid"
    """A forced pass in the bidding: a game called before outranks every game the hand may call."""
    DOUBLE_LIMIT = "double_limit"
    """A forced pass in the doubling round: the game is doubled `number` times, as often as the
    rules allow."""
    NO_SCHUSS = "no_schuss"
    """A forced pass in the doubling round: only a defender may give Schuss, and the seat plays
    on the declaring side."""
    NO_RETOUR = "no_retour"
    """A forced pass in the doubling round: only the declaring side may answer a Schuss with
    Retour, and the seat is a defender."""
    TOO_FEW_TRUMPS = "too_few_trumps"
    """A forced pass in German Schafkopf: the hand counts at most `number` trumps in any suit
    (jacks counted), fewer than an announcement needs."""
    CANNOT_FOLLOW = "cannot_follow"
    """The hand holds no card of the class (trumps, or a suit) of `cards[0]`, the card led: it
    cannot follow."""
    MUST_FOLLOW = "must_follow"
    """The card led `cards[0]` must be followed: only `number` of the hand's cards may be played."""
    CALLED_ACE = "called_ace"
    """The called ace `cards[0]` must be played: its suit was led."""
    CALLED_ACE_LEAD = "called_ace_lead"
    """The one card: the called ace `cards[0]` leads its suit; no other card of that suit may."""
    CALLED_ACE_KEPT = "called_ace_kept"
    """The one card: the called ace `cards[0]` may not be thrown on a trick of another suit."""
    TAKES_TRICK = "takes_trick"
    """The card beats `cards[0]` and nobody after can beat it: the trick is the seat's, with the
    `number` points on it so far (the card's included)."""
    BEATS = "beats"
    """The card beats `cards[0]`, the best card of the trick so far (others still play after)."""
    SCHMIEREN = "schmieren"
    """The partner's `cards[0]` takes the trick for sure: the card adds its `number` points to it."""
    TRUMP_OUT = "trump_out"
    """The declaring side leads a trump to draw the `number` trumps held elsewhere."""
    NO_TRUMPS_OUT = "no_trumps_out"
    """Every trump not in the hand has been played: nobody else holds a trump."""
    HIGHEST_LEFT = "highest_left"
    """No card held elsewhere beats the card in its class (trumps, or its suit); said of a card
    that leads, or that beats the trick's best card of the suit led without taking it for sure."""


def facts(observation: Observation, action: Action) -> tuple[Fact[HintReason], ...]:
    """The facts of the position that speak for `action`, most weighty first."""
    found = [Fact(HintReason.ONLY_MOVE)] if len(observation.legal) == 1 else []
    if isinstance(action, Call):
        found.extend(_call_facts(observation, action))
    else:
        found.extend(_card_facts(observation, action))
    return tuple(found)


# -- calls ---------------------------------------------------------------------------


def call_order(observation: Observation, call: Call) -> RankOrder | None:
    """The rank order of the game `call` would play (a pass or a doubling: the Sauspiel's, or
    the game standing); None where a call's trumps are not a plain count (German announcements)."""
    rules, deck = observation.rules, observation.rules.deck
    if rules.variant is Variant.GERMAN:
        return None
    contract = BIDS.get(call.kind)
    if rules.variant is not Variant.BAVARIAN or contract is None or contract is Contract.SIE:
        return order_of(observation) if observation.contract is not None else order_for(rules, Contract.SAUSPIEL, None)
    trump = suit_of(deck, call.suit) if call.suit is not None and contract is not Contract.SAUSPIEL else None
    return bavarian_order(contract, Suit.HEARTS if contract is Contract.SAUSPIEL else trump)


def _call_facts(observation: Observation, call: Call) -> list[Fact[HintReason]]:
    deck = observation.rules.deck
    hand = mask_of(observation.hand)
    found = _forced_pass_facts(observation, hand) if observation.legal == (PASS,) else []
    order = call_order(observation, call)
    if order is None:
        if call.suit is None:
            return found
        return [*found, Fact(HintReason.TRUMPS, number=trump_count(deck, hand, suit_of(deck, call.suit))[0])]
    found.append(Fact(HintReason.TRUMPS, number=(hand & order.trump_mask).bit_count()))
    runners = _laufende(observation, order, call, hand)
    if runners:
        found.append(Fact(HintReason.LAUFENDE, number=runners))
    aces = tuple(c for c in deck.cards_in(hand & ~order.trump_mask) if c.rank is Rank.ACE)
    if aces:
        found.append(Fact(HintReason.ACES, aces))
    if call.kind is CallKind.SAUSPIEL and call.suit is not None:
        suit = suit_of(deck, call.suit)
        found.append(
            Fact(HintReason.CALLED_SUIT, (card_of(deck, Rank.ACE, suit),), (hand & plain_of(deck, suit)).bit_count())
        )
    if call.kind is CallKind.PASS and _may_bid_sauspiel(observation, hand):
        found.append(Fact(HintReason.NO_CALLABLE_ACE))
    return found


def _laufende(observation: Observation, order: RankOrder, call: Call, hand: int) -> int:
    """The Laufende the scoring would count from the hand's own top trumps, were the game
    `call` declares played (0 for any other call, and for a run below the minimum)."""
    contract = BIDS.get(call.kind)
    if contract is None or contract is Contract.SIE or not hand & order.trumps[0].bit:
        return 0
    return laufende(observation.rules, order, contract, hand)


def _forced_pass_facts(observation: Observation, hand: int) -> list[Fact[HintReason]]:
    """Why a pass is the only call open."""
    rules = observation.rules
    if observation.stage is Stage.ANNOUNCE:
        most = max(trump_count(rules.deck, hand, suit)[0] for suit in Suit)
        return [Fact(HintReason.TOO_FEW_TRUMPS, number=most)]
    if observation.stage is Stage.DOUBLING:
        if observation.doublings >= rules.max_doublings:
            return [Fact(HintReason.DOUBLE_LIMIT, number=observation.doublings)]
        schuss = observation.doublings % 2 == 0
        return [Fact(HintReason.NO_SCHUSS if schuss else HintReason.NO_RETOUR)]
    if observation.stage is Stage.BIDDING and any(made.call.kind is not CallKind.PASS for made in observation.calls):
        return [Fact(HintReason.OUTBID)]
    return []


def _may_bid_sauspiel(observation: Observation, hand: int) -> bool:
    """A Bavarian bidding where a Sauspiel is open, and no ace of the hand may be called."""
    if observation.rules.variant is not Variant.BAVARIAN or observation.stage is not Stage.BIDDING:
        return False
    if Contract.SAUSPIEL not in observation.rules.contracts:
        return False
    return not any(callable_ace(observation.rules.deck, hand, suit) for suit in Suit)


# -- cards -----------------------------------------------------------------------------


def _card_facts(observation: Observation, card: Card) -> list[Fact[HintReason]]:
    order = order_of(observation)
    if observation.trick:
        return _follow_facts(observation, order, card)
    return _lead_facts(observation, order, card)


def _elsewhere(observation: Observation) -> int:
    """The cards neither played nor in the seat's hand: held by others (Zweier: face up on
    the other side, or face down)."""
    return observation.rules.deck.all & ~mask_of(observation.played_by()) & ~mask_of(observation.hand)


def _beaters_out(observation: Observation, order: RankOrder, card: Card) -> int:
    """The cards held elsewhere that beat `card` in its class (a trump: higher trumps; a plain
    card: higher cards of its suit), as a bitmask."""
    above = order.trumps if order.is_trump(card) else order.plain[card.suit]
    return mask_of(above[: above.index(card)]) & _elsewhere(observation)


def _follow_facts(observation: Observation, order: RankOrder, card: Card) -> list[Fact[HintReason]]:
    trick = observation.trick
    found = _duty_facts(observation, order, card)
    best = order.deck.cards[order.winning_index([c.index for c in trick])]
    points = sum(c.points for c in trick) + card.points
    last = len(trick) == observation.seats - 1
    if card.bit & order.beats[best.index]:
        highest = not _beaters_out(observation, order, card)
        if last or (order.is_trump(card) and highest):
            return [*found, Fact(HintReason.TAKES_TRICK, (best,), points)]
        found.append(Fact(HintReason.BEATS, (best,)))
        if highest:  # a card of the suit led, the highest left, that a trump may still beat
            found.append(Fact(HintReason.HIGHEST_LEFT))
        return found
    best_seat = (observation.leader + trick.index(best)) % observation.seats
    partner_holds = last or not (order.beats[best.index] & _elsewhere(observation))
    if best_seat in partners(observation) and partner_holds and card.points >= SCHMIER_POINTS:
        found.append(Fact(HintReason.SCHMIEREN, (best,), card.points))
    return found


def _duty_facts(observation: Observation, order: RankOrder, card: Card) -> list[Fact[HintReason]]:
    """What the rules of following say of the hand: it must follow, must play the called ace,
    may not throw it away, or cannot follow at all."""
    trick, legal, hand = observation.trick, observation.legal, mask_of(observation.hand)
    led = trick[0]
    if card is observation.called and len(legal) == 1 and led.bit & plain_of(order.deck, card.suit):
        return [Fact(HintReason.CALLED_ACE, (card,))]
    if order.constraint(hand, [c.index for c in trick]).duty is not None:
        return [Fact(HintReason.MUST_FOLLOW, (led,), len(legal))] if len(legal) < len(observation.hand) else []
    found = [Fact(HintReason.CANNOT_FOLLOW, (led,))]
    if len(legal) == 1 and observation.called is not None and observation.called.bit & hand & ~card.bit:
        found.append(Fact(HintReason.CALLED_ACE_KEPT, (observation.called,)))
    return found


def _lead_facts(observation: Observation, order: RankOrder, card: Card) -> list[Fact[HintReason]]:
    found = []
    if len(observation.legal) == 1 and card is observation.called and len(observation.hand) > 1:
        found.append(Fact(HintReason.CALLED_ACE_LEAD, (card,)))
    trumps_out = (order.trump_mask & _elsewhere(observation)).bit_count()
    if not trumps_out:
        found.append(Fact(HintReason.NO_TRUMPS_OUT))
    elif order.is_trump(card) and observation.seat in observation.known_declarers:
        found.append(Fact(HintReason.TRUMP_OUT, number=trumps_out))
    if not _beaters_out(observation, order, card):
        found.append(Fact(HintReason.HIGHEST_LEFT))
    return found

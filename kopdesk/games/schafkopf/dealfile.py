"""Schafkopf deal files (docs/deal-files.md): read, write, where a deal stands.

The same reader serves `kopdesk replay`, saves and bug reports. It builds on the
shared reading of `kopdesk.games.dealfile`: every error names the place in the
file it comes from (`hands[2][1]`, `calls[3].suit`, `play[5]`) and is one line.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any

from kopdesk.cards import Card, Deck
from kopdesk.games import dealfile
from kopdesk.games.dealfile import (
    DealFileError,
    cards,
    check_keys,
    deal_object,
    each,
    listed,
    replay_calls_and_play,
    rules_named,
    seat,
    typed,
)
from kopdesk.games.schafkopf.calls import Call, CallKind, SeatCall, takes_suit
from kopdesk.games.schafkopf.deal import Deal, DealError, Phase, check_hands
from kopdesk.games.schafkopf.rules import Contract, RuleSet, Variant, rules_from_preset
from kopdesk.games.tricks import Trick
from kopdesk.quoting import quoted

_CALLS: dict[Variant, tuple[CallKind, ...]] = {
    Variant.BAVARIAN: (
        CallKind.PASS, CallKind.DOUBLE, CallKind.SAUSPIEL, CallKind.FARBWENZ, CallKind.WENZ, CallKind.SOLO,
        CallKind.FARBWENZ_TOUT, CallKind.WENZ_TOUT, CallKind.SOLO_TOUT, CallKind.SIE,
    ),
    Variant.WENDISH: (CallKind.PARTNER, CallKind.FIRST_TRICK, CallKind.SOLO),
    Variant.ZWEIER: (),
    Variant.GERMAN: (CallKind.PASS, CallKind.TRUMPS, CallKind.TRUMP),
}  # fmt: skip
"""The call ids each preset knows (docs/deal-files.md)."""


@dataclass(frozen=True, slots=True)
class DealFile:
    rules: RuleSet
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    """Per seat; in Zweier the eight open cards, then the eight hidden ones under them."""
    calls: tuple[SeatCall, ...]
    play: tuple[Card, ...] = ()

    @classmethod
    def of(cls, deal: Deal) -> DealFile:
        """The deal file of `deal` as far as it has gone."""
        play = tuple(a for a in deal.history if isinstance(a, Card))
        return cls(deal.rules, deal.dealer, deal.dealt, deal.calls, play)

    def to_json(self) -> dict[str, Any]:
        data = dealfile.rules_json(self.rules)
        data["dealer"] = self.dealer
        if self.rules.variant is Variant.ZWEIER:
            data["hands"] = [
                [[str(top), str(under)] for top, under in zip(h[:8], h[8:], strict=True)] for h in self.hands
            ]
        else:
            data["hands"] = [[str(c) for c in hand] for hand in self.hands]
        data["calls"] = [_call_json(made) for made in self.calls]
        data["play"] = [str(c) for c in self.play]
        return data

    def dumps(self) -> str:
        return dealfile.dumps(self.to_json())

    def replay(self) -> Deal:
        """A deal with every call and card applied; DealFileError at the first refusal."""
        deal = Deal(self.rules, self.dealer, self.hands)
        replay_calls_and_play(deal, self.calls, self.play, Phase.CALLS)
        return deal


def _call_json(made: SeatCall) -> dict[str, Any]:
    data: dict[str, Any] = {"seat": made.seat, "call": made.call.kind.value}
    if made.call.suit is not None:
        data["suit"] = made.call.suit
    if made.call.card is not None:
        data["card"] = str(made.call.card)
    return data


# -- reading -------------------------------------------------------------------

_KEYS = ("rules", "house_rules", "dealer", "hands", "calls", "play")
_REQUIRED = ("rules", "dealer", "hands", "calls")


def parse_deal_file(text: str | bytes) -> DealFile:
    """A deal file's text or bytes; the calls and cards are checked by `replay()`."""
    return deal_file_from_json(dealfile.parse_json(text))


def deal_file_from_json(data: Any) -> DealFile:
    data = deal_object(data, _KEYS, _REQUIRED)
    rules = rules_named(data, rules_from_preset)
    dealer = seat(data["dealer"], "dealer", rules.seats)
    hands = _hands(rules, data["hands"])
    calls = each(data["calls"], "calls", partial(_call, rules))
    play = _cards(rules.deck, data.get("play", []), "play")
    return DealFile(rules, dealer, hands, calls, play)


def _what(deck: Deck) -> str:
    return f'a card such as "{deck.cards[1]}"'


def _card(deck: Deck, value: Any, where: str) -> Card:
    return dealfile.card(value, where, deck.card, _what(deck))


def _cards(deck: Deck, value: Any, where: str) -> tuple[Card, ...]:
    return cards(value, where, deck.card, _what(deck))


def _hands(rules: RuleSet, value: Any) -> tuple[tuple[Card, ...], ...]:
    deck = rules.deck
    if rules.variant is Variant.ZWEIER:
        parsed = dealfile.hands(value, rules.seats, partial(_stacks, deck))
    else:
        parsed = dealfile.hands(value, rules.seats, partial(_cards, deck))
    try:
        check_hands(rules, parsed)
    except DealError as error:
        raise DealFileError("hands", str(error)) from None
    return parsed


def _stacks(deck: Deck, value: Any, where: str) -> tuple[Card, ...]:
    """Zweier: eight [open, hidden] pairs, as the open cards then the hidden ones."""
    stacks = listed(value, where)
    if len(stacks) != 8:
        raise DealFileError(where, f"a Zweier hand is eight [open, hidden] stacks, not {len(stacks)} items")
    pairs = []
    for i, stack in enumerate(stacks):
        stack_cards = listed(stack, f"{where}[{i}]")
        if len(stack_cards) != 2:
            raise DealFileError(f"{where}[{i}]", f"a stack is [open, hidden]: two cards, not {len(stack_cards)}")
        pairs.append(tuple(_card(deck, c, f"{where}[{i}][{j}]") for j, c in enumerate(stack_cards)))
    return tuple(p[0] for p in pairs) + tuple(p[1] for p in pairs)


def _call(rules: RuleSet, value: Any, where: str) -> SeatCall:
    item = typed(value, dict, where, 'a call such as {"seat": 2, "call": "pass"}')
    check_keys(item, where, ("seat", "call", "suit", "card"), ("seat", "call"))
    by = seat(item["seat"], f"{where}.seat", rules.seats)
    kind = _call_kind(rules, typed(item["call"], str, f"{where}.call", "a call id"), f"{where}.call")
    suit = _suit_parameter(rules, kind, item, where)
    card = _card_parameter(rules, kind, item, where)
    return SeatCall(by, Call(kind, suit, card))


def _call_kind(rules: RuleSet, text: str, where: str) -> CallKind:
    known = _CALLS[rules.variant]
    found = next((kind for kind in known if kind.value == text), None)
    if found is None:
        if not known:
            raise DealFileError(where, f"{rules.preset} has no calls: the calls must be []")
        raise DealFileError(
            where, f"{quoted(text)} is not a call of {rules.preset} (one of {', '.join(k.value for k in known)})"
        )
    return found


def _suit_parameter(rules: RuleSet, kind: CallKind, item: dict[str, Any], where: str) -> str | None:
    if not takes_suit(kind, rules.variant):
        if "suit" in item:
            raise DealFileError(f"{where}.suit", f"{kind.value} names no suit")
        return None
    if "suit" not in item:
        raise DealFileError(f"{where}.suit", f"this key is required but missing: {kind.value} names a suit")
    letters = list(rules.deck.suit_letters.values())
    suit = item["suit"]
    if suit not in letters:
        raise DealFileError(f"{where}.suit", f"{quoted(suit)} is not a suit ({', '.join(letters)})")
    return str(suit)


def _card_parameter(rules: RuleSet, kind: CallKind, item: dict[str, Any], where: str) -> Card | None:
    if kind is not CallKind.PARTNER:
        if "card" in item:
            raise DealFileError(f"{where}.card", f"{kind.value} names no card")
        return None
    if "card" not in item:
        raise DealFileError(f"{where}.card", "this key is required but missing: partner names a card")
    return _card(rules.deck, item["card"], f"{where}.card")


# -- where a deal stands -----------------------------------------------------------


def _texts(cards: Any) -> list[str]:
    return sorted(str(c) for c in cards)


def _trump(deal: Deal) -> str | None:
    outcome = deal.call_state.outcome
    if outcome is None or outcome.trump is None:
        return None
    return deal.deck.suit_letters[outcome.trump]


def deal_status(deal: Deal) -> dict[str, Any]:
    """The replay output (docs/deal-files.md): the calls, the play, or the result."""
    if deal.phase is Phase.CALLS:
        return {"phase": "auction", "to_move": deal.to_move, "legal_calls": _texts(deal.legal_actions())}
    contract = deal.contract
    assert contract is not None
    if deal.phase is Phase.PLAY:
        status: dict[str, Any] = {
            "phase": "play",
            "contract": contract.value,
            "trump": _trump(deal),
            "to_move": deal.to_move,
            "trick": [str(c) for c in deal.trick],
            "legal": _texts(deal.legal_actions()),
        }
        if deal.stacks:
            status["open"] = [_texts(deal.open_cards(s)) for s in range(deal.seats)]
        return status
    return _done(deal, contract)


def _trick_json(trick: Trick) -> dict[str, Any]:
    return {
        "leader": trick.leader,
        "cards": [str(c) for c in trick.cards],
        "winner": trick.winner,
        "points": trick.points,
    }


def _done(deal: Deal, contract: Contract) -> dict[str, Any]:
    score = deal.score
    assert score is not None
    outcome = score.outcome
    declarers = score.declarers
    status: dict[str, Any] = {
        "phase": "done",
        "contract": contract.value,
        "trump": _trump(deal),
        "called": str(outcome.called) if outcome.called is not None else None,
        "declarer": outcome.declarer,
        "partner": score.partner,
        "declarers": list(declarers) if declarers is not None else None,
        "defenders": list(score.defenders) if score.defenders is not None else None,
        "doublings": outcome.doublings,
        "laufende": score.laufende,
        "tricks": [_trick_json(t) for t in score.tricks],
        "points": _points(deal, score.points, declarers),
        "winner": score.winner.value if score.winner is not None else score.winning_seat,
        "schneider": score.schneider,
        "schwarz": score.schwarz,
        "units": list(score.units),
    }
    if contract is Contract.RAMSCH:
        status["loser"] = list(score.losers)
        status["durchmarsch"] = score.durchmarsch
    return status


def _points(deal: Deal, points: tuple[int, ...], declarers: tuple[int, ...] | None) -> Any:
    contract = deal.contract
    if contract in (Contract.NONE, Contract.SIE):
        return None
    if declarers is None:
        return list(points)
    ours = sum(points[s] for s in declarers)
    return {"declarers": ours, "defenders": 120 - ours}

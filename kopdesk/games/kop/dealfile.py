"""Kop and Baśka deal files (docs/deal-files.md): read, write, where a deal stands.

The same reader serves `kopdesk replay`, saved games and bug reports. It builds on
the shared reading of `kopdesk.games.dealfile`: every error names the place in the
file it comes from (`hands[2][1]`, `play[5]`) and is one printable line.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kopdesk.games import dealfile
from kopdesk.games.dealfile import (
    DealFileError,
    cards,
    check_keys,
    deal_object,
    each,
    replay_calls_and_play,
    rules_named,
    seat,
    typed,
)
from kopdesk.games.kop.calls import Call, CallKind, SeatCall, call_from_id
from kopdesk.games.kop.cards import Card, card
from kopdesk.games.kop.deal import Deal, DealError, Phase, check_hands
from kopdesk.games.kop.rules import RuleSet, rules_from_preset


@dataclass(frozen=True, slots=True)
class DealFile:
    rules: RuleSet
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    calls: tuple[SeatCall, ...]
    play: tuple[Card, ...] = ()
    in_bok_round: bool = False

    @classmethod
    def of(cls, deal: Deal) -> DealFile:
        """The deal file of `deal` as far as it has gone."""
        return cls(
            deal.rules,
            deal.dealer,
            deal.dealt,
            deal.calls,
            tuple(a for a in deal.history if isinstance(a, Card)),
            deal.in_bok_round,
        )

    def to_json(self) -> dict[str, Any]:
        data = dealfile.rules_json(self.rules)
        if self.in_bok_round:
            data["in_bok_round"] = True
        data["dealer"] = self.dealer
        data["hands"] = [[str(c) for c in hand] for hand in self.hands]
        data["calls"] = [_call_json(c) for c in self.calls]
        data["play"] = [str(c) for c in self.play]
        return data

    def dumps(self) -> str:
        return dealfile.dumps(self.to_json())

    def replay(self) -> Deal:
        """A deal with every call and card applied; DealFileError at the first refusal."""
        deal = Deal(self.rules, self.dealer, self.hands, self.in_bok_round)
        replay_calls_and_play(deal, self.calls, self.play, Phase.AUCTION)
        return deal


def _call_json(made: SeatCall) -> dict[str, Any]:
    data: dict[str, Any] = {"seat": made.seat, "call": made.call.id}
    if made.call.jack is not None:
        data["jack"] = str(made.call.jack)
    return data


# -- reading -------------------------------------------------------------------

_KEYS = ("calls", "dealer", "hands", "house_rules", "in_bok_round", "play", "rules")
_REQUIRED = ("rules", "dealer", "hands", "calls")
_A_SEAT = "a seat 0-3"
_A_CARD = 'a card such as "10C"'


def read_deal_file(name: str) -> Deal:
    """The Kop or Baśka deal file at path `name` ("-": standard input), replayed."""
    return dealfile.read_deal_file(name, lambda data: deal_file_from_json(data).replay())


def parse_deal_file(text: str | bytes) -> DealFile:
    """Read a deal file's text or bytes; the calls and cards are checked by `replay()`.

    Every way the input can be bad is a DealFileError, never another exception.
    """
    return deal_file_from_json(dealfile.parse_json(text))


def deal_file_from_json(data: Any) -> DealFile:
    data = deal_object(data, _KEYS, _REQUIRED)
    rules = rules_named(data, rules_from_preset)
    in_bok_round = typed(data.get("in_bok_round", False), bool, "in_bok_round", "true or false")
    dealer = seat(data["dealer"], "dealer", 4, _A_SEAT)
    hands = _hands(data["hands"])
    calls = each(data["calls"], "calls", _call)
    play = cards(data.get("play", []), "play", card, _A_CARD)
    return DealFile(rules, dealer, hands, calls, play, in_bok_round)


def _hand(value: Any, where: str) -> tuple[Card, ...]:
    return cards(value, where, card, _A_CARD)


def _hands(value: Any) -> tuple[tuple[Card, ...], ...]:
    parsed = dealfile.hands(value, 4, _hand, "four")
    try:
        check_hands(parsed)
    except DealError as error:
        raise DealFileError("hands", str(error)) from None
    return parsed


def _call(value: Any, where: str) -> SeatCall:
    item = typed(value, dict, where, 'a call such as {"seat": 2, "call": "pass"}')
    check_keys(item, where, ("seat", "call", "jack"), ("seat", "call"))
    by = seat(item["seat"], f"{where}.seat", 4, _A_SEAT)
    jack = dealfile.card(item["jack"], f"{where}.jack", card, _A_CARD) if "jack" in item else None
    try:
        call = call_from_id(typed(item["call"], str, f"{where}.call", "a call id"), jack)
    except ValueError as error:
        raise DealFileError(f"{where}.call", str(error)) from None
    if jack is not None and call.kind is not CallKind.CONTRACT:
        raise DealFileError(f"{where}.jack", f"only a wesele names a jack, not {call.id}")
    return SeatCall(by, call)


# -- where a deal stands -----------------------------------------------------------


def deal_status(deal: Deal) -> dict[str, Any]:
    """The replay output (docs/deal-files.md): the open auction, the play, or the result."""
    if deal.phase is Phase.AUCTION:
        return {
            "phase": "auction",
            "to_move": deal.to_move,
            "legal_calls": sorted({str(a.id) for a in deal.legal_actions() if isinstance(a, Call)}),
        }
    sides = deal.sides
    assert sides is not None
    if deal.phase is Phase.PLAY:
        return {
            "phase": "play",
            "contract": sides.contract.value,
            "to_move": deal.to_move,
            "trick": [str(c) for c in deal.trick],
            "legal": sorted(str(a) for a in deal.legal_actions()),
        }
    score = deal.score
    assert score is not None
    return {
        "phase": "done",
        "contract": sides.contract.value,
        "declarer": sides.declarer,
        "old": list(sides.old),
        "young": list(sides.young),
        "counted_doublings": score.counted_doublings,
        "tricks": [
            {"leader": t.leader, "cards": [str(c) for c in t.cards], "winner": t.winner, "points": t.points}
            for t in score.tricks
        ],
        "points": {side.value: p for side, p in score.points.items()} if score.points else None,
        "winner": score.winner.value,
        "units": list(score.units),
    }

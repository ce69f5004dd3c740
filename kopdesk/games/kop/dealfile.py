"""Kop and Baśka deal files (shared replay-format.md): read, write, where a deal stands.

The same reader serves `kopdesk replay`, saved games and bug reports. It builds on
the shared reading of `kopdesk.games.dealfile`: every error names the place in the
file it comes from (`hands[2][1]`, `play[5]`) and is one printable line.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from kopdesk.games import dealfile
from kopdesk.games.dealfile import DealFileError, member, typed
from kopdesk.games.kop.calls import Call, CallKind, SeatCall, call_from_id
from kopdesk.games.kop.cards import Card, CardError, card
from kopdesk.games.kop.deal import Deal, DealError, Phase, check_hands
from kopdesk.games.kop.refusals import IllegalAction
from kopdesk.games.kop.rules import RulesError, RuleSet, rules_from_preset


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
        data: dict[str, Any] = {"rules": self.rules.preset}
        if self.rules.overrides():
            data["house_rules"] = self.rules.overrides()
        if self.in_bok_round:
            data["in_bok_round"] = True
        data["dealer"] = self.dealer
        data["hands"] = [[str(c) for c in hand] for hand in self.hands]
        data["calls"] = [_call_json(c) for c in self.calls]
        data["play"] = [str(c) for c in self.play]
        return data

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1)

    def replay(self) -> Deal:
        """A deal with every call and card applied; DealFileError at the first refusal."""
        deal = Deal(self.rules, self.dealer, self.hands, self.in_bok_round)
        for index, made in enumerate(self.calls):
            where = f"calls[{index}]"
            if deal.phase is Phase.AUCTION and made.seat != deal.to_move:
                raise DealFileError(
                    where, f"seat {made.seat} calls out of turn: it is seat {deal.to_move}'s turn"
                )
            _apply(deal, made.call, where)
        for index, played in enumerate(self.play):
            _apply(deal, played, f"play[{index}]")
        return deal


def _call_json(made: SeatCall) -> dict[str, Any]:
    data: dict[str, Any] = {"seat": made.seat, "call": made.call.id}
    if made.call.jack is not None:
        data["jack"] = str(made.call.jack)
    return data


def _apply(deal: Deal, action: Card | Call, where: str) -> None:
    try:
        deal.apply(action)
    except IllegalAction as refused:
        raise DealFileError(where, f"{action} is refused: {refused}") from None


# -- reading -------------------------------------------------------------------

_KEYS = {"rules", "house_rules", "in_bok_round", "dealer", "hands", "calls", "play"}
_REQUIRED = ("rules", "dealer", "hands", "calls")


def read_deal_file(name: str) -> Deal:
    """The Kop or Baśka deal file at path `name` ("-": standard input), replayed."""
    return dealfile.read_deal_file(name, lambda data: deal_file_from_json(data).replay())


def parse_deal_file(text: str | bytes) -> DealFile:
    """Read a deal file's text or bytes; the calls and cards are checked by `replay()`.

    Every way the input can be bad is a DealFileError, never another exception.
    """
    return deal_file_from_json(dealfile.parse_json(text))


def deal_file_from_json(data: Any) -> DealFile:
    if not isinstance(data, dict):
        raise DealFileError("", "a deal file must be a JSON object")
    for key in data:
        if key not in _KEYS:
            raise DealFileError(member("", key), f"unknown key (known: {', '.join(sorted(_KEYS))})")
    for key in _REQUIRED:
        if key not in data:
            raise DealFileError(key, "this key is required but missing")
    try:
        rules = rules_from_preset(
            typed(data["rules"], str, "rules", "a preset id"),
            typed(data.get("house_rules", {}), dict, "house_rules", "an object"),
        )
    except RulesError as error:
        where = member("house_rules", error.rule) if error.rule else "rules"
        raise DealFileError(where, str(error)) from None
    in_bok_round = typed(data.get("in_bok_round", False), bool, "in_bok_round", "true or false")
    dealer = _seat(data["dealer"], "dealer")
    hands = _hands(data["hands"])
    calls = tuple(_call(item, f"calls[{i}]") for i, item in enumerate(_list(data["calls"], "calls")))
    play = tuple(_card(item, f"play[{i}]") for i, item in enumerate(_list(data.get("play", []), "play")))
    return DealFile(rules, dealer, hands, calls, play, in_bok_round)


def _list(value: Any, where: str) -> list[Any]:
    result: list[Any] = typed(value, list, where, "a list")
    return result


def _seat(value: Any, where: str) -> int:
    seat: int = typed(value, int, where, "a seat 0-3")
    if seat not in range(4):
        raise DealFileError(where, f"{seat} is not a seat 0-3")
    return seat


def _card(value: Any, where: str) -> Card:
    try:
        return card(typed(value, str, where, "a card such as \"10C\""))
    except CardError as error:
        raise DealFileError(where, str(error)) from None


def _hands(value: Any) -> tuple[tuple[Card, ...], ...]:
    hands = _list(value, "hands")
    if len(hands) != 4:
        raise DealFileError("hands", f"there must be four hands, one per seat, not {len(hands)}")
    parsed = tuple(
        tuple(_card(c, f"hands[{seat}][{i}]") for i, c in enumerate(_list(hand, f"hands[{seat}]")))
        for seat, hand in enumerate(hands)
    )
    try:
        check_hands(parsed)
    except DealError as error:
        raise DealFileError("hands", str(error)) from None
    return parsed


def _call(value: Any, where: str) -> SeatCall:
    item = typed(value, dict, where, 'a call such as {"seat": 2, "call": "pass"}')
    for key in item:
        if key not in ("seat", "call", "jack"):
            raise DealFileError(member(where, key), "unknown key (known: seat, call, jack)")
    for key in ("seat", "call"):
        if key not in item:
            raise DealFileError(f"{where}.{key}", "this key is required but missing")
    seat = _seat(item["seat"], f"{where}.seat")
    jack = _card(item["jack"], f"{where}.jack") if "jack" in item else None
    try:
        call = call_from_id(typed(item["call"], str, f"{where}.call", "a call id"), jack)
    except ValueError as error:
        raise DealFileError(f"{where}.call", str(error)) from None
    if jack is not None and call.kind is not CallKind.CONTRACT:
        raise DealFileError(f"{where}.jack", f"only a wesele names a jack, not {call.id}")
    return SeatCall(seat, call)


# -- where a deal stands -----------------------------------------------------------


def deal_status(deal: Deal) -> dict[str, Any]:
    """The replay output (replay-format.md): the open auction, the play, or the result."""
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

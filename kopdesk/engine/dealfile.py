"""Deal files (shared replay-format.md): read, write, and where a deal stands.

The same reader serves `kopdesk replay`, saved games and bug reports. Every
error names the place in the file it comes from (`hands[2][1]`, `play[5]`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from kopdesk.engine.calls import Call, CallKind, SeatCall, call_from_id
from kopdesk.engine.cards import Card, CardError, card
from kopdesk.engine.deal import Deal, DealError, Phase, check_hands
from kopdesk.engine.refusals import IllegalAction
from kopdesk.engine.rules import RuleSet, RulesError, rules_from_preset


class DealFileError(ValueError):
    """Bad input in a deal file; `where` is the path to the bad part ("" for the whole)."""

    def __init__(self, where: str, message: str) -> None:
        super().__init__(f"{where}: {message}" if where else message)
        self.where = where
        self.message = message


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


def parse_deal_file(text: str) -> DealFile:
    """Read a deal file's text; the calls and cards are checked by `replay()`."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise DealFileError(
            f"line {error.lineno}, column {error.colno}", f"not valid JSON ({error.msg})"
        ) from None
    return deal_file_from_json(data)


def deal_file_from_json(data: Any) -> DealFile:
    if not isinstance(data, dict):
        raise DealFileError("", "a deal file must be a JSON object")
    for key in data:
        if key not in _KEYS:
            raise DealFileError(key, f"unknown key (known: {', '.join(sorted(_KEYS))})")
    for key in _REQUIRED:
        if key not in data:
            raise DealFileError(key, "this key is required but missing")
    try:
        rules = rules_from_preset(
            _typed(data["rules"], str, "rules", "a preset id"),
            _typed(data.get("house_rules", {}), dict, "house_rules", "an object"),
        )
    except RulesError as error:
        where = f"house_rules.{error.rule}" if error.rule else "rules"
        raise DealFileError(where, str(error)) from None
    in_bok_round = _typed(data.get("in_bok_round", False), bool, "in_bok_round", "true or false")
    dealer = _seat(data["dealer"], "dealer")
    hands = _hands(data["hands"])
    calls = tuple(_call(item, f"calls[{i}]") for i, item in enumerate(_list(data["calls"], "calls")))
    play = tuple(_card(item, f"play[{i}]") for i, item in enumerate(_list(data.get("play", []), "play")))
    return DealFile(rules, dealer, hands, calls, play, in_bok_round)


def _typed(value: Any, kind: type, where: str, what: str) -> Any:
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise DealFileError(where, f"{json.dumps(value)} is not {what}")
    return value


def _list(value: Any, where: str) -> list[Any]:
    result: list[Any] = _typed(value, list, where, "a list")
    return result


def _seat(value: Any, where: str) -> int:
    seat: int = _typed(value, int, where, "a seat 0-3")
    if seat not in range(4):
        raise DealFileError(where, f"{seat} is not a seat 0-3")
    return seat


def _card(value: Any, where: str) -> Card:
    try:
        return card(_typed(value, str, where, "a card such as \"10C\""))
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
    item = _typed(value, dict, where, 'a call such as {"seat": 2, "call": "pass"}')
    for key in item:
        if key not in ("seat", "call", "jack"):
            raise DealFileError(f"{where}.{key}", "unknown key (known: seat, call, jack)")
    for key in ("seat", "call"):
        if key not in item:
            raise DealFileError(f"{where}.{key}", "this key is required but missing")
    seat = _seat(item["seat"], f"{where}.seat")
    jack = _card(item["jack"], f"{where}.jack") if "jack" in item else None
    try:
        call = call_from_id(_typed(item["call"], str, f"{where}.call", "a call id"), jack)
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

"""Deal files (shared replay-format.md): read, write, and where a deal stands.

The same reader serves `kopdesk replay`, saved games and bug reports. Every
error names the place in the file it comes from (`hands[2][1]`, `play[5]`),
and is one printable line whatever bytes the file holds: names taken from the
input are quoted and escaped.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from typing import Any, BinaryIO

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

MAX_DEAL_FILE_BYTES = 64 * 1024
"""A whole deal written out takes under 2 kB; reading stops past this (a stream may never end)."""
_MAX_NESTING = 8  # a deal file nests three deep (hands, a hand)
_MAX_DIGITS = 100  # no number in a deal file needs more than a few

_KEYS = {"rules", "house_rules", "in_bok_round", "dealer", "hands", "calls", "play"}
_REQUIRED = ("rules", "dealer", "hands", "calls")


def quoted(name: str) -> str:
    """`name` in double quotes, escaped as in JSON wherever it is not printable: one line, always."""
    return "".join(c if c.isprintable() else json.dumps(c)[1:-1] for c in json.dumps(name, ensure_ascii=False))


def _member(parent: str, key: str) -> str:
    """The path to `key` in the object at `parent`: `calls[0].seat`, or `calls[0]["a b"]`."""
    if key.isascii() and key.isidentifier():
        return f"{parent}.{key}" if parent else key
    return f"{parent}[{quoted(key)}]"


def replay_deal_file(name: str) -> Deal:
    """The deal file at path `name` ("-": standard input) read, checked and replayed.

    Whatever the file holds, the one error is a DealFileError naming the file.
    """
    try:
        return parse_deal_file(_read_bounded(name)).replay()
    except DealFileError as error:
        raise DealFileError(quoted(name), str(error)) from None


def _read_bounded(name: str) -> bytes:
    try:
        if name != "-":
            with open(name, "rb") as handle:
                return _read_at_most(handle, MAX_DEAL_FILE_BYTES)
        stdin: BinaryIO | None = getattr(sys.stdin, "buffer", None)
        if stdin is None:
            raise DealFileError("", "standard input is closed")
        return _read_at_most(stdin, MAX_DEAL_FILE_BYTES)
    except OSError as error:
        raise DealFileError("", f"cannot be read ({error.strerror or type(error).__name__})") from None


def _read_at_most(stream: BinaryIO, limit: int) -> bytes:
    """The stream to its end; DealFileError once it holds more than `limit` bytes."""
    chunks: list[bytes] = []
    size = 0
    while size <= limit:
        chunk = stream.read(limit + 1 - size)
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)
        size += len(chunk)
    raise DealFileError("", f"more than {limit // 1024} kB: too large for a deal file")


def parse_deal_file(text: str | bytes) -> DealFile:
    """Read a deal file's text or bytes; the calls and cards are checked by `replay()`.

    Every way the input can be bad is a DealFileError, never another exception.
    """
    if isinstance(text, bytes):
        text = _decoded(text)
    if not text.strip():
        raise DealFileError("", "empty: a deal file is a JSON object")
    try:
        data = json.loads(text, parse_int=_json_int)
    except json.JSONDecodeError as error:
        raise DealFileError(
            f"line {error.lineno}, column {error.colno}", f"not valid JSON ({error.msg})"
        ) from None
    except RecursionError:
        raise _too_deep() from None
    _check_nesting(data)
    return deal_file_from_json(data)


def _decoded(data: bytes) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        line_start = data.rfind(b"\n", 0, error.start) + 1
        column = len(data[line_start : error.start].decode("utf-8-sig", "replace")) + 1
        raise DealFileError(
            f"line {line}, column {column}", f"not UTF-8 text (byte 0x{data[error.start]:02x})"
        ) from None


def _json_int(digits: str) -> int:
    if len(digits) > _MAX_DIGITS:
        raise DealFileError("", f"a number of {len(digits)} digits: too long for a deal file")
    return int(digits)


def _check_nesting(data: Any) -> None:
    """Refuse arrays and objects nested deeper than any deal file's, before anything recurses into them."""
    stack = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict):
            value = list(value.values())
        if isinstance(value, list):
            if depth > _MAX_NESTING:
                raise _too_deep()
            stack.extend((item, depth + 1) for item in value)


def _too_deep() -> DealFileError:
    return DealFileError("", f"arrays and objects nested more than {_MAX_NESTING} deep: not a deal file")


def deal_file_from_json(data: Any) -> DealFile:
    if not isinstance(data, dict):
        raise DealFileError("", "a deal file must be a JSON object")
    for key in data:
        if key not in _KEYS:
            raise DealFileError(_member("", key), f"unknown key (known: {', '.join(sorted(_KEYS))})")
    for key in _REQUIRED:
        if key not in data:
            raise DealFileError(key, "this key is required but missing")
    try:
        rules = rules_from_preset(
            _typed(data["rules"], str, "rules", "a preset id"),
            _typed(data.get("house_rules", {}), dict, "house_rules", "an object"),
        )
    except RulesError as error:
        where = _member("house_rules", error.rule) if error.rule else "rules"
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
            raise DealFileError(_member(where, key), "unknown key (known: seat, call, jack)")
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

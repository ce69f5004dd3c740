"""Reading deal files, for every family (docs/deal-files.md).

What is shared: the bounded read of a file or of standard input, JSON parsed with
limits that no real deal file comes near, and errors that name the place in the
file (`hands[2][1]`, `play[5]`) and are one printable line whatever bytes the file
holds. Each game turns the parsed JSON into its own deal (`Game.replay`).
"""

from __future__ import annotations

import enum
import json
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, BinaryIO, Protocol, TypeVar

from kopdesk.cards import CardError
from kopdesk.games.refusals import IllegalAction
from kopdesk.games.rules import RulesError
from kopdesk.quoting import printable, quoted

if TYPE_CHECKING:
    from kopdesk.games.api import DealState, RuleSetLike

T = TypeVar("T")

MAX_DEAL_FILE_BYTES = 64 * 1024
"""A whole deal written out takes a few kB; reading stops past this (a stream may never end)."""
_MAX_NESTING = 8  # a deal file nests three or four deep (hands, a hand, a stack)
_MAX_DIGITS = 100  # no number in a deal file needs more than a few


class DealFileError(ValueError):
    """Bad input in a deal file; `where` is the path to the bad part ("" for the whole).

    Both are made `printable`, so that whatever a message quotes (a value from the file,
    an engine's words), the error is one line with no control character in it.
    """

    def __init__(self, where: str, message: str) -> None:
        where, message = printable(where), printable(message)
        super().__init__(f"{where}: {message}" if where else message)
        self.where = where
        self.message = message


def rules_json(rules: RuleSetLike) -> dict[str, Any]:
    """A deal file's opening, the same in every family: the preset, and the house rules
    that differ from it (if any)."""
    data: dict[str, Any] = {"rules": rules.preset}
    if overrides := rules.overrides():
        data["house_rules"] = overrides
    return data


def dumps(data: Mapping[str, Any]) -> str:
    """A deal file's JSON as text, as every family writes it."""
    return json.dumps(data, ensure_ascii=False, indent=1)


def member(parent: str, key: str) -> str:
    """The path to `key` in the object at `parent`: `calls[0].seat`, or `calls[0]["a b"]`."""
    if key.isascii() and key.isidentifier():
        return f"{parent}.{key}" if parent else key
    return f"{parent}[{quoted(key)}]"


def typed(value: Any, kind: type, where: str, what: str) -> Any:
    """`value` if it is a `kind` (a bool is no int); else DealFileError saying it is not `what`."""
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise DealFileError(where, f"{quoted(value)} is not {what}")
    return value


def listed(value: Any, where: str) -> list[Any]:
    result: list[Any] = typed(value, list, where, "a list")
    return result


def each(value: Any, where: str, read: Callable[[Any, str], T]) -> tuple[T, ...]:
    """The list at `where`, each item read by `read` with its path (`play[3]`)."""
    return tuple(read(item, f"{where}[{i}]") for i, item in enumerate(listed(value, where)))


def check_keys(item: Mapping[str, Any], where: str, known: Sequence[str], required: Sequence[str] = ()) -> None:
    """DealFileError at the first key of `item` not `known`, then at the first `required` one missing."""
    for key in item:
        if key not in known:
            raise DealFileError(member(where, key), f"unknown key (known: {', '.join(known)})")
    for key in required:
        if key not in item:
            raise DealFileError(member(where, key), "this key is required but missing")


def deal_object(data: Any, known: Sequence[str], required: Sequence[str]) -> dict[str, Any]:
    """The parsed deal file, checked to be an object of the `known` keys with the `required` ones."""
    if not isinstance(data, dict):
        raise DealFileError("", "a deal file must be a JSON object")
    check_keys(data, "", known, required)
    return data


def rules_named(data: Mapping[str, Any], build: Callable[[str, dict[str, Any]], T]) -> T:
    """The rule set of the file's `rules` (a preset id) and `house_rules`, made by `build`;
    a RulesError becomes a DealFileError at the house rule it names."""
    try:
        return build(
            typed(data["rules"], str, "rules", "a preset id"),
            typed(data.get("house_rules", {}), dict, "house_rules", "an object"),
        )
    except RulesError as error:
        where = member("house_rules", error.rule) if error.rule else "rules"
        raise DealFileError(where, str(error)) from None


def seat(value: Any, where: str, seats: int, what: str = "a seat number") -> int:
    """A seat of a table of `seats`; `what` says what a value of the wrong type is not."""
    number: int = typed(value, int, where, what)
    if number not in range(seats):
        raise DealFileError(where, f"{number} is not a seat 0-{seats - 1}")
    return number


def card(value: Any, where: str, read: Callable[[str], T], what: str) -> T:
    """A card in its text notation, read by `read` (a deck's `card`); `what` says what a
    value of the wrong type is not (`a card such as "10C"`)."""
    try:
        return read(typed(value, str, where, what))
    except CardError as error:
        raise DealFileError(where, str(error)) from None


def cards(value: Any, where: str, read: Callable[[str], T], what: str) -> tuple[T, ...]:
    """The list of cards at `where` (`play`, `hands[2]`), each read as `card` reads it."""
    items = listed(value, where)
    if all(isinstance(item, str) for item in items):
        try:
            return tuple(map(read, items))  # the usual case, and the most read field: at C speed
        except CardError:
            pass  # refused below, at the first bad card's place
    return tuple(card(item, f"{where}[{i}]", read, what) for i, item in enumerate(items))


def hands(value: Any, seats: int, read: Callable[[Any, str], T], seats_named: str = "") -> tuple[T, ...]:
    """One hand per seat, each read by `read` with its path; `seats_named` words their number."""
    found = listed(value, "hands")
    if len(found) != seats:
        raise DealFileError("hands", f"there must be {seats_named or seats} hands, one per seat, not {len(found)}")
    return tuple(read(hand, f"hands[{i}]") for i, hand in enumerate(found))


def applied(deal: DealState | _CallingDeal, action: Any, where: str) -> None:
    """Apply `action`; its refusal becomes a DealFileError at `where` naming the action."""
    try:
        deal.apply(action)
    except IllegalAction as refused:
        raise DealFileError(where, f"{action} is refused: {refused}") from None


class _CallingDeal(Protocol):
    @property
    def phase(self) -> enum.Enum: ...

    @property
    def to_move(self) -> int | None: ...

    def apply(self, action: Any, /) -> tuple[Any, ...]: ...


def replay_calls_and_play(
    deal: _CallingDeal, calls: Sequence[tuple[int, Any]], play: Sequence[Any], calling: enum.Enum
) -> None:
    """Apply a deal file's calls (seat, call), each by the seat to move while the deal is in
    its `calling` phase, then its cards played; DealFileError at the first refusal."""
    for index, (seat_named, call) in enumerate(calls):
        where = f"calls[{index}]"
        if deal.phase is calling and seat_named != deal.to_move:
            raise DealFileError(where, f"seat {seat_named} calls out of turn: it is seat {deal.to_move}'s turn")
        applied(deal, call, where)
    for index, played in enumerate(play):
        applied(deal, played, f"play[{index}]")


def read_deal_file(name: str, build: Callable[[Any], T]) -> T:
    """The deal file at path `name` ("-": standard input) read as JSON and made into a
    deal by `build`. Whatever the file holds, the one error is a DealFileError naming
    the file."""
    try:
        return build(parse_json(_read_bounded(name)))
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


def parse_json(text: str | bytes) -> Any:
    """A deal file's text or bytes as JSON; every way it can be bad is a DealFileError."""
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
    return data


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
    """Refuse arrays and objects nested deeper than any deal file's, before anything recurses into them.

    One level of containers at a time; the strings and numbers in them are never visited."""
    level = [data] if isinstance(data, (dict, list)) else []
    depth = 0
    while level:
        depth += 1
        if depth > _MAX_NESTING:
            raise _too_deep()
        level = [
            item
            for container in level
            for item in (container.values() if isinstance(container, dict) else container)
            if isinstance(item, (dict, list))
        ]


def _too_deep() -> DealFileError:
    return DealFileError("", f"arrays and objects nested more than {_MAX_NESTING} deep: not a deal file")

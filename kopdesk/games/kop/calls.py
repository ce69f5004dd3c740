"""Auction calls: pass, the next doubling, and the contract calls."""

from __future__ import annotations

import enum
from typing import NamedTuple

from kopdesk.games.kop.cards import Card
from kopdesk.games.kop.rules import CALLABLE_CONTRACTS, Contract
from kopdesk.quoting import quoted


class CallKind(enum.Enum):
    PASS = "pass"
    DOUBLE = "double"
    CONTRACT = "contract"

    # Members are singletons: hash by identity, in C, as calls key the auction's states.
    __hash__ = object.__hash__


class Call(NamedTuple):
    """One call. `double` always means the next doubling level, whatever its name.

    A wesele under the house rule `named_jack` carries the jack it names.
    """

    # A named tuple rather than a frozen dataclass: `apply` checks every call against
    # the legal ones, and a tuple compares and hashes in C, a dataclass in Python.

    kind: CallKind
    contract: Contract | None = None
    jack: Card | None = None

    @property
    def id(self) -> str:
        """The call's id as written in deal files: `pass`, `double`, `zolo`, …"""
        return self.contract.value if self.contract else self.kind.value

    def __str__(self) -> str:
        return f"{self.id} {self.jack}" if self.jack else self.id


PASS = Call(CallKind.PASS)
DOUBLE = Call(CallKind.DOUBLE)


def contract_call(contract: Contract, jack: Card | None = None) -> Call:
    return Call(CallKind.CONTRACT, contract, jack)


CALL_IDS: tuple[str, ...] = ("pass", "double", *(c.value for c in CALLABLE_CONTRACTS))


def call_from_id(call_id: str, jack: Card | None = None) -> Call:
    """The call with this id; raises ValueError for an unknown id."""
    if call_id == "pass":
        return PASS
    if call_id == "double":
        return DOUBLE
    for contract in CALLABLE_CONTRACTS:
        if contract.value == call_id:
            return contract_call(contract, jack)
    raise ValueError(f"{quoted(call_id)} is not a call (one of {', '.join(CALL_IDS)})")


class SeatCall(NamedTuple):
    """A call as made in the auction: who said what."""

    seat: int
    call: Call

"""Contracts, house rules and the three presets (the Kop rules: contracts, doublings, house rules).

A `RuleSet` is frozen: every house rule is a typed field. `rules_from_preset`
builds one from a preset id and overrides spelled as in deal files, checking
every key and value and naming the bad one in its error.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any

from kopdesk.games.catalog.kop import BASKA, KOP, KOP_KOSCIAN
from kopdesk.games.kop.cards import BLACK_QUEENS, Rank, mask_where
from kopdesk.games.kop.orders import AS_DYCHA, AS_TRZY_DYCHY, GRAN_FREE, GRAN_MUST_TRUMP
from kopdesk.games.rules import (
    MatchLength,
    Parser,
    boolean,
    choice,
    id_set,
    is_whole,
    match_length,
    parse_house_rules,
    preset_named,
    to_json,
    whole_number,
)
from kopdesk.games.rules import RulesError as RulesError
from kopdesk.games.tricks import RankOrder
from kopdesk.quoting import quoted


class Contract(enum.Enum):
    """What a deal is played as. The calls are listed low to high."""

    NORMAL = "normal"
    CICHA = "cicha"
    WESELE = "wesele"
    ZOLO_BIEDA = "zolo_bieda"
    GRAN = "gran"
    ZOLO = "zolo"
    GRAN_DU = "gran_du"
    ZOLO_DU = "zolo_du"
    MESTER = "mester"
    BASKA = "baska"

    # Members are singletons: hash by identity, in C, as contracts key hot caches.
    __hash__ = object.__hash__

    # What each contract is, set on each member below from the sets that define it: plain
    # attributes, not properties, as every deal asks several (a property's call costs
    # more than the rest of the question on Python 3.11).
    is_call: bool
    rank: int
    """Position in the auction: a call must outrank the standing one."""
    is_lone: bool
    """One old player against three young."""
    is_thrown: bool
    """Won on showing the hand: no play, no doubling."""
    needs_all_tricks: bool
    uses_gran_order: bool
    lone_value: int
    """Base value of a lone-player game (the Kop rules: lone-player games); 0 for two against two."""
    required_cards: int
    """Bitmask of the cards the caller must hold; 0 when anyone may call it."""


_NOT_CALLED = frozenset({Contract.NORMAL, Contract.CICHA})
_TWO_AGAINST_TWO = frozenset({Contract.NORMAL, Contract.WESELE})
_THROWN = frozenset({Contract.ZOLO_BIEDA, Contract.MESTER, Contract.BASKA})
_ALL_TRICKS = frozenset({Contract.ZOLO_DU, Contract.GRAN_DU})
_GRAN_ORDER = frozenset({Contract.GRAN, Contract.GRAN_DU})
_LONE_VALUES = {
    Contract.CICHA: 4,
    Contract.ZOLO: 5,
    Contract.GRAN: 5,
    Contract.ZOLO_BIEDA: 5,
    Contract.ZOLO_DU: 10,
    Contract.GRAN_DU: 10,
    Contract.MESTER: 10,
    Contract.BASKA: 10,
}
_REQUIRED = {
    Contract.WESELE: BLACK_QUEENS,
    Contract.ZOLO_BIEDA: mask_where(lambda c: c.rank is Rank.TEN),
    Contract.MESTER: mask_where(lambda c: c.rank is Rank.ACE),
    Contract.BASKA: mask_where(lambda c: c.rank is Rank.QUEEN),
}
for _rank, _contract in enumerate(Contract):
    _contract.is_call = _contract not in _NOT_CALLED
    _contract.rank = _rank
    _contract.is_lone = _contract not in _TWO_AGAINST_TWO
    _contract.is_thrown = _contract in _THROWN
    _contract.needs_all_tricks = _contract in _ALL_TRICKS
    _contract.uses_gran_order = _contract in _GRAN_ORDER
    _contract.lone_value = _LONE_VALUES.get(_contract, 0)
    _contract.required_cards = _REQUIRED.get(_contract, 0)
del _rank, _contract
CALLABLE_CONTRACTS: tuple[Contract, ...] = tuple(c for c in Contract if c.is_call)


class TrumpOrder(enum.Enum):
    AS_DYCHA = "as-dycha"
    AS_TRZY_DYCHY = "as-trzy-dychy"


class FirstBidder(enum.Enum):
    FOREHAND = "forehand"
    SECOND = "second"


_AS_TRZY_DYCHY = TrumpOrder.AS_TRZY_DYCHY
"""Read as a global: every deal asks for its order, and on Python 3.11 a member's lookup
through its enum class is slow."""


class DoublingNames(enum.Enum):
    KOP = "kop"
    KOP_KOSCIAN = "kop-koscian"
    BASKA = "baska"

    @property
    def ladder(self) -> tuple[str, ...]:
        """Name ids of the doubling levels 1, 2, …; the UI translates them."""
        return _LADDERS[self]


_LADDERS = {
    DoublingNames.KOP: (
        "kontra", "re", "bok", "slup", "dupa_lenina", "dupa_bieruta", "wasy_stalina",
    ),
    DoublingNames.KOP_KOSCIAN: ("kontra", "rej", "bok", "skok", "zub"),
    DoublingNames.BASKA: ("kontra", "rekontra", "bok", "hirsz"),
}


class WeselePartner(enum.Enum):
    HIGHEST_JACK = "highest_jack"
    NAMED_JACK = "named_jack"


class TieRule(enum.Enum):
    LAST_DOUBLER_LOSES = "last_doubler_loses"
    OLD_LOSE = "old_lose"


@dataclass(frozen=True, slots=True)
class ExitPoints:
    """The card points a losing side needs to have "got out" (wyjście)."""

    old: int
    young: int


@dataclass(frozen=True, slots=True)
class RuleSet:
    """A preset with its house rules (the Kop rules: house rules)."""

    preset: str
    trump_order: TrumpOrder
    first_bidder: FirstBidder
    contracts: frozenset[Contract]
    thrown_games: bool
    max_doublings: int
    doubling_names: DoublingNames
    cicha_may_open_double: bool
    wesele_partner: WeselePartner
    gran_must_trump: bool
    tie_rule: TieRule
    bok_round: bool
    exit_points: ExitPoints
    old_loss_doubles: bool
    match_length: MatchLength

    def __hash__(self) -> int:
        # A few fields are enough (equal rule sets still hash equal), and cheaper than
        # all fifteen: every new deal looks its rule set up in a cache.
        return hash((self.preset, self.contracts, self.max_doublings))

    def offers(self, contract: Contract) -> bool:
        """Whether the auction offers this call under these rules."""
        if contract not in self.contracts:
            return False
        return self.thrown_games or not contract.is_thrown

    def order_for(self, contract: Contract) -> RankOrder:
        if contract.uses_gran_order:
            return GRAN_MUST_TRUMP if self.gran_must_trump else GRAN_FREE
        return AS_TRZY_DYCHY if self.trump_order is _AS_TRZY_DYCHY else AS_DYCHA

    def doubling_name(self, level: int) -> str | None:
        """The name id of doubling `level` (1 = kontra), None past the ladder."""
        ladder = self.doubling_names.ladder
        return ladder[level - 1] if 1 <= level <= len(ladder) else None

    def house_rules(self) -> dict[str, Any]:
        """Every house rule spelled as in deal files and settings."""
        return {f.name: _to_json(getattr(self, f.name)) for f in fields(self)[1:]}

    def overrides(self) -> dict[str, Any]:
        """The house rules that differ from the preset, spelled as in deal files."""
        base = PRESETS[self.preset].house_rules()
        return {k: v for k, v in self.house_rules().items() if base[k] != v}


def _to_json(value: Any) -> Any:
    if isinstance(value, frozenset):
        return [c.value for c in CALLABLE_CONTRACTS if c in value]
    if isinstance(value, ExitPoints):
        return {"old": value.old, "young": value.young}
    return to_json(value)


_KOP = RuleSet(
    preset=KOP,
    trump_order=TrumpOrder.AS_DYCHA,
    first_bidder=FirstBidder.FOREHAND,
    contracts=frozenset({Contract.WESELE, Contract.ZOLO, Contract.ZOLO_DU}),
    thrown_games=False,
    max_doublings=4,
    doubling_names=DoublingNames.KOP,
    cicha_may_open_double=False,
    wesele_partner=WeselePartner.HIGHEST_JACK,
    gran_must_trump=True,
    tie_rule=TieRule.LAST_DOUBLER_LOSES,
    bok_round=False,
    exit_points=ExitPoints(old=26, young=26),
    old_loss_doubles=False,
    match_length=MatchLength(deals=24),
)

PRESETS: dict[str, RuleSet] = {
    KOP: _KOP,
    KOP_KOSCIAN: replace(
        _KOP,
        preset=KOP_KOSCIAN,
        trump_order=TrumpOrder.AS_TRZY_DYCHY,
        max_doublings=5,
        doubling_names=DoublingNames.KOP_KOSCIAN,
    ),
    BASKA: replace(
        _KOP,
        preset=BASKA,
        first_bidder=FirstBidder.SECOND,
        contracts=frozenset(CALLABLE_CONTRACTS),
        thrown_games=True,
        doubling_names=DoublingNames.BASKA,
        tie_rule=TieRule.OLD_LOSE,
        bok_round=True,
        exit_points=ExitPoints(old=27, young=26),
        old_loss_doubles=True,
    ),
}


def _exit_points(value: Any) -> ExitPoints:
    if not isinstance(value, dict) or set(value) != {"old", "young"}:
        raise ValueError(f'{quoted(value)} is not of the form {{"old": 26, "young": 26}}')
    for side, points in value.items():
        if not is_whole(points) or not 1 <= points <= 52:
            raise ValueError(f"{side}: {quoted(points)} is not a whole number from 1 to 52")
    return ExitPoints(old=value["old"], young=value["young"])


_PARSERS: dict[str, Parser] = {
    "trump_order": choice(TrumpOrder),
    "first_bidder": choice(FirstBidder),
    "contracts": id_set(CALLABLE_CONTRACTS, "contract"),
    "thrown_games": boolean,
    "max_doublings": whole_number(1, 7),
    "doubling_names": choice(DoublingNames),
    "cicha_may_open_double": boolean,
    "wesele_partner": choice(WeselePartner),
    "gran_must_trump": boolean,
    "tie_rule": choice(TieRule),
    "bok_round": boolean,
    "exit_points": _exit_points,
    "old_loss_doubles": boolean,
    "match_length": match_length(4, "four"),
}
HOUSE_RULE_IDS: tuple[str, ...] = tuple(_PARSERS)


def rules_from_preset(preset: str, overrides: Mapping[str, Any] | None = None) -> RuleSet:
    """The preset's rule set with `overrides` (house-rule id → JSON value) applied."""
    rules = replace(preset_named(PRESETS, preset), **parse_house_rules(overrides, _PARSERS))
    if rules.thrown_games and not any(c.is_thrown for c in rules.contracts):
        raise RulesError("thrown_games", "is true but 'contracts' holds no thrown game")
    return rules

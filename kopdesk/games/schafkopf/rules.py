"""Contracts, house rules and the four presets (the Schafkopf rules: calls, house rules).

A `RuleSet` is frozen: every house rule is a typed field. Each preset takes only
its own house rules (section 11); `rules_from_preset` builds a rule set from a
preset id and overrides spelled as in deal files, naming the bad key in its error.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from functools import partial
from typing import Any

from kopdesk.cards import FRENCH_32, GERMAN_32, Deck
from kopdesk.games.catalog.schafkopf import DEUTSCH, SCHAFKOPF, WENDISCH, ZWEIER
from kopdesk.games.rules import (
    MatchLength,
    Parser,
    boolean,
    choice,
    id_set,
    match_length,
    parse_house_rules,
    preset_named,
    to_json,
    whole_number,
)
from kopdesk.games.rules import RulesError as RulesError
from kopdesk.quoting import quoted


class Variant(enum.Enum):
    """Which game of the family a preset is."""

    BAVARIAN = "schafkopf"
    WENDISH = "wendisch"
    ZWEIER = "zweier"
    GERMAN = "deutsch"


class Contract(enum.Enum):
    """What a deal is played as. The Bavarian calls are listed low to high (4.1.1)."""

    NONE = "none"
    SAUSPIEL = "sauspiel"
    FARBWENZ = "farbwenz"
    WENZ = "wenz"
    SOLO = "solo"
    FARBWENZ_TOUT = "farbwenz_tout"
    WENZ_TOUT = "wenz_tout"
    SOLO_TOUT = "solo_tout"
    SIE = "sie"
    RAMSCH = "ramsch"
    NORMAL = "normal"
    PARTNER = "partner"
    FIRST_TRICK = "first_trick"
    ZWEIER = "zweier"
    TRUMPS = "trumps"
    ZWANGSSPIEL = "zwangsspiel"

    __hash__ = object.__hash__

    # These read module sets: a member named off its class is slow in Python 3.11.
    @property
    def is_tout(self) -> bool:
        return self in _TOUTS

    @property
    def takes_suit(self) -> bool:
        """A Bavarian call that names a suit (the called ace's, or trumps)."""
        return self in _SUITED

    @property
    def is_wenz(self) -> bool:
        """The Unter are the top trumps and the Ober rank in their suits."""
        return self in _WENZ

    @property
    def tier(self) -> int:
        """The tier under `contract_order: "official"` (4.1.2)."""
        return _TIERS[self]

    @property
    def rank(self) -> int:
        """The position in the seed's list of Bavarian contracts, low to high."""
        return _RANKS[self]


_VARIANTS = {variant.value: variant for variant in Variant}

BAVARIAN_CONTRACTS: tuple[Contract, ...] = (
    Contract.SAUSPIEL, Contract.FARBWENZ, Contract.WENZ, Contract.SOLO,
    Contract.FARBWENZ_TOUT, Contract.WENZ_TOUT, Contract.SOLO_TOUT, Contract.SIE,
)  # fmt: skip
_RANKS = {contract: rank for rank, contract in enumerate(BAVARIAN_CONTRACTS)}
_TOUTS = frozenset({Contract.FARBWENZ_TOUT, Contract.WENZ_TOUT, Contract.SOLO_TOUT})
_WENZ = frozenset({Contract.WENZ, Contract.FARBWENZ, Contract.WENZ_TOUT, Contract.FARBWENZ_TOUT})
_SUITED = frozenset({Contract.SAUSPIEL, Contract.FARBWENZ, Contract.SOLO, Contract.FARBWENZ_TOUT, Contract.SOLO_TOUT})
_TIERS = {
    Contract.SAUSPIEL: 1, Contract.FARBWENZ: 2, Contract.WENZ: 2, Contract.SOLO: 2,
    Contract.FARBWENZ_TOUT: 3, Contract.WENZ_TOUT: 3, Contract.SOLO_TOUT: 3, Contract.SIE: 4,
}  # fmt: skip


class ContractOrder(enum.Enum):
    SEED = "seed"
    OFFICIAL = "official"


class AllPass(enum.Enum):
    THROW_IN = "throw_in"
    RAMSCH = "ramsch"


class WendischCall(enum.Enum):
    ACE = "ace"
    ANY_CARD = "any_card"


class FirstTrickPartner(enum.Enum):
    FIRST_FOREIGN = "first_foreign"
    FIRST_TRICK = "first_trick"


class TenRank(enum.Enum):
    LOW = "low"
    HIGH = "high"


class Schwarz(enum.Enum):
    NO_TRICK = "no_trick"
    NO_POINTS = "no_points"


@dataclass(frozen=True, slots=True)
class LaufendeMin:
    ober_unter: int
    unter: int


@dataclass(frozen=True, slots=True)
class Tariff:
    low: int
    high: int


@dataclass(frozen=True, slots=True)
class SchneiderMax:
    declarers: int
    defenders: int


@dataclass(frozen=True, slots=True)
class RuleSet:
    """A preset with its house rules (the Schafkopf rules: house rules). Every field has a value in
    every preset; a preset reads and accepts only its own (`HOUSE_RULE_IDS[preset]`)."""

    preset: str
    contracts: frozenset[Contract]
    contract_order: ContractOrder
    all_pass: AllPass
    max_doublings: int
    called_ace_discard: bool
    laufende: bool
    laufende_min: LaufendeMin
    ramsch_durchmarsch: bool
    ramsch_jungfrau: bool
    wendisch_call: WendischCall
    first_trick_partner: FirstTrickPartner
    deutsch_min_trumps: int
    ten_rank: TenRank
    tariff: Tariff
    schneider_max: SchneiderMax
    schwarz: Schwarz
    match_length: MatchLength

    # Read at every deal and call: plain dict lookups, not an enum's call or `.value`.
    @property
    def variant(self) -> Variant:
        return _VARIANTS[self.preset]

    @property
    def seats(self) -> int:
        return 2 if self.preset == ZWEIER else 4

    @property
    def deck(self) -> Deck:
        return GERMAN_32 if self.preset == SCHAFKOPF else FRENCH_32

    def house_rules(self) -> dict[str, Any]:
        """This preset's house rules, spelled as in deal files and settings."""
        return {rule: _to_json(getattr(self, rule)) for rule in HOUSE_RULE_IDS[self.preset]}

    def overrides(self) -> dict[str, Any]:
        """The house rules that differ from the preset, spelled as in deal files."""
        base = PRESETS[self.preset].house_rules()
        return {k: v for k, v in self.house_rules().items() if base[k] != v}


def _to_json(value: Any) -> Any:
    if isinstance(value, frozenset):
        return [c.value for c in BAVARIAN_CONTRACTS if c in value]
    if isinstance(value, (LaufendeMin, Tariff, SchneiderMax)):
        return {name: getattr(value, name) for name in value.__slots__}
    return to_json(value)


_BAVARIAN = RuleSet(
    preset=SCHAFKOPF,
    contracts=frozenset(BAVARIAN_CONTRACTS),
    contract_order=ContractOrder.SEED,
    all_pass=AllPass.THROW_IN,
    max_doublings=2,
    called_ace_discard=False,
    laufende=True,
    laufende_min=LaufendeMin(ober_unter=3, unter=2),
    ramsch_durchmarsch=True,
    ramsch_jungfrau=False,
    wendisch_call=WendischCall.ACE,
    first_trick_partner=FirstTrickPartner.FIRST_FOREIGN,
    deutsch_min_trumps=5,
    ten_rank=TenRank.LOW,
    tariff=Tariff(low=1, high=2),
    schneider_max=SchneiderMax(declarers=29, defenders=29),
    schwarz=Schwarz.NO_TRICK,
    match_length=MatchLength(deals=24),
)
_FRENCH = replace(
    _BAVARIAN, max_doublings=0, laufende=False, tariff=Tariff(low=1, high=1),
    schneider_max=SchneiderMax(declarers=30, defenders=30), schwarz=Schwarz.NO_POINTS,
)  # fmt: skip

PRESETS: dict[str, RuleSet] = {
    SCHAFKOPF: _BAVARIAN,
    WENDISCH: replace(_FRENCH, preset=WENDISCH),
    ZWEIER: replace(_FRENCH, preset=ZWEIER),
    DEUTSCH: replace(_FRENCH, preset=DEUTSCH),
}


def _pair(kind: type[Any], keys: tuple[str, str], low: int, high: int) -> Callable[[Any], Any]:
    """An object of exactly `keys`, each a whole number from `low` to `high`."""
    number = whole_number(low, high)

    def parse(value: Any) -> Any:
        if not isinstance(value, dict) or set(value) != set(keys):
            raise ValueError(f'{quoted(value)} is not of the form {{"{keys[0]}": n, "{keys[1]}": n}}')
        values = {}
        for key in keys:
            try:
                values[key] = number(value[key])
            except ValueError as error:
                raise ValueError(f"{key}: {error}") from None
        return kind(**values)

    return parse


_PARSERS: dict[str, Parser] = {
    "contracts": id_set(BAVARIAN_CONTRACTS, "contract", distinct=True),
    "contract_order": choice(ContractOrder),
    "all_pass": choice(AllPass),
    "max_doublings": whole_number(0, 4),
    "called_ace_discard": boolean,
    "laufende": boolean,
    "laufende_min": _pair(LaufendeMin, ("ober_unter", "unter"), 1, 14),
    "ramsch_durchmarsch": boolean,
    "ramsch_jungfrau": boolean,
    "wendisch_call": choice(WendischCall),
    "first_trick_partner": choice(FirstTrickPartner),
    "deutsch_min_trumps": whole_number(1, 11),
    "ten_rank": choice(TenRank),
    "tariff": _pair(Tariff, ("low", "high"), 1, 1000),
    "schneider_max": _pair(SchneiderMax, ("declarers", "defenders"), 0, 59),
    "schwarz": choice(Schwarz),
}
_COMMON = ("tariff", "schneider_max", "schwarz", "match_length")
HOUSE_RULE_IDS: dict[str, tuple[str, ...]] = {
    SCHAFKOPF: (
        "contracts", "contract_order", "all_pass", "max_doublings", "called_ace_discard", "laufende",
        "laufende_min", "ramsch_durchmarsch", "ramsch_jungfrau", *_COMMON,
    ),
    WENDISCH: ("wendisch_call", "first_trick_partner", *_COMMON),
    ZWEIER: _COMMON,
    DEUTSCH: ("deutsch_min_trumps", "ten_rank", *_COMMON),
}  # fmt: skip
"""Per preset, the house rules it takes (the Schafkopf rules: house rules)."""


def _preset_parsers(preset: str) -> dict[str, Parser]:
    """The parsers of the house rules `preset` takes; its match length counts its seats."""
    seats = PRESETS[preset].seats
    parsers = {**_PARSERS, "match_length": match_length(seats, f"{seats}, the number of seats")}
    return {rule: parsers[rule] for rule in HOUSE_RULE_IDS[preset]}


_PRESET_PARSERS = {preset: _preset_parsers(preset) for preset in PRESETS}


def rules_from_preset(preset: str, overrides: Mapping[str, Any] | None = None) -> RuleSet:
    """The preset's rule set with `overrides` (house-rule id → JSON value) applied."""
    base = preset_named(PRESETS, preset)
    return replace(base, **parse_house_rules(overrides, _PRESET_PARSERS[preset], partial(_unknown, preset)))


def _unknown(preset: str, rule: str) -> str:
    owners = [p for p, ids in HOUSE_RULE_IDS.items() if rule in ids]
    if owners:
        return f"a house rule of {' and '.join(owners)}, not of {preset}"
    return f"there is no such house rule (known for {preset}: {', '.join(HOUSE_RULE_IDS[preset])})"

"""The five presets and every house rule of Scopa and Scopone (the Scopa rules: invalid rule sets, house rules).

A `RuleSet` is frozen: every house rule is a typed field. `rules_from_preset` builds
one from a preset id and overrides spelled as in deal files, checking every key and
value and naming the bad one in its error. How many play and how the cards are dealt
belong to the preset, not to a house rule.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any, NamedTuple

from kopdesk.games.catalog.scopa import SCOPA, SCOPA_3, SCOPA_4, SCOPONE, SCOPONE_SCIENTIFICO
from kopdesk.games.rules import Parser, boolean, choice, parse_house_rules, preset_named, to_json, whole_number
from kopdesk.games.rules import RulesError as RulesError
from kopdesk.quoting import quoted


class Dealing(enum.Enum):
    """How the pack is dealt (the Scopa rules: dealing)."""

    TALON = "talon"  # three each and four on the table, the rest a talon
    THREES = "threes"  # scopone: packets of three, two table cards twice, no talon
    FIVES = "fives"  # scopone scientifico: packets of five, an empty table


class CaptureRule(enum.Enum):
    EQUAL_FIRST = "equal_first"
    FEWEST_CARDS = "fewest_cards"
    FREE = "free"


class Assi(enum.Enum):
    OFF = "off"
    SCOPA = "scopa"
    NO_SCOPA = "no_scopa"


class PrimieraRule(enum.Enum):
    POINTS = "points"
    COUNT_SEVENS = "count_sevens"


class MissingSuit(enum.Enum):
    COMPARE_SUMS = "compare_sums"
    NO_POINT = "no_point"


class MatchTie(enum.Enum):
    COUNT_OUT = "count_out"
    HIGHER_TOTAL = "higher_total"


class FourPlayerMode(enum.Enum):
    TEAMS = "teams"
    INDIVIDUAL = "individual"
    DEALER_OUT = "dealer_out"


class Direction(enum.Enum):
    """Where the window draws the next seat; never changes a deal."""

    COUNTERCLOCKWISE = "counterclockwise"
    CLOCKWISE = "clockwise"


class Format(NamedTuple):
    players: int
    dealing: Dealing


_FORMATS = {
    SCOPA: Format(2, Dealing.TALON),
    SCOPA_3: Format(3, Dealing.TALON),
    SCOPA_4: Format(4, Dealing.TALON),
    SCOPONE: Format(4, Dealing.THREES),
    SCOPONE_SCIENTIFICO: Format(4, Dealing.FIVES),
}


@dataclass(frozen=True, slots=True)
class RuleSet:
    """A preset with its house rules (the Scopa rules: house rules). `four_player_mode` is None
    where it does not apply (two or three players)."""

    preset: str
    target: int
    match_tie: MatchTie
    capture_rule: CaptureRule
    assi: Assi
    quindici: bool
    last_card_scopa: bool
    denari_needs_six: bool
    primiera_rule: PrimieraRule
    primiera_missing_suit: MissingSuit
    re_bello: bool
    kings_redeal: bool
    deal_one_card: bool
    four_player_mode: FourPlayerMode | None
    direction: Direction

    def __hash__(self) -> int:
        # Every new deal looks its rule set up in a cache: the enum fields, each hashed in
        # Python, are left out (rule sets differing only in them share a hash, nothing more).
        return hash((self.preset, self.target, self.quindici, self.last_card_scopa, self.denari_needs_six,
                     self.re_bello, self.kings_redeal, self.deal_one_card))  # fmt: skip

    @property
    def players(self) -> int:
        return _FORMATS[self.preset].players

    @property
    def dealing(self) -> Dealing:
        return _FORMATS[self.preset].dealing

    def sides(self) -> tuple[tuple[int, ...], ...]:
        """The seats of each side: partners sit opposite in teams, else one side per seat."""
        if self.four_player_mode is FourPlayerMode.TEAMS:
            return ((0, 2), (1, 3))
        return tuple((seat,) for seat in range(self.players))

    def active_seats(self, dealer: int) -> tuple[int, ...]:
        """The seats that play, in order: the dealer's successor first, the dealer last
        (under `dealer_out` the dealer does not play)."""
        order = tuple((dealer + offset) % self.players for offset in range(1, self.players + 1))
        return order[:-1] if self.four_player_mode is FourPlayerMode.DEALER_OUT else order

    def house_rules(self) -> dict[str, Any]:
        """Every house rule that applies, spelled as in deal files and settings."""
        return {
            f.name: to_json(getattr(self, f.name)) for f in fields(self)[1:] if getattr(self, f.name) is not None
        }

    def overrides(self) -> dict[str, Any]:
        """The house rules that differ from the preset, spelled as in deal files."""
        base = PRESETS[self.preset].house_rules()
        return {k: v for k, v in self.house_rules().items() if base.get(k) != v}


_SCOPA = RuleSet(
    preset=SCOPA,
    target=11,
    match_tie=MatchTie.COUNT_OUT,
    capture_rule=CaptureRule.EQUAL_FIRST,
    assi=Assi.OFF,
    quindici=False,
    last_card_scopa=False,
    denari_needs_six=False,
    primiera_rule=PrimieraRule.POINTS,
    primiera_missing_suit=MissingSuit.COMPARE_SUMS,
    re_bello=False,
    kings_redeal=True,
    deal_one_card=False,
    four_player_mode=None,
    direction=Direction.COUNTERCLOCKWISE,
)

PRESETS: dict[str, RuleSet] = {
    SCOPA: _SCOPA,
    SCOPA_3: replace(_SCOPA, preset=SCOPA_3),
    SCOPA_4: replace(_SCOPA, preset=SCOPA_4, four_player_mode=FourPlayerMode.TEAMS),
    SCOPONE: replace(_SCOPA, preset=SCOPONE, four_player_mode=FourPlayerMode.TEAMS),
    SCOPONE_SCIENTIFICO: replace(_SCOPA, preset=SCOPONE_SCIENTIFICO, four_player_mode=FourPlayerMode.TEAMS),
}


_PARSERS: dict[str, Parser] = {
    "target": whole_number(1, 100),
    "match_tie": choice(MatchTie),
    "capture_rule": choice(CaptureRule),
    "assi": choice(Assi),
    "quindici": boolean,
    "last_card_scopa": boolean,
    "denari_needs_six": boolean,
    "primiera_rule": choice(PrimieraRule),
    "primiera_missing_suit": choice(MissingSuit),
    "re_bello": boolean,
    "kings_redeal": boolean,
    "deal_one_card": boolean,
    "four_player_mode": choice(FourPlayerMode),
    "direction": choice(Direction),
}
HOUSE_RULE_IDS: tuple[str, ...] = tuple(_PARSERS)


def rules_from_preset(preset: str, overrides: Mapping[str, Any] | None = None) -> RuleSet:
    """The preset's rule set with `overrides` (house-rule id → JSON value) applied."""
    rules = replace(preset_named(PRESETS, preset), **parse_house_rules(overrides, _PARSERS))
    _check_combination(rules)
    return rules


def _check_combination(rules: RuleSet) -> None:
    """Refuse the rule sets that make no sense (the Scopa rules: invalid rule sets)."""
    mode = rules.four_player_mode
    if rules.players < 4 and mode is not None:
        raise RulesError("four_player_mode", f"{rules.preset} is played by {rules.players}, not four")
    if rules.dealing is not Dealing.TALON:
        if rules.deal_one_card:
            raise RulesError("deal_one_card", f"{rules.preset} has no talon to deal from")
        if mode is not FourPlayerMode.TEAMS:
            assert mode is not None
            raise RulesError("four_player_mode", f"{rules.preset} is played in teams only, not {quoted(mode.value)}")

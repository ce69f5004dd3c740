"""House rules per preset: typed, validated, a bad key or value named (the Schafkopf rules: house rules)."""

from __future__ import annotations

import pytest

from kopdesk.games.schafkopf import HOUSE_RULE_IDS, PRESETS, Contract, RulesError, rules_from_preset


def test_each_preset_takes_its_own_house_rules_with_the_spec_defaults() -> None:
    assert PRESETS["schafkopf"].house_rules()["tariff"] == {"low": 1, "high": 2}
    assert PRESETS["schafkopf"].house_rules()["schneider_max"] == {"declarers": 29, "defenders": 29}
    assert PRESETS["wendisch"].house_rules() == {
        "wendisch_call": "ace", "first_trick_partner": "first_foreign", "tariff": {"low": 1, "high": 1},
        "schneider_max": {"declarers": 30, "defenders": 30}, "schwarz": "no_points", "match_length": {"deals": 24},
    }  # fmt: skip
    assert set(HOUSE_RULE_IDS["zweier"]) == {"tariff", "schneider_max", "schwarz", "match_length"}
    assert PRESETS["deutsch"].house_rules()["ten_rank"] == "low"


def test_overrides_round_trip_as_spelled_in_deal_files() -> None:
    changes = {
        "contracts": ["sauspiel", "wenz", "solo"],
        "laufende_min": {"ober_unter": 4, "unter": 2},
        "all_pass": "ramsch",
    }
    rules = rules_from_preset("schafkopf", changes)
    assert rules.overrides() == changes
    assert rules.contracts == {Contract.SAUSPIEL, Contract.WENZ, Contract.SOLO}
    assert rules_from_preset("schafkopf", rules.overrides()) == rules


@pytest.mark.parametrize(
    ("preset", "overrides", "rule", "words"),
    [
        ("schafkopf", {"ten_rank": "high"}, "ten_rank", "a house rule of deutsch, not of schafkopf"),
        ("zweier", {"max_doublings": 1}, "max_doublings", "a house rule of schafkopf, not of zweier"),
        ("wendisch", {"bok": True}, "bok", "there is no such house rule"),
        ("schafkopf", {"max_doublings": 5}, "max_doublings", "not a whole number from 0 to 4"),
        ("schafkopf", {"max_doublings": True}, "max_doublings", "not a whole number"),
        ("schafkopf", {"contracts": ["ramsch"]}, "contracts", '"ramsch" is not a contract id'),
        ("schafkopf", {"contracts": ["wenz", "wenz"]}, "contracts", "names a contract twice"),
        ("schafkopf", {"contract_order": "club"}, "contract_order", 'not one of "seed", "official"'),
        ("schafkopf", {"tariff": {"low": 1}}, "tariff", 'of the form {"low": n, "high": n}'),
        ("schafkopf", {"tariff": {"low": 0, "high": 2}}, "tariff", "low: 0 is not a whole number from 1 to 1000"),
        ("deutsch", {"deutsch_min_trumps": 12}, "deutsch_min_trumps", "from 1 to 11"),
        ("zweier", {"match_length": {"deals": 3}}, "match_length", "not a positive multiple of 2"),
        ("schafkopf", {"match_length": {"deals": 6}}, "match_length", "not a positive multiple of 4"),
        ("wendisch", {"schwarz": "none"}, "schwarz", '"no_trick", "no_points"'),
    ],
)
def test_a_bad_house_rule_is_refused_naming_it(
    preset: str, overrides: dict[str, object], rule: str, words: str
) -> None:
    with pytest.raises(RulesError) as refused:
        rules_from_preset(preset, overrides)
    assert refused.value.rule == rule and words in str(refused.value)


def test_zweier_matches_may_run_an_even_number_of_deals() -> None:
    assert rules_from_preset("zweier", {"match_length": {"deals": 6}}).match_length.deals == 6
    assert rules_from_preset("schafkopf", {"contracts": []}).contracts == frozenset()

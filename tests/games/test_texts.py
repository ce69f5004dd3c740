"""The texts each game brings (kopdesk.games.texts): a name and description per preset and a
row per house rule, whose kind of value is what the engine takes."""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import pytest

from kopdesk.games.registry import FAMILIES, PRESETS, game_of
from kopdesk.games.rules import RulesError
from kopdesk.games.texts import Checks, Choice, HouseRule, Number, Numbers, Switch, texts_of
from kopdesk.i18n import Marked

MATCH_LENGTH = "match_length"


def house_rules(preset: str) -> dict[str, Any]:
    values: dict[str, Any] = game_of(preset).presets[preset].house_rules()  # type: ignore[attr-defined]
    return values


def row(preset: str, rule_id: str) -> HouseRule:
    return next(rule for rule in texts_of(game_of(preset).family).house_rules if rule.id == rule_id)


def accepted(preset: str, rule_id: str, value: Any) -> bool:
    try:
        rules = game_of(preset).rules(preset, {rule_id: value})
    except RulesError as error:
        assert error.rule == rule_id
        return False
    return house_rules(preset)[rule_id] == value or rules.overrides()[rule_id] == value


CASES = [(preset, rule_id) for preset in PRESETS for rule_id in house_rules(preset) if rule_id != MATCH_LENGTH]


@pytest.mark.parametrize("family", FAMILIES, ids=lambda family: family.name)
def test_every_preset_has_a_name_and_a_description(family) -> None:
    texts = texts_of(family.name)
    assert set(texts.presets) == set(family.presets)
    for text in (texts.name, *(t for p in texts.presets.values() for t in (p.name, p.description))):
        assert (text.message if isinstance(text, Marked) else text).strip()


@pytest.mark.parametrize("family", FAMILIES, ids=lambda family: family.name)
def test_every_row_is_a_house_rule_of_one_of_the_games_presets(family) -> None:
    ids = [rule.id for rule in texts_of(family.name).house_rules]
    assert len(ids) == len(set(ids))
    assert set(ids) == {rule for preset in family.presets for rule in house_rules(preset)} - {MATCH_LENGTH}


@pytest.mark.parametrize(("preset", "rule_id"), CASES)
def test_every_value_the_row_offers_is_one_the_engine_takes(preset: str, rule_id: str) -> None:
    """Each house rule of each preset has a row; the values its editor can give are the
    engine's: both ends of a number and not one past them, the options and no other."""
    rule, default = row(preset, rule_id), house_rules(preset)[rule_id]
    kind, explained = rule.kind, rule.error is not None  # a row whose value the combination may refuse says why
    match kind:
        case Switch():
            assert isinstance(default, bool) and (accepted(preset, rule_id, not default) or explained)
        case Choice():
            assert default in [option.value for option in kind.options]
            for option in kind.options:
                assert accepted(preset, rule_id, option.value) or explained
            assert accepted(preset, rule_id, "no such value") is False
        case Number():
            assert accepted(preset, rule_id, kind.low) and accepted(preset, rule_id, kind.high)
            assert not accepted(preset, rule_id, kind.low - 1) and not accepted(preset, rule_id, kind.high + 1)
        case Numbers():
            parts = [part.value for part in kind.parts]
            assert sorted(parts) == sorted(default)
            assert accepted(preset, rule_id, dict.fromkeys(parts, kind.low))
            assert accepted(preset, rule_id, dict.fromkeys(parts, kind.high))
            assert not accepted(preset, rule_id, dict.fromkeys(parts, kind.high + 1))
        case Checks():
            values = [option.value for option in kind.options]
            assert set(default) <= set(values)
            assert accepted(preset, rule_id, values[1:]) or explained


def test_the_games_texts_need_neither_qt_nor_babel() -> None:
    """The engine stays standard-library Python: its texts are marked with `N_`/`NP_`
    from `kopdesk.i18n`, which loads Babel only to format numbers."""
    code = (
        "import sys; from kopdesk.games.registry import FAMILIES; from kopdesk.games.texts import texts_of;"
        "[texts_of(family.name) for family in FAMILIES];"
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'PySide6', 'shiboken6', 'babel'}))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"

"""The Schafkopf and Scopa deal-file readers against anything, as Kop's is fuzzed in
`tests/games/kop/test_dealfile.py`: whatever the bytes, a standing or one printable
`DealFileError` line, never a traceback.

Deal files are made by the engine of every preset of both families, played some way in,
then one part is replaced by anything: control characters, lone surrogates, escape
sequences, huge numbers, nesting. The reader is the registry's, which `kopdesk replay`,
the tournament and the saves use.
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kopdesk.games.dealfile import DealFileError, parse_json
from kopdesk.games.registry import PRESETS, family_of_preset, game_of, replayed

ANY = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
PRESETS_FUZZED = sorted(p for p in PRESETS if family_of_preset(p).name in ("schafkopf", "scopa"))

# Every kind of character, with the hostile ones made likely.
_HOSTILE_PIECES = ["\n", "\r", "\x1b[2J", "\x1b[31m", "\ud800", "\u2028", ":", "7C", "AS"]
HOSTILE_TEXT = st.lists(st.characters(blacklist_categories=()) | st.sampled_from(_HOSTILE_PIECES), max_size=8).map(
    "".join
)
HUGE = st.sampled_from([10**40, -(10**99), 2**63, 1e308, float("inf")]) | st.integers()
ANY_JSON = st.recursive(
    st.none() | st.booleans() | HUGE | st.floats() | HOSTILE_TEXT,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(HOSTILE_TEXT, inner, max_size=4),
    max_leaves=12,
)
NESTED = st.integers(1, 40).map(lambda depth: json.loads("[" * depth + "]" * depth))


def assert_one_printable_line(message: str) -> None:
    assert message.isprintable() and len(message.splitlines()) == 1, repr(message)


def answer(source: str | bytes) -> None:
    """Read and replay `source` as `kopdesk replay` does: its standing, or one printable line."""
    try:
        game, deal = replayed(parse_json(source))
        json.dumps(game.status(deal))
    except DealFileError as error:
        assert_one_printable_line(str(error))


@st.composite
def deal_files(draw: st.DrawFn) -> dict[str, Any]:
    """A deal file of a Schafkopf or Scopa preset as its engine writes it, played some way
    in, with one part (or one item of a list) now and then replaced by anything."""
    preset = draw(st.sampled_from(PRESETS_FUZZED))
    game, rng = game_of(preset), draw(st.randoms(use_true_random=False))
    rules = game.presets[preset]
    deal = game.new_deal(rules, draw(st.integers(0, game.seats(rules) - 1)), rng)
    for _ in range(draw(st.integers(0, 40))):
        if deal.to_move is None:
            break
        deal.apply(rng.choice(list(deal.legal_actions())))
    data = game.deal_json(deal)
    where = draw(st.sampled_from([None, *data, "house_rules", "stray"]))
    junk = draw(ANY_JSON | NESTED)
    if where is None:
        return data
    if isinstance(data.get(where), list) and data[where] and draw(st.booleans()):
        items = data[where]
        index = draw(st.integers(0, len(items) - 1))
        if isinstance(items[index], dict) and draw(st.booleans()):
            items[index][draw(st.sampled_from(sorted(items[index])) | HOSTILE_TEXT)] = junk
        else:
            items[index] = junk
    elif where == "house_rules":
        data["house_rules"] = {**data.get("house_rules", {}), draw(HOSTILE_TEXT): junk}
    else:
        data[where] = junk
    return data


@ANY
@given(st.binary(max_size=200))
def test_any_bytes(data: bytes) -> None:
    answer(data)


@ANY
@given(st.sampled_from(PRESETS_FUZZED), st.dictionaries(HOSTILE_TEXT, ANY_JSON, max_size=6))
def test_any_json_under_a_preset(preset: str, value: dict[str, Any]) -> None:
    answer(json.dumps({"rules": preset, **value}))


@ANY
@given(deal_files())
def test_deal_files_with_any_parts(value: dict[str, Any]) -> None:
    answer(json.dumps(value).encode())

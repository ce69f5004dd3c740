"""The deal-file reader against hostile input: whatever the bytes, one clear DealFileError.

docs/deal-files.md: "A traceback is never the answer to bad input." Each case below
once gave a traceback or an error of several lines; the hypothesis tests feed the
reader arbitrary bytes, arbitrary JSON and deal files with arbitrary parts.
"""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kopdesk.games.dealfile import MAX_DEAL_FILE_BYTES
from kopdesk.games.kop import (
    HOUSE_RULE_IDS,
    PRESETS,
    Deal,
    DealFile,
    DealFileError,
    RulesError,
    deal_status,
    parse_deal_file,
    read_deal_file,
    rules_from_preset,
    shuffled_hands,
)

GOOD: dict[str, Any] = {
    "rules": "kop",
    "dealer": 1,
    "hands": [["QC", "JC", "10D", "AS"], ["QS", "JS", "10H", "AD"],
              ["QH", "QD", "JH", "10C"], ["AH", "JD", "AC", "10S"]],
    "calls": [{"seat": 2, "call": "pass"}],
}


def with_(**changes: Any) -> str:
    return json.dumps({**GOOD, **changes})


HUGE = "9" * 5000
HOSTILE: dict[str, tuple[str | bytes, list[str]]] = {
    "nested 1,000 deep": ("[" * 1000 + "]" * 1000, ["nested"]),
    "nested 100,000 deep": ('{"a":' * 100_000 + "1" + "}" * 100_000, ["nested"]),
    "nested 20 deep in a hand": (with_(hands=[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]), ["nested"]),
    "huge number at the top": (HUGE, ["5000 digits"]),
    "huge number as the dealer": (with_(dealer=0).replace('"dealer": 0', f'"dealer": {HUGE}'), ["5000 digits"]),
    "huge negative number in a house rule": (
        with_(house_rules={"max_doublings": 0}).replace('"max_doublings": 0', f'"max_doublings": -{HUGE}'),
        ["5001 digits"],
    ),
    "list in house_rules.contracts": (
        with_(house_rules={"contracts": ["zolo", ["gran"]]}), ["house_rules.contracts", '["gran"]'],
    ),
    "object in house_rules.contracts": (
        with_(house_rules={"contracts": [{"a": 1}]}), ["house_rules.contracts", '{"a": 1}'],
    ),
    "newline in a key": (with_(**{"col\nour": 1}), ['["col\\nour"]', "unknown key"]),
    "carriage return in a call's key": (
        with_(calls=[{"seat": 2, "call": "pass", "x\ry": 1}]), ['calls[0]["x\\ry"]', "unknown key"],
    ),
    "line separator in a house rule": (
        with_(house_rules={"max\u2028doublings": 1}), ['house_rules["max\\u2028doublings"]', "no such house rule"],
    ),
    "lone surrogate in a key": (with_(**{"x\ud800": 1}), ['["x\\ud800"]', "unknown key"]),
    "newline in a value": (with_(rules="k\nop"), ["rules", '"k\\nop" is not a preset']),
    "not UTF-8": (b'{"rules": "kop",\n "x": "\xff"}', ["line 2, column 8", "not UTF-8", "0xff"]),
    "UTF-8 of a surrogate": (b'{"\xed\xa0\x80": 1}', ["line 1, column 3", "not UTF-8"]),
    "empty": (b"  \n", ["empty"]),
}


def refusal(source: str | bytes) -> str:
    """The message a bad deal file gets, with the calls and cards checked too."""
    with pytest.raises(DealFileError) as caught:
        parse_deal_file(source).replay()
    return str(caught.value)


def assert_one_printable_line(message: str) -> None:
    assert message.isprintable() and len(message.splitlines()) == 1, repr(message)


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_input_gets_one_clear_line(name: str) -> None:
    source, fragments = HOSTILE[name]
    message = refusal(source)
    assert_one_printable_line(message)
    for fragment in fragments:
        assert fragment in message


def test_a_file_and_its_name_are_named_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / "a\nb.json"
    path.write_text(with_(**{"x\ny": 1}))
    with pytest.raises(DealFileError) as caught:
        read_deal_file(str(path))
    message = str(caught.value)
    assert_one_printable_line(message)
    assert message.startswith(json.dumps(str(path))) and '["x\\ny"]: unknown key' in message


def test_the_size_limit_is_the_file_size(tmp_path: Path) -> None:
    text = with_()
    path = tmp_path / "deal.json"
    path.write_text(text + " " * (MAX_DEAL_FILE_BYTES - len(text)))
    assert deal_status(read_deal_file(str(path)))["phase"] == "auction"
    path.write_text(text + " " * (MAX_DEAL_FILE_BYTES + 1 - len(text)))
    with pytest.raises(DealFileError, match="more than 64 kB"):
        read_deal_file(str(path))


class EndlessStream(io.RawIOBase):
    """Standard input that never ends; counts what was taken from it."""

    taken = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        buffer[:] = b" " * len(buffer)
        self.taken += len(buffer)
        return len(buffer)


def test_endless_standard_input_is_refused_after_the_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    stream = EndlessStream()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BufferedReader(stream)))
    with pytest.raises(DealFileError, match=r'^"-": more than 64 kB'):
        read_deal_file("-")
    assert stream.taken < 2 * MAX_DEAL_FILE_BYTES


def test_closed_standard_input_is_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdin", None)
    with pytest.raises(DealFileError, match=r'^"-": standard input is closed$'):
        read_deal_file("-")


def test_a_byte_order_mark_is_allowed() -> None:
    assert parse_deal_file(b"\xef\xbb\xbf" + with_().encode()).dealer == 1


# -- any input at all ----------------------------------------------------------------

ANY = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Text with every kind of character, lone surrogates and line breaks included.
ANY_TEXT = st.text(st.characters(blacklist_categories=()), max_size=12)
ANY_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | ANY_TEXT,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(ANY_TEXT, inner, max_size=4),
    max_leaves=12,
)

RULE_CHOICES: dict[str, list[Any]] = {
    "trump_order": ["as-dycha", "as-trzy-dychy"],
    "first_bidder": ["forehand", "second"],
    "contracts": [["wesele", "zolo"], ["zolo", "baska", "gran", "mester"], []],
    "thrown_games": [True, False],
    "max_doublings": [1, 7],
    "doubling_names": ["kop", "baska"],
    "wesele_partner": ["highest_jack", "named_jack"],
    "tie_rule": ["old_lose"],
    "exit_points": [{"old": 27, "young": 26}],
    "match_length": [{"target": 100}, {"open": True}],
}


def house_rules() -> st.SearchStrategy[dict[str, Any]]:
    """Overrides of a few house rules, each with a value it can take (together they may not fit)."""
    return st.sets(st.sampled_from(sorted(RULE_CHOICES)), max_size=4).flatmap(
        lambda chosen: st.fixed_dictionaries({rule: st.sampled_from(RULE_CHOICES[rule]) for rule in chosen})
    )


@st.composite
def deal_files(draw: st.DrawFn) -> dict[str, Any]:
    """A deal file the engine wrote, played some way in, with one part now and then replaced by anything."""
    rng = draw(st.randoms(use_true_random=False))
    try:
        rules = rules_from_preset(draw(st.sampled_from(sorted(PRESETS))), draw(house_rules()))
    except RulesError:
        rules = PRESETS["kop"]
    deal = Deal(rules, draw(st.integers(0, 3)), shuffled_hands(rng))
    for _ in range(draw(st.integers(0, 30))):
        if deal.to_move is not None:
            deal.apply(rng.choice(deal.legal_actions()))
    data = DealFile.of(deal).to_json()
    data.setdefault("house_rules", {})
    where = draw(st.sampled_from([None, None, "top", "house_rules", "calls", "play"]))
    if where == "top":
        data[draw(st.sampled_from([*data, "stray"]))] = draw(ANY_JSON)
    elif where == "house_rules":
        data["house_rules"][draw(st.sampled_from(HOUSE_RULE_IDS) | ANY_TEXT)] = draw(ANY_JSON)
    elif where is not None and data[where]:
        items = data[where]
        index = draw(st.integers(0, len(items) - 1))
        if where == "calls":
            items[index][draw(st.sampled_from(["seat", "call", "jack"]) | ANY_TEXT)] = draw(ANY_JSON)
        else:
            items[index] = draw(ANY_JSON)
    return data


def answer(source: str | bytes) -> None:
    """Read and replay `source`: a standing or one printable line of refusal, nothing else."""
    try:
        deal_status(parse_deal_file(source).replay())
    except DealFileError as error:
        assert_one_printable_line(str(error))


@ANY
@given(st.binary(max_size=200))
def test_any_bytes(data: bytes) -> None:
    answer(data)


@ANY
@given(ANY_JSON)
def test_any_json(value: Any) -> None:
    answer(json.dumps(value))


@ANY
@given(deal_files())
def test_deal_files_with_any_parts(value: dict[str, Any]) -> None:
    answer(json.dumps(value).encode())

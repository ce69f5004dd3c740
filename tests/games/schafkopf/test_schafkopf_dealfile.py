"""Schafkopf deal files (docs/deal-files.md): what is refused, and where; writing and `kopdesk bench`."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from kopdesk.games.dealfile import DealFileError
from kopdesk.games.schafkopf import GAME, DealFile, deal_file_from_json, deal_status, parse_deal_file

EXAMPLES = Path(__file__).parents[2] / "examples" / "schafkopf"


def example(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((EXAMPLES / f"{name}.json").read_text("utf-8"))
    return data


def refusal(data: dict[str, Any]) -> str:
    with pytest.raises(DealFileError) as refused:
        deal_file_from_json(data).replay()
    return str(refused.value)


def test_a_card_of_the_other_deck_is_refused_where_it_stands() -> None:
    data = example("wendisch-normal-schneider-at-90")
    data["hands"][0][0] = "OE"
    assert refusal(data).startswith('hands[0][0]: "OE" is not a card (write rank then suit')


def test_zweier_hands_must_be_eight_open_hidden_pairs() -> None:
    data = example("zweier-turn-up-after-trick")
    data["hands"][1] = data["hands"][1][:7]
    assert refusal(data) == "hands[1]: a Zweier hand is eight [open, hidden] stacks, not 7 items"
    data = example("zweier-turn-up-after-trick")
    data["hands"][0][3] = ["10S"]
    assert refusal(data) == "hands[0][3]: a stack is [open, hidden]: two cards, not 1"


@pytest.mark.parametrize(
    ("name", "change", "message"),
    [
        (
            "schafkopf-seed-solo-35",
            {"suit": None},
            "calls[0].suit: this key is required but missing: solo names a suit",
        ),
        ("schafkopf-wenz-king-over-ober", {"suit": "H"}, "calls[0].suit: wenz names no suit"),
        ("schafkopf-wenz-king-over-ober", {"card": "AH"}, "calls[0].card: wenz names no card"),
        ("schafkopf-wenz-king-over-ober", {"call": "trumps"}, 'calls[0].call: "trumps" is not a call of schafkopf'),
        ("wendisch-first-trick-partner", {"call": "partner"}, "calls[0].card: this key is required but missing"),
        ("deutsch-zwangsspiel-no-trump-obligation", {"suit": "E"}, None),
    ],
)
def test_a_call_with_a_wrong_parameter_is_refused(name: str, change: dict[str, Any], message: str | None) -> None:
    data = example(name)
    data["calls"][0].update(change)
    if change.get("suit", 0) is None:
        del data["calls"][0]["suit"]
    text = refusal(data)
    assert text.startswith(message) if message else text.startswith("calls[0].suit: ")


def test_calls_where_the_preset_has_none_and_house_rules_of_another_preset() -> None:
    data = example("zweier-turn-up-after-trick")
    data["calls"] = [{"seat": 1, "call": "pass"}]
    assert refusal(data) == "calls[0].call: zweier has no calls: the calls must be []"
    data = example("wendisch-normal-schneider-at-90")
    data["calls"] = [{"seat": 0, "call": "solo"}]
    assert refusal(data).endswith("nobody calls in this deal: play begins at once")
    data["calls"] = []
    data["house_rules"] = {"max_doublings": 1}
    assert (
        refusal(data)
        == 'house_rules.max_doublings: house rule "max_doublings": a house rule of schafkopf, not of wendisch'
    )


def test_a_contract_that_does_not_outrank_and_a_call_out_of_turn() -> None:
    data = example("schafkopf-official-order-priority")
    data["calls"].append({"seat": 1, "call": "solo", "suit": "E"})
    assert refusal(data) == "calls[5]: solo:E is refused: solo:E does not outrank the wenz already called"
    data["calls"][5] = {"seat": 2, "call": "pass"}
    assert refusal(data) == "calls[5]: seat 2 calls out of turn: it is seat 1's turn"


@pytest.mark.parametrize("preset", ["schafkopf", "wendisch", "zweier", "deutsch"])
def test_a_deal_written_out_reads_back_the_same(preset: str) -> None:
    rng = random.Random(preset)
    rules = GAME.rules(preset, {"tariff": {"low": 2, "high": 3}})
    played = GAME.new_deal(rules, 1, rng)
    while played.to_move is not None and len(played.history) < 30:
        played.apply(rng.choice(played.legal_actions()))
    text = DealFile.of(played).dumps()
    assert json.loads(text)["house_rules"] == {"tariff": {"low": 2, "high": 3}}
    assert deal_status(parse_deal_file(text).replay()) == deal_status(played)


@pytest.mark.parametrize("preset", ["schafkopf", "wendisch", "zweier", "deutsch"])
def test_bench_reports_random_deals_per_second(preset: str) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "kopdesk", "bench", "--rules", preset, "--json", "--seconds", "0.2"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["preset"] == preset and report["random_deals_per_s"] > 0

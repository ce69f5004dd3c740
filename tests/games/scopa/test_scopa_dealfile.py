"""Reading Scopa deal files: every bad input is one DealFileError naming where (docs/deal-files.md)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from kopdesk.games.dealfile import DealFileError
from kopdesk.games.scopa import DealFile, deal_file_from_json, deal_status, parse_deal_file

EXAMPLES = Path(__file__).parents[2] / "examples" / "scopa"


def example(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((EXAMPLES / f"{name}.json").read_text("utf-8"))
    return data


def refusal(data: dict[str, Any]) -> str:
    with pytest.raises(DealFileError) as error:
        deal_file_from_json(data).replay()
    return str(error.value)


def test_moves_may_be_objects_with_the_seat_to_move_and_mix_with_strings() -> None:
    data = example("scopa-deal-one-card-option")
    data["play"][0] = {"card": "QD", "take": ["QS"], "seat": 1}
    data["play"][1] = {"card": "KS", "take": []}
    data["play"].append({"pass": True, "seat": 0})
    status = deal_status(deal_file_from_json(data).replay())
    assert status["to_move"] == 1 and status["hands"][0] == ["JH"]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"colour": 1}, 'colour: unknown key (known: rules, house_rules, dealer, deck, play, match_score)'),
        (
            {"house_rules": {"assi": "si"}},
            'house_rules.assi: house rule "assi": "si" is not one of "off", "scopa", "no_scopa"',
        ),
        ({"dealer": 2}, "dealer: 2 is not a seat 0-1"),
        ({"play": ["7h"]}, 'play[0]: "7h" is not a card'),
        ({"play": ["7H:"]}, 'play[0]: "7H:" names no card after'),
        ({"play": ["7H:3H+3H"]}, "play[0]: 3H is taken twice"),
        ({"play": [{"card": "6D", "seat": 1}]}, "play[0]: seat 1 plays out of turn: it is seat 0's turn"),
        ({"play": [{"card": "7H", "take": ["9H"]}]}, 'play[0].take[0]: "9H" is not a card'),
        ({"play": [{"pass": True, "card": "7H"}]}, "play[0]: a pass names no card"),
        ({"play": ["6D", "5C"]}, "play[1]: seat 1 does not hold 5C"),
        ({"play": ["pass"]}, "play[0]: seat 0 must play a card"),
        ({"play": ["6D", "7H:6D"]}, "play[1]: 7H may not take 6D: the choices are 7H:3H+4S, 7H:6D+AC"),
        ({"match_score": [11, 3]}, "match_score: the match is already over at 11:3 (target 11)"),
        ({"match_score": [1, 2, 3]}, "match_score: there must be 2 scores, one per side, not 3"),
        ({"match_score": [1, -2]}, "match_score[1]: -2 is below 0"),
    ],
)
def test_bad_input_says_what_and_where(change: dict[str, Any], message: str) -> None:
    data = example("scopa-equal-card-first")
    data["play"] = []
    data.update(change)
    assert refusal(data).startswith(message)


def test_a_tie_above_the_target_is_still_a_match_under_higher_total() -> None:
    data = example("scopa-count-out-carte-first")
    data["house_rules"] = {"match_tie": "higher_total"}
    data["match_score"] = [11, 11]
    assert deal_status(deal_file_from_json(data).replay())["match"]["after"] == [12, 14]
    data["house_rules"] = {}
    assert refusal(data).startswith("match_score: the match is already over")


def test_no_move_after_the_deal_or_in_a_void_deal() -> None:
    data = example("scopa-last-card-no-scopa")
    data["play"].append("7D")
    assert refusal(data) == "play[36]: the deal is over"
    data = example("scopone-kings-redeal")
    data["play"] = ["QC"]
    assert refusal(data).startswith("play[0]: the deal is void")


def test_a_deal_file_written_out_reads_back_the_same() -> None:
    data = example("scopa-count-out-carte-first")
    deal = deal_file_from_json(data).replay()
    written = DealFile.of(deal).to_json()
    assert written == data
    assert deal_status(parse_deal_file(DealFile.of(deal).dumps()).replay()) == deal_status(deal)

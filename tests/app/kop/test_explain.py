"""The explanation of a deal's result: scripted deals, part by part (no Qt)."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from typing import Any

import pytest

from kopdesk.app.kop.explain import DealExplanation, explain_deal, join_names
from kopdesk.games.kop import BaseReason, FactorKind, Score, Side, deal_file_from_json
from kopdesk.i18n import set_language, signed_units

NAMES = ("Ewa", "Jan", "Ola", "Piotr")
STAKE = Decimal("0.20")


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    set_language("en")
    yield
    set_language("en")


def calls(first: int, text: str) -> list[dict[str, Any]]:
    """The calls in turn from seat `first`, e.g. calls(1, "double pass pass pass")."""
    return [{"seat": (first + i) % 4, "call": call} for i, call in enumerate(text.split())]


def hands(*texts: str) -> list[list[str]]:
    return [text.split() for text in texts]


def scored(data: dict[str, Any]) -> Score:
    score = deal_file_from_json(data).replay().score
    assert score is not None
    return score


def explained(data: dict[str, Any], currency: str = "PLN", you: int | None = None) -> tuple[Score, DealExplanation]:
    """The deal explained with every player named, or to the player in seat `you`."""
    score = scored(data)
    rules = deal_file_from_json(data).rules
    return score, explain_deal(score, rules, NAMES, STAKE, currency, you=you)


# worked example 1 of the Kop rules: old 80 in three tricks, young 24 in one; Jan doubled.
BASKA_NORMAL_KONTRA = {
    "rules": "baska",
    "dealer": 3,
    "hands": hands("AH JD JS QC", "10C JC QD QH", "10D 10S AC QS", "10H AD AS JH"),
    "calls": calls(1, "double pass pass pass"),
    "play": "AH QD QS AD JS JC 10D 10H JH QC QH 10S JD 10C AC AS".split(),
}

# worked example 2 of the Kop rules: Jan plays cicha, Ola doubles, Jan redoubles, 52:52.
BASKA_CICHA_TIE = {
    "rules": "baska",
    "dealer": 3,
    "hands": hands("10D AS JH QD", "10C AH QC QS", "10H AD JD QH", "10S AC JC JS"),
    "calls": calls(1, "pass double pass pass double pass pass pass"),
    "play": "AS AH QH 10S 10C AD AC QD JH QS 10H JS JD JC 10D QC".split(),
}

# Jan calls wesele; Ola holds J♣, the highest jack he lacks; Piotr doubles; the young win.
BASKA_WESELE = {
    "rules": "baska",
    "dealer": 3,
    "hands": hands("AH JS 10H AD", "QC QS JD 10C", "JC AC 10S QH", "JH AS 10D QD"),
    "calls": calls(1, "wesele pass double pass pass pass"),
    "play": "JS QC JC JH 10C AC 10D AH 10H QS QH QD AD JD 10S AS".split(),
}

# Kop: Jan calls zolo du, Ola doubles; Jan takes one trick.
KOP_ZOLO_DU_LOST = {
    "rules": "kop",
    "dealer": 0,
    "hands": BASKA_WESELE["hands"],
    "calls": calls(1, "zolo_du double pass pass pass"),
    "play": "10C AC JH JS AH QC JC 10D 10H QS QH QD AD JD 10S AS".split(),
}

# Kop, the pagat example of the Kop rules (counting doublings): kontra (Ola) and re (Piotr) are one side's run.
KOP_MERGED_RUN = {
    "rules": "kop",
    "dealer": 1,
    "hands": hands("JC JS QD QH", "10C 10H 10S AD", "10D AH AS QS", "AC JD JH QC"),
    "calls": calls(2, "double double double pass pass double pass pass pass"),
    "play": "QS QC JS 10H 10S AS JD QD QH AD AH JH 10D AC JC 10C".split(),
}

# Baśka: Ola holds the four aces and throws mester.
BASKA_MESTER = {
    "rules": "baska",
    "dealer": 3,
    "hands": hands("QH JS 10H QD", "QC QS JD 10C", "AH AC AS AD", "JH JC 10D 10S"),
    "calls": calls(1, "pass mester pass pass pass"),
}


def test_normal_game_with_kontra() -> None:
    score, explanation = explained(BASKA_NORMAL_KONTRA)
    assert explanation.winner is Side.OLD
    assert explanation.title == "Won by the old: Ewa and Ola"
    assert "Ewa and Ola held the black queens" in explanation.sides
    assert explanation.tally is not None
    assert "took 80 card points in 3 tricks" in explanation.tally
    assert "took 24 card points in 1 trick." in explanation.tally
    assert (explanation.base, explanation.base_reason) == (2, BaseReason.BEZ_WYJSCIA)
    assert "24 card points, fewer than 26 card points" in explanation.base_text
    [run] = explanation.doublings
    assert [(c.level, c.name, c.player) for c in run.calls] == [(1, "kontra", "Jan")]
    assert not run.merged
    assert explanation.factors == ()
    assert explanation.value == 4
    assert [p.units for p in explanation.players] == [4, -4, 4, -4] == list(score.units)
    assert [p.money for p in explanation.players] == [Decimal("0.80"), Decimal("-0.80")] * 2


def test_cicha_lost_at_52_with_rekontra() -> None:
    score, explanation = explained(BASKA_CICHA_TIE)
    assert explanation.contract == "Game: silent solo by Jan."
    assert "Jan held both black queens and played alone" in explanation.sides
    assert "52:52" in explanation.win and "so the old side loses: Jan." in explanation.win
    assert "bok round" in explanation.win
    assert (explanation.base, explanation.base_reason) == (4, BaseReason.CONTRACT)
    assert [[(c.name, c.player) for c in run.calls] for run in explanation.doublings] == [
        [("kontra", "Ola")],
        [("rekontra", "Jan")],
    ]
    assert [(f.kind, f.multiplier) for f in explanation.factors] == [(FactorKind.OLD_LOSS, 2)]
    assert explanation.value == 32
    assert "96 units" in explanation.value_text
    assert [p.units for p in explanation.players] == [32, -96, 32, 32] == list(score.units)


def test_tie_lost_by_the_last_doubler() -> None:
    data = dict(BASKA_CICHA_TIE, house_rules={"tie_rule": "last_doubler_loses"})
    _, explanation = explained(data)
    assert "the side that made the last doubling, rekontra by Jan, loses: Jan." in explanation.win


def test_wesele_names_the_partner_and_his_jack() -> None:
    score, explanation = explained(BASKA_WESELE)
    assert explanation.contract == "Game: wedding, called by Jan."
    assert explanation.sides.startswith("Ola held J♣, the highest jack Jan did not hold")
    assert explanation.winner is Side.YOUNG
    assert "Jan and Ola got out (wyjście) with 43 card points, at least 27" in explanation.base_text
    assert [(c.name, c.player) for run in explanation.doublings for c in run.calls] == [("kontra", "Piotr")]
    assert [f.kind for f in explanation.factors] == [FactorKind.OLD_LOSS]
    assert [p.units for p in explanation.players] == list(score.units) == [4, -4, -4, 4]


def test_zolo_du_lost_by_a_missed_trick() -> None:
    score, explanation = explained(KOP_ZOLO_DU_LOST)
    assert explanation.win == "Jan needed all four tricks for solo du but took 1 trick."
    assert (explanation.base, explanation.base_reason) == (10, BaseReason.CONTRACT)
    assert explanation.factors == ()
    settles = "each of the three settles 20 units with Jan, who so wins or loses 60 units"
    assert settles in explanation.value_text
    assert [p.units for p in explanation.players] == list(score.units) == [20, -60, 20, 20]


def test_a_run_of_one_side_counts_once() -> None:
    score, explanation = explained(KOP_MERGED_RUN)
    runs = explanation.doublings
    assert [[c.level for c in run.calls] for run in runs] == [[1, 2], [3], [4]]
    assert [run.merged for run in runs] == [True, False, False]
    assert "kontra by Ola and re by Piotr are one side's run and count once" in runs[0].text
    assert [c.name for run in runs for c in run.calls] == ["kontra", "re", "bok", "słup"]
    assert score.counted_doublings == len(runs) == 3
    assert explanation.value == 8
    assert explanation.value_text.startswith("Value 1 × 2 × 2 × 2 = 8")
    assert [p.units for p in explanation.players] == [8, 8, -8, -8]


def test_thrown_game_has_no_tally() -> None:
    _, explanation = explained(BASKA_MESTER)
    assert explanation.tally is None
    assert explanation.win == "Thrown game (four aces): Ola showed the cards and won without play."
    assert explanation.doublings == ()
    assert len(explanation.lines) == 5
    assert [p.units for p in explanation.players] == [-10, -10, 30, -10]


def test_money_in_polish_and_english() -> None:
    score = scored(BASKA_NORMAL_KONTRA)
    rules = deal_file_from_json(BASKA_NORMAL_KONTRA).rules
    set_language("pl")
    polish = explain_deal(score, rules, NAMES, STAKE, "PLN", you=None).players
    assert [p.money_text for p in polish] == ["0,80\xa0zł", "-0,80\xa0zł"] * 2
    set_language("en")
    english = explain_deal(score, rules, NAMES, STAKE, "EUR", you=None).players
    assert [p.money_text for p in english] == ["€0.80", "-€0.80"] * 2


def test_lines_are_the_parts_in_order() -> None:
    _, explanation = explained(KOP_MERGED_RUN)
    assert explanation.lines[:2] == (explanation.contract, explanation.sides)
    assert explanation.lines[-1] == explanation.value_text
    assert all(line.strip() for line in explanation.lines)


def test_small_words() -> None:
    assert join_names(["Ewa"]) == "Ewa"
    assert join_names(["Ewa", "Jan", "Ola"]) == "Ewa, Jan and Ola"
    assert [signed_units(n) for n in (4, 0, -4)] == ["+4", "0", "-4"]


# -- the user, in seat 0, is spoken to ------------------------------------------------


def test_the_user_among_the_winners_is_you() -> None:
    _, explanation = explained(BASKA_NORMAL_KONTRA, you=0)
    assert explanation.title == "You and Ola win as the old"
    assert explanation.sides.startswith("You and Ola held the black queens")
    assert explanation.tally is not None and explanation.tally.startswith("You and Ola (the old) took 80")
    assert explanation.win.startswith("You and Ola won with 80 card points")
    assert "Ewa" not in " ".join(explanation.lines)
    assert explanation.players[0].name == "Ewa"


def test_the_user_against_a_lone_player() -> None:
    _, explanation = explained(BASKA_CICHA_TIE, you=0)
    assert explanation.title == "You, Ola and Piotr win as the young"
    assert explanation.sides == "Jan held both black queens and played alone as the old against you, Ola and Piotr."
    assert explanation.tally is not None and explanation.tally.startswith("Jan (old, alone) took 52")
    assert [p.side_label for p in explanation.players] == ["the young", "old, alone", "the young", "the young"]


def test_the_user_as_the_lone_declarer() -> None:
    _, explanation = explained(KOP_ZOLO_DU_LOST, you=1)
    assert explanation.contract == "Game: solo du, called by you."
    assert explanation.sides == "You played alone as the old against Ewa, Ola and Piotr."
    assert explanation.win == "You needed all four tricks for solo du but took 1 trick."
    assert explanation.value_text.endswith("each of the three settles 20 units with you, so you win or lose 60 units.")


def test_a_doubling_made_by_the_user() -> None:
    _, explanation = explained(KOP_MERGED_RUN, you=2)
    assert "kontra by you and re by Piotr are one side's run" in explanation.doublings[0].text


@pytest.mark.parametrize(
    ("language", "title", "sides", "tally"),
    [
        (
            "pl",
            "Wygrywacie jako młodzi: ty, Ola i Piotr",
            "Jan ma obie czarne damy i gra w pojedynkę przeciw młodym: ty, Ola i Piotr.",
            "Jan (stary): 2 bitki, 52 oczka.",
        ),
        (
            "de",
            "Ihr gewinnt als die Jungen: du, Ola und Piotr",
            "Jan hatte beide schwarzen Damen und hat allein gegen dich, Ola und Piotr gespielt.",
            "Jan (Alleinspieler): 2 Stiche, 52 Augen.",
        ),
    ],
)
def test_the_user_in_polish_and_german(language: str, title: str, sides: str, tally: str) -> None:
    set_language(language)
    _, explanation = explained(BASKA_CICHA_TIE, you=0)
    assert (explanation.title, explanation.sides) == (title, sides)
    assert explanation.tally is not None and explanation.tally.startswith(tally)


def test_a_lone_woman_is_named_in_the_feminine() -> None:
    set_language("pl")
    names = ("Ewa", "Zosia", "Ola", "Piotr")
    score = scored(BASKA_CICHA_TIE)
    explanation = explain_deal(score, deal_file_from_json(BASKA_CICHA_TIE).rules, names, STAKE, "PLN")
    assert explanation.players[1].side_label == "stara"
    assert explanation.tally == "Zosia (stara): 2 bitki, 52 oczka. Ty, Ola i Piotr (młodzi): 2 bitki, 52 oczka."


@pytest.mark.parametrize(
    ("you", "said"),
    [
        (None, "Base value 2, bez wyjścia: Jan and Piotr took 24 card points, fewer than 26 card points."),
        (1, "Base value 2, bez wyjścia: you and Piotr took 24 card points, fewer than 26 card points."),
        (0, "Base value 2, bez wyjścia: Jan and Piotr took 24 card points, fewer than 26 card points."),
    ],
)
def test_the_base_value_is_said_to_a_loser_as_you(you: int | None, said: str) -> None:
    _, explanation = explained(BASKA_NORMAL_KONTRA, you=you)
    assert explanation.base_text == said


def test_the_wyjscie_is_said_to_a_loser_as_you() -> None:
    _, explanation = explained(BASKA_WESELE, you=1)
    assert explanation.base_text.startswith("Base value 1: you and Ola got out (wyjście) with 43 card points")

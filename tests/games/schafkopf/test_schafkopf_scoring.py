"""Winning, schneider, schwarz, Laufende, the tariff and Ramsch (the Schafkopf rules: winning a deal, scoring)."""

from __future__ import annotations

from kopdesk.cards import GERMAN_32, Card, Suit, mask_of
from kopdesk.games.schafkopf import Contract, Outcome, PartKind, rules_from_preset
from kopdesk.games.schafkopf.orders import bavarian_order, order_for
from kopdesk.games.schafkopf.scoring import laufende, score_ramsch, score_sides, score_zweier
from kopdesk.games.tricks import Trick

BAVARIAN = rules_from_preset("schafkopf")
SAUSPIEL = bavarian_order(Contract.SAUSPIEL, Suit.HEARTS)


def hand(text: str) -> int:
    return mask_of(GERMAN_32.card(t) for t in text.split())


def test_laufende_mit_and_ohne_over_the_whole_trump_list() -> None:
    assert laufende(BAVARIAN, SAUSPIEL, Contract.SAUSPIEL, hand("OE OG OH UE UG")) == 3  # mit 3
    assert laufende(BAVARIAN, SAUSPIEL, Contract.SAUSPIEL, hand("OS UE UG")) == 3  # ohne 3
    assert laufende(BAVARIAN, SAUSPIEL, Contract.SAUSPIEL, hand("OE OG OS")) == 0  # mit 2: under the minimum
    everything = hand("OE OG OH OS UE UG UH US AH")
    assert laufende(BAVARIAN, SAUSPIEL, Contract.SAUSPIEL, everything) == 9  # into the trump suit
    seed = hand("OE OG OH OS UE UG")
    assert laufende(BAVARIAN, SAUSPIEL, Contract.SAUSPIEL, seed) == 6  # the seed's example
    wenz = bavarian_order(Contract.WENZ, None)
    assert laufende(BAVARIAN, wenz, Contract.WENZ, hand("UE UG")) == 2
    stricter = rules_from_preset("schafkopf", {"laufende_min": {"ober_unter": 3, "unter": 3}})
    assert laufende(stricter, wenz, Contract.WENZ, hand("UE UG")) == 0
    off = rules_from_preset("schafkopf", {"laufende": False})
    assert laufende(off, SAUSPIEL, Contract.SAUSPIEL, everything) == 0
    wendish = rules_from_preset("wendisch")
    assert laufende(wendish, order_for(wendish, Contract.NORMAL, None), Contract.NORMAL, 0) == 0


def tricks_worth(
    ours: int, seats: tuple[int, ...], theirs: int, other: tuple[int, ...], ours_tricks: int = 4
) -> tuple[Trick, ...]:
    """Eight tricks: `ours_tricks` to seats[0] worth `ours` in all, the rest to other[0] worth `theirs`."""
    cards: tuple[Card, ...] = ()
    made = []
    for i in range(8):
        mine = i < ours_tricks
        count = ours_tricks if mine else 8 - ours_tricks
        total = ours if mine else theirs
        points = total // count + (total % count if i in (0, ours_tricks) else 0)
        made.append(Trick(0, cards, seats[0] if mine else other[0], points))
    return tuple(made)


def tally(tricks: tuple[Trick, ...], seats: int = 4) -> tuple[tuple[int, ...], list[int]]:
    """Per seat, the card points and the number of `tricks` it took: what a deal keeps as they fall."""
    points, taken = [0] * seats, [0] * seats
    for trick in tricks:
        points[trick.winner] += trick.points
        taken[trick.winner] += 1
    return tuple(points), taken


def solo(points: int, rules: object = BAVARIAN, declarer_tricks: int = 4) -> object:
    outcome = Outcome(Contract.SOLO, 0, Suit.CLUBS)
    tricks = tricks_worth(points, (0,), 120 - points, (1,), declarer_tricks)
    return score_sides(rules, outcome, None, (0,), tricks, 0, *tally(tricks))  # type: ignore[arg-type]


def test_schneider_thresholds_per_role() -> None:
    assert not solo(30).schneider and solo(29).schneider and solo(91).schneider and not solo(90).schneider
    club = rules_from_preset("schafkopf", {"schneider_max": {"declarers": 30, "defenders": 29}})
    assert solo(30, club).schneider and not solo(90, club).schneider
    assert solo(61).winner.value == "declarers" and solo(60).winner.value == "defenders"


def test_schwarz_is_no_trick_in_bavaria_and_no_points_elsewhere() -> None:
    no_points = solo(120, declarer_tricks=7)  # the defenders took a trick worth nothing
    assert no_points.schneider and not no_points.schwarz
    by_points = solo(120, rules_from_preset("schafkopf", {"schwarz": "no_points"}), declarer_tricks=7)
    assert by_points.schwarz
    parts = [p.kind for p in solo(120, declarer_tricks=8).parts]
    assert parts == [PartKind.GAME, PartKind.SCHWARZ]


def test_the_value_explained_factor_by_factor() -> None:
    rules = rules_from_preset("schafkopf", {"tariff": {"low": 5, "high": 10}})
    outcome = Outcome(Contract.SOLO_TOUT, 0, Suit.HEARTS, doublers=(1, 0))
    all_tricks = tricks_worth(120, (0,), 0, (1,), 8)
    score = score_sides(rules, outcome, None, (0,), all_tricks, 3, *tally(all_tricks))
    assert [(p.kind, p.amount, p.count) for p in score.parts] == [
        (PartKind.GAME, 10, 0), (PartKind.LAUFENDE, 15, 3), (PartKind.TOUT, 2, 0),
        (PartKind.DOUBLING, 2, 1), (PartKind.DOUBLING, 2, 2),
    ]  # fmt: skip
    assert score.value == 200 and score.units == (600, -200, -200, -200) and not score.schneider
    one_lost = tricks_worth(110, (0,), 10, (1,), 7)
    lost_tout = score_sides(rules, outcome, None, (0,), one_lost, 3, *tally(one_lost))
    assert lost_tout.winner.value == "defenders" and lost_tout.units == (-600, 200, 200, 200)


def test_zweier_draw_at_60_and_schneider_by_the_defenders_threshold() -> None:
    zweier = rules_from_preset("zweier")
    outcome = Outcome(Contract.ZWEIER)
    two = lambda ours: tuple(Trick(0, (), 0 if i < 8 else 1, (ours if i < 8 else 120 - ours) // 8) for i in range(16))  # noqa: E731
    draw = score_zweier(zweier, outcome, two(60), *tally(two(60), 2))
    assert draw.units == (0, 0) and draw.winning_seat is None and draw.schneider is False
    won = two(96)
    assert score_zweier(zweier, outcome, won, *tally(won, 2)).units == (2, -2)  # 24 points left: schneider at 30


def test_ramsch_the_most_points_lose_ties_by_the_highest_trump_taken() -> None:
    rules = rules_from_preset("schafkopf", {"all_pass": "ramsch"})
    outcome = Outcome(Contract.RAMSCH)
    c = GERMAN_32.card
    tricks = (
        Trick(0, (c("OE"), c("7E"), c("8E"), c("9E")), 0, 3), Trick(0, (c("AE"), c("10E"), c("7G"), c("8G")), 1, 21),
        Trick(1, (c("AG"), c("10G"), c("7S"), c("8S")), 2, 21), Trick(2, (c("AS"), c("10S"), c("9S"), c("9G")), 3, 21),
        Trick(3, (c("KH"), c("9H"), c("8H"), c("7H")), 0, 4), Trick(0, (c("AH"), c("10H"), c("KE"), c("KG")), 0, 29),
        Trick(0, (c("OG"), c("OH"), c("OS"), c("KS")), 1, 13), Trick(1, (c("UE"), c("UG"), c("UH"), c("US")), 2, 8),
    )  # fmt: skip
    score = score_ramsch(rules, outcome, SAUSPIEL, tricks, *tally(tricks))
    assert score.points == (36, 34, 29, 21) and score.losers == (0,) and score.units == (-3, 1, 1, 1)
    tie = (*tricks[:5], Trick(0, tricks[5].cards, 1, 29), *tricks[6:])
    tied = score_ramsch(rules, outcome, SAUSPIEL, tie, *tally(tie))
    assert tied.points == (7, 63, 29, 21) and tied.losers == (1,)
    virgin = rules_from_preset("schafkopf", {"all_pass": "ramsch", "ramsch_jungfrau": True})
    marcher = (*tuple(Trick(0, t.cards, 2, t.points) for t in tricks[:7]), Trick(0, tricks[7].cards, 3, 8))
    assert score_ramsch(virgin, outcome, SAUSPIEL, marcher, *tally(marcher)).units == (2, 2, -5, 1)


def test_ramsch_durchmarsch_wins_the_high_tariff_from_each() -> None:
    rules = rules_from_preset("schafkopf", {"all_pass": "ramsch"})
    everything = tuple(Trick(0, (), 2, 15) for _ in range(8))
    score = score_ramsch(rules, Outcome(Contract.RAMSCH), SAUSPIEL, everything, *tally(everything))
    assert score.durchmarsch == 2 and score.units == (-2, -2, 6, -2) and score.losers == (0, 1, 3)
    off = rules_from_preset("schafkopf", {"all_pass": "ramsch", "ramsch_durchmarsch": False})
    assert score_ramsch(off, Outcome(Contract.RAMSCH), SAUSPIEL, everything, *tally(everything)).units == (1, 1, -3, 1)

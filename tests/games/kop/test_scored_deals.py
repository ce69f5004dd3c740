"""Scripted deals with the exact units of all four seats (the Kop rules).

Every expectation here was worked out by hand from the Kop rules: the points from the
cards in each trick, the sides from the black queens / the contract / the jacks,
then base value x factors per 8.3. The one-line comment on each case gives the
arithmetic. All deals are dealt by seat 0, so seat 1 is the forehand and leads
the first trick; `kop` calls start at seat 1, `baska` calls at seat 2.

Compact notation: hands "AH 10H QC QS | ..." (seat 0 first), calls "1:p 2:d 3:zolo"
(seat:call, p = pass, d = double, wesele/JH names a jack), play grouped by trick.
"""

from __future__ import annotations

from typing import Any

import pytest

from kopdesk.games.kop import (
    BaseReason,
    Deal,
    DealFileError,
    Match,
    Side,
    call_from_id,
    card,
    deal_file_from_json,
    deal_status,
    rules_from_preset,
)

SHORT = {"p": "pass", "d": "double"}


def deal_json(
    rules: str, hands: str, calls: str, play: str = "", *,
    house: dict[str, Any] | None = None, bok: bool = False, dealer: int = 0,
) -> dict[str, Any]:
    """A deal file (docs/deal-files.md) from the compact notation."""
    parsed_calls = []
    for token in calls.split():
        seat, call = token.split(":")
        call, _, jack = call.partition("/")
        item: dict[str, Any] = {"seat": int(seat), "call": SHORT.get(call, call)}
        if jack:
            item["jack"] = jack
        parsed_calls.append(item)
    data: dict[str, Any] = {
        "rules": rules,
        "dealer": dealer,
        "hands": [hand.split() for hand in hands.split("|")],
        "calls": parsed_calls,
        "play": play.replace("|", " ").split(),
    }
    if house is not None:
        data["house_rules"] = house
    if bok:
        data["in_bok_round"] = True
    return data


def replay(rules: str, hands: str, calls: str, play: str = "", **kw: Any) -> Deal:
    return deal_file_from_json(deal_json(rules, hands, calls, play, **kw)).replay()


def check(
    deal: Deal, units: tuple[int, int, int, int], *, winner: str, old: tuple[int, ...],
    contract: str | None = None, old_points: int | None = None,
    base: BaseReason | None = None, doublings: int | None = None, tie: bool | None = None,
) -> dict[str, Any]:
    """Assert the finished deal's result; return the replay status for more checks."""
    status = deal_status(deal)
    assert status["phase"] == "done"
    assert status["old"] == list(old)
    if contract is not None:
        assert status["contract"] == contract
    if old_points is not None:
        assert status["points"] == {"old": old_points, "young": 104 - old_points}
    assert status["winner"] == winner
    assert status["units"] == list(units)
    assert sum(units) == 0  # sanity of the expectation itself
    score = deal.score
    assert score is not None
    assert tuple(score.units) == units
    assert score.winner is Side(winner)
    if base is not None:
        assert score.base_reason is base
    if doublings is not None:
        assert status["counted_doublings"] == doublings == score.counted_doublings
    if tie is not None:
        assert score.tie is tie
    return status


def calls_allowed(rules: str, hands: str, calls: str, **kw: Any) -> list[str]:
    status = deal_status(replay(rules, hands, calls, **kw))
    assert status["phase"] == "auction"
    return status["legal_calls"]


ALL_PASS = {"kop": "1:p 2:p 3:p 0:p", "kop-koscian": "1:p 2:p 3:p 0:p", "baska": "2:p 3:p 0:p 1:p"}

# ---------------------------------------------------------------------------
# Normal games (as-dycha), one deal per point split. (hands, play, old seats).
# Old points per trick are in the comments; the young have 104 minus that.

N25 = ("AC 10C AH 10S | JD QH JC 10H | QC 10D JH AS | JS AD QS QD",
       "10H QC QS AH | AC QH JH AD | JD 10D QD 10S | JS 10C JC AS", (2, 3))
# tricks to 0 (27), 1 (27), 3 (25), 1 (25): old 2+3 take 25
N26 = ("JS JD AC JC | 10H AS AD AH | 10D QS QD 10S | QH JH QC 10C",
       "10H QS QC JC | AS 10S JH JS | AC AH QD 10C | AD 10D QH JD", (2, 3))
# tricks to 1 (18), 0 (25), 1 (35), 3 (26): old 26
N27 = ("10D AC AD AH | JS 10H JH JC | QH 10C QC QD | JD QS 10S AS",
       "JC QH QS AH | 10D 10H QD JD | JH QC AS AD | 10C 10S AC JS", (2, 3))
# tricks to 0 (19), 1 (25), 2 (27), 1 (33): old 27
N77 = ("10S AH QH 10C | AD AC QD QS | JH JS JD JC | 10H QC AS 10D",
       "AD JD QC AH | 10S QD JH AS | AC JS 10H 10C | 10D QH QS JC", (1, 3))
# tricks to 0 (27), 1 (26), 3 (33), 1 (18): old 1+3 take 77
N78 = ("JS 10C 10H QC | 10S JC JD AS | QH QD 10D AD | QS AC JH AH",
       "JD QH QS QC | 10C JC QD AC | AD AH 10H AS | JH JS 10S 10D", (0, 3))
# tricks to 0 (11), 2 (26), 3 (43), 0 (24): old 0+3 take 78
N79 = ("AC JD AH QC | JS JH AD AS | JC 10D QH QD | 10S 10H QS 10C",
       "AD QD QS QC | JD JH QH 10H | 10S AH AS 10D | AC JS JC 10C", (0, 3))
# tricks to 0 (20), 3 (17), 0 (42), 2 (25): old 79
N52 = ("10H QD QH 10S | JC QS AC AH | JS 10D 10C AD | JD QC JH AS",
       "JC AD QC 10H | 10S QS JS AS | AH 10D JD QH | AC 10C JH QD", (1, 3))
# tricks to 0 (26), 1 (26), 1 (26), 0 (26): 52:52
N104 = ("QC JC AH 10S | JH 10C QD 10H | AC QH JS QS | 10D JD AS AD",
        "10H QH JD AH | JC QD QS AD | AC 10D QC 10C | 10S JH JS AS", (0, 2))
# old 0+2 take all four tricks
N0 = ("10H QD AH QH | 10S QC JD 10C | 10D AS QS AD | JS JC AC JH",
      "QC QS JS AH | 10H JD 10D JH | QD 10C AD JC | QH 10S AS AC", (1, 2))
# seat 0 takes all four tricks: the old 1+2 take none


WYJ, BEZW, BEZB = BaseReason.WYJSCIE, BaseReason.BEZ_WYJSCIA, BaseReason.BEZ_BITKI


@pytest.mark.parametrize(
    "preset, deal, old_points, winner, base, units",
    [
        # kop: exit threshold 26 for both sides, no x2 for an old loss
        ("kop", N25, 25, "young", BEZW, (2, 2, -2, -2)),    # old 25 < 26: v 2
        ("kop", N26, 26, "young", WYJ, (1, 1, -1, -1)),     # old 26 = 26: got out, v 1
        ("kop", N27, 27, "young", WYJ, (1, 1, -1, -1)),     # v 1
        ("kop", N77, 77, "old", WYJ, (-1, 1, -1, 1)),       # young 27: v 1
        ("kop", N78, 78, "old", WYJ, (1, -1, -1, 1)),       # young 26: v 1
        ("kop", N79, 79, "old", BEZW, (2, -2, -2, 2)),      # young 25 < 26: v 2
        ("kop", N104, 104, "old", BEZB, (3, -3, 3, -3)),    # young no trick: v 3
        ("kop", N0, 0, "young", BEZB, (3, -3, -3, 3)),      # old no trick: v 3
        # baska: old need 27, young 26; an old loss doubles
        ("baska", N25, 25, "young", BEZW, (4, 4, -4, -4)),  # v 2 x old loss 2
        ("baska", N26, 26, "young", BEZW, (4, 4, -4, -4)),  # old 26 < 27: v 2 x 2
        ("baska", N27, 27, "young", WYJ, (2, 2, -2, -2)),   # old 27: got out, v 1 x 2
        ("baska", N77, 77, "old", WYJ, (-1, 1, -1, 1)),     # young 27: v 1
        ("baska", N78, 78, "old", WYJ, (1, -1, -1, 1)),     # young 26 = 26: v 1
        ("baska", N79, 79, "old", BEZW, (2, -2, -2, 2)),    # young 25: v 2, no old loss
        ("baska", N104, 104, "old", BEZB, (3, -3, 3, -3)),  # v 3
        ("baska", N0, 0, "young", BEZB, (6, -6, -6, 6)),    # v 3 x old loss 2
    ],
    ids=lambda v: f"old{v}" if isinstance(v, int) else v if isinstance(v, str) and len(v) < 6 else "",
)
def test_normal_game_exit_thresholds_and_bez_bitki(preset, deal, old_points, winner, base, units):
    hands, play, old = deal
    check(replay(preset, hands, ALL_PASS[preset], play), units, winner=winner, old=old,
          contract="normal", old_points=old_points, base=base, doublings=0)


@pytest.mark.parametrize(
    "preset, house, deal, old_points, winner, base, units",
    [
        # German reading for Baska: young 25 now "got out": v 1 instead of 2
        ("kop", {"exit_points": {"old": 25, "young": 25}}, N79, 79, "old", WYJ, (1, -1, -1, 1)),
        # old 25 < 26 still bez wyjscia under {26, 26}
        ("kop", {"exit_points": {"old": 26, "young": 26}}, N25, 25, "young", BEZW, (2, 2, -2, -2)),
        # baska with old threshold 26: old 26 got out, v 1 x old loss 2
        ("baska", {"exit_points": {"old": 26, "young": 26}}, N26, 26, "young", WYJ, (2, 2, -2, -2)),
        # young threshold raised to 27: young 26 now bez wyjscia, v 2
        ("baska", {"exit_points": {"old": 27, "young": 27}}, N78, 78, "old", BEZW, (2, -2, -2, 2)),
        # old_loss_doubles on in kop: old lose with 27, v 1 x 2
        ("kop", {"old_loss_doubles": True}, N27, 27, "young", WYJ, (2, 2, -2, -2)),
        # ... and it does nothing when the old win: v 1
        ("kop", {"old_loss_doubles": True}, N77, 77, "old", WYJ, (-1, 1, -1, 1)),
        # old_loss_doubles off in baska: old lose with 27, v 1 only
        ("baska", {"old_loss_doubles": False}, N27, 27, "young", WYJ, (1, 1, -1, -1)),
        # baska without the x2: old no trick, v 3
        ("baska", {"old_loss_doubles": False}, N0, 0, "young", BEZB, (3, -3, -3, 3)),
    ],
    ids=["kop-exit25-young25", "kop-exit26-old25", "baska-exit26-old26", "baska-exit27-young26",
         "kop-old-loss-doubles-old-lose", "kop-old-loss-doubles-old-win",
         "baska-no-old-loss-doubles", "baska-no-old-loss-doubles-bez-bitki"],
)
def test_exit_points_and_old_loss_house_rules(preset, house, deal, old_points, winner, base, units):
    hands, play, old = deal
    check(replay(preset, hands, ALL_PASS[preset], play, house=house), units, winner=winner,
          old=old, old_points=old_points, base=base)


# ---------------------------------------------------------------------------
# Every contract of every preset, won and lost.

CONTRACTS = [
    # (preset, contract, calls, hands, play, old seats, old points, winner, units)
    # kop: cicha 4, zolo 5, zolo du 10 per young player; normal/wesele 1 each
    ("kop", "normal", ALL_PASS["kop"], N77[0], N77[1], (1, 3), 77, "old", (-1, 1, -1, 1)),
    ("kop", "normal", ALL_PASS["kop"], N27[0], N27[1], (2, 3), 27, "young", (1, 1, -1, -1)),
    # cicha won 87: +3x4 = +12, -4 each
    ("kop", "cicha", ALL_PASS["kop"], "JH 10C AS AD | QH 10D JS JC | QC QS AH QD | 10S 10H AC JD",
     "JS QS 10H JH | AC 10C QH AH | QC JD AD 10D | QD 10S AS JC", (2,), 87, "old", (-4, -4, 12, -4)),
    # cicha lost 35: -12, +4 each
    ("kop", "cicha", ALL_PASS["kop"], "JH 10C AC JS | 10D AS 10H QH | QC QS QD JD | AH AD 10S JC",
     "10D QD AH JH | AD JS 10H QC | AS QS 10S AC | JD JC 10C QH", (2,), 35, "young", (4, 4, -12, 4)),
    # wesele, declarer 1 lacks JC (seat 3): old 1+3 78, young 26 got out: v 1
    ("kop", "wesele", "1:wesele 2:p 3:p 0:p", "10D 10S 10C JH | QC QS JS JD | 10H QH QD AC | AS JC AH AD",
     "QC 10H AH 10D | JC JH QS QD | JS QH AD 10C | AC AS 10S JD", (1, 3), 78, "old", (-1, 1, -1, 1)),
    # wesele, JC at seat 0: old 0+1 45 >= 26: v 1
    ("kop", "wesele", "1:wesele 2:p 3:p 0:p", "JH JC JD QH | QC QS 10C AD | 10S AH JS AS | AC QD 10D 10H",
     "QC AH 10D JH | AS QD QH QS | 10C JS AC JC | JD AD 10S 10H", (0, 1), 45, "young", (-1, -1, 1, 1)),
    # zolo won 78: 3x5 = +15, -5 each
    ("kop", "zolo", "1:p 2:zolo 3:p 0:p 1:p", "10D AC JH 10H | QD JC 10S AS | AD QC AH QS | QH 10C JS JD",
     "AS AH JS JH | AD JD 10H QD | 10D JC QS QH | QC 10C AC 10S", (2,), 78, "old", (-5, -5, 15, -5)),
    # zolo lost 34: -15, +5 each
    ("kop", "zolo", "1:p 2:zolo 3:p 0:p 1:p", "JH 10D AD JS | AC QD 10S JC | JD QH QC AS | QS 10H AH 10C",
     "JC QC AH 10D | 10C AD AC JD | AS QS JS 10S | 10H JH QD QH", (2,), 34, "young", (5, 5, -15, 5)),
    # zolo du, all four tricks: +30, -10 each
    ("kop", "zolo_du", "1:zolo_du 2:p 3:p 0:p", "JS JH JD 10D | 10H AH QS QC | AC 10C AS JC | AD QD QH 10S",
     "QC JC QH JH | 10H AS AD JD | QS AC QD 10D | AH 10C 10S JS", (1,), 104, "old", (-10, 30, -10, -10)),
    # zolo du, three tricks and 85 points are not enough: -30, +10 each
    ("kop", "zolo_du", "1:zolo_du 2:p 3:p 0:p", "JC AH AC 10S | QH QD JH 10H | JS QS 10D AS | AD JD QC 10C",
     "JH QS QC AH | 10S 10H AS JD | QD JS AD JC | QH 10D 10C AC", (1,), 85, "young", (10, -30, 10, 10)),

    # kop-koscian: the same values, played in the as-trzy-dychy order
    # normal, old 0+3 60, young 44: v 1
    ("kop-koscian", "normal", ALL_PASS["kop"], "QC AH JC AS | AC 10H QH JD | 10S JS 10C AD | QS QD JH 10D",
     "QH 10S JH AH | AS JD 10C QS | JS QD QC 10H | AC AD 10D JC", (0, 3), 60, "old", (1, -1, -1, 1)),
    # normal, old 37 >= 26: v 1
    ("kop-koscian", "normal", ALL_PASS["kop"], "QC JD 10H 10C | 10D AC AS 10S | JH AD AH QH | QS QD JS JC",
     "AC QH QS QC | 10C 10D AH QD | AD JS 10H 10S | AS JH JC JD", (0, 3), 37, "young", (-1, 1, 1, -1)),
    # cicha won 60: +12, -4 each
    ("kop-koscian", "cicha", ALL_PASS["kop"], "AD AC 10S QD | JS 10H JH 10C | JC QH JD AS | QC QS 10D AH",
     "10C JD AH 10S | 10D AD JS QH | JC QS QD 10H | JH AS QC AC", (3,), 60, "old", (-4, -4, -4, 12)),
    # cicha lost 37: -12, +4 each
    ("kop-koscian", "cicha", ALL_PASS["kop"], "AH 10S JH JC | 10C AS QH JS | AC 10H JD QD | QC QS 10D AD",
     "10C 10H AD AH | 10S QH JD 10D | JH JS QD QS | QC JC AS AC", (3,), 37, "young", (4, 4, 4, -12)),
    # wesele by 2, JC at seat 1: old 1+2 70: v 1
    ("kop-koscian", "wesele", "1:p 2:wesele 3:p 0:p 1:p", "QD QH AC AS | 10H JC 10D 10C | QC QS JD AH | AD JH 10S JS",
     "10H AH JS QH | JD JH QD 10C | 10D QS 10S AS | AD AC JC QC", (1, 2), 70, "old", (-1, 1, 1, -1)),
    # wesele by 2, JC at seat 1: old 44: v 1
    ("kop-koscian", "wesele", "1:p 2:wesele 3:p 0:p 1:p", "AH JS 10D 10C | QH 10S JC QD | QC QS JH AS | AC JD 10H AD",
     "QH QC 10H 10C | 10D QD QS JD | AS AD JS JC | 10S JH AC AH", (1, 2), 44, "young", (1, -1, -1, 1)),
    # zolo won 54: +15, -5 each
    ("kop-koscian", "zolo", "1:zolo 2:p 3:p 0:p", "AS 10C 10D QD | AH QH QS JC | JS JH AD 10H | 10S QC AC JD",
     "QS 10H 10S 10C | 10D JC JS QC | JD QD QH AD | AH JH AC AS", (1,), 54, "old", (-5, 15, -5, -5)),
    # zolo lost 45: -15, +5 each
    ("kop-koscian", "zolo", "1:zolo 2:p 3:p 0:p", "JS AD AS AC | 10D 10S QC QS | JD AH QH 10H | JH JC 10C QD",
     "10D AH JH JS | JD JC AD 10S | QS 10H 10C AS | QD AC QC QH", (1,), 45, "young", (5, -15, 5, 5)),
    # zolo du won: +30, -10 each
    ("kop-koscian", "zolo_du", "1:p 2:p 3:zolo_du 0:p 1:p 2:p",
     "AC JD QD JH | 10D QC QS JC | 10H JS AS QH | 10C 10S AH AD",
     "QC 10H AH QD | 10C JD QS JS | 10S JH JC QH | AD AC 10D AS", (3,), 104, "old", (-10, -10, -10, 30)),
    # zolo du, three tricks, 95 points: lost, -30, +10 each
    ("kop-koscian", "zolo_du", "1:p 2:p 3:zolo_du 0:p 1:p 2:p",
     "AD AC JC 10C | 10D JS QC JD | 10S AS QD QH | QS 10H JH AH",
     "QC 10S AH 10C | QS AD JS QD | JH JC JD QH | AS 10H AC 10D", (3,), 95, "young", (10, 10, 10, -30)),

    # baska: a loss of the old doubles (8.3 table)
    ("baska", "normal", ALL_PASS["baska"], N77[0], N77[1], (1, 3), 77, "old", (-1, 1, -1, 1)),
    ("baska", "normal", ALL_PASS["baska"], N27[0], N27[1], (2, 3), 27, "young", (2, 2, -2, -2)),
    # cicha won 78: +12, -4
    ("baska", "cicha", ALL_PASS["baska"], "QC QS JC QH | AC 10S 10C JS | 10H JD QD JH | 10D AD AS AH",
     "JS 10H AH QS | AD QC AC QD | JC 10S JD 10D | QH 10C JH AS", (0,), 78, "old", (12, -4, -4, -4)),
    # cicha lost 42: 4 x 2 = 8: -24, +8
    ("baska", "cicha", ALL_PASS["baska"], "QC QS 10H AS | JH 10D QD AC | AH 10C 10S JS | QH JC AD JD",
     "QD AH JC QC | JS QH 10H JH | QS 10D 10S JD | AS AC 10C AD", (0,), 42, "young", (-24, 8, 8, 8)),
    # wesele by 1, JC at seat 3: old 78, young 26 got out: v 1
    ("baska", "wesele", "2:p 3:p 0:p 1:wesele 2:p 3:p 0:p", "10D 10S QH AH | QC QS JS AD | JH JD AS AC | 10C QD JC 10H",
     "QS JH 10H AH | 10D JS JD JC | QD QH QC AS | AD AC 10C 10S", (1, 3), 78, "old", (-1, 1, -1, 1)),
    # wesele lost, old 44 >= 27: v 1 x old loss 2
    ("baska", "wesele", "2:p 3:p 0:p 1:wesele 2:p 3:p 0:p", "JD JH 10H AC | QC QS QD 10S | 10D JS AD 10C | QH JC AS AH",
     "QD AD QH 10H | JD QS JS AH | AS JH 10S 10D | AC QC 10C JC", (1, 3), 44, "young", (2, -2, 2, -2)),
    # zolo won with exactly 53: +15, -5
    ("baska", "zolo", "2:zolo 3:p 0:p 1:p", "QS JC JH QH | QD AC 10D JS | JD QC AH 10S | 10H AS 10C AD",
     "10D JD 10H JC | AS QS QD 10S | JH JS AH AD | QC 10C QH AC", (2,), 53, "old", (-5, -5, 15, -5)),
    # zolo lost 45: 5 x 2 = 10: -30, +10
    ("baska", "zolo", "2:zolo 3:p 0:p 1:p", "JD JS AC QS | AD QH 10D AH | JH QC 10H JC | AS QD 10S 10C",
     "QH QC QD JD | 10H 10C JS AH | 10D JH AS QS | AC AD JC 10S", (2,), 45, "young", (10, 10, -30, 10)),
    # zolo du won: +30, -10
    ("baska", "zolo_du", "2:p 3:zolo_du 0:p 1:p 2:p", "AC JS QD 10D | 10S AS JD QC | AD 10C JH JC | 10H QH QS AH",
     "QC AD 10H JS | QH QD JD JC | QS 10D AS JH | AH AC 10S 10C", (3,), 104, "old", (-10, -10, -10, 30)),
    # zolo du, three tricks, 78 points: lost, 10 x 2 = 20: -60, +20
    ("baska", "zolo_du", "2:p 3:zolo_du 0:p 1:p 2:p", "JD AS 10C QC | 10D 10S QD JS | AD 10H AC JH | AH QH JC QS",
     "10D AD JC QC | JD QD 10H AH | QS AS JS JH | QH 10C 10S AC", (3,), 78, "young", (20, 20, 20, -60)),
    # gran won 87: +15, -5
    ("baska", "gran", "2:gran 3:p 0:p 1:p", "JC QS QC AC | AH QD 10H JD | AD JH AS QH | 10C JS 10S 10D",
     "10H QH JS JC | AC JD JH 10C | AS 10S QS AH | AD 10D QC QD", (2,), 87, "old", (-5, -5, 15, -5)),
    # gran lost 45: 5 x 2 = 10: -30, +10
    ("baska", "gran", "2:gran 3:p 0:p 1:p", "10H QC QH 10D | AC JH QD JC | JS 10C 10S AH | AS QS JD AD",
     "AC 10C JD QC | AS 10H JC 10S | JH JS QS QH | AH AD 10D QD", (2,), 45, "young", (10, 10, -30, 10)),
    # gran du won: +30, -10
    ("baska", "gran_du", "2:p 3:p 0:gran_du 1:p 2:p 3:p", "10C JS AH JC | QH QC QS 10S | JH 10H 10D AS | JD AC QD AD",
     "QS AS JD JC | AH QH 10H AC | JS QC JH AD | 10C 10S 10D QD", (0,), 104, "old", (30, -10, -10, -10)),
    # gran du, three tricks, 70 points: lost, 10 x 2 = 20: -60, +20
    ("baska", "gran_du", "2:p 3:p 0:gran_du 1:p 2:p 3:p", "10C AS JC JH | JD 10H 10S QH | QD QC JS AC | QS 10D AD AH",
     "QH JS AH JC | 10C JD AC AD | 10H QD 10D JH | AS 10S QC QS", (0,), 70, "young", (-60, 20, 20, 20)),
]


@pytest.mark.parametrize(
    "preset, contract, calls, hands, play, old, old_points, winner, units",
    CONTRACTS,
    ids=[f"{c[0]}-{c[1]}-{c[7]}-wins" for c in CONTRACTS],
)
def test_contract_won_and_lost(preset, contract, calls, hands, play, old, old_points, winner, units):
    deal = replay(preset, hands, calls, play)
    status = check(deal, units, winner=winner, old=old, contract=contract,
                   old_points=old_points, doublings=0)
    lone = contract not in ("normal", "wesele")
    callers = [int(t.split(":")[0]) for t in calls.split() if t.split(":")[1] == contract]
    assert status["declarer"] == (old[0] if contract == "cicha" else callers[0] if callers else None)
    if lone:
        assert deal.score.base_reason is BaseReason.CONTRACT


def case(preset: str, contract: str, winner: str) -> tuple[Any, ...]:
    """One row of CONTRACTS, to reuse its deal under other calls or house rules."""
    (row,) = [c for c in CONTRACTS if c[:2] == (preset, contract) and c[7] == winner]
    return row


# ---------------------------------------------------------------------------
# Thrown games (baska): no play, the caller wins, no doubling.

ZB_HANDS = "AC AS QC JD | AH AD QS JC | QH QD JS JH | 10C 10S 10H 10D"
MESTER_HANDS = "AC AS AH AD | 10C 10S QC JD | 10H QS JC JS | 10D QH QD JH"
BASKA_HANDS = "AC AS 10C JD | QC QS QH QD | AH AD 10S JC | 10H 10D JS JH"
ALL_FOUR_HANDS = "AC AS AH AD | QC QS QH QD | JC JS JH JD | 10C 10S 10H 10D"


@pytest.mark.parametrize(
    "hands, calls, contract, declarer, bok, units",
    [
        # zolo-bieda (four tens) by 3: 5: +15, -5 each
        (ZB_HANDS, "2:p 3:zolo_bieda 0:p 1:p 2:p", "zolo_bieda", 3, False, (-5, -5, -5, 15)),
        # mester (four aces) by 0: 10: +30, -10 each
        (MESTER_HANDS, "2:p 3:p 0:mester 1:p 2:p 3:p", "mester", 0, False, (30, -10, -10, -10)),
        # baska (four queens) by 1: 10: +30, -10 each
        (BASKA_HANDS, "2:p 3:p 0:p 1:baska 2:p 3:p 0:p", "baska", 1, False, (-10, 30, -10, -10)),
        # a higher call outbids a thrown game: zolo-bieda < mester < baska, baska stands
        (ALL_FOUR_HANDS, "2:p 3:zolo_bieda 0:mester 1:baska 2:p 3:p 0:p", "baska", 1, False,
         (-10, 30, -10, -10)),
        # mester in a bok round: 10 x 2 = 20: +60, -20 each
        (MESTER_HANDS, "2:p 3:p 0:mester 1:p 2:p 3:p", "mester", 0, True, (60, -20, -20, -20)),
    ],
    ids=["zolo_bieda", "mester", "baska", "outbid-by-baska", "mester-in-bok-round"],
)
def test_thrown_games(hands, calls, contract, declarer, bok, units):
    deal = replay("baska", hands, calls, bok=bok)
    status = check(deal, units, winner="old", old=(declarer,), contract=contract,
                   base=BaseReason.CONTRACT, doublings=0)
    assert status["declarer"] == declarer
    assert status["tricks"] == [] and status["points"] is None


def test_thrown_game_cannot_be_doubled():
    assert "double" not in calls_allowed("baska", MESTER_HANDS, "2:p 3:p 0:mester")
    with pytest.raises(DealFileError):
        replay("baska", MESTER_HANDS, "2:p 3:p 0:mester 1:d")


def test_thrown_games_off_in_baska():
    # with thrown_games false the four-ace holder (seat 0, after 2 and 3 passed) has no mester
    assert "mester" in calls_allowed("baska", MESTER_HANDS, "2:p 3:p")
    off = calls_allowed("baska", MESTER_HANDS, "2:p 3:p", house={"thrown_games": False})
    assert "mester" not in off and "zolo" in off
    assert "zolo_bieda" not in calls_allowed("baska", ZB_HANDS, "2:p", house={"thrown_games": False})
    with pytest.raises(DealFileError):
        replay("baska", MESTER_HANDS, "2:p 3:p 0:mester", house={"thrown_games": False})


# ---------------------------------------------------------------------------
# 52:52 (boki) and the two tie rules.

ZOLO_TIE = ("10H JS JH 10S | QC QD QH 10D | AC AH JD QS | JC AD 10C AS",
            "10D AH JC 10H | AC 10C JS QC | QH QS AD JH | JD AS 10S QD")
# zolo by seat 2: tricks to 2 (33), 1 (26), 2 (19), 1 (26): 52:52


@pytest.mark.parametrize(
    "preset, house, calls, units, doublings",
    [
        # last_doubler_loses, nothing doubled: old lose, 52 got out: v 1
        ("kop", None, "1:p 2:p 3:p 0:p", (1, -1, 1, -1), 0),
        # young seat 2 kontra: young lose: 1 x 2
        ("kop", None, "1:p 2:d 3:p 0:p 1:p", (-2, 2, -2, 2), 1),
        # old seat 1 kontra: old lose: 1 x 2
        ("kop", None, "1:d 2:p 3:p 0:p", (2, -2, 2, -2), 1),
        # old 1 kontra, young 2 re: two count, last is young: young lose 1 x 4
        ("kop", None, "1:d 2:d 3:p 0:p 1:p", (-4, 4, -4, 4), 2),
        # old_lose in kop: the young kontra does not matter, the old lose: 1 x 2
        ("kop", {"tie_rule": "old_lose"}, "1:p 2:d 3:p 0:p 1:p", (2, -2, 2, -2), 1),
        # baska default old_lose: young 2 kontra, old lose: 1 x 2 x old loss 2 = 4
        ("baska", None, "2:d 3:p 0:p 1:p", (4, -4, 4, -4), 1),
        # baska, nothing doubled: old lose, 52 >= 27: 1 x old loss 2
        ("baska", None, ALL_PASS["baska"], (2, -2, 2, -2), 0),
        # baska with last_doubler_loses: young 2 kontra, young lose: 1 x 2
        ("baska", {"tie_rule": "last_doubler_loses"}, "2:d 3:p 0:p 1:p", (-2, 2, -2, 2), 1),
    ],
    ids=["kop-no-doubling", "kop-young-kontra", "kop-old-kontra", "kop-young-re",
         "kop-old_lose", "baska-young-kontra", "baska-no-doubling", "baska-last_doubler_loses"],
)
def test_normal_game_tie(preset, house, calls, units, doublings):
    hands, play, old = N52
    winner = "old" if units[old[0]] > 0 else "young"
    check(replay(preset, hands, calls, play, house=house), units, winner=winner, old=old,
          old_points=52, base=WYJ, doublings=doublings, tie=True)


@pytest.mark.parametrize(
    "calls, winner, units, doublings",
    [
        # seat 1's kontra is cancelled by the zolo call: nothing stands, lone old loses: 5
        ("1:d 2:zolo 3:p 0:p 1:p", "young", (5, 5, -15, 5), 0),
        # young seat 3 kontra on the zolo: the young lose the tie: 5 x 2 = 10
        ("1:p 2:zolo 3:d 0:p 1:p 2:p", "old", (-10, -10, 30, -10), 1),
        # young 3 kontra, declarer 2 re: two count, last is old: old lose 5 x 4 = 20
        ("1:p 2:zolo 3:d 0:p 1:p 2:d 3:p 0:p 1:p", "young", (20, 20, -60, 20), 2),
    ],
)
def test_zolo_tie_last_doubler_loses(calls, winner, units, doublings):
    check(replay("kop", *ZOLO_TIE[:1], calls, ZOLO_TIE[1]), units, winner=winner, old=(2,),
          contract="zolo", old_points=52, doublings=doublings, tie=True)


def test_zolo_tie_old_lose_ignores_the_doubling():
    # old_lose: young kontra stands, still the lone old loses: 5 x 2 = 10
    deal = replay("kop", ZOLO_TIE[0], "1:p 2:zolo 3:d 0:p 1:p 2:p", ZOLO_TIE[1],
                  house={"tie_rule": "old_lose"})
    check(deal, (10, 10, -30, 10), winner="young", old=(2,), old_points=52, doublings=1, tie=True)


# ---------------------------------------------------------------------------
# Doubling levels and runs, on N77 (kop: old 1+3 win 77, young 27 got out: v 1).


@pytest.mark.parametrize(
    "calls, doublings",
    [
        ("1:d 2:p 3:p 0:p", 1),                             # kontra (old): x2
        ("1:p 2:d 3:p 0:p 1:p", 1),                         # kontra (young): x2
        ("1:d 2:d 3:p 0:p 1:p", 2),                         # old, young: x4
        ("1:d 2:d 3:d 0:p 1:p 2:p", 3),                     # old, young, old: x8
        ("1:d 2:d 3:d 0:d 1:p 2:p 3:p", 4),                 # o y o y: slup, x16
        ("1:d 2:p 3:d 0:p 1:p 2:p", 1),                     # old 1, old 3: one run, x2
        ("1:p 2:d 3:p 0:d 1:p 2:d 3:d 0:p 1:p 2:p", 2),     # y y y | o: x4
        ("1:d 2:p 3:d 0:d 1:p 2:d 3:p 0:p 1:p", 2),         # o o | y y: x4
        ("1:d 2:d 3:p 0:p 1:d 2:p 3:p 0:p", 3),             # o | y | o: x8
    ],
)
def test_kop_doubling_levels_and_runs(calls, doublings):
    hands, play, old = N77
    f = 2 ** doublings  # old win, v 1 x 2^n
    check(replay("kop", hands, calls, play), (-f, f, -f, f), winner="old", old=old,
          old_points=77, doublings=doublings)


def test_kop_stops_at_four_doublings_unless_house_rule():
    hands, play, _ = N77
    assert "double" not in calls_allowed("kop", hands, "1:d 2:d 3:d 0:d")
    with pytest.raises(DealFileError):
        replay("kop", hands, "1:d 2:d 3:d 0:d 1:d 2:p 3:p 0:p", play)
    # max_doublings 5: o y o y o all count: 1 x 32
    deal = replay("kop", hands, "1:d 2:d 3:d 0:d 1:d 2:p 3:p 0:p", play, house={"max_doublings": 5})
    check(deal, (-32, 32, -32, 32), winner="old", old=(1, 3), doublings=5)
    # max_doublings 2: re is the last level
    assert "double" in calls_allowed("kop", hands, "1:d", house={"max_doublings": 2})
    assert "double" not in calls_allowed("kop", hands, "1:d 2:d", house={"max_doublings": 2})


KOSCIAN_WON = case("kop-koscian", "normal", "old")  # kop-koscian normal: old 0+3 60, young 44: v 1


@pytest.mark.parametrize(
    "calls, doublings",
    [
        # y y | o o | y: rej merges, five levels, 3 count: x8
        ("1:d 2:d 3:d 0:d 1:d 2:p 3:p 0:p", 3),
        # y o y o y: kontra, rej, bok, skok, zub all count: x32
        ("1:d 2:p 3:d 0:p 1:d 2:p 3:d 0:p 1:d 2:p 3:p 0:p", 5),
        # y | o | y y | o: 4 count: x16
        ("1:p 2:d 3:d 0:p 1:d 2:d 3:d 0:p 1:p 2:p", 4),
    ],
)
def test_koscian_five_doubling_levels(calls, doublings):
    _, _, _, hands, play, old, _, _, _ = KOSCIAN_WON
    f = 2 ** doublings
    check(replay("kop-koscian", hands, calls, play), (f, -f, -f, f), winner="old", old=old,
          old_points=60, doublings=doublings)


def test_koscian_stops_at_five_doublings():
    hands = KOSCIAN_WON[3]
    assert "double" in calls_allowed("kop-koscian", hands, "1:d 2:d 3:d 0:d")
    assert "double" not in calls_allowed("kop-koscian", hands, "1:d 2:d 3:d 0:d 1:d")


KOP_ZOLO_WON = case("kop", "zolo", "old")  # kop zolo by seat 2, 78 points


@pytest.mark.parametrize(
    "calls, doublings",
    [
        # seat 1's kontra before the zolo is cancelled, seat 3's kontra counts: 5 x 2
        ("1:d 2:zolo 3:d 0:p 1:p 2:p", 1),
        # four levels on the game, all cancelled by the zolo; then y y y | o (declarer re-doubles
        # at level 4, allowed after others doubled): 2 count, 5 x 4
        ("1:d 2:d 3:d 0:d 1:p 2:zolo 3:d 0:d 1:d 2:d 3:p 0:p 1:p", 2),
        # kontra, re, bok on the game, all cancelled by the zolo: 5
        ("1:d 2:d 3:p 0:p 1:d 2:zolo 3:p 0:p 1:p", 0),
    ],
)
def test_new_contract_cancels_earlier_doublings(calls, doublings):
    hands, play = KOP_ZOLO_WON[3], KOP_ZOLO_WON[4]
    f = 5 * 2 ** doublings
    check(replay("kop", hands, calls, play), (-f, -f, 3 * f, -f), winner="old", old=(2,),
          contract="zolo", old_points=78, doublings=doublings)


KOP_CICHA_WON = case("kop", "cicha", "old")  # kop cicha, seat 2 holds QC QS, 87 points


def test_cicha_holder_may_not_open_the_doubling():
    hands, play = KOP_CICHA_WON[3], KOP_CICHA_WON[4]
    assert "double" not in calls_allowed("kop", hands, "1:p")
    with pytest.raises(DealFileError):
        replay("kop", hands, "1:p 2:d 3:p 0:p 1:p", play)
    # he may make level 2: young 1 kontra, cicha 2 re: 2 count, cicha won 4 x 4 = 16
    check(replay("kop", hands, "1:d 2:d 3:p 0:p 1:p", play), (-16, -16, 48, -16),
          winner="old", old=(2,), contract="cicha", doublings=2)


def test_cicha_may_open_double_house_rule():
    hands, play = KOP_CICHA_WON[3], KOP_CICHA_WON[4]
    house = {"cicha_may_open_double": True}
    assert "double" in calls_allowed("kop", hands, "1:p", house=house)
    # cicha kontra, cicha won: 4 x 2 = 8: +24, -8 each
    check(replay("kop", hands, "1:p 2:d 3:p 0:p 1:p", play, house=house), (-8, -8, 24, -8),
          winner="old", old=(2,), contract="cicha", old_points=87, doublings=1)


def test_lone_games_get_no_bez_bitki_bonus():
    # cicha taking all four tricks is still 4: +12, -4 each
    deal = replay("kop", "10C 10S JS QD | 10H 10D JC AS | QC QS AH JD | AC AD QH JH", ALL_PASS["kop"],
                  "10H AH QH QD | QS AD JS 10D | QC JH 10C JC | JD AC 10S AS")
    check(deal, (-4, -4, 12, -4), winner="old", old=(2,), contract="cicha", old_points=104,
          base=BaseReason.CONTRACT)


# ---------------------------------------------------------------------------
# Bok round (in_bok_round and the house rule bok_round).


@pytest.mark.parametrize(
    "preset, deal, units",
    [
        ("kop", N77, (-2, 2, -2, 2)),            # v 1 x bok 2
        ("kop", N25, (4, 4, -4, -4)),            # bez wyjscia 2 x bok 2
        ("baska", N27, (4, 4, -4, -4)),          # v 1 x bok 2 x old loss 2
    ],
)
def test_in_bok_round_doubles(preset, deal, units):
    hands, play, old = deal
    winner = "old" if units[old[0]] > 0 else "young"
    check(replay(preset, hands, ALL_PASS[preset], play, bok=True), units, winner=winner, old=old)


def test_baska_cicha_lost_in_bok_round_with_kontra():
    # cicha lost (42), young 2 kontra: 4 x kontra 2 x bok 2 x old loss 2 = 32: -96, +32 each
    _, _, _, hands, play, _, _, _, _ = case("baska", "cicha", "young")
    check(replay("baska", hands, "2:d 3:p 0:p 1:p", play, bok=True), (-96, 32, 32, 32),
          winner="young", old=(0,), contract="cicha", old_points=42, doublings=1)


def rotated(deal: tuple[Any, ...]) -> tuple[str, str]:
    """The same deal one seat on: dealt by seat 1 (every seat moves one to the left)."""
    hands = deal[0].split("|")
    return "|".join(hands[-1:] + hands[:-1]), deal[1]


def play_in_match(match: Match, hands: str, calls: str, play: str) -> Deal:
    deal = match.new_deal([[card(c) for c in h.split()] for h in hands.split("|")])
    for token in calls.split():
        seat, call = token.split(":")
        assert deal.to_move == int(seat)
        deal.apply(call_from_id(SHORT.get(call, call)))
    for c in play.replace("|", " ").split():
        deal.apply(card(c))
    match.record(deal)
    return deal


@pytest.mark.parametrize(
    "bok_round, second_units",
    [
        # N77 moved one seat on (old 2+0): v 1, doubled in the bok round after the tie
        (True, (2, -2, 2, -2)),
        (False, (1, -1, 1, -1)),
    ],
)
def test_bok_round_house_rule_starts_a_bok_round_after_a_tie(bok_round, second_units):
    match = Match(rules_from_preset("kop", {"bok_round": bok_round}), 0)
    first = play_in_match(match, N52[0], ALL_PASS["kop"], N52[1])
    assert first.score.units == (1, -1, 1, -1)  # 52:52, old 1+3 lose: v 1
    hands, play = rotated(N77)
    second = play_in_match(match, hands, "2:p 3:p 0:p 1:p", play)
    assert second.in_bok_round is bok_round
    assert second.score.units == second_units
    assert match.totals == tuple(a + b for a, b in zip((1, -1, 1, -1), second_units, strict=True))


def test_zolo_du_tie_starts_a_bok_round_that_doubles_a_thrown_game():
    match = Match(rules_from_preset("baska"), 0)
    # zolo du by seat 3, three tricks but 52:52: lost, 10 x old loss 2 = 20: -60, +20 each
    first = play_in_match(match, "10D QH QS 10C | JD JH JC AC | AS QD JS QC | AH 10H 10S AD",
                          "2:p 3:zolo_du 0:p 1:p 2:p",
                          "JD QD AH QS | 10S QH JH AS | 10C AC JS 10H | AD 10D JC QC")
    assert first.score.units == (20, 20, 20, -60)
    assert first.score.points == {Side.OLD: 52, Side.YOUNG: 52} and first.score.tie
    # next deal (dealer 1, calls from seat 3): mester by seat 1 in the bok round: 10 x 2 = 20
    hands, _ = rotated((MESTER_HANDS, ""))
    second = play_in_match(match, hands, "3:p 0:p 1:mester 2:p 3:p 0:p", "")
    assert second.in_bok_round
    assert second.score.units == (-20, 60, -20, -20)
    assert match.totals == (0, 80, 0, -80)


# ---------------------------------------------------------------------------
# Wesele partners.

KOP_WESELE = case("kop", "wesele", "old")  # seat 1 holds QC QS JS JD; JC at 3, JH at 0


@pytest.mark.parametrize(
    "jack, old, old_points, units",
    [
        ("JH", (0, 1), 44, (-1, -1, 1, 1)),   # partner seat 0: old 44 lose, v 1
        ("JC", (1, 3), 78, (-1, 1, -1, 1)),   # partner seat 3: old 78 win, young 26 got out, v 1
    ],
)
def test_named_jack_partner(jack, old, old_points, units):
    hands, play = KOP_WESELE[3], KOP_WESELE[4]
    deal = replay("kop", hands, f"1:wesele/{jack} 2:p 3:p 0:p", play,
                  house={"wesele_partner": "named_jack"})
    status = check(deal, units, winner="old" if units[1] > 0 else "young", old=old,
                   contract="wesele", old_points=old_points)
    assert status["declarer"] == 1


def test_named_jack_refusals():
    hands = KOP_WESELE[3]
    named = {"wesele_partner": "named_jack"}
    with pytest.raises(DealFileError):  # seat 1 holds JS himself
        replay("kop", hands, "1:wesele/JS", house=named)
    with pytest.raises(DealFileError):  # a jack must be named
        replay("kop", hands, "1:wesele", house=named)
    with pytest.raises(DealFileError):  # highest_jack: no jack is named
        replay("kop", hands, "1:wesele/JC")


@pytest.mark.parametrize(
    "hands, play, old, old_points, units",
    [
        # declarer 1 holds JC: partner is the JS holder, seat 2; old 78, young 26: v 1
        ("QD JH AH AC | QC QS JC JD | JS AD AS QH | 10D 10S 10C 10H",
         "QS JS 10H AH | QD QC AD 10D | JC QH 10S JH | AS 10C AC JD", (1, 2), 78, (-1, 1, 1, -1)),
        # declarer 1 holds JC and JS: partner is the JH holder, seat 2; old 34 lose: v 1
        ("QD 10H AH AS | QC QS JC JS | 10C JD JH AD | 10S AC 10D QH",
         "QC JD 10D AH | AS JS AD 10S | QS JH QH 10H | QD JC 10C AC", (1, 2), 34, (1, -1, -1, 1)),
    ],
    ids=["declarer-holds-JC", "declarer-holds-JC-JS"],
)
def test_highest_jack_partner(hands, play, old, old_points, units):
    deal = replay("kop", hands, "1:wesele 2:p 3:p 0:p", play)
    check(deal, units, winner="old" if units[1] > 0 else "young", old=old, contract="wesele",
          old_points=old_points)


# ---------------------------------------------------------------------------
# Other house rules at non-default values.


def test_trump_order_as_trzy_dychy_in_kop():
    _, _, _, hands, play, old, _, _, _ = KOSCIAN_WON
    # under as-dycha 10S is plain: seat 2 must trump QH's trick, so the play is refused
    with pytest.raises(DealFileError):
        replay("kop", hands, ALL_PASS["kop"], play)
    deal = replay("kop", hands, ALL_PASS["kop"], play, house={"trump_order": "as-trzy-dychy"})
    check(deal, (1, -1, -1, 1), winner="old", old=old, old_points=60)  # v 1


def test_trump_order_as_dycha_in_koscian():
    hands, play, old = N77
    # under as-trzy-dychy 10S is a trump: seat 3 must trump, AS is refused
    with pytest.raises(DealFileError):
        replay("kop-koscian", hands, ALL_PASS["kop"], play)
    deal = replay("kop-koscian", hands, ALL_PASS["kop"], play, house={"trump_order": "as-dycha"})
    check(deal, (-1, 1, -1, 1), winner="old", old=old, old_points=77)  # v 1


def test_first_bidder_house_rule():
    hands, play, old = N77
    with pytest.raises(DealFileError):  # kop: the forehand (seat 1) speaks first
        replay("kop", hands, "2:p 3:p 0:p 1:p", play)
    deal = replay("kop", hands, "2:p 3:p 0:p 1:p", play, house={"first_bidder": "second"})
    check(deal, (-1, 1, -1, 1), winner="old", old=old)  # v 1
    hands, play, old = N27
    with pytest.raises(DealFileError):  # baska: seat 2 speaks first
        replay("baska", hands, "1:p 2:p 3:p 0:p", play)
    deal = replay("baska", hands, "1:p 2:p 3:p 0:p", play, house={"first_bidder": "forehand"})
    check(deal, (2, 2, -2, -2), winner="young", old=old)  # v 1 x old loss 2


BASKA_GRAN_WON = case("baska", "gran", "old")  # gran by seat 2, 87 points


def test_contracts_house_rule():
    hands, play = BASKA_GRAN_WON[3], BASKA_GRAN_WON[4]
    assert "gran" not in calls_allowed("kop", hands, "1:p")
    with pytest.raises(DealFileError):
        replay("kop", hands, "1:p 2:gran 3:p 0:p 1:p", play)
    with_gran = {"contracts": ["wesele", "gran", "zolo", "zolo_du"]}
    deal = replay("kop", hands, "1:p 2:gran 3:p 0:p 1:p", play, house=with_gran)
    # gran in kop: won 87, 5: +15, -5 each
    check(deal, (-5, -5, 15, -5), winner="old", old=(2,), contract="gran", old_points=87)
    no_gran = {"contracts": ["wesele", "zolo_bieda", "zolo", "gran_du", "zolo_du", "mester", "baska"]}
    assert "gran" not in calls_allowed("baska", hands, "", house=no_gran)
    assert "zolo" in calls_allowed("baska", hands, "", house=no_gran)
    with pytest.raises(DealFileError):
        replay("baska", hands, "2:gran 3:p 0:p 1:p", play, house=no_gran)


def test_gran_must_trump_off():
    hands = "AC JS QH AH | AS AD QS JC | 10C QC JH JD | 10H 10D QD 10S"
    # trick 2: QH led, seat 1 takes it with JC; seat 2 (declarer) holds no heart, cannot beat JC
    # and, free of the duty to trump, keeps JD and plays QC. Tricks to 0 (25), 1 (18), 2 (26), 2 (35)
    play = "AS JH 10S JS | QH JC QC 10H | QS JD 10D AC | 10C QD AH AD"
    with pytest.raises(DealFileError):  # default: he must play the lower jack JD
        replay("baska", hands, "2:gran 3:p 0:p 1:p", play)
    deal = replay("baska", hands, "2:gran 3:p 0:p 1:p", play, house={"gran_must_trump": False})
    # gran won with 61: 5: +15, -5 each
    check(deal, (-5, -5, 15, -5), winner="old", old=(2,), contract="gran", old_points=61)

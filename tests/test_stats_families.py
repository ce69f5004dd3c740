"""Statistics of every family: deals of Scopa and Schafkopf matches recorded through the
registry, counted per preset beside Kop's, and a database of format 2 migrated whole."""

from __future__ import annotations

import json
import random
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from tempfile import TemporaryDirectory
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kopdesk.games import schafkopf
from kopdesk.games.api import SeatResult
from kopdesk.games.registry import PRESETS, game_of
from kopdesk.stats import SCHEMA, DealKey, Statistics, Tally
from kopdesk.storage import new_match_id
from kopdesk.table import HUMAN_SEAT, Table, play_match
from tests.table.test_table_families import AnyLegal, family_setup
from tests.test_stats import (
    FORMAT_1,
    KOP_X16,
    all_rows,
    database_with,
    opened,
    record_kop,
    record_scripted,
    statistics_with,
)


@pytest.fixture
def statistics(tmp_path: Path) -> Iterator[Statistics]:
    statistics = opened(tmp_path / "statistics.sqlite3")
    yield statistics
    statistics.close()


def played_match(preset: str, house_rules: dict[str, Any]) -> list[Any]:
    """The finished deals of a whole match of `preset` played at the table."""
    table = Table()
    table.start_match(family_setup(preset, house_rules), seed=2)
    play_match(table, AnyLegal(7))
    return table.finished


def record_match(statistics: Statistics, deals: list[Any]) -> None:
    match_id = new_match_id()
    for number, deal in enumerate(deals, 1):
        statistics.record_deal(deal, HUMAN_SEAT, DealKey(match_id, number))


def test_a_scopa_match_is_counted_under_its_preset(statistics: Statistics) -> None:
    deals = played_match("scopa", {"target": 6})
    record_match(statistics, deals)
    scored = [deal.score.total for deal in deals if deal.score is not None]
    ahead = [total[0] - total[1] for total in scored]
    summary = statistics.summary("scopa")
    assert summary.total == Tally(len(scored), sum(a > 0 for a in ahead), sum(ahead))
    assert summary.by_contract == {} and summary.declared == Tally()
    assert statistics.summary("scopone").total == Tally()


def test_a_schafkopf_match_is_counted_with_its_units_and_contracts(
    statistics: Statistics, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr("kopdesk.bots.schafkopf.make_player", lambda level, seed: AnyLegal(seed))
    deals = played_match("schafkopf", {"match_length": {"deals": 8}})
    record_match(statistics, deals)
    units = [deal.score.units[HUMAN_SEAT] for deal in deals]
    assert statistics.summary("schafkopf").total == Tally(8, sum(u > 0 for u in units), sum(units))
    assert [total for _when, total in statistics.units_over_time("schafkopf")][-1] == sum(units)
    rows = all_rows(tmp_path / "statistics.sqlite3")
    assert [row[3] for row in rows] == [deal.score.contract.value for deal in deals]
    results = [game_of("schafkopf").seat_result(deal, HUMAN_SEAT) for deal in deals]
    assert [(row[4], row[8]) for row in rows] == [(r.side, r.points) for r in results if r is not None]
    assert {row[4] for row in rows} <= {"declarers", "defenders", None}


def test_other_families_leave_kops_breakdown_alone(statistics: Statistics) -> None:
    record_scripted(statistics)
    before = statistics.summary()
    record_match(statistics, played_match("scopa-3", {"target": 4}))
    after = statistics.summary()
    assert (after.by_contract, after.by_side, after.declared) == (before.by_contract, before.by_side, before.declared)
    assert after.total.played > before.total.played and after.unreadable == 0
    assert list(after.by_preset) == ["kop", "baska", "scopa-3"]
    assert after.by_preset["scopa-3"] == statistics.summary("scopa-3").total


def test_a_schafkopf_match_is_broken_down_by_contract_side_and_declarer(
    statistics: Statistics, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("kopdesk.bots.schafkopf.make_player", lambda level, seed: AnyLegal(seed))
    record_scripted(statistics)  # Kop's deals stay out of Schafkopf's rows
    deals = played_match("schafkopf", {"match_length": {"deals": 12}})
    record_match(statistics, deals)
    results = [r for deal in deals if (r := game_of("schafkopf").seat_result(deal, HUMAN_SEAT)) is not None]

    def tally(chosen: list[Any]) -> Tally:
        return Tally(len(chosen), sum(r.won for r in chosen), sum(r.units for r in chosen))

    summary = statistics.summary("schafkopf")
    contracts, sides = {r.contract for r in results}, {r.side for r in results} - {None}
    assert summary.by_contract == {c: tally([r for r in results if r.contract == c]) for c in contracts}
    assert summary.by_side == {s: tally([r for r in results if r.side == s]) for s in sides}
    assert summary.declared == tally([r for r in results if r.declarer])
    assert set(summary.by_contract) <= {c.value for c in schafkopf.Contract} - {"normal", "partner"}
    assert not {"old", "young"} & set(summary.by_side)


FORMAT_2 = (
    FORMAT_1.replace("PRAGMA user_version = 1;", "")
    + """
ALTER TABLE deals ADD COLUMN match_id TEXT;
ALTER TABLE deals ADD COLUMN deal_number INTEGER;
CREATE UNIQUE INDEX deals_of_a_match ON deals (match_id, deal_number);
INSERT INTO deals VALUES (3, '2024-04-02T10:00:00+00:00', 'kop', 'normal', 'old', 1, 1, 8, 80, 'ab', 1);
PRAGMA user_version = 2;
"""
)
"""A database of the second format, as kopdesk wrote it, with three deals."""


def test_a_database_of_the_second_format_is_migrated_and_keeps_its_deals(tmp_path: Path) -> None:
    path = tmp_path / "data" / "statistics.sqlite3"
    database_with(path, FORMAT_2)
    before = all_rows(path)
    statistics = opened(path)
    assert statistics.summary().total == Tally(played=3, won=2, units=-18)
    record_kop(statistics, KOP_X16, seat=0, preset="kop", key=DealKey("ab", 1))  # the key still replaces
    statistics.close()
    assert all_rows(path)[:2] == before[:2] and len(all_rows(path)) == 3
    with sqlite3.connect(path) as connection:
        assert connection.execute("PRAGMA user_version").fetchone() == (SCHEMA,) == (5,)
        connection.execute("INSERT INTO deals (played_at, preset, declarer, won, units) VALUES ('x', 'scopa', 0, 1, 2)")
    connection.close()


def test_a_row_of_another_family_needs_no_contract_but_kops_does(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    opened(path).close()
    row = ("2024-04-01T10:00:00+00:00", None, None, 0, 1, 3, 7)
    with sqlite3.connect(path) as connection:
        connection.executemany(
            "INSERT INTO deals (played_at, preset, contract, side, declarer, won, units, points)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [(row[0], preset, *row[1:]) for preset in ("scopa", "zweier", "kop")],
        )
    connection.close()
    summary = opened(path).summary()
    assert summary.total == Tally(2, 2, 6) and summary.unreadable == 1


@pytest.mark.parametrize("seed", range(3))
def test_every_familys_deal_gives_a_result_for_every_seat(seed: int) -> None:
    for preset in ("kop", "scopa-4", "deutsch"):
        game = game_of(preset)
        rules = game.rules(preset)
        rng = random.Random(seed)
        deal = game.new_deal(rules, 0, rng)
        while not game.is_done(deal):
            deal.apply(rng.choice(deal.legal_actions()))
        results = [game.seat_result(deal, seat) for seat in range(game.seats(rules))]
        assert all(result is not None for result in results)
        assert sum(result.units for result in results if result is not None) == 0 or preset.startswith("scopa")


OTHER_PRESETS = [preset for preset in PRESETS if game_of(preset).family != "kop"]
MIXED_ROWS = st.lists(
    st.tuples(
        st.sampled_from(["2024-04-01T10:00:00+00:00", "yesterday"]),
        st.sampled_from([*PRESETS, "kop-new"]),
        st.sampled_from([None, "normal", "cicha", "sauspiel", 3]),
        st.sampled_from([None, "old", "young", "declarers"]),
        st.sampled_from([0, 1]),
        st.sampled_from([0, 1, 2]),
        st.integers(-50, 50),
        st.one_of(st.none(), st.integers(0, 120)),
    ),
    max_size=10,
)


@settings(max_examples=40, deadline=None)
@given(rows=MIXED_ROWS)
def test_rows_of_every_family_are_read_or_counted_as_unreadable(rows: list[tuple[object, ...]]) -> None:
    with TemporaryDirectory() as directory:
        statistics = statistics_with(Path(directory), rows)
        summary = statistics.summary()
        assert summary.total.played + summary.unreadable == len(rows)
        kop_like = sum((statistics.summary(p).total for p in {*PRESETS, "kop-new"} - {*OTHER_PRESETS}), Tally())
        others = sum((statistics.summary(p).total for p in OTHER_PRESETS), Tally())
        assert kop_like + others == summary.total
        kop_rows = [statistics.summary(p) for p in {*PRESETS, "kop-new"} - {*OTHER_PRESETS}]
        assert sum((sum(s.by_side.values(), Tally()) for s in kop_rows), Tally()) == kop_like
        assert sum((sum(s.by_contract.values(), Tally()) for s in kop_rows), Tally()) == kop_like
        statistics.close()


def test_the_catalogue_names_every_contract_and_side_of_kop_s_results() -> None:
    from kopdesk.games.catalog import kop as kop_catalogue
    from kopdesk.games.kop import Contract, Side
    from kopdesk.games.registry import FAMILIES

    assert tuple(contract.value for contract in Contract) == kop_catalogue.RESULT_CONTRACTS
    assert tuple(side.value for side in Side) == kop_catalogue.RESULT_SIDES
    assert [(f.result_contracts, f.result_sides) for f in FAMILIES if f.name != "kop"] == [(None, None)] * 2


def test_a_scopa_deal_keeps_its_points_per_category(statistics: Statistics, tmp_path: Path) -> None:
    deals = played_match("scopa", {"target": 6})
    record_match(statistics, deals)
    results = [r for deal in deals if (r := game_of("scopa").seat_result(deal, HUMAN_SEAT)) is not None]
    summary = statistics.summary("scopa")
    assert list(summary.by_category) == ["carte", "denari", "settebello", "re_bello", "primiera", "scope"]
    for name, tally in summary.by_category.items():
        points = [dict(r.categories)[name] for r in results]
        assert tally == Tally(len(results), sum(p > 0 for p in points), sum(points))
    assert sum(t.units for t in summary.by_category.values()) == sum(r.points or 0 for r in results)
    with sqlite3.connect(tmp_path / "statistics.sqlite3") as connection:
        stored = connection.execute("SELECT categories FROM deals ORDER BY id").fetchone()[0]
    connection.close()
    assert json.loads(stored) == dict(results[0].categories)
    assert statistics.summary("kop").by_category == {}


@pytest.mark.parametrize("stored", ['{"scope": "two"}', "[1, 2]", "not json", '{"scope": 1.5}'])
def test_points_per_category_kopdesk_could_not_have_written_leave_the_row_out(tmp_path: Path, stored: str) -> None:
    path = tmp_path / "statistics.sqlite3"
    statistics = opened(path)
    statistics.record_result(SeatResult(2, True, 7, categories=(("scope", 2),)), "scopa", DealKey("f" * 32, 1))
    with sqlite3.connect(path) as connection:
        connection.execute(
            "INSERT INTO deals (played_at, preset, declarer, won, units, categories)"
            " VALUES ('2024-04-01T10:00:00+00:00', 'scopa', 0, 1, 2, ?)",
            (stored,),
        )
    connection.close()
    summary = statistics.summary()
    assert summary.unreadable == 1 and summary.by_category == {"scope": Tally(1, 1, 2)}
    statistics.close()


FORMAT_4 = """
CREATE TABLE deals (
    id INTEGER PRIMARY KEY,
    played_at TEXT NOT NULL,
    preset TEXT NOT NULL,
    contract TEXT,
    side TEXT,
    declarer INTEGER NOT NULL CHECK (declarer IN (0, 1)),
    won INTEGER NOT NULL CHECK (won IN (0, 1)),
    units INTEGER NOT NULL,
    points INTEGER,
    match_id TEXT,
    deal_number INTEGER,
    categories TEXT
);
CREATE UNIQUE INDEX deals_of_a_match ON deals (match_id, deal_number);
INSERT INTO deals VALUES (1, '2024-04-02T10:00:00+00:00', 'kop', 'normal', 'old', 1, 1, 8, 80, 'ab', 1, NULL);
INSERT INTO deals VALUES (2, '2024-04-03T10:00:00+00:00', 'scopa', NULL, NULL, 0, 1, 3, 4, 'cd', 1,
    '{"carte": 1, "scope": 2}');
INSERT INTO deals VALUES (3, '2024-04-03T10:05:00+00:00', 'scopa', NULL, NULL, 0, 0, -2, 1, 'cd', 2, '{"denari": 1}');
PRAGMA user_version = 4;
"""
"""A database of the fourth format, as kopdesk wrote it: a Kop deal and two Scopa deals."""


def test_a_database_of_the_fourth_format_gains_the_matches_and_keeps_its_deals(tmp_path: Path) -> None:
    path = tmp_path / "data" / "statistics.sqlite3"
    database_with(path, FORMAT_4)
    before = all_rows(path)
    statistics = opened(path)
    assert statistics.summary().total == Tally(played=3, won=2, units=9)
    assert statistics.summary("scopa").by_category == {
        "carte": Tally(1, 1, 1), "scope": Tally(1, 1, 2), "denari": Tally(1, 1, 1),
    }  # fmt: skip
    assert statistics.summary().matches == Tally()
    statistics.record_match("scopa", "cd", won=True, units=12)
    statistics.close()
    assert all_rows(path) == before
    with sqlite3.connect(path) as connection:
        assert connection.execute("PRAGMA user_version").fetchone() == (SCHEMA,) == (5,)
        assert connection.execute("SELECT match_id, preset, won, units FROM matches").fetchall() == [
            ("cd", "scopa", 1, 12)
        ]
    connection.close()


def test_the_matches_played_to_their_end_are_counted_per_game(tmp_path: Path) -> None:
    statistics = opened(tmp_path / "statistics.sqlite3")
    statistics.record_match("scopa", "a", won=True, units=12)
    statistics.record_match("scopa", "b", won=False, units=7)
    statistics.record_match("scopa", "b", won=True, units=11)  # recorded again: replaced
    statistics.record_match("kop", "c", won=False, units=-40)
    assert statistics.summary("scopa").matches == Tally(played=2, won=2, units=23)
    assert statistics.summary().matches == Tally(played=3, won=2, units=-17)
    assert statistics.summary("schafkopf").matches == Tally()
    statistics.reset()
    assert statistics.summary().matches == Tally()

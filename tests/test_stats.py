"""Statistics: scripted deals with exact numbers, restarts, reset, bad files kept aside."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest

from kopdesk.engine import Contract, Score, Side, deal_file_from_json
from kopdesk.stats import SCHEMA, Statistics, Summary, Tally, statistics_file
from kopdesk.storage import LoadResult, Paths

EXAMPLES = Path(__file__).parent / "examples"
START = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)


def score_of(example: str) -> Score:
    deal = deal_file_from_json(json.loads((EXAMPLES / f"{example}.json").read_text("utf-8"))).replay()
    assert deal.score is not None
    return deal.score


NORMAL_BASKA = score_of("baska-normal-kontra")
"""Seat 0 is old with seat 2 and wins 80:24 doubled once: +4 units."""
CICHA_TIE = score_of("baska-cicha-rekontra-tie")
"""Seat 1 plays cicha alone, 52:52 doubled twice, the old lose: seat 0 +32, seat 1 -96."""
KOP_X16 = score_of("kop-doubling-x16")
"""Seat 0 is old with seat 2 and takes every trick, doubled four times: +48 units."""


def hourly() -> Iterator[datetime]:
    moment = START
    while True:
        yield moment
        moment += timedelta(hours=1)


def opened(path: Path) -> Statistics:
    result = Statistics.open(path, clock=hourly().__next__)
    assert result.problem is None and result.moved_to is None
    return result.value


def record_scripted(statistics: Statistics) -> None:
    statistics.record(NORMAL_BASKA, seat=0, preset="baska")
    statistics.record(CICHA_TIE, seat=0, preset="baska")
    statistics.record(KOP_X16, seat=0, preset="kop")
    statistics.record(CICHA_TIE, seat=1, preset="baska")


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return statistics_file(Paths.portable(tmp_path))


@pytest.fixture
def statistics(path: Path) -> Iterator[Statistics]:
    statistics = opened(path)
    yield statistics
    statistics.close()


SCRIPTED_SUMMARY = Summary(
    total=Tally(played=4, won=3, units=-12),
    by_contract={Contract.NORMAL: Tally(2, 2, 52), Contract.CICHA: Tally(2, 1, -64)},
    by_side={Side.OLD: Tally(3, 2, -44), Side.YOUNG: Tally(1, 1, 32)},
    declared=Tally(1, 0, -96),
)


def test_a_new_file_is_an_empty_database_with_the_schema_version(path: Path) -> None:
    statistics = opened(path)
    assert statistics.summary() == Summary(Tally(), {}, {Side.OLD: Tally(), Side.YOUNG: Tally()}, Tally())
    assert statistics.units_over_time() == []
    statistics.close()
    with sqlite3.connect(path) as connection:
        assert connection.execute("PRAGMA user_version").fetchone() == (SCHEMA,)


def test_summary_of_scripted_deals(statistics: Statistics) -> None:
    record_scripted(statistics)
    assert statistics.summary() == SCRIPTED_SUMMARY
    assert statistics.summary().total.win_rate == 0.75


def test_summary_per_preset(statistics: Statistics) -> None:
    record_scripted(statistics)
    assert statistics.summary("baska") == Summary(
        total=Tally(3, 2, -60),
        by_contract={Contract.NORMAL: Tally(1, 1, 4), Contract.CICHA: Tally(2, 1, -64)},
        by_side={Side.OLD: Tally(2, 1, -92), Side.YOUNG: Tally(1, 1, 32)},
        declared=Tally(1, 0, -96),
    )
    assert statistics.summary("kop").total == Tally(1, 1, 48)
    assert statistics.summary("kop-koscian").total.win_rate is None


def test_units_over_time_are_running_totals_in_the_order_played(statistics: Statistics) -> None:
    record_scripted(statistics)
    hours = [START + timedelta(hours=n) for n in range(4)]
    assert statistics.units_over_time() == list(zip(hours, [4, 36, 84, -12]))
    assert statistics.units_over_time("baska") == [(hours[0], 4), (hours[1], 36), (hours[3], -60)]


def test_each_row_is_the_deal_as_the_users_seat_saw_it(statistics: Statistics, path: Path) -> None:
    warsaw = timezone(timedelta(hours=2))
    statistics.record(CICHA_TIE, seat=1, preset="baska", when=datetime(2024, 6, 1, 20, 30, tzinfo=warsaw))
    statistics.record(NORMAL_BASKA, seat=0, preset="baska")
    with sqlite3.connect(path) as connection:
        rows = connection.execute(
            "SELECT played_at, preset, contract, side, declarer, won, units, points FROM deals ORDER BY id"
        ).fetchall()
    assert rows == [
        ("2024-06-01T18:30:00+00:00", "baska", "cicha", "old", 1, 0, -96, 52),
        ("2024-05-01T12:00:00+00:00", "baska", "normal", "old", 0, 1, 4, 80),
    ]


def test_statistics_survive_a_restart(path: Path) -> None:
    statistics = opened(path)
    record_scripted(statistics)
    statistics.close()
    again = opened(path)
    assert again.summary() == SCRIPTED_SUMMARY
    assert [total for _when, total in again.units_over_time()] == [4, 36, 84, -12]
    again.close()


def test_a_deal_is_committed_before_record_returns(path: Path, statistics: Statistics) -> None:
    statistics.record(KOP_X16, seat=0, preset="kop")
    reader = opened(path)
    assert reader.summary().total == Tally(1, 1, 48)
    reader.close()


def test_reset_forgets_every_deal_for_good(path: Path, statistics: Statistics) -> None:
    record_scripted(statistics)
    statistics.reset()
    assert statistics.summary().total == Tally()
    assert statistics.units_over_time() == []
    statistics.close()
    assert opened(path).summary().total == Tally()


# -- bad files ----------------------------------------------------------------------------


def assert_moved_aside(result: LoadResult[Statistics], original: Path, content: bytes) -> None:
    assert result.problem and result.moved_to is not None
    assert result.moved_to.parent == original.parent
    assert result.moved_to.name.startswith(original.name + ".broken-")
    assert result.moved_to.read_bytes() == content


def assert_fresh_and_working(statistics: Statistics, path: Path) -> None:
    assert statistics.summary().total == Tally()
    statistics.record(KOP_X16, seat=0, preset="kop")
    statistics.close()
    assert opened(path).summary().total == Tally(1, 1, 48)


@pytest.mark.parametrize(
    "content",
    [b"\x00garbage\xff" * 300, b"SQLite format 3\x00" + b"\xee" * 4000, b'{"schema": 1}\n'],
    ids=["garbage", "broken-header", "json"],
)
def test_a_file_that_is_no_database_is_moved_aside_and_a_new_one_started(path: Path, content: bytes) -> None:
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    result = Statistics.open(path)
    assert_moved_aside(result, path, content)
    assert "database" in (result.problem or "")
    assert_fresh_and_working(result.value, path)


def database_with(path: Path, script: str) -> bytes:
    path.parent.mkdir(parents=True)
    with sqlite3.connect(path) as connection:
        connection.executescript(script)
    connection.close()
    return path.read_bytes()


@pytest.mark.parametrize(
    ("script", "words"),
    [
        ("CREATE TABLE cards (id INTEGER);", "format 0"),
        ("CREATE TABLE deals (id INTEGER); PRAGMA user_version = 1;", "not kopdesk's"),
        (f"PRAGMA user_version = {SCHEMA + 1};", f"format {SCHEMA + 1}"),
    ],
    ids=["other-database", "other-columns", "newer-version"],
)
def test_a_database_of_another_schema_is_moved_aside(path: Path, script: str, words: str) -> None:
    content = database_with(path, script)
    result = Statistics.open(path)
    assert_moved_aside(result, path, content)
    assert words in (result.problem or "")
    assert_fresh_and_working(result.value, path)


def test_a_file_that_cannot_be_opened_is_left_alone_and_the_session_kept_in_memory(path: Path) -> None:
    path.mkdir(parents=True)
    result = Statistics.open(path)
    assert result.problem and result.moved_to is None
    assert path.is_dir()
    result.value.record(KOP_X16, seat=0, preset="kop")
    assert result.value.summary().total == Tally(1, 1, 48)
    result.value.close()

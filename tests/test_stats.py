"""Statistics: scripted deals with exact numbers, restarts, reset, bad files kept aside."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from tempfile import TemporaryDirectory

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kopdesk import stats as stats_module
from kopdesk.games.kop import GAME, PRESETS, Contract, Score, deal_file_from_json
from kopdesk.stats import COLUMNS, SCHEMA, DealKey, Statistics, Summary, Tally, statistics_file
from kopdesk.storage import LoadResult, Paths, new_match_id

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


def record_kop(
    statistics: Statistics, score: Score, seat: int, preset: str, key: DealKey, when: datetime | None = None
) -> None:
    """Keep a scripted Kop deal's `score` as the player at `seat` saw it."""
    statistics.record_result(GAME.seat_result_of(score, seat), preset, key, when)


def hourly() -> Iterator[datetime]:
    moment = START
    while True:
        yield moment
        moment += timedelta(hours=1)


def opened(path: Path) -> Statistics:
    result = Statistics.open(path, clock=hourly().__next__)
    assert result.problem is None and result.moved_to is None
    return result.value


def new_key() -> DealKey:
    """The first deal of a new match."""
    return DealKey(new_match_id(), 1)


def record_scripted(statistics: Statistics) -> None:
    """The four deals of one match."""
    match_id = new_match_id()
    record_kop(statistics, NORMAL_BASKA, seat=0, preset="baska", key=DealKey(match_id, 1))
    record_kop(statistics, CICHA_TIE, seat=0, preset="baska", key=DealKey(match_id, 2))
    record_kop(statistics, KOP_X16, seat=0, preset="kop", key=DealKey(match_id, 3))
    record_kop(statistics, CICHA_TIE, seat=1, preset="baska", key=DealKey(match_id, 4))


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
    by_contract={"normal": Tally(2, 2, 52), "cicha": Tally(2, 1, -64)},
    by_side={"old": Tally(3, 2, -44), "young": Tally(1, 1, 32)},
    declared=Tally(1, 0, -96),
    by_preset={"kop": Tally(1, 1, 48), "baska": Tally(3, 2, -60)},
)


def test_a_new_file_is_an_empty_database_with_the_schema_version(path: Path) -> None:
    statistics = opened(path)
    assert statistics.summary() == Summary(Tally(), {}, {}, Tally())
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
        by_contract={"normal": Tally(1, 1, 4), "cicha": Tally(2, 1, -64)},
        by_side={"old": Tally(2, 1, -92), "young": Tally(1, 1, 32)},
        declared=Tally(1, 0, -96),
        by_preset={"baska": Tally(3, 2, -60)},
    )
    assert statistics.summary("kop").total == Tally(1, 1, 48)
    assert statistics.summary("kop-koscian").total.win_rate is None


def test_units_over_time_are_running_totals_in_the_order_played(statistics: Statistics) -> None:
    record_scripted(statistics)
    hours = [START + timedelta(hours=n) for n in range(4)]
    assert statistics.units_over_time() == list(zip(hours, [4, 36, 84, -12], strict=True))
    assert statistics.units_over_time("baska") == [(hours[0], 4), (hours[1], 36), (hours[3], -60)]


def test_each_row_is_the_deal_as_the_users_seat_saw_it(statistics: Statistics, path: Path) -> None:
    warsaw = timezone(timedelta(hours=2))
    record_kop(
        statistics,
        CICHA_TIE, seat=1, preset="baska", key=DealKey("a" * 32, 7), when=datetime(2024, 6, 1, 20, 30, tzinfo=warsaw)
    )
    record_kop(statistics, NORMAL_BASKA, seat=0, preset="baska", key=DealKey("b" * 32, 1))
    assert all_rows(path) == [
        (1, "2024-06-01T18:30:00+00:00", "baska", "cicha", "old", 1, 0, -96, 52, "a" * 32, 7),
        (2, "2024-05-01T12:00:00+00:00", "baska", "normal", "old", 0, 1, 4, 80, "b" * 32, 1),
    ]


def all_rows(path: Path) -> list[tuple[object, ...]]:
    """Every row, up to its deal number (the points per category, from format 4, left out)."""
    with sqlite3.connect(path) as connection:
        rows = connection.execute(f"SELECT {', '.join(COLUMNS[:11])} FROM deals ORDER BY id").fetchall()
    connection.close()
    return rows


def test_statistics_survive_a_restart(path: Path) -> None:
    statistics = opened(path)
    record_scripted(statistics)
    statistics.close()
    again = opened(path)
    assert again.summary() == SCRIPTED_SUMMARY
    assert [total for _when, total in again.units_over_time()] == [4, 36, 84, -12]
    again.close()


def test_a_deal_is_committed_before_record_returns(path: Path, statistics: Statistics) -> None:
    record_kop(statistics, KOP_X16, seat=0, preset="kop", key=new_key())
    reader = opened(path)
    assert reader.summary().total == Tally(1, 1, 48)
    reader.close()


def test_a_deal_recorded_again_under_its_key_replaces_its_row(path: Path, statistics: Statistics) -> None:
    match_id, other_match = new_match_id(), new_match_id()
    record_kop(statistics, NORMAL_BASKA, seat=0, preset="baska", key=DealKey(match_id, 1))
    record_kop(statistics, KOP_X16, seat=0, preset="kop", key=DealKey(match_id, 2))
    # Stopped before the match was saved: deal 2 is played to its end again, another way.
    record_kop(statistics, CICHA_TIE, seat=0, preset="baska", key=DealKey(match_id, 2))
    record_kop(statistics, KOP_X16, seat=0, preset="kop", key=DealKey(other_match, 2))
    assert statistics.summary().total == Tally(played=3, won=3, units=4 + 32 + 48)
    assert [total for _when, total in statistics.units_over_time()] == [4, 36, 84]
    assert [row[3] for row in all_rows(path)] == ["normal", "cicha", "normal"]


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
    record_kop(statistics, KOP_X16, seat=0, preset="kop", key=new_key())
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
    record_kop(result.value, KOP_X16, seat=0, preset="kop", key=new_key())
    assert result.value.summary().total == Tally(1, 1, 48)
    result.value.close()


# -- older databases --------------------------------------------------------------------------

FORMAT_1 = """
CREATE TABLE deals (
    id INTEGER PRIMARY KEY,
    played_at TEXT NOT NULL,
    preset TEXT NOT NULL,
    contract TEXT NOT NULL,
    side TEXT NOT NULL CHECK (side IN ('old', 'young')),
    declarer INTEGER NOT NULL CHECK (declarer IN (0, 1)),
    won INTEGER NOT NULL CHECK (won IN (0, 1)),
    units INTEGER NOT NULL,
    points INTEGER
);
PRAGMA user_version = 1;
INSERT INTO deals (played_at, preset, contract, side, declarer, won, units, points) VALUES
    ('2024-04-01T10:00:00+00:00', 'kop', 'normal', 'old', 0, 1, 6, 70),
    ('2024-04-01T10:05:00+00:00', 'baska', 'cicha', 'young', 0, 0, -32, NULL);
"""
"""A database of kopdesk's first statistics format, with two deals."""


def test_a_database_of_the_first_format_is_migrated_and_keeps_its_deals(path: Path) -> None:
    database_with(path, FORMAT_1)
    statistics = opened(path)
    assert statistics.summary().total == Tally(played=2, won=1, units=-26)
    key = DealKey(new_match_id(), 1)
    record_kop(statistics, KOP_X16, seat=0, preset="kop", key=key)
    record_kop(statistics, KOP_X16, seat=0, preset="kop", key=key)
    statistics.close()
    assert all_rows(path) == [
        (1, "2024-04-01T10:00:00+00:00", "kop", "normal", "old", 0, 1, 6, 70, None, None),
        (2, "2024-04-01T10:05:00+00:00", "baska", "cicha", "young", 0, 0, -32, None, None, None),
        (3, "2024-05-01T13:00:00+00:00", "kop", "normal", "old", 0, 1, 48, 104, key.match_id, 1),
    ]
    with sqlite3.connect(path) as connection:
        assert connection.execute("PRAGMA user_version").fetchone() == (SCHEMA,)
    connection.close()
    assert opened(path).summary().total == Tally(played=3, won=2, units=22)


# -- a full disk ---------------------------------------------------------------------------------


def fill_the_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    """From now on a database opened cannot grow beyond the pages it has, as on a full disk."""
    connect = stats_module._connect

    def no_more_pages(target: Path | str) -> sqlite3.Connection:
        connection = connect(target)
        (pages,) = connection.execute("PRAGMA page_count").fetchone()
        connection.execute(f"PRAGMA max_page_count = {pages}")
        return connection

    monkeypatch.setattr(stats_module, "_connect", no_more_pages)


def fill(statistics: Statistics) -> tuple[int, str]:
    """Record deals until the database refuses: how many it took, and the reason given."""
    for recorded in range(1000):
        try:
            record_kop(statistics, KOP_X16, seat=0, preset="kop", key=new_key())
        except OSError as error:
            return recorded, str(error)
    raise AssertionError("the database never filled up")


def test_on_a_full_disk_recording_says_so_and_writes_nothing(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    opened(path).close()
    fill_the_disk(monkeypatch)
    statistics = opened(path)
    recorded, reason = fill(statistics)
    assert reason == "database or disk is full"
    assert statistics.summary().total.played == recorded
    _again, reason = fill(statistics)
    assert reason == "database or disk is full", "the failed deal left no transaction open"
    statistics.close()
    assert opened(path).summary().total.played == recorded


def test_a_migration_the_disk_refuses_leaves_the_database_as_it_was(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    content = database_with(path, FORMAT_1)
    fill_the_disk(monkeypatch)
    result = Statistics.open(path)
    assert "database or disk is full" in (result.problem or "") and result.moved_to is None
    assert path.read_bytes() == content
    result.value.close()


# -- rows kopdesk could not have written ------------------------------------------------------------

GOOD_ROW = ("2024-04-01T10:00:00+00:00", "kop", "normal", "old", 0, 1, 6, 70)


def insert_rows(path: Path, rows: list[tuple[object, ...]]) -> None:
    """Add rows as a hand-edit with any tool could, past the table's checks."""
    with sqlite3.connect(path) as connection:
        connection.execute("PRAGMA ignore_check_constraints = ON")
        connection.executemany(
            "INSERT INTO deals (played_at, preset, contract, side, declarer, won, units, points)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            rows,
        )
    connection.close()


@pytest.mark.parametrize(
    ("column", "value"),
    [(0, "yesterday"), (0, b"2024-04-01"), (2, "grand"), (3, "middle"), (4, 2), (5, -1), (6, "lots"), (6, 2.5),
     (7, "seventy")],
    ids=["date", "date-bytes", "contract", "side", "declarer", "won", "units-text", "units-real", "points"],
)  # fmt: skip
def test_a_row_kopdesk_could_not_have_written_is_left_out_and_counted(
    path: Path, statistics: Statistics, column: int, value: object
) -> None:
    record_scripted(statistics)
    bad = list(GOOD_ROW)
    bad[column] = value
    insert_rows(path, [tuple(bad)])
    assert statistics.summary() == replace(SCRIPTED_SUMMARY, unreadable=1)
    assert statistics.summary("kop").unreadable == 1, "counted in every game"
    assert [total for _when, total in statistics.units_over_time()] == [4, 36, 84, -12]


def test_rows_of_text_that_is_not_utf8_are_left_out(path: Path, statistics: Statistics) -> None:
    insert_rows(path, [GOOD_ROW])
    with sqlite3.connect(path) as connection:
        connection.execute("UPDATE deals SET contract = CAST(x'ff6e6f726d616c' AS TEXT)")
    connection.close()
    assert statistics.summary().unreadable == 1
    assert statistics.units_over_time() == []


def test_a_date_without_a_zone_is_read_as_utc(path: Path, statistics: Statistics) -> None:
    insert_rows(path, [("2024-04-01 10:00", *GOOD_ROW[1:])])
    assert statistics.units_over_time() == [(datetime(2024, 4, 1, 10, 0, tzinfo=UTC), 6)]


class AsText(bytes):
    """Bytes to be stored as text, UTF-8 or not."""


ANY_VALUE = st.one_of(
    st.none(),
    st.integers(min_value=-(2**63), max_value=2**63 - 1),
    st.floats(),
    st.text(max_size=30),
    st.binary(max_size=12),
    st.binary(max_size=12).map(AsText),
)
"""Any value SQLite can hold."""
COLUMN_VALUES = (
    st.one_of(st.datetimes(timezones=st.just(UTC)).map(datetime.isoformat), st.sampled_from(["", "2024-02-30"])),
    st.sampled_from([*PRESETS, "kop-new", ""]),
    st.sampled_from([contract.value for contract in Contract]),
    st.sampled_from(["old", "young"]),
    st.sampled_from([0, 1]),
    st.sampled_from([0, 1]),
    st.integers(min_value=-(2**63), max_value=2**63 - 1),
    st.one_of(st.none(), st.integers(min_value=-200, max_value=200)),
)
"""For each column, values near the ones kopdesk writes."""
ROWS = st.lists(
    st.one_of(st.tuples(*COLUMN_VALUES), st.tuples(*(st.one_of(near, ANY_VALUE) for near in COLUMN_VALUES))),
    max_size=12,
)
"""Rows of a hand-edited table without types or checks, many of them readable."""


def statistics_with(directory: Path, rows: list[tuple[object, ...]]) -> Statistics:
    """The statistics in a database whose deals table has our columns and nothing else (as
    format 4 had: opening it adds the table of matches)."""
    path = directory / "statistics.sqlite3"
    with sqlite3.connect(path) as connection:
        connection.execute(f"CREATE TABLE deals (id INTEGER PRIMARY KEY, {', '.join(COLUMNS[1:])})")
        connection.execute("PRAGMA user_version = 4")
        for row in rows:
            places = ", ".join("CAST(? AS TEXT)" if isinstance(value, AsText) else "?" for value in row)
            connection.execute(f"INSERT INTO deals ({', '.join(COLUMNS[1:9])}) VALUES ({places})", row)
    connection.close()
    return opened(path)


def _as_read(value: str | bytes) -> str:
    return value.decode("utf-8", errors="replace") if isinstance(value, bytes) else value


@settings(max_examples=60, deadline=None)
@given(rows=ROWS)
def test_no_row_content_makes_reading_fail(rows: list[tuple[object, ...]]) -> None:
    with TemporaryDirectory() as directory:
        statistics = statistics_with(Path(directory), rows)
        summary = statistics.summary()
        assert summary.total.played + summary.unreadable == len(rows)
        assert sum(summary.by_side.values(), Tally()) == summary.total
        assert sum(summary.by_contract.values(), Tally()) == summary.total
        assert summary.declared.played <= summary.total.played
        over_time = statistics.units_over_time()
        assert len(over_time) == summary.total.played
        assert [total for _when, total in over_time[-1:]] == ([summary.total.units] if over_time else [])
        # What the database holds as text, as kopdesk reads it back (AsText bytes are stored as text).
        presets = {_as_read(row[1]) for row in rows if isinstance(row[1], (str, AsText))}
        assert sum((statistics.summary(preset).total for preset in presets), Tally()) == summary.total
        statistics.close()

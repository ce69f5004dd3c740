"""The user's statistics: every deal played, kept in a SQLite database.

One row per finished deal of a human match, seen from the user's seat: preset,
contract, side, whether the user declared, won or lost, units and card points,
and when (UTC). Each deal is committed on its own, so a crash loses at most the
deal being written. The schema's version is `PRAGMA user_version`, for a later
kopdesk to migrate from.

As with the settings (kopdesk.storage), opening never raises: a file that is not
a statistics database of this version is moved aside to `<name>.broken-<timestamp>`,
a new database is started, and the `LoadResult` says where the old one went and
why. A database that cannot be opened at all (locked,
no permission) is left alone and the statistics are kept in memory for the session.
Writing raises OSError when the disk refuses, for the app to report.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from itertools import accumulate
from pathlib import Path

from kopdesk.engine import Contract, Score, Side
from kopdesk.i18n import N_, _
from kopdesk.storage import LoadResult, Paths, move_aside

FILE_NAME = "statistics.sqlite3"
SCHEMA = 1
CORRUPT = frozenset({sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_CORRUPT})
"""SQLite's primary result codes for a file that is not, or no longer, a database."""

_CREATE = """
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
)
"""
COLUMNS = ("id", "played_at", "preset", "contract", "side", "declarer", "won", "units", "points")
"""`points` are the card points of the user's side; NULL for a thrown game."""
_INSERT = f"INSERT INTO deals ({', '.join(COLUMNS[1:])}) VALUES ({', '.join('?' * len(COLUMNS[1:]))})"

# Translators: {error} is SQLite's reason, in English, e.g. "file is not a database".
_NOT_A_DATABASE = N_("The statistics file is not a database kopdesk can read ({error}).")
_NOT_OURS = N_("The statistics file holds a database that is not kopdesk's statistics.")
_WRONG_SCHEMA = N_(
    "The statistics file is in format {found}; this version of kopdesk reads format {expected}."
)
_DAMAGED = N_("The statistics file is damaged.")
# Translators: {error} is the system's or SQLite's reason, in English.
_CANNOT_OPEN = N_(
    "The statistics file could not be opened ({error}); the deals of this session will not be kept."
)

Clock = Callable[[], datetime]


def utc_now() -> datetime:
    return datetime.now(UTC)


def statistics_file(paths: Paths) -> Path:
    return paths.data_dir / FILE_NAME


# -- what the statistics say --------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Tally:
    """Deals played and won, and the units the user won in them (negative: lost)."""

    played: int = 0
    won: int = 0
    units: int = 0

    @property
    def win_rate(self) -> float | None:
        """Deals won per deal played; None before the first deal."""
        return self.won / self.played if self.played else None

    def __add__(self, other: Tally) -> Tally:
        return Tally(self.played + other.played, self.won + other.won, self.units + other.units)


@dataclass(frozen=True, slots=True)
class Summary:
    total: Tally
    by_contract: dict[Contract, Tally]
    """Only the contracts played, in the engine's order of contracts."""
    by_side: dict[Side, Tally]
    """Both sides, played or not."""
    declared: Tally
    """The deals in which the user was the declarer (called the contract, or held cicha)."""


# -- the database ----------------------------------------------------------------------


class _Unusable(Exception):
    """The file is not a statistics database of this version; the message is for the user."""


class Statistics:
    """The deals the user has played; open it with `Statistics.open`."""

    def __init__(self, connection: sqlite3.Connection, clock: Clock = utc_now) -> None:
        self._connection = connection
        self._clock = clock

    @classmethod
    def open(cls, path: Path, clock: Clock = utc_now) -> LoadResult[Statistics]:
        """The statistics in `path`, created if missing; a bad file is moved aside."""
        try:
            return LoadResult(cls(_open_checked(path), clock))
        except _Unusable as unusable:
            problem = str(unusable)
        except (sqlite3.Error, OSError) as error:
            return LoadResult(cls(_in_memory(), clock), None, _(_CANNOT_OPEN).format(error=error))
        moved_to = move_aside(path)
        try:
            fresh = _open_checked(path) if moved_to is not None else _in_memory()
        except (_Unusable, sqlite3.Error, OSError):
            fresh = _in_memory()
        return LoadResult(cls(fresh, clock), moved_to, problem)

    def close(self) -> None:
        self._connection.close()

    # -- writing -----------------------------------------------------------------------

    def record(self, score: Score, seat: int, preset: str, when: datetime | None = None) -> None:
        """Keep the deal `score` as the player at `seat` saw it; `when` defaults to now.

        A naive `when` is taken as local time. Committed before returning.
        """
        side = score.sides.side_of(seat)
        played_at = (when or self._clock()).astimezone(UTC)
        row = (
            played_at.isoformat(timespec="seconds"),
            preset,
            score.sides.contract.value,
            side.value,
            score.sides.declarer == seat,
            score.winner is side,
            score.units[seat],
            None if score.points is None else score.points[side],
        )
        with self._transaction():
            self._connection.execute(_INSERT, row)

    def reset(self) -> None:
        """Forget every deal."""
        with self._transaction():
            self._connection.execute("DELETE FROM deals")

    @contextmanager
    def _transaction(self) -> Iterator[None]:
        """Commit what the block writes, or nothing of it; OSError if SQLite refuses."""
        try:
            with _transaction(self._connection):
                yield
        except sqlite3.Error as error:
            raise OSError(str(error)) from error

    # -- reading -------------------------------------------------------------------------

    def summary(self, preset: str | None = None) -> Summary:
        """Every deal, or only those of `preset`."""
        contracts = self._tallies("contract", preset)
        sides = self._tallies("side", preset)
        by_side = {side: sides.get(side.value, Tally()) for side in Side}
        return Summary(
            total=by_side[Side.OLD] + by_side[Side.YOUNG],
            by_contract={c: contracts[c.value] for c in Contract if c.value in contracts},
            by_side=by_side,
            declared=self._tallies("declarer", preset).get(1, Tally()),
        )

    def _tallies(self, column: str, preset: str | None) -> dict[object, Tally]:
        """A tally per value of `column` (a name of ours, never the user's)."""
        rows = self._connection.execute(
            f"SELECT {column}, COUNT(*), SUM(won), SUM(units) FROM deals"
            f" WHERE ?1 IS NULL OR preset = ?1 GROUP BY {column}",
            (preset,),
        )
        return {key: Tally(played, won, units) for key, played, won, units in rows}

    def units_over_time(self, preset: str | None = None) -> list[tuple[datetime, int]]:
        """When each deal was played and the user's units in all deals up to it, oldest first."""
        rows = self._connection.execute(
            "SELECT played_at, units FROM deals WHERE ?1 IS NULL OR preset = ?1 ORDER BY id", (preset,)
        ).fetchall()
        totals = accumulate(units for _when, units in rows)
        return [(datetime.fromisoformat(when), total) for (when, _units), total in zip(rows, totals)]


@contextmanager
def _transaction(connection: sqlite3.Connection) -> Iterator[None]:
    connection.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        connection.execute("ROLLBACK")
        raise
    connection.execute("COMMIT")


# -- opening, checking, moving aside ---------------------------------------------------------


def _connect(target: Path | str) -> sqlite3.Connection:
    """A connection in autocommit mode: transactions are only those `_transaction` opens."""
    return sqlite3.connect(target, timeout=5, isolation_level=None)


def _in_memory() -> sqlite3.Connection:
    connection = _connect(":memory:")
    _create(connection)
    return connection


def _open_checked(path: Path) -> sqlite3.Connection:
    """A connection to the statistics in `path`; _Unusable if the file is not ours."""
    path.parent.mkdir(parents=True, exist_ok=True)
    connection = _connect(path)
    try:
        _check(connection)
    except sqlite3.DatabaseError as error:
        connection.close()
        if error.sqlite_errorcode & 0xFF in CORRUPT:
            raise _Unusable(_(_NOT_A_DATABASE).format(error=error)) from None
        raise
    except _Unusable:
        connection.close()
        raise
    return connection


def _check(connection: sqlite3.Connection) -> None:
    """Create the schema in an empty database; _Unusable if it holds anything else."""
    (version,) = connection.execute("PRAGMA user_version").fetchone()
    tables = connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
    if version == 0 and not tables:
        _create(connection)
        return
    if version != SCHEMA:
        raise _Unusable(_(_WRONG_SCHEMA).format(found=version, expected=SCHEMA))
    columns = tuple(row[1] for row in connection.execute("PRAGMA table_info(deals)"))
    if columns != COLUMNS:
        raise _Unusable(_(_NOT_OURS))
    if connection.execute("PRAGMA quick_check").fetchone() != ("ok",):
        raise _Unusable(_(_DAMAGED))


def _create(connection: sqlite3.Connection) -> None:
    with _transaction(connection):
        connection.execute(_CREATE)
        connection.execute(f"PRAGMA user_version = {SCHEMA}")

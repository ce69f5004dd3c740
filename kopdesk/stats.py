"""The user's statistics: every deal played, kept in a SQLite database.

One row per finished deal of a human match of any family, seen from the user's seat:
preset, whether the user won or lost, units and points, when (UTC), and which deal of
which match it was; where the family has them, contract, side and whether the user
declared, and the points of the user's side per category of the reckoning (Scopa's)
(`kopdesk.games.api.SeatResult`, which each game makes from its deal). Each deal is committed on its
own, so a crash loses at most the deal being written (and from format 5, a row per
match played to its end: whether the user was among its winners); recording a deal again
(the app was stopped before the match was saved, and the deal is played to its
end once more) replaces its row. The schema's version is `PRAGMA user_version`;
an older database is migrated when opened, keeping its deals.

Reading never raises for what a row holds: a row kopdesk could not have written
(a hand-edited or damaged file) is left out of every figure and counted.

As with the settings (kopdesk.storage), opening never raises: a file that is not
a statistics database of this version is moved aside to `<name>.broken-<timestamp>`,
a new database is started, and the `LoadResult` says where the old one went and
why. A database that cannot be opened at all (locked,
no permission) is left alone and the statistics are kept in memory for the session.
Writing raises OSError when the disk refuses, for the app to report.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from itertools import accumulate
from pathlib import Path
from typing import Any, Literal

from kopdesk.games.api import SeatResult
from kopdesk.games.registry import FAMILIES, PRESETS, family_of_preset, game_of
from kopdesk.i18n import N_, _
from kopdesk.storage import LoadResult, Paths, move_aside

FILE_NAME = "statistics.sqlite3"
CORRUPT = frozenset({sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_CORRUPT})
"""SQLite's primary result codes for a file that is not, or no longer, a database."""

_MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (
        """CREATE TABLE deals (
            id INTEGER PRIMARY KEY,
            played_at TEXT NOT NULL,
            preset TEXT NOT NULL,
            contract TEXT NOT NULL,
            side TEXT NOT NULL CHECK (side IN ('old', 'young')),
            declarer INTEGER NOT NULL CHECK (declarer IN (0, 1)),
            won INTEGER NOT NULL CHECK (won IN (0, 1)),
            units INTEGER NOT NULL,
            points INTEGER
        )""",
    ),
    (
        "ALTER TABLE deals ADD COLUMN match_id TEXT",
        "ALTER TABLE deals ADD COLUMN deal_number INTEGER",
        "CREATE UNIQUE INDEX deals_of_a_match ON deals (match_id, deal_number)",
    ),
    (
        # Any family: contract and side only where the family has them, sides of its own.
        """CREATE TABLE deals_of_any_game (
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
            deal_number INTEGER
        )""",
        "INSERT INTO deals_of_any_game SELECT * FROM deals",
        "DROP TABLE deals",
        "ALTER TABLE deals_of_any_game RENAME TO deals",
        "CREATE UNIQUE INDEX deals_of_a_match ON deals (match_id, deal_number)",
    ),
    (
        # The points per category of the family's reckoning, a JSON object; NULL: none.
        "ALTER TABLE deals ADD COLUMN categories TEXT",
    ),
    (
        # The matches played to their end, each once: whether the user was among the winners.
        """CREATE TABLE matches (
            match_id TEXT PRIMARY KEY,
            finished_at TEXT NOT NULL,
            preset TEXT NOT NULL,
            won INTEGER NOT NULL CHECK (won IN (0, 1)),
            units INTEGER NOT NULL
        )""",
    ),
)
"""The statements that bring a database of format n to n + 1, from 0 (empty) on; a new
database is made by all of them, so that it is the same as a migrated one."""
SCHEMA = len(_MIGRATIONS)
COLUMNS = (
    "id", "played_at", "preset", "contract", "side", "declarer", "won", "units", "points",
    "match_id", "deal_number", "categories",
)  # fmt: skip
"""`points` are the card points of the user's side; NULL for a thrown game. `match_id` and
`deal_number` are NULL in the deals recorded before format 2; `contract` and `side` are
NULL where the family has none (from format 3). `categories` are the points of the user's
side per category of the family's reckoning, a JSON object (Scopa's; from format 4)."""
MATCH_COLUMNS = ("match_id", "finished_at", "preset", "won", "units")
"""The table of matches, from format 5."""
_COLUMNS_OF_FORMAT = {1: COLUMNS[:-3], 2: COLUMNS[:-1], 3: COLUMNS[:-1], 4: COLUMNS, 5: COLUMNS}
"""The columns of the deals table in each format (format 5 adds the table of matches)."""
_SAVED = COLUMNS[1:]
_UPDATE = f"UPDATE deals SET {', '.join(f'{name} = ?' for name in _SAVED)} WHERE match_id = ? AND deal_number = ?"
_INSERT = f"INSERT INTO deals ({', '.join(_SAVED)}) VALUES ({', '.join('?' * len(_SAVED))})"
_READ = "SELECT played_at, preset, contract, side, declarer, won, units, points, categories FROM deals ORDER BY id"
_RECORD_MATCH = "INSERT OR REPLACE INTO matches (match_id, finished_at, preset, won, units) VALUES (?, ?, ?, ?, ?)"
_READ_MATCHES = "SELECT preset, won, units FROM matches ORDER BY finished_at"

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

    def __sub__(self, other: Tally) -> Tally:
        """These deals but those of `other`, a part of them."""
        return Tally(self.played - other.played, self.won - other.won, self.units - other.units)


@dataclass(frozen=True, slots=True)
class Summary:
    """The deals chosen, in total and broken down by what `SeatResult` says of them, with
    the contracts and sides spelled as the family's results spell them (each family words
    its own in the statistics dialog)."""

    total: Tally
    by_contract: dict[str, Tally]
    """The contracts played, in the order first played; deals with none are in no row."""
    by_side: dict[str, Tally]
    """The user's sides played, in the order first played; deals with none are in no row."""
    declared: Tally
    """The deals in which the user was the declarer (Kop: called the contract, or held cicha)."""
    by_category: dict[str, Tally] = field(default_factory=dict)
    """Per category of the family's reckoning counted apart (Scopa's), in the order first
    met: the deals counting it, those in which the user's side won points in it, and those
    points (as `units`)."""
    by_preset: dict[str, Tally] = field(default_factory=dict)
    """The presets played, in the order of the registry."""
    matches: Tally = Tally()
    """The matches played to their end: those the user won (alone or with others), and his
    total in them (units; a Scopa side's points)."""
    unreadable: int = 0
    """Rows of the database, of any game, that could not be read and are left out."""

    def of_side(self, side: str) -> Tally:
        """The deals played on `side`, none if it was never played."""
        return self.by_side.get(side, Tally())


@dataclass(frozen=True, slots=True)
class DealKey:
    """Which deal of which match: a deal recorded again under its key replaces its row."""

    match_id: str
    number: int
    """1 for the match's first deal."""


@dataclass(frozen=True, slots=True)
class _Deal:
    """A row of the database, read and checked."""

    played_at: datetime
    preset: str
    contract: str | None
    """As the family's `SeatResult` spells it; None where the family has none."""
    side: str | None
    declarer: bool
    won: bool
    units: int
    categories: dict[str, int] = field(default_factory=dict)


def _tally(deals: Iterable[_Deal]) -> Tally:
    chosen = list(deals)
    return Tally(len(chosen), sum(deal.won for deal in chosen), sum(deal.units for deal in chosen))


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

    def record_deal(self, deal: Any, seat: int, key: DealKey, when: datetime | None = None) -> bool:
        """Keep the finished `deal` of any family as the player at `seat` saw it (see
        `record_result`); False if it has no score to keep (a void deal)."""
        preset = deal.rules.preset
        result = game_of(preset).seat_result(deal, seat)
        if result is None:
            return False
        self.record_result(result, preset, key, when)
        return True

    def record_result(self, result: SeatResult, preset: str, key: DealKey, when: datetime | None = None) -> None:
        """Keep a deal of `preset`; `when` defaults to now.

        A deal already recorded under `key` is replaced. A naive `when` is taken as
        local time. Committed before returning.
        """
        played_at = (when or self._clock()).astimezone(UTC)
        row = (
            played_at.isoformat(timespec="seconds"),
            preset,
            result.contract,
            result.side,
            result.declarer,
            result.won,
            result.units,
            result.points,
        )
        keyed = (key.match_id, key.number)
        categories = json.dumps(dict(result.categories)) if result.categories else None
        with self._transaction():
            if not self._connection.execute(_UPDATE, (*row, *keyed, categories, *keyed)).rowcount:
                self._connection.execute(_INSERT, (*row, *keyed, categories))

    def record_match(self, preset: str, match_id: str, won: bool, units: int, when: datetime | None = None) -> None:
        """Keep a match of `preset` played to its end: whether the user was among its
        winners, and his total in it. A match recorded again replaces its row."""
        finished_at = (when or self._clock()).astimezone(UTC).isoformat(timespec="seconds")
        with self._transaction():
            self._connection.execute(_RECORD_MATCH, (match_id, finished_at, preset, won, units))

    def reset(self) -> None:
        """Forget every deal and match."""
        with self._transaction():
            self._connection.execute("DELETE FROM deals")
            self._connection.execute("DELETE FROM matches")

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
        """Every deal, or only those of `preset`, by contract, side and preset."""
        deals, unreadable = self._deals(preset)
        contracts = dict.fromkeys(deal.contract for deal in deals if deal.contract is not None)
        sides = dict.fromkeys(deal.side for deal in deals if deal.side is not None)
        played = {deal.preset for deal in deals}
        presets = [p for p in PRESETS if p in played] + sorted(played.difference(PRESETS))
        categories = dict.fromkeys(name for deal in deals for name in deal.categories)
        by_category = {
            name: Tally(
                sum(name in deal.categories for deal in deals),
                sum(deal.categories.get(name, 0) > 0 for deal in deals),
                sum(deal.categories.get(name, 0) for deal in deals),
            )
            for name in categories
        }
        return Summary(
            total=_tally(deals),
            by_category=by_category,
            by_contract={c: _tally(deal for deal in deals if deal.contract == c) for c in contracts},
            by_side={side: _tally(deal for deal in deals if deal.side == side) for side in sides},
            declared=_tally(deal for deal in deals if deal.declarer),
            by_preset={p: _tally(deal for deal in deals if deal.preset == p) for p in presets},
            matches=self._matches(preset),
            unreadable=unreadable,
        )

    def _matches(self, preset: str | None) -> Tally:
        """The matches of `preset` (None: all) played to their end; a row kopdesk could not
        have written is left out."""
        rows = [
            (won, units)
            for chosen, won, units in self._connection.execute(_READ_MATCHES)
            if (preset is None or chosen == preset) and _is_flag(won) and type(units) is int
        ]
        return Tally(len(rows), sum(won for won, _units in rows), sum(units for _won, units in rows))

    def units_over_time(self, preset: str | None = None) -> list[tuple[datetime, int]]:
        """When each deal was played and the user's units in all deals up to it, oldest first."""
        deals, _unreadable = self._deals(preset)
        totals = accumulate(deal.units for deal in deals)
        return [(deal.played_at, total) for deal, total in zip(deals, totals, strict=True)]

    def _deals(self, preset: str | None) -> tuple[list[_Deal], int]:
        """The readable deals of `preset` (None: all) in the order recorded, and how many
        rows of any game could not be read."""
        deals = [_deal_of(row) for row in self._connection.execute(_READ)]
        readable = [deal for deal in deals if deal is not None]
        chosen = [deal for deal in readable if preset is None or deal.preset == preset]
        return chosen, len(deals) - len(readable)




def _deal_of(row: tuple[object, ...]) -> _Deal | None:
    """The deal in a row, or None if a value is not one kopdesk writes: the contract and
    side those its family's results name (`Family.result_contracts`, `result_sides`); a
    preset no longer known is read as Kop's, the only family before format 3."""
    played_at, preset, contract, side, declarer, won, units, points, categories = row
    moment = _moment(played_at)
    if (
        moment is None
        or not isinstance(preset, str)
        or not (_is_flag(declarer) and _is_flag(won) and type(units) is int)
        or not (points is None or type(points) is int)
    ):
        return None
    family = family_of_preset(preset) if preset in PRESETS else _OLDEST  # loads no family
    contract_read, side_read = _named(contract, family.result_contracts), _named(side, family.result_sides)
    counted = _categories(categories)
    if contract_read is False or side_read is False or counted is None:
        return None
    return _Deal(moment, preset, contract_read, side_read, declarer == 1, won == 1, units, counted)


def _categories(value: object) -> dict[str, int] | None:
    """The points per category in a row (none if NULL), or None if it is not a JSON object
    of whole numbers."""
    if value is None:
        return {}
    if not isinstance(value, str):
        return None
    try:
        read = json.loads(value)
    except (ValueError, RecursionError):
        return None
    if not isinstance(read, dict) or not all(type(points) is int for points in read.values()):
        return None
    return read


_OLDEST = FAMILIES[0]
"""The family of the statistics before other families came (Kop's): the registry lists
the families in the order they came."""


def _named(value: object, names: tuple[str, ...] | None) -> str | Literal[False] | None:
    """`value` read as a contract or side: one of `names`, or with none given, any text or
    none; False if it is not."""
    if names is not None:
        return value if isinstance(value, str) and value in names else False
    return value if value is None or isinstance(value, str) else False


def _moment(value: object) -> datetime | None:
    """The moment in an ISO text (one without a zone is taken as UTC), or None."""
    if not isinstance(value, str):
        return None
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        return None
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment


def _is_flag(value: object) -> bool:
    return type(value) is int and value in (0, 1)


@contextmanager
def _transaction(connection: sqlite3.Connection) -> Iterator[None]:
    connection.execute("BEGIN IMMEDIATE")
    try:
        yield
        connection.execute("COMMIT")
    except BaseException:
        # SQLite itself rolls back on some errors, a full disk among them; rolling back
        # again would raise "no transaction is active" in place of the cause.
        if connection.in_transaction:
            connection.execute("ROLLBACK")
        raise


# -- opening, checking, moving aside ---------------------------------------------------------


def _connect(target: Path | str) -> sqlite3.Connection:
    """A connection in autocommit mode: transactions are only those `_transaction` opens.

    Text that is not UTF-8 (a damaged or hand-edited file) is read with replacement
    characters rather than failing the whole query.
    """
    connection = sqlite3.connect(target, timeout=5, isolation_level=None)
    connection.text_factory = lambda data: data.decode("utf-8", errors="replace")
    return connection


def _in_memory() -> sqlite3.Connection:
    connection = _connect(":memory:")
    _migrate(connection, 0)
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
    """Create the schema in an empty database, migrate an older one of ours; _Unusable if
    the database holds anything else."""
    (version,) = connection.execute("PRAGMA user_version").fetchone()
    tables = connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
    if version == 0 and not tables:
        _migrate(connection, 0)
        return
    if version not in _COLUMNS_OF_FORMAT:
        raise _Unusable(_(_WRONG_SCHEMA).format(found=version, expected=SCHEMA))
    columns = tuple(row[1] for row in connection.execute("PRAGMA table_info(deals)"))
    matches = tuple(row[1] for row in connection.execute("PRAGMA table_info(matches)"))
    if columns != _COLUMNS_OF_FORMAT[version] or matches != (MATCH_COLUMNS if version >= 5 else ()):
        raise _Unusable(_(_NOT_OURS))
    if connection.execute("PRAGMA quick_check").fetchone() != ("ok",):
        raise _Unusable(_(_DAMAGED))
    if version < SCHEMA:
        _migrate(connection, version)


def _migrate(connection: sqlite3.Connection, version: int) -> None:
    """Bring a database of format `version` to the current one, all or nothing."""
    with _transaction(connection):
        for step in _MIGRATIONS[version:]:
            for statement in step:
                connection.execute(statement)
        connection.execute(f"PRAGMA user_version = {SCHEMA}")

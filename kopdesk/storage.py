"""Settings and the autosave of a match in progress (STYLE.md habit 9).

Both are JSON files with a schema version, written atomically: a temporary file
in the same folder, flushed and fsynced, then `os.replace` (a temporary that a
kill left behind is removed by a later load). A file that cannot
be used is never deleted: it is moved aside to `<name>.broken-<timestamp>`,
defaults are used, and the `LoadResult` says where it went and why, so that the
app can tell the user. Loading never raises for bad content; saving raises
OSError when the disk refuses, for the app to report.
"""

from __future__ import annotations

import base64
import contextlib
import json
import os
import re
import stat
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field, fields, replace
from datetime import datetime
from decimal import Decimal
from pathlib import Path
from typing import Any, Generic, Literal, TypeVar, get_args

import platformdirs

from kopdesk.cards import FRENCH_32, GERMAN_32, KOP_16, SCOPA_40
from kopdesk.games.api import Game, MatchState
from kopdesk.games.registry import PRESETS, game_of
from kopdesk.games.rules import RulesError
from kopdesk.i18n import LANGUAGES, N_, _
from kopdesk.quoting import printable, quoted

APP_NAME = "kopdesk"
SETTINGS_SCHEMA = 1
AUTOSAVE_SCHEMA = 2
"""Format 2 may hold a match of any family; format 1, written before, held only Kop and
Baśka, and is read as it is (its keys and values are those of format 2)."""
_OLDER_AUTOSAVE_SCHEMAS = (1,)

# The most a setting may hold: what the new-match dialog can show.
MAX_STAKE = 100_000
MAX_DEALS = 400
MAX_TARGET = 100_000
MAX_NAME = 24

_LONGEST_INT = 30
"""Digits of the longest whole number read as one; no value of ours comes near."""
_STALE_AFTER = 3600.0
"""Seconds after which a temporary of a save is left over from a kill; a save takes a moment."""

# -- messages for the user ------------------------------------------------------
# Marked for extraction here, translated with `_` where a problem is worded.

# Translators: {error} is the system's reason, e.g. "Permission denied".
_UNREADABLE = N_("The file could not be read ({error}).")
_NOT_TEXT = N_("The file is not JSON text.")
# Translators: {error} is the JSON parser's message, in English.
_NOT_JSON = N_("The file is not valid JSON (line {line}, column {column}: {error}).")
_NOT_OBJECT = N_("The file does not hold a JSON object.")
_WRONG_SCHEMA = N_("The file is in format {found}; this version of kopdesk reads format {expected}.")
# Translators: {key} is the setting's name in the file, {value} what the file held.
_SETTING_RESET = N_(
    "The setting “{key}” held {value}, which kopdesk does not understand; it was reset to its default."
)
_HOUSE_RULES_RESET = N_("The saved house rules were reset to those of the preset ({error}).")
# Translators: {key} is a name in the saved file, e.g. "setup".
_MISSING = N_("The saved match has no “{key}”.")
_BAD_VALUE = N_("The saved match holds {value} for “{key}”, which kopdesk does not understand.")
_BAD_RULES = N_("The rules of the saved match cannot be used ({error}).")
_BAD_DEAL = N_("Deal {number} of the saved match cannot be replayed ({error}).")
_DEAL_NOT_FINISHED = N_("Deal {number} of the saved match is listed as finished but is not.")
_DEAL_DOES_NOT_FIT = N_("Deal {number} of the saved match does not fit the match at that point.")
# Translators: {name} is a player's name as the file held it, in quotes, with escapes such as \n.
_NAME_REPAIRED = N_("The name {name} held characters that are not text (such as line breaks); they were removed.")
_NOT_SAVABLE = N_("The saved match holds text that cannot be written back ({error}).")

# -- where the files live --------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Paths:
    config_dir: Path
    data_dir: Path
    log_dir: Path

    @classmethod
    def default(cls) -> Paths:
        """The user's folders for kopdesk, as the operating system has them."""
        return cls(
            platformdirs.user_config_path(APP_NAME, appauthor=False),
            platformdirs.user_data_path(APP_NAME, appauthor=False),
            platformdirs.user_log_path(APP_NAME, appauthor=False),
        )

    @classmethod
    def portable(cls, base_dir: Path) -> Paths:
        """Everything under one folder, for a copy that travels on a USB stick."""
        return cls(base_dir / "config", base_dir / "data", base_dir / "logs")

    @property
    def settings_file(self) -> Path:
        return self.config_dir / "settings.json"

    @property
    def autosave_file(self) -> Path:
        return self.data_dir / "autosave.json"


def atomic_write_text(path: Path, text: str) -> None:
    """Replace `path` by `text` in UTF-8: readers see the old file or the new, never half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


def remove_stale_temporaries(path: Path, name: str | None = None) -> None:
    """Delete the temporaries of `path` that saves killed midway left behind; with `name`
    (a regular expression), those of every file so named in `path`'s folder.

    Only names `atomic_write_text` makes, and only old ones, so that a save in progress
    is never touched.
    """
    ours = re.compile(rf"\.{name or re.escape(path.name)}\.[a-z0-9_]+\.tmp")
    with contextlib.suppress(OSError):
        for candidate in path.parent.iterdir():
            if ours.fullmatch(candidate.name) and _is_stale(candidate):
                with contextlib.suppress(OSError):
                    candidate.unlink()


def _is_stale(path: Path) -> bool:
    status = path.lstat()
    return stat.S_ISREG(status.st_mode) and time.time() - status.st_mtime > _STALE_AFTER


def _dump(schema: int, data: dict[str, Any]) -> str:
    return json.dumps({"schema": schema, **data}, ensure_ascii=False, indent=1) + "\n"


# -- loading, or moving a bad file aside ----------------------------------------------

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class LoadResult(Generic[T]):
    """What was loaded; if the file was unusable, where it was moved and why.

    `problem` without `moved_to` means the file could not even be moved and
    was left where it was.
    """

    value: T
    moved_to: Path | None = None
    problem: str | None = None


class _Unusable(Exception):
    """The file cannot be used at all; the message is for the user."""


def _load(
    path: Path,
    schema: int,
    parse: Callable[[dict[str, Any], list[str]], T],
    default: T,
    older: Sequence[int] = (),
) -> LoadResult[T]:
    """Read `path` with `parse`, which raises _Unusable or notes lesser problems in its list.

    A missing file gives `default`; any problem moves the file aside. A file in one of
    the `older` formats is read as one in `schema`.
    """
    remove_stale_temporaries(path)
    problems: list[str] = []
    try:
        data = _read_json(path, schema, older)
        value = default if data is None else parse(data, problems)
    except _Unusable as unusable:
        value, problems = default, [str(unusable)]
    if not problems:
        return LoadResult(value)
    return LoadResult(value, move_aside(path), " ".join(problems))


def _read_json(path: Path, schema: int, older: Sequence[int] = ()) -> dict[str, Any] | None:
    """The JSON object in `path` with the right schema (or an older one that reads the
    same), or None if there is no file."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as error:
        raise _Unusable(_(_UNREADABLE).format(error=error.strerror or error)) from None
    try:
        data = json.loads(raw.decode("utf-8"), parse_int=_whole_number)
    except json.JSONDecodeError as error:
        raise _Unusable(_(_NOT_JSON).format(line=error.lineno, column=error.colno, error=error.msg)) from None
    except (UnicodeDecodeError, RecursionError):
        raise _Unusable(_(_NOT_TEXT)) from None
    if not isinstance(data, dict):
        raise _Unusable(_(_NOT_OBJECT))
    found = data.get("schema")
    if not _is_int(found) or found not in (schema, *older):
        raise _Unusable(_(_WRONG_SCHEMA).format(found=_shown(found), expected=schema))
    return data


class _LongNumber(float):
    """A whole number too long for any value of ours: a float, which no check accepts, that
    keeps its digits to be shown as the file has them (not as `1e+301`)."""

    digits: str

    def __new__(cls, digits: str) -> _LongNumber:
        number = super().__new__(cls, digits)
        number.digits = digits
        return number


def _whole_number(digits: str) -> int | float:
    """A whole number too long for any value of ours is read as a `_LongNumber`.

    Python would refuse to read more than 4300 digits, failing the whole file.
    """
    return int(digits) if len(digits) <= _LONGEST_INT else _LongNumber(digits)


def move_aside(path: Path) -> Path | None:
    """Rename `path` to a `.broken-<timestamp>` name not yet taken; None if that fails."""
    target = _aside_name(path)
    try:
        path.rename(target)
    except OSError:
        return None
    return target


def _aside_name(path: Path) -> Path:
    """`<name>.broken-<timestamp>` next to `path`, numbered if that name is taken."""
    stem = f"{path.name}.broken-{datetime.now():%Y%m%d-%H%M%S}"
    target = path.with_name(stem)
    number = 1
    while target.exists():
        number += 1
        target = path.with_name(f"{stem}-{number}")
    return target


def _shown(value: Any) -> str:
    """A JSON value as the user would see it in the file (escaped where it is not
    printable, a long number with its digits), cut short."""
    try:
        text = json.dumps(_digits_marked(value), ensure_ascii=False)
        return _cut(printable(_LONG_NUMBER_SHOWN.sub(r"\1", text)), 40)
    except (RecursionError, ValueError):
        return "[…]"


_MARK = "\ue000"  # a private-use character, which no one's file holds (and if it does, nothing worse than a show)
_LONG_NUMBER_SHOWN = re.compile(f'"{_MARK}(-?[0-9]+){_MARK}"')


def _digits_marked(value: Any) -> Any:
    """`value` with each `_LongNumber` as its digits between marks, to be shown unquoted."""
    if isinstance(value, _LongNumber):
        return f"{_MARK}{value.digits}{_MARK}"
    if isinstance(value, list):
        return [_digits_marked(item) for item in value]
    if isinstance(value, dict):
        return {key: _digits_marked(item) for key, item in value.items()}
    return value


def _cut(text: str, length: int) -> str:
    return text if len(text) <= length else text[: length - 1] + "…"


def _error_text(error: Exception) -> str:
    """The engine's reason, cut short and printable: it may quote a value from the file."""
    return _cut(printable(str(error)), 200)


_FAULTS = (TypeError, ValueError, RecursionError)
"""What the engine's parsers may raise for values of a shape they do not expect
(their own RulesError and DealFileError are ValueErrors)."""


def _rules(preset: Any, house_rules: Any) -> Any:
    """The rule set of any family's `preset` for values from a file: any fault is a RulesError."""
    try:
        return game_of(preset).rules(preset, house_rules)
    except RulesError:
        raise
    except _FAULTS as error:
        raise RulesError("", str(error)) from None


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


# -- checks of JSON values shared by settings and the autosave -------------------------

Terms = Literal["translated", "traditional"]
Deck = Literal["two-colour", "four-colour"]
Pace = Literal["fast", "normal", "slow"]
Level = Literal["beginner", "club", "master"]
FacesName = Literal["french", "french-four-colour", "german", "italian"]
"""How a deck's cards may be painted (the values of `kopdesk.app.cardpaint.Faces`)."""
DECK_IDS = frozenset(deck.id for deck in (KOP_16, FRENCH_32, GERMAN_32, SCOPA_40))

Check = Callable[[Any], bool]


def _one_of(kind: Any) -> Check:
    choices = get_args(kind)
    return lambda value: isinstance(value, str) and value in choices


def _list_of(length: int, item: Check) -> Check:
    return lambda value: isinstance(value, list) and len(value) == length and all(map(item, value))


def _is_language(value: Any) -> bool:
    return value is None or (isinstance(value, str) and value in LANGUAGES)


def _is_geometry(value: Any) -> bool:
    if value is None:
        return True
    try:
        base64.b64decode(value, validate=True)
    except (TypeError, ValueError):
        return False
    return True


def _matches(pattern: str) -> Check:
    return lambda value: isinstance(value, str) and re.fullmatch(pattern, value) is not None


def _is_match_length(value: Any) -> bool:
    """A length the engine accepts and the new-match dialog can show."""
    try:
        _rules("kop", {"match_length": value})
    except RulesError:
        return False
    ((kind, number),) = value.items()
    limit = {"deals": MAX_DEALS, "target": MAX_TARGET}.get(kind)
    return limit is None or number <= limit


_is_stake_text = _matches(r"[0-9]{1,6}(\.[0-9]{1,2})?")


def _is_stake(value: Any) -> bool:
    return _is_stake_text(value) and Decimal(value) <= MAX_STAKE


def _is_name(value: Any) -> bool:
    return isinstance(value, str) and len(value) <= MAX_NAME


_NOT_TEXT_IN_NAME = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")
"""What a name may not hold: control characters, line breaks and lone surrogates (half a
character, which no file can be written with)."""


def _repaired_names(value: Any, count: int, problems: list[str]) -> tuple[str, ...] | None:
    """`count` names with whatever is not text removed (a problem noted for each name
    repaired); None if `value` is not `count` names."""
    if not _list_of(count, _is_name)(value):
        return None
    names = tuple(_NOT_TEXT_IN_NAME.sub("", name) for name in value)
    repaired = (was for was, name in zip(value, names, strict=True) if was != name)
    problems.extend(_(_NAME_REPAIRED).format(name=quoted(was)) for was in repaired)
    return names


_CHECKS: dict[str, Check] = {
    "language": _is_language,
    "terms": _one_of(Terms),
    "deck": _one_of(Deck),
    "pace": _one_of(Pace),
    "dim_unplayable": lambda value: isinstance(value, bool),
    "faces": lambda value: isinstance(value, dict),
    "window_geometry": _is_geometry,
    "preset": lambda value: isinstance(value, str) and value in PRESETS,
    "house_rules": lambda value: isinstance(value, dict),
    "bot_levels": _list_of(3, _one_of(Level)),
    "names": _list_of(4, _is_name),  # and repaired by `_repaired_names`
    "stake": _is_stake,
    "currency": _matches("[A-Z]{3}"),
    "match_length": _is_match_length,
    "practice": lambda value: isinstance(value, bool),
    "match_id": _matches("[0-9a-f]{32}"),
}
"""Whether a JSON value is good for the key; a list stands for a tuple."""


def _from_json(value: Any) -> Any:
    return tuple(value) if isinstance(value, list) else value


# -- settings -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Settings:
    """The user's preferences and the choices of the last new-match dialog.

    Loading keeps every good value: a bad one is reset to its default (and the
    file moved aside, so what the user had is kept); unknown keys are ignored.
    """

    language: str | None = None
    """A locale id such as "pl"; None follows the system."""
    terms: Terms = "translated"
    deck: Deck = "two-colour"
    pace: Pace = "normal"
    dim_unplayable: bool = True
    """Dim the cards one may not play. On unless the user turned it off: a newcomer's
    first match has it."""
    faces: dict[str, FacesName] = field(default_factory=dict)
    """The card faces chosen per deck id, e.g. {"german-32": "german", "scopa-40": "italian"};
    a deck not named here wears its default faces."""
    window_geometry: str | None = None
    """The main window's saved geometry, base64."""
    preset: str = "kop"
    house_rules: dict[str, Any] = field(default_factory=dict)
    """House-rule overrides of the preset, spelled as in deal files."""
    bot_levels: tuple[Level, Level, Level] = ("club", "club", "club")
    """The computer players of seats 1, 2 and 3; the user sits at seat 0. A game of
    fewer seats takes the first ones."""
    names: tuple[str, str, str, str] = ("", "", "", "")
    """Names for seats 0-3 (a game of fewer seats takes the first ones); an empty name
    means the app's default name for the seat."""
    stake: str = "0.20"
    """Money per unit, a decimal string."""
    currency: str = "PLN"
    match_length: dict[str, Any] = field(default_factory=lambda: {"deals": 24})
    """As in deal files; it wins over a `match_length` in `house_rules`."""
    practice: bool = False
    """Practice matches allow undo."""

    def rules(self) -> Any:
        """The rule set of a new match; RulesError if the house rules do not fit the preset.
        `match_length` counts for the games whose rules have one (Scopa plays to a target)."""
        lengths = {"match_length": self.match_length} if _has_match_length(self.preset) else {}
        return _rules(self.preset, {**self.house_rules, **lengths})


def _has_match_length(preset: str) -> bool:
    return hasattr(game_of(preset).presets[preset], "match_length")


def load_settings(paths: Paths) -> LoadResult[Settings]:
    return _load(paths.settings_file, SETTINGS_SCHEMA, _settings_from_json, Settings())


def save_settings(paths: Paths, settings: Settings) -> None:
    atomic_write_text(paths.settings_file, _dump(SETTINGS_SCHEMA, asdict(settings)))


def reset_settings(paths: Paths) -> Path | None:
    """Move the settings file aside, as a bad one is, so that the next start uses defaults.

    Returns where it went, or None if there was no settings file; OSError if it
    cannot be moved.
    """
    path = paths.settings_file
    if not path.exists():
        return None
    target = _aside_name(path)
    path.rename(target)
    return target


def _settings_from_json(data: dict[str, Any], problems: list[str]) -> Settings:
    values: dict[str, Any] = {}
    for key in (f.name for f in fields(Settings) if f.name in data):
        if key == "names" and (names := _repaired_names(data[key], 4, problems)) is not None:
            values[key] = names
        elif _CHECKS[key](data[key]):
            values[key] = _from_json(data[key])
        else:
            problems.append(_(_SETTING_RESET).format(key=key, value=_shown(data[key])))
    settings = Settings(**{**values, "faces": _faces_from_json(values.get("faces", {}), problems)})
    try:
        _rules(settings.preset, settings.house_rules)  # as in the file: a match length there is checked too
    except RulesError as error:
        problems.append(_(_HOUSE_RULES_RESET).format(error=_error_text(error)))
        settings = replace(settings, house_rules={})
    return settings


def _faces_from_json(faces: dict[Any, Any], problems: list[str]) -> dict[str, FacesName]:
    """The faces chosen for the decks kopdesk knows; any other entry is reset, with a problem noted."""
    kept: dict[str, FacesName] = {}
    for deck, value in faces.items():
        if deck in DECK_IDS and _one_of(FacesName)(value):
            kept[deck] = value
        else:
            problems.append(_(_SETTING_RESET).format(key=f"faces: {deck}", value=_shown(value)))
    return kept


# -- the autosave -------------------------------------------------------------------------


def new_match_id() -> str:
    import uuid  # here: it loads the platform module, which a start without a new match never needs

    return uuid.uuid4().hex


@dataclass(frozen=True, slots=True)
class MatchSetup:
    """What a match was started with: a rule set of any family (registered in
    `kopdesk.games.registry`), one name per seat and a bot level per seat but the user's
    (seat 0). ValueError if the lengths do not fit the game's seats."""

    rules: Any
    first_dealer: int
    bot_levels: tuple[Level, ...]
    """Seats 1 to seats - 1."""
    names: tuple[str, ...]
    """Seats 0 to seats - 1."""
    stake: str
    currency: str
    practice: bool
    match_id: str = field(default_factory=new_match_id)
    """The match's identity, the same when it is resumed (the statistics key its deals by it)."""

    def __post_init__(self) -> None:
        seats = self.seats
        if (len(self.names), len(self.bot_levels)) != (seats, seats - 1) or self.first_dealer not in range(seats):
            raise ValueError(
                f"{self.rules.preset} seats {seats}: {len(self.names)} names, {len(self.bot_levels)} bot levels"
                f" and first dealer {self.first_dealer} do not fit"
            )

    @property
    def game(self) -> Game:
        return game_of(self.rules.preset)

    @property
    def seats(self) -> int:
        return self.game.seats(self.rules)

    def to_json(self) -> dict[str, Any]:
        others = {f.name: getattr(self, f.name) for f in fields(self) if f.name != "rules"}
        return {"preset": self.rules.preset, "house_rules": self.rules.overrides(), **others}


@dataclass(slots=True)
class SavedMatch:
    """A match of any family resumed from the autosave, at exactly the point it was saved.
    The deals are `DealState`s of the set-up's game."""

    setup: MatchSetup
    match: MatchState
    finished: list[Any]
    """The deals on the match's score sheet, in order."""
    current: Any | None
    """The deal in progress, if any."""

    @property
    def is_over(self) -> bool:
        """The match was over when saved (the app closed at its last deal's summary):
        there is nothing to resume."""
        return self.match.is_over


def save_autosave(paths: Paths, setup: MatchSetup, finished: Sequence[Any], current: Any | None) -> None:
    """Save the match: its set-up, every deal on its sheet, and the deal in progress."""
    write_autosave(paths, autosave_text(setup, finished, current))


def autosave_text(setup: MatchSetup, finished: Sequence[Any], current: Any | None) -> str:
    """The autosave file's text for the match (made where the deals live, written anywhere):
    each deal as its game's deal file."""
    game = setup.game
    data = {
        "setup": setup.to_json(),
        "deals": [game.deal_json(deal) for deal in finished],
        "current": None if current is None else game.deal_json(current),
    }
    return _dump(AUTOSAVE_SCHEMA, data)


def write_autosave(paths: Paths, text: str) -> None:
    atomic_write_text(paths.autosave_file, text)


def load_autosave(paths: Paths) -> LoadResult[SavedMatch | None]:
    """The saved match, or None if there is none (or it could not be used). A match that
    was over is loaded as it was (`is_over`), to be shown and cleared, never resumed."""
    return _load(paths.autosave_file, AUTOSAVE_SCHEMA, _saved_match_from_json, None, _OLDER_AUTOSAVE_SCHEMAS)


def clear_autosave(paths: Paths) -> None:
    """Delete the autosave: call this when a match has ended normally.

    When the user declines to resume, leave the file alone: the offer stands
    until the next match's first autosave replaces it.
    """
    paths.autosave_file.unlink(missing_ok=True)


def _saved_match_from_json(data: dict[str, Any], problems: list[str]) -> SavedMatch:
    """Rebuild the match deal by deal; any fault makes the whole file unusable, but names
    are repaired (a problem noted). The match must be one the autosave can write again."""
    setup = _setup_from_json(_checked(data, "setup", lambda value: isinstance(value, dict)), problems)
    game = setup.game
    match = game.new_match(setup.rules, setup.first_dealer)
    finished = []
    for number, item in enumerate(_checked(data, "deals", lambda value: isinstance(value, list)), 1):
        deal = _replay_next(game, match, item, number)
        if not game.is_done(deal):
            raise _Unusable(_(_DEAL_NOT_FINISHED).format(number=number))
        match.record(deal)
        finished.append(deal)
    item = _checked(data, "current", lambda value: value is None or isinstance(value, dict))
    current = None if item is None else _replay_next(game, match, item, len(finished) + 1)
    try:
        autosave_text(setup, finished, current).encode()
    except (ValueError, TypeError, RecursionError) as error:  # what no check above foresaw
        raise _Unusable(_(_NOT_SAVABLE).format(error=_error_text(error))) from None
    return SavedMatch(setup, match, finished, current)


def _setup_from_json(data: dict[str, Any], problems: list[str]) -> MatchSetup:
    try:
        rules = _rules(_checked(data, "preset"), _checked(data, "house_rules"))
    except RulesError as error:
        raise _Unusable(_(_BAD_RULES).format(error=_error_text(error))) from None
    seats = game_of(rules.preset).seats(rules)
    checks: dict[str, Check] = {
        "bot_levels": _list_of(seats - 1, _one_of(Level)),
        "names": lambda value: _repaired_names(value, seats, []) is not None,
        "first_dealer": lambda value: _is_int(value) and value in range(seats),
    }
    others = {
        f.name: _checked(data, f.name, checks.get(f.name))
        for f in fields(MatchSetup)
        if f.name not in ("rules", "match_id")
    }
    others["names"] = _repaired_names(data["names"], seats, problems)
    # An autosave of an older kopdesk has no match id: the match gets one now.
    match_id = _checked(data, "match_id") if "match_id" in data else new_match_id()
    return MatchSetup(rules, **others, match_id=match_id)


def _checked(data: dict[str, Any], key: str, check: Check | None = None) -> Any:
    """The value of a required `key`, checked by `check` (by default the shared check)."""
    if key not in data:
        raise _Unusable(_(_MISSING).format(key=key))
    if not (check or _CHECKS[key])(data[key]):
        raise _Unusable(_(_BAD_VALUE).format(key=key, value=_shown(data[key])))
    return _from_json(data[key])


def _replay_next(game: Game, match: MatchState, item: Any, number: int) -> Any:
    """Replay deal `number` of the file, which must be the next deal of `match`."""
    try:
        deal = game.replay(item)
    except _FAULTS as error:
        raise _Unusable(_(_BAD_DEAL).format(number=number, error=_error_text(error))) from None
    if not match.fits(deal):
        raise _Unusable(_(_DEAL_DOES_NOT_FIT).format(number=number))
    return deal

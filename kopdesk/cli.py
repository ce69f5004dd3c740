"""The `kopdesk` command line.

`kopdesk replay`, `bench` and `tournament` run on the engine and the bots alone:
nothing on their path imports Qt, so they work without a display and start fast.
The window (and its demo mode) is imported only when it is asked for, and a command's
engines and bots only when it runs: the parser, which every start builds, knows the
presets from the registry's catalogue and loads no game.

`--portable` keeps settings, saves and logs in one folder (`portable_folder`);
`--reset-settings` moves the settings file aside and ends without a window.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from kopdesk import __version__
from kopdesk.bots import tournament_command

if TYPE_CHECKING:
    from kopdesk.storage import Paths

PORTABLE_FOLDER = "kopdesk-data"


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="kopdesk",
        description="Card games against computer players: Kop and Baśka from Poland, the Schafkopf games "
        "(Bavarian, Wendish, German and two-handed), and Scopa and Scopone from Italy.",
    )
    parser.add_argument("--version", action="version", version=f"kopdesk {__version__}")
    parser.add_argument("--lang", choices=("pl", "de", "en"), help="language of the window")
    parser.add_argument(
        "--portable",
        action="store_true",
        help=f"keep settings, saves and logs in a '{PORTABLE_FOLDER}' folder next to the program "
        "(run from source: in the current directory)",
    )
    parser.add_argument(
        "--reset-settings",
        action="store_true",
        help="move the settings file aside (its new name is printed), so that the next start uses defaults",
    )
    parser.add_argument("--verbose", action="store_true", help="write debugging detail to the log")
    parser.add_argument(
        "--demo",
        type=int,
        metavar="N",
        help="bots play N deals in the real window at the fastest pace, one JSON line per deal "
        "(its deal file and its result); 0 opens the window and quits",
    )
    parser.add_argument(
        "--rules",
        metavar="PRESET",
        help="with --demo: the preset the bots play (e.g. baska, schafkopf, scopone; default kop)",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    replay = commands.add_parser(
        "replay",
        help="print where deal files stand, as JSON (one line per file)",
        description="Print where each deal file stands as one JSON object per line. "
        "FILE '-' reads standard input. Bad input: exit status 2 and an 'error: ' line.",
    )
    replay.add_argument("files", nargs="+", metavar="FILE")
    bench = commands.add_parser("bench", help="measure the engine's speed on this machine")
    bench.add_argument("--json", action="store_true", help="print one JSON object")
    bench.add_argument("--seconds", type=float, default=2.0, help="time per measurement")
    bench.add_argument(
        "--rules",
        metavar="PRESET",
        help="measure random deals of this preset through the game interface (e.g. scopa, scopone); "
        "default: the full bench of the Kop engine",
    )
    tournament_command.add_parser(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.command is not None:
        return _writing_output(lambda: _run_command(args))
    if args.demo is not None and args.demo < 0:
        _parser().error("--demo takes a number of deals, 0 or more")
    preset_error = _demo_preset_error(args.rules, args.demo)
    if preset_error:
        print(f"error: --rules: {_printable(preset_error)}", file=sys.stderr)
        return 2
    paths = _paths(args.portable)
    if args.reset_settings:
        return reset_settings(paths, args.lang)
    from kopdesk.app.main import run_app

    return run_app(args.lang, args.demo, paths, args.verbose, args.rules or "kop")


def _demo_preset_error(preset: str | None, demo: int | None) -> str | None:
    """What is wrong with the `--rules` of a window's start, None if nothing is."""
    from kopdesk.games.registry import PRESETS, UnknownPreset

    if preset is None:
        return None
    if demo is None:
        return "only a demo (--demo N) plays a preset given here; the window's new match offers every one"
    return None if preset in PRESETS else str(UnknownPreset(preset))


def _run_command(args: argparse.Namespace) -> int:
    if args.command == "replay":
        return replay(args.files)
    if args.command == "tournament":
        from kopdesk.bots import tournament

        return tournament.run(args)
    from kopdesk.bench import run_bench

    return run_bench(as_json=args.json, seconds=args.seconds, preset=args.rules)


def _writing_output(command: Callable[[], int]) -> int:
    """Run a command that prints its answers; a reader that went away (`| head`) ends it
    quietly, an output the system refuses (a full disk) is one `error: ` line."""
    try:
        return command()
    except BrokenPipeError:
        # Point stdout at nothing, so that Python's flush at exit finds no broken pipe.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except OSError as error:
        print(f"error: the output could not be written ({_printable(error.strerror or str(error))})", file=sys.stderr)
        return 1


def _printable(message: str) -> str:
    """An `error:` line's message as one printable line, as every deal-file error is."""
    from kopdesk.quoting import printable

    return printable(message)


def portable_folder() -> Path:
    """Where --portable keeps everything: next to the frozen app's executable.

    Run from source (or installed with pip), there is no program folder of our own
    (the entry point is in the package or in a shared `bin`), so the current
    directory is used.
    """
    if getattr(sys, "frozen", False):
        return Path(sys.executable).parent / PORTABLE_FOLDER
    return Path.cwd() / PORTABLE_FOLDER


def _paths(portable: bool) -> Paths:
    from kopdesk.storage import Paths

    return Paths.portable(portable_folder()) if portable else Paths.default()


def reset_settings(paths: Paths, language: str | None) -> int:
    """Move the settings file aside and say where it went."""
    from kopdesk import storage
    from kopdesk.i18n import _, set_language, system_language

    set_language(language or system_language())
    try:
        moved_to = storage.reset_settings(paths)
    except OSError as error:
        # Translators: {path} is the settings file, {error} the system's reason.
        message = _("The settings file {path} could not be moved: {error}")
        print(message.format(path=paths.settings_file, error=error.strerror or error), file=sys.stderr)
        return 1
    if moved_to is None:
        print(_("There is no settings file at {path}; nothing to reset.").format(path=paths.settings_file))
    else:
        print(_("The settings were moved to {path}; kopdesk starts with its defaults.").format(path=moved_to))
    return 0


def replay(files: Sequence[str]) -> int:
    """Answer each deal file on its own line as soon as it is read; exit status 2 if any was bad input.

    Answers are ASCII JSON, so that no stdout encoding can refuse them.
    """
    from kopdesk.games.dealfile import DealFileError
    from kopdesk.games.registry import replay_deal_file

    failed = False
    for name in files:
        try:
            game, deal = replay_deal_file(name)
            answer = game.status(deal)
        except DealFileError as error:
            failed = True
            print(f"error: {error}", file=sys.stderr, flush=True)
            if len(files) == 1:
                return 2
            answer = {"error": str(error)}
        print(json.dumps(answer), flush=True)
    return 2 if failed else 0

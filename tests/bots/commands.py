"""The tournament command as a user types it, for the tests of every family."""

from __future__ import annotations

import argparse

import pytest

from kopdesk.bots import tournament, tournament_command


def run_tournament(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """`kopdesk tournament ARGV`: its exit status, standard output and standard error."""
    parser = argparse.ArgumentParser()
    tournament_command.add_parser(parser.add_subparsers(dest="command"))
    status = tournament.run(parser.parse_args(["tournament", *argv]))
    captured = capsys.readouterr()
    return status, captured.out, captured.err

"""The `kopdesk tournament` command's arguments, apart from the tournament itself
(`kopdesk.bots.tournament`), so that building kopdesk's command line loads no game
and no computer player: the window starts through the same parser."""

from __future__ import annotations

import argparse

from kopdesk.games.registry import PRESETS

HERO_LEVELS = ("beginner", "club", "master", "oracle")
FIELD_LEVELS = ("beginner", "club", "master")


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:  # type: ignore[type-arg]
    parser: argparse.ArgumentParser = subparsers.add_parser(
        "tournament",
        help="play computer players against each other and report the hero's edge",
        description="Play the hero level in each seat against the field level on fixed deals "
        "and report its edge per deal and seat, with a 95% confidence interval: in units for Kop, "
        "Baśka and the Schafkopf games, in net points per deal for the hero's side (its points "
        "less the other sides') for Scopa and Scopone.",
    )
    parser.add_argument("--rules", default="kop", choices=sorted(PRESETS), help="preset (default kop)")
    parser.add_argument("--hero", default="master", choices=HERO_LEVELS)
    parser.add_argument("--field", default="club", choices=FIELD_LEVELS)
    parser.add_argument("--deals", type=int, default=100, help="number of deals (default 100)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the deals and the bots")
    parser.add_argument("--deals-file", nargs="+", metavar="FILE", help="deal files to play instead of random deals")
    parser.add_argument("--jobs", type=int, default=1, help="processes to use (default 1)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser

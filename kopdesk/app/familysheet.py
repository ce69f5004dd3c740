"""The score sheet of a match of any game, and the log of a Schafkopf deal's calls.

`family_sheet` is the one entry point the window calls: it finds the family's sheet by
convention, `sheet(setup, match, finished)` in `kopdesk/app/<family>/sheet.py` (the family
as the registry names it), importing it the first time a match of that family is shown,
so that start-up does not pay for the games not played. (Kop's deal view shows Kop's
sheet itself, `kop_sheet`.)
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from kopdesk.app.scoresheet import Sheet
from kopdesk.games.registry import game_of
from kopdesk.storage import MatchSetup


class _SheetModule(Protocol):
    def sheet(self, setup: MatchSetup, match: Any, finished: Sequence[Any]) -> Sheet: ...


def family_sheet(setup: MatchSetup, match: Any, finished: Sequence[Any]) -> Sheet:
    """The sheet of a match of `setup`'s game: `finished` are its deals so far."""
    family = game_of(setup.rules.preset).family
    module: _SheetModule = importlib.import_module(f"kopdesk.app.{family}.sheet")
    return module.sheet(setup, match, finished)


def schafkopf_calls(deal: Any, seat: int, words: Callable[[Any], str | None]) -> list[tuple[int, str]]:
    """The calls of a Schafkopf deal that `seat` has seen, each with its maker and its
    words (`words` of a `CallMade`: the board's, as its speech bubbles say them)."""
    from kopdesk.games.schafkopf import CallKind, CallMade

    level, said = 0, []
    for made in deal.observation(seat).calls:
        level += made.call.kind is CallKind.DOUBLE
        text = words(CallMade(made.seat, made.call, level))
        if text is not None:
            said.append((made.seat, text))
    return said

"""The score sheet of a match of any game.

`family_sheet` is the one entry point the window calls: it finds the family's sheet by
convention, `sheet(setup, match, finished)` in `kopdesk/app/<family>/sheet.py` (the family
as the registry names it), importing it the first time a match of that family is shown,
so that start-up does not pay for the games not played.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
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

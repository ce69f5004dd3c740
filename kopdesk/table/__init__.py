"""The match at the table as a model without Qt: seats, players, turns, undo, pacing.

The desktop (`kopdesk.app.controller`) renders this model and feeds it the human's
decisions; `play_match` runs a whole match headless with a `Player` in every chair.
"""

from kopdesk.table.model import (
    HUMAN_SEAT,
    BotTurn,
    Coach,
    DealDone,
    HumanTurn,
    Table,
    Turn,
    play_match,
)
from kopdesk.table.pace import PACES, pause_ms, trick_pause_ms

__all__ = [
    "HUMAN_SEAT", "PACES", "BotTurn", "Coach", "DealDone", "HumanTurn", "Table", "Turn",
    "pause_ms", "play_match", "trick_pause_ms",
]

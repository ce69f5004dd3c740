"""The log of a Kop or Baśka deal: each call as the auction names it, each card played,
each trick taken with its card points (the shared sentences of `kopdesk.app.playlines`)."""

from __future__ import annotations

from kopdesk.app.cardpaint.faces import FacesInUse
from kopdesk.app.kop.terms import call_label
from kopdesk.app.playlines import LogLine, Players, call_line, card_line, restarted, trick_line
from kopdesk.games.kop import CallKind, CallMade, CardPlayed, Deal, TrickTaken


def log_lines(deal: Deal, players: Players, faces: FacesInUse) -> list[LogLine]:
    """Every call, card and trick of `deal` so far (all public: Kop's cards have one look)."""
    lines = []
    replay = restarted(deal)
    for action in deal.history:
        for event in replay.apply(action):
            if isinstance(event, CallMade):
                before = event.level - (event.call.kind is CallKind.DOUBLE)
                lines.append(call_line(players, event.seat, call_label(event.call, deal.rules, before)))
            elif isinstance(event, CardPlayed):
                lines.append(card_line(players, event.seat, event.card))
            elif isinstance(event, TrickTaken):
                lines.append(trick_line(players, event.trick))
    return lines

"""The log of a Schafkopf deal: the calls under a heading for each part of them (the
bidding, then Schuss and Retour; the Wendish choice, the German announcements), then the
play under the game as seat 0 knows it, card by card and trick by trick, and in Zweier
each hidden card as it turns up. A concealed Wendish solo stays its maker's secret."""

from __future__ import annotations

from kopdesk.app.cardpaint.faces import FacesInUse
from kopdesk.app.playlines import (
    LineKind,
    LogLine,
    Players,
    call_line,
    card_line,
    look_in_use,
    restarted,
    trick_line,
)
from kopdesk.app.schafkopf.words import game_words, said_call, stage_name
from kopdesk.app.words import the_card
from kopdesk.games.schafkopf import (
    CallMade,
    CallsClosed,
    CardPlayed,
    CardTurnedUp,
    Deal,
    DealOver,
    Event,
    Stage,
    TrickTaken,
)
from kopdesk.i18n import _
from kopdesk.table import HUMAN_SEAT


def log_lines(deal: Deal, players: Players, faces: FacesInUse) -> list[LogLine]:
    """Every call seat 0 has heard and every card played in `deal` so far."""
    replay: Deal = restarted(deal)
    lines = [] if replay.stage is not Stage.OVER else [_play_heading(replay, players, over=False)]
    headed = Stage.OVER
    for action in deal.history:
        if replay.stage not in (headed, Stage.OVER):
            headed = replay.stage
            lines.append(LogLine(stage_name(headed), LineKind.HEADING))
        events = replay.apply(action)
        over = any(isinstance(event, DealOver) for event in events)
        for event in events:
            line = _line(event, replay, players, faces, over)
            if line is not None:
                lines.append(line)
    return lines


def _line(event: Event, deal: Deal, players: Players, faces: FacesInUse, over: bool) -> LogLine | None:
    if isinstance(event, CallMade):
        words = said_call(deal, event, HUMAN_SEAT)
        return None if words is None else call_line(players, event.seat, words)
    if isinstance(event, CallsClosed):
        return _play_heading(deal, players, over)
    if isinstance(event, CardPlayed):
        return card_line(players, event.seat, event.card, look_in_use(event.card, faces))
    if isinstance(event, TrickTaken):
        return trick_line(players, event.trick)
    if isinstance(event, CardTurnedUp):
        text = players.say(
            event.seat,
            # Translators: Zweier: the hidden card under a card played is turned face up; {card} with its
            # article, "the Gras-Sau", German "die Gras-Sau".
            _("You turn up {card}."),
            _("{name} turns up {card}."),
            card=the_card(event.card, look_in_use(event.card, faces)),
        )
        return LogLine(text, LineKind.AFTER)
    return None


def _play_heading(deal: Deal, players: Players, over: bool) -> LogLine:
    """The game as seat 0 knows it when the calls close, over the play (or the deal's end:
    thrown in, or a Sie, which wins at once)."""
    known = deal.observation(HUMAN_SEAT)
    game = game_words(known)
    if known.declarer is not None and known.contract is not None:
        game = f"{game} · {players.names[known.declarer]}"
    if over:
        # Translators: the log of the play when a deal ends with the calls; {game} like "thrown in".
        return LogLine(_("The deal ends: {game}.").format(game=game), LineKind.HEADING)
    # Translators: the log of the play: the heading over the cards played; {game} like "Herz Solo · Ewa".
    return LogLine(_("Play: {game}").format(game=game), LineKind.HEADING)

"""The words on the table's badges: each seat's player, level, total and marks, and the
game as the human knows it. Plain text, no Qt."""

from __future__ import annotations

from collections.abc import Sequence

from kopdesk.app.players import is_feminine, shown_name
from kopdesk.app.terms import contract_name, game_label, level_name
from kopdesk.games.kop import Deal, Phase
from kopdesk.i18n import _, pgettext
from kopdesk.table import HUMAN_SEAT


def seat_badge(name: str, level: str | None, total: int, marks: Sequence[str]) -> str:
    """"Ewa · club player", her match total below, and her marks in brackets."""
    name = shown_name(name)
    head = name if level is None else f"{name} · {level_name(level, is_feminine(name))}"
    return f"{head}\n{total:+d}" + (f"  ({', '.join(marks)})" if marks else "")


def seat_marks(seat: int, deal: Deal | None, thinking: bool) -> list[str]:
    """What is special about `seat` now: dealer, forehand, thinking."""
    marks = []
    if deal is not None and seat == deal.dealer:
        # Translators: the mark of the dealer's seat; Polish and German may say "deals"
        # ("rozdaje", "gibt"), which agrees with any player.
        marks.append(_("dealer"))
    if deal is not None and seat == deal.forehand:
        # Translators: the mark of the player left of the dealer, who leads to the first
        # trick; it must fit a woman as well as a man (Polish "zagrywa").
        marks.append(pgettext("seat", "forehand"))
    if thinking:
        marks.append(_("thinking…"))
    return marks


def game_text(deal: Deal, names: Sequence[str]) -> str:
    """The game as the human knows it, who called it, and the doubling standing."""
    obs = deal.observation(HUMAN_SEAT)
    declarer = None
    if obs.phase is Phase.AUCTION:
        game = _("Auction")
    elif obs.contract is None:
        game = _("Normal game or silent solo")
    else:
        game = contract_name(obs.contract)
        declarer = shown_name(names[obs.contract_called.seat]) if obs.contract_called else None
    return game_label(game, declarer, deal.rules, obs.level)

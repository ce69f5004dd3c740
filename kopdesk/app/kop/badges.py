"""The words on the table's badges: each seat's player, level, total and marks, what
each seat has announced, and the game as the human knows it. Plain text, no Qt."""

from __future__ import annotations

from collections.abc import Sequence

from kopdesk.app.kop.terms import (
    call_label,
    contract_name,
    doubling_name,
    game_label,
)
from kopdesk.app.players import is_feminine, shown_name
from kopdesk.app.words import level_name
from kopdesk.games.kop import PASS, Deal, Observation, Phase
from kopdesk.i18n import _, pgettext
from kopdesk.table import HUMAN_SEAT


def seat_badge(name: str, level: str | None, total: int, marks: Sequence[str]) -> str:
    """"Ewa · club player", her match total below, and her marks in brackets."""
    name = shown_name(name)
    head = name if level is None else f"{name} · {level_name(level, is_feminine(name))}"
    return f"{head}\n{total:+d}" + (f"  ({', '.join(marks)})" if marks else "")


def seat_marks(seat: int, deal: Deal | None, thinking: bool) -> list[str]:
    """What is special about `seat` now: dealer, forehand, passed in the auction so far, thinking."""
    marks = []
    if deal is not None and seat == deal.dealer:
        # Translators: the mark of the dealer's seat; Polish and German may say "deals"
        # ("rozdaje", "gibt"), which agrees with any player.
        marks.append(_("dealer"))
    if deal is not None and seat == deal.forehand:
        # Translators: the mark of the player left of the dealer, who leads to the first
        # trick; it must fit a woman as well as a man (Polish "zagrywa").
        marks.append(pgettext("seat", "forehand"))
    if deal is not None and deal.phase is Phase.AUCTION and _passed(seat, deal):
        # Translators: the mark of a seat whose last call in the auction was a pass; it must
        # fit a woman as well as a man (Polish "pas").
        marks.append(pgettext("seat", "passed"))
    if thinking:
        marks.append(_("thinking…"))
    return marks


def _passed(seat: int, deal: Deal) -> bool:
    said = [made.call for made in deal.auction.calls if made.seat == seat]
    return bool(said) and said[-1] == PASS


def seat_announcements(obs: Observation) -> list[str]:
    """What stands of each seat's calls, seat by seat: the game it called, if that is
    the game standing, and the doublings it made that count ("" for none)."""
    said: list[list[str]] = [[] for _seat in range(4)]
    if obs.contract_called is not None:
        said[obs.contract_called.seat].append(call_label(obs.contract_called.call, obs.rules, 0))
    for level, doubling in enumerate(obs.doublings):
        said[doubling.seat].append(call_label(doubling.call, obs.rules, level))
    return [" · ".join(words) for words in said]


def game_text(deal: Deal, names: Sequence[str]) -> str:
    """The game as the human knows it, who called it, and the doubling standing; during
    the auction, what stands so far."""
    obs = deal.observation(HUMAN_SEAT)
    called = obs.contract_called
    declarer = shown_name(names[called.seat]) if called else None
    if obs.phase is Phase.AUCTION:
        if called is None and not obs.level:
            return _("Auction")
        if called is not None and called.call.contract is not None:
            standing = game_label(contract_name(called.call.contract), declarer, deal.rules, obs.level)
        else:
            standing = doubling_name(deal.rules.doubling_name(obs.level), obs.level)
        # Translators: {standing} is what stands so far: the game called, who called it and
        # its doubling ("Auction: solo · Ewa · kontra"), or only the doubling ("Auction: kontra").
        return _("Auction: {standing}").format(standing=standing)
    if obs.contract is None:
        # Translators: the game while the user cannot yet tell (zwyczajna albo cicha); lower case as
        # every game's name beside it ("solo · Ewa · kontra").
        return game_label(pgettext("game", "normal game or silent solo"), None, deal.rules, obs.level)
    return game_label(contract_name(obs.contract), declarer, deal.rules, obs.level)


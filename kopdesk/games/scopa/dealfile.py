"""Scopa deal files (docs/deal-files.md): read, write, where a deal stands.

The same reader serves `kopdesk replay`, saves and bug reports. It builds on the shared
reading of `kopdesk.games.dealfile`: every error names the place in the file it comes
from (`deck[7]`, `play[5].take[1]`) and is one printable line.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from kopdesk.cards import Card
from kopdesk.games import dealfile
from kopdesk.games.dealfile import (
    DealFileError,
    cards,
    check_keys,
    deal_object,
    each,
    listed,
    rules_named,
    seat,
    typed,
)
from kopdesk.games.scopa.cards import card, text_sorted
from kopdesk.games.scopa.deal import Deal, Phase
from kopdesk.games.scopa.dealing import DealError, check_deck
from kopdesk.games.scopa.match import is_decided, match_result
from kopdesk.games.scopa.moves import PASS, Action, Move
from kopdesk.games.scopa.refusals import IllegalAction
from kopdesk.games.scopa.rules import RuleSet, rules_from_preset
from kopdesk.quoting import quoted


@dataclass(frozen=True, slots=True)
class Played:
    """A move of the file, with the seat it names (objects may name one)."""

    action: Action
    seat: int | None = None


@dataclass(frozen=True, slots=True)
class DealFile:
    rules: RuleSet
    dealer: int
    deck: tuple[Card, ...]
    play: tuple[Played, ...] = ()
    match_score: tuple[int, ...] | None = None

    @classmethod
    def of(cls, deal: Deal) -> DealFile:
        """The deal file of `deal` as far as it has gone."""
        score = deal.match_score if any(deal.match_score) else None
        return cls(deal.rules, deal.dealer, deal.deck, tuple(Played(a) for a in deal.history), score)

    def to_json(self) -> dict[str, Any]:
        data = dealfile.rules_json(self.rules)
        data["dealer"] = self.dealer
        data["deck"] = [str(c) for c in self.deck]
        data["play"] = [str(p.action) for p in self.play]
        if self.match_score is not None:
            data["match_score"] = list(self.match_score)
        return data

    def dumps(self) -> str:
        return dealfile.dumps(self.to_json())

    def replay(self) -> Deal:
        """A deal with every move applied; DealFileError at the first refusal."""
        deal = Deal(self.rules, self.dealer, self.deck, self.match_score)
        for index, played in enumerate(self.play):
            where = f"play[{index}]"
            if played.seat is not None and deal.to_move is not None and played.seat != deal.to_move:
                raise DealFileError(where, f"seat {played.seat} plays out of turn: it is seat {deal.to_move}'s turn")
            try:
                deal.apply(played.action)
            except IllegalAction as refused:
                raise DealFileError(where, str(refused)) from None
        return deal


# -- reading -------------------------------------------------------------------

_KEYS = ("rules", "house_rules", "dealer", "deck", "play", "match_score")
_REQUIRED = ("rules", "dealer", "deck")
_MOVE_KEYS = ("card", "take", "seat", "pass")
_A_CARD = 'a card such as "7D"'


def parse_deal_file(text: str | bytes) -> DealFile:
    """A deal file's text or bytes; the moves are checked by `replay()`. Every way the
    input can be bad is a DealFileError, never another exception."""
    return deal_file_from_json(dealfile.parse_json(text))


def deal_file_from_json(data: Any) -> DealFile:
    data = deal_object(data, _KEYS, _REQUIRED)
    rules = rules_named(data, rules_from_preset)
    dealer = seat(data["dealer"], "dealer", rules.players)
    deck = _deck(data["deck"])
    play = each(data.get("play", []), "play", _move)
    score = _match_score(rules, data["match_score"]) if "match_score" in data else None
    return DealFile(rules, dealer, deck, play, score)


def _card(value: Any, where: str) -> Card:
    return dealfile.card(value, where, card, _A_CARD)


def _deck(value: Any) -> tuple[Card, ...]:
    deck = cards(value, "deck", card, _A_CARD)
    try:
        check_deck(deck)
    except DealError as error:
        raise DealFileError("deck", str(error)) from None
    return deck


def _match_score(rules: RuleSet, value: Any) -> tuple[int, ...]:
    sides = len(rules.sides())
    scores = listed(value, "match_score")
    if len(scores) != sides:
        raise DealFileError("match_score", f"there must be {sides} scores, one per side, not {len(scores)}")
    for i, points in enumerate(scores):
        if typed(points, int, f"match_score[{i}]", "a whole number") < 0:
            raise DealFileError(f"match_score[{i}]", f"{points} is below 0")
    if is_decided(rules, scores):
        shown = ":".join(map(str, scores))
        raise DealFileError("match_score", f"the match is already over at {shown} (target {rules.target})")
    return tuple(scores)


def _move(value: Any, where: str) -> Played:
    if isinstance(value, str):
        return Played(_compact(value, where))
    item = typed(value, dict, where, 'a move such as "7D:3C+4H" or {"card": "7D", "take": ["3C", "4H"]}')
    check_keys(item, where, _MOVE_KEYS)
    by = typed(item["seat"], int, f"{where}.seat", "a seat number") if "seat" in item else None
    if "pass" in item:
        if item["pass"] is not True:
            raise DealFileError(f"{where}.pass", f"{quoted(item['pass'])} is not true")
        if "card" in item or "take" in item:
            raise DealFileError(where, "a pass names no card")
        return Played(PASS, by)
    if "card" not in item:
        raise DealFileError(f"{where}.card", "this key is required but missing")
    played = _card(item["card"], f"{where}.card")
    taken = cards(item.get("take", []), f"{where}.take", card, _A_CARD)
    return Played(Move(played, _take(taken, where)), by)


def _compact(text: str, where: str) -> Action:
    if text == "pass":
        return PASS
    played, colon, taken = text.partition(":")
    if colon and not taken:
        raise DealFileError(where, f"{quoted(text)} names no card after ':' (a lay is written {quoted(played)})")
    taken_cards = [_card(c, where) for c in taken.split("+")] if colon else []
    return Move(_card(played, where), _take(taken_cards, where))


def _take(cards: Sequence[Card], where: str) -> int:
    take = 0
    for c in cards:
        if take & c.bit:
            raise DealFileError(where, f"{c} is taken twice")
        take |= c.bit
    return take


# -- where a deal stands -----------------------------------------------------------


def deal_status(deal: Deal) -> dict[str, Any]:
    """The replay output (docs/deal-files.md): the play, a void deal, or the result."""
    if deal.phase is Phase.REDEAL:
        return {"phase": "redeal", "dealer": deal.dealer, "table": text_sorted(deal.table),
                "next_dealer": deal.next_dealer}  # fmt: skip
    if deal.phase is Phase.PLAY:
        return {
            "phase": "play",
            "to_move": deal.to_move,
            "hands": [text_sorted(deal.hand(seat)) for seat in range(deal.rules.players)],
            "table": text_sorted(deal.table),
            "talon": len(deal.talon),
            "captured": [text_sorted(pile) for pile in deal.captured],
            "scope": list(deal.scope),
            "last_capture": deal.last_capture,
            "legal": sorted(str(a) for a in deal.legal_actions()),
        }
    score = deal.score
    assert score is not None
    match = match_result(deal.rules, deal.match_score, score)
    return {
        "phase": "done",
        "sides": [list(side) for side in score.sides],
        "captured": [text_sorted(pile) for pile in deal.captured],
        "leftover": {"cards": text_sorted(score.leftover), "side": score.leftover_side},
        "scope": list(score.scope),
        "scope_log": [{"move": made.move, "seat": made.seat} for made in score.scope_log],
        "counts": [
            {
                "cards": c.cards,
                "denari": c.denari,
                "settebello": c.settebello,
                "re_bello": c.re_bello,
                "primiera": c.primiera,
                "primiera_suits": c.primiera_suits,
                "primiera_cards": text_sorted(c.primiera_cards),
                "sevens": list(c.sevens),
            }
            for c in score.counts
        ],
        "points": {category.value: list(points) for category, points in score.points.items()},
        "total": list(score.total),
        "match": {
            "before": list(match.before),
            "after": list(match.after),
            "winner": match.winner,
            "decided_by": match.decided_by.value if match.decided_by is not None else None,
        },
        "next_dealer": deal.next_dealer,
    }

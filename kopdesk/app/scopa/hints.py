"""A Scopa hint in words: the master's move, then each fact for it as a short sentence.

The facts come from `kopdesk.bots.scopa.hints`, true in the position as the player
sees it; this module only words them, with the cards written as the board writes them.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from kopdesk.app.cardpaint.faces import FacesInUse
from kopdesk.app.scopa.words import card_text, cards_text
from kopdesk.app.words import spoken
from kopdesk.bots.hints import Fact
from kopdesk.bots.scopa.hints import HintReason, facts
from kopdesk.games.scopa import Action, Move, Observation
from kopdesk.games.scopa.cards import RE_BELLO, SETTEBELLO, VALUE
from kopdesk.i18n import _, ngettext


def hint_sentence(observation: Observation, action: Action, faces: FacesInUse | None = None) -> str:
    """The move suggested and the facts that speak for it, each sentence on lines of its own;
    the cards named as the `faces` in use show them."""
    return spoken(
        [move_sentence(action, faces)], facts(observation, action), functools.partial(fact_sentence, faces=faces)
    )


def move_sentence(action: Action, faces: FacesInUse | None = None) -> str:
    if not isinstance(action, Move):
        # Translators: a hint: keep the card just drawn (deal_one_card house rule).
        return _("Keep the card you drew.")
    if not action.take:
        # Translators: a hint; {card} is a card like "5♣".
        return _("Lay the {card} on the table.").format(card=card_text(action.card, faces))
    # Translators: a hint; {card} is the card to play, {taken} the cards it takes, like "3♣+4♥".
    return _("Play the {card} and take {taken}.").format(
        card=card_text(action.card, faces), taken=cards_text(action.taken, faces)
    )


def fact_sentence(fact: Fact[HintReason], faces: FacesInUse | None = None) -> str:
    return _SENTENCES[fact.reason](fact, faces)


def _cards(fact: Fact[HintReason], faces: FacesInUse | None) -> str:
    return ", ".join(card_text(c, faces) for c in fact.cards)


def _settebello(denari: int | None, faces: FacesInUse | None) -> str:
    """The settebello taken, with the denari count unless the denari point's sentence says it."""
    settebello = card_text(SETTEBELLO, faces)
    if denari is None:
        # Translators: keep "settebello" (the seven of denari, a point of its own); {card} is it, like "7♦".
        return _("It takes the settebello ({card}), a point of its own.").format(card=settebello)
    # Translators: keep "settebello" (the seven of denari, a point of its own) and "denari";
    # {card} is the settebello, like "7♦"; {count} is how many denari your side then has.
    return ngettext(
        "It takes the settebello ({card}), a point of its own; your side then has {count} denaro.",
        "It takes the settebello ({card}), a point of its own; your side then has {count} denari.",
        denari,
    ).format(card=settebello, count=denari)


def _sweepers_gone(fact: Fact[HintReason]) -> str:
    """The cards that could sweep, said by their capture values: every card of those values
    off the table sweeps alike, and the seat has seen them all."""
    values = sorted({VALUE[c.index] for c in fact.cards})
    # Translators: {values} are capture values (1 to 10) like "6" or "1, 6"; {sum} is what the
    # cards left on the table add up to; keep "scopa".
    return ngettext(
        "Only a card of value {values} could take the whole table left (adding up to {sum}), and you have seen"
        " every one: nobody else can make a scopa.",
        "Only cards of the values {values} could take the whole table left (adding up to {sum}), and you have"
        " seen every one: nobody else can make a scopa.",
        len(values),
    ).format(values=", ".join(map(str, values)), sum=fact.count)


_SENTENCES: dict[HintReason, Callable[[Fact[HintReason], FacesInUse | None], str]] = {
    HintReason.ONLY_MOVE: lambda f, faces: _("It is the only move you may make."),
    # Translators: keep "scopa" (taking every card on the table scores a point).
    HintReason.SCOPA: lambda f, faces: _("It takes every card on the table: a scopa, one point."),
    HintReason.SETTEBELLO: lambda f, faces: _settebello(f.number, faces),
    # Translators: keep "re bello" (the king of denari, a point under a house rule); {card} is it.
    HintReason.RE_BELLO: lambda f, faces: _("It takes the re bello ({card}), a point in this game.").format(
        card=card_text(RE_BELLO, faces)
    ),
    # Translators: keep "denari" (the coins suit); the side with most of its ten cards scores a point.
    HintReason.DENARI_POINT: lambda f, faces: ngettext(
        "Your side then has {count} of the ten denari: the denari point is yours.",
        "Your side then has {count} of the ten denari: the denari point is yours.",
        f.count,
    ).format(count=f.count),
    # Translators: keep "carte" (the point for most cards taken).
    HintReason.CARTE_POINT: lambda f, faces: ngettext(
        "Your side then has {count} of the 40 cards: the carte point is yours.",
        "Your side then has {count} of the 40 cards: the carte point is yours.",
        f.count,
    ).format(count=f.count),
    # Translators: {cards} are denari taken, like "2♦, 5♦"; keep "denari".
    HintReason.DENARI: lambda f, faces: ngettext(
        "It takes {cards}; your side then has {count} denaro.",
        "It takes {cards}; your side then has {count} denari.",
        f.count,
    ).format(cards=_cards(f, faces), count=f.count),
    # Translators: {cards} are sevens taken; keep "primiera" (the point for the best four cards, one per suit).
    HintReason.SEVENS: lambda f, faces: ngettext(
        "It takes {cards}, the best for the primiera; your side then has {count} seven.",
        "It takes {cards}, the best for the primiera; your side then has {count} sevens.",
        f.count,
    ).format(cards=_cards(f, faces), count=f.count),
    # Translators: keep "carte" (the point for most cards taken).
    HintReason.CARDS: lambda f, faces: ngettext(
        "It takes {count} card towards the carte, the card played included.",
        "It takes {count} cards towards the carte, the card played included.",
        f.count,
    ).format(count=f.count),
    # Translators: {sum} is what the cards left on the table add up to; keep "scopa".
    HintReason.TABLE_UNSWEEPABLE: lambda f, faces: _(
        "The cards left on the table add up to {sum}: no single card can take them all, so nobody can make a scopa."
    ).format(sum=f.count),
    HintReason.SWEEPERS_GONE: lambda f, faces: _sweepers_gone(f),
    # Translators: {value} is the capture value of the card laid (1 to 10).
    HintReason.SAFE_LAY: lambda f, faces: _(
        "You have seen every other card of value {value}: nobody can take the card you lay with its equal."
    ).format(value=f.count),
}

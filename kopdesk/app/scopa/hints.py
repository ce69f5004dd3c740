"""A Scopa hint in words: the master's move, then each fact for it as a short sentence,
the game's points named as the summary names them (Italian with the traditional terms).

The facts come from `kopdesk.bots.scopa.hints`, true in the position as the player
sees it; this module only words them, with the cards written as the board writes them.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from kopdesk.app.cardpaint.faces import FacesInUse
from kopdesk.app.scopa.words import card_text, cards_text
from kopdesk.app.words import spoken, uses_traditional
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
    card = card_text(SETTEBELLO, faces)
    if denari is None:
        if uses_traditional():
            # Translators: keep "settebello" (the seven of denari, a point of its own); {card} is it, like "7♦".
            return _("It takes the settebello ({card}), a point of its own.").format(card=card)
        # Translators: the same in the summary's words ("seven of coins": Polish "siódemka denari", German
        # "Münz-Sieben"); {card} is it, like "7♦".
        return _("It takes the seven of coins ({card}), a point of its own.").format(card=card)
    if uses_traditional():
        # Translators: keep "settebello" (the seven of denari, a point of its own) and "denari";
        # {card} is the settebello, like "7♦"; {count} is how many denari your side then has.
        text = ngettext(
            "It takes the settebello ({card}), a point of its own; your side then has {count} denaro.",
            "It takes the settebello ({card}), a point of its own; your side then has {count} denari.",
            denari,
        )
    else:
        # Translators: the same in the summary's words ("seven of coins", "coins": Polish "siódemka denari",
        # "denary"; German "Münz-Sieben", "Münzen").
        text = ngettext(
            "It takes the seven of coins ({card}), a point of its own; your side then has {count} card of coins.",
            "It takes the seven of coins ({card}), a point of its own; your side then has {count} coins.",
            denari,
        )
    return text.format(card=card, count=denari)


def _sweep(fact: Fact[HintReason], faces: FacesInUse | None) -> str:
    if uses_traditional():
        # Translators: keep "scopa" (taking every card on the table scores a point).
        return _("It takes every card on the table: a scopa, one point.")
    # Translators: the same, in the word of the summary's "sweeps" point: Polish "miotła", German "Besen".
    return _("It takes every card on the table: a sweep, one point.")


def _re_bello(fact: Fact[HintReason], faces: FacesInUse | None) -> str:
    card = card_text(RE_BELLO, faces)
    if uses_traditional():
        # Translators: keep "re bello" (the king of denari, a point under a house rule); {card} is it.
        return _("It takes the re bello ({card}), a point in this game.").format(card=card)
    # Translators: the same in the summary's words: Polish "król denari", German "Münz-König".
    return _("It takes the king of coins ({card}), a point in this game.").format(card=card)


def _denari_point(fact: Fact[HintReason], faces: FacesInUse | None) -> str:
    if uses_traditional():
        # Translators: keep "denari" (the coins suit); the side with most of its ten cards scores a point.
        text = ngettext(
            "Your side then has {count} of the ten denari: the denari point is yours.",
            "Your side then has {count} of the ten denari: the denari point is yours.",
            fact.count,
        )
    else:
        # Translators: the same in the words of the summary's "coins" point (Polish keeps "denari").
        text = ngettext(
            "Your side then has {count} of the ten coins: the coins point is yours.",
            "Your side then has {count} of the ten coins: the coins point is yours.",
            fact.count,
        )
    return text.format(count=fact.count)


def _carte_point(fact: Fact[HintReason], faces: FacesInUse | None) -> str:
    if uses_traditional():
        # Translators: keep "carte" (the point for most cards taken).
        text = ngettext(
            "Your side then has {count} of the 40 cards: the carte point is yours.",
            "Your side then has {count} of the 40 cards: the carte point is yours.",
            fact.count,
        )
    else:
        # Translators: the same in the words of the summary's "cards" point: Polish "karty", German "Karten".
        text = ngettext(
            "Your side then has {count} of the 40 cards: the cards point is yours.",
            "Your side then has {count} of the 40 cards: the cards point is yours.",
            fact.count,
        )
    return text.format(count=fact.count)


def _denari(fact: Fact[HintReason], faces: FacesInUse | None) -> str:
    if uses_traditional():
        # Translators: {cards} are denari taken, like "2♦, 5♦"; keep "denari".
        text = ngettext(
            "It takes {cards}; your side then has {count} denaro.",
            "It takes {cards}; your side then has {count} denari.",
            fact.count,
        )
    else:
        # Translators: the same in the words of the summary's "coins" point (Polish keeps "denari").
        text = ngettext(
            "It takes {cards}; your side then has {count} card of coins.",
            "It takes {cards}; your side then has {count} coins.",
            fact.count,
        )
    return text.format(cards=_cards(fact, faces), count=fact.count)


def _sevens(fact: Fact[HintReason], faces: FacesInUse | None) -> str:
    if uses_traditional():
        # Translators: {cards} are sevens taken; keep "primiera" (the point for the best four cards, one per suit).
        text = ngettext(
            "It takes {cards}, the best for the primiera; your side then has {count} seven.",
            "It takes {cards}, the best for the primiera; your side then has {count} sevens.",
            fact.count,
        )
    else:
        # Translators: the same in the words of the summary's "prime" point (Polish and German keep "primiera").
        text = ngettext(
            "It takes {cards}, the best for the prime; your side then has {count} seven.",
            "It takes {cards}, the best for the prime; your side then has {count} sevens.",
            fact.count,
        )
    return text.format(cards=_cards(fact, faces), count=fact.count)


def _cards_taken(fact: Fact[HintReason], faces: FacesInUse | None) -> str:
    if uses_traditional():
        # Translators: keep "carte" (the point for most cards taken).
        text = ngettext(
            "It takes {count} card towards the carte, the card played included.",
            "It takes {count} cards towards the carte, the card played included.",
            fact.count,
        )
    else:
        # Translators: the same in the words of the summary's "cards" point: Polish "karty", German "Karten".
        text = ngettext(
            "It takes {count} card towards the cards point, the card played included.",
            "It takes {count} cards towards the cards point, the card played included.",
            fact.count,
        )
    return text.format(count=fact.count)


def _table_unsweepable(fact: Fact[HintReason], faces: FacesInUse | None) -> str:
    if uses_traditional():
        # Translators: {sum} is what the cards left on the table add up to; keep "scopa".
        text = _(
            "The cards left on the table add up to {sum}: no single card can take them all, so nobody can make a scopa."
        )
    else:
        # Translators: the same, in the word of the summary's "sweeps" point: Polish "miotła", German "Besen".
        text = _(
            "The cards left on the table add up to {sum}: no single card can take them all, so nobody can make a sweep."
        )
    return text.format(sum=fact.count)


def _sweepers_gone(fact: Fact[HintReason], faces: FacesInUse | None) -> str:
    """The cards that could sweep, said by their capture values: every card of those values
    off the table sweeps alike, and the seat has seen them all."""
    values = sorted({VALUE[c.index] for c in fact.cards})
    if uses_traditional():
        # Translators: {values} are capture values (1 to 10) like "6" or "1, 6"; {sum} is what the
        # cards left on the table add up to; keep "scopa".
        text = ngettext(
            "Only a card of value {values} could take the whole table left (adding up to {sum}), and you have seen"
            " every one: nobody else can make a scopa.",
            "Only cards of the values {values} could take the whole table left (adding up to {sum}), and you have"
            " seen every one: nobody else can make a scopa.",
            len(values),
        )
    else:
        # Translators: the same, in the word of the summary's "sweeps" point: Polish "miotła", German "Besen".
        text = ngettext(
            "Only a card of value {values} could take the whole table left (adding up to {sum}), and you have seen"
            " every one: nobody else can make a sweep.",
            "Only cards of the values {values} could take the whole table left (adding up to {sum}), and you have"
            " seen every one: nobody else can make a sweep.",
            len(values),
        )
    return text.format(values=", ".join(map(str, values)), sum=fact.count)


_SENTENCES: dict[HintReason, Callable[[Fact[HintReason], FacesInUse | None], str]] = {
    HintReason.ONLY_MOVE: lambda f, faces: _("It is the only move you may make."),
    HintReason.SCOPA: _sweep,
    HintReason.SETTEBELLO: lambda f, faces: _settebello(f.number, faces),
    HintReason.RE_BELLO: _re_bello,
    HintReason.DENARI_POINT: _denari_point,
    HintReason.CARTE_POINT: _carte_point,
    HintReason.DENARI: _denari,
    HintReason.SEVENS: _sevens,
    HintReason.CARDS: _cards_taken,
    HintReason.TABLE_UNSWEEPABLE: _table_unsweepable,
    HintReason.SWEEPERS_GONE: _sweepers_gone,
    # Translators: {value} is the capture value of the card laid (1 to 10).
    HintReason.SAFE_LAY: lambda f, faces: _(
        "You have seen every other card of value {value}: nobody can take the card you lay with its equal."
    ).format(value=f.count),
}

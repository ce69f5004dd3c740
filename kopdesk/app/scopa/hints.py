"""A Scopa hint in words: the master's move, then each fact for it as a short sentence,
the game's points named as the summary names them (Italian with the traditional terms).

The facts come from `kopdesk.bots.scopa.hints`, true in the position as the player
sees it; this module only words them, with the cards written as the board writes them.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from kopdesk.app.cardpaint.faces import FacesInUse
from kopdesk.app.scopa.words import card_text, object_text, taken_text
from kopdesk.app.words import said, said_n, spoken
from kopdesk.bots.hints import Fact
from kopdesk.bots.scopa.hints import HintReason, facts
from kopdesk.games.scopa import Action, Move, Observation
from kopdesk.games.scopa.cards import RE_BELLO, SETTEBELLO, VALUE
from kopdesk.games.texts import Worded
from kopdesk.i18n import N_, NN_, Plural, _


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
        return _("Lay the {card} on the table.").format(card=object_text(action.card, faces))
    # Translators: a hint; {card} is the card to play, {taken} the cards it takes, like "3♣+4♥".
    return _("Play the {card} and take {taken}.").format(
        card=object_text(action.card, faces), taken=taken_text(action.taken, faces)
    )


def fact_sentence(fact: Fact[HintReason], faces: FacesInUse | None = None) -> str:
    return _SENTENCES[fact.reason](fact, faces)


def _cards(fact: Fact[HintReason], faces: FacesInUse | None) -> str:
    return ", ".join(card_text(c, faces) for c in fact.cards)


_SETTEBELLO = Worded(
    # Translators: keep "settebello" (the seven of denari, a point of its own); {card} is it, like "7♦".
    N_("It takes the settebello ({card}), a point of its own."),
    # Translators: the same in the summary's words ("seven of coins": Polish "siódemka denari", German
    # "Denari-Sieben"); {card} is it, like "7♦".
    N_("It takes the seven of coins ({card}), a point of its own."),
)
_SETTEBELLO_AND_DENARI = Worded(
    # Translators: keep "settebello" (the seven of denari, a point of its own) and "denari";
    # {card} is the settebello, like "7♦"; {count} is how many denari your side then has.
    NN_(
        "It takes the settebello ({card}), a point of its own; your side then has {count} denaro.",
        "It takes the settebello ({card}), a point of its own; your side then has {count} denari.",
    ),
    # Translators: the same in the summary's words ("seven of coins", "coins": Polish "siódemka denari",
    # "denary"; German "Denari-Sieben", "Denari").
    NN_(
        "It takes the seven of coins ({card}), a point of its own; your side then has {count} card of coins.",
        "It takes the seven of coins ({card}), a point of its own; your side then has {count} coins.",
    ),
)


def _settebello(denari: int | None, faces: FacesInUse | None) -> str:
    """The settebello taken, with the denari count unless the denari point's sentence says it."""
    card = card_text(SETTEBELLO, faces)
    if denari is None:
        return said(_SETTEBELLO).format(card=card)
    return said_n(_SETTEBELLO_AND_DENARI, denari).format(card=card, count=denari)


_SWEEP = Worded(
    # Translators: keep "scopa" (taking every card on the table scores a point).
    N_("It takes every card on the table: a scopa, one point."),
    # Translators: the same, in the word of the summary's "sweeps" point: Polish "miotła", German "Besen".
    N_("It takes every card on the table: a sweep, one point."),
)
_RE_BELLO = Worded(
    # Translators: keep "re bello" (the king of denari, a point under a house rule); {card} is it.
    N_("It takes the re bello ({card}), a point in this game."),
    # Translators: the same in the summary's words: Polish "król denari", German "Denari-König".
    N_("It takes the king of coins ({card}), a point in this game."),
)
_TABLE_UNSWEEPABLE = Worded(
    # Translators: {sum} is what the cards left on the table add up to; keep "scopa".
    N_("The cards left on the table add up to {sum}: no single card can take them all, so nobody can make a scopa."),
    # Translators: the same, in the word of the summary's "sweeps" point: Polish "miotła", German "Besen".
    N_("The cards left on the table add up to {sum}: no single card can take them all, so nobody can make a sweep."),
)
_SWEEPERS_GONE = Worded(
    # Translators: {values} are capture values (1 to 10) like "6" or "1, 6"; {sum} is what the
    # cards left on the table add up to; keep "scopa".
    NN_(
        "Only a card of value {values} could take the whole table left (adding up to {sum}), and you have seen"
        " every one: nobody else can make a scopa.",
        "Only cards of the values {values} could take the whole table left (adding up to {sum}), and you have"
        " seen every one: nobody else can make a scopa.",
    ),
    # Translators: the same, in the word of the summary's "sweeps" point: Polish "miotła", German "Besen".
    NN_(
        "Only a card of value {values} could take the whole table left (adding up to {sum}), and you have seen"
        " every one: nobody else can make a sweep.",
        "Only cards of the values {values} could take the whole table left (adding up to {sum}), and you have"
        " seen every one: nobody else can make a sweep.",
    ),
)


def _sweepers_gone(fact: Fact[HintReason], faces: FacesInUse | None) -> str:
    """The cards that could sweep, said by their capture values: every card of those values
    off the table sweeps alike, and the seat has seen them all."""
    values = sorted({VALUE[c.index] for c in fact.cards})
    return said_n(_SWEEPERS_GONE, len(values)).format(values=", ".join(map(str, values)), sum=fact.count)


_COUNTED: dict[HintReason, Worded[Plural]] = {
    HintReason.DENARI_POINT: Worded(
        # Translators: keep "denari" (the coins suit); the side with most of its ten cards scores a point.
        NN_(
            "Your side then has {count} of the ten denari: the denari point is yours.",
            "Your side then has {count} of the ten denari: the denari point is yours.",
        ),
        # Translators: the same in the words of the summary's "coins" point (Polish keeps "denari").
        NN_(
            "Your side then has {count} of the ten coins: the coins point is yours.",
            "Your side then has {count} of the ten coins: the coins point is yours.",
        ),
    ),
    HintReason.CARTE_POINT: Worded(
        # Translators: keep "carte" (the point for most cards taken).
        NN_(
            "Your side then has {count} of the 40 cards: the carte point is yours.",
            "Your side then has {count} of the 40 cards: the carte point is yours.",
        ),
        # Translators: the same in the words of the summary's "cards" point: Polish "karty", German "Karten".
        NN_(
            "Your side then has {count} of the 40 cards: the cards point is yours.",
            "Your side then has {count} of the 40 cards: the cards point is yours.",
        ),
    ),
    HintReason.DENARI: Worded(
        # Translators: {cards} are denari taken, like "2♦, 5♦"; keep "denari".
        NN_(
            "It takes {cards}; your side then has {count} denaro.",
            "It takes {cards}; your side then has {count} denari.",
        ),
        # Translators: the same in the words of the summary's "coins" point (Polish keeps "denari").
        NN_(
            "It takes {cards}; your side then has {count} card of coins.",
            "It takes {cards}; your side then has {count} coins.",
        ),
    ),
    HintReason.SEVENS: Worded(
        # Translators: {cards} are sevens taken; keep "primiera" (the point for the best four cards, one per suit).
        NN_(
            "It takes {cards}, the best for the primiera; your side then has {count} seven.",
            "It takes {cards}, the best for the primiera; your side then has {count} sevens.",
        ),
        # Translators: the same in the words of the summary's "prime" point (Polish and German keep "primiera").
        NN_(
            "It takes {cards}, the best for the prime; your side then has {count} seven.",
            "It takes {cards}, the best for the prime; your side then has {count} sevens.",
        ),
    ),
    HintReason.CARDS: Worded(
        # Translators: keep "carte" (the point for most cards taken).
        NN_(
            "It takes {count} card towards the carte, the card played included.",
            "It takes {count} cards towards the carte, the card played included.",
        ),
        # Translators: the same in the words of the summary's "cards" point: Polish "karty", German "Karten".
        NN_(
            "It takes {count} card towards the cards point, the card played included.",
            "It takes {count} cards towards the cards point, the card played included.",
        ),
    ),
}
"""The facts said with their count (and the cards they take, if any)."""


def _counted(fact: Fact[HintReason], faces: FacesInUse | None) -> str:
    return said_n(_COUNTED[fact.reason], fact.count).format(count=fact.count, cards=_cards(fact, faces))


_SENTENCES: dict[HintReason, Callable[[Fact[HintReason], FacesInUse | None], str]] = {
    HintReason.ONLY_MOVE: lambda f, faces: _("It is the only move you may make."),
    HintReason.SCOPA: lambda f, faces: said(_SWEEP),
    HintReason.SETTEBELLO: lambda f, faces: _settebello(f.number, faces),
    HintReason.RE_BELLO: lambda f, faces: said(_RE_BELLO).format(card=card_text(RE_BELLO, faces)),
    **dict.fromkeys(_COUNTED, _counted),
    HintReason.TABLE_UNSWEEPABLE: lambda f, faces: said(_TABLE_UNSWEEPABLE).format(sum=f.count),
    HintReason.SWEEPERS_GONE: _sweepers_gone,
    # Translators: {value} is the capture value of the card laid (1 to 10).
    HintReason.SAFE_LAY: lambda f, faces: _(
        "You have seen every other card of value {value}: nobody can take the card you lay with its equal."
    ).format(value=f.count),
}

"""A Schafkopf hint in words: the master's card or call, then each fact for it as a short
sentence. The facts come from `kopdesk.bots.schafkopf.hints`, true in the position as
the player sees it; this module only words them, with the cards named as the board
names them (German words kept: Sau, Ober, Unter, Laufende, Schmieren).
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from kopdesk.app.cardpaint.faces import FacesInUse
from kopdesk.app.schafkopf.words import call_label
from kopdesk.app.words import card_name, cards_text, spoken, suit_name
from kopdesk.bots.hints import Fact
from kopdesk.bots.schafkopf.hints import HintReason, facts
from kopdesk.bots.schafkopf.knowledge import order_of
from kopdesk.cards import Card, mask_of
from kopdesk.games.schafkopf import Action, Observation
from kopdesk.i18n import _, ngettext


def hint_sentence(observation: Observation, action: Action, faces: FacesInUse | None = None) -> str:
    """The action suggested and the facts that speak for it, each sentence on lines of its own.
    Schafkopf's cards are named alike on every face the deck offers, so `faces` is not asked."""
    opening = [action_sentence(observation, action)]
    return spoken(opening, facts(observation, action), functools.partial(fact_sentence, observation, action))


def action_sentence(observation: Observation, action: Action) -> str:
    if isinstance(action, Card):
        # Translators: a hint; {card} is a card such as "Gras-Ober" or "A♥".
        return _("Play the {card}.").format(card=card_name(action))
    call = call_label(action, observation.rules, observation.doublings, mask_of(observation.hand))
    # Translators: a hint in the calls; {call} is a call such as "pass" or "Sauspiel with the Gras-Sau".
    return _("Your call: {call}.").format(call=call)


def fact_sentence(observation: Observation, action: Action, fact: Fact[HintReason]) -> str:
    if fact.reason is HintReason.HIGHEST_LEFT:
        assert isinstance(action, Card)
        return _highest_left(observation, action)
    return _SENTENCES[fact.reason](fact)


def _highest_left(observation: Observation, card: Card) -> str:
    if order_of(observation).is_trump(card):
        return _("Nobody else holds a higher trump.")
    # Translators: {suit} is a suit such as "Gras" or "hearts".
    return _("Nobody else holds a higher {suit} card.").format(suit=suit_name(card.suit, observation.rules.deck.look))


def _card(fact: Fact[HintReason]) -> str:
    return card_name(fact.cards[0])


_SENTENCES: dict[HintReason, Callable[[Fact[HintReason]], str]] = {
    HintReason.ONLY_MOVE: lambda f: _("You have no other choice."),
    HintReason.TRUMPS: lambda f: ngettext(
        "In this game you hold {count} trump.", "In this game you hold {count} trumps.", f.count
    ).format(count=f.count),
    # Translators: keep "Laufende" (the highest trumps held in a row; they raise the game's value).
    HintReason.LAUFENDE: lambda f: ngettext(
        "You hold the highest trump ({count} Laufende).",
        "You hold the {count} highest trumps in a row ({count} Laufende).",
        f.count,
    ).format(count=f.count),
    # Translators: {cards} are aces that are not trumps, like "Eichel-Sau, Gras-Sau".
    HintReason.ACES: lambda f: ngettext(
        "You hold {cards}: a sure trick when its suit is first led.",
        "You hold {cards}: sure tricks when their suits are first led.",
        f.count,
    ).format(cards=cards_text(f.cards)),
    # Translators: {ace} is the ace called (the partner is its holder), like "Gras-Sau".
    HintReason.CALLED_SUIT: lambda f: ngettext(
        "You hold {count} card of the suit of the {ace} and not the {ace} itself, so you may call it.",
        "You hold {count} cards of the suit of the {ace} and not the {ace} itself, so you may call it.",
        f.count,
    ).format(count=f.count, ace=_card(f)),
    # Translators: keep "Sau" (ace) and "Sauspiel".
    HintReason.NO_CALLABLE_ACE: lambda f: _("You cannot call any Sau with this hand: a Sauspiel is not possible."),
    # Translators: {card} is the card that led the trick.
    HintReason.MUST_FOLLOW: lambda f: ngettext(
        "The {card} was led and you must follow: only {count} of your cards may be played.",
        "The {card} was led and you must follow: only {count} of your cards may be played.",
        f.count,
    ).format(card=_card(f), count=f.count),
    # Translators: {card} is the called ace (Sau), like "Gras-Sau".
    HintReason.CALLED_ACE: lambda f: _("The suit of the called {card} was led: the {card} must be played now.").format(
        card=_card(f)
    ),
    # Translators: {card} is the best card of the trick before yours.
    HintReason.TAKES_TRICK: lambda f: ngettext(
        "It beats the {card} and nobody after you can beat it: the trick is yours, with {count} point on it so far.",
        "It beats the {card} and nobody after you can beat it: the trick is yours, with {count} points on it so far.",
        f.count,
    ).format(card=_card(f), count=f.count),
    HintReason.BEATS: lambda f: _("It beats the {card}, the best card of the trick so far.").format(card=_card(f)),
    # Translators: keep "Schmieren": giving a high card to a trick one's partner takes.
    HintReason.SCHMIEREN: lambda f: ngettext(
        "Your partner's {card} takes the trick for sure: give it {count} point (Schmieren).",
        "Your partner's {card} takes the trick for sure: give it {count} points (Schmieren).",
        f.count,
    ).format(card=_card(f), count=f.count),
    HintReason.TRUMP_OUT: lambda f: ngettext(
        "Your side plays the game: lead trumps to draw the {count} trump the others still hold.",
        "Your side plays the game: lead trumps to draw the {count} trumps the others still hold.",
        f.count,
    ).format(count=f.count),
    HintReason.NO_TRUMPS_OUT: lambda f: _("Nobody else holds a trump any more."),
}

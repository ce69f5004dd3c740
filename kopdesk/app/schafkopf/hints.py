"""A Schafkopf hint in words: the master's card or call, then each fact for it as a short
sentence. The facts come from `kopdesk.bots.schafkopf.hints`, true in the position as
the player sees it; this module only words them, with the cards named as the board
names them; the game's words (Sau, Ober, Unter, Laufende, Schmieren) in German with the
traditional terms, else translated.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from kopdesk.app.cardpaint.faces import FacesInUse
from kopdesk.app.schafkopf.words import call_label
from kopdesk.app.words import card_name, object_name, said, said_n, spoken, suit_name, term, the_cards
from kopdesk.bots.hints import Fact
from kopdesk.bots.schafkopf.hints import HintReason, facts
from kopdesk.bots.schafkopf.knowledge import order_of
from kopdesk.cards import Card, Suit, mask_of
from kopdesk.games.schafkopf import PASS, Action, Call, CallKind, Observation, Stage
from kopdesk.games.texts import Worded
from kopdesk.i18n import N_, NN_, NP_, _, ngettext


def hint_sentence(observation: Observation, action: Action, faces: FacesInUse | None = None) -> str:
    """The action suggested and the facts that speak for it, each sentence on lines of its own.
    Schafkopf's cards are named alike on every face the deck offers, so `faces` is not asked."""
    opening = [action_sentence(observation, action)]
    return spoken(opening, facts(observation, action), functools.partial(fact_sentence, observation, action))


def action_sentence(observation: Observation, action: Action) -> str:
    if isinstance(action, Card):
        # Translators: a hint; {card} is a card such as "Gras-Ober" or "A♥".
        return _("Play the {card}.").format(card=object_name(action))
    call = call_label(action, observation.rules, observation.doublings, mask_of(observation.hand))
    # Translators: a hint in the calls; {call} is a call such as "pass" or "Sauspiel with the Gras-Sau".
    return _("Your call: {call}.").format(call=call)


def fact_sentence(observation: Observation, action: Action, fact: Fact[HintReason]) -> str:
    worded = _IN_POSITION.get(fact.reason)
    return worded(observation, action, fact) if worded is not None else _SENTENCES[fact.reason](fact)


def _trumps(observation: Observation, action: Action, fact: Fact[HintReason]) -> str:
    if not _as_sauspiel(observation, action):
        return ngettext(
            "In this game you hold {count} trump.", "In this game you hold {count} trumps.", fact.count
        ).format(count=fact.count)
    suit = suit_name(Suit.HEARTS, observation.rules.deck.look)
    return said_n(_SAUSPIEL_TRUMPS, fact.count).format(suit=suit, count=fact.count)


_SAUSPIEL_TRUMPS = Worded(
    # Translators: {suit} is the suit that is trump in a Sauspiel, "Herz"; keep the German words.
    NN_(
        "With Ober, Unter and {suit} as trumps (as in a Sauspiel), you hold {count} trump.",
        "With Ober, Unter and {suit} as trumps (as in a Sauspiel), you hold {count} trumps.",
    ),
    # Translators: {suit} is the suit that is trump in a call-ace game (Sauspiel), "hearts"; the overs
    # and unders are the German-suited courts (Polish "wyżniki, niżniki").
    NN_(
        "With the overs, the unders and {suit} as trumps (as in a call-ace game), you hold {count} trump.",
        "With the overs, the unders and {suit} as trumps (as in a call-ace game), you hold {count} trumps.",
    ),
)


def _laufende(observation: Observation, action: Action, fact: Fact[HintReason]) -> str:
    if isinstance(action, Call) and action.kind is CallKind.SAUSPIEL:  # the partner's trumps may add more
        return said_n(_SIDE_LAUFENDE, fact.count).format(count=fact.count)
    return said_n(_LAUFENDE, fact.count).format(count=fact.count)


_LAUFENDE = Worded(
    # Translators: keep "Laufende" (the highest trumps held in a row; they raise the game's value).
    NN_(
        "You hold the highest trump: the game counts {count} Laufende.",
        "You hold the {count} highest trumps in a row: the game counts {count} Laufende.",
    ),
    # Translators: the runners are the Laufende, the highest trumps held in a row (Polish "matadory").
    NN_(
        "You hold the highest trump: the game counts {count} runner.",
        "You hold the {count} highest trumps in a row: the game counts {count} runners.",
    ),
)
_SIDE_LAUFENDE = Worded(
    # Translators: keep "Laufende" (the highest trumps held in a row; they raise the game's value).
    NN_(
        "You hold the highest trump: your side's game counts at least {count} Laufende.",
        "You hold the {count} highest trumps in a row: your side's game counts at least {count} Laufende.",
    ),
    # Translators: the runners are the Laufende, the highest trumps held in a row (Polish "matadory").
    NN_(
        "You hold the highest trump: your side's game counts at least {count} runner.",
        "You hold the {count} highest trumps in a row: your side's game counts at least {count} runners.",
    ),
)


def _too_few_trumps(observation: Observation, action: Action, fact: Fact[HintReason]) -> str:
    return ngettext(
        "You hold at most {count} trump in any suit (jacks counted); an announcement needs {minimum}.",
        "You hold at most {count} trumps in any suit (jacks counted); an announcement needs {minimum}.",
        fact.count,
    ).format(count=fact.count, minimum=observation.rules.deutsch_min_trumps)


def _as_sauspiel(observation: Observation, action: Action) -> bool:
    """A pass in the Bavarian bidding: its trumps are counted as a Sauspiel's."""
    return action == PASS and observation.stage is Stage.BIDDING


def _highest_left(observation: Observation, action: Action, fact: Fact[HintReason]) -> str:
    assert isinstance(action, Card)
    if order_of(observation).is_trump(action):
        return _("Nobody else holds a higher trump.")
    # Translators: {suit} is a suit such as "Gras" or "hearts".
    return _("Nobody else holds a higher {suit} card.").format(suit=suit_name(action.suit, observation.rules.deck.look))


def _cannot_follow(observation: Observation, action: Action, fact: Fact[HintReason]) -> str:
    led = fact.cards[0]
    if order_of(observation).is_trump(led):
        # Translators: {card} is the card that led the trick, a trump.
        return _("You hold no trump: you cannot follow the {card}.").format(card=card_name(led))
    # Translators: {suit} is a suit such as "Gras" or "hearts"; {card} is the card that led the trick.
    return _("You hold no {suit} card: you cannot follow the {card}.").format(
        suit=suit_name(led.suit, observation.rules.deck.look), card=card_name(led)
    )


_IN_POSITION: dict[HintReason, Callable[[Observation, Action, Fact[HintReason]], str]] = {
    HintReason.TRUMPS: _trumps,
    HintReason.LAUFENDE: _laufende,
    HintReason.TOO_FEW_TRUMPS: _too_few_trumps,
    HintReason.HIGHEST_LEFT: _highest_left,
    HintReason.CANNOT_FOLLOW: _cannot_follow,
}
"""The facts worded with what the position says: the game in force, the call, the rules."""


def _card(fact: Fact[HintReason]) -> str:
    return card_name(fact.cards[0])


_NO_CALLABLE_ACE = Worded(
    # Translators: keep "Sau" (ace) and "Sauspiel".
    N_("You cannot call any Sau with this hand: a Sauspiel is not possible."),
    N_("You cannot call any ace with this hand: a call-ace game is not possible."),
)
_NO_SCHUSS = Worded(
    # Translators: keep "Schuss" (a defender's doubling).
    N_("Only a defender may give Schuss, and you play on the declaring side."),
    N_("Only a defender may double, and you play on the declaring side."),
)
_NO_RETOUR = Worded(
    # Translators: keep "Schuss" and "Retour" (the defenders' doubling and the declaring side's answer).
    N_("Only the declaring side may answer a Schuss with Retour, and you are a defender."),
    N_("Only the declaring side may answer a double with a redouble, and you are a defender."),
)


def doubled_to_the_limit(count: int) -> str:
    """The game doubled as often as the rules allow: once and twice in words, as said."""
    if count == 1:
        return _("The game is doubled once, as often as the rules allow.")
    if count == 2:
        return _("The game is doubled twice, as often as the rules allow.")
    return ngettext(
        "The game is doubled {count} time, as often as the rules allow.",
        "The game is doubled {count} times, as often as the rules allow.",
        count,
    ).format(count=count)


_SENTENCES: dict[HintReason, Callable[[Fact[HintReason]], str]] = {
    HintReason.ONLY_MOVE: lambda f: _("You have no other choice."),
    # Translators: {cards} are aces that are not trumps, each with its article as the object of "hold": "the
    # Eichel-Sau and the Gras-Sau" (German "die Eichel-Sau und die Gras-Sau").
    HintReason.ACES: lambda f: ngettext(
        "You hold {cards}, the highest card of its suit: only a trump can beat it.",
        "You hold {cards}, each the highest card of its suit: only a trump can beat them.",
        len(f.cards),
    ).format(cards=the_cards(f.cards)),
    # Translators: {ace} is the ace called (the partner is its holder), like "Gras-Sau".
    HintReason.CALLED_SUIT: lambda f: ngettext(
        "You hold {count} card of the suit of the {ace} and not the {ace} itself, so you may call it.",
        "You hold {count} cards of the suit of the {ace} and not the {ace} itself, so you may call it.",
        f.count,
    ).format(count=f.count, ace=_card(f)),
    HintReason.NO_CALLABLE_ACE: lambda f: said(_NO_CALLABLE_ACE),
    HintReason.OUTBID: lambda f: _("A higher game has been called: no game you may call outranks it."),
    HintReason.DOUBLE_LIMIT: lambda f: doubled_to_the_limit(f.count),
    HintReason.NO_SCHUSS: lambda f: said(_NO_SCHUSS),
    HintReason.NO_RETOUR: lambda f: said(_NO_RETOUR),
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
    # Translators: {card} is the called ace (Sau), like "Gras-Sau".
    HintReason.CALLED_ACE_LEAD: lambda f: _(
        "You hold the called {card}: its suit may be led only with the {card}."
    ).format(card=_card(f)),
    # Translators: {card} is the called ace (Sau), like "Gras-Sau".
    HintReason.CALLED_ACE_KEPT: lambda f: _("The called {card} may not be thrown on a trick of another suit.").format(
        card=_card(f)
    ),
    # Translators: {card} is the best card of the trick before yours.
    HintReason.TAKES_TRICK: lambda f: ngettext(
        "It beats the {card} and nobody after you can beat it: the trick is yours, with {count} point on it so far.",
        "It beats the {card} and nobody after you can beat it: the trick is yours, with {count} points on it so far.",
        f.count,
    ).format(card=_card(f), count=f.count),
    HintReason.BEATS: lambda f: _("It beats the {card}, the best card of the trick so far.").format(card=_card(f)),
    # Translators: {smear} is "Schmieren" or its translation: giving a high card to a trick one's
    # partner takes.
    HintReason.SCHMIEREN: lambda f: ngettext(
        "Your partner's {card} takes the trick for sure: give it {count} point ({smear}).",
        "Your partner's {card} takes the trick for sure: give it {count} points ({smear}).",
        f.count,
    ).format(card=_card(f), count=f.count, smear=term("Schmieren", NP_("schafkopf term", "smearing"))),
    HintReason.TRUMP_OUT: lambda f: ngettext(
        "Your side plays the game: lead trumps to draw the {count} trump the others still hold.",
        "Your side plays the game: lead trumps to draw the {count} trumps the others still hold.",
        f.count,
    ).format(count=f.count),
    HintReason.NO_TRUMPS_OUT: lambda f: _("Nobody else holds a trump any more."),
}

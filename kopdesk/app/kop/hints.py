"""Why a suggested card or call is good, in a few sentences a learner understands.

The hint itself comes from the master bot; the facts behind it come from the
family's bots (`kopdesk.bots.<family>.hints`, Kop's like the others'),
each true in the position as the player sees it. A hint is said the same way in every
family (`kopdesk.app.words.spoken`): the action, then one sentence per fact, in the
second person. This module words Kop's facts; `kopdesk.app.<family>.hints` the others'.
"""

from __future__ import annotations

import functools

from kopdesk.app.kop.terms import call_label, contract_name
from kopdesk.app.words import card_name, cards_text, spoken, suit_name
from kopdesk.bots.kop.hints import (
    TOP_TRUMPS,
    CannotBeat,
    CannotDouble,
    DutyBinds,
    Fact,
    FewestPoints,
    HandShape,
    Holder,
    LeadsFirstTrick,
    LeadWins,
    LoneAgainst,
    LowestTrump,
    MostPoints,
    NoBlackQueen,
    OnlyChoice,
    Overtakes,
    QueenPartner,
    Safety,
    SilentSolo,
    ThrownWin,
    TrickHeld,
    TrumpsOut,
    WeddingPartner,
    reasons,
)
from kopdesk.games import tricks
from kopdesk.games.kop import Action, Call, Card, Contract, Observation
from kopdesk.i18n import _, ngettext


def hint_sentence(observation: Observation, action: Action, faces: object = None) -> str:
    """The suggested action and the facts that speak for it, each sentence on lines of its own
    (`faces`, as every family's hint is asked for, changes nothing: Kop's cards are French)."""
    facts = reasons(observation, action)
    opening = [] if facts and isinstance(facts[0], OnlyChoice) else [_action_sentence(observation, action)]
    return spoken(opening, facts, functools.partial(fact_sentence, observation))


def _action_sentence(observation: Observation, action: Action) -> str:
    if isinstance(action, Card):
        # Translators: a hint's first line; {card} is a card such as A♦.
        return _("Play {card}.").format(card=card_name(action))
    # Translators: a hint's first line; {call} is an auction call such as "pass" or "solo".
    return _("Your call: {call}.").format(call=_call_name(observation, action))


def _call_name(observation: Observation, call: Call) -> str:
    return call_label(call, observation.rules, observation.level)


def fact_sentence(observation: Observation, fact: Fact) -> str:
    """One fact, said to the player it is about."""
    if isinstance(fact, (OnlyChoice, DutyBinds, TrickHeld, Overtakes, CannotBeat, LeadWins, TrumpsOut)):
        return _trick_sentence(observation, fact)
    if isinstance(fact, (FewestPoints, MostPoints, LowestTrump)):
        return _value_sentence(fact)
    return _call_sentence(observation, fact)


def _trick_sentence(
    observation: Observation, fact: OnlyChoice | DutyBinds | TrickHeld | Overtakes | CannotBeat | LeadWins | TrumpsOut
) -> str:
    if isinstance(fact, OnlyChoice):
        if isinstance(fact.action, Card):
            return _("{card} is the only card you may play.").format(card=card_name(fact.action))
        return _("The only call you may make now is {call}.").format(call=_call_name(observation, fact.action))
    if isinstance(fact, DutyBinds):
        return _duty_sentence(fact)
    if isinstance(fact, TrickHeld):
        return _held_sentence(fact)
    if isinstance(fact, Overtakes):
        return _overtake_sentence(fact)
    if isinstance(fact, CannotBeat):
        return _("None of the cards you may play beats {card}.").format(card=card_name(fact.card))
    if isinstance(fact, LeadWins):
        return _("No one else holds a card that beats {card}: this trick is yours.").format(
            card=card_name(fact.card)
        )
    # Translators: in Kop every player must play a trump to a trump lead if he holds one.
    return ngettext(
        "To a trump lead, everyone holding a trump must play one; the others hold {count} trump.",
        "To a trump lead, everyone holding a trump must play one; the others hold {count} trumps.",
        fact.count,
    ).format(count=fact.count)


def _duty_sentence(fact: DutyBinds) -> str:
    beat = card_name(fact.to_beat)
    suit = suit_name(fact.suit) if fact.suit is not None else ""
    sentences = {
        # Translators: {suit} is a suit's name, as in "You hold …: you must follow {suit}."
        tricks.Duty.FOLLOW_SUIT: _("You must follow {suit}."),
        tricks.Duty.BEAT_IN_SUIT: _("You must beat {beat} with a higher {suit} card."),
        tricks.Duty.BEAT: _("You can beat {beat}, so you must."),
        tricks.Duty.PLAY_TRUMP: _("You cannot beat {beat}, but you must still play a trump."),
    }
    return sentences[fact.code].format(beat=beat, suit=suit)


def _held_sentence(fact: TrickHeld) -> str:
    held = {
        Holder.PARTNER: _("Your partner's {card} is winning the trick."),
        Holder.OPPONENT: _("An opponent's {card} is winning the trick."),
        Holder.UNKNOWN: _("{card} is winning the trick; you cannot tell yet whose side it is on."),
    }[fact.holder].format(card=card_name(fact.card))
    if fact.safety is None:
        return held
    safety = {
        Safety.PLAYS_LAST: _("No one plays after you, so it takes the trick."),
        # Translators: "it" is the card winning the trick.
        Safety.NONE_OUT: _("No one still to play in this trick can beat it."),
        # Translators: "it" is the card winning the trick.
        Safety.BEATER_OUT: _("It may still be beaten: a player still to play may hold a card that beats it."),
    }
    if fact.safety is Safety.SIDE_KEEPS:
        return f"{held}\n{_side_keeps_sentence(fact.holder)}"
    return f"{held}\n{safety[fact.safety]}"


def _side_keeps_sentence(holder: Holder) -> str:
    if holder is Holder.PARTNER:
        # Translators: "it" is your partner's card winning the trick.
        return _("Only your own side may still beat it, so the trick stays with your side.")
    # Translators: "it" is the card winning the trick; only the side of the player who played it may still beat it.
    return _("Only that player's side may still beat it, so the trick stays with that side.")


def _overtake_sentence(fact: Overtakes) -> str:
    sentences = {
        Safety.PLAYS_LAST: _("{card} beats {beaten}, and no one plays after you: the trick is yours."),
        Safety.NONE_OUT: _("{card} beats {beaten}, and no one still to play can beat {card}: the trick is yours."),
        Safety.SIDE_KEEPS: _(
            "{card} beats {beaten}, and only your side may still overtake it: the trick stays with your side."
        ),
        Safety.BEATER_OUT: _("{card} beats {beaten}, but a player still to play may hold a card that beats {card}."),
    }
    return sentences[fact.safety].format(card=card_name(fact.card), beaten=card_name(fact.beaten))


def _value_sentence(fact: FewestPoints | MostPoints | LowestTrump) -> str:
    shown = card_name(fact.card)
    if isinstance(fact, LowestTrump):
        return _("{card} is the lowest trump you may play; you keep the higher ones.").format(card=shown)
    points = ngettext("{count} card point", "{count} card points", fact.points).format(count=fact.points)
    if isinstance(fact, FewestPoints):
        # Translators: {points} is e.g. "3 card points".
        return _("{card} is {points}: no card you may play is worth less.").format(card=shown, points=points)
    # Translators: {points} is e.g. "11 card points".
    return _("{card} adds {points} to the trick: no card you may play adds more.").format(card=shown, points=points)


def _call_sentence(observation: Observation, fact: Fact) -> str:
    if isinstance(fact, SilentSolo):
        # Translators: {game} is the silent solo (cicha).
        return _(
            "You hold both black queens: if no one calls a game, you play alone against three"
            " without announcing it ({game})."
        ).format(game=contract_name(Contract.CICHA))
    if isinstance(fact, QueenPartner):
        return _("You hold {queen}: if no one calls a game, whoever holds {other} is your partner.").format(
            queen=card_name(fact.held), other=card_name(fact.other)
        )
    if isinstance(fact, NoBlackQueen):
        # Translators: "the young" (młodzi): the side without the black queens.
        return _("You hold neither black queen: if no one calls a game, you are one of the young.")
    if isinstance(fact, LoneAgainst):
        # Translators: {game} is a game one player plays alone against three, such as "solo".
        return _("Someone else called {game}: you and the other two play against the declarer.").format(
            game=contract_name(fact.contract)
        )
    if isinstance(fact, CannotDouble):
        # Translators: {game} is a thrown game such as "four aces" (mester).
        return _("A thrown game stands ({game}): no one may double it.").format(game=contract_name(fact.contract))
    if isinstance(fact, HandShape):
        return _shape_sentence(observation, fact)
    if isinstance(fact, LeadsFirstTrick):
        return _("You lead to the first trick.")
    if isinstance(fact, WeddingPartner):
        # Translators: {game} is the wedding (wesele); {jack} a jack such as J♣.
        return _("Calling {game}, you make whoever holds {jack} your partner.").format(
            game=contract_name(Contract.WESELE), jack=card_name(fact.jack)
        )
    assert isinstance(fact, ThrownWin)
    # Translators: {cards} are the four cards a thrown game needs; {game} is its name, such as "four aces".
    return _("You hold {cards}: if no one calls higher, you win at once, without play ({game}).").format(
        cards=cards_text(fact.cards), game=contract_name(fact.contract)
    )


def _shape_sentence(observation: Observation, fact: HandShape) -> str:
    if fact.contract.uses_gran_order:
        # Translators: {game} is gran or gran du, where only the four jacks are trumps.
        return _("Only the jacks are trumps ({game}): you hold {count} of them.").format(
            game=contract_name(fact.contract), count=fact.trumps
        )
    order = observation.rules.order_for(fact.contract)
    # Translators: {top} is how many of the four highest trumps, which {cards} lists (e.g. A♥, 10♥, Q♣, Q♠).
    return ngettext(
        "You hold {count} trump, {top} of the four highest ({cards}).",
        "You hold {count} trumps, {top} of the four highest ({cards}).",
        fact.trumps,
    ).format(count=fact.trumps, top=fact.top, cards=cards_text(order.trumps[:TOP_TRUMPS]))

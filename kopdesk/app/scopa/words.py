"""What the Scopa board says, in the user's language: cards, moves, refusals, sides.

The Italian words of the game (scopa, settebello, primiera, denari, carte) stay Italian
in every language, as Scopa players say them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from kopdesk.cards import Card, Rank
from kopdesk.games.scopa import Action, Move, Refusal, RefusalCode
from kopdesk.i18n import _, ngettext, pgettext


def rank_text(rank: Rank) -> str:
    figures = {
        # Translators: the index letter of the ace of the 40-card pack (Polish and German "A").
        Rank.ACE: pgettext("scopa rank", "A"),
        # Translators: the index letter of the jack (fante) of the 40-card pack: Polish "W", German "B".
        Rank.JACK: pgettext("scopa rank", "J"),
        # Translators: the index letter of the queen (cavallo) of the 40-card pack: Polish "D", German "D".
        Rank.QUEEN: pgettext("scopa rank", "Q"),
        # Translators: the index letter of the king (re) of the 40-card pack: Polish "K", German "K".
        Rank.KING: pgettext("scopa rank", "K"),
    }
    return figures.get(rank) or str(_NUMBERS.index(rank) + 2)


_NUMBERS = (Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN)


def card_text(card: Card) -> str:
    """A card as a player writes it: rank and suit sign, "7♦"."""
    return rank_text(card.rank) + card.suit.symbol


def cards_text(cards: Sequence[Card]) -> str:
    """Cards joined as a sum: "3♣+4♥"."""
    return "+".join(card_text(c) for c in cards)


def move_text(action: Action) -> str:
    """A move as the choices list it: the cards taken, or the lay."""
    if not isinstance(action, Move):
        # Translators: the move that keeps the card just drawn (deal_one_card house rule).
        return _("keep the card")
    if not action.take:
        # Translators: a move that lays the card on the table, taking nothing; {card} is like "5♣".
        return _("lay {card}").format(card=card_text(action.card))
    # Translators: a capture; {card} is the card played, {taken} the cards it takes, like "3♣+4♥".
    return _("{card} takes {taken}").format(card=card_text(action.card), taken=cards_text(action.taken))


def choices_text(choices: Sequence[Action]) -> str:
    return ", ".join(move_text(choice) for choice in choices)


def refusal_text(refusal: Refusal) -> str:
    """The engine's refusal as one sentence for the user."""
    return _REFUSALS[refusal.code](refusal)


def _played(refusal: Refusal) -> str:
    if isinstance(refusal.action, Move):
        return card_text(refusal.action.card)
    return next((card_text(c.card) for c in refusal.choices if isinstance(c, Move)), "")


def _taken(refusal: Refusal) -> str:
    return cards_text(refusal.action.taken) if isinstance(refusal.action, Move) else ""


def _must_take_equal(refusal: Refusal) -> str:
    equal = refusal.cards
    # Translators: {card} is the card played, {equal} the card(s) of the same value on the table.
    # The rule of Scopa: a card that finds its equal on the table must take it, not a sum.
    return ngettext(
        "An equal card is on the table: the {card} must take the {equal}.",
        "An equal card is on the table: the {card} must take one of {equal}.",
        len(equal),
    ).format(card=_played(refusal), equal=", ".join(card_text(c) for c in equal))


def _not_on_table(refusal: Refusal) -> str:
    # Translators: {cards} are cards named in a move that do not lie on the table.
    return ngettext("{cards} is not on the table.", "{cards} are not on the table.", len(refusal.cards)).format(
        cards=", ".join(card_text(c) for c in refusal.cards)
    )


_REFUSALS: dict[RefusalCode, Callable[[Refusal], str]] = {
    RefusalCode.DEAL_OVER: lambda r: _("The deal is over."),
    RefusalCode.VOID_DEAL: lambda r: _(
        "The deal is void: three or more kings lie on the table, and the same dealer deals again."
    ),
    # Translators: {card} is a card like "5♣".
    RefusalCode.NOT_IN_HAND: lambda r: _("You do not hold the {card}.").format(card=_played(r)),
    RefusalCode.NO_PASS: lambda r: _("Play a card: only a card just drawn may be kept."),
    # Translators: {card} is the card just drawn (deal_one_card house rule).
    RefusalCode.ONLY_DRAWN: lambda r: _("You have just drawn the {card}: take with it now, or keep it.").format(
        card=_played(r)
    ),
    RefusalCode.NOT_ON_TABLE: _not_on_table,
    # Translators: {card} is a card like "5♣".
    RefusalCode.CANNOT_CAPTURE: lambda r: _("The {card} cannot take anything here: lay it on the table.").format(
        card=_played(r)
    ),
    # Translators: {card} is the card played; {choices} the captures it may make, like "7♦ takes 3♣+4♥".
    RefusalCode.MUST_CAPTURE: lambda r: _("The {card} can take, so it must: {choices}.").format(
        card=_played(r), choices=choices_text(r.choices)
    ),
    RefusalCode.MUST_TAKE_EQUAL: _must_take_equal,
    # Translators: {card} is the card played; {choices} the captures it may make.
    RefusalCode.FEWEST_CARDS: lambda r: _("The {card} must take as few cards as it can: {choices}.").format(
        card=_played(r), choices=choices_text(r.choices)
    ),
    # Translators: scopa d'assi house rule; {card} is the ace played.
    RefusalCode.ACE_TAKES_ACE: lambda r: _("An ace lies on the table: the {card} takes only an ace.").format(
        card=_played(r)
    ),
    # Translators: scopa d'assi house rule.
    RefusalCode.ACE_SWEEP: lambda r: _("With no ace on the table, an ace takes every card on it."),
    # Translators: {card} is the card played, {taken} the cards the player tried to take, {choices}
    # the captures it may make.
    RefusalCode.WRONG_SET: lambda r: _("The {card} cannot take {taken}: {choices}.").format(
        card=_played(r), taken=_taken(r), choices=choices_text(r.choices)
    ),
}


def side_names(sides: Sequence[Sequence[int]], names: Sequence[str]) -> list[str]:
    """Each side as its players' names: "Anna", or "Anna & Carla" for a team."""
    # Translators: the two partners of a team, like "Anna & Carla".
    return [names[s[0]] if len(s) == 1 else _("{first} & {second}").format(first=names[s[0]], second=names[s[1]])
            for s in sides]  # fmt: skip


def team_text(side: int) -> str:
    # Translators: the team a player belongs to in Scopone and four-handed Scopa; {number} is 1 or 2.
    return pgettext("scopa", "Team {number}").format(number=side + 1)


def preset_title(preset: str) -> str:
    titles = {
        # Translators: the name of the game; keep "Scopa" as it is.
        "scopa": pgettext("preset", "Scopa"),
        # Translators: the name of the game for three players; keep "Scopa".
        "scopa-3": pgettext("preset", "Scopa for three"),
        # Translators: the name of the game for four players in two teams; keep "Scopa".
        "scopa-4": pgettext("preset", "Scopa for four"),
        # Translators: the name of the game; keep "Scopone" as it is.
        "scopone": pgettext("preset", "Scopone"),
        # Translators: the name of the game; keep "Scopone scientifico" as it is.
        "scopone-scientifico": pgettext("preset", "Scopone scientifico"),
    }
    return titles.get(preset, preset)

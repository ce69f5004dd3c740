"""What the Scopa board says, in the user's language: cards, moves, refusals, sides.

The Italian words of the game (scopa, settebello, primiera, denari, carte) are said in
Italian with the traditional terms, as Scopa players say them, else in the words of the
summary's points (`summary.category_name`: "sweep", "coins"; Polish "miotła", German
"Besen"). A card is named as the faces the user sees show it (`kopdesk.app.words` names
the cards of each look).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from kopdesk.app import words
from kopdesk.app.cardpaint.faces import Faces, FacesInUse
from kopdesk.cards import Card, Look
from kopdesk.games.scopa import Action, Move, Refusal, RefusalCode
from kopdesk.games.texts import Worded
from kopdesk.i18n import N_, NN_, _, ngettext, pgettext


def card_text(card: Card, faces: FacesInUse | None = None) -> str:
    """A card as a player writes it: rank and suit sign, "7♦"; on the Italian faces the
    user sees (`faces`), its Italian names, "7 of denari"."""
    return words.card_name(card, Look.ITALIAN if _italian(card, faces) else Look.FRENCH)


def object_text(card: Card, faces: FacesInUse | None = None) -> str:
    """A card as the object of a sentence ("Play the {card}") as `card_text` names it, in the
    case an object takes where the language inflects it (Polish "zagraj waleta buław")."""
    return words.object_name(card, Look.ITALIAN if _italian(card, faces) else Look.FRENCH)


def _italian(card: Card, faces: FacesInUse | None) -> bool:
    return faces is not None and faces.faces_of(card.deck) is Faces.ITALIAN


def cards_text(cards: Sequence[Card], faces: FacesInUse | None = None) -> str:
    """Cards joined as a sum: "3♣+4♥", or named on Italian faces "3 of coppe + 4 of bastoni"."""
    return _sum(cards, faces, card_text)


def taken_text(cards: Sequence[Card], faces: FacesInUse | None = None) -> str:
    """The cards a capture takes, as the object of "takes": a sum as `cards_text` writes it,
    each card in the case an object takes (Polish "bierze waleta buław + asa kielichów")."""
    return _sum(cards, faces, object_text)


def _sum(cards: Sequence[Card], faces: FacesInUse | None, name: Callable[[Card, FacesInUse | None], str]) -> str:
    joint = " + " if cards and _italian(cards[0], faces) else "+"
    return joint.join(name(c, faces) for c in cards)


def move_text(action: Action, faces: FacesInUse | None = None) -> str:
    """A move as the choices list it: the cards taken, or the lay."""
    if not isinstance(action, Move):
        # Translators: the move that keeps the card just drawn (deal_one_card house rule).
        return _("keep the card")
    if not action.take:
        # Translators: a move that lays the card on the table, taking nothing; {card} is like "5♣".
        return _("lay {card}").format(card=card_text(action.card, faces))
    # Translators: a capture; {card} is the card played, {taken} the cards it takes, like "3♣+4♥".
    return _("{card} takes {taken}").format(card=card_text(action.card, faces), taken=taken_text(action.taken, faces))


def choices_text(choices: Sequence[Action], faces: FacesInUse | None = None) -> str:
    return ", ".join(move_text(choice, faces) for choice in choices)


def refusal_text(refusal: Refusal, faces: FacesInUse | None = None) -> str:
    """The engine's refusal as one sentence for the user, the cards named as `faces`
    (the painter of the board) shows them; a sentence that begins with a card's name
    ("re spade nie może…") begins with a capital letter."""
    sentence = _REFUSALS[refusal.code](_RefusalWords(refusal, faces))
    return sentence[:1].upper() + sentence[1:]


class _RefusalWords:
    """A refusal and the words of its cards."""

    def __init__(self, refusal: Refusal, faces: FacesInUse | None) -> None:
        self.refusal, self.faces = refusal, faces

    def card(self) -> str:
        """The card played."""
        action = self.refusal.action
        if isinstance(action, Move):
            return card_text(action.card, self.faces)
        return next((card_text(c.card, self.faces) for c in self.refusal.choices if isinstance(c, Move)), "")

    def taken(self) -> str:
        action = self.refusal.action
        return taken_text(action.taken, self.faces) if isinstance(action, Move) else ""

    def choices(self) -> str:
        return choices_text(self.refusal.choices, self.faces)

    def cards(self, as_object: bool = False) -> str:
        """The cards the rule points at (as a sentence's object if `as_object`)."""
        name = object_text if as_object else card_text
        return ", ".join(name(c, self.faces) for c in self.refusal.cards)


def _must_take_equal(r: _RefusalWords) -> str:
    # Translators: {card} is the card played, {equal} the card(s) of the same value on the table.
    # The rule of Scopa: a card that finds its equal on the table must take it, not a sum.
    count = len(r.refusal.cards)
    return ngettext(
        "An equal card is on the table: the {card} must take the {equal}.",
        "An equal card is on the table: the {card} must take one of {equal}.",
        count,
    ).format(card=r.card(), equal=r.cards(as_object=count == 1))  # one card is the object of "take"


def _not_on_table(r: _RefusalWords) -> str:
    # Translators: {cards} are cards named in a move that do not lie on the table.
    return ngettext("{cards} is not on the table.", "{cards} are not on the table.", len(r.refusal.cards)).format(
        cards=r.cards()
    )


_REFUSALS: dict[RefusalCode, Callable[[_RefusalWords], str]] = {
    RefusalCode.DEAL_OVER: lambda r: _("The deal is over."),
    RefusalCode.VOID_DEAL: lambda r: _(
        "The deal is void: three or more kings lie on the table, and the same dealer deals again."
    ),
    # Translators: {card} is a card like "5♣".
    RefusalCode.NOT_IN_HAND: lambda r: _("You do not hold the {card}.").format(card=r.card()),
    RefusalCode.NO_PASS: lambda r: _("Play a card: only a card just drawn may be kept."),
    # Translators: {card} is the card just drawn (deal_one_card house rule).
    RefusalCode.ONLY_DRAWN: lambda r: _("You have just drawn the {card}: take with it now, or keep it.").format(
        card=r.card()
    ),
    RefusalCode.NOT_ON_TABLE: _not_on_table,
    # Translators: {card} is a card like "5♣".
    RefusalCode.CANNOT_CAPTURE: lambda r: _("The {card} cannot take anything here: lay it on the table.").format(
        card=r.card()
    ),
    # Translators: {card} is the card played; {choices} the captures it may make, like "7♦ takes 3♣+4♥".
    RefusalCode.MUST_CAPTURE: lambda r: _("The {card} can take, so it must: {choices}.").format(
        card=r.card(), choices=r.choices()
    ),
    RefusalCode.MUST_TAKE_EQUAL: _must_take_equal,
    # Translators: {card} is the card played; {choices} the captures it may make.
    RefusalCode.FEWEST_CARDS: lambda r: _("The {card} must take as few cards as it can: {choices}.").format(
        card=r.card(), choices=r.choices()
    ),
    # Translators: scopa d'assi house rule; {card} is the ace played.
    RefusalCode.ACE_TAKES_ACE: lambda r: _("An ace lies on the table: the {card} takes only an ace.").format(
        card=r.card()
    ),
    # Translators: scopa d'assi house rule.
    RefusalCode.ACE_SWEEP: lambda r: _("With no ace on the table, an ace takes every card on it."),
    # Translators: {card} is the card played, {taken} the cards the player tried to take, {choices}
    # the captures it may make.
    RefusalCode.WRONG_SET: lambda r: _("The {card} cannot take {taken}: {choices}.").format(
        card=r.card(), taken=r.taken(), choices=r.choices()
    ),
}


SWEEPS = Worded(
    # Translators: the scope (sweeps) a side made, under its pile and on the score sheet; keep the
    # Italian word (singular scopa, plural scope).
    NN_("{count} scopa", "{count} scope"),
    # Translators: the sweeps a side made (taking every card on the table), under its pile and on the
    # score sheet; the word of the summary's "sweeps" point: Polish "miotła", German "Besen".
    NN_("{count} sweep", "{count} sweeps"),
)


def sweeps_text(count: int) -> str:
    """The sweeps a side made: "1 sweep", with the traditional terms "1 scopa"."""
    return words.said_n(SWEEPS, count).format(count=count)


def sweep_announcement(name: str) -> str:
    """Announced big on the table when the player `name` (empty: unnamed) sweeps it."""
    return words.said(_SWEEP_BY).format(name=name) if name else words.said(_SWEEP)


_SWEEP_BY = Worded(
    # Translators: announced big on the table when a player sweeps it; keep "Scopa".
    N_("Scopa! ({name})"),
    # Translators: announced big on the table when a player sweeps it, the word of the summary's
    # "sweeps" point: Polish "Miotła!", German "Besen!".
    N_("Sweep! ({name})"),
)
_SWEEP = Worded(N_("Scopa!"), N_("Sweep!"))


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

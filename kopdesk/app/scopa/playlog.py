"""The log of a Scopa or Scopone deal: the cards laid on the table at the start, each card
laid or capturing (a sweep said so), the cards drawn and kept under deal_one_card, each new
round of hands, and at the end the cards left to the last capture. A card is named only
once it is face up: a card drawn is "a card" until it is played."""

from __future__ import annotations

from kopdesk.app.cardpaint.faces import FacesInUse
from kopdesk.app.playlines import LineKind, LogLine, Players, look_in_use, restarted
from kopdesk.app.scopa.words import card_text, taken_text
from kopdesk.app.words import said, the_card
from kopdesk.cards import Card
from kopdesk.games.scopa import (
    CardDrawn,
    CardKept,
    CardLaid,
    CardsCaptured,
    Deal,
    Event,
    HandsDealt,
    LeftoverTaken,
    Phase,
)
from kopdesk.games.texts import Worded
from kopdesk.i18n import N_, _, ngettext


def log_lines(deal: Deal, players: Players, faces: FacesInUse) -> list[LogLine]:
    """Every move of `deal` so far and what came of it."""
    replay: Deal = restarted(deal)
    lines = _opening(replay, faces)
    last_taker = None
    for action in deal.history:
        for event in replay.apply(action):
            if isinstance(event, CardsCaptured):
                last_taker = event.seat
            line = _line(event, players, faces, last_taker)
            if line is not None:
                lines.append(line)
    return lines


def _opening(deal: Deal, faces: FacesInUse) -> list[LogLine]:
    """The cards dealt face up to the table; a void deal says so."""
    lines = []
    if deal.table:
        # Translators: the log of the play: the cards dealt face up to the table; {cards} like "7♠, 3♦, K♣, 5♥".
        heading = _("On the table: {cards}").format(cards=_listed(deal.table, faces))
        lines.append(LogLine(heading, LineKind.HEADING))
    if deal.phase is Phase.REDEAL:
        text = _("The deal is void: three or more kings lie on the table, and the same dealer deals again.")
        lines.append(LogLine(text, LineKind.AFTER))
    return lines


def _line(event: Event, players: Players, faces: FacesInUse, last_taker: int | None) -> LogLine | None:
    if isinstance(event, CardLaid):
        card = the_card(event.card, look_in_use(event.card, faces))
        # Translators: the log of the play; {card} with its article, "the 5♣", "the 5 of bastoni" (German
        # "die 5♣", "den König").
        you, other = _("You lay {card} on the table."), _("{name} lays {card} on the table.")
        return LogLine(players.say(event.seat, you, other, card=card))
    if isinstance(event, CardsCaptured):
        return LogLine(_capture(event, players, faces))
    if isinstance(event, CardKept):
        # Translators: the log of the play (deal_one_card house rule): the card just drawn is kept for later.
        return LogLine(players.say(event.seat, _("You keep the card you drew."), _("{name} keeps the card drawn.")))
    if isinstance(event, CardDrawn):
        return LogLine(_drawn(event, players), LineKind.AFTER)
    if isinstance(event, HandsDealt):
        return LogLine(_dealt(event), LineKind.HEADING)
    if isinstance(event, LeftoverTaken) and last_taker is not None:
        return LogLine(_leftover(event, players, faces, last_taker), LineKind.AFTER)
    return None


def _capture(event: CardsCaptured, players: Players, faces: FacesInUse) -> str:
    values = {"card": the_card(event.card, look_in_use(event.card, faces)), "taken": taken_text(event.taken, faces)}
    if event.scopa:
        you, other = said(_YOU_SWEEP), said(_THEY_SWEEP)
    else:
        # Translators: the log of the play: a capture; {card} is the card played with its article, {taken} the
        # cards it takes.
        you = _("You play {card} and take {taken}.")
        other = _("{name} plays {card} and takes {taken}.")
    return players.say(event.seat, you, other, **values)


_YOU_SWEEP = Worded(
    # Translators: the log of the play: a capture that sweeps the table; {card} with its article ("the 7♦",
    # German "die 7♦"), {taken} like "3♣+4♥"; keep "scopa".
    N_("You play {card} and take {taken}: scopa!"),
    # Translators: the same, in the word of the summary's "sweeps" point: Polish "miotła!", German "Besen!".
    N_("You play {card} and take {taken}: a sweep!"),
)
_THEY_SWEEP = Worded(
    N_("{name} plays {card} and takes {taken}: scopa!"), N_("{name} plays {card} and takes {taken}: a sweep!")
)


def _drawn(event: CardDrawn, players: Players) -> str:
    left = event.talon
    # Translators: the log of the play (deal_one_card house rule); {talon}: the cards still in the stock (talon).
    you = ngettext("You draw a card (stock: {talon} card).", "You draw a card (stock: {talon} cards).", left)
    other = ngettext("{name} draws a card (stock: {talon} card).", "{name} draws a card (stock: {talon} cards).", left)
    return players.say(event.seat, you, other, talon=left)


def _dealt(event: HandsDealt) -> str:
    # Translators: the log of the play: a new round of cards from the stock (talon); {each} is 3.
    return ngettext(
        "New hands: {each} cards each; stock: {talon} card",
        "New hands: {each} cards each; stock: {talon} cards",
        event.talon,
    ).format(each=event.cards_each, talon=event.talon)


def _leftover(event: LeftoverTaken, players: Players, faces: FacesInUse, taker: int) -> str:
    # Translators: the log of the play: at the end the cards left on the table go to the side of the last capture.
    you = _("You captured last and take the cards left on the table: {cards}.")
    other = _("{name} captured last and takes the cards left on the table: {cards}.")
    return players.say(taker, you, other, cards=_listed(event.cards, faces))


def _listed(cards: tuple[Card, ...], faces: FacesInUse) -> str:
    return ", ".join(card_text(card, faces) for card in cards)

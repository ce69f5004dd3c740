"""Guided first deals of Scopa and Scopone scientifico: data only, no Qt.

Each lesson (`kopdesk.games.lessons`) is a prearranged deal (preset, dealer, the 40-card
pack in dealing order) with the user at seat 0 as the first player, a script of the other
players' moves, and one step per move of the user: "KC:KH" (a capture), "5C" (a lay). The
app drives a lesson with its Coach as it drives Kop's first deal (`kopdesk.app.kop.tutorial`).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from kopdesk.games import lessons
from kopdesk.games.lessons import USER as USER
from kopdesk.games.lessons import action as action
from kopdesk.games.scopa.cards import card
from kopdesk.games.scopa.deal import Deal
from kopdesk.games.scopa.rules import RuleSet, rules_from_preset
from kopdesk.games.texts import Worded
from kopdesk.i18n import N_


class Claim(enum.Enum):
    """What a step's text states about the position it is shown in."""

    ONLY = "only"
    """The expected move is the only one allowed."""
    NO_CAPTURE = "no_capture"
    """None of the user's cards can capture: every move is a lay."""
    EMPTY = "empty"
    """The table is empty."""
    EQUAL = "equal"
    """The move takes one card of the played card's value."""
    SUM = "sum"
    """The move takes two or more cards adding up to the played card's value."""
    SCOPA = "scopa"
    """The move takes every card on the table and counts a scopa."""
    SETTEBELLO = "settebello"
    """The move puts the seven of denari into the user's pile."""
    DENARI = "denari"
    """The move puts at least one denaro into the user's pile."""
    CHOICE = "choice"
    """The user could make another capture than the step's (with another card, or another set)."""


Step = lessons.Step[Claim]


@dataclass(frozen=True, kw_only=True)
class Lesson(lessons.Lesson[Deal, Claim]):
    deck: tuple[str, ...]
    """The pack in dealing order, as deal files write it."""

    def rules(self) -> RuleSet:
        return rules_from_preset(self.preset)

    def deal(self) -> Deal:
        return Deal(self.rules(), self.dealer, [card(text) for text in self.deck])

    def made(self, deal: Deal, seat: int) -> int:
        """Cards dealt to `seat`, less the cards it holds."""
        start = self.deal()
        return len(start.hand(seat)) + _refills(start, deal) - len(deal.hand(seat))


def _refills(start: Deal, deal: Deal) -> int:
    """Cards each player has been given from the talon since the start (three a round)."""
    players = len(start.order)
    return (len(start.talon) - len(deal.talon)) // players


def _split(texts: str) -> tuple[str, ...]:
    return tuple(texts.split())


# Translators: Scopa lessons; "lay": put a card on the table without capturing. A text that names
# the game's words has two wordings: the first keeps the Italian words (scopa, settebello, primiera,
# denari, carte) as the help keeps them; the second, shown with the traditional terms off, says them
# as the table's summary translates them (Polish "miotła", "siódemka denari", "karty", keeping
# "denari" and "primiera"; German "Besen", "Denari-Sieben", "Denari", "Karten", "Primiera").
_NOTHING_TO_TAKE = N_("None of your cards can take anything: lay one on the table.")
_EQUAL = N_("A card of the same value is on the table: take it.")
_LAST_CARD = N_("Your last card of this round: play it.")

SCOPA = Lesson(
    preset="scopa",
    dealer=1,
    deck=_split(
        "7H 5C KD JH 5D 6S KH KC 6D 2D AD 6H 7C QH JC 3H AC 2C QC 5H 5S JS 2S 4D 7D 3S AH 3D JD 2H "
        "QS 3C 4S 7S KS AS 4H QD 6C 4C"
    ),
    script={
        1: _split("KD:2D+JH 6S 6D:6S 6H QH 3H JS:JC 5H 2C 3D:3H 4D 3S 3C:3S 7S 2H QD:QS AS 4C:4H"),
    },
    intro=N_(
        "Scopa is played with 40 cards: ace to seven, jack, queen and king in four suits. For taking "
        "cards the ace counts 1, the others their number, the jack 8, the queen 9, the king 10. You "
        "and your opponent get three cards each, four lie face up on the table. Play a card: if it "
        "can take cards from the table it must, else it stays there. When the hands are empty, three "
        "more each, until the stock is used up."
    ),
    steps=(
        Step(
            "KC:KH",
            N_(
                "Your king of clubs must take the king of hearts: when a card of the same value is on "
                "the table, you must take it, not a sum of other cards."
            ),
            frozenset({Claim.EQUAL}),
            ("KC", "KH"),
        ),
        Step(
            "5C",
            Worded(
                N_(
                    "Only the seven of hearts is left, and nothing in your hand makes seven: lay the five "
                    "of clubs. You keep the five of diamonds, a denaro, to take it back."
                ),
                N_(
                    "Only the seven of hearts is left, and nothing in your hand makes seven: lay the five "
                    "of clubs. You keep the five of diamonds, a card of coins, to take it back."
                ),
            ),
            frozenset({Claim.NO_CAPTURE}),
            ("5C", "5D", "7H"),
        ),
        Step(
            "5D:5C",
            Worded(
                N_("Take the five of clubs with your five of diamonds: a denaro into your pile."),
                N_("Take the five of clubs with your five of diamonds: a card of coins into your pile."),
            ),
            frozenset({Claim.ONLY, Claim.EQUAL, Claim.DENARI}),
            ("5D", "5C"),
        ),
        Step(
            "7C:7H",
            Worded(
                N_(
                    "Only the seven of hearts is on the table: take it with your seven of clubs. You take "
                    "every card on the table, so you make a scopa: one point."
                ),
                N_(
                    "Only the seven of hearts is on the table: take it with your seven of clubs. You take "
                    "every card on the table, so you make a sweep: one point."
                ),
            ),
            frozenset({Claim.EQUAL, Claim.SCOPA}),
            ("7C", "7H"),
        ),
        Step(
            "JC",
            Worded(
                N_(
                    "After your scopa your opponent had to lay a card. Nothing you hold takes the six "
                    "of hearts: lay the jack of clubs."
                ),
                N_(
                    "After your sweep your opponent had to lay a card. Nothing you hold takes the six "
                    "of hearts: lay the jack of clubs."
                ),
            ),
            frozenset({Claim.NO_CAPTURE}),
            ("JC", "6H"),
        ),
        Step("AD", _LAST_CARD, frozenset({Claim.ONLY, Claim.NO_CAPTURE}), ("AD",)),
        Step(
            "AC:AD",
            Worded(
                N_(
                    "Take back your ace of diamonds with the ace of clubs: a denaro, and an ace counts well "
                    "in the primiera."
                ),
                N_(
                    "Take back your ace of diamonds with the ace of clubs: a card of coins, and an ace counts well "
                    "in the prime."
                ),
            ),
            frozenset({Claim.EQUAL, Claim.DENARI, Claim.CHOICE}),
            ("AC", "AD"),
        ),
        Step("QC:QH", _EQUAL, frozenset({Claim.EQUAL}), ("QC", "QH")),
        Step("5S:5H", _EQUAL, frozenset({Claim.ONLY, Claim.EQUAL}), ("5S", "5H")),
        Step("2S:2C", _EQUAL, frozenset({Claim.EQUAL}), ("2S", "2C")),
        Step(
            "AH",
            Worded(
                N_(
                    "You hold the settebello, the seven of diamonds. Lay the ace of hearts beside the six: "
                    "ace and six make seven, and the settebello can take them next time."
                ),
                N_(
                    "You hold the seven of coins, the seven of diamonds. Lay the ace of hearts beside the "
                    "six: ace and six make seven, and the seven of coins can take them next time."
                ),
            ),
            frozenset({Claim.NO_CAPTURE}),
            ("7D", "AH", "6H"),
        ),
        Step(
            "7D:6H+AH",
            Worded(
                N_(
                    "Take the ace and the six with the settebello: the seven of diamonds in your pile is "
                    "worth a point by itself."
                ),
                N_(
                    "Take the ace and the six with the seven of coins: the seven of diamonds in your pile "
                    "is worth a point by itself."
                ),
            ),
            frozenset({Claim.ONLY, Claim.SUM, Claim.SETTEBELLO, Claim.DENARI}),
            ("7D", "6H", "AH"),
        ),
        Step("4S:4D", _EQUAL, frozenset({Claim.EQUAL, Claim.DENARI}), ("4S", "4D")),
        Step(
            "JD",
            Worded(
                N_("Your opponent made a scopa and the table is empty: you can only lay a card."),
                N_("Your opponent made a sweep and the table is empty: you can only lay a card."),
            ),
            frozenset({Claim.EMPTY, Claim.NO_CAPTURE}),
        ),
        Step("QS", _LAST_CARD, frozenset({Claim.ONLY, Claim.NO_CAPTURE}), ("QS",)),
        Step(
            "KS:2H+JD",
            N_("The two of hearts and the jack of diamonds make ten: take them with your king of spades."),
            frozenset({Claim.SUM, Claim.DENARI}),
            ("2H", "JD", "KS"),
        ),
        Step("6C", _NOTHING_TO_TAKE, frozenset({Claim.NO_CAPTURE}), ("6C",)),
        Step("4H", _LAST_CARD, frozenset({Claim.ONLY, Claim.NO_CAPTURE}), ("4H",)),
    ),
    ending=Worded(
        N_(
            "The deal is over. Your opponent made the last capture, so the cards left on the table went "
            "to him, and that is no scopa. You have 22 cards to 18 (carte), the settebello and the better "
            "primiera, 78 to 71; the denari are 5 to 5, a tie, so nobody gets that point. With one scopa "
            "each, the deal ends 4 to 1 for you. A match goes to 11."
        ),
        N_(
            "The deal is over. Your opponent made the last capture, so the cards left on the table went "
            "to him, and that is no sweep. You have 22 cards to 18, the seven of coins and the better "
            "prime, 78 to 71; the coins are 5 to 5, a tie, so nobody gets that point. With one sweep "
            "each, the deal ends 4 to 1 for you. A match goes to 11."
        ),
    ),
)

SCOPONE = Lesson(
    preset="scopone-scientifico",
    dealer=3,
    deck=_split(
        "7D 7C 2D 3S 5D QD 5C 7H JH 6D 6H 7S 5H 3C 4C 4D KC AD AH AC QS KH 4S 4H 2H JS 3D KS AS JD "
        "KD 5S 6C 3H JC 2S QH 2C 6S QC"
    ),
    script={
        1: _split("KS 3D:3S QD:QS JD:JC JS 7H:3C+4S 5C:5S JH:JS 6D AS"),
        2: _split("JC 3C 5H KD 5S 6C:6S 3H 6H 4C 7S:3H+4C"),
        3: _split("2C:2H KC:KS QH QC:QH 6S 4D 2S AH AC AD:AS"),
    },
    intro=Worded(
        N_(
            "Scopone scientifico: four players, two against two, your partner sits opposite you. Each "
            "gets ten cards and the table starts empty. The cards are taken as in Scopa, and the points "
            "too, for the pair: carte, denari, settebello, primiera and the scope."
        ),
        N_(
            "Scopone scientifico: four players, two against two, your partner sits opposite you. Each "
            "gets ten cards and the table starts empty. The cards are taken as in Scopa, and the points "
            "too, for the pair: cards, coins, the seven of coins, prime and the sweeps."
        ),
    ),
    steps=(
        Step(
            "2H",
            N_("The table is empty, so the first card is always laid: lay the two of hearts, a low card."),
            frozenset({Claim.EMPTY, Claim.NO_CAPTURE}),
            ("2H",),
        ),
        Step(
            "3S",
            Worded(
                N_(
                    "Your king of hearts could take the king of spades, but that would leave the jack of "
                    "clubs alone on the table, and the next player could sweep it with a jack for a scopa. "
                    "Lay the three of spades: no single card takes three cards worth 21."
                ),
                N_(
                    "Your king of hearts could take the king of spades, but that would leave the jack of "
                    "clubs alone on the table, and the next player could take it with a jack for a sweep. "
                    "Lay the three of spades: no single card takes three cards worth 21."
                ),
            ),
            frozenset({Claim.CHOICE}),
            ("KH", "KS", "JC", "3S"),
        ),
        Step("QS", _NOTHING_TO_TAKE, frozenset({Claim.NO_CAPTURE}), ("QS",)),
        Step(
            "5D:5H",
            Worded(
                N_("Take the five of hearts with your five of diamonds: a denaro for your pair."),
                N_("Take the five of hearts with your five of diamonds: a card of coins for your pair."),
            ),
            frozenset({Claim.EQUAL, Claim.DENARI}),
            ("5D", "5H"),
        ),
        Step(
            "KH:KD",
            Worded(
                N_("Take the king of diamonds, another denaro, with your king of hearts."),
                N_("Take the king of diamonds, another card of coins, with your king of hearts."),
            ),
            frozenset({Claim.EQUAL, Claim.DENARI}),
            ("KH", "KD"),
        ),
        Step("4S", _NOTHING_TO_TAKE, frozenset({Claim.NO_CAPTURE}), ("4S",)),
        Step("4H:4D", _EQUAL, frozenset({Claim.EQUAL, Claim.DENARI}), ("4H", "4D")),
        Step("2D:2S", _EQUAL, frozenset({Claim.EQUAL, Claim.DENARI}), ("2D", "2S")),
        Step(
            "7D:6H+AH",
            Worded(
                N_(
                    "Both your sevens can take the ace and the six. Take them with the settebello, the "
                    "seven of diamonds: safe in your pile it is a point for your pair."
                ),
                N_(
                    "Both your sevens can take the ace and the six. Take them with the seven of coins, "
                    "the seven of diamonds: safe in your pile it is a point for your pair."
                ),
            ),
            frozenset({Claim.SUM, Claim.SETTEBELLO, Claim.DENARI, Claim.CHOICE}),
            ("7C", "7D", "AH", "6H"),
        ),
        Step(
            "7C:6D+AC",
            Worded(
                N_(
                    "Your last card, the seven of clubs, takes the three and four or the six and the ace. "
                    "Take the six of diamonds and the ace: a denaro, and the six is strong in the primiera."
                ),
                N_(
                    "Your last card, the seven of clubs, takes the three and four or the six and the ace. "
                    "Take the six of diamonds and the ace: a card of coins, and the six is strong in the prime."
                ),
            ),
            frozenset({Claim.SUM, Claim.DENARI, Claim.CHOICE}),
            ("7C", "3H", "4C", "6D", "AC"),
        ),
    ),
    ending=Worded(
        N_(
            "The deal is over. Your pair has 19 cards to 21, so the carte point goes to the others; you "
            "have 6 denari to 4, the settebello and the primiera, 81 to 68: 3 to 1 for you. The last "
            "card never makes a scopa, even when it takes everything left on the table."
        ),
        N_(
            "The deal is over. Your pair has 19 cards to 21, so the cards point goes to the others; you "
            "have 6 coins to 4, the seven of coins and the prime, 81 to 68: 3 to 1 for you. The last "
            "card never makes a sweep, even when it takes everything left on the table."
        ),
    ),
)

LESSONS: dict[str, Lesson] = {lesson.preset: lesson for lesson in (SCOPA, SCOPONE)}
"""The first deal of each preset that has one."""

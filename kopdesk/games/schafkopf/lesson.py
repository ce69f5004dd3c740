"""Guided first deals of the Schafkopf family, one per preset: data only, no Qt.

Each lesson (`kopdesk.games.lessons`) is a prearranged deal (preset, dealer, hands) with
the user at seat 0, a script of what the other players do (their calls, then their
cards), and one step per action of the user ("sauspiel:E", "OE"). The app drives a
lesson with its Coach as it drives Kop's first deal (`kopdesk.app.kop.tutorial`).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field

from kopdesk.games import lessons
from kopdesk.games.lessons import USER as USER
from kopdesk.games.lessons import action as action
from kopdesk.games.schafkopf.deal import Deal
from kopdesk.games.schafkopf.rules import RuleSet, rules_from_preset
from kopdesk.games.texts import Worded
from kopdesk.i18n import N_, NP_


class Claim(enum.Enum):
    """What a step's text states about the position it is shown in."""

    ONLY = "only"
    """The expected action is the only one allowed."""
    FOLLOW = "follow"
    """A card is led and the user must follow: some of his open cards are not allowed."""
    FREE = "free"
    """A card is led that the user cannot follow: every open card is allowed."""
    TRUMP = "trump"
    """The card played is a trump."""
    WINS = "wins"
    """The user takes the trick."""
    OURS = "ours"
    """The user's partner takes the trick."""
    LOSES = "loses"
    """An opponent takes the trick."""


Step = lessons.Step[Claim]


@dataclass(frozen=True, kw_only=True)
class Lesson(lessons.Lesson[Deal, Claim]):
    hands: tuple[tuple[str, ...], ...]
    """As deal files write them; Zweier: the eight open cards, then the eight under them."""
    house_rules: Mapping[str, object] = field(default_factory=dict)

    def rules(self) -> RuleSet:
        return rules_from_preset(self.preset, self.house_rules)

    def deal(self) -> Deal:
        rules = self.rules()
        return Deal(rules, self.dealer, [[rules.deck.card(text) for text in hand] for hand in self.hands])

    def made(self, deal: Deal, seat: int) -> int:
        return _turns(self, deal).count(seat)


def _turns(lesson: Lesson, deal: Deal) -> list[int]:
    """Who made each action of `deal` so far (replayed on the lesson's fresh deal)."""
    fresh = lesson.deal()
    seats: list[int] = []
    for made in deal.history:
        assert fresh.to_move is not None
        seats.append(fresh.to_move)
        fresh.apply(made)
    return seats


# Steps that come back in several lessons: the same sentence, the same claims.
_FOLLOW_ONLY = N_("You hold one card of the suit led, and you must follow suit: play it.")
_LAST_CARD = N_("Your last card: play it.")
_CLUBS_ACE = N_("Take a trick with the ace of clubs while everybody still holds clubs.")

# Translators: Bavarian Schafkopf lesson. Each text has two wordings: the first keeps the German game
# words (Sau, Ober, Unter, Eichel, Gras, Herz, Schellen, Sauspiel, Schuss, Retour, Laufende, schneider)
# as the help keeps them; the second, shown with the traditional terms off, says the cards and words
# as the table translates them (Polish "wyżnik żołądź", "as czerwień", "gra z wywołanym asem", "matadory").
BAVARIAN = Lesson(
    preset="schafkopf",
    dealer=3,
    hands=(
        ("OE", "OH", "UG", "AH", "10H", "9E", "AG", "7S"),  # the user
        ("OS", "UE", "KH", "10E", "KE", "8G", "9S", "8S"),
        ("OG", "US", "9H", "AE", "7E", "10G", "7G", "KS"),  # the partner: he holds the Eichel-Sau
        ("UH", "8H", "7H", "8E", "KG", "9G", "AS", "10S"),
    ),
    script={
        1: ("pass", "pass", "UE", "OS", "KE", "10E", "KH", "8G", "8S", "9S"),
        2: ("pass", "pass", "OG", "US", "AE", "7E", "9H", "10G", "KS", "7G"),
        3: ("pass", "pass", "7H", "8H", "8E", "UH", "9G", "KG", "10S", "AS"),
    },
    intro=Worded(
        N_(
            "Bavarian Schafkopf is played by four with 32 German-suited cards, eight each. Fourteen "
            "cards are trumps: the four Ober, the four Unter, then the Herz cards (Sau, ten, king, nine, "
            "eight, seven). The cards hold 120 card points; the playing side needs 61. You sit left of "
            "the dealer: you speak first and lead to the first trick."
        ),
        # Translators: the lesson with the traditional terms off: the cards and game words as the table
        # translates them (Polish "wyżnik żołądź", "as czerwień", "gra z wywołanym asem", "matadory").
        N_(
            "Bavarian Schafkopf is played by four with 32 German-suited cards, eight each. Fourteen "
            "cards are trumps: the four overs, the four unders, then the hearts (ace, ten, king, nine, "
            "eight, seven). The cards hold 120 card points; the playing side needs 61. You sit left of "
            "the dealer: you speak first and lead to the first trick."
        ),
    ),
    steps=(
        Step(
            "sauspiel:E",
            Worded(
                N_(
                    "You hold the Eichel-Ober, the Herz-Ober, the Gras-Unter and the Herz-Sau and ten: five "
                    "trumps, enough for a Sauspiel. You call an ace you lack, in a suit you hold: the "
                    "Eichel-Sau, since you hold the Eichel nine. Whoever holds it is your partner, and "
                    "nobody says who that is. Play a Sauspiel on the Eichel-Sau."
                ),
                N_(
                    "You hold the over of acorns, the over of hearts, the under of leaves and the ace and "
                    "ten of hearts: five trumps, enough for a call-ace game. You call an ace you lack, in a "
                    "suit you hold: the ace of acorns, since you hold the nine of acorns. Whoever holds it "
                    "is your partner, and nobody says who that is. Play a call-ace game on the ace of acorns."
                ),
            ),
            cards=("OE", "OH", "UG", "AH", "10H", "9E"),
        ),
        Step(
            "pass",
            Worded(
                N_(
                    "Everybody else passed: you are the declarer. Before the first card a defender may "
                    "double with Schuss, and your side may answer with Retour; the declarer cannot open "
                    "the doubling. Pass."
                ),
                N_(
                    "Everybody else passed: you are the declarer. Before the first card a defender may "
                    "double, and your side may answer with a redouble; the declarer cannot open the "
                    "doubling. Pass."
                ),
            ),
            frozenset({Claim.ONLY}),
        ),
        Step(
            "OE",
            Worded(
                N_(
                    "Lead the Eichel-Ober, the highest trump: nothing beats it, and everybody who holds "
                    "a trump must play one."
                ),
                N_(
                    "Lead the over of acorns, the highest trump: nothing beats it, and everybody who "
                    "holds a trump must play one."
                ),
            ),
            frozenset({Claim.TRUMP, Claim.WINS}),
            ("OE",),
        ),
        Step(
            "OH",
            Worded(
                N_(
                    "The Gras-Ober fell in the first trick, so your Herz-Ober is now the highest trump "
                    "left: lead it and draw more trumps."
                ),
                N_(
                    "The over of leaves fell in the first trick, so your over of hearts is now the "
                    "highest trump left: lead it and draw more trumps."
                ),
            ),
            frozenset({Claim.TRUMP, Claim.WINS}),
            ("OH",),
        ),
        Step(
            "9E",
            Worded(
                N_(
                    "Now search the Sau: lead the Eichel nine. When Eichel is led, the holder of the "
                    "called Eichel-Sau must play it, so your partner shows himself and takes the trick "
                    "for your side."
                ),
                N_(
                    "Now search the called ace: lead the nine of acorns. When acorns are led, the holder "
                    "of the called ace of acorns must play it, so your partner shows himself and takes "
                    "the trick for your side."
                ),
            ),
            frozenset({Claim.OURS}),
            ("9E",),
        ),
        Step(
            "UG",
            Worded(
                N_(
                    "Your partner led the Eichel seven and your right-hand opponent trumped it with the "
                    "Herz-Unter. You have no Eichel, so you may play any card: take the trick with the "
                    "Gras-Unter, which ranks above the Herz-Unter."
                ),
                N_(
                    "Your partner led the seven of acorns and your right-hand opponent trumped it with "
                    "the under of hearts. You have no acorns, so you may play any card: take the trick "
                    "with the under of leaves, which ranks above the under of hearts."
                ),
            ),
            frozenset({Claim.FREE, Claim.TRUMP, Claim.WINS}),
            ("7E", "UH", "UG"),
        ),
        Step(
            "AH",
            Worded(
                N_(
                    "All four Ober and all four Unter have been played: your Herz-Sau is the highest trump "
                    "now. Lead it."
                ),
                N_(
                    "All four overs and all four unders have been played: your ace of hearts is the highest "
                    "trump now. Lead it."
                ),
            ),
            frozenset({Claim.TRUMP, Claim.WINS}),
            ("AH",),
        ),
        Step(
            "AG",
            Worded(
                N_(
                    "Lead the Gras-Sau: whoever holds Gras must follow with it, and your partner may add "
                    "a full card (schmieren)."
                ),
                N_(
                    "Lead the ace of leaves: whoever holds leaves must follow suit, and your partner may "
                    "add a full card (smear it)."
                ),
            ),
            frozenset({Claim.WINS}),
            ("AG",),
        ),
        Step(
            "10H",
            Worded(
                N_("Your Herz ten is the last trump in play: lead it, nobody can beat it."),
                N_("Your ten of hearts is the last trump in play: lead it, nobody can beat it."),
            ),
            frozenset({Claim.TRUMP, Claim.WINS}),
            ("10H",),
        ),
        Step("7S", _LAST_CARD, frozenset({Claim.ONLY, Claim.LOSES}), ("7S",)),
    ),
    ending=Worded(
        N_(
            "The deal is over. You and your partner took 109 card points, the defenders 11: 29 or fewer, "
            "so they are schneider. Your side was dealt the Eichel-, Gras- and Herz-Ober, the three "
            "highest trumps: three Laufende. The game is worth 1 for the Sauspiel, 3 for the Laufende "
            "and 1 for schneider: each defender pays one of you 5."
        ),
        N_(
            "The deal is over. You and your partner took 109 card points, the defenders 11: 29 or fewer, "
            "so they are schneider. Your side was dealt the overs of acorns, leaves and hearts, the three "
            "highest trumps: three runners. The game is worth 1 for the call-ace game, 3 for the runners "
            "and 1 for schneider: each defender pays one of you 5."
        ),
    ),
)

# Translators: Wendish Schafkopf lesson. "the Alten": the two black queens (stare in Polish,
# die Alten in German), as in the help.
WENDISH = Lesson(
    preset="wendisch",
    dealer=3,
    hands=(
        ("QC", "QS", "JH", "AD", "9D", "AC", "KC", "7S"),  # the user: both Alten
        ("QH", "JD", "KD", "8D", "10C", "9C", "AS", "8H"),
        ("QD", "JS", "10D", "AH", "10H", "7H", "8C", "9S"),  # the partner: he holds the ace of hearts
        ("JC", "7D", "7C", "10S", "KS", "8S", "KH", "9H"),
    ),
    script={
        1: ("8D", "JD", "9C", "10C", "8H", "QH", "AS", "KD"),
        2: ("10D", "QD", "8C", "JS", "7H", "9S", "10H", "AH"),
        3: ("7D", "JC", "7C", "8S", "9H", "10S", "KS", "KH"),
    },
    intro=N_(
        "Wendish Schafkopf is played by four with 32 French-suited cards, eight each. Fourteen "
        "cards are trumps: the four queens, the four jacks, then the diamonds (ace, ten, king, nine, "
        "eight, seven). The queens of clubs and spades, the Alten, make the sides: their holders play "
        "together and need 61 of the 120 card points. You lead to the first trick."
    ),
    steps=(
        Step(
            "partner:AH",
            N_(
                "You hold both Alten, the queen of clubs and the queen of spades. So you choose: play "
                "alone, take the winner of the first trick as your partner, or call an ace you do not "
                "hold. Call the ace of hearts: its holder plays with you."
            ),
            cards=("QC", "QS"),
        ),
        Step(
            "QC",
            N_("Lead the queen of clubs, the highest trump: everybody holding a trump must play one."),
            frozenset({Claim.TRUMP, Claim.WINS}),
            ("QC",),
        ),
        Step(
            "QS",
            N_("The queen of spades is now the highest trump: lead it and draw more trumps."),
            frozenset({Claim.TRUMP, Claim.WINS}),
            ("QS",),
        ),
        Step("AC", _CLUBS_ACE, frozenset({Claim.WINS}), ("AC",)),
        Step(
            "KC",
            N_(
                "Lead the king of clubs, your last club. The ten of clubs is still out, but a "
                "player without clubs may trump."
            ),
            frozenset({Claim.OURS}),
            ("KC",),
        ),
        Step(
            "9D",
            N_(
                "Your partner trumped your king and led the seven of hearts. You have no hearts, so "
                "you may play any card: take the trick with the nine of diamonds, a low trump."
            ),
            frozenset({Claim.FREE, Claim.TRUMP, Claim.WINS}),
            ("7H", "9D"),
        ),
        Step(
            "JH",
            N_("Lead the jack of hearts to draw the last trumps. The queen of hearts is still out and may take it."),
            frozenset({Claim.TRUMP, Claim.LOSES}),
            ("JH",),
        ),
        Step(
            "7S",
            N_(
                "Spades were led and you hold the seven of spades: you must follow suit, though your "
                "ace of diamonds would take the trick."
            ),
            frozenset({Claim.FOLLOW, Claim.ONLY}),
            ("7S", "AD"),
        ),
        Step(
            "AD",
            N_("Your ace of diamonds, a trump, beats the king of diamonds: the last trick is yours."),
            frozenset({Claim.ONLY, Claim.TRUMP, Claim.WINS}),
            ("AD", "KD"),
        ),
    ),
    ending=Worded(
        N_(
            "The deal is over. You and your partner took 80 card points, the others 40: you needed 61. "
            "They have more than 30, so they are not schneider: each of them pays one of you 1."
        ),
        NP_(
            "plain terms",
            "The deal is over. You and your partner took 80 card points, the others 40: you needed 61. "
            "They have more than 30, so they are not schneider: each of them pays one of you 1.",
        ),
    ),
)

# Translators: German Schafkopf (Deutscher Schafkopf) lesson.
GERMAN = Lesson(
    preset="deutsch",
    dealer=3,
    hands=(
        ("JC", "JH", "AH", "KH", "10H", "8H", "AC", "7S"),  # the user
        ("JS", "QH", "9H", "10C", "KC", "9S", "8S", "7D"),
        ("JD", "7H", "QC", "9C", "AS", "KS", "AD", "8D"),  # the partner, opposite
        ("8C", "7C", "QS", "10S", "KD", "QD", "10D", "9D"),
    ),
    script={
        1: ("pass", "9H", "KC", "JS", "7D", "QH", "8S", "9S", "10C"),
        2: ("pass", "JD", "QC", "7H", "8D", "AS", "AD", "KS", "9C"),
        3: ("pass", "7C", "8C", "10S", "9D", "QD", "QS", "KD", "10D"),
    },
    intro=N_(
        "German Schafkopf is played by four with 32 French-suited cards, eight each, two against "
        "two: your partner sits opposite you for the whole match. The four jacks are the highest "
        "trumps, and the player who holds the most trumps chooses the trump suit. You need 61 of the "
        "120 card points."
    ),
    steps=(
        Step(
            "trumps:H",
            N_(
                "Count your trumps for hearts: the jacks of clubs and hearts and four hearts make six. "
                "With five or more you must announce; with hearts as trumps your six are the most at "
                "the table. Announce hearts."
            ),
            frozenset({Claim.ONLY}),
            ("JC", "JH", "AH", "KH", "10H", "8H"),
        ),
        Step(
            "JC",
            N_(
                "Lead the jack of clubs, the highest trump. Below the four jacks come the hearts: "
                "ace, king, queen, ten, nine, eight, seven."
            ),
            frozenset({Claim.TRUMP, Claim.WINS}),
            ("JC",),
        ),
        Step("AC", _CLUBS_ACE, frozenset({Claim.WINS}), ("AC",)),
        Step(
            "8H",
            N_(
                "Lead a low trump, the eight of hearts, to draw the others' trumps. The jack of spades "
                "is still out and may take it."
            ),
            frozenset({Claim.TRUMP, Claim.LOSES}),
            ("8H",),
        ),
        Step(
            "10H",
            N_(
                "Diamonds were led and you have none: you may trump, but need not. Trump with the ten "
                "of hearts: in German Schafkopf the ten ranks below the queen, but it counts 10 card "
                "points, and no trump is in this trick yet."
            ),
            frozenset({Claim.FREE, Claim.TRUMP, Claim.WINS}),
            ("10H",),
        ),
        Step(
            "JH",
            N_("The jacks of clubs, spades and diamonds are out: your jack of hearts is the highest trump."),
            frozenset({Claim.TRUMP, Claim.WINS}),
            ("JH",),
        ),
        Step(
            "AH",
            N_("Now the ace of hearts is the highest trump: lead it, your partner may add a full card."),
            frozenset({Claim.TRUMP, Claim.WINS}),
            ("AH",),
        ),
        Step(
            "KH",
            N_("The queen of hearts has fallen: your king of hearts is the last trump in play."),
            frozenset({Claim.TRUMP, Claim.WINS}),
            ("KH",),
        ),
        Step(
            "7S",
            N_("Your last card, the seven of spades. Nobody else has a spade or a trump left, so it wins."),
            frozenset({Claim.ONLY, Claim.WINS}),
            ("7S",),
        ),
    ),
    ending=Worded(
        N_(
            "The deal is over. You and your partner took 108 card points, the others 12: 30 or fewer, so "
            "they are schneider. The game is worth 1, and 1 more for schneider: each of them pays one of you 2."
        ),
        NP_(
            "plain terms",
            "The deal is over. You and your partner took 108 card points, the others 12: 30 or fewer, so "
            "they are schneider. The game is worth 1, and 1 more for schneider: each of them pays one of you 2.",
        ),
    ),
)

# Translators: two-handed Schafkopf (Zweier) lesson. "face up" / "face down": the open cards
# and the hidden cards under them.
_ZWEIER_TRUMP = N_("You have no face-up card of the suit led: trump it and take the trick.")
_ZWEIER_LEAD = N_("Your lead: bring out a low card and keep your high trumps for later.")
ZWEIER = Lesson(
    preset="zweier",
    dealer=1,
    hands=(
        ("9H", "9D", "8C", "JS", "JH", "7H", "8S", "7S", "QC", "7D", "KC", "AD", "10D", "QD", "KH", "AS"),
        ("KD", "10H", "QS", "KS", "JD", "10C", "9C", "JC", "7C", "AH", "10S", "QH", "8D", "9S", "8H", "AC"),
    ),
    script={
        1: ("10H", "9C", "8H", "KS", "10C", "9S", "JC", "AC", "JD", "AH", "8D", "QS", "10S", "QH", "KD", "7C"),
    },
    intro=N_(
        "Two-handed Schafkopf: each of you has eight stacks, a face-up card on a face-down one. You "
        "may play only your face-up cards, and only they count when you must follow suit. When a "
        "trick is over, the card under each card played is turned up. Trumps and card points are "
        "those of Wendish Schafkopf; you need 61 of the 120 card points."
    ),
    steps=(
        Step(
            "7H",
            N_(
                "You lead to the first trick. Lead the seven of hearts: a low card, and the card "
                "under it is turned up after the trick."
            ),
            frozenset({Claim.LOSES}),
            ("7H",),
        ),
        Step("8C", _FOLLOW_ONLY, frozenset({Claim.FOLLOW, Claim.ONLY, Claim.LOSES}), ("8C",)),
        Step("9H", _FOLLOW_ONLY, frozenset({Claim.FOLLOW, Claim.ONLY, Claim.WINS}), ("9H",)),
        Step("7S", _ZWEIER_LEAD, frozenset({Claim.LOSES}), ("7S",)),
        Step("KC", _FOLLOW_ONLY, frozenset({Claim.FOLLOW, Claim.ONLY, Claim.LOSES}), ("KC",)),
        Step(
            "AS",
            N_("Spades were led: take the trick with the ace of spades, it beats the nine."),
            frozenset({Claim.FOLLOW, Claim.WINS}),
            ("AS",),
        ),
        Step("8S", _ZWEIER_LEAD, frozenset({Claim.LOSES}), ("8S",)),
        Step(
            "9D",
            N_("No face-up club: trump the ace of clubs with the nine of diamonds, your lowest trump."),
            frozenset({Claim.FREE, Claim.TRUMP, Claim.WINS}),
            ("9D",),
        ),
        Step("7D", _ZWEIER_LEAD, frozenset({Claim.TRUMP, Claim.LOSES}), ("7D",)),
        Step("KH", _FOLLOW_ONLY, frozenset({Claim.FOLLOW, Claim.ONLY, Claim.LOSES}), ("KH",)),
        Step("JS", _ZWEIER_TRUMP, frozenset({Claim.FREE, Claim.TRUMP, Claim.WINS}), ("JS",)),
        Step("JH", _ZWEIER_LEAD, frozenset({Claim.TRUMP, Claim.LOSES}), ("JH",)),
        Step("QC", _ZWEIER_TRUMP, frozenset({Claim.FREE, Claim.TRUMP, Claim.WINS}), ("QC",)),
        Step("QD", _ZWEIER_LEAD, frozenset({Claim.TRUMP, Claim.LOSES}), ("QD",)),
        Step(
            "10D",
            N_("The king of diamonds was led: your ten of diamonds ranks above it and takes the trick."),
            frozenset({Claim.TRUMP, Claim.WINS}),
            ("10D",),
        ),
        Step("AD", _LAST_CARD, frozenset({Claim.ONLY, Claim.TRUMP, Claim.WINS}), ("AD",)),
    ),
    ending=Worded(
        N_(
            "The deal is over: 62 card points to 58, you win. Your opponent took more than 30, so he is "
            "not schneider: he pays you 1."
        ),
        NP_(
            "plain terms",
            "The deal is over: 62 card points to 58, you win. Your opponent took more than 30, so he is "
            "not schneider: he pays you 1.",
        ),
    ),
)

LESSONS: dict[str, Lesson] = {lesson.preset: lesson for lesson in (BAVARIAN, WENDISH, GERMAN, ZWEIER)}
"""The first deal of each preset."""

"""The first deal, explained: a prearranged Kop deal that teaches as it goes.

The user (seat 0) is forehand and one of the old. Each of his six steps says what
happened since his last one, what to do now and why, and pictures the cards it
speaks of; it accepts only the step's action and refuses any other allowed one
with the lesson's reason (a card the rules refuse gets the rules' own reason).
The computer players follow a script, so the deal always unfolds the same way.

What the deal shows: the black queens make the sides; the auction, with Janek's
kontra; card points, the 53 to win and the tie; the trump order; everyone must
beat the trick if he can, a partner too (Janek goes over the user's queen); a
lost trick given away cheaply; following a plain suit while holding a trump; a
full card for the partner's sure trick; the payment, explained at the end.
tests/app/test_tutorial.py replays it and checks every fact the texts state.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from kopdesk.app.kop import terms
from kopdesk.app.words import uses_traditional
from kopdesk.bots.player import StopCheck, never_stop
from kopdesk.games.kop import (
    CALL_IDS,
    Action,
    Card,
    Contract,
    Deal,
    Observation,
    call_from_id,
    card,
    rules_from_preset,
)
from kopdesk.games.kop.texts import TRADITIONAL_CONTRACTS, TRADITIONAL_SIDES
from kopdesk.i18n import _
from kopdesk.storage import MatchSetup

if TYPE_CHECKING:
    from kopdesk.app.lessons import Page

DEALER = 3
"""Seat 3 deals, so the user at seat 0 calls first and leads to the first trick."""
HANDS = (
    ("QC", "10S", "AD", "JD"),  # the user: one black queen
    ("JS", "QH", "10D", "AC"),  # Ewa, young
    ("QS", "AH", "JC", "QD"),  # Janek, the partner: the other black queen
    ("JH", "10H", "AS", "10C"),  # Zosia, young
)
SCRIPT: dict[int, tuple[str, ...]] = {
    1: ("pass", "pass", "JS", "QH", "10D", "AC"),
    2: ("double", "AH", "QS", "JC", "QD"),
    3: ("pass", "JH", "10H", "AS", "10C"),
}
"""What each computer player does, in order: its calls, then its four cards."""

TRUMPS = ("AH", "10H", "QC", "QS", "QH", "QD", "JC", "JS", "JH", "JD", "AD", "10D")
"""The trumps of the normal order (as-dycha), from the highest."""
PLAIN = ("AC", "10C", "AS", "10S")


@dataclass(frozen=True)
class Step:
    explain: Callable[[], str]
    """What the user should know for this step (worded when shown)."""
    instruct: Callable[[], str]
    """What to do now."""
    accepts: frozenset[str]
    """The calls or cards this step wants (as in deal files)."""
    otherwise: Callable[[], str]
    """Why any other allowed action is not the one to make here."""
    recap: Callable[[], str] = str
    """What happened since the user's last step."""
    pictures: tuple[tuple[str, ...], ...] = ()
    """Cards shown with the explanation, in groups."""


def _first_step() -> str:
    """The sides, the auction and the wedding; and Kop's Polish words where the user prefers them."""
    # Translators: the lesson's first step. "the old" / "the young": the two sides (starzy /
    # młodzi), as everywhere in the app; the user is "you" throughout the lesson.
    sides = _(
        "Kop is played by four with 16 cards, four each, so a deal has four tricks. You hold "
        "the queen of clubs, one of the two black queens. Whoever holds the other one, the "
        "queen of spades, plays with you: you two are the old, the other two are the young. "
        "Nobody knows yet who that is. The deal begins with the auction, where a player may "
        "announce a game of his own, such as a solo against the other three."
    )
    # Translators: {wedding} is the game's name (wesele), as on its call button.
    wedding = _(
        "Had you held both black queens, you could also have called {wedding} and played with the holder of a jack."
    ).format(wedding=terms.contract_name(Contract.WESELE))
    return " ".join([sides, wedding, *_polish_words()])


def _polish_words() -> list[str]:
    """A sentence that gives Kop's Polish words for the lesson's, when the user chose them
    (View → Traditional terms) and they differ from the words of his language."""
    game, side = terms.translated_contract_name, terms.translated_side_name
    pairs = {  # the placeholders of a Polish word and of its term: the term in the user's language, the word
        ("starzy", "old"): (side(True), TRADITIONAL_SIDES["old"]),
        ("mlodzi", "young"): (side(False), TRADITIONAL_SIDES["young"]),
        ("zwyczajna", "normal"): (game(Contract.NORMAL), TRADITIONAL_CONTRACTS[Contract.NORMAL]),
        ("zolo", "solo"): (game(Contract.ZOLO), TRADITIONAL_CONTRACTS[Contract.ZOLO]),
        ("wesele", "wedding"): (game(Contract.WESELE), TRADITIONAL_CONTRACTS[Contract.WESELE]),
    }
    if not uses_traditional() or all(ours == polish for ours, polish in pairs.values()):
        return []
    words = {term: ours for (_word, term), (ours, _polish) in pairs.items()}
    words |= {word: polish for (word, _term), (_ours, polish) in pairs.items()}
    # Translators: shown only when the user prefers Kop's Polish words; {starzy}, {mlodzi},
    # {zwyczajna}, {zolo} and {wesele} are those Polish words, each for the term of your language
    # that follows it ({normal}: the normal game, as the table names it).
    return [
        _(
            "This table uses Kop's Polish words: {starzy} for {old}, {mlodzi} for {young}, "
            "{zwyczajna} for {normal}, {zolo} for {solo} and {wesele} for {wedding}."
        ).format(**words)
    ]


def _steps() -> tuple[Step, ...]:
    return (
        Step(
            _first_step,
            lambda: _("Pass: if nobody announces a game, it is a normal game, the old against the young."),
            frozenset({"pass"}),
            lambda: _("In this lesson, pass: a normal game, the two black queens together."),
            pictures=(("QC", "QS"),),
        ),
        Step(
            # Translators: "kontra" is the first doubling, "re" the second, as the app names them
            # in Kop; "card points": oczka / Augen.
            lambda: _(
                "Kontra doubles what the deal is worth: whoever says it expects his side to win. "
                "Whose side is Janek on? You will see. The 16 cards hold 104 card points: an ace "
                "counts 11, a ten 10, a queen 3, a jack 2. The side that takes 53 or more wins. At "
                "52:52 the side that made the last doubling loses, here Janek's; with no doubling, "
                "the old lose."
            ),
            lambda: _("You could double again (re), but one doubling is plenty for a first deal: pass."),
            frozenset({"pass"}),
            lambda: _("In this lesson, pass: one doubling is plenty for a first deal."),
            recap=lambda: _("Ewa passed, Janek said kontra, Zosia passed."),
            pictures=(("AH", "10H", "QH", "JH"),),
        ),
        Step(
            lambda: _(
                "Twelve cards are trumps. From the highest: the ace and ten of hearts, the four "
                "queens (clubs, spades, hearts, diamonds), the four jacks in the same order, then the "
                "ace and ten of diamonds. Any trump beats the four plain cards, the aces and tens of "
                "clubs and spades. When a trump is led, everyone who can beat the highest card in the "
                "trick must do so, even if that card is his own partner's."
            ),
            lambda: _(
                "You lead to the first trick: lead the queen of clubs, the third-highest trump. "
                "It tells the table that you are one of the old."
            ),
            frozenset({"QC"}),
            lambda: _("Lead the queen of clubs here: it shows everyone that you are one of the old."),
            recap=lambda: _("Ewa passed too: three passes after a call end the auction. A normal game, with kontra."),
            pictures=(TRUMPS, PLAIN),
        ),
        Step(
            lambda: _(
                "The ace of hearts and your queen of clubs are out, so nothing can beat Zosia's ten: "
                "this trick goes to the young. You cannot beat it, but you must still play a trump."
            ),
            lambda: _(
                "Give the trick away cheaply: play the jack of diamonds (2 card points), not the ace "
                "of diamonds (11)."
            ),
            frozenset({"JD"}),
            lambda: _(
                "Not the ace: the trick is the young's anyway, and the ace would give them 11 card "
                "points. Play the jack of diamonds."
            ),
            recap=lambda: _(
                "Janek had to beat your queen, and the ace of hearts was his only card that could: "
                "the first trick, 18 card points, is his. Then he led the queen of spades, the other "
                "black queen: Janek is your partner, and his trick is your side's. Zosia had to beat "
                "his queen and played the ten of hearts."
            ),
            pictures=(("JD", "AD"),),
        ),
        Step(
            lambda: _(
                "Zosia leads the ace of spades, a plain card. You hold the ten of spades, so you must "
                "follow suit, even though your ace of diamonds, a trump, would beat her ace."
            ),
            lambda: _("Play the ten of spades."),
            frozenset({"10S"}),
            lambda: _("Spades were led and you hold the ten of spades: play it."),
            recap=lambda: _(
                "Ewa played the queen of hearts: the second trick went to Zosia, 18 card points for the young."
            ),
        ),
        Step(
            # Translators: "full card": an ace or a ten (PL całe, DE Volle); "smearing": giving one
            # to the partner's trick (DE schmieren); explained here the first time it appears.
            lambda: _(
                "Janek leads the queen of diamonds to the last trick, and Zosia had only the ten of "
                "clubs left. The only other trump still in play is your ace of diamonds, which is lower, "
                "so his queen takes the trick. Giving a full card (an ace or a ten) to a trick your partner "
                "is sure to take is called smearing: do it whenever you can choose."
            ),
            lambda: _(
                "Your ace of diamonds cannot beat his queen and is your last card: play it, 11 card "
                "points for your partner's trick."
            ),
            frozenset({"AD"}),
            lambda: _("Play your last card, the ace of diamonds."),
            # Translators: "trump" as a verb: play a trump onto a plain card (PL przebić atutem /
            # trumfem, DE stechen).
            recap=lambda: _(
                "Ewa had no spade, so she had to trump with the ten of diamonds; Janek had to beat "
                "her and took the trick with the jack of clubs: 33 card points for your side, your "
                "ten of spades among them."
            ),
        ),
    )


def _cards(step: Step) -> tuple[tuple[Card, ...], ...]:
    """The cards pictured with the step, in their groups."""
    return tuple(tuple(card(text) for text in group) for group in step.pictures)


def ending() -> str:
    """What the lesson says when the deal is over, beside its summary."""
    # Translators: "bez wyjścia": the losers did not get out; keep the Polish term, as the
    # summary does.
    return _(
        "The deal is over. You and Janek took three tricks with 18 + 33 + 35 = 86 card points; 53 "
        "would have been enough to win. The young took 18, fewer than 26: they did not get out "
        "(bez wyjścia), so the deal is worth 2 instead of 1, and Janek's kontra doubles that: each "
        "of the young pays one of you 4 units. The summary shows the tricks, the payment and the "
        "hands as dealt."
    )


def last_instruction() -> str:
    # Translators: "End the lesson" is the summary's button, as translated there.
    return _('Press "End the lesson": your real match is waiting in the main window.')


def action_text(action: Action) -> str:
    """A call or card as the deal files write it."""
    return str(action) if isinstance(action, Card) else action.id


class ScriptedPlayer:
    """A computer player that plays the tutorial's script for its seat."""

    def choose(self, observation: Observation, stop: StopCheck = never_stop) -> Action:
        script = SCRIPT[observation.seat]
        done = sum(1 for made in observation.calls if made.seat == observation.seat)
        done += sum(1 for seat in observation.played_by().values() if seat == observation.seat)
        text = script[done]
        return call_from_id(text) if text in CALL_IDS else card(text)


class Tutorial:
    def __init__(self) -> None:
        self.steps = _steps()
        self.done = 0
        """Steps the user has completed."""

    @staticmethod
    def deal() -> Deal:
        rules = rules_from_preset("kop")
        return Deal(rules, DEALER, [[card(text) for text in hand] for hand in HANDS])

    @staticmethod
    def setup(names: tuple[str, ...]) -> MatchSetup:
        """The lesson's table: its scripted players, and no undo (not practice), since
        the lesson refuses every step but its own anyway."""
        rules = rules_from_preset("kop")
        return MatchSetup(rules, DEALER, ("beginner",) * 3, names[:4], "0.20", "PLN", False)

    @staticmethod
    def players() -> dict[int, ScriptedPlayer]:
        return {seat: ScriptedPlayer() for seat in (1, 2, 3)}

    @property
    def finished(self) -> bool:
        return self.done >= len(self.steps)

    def explanation(self) -> str:
        return ending() if self.finished else self.steps[self.done].explain()

    def instruction(self) -> str:
        return last_instruction() if self.finished else self.steps[self.done].instruct()

    def recap(self) -> str:
        return "" if self.finished else self.steps[self.done].recap()

    def pictures(self) -> tuple[tuple[Card, ...], ...]:
        return () if self.finished else _cards(self.steps[self.done])

    def pages(self) -> tuple[Page, ...]:
        from kopdesk.app.lessons import Page  # the lessons' module imports this one

        steps = (Page(step.recap(), step.explain(), _cards(step), step.instruct()) for step in self.steps)
        return (*steps, Page("", ending(), (), last_instruction()))

    def check(self, action: Action) -> str | None:
        """None if `action` is this step's; else why not (the rules' reason comes first)."""
        if self.finished:
            return None
        step = self.steps[self.done]
        return None if action_text(action) in step.accepts else step.otherwise()

    def advance(self) -> None:
        self.done += 1

"""After a Schafkopf deal, the whole reckoning at a glance: who won and why, the game's
value factor by factor (game, Laufende with or without n, Schneider, Schwarz, Tout, Sie,
Schuss and Retour with who gave them), the tariff, how it is paid, and a row per player
with his side, card points (Augen), units and money. Every factor line ends in a "?" that
opens its help entry.

Labels in grids, not tables: each takes the room its words need, so that nothing is cut
with "…" and nothing scrolls; the summary dialog takes the size the labels ask for.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from decimal import Decimal
from typing import NamedTuple

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from kopdesk.app.schafkopf.words import (
    game_words,
    laufende_held,
    part_amount,
    part_text,
    payment_text,
    tariff_text,
)
from kopdesk.app.words import line_start, said
from kopdesk.games.schafkopf import Contract, Deal, Part, PartKind, RuleSet, Score, Variant, Winner
from kopdesk.games.texts import Worded
from kopdesk.i18n import N_, _, format_money, pgettext, signed_units


class Stake(NamedTuple):
    """What one unit is worth: the match's stake in its currency."""

    amount: Decimal
    currency: str


_VARIANT_HELP = {
    Variant.BAVARIAN: "sk-bavarian-score",
    Variant.WENDISH: "sk-wendish",
    Variant.ZWEIER: "sk-zweier",
    Variant.GERMAN: "sk-german",
}
"""Where the help explains how a deal of each preset is scored."""
_PART_HELP = {
    PartKind.LAUFENDE: "sk-term-laufende",
    PartKind.SCHNEIDER: "sk-term-schneider",
    PartKind.SCHWARZ: "sk-term-schwarz",
    PartKind.TOUT: "sk-term-tout",
    PartKind.SIE: "sk-term-sie",
}
"""The help's entry of each factor of a game's value (the base and doublings: `part_anchor`)."""


def scoring_anchor(score: Score, rules: RuleSet) -> str:
    """The help's entry of how a deal is scored (a Ramsch's own)."""
    return "sk-ramsch" if score.contract is Contract.RAMSCH else _VARIANT_HELP[rules.variant]


def part_anchor(part: Part, score: Score, rules: RuleSet) -> str:
    if part.kind is PartKind.DOUBLING:
        return {1: "sk-term-schuss", 2: "sk-term-retour"}.get(part.count, "sk-schuss")
    return _PART_HELP.get(part.kind) or scoring_anchor(score, rules)


def headline(score: Score, names: Sequence[str]) -> str:
    """Who won the deal and with how many card points."""
    contract = score.contract
    if contract is Contract.NONE:
        return _("All passed: the deal is thrown in, nobody pays.")
    if contract is Contract.SIE:
        return _sie_headline(names[score.declarers[0]] if score.declarers else "")
    if contract is Contract.RAMSCH:
        return said(_RAMSCH_LOST).format(losers=", ".join(names[s] for s in score.losers))
    if score.declarers is None:
        if score.winning_seat is None:
            # Translators: two-handed Schafkopf, both took {points} (60) card points.
            return _("{points}:{points}: a draw.").format(points=score.points[0])
        seat = score.winning_seat
        # Translators: two-handed Schafkopf: {name} took more card points.
        return _("{name} wins with {points} card points.").format(name=names[seat], points=score.points[seat])
    points = score.side_points()
    if contract.is_tout:
        return _tout_headline(score.winner is Winner.DECLARERS)
    if score.winner is Winner.DECLARERS:
        # Translators: {points}: the card points of the declaring side (of 120).
        return _("The declaring side wins with {points} card points.").format(points=points)
    return _("The defenders win: the declaring side took only {points} card points.").format(points=points)


_RAMSCH_LOST = Worded(
    # Translators: {losers} are the names of the players who pay.
    N_("Ramsch: {losers} took the most card points and pay."),
    # Translators: a Ramsch (Polish "ramsz"): all passed and everyone played for himself; {losers} pay.
    N_("Everyone for himself: {losers} took the most card points and pay."),
)
_SIE = Worded(
    # Translators: {name} is the player holding all eight Ober and Unter.
    N_("{name} holds Sie: all four Ober and all four Unter win at once."),
    # Translators: {name} is the player holding all eight overs and unders (Polish "wyżniki, niżniki").
    N_("{name} holds all four overs and all four unders (Sie): they win at once."),
)


def _sie_headline(name: str) -> str:
    return said(_SIE).format(name=name)


def _tout_headline(won: bool) -> str:
    return said(_TOUT_WON if won else _TOUT_LOST)


_TOUT_WON = Worded(
    N_("Tout won: the declarer took every trick."),
    # Translators: a tout (all tricks announced) won; Polish "tout", German "Tout".
    N_("The declarer announced every trick and took them all."),
)
_TOUT_LOST = Worded(
    N_("Tout lost: the declarer did not take every trick."),
    N_("The declarer announced every trick and did not take them all."),
)


class Line(NamedTuple):
    """One line of the reckoning: its words, what it adds or multiplies, its help entry."""

    text: str
    amount: str
    anchor: str


def factor_lines(score: Score, rules: RuleSet, names: Sequence[str]) -> list[Line]:
    """The value explained: each factor and what it adds or multiplies (a doubling with
    who gave it), then the value of the game."""
    lone = score.declarers is not None and len(score.declarers) == 1
    with_top = laufende_held(score, rules)
    doublers = score.outcome.doublers
    lines = []
    for part in score.parts:
        text = part_text(part, lone, with_top)
        if part.kind is PartKind.DOUBLING and part.count <= len(doublers):
            text = f"{text} ({names[doublers[part.count - 1]]})"
        lines.append(Line(line_start(text), part_amount(part), part_anchor(part, score, rules)))
    if score.parts:
        # Translators: the value of the game once every factor is counted.
        lines.append(Line(_("Value of the game"), str(score.value), scoring_anchor(score, rules)))
    return lines


def side_word(score: Score, seat: int) -> str:
    if score.declarers is None:
        return ""
    if seat in score.declarers:
        if score.outcome.declarer == seat or score.outcome.declarer is None:
            # Translators: a seat's side in the summary: the player who declared the game.
            return pgettext("schafkopf side", "declarer")
        # Translators: a seat's side in the summary: the declarer's partner.
        return pgettext("schafkopf side", "partner")
    # Translators: a seat's side in the summary: one of the players against the declarer.
    return pgettext("schafkopf side", "defender")


def _bold(label: QLabel, scale: float = 1.0) -> QLabel:
    font = QFont(label.font())
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * scale)
    label.setFont(font)
    return label


def _rule() -> QFrame:
    line = QFrame()
    line.setFrameShape(QFrame.Shape.HLine)
    line.setFrameShadow(QFrame.Shadow.Sunken)
    return line


RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


class ScoreSummary(QWidget):
    """The after-deal view of a finished Schafkopf deal; `stake` adds each player's money."""

    help_requested = Signal(str)  # an anchor of the help viewer

    def __init__(
        self, deal: Deal, names: Sequence[str], stake: Stake | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        score = deal.score
        assert score is not None, "a summary needs a finished deal"
        layout = QVBoxLayout(self)
        layout.setSpacing(8)
        self.title = _bold(QLabel(self._title(deal, names)), 1.3)
        self.headline = QLabel(headline(score, names))
        self.factors = QGridLayout()
        self.factors.setHorizontalSpacing(24)
        self._lines = factor_lines(score, deal.rules, names)
        for row, line in enumerate(self._lines):
            self._factor(row, line, bold=row == len(score.parts))
        self.tariff = QLabel(tariff_text(deal.rules)) if score.parts else None
        thrown_in = score.contract is Contract.NONE  # the headline says that nobody pays
        self.payment = None if thrown_in else QLabel(payment_text(score.payment, score.value))
        self.results = QGridLayout()
        self.results.setHorizontalSpacing(18)
        self._fill_results(deal, score, names, stake)
        layout.addWidget(self.title)
        layout.addWidget(self.headline)
        if self._lines:
            # Translators: the heading over the factors of a game's value.
            layout.addWidget(_bold(QLabel(_("How the game counts"))))
            layout.addLayout(self.factors)
        for label in (self.tariff, self.payment):
            if label is not None:
                layout.addWidget(label)
        layout.addWidget(_rule())
        layout.addLayout(self.results)
        layout.addStretch(1)

    def _factor(self, row: int, line: Line, bold: bool) -> None:
        tip = html.escape(_("What does this mean?"))
        words = QLabel(
            f"{html.escape(line.text)} <a href='{line.anchor}' title='{tip}' style='text-decoration: none'>?</a>"
        )
        words.setTextFormat(Qt.TextFormat.RichText)
        words.linkActivated.connect(self.help_requested)
        amount = QLabel(line.amount)
        amount.setAlignment(RIGHT)
        for column, label in enumerate((words, amount)):
            self.factors.addWidget(_bold(label) if bold else label, row, column)

    def _fill_results(self, deal: Deal, score: Score, names: Sequence[str], stake: Stake | None) -> None:
        """A row per player: name, side (where there are sides), card points, units, money (with a stake)."""
        # Translators: column headings of the result per player: name, side, card points, units won or lost;
        # the name's heading is not the declarer's word (German "Name", as "Spieler" is the declarer).
        rows = [[pgettext("schafkopf summary", "Player"), _("Side"), _("Card points"), _("Units")]]
        if stake is not None:
            # Translators: a column heading of the result per player: the money won or lost.
            rows[0].append(_("Money"))
        for seat in range(deal.seats):
            rows.append([names[seat], side_word(score, seat), str(score.points[seat]), signed_units(score.units[seat])])
            if stake is not None:
                rows[-1].append(format_money(score.units[seat] * stake.amount, stake.currency))
        sides = score.declarers is not None
        if not sides:  # each for himself
            for row in rows:
                del row[1]
        numbers = 2 if sides else 1  # the first column of numbers, right-aligned
        for index, row in enumerate(rows):
            for column, text in enumerate(row):
                label = _bold(QLabel(text)) if index == 0 else QLabel(text)
                label.setObjectName(f"result-{index - 1}-{column}")
                self.results.addWidget(label, index, column, RIGHT if column >= numbers else Qt.AlignmentFlag(0))

    @staticmethod
    def _title(deal: Deal, names: Sequence[str]) -> str:
        """The game as everyone knows it now, and who declared it."""
        known = deal.observation(0)
        words = [line_start(game_words(known))]
        if known.declarer is not None:
            words.append(names[known.declarer])
        return " · ".join(words)

    def lines(self) -> list[str]:
        """Every line of the reckoning as shown, amount last: the factors, the value, the
        tariff and how the value is paid."""
        lines = [f"{line.text} {line.amount}" for line in self._lines]
        return lines + [label.text() for label in (self.tariff, self.payment) if label is not None]

    def anchors(self) -> list[str]:
        """The help entry behind each factor line's "?", in the order shown."""
        return [line.anchor for line in self._lines]

    def result(self, seat: int) -> list[str]:
        """The row of `seat`: name, side, card points, units (and money)."""
        cells = (self.findChild(QLabel, f"result-{seat}-{column}") for column in range(5))
        return [label.text() for label in cells if label is not None]

"""After a Scopa deal: the points side by side, each with the cards that made it.

One row per category (carte, denari, settebello, re bello when played, primiera,
scope), one column per side: the count, the point won, the cards (the denari, the
settebello, the primiera's four cards with their values, the cards that made a
scopa); then this deal's total, the match score with what each side still needs, and
where the cards left on the table went.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from kopdesk.app.cardpaint import CardPainter
from kopdesk.app.scopa import words
from kopdesk.app.words import line_start, said, term
from kopdesk.cards import Card
from kopdesk.games.scopa import Award, Category, Counts, Deal, Move, Reason, match_result
from kopdesk.games.scopa.cards import DENARI, PRIMIERA, RE_BELLO, SETTEBELLO, cards_in
from kopdesk.games.texts import Worded
from kopdesk.i18n import N_, NP_, _, ngettext

CARD_WIDTH = 34


def category_name(category: Category) -> str:
    """A Scopa point in the user's language, or with the traditional terms in Italian."""
    return term(category.value.replace("_", " "), _CATEGORY_NAMES[category])


_CATEGORY_NAMES = {
    # Translators: a Scopa point, the most cards (Italian "carte"); Polish "karty", German "Karten".
    Category.CARTE: NP_("scopa point", "cards"),
    # Translators: a Scopa point, the most cards of the coin suit (Italian "denari"); Polish keeps
    # "denari", German "Denari" too.
    Category.DENARI: NP_("scopa point", "coins"),
    # Translators: a Scopa point, the seven of coins (Italian "settebello", the beautiful seven); Polish
    # "siódemka denari", German "Denari-Sieben".
    Category.SETTEBELLO: NP_("scopa point", "seven of coins"),
    # Translators: a Scopa point under a house rule, the king of coins (Italian "re bello"); Polish
    # "król denari", German "Denari-König".
    Category.RE_BELLO: NP_("scopa point", "king of coins"),
    # Translators: a Scopa point, the best four cards one of each suit (Italian "primiera"); Polish
    # "primiera", German "Primiera".
    Category.PRIMIERA: NP_("scopa point", "prime"),
    # Translators: the Scopa points for sweeping the table (Italian "scope", plural of scopa); Polish
    # "miotły", German "Besen".
    Category.SCOPE: NP_("scopa point", "sweeps"),
}


def reason_text(award: Award) -> str:
    """Why nobody, or why this side, scored the category: empty where it goes without saying."""
    notes = {
        # Translators: after a Scopa deal, a category where the best is shared.
        Reason.TIE: _("a tie: nobody scores"),
        Reason.FEWER_THAN_SIX: said(_FEWER_THAN_SIX),
        # Translators: the house rule where the primiera needs all four suits.
        Reason.NO_FOUR_SUITS: _("nobody holds all four suits: nobody scores"),
        # Translators: the primiera: a side with all four suits beats one with a suit missing.
        Reason.ALL_SUITS: _("four suits beat a missing suit"),
        # Translators: the count_sevens house rule decides the primiera by counting sevens, then sixes...
        Reason.MORE_SEVENS: _("decided by counting the sevens, then the sixes, aces…"),
    }
    return notes.get(award.reason, "")


_FEWER_THAN_SIX = Worded(
    # Translators: the house rule where denari need six cards to score.
    N_("fewer than six denari: nobody scores"),
    # Translators: the same, in the words of the summary's "coins" point (Polish keeps "denari").
    N_("fewer than six coins: nobody scores"),
)


HELP_ANCHORS = {
    Category.CARTE: "scopa-term-carte",
    Category.DENARI: "scopa-term-denari",
    Category.SETTEBELLO: "scopa-term-settebello",
    Category.RE_BELLO: "scopa-term-re-bello",
    Category.PRIMIERA: "scopa-term-primiera",
    Category.SCOPE: "scopa-term-scopa",
}
"""Where the help explains each point: a click on its name opens it."""


class ScopaSummary(QWidget):
    """The after-deal view of a finished deal."""

    help_requested = Signal(str)  # an anchor of the help viewer

    def __init__(self, deal: Deal, names: Sequence[str], painter: CardPainter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        score = deal.score
        if score is None:
            raise ValueError("only a finished deal has a summary")
        self.deal, self.score, self.painter = deal, score, painter
        self.sides = words.side_names(deal.sides, names)
        layout = QVBoxLayout(self)
        title = QLabel(words.preset_title(deal.rules.preset))
        title.setFont(_bold(14))
        layout.addWidget(title)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(18)
        layout.addLayout(self.grid)
        self._fill()
        layout.addStretch(1)

    def _fill(self) -> None:
        grid, score = self.grid, self.score
        for side, name in enumerate(self.sides):
            header = QLabel(name)
            header.setFont(_bold(11))
            grid.addWidget(header, 0, 1 + side)
        row = 1
        for award in score.awards:
            if award.category is Category.SCOPE or award.reason is Reason.NOT_PLAYED:
                continue
            self._category_row(row, award)
            row += 1
        self._scope_row(row)
        self._totals(row + 1)

    def _category_row(self, row: int, award: Award) -> None:
        self._name(row, award.category)
        for side, counts in enumerate(self.score.counts):
            cell = self._cell(row, side, award.category)
            detail, cards = self._detail(award.category, counts)
            cell.addWidget(QLabel(detail))
            primiera = award.category is Category.PRIMIERA
            for c in cards:
                cell.addWidget(self._card(c, award.category, PRIMIERA[c.index] if primiera else None))
            cell.addStretch(1)
        note = QLabel(reason_text(award))
        note.setObjectName(f"note-{award.category.value}")
        self.grid.addWidget(note, row, 1 + len(self.sides))

    def _detail(self, category: Category, counts: Counts) -> tuple[str, tuple[Card, ...]]:
        """What a side holds for `category`: words and the cards to show."""
        if category is Category.CARTE:
            # Translators: how many cards a side captured in a Scopa deal.
            return ngettext("{count} card", "{count} cards", counts.cards).format(count=counts.cards), ()
        if category is Category.DENARI:
            pile = self.score.captured[self.score.counts.index(counts)]
            return str(counts.denari), cards_in(pile & DENARI)
        if category is Category.SETTEBELLO:
            return "", tuple(c for c in self._pile_of(counts) if c is SETTEBELLO)
        if category is Category.RE_BELLO:
            return "", tuple(c for c in self._pile_of(counts) if c is RE_BELLO)
        # Translators: the sum of a side's primiera, written after its four cards; {sum} is a number like 78.
        return _("= {sum}").format(sum=counts.primiera), counts.primiera_cards

    def _pile_of(self, counts: Counts) -> tuple[Card, ...]:
        return cards_in(self.score.captured[self.score.counts.index(counts)])

    def _scope_row(self, row: int) -> None:
        self._name(row, Category.SCOPE)
        history = self.deal.history
        for side in range(len(self.sides)):
            cell = self._cell(row, side, Category.SCOPE)
            made = [history[m.move] for m in self.score.scope_log if m.side == side]
            cell.addWidget(QLabel(str(len(made))))
            for move in made:
                if isinstance(move, Move):
                    cell.addWidget(self._card(move.card, Category.SCOPE, None))
            cell.addStretch(1)

    def _totals(self, row: int) -> None:
        deal, score = self.deal, self.score
        # Translators: the row of the points each side made in this Scopa deal.
        self._label(row, 0, _("This deal"), bold=True)
        for side, total in enumerate(score.total):
            self._label(row, 1 + side, str(total), bold=True).setObjectName(f"total-{side}")
        result = match_result(deal.rules, deal.match_score, score)
        # Translators: the row of the match score; {target} is the points a side needs to win (11, 16, 21).
        self._label(row + 1, 0, _("Match (to {target})").format(target=deal.rules.target), bold=True)
        for side, (before, after) in enumerate(zip(result.before, result.after, strict=True)):
            if result.winner == side:
                # Translators: under the match score of the side that has just won the match.
                need = _("wins the match")
            elif result.winner is None:
                left = max(deal.rules.target - after, 0)
                # Translators: what a side still needs to win the match; 0 means a tie-break decides.
                need = ngettext("needs {count} more point", "needs {count} more points", left).format(count=left)
            else:
                need = ""
            text = f"{before} + {after - before} = {after}" + (f"\n{need}" if need else "")
            self._label(row + 1, 1 + side, text).setObjectName(f"match-{side}")
        if score.leftover:
            leftover = QLabel(self.leftover_text())
            leftover.setObjectName("leftover")
            self.grid.addWidget(leftover, row + 2, 0, 1, 2 + len(self.sides))

    def leftover_text(self) -> str:
        """Where the cards left on the table at the end went: to the side of the last capture."""
        cards = ", ".join(words.card_text(c, self.painter) for c in self.score.leftover)
        side = self.score.leftover_side
        if side is None:
            # Translators: nobody captured in the whole deal; {cards} are the cards left on the table, like "7♥, A♦".
            return _("Last cards on the table: {cards}; nobody captured, so they count for no one.").format(cards=cards)
        # Translators: the cards left on the table at the end go to the side that captured last; {cards} like
        # "7♥, A♦, K♣", {side} a player or a team, like "you" or "Anna & Carla".
        return _("Last cards on the table: {cards} → {side}, last capture.").format(cards=cards, side=self.sides[side])

    def _name(self, row: int, category: Category) -> None:
        name = line_start(category_name(category))  # a row's heading, as "This deal" below
        link = f'<a href="{HELP_ANCHORS[category]}">{html.escape(name)}</a>'
        label = self._label(row, 0, link, bold=True)
        label.setObjectName(f"name-{category.value}")
        label.setTextFormat(Qt.TextFormat.RichText)
        label.linkActivated.connect(self.help_requested)

    def _label(self, row: int, column: int, text: str, bold: bool = False) -> QLabel:
        label = QLabel(text)
        if bold:
            label.setFont(_bold(10.5))
        self.grid.addWidget(label, row, column)
        return label

    def _cell(self, row: int, side: int, category: Category) -> QHBoxLayout:
        """A side's cell: the points it won in `category` first, on gold when it scored."""
        box = QWidget()
        box.setObjectName(f"{category.value}-{side}")
        cell = QHBoxLayout(box)
        cell.setContentsMargins(0, 2, 0, 2)
        points = self.score.points[category][side]
        mark = QLabel(str(points) if points else "·")
        mark.setObjectName("points")
        mark.setAlignment(Qt.AlignmentFlag.AlignCenter)
        mark.setMinimumWidth(22)
        if points:
            mark.setStyleSheet("background: #e8b730; color: #281c00; border-radius: 4px; font-weight: bold;")
        cell.addWidget(mark, 0, Qt.AlignmentFlag.AlignVCenter)
        self.grid.addWidget(box, row, 1 + side)
        return cell

    def _card(self, card: Card, category: Category, value: int | None) -> QWidget:
        """A small card, with its primiera value under it when it has one."""
        box = QWidget()
        box.setObjectName(f"{category.value}-card")
        box.setProperty("card", str(card))
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(1)
        picture = QLabel()
        picture.setPixmap(self.painter.face(card, CARD_WIDTH, self.devicePixelRatioF()))
        picture.setToolTip(words.card_text(card, self.painter))
        column.addWidget(picture)
        if value is not None:
            number = QLabel(str(value))
            number.setAlignment(Qt.AlignmentFlag.AlignCenter)
            column.addWidget(number)
        return box

    def card_texts(self, category: Category) -> list[str]:
        """The cards shown for `category`, as deal files write them (for tests and review)."""
        return [str(w.property("card")) for w in self.findChildren(QWidget, f"{category.value}-card")]


def _bold(size: float) -> QFont:
    font = QFont()
    font.setPointSizeF(size)
    font.setBold(True)
    return font

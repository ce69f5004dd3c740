"""The call panel under the Schafkopf table: a button for every call the engine allows
the human now, each with its explanation as tooltip and a "?" that opens its help entry;
above them the prompt, which says why the choice is narrow (a game called before, a pass
the only call open).

Calls that differ only by a suit or a card (the Sauspiel's ace, a Solo's trump, the
Wendish partner card) share one button while there are several: it opens the
choice of exactly the legal ones, with a way back.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QToolButton, QVBoxLayout, QWidget

from kopdesk.app.callbuttons import help_button, keyed_button
from kopdesk.app.schafkopf.hints import fact_sentence
from kopdesk.app.schafkopf.words import call_group_label, call_help, call_label, doubling_name, help_anchor
from kopdesk.app.words import line_start
from kopdesk.bots.schafkopf.hints import HintReason, facts
from kopdesk.games.schafkopf import PASS, Call, CallKind, Observation, Stage
from kopdesk.games.schafkopf.calls import highest_bid
from kopdesk.i18n import _

COLUMNS = 5
"""Call buttons a row: two rows of them leave room for the score sheet beside the board."""
CALL_KEYS = {CallKind.PASS: "P", CallKind.DOUBLE: "D"}
"""One key per call, the same in every language."""
GROUPED = frozenset({
    CallKind.SAUSPIEL, CallKind.FARBWENZ, CallKind.SOLO, CallKind.FARBWENZ_TOUT, CallKind.SOLO_TOUT, CallKind.PARTNER,
})  # fmt: skip
"""Kinds whose calls differ by a suit or a card: one button opens their choice."""


FORCED_PASS = frozenset({
    HintReason.OUTBID, HintReason.DOUBLE_LIMIT, HintReason.NO_SCHUSS, HintReason.NO_RETOUR, HintReason.TOO_FEW_TRUMPS,
})  # fmt: skip
"""The hint's facts that say why a pass is the only call open."""


def prompt(known: Observation, names: Sequence[str]) -> str:
    """What the user is asked, and why the choice is narrow where it is: the game called
    so far in the bidding, or why only a pass is open."""
    if known.stage is Stage.OVER:
        # Translators: the user's turn in play: leading to a trick, or playing to one.
        return _("You lead.") if not known.trick else _("Your turn to play.")
    forced = known.legal == (PASS,)
    if known.stage is Stage.BIDDING:
        return _bidding_prompt(known, names, forced)
    if forced:
        reasons = [fact_sentence(known, PASS, f) for f in facts(known, PASS) if f.reason in FORCED_PASS]
        # Translators: after the reason why only a pass is open, e.g. "Only a defender may give Schuss, …".
        return " ".join([*reasons, _("You can only pass.")])
    if known.stage is Stage.DOUBLING:
        # Translators: the doubling round; {doubling} is "Schuss" or "Retour".
        return _("{doubling}? Or pass.").format(doubling=doubling_name(known.doublings + 1))
    prompts = {
        Stage.WENDISH: _("You hold both old queens: choose a partner or play alone."),
        Stage.ANNOUNCE: _("Announce your trumps (jacks included)."),
        Stage.ZWANG: _("Nobody announced: name the trump suit."),
    }
    return prompts.get(known.stage, "")


def _bidding_prompt(known: Observation, names: Sequence[str], forced: bool) -> str:
    highest = highest_bid(known.calls)
    if highest is None:
        return _("Your call: play a game or pass.")
    game = call_label(highest.call, known.rules)
    name = names[highest.seat] if highest.seat < len(names) else ""
    if forced:
        # Translators: the bidding; {game} is the highest game called, e.g. "Herz Solo", {name} who called it.
        return _("Highest game: {game} ({name}). No game you may call outranks it: you can only pass.").format(
            game=game, name=name
        )
    # Translators: the bidding; {game} is the highest game called, e.g. "Herz Solo", {name} who called it.
    return _("Highest game: {game} ({name}). Only a game that outranks it is open to you, or pass.").format(
        game=game, name=name
    )


class CallPanel(QWidget):
    call_chosen = Signal(object)  # Call
    help_requested = Signal(str)  # the rules viewer's anchor for a call's "?"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setMinimumHeight(self.prompt.fontMetrics().height())  # the table keeps its size when it empties
        layout.addWidget(self.prompt)
        self._grid = QGridLayout()
        layout.addLayout(self._grid)
        self._widgets: list[QWidget] = []
        self._buttons: dict[str, QPushButton] = {}
        self._helps: dict[str, QToolButton] = {}
        self.names: Sequence[str] = ()
        """The players' names, seat 0 the user: the prompt names who called the highest game."""
        self._known: Observation | None = None
        self._hand = 0
        self._open_kind: CallKind | None = None

    def show_calls(self, known: Observation | None, hand: int = 0) -> None:
        """Offer the legal calls of `known` (seat 0's observation, on his turn; in play the
        prompt only says it is his), or nothing (None); `hand`: seat 0's cards as a bitmask
        (a German announcement shows its count)."""
        self._known, self._hand, self._open_kind = known, hand, None
        self._refresh()

    def retranslate(self) -> None:
        self._refresh()

    def buttons(self) -> dict[str, QPushButton]:
        """The buttons shown, by id: a call as the deal file writes it ("sauspiel:S"), a
        kind that opens a choice ("solo"), or "back"."""
        return dict(self._buttons)

    def help_buttons(self) -> dict[str, QToolButton]:
        """The "?" beside each button that has one, by the button's id."""
        return dict(self._helps)

    def calls(self) -> list[Call]:
        known = self._known
        return [a for a in known.legal if isinstance(a, Call)] if known is not None else []

    def _refresh(self) -> None:
        for widget in self._widgets:
            self._grid.removeWidget(widget)
            widget.hide()  # deleted only when control returns to the event loop
            widget.deleteLater()
        self._widgets, self._buttons, self._helps = [], {}, {}
        calls = self.calls()
        known = self._known
        self.prompt.setText(prompt(known, self.names) if known is not None else "")
        if not calls:
            return
        if self._open_kind is not None:
            self._show_choice([c for c in calls if c.kind is self._open_kind])
        else:
            self._show_kinds(calls)

    def _show_kinds(self, calls: list[Call]) -> None:
        known = self._known
        assert known is not None
        groups: dict[CallKind, list[Call]] = {}
        for call in calls:
            groups.setdefault(call.kind, []).append(call)
        cells: list[tuple[str, QPushButton, str | None]] = []
        for kind, group in groups.items():
            if kind in GROUPED and len(group) > 1:
                cells.append((kind.value, self._group_button(kind, group[0]), help_anchor(group[0], known.rules)))
            else:
                cells.extend((str(call), self._call_button(call), help_anchor(call, known.rules)) for call in group)
        self._place(cells)

    def _show_choice(self, calls: list[Call]) -> None:
        known = self._known
        assert known is not None
        back = QPushButton(_("Back"))
        back.setToolTip(_("Back to the choice of game."))
        back.clicked.connect(self._back)
        self._buttons["back"] = back
        cells = [(str(call), self._call_button(call), help_anchor(call, known.rules)) for call in calls]
        self._place([*cells, ("back", back, None)])

    def _place(self, cells: list[tuple[str, QPushButton, str | None]]) -> None:
        """Lay out the buttons `cells` (id, button, the help's anchor or None for no "?")."""
        for index, (ident, button, anchor) in enumerate(cells):
            row, column = divmod(index, COLUMNS)
            cell = QWidget()
            line = QHBoxLayout(cell)
            line.setContentsMargins(0, 0, 0, 0)
            line.setSpacing(0)
            line.addWidget(button)
            if anchor is not None:
                self._helps[ident] = question = help_button(anchor, self.help_requested)
                line.addWidget(question)
            self._grid.addWidget(cell, row, column)
            cell.show()  # at once, not when Qt gets round to it: the user may click it now
            self._widgets.append(cell)

    def _call_button(self, call: Call) -> QPushButton:
        known = self._known
        assert known is not None
        label = call_label(call, known.rules, known.doublings, self._hand)
        tip = call_help(call, known.rules, known.doublings)
        button = keyed_button(label, tip, CALL_KEYS.get(call.kind))
        button.clicked.connect(lambda: self.call_chosen.emit(call))
        self._buttons[str(call)] = button
        return button

    def _group_button(self, kind: CallKind, first: Call) -> QPushButton:
        known = self._known
        assert known is not None
        button = QPushButton(line_start(call_group_label(kind, known.rules)))
        button.setToolTip(call_help(first, known.rules, known.doublings))
        button.clicked.connect(lambda: self._open(kind))
        self._buttons[kind.value] = button
        return button

    def _open(self, kind: CallKind) -> None:
        self._open_kind = kind
        self._refresh()

    def _back(self) -> None:
        self._open_kind = None
        self._refresh()

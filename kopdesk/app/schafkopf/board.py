"""`SchafkopfBoard`: one Schafkopf deal at the table (the board of BOARD.md).

The table shows what seat 0 knows: his sorted hand, the others' backs (Zweier: every
stack), the trick, the last trick, each seat's badge and what it stands for (declarer,
partner as far as known, Schuss and Retour, the partner by draw in German Schafkopf),
and the game at the top left; during the bidding, the highest game at its caller's seat
and "pass" at the seats that passed. The call panel under it offers the engine's legal
calls, and its prompt says why they are few.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from kopdesk.app.cardpaint import CardPainter
from kopdesk.app.felt import TableView
from kopdesk.app.players import is_feminine
from kopdesk.app.schafkopf.call_panel import CallPanel
from kopdesk.app.schafkopf.scene import SchafkopfTable
from kopdesk.app.schafkopf.summary import ScoreSummary, Stake
from kopdesk.app.schafkopf.words import (
    call_label,
    doubling_name,
    game_words,
    old_queen_word,
    refusal_sentence,
    said_call,
    stage_name,
)
from kopdesk.app.tricktable import HUMAN
from kopdesk.app.words import line_start, reading_ms
from kopdesk.cards import Card
from kopdesk.games.schafkopf import (
    CallKind,
    CallMade,
    Contract,
    Deal,
    Observation,
    Stage,
    Variant,
)
from kopdesk.games.schafkopf.calls import highest_bid
from kopdesk.i18n import _, current_language, ngettext, pgettext
from kopdesk.storage import MatchSetup

TRICK_PAUSE_MS = 1100
"""How long a full trick stays on the table before it is gathered (when animating)."""


class SchafkopfBoard(QWidget):
    action_chosen = Signal(object)  # the human's action: a Card or a Call
    hurried = Signal()  # a click on the felt: go on without waiting
    help_requested = Signal(str)  # an anchor of the help viewer

    def __init__(self, painter: CardPainter | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._own_painter = painter is None
        """Made here (the window gave none): its rank letters follow the language."""
        self.painter = painter or CardPainter(language=current_language())
        self.scene = SchafkopfTable(self.painter)
        self.view = TableView(self.scene)
        self.calls = CallPanel()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.calls)
        self.names: tuple[str, ...] = ("", "", "", "")
        self.deal: Deal | None = None
        self.stake: Stake | None = None
        self._thinking = -1
        self.scene.card_dropped.connect(self._card_chosen)
        self.scene.card_activated.connect(self._card_chosen)
        self.scene.clicked.connect(self.hurried)
        self.calls.call_chosen.connect(self.action_chosen)
        self.calls.help_requested.connect(self.help_requested)

    # -- the protocol --------------------------------------------------------------------

    def set_names(self, names: Sequence[str]) -> None:
        self.names = tuple(names)
        self.calls.names = self.names
        self._refresh_words()

    def set_match(self, setup: MatchSetup, totals: Sequence[int], levels: Sequence[str | None]) -> None:
        """What one unit is worth in this match: the summary shows each player's money (the
        totals are on the score sheet)."""
        self.stake = Stake(Decimal(setup.stake), setup.currency)

    def show_deal(self, deal: Any, human_seat: int) -> None:
        assert human_seat == HUMAN, "the human sits at seat 0"
        self.deal = deal
        self.scene.message.hide()  # a hint or a refusal speaks of the deal before
        self.scene.show_game(deal)
        self._refresh_words()
        known = deal.observation(HUMAN)
        if known.to_move == HUMAN:
            self.set_human_turn(known)
        else:
            self.calls.show_calls(None)

    def play_events(self, events: Sequence[Any], deal: Any) -> None:
        self.deal = deal
        self.scene.message.hide()  # a hint or a refusal speaks of the moment before this move
        pause = TRICK_PAUSE_MS if self.scene.animation_ms > 0 else 0
        self.scene.play(events, deal, self.call_words, pause)
        self.calls.show_calls(None)
        self._refresh_words()

    def set_human_turn(self, observation: Any) -> None:
        known: Observation = observation
        self.scene.set_turn(known)
        hand = self.deal.dealt_masks[HUMAN] if self.deal is not None else 0
        self.calls.show_calls(known if known.to_move == HUMAN else None, hand)
        self.view.setFocus()

    def turn_text(self, observation: Any) -> str:
        if observation.stage is not Stage.OVER:
            return _("Your call.")
        return _("Your turn: drag a card onto the table, or double-click it.")

    def set_thinking(self, seat: int) -> None:
        self._thinking = seat
        self._refresh_words()

    def show_refusal(self, refusal: Any) -> None:
        self.scene.show_message(refusal_sentence(refusal))

    def show_message(self, text: str) -> None:
        self.scene.show_message(text, hint=True)

    def show_hint(self, action: Any, sentence: str) -> None:
        """Say the hint, and lift the hinted card or give the hinted call's button the focus."""
        self.scene.show_message(sentence, ms=reading_ms(sentence), hint=True)
        if isinstance(action, Card):
            self.scene.select(action)
            return
        buttons = self.calls.buttons()
        button = buttons.get(str(action)) or buttons.get(action.kind.value)
        if button is not None:
            button.setFocus()

    def summary(self, deal: Any, names: Sequence[str]) -> QWidget:
        summary = ScoreSummary(deal, names, self.stake)
        summary.help_requested.connect(self.help_requested)
        return summary

    def call_keys(self) -> list[tuple[str, str]]:
        return []

    def set_open_hands(self, open_hands: bool) -> None:
        self.scene.open_hands = open_hands
        if self.deal is not None:
            self.show_deal(self.deal, HUMAN)

    def toggle_last_trick(self) -> None:
        self.scene.toggle_last_trick()

    def retranslate(self) -> None:
        if self._own_painter:
            self.painter.language = current_language()
        self.calls.retranslate()
        self._refresh_words()

    def set_dim_unplayable(self, dim: bool) -> None:
        self.scene.set_dim_unplayable(dim)

    def set_animation_ms(self, ms: int) -> None:
        self.scene.animation_ms = ms

    # -- input and words -----------------------------------------------------------------

    def _card_chosen(self, card: Card) -> None:
        known = self.scene.known
        if known is not None and known.stage is Stage.OVER and known.to_move == HUMAN:
            self.action_chosen.emit(card)

    def call_words(self, made: CallMade) -> str | None:
        """A call's words in its speech bubble, as seat 0 may hear them (`said_call`)."""
        words = None if self.deal is None else said_call(self.deal, made, HUMAN)
        return None if words is None else line_start(words)

    def _refresh_words(self) -> None:
        deal = self.deal
        if deal is None:
            return
        scene = self.scene
        known = deal.observation(HUMAN)
        places = [""] * 4
        tags = [""] * 4
        for seat in range(deal.seats):
            places[scene.place(seat)] = self._badge(deal, seat)
            tags[scene.place(seat)] = " · ".join(map(line_start, self._seat_tags(known, seat)))
        scene.set_badges(places)
        scene.set_announcements(tags)
        scene.set_seat_names([self._name(scene.seat_of(p)) if scene.seat_of(p) < deal.seats else "" for p in range(4)])
        scene.set_info(line_start(self._info(known)))
        scene.update_piles(lambda n: ngettext("{count} trick", "{count} tricks", n).format(count=n))

    def _name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else ""

    def _badge(self, deal: Deal, seat: int) -> str:
        marks = []
        if seat == deal.dealer:
            marks.append(_("dealer"))
        if seat == deal.forehand:
            marks.append(pgettext("seat", "forehand"))
        if seat == self._thinking:
            marks.append(_("thinking…"))
        return self._name(seat) + (f"\n({', '.join(marks)})" if marks else "")

    def _seat_tags(self, known: Observation, seat: int) -> list[str]:
        """What `seat` stands for, as far as seat 0 knows: declarer, partner, its doublings."""
        tags = self._bidding_tags(known, seat)
        german = known.rules.variant is Variant.GERMAN
        if german and seat == 2:
            # Translators: German Schafkopf: the seat opposite the user is his partner, drawn for the match.
            tags.append(_("your partner by draw"))
        if seat == known.declarer and known.contract is not None:
            tags.append(game_words(known))
        elif seat in known.known_declarers and not german:
            # Wendish: a queen shown while the game may still be a silent solo makes no partner yet
            old = known.rules.variant is Variant.WENDISH and known.contract in (None, Contract.NORMAL)
            feminine = is_feminine(self._name(seat))
            tags.append(old_queen_word(feminine) if old else pgettext("schafkopf side", "partner"))
        for level, made in enumerate((m for m in known.calls if m.call.kind is CallKind.DOUBLE), start=1):
            if made.seat == seat:
                tags.append(doubling_name(level))
        return tags

    def _bidding_tags(self, known: Observation, seat: int) -> list[str]:
        """While the Bavarian bidding is open: the highest game at its caller's seat, "pass"
        at the seats that passed."""
        if known.stage is not Stage.BIDDING:
            return []
        highest = highest_bid(known.calls)
        if highest is not None and highest.seat == seat:
            return [call_label(highest.call, known.rules)]
        if any(made.seat == seat and made.call.kind is CallKind.PASS for made in known.calls):
            return [pgettext("schafkopf call", "pass")]
        return []

    def _info(self, known: Observation) -> str:
        if known.stage is not Stage.OVER:
            return stage_name(known.stage)
        words = [game_words(known)]
        if known.declarer is not None and known.contract is not None:
            words.append(self._name(known.declarer))
        if known.doublings:
            words.append(doubling_name(known.doublings))
        return " · ".join(words)

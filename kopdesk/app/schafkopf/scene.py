"""The Schafkopf table: the trick table (`TableScene`: felt, drag-to-play, labels, the last trick)
with eight cards a hand, and the two-handed game's stacks.

The trick table indexes everything (badges, piles, hands) by *place* around the table,
0 at the bottom, clockwise. Four-handed, a place is the seat; in Zweier seat 1 sits
opposite, at place 2. Each Zweier player's eight open cards lie on eight hidden ones,
which peek out towards the middle; a hidden card turns up when its trick is taken.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QParallelAnimationGroup, QPointF, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from kopdesk.app.cardpaint import CardPainter
from kopdesk.app.felt import DIMMED, CardItem
from kopdesk.app.tricktable import HUMAN, LastTrickPanel, TableScene, united
from kopdesk.cards import Card, Suit
from kopdesk.games.schafkopf import (
    CallMade,
    CardPlayed,
    CardTurnedUp,
    Deal,
    Event,
    Observation,
    Stage,
    TrickTaken,
    Variant,
)
from kopdesk.games.schafkopf.calls import trump_count
from kopdesk.games.schafkopf.orders import WENDISH_ORDER, bavarian_order, german_order, order_for
from kopdesk.games.schafkopf.rules import Contract
from kopdesk.games.tricks import RankOrder, Trick

HAND_STEP = 0.8
"""The human's eight cards overlap a little: each shows its index and most of its face."""
STACK_STEP = 1.04
ZWEIER_SCALE = 0.85
"""Zweier cards are smaller: two rows of stacks and the trick share the height."""
PEEK = 0.22
"""How far a hidden Zweier card shows under its open card, in card heights."""
TAG_CARDS = 3.2
"""The widest a seat's announcements are, in card widths, where the room beside the hand
allows no less."""


@dataclass(slots=True)
class Column:
    """One Zweier stack: its open card (None once played) and its hidden card (a back)."""

    open: CardItem | None
    hidden: CardItem | None


def sort_order(deal: Deal) -> RankOrder:
    """The rank order the hand is sorted by: the contract's once known (or standing, while
    it may be doubled); before, the usual one (Sauspiel, Wendish; German: the suit the hand counts most trumps in)."""
    if deal.order is not None:
        return deal.order
    standing = deal.call_state.outcome  # the game standing while Schuss and Retour are open
    if standing is not None:
        return order_for(deal.rules, standing.contract, standing.trump)
    variant = deal.rules.variant
    if variant is Variant.BAVARIAN:
        return bavarian_order(Contract.SAUSPIEL, Suit.HEARTS)
    if variant is Variant.GERMAN:
        hand = deal.dealt_masks[HUMAN]
        best = max(Suit, key=lambda suit: trump_count(deal.deck, hand, suit))
        return german_order(best, deal.rules.ten_rank)
    return WENDISH_ORDER


class SeatLastTrick(LastTrickPanel):
    """The trick table's last-trick plate, for a table whose tricks are told in places."""

    def __init__(self, table: TableScene, seat_of: Callable[[int], int], place: Callable[[int], int]) -> None:
        super().__init__(table)
        self.seat_of, self.place = seat_of, place

    def rows(self) -> list[tuple[Card, str, bool]]:
        trick = self.trick
        if trick is None:
            return []
        seats = len(trick.cards)
        leader = self.seat_of(trick.leader)
        places = [self.place((leader + offset) % seats) for offset in range(seats)]
        return [(c, self.names[p], p == trick.winner) for c, p in zip(trick.cards, places, strict=True)]

    def boundingRect(self) -> QRectF:
        """One row of cards for a trick of two."""
        rect = super().boundingRect()
        if self.trick is not None and len(self.trick.cards) <= 2:
            rect.setHeight(rect.height() - self._slot().y())
        return rect


class Veil(QGraphicsRectItem):
    """The dark veil over a card that may not be played, which itself stays opaque (it
    looks as `DIMMED` does on the felt). A plain child item rather than a QGraphicsEffect,
    which a card carries through its moves and the scene's rebuilds: a Zweier review test
    crashed under load while the cards carried such effects."""

    def __init__(self, card: QGraphicsItem) -> None:
        super().__init__(card.boundingRect(), card)
        self.setBrush(QColor(20, 45, 30, round(255 * (1 - DIMMED))))
        self.setPen(Qt.PenStyle.NoPen)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)


def veil_of(card: QGraphicsItem) -> Veil:
    """The card's veil, made hidden the first time it is asked for."""
    veil = next((child for child in card.childItems() if isinstance(child, Veil)), None)
    if veil is None:
        veil = Veil(card)
        veil.hide()
    return veil


class SchafkopfTable(TableScene):
    def __init__(self, painter: CardPainter) -> None:
        super().__init__(painter)
        self.seats = 4
        self.known: Observation | None = None
        """What seat 0 knows (the human's observation)."""
        self._order: RankOrder = WENDISH_ORDER
        self._leader = 0
        self._columns: dict[int, list[Column]] = {}
        self.open_hands = False
        """Practice: every hand face up (Zweier: the hidden cards too)."""
        self.removeItem(self.last_trick)
        self.last_trick = SeatLastTrick(self, self.seat_of, self.place)
        self.addItem(self.last_trick)
        self.last_trick.hide()

    @property
    def zweier(self) -> bool:
        return self.seats == 2

    def place(self, seat: int) -> int:
        return seat * 2 if self.zweier else seat

    def seat_of(self, place: int) -> int:
        return place // 2 if self.zweier else place

    def _dim_hand(self, dim: bool) -> None:
        """In Zweier an open card lies on a hidden one, whose back would show through a
        translucent card: a card not to be played is darkened instead, and stays opaque."""
        super()._dim_hand(dim)
        if not self.zweier:
            return
        for item in self._hand_items.values():
            veil_of(item).setVisible(item.opacity() < 1)
            item.setOpacity(1.0)

    def placed(self, trick: Trick) -> Trick:
        """`trick` told in places."""
        return trick._replace(leader=self.place(trick.leader), winner=self.place(trick.winner))

    # -- a deal laid out afresh ---------------------------------------------------

    def show_game(self, deal: Deal) -> None:
        """Lay the table out for `deal` as seat 0 sees it."""
        self._clear_cards([item for item in self.items() if isinstance(item, CardItem) and item.parentItem() is None])
        self.seats = deal.seats
        self.known = deal.observation(HUMAN)
        self._order = sort_order(deal)
        self._leader = deal.leader
        self._hand_items, self._others, self._columns = {}, {1: [], 2: [], 3: []}, {}
        if self.zweier:
            for seat in range(2):
                self._columns[seat] = [self._column(deal, seat, i) for i in range(8)]
        else:
            self._hand_items = {c: self._new_card(c) for c in deal.hand(HUMAN)}
            for seat in range(1, 4):
                self._others[seat] = [self._new_card(c if self.open_hands else None) for c in deal.hand(seat)]
        self._trick_items = [self._new_card(c) for c in deal.trick]
        self._tricks_taken = [0, 0, 0, 0]
        for trick in deal.tricks:
            self._tricks_taken[self.place(trick.winner)] += 1
        self._last_trick = self.placed(deal.tricks[-1]) if deal.tricks else None
        self.hide_last_trick()
        self._show_piles()
        self._selected = -1
        self.resize_to(self.width(), self.height(), self.pixel_ratio)
        self.set_turn(self.known)

    def _column(self, deal: Deal, seat: int, index: int) -> Column:
        """Zweier stack `index` of `seat` as it lies now."""
        top, under = deal.stacks[seat][index]
        held, hidden = deal.dealt_masks[seat] & ~deal.played_mask(), deal.hidden_mask()
        shown = top if held & top.bit else under if held & under.bit & ~hidden else None
        column = Column(None, self._new_card(under if self.open_hands else None) if hidden & under.bit else None)
        if shown is not None:
            column.open = self._face_up(seat, shown)
        return column

    def _face_up(self, seat: int, card: Card) -> CardItem:
        """A Zweier card lying open: the human's may be played, the other's is seen."""
        item = self._new_card(card)
        if seat == HUMAN:
            self._hand_items[card] = item
        else:
            self._others[2].append(item)
        return item

    # -- geometry ---------------------------------------------------------------------

    def resize_to(self, width: float, height: float, pixel_ratio: float) -> None:
        super().resize_to(width, height, pixel_ratio)
        if self.zweier:
            self.card_width = max(40, int(self.card_width * ZWEIER_SCALE))
            self.layout_all(animate=False)

    def trick_seat(self, offset: int) -> int:
        return self.place((self._leader + offset) % self.seats)

    def hand_slots(self, seat: int, count: int) -> list[QPointF]:
        if seat != HUMAN:
            return super().hand_slots(seat, count)
        return self._row(seat, count, HAND_STEP)

    def _row(self, place: int, count: int, step: float) -> list[QPointF]:
        w, h = self.card_width, self.card_h
        anchor = self.seat_anchor(place) - QPointF(w / 2, h / 2)
        return [anchor + QPointF((i - (count - 1) / 2) * step * w, 0) for i in range(count)]

    def _hand_targets(self) -> dict[CardItem, QPointF]:
        if not self.zweier:
            return super()._hand_targets()
        targets: dict[CardItem, QPointF] = {}
        selected = self._sorted_hand()[self._selected] if 0 <= self._selected < len(self._hand_items) else None
        for seat, columns in self._columns.items():
            peek = QPointF(0, self.card_h * PEEK * (-1 if seat == HUMAN else 1))
            for index, (column, slot) in enumerate(
                zip(columns, self._row(self.place(seat), 8, STACK_STEP), strict=True)
            ):
                if column.hidden is not None:
                    targets[column.hidden] = slot + peek
                    column.hidden.setZValue(10 + index)
                if column.open is not None:
                    lift = QPointF(0, self.card_h * 0.12) if column.open.card is selected and selected else QPointF()
                    targets[column.open] = slot - lift
                    column.open.setZValue(20 + index)
        return targets

    def _place_words(self) -> None:
        """The trick table's words (its badges at the first of `_badge_spots` where they and
        the seat's announcements cover no card), with each trick pile moved beside the
        longer hands: right of the human's, left of the top seat's, below a side seat's. The
        game at the top left wraps to the room left of the top seat's hand."""
        self._fit_info()
        self._fit_tags()
        super()._place_words()
        for place in range(4):
            cards = [i.sceneBoundingRect() for i in self._place_items(place) if i.isVisible()]
            if cards:
                self._pile_beside(place, united(cards))
        self._place_last_trick()

    def _fit_info(self) -> None:
        """The game, top left, at most as wide as the room left of the top seat's hand."""
        top = [i.sceneBoundingRect() for i in self._place_items(2) if i.isVisible()]
        room = min((r.left() for r in top), default=self.sceneRect().right()) - self.sceneRect().left() - 20
        self.info.set_widest(max(room, self.card_width * 2))

    def _fit_tags(self) -> None:
        """A seat's announcements wrap to the room beside its hand where its badge goes first
        (left of the user's, right of the top seat's), at most `TAG_CARDS` card widths: a long
        game ("dein Partner (ausgelost) · Zwangsspiel, Trumpf Karo") takes two lines or three."""
        area, widest = self.sceneRect(), self.card_width * TAG_CARDS
        for place, tag in enumerate(self.tags):
            cards = [i.sceneBoundingRect() for i in self._place_items(place) if i.isVisible()]
            room = widest
            if cards and place == HUMAN:
                room = united(cards).left() - area.left() - 14
            elif cards and place == 2:
                room = area.right() - united(cards).right() - 14
            tag.set_widest(max(min(room, widest), self.card_width * 1.5))

    def _pile_beside(self, place: int, hand: QRectF) -> None:
        pile = self.piles[place]
        size = pile.boundingRect()
        if place in (HUMAN, 2):
            x = hand.right() + 10 if place == HUMAN else hand.left() - 10 - size.width()
            pile.setPos(self._inside(QPointF(x, hand.center().y() - size.height() / 2), size))
        else:
            pile.setPos(self._inside(QPointF(hand.center().x() - size.width() / 2, hand.bottom() + 6), size))

    def _badge_spots(self, seat: int) -> list[QPointF]:
        """Beside the eight cards of a hand, best first: left of the human's (else above its left
        end), right of the top seat's (else left of it), above a side seat's (else below it); far
        enough off the hand that the announcements, centred on the badge and often wider, stay
        off it too."""
        cards = [i.sceneBoundingRect() for i in self._place_items(seat) if i.isVisible()]
        if not cards:
            return super()._badge_spots(seat)
        hand, badge = united(cards), self.badges[seat].boundingRect()
        reach = max(badge.width(), self.tags[seat].boundingRect().width() if self.tags[seat].isVisible() else 0) / 2
        level = hand.center().y() - badge.height() / 2
        left = QPointF(hand.left() - 10 - reach - badge.width() / 2, level)
        right = QPointF(hand.right() + 10 + reach - badge.width() / 2, level)
        above = QPointF(hand.center().x() - badge.width() / 2, hand.top() - 6 - badge.height())
        below = QPointF(hand.center().x() - badge.width() / 2, hand.bottom() + 6)
        above_left = QPointF(hand.left(), above.y())  # clear of the speech bubble over the hand's middle
        spots = {HUMAN: [left, above_left, right, above], 2: [right, left, below]}.get(seat, [above, below])
        return [self._inside(spot, badge) for spot in spots]

    def _place_items(self, place: int) -> list[CardItem]:
        """The cards lying at `place` (a hand, backs, or Zweier stacks)."""
        if self.zweier:
            columns = self._columns.get(self.seat_of(place), []) if place in (HUMAN, 2) else []
            return [i for c in columns for i in (c.open, c.hidden) if i is not None]
        return super()._place_items(place)

    # -- the human's cards --------------------------------------------------------------

    def _sorted_hand(self) -> list[Card]:
        if self.zweier:
            return [c.open.card for c in self._columns.get(HUMAN, []) if c.open is not None and c.open.card]
        return sorted(self._hand_items, key=self._order.sort_key)

    def _playable(self) -> tuple[object, ...]:
        known = self.known
        return known.legal if known is not None and known.stage is Stage.OVER and known.to_move == HUMAN else ()

    def set_turn(self, known: Observation) -> None:
        """The human's cards may be dragged while he is to play a card."""
        self.known = known
        self._offer_hand()

    def columns(self, seat: int) -> list[tuple[Card | None, bool]]:
        """Zweier: each stack of `seat` as shown: its open card, and whether a hidden card lies under it."""
        return [(c.open.card if c.open else None, c.hidden is not None) for c in self._columns.get(seat, [])]

    # -- events -----------------------------------------------------------------------------

    def play(self, events: Sequence[Event], deal: Deal, say: Callable[[CallMade], str | None], pause_ms: int) -> None:
        """Show `events`; `say` words a call for its bubble (None: nothing to show)."""
        self._order = sort_order(deal)
        for event in events:
            if isinstance(event, CallMade):
                words = say(event)
                if words:
                    self.say(self.place(event.seat), words)
            elif isinstance(event, CardPlayed):
                self._played(event.seat, event.card)
            elif isinstance(event, TrickTaken):
                self._gather_trick(self.placed(event.trick), pause_ms)
                self._leader = event.trick.winner
            elif isinstance(event, CardTurnedUp):
                self._turn_up(deal, event.seat, event.card)
        self._leader = deal.leader
        self.set_turn(deal.observation(HUMAN))
        self.layout_all()

    def _played(self, seat: int, card: Card) -> None:
        if not self._trick_items:
            self._leader = seat
        self._card_played(self.place(seat), card)
        for column in self._columns.get(seat, []):
            if column.open is not None and column.open.card is card:
                column.open = None
        item = self._trick_items[-1]
        slot = self.trick_slot(self.place(seat))
        item.setZValue(30 + len(self._trick_items))
        item.home = slot
        if self.animation_ms > 0:
            group = QParallelAnimationGroup(self)
            group.addAnimation(self._move(item, slot, self.animation_ms))
            self._run(group)
        else:
            item.setPos(slot)

    def _turn_up(self, deal: Deal, seat: int, card: Card) -> None:
        index = next(i for i, (_top, under) in enumerate(deal.stacks[seat]) if under is card)
        column = self._columns[seat][index]
        if column.hidden is not None:
            self._remove([column.hidden])
        column.hidden = None
        column.open = self._face_up(seat, card)
        column.open.setPos(self._row(self.place(seat), 8, STACK_STEP)[index])



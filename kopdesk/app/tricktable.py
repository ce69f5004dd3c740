"""The trick table of the trick-taking games (Kop's and Schafkopf's): four places round
the felt, the hands, the trick, the piles of tricks taken, the last trick, badges and
speech bubbles, and drag-to-play. It reads a seat's `TrickObservation`, not a family's.

Places go clockwise from the human's at the bottom (place 0); a board of a game with
fewer seats maps its seats to places.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QParallelAnimationGroup,
    QPointF,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from kopdesk.app.cardpaint import ASPECT, CardPainter
from kopdesk.app.felt import DIMMED, GOLD, TAG_INK, WHITE, CardItem, DropZone, FeltScene, LabelItem, at_home
from kopdesk.app.players import shown_name
from kopdesk.cards import Card
from kopdesk.games.tricks import CardPlayed, Trick, TrickObservation, TrickTaken, playable
from kopdesk.i18n import _

HUMAN = 0
"""The human's place, at the bottom."""
SEAT_DIRECTIONS = {0: QPointF(0, 1), 1: QPointF(-1, 0), 2: QPointF(0, -1), 3: QPointF(1, 0)}
"""Where each seat sits as seen from the human at the bottom; seats go clockwise."""


def last_trick_title(winner: int, names: Sequence[str]) -> str:
    """The heading of the last trick's view, and who took it."""
    # Translators: the heading over the four small cards of the trick gathered last.
    heading = _("Last trick")
    if winner == HUMAN:
        return heading + "\n" + _("You took it.")
    # Translators: under the heading "Last trick"; {name} is the player who took that trick.
    return heading + "\n" + _("{name} took it.").format(name=shown_name(names[winner]))


class LastTrickPanel(QGraphicsObject):
    """The last trick gathered, small, on a plate beside the table's middle: the cards two
    by two in the order played, each with its player's name; the winner's framed in gold."""

    MAX_SCALE = 0.6
    PAD = 8.0
    SLOT = 1.3
    """A card's room across, name included, in card widths."""
    NAME_GAP = 12.0
    """Room around a name under its card."""

    def __init__(self, table: TableScene) -> None:
        super().__init__()
        self.table = table
        self.trick: Trick | None = None
        self.names: Sequence[str] = ("", "", "", "")
        self.cards: list[CardItem] = []
        self.scale_factor = self.MAX_SCALE
        self.font = QFont()
        self.font.setPointSizeF(9.5)
        self.setZValue(80)

    def fit(self, width: float, height: float) -> None:
        """Size the cards so that the plate fits in `width` × `height`."""
        w, line = self.table.card_width, self._line()
        by_width = (width - 2 * self.PAD) / (2 * self.SLOT * w)
        by_height = (height - 2 * self.PAD - 4 * line - 2 * self.NAME_GAP) / (2 * ASPECT * w)
        scale = max(0.25, min(self.MAX_SCALE, by_width, by_height))
        if scale != self.scale_factor:
            self.scale_factor = scale
            self.show_trick(self.trick, self.names)

    def show_trick(self, trick: Trick | None, names: Sequence[str]) -> None:
        self.prepareGeometryChange()
        self.trick, self.names = trick, names
        for item in self.cards:
            self.table.removeItem(item)
        self.cards = []
        for offset, c in enumerate(trick.cards if trick else ()):
            item = CardItem(self.table, c)
            item.setParentItem(self)
            item.setScale(self.scale_factor)
            item.setPos(self._card_rect(offset).topLeft())
            self.cards.append(item)

    def rows(self) -> list[tuple[Card, str, bool]]:
        """Each card in the order played, its player's name as shown now, and whether he took the trick."""
        trick = self.trick
        if trick is None:
            return []
        seats = [(trick.leader + offset) % 4 for offset in range(len(trick.cards))]
        return [
            (c, shown_name(self.names[seat]), seat == trick.winner) for c, seat in zip(trick.cards, seats, strict=True)
        ]

    def title(self) -> str:
        return last_trick_title(self.trick.winner, self.names) if self.trick else ""

    def _line(self) -> float:
        return QFontMetricsF(self.font).height()

    def _slot(self) -> QPointF:
        """The room of one card with the name under it."""
        w = self.table.card_width * self.scale_factor
        return QPointF(w * self.SLOT, w * ASPECT + self._line() + self.NAME_GAP)

    def _title_rect(self) -> QRectF:
        """Two lines: "Last trick", and who took it."""
        return QRectF(self.PAD, self.PAD, 2 * self._slot().x(), 2 * self._line())

    def _card_rect(self, offset: int) -> QRectF:
        slot, w = self._slot(), self.table.card_width * self.scale_factor
        row, column = divmod(offset, 2)
        left = self.PAD + column * slot.x() + (slot.x() - w) / 2
        top = self._title_rect().bottom() + self.NAME_GAP / 2 + row * slot.y()
        return QRectF(left, top, w, w * ASPECT)

    def boundingRect(self) -> QRectF:
        if self.trick is None:
            return QRectF()
        slot = self._slot()
        return QRectF(0, 0, 2 * slot.x() + 2 * self.PAD, self._title_rect().bottom() + 2 * slot.y() + self.PAD)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.trick is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 130))
        painter.drawRoundedRect(self.boundingRect(), 8, 8)
        painter.setFont(self.font)
        painter.setPen(WHITE)
        title, metrics = self._title_rect(), QFontMetricsF(self.font)
        for index, line in enumerate(self.title().split("\n")):
            text = metrics.elidedText(line, Qt.TextElideMode.ElideRight, title.width())
            painter.drawText(title.translated(0, index * self._line()), Qt.AlignmentFlag.AlignHCenter, text)
        for offset, (_card, player, took) in enumerate(self.rows()):
            self._paint_player(painter, self._card_rect(offset), player, took)

    def _paint_player(self, painter: QPainter, card: QRectF, player: str, took: bool) -> None:
        """The player's name under his card; the winner's card framed and his name on gold."""
        width = self._slot().x() - 6
        name = QRectF(card.center().x() - width / 2, card.bottom() + 4, width, self._line() + 2)
        if took:
            painter.setPen(QPen(GOLD, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(card.adjusted(-2, -2, 2, 2), 5, 5)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(GOLD)
            painter.drawRoundedRect(name, 4, 4)
        painter.setPen(TAG_INK if took else WHITE)
        text = QFontMetricsF(self.font).elidedText(player, Qt.TextElideMode.ElideRight, name.width() - 4)
        painter.drawText(name, Qt.AlignmentFlag.AlignCenter, text)


WORDS = 10.5
SMALL_WORDS = 8.5
"""Point sizes of the seats' words on a table of the usual size, and on the smallest."""


class TableScene(FeltScene):
    card_widths = (38, 150)
    smallest_view = (399, 236)  # 10.5 by 6.2 of the smallest cards: room for a lesson's words at scale 2 on 1280×800
    card_dropped = Signal(object)  # Card dropped on the table
    card_activated = Signal(object)  # Card chosen by double-click or the keyboard
    clicked = Signal()  # a click on the felt: go on without waiting
    info_clicked = Signal()  # a click on the name of the game: explain it

    def __init__(self, painter: CardPainter) -> None:
        super().__init__(painter, animation_ms=250)
        self.observation: TrickObservation | None = None
        self._hand_items: dict[Card, CardItem] = {}
        self._others: dict[int, list[CardItem]] = {seat: [] for seat in range(1, 4)}
        """The cards of seats 1-3: backs, or faces when the hands are open."""
        self._trick_items: list[CardItem] = []
        self._tricks_taken = [0, 0, 0, 0]
        """Tricks each seat has taken, as the piles show them: a trick counts once it is put away."""
        self._pile_text: Callable[[int], str] = str
        self._last_trick: Trick | None = None
        """The last trick put away."""
        self.seat_names: Sequence[str] = ("", "", "", "")
        self.dim_unplayable = False
        """Dim the cards the human may not play while it is his turn."""
        self._selected = -1
        self.drop_zone = DropZone()
        self.addItem(self.drop_zone)
        self.badges = [LabelItem() for _seat in range(4)]
        self.tags = [LabelItem(fill=GOLD, ink=TAG_INK, bold=True) for _seat in range(4)]
        """What each seat has announced that stands: its game, its doublings."""
        self.piles = [LabelItem(fill=QColor(0, 0, 0, 90)) for _seat in range(4)]
        self.bubbles = [LabelItem(fill=QColor(255, 253, 231, 235), ink=QColor(30, 30, 30)) for _seat in range(4)]
        self.message = LabelItem(fill=QColor(120, 20, 20, 225))
        self.info = LabelItem(fill=QColor(0, 0, 0, 110))
        self.last_trick = LastTrickPanel(self)
        self.addItem(self.last_trick)
        self.last_trick.hide()
        for item in (*self.badges, *self.tags, *self.piles, *self.bubbles, self.message, self.info):
            item.setZValue(50)
            self.addItem(item)
        self.message.setZValue(90)  # a refusal or a hint is read before anything else
        for item in (*self.bubbles, self.message, *self.piles, *self.tags):
            item.hide()
        self._bubble_timers = [self._hider(b) for b in self.bubbles]
        self._message_timer = self._hider(self.message)

    # -- geometry --------------------------------------------------------------

    def resize_to(self, width: float, height: float, pixel_ratio: float) -> None:
        small = min(width / self.cards_across, height / self.cards_down) < self.card_widths[0] + 6
        for label in (*self.badges, *self.tags, self.info):
            label.prepareGeometryChange()
            label.font.setPointSizeF(SMALL_WORDS if small else WORDS)  # the seats' words fit a small table too
        super().resize_to(width, height, pixel_ratio)
        self._show_last_trick()

    def trick_center(self) -> QPointF:
        return self.sceneRect().center() - QPointF(0, self.card_h * 0.15)

    def trick_slot(self, seat: int) -> QPointF:
        """Top-left position of the card `seat` plays to the trick."""
        direction = SEAT_DIRECTIONS[seat]
        offset = QPointF(direction.x() * self.card_width * 0.72, direction.y() * self.card_h * 0.42)
        return self.trick_center() + offset - QPointF(self.card_width / 2, self.card_h / 2)

    def seat_anchor(self, seat: int) -> QPointF:
        """The centre of the seat's hand."""
        area = self.sceneRect()
        margin = self.card_h * 0.62
        direction = SEAT_DIRECTIONS[seat]
        return QPointF(
            area.center().x() + direction.x() * (area.width() / 2 - margin * 0.9),
            area.center().y() + direction.y() * (area.height() / 2 - margin),
        )

    def hand_slots(self, seat: int, count: int) -> list[QPointF]:
        """Top-left positions of `count` cards held by `seat` (side seats' cards lie turned)."""
        w, h = self.card_width, self.card_h
        if seat == HUMAN:
            step, along = w * 1.06, QPointF(1, 0)
        elif seat == 2:
            step, along = w * 0.3, QPointF(1, 0)
        else:
            step, along = w * 0.3, QPointF(0, 1)
        anchor = self.seat_anchor(seat) - QPointF(w / 2, h / 2)
        first = -(count - 1) / 2
        return [anchor + along * ((first + i) * step) for i in range(count)]

    # -- showing a deal -----------------------------------------------------

    def show_state(
        self,
        observation: TrickObservation,
        deal_animation: bool,
        open_hands: Sequence[Sequence[Card]] | None = None,
    ) -> None:
        """Lay the table out afresh for `observation` (the human's view); with
        `open_hands` (every seat's cards) the others' hands lie face up."""
        self._clear_cards([item for item in self.items() if isinstance(item, CardItem) and item.parentItem() is None])
        self.observation = observation
        self._hand_items = {c: self._new_card(c) for c in observation.hand}
        played = observation.played_by()
        dealt = len(observation.hand) + sum(1 for s in played.values() if s == HUMAN)
        for seat in range(1, 4):
            if open_hands is not None:
                self._others[seat] = [self._new_card(c) for c in open_hands[seat]]
            else:
                held = dealt - sum(1 for s in played.values() if s == seat)
                self._others[seat] = [self._new_card(None) for _card in range(held)]
        self._trick_items = []
        for offset, c in enumerate(observation.trick):
            item = self._new_card(c)
            item.setPos(self.trick_slot((observation.leader + offset) % 4))
            self._trick_items.append(item)
        self._tricks_taken = list(observation.tricks_taken)
        self._last_trick = observation.tricks[-1] if observation.tricks else None
        self.hide_last_trick()
        self._show_piles()
        self._selected = -1
        if deal_animation and self.animation_ms > 0:
            self._animate_deal(observation.dealer)
        else:
            self.layout_all(animate=False)

    def _new_card(self, card: Card | None) -> CardItem:
        item = CardItem(self, card)
        item.setZValue(10)
        self.addItem(item)
        return item

    def _animate_deal(self, dealer: int) -> None:
        """Cards fly one by one from the dealer to each seat, starting at his left."""
        start = self.seat_anchor(dealer) - QPointF(self.card_width / 2, self.card_h / 2)
        targets = self._hand_targets()
        order = []
        for round_number in range(max(len(self._seat_items(seat)) for seat in range(4))):
            for step in range(1, 5):
                seat = (dealer + step) % 4
                items = self._seat_items(seat)
                if round_number < len(items):
                    order.append((items[round_number], targets[items[round_number]]))
        group = QSequentialAnimationGroup(self)
        for item, target in order:
            item.setPos(start)
            group.addAnimation(self._move(item, target, max(40, self.animation_ms // 4)))
        self._run(group)
        self._place_labels()

    def _seat_items(self, seat: int) -> list[CardItem]:
        if seat == HUMAN:
            return [self._hand_items[c] for c in self._sorted_hand()]
        return self._others[seat]

    def _sorted_hand(self) -> list[Card]:
        obs = self.observation
        if obs is None:
            return []
        return sorted(self._hand_items, key=obs.order.sort_key)

    def _hand_targets(self) -> dict[CardItem, QPointF]:
        targets: dict[CardItem, QPointF] = {}
        for seat in range(4):
            items = self._seat_items(seat)
            for index, (item, slot) in enumerate(zip(items, self.hand_slots(seat, len(items)), strict=True)):
                lift = self.card_h * 0.12 if seat == HUMAN and index == self._selected else 0
                targets[item] = slot - QPointF(0, lift)
                item.setRotation(90 if seat in (1, 3) else 0)
                item.setTransformOriginPoint(item.boundingRect().center())
                item.setZValue(10 + index)
        return targets

    def layout_all(self, animate: bool = True) -> None:
        """Move every card to where the state says it belongs."""
        targets = self._hand_targets()
        for offset, item in enumerate(self._trick_items):
            targets[item] = self.trick_slot(self.trick_seat(offset))
            item.setZValue(30 + offset)
        self._send_home(targets, animate)
        zone = QRectF(0, 0, self.card_width * 3.3, self.card_h * 2.3)
        zone.moveCenter(self.trick_center())
        self.drop_zone.set_rect(zone)
        self._place_labels()

    def trick_seat(self, offset: int) -> int:
        """The seat that played the `offset`-th card of the trick on the table (a board of
        another family, with other seats, says otherwise)."""
        leader = self.observation.leader if self.observation else 0
        return (leader + offset) % 4

    def _place_labels(self) -> None:
        """The words on the table, then the speech bubbles where they hide none of them and no card."""
        self._place_words()
        self._clear_bubbles()

    def _place_words(self) -> None:
        self.info.setPos(self.sceneRect().topLeft() + QPointF(10, 10))
        taken = _shown([self.info, *self._card_items()])
        for seat in (HUMAN, 2, 1, 3):  # a side seat's badge may go below its hand, when the top one's is in the way
            self._place_badge(seat, taken)
            taken += _shown([self.badges[seat], self.tags[seat]])
        for seat in range(4):
            self._place_pile(seat, taken)
            self._place_near(self.bubbles[seat], seat, 0.45)
        self._place_last_trick()
        self._place_message()

    def _clear_bubbles(self) -> None:
        """A speech bubble goes at the first of its spots (`_bubble_spots`) where it hides no
        card (where the cards are going: a card lifted by a hint rises into the room above the
        hand) and no words (a seat's, the hint's); where none is free (on a small table), at the
        first that hides no card and not the hint or refusal, else at the first that hides no card."""
        cards = at_home([i for i in self.items() if isinstance(i, CardItem)])
        message = _shown([self.message])
        words = [*_shown([*self.badges, *self.tags, *self.piles, self.info]), *message]
        for place, bubble in enumerate(self.bubbles):
            rect = bubble.boundingRect()
            spots = self._bubble_spots(place, bubble.pos(), rect)

            def hides(spot: QPointF, things: list[QRectF], rect: QRectF = rect) -> bool:
                return any(rect.translated(spot).intersects(thing) for thing in things)

            clear = [spot for spot in spots if not hides(spot, cards)]
            fits = (spot for things in (words, message) for spot in clear if not hides(spot, things))
            bubble.setPos(next(fits, (clear or spots)[0]))

    def _bubble_spots(self, place: int, near: QPointF, rect: QRectF) -> list[QPointF]:
        """Where a seat's speech bubble may go, best first: just off its hand on the side of
        the trick (between the hand and the card it plays), then from `near`, where the trick
        table puts it, a step at a time towards the trick, then beside the hand's inner edge
        (the top seat's trick card lies close under its hand), and the user's low beside his hand
        (on a small table the hint fills the room above it)."""
        step = (self.trick_center() - rect.translated(near).center()) * 0.25
        spots = [near + step * k for k in range(5)]
        cards = at_home(self._place_items(place))
        if not cards:
            return spots
        hand, middle = united(cards), QPointF(-rect.width() / 2, -rect.height() / 2)
        off = {
            HUMAN: QPointF(hand.center().x(), hand.top() - 4 - rect.height() / 2),
            1: QPointF(hand.right() + 4 + rect.width() / 2, hand.center().y()),
            2: QPointF(hand.center().x(), hand.bottom() + 4 + rect.height() / 2),
            3: QPointF(hand.left() - 4 - rect.width() / 2, hand.center().y()),
        }[place]
        inner = {HUMAN: hand.top(), 2: hand.bottom() - rect.height()}.get(place, hand.top() - rect.height() - 4)
        heights = [inner, hand.bottom() - rect.height()] if place == HUMAN else [inner]  # low beside the user's hand
        beside = [QPointF(x, y) for y in heights for x in (hand.left() - 4 - rect.width(), hand.right() + 4)]
        return [self._inside(spot, rect) for spot in (off + middle, *spots, *beside)]

    def _place_items(self, place: int) -> list[CardItem]:
        """The cards lying at `place`: the human's hand or another seat's backs."""
        return list(self._hand_items.values()) if place == HUMAN else self._others.get(place, [])

    def _place_message(self) -> None:
        """Over the human's hand, in the middle; where that covers a card of the trick or of
        the hand (a long hint on a small table), as near as it covers none, or at least not
        the card lifted in the hand (the hinted one)."""
        trick, hand = at_home(self._trick_items), at_home(list(self._hand_items.values()))
        cards = self._sorted_hand()
        lifted = at_home([self._hand_items[cards[self._selected]]]) if 0 <= self._selected < len(cards) else []
        self._place_message_clear(self._message_spot, (trick + hand, trick + lifted))

    def _message_spot(self, message: QRectF) -> QPointF:
        """Over the human's hand, in the middle, or right of the last trick where that lies under it."""
        area = self.sceneRect()
        spot = QPointF(
            area.center().x() - message.width() / 2, self.seat_anchor(HUMAN).y() - self.card_h * 0.95 - message.height()
        )
        plate = self.last_trick.sceneBoundingRect() if self.last_trick.isVisible() else QRectF()
        beside = QPointF(plate.right() + 8, spot.y())
        if message.translated(spot).intersects(plate) and beside.x() + message.width() <= area.right() - 4:
            return beside
        return spot

    def _card_items(self) -> list[CardItem]:
        return [*self._hand_items.values(), *(c for cards in self._others.values() for c in cards), *self._trick_items]

    def _place_badge(self, seat: int, taken: list[QRectF]) -> None:
        """A seat's badge, with its announcements, at the first of its places where they
        cover no card and no other seat's words (at the first place when none is free)."""
        badge = self.badges[seat]
        spots = self._badge_spots(seat)
        for spot in spots:
            badge.setPos(spot)
            self._place_tag(seat)
            if not any(rect.intersects(other) for rect in _shown([badge, self.tags[seat]]) for other in taken):
                return
        badge.setPos(spots[0])
        self._place_tag(seat)

    def _badge_spots(self, seat: int) -> list[QPointF]:
        """Where a seat's badge may go, best first: beside the human's and the top seat's
        hands (left of the top seat's when the right is taken), above a side seat's hand
        or, when that is taken (by the top seat's badge on a low table), below it or
        beside it towards the middle."""
        w, anchor, rect = self.card_width, self.seat_anchor(seat), self.badges[seat].boundingRect()
        if seat == HUMAN:
            spots = [QPointF(-w * 2.3 - rect.width(), -rect.height() / 2)]
        elif seat == 2:
            spots = [QPointF(w * 1.2, -rect.height() / 2), QPointF(-w * 1.2 - rect.width(), -rect.height() / 2)]
        else:
            inward = -w * 0.75 - rect.width() if seat == 3 else w * 0.75
            spots = [
                QPointF(-rect.width() / 2, -w * 1.25 - rect.height()),
                QPointF(-rect.width() / 2, w * 1.25),
                QPointF(inward, -rect.height() / 2),
            ]
        return [self._inside(anchor + spot, rect) for spot in spots]

    def _place_last_trick(self) -> None:
        """Right of the left seat's cards, left of the trick; below the left seat's words,
        above the human's; level with the trick where there is room."""
        area = self.sceneRect()
        left = max((r.right() for r in _shown([self.piles[1], *self._others[1]])), default=area.left()) + 10
        top = max((r.bottom() for r in _shown([self.badges[1], self.tags[1]])), default=area.top()) + 8
        below = _shown([self.badges[HUMAN], self.tags[HUMAN], *self._hand_items.values()])
        bottom = min((r.top() for r in below), default=area.bottom()) - 8
        self.last_trick.fit(self.drop_zone.rect.left() - 10 - left, bottom - top)
        height = self.last_trick.boundingRect().height()
        y = min(max(self.trick_center().y() - height / 2, top), bottom - height)
        self.last_trick.setPos(left, y)

    def _place_tag(self, seat: int) -> None:
        """A seat's announcements sit by its badge: on the side away from its hand."""
        tag, badge = self.tags[seat], self.badges[seat].sceneBoundingRect()
        rect = tag.boundingRect()
        below = badge.center().y() > self.seat_anchor(seat).y() if seat != HUMAN else False
        y = badge.bottom() + 2 if seat == 2 or below else badge.top() - rect.height() - 2
        tag.setPos(self._inside(QPointF(badge.center().x() - rect.width() / 2, y), rect))

    def _place_pile(self, seat: int, taken: list[QRectF]) -> None:
        """The tricks a seat has taken lie beside its hand, where no words are."""
        pile, w = self.piles[seat], self.card_width
        rect = pile.boundingRect()
        below, above = QPointF(-rect.width() / 2, w * 1.3), QPointF(-rect.width() / 2, -w * 1.3 - rect.height())
        offsets = {
            0: [QPointF(w * 2.4, -rect.height() / 2)],
            1: [below, above],
            2: [QPointF(-w * 1.3 - rect.width(), -rect.height() / 2), QPointF(w * 1.3, -rect.height() / 2)],
            3: [below, above],
        }[seat]
        spots = [self._inside(self.seat_anchor(seat) + offset, rect) for offset in offsets]
        free = [spot for spot in spots if not any(rect.translated(spot).intersects(other) for other in taken)]
        pile.setPos((free or spots)[0])

    def _place_near(self, label: LabelItem, seat: int, towards_center: float) -> None:
        anchor, center = self.seat_anchor(seat), self.trick_center()
        spot = anchor + (center - anchor) * towards_center * 0.55
        rect = label.boundingRect()
        label.setPos(self._inside(spot - QPointF(rect.width() / 2, rect.height() / 2), rect))

    def _message_changed(self) -> None:
        self._place_labels()  # above the human's hand

    # -- seats ------------------------------------------------------------------

    def set_badges(self, texts: Sequence[str]) -> None:
        for badge, text in zip(self.badges, texts, strict=True):
            badge.set_text(text)
        self._place_labels()

    def set_announcements(self, texts: Sequence[str]) -> None:
        """What stands of each seat's calls, by its badge ("" for nothing)."""
        for tag, text in zip(self.tags, texts, strict=True):
            tag.set_text(text)
            tag.setVisible(bool(text))
        self._place_labels()

    def set_seat_names(self, names: Sequence[str]) -> None:
        """The players' names, for the last trick's cards."""
        self.seat_names = tuple(names)
        self._show_last_trick()

    def set_info(self, text: str) -> None:
        """What is being played, at the top left."""
        self.info.set_text(text)
        self.info.setVisible(bool(text))

    def say(self, seat: int, text: str, ms: int = 1600) -> None:
        """A speech bubble by `seat` for a call."""
        bubble = self.bubbles[seat]
        bubble.set_text(text)
        bubble.show()
        self._place_labels()
        self._bubble_timers[seat].start(ms)

    def update_piles(self, text_for: Callable[[int], str]) -> None:
        """Word the piles' counts with `text_for` (now and as tricks are put away)."""
        self._pile_text = text_for
        self._show_piles()

    def _show_piles(self) -> None:
        for seat, pile in enumerate(self.piles):
            pile.set_text(self._pile_text(self._tricks_taken[seat]))
            pile.setVisible(self._tricks_taken[seat] > 0)
        self._place_labels()

    # -- events --------------------------------------------------------------

    def play_events(self, events: Sequence[object], observation: TrickObservation, trick_pause_ms: int) -> None:
        self.observation = observation
        for event in events:
            if isinstance(event, CardPlayed):
                self._card_played(event.seat, event.card)
            elif isinstance(event, TrickTaken):
                self._gather_trick(event.trick, trick_pause_ms)
        self.set_human_turn(observation)
        self.layout_all()

    def _card_played(self, seat: int, card: Card) -> None:
        if seat == HUMAN:
            item = self._hand_items.pop(card)
        else:
            held = self._others[seat]
            shown = next((i for i in held if i.card is card), None)
            if shown is not None:
                held.remove(shown)
                item = shown
            else:
                back = held.pop()
                item = self._new_card(card)
                item.setPos(back.pos())
                self._remove([back])
        item.draggable = False
        item.setOpacity(1.0)
        item.setRotation(0)
        self._trick_items.append(item)
        self._selected = -1

    def _gather_trick(self, trick: Trick, pause_ms: int) -> None:
        """After a pause, the finished trick slides to its winner and is put away; only
        then do his pile and the last trick show it."""
        items, self._trick_items = self._trick_items, []
        target = self.seat_anchor(trick.winner) - QPointF(self.card_width / 2, self.card_h / 2)
        for item in items:
            item.home = item.pos()

        def put_away(live: list[CardItem]) -> None:
            self._remove(live)
            self._tricks_taken[trick.winner] += 1
            self._last_trick = trick
            self._show_piles()
            self._show_last_trick()

        def gather() -> None:
            live = [i for i in items if i.scene() is self]
            if not live:
                return  # the table was laid out afresh meanwhile: it counts the trick already
            if self.animation_ms == 0:
                put_away(live)
                return
            group = QParallelAnimationGroup(self)
            for item in live:
                group.addAnimation(self._move(item, target, self.animation_ms))
            group.finished.connect(lambda: put_away(live))
            self._run(group)

        if self.animation_ms == 0:
            gather()
        else:
            for offset, item in enumerate(items):
                item.setZValue(30 + offset)
            timer = QTimer(self)  # a child of the scene: it dies with it
            timer.setSingleShot(True)
            timer.timeout.connect(gather)
            timer.timeout.connect(timer.deleteLater)
            timer.start(max(0, pause_ms - self.animation_ms))

    def set_human_turn(self, observation: TrickObservation) -> None:
        """Make the human's cards draggable when it is his turn to play (and dim the
        others, if he wants that)."""
        self.observation = observation
        self._offer_hand()

    def _playable(self) -> tuple[object, ...]:
        """The cards the human may play now: none unless it is his turn to play a card."""
        return playable(self.observation) if self.observation is not None else ()

    def _offer_hand(self) -> None:
        """Let the human drag his cards while he is to play one, and dim as he wants."""
        playing = bool(self._playable())
        for item in self._hand_items.values():
            item.draggable = playing
            item.setCursor(Qt.CursorShape.OpenHandCursor if playing else Qt.CursorShape.ArrowCursor)
        self._dim_hand(self.dim_unplayable)

    def set_dim_unplayable(self, dim: bool) -> None:
        self.dim_unplayable = dim
        self._dim_hand(dim)

    def _dim_hand(self, dim: bool) -> None:
        """Dim the cards the human may not play now (`dim`), or none."""
        cards = self._playable()
        legal = set(cards) if dim and cards else set(self._hand_items)
        for item in self._hand_items.values():
            item.setOpacity(1.0 if item.card in legal else DIMMED)

    # -- dragging ----------------------------------------------------------------

    def drag_started(self, item: CardItem) -> None:
        self._dim_hand(True)
        self.drop_zone.set_lit(False)

    def drag_moved(self, item: CardItem) -> None:
        self.drop_zone.set_lit(self.drop_zone.rect.contains(item.center()))

    def drag_released(self, item: CardItem) -> None:
        self.drop_zone.set_lit(False)
        self._dim_hand(self.dim_unplayable)
        if self.drop_zone.rect.contains(item.center()) and item.card is not None:
            self.card_dropped.emit(item.card)
        if item.card in self._hand_items:  # refused or dropped outside: back to the hand
            self.snap_back(item)

    def snap_back(self, item: CardItem) -> None:
        item.setZValue(10)
        group = QParallelAnimationGroup(self)
        group.addAnimation(self._move(item, item.home, max(120, self.animation_ms)))
        self._run(group)

    def select(self, card: Card) -> None:
        """Lift `card` in the human's hand, as the arrow keys do."""
        cards = self._sorted_hand()
        if card in cards:
            self._selected = cards.index(card)
            self.layout_all()

    def hand_item(self, card: Card) -> CardItem | None:
        return self._hand_items.get(card)

    def hand_cards(self) -> list[Card]:
        return self._sorted_hand()

    # -- keyboard and the last trick ----------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        cards = self._sorted_hand()
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and cards:
            step = -1 if key == Qt.Key.Key_Left else 1
            self._selected = (self._selected + step) % len(cards) if self._selected >= 0 else 0
            self.layout_all()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and 0 <= self._selected < len(cards):
            self.card_activated.emit(cards[self._selected])
        else:
            super().keyPressEvent(event)

    def toggle_last_trick(self) -> None:
        """Show the last trick put away, and each trick after it as it is put away; or stop."""
        if self.last_trick.isVisible():
            self.hide_last_trick()
        else:
            self.last_trick.show()
            self._show_last_trick()

    def hide_last_trick(self) -> None:
        self.last_trick.hide()
        self.last_trick.show_trick(None, self.seat_names)

    def _show_last_trick(self) -> None:
        if self.last_trick.isVisible():
            self.last_trick.show_trick(self._last_trick, self.seat_names)
            self._place_last_trick()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.info.isVisible() and self.info.sceneBoundingRect().contains(event.scenePos()):
            self.info_clicked.emit()
            event.accept()
            return
        if any(pile.isVisible() and pile.sceneBoundingRect().contains(event.scenePos()) for pile in self.piles):
            self.toggle_last_trick()
            event.accept()
            return
        super().mousePressEvent(event)
        if not event.isAccepted() or self.itemAt(event.scenePos(), self.views()[0].transform()) is None:
            self.clicked.emit()


def _shown(items: Sequence[QGraphicsItem]) -> list[QRectF]:
    """Where the visible ones of `items` are on the table."""
    return [item.sceneBoundingRect() for item in items if item.isVisible()]


def united(rects: Sequence[QRectF]) -> QRectF:
    """The smallest rectangle holding all of `rects` (one at least)."""
    whole = QRectF(rects[0])
    for rect in rects[1:]:
        whole = whole.united(rect)
    return whole

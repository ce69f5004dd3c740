"""The Scopa table as a scene: hands, the cards on the table in a grid, piles, the talon.

Like every table on the felt (`kopdesk.app.felt`) the scene works in view pixels and lays itself
out again at every size; a drag is an in-scene move of a `CardItem` with a hit test
on the table cards and the felt. The scene shows one seat's view of a `Deal`: that
seat's hand face up at the bottom, every other hand as backs.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from PySide6.QtCore import (
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from kopdesk.app.cardpaint import CardPainter, card_height
from kopdesk.app.felt import DIMMED, GOLD, TAG_INK, CardItem, FeltScene, LabelItem, at_home, clear_spot
from kopdesk.app.scopa import words
from kopdesk.app.words import line_start
from kopdesk.cards import Card
from kopdesk.games.scopa import (
    PASS,
    Action,
    CardLaid,
    CardsCaptured,
    Deal,
    Event,
    LeftoverTaken,
    Move,
    Observation,
)
from kopdesk.games.scopa.captures import sets_summing
from kopdesk.games.scopa.cards import VALUE
from kopdesk.games.scopa.rules import Direction
from kopdesk.i18n import _, ngettext

DOWN, UP, LEFT, RIGHT = QPointF(0, 1), QPointF(0, -1), QPointF(-1, 0), QPointF(1, 0)
SIDE_PLATES = (QColor(22, 70, 120, 215), QColor(120, 30, 40, 215), QColor(90, 60, 10, 215), QColor(40, 90, 40, 215))
"""Each side's badge colour: partners share one."""
CHOICE = QColor(255, 214, 90)
WRONG = QColor(230, 70, 60)
HINTED = QColor(120, 200, 255)
ANNOUNCE_POINTS = (26, 20, 15)
"""The point sizes the scopa's banner is said in, biggest first: smaller where a small table
leaves it no room clear of the cards."""


def places(players: int, direction: Direction) -> list[QPointF]:
    """Where each seat sits, counted from the one at the bottom: the next to play sits on
    the right when play goes counterclockwise (as in Italy), on the left otherwise."""
    if players == 2:
        return [DOWN, UP]
    after, before = (RIGHT, LEFT) if direction is Direction.COUNTERCLOCKWISE else (LEFT, RIGHT)
    return [DOWN, after, before] if players == 3 else [DOWN, after, UP, before]


def _nearby(rect: QRectF, area: QRectF, step: float = 4, reach: int = 40) -> Iterator[QRectF]:
    """`rect`, then `rect` moved up or down, then sideways, a step further each time, as long
    as it lies within `area`."""
    for distance in range(reach + 1):
        for dx, dy in ((0, distance), (0, -distance), (distance, 0), (-distance, 0)):
            moved = rect.translated(dx * step, dy * step)
            if area.contains(moved):
                yield moved


def by_value(card: Card) -> tuple[int, int]:
    return VALUE[card.index], card.suit


SCOPE_SHOWN = 3
"""How many of a pile's scope lie on it crosswise: the last ones made. More would grow the pile
over the table (a side of Scopone may make a dozen); the label by the pile counts them all."""


class Stack(QGraphicsObject):
    """A face-down stack (a pile of captured cards or the talon), a little thick when
    high; a pile's last few scope lie on it crosswise, face up, as players mark them."""

    def __init__(self, table: ScopaScene) -> None:
        super().__init__()
        self.table = table
        self.count = 0
        self.scope: tuple[Card, ...] = ()
        self.spread = 1.0
        """Which way further scope shift: down (1) or up (-1), away from the table's edge."""

    def show_cards(self, count: int, scope: Sequence[Card] = (), spread: float = 1.0) -> None:
        self.prepareGeometryChange()
        self.count, self.scope, self.spread = count, tuple(scope[-SCOPE_SHOWN:]), spread
        self.setVisible(count > 0)
        self.update()

    def _layers(self) -> int:
        return min(4, (self.count + 5) // 6)

    def card_rect(self) -> QRectF:
        """Where the top card of the stack lies."""
        w = self.table.card_width
        return QRectF(0, 0, w, card_height(w))

    def scopa_rect(self, index: int) -> QRectF:
        """The `index`-th scopa card, turned crosswise on the stack."""
        w, h = self.table.card_width, card_height(self.table.card_width)
        centre = QPointF(w / 2, h / 2 + self.spread * index * w * 0.24)
        return QRectF(centre.x() - h / 2, centre.y() - w / 2, h, w)

    def boundingRect(self) -> QRectF:
        rect = self.card_rect().adjusted(-8, -8, 8, 8)
        for index in range(len(self.scope)):
            rect = rect.united(self.scopa_rect(index))
        return rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.count:
            return
        cards, w, ratio = self.table.painter, self.table.card_width, self.table.pixel_ratio
        h = card_height(w)
        back = cards.back(w, ratio)
        for layer in range(self._layers(), 0, -1):
            painter.drawPixmap(self.card_rect().translated(-2 * layer, -2 * layer).toRect(), back)
        for index, scopa in enumerate(self.scope):
            painter.save()
            painter.translate(self.scopa_rect(index).center())
            painter.rotate(90)
            painter.drawPixmap(QRectF(-w / 2, -h / 2, w, h).toRect(), cards.face(scopa, w, ratio))
            painter.restore()


class Halo(QGraphicsObject):
    """Frames around cards: the set a drop would take, the choices of capture."""

    def __init__(self) -> None:
        super().__init__()
        self.frames: list[tuple[QRectF, QColor, float]] = []
        self.setZValue(40)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_frames(self, frames: list[tuple[QRectF, QColor, float]]) -> None:
        self.prepareGeometryChange()
        self.frames = frames
        self.update()

    def boundingRect(self) -> QRectF:
        rect = QRectF()
        for frame, _colour, width in self.frames:
            rect = rect.united(frame.adjusted(-width, -width, width, width))
        return rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for frame, colour, width in self.frames:
            painter.setPen(QPen(colour, width))
            painter.drawRoundedRect(frame.adjusted(-2, -2, 2, 2), 7, 7)


class ScopaScene(FeltScene):
    action_chosen = Signal(object)  # the human's Action (the engine says whether it stands)
    card_activated = Signal(object)  # a hand card chosen by double-click
    clicked = Signal()  # a click on the free felt: go on without waiting
    help_clicked = Signal(str)  # a click on the game's name or a refusal: the help's anchor

    card_widths = (44, 130)
    cards_across = 13
    cards_down = 7.6
    smallest_view = (572, 334)
    message_ms = 5000

    def __init__(self, painter: CardPainter) -> None:
        super().__init__(painter, animation_ms=300)
        self.names: list[str] = []
        self.deal: Deal | None = None
        self.human = 0
        self.turn: Observation | None = None
        self.dim_unplayable = False
        """Dim the cards the human may not play while he is to play (a view option)."""
        self.open_hands = False
        """Practice: the other players' hands lie face up."""
        """The human's observation while he is to act, else None."""
        self.faces: dict[Card, CardItem] = {}
        """Every card face up on the board: the human's hand and the table."""
        self.backs: dict[int, list[CardItem]] = {}
        self.choices: list[Move] = []
        self.hinted: Move | None = None
        """The move a hint points at, framed until the next move or choice."""
        self.choice = 0
        self.selected = -1
        self.thinking = -1
        self.halo = Halo()
        self.addItem(self.halo)
        self.piles: list[Stack] = []
        self.pile_labels: list[LabelItem] = []
        self.talon = Stack(self)
        self.talon_label = LabelItem(fill=QColor(0, 0, 0, 90))
        self.badges: list[LabelItem] = []
        self.bubble = LabelItem(fill=QColor(255, 253, 231, 235), ink=QColor(30, 30, 30))
        self.message = LabelItem(fill=QColor(120, 20, 20, 225))
        self.info = LabelItem(fill=QColor(0, 0, 0, 110))
        self.prompt = LabelItem(fill=QColor(25, 70, 140, 230))
        self.keep = LabelItem(fill=GOLD, ink=TAG_INK, bold=True)
        self.announce = LabelItem(fill=GOLD, ink=TAG_INK, bold=True)
        self.chips: list[LabelItem] = []
        for item in (self.talon, self.talon_label, self.bubble, self.message, self.info, self.prompt, self.keep,
                     self.announce):  # fmt: skip
            item.setZValue(60)
            self.addItem(item)
            item.hide()
        self.message.setZValue(90)
        self.announce.setZValue(95)
        self._message_timer = self._hider(self.message)
        self._announce_timer = self._hider(self.announce)

    # -- geometry --------------------------------------------------------------

    @property
    def players(self) -> int:
        return self.deal.rules.players if self.deal else 2

    def place(self, seat: int) -> QPointF:
        """Where `seat` sits, as a direction from the table's middle."""
        rules = self.deal.rules if self.deal else None
        spots = places(self.players, rules.direction if rules else Direction.COUNTERCLOCKWISE)
        return spots[(seat - self.human) % self.players]

    def name(self, seat: int) -> str:
        """The name of the player in `seat`; "" while the names are of another deal, with
        fewer seats (the window gives a new match's names and its first deal one by one)."""
        return self.names[seat] if seat < len(self.names) else ""

    def hand_anchor(self, seat: int) -> QPointF:
        """The middle of `seat`'s hand."""
        area, h = self.sceneRect(), self.card_h
        place = self.place(seat)
        return QPointF(
            area.center().x() + place.x() * (area.width() / 2 - h * 0.62),
            area.center().y() + place.y() * (area.height() / 2 - h * 0.62),
        )

    def hand_slots(self, seat: int, count: int) -> list[QPointF]:
        """Top-left corners of `count` cards held by `seat` (side seats' cards lie turned)."""
        w, h = self.card_width, self.card_h
        if seat == self.human:
            step, along = min(w * 1.08, (self.sceneRect().width() - 7 * w) / max(count, 1)), QPointF(1, 0)
        else:
            step = w * 0.32
            along = QPointF(1, 0) if self.place(seat).x() == 0 else QPointF(0, 1)
        corner = self.hand_anchor(seat) - QPointF(w / 2, h / 2)
        first = -(count - 1) / 2
        return [corner + along * ((first + i) * step) for i in range(count)]

    def felt(self) -> QRectF:
        """The free table between the hands, where cards are laid."""
        area, w, h = self.sceneRect(), self.card_width, self.card_h
        side = h * 1.35 if self.players > 2 else w * 2.6
        return QRectF(area.left() + side, area.top() + h * 1.45, area.width() - 2 * side, area.height() - h * 3.15)

    def table_slots(self, count: int) -> list[QPointF]:
        """Top-left corners of the table's cards: a centred grid, in rows of equal length."""
        felt, w, h = self.felt(), self.card_width, self.card_h
        columns = max(1, min(count, int(felt.width() // (w * 1.15))))
        rows = -(-count // columns) if count else 0
        columns = -(-count // rows) if rows else 0
        step_y = min(h * 1.08, (felt.height() - h) / max(rows - 1, 1)) if rows > 1 else 0
        top = felt.center().y() - (h + step_y * (rows - 1)) / 2
        slots = []
        for index in range(count):
            row, column = divmod(index, columns)
            in_row = min(columns, count - row * columns)
            left = felt.center().x() - (w * 1.15 * in_row - w * 0.15) / 2
            slots.append(QPointF(left + column * w * 1.15, top + row * step_y))
        return slots

    def pile_spot(self, side: int) -> QPointF:
        """Top-left of a side's pile: right of its first seat's hand at the bottom and top;
        towards the top corner, inside the hand, for a seat at the side."""
        assert self.deal is not None
        seat = min(self.deal.sides[side], key=lambda s: (s - self.human) % self.players)
        anchor, place, w, h = self.hand_anchor(seat), self.place(seat), self.card_width, self.card_h
        area = self.sceneRect()
        if place.x() == 0:
            x = min(anchor.x() + self._hand_length(seat) / 2 + w * 0.9, area.right() - w * 1.9)
            return QPointF(x, anchor.y() - h / 2)
        inside = h / 2 + w * 0.5
        return QPointF(anchor.x() - place.x() * inside - w / 2, area.top() + h * 0.45 + 30)

    def talon_spot(self) -> QPointF:
        area, w, h = self.sceneRect(), self.card_width, self.card_h
        return QPointF(area.left() + w * 0.5, area.bottom() - h * 1.25)

    def _hand_length(self, seat: int) -> float:
        """How far `seat`'s hand reaches along its edge of the table."""
        slots, w = self.hand_slots(seat, self._held(seat)), self.card_width
        if not slots:
            return w
        run = slots[-1] - slots[0]
        return run.x() + w if self.place(seat).x() == 0 else run.y() + w

    def _held(self, seat: int) -> int:
        if seat == self.human:
            return len(self._hand_cards())
        return len(self.backs.get(seat, []))

    # -- showing a deal ------------------------------------------------------------

    def show_deal(self, deal: Deal, human: int) -> None:
        """Lay the board out afresh for `deal` as `human` sees it."""
        self._clear_cards([*self.faces.values(), *(b for backs in self.backs.values() for b in backs)])
        self.faces, self.backs = {}, {}
        self.deal, self.human, self.turn = deal, human, None
        self._ensure_side_items(len(deal.sides))
        self._cancel_choice()
        self._announce_timer.stop()
        self.announce.hide()  # a scopa of the deal before is not this deal's
        self._take_message_down()
        self.selected = -1
        self.sync(animate=False)

    def _take_message_down(self) -> None:
        """A hint or refusal speaks of the position it was given in: any move ends it."""
        self._message_timer.stop()
        self.message.hide()

    def _ensure_side_items(self, sides: int) -> None:
        while len(self.piles) < sides:
            pile, label = Stack(self), LabelItem(fill=QColor(0, 0, 0, 90))
            for item in (pile, label):
                item.setZValue(20)
                self.addItem(item)
            self.piles.append(pile)
            self.pile_labels.append(label)
        for index, (pile, label) in enumerate(zip(self.piles, self.pile_labels, strict=True)):
            pile.setVisible(index < sides)
            label.setVisible(index < sides)
        while len(self.badges) < self.players:
            badge = LabelItem(bold=True)
            badge.setZValue(50)
            self.addItem(badge)
            self.badges.append(badge)
        for index, badge in enumerate(self.badges):
            badge.setVisible(index < self.players)

    def sync(self, animate: bool = True) -> None:
        """Make the items match the deal: new cards come from the talon, gone ones go."""
        deal = self.deal
        if deal is None:
            return
        shown = set(deal.hand(self.human)) | set(deal.table)
        for card in [c for c in self.faces if c not in shown]:
            self._remove([self.faces.pop(card)])
        for card in shown - set(self.faces):
            self.faces[card] = self._new_card(card, self.talon_spot())
        for seat in range(deal.rules.players):
            if seat != self.human:
                self._sync_hidden(self.backs.setdefault(seat, []), deal.hand(seat))
        self.layout_all(animate)

    def _sync_hidden(self, backs: list[CardItem], held: Sequence[Card]) -> None:
        """Another player's hand: as many backs as he holds cards, or his cards face up."""
        wanted = sorted(held, key=by_value) if self.open_hands else [None] * len(held)
        if self.open_hands or any(item.card is not None for item in backs):
            if [item.card for item in backs] == wanted:
                return
            self._remove(backs)  # turned up or down: dealt afresh
            backs.clear()
        while len(backs) > len(wanted):
            self._remove([backs.pop()])
        backs.extend(self._new_card(card, self.talon_spot()) for card in wanted[len(backs) :])

    def _new_card(self, card: Card | None, at: QPointF) -> CardItem:
        item = CardItem(self, card)
        item.setZValue(10)
        item.setPos(at)
        self.addItem(item)
        return item

    def _hand_cards(self) -> list[Card]:
        if self.deal is None:
            return []
        return sorted((c for c in self.deal.hand(self.human) if c in self.faces), key=by_value)

    def _table_cards(self) -> list[Card]:
        return sorted(self.deal.table, key=by_value) if self.deal else []

    def table_item(self, card: Card) -> CardItem | None:
        return self.faces.get(card) if self.deal and card in self.deal.table else None

    def hand_item(self, card: Card) -> CardItem | None:
        return self.faces.get(card) if card in self._hand_cards() else None

    def _targets(self) -> dict[CardItem, QPointF]:
        targets: dict[CardItem, QPointF] = {}
        hand = self._hand_cards()
        for index, (card, slot) in enumerate(zip(hand, self.hand_slots(self.human, len(hand)), strict=True)):
            lift = self.card_h * 0.14 if index == self.selected else 0
            targets[self.faces[card]] = slot - QPointF(0, lift)
            self.faces[card].setZValue(10 + index)
        for seat, backs in self.backs.items():
            turned = self.place(seat).x() != 0
            for index, (item, slot) in enumerate(zip(backs, self.hand_slots(seat, len(backs)), strict=True)):
                item.setTransformOriginPoint(item.boundingRect().center())
                item.setRotation(90 if turned else 0)
                item.setZValue(10 + index)
                targets[item] = slot
        table = self._table_cards()
        for index, (card, slot) in enumerate(zip(table, self.table_slots(len(table)), strict=True)):
            self.faces[card].setZValue(5 + index)
            self.faces[card].setRotation(0)
            targets[self.faces[card]] = slot
        return targets

    def layout_all(self, animate: bool = True) -> None:
        """Move every card where the deal says it belongs, and word the labels."""
        self._send_home(self._targets(), animate)
        self._enable_hand()
        self.refresh_labels()
        if self.choices:
            self._show_choice()  # the frames follow the cards
        elif self.hinted is not None:
            self._frame_hint(self.hinted)

    def refresh_labels(self) -> None:
        """Word and place every label: piles, talon, names, the choice being made."""
        deal = self.deal
        if deal is None:
            return
        scope_cards = self._scope_cards()
        for side, (pile, label) in enumerate(zip(self.piles, self.pile_labels, strict=False)):
            if side >= len(deal.sides):
                break
            count = len(deal.captured[side])
            spot = self.pile_spot(side)
            pile.show_cards(count, scope_cards[side], -1.0 if spot.y() > self.sceneRect().center().y() else 1.0)
            pile.setPos(spot)
            label.set_text(self._pile_text(side, count, len(scope_cards[side])))
            label.setVisible(count > 0)  # an empty pile is bare felt, with no "0 cards" by it
            self._label_pile(label, pile.mapRectToScene(pile.boundingRect()))
        talon = len(deal.talon)
        self.talon.show_cards(talon)
        self.talon.setPos(self.talon_spot())
        # Translators: under the talon, the cards still to be dealt; keep it short.
        self.talon_label.set_text(
            line_start(ngettext("stock: {count} card", "stock: {count} cards", talon).format(count=talon))
        )
        self.talon_label.setVisible(talon > 0)  # the talon is dealt out, or there is none (Scopone)
        size = self.talon_label.boundingRect()
        self.talon_label.setPos(self._inside(self.talon_spot() - QPointF(0, size.height() + 12), size))
        self._place_badges()
        self._place_prompt()
        info = words.preset_title(deal.rules.preset)
        if self.names:
            # Translators: at the top left of the Scopa table; {game} is the game, {name} who dealt.
            info = _("{game} · dealer: {name}").format(game=info, name=self.name(deal.dealer))
        self.info.set_text(info)
        self.info.show()
        self.info.setPos(self.sceneRect().topLeft() + QPointF(10, 10))
        self._keep_clear([self.info, *self.pile_labels[: len(deal.sides)], *self.badges, self.talon_label])
        self._message_changed()
        if self.announce.isVisible():
            self._place_announce()  # the cards played under it since

    def _keep_clear(self, labels: Sequence[LabelItem]) -> None:
        """Move each shown label, as little as it takes, off the cards (where they are going)
        and the piles, and off the labels before it: a label never covers a card."""
        cards = [*self.faces.values(), *(back for backs in self.backs.values() for back in backs)]
        taken = [item.sceneBoundingRect().translated(item.home - item.pos()) for item in cards]  # where they go
        taken += [stack.sceneBoundingRect() for stack in (*self.piles, self.talon) if stack.isVisible() and stack.count]
        for label in labels:
            if not label.isVisible():
                continue
            rect = label.sceneBoundingRect()
            free = next((r for r in _nearby(rect, self.sceneRect()) if not any(r.intersects(t) for t in taken)), rect)
            label.setPos(label.pos() + free.topLeft() - rect.topLeft())
            taken.append(free)

    def _label_pile(self, label: LabelItem, pile: QRectF) -> None:
        """The count above the pile, or below it where the table's edge leaves no room."""
        size = label.boundingRect()
        above = pile.top() - size.height() - 2
        y = above if above >= self.sceneRect().top() + 4 else pile.bottom() + 2
        label.setPos(self._inside(QPointF(pile.center().x() - size.width() / 2, y), size))

    def _pile_text(self, side: int, count: int, scope: int) -> str:
        assert self.deal is not None
        # Translators: the count under a side's pile of captured cards.
        text = ngettext("{count} card", "{count} cards", count).format(count=count)
        if scope:
            text += " · " + words.sweeps_text(scope)
        if len(self.deal.sides[side]) > 1:
            text = words.team_text(side) + ": " + text
        return text

    def _scope_cards(self) -> list[list[Card]]:
        """The card that made each scopa, per side."""
        assert self.deal is not None
        cards: list[list[Card]] = [[] for _ in self.deal.sides]
        history = self.deal.history
        for made in self.deal.scope_log:
            move = history[made.move]
            if isinstance(move, Move):
                cards[made.side].append(move.card)
        return cards

    def _place_badges(self) -> None:
        deal = self.deal
        assert deal is not None
        w = self.card_width
        for seat in range(deal.rules.players):
            badge = self.badges[seat]
            name = self.name(seat)
            side = deal.side_of(seat)
            text = f"{name} · {words.team_text(side)}" if len(deal.sides[side]) > 1 else name
            to_move = deal.to_move == seat
            badge.fill = GOLD if to_move else SIDE_PLATES[side % len(SIDE_PLATES)]
            badge.ink = TAG_INK if to_move else QColor("white")
            badge.set_text(text)
            rect, anchor, place = badge.boundingRect(), self.hand_anchor(seat), self.place(seat)
            if place.x() == 0:
                x = anchor.x() - self._hand_length(seat) / 2 - rect.width() - w * 0.3
                spot = QPointF(x, anchor.y() - rect.height() / 2)
            else:
                spot = anchor + QPointF(-rect.width() / 2, -self._hand_length(seat) / 2 - rect.height() - 8)
            badge.setPos(self._inside(spot, rect))
        if 0 <= self.thinking < deal.rules.players:
            # Translators: a bubble by a computer player while it chooses its move.
            self.bubble.set_text(_("thinking…"))
            plate = self.badges[self.thinking].sceneBoundingRect()
            self.bubble.setPos(self._inside(QPointF(plate.left(), plate.bottom() + 4), self.bubble.boundingRect()))
        self.bubble.setVisible(0 <= self.thinking < deal.rules.players)

    def _place_announce(self) -> None:
        """The scopa's banner in the middle of the table where it covers no card (where the
        cards are going: the next ones are played while it shows), nor a pile: the user sees
        what he may play. On a table too small for that, in smaller type; failing that, in
        the middle."""
        banner, area = self.announce, self.sceneRect().adjusted(4, 4, -4, -4)
        cards = at_home([*self.faces.values(), *(back for backs in self.backs.values() for back in backs)])
        cards += [stack.sceneBoundingRect() for stack in (*self.piles, self.talon) if stack.isVisible()]
        middle = self.felt().center()
        for points in ANNOUNCE_POINTS:
            banner.set_size(points, None)
            plate = banner.boundingRect()
            spot = clear_spot(plate, middle - plate.center(), cards, area)
            if spot is not None:
                banner.setPos(spot)
                return
        banner.setPos(self._inside(middle - banner.boundingRect().center(), banner.boundingRect()))

    def _place_center(self, item: QGraphicsItem, y: float) -> None:
        rect = item.boundingRect()
        item.setPos(self._inside(QPointF(self.sceneRect().center().x() - rect.width() / 2, y), rect))

    # -- events and animation ---------------------------------------------------------

    def play_events(self, events: Sequence[Event], deal: Deal) -> None:
        """Show what happened; `deal` is the deal after it."""
        self._finish_animations()
        self.deal, self.turn = deal, None
        self._cancel_choice()
        self._take_message_down()
        self.selected = -1
        steps = QSequentialAnimationGroup(self)
        for event in events:
            if isinstance(event, CardLaid):
                self._laid(event, steps)
            elif isinstance(event, CardsCaptured):
                self._captured(event, steps)
            elif isinstance(event, LeftoverTaken) and event.side is not None:
                self._slide_to_pile([self.faces.pop(c) for c in event.cards if c in self.faces], event.side, steps)
        if self.animation_ms > 0 and steps.animationCount():
            steps.finished.connect(lambda: self.sync(animate=True))
            self._run(steps)
        else:
            steps.deleteLater()
            self.sync(animate=self.animation_ms > 0)

    def _from_hand(self, seat: int, card: Card) -> CardItem:
        """The item of `card` just played by `seat`: the human's own, or a face where a back was."""
        item = self.faces.get(card)
        if item is None:
            backs = self.backs.get(seat, [])
            start = self.hand_anchor(seat)
            if backs:
                back = next((b for b in backs if b.card == card), backs[-1])  # open hands: the card itself
                backs.remove(back)
                start = back.pos()
                self._remove([back])
            item = self._new_card(card, start)
            self.faces[card] = item
        item.draggable = False
        item.setRotation(0)
        item.setOpacity(1.0)
        item.setZValue(70)
        return item

    def _laid(self, event: CardLaid, steps: QSequentialAnimationGroup) -> None:
        item = self._from_hand(event.seat, event.card)
        if self.animation_ms > 0:
            targets = self._targets()
            steps.addAnimation(self._move(item, targets.get(item, item.pos()), self.animation_ms))

    def _captured(self, event: CardsCaptured, steps: QSequentialAnimationGroup) -> None:
        """The card played goes onto what it takes; then all slide to the side's pile."""
        assert self.deal is not None
        item = self._from_hand(event.seat, event.card)
        taken = [self.faces.pop(c) for c in event.taken if c in self.faces]
        self.faces.pop(event.card, None)
        if self.animation_ms > 0 and taken:
            onto = taken[0].pos() + QPointF(self.card_width * 0.25, self.card_h * 0.2)
            steps.addAnimation(self._move(item, onto, self.animation_ms))
            steps.addAnimation(QPauseAnimation(self.animation_ms, self))
        self._slide_to_pile([item, *taken], self.deal.side_of(event.seat), steps)
        if event.scopa:
            self._announce_scopa(event.seat, steps)

    def _slide_to_pile(self, items: list[CardItem], side: int, steps: QSequentialAnimationGroup) -> None:
        target = self.pile_spot(side)
        if self.animation_ms == 0:
            self._remove(items)
            return
        group = QParallelAnimationGroup(self)
        for item in items:
            group.addAnimation(self._move(item, target, self.animation_ms))
        group.finished.connect(lambda: self._remove(items))
        steps.addAnimation(group)

    def _announce_scopa(self, seat: int, steps: QSequentialAnimationGroup) -> None:
        name = self.name(seat)
        self.announce.set_text(words.sweep_announcement(name))
        self._place_announce()
        if self.animation_ms == 0:
            self.announce.show()
            self._announce_timer.start(1500)
            return
        pause = QPauseAnimation(self.animation_ms * 3, self)
        steps.addAnimation(pause)

        def show() -> None:
            self.announce.show()
            self._announce_timer.start(self.animation_ms * 5)

        steps.currentAnimationChanged.connect(lambda current: show() if current is pause else None)

    # -- the human's turn ---------------------------------------------------------------

    def set_human_turn(self, observation: Observation) -> None:
        self.turn = observation if observation.legal else None
        self.selected = -1
        if self.animating:  # the cards are on their way: the last step lays them out
            self._enable_hand()
        else:
            self.layout_all(animate=False)

    def playable(self) -> set[Card]:
        turn = self.turn
        return {a.card for a in turn.legal if isinstance(a, Move)} if turn else set()

    def moves_with(self, card: Card) -> list[Move]:
        turn = self.turn
        return [a for a in turn.legal if isinstance(a, Move) and a.card is card] if turn else []

    def set_dim_unplayable(self, dim: bool) -> None:
        self.dim_unplayable = dim
        self._enable_hand()

    def _enable_hand(self) -> None:
        playable = self.playable()
        for card in self._hand_cards():
            item = self.faces[card]
            item.draggable = card in playable
            item.setCursor(Qt.CursorShape.OpenHandCursor if item.draggable else Qt.CursorShape.ArrowCursor)
            item.setOpacity(DIMMED if self.dim_unplayable and self.turn and not item.draggable else 1.0)
        turn = self.turn
        self.keep.setVisible(bool(turn and PASS in turn.legal))
        if self.keep.isVisible():
            # Translators: a button on the table: keep the card just drawn instead of capturing with it.
            self.keep.set_text(_("Keep the card drawn"))
            felt, size = self.felt(), self.keep.boundingRect()
            self.keep.setPos(self._inside(QPointF(felt.right() - size.width(), felt.bottom()), size))

    def show_hint(self, move: Move | None) -> None:
        """Lift the hinted card in the hand and frame it and the set it takes."""
        self._cancel_choice()
        hand = self._hand_cards()
        self.hinted = move if move is not None and move.card in hand else None
        self.selected = hand.index(move.card) if self.hinted is not None and move is not None else -1
        self.layout_all(animate=False)

    def _frame_hint(self, move: Move) -> None:
        cards = [c for c in (move.card, *move.taken) if c in self.faces]
        self.halo.set_frames([(self._card_rect(c), HINTED, 4.0) for c in cards])

    def choose(self, action: Action) -> None:
        """The human's action, as the board hands it on."""
        self._cancel_choice()
        self.action_chosen.emit(action)

    def activate(self, card: Card) -> None:
        """Play `card` (double-click, Enter): at once if its move is unique, else offer the choice."""
        moves = self.moves_with(card)
        if self.hinted is not None and self.hinted in moves:
            self.choose(self.hinted)  # Enter on the hinted card plays the hinted set
        elif len(moves) == 1:
            self.choose(moves[0])
        elif moves:
            self.offer(moves)
        elif self.turn is not None:
            self.choose(Move(card))  # not playable now: the engine says why

    # -- dragging ------------------------------------------------------------------------

    def drag_started(self, item: CardItem) -> None:
        self._cancel_choice()

    def drag_moved(self, item: CardItem) -> None:
        card, target = item.card, self._table_card_at(item.center())
        frames: list[tuple[QRectF, QColor, float]] = []
        if card is not None and target is not None:
            sets = [m for m in self.moves_with(card) if m.take & target.bit]
            if sets:
                frames = [(self._card_rect(c), CHOICE, 4.0) for c in sets[0].taken]
            else:
                frames = [(self._card_rect(target), WRONG, 4.0)]
        elif self.felt().contains(item.center()):
            frames = [(self.felt(), QColor(255, 240, 170, 160), 2.0)]
        self.halo.set_frames(frames)

    def drag_released(self, item: CardItem) -> None:
        self.halo.set_frames([])
        card = item.card
        if card is None:
            return
        target = self._table_card_at(item.center())
        if target is not None:
            sets = [m for m in self.moves_with(card) if m.take & target.bit]
            if len(sets) == 1:
                self.choose(sets[0])
            elif sets:
                self.offer(sets)
            else:
                self.choose(self._meant(card, target))  # refused: the engine says why
        elif self.felt().contains(item.center()):
            self.choose(Move(card))
        if self.hand_item(card) is item:  # refused, or a choice to make: back to the hand
            self.snap_back(item)

    def _meant(self, card: Card, target: Card) -> Move:
        """What a drop of `card` on `target` that takes no legal set meant: the first set with
        `target` adding up to the card (so that the engine can say "the 7 must take the 7"),
        else `target` alone."""
        assert self.deal is not None
        value = VALUE[card.index]
        wanted = 15 - value if self.deal.rules.quindici else value
        table = sum(c.bit for c in self.deal.table)
        sums = [s for s in sets_summing(table, wanted, 1) if s & target.bit]
        return Move(card, sums[0] if sums else target.bit)

    def snap_back(self, item: CardItem) -> None:
        item.setZValue(10)
        if self.animation_ms == 0:
            item.setPos(item.home)
            return
        group = QParallelAnimationGroup(self)
        group.addAnimation(self._move(item, item.home, max(120, self.animation_ms)))
        self._run(group)

    def _table_card_at(self, point: QPointF) -> Card | None:
        for card in reversed(self._table_cards()):
            if self._card_rect(card).contains(point):
                return card
        return None

    def _card_rect(self, card: Card) -> QRectF:
        return self.faces[card].sceneBoundingRect()

    # -- choosing between capture sets --------------------------------------------------------

    def offer(self, moves: Sequence[Move]) -> None:
        """Several sets may be taken: frame them, list them, and wait for a click or a key."""
        self.choices, self.choice = list(moves), 0
        for chip in self.chips:
            self.removeItem(chip)
        self.chips = []
        for move in moves:
            chip = LabelItem(words.cards_text(move.taken, self.painter), fill=QColor(0, 0, 0, 170), bold=True)
            chip.setZValue(65)
            self.addItem(chip)
            self.chips.append(chip)
        self._show_choice()

    def _cancel_choice(self) -> None:
        self.choices = []
        self.hinted = None
        for chip in self.chips:
            self.removeItem(chip)
        self.chips = []
        self.prompt.hide()
        self.halo.set_frames([])

    def _show_choice(self) -> None:
        current = self.choices[self.choice]
        frames = [(self._card_rect(c), QColor(255, 240, 170, 140), 2.0) for m in self.choices for c in m.taken]
        frames += [(self._card_rect(c), CHOICE, 5.0) for c in current.taken]
        self.halo.set_frames(frames)
        for index, chip in enumerate(self.chips):
            chip.fill = GOLD if index == self.choice else QColor(0, 0, 0, 170)
            chip.ink = TAG_INK if index == self.choice else QColor("white")
            chip.update()
        # Translators: shown when a card may take several sets; {card} is the card played, like "7♦".
        self.prompt.set_text(_("What does the {card} take? Click a set, or ←/→ and Enter; Esc to cancel.").format(
            card=words.card_text(current.card, self.painter)
        ))
        self.prompt.show()
        self._place_prompt()

    def _place_prompt(self) -> None:
        if not self.choices:
            return
        felt = self.felt()
        gap = 10.0
        width = sum(chip.boundingRect().width() for chip in self.chips) + gap * (len(self.chips) - 1)
        x = felt.center().x() - width / 2
        y = felt.bottom() - self.chips[0].boundingRect().height() if self.chips else felt.bottom()
        for chip in self.chips:
            chip.setPos(x, y)
            x += chip.boundingRect().width() + gap
        self._place_center(self.prompt, y - self.prompt.boundingRect().height() - 6)

    def _click_choice(self, point: QPointF) -> bool:
        """A click while choosing: a chip or a framed card picks its set. True if taken."""
        for chip, move in zip(self.chips, self.choices, strict=True):
            if chip.sceneBoundingRect().contains(point):
                self.choose(move)
                return True
        card = self._table_card_at(point)
        if card is None:
            return False
        current = self.choices[self.choice]
        having = [m for m in self.choices if m.take & card.bit]
        if current in having or len(having) == 1:
            self.choose(current if current in having else having[0])
        elif having:
            self.choice = self.choices.index(having[0])
            self._show_choice()
        return True

    # -- mouse and keys --------------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        point = event.scenePos()
        if self.choices and self._click_choice(point):
            event.accept()
            return
        for label, anchor in ((self.info, "part-scopa"), (self.message, "scopa-capture")):
            if label.isVisible() and label.sceneBoundingRect().contains(point):
                self.help_clicked.emit(anchor)
                event.accept()
                return
        if self.keep.isVisible() and self.keep.sceneBoundingRect().contains(point):
            self.choose(PASS)
            event.accept()
            return
        super().mousePressEvent(event)
        if not event.isAccepted():
            self.clicked.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if self.choices:
            self._choice_key(key)
            return
        cards = self._hand_cards()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and cards:
            step = -1 if key == Qt.Key.Key_Left else 1
            self.selected = (self.selected + step) % len(cards) if self.selected >= 0 else 0
            self.layout_all(animate=False)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and 0 <= self.selected < len(cards):
            self.activate(cards[self.selected])
        else:
            super().keyPressEvent(event)

    def _choice_key(self, key: int) -> None:
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.choice = (self.choice + (-1 if key == Qt.Key.Key_Left else 1)) % len(self.choices)
            self._show_choice()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.choose(self.choices[self.choice])
        elif key == Qt.Key.Key_Escape:
            self._cancel_choice()

    # -- words -----------------------------------------------------------------------

    def _message_changed(self) -> None:
        """At the foot of the felt, in the middle; where that covers a card of the table or
        of the hand (a long hint on a small table), a pile or the count by it, as near as it
        covers none, or at least not the card lifted in the hand (the hinted one) nor a count;
        failing that, over a count rather than a card."""
        table = at_home([self.faces[c] for c in self._table_cards() if c in self.faces])
        hand = [self.faces[c] for c in self._hand_cards()]
        lifted = at_home(hand[self.selected : self.selected + 1]) if self.selected >= 0 else []
        stacks = [stack.sceneBoundingRect() for stack in (*self.piles, self.talon) if stack.isVisible()]
        counts = [label.sceneBoundingRect() for label in (*self.pile_labels, self.talon_label) if label.isVisible()]
        felt = self.felt()

        def spot(plate: QRectF) -> QPointF:
            return QPointF(felt.center().x() - plate.width() / 2, felt.bottom() - plate.height() - 4)

        if not self._place_message_clear(spot, (table + at_home(hand) + stacks + counts, table + lifted + counts)):
            self._place_message_clear(spot, (table + lifted,))

    def set_thinking(self, seat: int) -> None:
        self.thinking = seat
        if self.deal is not None:
            self._place_badges()

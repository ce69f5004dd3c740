"""The felt every card table lies on: cards sized to the view, card items that are dragged
and double-clicked, labels on plates, the drop zone, the colours, and the view that shows
a scene at the window's size (Kop's and Schafkopf's trick table, Scopa's scene).

The scene works in view pixels and lays itself out again when the view is
resized, so painted cards stay crisp at every size. Dragging is an in-scene
move of the card item with a hit test on the drop zone (no QDrag), so it can
be driven by tests and never blocks.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from PySide6.QtCore import (
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QTimer,
    SignalInstance,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPen,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from kopdesk.app.cardpaint import CardPainter, card_height
from kopdesk.cards import Card

DIMMED = 0.42
GOLD = QColor(232, 183, 48)
TAG_INK = QColor(40, 28, 0)
PLATE = QColor(20, 40, 25, 200)
"""A label's plate unless it says otherwise: the badges' dark green."""
WHITE = QColor("white")


class CardHost(Protocol):
    """The scene a `CardItem` lives in: its card size and painter, and where drags go
    (the trick table's `TableScene`, Scopa's scene)."""

    card_width: int
    pixel_ratio: float
    painter: CardPainter

    @property
    def card_activated(self) -> SignalInstance: ...

    def drag_started(self, item: CardItem) -> None: ...

    def drag_moved(self, item: CardItem) -> None: ...

    def drag_released(self, item: CardItem) -> None: ...


class CardItem(QGraphicsObject):
    """One card on the table, face up or (a card nobody may see) its back."""

    def __init__(self, table: CardHost, card: Card | None) -> None:
        super().__init__()
        self.table = table
        self.card = card
        self.draggable = False
        self.home = QPointF()
        self._grab = QPointF()
        self._dragging = False
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    def boundingRect(self) -> QRectF:
        w = self.table.card_width
        return QRectF(0, 0, w, card_height(w))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w, ratio = self.table.card_width, self.table.pixel_ratio
        cards = self.table.painter
        pixmap = cards.back(w, ratio) if self.card is None else cards.face(self.card, w, ratio)
        painter.drawPixmap(self.boundingRect().toRect(), pixmap)

    def center(self) -> QPointF:
        return self.pos() + self.boundingRect().center()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.draggable:
            event.ignore()
            return
        self._grab = event.scenePos() - self.pos()
        self._dragging = True
        self.setZValue(100)
        self.table.drag_started(self)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._dragging:
            self.setPos(event.scenePos() - self._grab)
            self.table.drag_moved(self)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._dragging:
            self._dragging = False
            self.table.drag_released(self)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.draggable and self.card is not None:
            self.table.card_activated.emit(self.card)


class LabelItem(QGraphicsObject):
    """Text on a rounded plate: seat badges, speech bubbles, messages."""

    PAD = 10
    """Room beside the text, each side."""

    def __init__(self, text: str = "", fill: QColor = PLATE, ink: QColor = WHITE, bold: bool = False) -> None:
        super().__init__()
        self._text = text
        self.fill = fill
        self.ink = ink
        self.font = QFont()
        self.font.setPointSizeF(10.5)
        self.font.setBold(bold)
        self.widest: float | None = None
        """The plate's greatest width; longer lines wrap to it (None: never)."""
        self._plate: tuple[tuple[str, str, float | None], QRectF] | None = None
        """The plate last measured, with the words, font and width it was measured for: the
        tables place their labels many times a move, and a measure makes font metrics."""

    def set_text(self, text: str) -> None:
        self.prepareGeometryChange()
        self._text = text
        self.update()

    def set_widest(self, width: float | None) -> None:
        self.prepareGeometryChange()
        self.widest = width
        self.update()

    def set_size(self, points: float, widest: float | None) -> None:
        """The point size of its words, and the plate's greatest width."""
        self.prepareGeometryChange()
        self.font.setPointSizeF(points)
        self.widest = widest
        self.update()

    def text(self) -> str:
        return self._text

    def boundingRect(self) -> QRectF:
        key = (self._text, self.font.key(), self.widest)
        if self._plate is None or self._plate[0] != key:
            self._plate = key, self._measured()
        return QRectF(self._plate[1])

    def _measured(self) -> QRectF:
        metrics = QFontMetricsF(self.font)
        if self.widest is not None and self._wraps():
            wrapped = metrics.boundingRect(QRectF(0, 0, self.widest - 2 * self.PAD, 1e6), self._flags(), self._text)
            return QRectF(0, 0, self.widest, wrapped.height() + 12)
        return QRectF(0, 0, self._natural_width(), metrics.height() * len(self._text.split("\n")) + 12)

    def _natural_width(self) -> float:
        metrics = QFontMetricsF(self.font)
        return max(metrics.horizontalAdvance(line) for line in self._text.split("\n")) + 2 * self.PAD

    def _wraps(self) -> bool:
        return self.widest is not None and self._natural_width() > self.widest

    def _flags(self) -> int:
        wrap = int(Qt.TextFlag.TextWordWrap) if self._wraps() else 0
        return int(Qt.AlignmentFlag.AlignCenter) | wrap

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self._text:
            return  # no empty plates
        rect = self.boundingRect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.fill)
        painter.drawRoundedRect(rect, 8, 8)
        painter.setPen(self.ink)
        painter.setFont(self.font)
        painter.drawText(rect.adjusted(self.PAD, 0, -self.PAD, 0), self._flags(), self._text)


class DropZone(QGraphicsObject):
    """Where a dragged card is played; it lights up while a card is dragged."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()
        self.lit = False

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = rect

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor(255, 240, 170, 200 if self.lit else 60)
        painter.setPen(QPen(colour, 3 if self.lit else 1.5, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(255, 255, 255, 30 if self.lit else 0))
        painter.drawRoundedRect(self.rect, 18, 18)

    def set_lit(self, lit: bool) -> None:
        self.lit = lit
        self.update()


MESSAGE_POINTS = (10.5, 8.5)
"""The point size of a refusal or hint, and the smaller one it takes where a small table
leaves it no room."""
MESSAGE_SHARES = (1.0, 0.6, 0.45, 0.34)
"""The shares of the table's width a refusal or hint wraps to, widest first: narrower, it
fits beside the cards in the middle."""


class FeltScene(QGraphicsScene):
    """What every card table shares (Kop's and Schafkopf's `TableScene`, Scopa's scene):
    the felt, cards sized to the view, animations of card items, labels kept on the
    table, and a refusal or hint in `message`.

    A scene sets `message` (a label) and `_message_timer` (`_hider(message)`) and lays
    itself out in `layout_all`; it places the message in `_message_changed`."""

    card_widths = (48, 150)  # the smallest and the largest card, in pixels
    cards_across = 10.5  # view widths and heights in card widths: the cards' size follows the view's
    cards_down = 6.2
    smallest_view = (504, 300)  # the smallest cards still fit: `cards_across` by `cards_down` of them
    message_ms = 4000  # how long a message stays unless told

    message: LabelItem
    _message_timer: QTimer

    def __init__(self, painter: CardPainter, animation_ms: int) -> None:
        super().__init__()
        self.painter = painter
        self.card_width = 90
        self.pixel_ratio = 1.0
        self.animation_ms = animation_ms
        self._animations: list[QParallelAnimationGroup | QSequentialAnimationGroup] = []
        self._retired: list[CardItem] = []
        """Cards taken off the table while an animation may still hold them: kept alive
        until no animation runs, so that Qt never moves a deleted item."""
        self.setSceneRect(0, 0, 1000, 700)

    def _hider(self, item: QGraphicsItem) -> QTimer:
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(item.hide)
        return timer

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        area = self.sceneRect()
        gradient = QRadialGradient(area.center(), max(area.width(), area.height()) * 0.7)
        gradient.setColorAt(0, QColor(38, 110, 62))
        gradient.setColorAt(1, QColor(14, 58, 32))
        painter.fillRect(rect, QBrush(gradient))

    def resize_to(self, width: float, height: float, pixel_ratio: float) -> None:
        self._finish_animations()  # their targets were worked out for the old size
        self.setSceneRect(0, 0, width, height)
        self.pixel_ratio = pixel_ratio
        smallest, largest = self.card_widths
        self.card_width = max(smallest, min(largest, int(min(width / self.cards_across, height / self.cards_down))))
        for item in self.items():
            item.prepareGeometryChange()
        self.layout_all(animate=False)

    def layout_all(self, animate: bool = True) -> None:
        """Move every card where it belongs, and place the labels."""
        raise NotImplementedError

    @property
    def card_h(self) -> float:
        return card_height(self.card_width)

    def _inside(self, spot: QPointF, rect: QRectF) -> QPointF:
        """`spot` moved as little as it takes for `rect` put there to lie on the table."""
        area = self.sceneRect()
        x = min(max(spot.x(), area.left() + 4), area.right() - rect.width() - 4)
        y = min(max(spot.y(), area.top() + 4), area.bottom() - rect.height() - 4)
        return QPointF(x, y)

    # -- messages ----------------------------------------------------------------

    def show_message(self, text: str, ms: int | None = None, hint: bool = False) -> None:
        """A refusal (red) or a hint (blue) for `ms` milliseconds (`message_ms` unless told)."""
        self.message.fill = QColor(25, 70, 140, 230) if hint else QColor(120, 20, 20, 225)
        self.message.set_text(text)
        self.message.show()
        self._message_changed()
        self._message_timer.start(self.message_ms if ms is None else ms)

    def _message_changed(self) -> None:
        """Lay out the message shown with new words, and what makes room for it."""
        raise NotImplementedError

    def _place_message_clear(self, spot_for: Callable[[QRectF], QPointF], keep_clear: Sequence[list[QRectF]]) -> bool:
        """Place the message, wrapped to the table's width, at `spot_for(its plate)` or, where
        that covers a card of the first list of `keep_clear` (the cards in play and the hand,
        say), at the nearest spot that does not; failing that, clear of the next list's (the
        card a hint lifts), wrapped narrower to fit beside the cards (as wide as the room beside
        them: a column no narrower than it must be), and in the end in smaller type. Where no
        spot is clear at all, at the first."""
        message, area = self.message, self.sceneRect().adjusted(4, 4, -4, -4)
        for points in MESSAGE_POINTS:
            for cards in keep_clear:
                for width in message_widths(area, cards):
                    message.set_size(points, width)
                    plate = message.boundingRect()
                    spot = clear_spot(plate, self._inside(spot_for(plate), plate), cards, area)
                    if spot is not None:
                        message.setPos(spot)
                        return True
        message.set_size(MESSAGE_POINTS[0], area.width())
        plate = message.boundingRect()
        message.setPos(self._inside(spot_for(plate), plate))
        return False

    # -- card items and their animations --------------------------------------------

    def _clear_cards(self, items: Sequence[CardItem]) -> None:
        """Stop every animation where it is and take `items` off the table for good."""
        for group in self._animations:
            group.stop()
        self._animations = []
        self._remove(items)
        self._retired = []

    def _remove(self, items: Sequence[CardItem]) -> None:
        for item in items:
            if item.scene() is self:
                self.removeItem(item)
                self._retired.append(item)

    def _send_home(self, targets: dict[CardItem, QPointF], animate: bool) -> None:
        """Each card to its target, where it is at home: gliding when `animate` asks for it
        and animations run, else at once."""
        if animate and self.animation_ms > 0:
            group = QParallelAnimationGroup(self)
            for item, target in targets.items():
                group.addAnimation(self._move(item, target, self.animation_ms))
            self._run(group)
        else:
            for item, target in targets.items():
                item.setPos(target)
        for item, target in targets.items():
            item.home = target

    def _move(self, item: CardItem, target: QPointF, duration: int) -> QPropertyAnimation:
        animation = QPropertyAnimation(item, b"pos", self)
        animation.setDuration(duration)
        animation.setEndValue(target)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        return animation

    def _run(self, group: QParallelAnimationGroup | QSequentialAnimationGroup) -> None:
        self._animations.append(group)
        group.finished.connect(lambda: self._finished(group))
        group.start()

    @property
    def animating(self) -> bool:
        return bool(self._animations)

    def _finish_animations(self) -> None:
        """Jump every running animation to its end, as if it had run its course, and those
        their ends start (a capture's last step lays the cards out afresh): none runs after."""
        for _round in range(3):
            for group in list(self._animations):
                group.setCurrentTime(group.totalDuration())

    def _finished(self, group: QParallelAnimationGroup | QSequentialAnimationGroup) -> None:
        if group in self._animations:
            self._animations.remove(group)
        if not self._animations:
            self._retired = []


class TableView(QGraphicsView):
    """Shows a table scene at the window's size, one scene unit per pixel."""

    def __init__(self, scene: FeltScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.setMinimumSize(*scene.smallest_view)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table.resize_to(size.width(), size.height(), self.devicePixelRatioF())
        self.setSceneRect(self.table.sceneRect())


def clear_spot(plate: QRectF, spot: QPointF, cards: Sequence[QRectF], area: QRectF) -> QPointF | None:
    """Where `plate` lies within `area` covering none of `cards`, as near `spot` as may be
    (`spot` itself if it can); None if nowhere. A plate that fits slides left and up until
    an edge of the area or of a card stops it: the spots by those edges are all it needs."""
    w, h = plate.width(), plate.height()
    xs = {spot.x(), area.left(), area.right() - w, *(c.right() + 2 for c in cards), *(c.left() - 2 - w for c in cards)}
    ys = {spot.y(), area.top(), area.bottom() - h, *(c.bottom() + 2 for c in cards), *(c.top() - 2 - h for c in cards)}
    inside = [
        QPointF(x, y)
        for x in xs
        for y in ys
        if area.left() <= x <= area.right() - w and area.top() <= y <= area.bottom() - h
    ]
    inside.sort(key=lambda p: (p.x() - spot.x()) ** 2 + (p.y() - spot.y()) ** 2)
    return next((p for p in inside if not any(QRectF(p.x(), p.y(), w, h).intersects(c) for c in cards)), None)


def message_widths(area: QRectF, cards: Sequence[QRectF]) -> list[float]:
    """The widths a message may wrap to within `area`, widest first: the shares of its width
    (`MESSAGE_SHARES`) and the room beside each of `cards`, where that is wider than the
    narrowest share (a column any narrower reads badly)."""
    narrowest = area.width() * MESSAGE_SHARES[-1]
    beside = {room for c in cards for room in (c.left() - 2 - area.left(), area.right() - c.right() - 2)}
    shares = {area.width() * share for share in MESSAGE_SHARES}
    return sorted(shares | {room for room in beside if narrowest < room < area.width()}, reverse=True)


def at_home(cards: Sequence[CardItem]) -> list[QRectF]:
    """Where the visible ones of `cards` are going (or lie, when they are not moving)."""
    return [item.sceneBoundingRect().translated(item.home - item.pos()) for item in cards if item.isVisible()]

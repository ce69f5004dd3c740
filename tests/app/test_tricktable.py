"""The trick table on its own: where cards end up, whatever happens meanwhile."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF

from kopdesk.app.cardpaint import CardPainter
from kopdesk.app.felt import CardItem, LabelItem
from kopdesk.app.kop.badges import seat_announcements
from kopdesk.app.kop.tutorial import Tutorial
from kopdesk.app.tricktable import HUMAN, TableScene, last_trick_title
from kopdesk.games.kop import DOUBLE, PASS, Contract, Deal, contract_call, rules_from_preset, shuffled_hands


def test_a_resize_during_the_deal_animation_still_lands_the_hand_in_its_slots(qtbot) -> None:
    scene = TableScene(CardPainter())
    scene.resize_to(800, 560, 1.0)
    scene.show_state(Tutorial.deal().observation(HUMAN), deal_animation=True)
    qtbot.wait(scene.animation_ms)  # the cards are on their way
    assert scene.animating
    scene.resize_to(1200, 800, 1.0)
    qtbot.waitUntil(lambda: not scene.animating, timeout=5000)
    hand = [scene.hand_item(c) for c in scene.hand_cards()]
    assert [item.pos() for item in hand] == scene.hand_slots(HUMAN, 4)


def test_a_trick_counts_on_the_pile_and_in_the_last_trick_only_once_its_cards_have_landed(qtbot) -> None:
    scene = TableScene(CardPainter())
    scene.resize_to(1000, 700, 1.0)
    scene.update_piles(str)
    deal = Deal(rules_from_preset("kop"), 3, shuffled_hands(random.Random(5)))
    for _ in range(4):
        deal.apply(PASS)  # a normal game
    scene.show_state(deal.observation(HUMAN), deal_animation=False)
    scene.toggle_last_trick()
    for _ in range(4):
        events = deal.apply(deal.legal_actions()[0])
        scene.play_events(events, deal.observation(HUMAN), trick_pause_ms=2 * scene.animation_ms)
    [trick] = deal.tricks
    on_table = [item for item in scene.items() if isinstance(item, CardItem) and item.card in trick.cards]
    assert len(on_table) == 4
    assert not scene.piles[trick.winner].isVisible() and scene.last_trick.rows() == []
    qtbot.waitUntil(lambda: scene.piles[trick.winner].isVisible(), timeout=5000)
    assert all(item.scene() is None for item in on_table)  # gathered to the winner and put away
    assert scene.piles[trick.winner].text() == "1"
    assert [row[0] for row in scene.last_trick.rows()] == list(trick.cards)


@pytest.mark.parametrize("size", [(800, 560), (875, 700), (1000, 620), (1280, 700), (1500, 950)])
def test_the_seats_words_and_the_last_trick_overlap_nothing(qtbot, size: tuple[int, int]) -> None:
    scene = TableScene(CardPainter())
    scene.animation_ms = 0
    scene.resize_to(*size, 1.0)
    deal = Deal(rules_from_preset("kop"), 0, shuffled_hands(random.Random(5)))
    for call in (contract_call(Contract.ZOLO), DOUBLE, DOUBLE, PASS, PASS, PASS):  # a tag at three seats
        deal.apply(call)
    scene.show_state(deal.observation(HUMAN), deal_animation=False)
    scene.update_piles(lambda n: f"{n} tricks")
    scene.set_badges([f"Maksymilian · club player\n{-120 + s:+d}  (dealer, forehand)" for s in range(4)])
    scene.set_seat_names(["Maksymilian"] * 4)
    scene.set_announcements(seat_announcements(deal.observation(HUMAN)))
    scene.set_info("Auction: solo du · Maksymilian · rekontra")
    scene.toggle_last_trick()
    for _ in range(6):  # a trick gathered, two cards of the next on the table
        scene.play_events(deal.apply(deal.legal_actions()[0]), deal.observation(HUMAN), trick_pause_ms=0)
    words = [i for i in (*scene.badges, *scene.tags, *scene.piles, scene.info, scene.last_trick) if i.isVisible()]
    cards = [i for i in scene.items() if isinstance(i, CardItem) and i.parentItem() is None]
    assert scene.last_trick.isVisible() and sum(t.isVisible() for t in scene.tags) == 3
    assert scene.last_trick.cards[0].sceneBoundingRect().width() >= 40  # big enough to tell J♥ from J♦
    area = scene.sceneRect()
    for index, item in enumerate(words):
        box = item.sceneBoundingRect()
        assert area.contains(box), item
        for other in [*words[index + 1 :], *cards]:
            assert not box.intersects(other.sceneBoundingRect()), (item, other)


@pytest.mark.parametrize(
    "size",
    # at scale 2 on a 1280×800 screen, beside the dock or not; the lesson's at 1024×600 (walk M4)
    [(441, 260), (504, 300), (504, 330), (676, 340), (800, 420)],
)
def test_on_a_small_table_the_seats_badges_and_calls_cover_nothing(qtbot, size: tuple[int, int]) -> None:
    scene = TableScene(CardPainter())
    scene.animation_ms = 0
    scene.resize_to(*size, 1.0)
    deal = Deal(rules_from_preset("kop"), 3, shuffled_hands(random.Random(5)))
    for call in (PASS, PASS, DOUBLE):  # Janek's kontra, Zosia to call
        deal.apply(call)
    scene.show_state(deal.observation(HUMAN), deal_animation=False)
    scene.set_badges(
        [
            "Du\n+0  (spielt aus)",
            "Ewa · Vereinsspielerin\n+0",
            "Janek · Vereinsspieler\n+0",
            "Zosia · Vereinsspielerin\n+0  (überlegt…)",
        ]
    )
    scene.set_announcements(seat_announcements(deal.observation(HUMAN)))
    scene.set_info("Ansagen: Kontra")
    words = [i for i in (*scene.badges, *scene.tags, scene.info) if i.isVisible()]
    cards = [i for i in scene.items() if isinstance(i, CardItem) and i.parentItem() is None]
    assert sum(t.isVisible() for t in scene.tags) == 1 and len(cards) == 16
    for index, item in enumerate(words):
        box = item.sceneBoundingRect()
        assert scene.sceneRect().contains(box), item.text()
        for other in [*words[index + 1 :], *cards]:
            assert not box.intersects(other.sceneBoundingRect()), (item.text(), other)


@pytest.mark.parametrize("size", [(441, 260), (504, 330), (1000, 620)])
def test_a_hint_is_never_wider_than_the_table_and_keeps_every_word(qtbot, size: tuple[int, int]) -> None:
    scene = TableScene(CardPainter())
    scene.resize_to(*size, 1.0)
    hint = (
        "Deine Ansage: Passe.\nDu hast keine schwarze Dame: Sagt niemand ein Spiel an, gehörst du zu den Jungen.\n"
        "Du hast 3 Trümpfe, 1 von den vier höchsten (Herz-Ass, Herz-Zehn, Kreuz-Dame, Pik-Dame)."
    )
    scene.show_message(hint, hint=True)
    plate = scene.message.sceneBoundingRect()
    assert scene.sceneRect().contains(plate) and scene.message.text() == hint
    metrics = QFontMetricsF(scene.message.font)
    flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
    needed = metrics.boundingRect(QRectF(0, 0, plate.width() - 2 * LabelItem.PAD, 1e6), flags, hint)
    assert needed.width() <= plate.width() - 2 * LabelItem.PAD and needed.height() <= plate.height()


def test_a_hint_lies_beside_the_last_trick_not_over_it(qtbot) -> None:
    scene = TableScene(CardPainter())
    scene.animation_ms = 0
    scene.resize_to(1000, 620, 1.0)
    deal = Deal(rules_from_preset("kop"), 3, shuffled_hands(random.Random(5)))
    for _ in range(4):
        deal.apply(PASS)
    scene.show_state(deal.observation(HUMAN), deal_animation=False)
    for _ in range(5):  # a trick gathered, a card of the next on the table
        scene.play_events(deal.apply(deal.legal_actions()[0]), deal.observation(HUMAN), trick_pause_ms=0)
    scene.toggle_last_trick()
    scene.show_message("Play A♦.\nYou cannot beat 10♥, but you must still play a trump.", hint=True)
    assert scene.last_trick.isVisible() and scene.message.isVisible()
    plate, hint = scene.last_trick.sceneBoundingRect(), scene.message.sceneBoundingRect()
    assert not plate.intersects(hint) and scene.sceneRect().contains(hint)


def test_the_last_trick_names_the_user_in_the_language_shown_not_the_matchs_first(qtbot, german) -> None:
    scene = TableScene(CardPainter())
    scene.animation_ms = 0
    scene.resize_to(1000, 700, 1.0)
    scene.set_seat_names(["You", "Ewa", "Janek", "Zosia"])  # a match begun in English
    deal = Deal(rules_from_preset("kop"), 3, shuffled_hands(random.Random(5)))
    for _ in range(4):
        deal.apply(PASS)
    scene.show_state(deal.observation(HUMAN), deal_animation=False)
    for _ in range(4):
        scene.play_events(deal.apply(deal.legal_actions()[0]), deal.observation(HUMAN), trick_pause_ms=0)
    scene.toggle_last_trick()
    assert sorted(name for _card, name, _took in scene.last_trick.rows()) == ["Du", "Ewa", "Janek", "Zosia"]


def test_the_last_trick_says_who_took_it_and_to_the_human_you() -> None:
    names = ["Ty", "Ewa", "Janek", "Zosia"]
    assert last_trick_title(2, names) == "Last trick\nJanek took it."
    assert last_trick_title(0, names) == "Last trick\nYou took it."

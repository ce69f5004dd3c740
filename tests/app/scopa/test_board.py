"""The Scopa board driven by real mouse drags, clicks and keys on its view."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from kopdesk.app.scopa import ScopaBoard
from kopdesk.app.scopa.summary import ScopaSummary
from kopdesk.app.scopa.words import refusal_text
from kopdesk.app.words import rank_letter
from kopdesk.bots.scopa import make_player
from kopdesk.cards import Card
from kopdesk.games.scopa import (
    PASS,
    PRESETS,
    Action,
    Category,
    Deal,
    Move,
    RefusalCode,
    card,
    deal_file_from_json,
    rules_from_preset,
    shuffled_deck,
)
from kopdesk.games.scopa.cards import CARDS

EXAMPLES = Path(__file__).parents[2] / "examples" / "scopa"
NAMES = ["Ada", "Bruno", "Carla", "Dino"]


def scripted_deal() -> Deal:
    """Dealer 1, the human (seat 0) first: table 3♥ 2♠ A♣ 4♦; the human holds 6♣ 4♣ K♦.
    6♣ takes 2♠+4♦ or A♣+2♠+3♥ (2♠ in both); 4♣ must take 4♦; K♦ sweeps the table."""
    table, mine, theirs = ["3H", "2S", "AC", "4D"], ["6C", "4C", "KD"], ["5C", "JS", "QC"]
    top = [table[0], mine[0], theirs[0], table[1], mine[1], theirs[1], table[2], mine[2], theirs[2], table[3]]
    rest = [str(c) for c in CARDS if str(c) not in top]
    return Deal(rules_from_preset("scopa"), 1, [card(t) for t in top + rest])


def example(name: str) -> Deal:
    data = json.loads((EXAMPLES / f"{name}.json").read_text())
    data["play"] = []
    return deal_file_from_json(data).replay()


@pytest.fixture
def board(qtbot):
    widget = ScopaBoard()
    qtbot.addWidget(widget)
    widget.set_animation_ms(0)
    widget.resize(1280, 800)
    widget.show()
    qtbot.waitExposed(widget)
    widget.set_names(NAMES[:2])
    return widget


def show(board: ScopaBoard, deal: Deal) -> list[Action]:
    """Show `deal` with the human to move; the actions the board emits, as a list."""
    board.set_names(NAMES[: deal.rules.players])
    board.show_deal(deal, 0)
    board.set_human_turn(deal.observation(0))
    emitted: list[Action] = []
    board.action_chosen.connect(emitted.append)
    return emitted


def point(board: ScopaBoard, scene_point: QPointF) -> QPoint:
    return board.view.mapFromScene(scene_point)


def drag(board: ScopaBoard, held: Card, to: QPointF) -> None:
    """Press on the hand card, move in steps, release at `to` (scene coordinates)."""
    item = board.scene.hand_item(held)
    assert item is not None
    viewport = board.view.viewport()
    start, end = point(board, item.sceneBoundingRect().center()), point(board, to)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * step / 8)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def on_table(board: ScopaBoard, text: str) -> QPointF:
    item = board.scene.table_item(card(text))
    assert item is not None
    return item.sceneBoundingRect().center()


def click(board: ScopaBoard, scene_point: QPointF) -> None:
    QTest.mouseClick(board.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     point(board, scene_point))  # fmt: skip


def key(board: ScopaBoard, which: Qt.Key) -> None:
    QTest.keyClick(board.view.viewport(), which)


def test_a_drag_onto_a_table_card_takes_it(board) -> None:
    deal = scripted_deal()
    emitted = show(board, deal)
    drag(board, card("4C"), on_table(board, "4D"))
    assert emitted == [Move(card("4C"), card("4D").bit)]
    assert emitted[0] in deal.legal_actions()


def test_a_drag_onto_the_free_felt_lays_the_card(board) -> None:
    deal = example("scopa-equal-card-first")
    emitted = show(board, deal)
    felt = board.scene.felt()
    drag(board, card("2S"), QPointF(felt.left() + 20, felt.top() + 20))
    assert emitted == [Move(card("2S"))]
    assert emitted[0] in deal.legal_actions()


def test_a_drop_outside_the_table_plays_nothing(board) -> None:
    emitted = show(board, scripted_deal())
    drag(board, card("4C"), QPointF(5, 5))
    assert emitted == []
    item = board.scene.hand_item(card("4C"))
    assert item is not None and item.pos() == item.home


def test_two_capture_sets_are_offered_and_a_click_takes_one(board) -> None:
    deal = scripted_deal()
    emitted = show(board, deal)
    drag(board, card("6C"), on_table(board, "2S"))
    assert emitted == []
    offered = board.scene.choices
    assert sorted(offered, key=str) == sorted((m for m in deal.legal_actions() if m != PASS and
                                               isinstance(m, Move) and m.card is card("6C")), key=str)  # fmt: skip
    assert [chip.isVisible() for chip in board.scene.chips] == [True, True]
    click(board, on_table(board, "4D"))  # only 2♠+4♦ holds the 4♦
    assert emitted == [Move(card("6C"), card("2S").bit | card("4D").bit)]


def test_a_choice_chip_can_be_clicked(board) -> None:
    emitted = show(board, scripted_deal())
    drag(board, card("6C"), on_table(board, "2S"))
    offered = list(board.scene.choices)
    click(board, board.scene.chips[1].sceneBoundingRect().center())
    assert emitted == [offered[1]]
    assert board.scene.choices == [] and not board.scene.prompt.isVisible()


def test_the_choice_by_keyboard_and_escape(board) -> None:
    emitted = show(board, scripted_deal())
    drag(board, card("6C"), on_table(board, "2S"))
    offered = list(board.scene.choices)
    key(board, Qt.Key.Key_Escape)
    assert board.scene.choices == [] and emitted == []
    drag(board, card("6C"), on_table(board, "2S"))
    key(board, Qt.Key.Key_Right)
    key(board, Qt.Key.Key_Return)
    assert emitted == [offered[1]]


def test_keyboard_play_of_a_card_with_one_move(board) -> None:
    emitted = show(board, scripted_deal())
    key(board, Qt.Key.Key_Right)  # the hand sorted by value: 4♣ 6♣ K♦
    key(board, Qt.Key.Key_Return)
    assert emitted == [Move(card("4C"), card("4D").bit)]


def test_enter_on_a_card_with_two_sets_offers_them(board) -> None:
    emitted = show(board, scripted_deal())
    for _ in range(2):
        key(board, Qt.Key.Key_Right)
    key(board, Qt.Key.Key_Return)
    assert emitted == [] and len(board.scene.choices) == 2


def test_a_double_click_plays_a_unique_move(board) -> None:
    emitted = show(board, scripted_deal())
    item = board.scene.hand_item(card("KD"))
    assert item is not None
    QTest.mouseDClick(board.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                      point(board, item.sceneBoundingRect().center()))  # fmt: skip
    assert emitted == [Move(card("KD"), sum(c.bit for c in scripted_deal().table))]


def test_a_refused_drop_is_worded_as_the_rule(qtbot, board) -> None:
    deal = scripted_deal()
    emitted = show(board, deal)

    def answer(action: Action) -> None:
        refusal = deal.refusal(action)
        if refusal is not None:
            board.show_refusal(refusal)

    board.action_chosen.connect(answer)
    drag(board, card("4C"), on_table(board, "3H"))  # 3♥+A♣ add up to 4, but the 4♦ lies there
    refusal = deal.refusal(emitted[0])
    assert refusal is not None and refusal.code is RefusalCode.MUST_TAKE_EQUAL
    assert board.message_text() == "An equal card is on the table: the 4♣ must take the 4♦."
    assert board.message_text() == refusal_text(refusal)
    assert board.scene.hand_item(card("4C")) is not None  # still in the hand
    with qtbot.waitSignal(board.help_requested, timeout=1000) as help_asked:
        click(board, board.scene.message.sceneBoundingRect().center())
    assert help_asked.args == ["scopa-capture"]  # the rule of capture, in the help


def test_a_sweep_is_announced_and_lies_crosswise_on_the_pile(board) -> None:
    deal = scripted_deal()
    show(board, deal)
    events = deal.apply(Move(card("KD"), sum(c.bit for c in deal.table)))
    board.play_events(events, deal)
    assert board.scene.announce.isVisible() and board.scene.announce.text() == "Sweep! (Ada)"
    assert board.scene.piles[0].scope == (card("KD"),)
    assert board.scene.piles[0].count == 5
    assert "5 cards · 1 sweep" in board.scene.pile_labels[0].text()
    assert board.scene.table_item(card("3H")) is None
    board.show_deal(scripted_deal(), 0)  # the next deal: the banner was the last one's
    assert not board.scene.announce.isVisible()


def test_the_stock_s_count_begins_with_a_capital_in_every_language(board, speak) -> None:
    """The count under the stock is a label of its own: "Stock: 30 cards", Polish "Talon: 30 kart"
    (the catalogs write the word in lower case, as it stands in running text)."""
    show(board, scripted_deal())  # 40 cards less 4 on the table and 3 in each hand
    assert board.scene.talon_label.text() == "Stock: 30 cards"
    speak("pl")
    board.retranslate()
    assert board.scene.talon_label.text() == "Talon: 30 kart"


def test_the_refusal_is_worded_again_in_another_language(board) -> None:
    from kopdesk.i18n import current_language, set_language

    deal = scripted_deal()
    show(board, deal)
    refusal = deal.refusal(Move(card("4C"), card("3H").bit | card("AC").bit))
    assert refusal is not None
    board.show_refusal(refusal)
    english = board.message_text()
    before = current_language()
    try:
        set_language("pl")
        board.retranslate()
        assert board.message_text() == refusal_text(refusal)
        assert board.painter.language == "pl"  # the cards' letters too: W, D, K
    finally:
        set_language(before)
    assert english.startswith("An equal card")


def human_move(qtbot, board: ScopaBoard, deal: Deal, action: Action) -> None:
    """Make `action` as a user would: a drag, a click on a choice, or the keep button."""
    scene = board.scene
    if action is PASS:
        click(board, scene.keep.sceneBoundingRect().center())
        return
    assert isinstance(action, Move)
    if not action.take:
        felt = scene.felt()
        drag(board, action.card, QPointF(felt.left() + 8, felt.top() + 8))
        return
    target = action.taken[0]
    drag(board, action.card, on_table(board, str(target)))
    if scene.choices:
        index = scene.choices.index(action)
        click(board, scene.chips[index].sceneBoundingRect().center())


HOUSE_RULES = [(preset, {}) for preset in sorted(PRESETS)] + [
    ("scopa", {"deal_one_card": True, "re_bello": True}),
    ("scopa-3", {"quindici": True, "assi": "scopa"}),
]


@pytest.mark.parametrize(("preset", "house"), HOUSE_RULES)
def test_a_whole_deal_of_each_preset_through_the_board(qtbot, board, preset: str, house: dict[str, object]) -> None:
    rules = rules_from_preset(preset, house)
    rng = random.Random(preset + str(house))
    deal = Deal(rules, rules.players - 1, shuffled_deck(rng))
    while deal.phase.value == "redeal":
        deal = Deal(rules, rules.players - 1, shuffled_deck(rng))
    bot = make_player("beginner", 3)
    emitted = show(board, deal)
    passes = 0
    while deal.to_move is not None:
        seat = deal.to_move
        if seat == 0:
            board.set_human_turn(deal.observation(0))
            legal = deal.legal_actions()
            wanted = PASS if PASS in legal else rng.choice(legal)  # the keep button too, when offered
            passes += wanted is PASS
            human_move(qtbot, board, deal, wanted)
            assert emitted[-1] == wanted
            action = emitted[-1]
        else:
            board.set_thinking(seat)
            action = bot.choose(deal.observation(seat))
            board.set_thinking(-1)
        board.play_events(deal.apply(action), deal)
        shown = {c for c in deal.table if board.scene.table_item(c) is not None}
        assert shown == set(deal.table)
        assert sorted(board.scene.faces, key=str) == sorted({*deal.table, *deal.hand(0)}, key=str)
    assert deal.score is not None
    assert passes or not rules.deal_one_card
    assert [pile.count for pile in board.scene.piles[: len(deal.sides)]] == [len(p) for p in deal.captured]
    summary = board.summary(deal, NAMES[: rules.players])
    qtbot.addWidget(summary)
    assert isinstance(summary, ScopaSummary)
    shown_primiera = summary.card_texts(Category.PRIMIERA)
    assert shown_primiera == [str(c) for counts in deal.score.counts for c in counts.primiera_cards]


def test_animated_events_end_where_the_deal_says(qtbot, board) -> None:
    board.set_animation_ms(40)
    deal = scripted_deal()
    show(board, deal)
    board.play_events(deal.apply(Move(card("4C"), card("4D").bit)), deal)
    assert board.scene.animating
    qtbot.waitUntil(lambda: not board.scene.animating, timeout=5000)
    laid = deal.apply(Move(card("QC")))  # Bruno lays the Q♣: A+2+3 make only 6
    board.play_events(laid, deal)
    qtbot.waitUntil(lambda: not board.scene.animating, timeout=5000)
    assert sorted(board.scene.faces, key=str) == sorted({*deal.table, *deal.hand(0)}, key=str)
    for c in deal.table:
        item = board.scene.table_item(c)
        assert item is not None and item.pos() == item.home
    assert board.scene.piles[0].count == 2


def test_the_summary_shows_each_side_s_primiera_cards_and_values(qtbot, board) -> None:
    deal = scripted_deal()
    rng = random.Random(4)
    while deal.to_move is not None:
        deal.apply(rng.choice(deal.legal_actions()))
    assert deal.score is not None
    summary = board.summary(deal, NAMES[:2])
    qtbot.addWidget(summary)
    assert isinstance(summary, ScopaSummary)
    assert summary.card_texts(Category.PRIMIERA) == [
        str(c) for counts in deal.score.counts for c in counts.primiera_cards
    ]
    texts = {label.text() for label in summary.findChildren(QLabel)}
    for counts in deal.score.counts:
        assert f"= {counts.primiera}" in texts
    names = {label.objectName(): label for label in summary.findChildren(QLabel)}
    assert all(f"name-{c}" in names for c in ("carte", "denari", "settebello", "primiera", "scope"))
    assert "name-re_bello" not in names  # not played under these rules
    with qtbot.waitSignal(board.help_requested, timeout=1000) as help_asked:
        names["name-primiera"].linkActivated.emit("scopa-term-primiera")
    assert help_asked.args == ["scopa-term-primiera"]


def test_a_click_on_the_felt_hurries_and_on_the_game_asks_for_help(qtbot, board) -> None:
    show(board, scripted_deal())
    with qtbot.waitSignal(board.hurried, timeout=1000):
        click(board, QPointF(board.scene.felt().left() + 5, board.scene.felt().top() + 5))
    with qtbot.waitSignal(board.help_requested, timeout=1000) as help_asked:
        click(board, board.scene.info.sceneBoundingRect().center())
    assert help_asked.args == ["part-scopa"]


def test_the_choice_follows_the_cards_when_the_board_is_resized(qtbot, board) -> None:
    show(board, scripted_deal())
    drag(board, card("6C"), on_table(board, "2S"))
    board.resize(900, 640)
    qtbot.waitUntil(lambda: board.scene.sceneRect().width() == board.view.viewport().width())
    framed = {frame.center().toPoint() for frame, _colour, width in board.scene.halo.frames if width > 4}
    current = board.scene.choices[board.scene.choice]
    assert framed == {board.scene.table_item(c).sceneBoundingRect().center().toPoint() for c in current.taken}  # type: ignore[union-attr]


def test_the_turn_given_while_cards_move_lets_them_arrive(qtbot, board) -> None:
    deal = scripted_deal()
    show(board, deal)
    deal.apply(Move(card("4C"), card("4D").bit))
    board.show_deal(deal, 0)
    board.set_animation_ms(60)
    board.play_events(deal.apply(Move(card("QC"))), deal)  # Bruno lays the Q♣
    laid = board.scene.table_item(card("QC"))
    assert laid is not None
    start = laid.pos()
    board.set_human_turn(deal.observation(0))
    assert laid.pos() == start  # not jumped to its place: it is still on its way
    qtbot.waitUntil(lambda: not board.scene.animating, timeout=5000)
    assert laid.pos() == laid.home
    assert all(board.scene.hand_item(c).draggable for c in deal.hand(0))  # type: ignore[union-attr]


def test_the_summary_says_where_the_last_cards_went(qtbot, board) -> None:
    for seed in range(40):  # the first random deal that ends with cards on the table
        deal = scripted_deal()
        rng = random.Random(seed)
        while deal.to_move is not None:
            deal.apply(rng.choice(deal.legal_actions()))
        assert deal.score is not None
        if deal.score.leftover and deal.score.leftover_side is not None:
            break
    else:
        pytest.fail("no deal ended with cards on the table")
    summary = board.summary(deal, NAMES[:2])
    qtbot.addWidget(summary)
    line = summary.findChild(QLabel, "leftover")
    cards = ", ".join(f"{rank_letter(c.rank)}{c.suit.symbol}" for c in deal.score.leftover)  # French faces: "7♥"
    taker = NAMES[deal.score.leftover_side]
    assert line.text() == f"Last cards on the table: {cards} → {taker}, last capture."


def _overlaps(scene) -> list[str]:
    """Where a label on the table (a name's badge, a pile's count, the title, the stock's
    count) covers a card, a pile, or another label."""
    labels = {"title": scene.info, "stock": scene.talon_label}
    labels |= {f"badge {seat}": badge for seat, badge in enumerate(scene.badges) if badge.isVisible()}
    labels |= {f"pile {side}": label for side, label in enumerate(scene.pile_labels) if label.isVisible()}
    labels = {name: item for name, item in labels.items() if item.isVisible()}
    backs = [back for backs in scene.backs.values() for back in backs]
    cards = [item.sceneBoundingRect() for item in (*scene.faces.values(), *backs)]
    cards += [stack.sceneBoundingRect() for stack in (*scene.piles, scene.talon) if stack.isVisible() and stack.count]
    found = []
    names = list(labels)
    for index, name in enumerate(names):
        rect = labels[name].sceneBoundingRect().adjusted(1, 1, -1, -1)
        found += [f"{name} on a card" for card in cards if rect.intersects(card)][:1]
        later = names[index + 1 :]
        found += [f"{name} on {other}" for other in later if rect.intersects(labels[other].sceneBoundingRect())]
    return found


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
@pytest.mark.parametrize("preset", ["scopa", "scopa-3", "scopa-4", "scopone", "scopone-scientifico"])
def test_no_label_covers_a_card_or_another_label(qtbot, board, preset: str, size: tuple[int, int]) -> None:
    board.resize(*size)
    for seed in range(3):
        cards = list(CARDS)
        random.Random(seed).shuffle(cards)
        deal = Deal(rules_from_preset(preset), 1, cards)
        show(board, deal)
        qtbot.wait(10)
        assert _overlaps(board.scene) == [], (preset, size, seed)


def played_through(board: ScopaBoard, deal: Deal, seed: int) -> Iterator[None]:
    """Play `deal` to its end by random legal actions shown on `board`, yielding after
    its start and after each action."""
    rng = random.Random(seed)
    show(board, deal)
    yield
    while deal.to_move is not None:
        board.play_events(deal.apply(rng.choice(deal.legal_actions())), deal)
        yield


def shown_counts(scene) -> list[str]:
    """The count of each label shown by a pile or the talon, as written there: "5 cards"."""
    labels = [label for label in (*scene.pile_labels, scene.talon_label) if label.isVisible()]
    return [re.search(r"\d+ \w+", label.text()).group() for label in labels]


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_an_empty_pile_or_talon_shows_no_count(board, preset: str) -> None:
    """No "0 cards": a side that took nothing yet has bare felt for a pile, and the talon
    dealt out (or never there: Scopone) says nothing; every other count is shown."""
    rules = rules_from_preset(preset)
    deal = Deal(rules, 1, shuffled_deck(random.Random(preset)))
    for _step in played_through(board, deal, seed=len(preset)):
        counts = [len(pile) for pile in deal.captured if pile] + ([len(deal.talon)] if deal.talon else [])
        assert sorted(shown_counts(board.scene)) == sorted(f"{n} {'card' if n == 1 else 'cards'}" for n in counts)
    assert not deal.talon and all(deal.captured)  # it ended with the talon empty, a pile for each side


POLISH_CARDS = {1: "karta", 2: "karty", 4: "karty", 5: "kart", 12: "kart", 22: "karty", 25: "kart"}


def polish_cards(count: int) -> str:
    """"karta" after 1; "karty" after 2–4, 22–24, …, not 12–14; "kart" after the others."""
    if count == 1:
        return "karta"
    return "karty" if count % 10 in (2, 3, 4) and count % 100 not in (12, 13, 14) else "kart"


@pytest.mark.parametrize("language", ["pl", "de"])
def test_the_counts_by_the_piles_and_the_talon_take_the_language_s_plural(board, speak, language: str) -> None:
    """Counted as the language counts: 1 karta, 2 karty, 5 kart; 1 Karte, 2 Karten. A deal
    where a player with an empty hand draws one card at a time from the talon meets every
    count of the talon down to 1."""
    assert [polish_cards(n) for n in POLISH_CARDS] == list(POLISH_CARDS.values())
    word = polish_cards if language == "pl" else lambda count: "Karte" if count == 1 else "Karten"
    speak(language)
    deal = Deal(rules_from_preset("scopa", {"deal_one_card": True}), 1, shuffled_deck(random.Random(7)))
    talon_counts = set()
    for _step in played_through(board, deal, seed=7):
        for shown in shown_counts(board.scene):
            count, written = shown.split()
            assert written == word(int(count)), shown
        talon_counts.add(len(deal.talon))
    assert {1, 2, 5} <= talon_counts


def test_a_resize_while_cards_move_lays_them_out_at_the_new_size(qtbot, board) -> None:
    """The window made smaller while a capture slides to the pile: every card ends where the
    new size puts it, not where the old one did (the capture's last step used to lay the
    cards out again at the old size, when the resize ended it)."""
    deal = scripted_deal()
    show(board, deal)
    board.set_animation_ms(60)
    board.play_events(deal.apply(Move(card("6C"), card("2S").bit | card("4D").bit)), deal)
    scene = board.scene
    assert scene.animating
    width = scene.sceneRect().width()
    board.resize(800, 560)
    qtbot.waitUntil(lambda: scene.sceneRect().width() < width and not scene.animating, timeout=5000)
    shown = [*deal.table, *deal.hand(0)]
    moved = [scene.faces[c].pos() for c in shown]
    board.show_deal(deal, 0)  # laid out afresh at this size
    assert moved == [scene.faces[c].pos() for c in shown]

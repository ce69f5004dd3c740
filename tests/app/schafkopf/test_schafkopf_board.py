"""The Schafkopf board driven as a user drives it: real clicks on the call buttons, real
mouse drags of hand cards to the trick, the keyboard; refusals worded; Zweier's hidden
cards turning up; whole deals of every preset."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from kopdesk.app.schafkopf import SchafkopfBoard
from kopdesk.app.schafkopf.scene import veil_of
from kopdesk.cards import Card
from kopdesk.games.schafkopf import DOUBLE, Call, CallKind, Contract, Deal, Stage, rules_from_preset, shuffled_hands
from kopdesk.games.schafkopf.orders import order_for
from kopdesk.i18n import set_language

# The words of a Bavarian table (View → Traditional terms), as these tests spell them.
pytestmark = pytest.mark.usefixtures("traditional_terms")


def click(board: SchafkopfBoard, button_id: str) -> None:
    button = board.calls.buttons()[button_id]
    assert button.isVisible() and button.isEnabled()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def drag(board: SchafkopfBoard, card: Card, to: QPointF | None = None) -> None:
    """Press on the card, move in steps, release over the trick (scene coordinates)."""
    item = board.scene.hand_item(card)
    assert item is not None and item.isVisible()
    viewport = board.view.viewport()
    start = board.view.mapFromScene(item.sceneBoundingRect().center())
    end = board.view.mapFromScene(to if to is not None else board.scene.drop_zone.rect.center())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * step / 8)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def choose(board: SchafkopfBoard, call: Call) -> None:
    """Click the call's button, through its group's button where the calls of its kind share one."""
    if str(call) not in board.calls.buttons():
        click(board, call.kind.value)
    click(board, str(call))


def offered(board: SchafkopfBoard) -> set[str]:
    """Every call the panel offers, its groups opened (and closed again)."""
    direct = {str(call) for call in board.calls.calls()}
    found: set[str] = set()
    for button_id in list(board.calls.buttons()):
        if button_id in direct:
            found.add(button_id)
            continue
        click(board, button_id)
        found |= {b for b in board.calls.buttons() if b != "back"}
        click(board, "back")
    return found


def legal_ids(deal: Deal) -> set[str]:
    return {str(a) for a in deal.legal_actions()}


# -- calls --------------------------------------------------------------------------------


def test_bavarian_bidding_offers_exactly_the_legal_calls_and_a_click_makes_one(board, seat, turned) -> None:
    deal = turned("schafkopf-seed-tout-retour", 0, 0)
    emitted = seat(deal)
    assert deal.to_move == 0
    assert offered(board) == legal_ids(deal)
    choose(board, Call(CallKind.SOLO_TOUT, "H"))
    assert emitted == [Call(CallKind.SOLO_TOUT, "H")]
    assert deal.calls[-1].call == Call(CallKind.SOLO_TOUT, "H")
    assert board.calls.buttons() == {}  # the bidding goes on with the others


def test_only_the_callable_aces_are_offered(board, seat, turned, traditional_terms) -> None:
    deal = turned("schafkopf-auction-callable-aces", 0, 0)
    seat(deal)
    sauspiele = {b for b in offered(board) if b.startswith("sauspiel")}
    assert sauspiele == {"sauspiel:S"}
    assert "Schellen-Sau" in board.calls.buttons()["sauspiel:S"].text()


def test_retour_is_offered_to_the_declarer_after_a_schuss_and_clicked(board, seat, turned, traditional_terms) -> None:
    deal = turned("schafkopf-seed-tout-retour", 0, 8)
    emitted = seat(deal)
    assert deal.stage is Stage.DOUBLING and deal.to_move == 0
    assert set(board.calls.buttons()) == {"pass", "double"}
    button = board.calls.buttons()["double"]
    assert "Retour" in button.text() and "×4" in button.toolTip()
    click(board, "double")
    assert emitted == [DOUBLE]
    assert "Retour" in board.scene.tags[0].text()
    assert "Schuss" in board.scene.tags[1].text()


def test_the_wendish_holder_of_both_old_queens_chooses_a_partner_ace(board, seat, turned) -> None:
    deal = turned("wendisch-first-trick-partner", 1, 0)
    emitted = seat(deal)
    assert deal.stage is Stage.WENDISH and deal.to_move == 0
    assert offered(board) == legal_ids(deal)
    assert {"first_trick", "solo"} <= set(board.calls.buttons())
    partner = next(a for a in deal.legal_actions() if isinstance(a, Call) and a.kind is CallKind.PARTNER)
    choose(board, partner)
    assert emitted == [partner]
    assert deal.stage is Stage.OVER


def test_the_german_announcement_shows_the_count_and_the_zwangsspiel_names_trump(board, seat, turned) -> None:
    deal = turned("deutsch-announce-tie-by-points", 2, 1)  # seat 3 announced spades
    emitted = seat(deal)
    assert deal.stage is Stage.ANNOUNCE and deal.to_move == 0
    assert offered(board) == legal_ids(deal)
    assert "5 trumps (hearts)" in board.calls.buttons()["trumps:H"].text()
    click(board, "trumps:H")
    assert emitted == [Call(CallKind.TRUMPS, "H")]

    forced = turned("deutsch-zwangsspiel-no-trump-obligation", 3, 4)
    emitted = seat(forced)
    assert forced.stage is Stage.ZWANG and forced.to_move == 0
    assert set(board.calls.buttons()) == {"trump:C", "trump:S", "trump:H", "trump:D"}
    click(board, "trump:C")
    assert emitted[-1] == Call(CallKind.TRUMP, "C")
    assert forced.stage is Stage.OVER


def test_the_highest_game_stays_at_its_callers_seat_and_the_prompt_says_what_is_left(board, seat, turned) -> None:
    seat(turned("schafkopf-official-order-priority", 1, 1))  # Clara (seat 3) called a Sauspiel
    sauspiel = "Sauspiel with the Schellen-Sau"
    assert board.scene.tags[3].text() == sauspiel
    assert board.calls.prompt.text() == (
        f"Highest game: {sauspiel} (Clara). Only a game that outranks it is open to you, or pass."
    )
    deal = turned("schafkopf-official-order-priority", 1, 5)  # You: Solo; Anna, Bernd: pass; Clara: Wenz
    seat(deal)
    assert [board.scene.tags[place].text() for place in range(4)] == ["", "Pass", "Pass", "Wenz"]
    assert board.calls.prompt.text() == (
        "Highest game: Wenz (Clara). Only a game that outranks it is open to you, or pass."
    )
    assert offered(board) == legal_ids(deal)  # a Tout or pass
    click(board, "pass")
    assert [tag.text() for tag in board.scene.tags] == ["", "", "", "Wenz"]  # the declarer's game, once decided


def test_a_turn_where_only_pass_is_open_says_why(board, seat, turned) -> None:
    seat(turned("schafkopf-seed-tout-retour", 1, 1))  # Clara called a Herz-Solo-Tout; only Sie is higher
    assert set(board.calls.buttons()) == {"pass"}
    assert board.calls.prompt.text() == (
        "Highest game: Herz-Solo-Tout (Clara). No game you may call outranks it: you can only pass."
    )
    seat(turned("schafkopf-seed-tout-retour", 0, 4))  # the declarer, before any Schuss
    assert board.calls.prompt.text() == (
        "Only a defender may give Schuss, and you play on the declaring side. You can only pass."
    )
    seat(turned("schafkopf-seed-tout-retour", 1, 9))  # Schuss and Retour given, as many as the rules allow
    assert board.calls.prompt.text() == "The game is doubled twice, as often as the rules allow. You can only pass."
    seat(turned("schafkopf-seed-tout-retour", 1, 5))  # a defender may give Schuss
    assert board.calls.prompt.text() == "Schuss? Or pass."


def test_a_wendish_old_queen_shown_makes_no_partner_yet_and_is_worded_for_a_woman(board, seat, turned) -> None:
    seat(turned("wendisch-normal-schneider-at-90", 1, 10))  # Anna has played the ♠Q; it may be a silent solo
    assert board.deal.observation(0).contract is None
    assert board.scene.tags[1].text() == "Old queen"
    set_language("de")
    try:
        board.retranslate()
        assert board.scene.tags[1].text() == "Eine der Alten"
    finally:
        set_language("en")


def test_in_play_the_prompt_says_whose_lead_it_is(board, seat, turned) -> None:
    seat(turned("schafkopf-seed-tout-retour", 0, 12))  # the calls are over: the forehand leads
    assert board.calls.prompt.text() == "You lead." and board.calls.buttons() == {}
    seat(turned("schafkopf-seed-tout-retour", 1, 13))  # Clara has led
    assert board.calls.prompt.text() == "Your turn to play."


def test_the_partners_by_draw_are_shown_in_the_german_game(board, seat, turned) -> None:
    seat(turned("deutsch-announce-tie-by-points", 2, 1))
    assert "partner" in board.scene.tags[2].text()


# -- cards ----------------------------------------------------------------------------------


def test_a_real_drag_of_a_hand_card_to_the_trick_plays_it(board, seat, turned) -> None:
    deal = turned("schafkopf-called-ace-searched", 1, 8)  # the declarer (seat 3) leads
    deal.apply(deal.legal_actions()[0])
    emitted = seat(deal)
    assert deal.to_move == 0
    card = next(a for a in deal.legal_actions() if isinstance(a, Card))
    drag(board, card)
    assert emitted == [card]
    assert card in deal.trick
    assert board.scene.hand_item(card) is None


def test_a_drop_outside_the_trick_plays_nothing_and_the_card_goes_home(qtbot, board, seat, turned) -> None:
    deal = turned("schafkopf-called-ace-searched", 1, 9)
    emitted = seat(deal)
    card = deal.legal_actions()[0]
    assert isinstance(card, Card)
    drag(board, card, QPointF(5, 5))
    assert emitted == []
    item = board.scene.hand_item(card)
    assert item is not None
    qtbot.waitUntil(lambda: item.pos() == item.home)


def dimmed(board: SchafkopfBoard, hand: tuple[Card, ...]) -> set[Card]:
    return {c for c in hand if (item := board.scene.hand_item(c)) is not None and item.opacity() < 1}


def a_card_to_play_with_cards_one_may_not_play() -> Deal:
    """A Bavarian Sauspiel played by first legal cards until seat 0 is to play a card and may not play them all."""
    rules = rules_from_preset("schafkopf")
    for seed in range(40):
        deal = Deal(rules, 3, shuffled_hands(rules, random.Random(seed)))
        while deal.legal_actions():
            if deal.stage is Stage.OVER and deal.to_move == 0 and set(deal.hand(0)) != set(deal.legal_actions()):
                return deal
            legal = deal.legal_actions()
            deal.apply(next((a for a in legal if isinstance(a, Call) and a.kind is CallKind.SAUSPIEL), legal[0]))
    pytest.fail("no position with a card seat 0 may not play")


def test_the_cards_one_may_not_play_are_dimmed_exactly_and_only_while_one_is_to_play(board, seat) -> None:
    deal = a_card_to_play_with_cards_one_may_not_play()
    seat(deal)
    assert dimmed(board, deal.hand(0)) == set()  # dimming is the user's choice
    board.scene.set_dim_unplayable(True)
    assert dimmed(board, deal.hand(0)) == set(deal.hand(0)) - set(deal.legal_actions())
    deal.apply(deal.legal_actions()[0])
    board.set_human_turn(deal.observation(0))
    assert dimmed(board, deal.hand(0)) == set()


def test_the_called_ace_refusal_is_worded_for_a_learner(board, seat, turned, traditional_terms) -> None:
    deal = turned("schafkopf-called-ace-searched", 1, 9)  # 9G led: seat 0 holds AG 7G 8G
    emitted = seat(deal)
    seven = deal.deck.card("7G")
    drag(board, seven)
    assert emitted == [seven] and seven not in deal.trick
    message = board.scene.message
    assert message.isVisible()
    assert message.text() == "You must play the called Sau (Gras-Sau) when its suit is led."
    assert board.scene.hand_item(seven) is not None


def test_the_keyboard_picks_and_plays_a_card(board, seat, turned) -> None:
    deal = turned("schafkopf-called-ace-searched", 1, 9)
    emitted = seat(deal)
    hand = board.scene.hand_cards()
    QTest.keyClick(board.view.viewport(), Qt.Key.Key_Right)
    QTest.keyClick(board.view.viewport(), Qt.Key.Key_Return)
    assert emitted == [hand[0]]


def test_the_hand_lies_sorted_trumps_first(board, seat, turned) -> None:
    deal = turned("schafkopf-seed-tout-retour", 0, 12)
    seat(deal)
    assert deal.order is not None
    cards = sorted(board.scene.hand_cards(), key=lambda c: board.scene.hand_item(c).pos().x())
    assert cards == sorted(deal.hand(0), key=deal.order.sort_key)
    assert deal.order.is_trump(cards[0]) and len(cards) == 8


def test_while_a_wenz_may_be_doubled_the_hand_lies_in_the_wenz_order(board, seat, turned) -> None:
    deal = turned("schafkopf-seed-tout-retour", 0, 0)
    for _seat in range(4):
        deal.apply(Call(CallKind.WENZ) if not deal.calls else deal.legal_actions()[0])
    seat(deal)
    assert deal.stage is Stage.DOUBLING and deal.order is None
    wenz = order_for(deal.rules, Contract.WENZ, None)
    cards = sorted(board.scene.hand_cards(), key=lambda c: board.scene.hand_item(c).pos().x())
    assert cards == sorted(deal.hand(0), key=wenz.sort_key)


def test_zweier_hidden_card_turns_up_after_its_trick(board, seat, turned) -> None:
    deal = turned("zweier-turn-up-after-trick", 0, 1)  # seat 1 led AC; seat 0's 7C lies on 9C
    emitted = seat(deal)
    seven, nine = deal.deck.card("7C"), deal.deck.card("9C")
    assert board.scene.columns(0)[0] == (seven, True)
    assert board.scene.columns(1)[0] == (None, True)  # AC played, 7H still face down
    drag(board, seven)
    assert emitted == [seven]
    assert board.scene.columns(0)[0] == (nine, False)
    assert board.scene.columns(1)[0] == (deal.deck.card("7H"), False)
    assert board.scene.hand_item(nine) is not None


def test_zweier_face_down_card_cannot_be_dragged(board, seat, turned) -> None:
    deal = turned("zweier-turn-up-after-trick", 0, 1)
    seat(deal)
    assert board.scene.hand_item(deal.deck.card("9C")) is None  # under 7C, a back


def test_zweier_open_cards_not_to_be_played_are_darkened_not_see_through(board, seat, turned) -> None:
    """A translucent open card would show the back of the hidden card under it."""
    deal = turned("zweier-turn-up-after-trick", 0, 1)  # AC led: seat 0 must follow clubs
    board.scene.set_dim_unplayable(True)
    seat(deal)
    legal = set(deal.legal_actions())
    items = {card: board.scene.hand_item(card) for card in board.scene.hand_cards()}
    assert legal and set(items) - legal  # some cards may be played, some not
    assert all(item.opacity() == 1.0 for item in items.values())
    darkened = {card for card, item in items.items() if veil_of(item).isVisible()}
    assert darkened == set(items) - legal


# -- whole deals --------------------------------------------------------------------------


@pytest.mark.parametrize("preset", ["schafkopf", "wendisch", "zweier", "deutsch"])
def test_a_whole_deal_of_each_preset_through_the_board(board, seat, preset: str) -> None:
    rng = random.Random(f"board-{preset}")
    rules = rules_from_preset(preset)
    deal = Deal(rules, rules.seats - 1, shuffled_hands(rules, rng))
    emitted = seat(deal)
    humans = 0
    while deal.to_move is not None:
        action = rng.choice(deal.legal_actions())
        if deal.to_move != 0:
            board.play_events(deal.apply(action), deal)
            if deal.to_move == 0:
                board.set_human_turn(deal.observation(0))
            continue
        before = len(deal.history)
        if isinstance(action, Call):
            choose(board, action)
        else:
            drag(board, action)
        humans += 1
        assert len(deal.history) == before + 1 and deal.history[-1] == action
    assert deal.score is not None and len(emitted) == humans >= 8
    summary = board.summary(deal, ("You", "Anna", "Bernd", "Clara")[: rules.seats])
    assert summary.lines()


def test_every_call_of_a_deal_is_reachable_from_its_panel(board, seat) -> None:
    """Over many bidding positions the panel offers exactly the legal calls."""
    rng = random.Random(7)
    rules = rules_from_preset("schafkopf")
    for _round in range(6):
        deal = Deal(rules, 3, shuffled_hands(rules, rng))
        seat(deal)
        assert offered(board) == legal_ids(deal)


# -- what the others are told ---------------------------------------------------------------


def test_a_concealed_wendish_solo_is_not_shown_to_the_others(board, seat, turned) -> None:
    deal = turned("wendisch-first-trick-partner", 0, 0)  # seat 1 holds both old queens
    seat(deal)
    board.play_events(deal.apply(Call(CallKind.SOLO)), deal)
    assert not board.scene.bubbles[1].isVisible()
    assert board.scene.info.text() == "Normal game or silent solo"


def test_a_german_announcement_tells_the_others_only_the_count(board, seat, turned) -> None:
    deal = turned("deutsch-announce-tie-by-points", 0, 0)  # seat 1 announces spades with 5
    seat(deal)
    board.play_events(deal.apply(Call(CallKind.TRUMPS, "S")), deal)
    bubble = board.scene.bubbles[1]
    assert bubble.isVisible() and bubble.text() == "5 trumps"


def test_a_click_on_the_felt_hurries_the_game(qtbot, board, seat, turned) -> None:
    seat(turned("schafkopf-seed-tout-retour", 0, 12))
    corner = board.view.mapFromScene(QPointF(board.scene.width() / 2, board.scene.height() * 0.4))
    with qtbot.waitSignal(board.hurried, timeout=1000):
        QTest.mouseClick(board.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, corner)


def test_a_click_on_a_pile_shows_the_last_trick_with_its_players(board, seat, turned) -> None:
    deal = turned("zweier-turn-up-after-trick", 0, 2)  # Anna (seat 1) took AC, 7C
    seat(deal)
    pile = board.scene.piles[2]  # Zweier: seat 1 sits opposite
    assert pile.isVisible()
    QTest.mouseClick(
        board.view.viewport(), Qt.MouseButton.LeftButton, pos=board.view.mapFromScene(pile.sceneBoundingRect().center())
    )
    panel = board.scene.last_trick
    assert panel.isVisible()
    assert panel.rows() == [(deal.deck.card("AC"), "Anna", True), (deal.deck.card("7C"), "You", False)]
    assert panel.title() == "Last trick\nAnna took it."

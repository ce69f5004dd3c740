"""The Scopa board's words: cards named as the faces the user sees them in."""

from __future__ import annotations

import pytest

from kopdesk.app.cardpaint import CardPainter, Faces
from kopdesk.app.scopa import ScopaBoard
from kopdesk.app.scopa.words import card_text, refusal_text
from kopdesk.games.scopa import Deal, Move, card, rules_from_preset
from kopdesk.games.scopa.cards import CARDS


def scripted_deal() -> Deal:
    """The human (seat 0) holds 6♣ 4♣ K♦; the table is 3♥ 2♠ A♣ 4♦."""
    table, mine, theirs = ["3H", "2S", "AC", "4D"], ["6C", "4C", "KD"], ["5C", "JS", "QC"]
    top = [table[0], mine[0], theirs[0], table[1], mine[1], theirs[1], table[2], mine[2], theirs[2], table[3]]
    rest = [str(c) for c in CARDS if str(c) not in top]
    return Deal(rules_from_preset("scopa"), 1, [card(t) for t in top + rest])


@pytest.mark.parametrize(
    ("faces", "sentence"),
    [
        (Faces.ITALIAN, "An equal card is on the table: the 4 of bastoni must take the 4 of denari."),
        (Faces.FRENCH, "An equal card is on the table: the 4♣ must take the 4♦."),
        (None, "An equal card is on the table: the 4♣ must take the 4♦."),
    ],
)
def test_a_refusal_names_the_cards_as_the_faces_in_use(
    qtbot, faces: Faces | None, sentence: str, traditional_terms
) -> None:
    board = ScopaBoard(CardPainter(faces=faces))
    qtbot.addWidget(board)
    board.set_animation_ms(0)
    board.resize(1280, 800)
    board.show()
    deal = scripted_deal()
    board.set_names(["Ada", "Bruno"])
    board.show_deal(deal, 0)
    refusal = deal.refusal(Move(card("4C"), card("3H").bit | card("AC").bit))
    assert refusal is not None
    board.show_refusal(refusal)
    assert board.message_text() == sentence
    board.retranslate()  # worded again: the same faces
    assert board.message_text() == sentence


def test_the_choices_of_a_refusal_follow_italian_faces(traditional_terms) -> None:
    deal = scripted_deal()
    refusal = deal.refusal(Move(card("6C"), card("3H").bit | card("AC").bit))  # 1+3 is not 6
    assert refusal is not None
    italian = CardPainter(faces=Faces.ITALIAN)
    text = refusal_text(refusal, italian)
    assert "6 of bastoni" in text and "2 of spade" in text
    assert not any(sign in text for sign in "♣♠♥♦")


def test_italian_figures_keep_their_italian_names(traditional_terms) -> None:
    italian = CardPainter(faces=Faces.ITALIAN)
    assert [card_text(card(c), italian) for c in ("AH", "JS", "QC", "KD", "7D")] == [
        "asso of coppe", "fante of spade", "cavallo of bastoni", "re of denari", "7 of denari",
    ]  # fmt: skip
    assert card_text(card("QC")) == "Q♣"  # French faces, as before


SCOPA_WORDS = {
    # language: (translated, traditional) of a capture on Italian faces, then the settebello and scope points
    "pl": (["7 buław bierze 4 kielichów + 3 denari", "siódemka denari", "miotły"],
           ["7 bastoni bierze 4 coppe + 3 denari", "settebello", "scope"]),
    "en": (["7 of batons takes 4 of cups + 3 of coins", "seven of coins", "sweeps"],
           ["7 of bastoni takes 4 of coppe + 3 of denari", "settebello", "scope"]),
    "de": (["Stab-7 nimmt Kelch-4 + Münz-3", "Denari-Sieben", "Besen"],
           ["bastoni-7 nimmt coppe-4 + denari-3", "settebello", "scope"]),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(SCOPA_WORDS))
def test_the_switch_says_scopa_in_the_users_words_or_the_italians(language: str, speak) -> None:
    from kopdesk.app import words
    from kopdesk.app.scopa.summary import category_name
    from kopdesk.app.scopa.words import move_text
    from kopdesk.games.scopa import Category

    speak(language)
    italian = CardPainter(faces=Faces.ITALIAN)

    def said() -> list[str]:
        capture = Move(card("7C"), card("3D").bit | card("4H").bit)
        return [move_text(capture, italian), category_name(Category.SETTEBELLO), category_name(Category.SCOPE)]

    translated, traditional = SCOPA_WORDS[language]
    assert said() == translated
    words.set_traditional(True)
    try:
        assert said() == traditional
    finally:
        words.set_traditional(False)


def test_a_polish_refusal_that_begins_with_an_italian_card_begins_with_a_capital(speak, traditional_terms) -> None:
    """Walk Scopa #16: "re spade nie może wziąć…" began in lower case."""
    speak("pl")
    refusal = scripted_deal().refusal(Move(card("KD"), card("3H").bit))  # the king would sweep the table
    assert refusal is not None
    assert refusal_text(refusal, CardPainter(faces=Faces.ITALIAN)) == (
        "Re denari nie może wziąć 3 coppe: re denari bierze asso bastoni + 2 spade + 3 coppe + 4 denari."
    )

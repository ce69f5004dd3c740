"""A refusal names its cards in the case its sentence wants, in every family: Polish inflects
a card the verb takes ("Sam masz asa wino", "nie może wziąć asa kielichów"), German gives it
its article ("Du musst das A♠ schlagen"), and no sentence begins in lower case."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from kopdesk.app.cardpaint import CardPainter, Faces
from kopdesk.app.kop.terms import refusal_sentence as kop_sentence
from kopdesk.app.schafkopf.words import refusal_sentence as schafkopf_sentence
from kopdesk.app.scopa.words import refusal_text
from kopdesk.cards import FRENCH_32, GERMAN_32, KOP_16
from kopdesk.games import kop, schafkopf, scopa
from kopdesk.games.tricks import Duty


def said() -> list[str]:
    """Two Kop refusals naming the card to beat, four Schafkopf ones naming a called card and
    three Scopa ones naming cards on Italian faces."""
    return [*_kop(), *_schafkopf(), *_scopa()]


def _kop() -> list[str]:
    card = KOP_16.card
    return [
        kop_sentence(kop.Refusal(Duty.BEAT, 0, to_beat=card("AS"), cards=(card("QD"),))),
        kop_sentence(kop.Refusal(Duty.PLAY_TRUMP, 0, to_beat=card("QS"), cards=(card("JD"),))),
    ]


def _schafkopf() -> list[str]:
    sau, code = GERMAN_32.card("AG"), schafkopf.RefusalCode
    aces = [code.ACE_HELD, code.ACE_TRUMP, code.CALLED_ACE_SEARCHED]
    partner = schafkopf.Refusal(code.PARTNER_HELD, 0, FRENCH_32, cards=(FRENCH_32.card("AD"),))
    return [
        *(schafkopf_sentence(schafkopf.Refusal(c, 0, GERMAN_32, cards=(sau,), suit=sau.suit)) for c in aces),
        schafkopf_sentence(partner),
    ]


def _scopa() -> list[str]:
    card, code = scopa.card, scopa.RefusalCode
    jack, king = scopa.Move(card("JC"), card("AH").bit), scopa.Move(card("KC"), card("AH").bit)
    jack_may = scopa.Move(card("JC"), card("AH").bit | card("QS").bit)
    refusals = [
        scopa.Refusal(code.WRONG_SET, 0, action=jack, choices=(jack_may,)),
        scopa.Refusal(code.MUST_TAKE_EQUAL, 0, action=king, cards=(card("KH"),)),
        scopa.Refusal(code.CANNOT_CAPTURE, 0, action=scopa.Move(card("JC"), 0)),
    ]
    italian = CardPainter(faces=Faces.ITALIAN)
    return [refusal_text(refusal, italian) for refusal in refusals]


@pytest.mark.parametrize(
    ("language", "sentences"),
    [
        ("pl", [
            "Musisz nadbić A♠ – masz czym: D♦.",
            "Nie możesz nadbić D♠, ale musisz dołożyć trumfa: W♦.",
            "Sam masz asa wino: wywołaj asa, którego nie masz.",
            "As wino jest atutem: tej karty nie można wywołać.",
            "Gdy wyjdzie kolor wywołanego asa (asa wino), musisz go dołożyć.",
            "Sam masz A♦: wskaż kartę, której nie masz.",
            "Walet buław nie może wziąć asa kielichów: walet buław bierze jeźdźca mieczy + asa kielichów.",
            "Na stole leży karta równa: król buław musi wziąć króla kielichów.",
            "Walet buław nie może tu nic wziąć: połóż tę kartę na stole.",
        ]),
        ("de", [
            "Du musst das A♠ schlagen: Das geht mit D♦.",
            "Du kannst die D♠ nicht schlagen, musst aber trotzdem Trumpf zugeben: B♦.",
            "Du hast die Gras-Sau selbst: Ruf eine Sau, die du nicht hast.",
            "Die Gras-Sau ist Trumpf und kann nicht gerufen werden.",
            "Wenn ihre Farbe ausgespielt wird, musst du die gerufene Sau (Gras-Sau) zugeben.",
            "Die Karte A♦ hast du selbst: Nenne eine, die du nicht hast.",
            "Mit der Karte Stab-Bube kannst du Kelch-Ass nicht nehmen: Stab-Bube nimmt Schwert-Reiter + Kelch-Ass.",
            "Eine gleiche Karte liegt auf dem Tisch: Stab-König muss Kelch-König nehmen.",
            "Mit der Karte Stab-Bube kannst du hier nichts nehmen: Leg sie auf den Tisch.",
        ]),
        ("en", [
            "You must beat the A♠: you can with Q♦.",
            "You cannot beat the Q♠, but you must still play a trump: J♦.",
            "You hold the ace of leaves yourself: call an ace you do not hold.",
            "The ace of leaves is a trump and cannot be called.",
            "You must play the called ace (ace of leaves) when its suit is led.",
            "You hold the A♦ yourself: name a card you do not hold.",
            "The jack of batons cannot take ace of cups: jack of batons takes knight of swords + ace of cups.",
            "An equal card is on the table: the king of batons must take the king of cups.",
            "The jack of batons cannot take anything here: lay it on the table.",
        ]),
    ],
)  # fmt: skip
def test_a_refusal_names_its_cards_in_the_case_its_sentence_wants(
    language: str, sentences: list[str], speak: Callable[[str], None]
) -> None:
    speak(language)
    assert said() == sentences

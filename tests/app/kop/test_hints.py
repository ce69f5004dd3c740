"""A hint says the suggested action and words the facts behind it (issue 16)."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings

from kopdesk.app.kop.hints import hint_sentence
from kopdesk.app.words import LINE_CHARS
from kopdesk.games.kop import PASS, Deal, Phase, card
from tests.bots.kop.test_hints import KNOWN_PARTNER_AH_OUT, UNKNOWN_PARTNER, ZOLO_DU, ZOLO_DU_CALLS, deal_of
from tests.games.kop.test_properties import AUCTIONS, choose, new_deals, open_auction


def sentences(hint: str) -> list[str]:
    """The hint's sentences, its lines joined again where a long sentence was broken."""
    return [s + "." for s in hint.replace("\n", " ").removesuffix(".").split(". ")]


def test_an_ace_thrown_to_an_unknown_partners_trick_is_the_lowest_trump_not_the_cheapest() -> None:
    assert sentences(hint_sentence(UNKNOWN_PARTNER.observation(0), card("AD"))) == [
        "Play A♦.",
        "You cannot beat 10♥, but you must still play a trump.",
        "10♥ is winning the trick; you cannot tell yet whose side it is on.",
        "It may still be beaten: a player still to play may hold a card that beats it.",
        "A♦ is the lowest trump you may play; you keep the higher ones.",
    ]
    assert hint_sentence(UNKNOWN_PARTNER.observation(0), card("JD")).endswith(
        "J♦ is 2 card points: no card you may play is worth less."
    )


def test_a_partners_trick_that_a_card_still_out_beats_may_yet_be_lost() -> None:
    text = hint_sentence(KNOWN_PARTNER_AH_OUT.observation(0), card("10D"))
    assert "Your partner's Q♣ is winning the trick.\nIt may still be beaten:" in text


def test_a_card_only_your_partners_may_overtake_keeps_the_trick_with_your_side() -> None:
    deal = deal_of("baska", 2, ZOLO_DU, f"{ZOLO_DU_CALLS}, 10S")
    assert sentences(hint_sentence(deal.observation(0), card("AS")))[-1] == (
        "A♠ beats 10♠, and only your side may still overtake it: the trick stays with your side."
    )


def test_a_pass_holding_both_black_queens_is_explained_as_the_silent_solo() -> None:
    deal = deal_of("kop", 3, "QC QS AH 10H | AC 10C AS 10S | QH QD JC JS | JH JD AD 10D")
    assert sentences(hint_sentence(deal.observation(0), PASS)) == [
        "Your call: pass.",
        (
            "You hold both black queens: if no one calls a game, you play alone against three without announcing"
            " it (silent solo)."
        ),
        "You hold 4 trumps, 4 of the four highest (A♥, 10♥, Q♣, Q♠).",
    ]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(new_deals(), AUCTIONS)
def test_every_legal_action_gets_a_whole_sentence(dealt: tuple[Deal, random.Random, object], auction: str) -> None:
    deal, rng, _ = dealt
    open_auction(deal, rng, auction)
    while deal.phase is not Phase.DONE:
        seat = deal.to_move
        assert seat is not None
        for action in deal.legal_actions():
            text = hint_sentence(deal.observation(seat), action)
            assert text.endswith(".") and "{" not in text and "  " not in text
            assert all(0 < len(line) <= LINE_CHARS for line in text.split("\n"))
        deal.apply(choose(deal, rng))

"""The log of the play in words, without a window: each family's lines for scripted deals,
word for word; every line translated; and over random deals of every preset, a line per
action seat 0 has seen, lines that only grow as the deal goes on, and no card named
before it is played (or, in Scopa, laid face up on the table)."""

from __future__ import annotations

import importlib
import random
from pathlib import Path
from typing import Any

import pytest
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_file
from babel.messages.pofile import read_po
from hypothesis import given, settings
from hypothesis import strategies as st

from kopdesk import i18n, i18n_tools
from kopdesk.app.cardpaint.faces import Faces, faces_for
from kopdesk.app.playlines import LineKind, LogLine, Players, restarted
from kopdesk.app.words import card_name
from kopdesk.cards import Deck, Look, Rank
from kopdesk.games import scopa
from kopdesk.games.registry import PRESETS, game_of
from kopdesk.games.schafkopf import Variant
from kopdesk.games.scopa.cards import CARDS as SCOPA_CARDS
from tests.bots.kop.helpers import deal_from_text
from tests.games.schafkopf.helpers import SAUSPIEL_HANDS
from tests.games.schafkopf.helpers import deal as schafkopf_deal
from tests.games.scopa.test_scopa_rules import mask, stacked

NAMES = ("You", "Ewa", "Janek", "Zosia")
PLAYERS = Players.of(NAMES)


class Painted:
    """The faces the user chose: `chosen` for every deck that offers it, else the deck's own."""

    def __init__(self, chosen: Faces | None = None) -> None:
        self.chosen = chosen

    def faces_of(self, deck: Deck) -> Faces:
        return faces_for(deck, self.chosen)


def lines_of(deal: Any, players: Players = PLAYERS, faces: Painted | None = None) -> list[LogLine]:
    family = game_of(deal.rules.preset).family
    module = importlib.import_module(f"kopdesk.app.{family}.playlog")
    lines: list[LogLine] = module.log_lines(deal, players, faces or Painted())
    return lines


def texts(deal: Any, players: Players = PLAYERS, faces: Painted | None = None) -> list[str]:
    return [line.text for line in lines_of(deal, players, faces)]


# -- Kop and Baśka -------------------------------------------------------------------------------

KOP_HANDS = ["JC JS JH JD", "AC 10C QC QH", "AS 10S QS QD", "AH 10H AD 10D"]


def test_kop_logs_each_call_at_its_doubling_level_each_card_and_each_trick() -> None:
    deal = deal_from_text("kop", KOP_HANDS, ["double", "double", "zolo", "double", "pass", "pass", "pass"])
    for card in ("AC", "QS", "AH", "JC", "AD"):
        deal.apply(next(c for c in deal.legal_actions() if str(c) == card))
    assert texts(deal) == [
        "Ewa: kontra",  # seat 1 opens (forehand): kontra, re, then solo starts the doublings again
        "Janek: re",
        "Zosia: solo",
        "You: kontra",
        "Ewa: pass",
        "Janek: pass",
        "Zosia: pass",
        "Ewa plays the A♣.",
        "Janek plays the Q♠.",
        "Zosia plays the A♥.",
        "You play the J♣.",
        "Zosia takes the trick (27 points).",
        "Zosia plays the A♦.",
    ]
    assert [line.kind for line in lines_of(deal)].count(LineKind.AFTER) == 1


def test_a_user_who_gave_a_name_is_spoken_of_by_it() -> None:
    game = game_of("baska")
    rng = random.Random(3)
    deal = game.new_deal(game.rules("baska"), 0, rng)
    while deal.to_move is not None:
        deal.apply(rng.choice(deal.legal_actions()))
    yours = texts(deal)
    assert any(line.startswith("You take the trick") for line in yours)
    for you, she in (("You: ", "Piotr: "), ("You play ", "Piotr plays "), ("You take ", "Piotr takes ")):
        yours = [line.replace(you, she) for line in yours]
    assert texts(deal, Players.of(("Piotr", *NAMES[1:]))) == yours


# -- Schafkopf -------------------------------------------------------------------------------------

SAUSPIEL = ("sauspiel:G", "pass", "pass", "pass", "pass", "pass", "double", "pass", "pass", "pass")


def test_schafkopf_heads_the_bidding_schuss_and_retour_and_the_play_apart(traditional_terms: None) -> None:
    deal = schafkopf_deal("schafkopf", SAUSPIEL_HANDS, *SAUSPIEL, "OE", "OG", "OH", "KH", "UE")
    assert [(line.kind, line.text) for line in lines_of(deal)] == [
        (LineKind.HEADING, "Bidding"),
        (LineKind.ACTION, "You: Sauspiel with the Gras-Sau"),
        (LineKind.ACTION, "Ewa: weiter"),
        (LineKind.ACTION, "Janek: weiter"),
        (LineKind.ACTION, "Zosia: weiter"),
        (LineKind.HEADING, "Schuss and Retour"),
        (LineKind.ACTION, "You: weiter"),
        (LineKind.ACTION, "Ewa: weiter"),
        (LineKind.ACTION, "Janek: Schuss"),
        (LineKind.ACTION, "Zosia: weiter"),
        (LineKind.ACTION, "You: weiter"),
        (LineKind.ACTION, "Ewa: weiter"),
        (LineKind.HEADING, "Play: Sauspiel with the Gras-Sau · You"),
        (LineKind.ACTION, "You play the Eichel-Ober."),
        (LineKind.ACTION, "Ewa plays the Gras-Ober."),
        (LineKind.ACTION, "Janek plays the Herz-Ober."),
        (LineKind.ACTION, "Zosia plays the Herz-König."),
        (LineKind.AFTER, "You take the trick (13 points)."),
        (LineKind.ACTION, "You play the Eichel-Unter."),
    ]


def test_schafkopf_cards_are_named_as_the_faces_shown() -> None:
    deal = schafkopf_deal("schafkopf", SAUSPIEL_HANDS, *SAUSPIEL, "OE", "OG")
    assert texts(deal, faces=Painted(Faces.FRENCH))[-2:] == ["You play the Q♣.", "Ewa plays the Q♠."]


OLD_QUEENS = "QC QS JC JS AC KC AS KS"
OTHER_HANDS = ("7C 8C 9C 10C 7S 8S 9S 10S", "7H 8H 9H 10H QH JH AH KH", "7D 8D 9D 10D QD JD AD KD")


def test_a_silent_wendish_solo_stays_its_maker_s_secret() -> None:
    ewa_holds = " | ".join((OTHER_HANDS[0], OLD_QUEENS, *OTHER_HANDS[1:]))
    assert texts(schafkopf_deal("wendisch", ewa_holds, "solo", "7C")) == [
        "The holder of the old queens chooses",
        "Play: normal game or silent solo",
        "You play the 7♣.",
    ]
    you_hold = " | ".join((OLD_QUEENS, *OTHER_HANDS))
    assert texts(schafkopf_deal("wendisch", you_hold, "solo", "QC"))[1:3] == ["You: Play alone", "Play: Solo · You"]


def test_zweier_says_each_hidden_card_as_it_turns_up(traditional_terms: None) -> None:
    game = game_of("zweier")
    deal = game.new_deal(game.rules("zweier"), 0, random.Random(5))
    for _ in range(2):
        deal.apply(deal.legal_actions()[0])
    trick = deal.tricks[0]
    under = dict(pair for stacks in deal.stacks for pair in stacks)
    turned = [(seat, under[card]) for seat, card in zip((trick.leader, 1 - trick.leader), trick.cards, strict=True)]
    said = [f"{'You turn' if seat == 0 else 'Ewa turns'} up the {card_name(card)}." for seat, card in turned]
    assert [line.kind for line in lines_of(deal)] == [LineKind.HEADING, *[LineKind.ACTION] * 2, *[LineKind.AFTER] * 3]
    assert texts(deal)[0] == "Play: Zweier" and texts(deal)[-2:] == said


# -- Scopa -----------------------------------------------------------------------------------------


def scopa_moves(deal: scopa.Deal, *moves: str) -> None:
    """Moves written "7C" (a lay) or "7C:7D" / "7S:3C 4H" (a capture)."""
    for move in moves:
        played, _, taken = move.partition(":")
        deal.apply(scopa.Move(scopa.card(played), mask(taken)))


def test_scopa_logs_the_table_each_lay_capture_and_scopa_and_each_new_round(traditional_terms: None) -> None:
    deal = stacked("scopa", 0, {0: "7S 3D KH", 1: "7C 5H 2S"}, table="7D 3C 4H 2C")
    scopa_moves(deal, "7C:7D", "7S:3C 4H", "2S:2C", "KH", "5H", "3D")
    assert [(line.kind, line.text) for line in lines_of(deal)] == [
        (LineKind.HEADING, "On the table: 2♣, 3♣, 4♥, 7♦"),
        (LineKind.ACTION, "Ewa plays the 7♣ and takes 7♦."),
        (LineKind.ACTION, "You play the 7♠ and take 3♣+4♥."),
        (LineKind.ACTION, "Ewa plays the 2♠ and takes 2♣: scopa!"),
        (LineKind.ACTION, "You lay the K♥ on the table."),
        (LineKind.ACTION, "Ewa lays the 5♥ on the table."),
        (LineKind.ACTION, "You lay the 3♦ on the table."),
        (LineKind.HEADING, "New hands: 3 cards each; stock: 24 cards"),
    ]
    assert texts(deal, faces=Painted(Faces.ITALIAN))[2] == "You play the 7 of spade and take 3 of bastoni + 4 of coppe."


def test_scopa_gives_the_cards_left_to_the_last_capture() -> None:
    game = game_of("scopa")
    takers = set()
    for seed in range(12):
        rng = random.Random(seed)
        deal = game.new_deal(game.rules("scopa"), 0, rng)
        while deal.to_move is not None:
            deal.apply(rng.choice(deal.legal_actions()))
        score = deal.score
        assert score is not None
        if not score.leftover:
            assert "captured last" not in texts(deal)[-1]
            continue
        takers.add(score.leftover_side)
        taker = "You captured last and take" if score.leftover_side == 0 else "Ewa captured last and takes"
        left = ", ".join(card_name(card) for card in score.leftover)
        assert texts(deal)[-1] == f"{taker} the cards left on the table: {left}."
    assert takers == {0, 1}


def test_scopa_names_no_card_drawn_until_it_is_played() -> None:
    game = game_of("scopa")
    rng = random.Random(2)
    deal = game.new_deal(game.rules("scopa", {"deal_one_card": True}), 0, rng)
    while deal.to_move is not None:
        deal.apply(rng.choice(deal.legal_actions()))
    draws, replay = [], restarted(deal)
    for action in deal.history:
        for event in replay.apply(action):
            if isinstance(event, scopa.CardDrawn):
                who = "You draw" if event.seat == 0 else "Ewa draws"
                draws.append(f"{who} a card (stock: {event.talon} card{'' if event.talon == 1 else 's'}).")
    said = texts(deal)
    assert [line for line in said if " a card (stock: " in line] == draws and len(draws) > 10
    kept = sum(action is scopa.PASS for action in deal.history)
    assert sum(line in ("You keep the card you drew.", "Ewa keeps the card drawn.") for line in said) == kept > 0


def test_a_void_scopa_deal_says_so() -> None:
    deal = stacked("scopa", 1, {0: "", 1: ""}, "KC KH KS 5D")
    assert texts(deal) == [
        "On the table: K♣, K♠, K♥, 5♦",
        "The deal is void: three or more kings lie on the table, and the same dealer deals again.",
    ]


# -- every line translated ---------------------------------------------------------------------------

APP = Path(__file__).resolve().parents[2] / "kopdesk" / "app"
PLAYLOG_SOURCES = ["playlines.py", "kop/playlog.py", "schafkopf/playlog.py", "scopa/playlog.py"]
SAME_IN_EVERY_LANGUAGE = {"{name}: {call}"}
"""A call in the log: the name and the call's words, which each language has already translated."""


def playlog_messages() -> list[str]:
    found = []
    for source in PLAYLOG_SOURCES:
        for _line, message, _comments, _context in extract_from_file("python", APP / source, DEFAULT_KEYWORDS):
            found.append(message if isinstance(message, str) else message[0])
    return found


@pytest.mark.parametrize("language", ["pl", "de"])
def test_every_message_of_the_log_is_translated(language: str) -> None:
    with i18n_tools.catalog_path(language).open("rb") as file:
        catalog = read_po(file)
    messages = playlog_messages()
    assert len(messages) > 20
    for message in messages:
        entry = catalog.get(message)
        assert entry is not None and not entry.fuzzy and all(entry.string), message
        forms = entry.string if isinstance(entry.string, tuple) else (entry.string,)
        assert message in SAME_IN_EVERY_LANGUAGE or message not in forms, message


@pytest.fixture
def compiled(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    i18n_tools.compile_all(i18n_tools.TRANSLATIONS, tmp_path)
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("language", ["pl", "de"])
def test_a_deal_s_lines_read_in_the_language_shown(compiled: Any, language: str) -> None:
    deals = [
        schafkopf_deal("schafkopf", SAUSPIEL_HANDS, *SAUSPIEL, "OE", "OG", "OH", "KH", "UE"),
        stacked("scopa", 0, {0: "7S 3D KH", 1: "7C 5H 2S"}, table="7D 3C 4H 2C"),
    ]
    scopa_moves(deals[1], "7C:7D", "7S:3C 4H", "2S:2C", "KH", "5H", "3D")
    english = [texts(deal) for deal in deals]
    i18n.set_language(language)
    players = Players.of(("Ty" if language == "pl" else "Du", *NAMES[1:]))
    for deal, before in zip(deals, english, strict=True):
        for line, was in zip(texts(deal, players), before, strict=True):
            assert line != was or was.startswith(tuple(f"{name}: " for name in NAMES)), line


# -- random deals of every preset -----------------------------------------------------------------------

PRESET_RULES = [(preset, {}) for preset in PRESETS] + [("scopa", {"deal_one_card": True})]


def public_cards(deal: Any) -> set[Any]:
    """The cards seat 0 has seen face up outside his own hand: played, taken, on the table."""
    family = game_of(deal.rules.preset).family
    if family == "scopa":
        held = {card for seat in range(deal.rules.players) for card in deal.hand(seat)}
        return set(SCOPA_CARDS) - held - set(deal.talon)
    if family == "schafkopf" and deal.rules.variant is Variant.ZWEIER:
        return set(deal.deck.cards_in(deal.deck.all & ~deal.hidden_mask()))
    held = {card for seat in range(len(deal.dealt)) for card in deal.hand(seat)}
    return {card for hand in deal.dealt for card in hand} - held


def unseen_named(deal: Any, lines: list[LogLine]) -> list[str]:
    """The lines that name a card seat 0 has not seen (calls and the game, which name
    cards by the rules, are not asked)."""
    public = public_cards(deal)
    look = Look.ITALIAN if game_of(deal.rules.preset).family == "scopa" else None
    names = {card_name(card, look) for card in game_of(deal.rules.preset).deck.cards if card not in public}
    told = [line.text for line in lines if not line.text.startswith(("Play: ", *(f"{n}: " for n in NAMES)))]
    return [text for text in told for name in names if name in text]


def hidden_calls(deal: Any) -> int:
    """The actions seat 0 has not seen: a silent Wendish solo of another seat."""
    observed = getattr(deal.observation(0), "calls", None)
    return 0 if observed is None or not hasattr(deal, "call_state") else len(deal.calls) - len(observed)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), data=st.data())
@pytest.mark.parametrize(("preset", "house"), PRESET_RULES)
def test_random_deals_log_every_action_in_order_and_nothing_unseen(
    preset: str, house: dict[str, object], seed: int, data: st.DataObject
) -> None:
    game = game_of(preset)
    rng = random.Random(seed)
    rules = game.rules(preset, house)
    deal = game.new_deal(rules, rng.randrange(game.seats(rules)), rng)
    while deal.to_move is not None:
        deal.apply(rng.choice(list(deal.legal_actions())))
    history = deal.history
    upto = data.draw(st.integers(0, len(history)), label="actions")
    part = restarted(deal)
    for action in history[:upto]:
        part.apply(action)
    faces = Painted(Faces.ITALIAN)  # Scopa's cards by their Italian names, the others as their decks look
    lines = lines_of(part, faces=faces)
    assert sum(line.kind is LineKind.ACTION for line in lines) == upto - hidden_calls(part)
    assert unseen_named(part, lines) == []
    assert lines_of(deal, faces=faces)[: len(lines)] == lines  # the log only grows as the deal goes on


def test_the_german_log_gives_each_card_its_article(compiled: Any, traditional_terms: None) -> None:
    """ "Ewa spielt die Gras-Sau", not "Ewa spielt Gras-Sau": the accusative article of each
    card's name, Kop's French faces, Schafkopf's German ones and Scopa's Italian ones alike."""
    kop = deal_from_text("kop", KOP_HANDS, ["double", "double", "zolo", "double", "pass", "pass", "pass"])
    for card in ("AC", "QS", "AH", "JC", "AD"):
        kop.apply(next(c for c in kop.legal_actions() if str(c) == card))
    sauspiel = schafkopf_deal("schafkopf", SAUSPIEL_HANDS, *SAUSPIEL, "OE", "OG", "OH", "KH", "UE")
    game = game_of("zweier")
    zweier = game.new_deal(game.rules("zweier"), 0, random.Random(5))
    for _ in range(2):
        zweier.apply(zweier.legal_actions()[0])
    scopa_deal = stacked("scopa", 0, {0: "7S 3D KH", 1: "7C 5H 2S"}, table="7D 3C 4H 2C")
    scopa_moves(scopa_deal, "7C:7D", "7S:3C 4H", "2S:2C", "KH")
    i18n.set_language("de")
    players = Players.of(("Du", *NAMES[1:]))
    assert texts(kop, players)[7:12] == [
        "Ewa spielt das A♣.",
        "Janek spielt die D♠.",
        "Zosia spielt das A♥.",
        "Du spielst den B♣.",
        "Zosia nimmt den Stich (27 Augen).",
    ]
    assert texts(sauspiel, players)[13:19] == [
        "Du spielst den Eichel-Ober.",
        "Ewa spielt den Gras-Ober.",
        "Janek spielt den Herz-Ober.",
        "Zosia spielt den Herz-König.",
        "Du nimmst den Stich (13 Augen).",
        "Du spielst den Eichel-Unter.",
    ]
    french = {Rank.ACE: "das", Rank.KING: "den", Rank.QUEEN: "die", Rank.JACK: "den"}  # das Ass, die Dame
    assert [line for line in texts(zweier, players) if " auf." in line] == [
        f"{'Du deckst' if seat == 0 else 'Ewa deckt'} {french.get(card.rank, 'die')} {card_name(card)} auf."
        for seat, card in zweier_turned(zweier)
    ]
    assert texts(scopa_deal, players)[1:] == [
        "Ewa spielt die 7♣ und nimmt 7♦.",
        "Du spielst die 7♠ und nimmst 3♣+4♥.",
        "Ewa spielt die 2♠ und nimmt 2♣: Scopa!",
        "Du legst den K♥ auf den Tisch.",
    ]
    italian = texts(scopa_deal, players, Painted(Faces.ITALIAN))
    assert italian[2].startswith("Du spielst die ") and italian[4].startswith("Du legst den ")


def zweier_turned(deal: Any) -> list[tuple[int, Any]]:
    """The hidden cards the first trick of a Zweier deal turned up, with their seats."""
    trick = deal.tricks[0]
    under = dict(pair for stacks in deal.stacks for pair in stacks)
    return [(seat, under[card]) for seat, card in zip((trick.leader, 1 - trick.leader), trick.cards, strict=True)]


@pytest.mark.parametrize(
    ("language", "capture"),
    [
        ("pl", "Ewa zagrywa króla buław i bierze 2 buław + waleta kielichów."),
        ("de", "Ewa spielt den Stab-König und nimmt Stab-2 + Kelch-Buben."),
        ("en", "Ewa plays the king of batons and takes 2 of batons + jack of cups."),
    ],
)
def test_scopa_names_the_cards_taken_as_the_object_of_takes(language: str, capture: str, speak) -> None:
    """Polish "bierze waleta kielichów", not "bierze walet kielichów"; German "nimmt Kelch-Buben"."""
    deal = stacked("scopa", 0, {0: "7S 3D 4H", 1: "KC 5H 2S"}, table="JH 2C 4D 6S")
    scopa_moves(deal, "KC:JH 2C")
    speak(language)
    assert texts(deal, faces=Painted(Faces.ITALIAN))[1] == capture

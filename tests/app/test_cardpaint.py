"""Card painting: every face of both decks renders, looks distinct and is cached."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage, QPixmap

from kopdesk.app.cardpaint import RANK_LETTERS, CardPainter, Deck, card_height
from kopdesk.games.kop import CARDS, Card, Rank, Suit, card

pytestmark = pytest.mark.usefixtures("qapp")

WIDTHS = (40, 90, 180)


def image_bytes(pixmap: QPixmap) -> bytes:
    image = pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)
    return bytes(image.constBits())


def colour_count(pixmap: QPixmap) -> int:
    image = pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)
    return len(set(memoryview(image.constBits()).cast("I")))


@pytest.fixture
def painters() -> dict[Deck, CardPainter]:
    return {deck: CardPainter(deck) for deck in Deck}


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("deck", list(Deck))
def test_every_face_renders_distinct_and_the_back_differs(
    painters: dict[Deck, CardPainter], deck: Deck, width: int
) -> None:
    painter = painters[deck]
    faces = [painter.face(c, width) for c in CARDS]
    for pixmap in faces:
        assert not pixmap.isNull()
        assert (pixmap.width(), pixmap.height()) == (width, card_height(width))
        assert colour_count(pixmap) > 2
    images = {image_bytes(p) for p in faces}
    assert len(images) == len(CARDS)
    back = painter.back(width)
    assert (back.width(), back.height()) == (width, card_height(width))
    assert colour_count(back) > 2
    assert image_bytes(back) not in images


def test_card_is_about_five_by_seven() -> None:
    assert card_height(50) == 70
    assert card_height(90) == 126


@pytest.mark.parametrize("width", WIDTHS)
def test_four_colour_deck_recolours_only_spades_and_diamonds(
    painters: dict[Deck, CardPainter], width: int
) -> None:
    for c in CARDS:
        two = image_bytes(painters[Deck.TWO_COLOUR].face(c, width))
        four = image_bytes(painters[Deck.FOUR_COLOUR].face(c, width))
        assert (two != four) == (c.suit in (Suit.SPADES, Suit.DIAMONDS)), c


def test_rank_letters_follow_the_language() -> None:
    courts = {lang: (letters[Rank.QUEEN], letters[Rank.JACK]) for lang, letters in RANK_LETTERS.items()}
    assert courts == {"pl": ("D", "W"), "de": ("D", "B"), "en": ("Q", "J")}
    assert {letters[Rank.ACE] for letters in RANK_LETTERS.values()} == {"A"}
    assert {letters[Rank.TEN] for letters in RANK_LETTERS.values()} == {"10"}


def test_court_faces_change_with_the_language_and_aces_do_not() -> None:
    english, polish, german = (CardPainter(language=lang) for lang in ("en", "pl", "de"))
    queen, jack, ace, ten = card("QH"), card("JC"), card("AS"), card("10D")

    def look(painter: CardPainter, c: Card) -> bytes:
        return image_bytes(painter.face(c, 90))

    assert look(english, queen) != look(polish, queen)
    assert look(polish, queen) == look(german, queen)
    assert len({look(p, jack) for p in (english, polish, german)}) == 3
    assert look(english, ace) == look(polish, ace) == look(german, ace)
    assert look(english, ten) == look(polish, ten)


def test_switching_language_or_deck_repaints() -> None:
    painter = CardPainter()
    english = image_bytes(painter.face(card("JH"), 90))
    painter.language = "pl"
    assert image_bytes(painter.face(card("JH"), 90)) != english
    spades = image_bytes(painter.face(card("AS"), 90))
    painter.deck = Deck.FOUR_COLOUR
    assert image_bytes(painter.face(card("AS"), 90)) != spades


def test_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="'fr'"):
        CardPainter(language="fr")


def test_repeat_calls_return_the_cached_pixmap() -> None:
    painter = CardPainter()
    assert painter.face(card("QS"), 90) is painter.face(card("QS"), 90)
    assert painter.back(90) is painter.back(90)
    assert painter.face(card("QS"), 90) is not painter.face(card("QS"), 91)


@pytest.mark.parametrize("ratio", [1.0, 1.5, 2.0])
def test_device_pixel_ratio_multiplies_the_pixels(ratio: float) -> None:
    painter = CardPainter()
    for pixmap in (painter.face(card("10H"), 90, ratio), painter.back(90, ratio)):
        assert pixmap.devicePixelRatio() == ratio
        assert (pixmap.width(), pixmap.height()) == (round(90 * ratio), round(card_height(90) * ratio))
        assert pixmap.deviceIndependentSize().toSize().width() == 90
    assert painter.face(card("10H"), 90, 2.0) is not painter.face(card("10H"), 90)


def test_a_card_needs_a_positive_size() -> None:
    with pytest.raises(ValueError):
        CardPainter().face(card("AH"), 0)

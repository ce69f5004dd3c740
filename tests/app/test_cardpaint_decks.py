"""Every deck in every face it offers: French two- and four-colour, German, Italian."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

from kopdesk import cards
from kopdesk.app.cardpaint import (
    FACES_NAMES,
    GERMAN_LETTERS,
    ITALIAN_LETTERS,
    LETTERS,
    RANK_LETTERS,
    CardPainter,
    Deck,
    Faces,
    card_height,
    faces_for,
    faces_offered,
    is_denari,
    is_settebello,
)
from kopdesk.app.cardpaint.base import PIP_LAYOUTS, paint_index
from kopdesk.app.cardpaint.painter import DENARI_GOLD, DENARI_RIM, SETTEBELLO_STAR, STYLES, rotated
from kopdesk.app.scopa.scene import ScopaScene
from kopdesk.app.tricktable import TableScene
from kopdesk.cards import Card, Rank, Suit

pytestmark = pytest.mark.usefixtures("qapp")

DECKS = (cards.KOP_16, cards.FRENCH_32, cards.GERMAN_32, cards.SCOPA_40)
DECK_FACES = [(deck, faces) for deck in DECKS for faces in faces_offered(deck)]
WIDTH = 88  # eight cards in hand at 1280×800


def image_of(pixmap: QPixmap) -> QImage:
    return pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)


def image_bytes(pixmap: QPixmap) -> bytes:
    image = image_of(pixmap)  # kept alive while its bits are copied
    return bytes(image.constBits())


def near(colour: QColor, target: QColor, tolerance: int = 40) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(colour.getRgb()[:3], target.getRgb()[:3], strict=True))


# --- which faces each deck offers ------------------------------------------------------


def test_each_deck_offers_its_faces_its_default_first() -> None:
    french = (Faces.FRENCH, Faces.FRENCH_FOUR_COLOUR)
    assert faces_offered(cards.KOP_16) == french
    assert faces_offered(cards.FRENCH_32) == (*french, Faces.GERMAN)
    assert faces_offered(cards.GERMAN_32) == (Faces.GERMAN, *french)
    assert faces_offered(cards.SCOPA_40) == (*french, Faces.ITALIAN)
    assert set(FACES_NAMES) == set(Faces)


@pytest.mark.parametrize(
    ("deck", "preference", "four_colour", "expected"),
    [
        (cards.GERMAN_32, None, False, Faces.GERMAN),
        (cards.GERMAN_32, Faces.FRENCH, False, Faces.FRENCH),
        (cards.GERMAN_32, Faces.FRENCH, True, Faces.FRENCH_FOUR_COLOUR),
        (cards.GERMAN_32, Faces.ITALIAN, True, Faces.GERMAN),  # not offered: the default, never recoloured
        (cards.FRENCH_32, Faces.GERMAN, True, Faces.GERMAN),
        (cards.FRENCH_32, None, True, Faces.FRENCH_FOUR_COLOUR),
        (cards.SCOPA_40, None, False, Faces.FRENCH),
        (cards.SCOPA_40, Faces.ITALIAN, True, Faces.ITALIAN),
        (cards.SCOPA_40, Faces.GERMAN, False, Faces.FRENCH),
        (cards.KOP_16, Faces.GERMAN, False, Faces.FRENCH),
        (cards.KOP_16, Faces.FRENCH_FOUR_COLOUR, False, Faces.FRENCH_FOUR_COLOUR),
    ],
)
def test_faces_for_takes_the_preference_the_deck_offers(
    deck: cards.Deck, preference: Faces | None, four_colour: bool, expected: Faces
) -> None:
    assert faces_for(deck, preference, four_colour) is expected


def test_the_painter_paints_each_deck_in_the_faces_chosen_for_it() -> None:
    painter = CardPainter(Deck.FOUR_COLOUR, faces=Faces.ITALIAN)
    assert painter.faces_of(cards.SCOPA_40) is Faces.ITALIAN
    assert painter.faces_of(cards.GERMAN_32) is Faces.GERMAN
    assert painter.faces_of(cards.FRENCH_32) is Faces.FRENCH_FOUR_COLOUR
    ace = cards.SCOPA_40.card("AD")
    italian = image_bytes(painter.face(ace, WIDTH))
    painter.faces = None
    assert image_bytes(painter.face(ace, WIDTH)) != italian


# --- every card paints, and no two look alike -------------------------------------------


@pytest.mark.parametrize(("deck", "faces"), DECK_FACES, ids=lambda v: getattr(v, "id", getattr(v, "value", v)))
@pytest.mark.parametrize("width", [40, WIDTH])
def test_every_card_paints_and_every_two_differ(deck: cards.Deck, faces: Faces, width: int) -> None:
    painter = CardPainter(faces=faces)
    looks = {}
    for c in deck.cards:
        pixmap = painter.face(c, width)
        assert (pixmap.width(), pixmap.height()) == (width, card_height(width))
        looks[image_bytes(pixmap)] = c
    assert len(looks) == len(deck.cards)
    assert image_bytes(painter.back(width)) not in looks


@pytest.mark.parametrize("deck", [cards.FRENCH_32, cards.GERMAN_32, cards.SCOPA_40], ids=lambda d: d.id)
def test_four_colours_recolour_only_spades_and_diamonds(deck: cards.Deck) -> None:
    two, four = CardPainter(faces=Faces.FRENCH), CardPainter(faces=Faces.FRENCH_FOUR_COLOUR)
    for c in deck.cards:
        differs = image_bytes(two.face(c, WIDTH)) != image_bytes(four.face(c, WIDTH))
        assert differs == (c.suit in (Suit.SPADES, Suit.DIAMONDS)), c


def _is_black(c: QColor) -> bool:
    return max(c.red(), c.green(), c.blue()) < 70


def _is_green(c: QColor) -> bool:
    return c.green() > c.red() + 50 and c.green() > c.blue() + 30


def _is_red(c: QColor) -> bool:
    return c.red() > 150 and max(c.green(), c.blue()) < 70


def _is_orange(c: QColor) -> bool:
    return c.red() > 180 and 60 < c.green() < 190 and c.blue() < 70


@pytest.mark.parametrize(
    ("suit", "looks"),
    [(Suit.CLUBS, _is_black), (Suit.SPADES, _is_green), (Suit.HEARTS, _is_red), (Suit.DIAMONDS, _is_orange)],
    ids=lambda v: getattr(v, "name", getattr(v, "__name__", v)),
)
def test_four_colours_are_the_skat_tournament_packs(suit: Suit, looks: Callable[[QColor], bool]) -> None:
    """Clubs black, spades green, hearts red, diamonds orange: the ace's big pip, middle."""
    ace = next(c for c in cards.FRENCH_32.cards if (c.rank, c.suit) == (Rank.ACE, suit))
    image = image_of(CardPainter(faces=Faces.FRENCH_FOUR_COLOUR).face(ace, WIDTH))
    middle = image.pixelColor(WIDTH // 2, card_height(WIDTH) // 2)
    assert looks(middle), (suit, middle.name())


def test_german_and_italian_faces_differ_from_the_french() -> None:
    for deck, other in (
        (cards.GERMAN_32, Faces.GERMAN),
        (cards.FRENCH_32, Faces.GERMAN),
        (cards.SCOPA_40, Faces.ITALIAN),
    ):
        french, painted = CardPainter(faces=Faces.FRENCH), CardPainter(faces=other)
        for c in deck.cards:
            assert image_bytes(french.face(c, WIDTH)) != image_bytes(painted.face(c, WIDTH)), (deck, c)


@pytest.mark.parametrize(("deck", "faces"), DECK_FACES, ids=lambda v: getattr(v, "id", getattr(v, "value", v)))
def test_twice_the_pixel_ratio_gives_twice_the_pixels(deck: cards.Deck, faces: Faces) -> None:
    painter = CardPainter(faces=faces)
    c = deck.cards[-1]
    pixmap = painter.face(c, WIDTH, 2.0)
    assert (pixmap.width(), pixmap.height()) == (2 * WIDTH, 2 * card_height(WIDTH))
    assert pixmap.deviceIndependentSize().toSize().width() == WIDTH
    upscaled = image_of(painter.face(c, WIDTH)).scaled(2 * WIDTH, 2 * card_height(WIDTH))
    assert image_of(pixmap) != upscaled  # drawn at the finer pixels, not blown up


# --- the denari and the settebello -------------------------------------------------------


def rim_colour(painter: CardPainter, c: Card) -> QColor:
    image = image_of(painter.face(c, WIDTH))
    return image.pixelColor(round(WIDTH * DENARI_RIM), card_height(WIDTH) // 2)


def star_colour(painter: CardPainter, c: Card) -> QColor:
    x, y = SETTEBELLO_STAR
    return image_of(painter.face(c, WIDTH)).pixelColor(round(WIDTH * x), round(WIDTH * y))


@pytest.mark.parametrize("faces", faces_offered(cards.SCOPA_40))
def test_denari_cards_wear_a_gold_rim_in_every_faces(faces: Faces) -> None:
    painter = CardPainter(faces=faces)
    for c in cards.SCOPA_40.cards:
        assert is_denari(c) == (c.suit is Suit.DIAMONDS)
        assert near(rim_colour(painter, c), DENARI_GOLD) == is_denari(c), c


def test_diamonds_of_other_decks_are_not_denari() -> None:
    painter = CardPainter()
    for deck in (cards.KOP_16, cards.FRENCH_32):
        for c in deck.cards:
            assert not is_denari(c)
            assert not near(rim_colour(painter, c), DENARI_GOLD), c


@pytest.mark.parametrize("faces", faces_offered(cards.SCOPA_40))
def test_the_settebello_alone_wears_the_star(faces: Faces) -> None:
    painter = CardPainter(faces=faces)
    starred = {c for c in cards.SCOPA_40.cards if near(star_colour(painter, c), DENARI_GOLD)}
    assert starred == {cards.SCOPA_40.card("7D")}
    assert [c for c in cards.SCOPA_40.cards if is_settebello(c)] == [cards.SCOPA_40.card("7D")]
    assert not is_settebello(cards.FRENCH_32.card("7D"))


# --- German figures: the Ober holds his sign high, the Unter low ------------------------


def bell_pixels(image: QImage, top: float, bottom: float) -> int:
    """Pixels of the bell's gold in the panel between heights `top` and `bottom` (of h)."""
    h = image.height()
    return sum(
        near(image.pixelColor(x, y), QColor("#f2c12e"), 30)
        for x in range(round(WIDTH * 0.22), round(WIDTH * 0.78))
        for y in range(round(h * top), round(h * bottom))
    )


@pytest.mark.parametrize(
    ("ober", "unter"),
    [
        (cards.GERMAN_32.card("OS"), cards.GERMAN_32.card("US")),
        (cards.FRENCH_32.card("QD"), cards.FRENCH_32.card("JD")),
    ],
)
def test_the_ober_holds_the_sign_high_and_the_unter_low(ober: Card, unter: Card) -> None:
    painter = CardPainter(faces=Faces.GERMAN)
    high, low = (image_of(painter.face(c, WIDTH)) for c in (ober, unter))
    assert bell_pixels(high, 0.05, 0.3) > 20 and bell_pixels(high, 0.7, 0.95) == 0
    assert bell_pixels(low, 0.7, 0.95) > 20 and bell_pixels(low, 0.05, 0.3) == 0


# --- index letters per language ---------------------------------------------------------


def courts(letters: dict[str, dict[Rank, str]]) -> dict[str, tuple[str, ...]]:
    return {
        lang: tuple(by_rank[r] for r in (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK))
        for lang, by_rank in letters.items()
    }


def test_index_letters_per_faces_and_language() -> None:
    assert courts(RANK_LETTERS) == {"pl": ("A", "K", "D", "W"), "de": ("A", "K", "D", "B"), "en": ("A", "K", "Q", "J")}
    assert courts(GERMAN_LETTERS) == {
        "pl": ("A", "K", "O", "U"),
        "de": ("A", "K", "O", "U"),
        "en": ("A", "K", "O", "U"),
    }
    assert courts(ITALIAN_LETTERS) == {
        "pl": ("A", "K", "R", "W"),
        "de": ("A", "K", "R", "B"),
        "en": ("A", "K", "Kn", "J"),
    }
    for letters in LETTERS.values():
        for lang in ("pl", "de", "en"):
            assert letters[lang][Rank.SEVEN] == "7" and letters[lang][Rank.TEN] == "10"


def test_the_painter_letters_each_card_in_its_faces_and_language() -> None:
    ober, cavallo, queen = cards.GERMAN_32.card("OE"), cards.SCOPA_40.card("QD"), cards.FRENCH_32.card("QH")
    painter = CardPainter(language="pl", faces=Faces.ITALIAN)
    assert [painter.letter(c) for c in (ober, cavallo, queen)] == ["O", "R", "D"]
    painter.language = "en"
    assert [painter.letter(c) for c in (ober, cavallo, queen)] == ["O", "Kn", "Q"]


def test_german_courts_keep_their_letters_and_italian_courts_follow_the_language() -> None:
    polish, german, english = (CardPainter(language=lang, faces=Faces.ITALIAN) for lang in ("pl", "de", "en"))
    ober, cavallo = cards.GERMAN_32.card("OG"), cards.SCOPA_40.card("QS")
    assert image_bytes(polish.face(ober, WIDTH)) == image_bytes(german.face(ober, WIDTH))
    assert image_bytes(german.face(ober, WIDTH)) == image_bytes(english.face(ober, WIDTH))
    assert image_bytes(polish.face(cavallo, WIDTH)) != image_bytes(english.face(cavallo, WIDTH))


# --- the signs keep clear of the corners ---------------------------------------------------


def _alpha(paint: Callable[[QPainter], None], width: int, height: int) -> QImage:
    image = QImage(width, height, QImage.Format.Format_Alpha8)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint(painter)
    painter.end()
    return image


PAINTED = bytes(255 if alpha > 40 else 0 for alpha in range(256))
"""Each alpha as painted (255) or not (0): over 40, not the faint rim of antialiasing."""


def _painted(image: QImage) -> bytes:
    """Each pixel of an Alpha8 `image` as painted or not, line by line, without the lines'
    padding (which Qt leaves unset)."""
    line, bits = image.bytesPerLine(), bytes(image.constBits())
    return b"".join(bits[y * line : y * line + image.width()].translate(PAINTED) for y in range(image.height()))


def _grown(image: QImage, by: int) -> QImage:
    """`image` with every painted pixel spread `by` pixels each way (the faint rim not: drawn
    over itself many times it would add up to paint)."""
    mask = QImage(_painted(image), image.width(), image.height(), image.width(), QImage.Format.Format_Alpha8).copy()
    grown = QImage(image.size(), QImage.Format.Format_Alpha8)
    grown.fill(0)
    painter = QPainter(grown)
    for dx in range(-by, by + 1):
        for dy in range(-by, by + 1):
            painter.drawImage(dx, dy, mask)
    painter.end()
    return grown


GAP = 2
"""Pixels of paper at least between a number card's signs and its corner indices, on a card 100
wide; as many hundredths of the width on other cards, and one pixel at least."""

_WIDTHS = (*TableScene.card_widths, *ScopaScene.card_widths)
TABLE_WIDTHS = (min(_WIDTHS), 100, max(_WIDTHS))
"""The smallest card any table lays, the largest, and one between."""


@pytest.mark.parametrize("width", TABLE_WIDTHS)
@pytest.mark.parametrize(("deck", "faces"), DECK_FACES, ids=[f"{deck.id}-{faces.value}" for deck, faces in DECK_FACES])
def test_the_signs_of_a_number_card_keep_clear_of_its_corner_indices(
    deck: cards.Deck, faces: Faces, width: int
) -> None:
    """Paper between the signs of a number card and the letter and sign in its corners: no
    sign seems to stand in the index, nor the index's sign to be one more (as the corner
    coins of the Italian four and five did, and the German hearts of the 7 to the 10), on
    cards of every size a table lays."""
    style, letters = STYLES[faces], CardPainter(faces=faces)
    height, gap = card_height(width), max(1, round(GAP * width / 100))
    crowded = []
    for card in deck.cards:
        if card.rank not in PIP_LAYOUTS or card.rank is Rank.ACE:
            continue
        centre = _alpha(lambda p, c=card: style.paint_centre(p, width, height, c, "7"), width, height)

        def indices(painter: QPainter, card: Card = card) -> None:
            for degrees in (0, 180):
                with rotated(painter, QPointF(width / 2, height / 2), degrees):
                    paint_index(painter, width, letters.letter(card), card.suit, style)

        corners = _grown(_alpha(indices, width, height), gap)
        if int.from_bytes(_painted(centre)) & int.from_bytes(_painted(corners)):
            crowded.append(str(card))
    assert crowded == []

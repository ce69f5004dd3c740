"""The players' names as the user reads them: the user's default name in the language
shown now, and the grammatical gender of a name where a word must agree with it.

A match keeps the names it was started with. The user's default name ("You", "Ty",
"Du") would so stay in the language of the day the match began; `shown_name` puts
it into the current language wherever a name is shown. No Qt here.
"""

from __future__ import annotations

import functools
import gettext

from kopdesk.i18n import DOMAIN, LANGUAGES, LOCALE_DIR, _, current_language

BOT_NAMES = {
    "pl": ("Ewa", "Janek", "Zosia"),
    "de": ("Vroni", "Sepp", "Resi"),  # Bavarian: Veronika, Josef, Theresia
    "en": ("Emma", "Jack", "Lucy"),
}
"""The computer players' default names, seats 1-3, in each language of the window: a
woman, a man, a woman, as names at a table of that language are."""
LESSON_NAMES = BOT_NAMES["pl"]
"""The players of the lessons, whose words name them (Kop's first deal tells of Janek's kontra)."""
_FEMININE_BOTS = frozenset(name for names in BOT_NAMES.values() for name in (names[0], names[2]))
_MASCULINE_IN_A = frozenset(
    {"kuba", "barnaba", "kosma", "bonawentura", "jarema", "sasza", "misza", "nikita", "luca", "andrea"}
)
"""Men's names ending in -a, which Polish declines as feminine in form but not in gender."""


def default_names() -> tuple[str, str, str, str]:
    """The names shown for seats 0-3 when the user leaves a name empty, in the language shown
    now (a name the user gave is his and is kept)."""
    return (_your_default_name(), *BOT_NAMES.get(current_language(), BOT_NAMES["en"]))


def lesson_names() -> tuple[str, str, str, str]:
    """The names at a lesson's table: the user, and the players its words tell of."""
    return (_your_default_name(), *LESSON_NAMES)


def _your_default_name() -> str:
    # Translators: the user's own name at the table when he gives none (a name, capitalised).
    return _("You")


@functools.cache
def _defaults_in_every_language() -> frozenset[str]:
    """The user's default name in each language, as a match started in it keeps it."""
    names = {"You"}
    for language in LANGUAGES:
        catalog = gettext.translation(DOMAIN, LOCALE_DIR, languages=[language], fallback=True)
        names.add(catalog.gettext("You"))
    return frozenset(names)


def shown_name(name: str) -> str:
    """`name` as shown now: the user's default name follows the current language. An empty
    name (the empty sheet of a window with no match yet) is none, and loads no catalogue."""
    return _your_default_name() if name and name in _defaults_in_every_language() else name


def shown_names(names: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    return tuple(shown_name(name) for name in names)


def is_feminine(name: str) -> bool:
    """Whether words about the player `name` take the feminine form (Polish and German).

    The bots' default names are known; for other names, the Polish rule: women's
    names end in -a, but for a few men's names.
    """
    if name in _FEMININE_BOTS:
        return True
    first = name.strip().split(" ")[0].lower()
    return first.endswith("a") and first not in _MASCULINE_IN_A and name not in _defaults_in_every_language()

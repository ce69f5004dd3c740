"""The translation layer: gettext catalogs, the current language, Babel formatting.

Every string a user sees goes through `_`, `pgettext` (game terms, with a context
so that "bok" the doubling and "boki" the tie can differ) or `ngettext` (counts,
with Polish's three plural forms); a text marked where it is written and translated
where it is shown is marked with `N_`, `NP_` or, with a count, `NN_`. Compiled catalogs live in
`kopdesk/locale/<lang>/LC_MESSAGES/kopdesk.mo`; without one, the English source
text is shown. Listeners registered with `on_language_changed` are called after
a switch so that every visible widget can retranslate at once.
"""

from __future__ import annotations

import gettext
import locale as system_locale
import os
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from babel import Locale

DOMAIN = "kopdesk"
LANGUAGES = ("pl", "de", "en")
LOCALE_DIR = Path(__file__).parent / "locale"

_current = "en"
_catalog: gettext.NullTranslations = gettext.NullTranslations()
_listeners: list[Callable[[], object]] = []


def system_language() -> str:
    """The system's language if it is one of ours, else English."""
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable, "")
        if value:
            return _ours(value.split(":")[0])
    code = system_locale.getlocale()[0] or ""
    return _ours(code)


def _ours(code: str) -> str:
    language = code.split("_")[0].split("-")[0].split(".")[0].lower()
    return language if language in LANGUAGES else "en"


def current_language() -> str:
    return _current


def set_language(language: str) -> None:
    """Switch every later lookup to `language` and tell the listeners."""
    global _current, _catalog
    if language not in LANGUAGES:
        raise ValueError(f"{language!r} is not one of {', '.join(LANGUAGES)}")
    _current = language
    _catalog = gettext.translation(DOMAIN, LOCALE_DIR, languages=[language], fallback=True)
    for listener in _listeners.copy():  # a listener may unsubscribe while it is told
        listener()


def on_language_changed(listener: Callable[[], object]) -> Callable[[], object]:
    """Call `listener` after every language switch; returns a function that stops it."""
    _listeners.append(listener)
    return lambda: _listeners.remove(listener) if listener in _listeners else None


def _(message: str) -> str:
    return _catalog.gettext(message)


def pgettext(context: str, message: str) -> str:
    return _catalog.pgettext(context, message)


def ngettext(singular: str, plural: str, count: int) -> str:
    return _catalog.ngettext(singular, plural, count)


def npgettext(context: str, singular: str, plural: str, count: int) -> str:
    return _catalog.npgettext(context, singular, plural, count)


def N_(message: str) -> str:
    """Mark a string for extraction only; translate it later with `_` (or `translate`)."""
    return message


@dataclass(frozen=True, slots=True)
class Marked:
    """A game term marked where it is written, with its context, and translated where it is shown."""

    context: str
    message: str


def NP_(context: str, message: str) -> Marked:
    """Mark a game term with its context for extraction only; translate it later with `translate`."""
    return Marked(context, message)


Text = str | Marked
"""A text marked for translation: plain (`N_`) or a game term with its context (`NP_`)."""


@dataclass(frozen=True, slots=True)
class Plural:
    """A text with a count, marked where it is written and translated where it is shown in
    the form the language gives that count (Polish has three: 1 miotła, 2 miotły, 5 mioteł)."""

    singular: str
    plural: str


def NN_(singular: str, plural: str) -> Plural:
    """Mark a text with a count for extraction only; translate it later with `translate_n`."""
    return Plural(singular, plural)


def translate_n(text: Plural, count: int) -> str:
    """A marked text with a count in the current language, in the form for `count`."""
    return ngettext(text.singular, text.plural, count)


def translate(text: Text) -> str:
    """A marked text in the current language."""
    if isinstance(text, Marked):
        return pgettext(text.context, text.message)
    return _(text)


def _babel_locale() -> Locale:
    from babel import Locale, UnknownLocaleError  # here, so that the engine may mark its texts with N_

    try:
        return Locale.parse({"pl": "pl_PL", "de": "de_DE", "en": "en_GB"}[_current])
    except (UnknownLocaleError, ValueError):
        return Locale.parse("en_GB")


PLAIN_BELOW = 1000
"""Whole numbers nearer zero than this are written alike in every language of `LANGUAGES`:
digits without grouping and an ASCII minus (CLDR's for pl, de and en), as Python writes
them. They skip Babel, whose locale data takes tens of milliseconds to load the first time:
a window that opens on a score sheet of units and totals need not wait for it."""


def format_number(value: int | float | Decimal) -> str:
    if type(value) is int and -PLAIN_BELOW < value < PLAIN_BELOW:
        return str(value)
    from babel.numbers import format_decimal

    return format_decimal(value, locale=_babel_locale())


def signed_units(units: int) -> str:
    """Units with their sign, as the summary, the score sheet and the statistics show them: +4, -4, 0."""
    return f"+{format_number(units)}" if units > 0 else format_number(units)


def format_list(items: Sequence[str], style: Literal["standard", "or"] = "standard") -> str:
    """Items in running text as the language lists them: "A, B and C", or with `style` "or"
    the choice among them (German "A, B oder C", Polish "A, B lub C")."""
    from babel.lists import format_list as listed

    return listed(list(items), style=style, locale=_babel_locale())


def format_money(amount: Decimal, currency: str) -> str:
    """`amount` in `currency` (ISO code) as the current language writes money."""
    from babel.numbers import format_currency, get_currency_symbol

    locale = _babel_locale()
    pattern = _currency_spacing(locale.currency_formats["standard"].pattern, get_currency_symbol(currency, locale))
    return format_currency(amount, currency, format=pattern, locale=locale)


def _currency_spacing(pattern: str, symbol: str) -> str:
    """A no-break space between the number and a symbol made of letters, as CLDR's
    currency spacing asks ("PLN 0.20", not "PLN0.20"; "€0.20" stays), which Babel leaves out."""
    if symbol[-1:].isalpha():
        pattern = re.sub(r"¤(?=[#0])", "¤\N{NO-BREAK SPACE}", pattern)
    if symbol[:1].isalpha():
        pattern = re.sub(r"(?<=[#0])¤", "\N{NO-BREAK SPACE}¤", pattern)
    return pattern

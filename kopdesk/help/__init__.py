"""The rules and glossary, one HTML file per language (`en.html`, `pl.html`, `de.html`).

Every entry is a heading with an `id`: `<h1 id="part-…">` opens a part of the
text, `<h2 id="…">` an entry inside it. The ids are the same in every language,
so any part of the program can link to an entry (`ANCHORS`) whatever the user
reads. Card pictures are written `<img src="card:QC">`; the Qt viewer
(`kopdesk.app.helpviewer`) paints them. Standard library only.
"""

from __future__ import annotations

import functools
import html
import re
from dataclasses import dataclass
from importlib.resources import files

from kopdesk.i18n import LANGUAGES

_HEADING = re.compile(r'<h([12]) id="([a-z0-9_-]+)">(.*?)</h\1>', re.DOTALL)
_TAG = re.compile(r"<[^>]+>")


@dataclass(frozen=True)
class Entry:
    """One heading of the help text and the text under it, as plain text."""

    anchor: str
    level: int  # 1: a part of the text, 2: an entry in it
    title: str
    text: str


def help_html(language: str) -> str:
    """The whole help text of `language` (one of `kopdesk.i18n.LANGUAGES`)."""
    if language not in LANGUAGES:
        raise ValueError(f"no help text in {language!r} (known: {', '.join(LANGUAGES)})")
    return (files("kopdesk") / "help" / f"{language}.html").read_text(encoding="utf-8")


@functools.cache
def entries(language: str) -> tuple[Entry, ...]:
    """The headings of the help text of `language`, in reading order."""
    source = help_html(language)
    headings = list(_HEADING.finditer(source))
    ends = [h.start() for h in headings[1:]] + [len(source)]
    return tuple(
        Entry(anchor=h.group(2), level=int(h.group(1)), title=_plain(h.group(3)), text=_plain(source[h.end() : end]))
        for h, end in zip(headings, ends, strict=True)
    )


def _plain(fragment: str) -> str:
    return " ".join(html.unescape(_TAG.sub(" ", fragment)).split())


ANCHORS: tuple[str, ...] = tuple(entry.anchor for entry in entries("en"))
"""Every entry id; each language has exactly these. Link with `HelpViewer.show_entry`."""

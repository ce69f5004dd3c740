"""Values in error messages, quoted as JSON writes them and always on one printable line.

A leaf module that every layer may use, the engines' own errors included: what a deal
file, a setting or the command line brought in is shown as JSON shows it (a text in
double quotes), with every character that is not printable as its JSON escape, so that
no control character or escape sequence reaches a terminal and an `error:` line is one line.
"""

from __future__ import annotations

import json
from typing import Any


def quoted(value: Any) -> str:
    """`value` from a file as an error shows it: as JSON writes it (a text in double quotes),
    with every character that is not printable as its JSON escape. One line, always: every
    family's reader and every engine error quotes with it, and so should a new one. A value
    JSON cannot write (none comes from a file) is written as its text."""
    return printable(json.dumps(value, ensure_ascii=False, default=str))


def printable(text: str) -> str:
    """`text` with each character that is not printable (a control character, a line break,
    a lone surrogate) written as its JSON escape (`\\n`, `\\u001b`)."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else json.dumps(c)[1:-1] for c in text)

"""Kop's first deal, explained, as the Help menu offers it (`app/lessons.py`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from kopdesk.app.kop.tutorial import Tutorial
from kopdesk.app.lessons import Coaching
from kopdesk.games.catalog.kop import KOP

LESSONS: Mapping[str, Callable[[], Coaching]] = {KOP: Tutorial}

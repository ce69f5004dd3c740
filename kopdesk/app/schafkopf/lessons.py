"""Schafkopf's first deals, explained, as the Help menu offers them (`app/lessons.py`): the
lessons of `kopdesk.games.schafkopf.lesson`, played as a board's lesson."""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping

from kopdesk.app.lessons import BoardLesson, Coaching
from kopdesk.games.schafkopf.lesson import LESSONS as DATA

LESSONS: Mapping[str, Callable[[], Coaching]] = {
    preset: functools.partial(BoardLesson, lesson) for preset, lesson in DATA.items()
}

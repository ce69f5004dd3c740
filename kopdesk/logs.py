"""The app's log file: the platform's log folder (or the portable one), rotated.

Only the window logs to a file; `kopdesk replay`, `bench` and `tournament` do not
set this up. Nothing here imports Qt: the caller passes the Qt version in.
"""

from __future__ import annotations

import logging
import platform
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path

from kopdesk import __version__
from kopdesk.storage import Paths

LOG_FILE = "kopdesk.log"
MAX_BYTES = 1_000_000
BACKUPS = 3
_HANDLER_NAME = "kopdesk-file"
_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def setup_logging(paths: Paths, verbose: bool = False, max_bytes: int = MAX_BYTES) -> Path:
    """Send the log to `paths.log_dir`, at DEBUG if `verbose`, else INFO; returns the file.

    Calling it again replaces the file handler of the earlier call.
    """
    paths.log_dir.mkdir(parents=True, exist_ok=True)
    path = paths.log_dir / LOG_FILE
    handler = RotatingFileHandler(path, maxBytes=max_bytes, backupCount=BACKUPS, encoding="utf-8")
    handler.set_name(_HANDLER_NAME)
    handler.setFormatter(logging.Formatter(_FORMAT))
    root = logging.getLogger()
    for old in [h for h in root.handlers if h.get_name() == _HANDLER_NAME]:
        root.removeHandler(old)
        old.close()
    root.addHandler(handler)
    root.setLevel(logging.DEBUG if verbose else logging.INFO)
    return path


def environment(qt_version: str) -> str:
    """The versions a bug report needs, on one line."""
    python = f"{platform.python_implementation()} {sys.version.split()[0]}"
    return f"kopdesk {__version__}, {python}, Qt {qt_version}, {platform.platform()}"

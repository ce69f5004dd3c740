"""The application icon, wherever kopdesk runs from: a wheel, the source tree, a bundle."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtGui import QIcon

DESKTOP_ID = "io.github.kopdesk.Kopdesk"
"""The desktop entry's name: lets Wayland match the window to the menu entry."""


def _icon_folders() -> list[Path]:
    package = Path(__file__).resolve().parent.parent
    bundle = Path(getattr(sys, "_MEIPASS", package))
    return [
        package / "resources" / "icons",  # installed wheel
        package.parent / "resources" / "icons",  # source tree, editable install
        bundle / "resources" / "icons",  # PyInstaller bundle
    ]


def app_icon() -> QIcon:
    icon = QIcon()
    for folder in _icon_folders():
        for png in sorted(folder.glob("kopdesk-*.png")):
            icon.addFile(str(png))
        if not icon.isNull():
            break
    return icon

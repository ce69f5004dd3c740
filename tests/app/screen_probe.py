"""Run by `test_dialogs_fit_the_screen` in a process of its own, on a screen it sets up:
opens New match, Help and Review, and prints (JSON) the screen's free area and, for each
dialog, where its frame and the widgets the user must reach (its buttons, the help's
search field) lie on the screen."""

from __future__ import annotations

import json
import random

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QWidget

from kopdesk.app.cardpaint import CardPainter
from kopdesk.app.helpviewer import HelpViewer
from kopdesk.app.newmatch.dialog import NewMatchDialog
from kopdesk.app.review import ReviewDialog
from kopdesk.games.kop import Deal, rules_from_preset, shuffled_hands
from kopdesk.storage import Settings


def on_screen(widget: QWidget) -> list[int]:
    return list(QRect(widget.mapToGlobal(QPoint()), widget.size()).getRect())


def played_deal() -> Deal:
    deal = Deal(rules_from_preset("kop"), 0, shuffled_hands(random.Random(1)))
    while deal.to_move is not None:
        deal.apply(deal.legal_actions()[0])
    return deal


def main() -> None:
    app = QApplication([])
    new_match = NewMatchDialog(Settings())
    help_viewer = HelpViewer()
    review = ReviewDialog(played_deal(), CardPainter(), ["Ala", "Ewa", "Janek", "Zosia"])
    reached = {
        "New match": (new_match, new_match.buttons.buttons()),
        "Help": (help_viewer, [help_viewer.search]),
        "Review": (review, list(review.buttons.values())),
    }
    seen = {}
    for name, (dialog, widgets) in reached.items():
        dialog.show()
        app.processEvents()
        seen[name] = {"frame": list(dialog.frameGeometry().getRect()), "widgets": [on_screen(w) for w in widgets]}
        dialog.close()
    print(json.dumps({"free": list(app.primaryScreen().availableGeometry().getRect()), "dialogs": seen}))


if __name__ == "__main__":
    main()

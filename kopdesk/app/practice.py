"""The Game menu's practice and file commands: review the deal, play it again, open and
save a deal file, export the score sheet. A file that cannot be used is reported in a
message box, never raised."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from kopdesk.app.cardpaint import CardPainter
from kopdesk.app.controller import GameController
from kopdesk.app.scoresheet import ScoreSheet
from kopdesk.games.dealfile import DealFileError
from kopdesk.games.registry import game_of, replay_deal_file
from kopdesk.i18n import _
from kopdesk.storage import atomic_write_text

if TYPE_CHECKING:
    from kopdesk.app.review import ReviewDialog


class Practice:
    def __init__(self, controller: GameController, painter: CardPainter, sheet: ScoreSheet, parent: QWidget) -> None:
        self.controller = controller
        self.painter = painter
        self.sheet = sheet
        self.parent = parent

    def review_deal(self) -> ReviewDialog | None:
        """Step through the deal with all hands open, as far as it has gone (in the
        auction, its calls); play on from any point. Not offered before the deal's first
        move, nor in a deal for the record."""
        from kopdesk.app.review import ReviewDialog

        deal, setup = self.controller.deal, self.controller.setup
        if deal is None or setup is None or self.controller.on_record or not deal.history:
            return None
        names = [self.controller.name_of(seat) for seat in range(len(setup.names))]
        dialog = ReviewDialog(deal, self.painter, names, self.parent)
        dialog.play_from_requested.connect(self.controller.play_from)
        dialog.show()
        return dialog

    def replay_deal(self) -> None:
        """The same hands dealt again, from the first move."""
        deal = self.controller.deal
        if deal is not None and not self.controller.on_record:
            from kopdesk.app.review import replayed

            self.controller.play_from(replayed(deal, 0))

    def open_deal(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(self.parent, _("Open deal"), documents(), _("Deal files (*.json)"))
        if path:
            self.open_deal_file(path)

    def open_deal_file(self, path: str) -> bool:
        """Play on from a deal file of any game, as practice (not while a deal for the record
        is played: it would leave it); a bad file is reported, not raised."""
        if self.controller.on_record:
            return False
        try:
            _game, deal = replay_deal_file(path)
        except DealFileError as error:
            message = _("The deal file could not be used:\n{error}").format(error=error)
            QMessageBox.warning(self.parent, _("Open deal"), message)
            return False
        self.controller.play_from(deal)
        return True

    def save_deal(self) -> None:
        deal = self.controller.deal
        if deal is not None:
            self._save(
                _("Save deal"),
                "deal.json",
                _("Deal files (*.json)"),
                lambda path: atomic_write_text(path, deal_file_text(deal)),
            )

    def export_sheet(self) -> None:
        self._save(_("Export score sheet"), "zapis.csv", _("CSV files (*.csv)"), self.sheet.export_csv)

    def _save(self, title: str, name: str, filters: str, write: Callable[[Path], None]) -> None:
        """Ask where to save, then write there; a refusal of the disk is reported."""
        path, _filter = QFileDialog.getSaveFileName(self.parent, title, str(Path(documents(), name)), filters)
        if not path:
            return
        try:
            write(Path(path))
        except OSError as error:
            reason = error.strerror or error
            QMessageBox.warning(self.parent, title, _("The file could not be written: {error}").format(error=reason))


def deal_file_text(deal: Any) -> str:
    """The deal file of a deal of any game, as `kopdesk replay` reads it."""
    return json.dumps(game_of(deal.rules.preset).deal_json(deal), ensure_ascii=False, indent=1)


def documents() -> str:
    """Where file dialogs start: the user's documents folder, or his home if he has none
    (never wherever kopdesk was started from)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return folder if Path(folder).is_dir() else str(Path.home())

"""The Scopa and Scopone table of the window: `ScopaBoard` (notes/BOARD.md)."""

from kopdesk.app.scopa.board import ScopaBoard

__all__ = ["ScopaBoard"]

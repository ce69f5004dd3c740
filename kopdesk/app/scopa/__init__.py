"""The Scopa and Scopone table of the window: `ScopaBoard` (docs/architecture.md)."""

from kopdesk.app.scopa.board import ScopaBoard

__all__ = ["ScopaBoard"]

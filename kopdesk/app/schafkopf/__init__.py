"""The Schafkopf family at the table: `SchafkopfBoard` (BOARD.md), its call panel and
its after-deal summary."""

from kopdesk.app.schafkopf.board import SchafkopfBoard

__all__ = ["SchafkopfBoard"]

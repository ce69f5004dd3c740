"""The Schafkopf games before the engine is loaded (`kopdesk.games.catalog`)."""

FAMILY = "schafkopf"

SCHAFKOPF = "schafkopf"
WENDISCH = "wendisch"
ZWEIER = "zweier"
DEUTSCH = "deutsch"

PRESETS: tuple[str, ...] = (SCHAFKOPF, WENDISCH, ZWEIER, DEUTSCH)

RESULT_CONTRACTS: tuple[str, ...] | None = None
"""The contracts a deal's result must name, checked in the statistics: None, any or none."""
RESULT_SIDES: tuple[str, ...] | None = None
"""The sides a deal's result must name: None, any or none."""

"""Scopa, Scopone and their variants before the engine is loaded (`kopdesk.games.catalog`)."""

FAMILY = "scopa"

SCOPA = "scopa"
SCOPA_3 = "scopa-3"
SCOPA_4 = "scopa-4"
SCOPONE = "scopone"
SCOPONE_SCIENTIFICO = "scopone-scientifico"

PRESETS: tuple[str, ...] = (SCOPA, SCOPA_3, SCOPA_4, SCOPONE, SCOPONE_SCIENTIFICO)

RESULT_CONTRACTS: tuple[str, ...] | None = None
"""The contracts a deal's result must name, checked in the statistics: None, any or none."""
RESULT_SIDES: tuple[str, ...] | None = None
"""The sides a deal's result must name: None, any or none."""

"""Scopa, Scopone and their variants before the engine is loaded (`kopdesk.games.catalog`)."""

FAMILY = "scopa"

SCOPA = "scopa"
SCOPA_3 = "scopa-3"
SCOPA_4 = "scopa-4"
SCOPONE = "scopone"
SCOPONE_SCIENTIFICO = "scopone-scientifico"

PRESETS: tuple[str, ...] = (SCOPA, SCOPA_3, SCOPA_4, SCOPONE, SCOPONE_SCIENTIFICO)

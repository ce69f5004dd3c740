"""The Schafkopf games before the engine is loaded (`kopdesk.games.catalog`)."""

FAMILY = "schafkopf"

SCHAFKOPF = "schafkopf"
WENDISCH = "wendisch"
ZWEIER = "zweier"
DEUTSCH = "deutsch"

PRESETS: tuple[str, ...] = (SCHAFKOPF, WENDISCH, ZWEIER, DEUTSCH)

"""Kop and Baśka before the engine is loaded (`kopdesk.games.catalog`)."""

FAMILY = "kop"

KOP = "kop"
KOP_KOSCIAN = "kop-koscian"
BASKA = "baska"

PRESETS: tuple[str, ...] = (KOP, KOP_KOSCIAN, BASKA)

"""Kop and Baśka before the engine is loaded (`kopdesk.games.catalog`)."""

FAMILY = "kop"

KOP = "kop"
KOP_KOSCIAN = "kop-koscian"
BASKA = "baska"

PRESETS: tuple[str, ...] = (KOP, KOP_KOSCIAN, BASKA)

RESULT_CONTRACTS: tuple[str, ...] | None = (
    "normal", "cicha", "wesele", "zolo_bieda", "gran", "zolo", "gran_du", "zolo_du", "mester", "baska",
)  # fmt: skip
"""Every contract a deal's result names (`kopdesk.games.kop.Contract`'s values): a row of the
statistics with another is not one kopdesk wrote. None in a family whose results may name none."""
RESULT_SIDES: tuple[str, ...] | None = ("old", "young")
"""Every side a deal's result names (`Side`'s values), likewise."""

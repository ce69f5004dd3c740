"""Computer players of every family, and what they share: the one `GamePlayer`
interface, search budgets, the transposition bounds, hint facts, the tournament.

Each family's players are the subpackage of its registry name (`kop`, `scopa`,
`schafkopf`), found by that convention (`families`). This package imports nothing
itself, so that the window, which needs a family's bots only when a match of that
family starts, does not load them all at start-up. Nothing here imports Qt.
"""

"""Computer players of every family, and what they share: the one `Player` interface,
search budgets, the solver, the tournament.

Kop's and Baśka's players are `kopdesk.bots.kop`; Scopa's and Schafkopf's are the
subpackages of their names; `families.make_player` makes any of them. This package
imports nothing itself, so that the window, which needs a family's bots only when a
match of that family starts, does not load them all at start-up. Nothing here imports Qt.
"""

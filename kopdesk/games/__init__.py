"""The games, one package per family behind one interface (`kopdesk.games.api`).

`kopdesk.games.registry` maps each preset id to its game; `kopdesk.games.dealfile`
reads the deal files of every family. Standard library only: no Qt, no threads.
"""

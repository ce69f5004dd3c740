"""What the registry knows of each family before its engine is loaded: the family's
name and its presets' ids, in the order they are offered. One small module per family,
the one home of those ids: the family's rule sets are keyed by them
(`kopdesk.games.<family>.rules`), and the registry, the saves, the statistics and the
command line read them here, so that naming a preset loads no engine.

Standard library only, and nothing imported: a family's package (`kopdesk.games.kop`)
loads its whole engine, so these modules sit beside the packages, not inside them.
"""

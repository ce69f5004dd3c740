"""The new-match dialog and what it is made of:

* `match`: the presets' words, the seats, levels, currencies and limits, and the match
  built from settings, for any game of the registry;
* `editors`: the widgets that show and read one house rule's value, one per kind
  (the house rules themselves are each game's data: `kopdesk.games.texts`);
* `dialog`: the dialog itself (`NewMatchDialog`), laid out from the games' tables.

Importing the package loads `match` only: the window names presets and seats at start,
and builds the dialog (import it from `dialog`) when a new match is asked for.
"""

from kopdesk.app.newmatch.match import default_names, preset_name, setup_from

__all__ = ["default_names", "preset_name", "setup_from"]

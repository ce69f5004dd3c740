"""The new-match dialog and what it is made of:

* `match`: the presets' words, the seats, levels, currencies and limits, and the match
  built from settings, for any game of the registry;
* `editors`: the widgets that show and read one house rule's value, one per kind
  (the house rules themselves are each game's data: `kopdesk.games.texts`);
* `dialog`: the dialog itself, laid out from the games' tables.
"""

from kopdesk.app.newmatch.dialog import NewMatchDialog
from kopdesk.app.newmatch.match import default_names, preset_name, setup_from

__all__ = ["NewMatchDialog", "default_names", "preset_name", "setup_from"]

"""The new-match dialog and what it is made of:

* `match`: the seats, levels, currencies and limits, and the match built from settings;
* `house_rule`: a house rule described without widgets, and the kinds of value it takes;
* `kop`: the presets' texts and the table of house rules of Kop and Baśka;
* `editors`: the widgets that show and read one house rule's value, one per kind;
* `dialog`: the dialog itself, laid out from the table.
"""

from kopdesk.app.newmatch.dialog import NewMatchDialog
from kopdesk.app.newmatch.kop import preset_name
from kopdesk.app.newmatch.match import default_names, setup_from

__all__ = ["NewMatchDialog", "default_names", "preset_name", "setup_from"]

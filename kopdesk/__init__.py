"""kopdesk: card games on the desktop against computer players: Kop and Baśka from Poland,
the Schafkopf games (Bavarian, Wendish, German and two-handed), and Scopa and Scopone from Italy."""

__version__ = "0.1.0"

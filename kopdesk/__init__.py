"""kopdesk: the Polish card games Kop and Baśka on the desktop."""

__version__ = "0.1.0"

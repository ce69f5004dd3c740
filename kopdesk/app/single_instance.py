"""One kopdesk window per user (or per portable folder).

The first start listens on a local socket (a named pipe on Windows). A later
start connects to it and asks for the window to be shown, then exits. A socket
left behind by a crash answers nobody: it is removed and taken over.
"""

from __future__ import annotations

import getpass
import hashlib
import logging

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QWidget

from kopdesk.storage import Paths

log = logging.getLogger(__name__)

SHOW = b"show"
TIMEOUT_MS = 1000


def instance_name(paths: Paths) -> str:
    """The socket's name for this user and these folders.

    The default folders are the same for every start by one user, so that user
    gets one instance; a portable copy has its own folders, and its own instance.
    """
    key = f"{_user()}\0{paths.config_dir.resolve()}"
    return "kopdesk-" + hashlib.sha256(key.encode("utf-8")).hexdigest()[:16]


def _user() -> str:
    try:
        return getpass.getuser()
    except (OSError, KeyError):  # no login name in the environment nor the user database
        return "unknown"


class SingleInstance(QObject):
    """Claim the name, or ask the instance that holds it to show its window."""

    show_requested = Signal()

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self._server = QLocalServer(self)
        self._server.newConnection.connect(self._on_new_connection)

    def claim(self) -> bool:
        """False after asking the running instance to show; True if this start goes on.

        Connecting comes first: on Windows a second server may listen on a name in use.
        """
        if self._ask_to_show():
            return False
        if not self._server.listen(self.name):
            QLocalServer.removeServer(self.name)  # nobody answered: left behind by a crash
            self._server.listen(self.name)
        if self._server.isListening():
            log.debug("listening as %s", self.name)
        else:
            log.warning("cannot listen as %s (%s); a second start will not find this one",
                        self.name, self._server.errorString())  # fmt: skip
        return True

    def close(self) -> None:
        self._server.close()

    def _ask_to_show(self) -> bool:
        socket = QLocalSocket()
        socket.connectToServer(self.name)
        if not socket.waitForConnected(TIMEOUT_MS):
            return False
        socket.write(SHOW)
        socket.waitForBytesWritten(TIMEOUT_MS)
        socket.disconnectFromServer()
        return True

    def _on_new_connection(self) -> None:
        while (socket := self._server.nextPendingConnection()) is not None:
            socket.readyRead.connect(self._on_ready_read)
            socket.disconnected.connect(socket.deleteLater)
            if socket.bytesAvailable():
                self._read(socket)

    def _on_ready_read(self) -> None:
        # Not a lambda holding the socket: PySide crashes when it outlives the server.
        socket = self.sender()
        if isinstance(socket, QLocalSocket):
            self._read(socket)

    def _read(self, socket: QLocalSocket) -> None:
        if SHOW in bytes(socket.readAll().data()):
            log.info("a second start asked for the window")
            self.show_requested.emit()


def bring_forward(window: QWidget) -> None:
    """Show `window` on top of the others, restoring it if it was minimised."""
    if window.isMinimized():
        window.showNormal()
    else:
        window.show()
    window.raise_()
    window.activateWindow()

"""One kopdesk window per user (or per portable folder).

A start takes a lock file in a folder of the user's own (`instance_folder`); the
operating system lets one process at a time create it, so simultaneous starts get
exactly one owner, and a lock left by a killed process is taken over (QLockFile
sees that its process is gone). The owner listens on a local socket next to the
lock (a named pipe on Windows). A start that finds the lock held asks the owner
to show its window and ends; if the owner does not answer, it says so.
"""

from __future__ import annotations

import contextlib
import getpass
import hashlib
import logging
import os
import stat
import sys
import time
import warnings
from enum import Enum, auto
from pathlib import Path

import platformdirs
from PySide6.QtCore import QDeadlineTimer, QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QWidget

from kopdesk.app.crash import Show, show_critical
from kopdesk.i18n import _
from kopdesk.storage import APP_NAME, Paths

log = logging.getLogger(__name__)

LOCK_FILE = "kopdesk.lock"
SOCKET_FILE = "kopdesk.socket"
SHOW = b"show"
SHOWN = b"shown"
CONNECT_MS = 3000  # the owner holds the lock a moment before it listens
ANSWER_MS = 5000  # the owner answers once its event loop runs, after loading its files
RETRY_SECONDS = 0.01
# A unix socket's path, with its closing zero byte, fits in sockaddr_un.sun_path.
SOCKET_PATH_SIZE = 108 if sys.platform.startswith("linux") else 104


class Claim(Enum):
    OWNER = auto()  # this start goes on and opens the window
    SHOWN = auto()  # the running kopdesk was asked to show its window
    NO_ANSWER = auto()  # another kopdesk holds the lock but does not answer


def instance_folder(paths: Paths) -> Path:
    """Where the lock and the socket live: the user's runtime folder, else the config folder.

    A portable copy (any folders but the user's) keeps them in its data folder, so
    that it is an instance of its own.
    """
    if paths != Paths.default():
        return paths.data_dir.resolve()
    return (_private_runtime_folder() or paths.config_dir).resolve()


def _private_runtime_folder() -> Path | None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # platformdirs warns when it falls back to the temp folder
        try:
            folder = platformdirs.user_runtime_path(APP_NAME, appauthor=False)
        except OSError:  # recent platformdirs refuse a fallback someone else owns
            return None
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        private = _only_mine(folder.parent) and _only_mine(folder)
    except OSError:
        return None
    return folder if private else None


def _only_mine(folder: Path) -> bool:
    """Whether no other user can put or replace files in `folder` (taken as so on Windows: it is in the profile)."""
    if sys.platform == "win32":
        return True
    info = folder.stat()
    return stat.S_ISDIR(info.st_mode) and info.st_uid == os.geteuid() and not info.st_mode & 0o022


def server_name(folder: Path) -> str:
    """The socket's path in `folder`; a short name where that path would not fit, and on Windows.

    A short name is a named pipe on Windows and a socket in the temp folder elsewhere.
    """
    path = str(folder / SOCKET_FILE)
    if sys.platform != "win32" and len(os.fsencode(path)) < SOCKET_PATH_SIZE:
        return path
    key = f"{_user()}\0{folder}"
    return "kopdesk-" + hashlib.sha256(key.encode("utf-8")).hexdigest()[:16]


def _user() -> str:
    try:
        return getpass.getuser()
    except (OSError, KeyError):  # no login name in the environment nor the user database
        return "unknown"


class SingleInstance(QObject):
    """Take the lock and listen, or ask the instance that holds it to show its window."""

    show_requested = Signal()

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lock_file = folder / LOCK_FILE
        self.server_name = server_name(folder)
        self._lock = QLockFile(str(self.lock_file))
        self._lock.setStaleLockTime(0)  # held while the window is open: stale only when its process is gone
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._on_new_connection)

    def claim(self) -> Claim:
        if self._take_lock():
            self._listen()
            return Claim.OWNER
        return Claim.SHOWN if self._ask_to_show() else Claim.NO_ANSWER

    def close(self) -> None:
        self._server.close()
        self._lock.unlock()

    def _take_lock(self) -> bool:
        """True if this start holds the lock, or goes on without one because it cannot be made."""
        with contextlib.suppress(OSError):  # tryLock reports it
            self.lock_file.parent.mkdir(parents=True, exist_ok=True)
        if self._lock.tryLock(0):
            return True
        if self._lock.error() == QLockFile.LockError.LockFailedError:
            return False
        log.warning("cannot make the lock file %s (%s); starting without it",
                    self.lock_file, self._lock.error().name)  # fmt: skip
        return True

    def _listen(self) -> None:
        QLocalServer.removeServer(self.server_name)  # left by a killed start: the lock says it is unused
        if self._server.listen(self.server_name):
            log.debug("listening as %s", self.server_name)
        else:
            log.warning("cannot listen as %s (%s); a second start will not find this one",
                        self.server_name, self._server.errorString())  # fmt: skip

    def _ask_to_show(self) -> bool:
        socket = QLocalSocket()
        if not self._connect(socket):
            log.warning("kopdesk holds %s but nobody listens as %s", self.lock_file, self.server_name)
            return False
        socket.write(SHOW)
        reply = b""
        deadline = QDeadlineTimer(ANSWER_MS)
        while SHOWN not in reply and socket.waitForReadyRead(deadline.remainingTime()):
            reply += socket.readAll().data()
        socket.abort()
        if SHOWN not in reply:
            log.warning("the kopdesk listening as %s did not answer", self.server_name)
        return SHOWN in reply

    def _connect(self, socket: QLocalSocket) -> bool:
        """Connect to the owner, waiting while it has the lock but does not listen yet."""
        deadline = QDeadlineTimer(CONNECT_MS)
        while True:
            socket.connectToServer(self.server_name)
            if socket.waitForConnected(deadline.remainingTime()):
                return True
            if deadline.hasExpired():
                return False
            time.sleep(RETRY_SECONDS)

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
            socket.write(SHOWN)
            socket.flush()
            self.show_requested.emit()


def report_no_answer(lock_file: Path, show: Show = show_critical) -> int:
    """Tell the user that the running kopdesk does not answer (`Claim.NO_ANSWER`); the exit status."""
    # Translators: {path} is the lock file's full path.
    text = _(
        "Another kopdesk is running but does not answer, so no window was opened. "
        "End that kopdesk (in the task manager if need be) and start again; "
        "if none is running, delete {path} first."
    ).format(path=lock_file)
    print(f"kopdesk: {text}", file=sys.stderr)
    show(_("kopdesk does not answer"), text)
    return 1


def bring_forward(window: QWidget) -> None:
    """Show `window` on top of the others, restoring it if it was minimised."""
    if window.isMinimized():
        window.showNormal()
    else:
        window.show()
    window.raise_()
    window.activateWindow()

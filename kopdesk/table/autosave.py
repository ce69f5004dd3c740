"""The match saved after every action, written on a thread of its own.

Writing a file safely means waiting for the disk (fsync); the table must never
wait for it. The text is made at once, where the deals live, and a writer
thread puts it on disk. Only the newest state is worth writing: a save asked
for while another still waits replaces it. A write that fails, for whatever
reason, is said once and the writer goes on: the next save may well succeed.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from functools import partial

from kopdesk.quoting import printable
from kopdesk.storage import Paths, autosave_text, clear_autosave, write_autosave
from kopdesk.table.model import Table

log = logging.getLogger(__name__)

Job = Callable[[], None]


class Autosaver:
    """`on_error` hears, on the writer's thread, why a save failed (the system's reason,
    or the error's own words): once, until a save succeeds again."""

    def __init__(self, paths: Paths, on_error: Callable[[str], None]) -> None:
        self.paths = paths
        self.on_error = on_error
        self._changed = threading.Condition()
        self._pending: Job | None = None
        self._busy = False
        self._last_failed = False
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="kopdesk-autosave", daemon=True)
        self._thread.start()

    def save(self, table: Table) -> bool:
        """Have the table's match written; False if there is none, or the saver is closed."""
        if table.setup is None:
            return False
        if table.match is not None and table.match.is_over and not table.what_if:
            return self.clear()  # over at its last deal's summary: nothing is left to resume
        current = table.deal
        if current is not None and (table.is_done(current) or table.what_if):
            current = None  # finished (it is on the sheet), or practice outside the match
        return self._submit(partial(write_autosave, self.paths, autosave_text(table.setup, table.finished, current)))

    def clear(self) -> bool:
        """Have the autosave deleted: the match has ended normally."""
        return self._submit(partial(clear_autosave, self.paths))

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until everything asked for is on disk; False if the last write failed
        (or did not end within `timeout` seconds)."""
        with self._changed:
            done = self._changed.wait_for(lambda: self._pending is None and not self._busy, timeout)
            return done and not self._last_failed

    def close(self) -> None:
        """Write what is pending, then stop the writer."""
        self.flush()
        with self._changed:
            self._closed = True
            self._changed.notify_all()
        self._thread.join()

    def _submit(self, job: Job) -> bool:
        """Queue `job` in place of any waiting one; False once closed (the file then
        holds the match as it was when the window closed)."""
        with self._changed:
            if self._closed:
                return False
            self._pending = job
            self._changed.notify_all()
            return True

    def _run(self) -> None:
        while (job := self._next()) is not None:
            try:
                job()
                failed = False
            except Exception as error:  # the writer must outlive any one save
                if not self._last_failed:
                    self._say_failed(error)
                failed = True
            with self._changed:
                self._busy, self._last_failed = False, failed
                self._changed.notify_all()

    def _say_failed(self, error: Exception) -> None:
        if isinstance(error, OSError):
            reason = error.strerror or str(error)
        else:
            log.exception("the match could not be saved")
            reason = f"{type(error).__name__}: {error}"
        self.on_error(printable(reason))

    def _next(self) -> Job | None:
        with self._changed:
            self._changed.wait_for(lambda: self._pending is not None or self._closed)
            job, self._pending = self._pending, None
            self._busy = job is not None
            return job

"""The autosave's writer thread: newest state wins, nothing pending is lost on close."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest

from kopdesk.games.kop import rules_from_preset
from kopdesk.storage import MatchSetup, Paths, load_autosave
from kopdesk.table import Table
from kopdesk.table import autosave as autosave_module
from kopdesk.table.autosave import Autosaver


def started_table() -> Table:
    table = Table()
    setup = MatchSetup(rules_from_preset("kop"), 0, ("beginner",) * 3, ("A", "B", "C", "D"), "0.20", "PLN", False)
    table.start_match(setup, seed=1)
    return table


class GatedWrites:
    """Stands in for the disk: each write waits until the test opens the gate."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.gate = threading.Event()
        self.started = threading.Event()
        self.written: list[int] = []
        monkeypatch.setattr(autosave_module, "write_autosave", self.write)

    def write(self, paths: Paths, text: str) -> None:
        self.started.set()
        self.gate.wait(10)
        self.written.append(len(json.loads(text)["current"]["calls"]))


def test_a_save_asked_for_while_another_waits_replaces_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    disk = GatedWrites(monkeypatch)
    table = started_table()
    saver = Autosaver(Paths.portable(tmp_path), lambda error: None)
    saver.save(table)
    assert disk.started.wait(10)  # the first write is on its way and waits for the disk
    for _ in range(3):
        table.apply(table.deal.legal_actions()[0])  # type: ignore[union-attr]
        saver.save(table)
    disk.gate.set()
    assert saver.flush()
    assert disk.written == [0, 3]
    saver.close()


def test_close_writes_what_is_pending_and_later_saves_are_refused(tmp_path: Path) -> None:
    paths = Paths.portable(tmp_path)
    table = started_table()
    saver = Autosaver(paths, lambda error: None)
    table.apply(table.deal.legal_actions()[0])  # type: ignore[union-attr]
    assert saver.save(table)
    saver.close()
    saved = load_autosave(paths).value
    assert saved is not None and saved.current is not None and len(saved.current.history) == 1
    assert not saver.save(table)


def test_a_refused_write_is_reported_and_flush_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def refused(paths: Paths, text: str) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(autosave_module, "write_autosave", refused)
    heard: list[str] = []
    saver = Autosaver(Paths.portable(tmp_path), heard.append)
    assert saver.save(started_table())
    assert not saver.flush()
    assert heard == ["Permission denied"]
    saver.close()


def test_any_failed_write_is_said_once_and_the_writer_keeps_saving(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A write that fails with an error no one foresaw (here, text that cannot be encoded)
    does not end the writer: it says so once, and the next good save is written."""
    paths = Paths.portable(tmp_path)
    failing = {"on": True}
    write = autosave_module.write_autosave

    def sometimes(paths: Paths, text: str) -> None:
        if failing["on"]:
            "\ud800\x1b[2J".encode()
        write(paths, text)

    monkeypatch.setattr(autosave_module, "write_autosave", sometimes)
    heard: list[str] = []
    saver = Autosaver(paths, heard.append)
    table = started_table()
    for _ in range(3):
        assert saver.save(table)
        assert not saver.flush()
    assert len(heard) == 1 and heard[0].startswith("UnicodeEncodeError: ") and heard[0].isprintable()
    failing["on"] = False
    table.apply(table.deal.legal_actions()[0])  # type: ignore[union-attr]
    assert saver.save(table) and saver.flush()
    saved = load_autosave(paths).value
    assert saved is not None and saved.current is not None and len(saved.current.history) == 1
    failing["on"] = True
    assert saver.save(table) and not saver.flush()
    assert len(heard) == 2  # a new run of failures is said again
    saver.close()


def test_a_match_over_clears_the_autosave_instead_of_saving_it(tmp_path: Path) -> None:
    """Closing the window at the last deal's summary leaves nothing to resume (issue 25, F2)."""
    paths = Paths.portable(tmp_path)
    rules = rules_from_preset("kop", {"match_length": {"deals": 4}})
    setup = MatchSetup(rules, 0, ("beginner",) * 3, ("A", "B", "C", "D"), "0.20", "PLN", False)
    table = Table()
    table.start_match(setup, seed=1)
    saver = Autosaver(paths, lambda error: None)
    assert saver.save(table) and saver.flush() and paths.autosave_file.exists()
    assert table.match is not None
    while not table.match.is_over:
        while not table.is_done(table.deal):
            table.apply(table.deal.legal_actions()[0])  # type: ignore[union-attr]
        assert saver.save(table) and saver.flush()
        assert paths.autosave_file.exists() is not table.match.is_over
        if not table.match.is_over:
            table.next_deal()
    saver.close()


def test_clear_deletes_the_file_after_the_saves_before_it(tmp_path: Path) -> None:
    paths = Paths.portable(tmp_path)
    saver = Autosaver(paths, lambda error: None)
    saver.save(started_table())
    assert saver.flush() and paths.autosave_file.exists()
    saver.clear()
    assert saver.flush() and not paths.autosave_file.exists()
    saver.close()


def test_nothing_is_saved_without_a_match(tmp_path: Path) -> None:
    saver = Autosaver(Paths.portable(tmp_path), lambda error: None)
    assert not saver.save(Table())
    saver.close()
    assert not Paths.portable(tmp_path).autosave_file.exists()

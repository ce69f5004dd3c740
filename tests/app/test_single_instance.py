"""One kopdesk per user: a lock the OS arbitrates, in a folder of the user's own."""

from __future__ import annotations

import getpass
import hashlib
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QDir, QLockFile
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QWidget

from kopdesk.app import single_instance
from kopdesk.app.single_instance import (
    LOCK_FILE,
    SOCKET_FILE,
    Claim,
    SingleInstance,
    bring_forward,
    instance_folder,
    report_no_answer,
    server_name,
)
from kopdesk.logs import LOG_FILE
from kopdesk.storage import Paths

ROOT = Path(__file__).parents[2]
ENV = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}

# A start in a process of its own. Each stdin line names a folder and a moment (of the
# machine's monotonic clock): the start claims the folder at that moment and prints the
# claim; an owner then answers `argv[1]` show requests, lets go and prints "released".
CLAIMER = """
import sys
import time
from pathlib import Path
from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer
from kopdesk.app.single_instance import Claim, SingleInstance

app = QCoreApplication([])
expected = int(sys.argv[1])
for line in sys.stdin:
    folder, moment = line.rsplit(maxsplit=1)
    instance = SingleInstance(Path(folder))
    time.sleep(max(0.0, float(moment) - time.monotonic() - 0.002))
    while time.monotonic() < float(moment):  # the last moments spent awake, for a close race
        pass
    claim = instance.claim()
    print(claim.name, flush=True)
    if claim is Claim.OWNER:
        loop, asked = QEventLoop(), []

        def count():
            asked.append(1)
            if len(asked) == expected:
                loop.quit()

        instance.show_requested.connect(count)
        timer = QTimer(singleShot=True, interval=10_000)  # the test has failed: do not hang it
        timer.timeout.connect(loop.quit)
        timer.start()
        loop.exec()
        instance.close()
        print("released", flush=True)
"""


def claimers(count: int, expected_requests: int) -> list[subprocess.Popen[str]]:
    command = [sys.executable, "-c", CLAIMER, str(expected_requests)]
    return [
        subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=ROOT, env=ENV)
        for _ in range(count)
    ]


def tell(process: subprocess.Popen[str], folder: Path, moment: float | None = None) -> None:
    """Have `process` claim `folder` at `moment` (at once if None)."""
    assert process.stdin is not None
    process.stdin.write(f"{folder} {moment or 0}\n")
    process.stdin.flush()


def heard(process: subprocess.Popen[str]) -> str:
    assert process.stdout is not None
    return process.stdout.readline().strip()


def end(processes: list[subprocess.Popen[str]]) -> None:
    for process in processes:
        process.kill()
        process.wait()


def listening(name: str) -> bool:
    probe = QLocalSocket()
    probe.connectToServer(name)
    return probe.waitForConnected(1000)


@pytest.fixture
def instances(qapp) -> Iterator[list[SingleInstance]]:
    """Instances made in this process, closed after the test."""
    made: list[SingleInstance] = []
    yield made
    for instance in made:
        instance.close()


@pytest.fixture
def quick(monkeypatch) -> None:
    """An owner that does not answer is given up on at once (it cannot: it is this test)."""
    monkeypatch.setattr(single_instance, "CONNECT_MS", 200)
    monkeypatch.setattr(single_instance, "ANSWER_MS", 200)


# -- one owner, also when starts race ------------------------------------------------------------

WORKERS, ROUNDS = 6, 30  # without a lock, two owners came within these rounds in every run tried


def test_simultaneous_starts_get_exactly_one_owner_and_the_others_show_it(tmp_path: Path) -> None:
    processes = claimers(WORKERS, WORKERS - 1)
    try:
        for round_number in range(ROUNDS):
            moment = time.monotonic() + 0.02
            for process in processes:
                tell(process, tmp_path / str(round_number), moment)
            claims = [heard(process) for process in processes]
            assert sorted(claims) == ["OWNER"] + ["SHOWN"] * (WORKERS - 1), f"round {round_number}"
            assert heard(processes[claims.index("OWNER")]) == "released"
    finally:
        end(processes)


def test_a_second_start_asks_the_first_to_show_and_the_name_is_free_after(instances, tmp_path: Path) -> None:
    [first] = claimers(1, 1)
    try:
        tell(first, tmp_path)
        assert heard(first) == "OWNER"
        instances.append(SingleInstance(tmp_path))
        assert instances[0].claim() is Claim.SHOWN
        assert heard(first) == "released"  # it heard the request, answered and let go
        instances.append(SingleInstance(tmp_path))
        assert instances[1].claim() is Claim.OWNER
    finally:
        end([first])


@pytest.mark.skipif(sys.platform == "win32", reason="no kill -9")
def test_a_lock_left_by_a_killed_start_is_taken_over(instances, tmp_path: Path) -> None:
    [killed] = claimers(1, 1)
    try:
        tell(killed, tmp_path)
        assert heard(killed) == "OWNER"
    finally:
        end([killed])  # SIGKILL: nothing is cleaned up
    assert (tmp_path / LOCK_FILE).exists() and (tmp_path / SOCKET_FILE).exists()
    instances.append(SingleInstance(tmp_path))
    assert instances[0].claim() is Claim.OWNER
    assert listening(instances[0].server_name)


# -- an owner that does not answer ---------------------------------------------------------------


def test_an_owner_that_does_not_answer_is_reported_not_joined(instances, quick, tmp_path: Path) -> None:
    instances.append(SingleInstance(tmp_path))
    assert instances[0].claim() is Claim.OWNER
    hung = SingleInstance(tmp_path)  # this thread is busy: the owner cannot answer
    assert hung.claim() is Claim.NO_ANSWER


def test_a_lock_held_without_a_listener_is_reported(qapp, quick, tmp_path: Path) -> None:
    held = QLockFile(str(tmp_path / LOCK_FILE))
    assert held.tryLock(0)
    try:
        assert SingleInstance(tmp_path).claim() is Claim.NO_ANSWER
    finally:
        held.unlock()


def test_no_answer_is_said_in_one_line_and_a_dialog(capsys, tmp_path: Path) -> None:
    lock_file = tmp_path / LOCK_FILE
    shown: list[tuple[str, str]] = []
    assert report_no_answer(lock_file, lambda title, text: shown.append((title, text))) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("kopdesk: ") and str(lock_file) in err
    assert len(shown) == 1 and "does not answer" in shown[0][1] and str(lock_file) in shown[0][1]


# -- in a folder of the user's own -------------------------------------------------------------


def legacy_name(paths: Paths) -> str:
    """The name kopdesk once listened on in the temp folder: anyone could work it out."""
    key = f"{getpass.getuser()}\0{paths.config_dir.resolve()}"
    return "kopdesk-" + hashlib.sha256(key.encode("utf-8")).hexdigest()[:16]


@pytest.mark.skipif(sys.platform == "win32", reason="named pipes, not sockets in the temp folder")
def test_a_socket_squatted_in_the_temp_folder_does_not_stop_the_start(instances, tmp_path: Path) -> None:
    paths = Paths.portable(tmp_path)
    squatter = socket.socket(socket.AF_UNIX)
    squatter_path = os.path.join(QDir.tempPath(), legacy_name(paths))
    squatter.bind(squatter_path)
    squatter.listen()  # accepts, never answers
    try:
        instances.append(SingleInstance(instance_folder(paths)))
        assert instances[0].claim() is Claim.OWNER
        assert Path(instances[0].server_name).parent == paths.data_dir.resolve()
    finally:
        squatter.close()
        os.unlink(squatter_path)


def test_a_portable_copy_keeps_lock_and_socket_in_its_data_folder(tmp_path: Path) -> None:
    folder = instance_folder(Paths.portable(tmp_path))
    assert folder == (tmp_path / "data").resolve()
    assert folder != instance_folder(Paths.portable(tmp_path / "other"))


@pytest.fixture
def runtime(monkeypatch, tmp_path: Path) -> Path:
    """The user's runtime folder, as platformdirs would have it, in a private folder of the test."""
    base = tmp_path / "run"
    base.mkdir(mode=0o700)
    folder = base / "kopdesk"
    monkeypatch.setattr(single_instance.platformdirs, "user_runtime_path", lambda *args, **kwargs: folder)
    return folder


def test_the_users_folders_keep_them_in_the_runtime_folder(runtime: Path) -> None:
    assert instance_folder(Paths.default()) == runtime.resolve()
    assert runtime.is_dir()


@pytest.mark.skipif(sys.platform == "win32", reason="folders of the user's profile")
def test_a_runtime_folder_others_can_write_to_is_not_used(runtime: Path) -> None:
    runtime.parent.chmod(0o777)
    assert instance_folder(Paths.default()) == Paths.default().config_dir.resolve()


def test_without_a_runtime_folder_the_config_folder_is_used(monkeypatch) -> None:
    def refuse(*args: object, **kwargs: object) -> Path:
        raise PermissionError("runtime directory /tmp/runtime-1000 is owned by uid 0")

    monkeypatch.setattr(single_instance.platformdirs, "user_runtime_path", refuse)
    assert instance_folder(Paths.default()) == Paths.default().config_dir.resolve()


def test_a_folder_too_deep_for_a_socket_path_gets_a_short_name(instances, tmp_path: Path) -> None:
    deep = tmp_path / ("x" * 120)
    assert server_name(deep) == server_name(deep) and len(server_name(deep)) < 40
    assert server_name(tmp_path) == str(tmp_path / SOCKET_FILE) or sys.platform == "win32"
    instances.append(SingleInstance(deep))
    assert instances[0].claim() is Claim.OWNER
    assert listening(instances[0].server_name)


# -- the window comes forward ----------------------------------------------------------------------


def test_bring_forward_restores_a_minimised_window(qtbot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    window.showMinimized()
    bring_forward(window)
    assert window.isVisible() and not window.isMinimized()


def test_a_second_start_shows_the_first_and_ends_at_once(tmp_path: Path) -> None:
    paths = Paths.portable(tmp_path / "kopdesk-data")
    command = [sys.executable, "-m", "kopdesk", "--portable", "--lang", "en", "--verbose"]
    first = subprocess.Popen(command, cwd=tmp_path, env=ENV, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        log_file = paths.log_dir / LOG_FILE
        wait_for(lambda: log_file.exists() and "listening as" in log_file.read_text())
        assert "kopdesk starts" in log_file.read_text()
        second = subprocess.run(command, cwd=tmp_path, env=ENV, capture_output=True, text=True, timeout=60)
        assert second.returncode == 0, second.stderr
        assert "already running" in second.stdout
        wait_for(lambda: "a second start asked for the window" in log_file.read_text())
        assert first.poll() is None
    finally:
        first.kill()
        first.wait()
        QLocalServer.removeServer(server_name(instance_folder(paths)))


def wait_for(condition, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.05)

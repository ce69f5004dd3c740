"""`kopdesk bench --rules PRESET`: random deals of any preset through the game interface."""

import json
import subprocess
import sys


def bench(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kopdesk", "bench", *args], capture_output=True, text=True, timeout=60
    )


def test_bench_reports_random_scopone_deals_per_second() -> None:
    result = bench("--rules", "scopone", "--json", "--seconds", "0.2")
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["preset"] == "scopone" and report["random_deals_per_s"] > 0


def test_bench_names_an_unknown_preset_in_one_line() -> None:
    result = bench("--rules", "scopa-9", "--seconds", "0.2")
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.startswith('error: --rules: "scopa-9" is not a preset') and result.stderr.count("\n") == 1

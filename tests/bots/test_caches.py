"""No bot of any family keeps a memo at module level: caches belong to a bot instance and are bounded."""

from __future__ import annotations

import ast
from pathlib import Path

BOTS = Path(__file__).parents[2] / "kopdesk" / "bots"


def _module_caches(path: Path) -> list[str]:
    """Module-level memos in a module: names bound to an empty dict, list or set, and
    lru_caches that are unbounded or hand out mutable containers."""
    found = []
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, (ast.Assign, ast.AnnAssign)) and isinstance(node.value, (ast.Dict, ast.List, ast.Set)):
            value = node.value
            if not getattr(value, "keys", None) and not getattr(value, "elts", None):
                found.append(f"{path.name}:{node.lineno} an empty container at module level")
        if isinstance(node, ast.FunctionDef):
            for decorator in node.decorator_list:
                text = ast.unparse(decorator)
                if text in ("cache", "functools.cache") or "maxsize=None" in text:
                    found.append(f"{path.name}:{node.lineno} {node.name}: an unbounded cache")
                elif "lru_cache" in text and node.returns is not None:
                    returns = ast.unparse(node.returns)
                    if returns.split("[")[0] in ("dict", "list", "set"):
                        found.append(f"{path.name}:{node.lineno} {node.name}: a cache handing out a {returns}")
    return found


def test_no_module_level_mutable_cache_in_the_bots() -> None:
    modules = sorted(BOTS.rglob("*.py"))
    assert BOTS / "kop" / "master.py" in modules and BOTS / "scopa" / "sim.py" in modules
    assert [problem for path in modules for problem in _module_caches(path)] == []


def test_the_scan_finds_the_kinds_of_cache_it_forbids(tmp_path: Path) -> None:
    source = tmp_path / "memo.py"
    source.write_text(
        "from functools import cache, lru_cache\n"
        "_SEEN: dict[int, int] = {}\n"
        "@lru_cache(maxsize=64)\ndef filled(key: int) -> dict[int, int]:\n    return {}\n"
        "@cache\ndef forever(key: int) -> int:\n    return key\n"
        "@lru_cache(maxsize=64)\ndef fine(key: int) -> tuple[int, ...]:\n    return (key,)\n"
        "TABLE = {1: 2}\n",
        encoding="utf-8",
    )
    assert [problem.split()[0] for problem in _module_caches(source)] == ["memo.py:2", "memo.py:4", "memo.py:7"]

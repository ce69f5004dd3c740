"""Build hook: compile the translation catalogs into every wheel kopdesk is installed from.

`translations/<lang>/LC_MESSAGES/kopdesk.po` becomes
`kopdesk/locale/<lang>/LC_MESSAGES/kopdesk.mo` in the source tree, with Babel.
A normal wheel takes the files as artifacts (they are git-ignored, so they must be
named); an editable install serves the source tree, where they now are. So
`pip install .` and `pip install -e .` both give working catalogs, with no step
for the user. The compiling itself is `kopdesk/i18n_tools.py`, loaded by path
because the package is not importable while it is being built.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


def _i18n_tools(root: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location("_kopdesk_i18n_tools", root / "kopdesk" / "i18n_tools.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class CatalogsHook(BuildHookInterface):  # type: ignore[type-arg]
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        root = Path(self.root)
        tools = _i18n_tools(root)
        translations = root / "translations"
        if not translations.is_dir():
            # A wheel built from an sdist without translations/ keeps whatever .mo it has.
            self.app.display_warning("kopdesk: no translations/ folder, catalogs not compiled")
            return
        for mo in tools.compile_all(translations, root / "kopdesk" / "locale"):
            relative = mo.relative_to(root).as_posix()
            build_data["artifacts"].append(f"/{relative}")
            self.app.display_info(f"kopdesk: compiled {relative}")

"""Maintainer commands for the translation catalogs (translations/README.md).

    python -m kopdesk.i18n_tools update [-l LANG ...]   refresh the template and the catalogs
    python -m kopdesk.i18n_tools compile                .po → kopdesk/locale/<lang>/LC_MESSAGES/kopdesk.mo
    python -m kopdesk.i18n_tools status                 how much of each catalog is translated

They work on a source checkout: the template `translations/kopdesk.pot`, the
catalogs `translations/<lang>/LC_MESSAGES/kopdesk.po`. Everything is done with
Babel (no GNU gettext). This module imports nothing from kopdesk, so that the
build hook (`hatch_build.py`) can load it by path to compile the catalogs when
the package is installed.
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

DOMAIN = "kopdesk"
ROOT = Path(__file__).resolve().parent.parent
"""The source checkout: the folder holding pyproject.toml, kopdesk/ and translations/."""
TRANSLATIONS = ROOT / "translations"
TEMPLATE = TRANSLATIONS / f"{DOMAIN}.pot"
LOCALE_DIR = ROOT / "kopdesk" / "locale"
SOURCE_LANGUAGE = "en"
"""The language of the msgids: its catalog is the source text, filled in by `update`."""

EXTRACT_OPTIONS = (
    "--add-comments=Translators:",
    "-k",
    "N_",
    "-k",
    "NP_:1c,2",
    "-k",
    "NN_:1,2",
    "--project=kopdesk",
    "--version=0.1.0",
    "--no-location",
    "--sort-output",
)
"""The options of `pybabel extract` that make the template; keep them as they are,
so that the template comes out the same wherever it is made."""

_CREATION_DATE = re.compile(r'^"POT-Creation-Date: .*\\n"\n', re.MULTILINE)


def catalog_path(language: str, translations: Path = TRANSLATIONS) -> Path:
    return translations / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def languages(translations: Path = TRANSLATIONS) -> list[str]:
    """The languages that have a catalog, sorted."""
    return sorted(po.parent.parent.name for po in translations.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def _pybabel(*arguments: str) -> None:
    """Run a `pybabel` command in this process; SystemExit if it fails."""
    from babel.messages.frontend import CommandLineInterface

    status = CommandLineInterface().run(["pybabel", "--quiet", *arguments])  # type: ignore[no-untyped-call]
    if status:
        raise SystemExit(f"pybabel {arguments[0]} failed ({status})")


def extract(output: Path, root: Path = ROOT) -> None:
    """Extract every message of the package into the template `output`."""
    _pybabel(
        "extract",
        "-F",
        str(root / "pyproject.toml"),
        *EXTRACT_OPTIONS,
        "-o",
        str(output),
        str(root / "kopdesk"),
    )


def without_date(template_text: str) -> str:
    """A template's text without its POT-Creation-Date, for comparing two extractions."""
    return _CREATION_DATE.sub("", template_text)


def refresh_template(template: Path = TEMPLATE) -> bool:
    """Extract into `template`; True if it changed (a new date alone is not a change)."""
    with tempfile.TemporaryDirectory() as folder:
        fresh = Path(folder) / template.name
        extract(fresh)
        text = fresh.read_text(encoding="utf-8")
    if template.exists() and without_date(template.read_text(encoding="utf-8")) == without_date(text):
        return False
    template.write_text(text, encoding="utf-8")
    return True


def update_catalog(language: str, template: Path = TEMPLATE) -> None:
    """Merge the template into the catalog of `language` (created if missing)."""
    _pybabel(
        "update",
        "-i",
        str(template),
        "-d",
        str(template.parent),
        "-D",
        DOMAIN,
        "-l",
        language,
        "--init-missing",
        # Entries the code no longer uses are dropped, not kept as "#~" comments: git keeps
        # their history, and a catalog of live entries is what a translator should read.
        "--ignore-obsolete",
    )
    if language == SOURCE_LANGUAGE:
        fill_source_catalog(catalog_path(language, template.parent))


def fill_source_catalog(po: Path) -> int:
    """Give every untranslated or fuzzy entry of the English catalog its source text.

    A translation that differs on purpose from its msgid (an English wording
    fixed without touching the code) is kept. Returns how many entries were filled.
    """
    from babel.messages.pofile import read_po, write_po

    with po.open("rb") as file:
        catalog = read_po(file)
    filled = 0
    for message in catalog:
        if not message.id or (message.string and not message.fuzzy and _complete(message.string)):
            continue
        if isinstance(message.id, (list, tuple)):
            singular, plural = message.id[0], message.id[1]
            message.string = (singular,) + (plural,) * (catalog.num_plurals - 1)
        else:
            message.string = message.id
        message.flags.discard("fuzzy")
        message.previous_id = []
        filled += 1
    if filled:
        with po.open("wb") as file:
            write_po(file, catalog, width=76)
    return filled


def _complete(string: Any) -> bool:
    return all(string) if isinstance(string, (list, tuple)) else bool(string)


def compile_catalog(po: Path, mo: Path) -> None:
    """Compile one catalog with Babel (fuzzy entries left out, as `pybabel compile` does)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po.open("rb") as file:
        catalog = read_po(file, locale=po.parent.parent.name, domain=DOMAIN)
    mo.parent.mkdir(parents=True, exist_ok=True)
    with mo.open("wb") as file:
        write_mo(file, catalog)


def compile_all(translations: Path = TRANSLATIONS, locale_dir: Path = LOCALE_DIR) -> list[Path]:
    """Compile every catalog into `locale_dir/<lang>/LC_MESSAGES/kopdesk.mo`; the .mo files."""
    written = []
    for language in languages(translations):
        mo = locale_dir / language / "LC_MESSAGES" / f"{DOMAIN}.mo"
        compile_catalog(catalog_path(language, translations), mo)
        written.append(mo)
    return written


def untranslated(po: Path) -> tuple[list[str], list[str]]:
    """The msgids of a catalog without a full translation, and those marked fuzzy."""
    from babel.messages.pofile import read_po

    with po.open("rb") as file:
        catalog = read_po(file)
    missing, fuzzy = [], []
    for message in catalog:
        if not message.id:
            continue
        name = message.id[0] if isinstance(message.id, (list, tuple)) else message.id
        if message.fuzzy:
            fuzzy.append(name)
        elif not _complete(message.string):
            missing.append(name)
    return missing, fuzzy


# -- the command line --------------------------------------------------------------


def _update(chosen: Iterable[str]) -> None:
    changed = refresh_template()
    print(f"{TEMPLATE.relative_to(ROOT)}: {'updated' if changed else 'unchanged'}")
    for language in chosen:
        update_catalog(language)
        print(f"{catalog_path(language).relative_to(ROOT)}: merged")


def _status() -> int:
    incomplete = 0
    for language in languages():
        missing, fuzzy = untranslated(catalog_path(language))
        incomplete += bool(missing or fuzzy)
        print(f"{language}: {len(missing)} untranslated, {len(fuzzy)} fuzzy")
    return 1 if incomplete else 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kopdesk.i18n_tools", description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    update = commands.add_parser("update", help="extract the template again and merge it into the catalogs")
    update.add_argument(
        "-l", "--language", action="append", dest="languages", metavar="LANG",
        help="merge into this catalog only (repeatable); default: every catalog",
    )  # fmt: skip
    commands.add_parser("compile", help="compile the catalogs into kopdesk/locale (an install does this itself)")
    commands.add_parser("status", help="count untranslated and fuzzy entries; exit 1 if any")
    args = parser.parse_args(argv)
    if not TRANSLATIONS.is_dir():
        parser.error(f"no {TRANSLATIONS}: run this in a source checkout of kopdesk")
    if args.command == "update":
        _update(args.languages or languages())
    elif args.command == "compile":
        for mo in compile_all():
            print(mo.relative_to(ROOT))
    else:
        return _status()
    return 0


if __name__ == "__main__":
    sys.exit(main())

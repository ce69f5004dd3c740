"""Every text that says what kopdesk is names every family of games it plays, in each
language it is written in: the About box, `kopdesk --help`, the package's description,
the desktop entry, the AppStream metadata, the package docstring, the .exe's version
resource and the README's opening. None calls kopdesk a program of Polish card games.

The texts are read where the user meets them: the About box through `about_text` in
each language (the catalogs compiled afresh), the command line's parser, the parsed
packaging files. The names expected are the families' own names as the new-match
dialog shows them, in the same language, so that a new family fails here until every
blurb names it too.
"""

from __future__ import annotations

import ast
import configparser
import gettext
import re
import tomllib
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from string import Template

import pytest

import kopdesk
from kopdesk import i18n, i18n_tools
from kopdesk.games.registry import FAMILIES
from kopdesk.games.texts import texts_of
from kopdesk.i18n import LANGUAGES, set_language, translate

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / "io.github.kopdesk.Kopdesk.desktop"
METAINFO = LINUX / "io.github.kopdesk.Kopdesk.metainfo.xml"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"

POLISH_ONLY = re.compile(r"Polish card games|polskie gry (karciane|w karty)|polnischen? Kartenspiele", re.IGNORECASE)
"""How the texts used to call kopdesk, when it played Kop and Baśka alone."""
PROPER_NAME = re.compile(r"\b[A-ZĄĆĘŁŃÓŚŹŻ]\w*")
"""A capitalised word: a game's name among the words that join them ("and", "i", "und")."""


@pytest.fixture(scope="module")
def locale_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The catalogs as they are now, compiled with Babel, never a stale kopdesk/locale."""
    folder = tmp_path_factory.mktemp("locale")
    i18n_tools.compile_all(i18n_tools.TRANSLATIONS, folder)
    return folder


@pytest.fixture(autouse=True)
def fresh_language(monkeypatch: pytest.MonkeyPatch, locale_dir: Path) -> Iterator[None]:
    """Each test starts in English with no listeners; everything is put back afterwards."""
    monkeypatch.setattr(i18n, "LOCALE_DIR", locale_dir)
    monkeypatch.setattr(i18n, "_current", "en")
    monkeypatch.setattr(i18n, "_catalog", gettext.NullTranslations())
    monkeypatch.setattr(i18n, "_listeners", [])
    yield


def family_names(language: str) -> list[str]:
    """The proper names in every family's name in `language` ("Kop i Baśka" → Kop, Baśka)."""
    set_language(language)
    return [name for family in FAMILIES for name in PROPER_NAME.findall(translate(texts_of(family.name).name))]


def names(text: str, name: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text) is not None


def about(language: str) -> str:
    from kopdesk.app.about import about_text

    set_language(language)
    return about_text()


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def desktop_key(key: str, language: str) -> str:
    return desktop_entry()[key if language == "en" else f"{key}[{language}]"]


def in_language(element: ET.Element, language: str) -> bool:
    return element.get(XML_LANG) == (None if language == "en" else language)


def metainfo_summary(language: str) -> str:
    [summary] = [e for e in ET.parse(METAINFO).getroot().findall("summary") if in_language(e, language)]
    return summary.text or ""


def metainfo_description(language: str) -> str:
    """The description's paragraphs in `language` (the list's items say what kopdesk does, not what it plays)."""
    paragraphs = ET.parse(METAINFO).getroot().findall("description/p")
    return " ".join(" ".join((p.text or "").split()) for p in paragraphs if in_language(p, language))


def help_description() -> str:
    from kopdesk.cli import _parser

    return _parser().description or ""


def package_description() -> str:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return str(project["description"])


def exe_description() -> str:
    """The FileDescription of the Windows version resource, as the spec fills the template."""
    template = Template((ROOT / "packaging" / "windows" / "version_info.txt").read_text(encoding="utf-8"))
    tree = ast.parse(template.substitute(version="0.0.0", version_tuple=(0, 0, 0, 0)), mode="eval")
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "StringStruct":
            key, value = (ast.literal_eval(argument) for argument in node.args)
            if key == "FileDescription":
                return str(value)
    raise AssertionError("no FileDescription")


def readme_opening() -> str:
    """The README's first paragraph after the title."""
    return (ROOT / "README.md").read_text(encoding="utf-8").split("\n\n")[1]


def blurbs(language: str) -> dict[str, str]:
    """Where → the text that says what kopdesk is, in `language`."""
    texts = {
        "About box": about(language),
        "desktop Comment": desktop_key("Comment", language),
        "metainfo summary": metainfo_summary(language),
        "metainfo description": metainfo_description(language),
    }
    if language == "en":  # these are written in English only
        texts |= {
            "kopdesk --help": help_description(),
            "pyproject description": package_description(),
            "package docstring": kopdesk.__doc__ or "",
            "exe FileDescription": exe_description(),
            "README": readme_opening(),
        }
    return texts


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_blurb_names_every_family(language: str) -> None:
    expected = family_names(language)
    assert len(expected) >= len(FAMILIES)
    missing = [(where, name) for where, text in blurbs(language).items() for name in expected if not names(text, name)]
    assert missing == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_blurb_calls_kopdesk_a_program_of_polish_card_games(language: str) -> None:
    texts = blurbs(language) | {"desktop GenericName": desktop_key("GenericName", language)}
    assert [(where, text) for where, text in texts.items() if POLISH_ONLY.search(text)] == []


def test_the_about_box_speaks_each_language() -> None:
    """Each language's About box is its own words, not the English falling through a stale catalog."""
    assert len({about(language) for language in LANGUAGES}) == len(LANGUAGES)

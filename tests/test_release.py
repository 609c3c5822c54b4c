"""What a packager and a player meet: the package data is declared, not guessed; the playbook
file's published JSON Schema is its model's; the release script names its zip right."""
from __future__ import annotations

import json
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _pyproject() -> dict:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)


def test_every_card_folder_is_a_declared_package_with_its_data():
    tool = _pyproject()["tool"]["setuptools"]
    include, data = tool["packages"]["find"]["include"], tool["package-data"]
    for folder in sorted({p.parent for p in (ROOT / "cards").rglob("*.json")}):
        package = ".".join(folder.relative_to(ROOT).parts)
        assert package in include or f"{package.rsplit('.', 1)[0]}.*" in include, package
        assert "*.json" in data.get(package, []), package


def test_the_published_playbook_schema_is_the_models():
    from game.library import PlaybookFile
    published = json.loads((ROOT / "docs" / "playbook.schema.json").read_text(encoding="utf-8"))
    assert published.pop("$schema") == "https://json-schema.org/draft/2020-12/schema"
    assert published == PlaybookFile.model_json_schema()
    out = subprocess.run([sys.executable, str(ROOT / "tools" / "playbook_schema.py"), "--check"],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr


def test_the_schema_describes_a_real_playbook_file():
    """Every key a written playbook holds is one the schema names, and the required ones are
    there (no JSON Schema library is needed for that much)."""
    from game.library import make
    from game.library import load_library
    lib = load_library()
    star = sorted(lib.superstars)[0]
    schema = json.loads((ROOT / "docs" / "playbook.schema.json").read_text(encoding="utf-8"))
    from game.library import starter_pages
    doc = make("Mine", star, starter_pages(lib, sorted(lib.playbooks)[0])).model_dump(mode="json")
    assert set(doc) <= set(schema["properties"]) and set(schema["required"]) <= set(doc)


def _tool(name: str):
    import importlib.util
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.path.insert(0, str(ROOT / "tools"))
    spec.loader.exec_module(module)
    return module


def test_the_zip_is_named_version_os_arch():
    release = _tool("release")
    assert release.zip_name("0.1.0", "Linux", "x86_64") == "ringside-0.1.0-linux-x86_64.zip"
    assert release.zip_name("1.2", "Windows", "AMD64") == "ringside-1.2-windows-x86_64.zip"
    assert release.zip_name("1.2", "Darwin", "arm64") == "ringside-1.2-macos-arm64.zip"


def test_the_icon_is_drawn_the_same_every_time(tmp_path):
    icon = _tool("make_icon")
    png, ico = icon.write_icons(tmp_path)
    data = png.read_bytes()
    assert data.startswith(b"\x89PNG\r\n\x1a\n") and data == icon.png_bytes()
    assert ico.read_bytes()[:6] == b"\0\0\1\0\1\0" and ico.read_bytes().endswith(data)
    import struct
    assert struct.unpack(">II", data[16:24]) == (256, 256)


def test_the_build_makes_a_windowed_game_and_a_console_program(tmp_path):
    build = _tool("build_desktop")
    text = build.spec_text(tmp_path)
    assert "name='ringside', console=False" in text and "name='ringside-cli', console=True" in text
    assert text.count("EXE(") == 2 and text.count("COLLECT(") == 1  # one folder, shared files
    assert (tmp_path / "version.txt").read_text().strip() == _pyproject()["project"]["version"]
    assert (tmp_path / "icon" / "icon.ico").is_file()


def test_the_build_names_unpinned_versions(tmp_path):
    build = _tool("build_desktop")
    pins = tmp_path / "pins.txt"
    pins.write_text("# a comment\npydantic==0.0.1\nnot-installed-here==1.0\n", encoding="utf-8")
    (drift,) = build.pinned_mismatches(pins)
    assert drift.startswith("pydantic ") and drift.endswith("(pinned 0.0.1)")
    pinned = (ROOT / "tools" / "build-constraints.txt").read_text(encoding="utf-8")
    for name in ("pyinstaller", "pygame-ce", "pydantic", "platformdirs"):
        assert f"\n{name}==" in pinned, name


def test_the_corners_are_told_apart_in_words_not_only_colour():
    """The table's panels say Red / Blue; the log and the career name the Superstar."""
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from scenes.match.table import panel_data
    from sprites.panel import PanelData, panel_subtitle
    import dataclasses
    fields = {f.name for f in dataclasses.fields(PanelData)} - {"seat_colour", "corner"}
    subs = []
    for seat in (0, 1):
        base = {name: None for name in fields}
        base.update(style="striker", controller="You", tier="", name="X")
        data = panel_data(seat, base)
        subs.append(panel_subtitle(data))
    assert subs[0].startswith("Red \u00b7 ") and subs[1].startswith("Blue \u00b7 ")

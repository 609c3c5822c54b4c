"""The game finds its card files and sounds through its installed packages, and the wheel
carries every one of them."""
from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import cards
import sounds
from game import library
from game.library import CardsMissing, cards_folder, load_library

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("game", "scenes", "sprites", "sounds", "cards")


def test_the_card_files_are_found_through_the_cards_package():
    assert cards_folder() == Path(cards.__file__).resolve().parent
    assert sounds.folder() == Path(sounds.__file__).resolve().parent
    assert load_library().counts()["superstars"] > 0


def test_no_cards_package_is_a_clear_message(monkeypatch):
    def gone(name):
        raise ModuleNotFoundError(f"No module named {name!r}")
    monkeypatch.setattr(library.resources, "files", gone)
    with pytest.raises(CardsMissing, match="not installed .*reinstall Ringside"):
        load_library()


def test_an_empty_card_folder_is_a_clear_message(tmp_path):
    with pytest.raises(CardsMissing, match=f"no card files found in {tmp_path}; reinstall"):
        load_library(tmp_path)


def _source_copy(tmp_path: Path) -> Path:
    """The repository's files without build leftovers (a stale build/ can hide a missing one)."""
    src = tmp_path / "src"
    shutil.copytree(ROOT, src, ignore=shutil.ignore_patterns(
        ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".pytest_cache",
        ".hypothesis", "saves", "screens"))
    return src


def test_the_wheel_carries_every_module_card_file_and_sound(tmp_path):
    src = _source_copy(tmp_path)
    out = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w",
                          str(tmp_path / "dist"), str(src)], capture_output=True, text=True,
                         timeout=300)
    assert out.returncode == 0, out.stderr
    (wheel,) = (tmp_path / "dist").glob("ringside-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    wanted = {"main.py"}
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*"):
            if path.suffix in (".py", ".json", ".wav") and "__pycache__" not in path.parts:
                wanted.add(path.relative_to(ROOT).as_posix())
    assert wanted - names == set()
    assert any(n.startswith("game/season/") for n in names)
    assert not any(n.startswith("tests/") for n in names)
    entry = next(n for n in names if n.endswith(".dist-info/entry_points.txt"))
    text = zipfile.ZipFile(wheel).read(entry).decode()
    assert "[console_scripts]" in text and "ringside = main:main" in text

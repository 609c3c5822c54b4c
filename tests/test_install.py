"""The game finds its card files and sounds through its installed packages, and the wheel
carries every one of them."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

import cards
import sounds
from game.library import cards as library
from game.library import CardsMissing, cards_folder, load_library

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("game", "scenes", "sprites", "sounds", "cards")


def pyproject_version() -> str:
    """The version pyproject.toml gives, read here without the game's help."""
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["project"]["version"]


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


@pytest.mark.parametrize("command,prog", [
    (["-m", "main"], "python -m main"), ([str(ROOT / "main.py")], "main.py")])
def test_usage_names_the_command_as_typed(command, prog, tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, *command, "--bogus"], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and out.stderr.startswith(f"usage: {prog} [-h] [--version] COMMAND")


def _source_copy(tmp_path: Path) -> Path:
    """The repository's files without build leftovers (a stale build/ can hide a missing one)."""
    src = tmp_path / "src"
    shutil.copytree(ROOT, src, ignore=shutil.ignore_patterns(
        ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".pytest_cache",
        ".hypothesis", "saves", "screens"))
    return src


@pytest.mark.slow
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


@pytest.mark.slow
def test_the_installed_wheel_runs_from_another_folder(tmp_path):
    """What CI checks: the wheel in a fresh virtual environment, commands run elsewhere."""
    src = _source_copy(tmp_path)
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    bin_dir = venv / ("Scripts" if os.name == "nt" else "bin")
    out = subprocess.run([str(bin_dir / "python"), "-m", "pip", "wheel", "-q", "--no-deps",
                          "-w", str(tmp_path / "dist"), str(src)],
                         capture_output=True, text=True, timeout=900)
    assert out.returncode == 0, out.stderr[-3000:]
    (wheel,) = (tmp_path / "dist").glob("ringside-*.whl")
    out = subprocess.run([str(bin_dir / "python"), "-m", "pip", "install", "-q", str(wheel)],
                         capture_output=True, text=True, timeout=900)
    assert out.returncode == 0, out.stderr[-3000:]
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               RINGSIDE_SAVE_DIR=str(tmp_path / "saves"),
               RINGSIDE_CONFIG_DIR=str(tmp_path / "config"))
    env.pop("PYTHONPATH", None)

    def ringside(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([str(bin_dir / "ringside"), *args], cwd=elsewhere, env=env,
                              capture_output=True, text=True, timeout=300)

    cards_out = ringside("cards", "--json")
    assert cards_out.returncode == 0, cards_out.stderr
    assert json.loads(cards_out.stdout) == load_library().counts()
    sim = ringside("simulate")
    assert sim.returncode == 0, sim.stderr
    assert sim.stdout.startswith("10 normal match(es)") and "wins: p1" in sim.stdout
    demo = ringside("demo", "--frames", "60", "--json")
    assert demo.returncode == 0, demo.stderr
    result = json.loads(demo.stdout)
    assert result["frames"] == 60 and result["sounds_loaded"] == len(sounds.CUES)
    usage = ringside("--bogus")
    assert usage.returncode == 2 and usage.stderr.startswith("usage: ringside")
    version = ringside("--version")  # from the wheel's metadata: no pyproject beside it
    assert version.returncode == 0 and version.stdout.strip() == f"Ringside {pyproject_version()}"

"""The standalone desktop build (slow, run by CI): tools/build_desktop.py makes a one-folder
PyInstaller build, and the built program runs headless from another folder."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import sounds
from game.library import load_library

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.slow


def pyproject_version() -> str:
    """The version pyproject.toml gives, read without the game's help."""
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["project"]["version"]


def plain_env(home: Path) -> dict:
    """An environment with no Python settings and no way to reach the repository."""
    keep = {k: v for k, v in os.environ.items()
            if k in ("PATH", "LANG", "LC_ALL", "TMPDIR", "SYSTEMROOT", "TEMP", "TMP")}
    return dict(keep, HOME=str(home), USERPROFILE=str(home), RINGSIDE_SAVE_DIR=str(home / "saves"),
                RINGSIDE_CONFIG_DIR=str(home / "config"),
                RINGSIDE_PLAYBOOK_DIR=str(home / "playbooks"), SDL_VIDEODRIVER="dummy",
                SDL_AUDIODRIVER="dummy")


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    """One build for this file's tests: the dist folder (the build takes a minute or more)."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        pytest.fail("PyInstaller is needed for this test: pip install -e '.[build]'")
    tmp = tmp_path_factory.mktemp("build")
    dist, work = tmp / "dist", tmp / "work"
    out = subprocess.run([sys.executable, str(ROOT / "tools" / "build_desktop.py"),
                          "--dist", str(dist), "--work", str(work)],
                         capture_output=True, text=True, timeout=1800)
    assert out.returncode == 0, out.stderr[-3000:]
    exe = Path(out.stdout.strip().splitlines()[-1])
    assert exe.is_file() and exe.parent == dist / "ringside"
    return dist


def test_the_release_zip_is_made_and_checked_from_a_fresh_folder(built, tmp_path):
    """tools/release.py on the build above: ringside-VERSION-OS-ARCH.zip, unzipped elsewhere,
    runs --version, cards --json and demo --frames 60 --json."""
    out = subprocess.run([sys.executable, str(ROOT / "tools" / "release.py"), "--dist",
                          str(built), "--out", str(tmp_path)], capture_output=True, text=True,
                         timeout=1200)
    assert out.returncode == 0, out.stderr[-3000:]
    archive = Path(out.stdout.strip().splitlines()[-1])
    assert archive.parent == tmp_path and archive.is_file()
    assert archive.name.startswith(f"ringside-{pyproject_version()}-")
    assert archive.name.endswith(".zip") and archive.name.count("-") == 3
    assert f"Ringside {pyproject_version()}" in out.stderr


def test_the_desktop_build_runs_cards_and_a_short_demo(built, tmp_path):
    dist = built
    exe = dist / "ringside" / ("ringside-cli" + (".exe" if os.name == "nt" else ""))
    assert (dist / "ringside" / ("ringside" + (".exe" if os.name == "nt" else ""))).is_file()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = plain_env(tmp_path / "home")

    version = subprocess.run([str(exe), "--version"], cwd=elsewhere, env=env,
                             capture_output=True, text=True, timeout=120)
    assert version.returncode == 0, version.stderr
    assert version.stdout.strip() == f"Ringside {pyproject_version()}"

    cards = subprocess.run([str(exe), "cards", "--json"], cwd=elsewhere, env=env,
                           capture_output=True, text=True, timeout=120)
    assert cards.returncode == 0, cards.stderr
    assert json.loads(cards.stdout) == load_library().counts()

    demo = subprocess.run([str(exe), "demo", "--frames", "60", "--json"], cwd=elsewhere,
                          env=env, capture_output=True, text=True, timeout=300)
    assert demo.returncode == 0, demo.stderr
    result = json.loads(demo.stdout)
    assert result["frames"] == 60 and result["matches_started"] >= 1
    assert result["sounds_loaded"] == len(sounds.CUES)
    if result["face_helper"]:  # the built program ran itself as the card-face helper
        assert result["faces_from_helper"] > 0

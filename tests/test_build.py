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


def test_the_desktop_build_runs_cards_and_a_short_demo(tmp_path):
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        pytest.fail("PyInstaller is needed for this test: pip install -e '.[build]'")
    dist, work = tmp_path / "dist", tmp_path / "work"
    out = subprocess.run([sys.executable, str(ROOT / "tools" / "build_desktop.py"),
                          "--dist", str(dist), "--work", str(work)],
                         capture_output=True, text=True, timeout=1800)
    assert out.returncode == 0, out.stderr[-3000:]
    exe = Path(out.stdout.strip().splitlines()[-1])
    assert exe.is_file() and exe.parent == dist / "ringside"
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

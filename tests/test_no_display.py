"""With no display and no chosen video driver, `ringside` says so and exits 1 instead of running
invisibly on SDL's offscreen driver; the headless commands still run there."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import main

ROOT = Path(__file__).resolve().parent.parent


def _no_display_env(tmp_path: Path) -> dict:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    return dict(env, RINGSIDE_SAVE_DIR=str(tmp_path / "saves"),
                RINGSIDE_CONFIG_DIR=str(tmp_path / "config"), SDL_AUDIODRIVER="dummy")


def test_the_reason_by_platform_and_environment():
    assert main.no_display_reason({}, "linux").startswith("there is no display")
    assert main.no_display_reason({"DISPLAY": ":0"}, "linux") is None
    assert main.no_display_reason({"WAYLAND_DISPLAY": "wayland-0"}, "linux") is None
    assert main.no_display_reason({"SDL_VIDEODRIVER": "offscreen"}, "linux") is None  # chosen
    assert main.no_display_reason({}, "win32") is None
    assert main.no_display_reason({}, "darwin") is None
    assert main.no_display_reason({}, "freebsd14") is not None


def test_no_display_is_one_clear_line_and_exit_1(tmp_path):
    out = subprocess.run([sys.executable, str(ROOT / "main.py")], cwd=tmp_path,
                         env=_no_display_env(tmp_path), capture_output=True, text=True,
                         timeout=60, stdin=subprocess.DEVNULL)
    if sys.platform.startswith(("win", "darwin")):
        return  # a screen is always there; nothing to refuse
    assert out.returncode == 1 and out.stdout == ""
    lines = out.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("ringside: there is no display")
    assert "SDL_VIDEODRIVER" in lines[0]
    assert not (tmp_path / "config").exists()  # nothing was started or written


def test_headless_commands_need_no_display(tmp_path):
    env = _no_display_env(tmp_path)
    cards = subprocess.run([sys.executable, str(ROOT / "main.py"), "cards", "--json"],
                           cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60)
    assert cards.returncode == 0 and "pages" in json.loads(cards.stdout)
    demo = subprocess.run([sys.executable, str(ROOT / "main.py"), "demo", "--frames", "3",
                           "--json"], cwd=tmp_path, env=dict(env, RINGSIDE_NO_FACE_HELPER="1"),
                          capture_output=True, text=True, timeout=120)
    assert demo.returncode == 0, demo.stderr
    assert json.loads(demo.stdout)["frames"] == 3

"""Saves you can trust: a damaged save is set aside and its newest good backup offered; a process
killed mid-save always leaves a loadable save."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.match import Match  # noqa: E402
from game.store.match_file import (SaveError, good_backup, load_save, recover, restore,  # noqa: E402
                       save_match, set_aside)
from game.lab.simulate import play_out, random_setup  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def finished(cat, seed=3):
    m = Match(random_setup(cat, seed, "normal", "greedy", "greedy"), cat)
    return play_out(m, seed)


def test_set_aside_never_overwrites(cat, tmp_path):
    path = save_match(finished(cat), tmp_path, "bout")
    first = set_aside(path)
    path2 = save_match(finished(cat), tmp_path, "bout")
    second = set_aside(path2)
    assert first != second and first.exists() and second.exists()
    assert first.name == "bout.json.damaged" and second.name == "bout.json.damaged-1"


def test_damaged_save_is_set_aside_and_the_newest_good_backup_restored(cat, tmp_path):
    m = finished(cat)
    path = save_match(m, tmp_path, "bout")
    save_match(m, tmp_path, "bout")  # bout.json.1 now holds the first save
    raw = path.read_bytes()
    path.write_bytes(raw[: len(raw) // 2])
    with pytest.raises(SaveError):
        load_save(path)
    backup = good_backup(path)
    assert backup == tmp_path / "bout.json.1"
    aside = recover(path, backup)
    assert aside.read_bytes() == raw[: len(raw) // 2], "the damaged file is kept, untouched"
    assert restore(path, cat).state.turn == m.state.turn


def test_no_good_backup_is_offered_when_every_backup_is_damaged(cat, tmp_path):
    path = save_match(finished(cat), tmp_path, "bout")
    save_match(finished(cat), tmp_path, "bout")
    (tmp_path / "bout.json.1").write_text("{")
    assert good_backup(path) is None


def test_load_scene_offers_the_backup(cat, tmp_path, monkeypatch):
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(tmp_path))
    from scenes.app import App, Settings
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    m = finished(cat)
    path = save_match(m, tmp_path, "bout")
    save_match(m, tmp_path, "bout")
    path.write_text('{"format": "ringside-save"')
    load = app.reset("load")
    from scenes.ui.save_check import wait_all
    wait_all()  # the damaged file has no verdict yet: it is checked in the background first
    app.update(0.016)
    row = next(r for r in load.rows if r.path == path)
    assert not row.ok
    load.load(row)
    assert load.confirm is row and load.confirm_mode == "recover"
    app.render()  # the dialog draws
    load.do_confirm()
    assert (tmp_path / "bout.json.damaged").exists()
    assert type(app.stack.top).__name__ == "ResultsScene"  # "Use the backup" loads it, as the player asked
    app.stack.scenes.clear()


CHILD = r"""
import sys
sys.path.insert(0, {root!r})
from game.library.catalog import Catalog
from game.library import load_library
from game.match import Match
from game.store.match_file import save_match
from game.lab.simulate import play_out, random_setup
cat = Catalog(load_library())
matches = [play_out(Match(random_setup(cat, s, "normal", "greedy", "greedy"), cat), s)
           for s in range(3)]
print("ready", flush=True)
i = 0
while True:
    save_match(matches[i % 3], {folder!r}, "bout")
    i += 1
"""


@pytest.mark.slow
def test_killing_a_process_mid_save_leaves_a_loadable_save(cat, tmp_path):
    """Kill the saving process at many different moments; the save always loads."""
    code = CHILD.format(root=str(ROOT), folder=str(tmp_path))
    path = tmp_path / "bout.json"
    for k in range(25):
        proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE)
        assert proc.stdout.readline().strip() == b"ready"
        time.sleep(0.01 + (k % 7) * 0.007)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        if path.exists():
            setup, log = load_save(path)  # never damaged, whenever the kill came
            assert log
    assert path.exists()

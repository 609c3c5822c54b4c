"""Saves, settings and playbooks are written by one crash-safe writer (game/store/durable.py):
an exclusive temporary file, never through a symlink, renamed into place."""
from __future__ import annotations

import os

import pytest

from game.library import load_library, make, save_playbook, starter_pages
from game.store import replace_file
from scenes.ui.prefs import Settings, save_settings


def test_replace_file_puts_the_bytes_in_place_and_leaves_no_temporary_file(tmp_path):
    target = tmp_path / "a.json"
    target.write_bytes(b"old")
    replace_file(target, b"new")
    assert target.read_bytes() == b"new"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.json"]


def test_a_failed_replace_keeps_the_old_file(tmp_path, monkeypatch):
    target = tmp_path / "a.json"
    target.write_bytes(b"old")

    def refuse(src, dst):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(OSError):
        replace_file(target, b"new")
    assert target.read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.json"]


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symlinks here")
def test_settings_never_write_through_a_planted_temporary_symlink(tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me", encoding="utf-8")
    path = tmp_path / "settings.json"
    (tmp_path / ".settings.json.tmp").symlink_to(victim)  # the old fixed temporary name
    assert save_settings(Settings(), path) is None
    assert victim.read_text(encoding="utf-8") == "keep me"
    assert path.read_text(encoding="utf-8").startswith("{")


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symlinks here")
def test_playbooks_never_write_through_a_planted_temporary_symlink(tmp_path):
    lib = load_library()
    star = sorted(lib.superstars)[0]
    doc = make("Mine", star, starter_pages(lib, lib.superstars[star].playbook))
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me", encoding="utf-8")
    (tmp_path / "mine.json.tmp").symlink_to(victim)  # the old fixed temporary name
    path = save_playbook(doc, lib, tmp_path)
    assert victim.read_text(encoding="utf-8") == "keep me"
    assert path.name == "mine.json" and '"Mine"' in path.read_text(encoding="utf-8")


def test_stale_temporary_files_are_swept_and_nothing_else(tmp_path):
    from game.store import sweep_stale_temps
    stale = tmp_path / ".slot.json.4242-7-0a1b2c3d.tmp"
    fresh = tmp_path / ".slot.json.4242-8-0a1b2c3e.tmp"
    mine = tmp_path / "notes.tmp"  # not a name the writer makes
    save = tmp_path / "slot.json"
    for p in (stale, fresh, mine, save):
        p.write_bytes(b"x")
    os.utime(stale, (1000.0, 1000.0))
    os.utime(fresh, (5000.0, 5000.0))
    os.utime(mine, (1000.0, 1000.0))
    assert sweep_stale_temps(tmp_path, now=1000.0 + 3600 + 1) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([fresh.name, mine.name, save.name])
    assert sweep_stale_temps(tmp_path / "nowhere", now=0.0) == 0


def test_a_replace_held_briefly_by_another_program_is_tried_again(tmp_path, monkeypatch):
    real = os.replace
    refusals = []

    def held_twice(src, dst):
        if len(refusals) < 2:
            refusals.append(dst)
            raise PermissionError(13, "The process cannot access the file")
        return real(src, dst)
    monkeypatch.setattr(os, "replace", held_twice)
    target = tmp_path / "a.json"
    replace_file(target, b"new")
    assert target.read_bytes() == b"new" and len(refusals) == 2


def test_a_replace_held_for_good_fails_and_keeps_the_old_file(tmp_path, monkeypatch):
    def held(src, dst):
        raise PermissionError(13, "The process cannot access the file")
    monkeypatch.setattr(os, "replace", held)
    target = tmp_path / "a.json"
    target.write_bytes(b"old")
    with pytest.raises(PermissionError):
        replace_file(target, b"new")
    assert target.read_bytes() == b"old"

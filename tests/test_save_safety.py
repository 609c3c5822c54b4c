"""Writing saves: a full disk never costs a backup, every message is true, temporary files are
exclusive and unique, two running games never leave a truncated save."""
from __future__ import annotations

import errno
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.store import durable as S
from game.store.codec import SaveError
from game.match import Match
from game.store.match_file import load_save, read_save, save_match
from game.lab.simulate import play_out, random_setup

ROOT = Path(__file__).resolve().parent.parent


def _play(cat, seed):
    return play_out(Match(random_setup(cat, seed, "normal", "random", "random"), cat), seed)


@pytest.fixture(scope="module")
def matches(cat):
    return [_play(cat, s) for s in range(6)]


def _files(folder: Path) -> dict:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


def _full_slot(matches, folder) -> dict:
    for m in matches[:4]:
        save_match(m, folder, "slot")
    files = _files(folder)
    assert sorted(files) == ["slot.json", "slot.json.1", "slot.json.2", "slot.json.3"]
    return files


def _disk_full(*a, **k):
    raise OSError(errno.ENOSPC, "No space left on device")


def test_two_failed_saves_on_a_full_disk_keep_all_three_backups(matches, tmp_path, monkeypatch):
    before = _full_slot(matches, tmp_path)
    for _ in range(2):
        with monkeypatch.context() as mp:
            mp.setattr(os, "write", _disk_full)
            with pytest.raises(SaveError, match="previous save and its backups are untouched"):
                save_match(matches[5], tmp_path, "slot")
        assert _files(tmp_path) == before  # nothing lost, no temporary file left
    save_match(matches[5], tmp_path, "slot")  # room again: saves and rotates as usual
    after = _files(tmp_path)
    assert after["slot.json.1"] == before["slot.json"]
    assert after["slot.json.3"] == before["slot.json.2"]


def test_a_backup_that_cannot_be_made_changes_nothing(matches, tmp_path, monkeypatch):
    """Where hard links are impossible the backup is a copy; a full disk during that copy
    leaves the save and every backup as they were."""
    before = _full_slot(matches, tmp_path)
    real_write = os.write
    writes = {"n": 0}

    def first_write_only(fd, data):
        writes["n"] += 1
        if writes["n"] > 1:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_write(fd, data)

    def no_links(*a, **k):
        raise OSError(errno.EPERM, "Operation not permitted")

    with monkeypatch.context() as mp:
        mp.setattr(os, "link", no_links)
        mp.setattr(os, "write", first_write_only)
        with pytest.raises(SaveError, match="back up the previous save.*untouched"):
            save_match(matches[5], tmp_path, "slot")
    assert _files(tmp_path) == before


@pytest.mark.slow
@pytest.mark.parametrize("step", ["write", "fsync", "link", "replace", "open"])
def test_every_failure_message_is_true(matches, tmp_path, monkeypatch, step):
    """Fail each call of each step in turn: whatever the message promises holds."""
    for k in range(12):
        folder = tmp_path / f"{step}-{k}"
        folder.mkdir()
        before = _full_slot(matches, folder)
        real = getattr(os, step)
        seen = {"n": 0}

        def failing(*a, _real=real, **kw):
            seen["n"] += 1
            if seen["n"] == k + 1:
                raise OSError(errno.ENOSPC, "No space left on device")
            return _real(*a, **kw)

        with monkeypatch.context() as mp:
            mp.setattr(os, step, failing)
            try:
                save_match(matches[5], folder, "slot")
                message = None
            except SaveError as exc:
                message = exc.message
        after = _files(folder)
        assert not [n for n in after if n.endswith(".tmp")]
        if message is None:
            assert load_save(folder / "slot.json")[0] == matches[5].setup
            assert after["slot.json.1"] == before["slot.json"]
        elif "backups are untouched" in message:
            assert after == before
        else:
            assert "still in place" in message
            assert after["slot.json"] == before["slot.json"]
            kept = [after.get(f"slot.json.{n}") for n in (1, 2, 3)]
            assert None not in kept  # three backups, as before
            if "with a backup of it" in message:
                assert before["slot.json"] in kept
            else:
                assert after == before
        if seen["n"] <= k:  # fewer calls than k + 1: every later k is a plain save
            break


def test_temporary_files_are_exclusive_and_never_follow_a_symlink(tmp_path, monkeypatch):
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me")
    trap = tmp_path / ".slot.json.trap.tmp"
    trap.symlink_to(victim)
    names = iter([trap, tmp_path / ".slot.json.free.tmp"])
    monkeypatch.setattr(S, "_temp_name", lambda folder, stem: next(names))
    path = S._write_temp(tmp_path, "slot.json", b"new bytes")
    assert path.name == ".slot.json.free.tmp" and path.read_bytes() == b"new bytes"
    assert victim.read_text() == "keep me" and trap.is_symlink()


def test_temporary_names_are_unique():
    names = {S._temp_name(Path("."), "slot.json") for _ in range(1000)}
    assert len(names) == 1000 and all(str(os.getpid()) in n.name for n in names)


def test_a_symlink_in_place_of_the_save_is_replaced_not_followed(matches, tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me")
    (tmp_path / "slot.json").symlink_to(victim)
    save_match(matches[0], tmp_path, "slot")
    assert victim.read_text() == "keep me"
    assert not (tmp_path / "slot.json").is_symlink()
    assert read_save(tmp_path / "slot.json").setup == matches[0].setup


WRITER = """
import sys
sys.path.insert(0, sys.argv[1])
from game.library.catalog import Catalog
from game.library import load_library
from game.match import Match
from game.store.match_file import save_match
from game.lab.simulate import play_out, random_setup
cat = Catalog(load_library())
seed = int(sys.argv[3])
m = play_out(Match(random_setup(cat, seed, "normal", "random", "random"), cat), seed)
for _ in range(int(sys.argv[4])):
    save_match(m, sys.argv[2], "slot")
"""


@pytest.mark.slow
def test_two_games_saving_the_same_match_never_leave_a_truncated_file(cat, matches, tmp_path):
    save_match(matches[0], tmp_path, "slot")
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, str(ROOT), str(tmp_path),
                               str(seed), "40"]) for seed in (1, 2)]
    reads = 0
    while any(p.poll() is None for p in procs):
        read_save(tmp_path / "slot.json")  # always one whole save
        reads += 1
        time.sleep(0.002)
    assert all(p.wait(60) == 0 for p in procs)
    read_save(tmp_path / "slot.json")
    assert reads > 0
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]

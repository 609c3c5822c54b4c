"""Play on from here: a fork is a new save whose log is the first N entries of the original's,
with the same dice, so played on with the original's commands it is the original match; it
verifies like any save; bad N and a taken file name are refused with one clear line."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game.store.codec import SaveError
from game.match import Match
from game.store import fork_match, fork_save, verify_match
from game.store.match_file import read_save, restore, save_match
from game.lab.simulate import play_out, random_setup

MAIN = Path(__file__).resolve().parent.parent / "main.py"


@pytest.fixture(scope="module")
def original(cat, tmp_path_factory):
    folder = tmp_path_factory.mktemp("fork")
    match = play_out(Match(random_setup(cat, 14, "showdown", "normal", "greedy"), cat), 14)
    return save_match(match, folder, "original", "2026-11-30T12:00:00+00:00"), match


def test_a_fork_verifies_and_plays_on_with_the_same_dice(cat, original, tmp_path):
    path, match = original
    n = len(match.log) // 2
    made = fork_save(path, n, tmp_path / "what-if", cat)
    assert made["out"] == str(tmp_path / "what-if.json") and made["entries"] == n
    assert verify_match(made["out"], cat)["ok"]
    fork = restore(made["out"], cat)
    assert [(e.command, e.events) for e in fork.log] == read_save(path).log[:n]
    for entry in match.log[n:]:  # the original's commands give the original's events
        assert fork.play(entry.command) == entry.events
    assert fork.state.over == match.state.over


def test_fork_at_zero_and_at_the_end(cat, original, tmp_path):
    path, match = original
    start = fork_save(path, 0, tmp_path / "zero.json", cat)
    assert start["entries"] == 0 and not start["over"]
    check = verify_match(start["out"], cat)
    assert check["ok"] and check["entries"] == 0
    end = fork_save(path, len(match.log), tmp_path / "end.json", cat)
    assert end["over"] and end["of"] == len(match.log)
    assert verify_match(end["out"], cat)["winner"] == match.state.over.winner


@pytest.mark.parametrize("n", [-1, 10**6])
def test_a_bad_entry_is_refused_clearly(cat, original, tmp_path, n):
    path, match = original
    with pytest.raises(SaveError, match=f"must be 0 to {len(match.log)}"):
        fork_save(path, n, tmp_path / "bad.json", cat)
    assert not (tmp_path / "bad.json").exists()


def test_a_fork_never_overwrites(cat, original):
    path, _ = original
    before = path.read_bytes()
    with pytest.raises(SaveError, match="already exists"):
        fork_save(path, 3, path, cat)
    assert path.read_bytes() == before


def test_a_watched_match_forks_with_a_person_in_a_seat(cat, original):
    _, match = original
    fork = fork_match(match, 20, ["human", "greedy"])
    assert fork.controller(0) == "human" and len(fork.log) == 20


@pytest.mark.slow
def test_fork_from_the_command_line(original, tmp_path):
    path, match = original
    out = tmp_path / "cli-fork.json"

    def run(*args):
        return subprocess.run([sys.executable, str(MAIN), "replay", str(path), *args],
                              capture_output=True, text=True, timeout=120)
    done = run("--fork", "7", "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert "first 7 of" in done.stdout and "it verifies" in done.stdout
    again = run("--fork", "7", "--out", str(out))
    assert again.returncode == 1 and again.stderr.count("\n") == 1
    assert "already exists" in again.stderr
    bad = run("--fork", "9999", "--out", str(tmp_path / "x.json"))
    assert bad.returncode == 1 and f"must be 0 to {len(match.log)}" in bad.stderr
    alone = run("--fork", "3")
    assert alone.returncode == 2 and "--fork N and --out NEW go together" in alone.stderr
    check = subprocess.run([sys.executable, str(MAIN), "replay", str(out), "--verify"],
                           capture_output=True, text=True, timeout=120)
    assert check.returncode == 0 and "7 commands" in check.stdout


def test_playing_on_from_before_the_bell_rings_it_with_the_same_dice(original):
    from game.store import play_on_match
    _, match = original
    fork = play_on_match(match, 0)
    assert len(fork.log) == 1 and fork.log[0] == match.log[0]

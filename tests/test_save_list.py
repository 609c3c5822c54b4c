"""The save list reads each file once per version: later visits of the menu and the load screen
only stat the folder, a changed file is read again, and the facts shown come from the log."""
from __future__ import annotations

import json
import os

import pytest

from game.store import match_file as S
from game.store import listing as L
from game.match import Match
from game.store.match_file import checksum, save_match
from game.lab.simulate import play_out, random_setup


@pytest.fixture()
def folder(cat, tmp_path):
    L.forget()
    for seed in range(6):
        m = play_out(Match(random_setup(cat, seed, "normal", "random", "random"), cat), seed)
        save_match(m, tmp_path, f"bout-{seed}")
    (tmp_path / "junk.json").write_text("{")
    yield tmp_path
    L.forget()


def _count_reads(monkeypatch) -> dict:
    calls = {"n": 0}
    real = S._read_document

    def counting(*a, **k):
        calls["n"] += 1
        return real(*a, **k)

    monkeypatch.setattr(S, "_read_document", counting)
    return calls


def test_a_later_visit_reads_no_file_again(folder, monkeypatch):
    calls = _count_reads(monkeypatch)
    first = L.list_folder(folder)
    assert calls["n"] >= 7 and [e["kind"] for _, e in first].count("match") == 6
    calls["n"] = 0
    assert L.list_folder(folder) == first
    assert calls["n"] == 0


def test_a_changed_file_is_read_again(cat, folder, monkeypatch):
    L.list_folder(folder)
    calls = _count_reads(monkeypatch)
    path = folder / "bout-2.json"
    doc = json.loads(path.read_text())
    doc["saved_at"] = "2031-01-01T00:00:00+00:00"  # same size, new content
    doc["checksum"] = checksum(doc)
    path.write_text(json.dumps(doc, separators=(",", ":"), ensure_ascii=False))
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))  # even with the same modified time
    entry = dict(L.list_folder(folder))[path]
    # read for its row, and once more to be verified: these bytes are new to the verdicts
    assert calls["n"] == 2 and entry["info"]["saved_at"] == "2031-01-01T00:00:00+00:00"
    from game.store import verdicts as V
    decided = []
    monkeypatch.setattr(V, "_decide", lambda p, c: decided.append(p) or (True, ""))
    L.forget()  # a new session: rows are read again, verdicts come from the folder's cache
    assert dict(L.list_folder(folder))[path] == entry and decided == []


def test_the_list_shows_the_log_not_a_stored_copy(cat, folder):
    path = folder / "bout-3.json"
    match = S.restore(path, cat)
    info = dict(L.list_folder(folder))[path]["info"]
    assert (info["turn"], info["over"], info["winner"], info["how"]) == \
        (match.state.turn, True, match.state.over.winner, match.state.over.how)


def test_a_damaged_file_is_listed_with_its_reason(folder):
    entry = dict(L.list_folder(folder))[folder / "junk.json"]
    assert entry["kind"] == "damaged" and "junk.json" in entry["error"]


def test_the_menu_and_load_screen_use_the_cache(cat, folder, monkeypatch):
    from scenes.menus.load import newest_loadable, scan_saves
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(folder))
    rows = scan_saves(None, cat.lib)
    calls = _count_reads(monkeypatch)
    assert newest_loadable(cat.lib).path == next(r.path for r in rows if r.ok)
    assert [r.path for r in scan_saves(None, cat.lib)] == [r.path for r in rows]
    assert calls["n"] == 0

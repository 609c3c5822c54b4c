"""The first visit after an update never looks frozen (issue 28): saves this session has not
read (after an update: with no verdict, re-decided once) are checked in a worker thread while the menu, the Load list and the Career screen keep drawing,
answer input and say "Checking saves i of n"; each shows its saves as soon as that is done, and a
later visit lists at once."""
from __future__ import annotations

import json
import threading

import pygame
import pytest
from scene_helpers import frame, key

from game import store
from game.ai import stamped
from game.lab.simulate import play_out, random_setup
from game.match import Match
from game.store import listing as L
from game.store.checking import check_saves, saves_to_check
from game.store.match_file import checksum, save_match
from scenes.app import App, Settings
from scenes.ui import save_check


@pytest.fixture(scope="module")
def app():
    return App((1280, 720), settings=Settings(ai_speed="fast"))


@pytest.fixture()
def folder(tmp_path, monkeypatch):
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(tmp_path))
    L.forget()
    yield tmp_path
    save_check.wait_all()
    L.forget()


def _stale(cat, folder, n: int = 4) -> list:
    """Honest saves another program wrote (or an older game): no verdict is remembered, so
    each must be decided once (their bytes are re-written, so the game's own record of them
    does not apply)."""
    paths = []
    for seed in range(1, n + 1):
        m = play_out(Match(stamped(random_setup(cat, seed, "normal", "human", "easy")), cat), seed)
        path = save_match(m, folder, f"old-{seed}", f"2026-11-0{seed}T10:00:00+00:00")
        doc = json.loads(path.read_text(encoding="utf-8"))
        path.write_text(json.dumps(doc, indent=1), encoding="utf-8")  # the same save, new bytes
        paths.append(path)
    L.forget()
    return paths


@pytest.fixture()
def held(monkeypatch):
    """The background check, held before its first verdict until the test lets it go (so what
    the screens show meanwhile can be looked at; the verdicts themselves are the real ones)."""
    gate = threading.Event()
    real = store.check_saves

    def slow(paths, cat=None, progress=None, for_="list"):
        if progress is not None:
            progress(0, len(paths))
        gate.wait(60)
        return real(paths, cat, progress, for_)

    monkeypatch.setattr(store, "check_saves", slow)
    yield gate
    gate.set()


def test_saves_to_check_names_only_saves_this_session_has_not_read(app, folder):
    paths = _stale(app.cat, folder, 3)
    assert saves_to_check(folder, app.cat) == paths
    heard = []
    assert check_saves(paths, app.cat, lambda done, total: heard.append((done, total))) == 3
    assert heard == [(0, 3), (1, 3), (2, 3), (3, 3)]
    assert saves_to_check(folder, app.cat) == []
    assert saves_to_check(folder, app.cat, "history") == paths  # the career reads its own facts
    paths[0].write_text(paths[0].read_text() + " ", encoding="utf-8")  # a new version
    assert saves_to_check(folder, app.cat) == [paths[0]]
    L.forget()  # a new session reads every save again (verdicts from the folder's cache)
    assert saves_to_check(folder, app.cat) == paths


def test_the_load_list_says_how_far_the_check_is_and_stays_responsive(app, folder, held):
    _stale(app.cat, folder, 4)
    load = app.reset("load")
    for _ in range(3):
        frame_now(app)
    assert load.check is not None and load.rows == []
    assert load.check.words() == "Checking saves 1 of 4"
    assert not load.load_btn.enabled
    key(app, pygame.K_DOWN)  # input is answered while it runs
    frame_now(app)
    held.set()
    frame(app)  # waits for the check, then lists
    assert load.check is None and len(load.rows) == 4 and all(r.ok for r in load.rows)
    again = app.reset("load")  # a later visit lists at once
    assert again.check is None and len(again.rows) == 4


def test_the_menu_continue_waits_for_the_check(app, folder, held):
    _stale(app.cat, folder, 2)
    m = Match(stamped(random_setup(app.cat, 9, "normal", "human", "easy")), app.cat)
    path = save_match(m, folder, "going-on", "2026-11-09T10:00:00+00:00")  # a match to continue
    path.write_text(path.read_text() + " ", encoding="utf-8")
    L.forget()
    menu = app.reset("menu")
    frame_now(app)
    assert menu.continue_btn.visible and not menu.continue_btn.enabled
    assert menu.continue_btn.sub.startswith("Checking saves 1 of 3")
    held.set()
    frame(app)
    assert menu.continue_btn.enabled and menu.newest is not None
    assert menu.newest.path == path and "turn" in menu.continue_btn.sub


def test_the_career_screen_counts_once_the_check_is_done(app, folder, held):
    paths = _stale(app.cat, folder, 3)
    forged = json.loads(paths[0].read_text(encoding="utf-8"))
    ended = next(ev for e in forged["log"] for ev in e["events"] if ev["type"] == "MatchEnded")
    ended["winner"] = 0 if ended["winner"] != 0 else 1  # the result edited
    forged["checksum"] = checksum(forged)
    paths[0].write_text(json.dumps(forged), encoding="utf-8")
    career = app.reset("career")
    frame_now(app)
    assert career.check is not None and career.model is None
    key(app, pygame.K_2)  # a filter chosen meanwhile is kept
    frame_now(app)
    assert career.which == "mine"
    held.set()
    frame(app)
    assert career.check is None and career.which == "mine"
    assert career.model.matches == 2 and [n for n, _ in career.model.refused] == ["old-1"]


def frame_now(app) -> None:
    """One frame without waiting for the background check."""
    app.update(1 / 60)
    app.render()


def test_a_huge_damaged_save_is_read_in_the_background_and_refused_at_its_first_bad_entry(
        app, folder, held):
    """Several MB of log with a bad entry at 2: the Load list reads it off the main thread (the
    screen keeps drawing), lists it as damaged naming entry 2, and opening refuses it there."""
    from game.store import SaveError, open_match
    m = play_out(Match(stamped(random_setup(app.cat, 3, "normal", "human", "greedy")), app.cat), 3)
    doc = json.loads(save_match(m, folder, "huge").read_text(encoding="utf-8"))
    filler = {"command": {"type": "Pass", "seat": 0},
              "events": [{"type": "Acted", "seat": 0, "action": "pass", "page": -1}] * 30}
    doc["log"] = doc["log"][:2] + [{"command": {"type": "Nope"}, "events": []}] + \
        [filler] * 2000
    doc["checksum"] = checksum(doc)
    path = folder / "huge.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert path.stat().st_size > 2_000_000
    L.forget()
    load = app.reset("load")
    frame_now(app)
    assert load.check is not None and load.rows == []
    held.set()
    frame(app)
    (row,) = load.rows
    assert not row.ok and "log entry 2" in row.error
    with pytest.raises(SaveError) as refused:
        open_match(path, app.cat)
    assert "log entry 2" in refused.value.message

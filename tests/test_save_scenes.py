"""Every scene that opens a save survives whatever verifies; a save that crashes the game while
opening is set aside (never emergency-saved, never offered again); SIGTERM always ends the game."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest  # noqa: E402

from game.match import Match  # noqa: E402
from game.store.match_file import restore, save_match  # noqa: E402
from game.match import MatchSetup, SeatSetup  # noqa: E402
from game.lab.simulate import play_out  # noqa: E402
from scenes.ui.save_check import wait_all  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def _most(cards, kind):
    """The id and amount of the card that gives the most of a kind."""
    return max(((c.id, c.bonus.amount) for c in cards.values()
                if getattr(getattr(c, "bonus", None), "kind", None) == kind),
               key=lambda x: x[1])


def biggest_setup(seed: int, controllers=("random", "random")) -> MatchSetup:
    """The most HP the rules allow: 5 Move cards and 15 Run-In allies of the biggest extra HP,
    3 Drama cards that heal up, the longest turn limit."""
    from game.library.catalog import Catalog
    from game.library import load_library
    lib = Catalog(load_library()).lib
    card, _ = _most(lib.move_cards, "extra_hp")
    heal = max((d for d in lib.drama.values() if d.effect == "heal_up"), key=lambda d: d.amount)
    tough = max(lib.superstars.values(), key=lambda s: s.hp).id
    seats = [SeatSetup(superstar=star, controller=c, move_cards=[card] * 5,
                       allies=[card] * 15, carried=[heal.id] * 3)
             for star, c in zip((tough, "mack_doyle"), controllers)]
    return MatchSetup(seed=seed, match_type="hardcore", seats=seats, turn_limit=500,
                      options=["ooh_gotta_hurt", "interview"])


@pytest.fixture()
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(tmp_path / "saves"))
    monkeypatch.setenv("RINGSIDE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("RINGSIDE_LOG_DIR", str(tmp_path / "logs"))
    from scenes.app import App, Settings
    a = App((1280, 720), settings=Settings(ai_speed="fast"))
    yield a
    a.stack.scenes.clear()


def _frames(app, n=8):
    wait_all()  # the saves' background check (scenes/ui/save_check.py) is done first
    for _ in range(n):
        app.update(0.1)
        app.render()


@pytest.mark.slow
def biggest_exhibition(seed: int, controllers=("greedy", "greedy")) -> MatchSetup:
    """The biggest match a match save can hold: the toughest Superstar, the longest turn limit,
    both options (season-only seat fields are refused in a match save)."""
    big = biggest_setup(seed, controllers)
    seats = [SeatSetup(superstar=s.superstar, controller=s.controller) for s in big.seats]
    return big.model_copy(update={"seats": seats})


def test_the_biggest_match_the_rules_allow_shows_in_every_scene(app, cat, tmp_path):
    from scenes.menus.load import newest_loadable, open_save
    folder = tmp_path / "saves"
    done = play_out(Match(biggest_setup(3, ("greedy", "greedy")), cat), 3)
    _, most = _most(cat.lib.move_cards, "extra_hp")
    star = cat.lib.superstars[done.setup.seats[0].superstar]
    assert done.over and done.state.sides[0].max_hp >= star.hp + 20 * most
    part = Match(done.setup, cat)
    for entry in done.log[1:len(done.log) // 2]:
        part.play(entry.command)
    # Such a match is a season's (its file keeps it): the table and Results show it as they
    # show a season match, with no autosave of its own.
    app.autosave = False
    app.stack.replace(app.make("match", part.setup, match=part))
    _frames(app)
    app.stack.replace(app.make("results", done.setup, done))
    _frames(app)
    # The biggest a match save can be goes through Continue, Load, Results and Replay.
    app.autosave = True
    done = play_out(Match(biggest_exhibition(3), cat), 3)
    part = Match(done.setup, cat)
    for entry in done.log[1:len(done.log) // 2]:
        part.play(entry.command)
    save_match(done, folder, "over", saved_at="2030-01-01T10:00:00+00:00")
    save_match(part, folder, "part", saved_at="2030-01-01T11:00:00+00:00")
    row = newest_loadable(cat.lib)  # Continue
    assert row is not None and row.path.name == "part.json" and row.info["turn"] > 0
    assert open_save(app, row) is None
    _frames(app)
    load = app.reset("load")  # Load, then the finished one: Results
    _frames(app, 2)
    over = next(r for r in load.rows if r.path.name == "over.json")
    load.load(over)
    assert type(app.stack.top).__name__ == "ResultsScene"
    _frames(app)
    replay = app.reset("replay", folder / "over.json")  # Replay, end to end
    assert replay.error is None
    replay.seek(replay.cursor.length)
    _frames(app)


def _run_game_that_crashes_opening(app_module, monkeypatch):
    from scenes.menus.load import newest_loadable, open_save
    from scenes.menus.menu import MenuScene

    def broken_run(self, first=None):
        self.stack.push(MenuScene(self))
        assert open_save(self, newest_loadable(self.cat.lib)) is None
        raise RuntimeError("a scene cannot show this save")

    monkeypatch.setattr(app_module.App, "run", broken_run)
    try:
        return app_module.run_game((1280, 720))
    finally:  # run_game quits pygame: fonts made before it may be stale for the next tests
        from sprites import fonts
        clear = getattr(fonts.font, "cache_clear", None)
        if clear is not None:
            clear()


def test_a_save_that_crashes_the_game_is_set_aside_not_saved_again(cat, tmp_path, monkeypatch,
                                                                   capsys):
    import threading
    for t in threading.enumerate():  # an earlier test's autosave still writing (its folder is
        if t.name == "autosave":     # the one set when it writes) must not write into this one
            t.join(5.0)
    for var, sub in (("RINGSIDE_SAVE_DIR", "saves"), ("RINGSIDE_LOG_DIR", "logs"),
                     ("RINGSIDE_CONFIG_DIR", "config")):
        monkeypatch.setenv(var, str(tmp_path / sub))
    folder = tmp_path / "saves"
    setup = MatchSetup(seed=77, seats=[SeatSetup(superstar="ada_quill", controller="human"),
                                       SeatSetup(superstar="scrap_malone")])
    save_match(Match(setup, cat), folder, "bout")
    from scenes import app as app_module
    assert _run_game_that_crashes_opening(app_module, monkeypatch) == 1
    wait_all()  # the menu's background read of the saves (it writes the verdict cache)
    names = sorted(p.name for p in folder.iterdir() if p.name != ".ringside-verdicts")
    assert names == ["bout.json.crashed"]  # set aside; no emergency save of that state
    assert restore(folder / "bout.json.crashed", cat).setup.seed == 77  # kept, not lost
    err = capsys.readouterr().err
    assert "set aside as bout.json.crashed" in err and "no emergency save" in err
    from scenes.menus.load import newest_loadable
    assert newest_loadable(cat.lib) is None  # Continue doesn't offer it again


def test_a_game_stopped_twice_while_opening_sets_the_save_aside(app, cat, tmp_path):
    """A first stop while opening offers the save again, told; a second in a row sets it aside
    (a kill -9 in the first half second set a good save aside: session 68's save attack)."""
    from scenes import trial
    from scenes.menus.load import newest_loadable, open_save
    folder = tmp_path / "saves"
    save_match(play_out(Match(biggest_exhibition(4, ("random", "random")), cat), 4), folder,
               "bout")
    assert open_save(app, newest_loadable(cat.lib)) is None
    assert (folder / ".opening").read_text() == "bout.json"  # on trial, as if killed now
    app.trial = None
    note = trial.leftover()
    assert "stopped while opening bout.json last time. It is offered again" in note
    assert newest_loadable(cat.lib).path.name == "bout.json"  # Continue still offers it
    assert open_save(app, newest_loadable(cat.lib)) is None  # killed again while opening
    app.trial = None
    note = trial.leftover()
    assert "stopped twice while opening bout.json" in note
    assert "set aside as bout.json.crashed" in note
    assert newest_loadable(cat.lib) is None and not (folder / ".opening").exists()
    assert not (folder / trial.ONCE).exists()


def test_a_save_that_opens_fine_forgets_its_last_opening_cut_short(app, cat, tmp_path):
    from scenes import trial
    from scenes.menus.load import newest_loadable, open_save
    folder = tmp_path / "saves"
    save_match(play_out(Match(biggest_exhibition(4, ("random", "random")), cat), 4), folder,
               "bout")
    assert open_save(app, newest_loadable(cat.lib)) is None
    app.trial = None
    assert "offered again" in trial.leftover()
    assert open_save(app, newest_loadable(cat.lib)) is None
    for _ in range(trial.FRAMES):
        app.step(0.05)
    assert app.trial is None and not (folder / trial.ONCE).exists()
    assert open_save(app, newest_loadable(cat.lib)) is None  # killed once more: a first stop
    app.trial = None
    assert "offered again" in trial.leftover() and (folder / "bout.json").exists()


def test_a_save_shown_for_a_few_frames_is_trusted(app, cat, tmp_path):
    from scenes import trial
    from scenes.menus.load import newest_loadable, open_save
    folder = tmp_path / "saves"
    save_match(play_out(Match(biggest_exhibition(5, ("random", "random")), cat), 5), folder,
               "bout")
    assert open_save(app, newest_loadable(cat.lib)) is None
    for n in range(trial.FRAMES):
        assert (folder / ".opening").exists()
        app.step(0.05)
    assert app.trial is None and not (folder / ".opening").exists()
    assert trial.leftover() is None and (folder / "bout.json").exists()


def test_crash_logs_get_unique_names(tmp_path, monkeypatch):
    monkeypatch.setenv("RINGSIDE_LOG_DIR", str(tmp_path))
    from scenes.crash import write_crash_log
    paths = {write_crash_log(RuntimeError(f"crash {i}")) for i in range(5)}
    assert len(paths) == 5 and None not in paths
    assert sorted(p.read_text().splitlines()[-1] for p in paths) == \
        [f"RuntimeError: crash {i}" for i in range(5)]


def returning_player(tmp_path) -> str:
    """A config folder of someone who has seen the first-launch tutorial offer, so the game
    opens on the menu (these tests patch the menu)."""
    folder = tmp_path / "config"
    folder.mkdir(exist_ok=True)
    (folder / "settings.json").write_text('{"tutorial_offered": true}', encoding="utf-8")
    return str(folder)


HANG = r"""
import os, sys
sys.path.insert(0, {root!r})
from scenes import app as A
from scenes.menus.menu import MenuScene
real = MenuScene.update
def update(self, dt):
    open({ready!r}, "w").close()
    while {hang}:
        pass
    real(self, dt)
MenuScene.update = update
sys.exit(A.run_game((640, 360)))
"""


@pytest.mark.slow
@pytest.mark.parametrize("hang", [False, True])
def test_sigterm_always_ends_the_game(tmp_path, hang):
    ready = tmp_path / "ready"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               RINGSIDE_SAVE_DIR=str(tmp_path / "saves"),
               RINGSIDE_CONFIG_DIR=returning_player(tmp_path), RINGSIDE_NO_FACE_HELPER="1")
    code = HANG.format(root=str(ROOT), ready=str(ready), hang=hang)
    proc = subprocess.Popen([sys.executable, "-c", code], env=env, cwd=ROOT)
    try:
        deadline = time.monotonic() + 60
        while not ready.exists():
            assert proc.poll() is None and time.monotonic() < deadline
            time.sleep(0.05)
        time.sleep(0.2)
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=15) == 128 + signal.SIGTERM
    finally:
        if proc.poll() is None:
            proc.kill()


def test_the_bounds_hold_for_every_verified_state(cat):
    from dataclasses import replace

    from game.match.bounds import MAX_HP, out_of_bounds
    m = play_out(Match(biggest_setup(6, ("greedy", "greedy")), cat), 6)
    assert out_of_bounds(m.state) is None and m.state.sides[0].max_hp <= MAX_HP
    s = m.state.clone()
    s.sides[0].hp = s.sides[0].max_hp + 1
    assert "HP" in out_of_bounds(s)
    s = m.state.clone()
    s.sides[1].momentum[0] = s.sides[1].caps[0] + 1
    assert "momentum" in out_of_bounds(s)
    s = m.state.clone()
    s.rules = replace(s.rules, turn_limit=s.turn - 1)
    assert "turn" in out_of_bounds(s)


def test_a_save_beyond_the_bounds_is_refused_untouched(cat, tmp_path, monkeypatch):
    """Card data that would push HP past what a screen can show makes the save refused, never
    drawn (here the bound is lowered instead of the cards raised)."""
    from game.match import bounds
    from game.store.match_file import rebuild
    big = play_out(Match(biggest_setup(7), cat), 7)
    path = save_match(big, tmp_path, "big")
    before = path.read_bytes()
    monkeypatch.setattr(bounds, "MAX_HP", big.state.sides[0].max_hp - 1)
    from game.store.codec import SaveError
    with pytest.raises(SaveError) as err:  # as a match save: no screen sets those seat fields
        restore(path, cat)
    assert "only a season match sets" in str(err.value)
    with pytest.raises(SaveError) as err:  # as a season's match is rebuilt: past the bounds
        rebuild(big.setup, [(e.command, e.events) for e in big.log], cat, "big.json")
    assert "maximum HP" in str(err.value) and "not loaded" in str(err.value)
    assert path.read_bytes() == before


STUCK_ON_QUIT = r"""
import sys
sys.path.insert(0, {root!r})
import pygame
from scenes import app as A
from scenes.menus.menu import MenuScene
def stuck(self):
    while True:
        pass
MenuScene.on_quit = stuck
real = MenuScene.update
def update(self, dt):
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    real(self, dt)
MenuScene.update = update
sys.exit(A.run_game((640, 360)))
"""


@pytest.mark.slow
def test_closing_the_window_ends_the_game_even_if_a_scene_hangs_saving(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               RINGSIDE_SAVE_DIR=str(tmp_path / "saves"),
               RINGSIDE_CONFIG_DIR=returning_player(tmp_path), RINGSIDE_NO_FACE_HELPER="1")
    proc = subprocess.Popen([sys.executable, "-c", STUCK_ON_QUIT.format(root=str(ROOT))],
                            env=env, cwd=ROOT)
    try:
        assert proc.wait(timeout=60) == 0
    finally:
        if proc.poll() is None:
            proc.kill()


def test_an_autosave_writes_into_the_folder_in_force_when_its_match_started(cat, tmp_path,
                                                                             monkeypatch):
    from game.match import Match
    from scenes.match.autosave import Autosaver
    first, later = tmp_path / "first", tmp_path / "later"
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(first))
    saver = Autosaver(None, "current-7")
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(later))  # e.g. the next test's folder
    saver.save(Match(MatchSetup(seed=7, match_type="normal", seats=[
        SeatSetup(superstar="kestrel_ortiz"), SeatSetup(superstar="mack_doyle")]), cat))
    assert saver.flush()
    assert (first / "current-7.json").exists()
    assert not (later / "current-7.json").exists()


def test_an_older_snapshot_never_lands_after_a_newer_one(cat, tmp_path, monkeypatch):
    """A flush that timed out on a slow disk can let the helper thread's older snapshot reach the
    lock after save_now's newer one: it is dropped, so the file keeps the longer match."""
    from game import store
    from game.match import Match, play_ai_turn
    from game.ai import ai_dice
    from scenes.match.autosave import Autosaver
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(tmp_path))
    match = Match(MatchSetup(seed=7, match_type="normal", seats=[
        SeatSetup(superstar="kestrel_ortiz"), SeatSetup(superstar="mack_doyle")]), cat)
    saver = Autosaver(None, "current-7")
    older = saver.take(match)
    for _ in range(3):
        seat = match.actor()
        play_ai_turn(match, seat, "greedy", ai_dice(7 + len(match.log), seat))
    newer = saver.take(match)
    assert saver._write(newer) is not None
    assert saver._write(older) == saver.last_path  # dropped, not written
    assert len(store.read_save(tmp_path / "current-7.json").log) == len(newer.log) > len(older.log)

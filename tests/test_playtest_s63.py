"""Session 63: what outside checks found (a replay's log read in the final state, ...)."""
from __future__ import annotations

import pytest

from game.match import Match, ReplayCursor, fold_states
from game.match import events as E
from game.match.autoplay import play_out
from game.match.setup import random_setup


@pytest.mark.slow
def test_a_counters_rule_reads_the_same_live_in_a_replay_and_opened_again(cat):
    """Greedy against Greedy, a Showdown at seed 4: Ruud Thorsen's Shove Off counters Sundown
    Flip by the page's own rule; read in the final state (his HP low by then) the replay and a
    match opened again said "from underneath", where the table had not."""
    from scenes.match.log_text import event_lines, events_entries, log_lines
    from scenes.match.replay import log_lines as replay_lines
    from scenes.season.text import key_moments
    m = Match(random_setup(cat, 4, "showdown", "greedy", "greedy"), cat)
    play_out(m, 4)
    states = fold_states(m.first_state, m.log)
    said = "Ruud Thorsen counters Sundown Flip with Shove Off!"
    entry = m.log[32]
    k = next(k for k, e in enumerate(entry.events) if type(e) is E.MoveCountered)
    assert [ln.text for ln in event_lines(entry.events, k, m.state)] == [said[:-1] +
                                                                         " from underneath!"]
    live = [ln.text for ln in events_entries(entry.events, states[33], states[32])]
    assert said in live  # as the table said it, the command's own state
    assert said in log_lines(m)
    assert said in [ln.text for lines in replay_lines(ReplayCursor(m)) for ln in lines]
    assert (said, entry.events[k].seat) in key_moments(m, limit=999)
    assert not any("from underneath" in t for t in log_lines(m)
                   if t.startswith("Ruud Thorsen counters Sundown Flip"))


@pytest.mark.slow
def test_the_career_tabs_say_how_many_matches_each_shows(tmp_path, monkeypatch):
    """Three of mine, two watched: the tabs read 'All matches (5)', 'Mine (3)', 'Watched AI
    (2)' under every filter (their key badges 1-3 alone were read as counts: session 62)."""
    from scene_helpers import frame, key
    import pygame
    from game.ai import stamped
    from game.lab.simulate import play_out as lab_play_out
    from game.store import career_history
    from game.store.match_file import save_match
    from scenes.app import App, Settings
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(tmp_path))
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    for seed, (a, b) in enumerate([("human", "easy")] * 3 + [("random", "random")] * 2):
        m = lab_play_out(Match(stamped(random_setup(app.cat, seed, "normal", a, b)), app.cat),
                         seed)
        save_match(m, tmp_path, f"m{seed}", f"2026-11-0{seed + 1}T10:00:00+00:00")
    assert career_history(tmp_path, "mine")["by_filter"] == {"all": 5, "mine": 3, "watched": 2}
    menu = app.reset("menu")
    frame(app)
    menu.career()
    for _ in range(50):
        frame(app)
        if app.stack.top.model is not None:
            break
    career = app.stack.top
    want = ["All matches (5)", "Mine (3)", "Watched AI (2)"]
    assert [b.label for b in career.filter_btns] == want
    key(app, pygame.K_2)
    frame(app)
    assert career.which == "mine" and career.model.matches == 3
    assert [b.label for b in career.filter_btns] == want


def test_an_injuring_drama_cards_target_says_when_it_would_do_nothing(cat):
    """A season's Injured Angle or Sneak Attack aimed at a wrestler already injured is offered
    and does nothing (one injury at a time): the target's button says so; an unhurt one, a
    Drama card that injures no one, say nothing more."""
    from types import SimpleNamespace
    from game.season import Season, ai_season_setup
    from scenes.season.actions import target_sub
    season = Season(ai_season_setup(cat.lib, 7, 3, 3, "greedy", False), cat)
    hub = SimpleNamespace(state=season.state, season=season)
    season.state.players[1].tapped[0] = True
    assert target_sub(hub, 1, "doctors_note").endswith(" \u00b7 already injured: no effect")
    assert target_sub(hub, 1, "tunnel_blindside").endswith(" \u00b7 already injured: no effect")
    assert target_sub(hub, 1, "personal_grudge").endswith(" \u00b7 injured")
    assert target_sub(hub, 1).endswith(" \u00b7 injured")
    assert "injured" not in target_sub(hub, 2, "doctors_note")
    season.state.players[2].move_cards, season.state.players[2].tapped = [], []
    assert target_sub(hub, 2, "doctors_note").endswith(" \u00b7 no Move card to tap out: no "
                                                       "effect")  # (as the season AI reads it)


@pytest.mark.parametrize("size", [(1000, 600), (1280, 720), (1920, 1080)])
def test_a_season_wrestlers_tier_stands_inside_their_box(size, monkeypatch):
    """At 1000x600 the tier ('Midcarder') stood under the wrestler's box, between it and
    Back; now beside the Rank when there is no room under it."""
    import pygame
    from game.season import rank_and_tier, starting_moves
    from scene_helpers import frame
    from scenes.app import App, Settings
    from scenes.season import setup as SS
    app = App(size, settings=Settings(ai_speed="fast"))
    scene = app.reset("season_setup")
    frame(app)
    drawn = []
    real = SS.W.draw_text

    def spy(surface, words, *args, **kw):
        rect = real(surface, words, *args, **kw)
        drawn.append((words, rect))
        return rect
    monkeypatch.setattr(SS.W, "draw_text", spy)
    scene.draw(pygame.Surface(size))
    for sl in scene.slots:
        moves = starting_moves(app.cat.lib, sl.star)
        tier = rank_and_tier(app.cat.lib, moves)[1]
        rects = [r for words, r in drawn if words == tier and sl.rect.colliderect(r)] or \
            [r for words, r in drawn if tier in words and sl.rect.colliderect(r)]
        assert rects, (tier, size)
        assert all(sl.rect.contains(r) for r in rects), (tier, rects, sl.rect)


def _unfinished(cat, controllers, commands: int = 15):
    """A match of these seats played for some commands (people's seats as Greedy), unfinished."""
    from game.ai import choose, decision_dice, stamped
    m = Match(stamped(random_setup(cat, 61, "normal", *controllers)), cat)
    for _ in range(commands):
        seat = m.actor()
        if seat is None:
            break
        level = m.controller(seat)
        level = "greedy" if level == "human" else level
        m.play(choose(level, m.state, seat, decision_dice(61, seat, m.state.actions)))
    assert m.state.over is None
    return m


@pytest.mark.slow
@pytest.mark.parametrize("controllers, secret", [(("human", "normal"), {1}),
                                                 (("easy", "human"), {0}),
                                                 (("human", "human"), {0, 1}),
                                                 (("greedy", "normal"), set())])
def test_a_replay_of_an_unfinished_match_keeps_hidden_hands_face_down(cat, tmp_path,
                                                                      controllers, secret):
    """The save attack of session 63: Replay on an unfinished match against the AI showed the
    AI's seven pages face up at turn 7 (then Continue played on knowing them); a pass-and-play
    match's both hands. A person's own hand shows; a finished match reveals both; V swaps."""
    import pygame
    from scene_helpers import frame, key
    from game.store.match_file import save_match
    from scenes.app import App, Settings
    m = _unfinished(cat, controllers)
    path = save_match(m, tmp_path, "unfinished")
    app = App((1280, 720), settings=Settings(ai_speed="fast", show_speed="instant"))
    scene = app.reset("replay", path)
    frame(app)
    assert scene.model.secret == secret
    for _ in range(2):  # both ways round (V)
        scene.seek(scene.cursor.length)
        frame(app)
        near = scene.model.near()
        assert scene.model.hand_face_up(near) == (near not in secret)
        assert scene.far_shown() == (1 - near not in secret)
        key(app, pygame.K_v)
        frame(app)
    finished = _unfinished(cat, controllers, 5)
    from game.match.autoplay import play_out
    play_out(finished, 61)
    scene = app.reset("replay", save_match(finished, tmp_path, "finished"))
    frame(app)
    assert scene.model.secret == frozenset()


@pytest.mark.slow
def test_a_seed_typed_again_never_writes_over_a_saved_season(tmp_path, monkeypatch):
    """Session 63's save attack: a new season of seed 7 beside season-7.json wrote over it at
    once ('Your other seasons stay saved', it said). It goes into season-7-2.json; each season,
    opened again, goes on in its own file."""
    from test_season_scenes import start_season
    from scene_helpers import frame
    from game import store
    from scenes.app import App, Settings
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(tmp_path))
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    first = start_season(app, ["greedy", "easy"], "7", weeks=2)
    for _ in range(30):
        frame(app, 0.1, draw=False)
    old = tmp_path / "season-7.json"
    assert first.season_file == old and old.is_file()
    played = len(first.season.log)
    second = start_season(app, ["easy", "greedy"], "7", weeks=2)  # (the first saved as it left)
    assert second.season_file == tmp_path / "season-7-2.json"
    kept = store.open_season(old, app.cat)
    assert [p.controller for p in kept.setup.players] == ["greedy", "easy"]
    assert len(kept.log) >= played
    before = old.read_bytes()
    for _ in range(30):
        frame(app, 0.1, draw=False)
    second.save()
    assert old.read_bytes() == before and second.season_file.is_file()
    again = store.open_season(second.season_file, app.cat)  # opened again: its own file
    hub = app.reset("season", again, path=second.season_file)
    assert hub.save() == second.season_file and old.read_bytes() == before


@pytest.mark.slow
def test_a_seed_typed_again_never_writes_over_a_saved_match(cat, tmp_path, monkeypatch):
    """An unfinished match's current-61.json was gone after four autosaves of a new match of
    seed 61; the new one saves as current-61-2 (a match opened again goes on in its file)."""
    from scene_helpers import frame
    from game.store.match_file import save_match
    from scenes.app import App, Settings
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(tmp_path))
    old = save_match(_unfinished(cat, ("human", "normal")), tmp_path, "current-61")
    before = old.read_bytes()
    app = App((1280, 720), settings=Settings(ai_speed="fast", show_speed="instant"))
    scene = app.reset("match", random_setup(cat, 61, "normal", "greedy", "greedy"))
    assert scene.autosaver.name == "current-61-2"
    for _ in range(300):
        frame(app, 1 / 30, draw=False)
    scene.autosaver.flush()
    assert len(scene.match.log) > 4 and (tmp_path / "current-61-2.json").is_file()
    assert old.read_bytes() == before
    from game import store
    resumed = app.reset("match", scene.match.setup, match=store.open_match(old, cat),
                        save_name=old.stem)
    assert resumed.autosaver.name == "current-61"


OPEN_THEN_WAIT = r"""
import os, sys
sys.path.insert(0, {root!r})
from scenes import app as A
from scenes.menus.menu import MenuScene
from scenes.menus.load import newest_loadable, open_save
real = MenuScene.update
def update(self, dt):
    real(self, dt)
    if getattr(self.app, "opened", False):
        return
    self.app.opened = True
    open_save(self.app, newest_loadable(self.app.cat.lib))
MenuScene.update = update
real_step = A.App.step
def step(self, dt):
    out = real_step(self, dt)
    if self.trial is not None and self.trial[1] >= {frames}:
        open({ready!r}, "w").close()
    return out
A.App.step = step
sys.exit(A.run_game((640, 360)))
"""


@pytest.mark.slow
def test_a_logout_while_a_save_opens_keeps_it_once_shown(cat, tmp_path):
    """Session 63's save attack: SIGTERM (a logout, a shutdown) in the first half second after
    opening a good save left its mark, and the next start set it aside for good. Once the
    save has been shown a frame the game still answering says it opened fine (before its
    first frame the mark stays: a save that hangs the game is not offered again)."""
    import os
    import signal
    import subprocess
    import sys
    import time
    from pathlib import Path
    from game.lab.simulate import play_out as lab_play_out
    from game.store.match_file import save_match
    root = Path(__file__).resolve().parent.parent
    saves, config = tmp_path / "saves", tmp_path / "config"
    config.mkdir()
    (config / "settings.json").write_text('{"tutorial_offered": true}', encoding="utf-8")
    m = Match(random_setup(cat, 5, "normal", "human", "greedy"), cat)
    for _ in range(6):
        m.play(m.legal(m.actor())[0])
    save_match(m, saves, "bout")
    ready = tmp_path / "ready"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               RINGSIDE_SAVE_DIR=str(saves), RINGSIDE_CONFIG_DIR=str(config),
               RINGSIDE_NO_FACE_HELPER="1")
    code = OPEN_THEN_WAIT.format(root=str(root), ready=str(ready), frames=3)
    proc = subprocess.Popen([sys.executable, "-c", code], env=env, cwd=root)
    try:
        deadline = time.monotonic() + 90
        while not ready.exists():
            assert proc.poll() is None and time.monotonic() < deadline
            time.sleep(0.02)
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=20) == 128 + signal.SIGTERM
    finally:
        if proc.poll() is None:
            proc.kill()
    assert not (saves / ".opening").exists()
    assert (saves / "bout.json").exists()


def test_a_stop_before_a_saves_first_frame_keeps_its_mark(tmp_path, monkeypatch):
    """scenes.trial.stopped: a save not yet shown, or whose last frame was long ago (a hung
    frame: the handler runs in it), stays on trial (its mark sets it aside at the next
    start); shown a frame just now, it is trusted."""
    from types import SimpleNamespace
    from scenes import trial
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(tmp_path))
    (tmp_path / "bout.json").write_text("{}", encoding="utf-8")
    app = SimpleNamespace(trial=None)
    trial.begin(app, tmp_path / "bout.json")
    trial.stopped(app)
    assert app.trial is not None and (tmp_path / ".opening").exists()
    trial.frame(app)
    app.trial[2] -= trial.ANSWERING + 1  # its last frame long ago: a hung frame
    trial.stopped(app)
    assert app.trial is not None and (tmp_path / ".opening").exists()
    trial.frame(app)
    trial.stopped(app)
    assert app.trial is None and not (tmp_path / ".opening").exists()


@pytest.mark.parametrize("raw", [b'{"mute": true, "window": "1600x900",}',
                                 b'{"mute": true, "online_name": "Jos\xe9"}', b"[1, 2]"])
def test_a_damaged_settings_file_is_kept_aside_not_written_over(tmp_path, monkeypatch, raw):
    """A trailing comma, a Latin-1 byte, not an object: the game used the defaults and wrote
    them over the file in its first frame. Now the file is kept as settings.json.damaged and
    the toast says so."""
    from scenes.app import App
    from scenes.ui import prefs
    monkeypatch.setenv("RINGSIDE_CONFIG_DIR", str(tmp_path))
    path = tmp_path / "settings.json"
    path.write_bytes(raw)
    app = App((1280, 720))
    app.save_settings()
    assert (tmp_path / "settings.json.damaged").read_bytes() == raw
    assert "kept as settings.json.damaged" in app.toasts.latest()
    assert prefs.load_settings()[1] is None  # the defaults written since read fine


def test_settings_read_through_a_bom_and_keep_a_newer_games_keys(tmp_path, monkeypatch):
    """A BOM (Notepad) read as damaged; keys a newer version wrote were dropped on the next
    save."""
    import json
    from scenes.ui import prefs
    monkeypatch.setenv("RINGSIDE_CONFIG_DIR", str(tmp_path))
    path = tmp_path / "settings.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"mute": True, "from_the_future": [1, 2],
                                                   "tutorial_offered": True}).encode())
    settings, problem = prefs.load_settings()
    assert problem is None and settings.mute and settings.tutorial_offered
    settings.mute = False
    assert prefs.save_settings(settings) is None
    back = json.loads(path.read_text(encoding="utf-8"))
    assert back["from_the_future"] == [1, 2] and back["mute"] is False


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"), reason="no FIFOs here")
def test_a_fifo_named_like_a_save_hangs_neither_the_career_nor_replay(tmp_path):
    """A FIFO named f.json: `history` and `replay --verify` waited on it forever (the save's
    kind was read with a plain open()); now it is a file that can't be read."""
    import os
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parent.parent
    os.mkfifo(tmp_path / "f.json")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run([sys.executable, str(root / "main.py"), "history", "--save-dir",
                          str(tmp_path)], env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and "could not be read" in out.stdout
    out = subprocess.run([sys.executable, str(root / "main.py"), "replay",
                          str(tmp_path / "f.json"), "--verify"], env=env, capture_output=True,
                         text=True, timeout=120)
    assert "not a file" in out.stdout + out.stderr


def test_copies_of_one_match_or_season_count_once_in_the_career(cat, tmp_path):
    """Session 63's save attack: ten copies of one win, each with Hard's budget changed in
    its AI record (a Greedy foe: the same commands), made a 10-0 career; four copies of a
    season file took its matches from 6 to 30. Who played and the AI's record change no
    command's events: a copy is still the same match."""
    import shutil
    from game.ai import stamped
    from game.lab.simulate import play_out as lab_play_out
    from game.season import Season, SeasonPlayer, SeasonSetup, play_ai_season
    from game.store import career_history
    from game.store.match_file import save_match
    from game.store.season_file import save_season
    base = stamped(random_setup(cat, 70, "normal", "human", "greedy"))
    won = lab_play_out(Match(base, cat), 70)
    for k in range(4):
        setup = base.model_copy(update={"ai": base.ai.model_copy(
            update={"hard_playouts": 100 + k})})
        copy = Match(setup, cat)
        for entry in won.log[1:]:
            copy.play(entry.command)
        assert [e.events for e in copy.log] == [e.events for e in won.log]
        save_match(copy, tmp_path, f"win-{k}", f"2026-11-0{k + 1}T10:00:00+00:00")
    season = Season(SeasonSetup(seed=3, weeks=2, players=[
        SeasonPlayer(superstar="kestrel_ortiz", controller="human"),
        SeasonPlayer(superstar="mack_doyle", controller="greedy")]), cat)
    save_season(play_ai_season(season), tmp_path / "season-3.json", "2026-11-09T10:00:00+00:00")
    one = career_history(tmp_path, "mine", cat=cat)
    for k in range(3):
        shutil.copy(tmp_path / "season-3.json", tmp_path / f"season-3-copy{k}.json")
    got = career_history(tmp_path, "mine", cat=cat)
    assert got["matches"] == one["matches"] == 1 + len(season.state.results)
    assert got["copies"] == 3 + 3 * len(season.state.results)


def test_a_verdict_written_without_this_installations_key_counts_nothing(cat, tmp_path):
    """Session 63's save attack: a made-up win plus a hand-written "verified" entry (keyed by
    the file's sha256, as the cache was) made the career count it. The cache is keyed with
    this installation's own key (in the config folder): such an entry, or one another game
    wrote, is no verdict; the save is re-decided and refused."""
    import hashlib
    import hmac
    import json
    from test_save_trust import bell_then_you_win
    from game.match.rules import EDITION
    from game.store import career_history
    from game.store import verdicts as V
    from game.store.version import game_version
    (path,) = bell_then_you_win(cat, tmp_path, 1)
    data = path.read_bytes()
    tail = f":{game_version()}:{EDITION}:{cat.digest}"
    forged = [hashlib.sha256(data).hexdigest() + tail,
              hmac.new(b"another installation's key", data, hashlib.sha256).hexdigest() + tail]
    for key in forged:
        V.forget()
        (tmp_path / V.CACHE_NAME).write_text(json.dumps(
            {"format": "ringside-verdicts", "verdicts": {key: [True, "", path.name]}}))
        got = career_history(tmp_path, "mine", cat=cat)
        assert got["matches"] == 0 and [r["name"] for r in got["refused"]] == [path.stem]
    assert V.key_of(data, cat.digest) not in forged


def test_playbook_names_with_a_control_character_are_refused_and_other_scripts_kept_apart(
        tmp_path):
    """Session 63's save attack: one control character passed as the name's non-space (ESC
    reached the terminal through `playbook list`); every name with no Latin letter or digit
    was saved as playbook.json, so 中国 was refused beside 日本."""
    from game.library import load_library
    from game.library.playbook import starter_pages
    from game.library.playbook_file import (PlaybookError, import_playbook, make,
                                            save_playbook, stored_playbooks, to_text)
    lib = load_library()
    pages = starter_pages(lib, lib.superstars["ada_quill"].playbook)
    for bad in ("Big\x1bMen", "\x1b", "x\x85y"):
        with pytest.raises(Exception):
            make(bad, "ada_quill", pages)
    folder = tmp_path / "books"
    save_playbook(make("日本", "ada_quill", pages), lib, folder)
    shared = tmp_path / "shared.json"
    shared.write_text(to_text(make("中国", "ada_quill", pages)), encoding="utf-8")
    import_playbook(shared, lib, folder)
    assert sorted(s.playbook.name for s in stored_playbooks(lib, folder)) == ["中国", "日本"]
    with pytest.raises(PlaybookError):  # the same name twice is still one name
        import_playbook(shared, lib, folder)


@pytest.mark.parametrize("named, held, words", [
    (1, 0, "is named once but the playbook does not hold it"),
    (2, 1, "is named 2 times but the playbook holds only 1")])
def test_a_leadoff_page_the_playbook_lacks_is_said_plainly(named, held, words):
    """'is named 1 times but the playbook holds it' meant the opposite of what it said."""
    from game.library import load_library
    from game.library.playbook import leadoff_problems
    lib = load_library()
    pid = sorted(lib.pages)[0]
    pages = [pid] * held + [p for p in sorted(lib.pages)[1:41]][:40 - held]
    (said,) = leadoff_problems(pages, [pid] * named, lib)
    assert words in said


def test_a_save_from_a_newer_version_names_only_a_version_that_reads_as_one(tmp_path, cat):
    """A forged game_version (our own, or any text) was echoed: 'made by a newer version of
    Ringside (Ringside 0.1.0, ...); this game, Ringside 0.1.0'; a long SaveError is cut."""
    import json
    from game.store import SaveError, save_match
    from game.store.codec import MAX_MESSAGE
    from game.store.match_file import restore
    from game.store.version import game_version
    path = save_match(Match(random_setup(cat, 3, "normal", "human", "human"), cat), tmp_path,
                      "m")
    doc = json.loads(path.read_text(encoding="utf-8"))
    for made_by, named in ((game_version(), False), ("9.0.0", True), ("x" * 80, False),
                           ("rm -rf /; echo", False)):
        doc.update(version=99, game_version=made_by)
        path.write_text(json.dumps(doc), encoding="utf-8")
        with pytest.raises(SaveError) as err:
            restore(path, cat)
        assert (f"(Ringside {made_by}, save version 99)" in err.value.message) == named
        assert "(save version 99)" in err.value.message or named
    assert len(SaveError("x" * 20_000).message) == MAX_MESSAGE


def _last_count_table(page_id: str):
    """A person's Superstar on their last count outside, a page in hand (an AI foe outside)."""
    from conftest import plain_match, set_control, set_hand, set_position
    from game.match.chances import countout_limit
    from scene_helpers import frame
    from scenes.app import App, Settings
    m = plain_match("hardcore")
    seats = [m.setup.seats[0], m.setup.seats[1].model_copy(update={"controller": "greedy"})]
    m.setup = m.setup.model_copy(update={"seats": seats})
    limit = countout_limit(m.state)
    set_position(m.state, 0, at_ringside=True, ringside_turns=limit)
    set_position(m.state, 1, at_ringside=True)
    set_control(m.state, 0)
    set_hand(m.state, 0, [page_id])
    app = App((1280, 720), settings=Settings(ai_speed="fast", show_speed="instant"))
    app.autosave = False
    scene = app.reset("match", m.setup, match=m)
    frame(app)
    return app, scene


@pytest.mark.slow
@pytest.mark.parametrize("how", ["page", "pass"])
def test_a_press_that_loses_by_count_out_asks_for_a_second(how):
    """Session 63's newcomer: three number keys in a row on the last count outside lost the
    match on turn 11; Crowd Chant played on "Last count!" lost it at once. The first press
    only says what it would do (the page wears COUNT-OUT); a second press goes ahead."""
    import pygame
    from scene_helpers import frame, key
    app, scene = _last_count_table("gym_rat")
    slot = scene.model.hand[0]
    assert slot.danger and slot.reason is None
    press = (lambda: key(app, pygame.K_1)) if how == "page" else \
        (lambda: key(app, pygame.K_p))
    before = len(scene.match.log)
    press()
    frame(app)
    assert scene.state.over is None and len(scene.match.log) == before
    said = app.toasts.latest()
    assert "you will be counted out and lose" in said and "press again" in said
    press()
    for _ in range(30):
        frame(app)
    assert scene.state.over is not None and scene.state.over.how == "countout"


def test_the_bells_line_names_whose_points_are_whose(cat):
    """'Mack Doyle wins by count-out on turn 43. Points 9-17.' read as the winner scoring 9
    (the points were in corner order): each is named now."""
    from scenes.match.log_text import event_entry
    m = Match(random_setup(cat, 4, "normal", "greedy", "greedy"), cat)
    play_out(m, 4)
    ended = next(e for e in m.log[-1].events if type(e) is E.MatchEnded)
    assert event_entry(ended, m.state).text == "DING DING DING! Ruud Thorsen wins by pinfall " \
        "on turn 42. Points: Ruud Thorsen 17, Kestrel Ortiz 14."


@pytest.mark.parametrize("hp, short, long", [
    (0, "61%: foe at 0 HP", "61%: they are down at 0 HP"),
    (4, "41%: foe HP a tenth or less", "41%: they are at a tenth of their HP or less"),
    (5, "21%: foe under a fourth HP", "21%: they are under a fourth of their HP"),
    (9, "21%: foe under a fourth HP", "21%: they are under a fourth of their HP")])
def test_the_pin_buttons_reason_says_how_low_the_foe_is(hp, short, long):
    """'80%: HP over a tenth' read as a reason against the pin: where the HP term lifts the
    chance, the button says how low the foe is (Normal's lines: +20 under a fourth and over a
    tenth, +40 at a tenth or less, +60 at 0)."""
    from conftest import plain_match, set_hp
    from game.match.pin_line import pin_reason
    s = plain_match("normal").state
    set_hp(s, 1, hp, 40)
    assert (pin_reason(s, 0, True), pin_reason(s, 0)) == (short, long)


def test_a_takedown_of_a_type_that_mostly_needs_the_foe_down_says_it_needs_them_standing(cat):
    """Widow's Wring, a Victim Below move, needs the foe on their feet (it takes them down);
    its face and the browser said nothing, and a newcomer read it as a move on a downed foe.
    A Defensive page of the type (it only counters) says nothing of it."""
    from game.library import page_rules
    from sprites.card_face import _paragraphs
    lib = cat.lib
    for pid in ("widows_wring", "snapmare", "hammerlock_slam"):
        assert page_rules(lib.pages[pid]).startswith("Foe must be standing.")
        assert _paragraphs(lib.pages[pid])[0][0] == "Foe must be standing."
    assert "standing" not in page_rules(lib.pages["roll_through"])
    assert not page_rules(lib.pages["jab_flurry"]).startswith("Foe must")  # the usual: unsaid


def test_a_newer_versions_settings_are_kept_only_when_small_and_plain(tmp_path, monkeypatch):
    """The review of session 63: an unknown key 300 levels deep made every settings save raise
    (the first launch's tutorial offer saves at once: a crash); 40,000 numbers grew the file
    past its bound when written back, and the next start lost every setting. Such keys are
    dropped; a second damaged file never replaces the first one kept; a file too large is
    kept aside too."""
    import json
    from scenes.ui import prefs
    monkeypatch.setenv("RINGSIDE_CONFIG_DIR", str(tmp_path))
    path = tmp_path / "settings.json"
    deep = json.loads("[" * 300 + "]" * 300)
    path.write_text(json.dumps({"mute": True, "deep": deep, "big": [0] * 40_000,
                                "small": {"a": [1, 2]}}), encoding="utf-8")
    settings, problem = prefs.load_settings()
    assert settings.mute and "deep (too large to keep), big (too large to keep)" in problem
    assert "kept as settings.json.damaged" in problem  # (session 66: said, and copied first)
    assert prefs.save_settings(settings) is None
    back = json.loads(path.read_text(encoding="utf-8"))
    assert back["small"] == {"a": [1, 2]} and "deep" not in back and "big" not in back
    assert "deep" in json.loads((tmp_path / "settings.json.damaged").read_text())
    (tmp_path / "settings.json.damaged").unlink()
    for n, raw in enumerate((b"{1", b"{2")):
        path.write_bytes(raw)
        assert prefs.load_settings()[1].endswith(
            "(kept as settings.json.damaged)" if n == 0 else
            "(kept as settings.json.damaged-2)")
    assert (tmp_path / "settings.json.damaged").read_bytes() == b"{1"
    path.write_bytes(b" " * (prefs.MAX_BYTES + 1))
    assert "too large (kept as settings.json.damaged-3)" in prefs.load_settings()[1]


def test_an_old_emergency_copy_never_replaces_another_match_of_its_seed(cat, tmp_path,
                                                                        monkeypatch):
    """The review of session 63: resuming an older version's emergency-8 wrote it into
    current-8 when that held a shorter unfinished match, which (a seed typed again now saves
    as current-8-2, and a person may type it) can be another match: it goes on under its
    own name then."""
    from scene_helpers import setup_of
    from game import store
    from scenes.app import App, Settings
    from scenes.menus.load import open_save, scan_saves
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(tmp_path))
    other = Match(setup_of(8, ("human", "greedy"), stars=("nadia_vise", "ruud_thorsen")), cat)
    other.play(other.legal(other.actor())[0])
    store.write_match(other, "current-8")
    before = (tmp_path / "current-8.json").read_bytes()
    mine = Match(setup_of(8, ("human", "greedy")), cat)
    for _ in range(3):
        mine.play(mine.legal(mine.actor())[0])
    store.write_match(mine, "emergency-8")
    app = App((1280, 720), settings=Settings(ai_speed="fast", tutorial_offered=True))
    app.push("menu")
    row = next(r for r in scan_saves() if r.path.name == "emergency-8.json")
    assert open_save(app, row) is None
    assert app.stack.top.autosaver.name == "emergency-8"
    assert (tmp_path / "current-8.json").read_bytes() == before


def test_a_key_file_of_the_wrong_size_is_made_again(tmp_path, monkeypatch):
    """A verdicts.key cut short was never replaced: every run used a throwaway key and
    checked every save again."""
    from game.store import secret
    monkeypatch.setenv("RINGSIDE_CONFIG_DIR", str(tmp_path))
    (tmp_path / secret.KEY_FILE).write_bytes(b"short")
    secret.forget()
    try:
        key = secret.verdict_key()
        assert len(key) == secret.KEY_BYTES
        assert (tmp_path / secret.KEY_FILE).read_bytes() == key
        secret.forget()
        assert secret.verdict_key() == key  # the next run reads the same one
    finally:
        secret.forget()


def test_the_card_audits_words_say_what_the_engine_does(cat):
    """Session 63's card audit: 'Play at ringside.' on moves that need only the foe out there;
    'Each warning gives the foe Crowd Support' where one foul's warnings give one; Broadcast
    Monitor's hover without 'at ringside'; 'Cure one of your Statuses.' (the oldest goes);
    'Start with 2 Strength.' (2 more than the Superstar's own); Trainer's Room's '+6 HP' (its
    maximum too); and Apron Shove on a foe already outside said nothing of doing nothing."""
    from conftest import plain_match, set_hand, set_position
    from game.library import describe_bonus, describe_referee, drama_rules, keyword_help
    from game.library import page_rules
    from game.match import page_needs
    from scenes.match.facts import page_note
    lib = cat.lib
    assert page_rules(lib.pages["post_arm_whip"]).startswith("Foe must be at ringside.")
    ref = next(p.referee for p in lib.pages.values() if p.referee is not None
               and p.referee.crowd_on_foul)
    assert "Each foul warned gives the foe Crowd Support" in describe_referee(ref)
    s = plain_match("showdown").state
    assert page_needs(s.rules, lib.pages["broadcast_monitor"]) == \
        "Needs the foe in the same place as you, at ringside."
    cure = next(p for p in lib.pages.values() if any(e.do == "cure" for e in p.effects))
    assert "Cure your oldest Status." in page_rules(cure)
    strength = next(m for m in lib.move_cards.values() if m.bonus.kind == "start_momentum")
    assert describe_bonus(strength.bonus).startswith("Start with an extra ")
    assert drama_rules(lib.drama["trainers_room"]) == "+6 HP and +6 maximum HP at the bell."
    assert "A distracted one leaves play" in keyword_help("referee")
    m = plain_match("hardcore")
    st = m.state
    set_position(st, 0, at_ringside=True)
    set_position(st, 1, at_ringside=True)
    (page,) = set_hand(st, 0, ["apron_shove"])
    assert page_note(st, 0, page) == ("Foe outside already", "Your foe is outside already: "
                                      "Apron Shove throws no one out.")


def dead_hand_table():
    """(app, scene, state): seat 0 in control at 1280x720 with a hand of 3 pages none of which
    can be played, the foe at 5 HP (a pin with a chance: session 72)."""
    from conftest import under_way
    from scene_helpers import setup_of, until_seat_zero_acts
    from game.match.legal import play_blocker
    from scenes.app import App, Settings
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    scene = until_seat_zero_acts(app, app.reset("match", setup_of(5, ("human", "greedy"))))
    st = scene.match.state
    under_way(st)
    me = st.sides[0]
    pool = me.hand + me.playbook
    me.hand = [p for p in pool if play_blocker(st, 0, p, paying=False)][:3]
    me.playbook = [p for p in pool if p not in me.hand]
    st.sides[1].hp = 5
    return app, scene, st


def test_a_dead_hand_in_the_ring_is_told_the_pin_too():
    """'nothing in your hand can be played. Pass (P) for a fresh hand' while the Pin stood at
    43% (session 63's second play-test): the Pin is named when it may be pressed, and the line
    fits the prompt at 1280x720 whatever the name."""
    from game.match.legal import dead_hand, pin_blocker
    from scenes.match.log_text import short_name
    from scenes.match.prompt_line import prompt_rect
    from scenes.ui import widgets as W
    app, scene, st = dead_hand_table()
    me = st.sides[0]
    assert len(me.hand) == 3 and dead_hand(st, 0) and pin_blocker(st, 0) is None
    scene.refresh()
    assert scene.model.pin_chance(0) > 0
    words, _ = scene.model.prompt()
    assert words.endswith("nothing in your hand can be played. Pin (N) or Pass (P) for a "
                          "fresh hand"), words
    L, who = scene.L, scene.model.short(0)
    for star in app.cat.lib.superstars.values():
        line = words.replace(who, short_name(star.name), 1)
        room = prompt_rect(L, line, 1.0).w - round(20 * L.s)
        assert W.text_width(line, round(15 * L.s), True) <= room, line
    app.stack.scenes.clear()


def test_how_to_plays_body_figure_shows_the_move_beside_it(cat):
    """How to play's Moves page showed Giant Boot (5 to the head) beside a body figure with 3
    on the head and 7 on the legs: the figure's head carries the boot's damage."""
    from game.tutorial.howto import PAGES
    page = next(p for p in PAGES if p.id == "moves")
    (_, pid), (_, body) = page.pictures
    card = cat.lib.pages[pid]
    assert body[card.target] == card.damage

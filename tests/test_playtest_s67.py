"""Session 67: what outside checks found (the saves attacked again, the rules audited again,
newcomers at the table)."""
from __future__ import annotations

import os
import shutil

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.match import Match, MatchSetup, SeatSetup, play_ai_turn  # noqa: E402


@pytest.fixture()
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(tmp_path / "saves"))
    monkeypatch.setenv("RINGSIDE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("RINGSIDE_LOG_DIR", str(tmp_path / "logs"))
    from scenes.app import App, Settings
    a = App((1280, 720), settings=Settings(ai_speed="fast", tutorial_offered=True))
    a.persist_settings = False
    yield a
    a.stack.scenes.clear()


def _setup(seed: int = 7) -> MatchSetup:
    return MatchSetup(seed=seed, match_type="normal", seats=[
        SeatSetup(superstar="kestrel_ortiz", controller="human"),
        SeatSetup(superstar="mack_doyle", controller="greedy")])


def _played(cat, commands: int | None, seed: int = 7) -> Match:
    """A person's match against Greedy, both seats played by Greedy: `commands` of them, or to
    its end (None)."""
    from game.ai import ai_dice
    match = Match(_setup(seed), cat)
    for _ in range(commands if commands is not None else 3000):
        seat = match.actor()
        if seat is None:
            break
        play_ai_turn(match, seat, "greedy", ai_dice(seed + len(match.log), seat))
    return match


def _block(folder) -> None:
    """A full disk, as far as a save can tell: a file where the save folder must be."""
    shutil.rmtree(folder, ignore_errors=True)
    folder.write_text("full")


def _unblock(folder) -> None:
    folder.unlink()


def _seconds(app, seconds: float) -> None:
    for _ in range(int(seconds / 0.1) + 1):
        app.update(0.1)


def test_a_match_not_saved_at_the_bell_says_so_and_is_saved_once_there_is_room(app, cat,
                                                                                tmp_path):
    """A full disk at the bell: the finished match was never written and nothing said so
    (Continue reopened an old unfinished copy). Now the toast says it, and the game tries again
    every few seconds until it is saved, whatever screen is up."""
    from game import store
    from scenes.match.autosave import RETRY_EVERY
    saves = tmp_path / "saves"
    match = _played(cat, None)
    assert match.over
    scene = app.reset("match", match.setup, match=match, save_name="current-7")
    scene.autosaver.enabled = True
    _block(saves)
    scene.finish()
    said = " ".join(t.text for t in app.toasts.items)
    assert "not saved" in said and "tries again" in said
    assert type(app.stack.top).__name__ == "ResultsScene"
    _seconds(app, RETRY_EVERY * 2)
    assert not saves.is_dir()  # (still full: still trying)
    _unblock(saves)
    _seconds(app, RETRY_EVERY + 0.5)
    kept = store.read_save(saves / "current-7.json")
    assert len(kept.log) == len(match.log) and kept.summary["over"]
    assert "saved now" in app.toasts.items[-1].text
    assert not app.background  # (saved: no more tries)


def test_save_and_quit_that_fails_keeps_the_match_open_once(app, cat, tmp_path):
    """Save & Quit on a full disk went to the menu with nothing said, leaving the older autosave
    for Continue: now it stays at the table and says why; a second Save & Quit leaves, and the
    game goes on trying until the match is saved."""
    from game import store
    from scenes.match.autosave import RETRY_EVERY
    saves = tmp_path / "saves"
    match = _played(cat, 12)
    assert not match.over
    scene = app.reset("match", match.setup, match=match, save_name="current-7")
    scene.autosaver.enabled = True
    _block(saves)
    scene.save_and_quit()
    assert app.stack.top is scene
    assert "stays open" in app.toasts.items[-1].text and app.toasts.items[-1].kind == "error"
    scene.save_and_quit()
    assert type(app.stack.top).__name__ == "MenuScene"
    assert "Still not saved" in app.toasts.items[-1].text
    _unblock(saves)
    _seconds(app, RETRY_EVERY + 0.5)
    assert len(store.read_save(saves / "current-7.json").log) == len(match.log)


def test_save_and_quit_that_saves_leaves_at_once(app, cat, tmp_path):
    match = _played(cat, 12)
    scene = app.reset("match", match.setup, match=match, save_name="current-7")
    scene.autosaver.enabled = True
    scene.save_and_quit()
    assert type(app.stack.top).__name__ == "MenuScene"
    assert (tmp_path / "saves" / "current-7.json").is_file()


def _other_window_writes(path, cat, match) -> bytes:
    """Another process saves this match (the store's own write, then renamed in as another
    process's would be: this process's record of its writes does not see it)."""
    from game import store
    aside = path.parent / "elsewhere"
    aside.mkdir(exist_ok=True)
    store.write_match(match, path.stem, "", aside)
    os.replace(aside / path.name, path)
    return path.read_bytes()


def test_one_save_continued_in_two_windows_never_writes_over_the_others(cat, tmp_path,
                                                                        monkeypatch):
    """Two windows pressed Continue on one save; one played it to the bell, the other played on
    and saved over it: the finished match and all three backups were gone. A window whose file
    another wrote since goes on under a name of its own."""
    from game import store
    from scenes.match.autosave import Autosaver
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(tmp_path))
    start = _played(cat, 4)
    path = store.write_match(start, "current-7", "", tmp_path)
    mine = Autosaver(None, "current-7")  # this window opened it
    finished = _played(cat, None)
    theirs = _other_window_writes(path, cat, finished)
    ours = _played(cat, 9)
    written = mine.save_now(ours)
    assert written == tmp_path / "current-7-2.json" and mine.name == "current-7-2"
    assert path.read_bytes() == theirs and store.read_save(path).summary["over"]
    assert len(store.read_save(written).log) == len(ours.log)
    assert mine.save_now(_played(cat, 10)) == written  # (its own file from then on)
    assert path.read_bytes() == theirs


def test_a_window_saving_its_own_file_again_stays_in_it(cat, tmp_path, monkeypatch):
    from game import store
    from scenes.match.autosave import Autosaver
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(tmp_path))
    store.write_match(_played(cat, 4), "current-7", "", tmp_path)
    mine = Autosaver(None, "current-7")
    for n in (5, 6, 7):
        assert mine.save_now(_played(cat, n)) == tmp_path / "current-7.json"
    later = Autosaver(None, "current-7")  # (the same window opening it again: Continue)
    mine.save_now(_played(cat, 8))  # (the last table's late write, this same process)
    assert later.save_now(_played(cat, 9)) == tmp_path / "current-7.json"


def test_two_new_matches_of_one_seed_get_two_files(cat, tmp_path, monkeypatch):
    """Two windows starting a match on the same seed both took the free name current-7."""
    from scenes.match.autosave import Autosaver
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(tmp_path))
    here = Autosaver(None, "current-7")
    there = Autosaver(None, "current-7")
    _other_window_writes(tmp_path / "current-7.json", cat, _played(cat, 3))
    assert there.name == "current-7" and here.save_now(_played(cat, 5)).name == "current-7-2.json"


def _season_hub(app, tmp_path):
    from test_season_scenes import start_season
    from scene_helpers import frame
    hub = start_season(app, ["greedy", "easy"], "7", weeks=2)
    for _ in range(20):
        frame(app, 0.1, draw=False)
    assert hub.season_file == tmp_path / "saves" / "season-7.json"
    return hub


def test_one_season_continued_in_two_windows_never_writes_over_the_others(app, cat, tmp_path):
    from game import store
    hub = _season_hub(app, tmp_path)
    path = hub.season_file
    theirs = path.parent / "elsewhere.json"
    store.write_season(hub.season, theirs)
    os.replace(theirs, path)  # (another window's save of it)
    before = path.read_bytes()
    mine = hub.save()
    assert mine == path.parent / "season-7-2.json" and hub.season_file == mine
    assert path.read_bytes() == before
    assert "Another window saved this season" in app.toasts.items[-1].text
    assert hub.save() == mine and path.read_bytes() == before


def test_leaving_a_season_that_can_not_be_saved_keeps_it_open_once(app, cat, tmp_path):
    hub = _season_hub(app, tmp_path)
    saves = tmp_path / "saves"
    shutil.rmtree(saves)
    saves.write_text("full")
    hub.to_menu()
    assert app.stack.top is hub
    assert "stays open" in app.toasts.items[-1].text
    hub.to_menu()
    assert type(app.stack.top).__name__ == "MenuScene"

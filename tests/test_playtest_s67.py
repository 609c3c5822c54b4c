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


def _waiting_at_the_bell(app, cat, saves):
    """A finished match whose save failed at the bell (a full disk), the disk then freed: the
    match, waiting for its next try."""
    match = _played(cat, None)
    scene = app.reset("match", match.setup, match=match, save_name="current-7")
    scene.autosaver.enabled = True
    _block(saves)
    scene.finish()
    _unblock(saves)
    return match


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


def test_the_dq_roll_explained_says_no_referee_changes_it(cat):
    """The why panel said 'a Referee may change both' of ADV-19's numbers; since rules edition 6
    none does (How to play: 'under every Referee')."""
    from game.match import events as E
    from scenes.match.inspector import explain
    state = Match(_setup(), cat).state
    for total, chance in ((7, 35), (4, 0), (21, 100)):
        ex = explain(E.WarningsGiven(0, 3, total, chance, 50, False), state)
        said = " ".join(str(v) for _, v in ex.rows)
        assert f"{chance}% (5% a warning once there are 5 or more, under every Referee)" in said
        assert "may change" not in said
    old = explain(E.WarningsGiven(0, 3, 7, 70, 50, True), state)  # (an edition-5 Referee's 10%)
    assert "the Referee's own rate" in " ".join(str(v) for _, v in old.rows)


def test_a_referee_card_says_weapons_risk_a_dq_not_that_they_are_banned(cat):
    """'No weapons' on eight of nine Referees read as a ban; a weapon is played under any of
    them and only risks its DQ roll."""
    from game.library.card_text import describe_referee
    lines = [describe_referee(p.referee) for p in cat.lib.pages.values() if p.referee]
    assert lines and not any("No weapons" in ln for ls in lines for ln in ls)
    assert sum("Weapons risk a DQ" in ls for ls in lines) == \
        sum(not p.referee.weapons_legal for p in cat.lib.pages.values() if p.referee)


def test_the_glossary_says_how_control_really_changes():
    """The glossary's Control left out the commonest change (the foe fighting back after a
    string's third move); its HP said a Superstar at 0 HP 'is not beaten'."""
    from game.library.glossary import RULE_WORDS
    assert "fighting back" in RULE_WORDS["control"][1]
    assert "is beaten" in RULE_WORDS["hp"][1] and "not beaten" not in RULE_WORDS["hp"][1]
    for word in ("pass", "pin", "control"):
        assert "beaten foe" in RULE_WORDS[word][1]


# ---- the career counts each match once (session 67's save attack) ----------------------------

def _people_match(cat, seed: int = 7, commands: int = 30) -> Match:
    """A pass-and-play match (no AI seat to verify), played by Greedy's choices."""
    from game.ai import ai_dice
    setup = MatchSetup(seed=seed, match_type="normal", seats=[
        SeatSetup(superstar="kestrel_ortiz", controller="human"),
        SeatSetup(superstar="mack_doyle", controller="human")])
    match = Match(setup, cat)
    for _ in range(commands):
        seat = match.actor()
        if seat is None:
            break
        play_ai_turn(match, seat, "greedy", ai_dice(seed + len(match.log), seat))
    return match


def _again(cat, match, setup) -> Match:
    """The same commands played again under a setup spelled another way."""
    again = Match(setup, cat)
    for entry in match.log[1:]:
        again.play(entry.command)
    assert [e.events for e in again.log] == [e.events for e in match.log]
    return again


def test_one_match_saved_under_setups_spelled_two_ways_counts_once(cat, tmp_path):
    """Copies whose seats named their starter playbooks (where the original left them out)
    each verified and each counted: '3 matches, 3-0' from one."""
    from game import store
    match = _people_match(cat)
    store.write_match(match, "mine", "2026-12-06T10:00:00+00:00", tmp_path)
    seats = [s.model_copy(update={"playbook": cat.lib.superstars[s.superstar].playbook})
             for s in match.setup.seats]
    named = _again(cat, match, match.setup.model_copy(update={"seats": seats}))
    store.write_match(named, "copy-b", "2026-12-06T10:01:00+00:00", tmp_path)
    longer = match.setup.model_copy(update={"turn_limit": 79})  # (a rule no entry reached)
    store.write_match(_again(cat, match, longer), "copy-c", "2026-12-06T10:02:00+00:00", tmp_path)
    from game.store.history import collect
    found = collect(tmp_path, cat)
    assert len(found["rows"]) == 1 and found["copies"] == 2


@pytest.mark.slow
def test_a_season_copied_with_another_hard_budget_counts_its_matches_once(cat, tmp_path):
    """A season copied with only Hard's budget changed (no Hard player) verified and counted
    every match again: 6 matches became 12."""
    from game.ai import AI_EDITION
    from game.match.setup import AiRecord
    from game.season import Season, SeasonPlayer, SeasonSetup, play_ai_season
    from game.store.history import collect
    from game.store.season_file import save_season

    def season(budget: int):
        return play_ai_season(Season(SeasonSetup(seed=9, weeks=2, players=[
            SeasonPlayer(superstar="kestrel_ortiz", controller="human"),
            SeasonPlayer(superstar="mack_doyle", controller="greedy")],
            ai=AiRecord(edition=AI_EDITION, hard_playouts=budget)), cat))
    save_season(season(144), tmp_path / "season-9.json", "2026-12-06T10:00:00+00:00")
    before = collect(tmp_path, cat)
    assert before["rows"]
    save_season(season(145), tmp_path / "season-9-again.json", "2026-12-06T10:05:00+00:00")
    after = collect(tmp_path, cat)
    assert len(after["rows"]) == len(before["rows"]) and after["copies"] == len(before["rows"])


def _guest_record(folder, name: str, **fields) -> None:
    import json
    doc = {"format": "ringside-online", "version": 1, "role": "guest", "seat": 1,
           "host": "Sam", "superstars": ["mack_doyle", "kestrel_ortiz"], "match_type": "normal",
           "winner": 0, "how": "pinfall", "turns": 12, "unfinished": False, "left": None,
           "saved_at": "2026-12-06T10:00:00+00:00",
           "log": [{"command": {"type": "StartMatch"}, "events": [{"type": "TurnEnded",
                                                                   "turn": 12}]},
                   {"command": {"type": "Pass", "seat": 0}, "events": [
                       {"type": "MatchEnded", "winner": 0, "how": "pinfall"}]}]}
    doc.update(fields)
    (folder / "online").mkdir(parents=True, exist_ok=True)
    (folder / "online" / f"{name}.json").write_text(json.dumps(doc))


def test_a_guests_record_counts_what_its_log_says_once(cat, tmp_path):
    """Copies of a guest's record with the winner flipped each counted a win ('4-1' from one
    lost match); a record with no log, 0 turns and a made-up foe counted too."""
    from game.store.history import collect
    _guest_record(tmp_path, "online-guest-a")
    for k in range(3):
        _guest_record(tmp_path, f"online-guest-forged-{k}", winner=1, turns=10 ** 9)
    _guest_record(tmp_path, "online-guest-empty", log=[], winner=1, turns=0,
                  superstars=["nobody", "kestrel_ortiz"])
    found = collect(tmp_path, cat)
    assert len(found["rows"]) == 1 and found["copies"] == 3
    row = found["rows"][0]
    assert row["winner"] == 0 and row["seat"] == 1 and row["turn"] == 12


def test_a_host_record_never_makes_a_watched_match_an_online_win(cat, tmp_path):
    """A host record naming a watched AI-vs-AI save turned it into 'your' online win."""
    import json
    from game import store
    from game.store.history import collect
    from game.match.autoplay import play_out
    from game.ai import stamped
    from game.match.setup import random_setup
    match = play_out(Match(stamped(random_setup(cat, 1, "normal", "greedy", "easy")), cat), 1)
    store.write_match(match, "sim-normal-1", "2026-12-06T10:00:00+00:00", tmp_path)
    (tmp_path / "online").mkdir()
    (tmp_path / "online" / "r.json").write_text(json.dumps({
        "format": "ringside-online", "version": 1, "role": "host", "save": "sim-normal-1.json",
        "superstars": list(match.setup.seats[i].superstar for i in (0, 1)),
        "match_type": "normal", "winner": 0, "turns": 17, "left": None}))
    rows = collect(tmp_path, cat)["rows"]
    assert [r["kind"] for r in rows] == ["watched"]


def test_a_renamed_seasons_good_backup_is_offered(cat, tmp_path):
    from game import store
    from game.season import Season, SeasonPlayer, SeasonSetup
    from game.store.season_file import save_season
    season = Season(SeasonSetup(seed=9, weeks=2, players=[
        SeasonPlayer(superstar="kestrel_ortiz", controller="human"),
        SeasonPlayer(superstar="mack_doyle", controller="greedy")]), cat)
    path = tmp_path / "my-season.json"
    save_season(season, path, "2026-12-06T10:00:00+00:00")
    save_season(season, path, "2026-12-06T10:01:00+00:00")
    path.write_text("{damaged")
    assert store.backup_of(path) == tmp_path / "my-season.json.1"


@pytest.mark.parametrize("version", ["true", "2.0", "1.0", "\"2\""])
def test_a_playbook_whose_version_is_no_whole_number_is_refused(cat, tmp_path, version):
    """'version': true and 2.0 passed `playbook check` where a save refuses them."""
    from game.library.playbook_file import PlaybookError, parse, make
    good = make("Shared", "kestrel_ortiz", _starter(cat))
    text = good.model_dump_json().replace('"version":2', f'"version":{version}')
    with pytest.raises(PlaybookError) as refused:
        parse(text, cat.lib)
    assert refused.value.reasons == ["field 'version': the version must be a whole number, 1 "
                                     "or 2"]
    parse(good.model_dump_json(), cat.lib)


def _starter(cat) -> list[str]:
    from game.library.playbook import starter_pages
    return starter_pages(cat.lib, cat.lib.superstars["kestrel_ortiz"].playbook)


def test_importing_beside_a_dangling_link_takes_the_next_free_name(cat, tmp_path):
    from game.library.playbook_file import import_playbook, make
    src = tmp_path / "test.json"
    src.write_text(make("Test", "kestrel_ortiz", _starter(cat)).model_dump_json())
    folder = tmp_path / "books"
    folder.mkdir()
    (folder / "test.json").symlink_to(tmp_path / "nowhere.json")
    assert import_playbook(src, cat.lib, folder) == folder / "test-2.json"


# ---- the review of the change ----------------------------------------------------------------

def test_a_match_waiting_to_be_saved_and_a_continued_copy_never_write_over_each_other(
        app, cat, tmp_path):
    """The disk full at the bell (the finished match waits to be saved), the player goes back
    and continues the older copy under the same name: once there is room the finished match
    lands beside it, and the copy's autosaves never write over it."""
    from game import store
    from scenes.match.autosave import RETRY_EVERY
    saves = tmp_path / "saves"
    store.write_match(_played(cat, 6), "current-7", "", saves)
    old = store.open_match(saves / "current-7.json", cat)
    match = _played(cat, None)
    scene = app.reset("match", match.setup, match=match, save_name="current-7")
    scene.autosaver.enabled = True
    aside = tmp_path / "aside"
    saves.rename(aside)
    _block(saves)
    scene.finish()
    _unblock(saves)
    aside.rename(saves)
    copy = app.reset("match", old.setup, match=old, save_name="current-7")  # (Continue)
    copy.autosaver.enabled = True
    _seconds(app, RETRY_EVERY + 0.5)
    for n in (7, 8, 9, 10):
        assert copy.autosaver.save_now(_played(cat, n)) == saves / "current-7.json"
    finished = [p for p in saves.glob("current-7*.json")
                if store.read_save(p).summary["over"]]
    assert finished == [saves / "current-7-2.json"]
    assert len(store.read_save(finished[0]).log) == len(match.log)


def test_a_save_still_waiting_has_its_last_try_as_the_window_closes(app, cat, tmp_path):
    from game import store
    saves = tmp_path / "saves"
    _waiting_at_the_bell(app, cat, saves)
    app.quit()  # (before the next try is due)
    assert store.read_save(saves / "current-7.json").summary["over"]


def test_save_and_quit_warns_again_after_a_save_has_landed(app, cat, tmp_path):
    saves = tmp_path / "saves"
    match = _played(cat, 12)
    scene = app.reset("match", match.setup, match=match, save_name="current-7")
    scene.autosaver.enabled = True
    _block(saves)
    scene.save_and_quit()
    assert app.stack.top is scene
    _unblock(saves)
    assert scene.autosaver.save_now(match) is not None  # (an autosave lands: room again)
    _block(saves)
    scene.save_and_quit()
    assert app.stack.top is scene and "stays open" in app.toasts.items[-1].text


def test_a_guests_copy_with_its_logs_ending_edited_is_still_one_match(cat, tmp_path):
    from game.store.history import collect
    _guest_record(tmp_path, "online-guest-a")
    flipped = [{"command": {"type": "StartMatch"}, "events": [{"type": "TurnEnded", "turn": 12}]},
               {"command": {"type": "Pass", "seat": 0}, "events": [
                   {"type": "MatchEnded", "winner": 1, "how": "pinfall"}]}]
    _guest_record(tmp_path, "online-guest-b", log=flipped, saved_at="2026-12-06T09:00:00+00:00")
    found = collect(tmp_path, cat)
    assert len(found["rows"]) == 1 and found["copies"] == 1


def test_a_crash_saves_a_season_beside_what_another_window_saved(app, cat, tmp_path):
    from game import store
    from scenes.crash import emergency_save
    hub = _season_hub(app, tmp_path)
    path = hub.season_file
    theirs = path.parent / "elsewhere.json"
    store.write_season(hub.season, theirs)
    os.replace(theirs, path)
    before = path.read_bytes()
    saved = emergency_save(app)
    assert path.parent / "season-7-2.json" in saved and path.read_bytes() == before


def test_the_window_sizes_offered_fit_the_screen(app, monkeypatch):
    """A 1366x768 screen was offered 1600x900 and 1920x1080: the title and Back lay off it."""
    import pygame
    from scenes.menus.settings import window_options
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1366, 768)])
    assert [w for w, _ in window_options(app)] == ["1280x720", "fullscreen"]
    app.settings = app.settings.model_copy(update={"window": "1920x1080"})  # (chosen before)
    assert [w for w, _ in window_options(app)][:3] == ["1280x720", "1920x1080", "fullscreen"]
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1366, 768), (1920, 1200)])
    assert [w for w, _ in window_options(app)][:4] == ["1280x720", "1600x900", "1920x1080",
                                                       "fullscreen"]


def test_the_tutorial_card_names_the_lesson_its_done_line_is_from(app):
    """'Lesson 7 of 11 · The count-out' over 'Done: You're both outside...' read as lesson 7
    done already (two newcomers): the line names lesson 6."""
    import pygame
    from game import tutorial as T
    from scene_helpers import frame
    app.autosave = False
    scene = app.reset("tutorial")
    seen = []
    for _ in range(3000):
        frame(app, 1 / 60, draw=False)
        if scene.presenter.busy:
            scene.presenter.finish()
            continue
        if scene.match.state.over is not None or len(seen) >= 3:
            break
        if scene.match.actor() != T.PLAYER:
            continue
        asked = scene.ask()
        heading, note, _ = scene.card_words(asked)
        if asked.kind == "lesson" and note:
            seen.append((heading, note))
        assert scene.send(asked.command)
    assert seen
    for heading, note in seen:
        lesson = int(heading.split()[1])
        assert note.startswith(f"Lesson {lesson - 1} done: "), (heading, note)


def test_the_tutorials_glow_goes_under_a_lifted_card(app, monkeypatch):
    """The lesson's yellow glow round a hand card's place was drawn over the lifted card and its
    tooltip (Thunderclap Slam's keywords crossed by it)."""
    import pygame
    from game import tutorial as T
    from scene_helpers import frame
    from scenes.learn import coach
    app.autosave = False
    scene = app.reset("tutorial")
    for _ in range(600):
        frame(app, 1 / 60, draw=False)
        if scene.presenter.busy:
            scene.presenter.finish()
        elif scene.match.actor() == T.PLAYER and scene.ask().command is not None:
            break
    order = []
    monkeypatch.setattr(coach, "draw_pointer", lambda *a, **k: order.append("pointer"))
    real = scene.draw_hover
    monkeypatch.setattr(scene, "draw_hover", lambda surface: (order.append("hover"),
                                                              real(surface)))
    scene.hover = ("hand", 0)
    scene.draw(pygame.Surface(app.size))
    assert order[-2:] == ["pointer", "hover"]


def test_the_points_chip_says_how_points_are_earned():
    """'how well you are doing' left a newcomer who won 11-14 puzzled."""
    from game.library.card_text import TABLE_HELP
    assert "1 for each 6% of the foe's starting HP" in TABLE_HELP["points"]
    assert "at most 17" in TABLE_HELP["points"] and "don't decide the winner" in \
        TABLE_HELP["points"]


def test_the_booth_says_the_crowd_tired_of_a_repeat_not_that_it_loves_the_victim(cat):
    """Right after a newcomer's Falcon's Descent did 19, the booth said 'The people have chosen,
    Marv: it's Professor Ada Quill!' (the repeated move type had given her Crowd Support)."""
    from game.match import REPEATED_TYPE
    from game.match import events as E
    from scenes.match import commentary as CM
    state = Match(_setup(), cat).state
    said = CM.Commentary(CM.load_booth(), seed=3).lines([E.CrowdSupportGiven(1, REPEATED_TYPE)],
                                                        state)
    booth = CM.load_booth()
    repeats = {line.text.format(name="Mack Doyle", other="Kestrel Ortiz")
               for line in booth.lines["crowd_repeat"]}
    assert len(said) == 1 and said[0][1] in repeats


@pytest.mark.parametrize("width", [76, 190])
def test_a_defensive_page_says_so_on_its_ribbon(cat, monkeypatch, width):
    """At hand size a Defensive page (Duck Under: a fist, '0 BACK', 'In Close') read as a weak
    move a newcomer never played; its ribbon says Defensive, a move's its move type."""
    import pygame
    from sprites import card_face
    said = []
    real = card_face._ribbon
    monkeypatch.setattr(card_face, "_ribbon", lambda s, m, rect, words, *a, **k: (
        said.append(words), real(s, m, rect, words, *a, **k))[1])
    pygame.init()
    m = card_face.metrics(width)
    for pid in ("duck_under", "jab_flurry"):
        page = cat.lib.pages[pid]
        said.clear()
        card_face._move_art(pygame.Surface((m.w, m.h), pygame.SRCALPHA), m,
                            pygame.Rect(0, 0, m.w, m.h // 2), page)
        assert said == (["Defensive"] if "defensive" in page.tags else [said[0]])
        assert ("defensive" in page.tags) == (pid == "duck_under")


@pytest.mark.slow
@pytest.mark.parametrize("reduced", [True, False])
def test_the_window_shows_what_a_whole_frame_would_once_input_stops(reduced, tmp_path,
                                                                    monkeypatch):
    """With nothing moving (Reduced motion), regions drawn after a frame was shown never reached
    the window: a hand card hovered and left stayed gone with the prompt, the log showed the
    scroll before, the Pin button stayed lit. As the real loop runs (after_frame each frame),
    a few frames after any input the window is what a whole new frame draws."""
    import pygame
    from scene_helpers import setup_of, until_seat_zero_acts, wait_all
    from scenes.app import App, Settings
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(tmp_path))
    monkeypatch.setenv("RINGSIDE_CONFIG_DIR", str(tmp_path))
    app = App((1280, 720), settings=Settings(ai_speed="fast", reduced_motion=reduced,
                                             show_speed="instant", tutorial_offered=True))
    app.persist_settings = False
    sc = app.reset("match", setup_of(5, ("human", "greedy"), "hardcore"))
    until_seat_zero_acts(app, sc)

    def frames(n: int) -> None:
        for _ in range(n):
            wait_all()
            app.update(1 / 60)
            app.render()
            app.after_frame()

    def shown() -> bytes:
        return pygame.image.tobytes(app.screen, "RGB")

    def whole() -> bytes:
        app.invalidate()
        app.render()
        return shown()

    def move(pos) -> None:
        app.process(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                       buttons=(0, 0, 0)))

    frames(120)
    log = sc.L.log.center
    steps = [lambda: move(sc.slots[1].rect.center), lambda: move((640, 100)),
             lambda: move(log),
             lambda: app.process(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)),
             lambda: app.process(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)),
             lambda: move(sc.buttons["pin"].rect.center), lambda: move((640, 100))]
    for i, step in enumerate(steps):
        step()
        frames(30 if reduced else 2)
        if reduced:  # (with motion on the idle figures move between two grabs)
            assert shown() == whole(), f"after step {i}"
    frames(5)


@pytest.mark.parametrize("heal_at, weeks, short", [(3, 6, "heals wk 4"), (5, 6, "heals at PPV")])
def test_a_tapped_cards_short_heal_words_name_the_week(cat, monkeypatch, heal_at, weeks, short):
    """'heals t4' under a tapped card in the season hub read as nothing."""
    import pygame
    from types import SimpleNamespace
    from scenes.season import cards
    said = []
    monkeypatch.setattr(cards.W, "draw_fit_text", lambda surface, words, *a, **k:
                        said.append(words))
    pygame.init()
    player = SimpleNamespace(move_cards=[next(iter(cat.lib.move_cards))], tapped=[True],
                             heal_at=[heal_at])
    cards.draw_move_row(pygame.Surface((400, 200)), cat.lib, player, 0, 100, 40, 1.0, weeks)
    assert said == [short]


def test_the_auto_counter_keeps_a_counter_that_draws_a_warning_for_last(cat):
    """'Counter automatically' answered with Thumb in the Eye (Thumb Escape: +1 warning) and
    walked a newcomer to 2 warnings unasked: a counter that draws none goes first, and the toast
    says the warning when it is the only one."""
    from conftest import give, make_match, set_control, set_momentum
    from test_handoff import _no_other_counter
    from game.ai.auto_counter import auto_answer
    from game.match import commands as C
    m = make_match("normal", seed=3, cat=cat)
    st = m.state
    set_control(st, 0)
    set_momentum(st, 0, "max")
    set_momentum(st, 1, "max")
    attack = give(st, 0, "arm_drag", fresh=True)
    side = st.sides[1]
    _no_other_counter(st, 1)
    thumb = give(st, 1, "thumb_escape", fresh=True)
    hook = give(st, 1, "hook_the_leg", fresh=True)  # (costs more: it came second before)
    m.play(C.PlayPage(0, attack))
    rules = {"in_close": "auto"}
    assert auto_answer(st, 1, rules) == (C.Counter(1, hook), "counters with Hook the Leg")
    side.hand.remove(hook)
    side.playbook.append(hook)
    cmd, words = auto_answer(st, 1, rules)
    assert cmd == C.Counter(1, thumb) and words.endswith("(+1 warning)")


# ---- the second save attack ------------------------------------------------------------------

def test_a_save_written_by_another_window_while_this_one_opened_it_is_theirs(app, cat,
                                                                           tmp_path,
                                                                           monkeypatch):
    """Continue read the save, built the table and only then took the file's mark: a save the
    other window made in that second became this window's own, and its autosaves wrote over
    it. The mark is taken before the read."""
    from game import store
    from scenes.menus import load
    saves = tmp_path / "saves"
    path = store.write_match(_played(cat, 4), "current-7", "", saves)
    theirs = {}
    real = store.open_match

    def opened_while_they_save(p, c):
        match = real(p, c)
        theirs["bytes"] = _other_window_writes(path, cat, _played(cat, None))
        return match
    monkeypatch.setattr(store, "open_match", opened_while_they_save)
    rows = [r for r in load.scan_saves(saves, cat.lib, cat) if r.path.name == "current-7.json"]
    assert load.open_save(app, rows[0]) is None
    scene = app.stack.top
    scene.autosaver.enabled = True
    written = scene.autosaver.save_now(_played(cat, 6))
    assert written == saves / "current-7-2.json" and path.read_bytes() == theirs["bytes"]


def test_a_new_match_never_takes_the_name_of_one_waiting_to_be_saved(app, cat, tmp_path):
    from scenes.match.autosave import new_match_name
    saves = tmp_path / "saves"
    _waiting_at_the_bell(app, cat, saves)
    saves.mkdir()
    assert new_match_name(7) == "current-7-2"


def test_a_crash_gives_a_save_still_waiting_its_last_try(app, cat, tmp_path):
    from game import store
    from scenes.crash import emergency_save
    saves = tmp_path / "saves"
    _waiting_at_the_bell(app, cat, saves)
    assert emergency_save(app) == [saves / "current-7.json"]
    assert store.read_save(saves / "current-7.json").summary["over"]


def test_a_season_save_that_fails_is_tried_again_until_it_lands(app, cat, tmp_path):
    from scenes.season.saving import RETRY_EVERY
    hub = _season_hub(app, tmp_path)
    saves = tmp_path / "saves"
    shutil.rmtree(saves)
    saves.write_text("full")
    assert hub.save() is None and hub.saver.retry in app.background
    hub.to_menu()
    hub.to_menu()  # (leaves: the game keeps trying)
    saves.unlink()
    _seconds(app, RETRY_EVERY + 0.5)
    assert (saves / "season-7.json").is_file() and not app.background
    assert "The season is saved now." in [t.text for t in app.toasts.items]


def test_guest_copies_that_disagree_on_the_end_count_as_unfinished(cat, tmp_path):
    from game.store.history import collect
    _guest_record(tmp_path, "online-guest-a")
    won = [{"command": {"type": "StartMatch"}, "events": [{"type": "TurnEnded", "turn": 12}]},
           {"command": {"type": "Pass", "seat": 0}, "events": [
               {"type": "MatchEnded", "winner": 1, "how": "pinfall"}]}]
    _guest_record(tmp_path, "online-guest-b", log=won, saved_at="2026-12-06T11:00:00+00:00")
    rows = collect(tmp_path, cat)["rows"]
    assert len(rows) == 1 and not rows[0]["over"] and rows[0]["winner"] is None


def test_two_online_matches_left_at_the_bell_are_two(cat, tmp_path):
    from game.store.history import collect
    bell = [{"command": {"type": "StartMatch"}, "events": []}]
    _guest_record(tmp_path, "online-guest-a", log=bell, unfinished=True)
    _guest_record(tmp_path, "online-guest-b", log=bell, unfinished=True, host="Kim",
                  superstars=["ruud_thorsen", "kestrel_ortiz"])
    assert len(collect(tmp_path, cat)["rows"]) == 2


def test_a_copy_saying_a_person_played_the_ais_seat_is_the_same_match(cat, tmp_path):
    """A copy of a win against Easy with seat 1 (and the bell's SeatsTaken) saying 'human'
    verified as pass-and-play and counted the win twice."""
    import json
    from game import store
    from game.ai import stamped
    from game.match.autoplay import play_out
    from game.match.setup import random_setup
    from game.store.checksum import checksum, document_bytes
    from game.store.history import collect
    match = play_out(Match(stamped(random_setup(cat, 70, "normal", "human", "easy")), cat), 70)
    path = store.write_match(match, "mine", "2026-12-06T10:00:00+00:00", tmp_path)
    doc = json.loads(path.read_text())
    doc["setup"]["seats"][1]["controller"] = "human"
    for ev in doc["log"][0]["events"]:
        if ev.get("type") == "SeatsTaken":
            ev["controllers"] = ["human", "human"]
    doc["checksum"] = checksum(doc)
    (tmp_path / "copy.json").write_bytes(document_bytes(doc))
    found = collect(tmp_path, cat)
    assert [r["kind"] for r in found["rows"]] == ["vs_ai"] and found["copies"] == 1


@pytest.mark.parametrize("hold", [True, False])
def test_a_no_chance_banner_names_who_is_too_fresh(hold):
    """'SUBMISSION? Ruud Thorsen · no chance: too fresh to give up' over Ruud's hold on Nadia:
    read as Ruud too fresh. The banner names the one held (or pinned)."""
    from test_show_s52 import STATE, shown
    from game.match import events as E
    fresh = (("base (HP)", -100), ("momentum", 4))
    ev = E.SubmissionAttempted(0, 0, fresh, 0, 50, False) if hold else \
        E.PinAttempted(0, "button", 0, fresh, 0, 50, False)
    p = shown([ev])
    banner = next(c for c in p.cues if c.kind == "banner" and c.text in ("SUBMISSION?", "PIN!"))
    victim = p.name(1)
    assert banner.data["sub"].endswith(f"no chance: {victim} too fresh to "
                                       f"{'give up' if hold else 'be pinned'}")
    assert victim and victim != p.name(0)


def test_an_automatic_event_says_it_came_in_by_itself(cat):
    """'Event: Second Wind — on Scrap Malone's side' left a newcomer asking who played it."""
    from game.match import events as E
    from scenes.match.log_text import event_line
    state = Match(_setup(), cat).state
    pid = next(iter(cat.events))
    auto = event_line(E.EventEntered(1, pid, True, -1), state)
    assert "comes in by itself" in auto and "Mack Doyle's side" in auto
    assert "by itself" not in event_line(E.EventEntered(1, pid, False, 3), state)

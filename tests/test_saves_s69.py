"""Session 69: what an outside save attacker found (a host's save without its seal, an online
match finished at one screen, a file name that is not UTF-8, a season's forged playbook, the
opening marks)."""
from __future__ import annotations

import json
import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.ai import ai_command, stamped  # noqa: E402
from game.match import Match, MatchSetup, SeatSetup  # noqa: E402
from game.store import listing as L  # noqa: E402
from test_playtest_s67 import app  # noqa: E402,F401

STARS = ["kestrel_ortiz", "mack_doyle"]


@pytest.fixture(autouse=True)
def _fresh():
    L.forget()
    yield
    L.forget()


def _hosted(cat, controllers=("greedy", "human"), commands: int | None = None,
            seed: int = 7) -> Match:
    """A host's match (seat 0 the host's, seat 1 the guest's, recorded as a person's), each
    seat's command the AI's own: `commands` of them, or to its end (None)."""
    match = Match(stamped(MatchSetup(seed=seed, match_type="normal", seats=[
        SeatSetup(superstar=STARS[0], controller=controllers[0]),
        SeatSetup(superstar=STARS[1], controller=controllers[1])])), cat)
    for _ in range(commands if commands is not None else 3000):
        seat = match.actor()
        if seat is None:
            break
        match.play(ai_command("greedy", match.state, seat, seed))
    return match


def _record(folder, name: str, seal=None, left=None, guest: str = "Rival") -> None:
    doc = {"format": "ringside-online", "version": 1, "role": "host",
           "save": str(folder / f"{name}.json"), "guest": guest, "guest_seat": 1,
           "superstars": STARS, "match_type": "normal", "winner": None, "how": None,
           "turns": 0, "unfinished": False, "left": left, "seal": seal}
    (folder / "online").mkdir(parents=True, exist_ok=True)
    (folder / "online" / f"{name}.json").write_text(json.dumps(doc))


@pytest.mark.slow
def test_a_host_save_without_its_seal_never_counts_the_guests_seat_as_yours(cat, tmp_path):
    """A headless host's save (the AI in your seat, the guest's seat a person's) with no record
    this game sealed (written before the seal, the key lost, the record gone) counted the
    guest's result as yours against the AI; it is an online match left unchecked now."""
    from game.store import career_history, host_seal, save_match, seal
    folder = tmp_path / "saves"
    match = _hosted(cat)
    assert match.over and match.state.over.winner is not None
    save_match(match, folder, "online-normal-7")
    for _ in ("no record", "unsealed"):
        got = career_history(folder)
        assert got["you"]["matches"] == 0, got["you"]  # never the guest's seat as yours
        assert {k: v for k, v in got["online"].items() if v} == \
            {"matches": 1, "as_host": 1, "unchecked": 1}
        assert got["recent"][0]["unchecked"]
        _record(folder, "online-normal-7")  # (a record from before the seal)
    facts = ("online-normal-7", 7, STARS, 1)
    _record(folder, "online-normal-7", seal("host", *facts[:2], *STARS, 1), left=1)
    old = career_history(folder)["online"]  # session 68's seal: the match counts, who left
    assert old["matches"] == 1 and not old["unchecked"] and old["wins"] + old["losses"] == 1
    _record(folder, "online-normal-7", seal(*host_seal(*facts, None, "Rival")), left=1)
    assert career_history(folder)["online"]["unchecked"] == 1  # 'left' changed after the seal
    _record(folder, "online-normal-7", seal(*host_seal(*facts, None, "Rival")), guest="Bob")
    assert career_history(folder)["online"]["unchecked"] == 1  # the friend's name changed
    _record(folder, "online-normal-7", seal(*host_seal(*facts, None, "Rival")))
    got = career_history(folder)
    assert got["online"]["unchecked"] == 0 and got["you"]["matches"] == 1
    assert got["you"]["by_superstar"] == {STARS[0]: got["you"]["by_superstar"][STARS[0]]}


def test_a_local_match_named_by_hand_as_a_hosted_one_keeps_its_own_seats(cat, tmp_path):
    """Only a save whose guest seat a person played can be a host's: a person's match against
    the AI in seat 1 renamed 'online-...' stays theirs."""
    from game.store import career_history, save_match
    folder = tmp_path / "saves"
    save_match(_hosted(cat, ("human", "greedy"), commands=6), folder, "online-normal-7")
    got = career_history(folder)
    assert got["kinds"] == {"vs_ai": 1} and got["you"]["matches"] == 1


@pytest.mark.slow
def test_load_opens_an_unfinished_online_save_as_a_replay(app, cat, tmp_path):
    """Load opened the host's unfinished online save at one screen: the host played the
    friend's seat to the end and the career counted it as played against the friend. Its
    replay is watched, never played on."""
    from game.store import save_match
    from scenes.menus.load import open_save, scan_saves
    folder = tmp_path / "saves"
    path = save_match(_hosted(cat, ("human", "human"), commands=4), folder, "online-normal-7")
    before = path.read_bytes()
    app.reset("load")
    load = app.stack.top
    load.refresh()
    row = next(r for r in load.rows if r.path == path)
    assert row.ok and not row.over
    load.load(row)
    assert type(app.stack.top).__name__ == "ReplayScene", type(app.stack.top).__name__
    assert not any(type(s).__name__ == "MatchScene" for s in app.stack.scenes)
    assert "opens as a replay" in app.toasts.items[-1].text
    assert path.read_bytes() == before
    from scenes.match.play_on import play_on, reason
    replay = app.stack.top
    replay.seek(2)
    assert "only with your friend" in reason(replay)  # (its play-on played the friend's
    play_on(replay)  # seat at one screen, and the career folded the online match into it)
    assert type(app.stack.top).__name__ == "ReplayScene" and sorted(
        p.name for p in folder.glob("*.json")) == ["online-normal-7.json"]
    app.reset("menu")
    assert open_save(app, next(r for r in scan_saves(None, cat.lib, cat)
                               if r.path == path)) is None  # (Continue's way in: the same)
    assert type(app.stack.top).__name__ == "ReplayScene"


def test_a_save_whose_name_is_not_utf8_opens(app, cat, tmp_path):
    """'Partie-caf\\xe9.json' (a Windows zip unzipped) was listed but could not be opened:
    writing the opening mark raised UnicodeEncodeError."""
    from game.store import save_match
    from scenes import trial
    from scenes.menus.load import open_save, scan_saves
    folder = tmp_path / "saves"
    path = save_match(_hosted(cat, ("human", "greedy"), commands=4), folder, "partie")
    odd = os.fsencode(folder) + b"/Partie-caf\xe9.json"
    try:
        os.rename(path, odd)
    except (OSError, UnicodeError):
        pytest.skip("this file system takes no file name that is not UTF-8")
    row = next(r for r in scan_saves(None, cat.lib, cat) if r.path.name.startswith("Partie"))
    assert row.ok
    assert open_save(app, row) is None
    assert type(app.stack.top).__name__ == "MatchScene"
    with open(folder / trial.MARK, "rb") as f:
        assert f.read() == b"Partie-caf\xe9.json"
    app.trial = None  # the game stopped here: the next start finds the mark and its save
    assert "Partie-caf" in (trial.leftover() or "")


@pytest.mark.parametrize("forgery", ["leadoff", "copies", "unknown", "short"])
def test_a_season_with_a_forged_playbook_is_refused_at_load(cat, tmp_path, forgery):
    """A season whose own playbook breaks the rules (checksum recomputed) verified and opened,
    then 'To the ring' only said 'Can't start the match' for good."""
    from game.match import CustomPlaybook
    from game.library.playbook import starter_pages
    from game.season import Season, SeasonPlayer, SeasonSetup
    from game.store import SaveError, open_season, verify
    from game.store.checksum import checksum
    from game.store.season_file import save_season
    pages = starter_pages(cat.lib, cat.lib.superstars["ada_quill"].playbook)
    season = Season(SeasonSetup(seed=3, weeks=2, players=[
        SeasonPlayer(superstar="ada_quill", controller="human",
                     custom=CustomPlaybook(name="Mine", pages=pages, leadoff=[])),
        SeasonPlayer(superstar="lucius_glamour", controller="human")]), cat)
    path = save_season(season, tmp_path / "season-3.json")
    doc = json.loads(path.read_text())
    book = doc["setup"]["players"][0]["custom"]
    book.update({"leadoff": {"leadoff": ["not_a_page"]}, "copies": {
        "pages": [pages[0]] * 5 + pages[5:]}, "unknown": {"pages": ["zzz"] + pages[1:]},
        "short": {"pages": pages[:39]}}[forgery])
    doc["checksum"] = checksum(doc)
    path.write_text(json.dumps(doc))
    got = verify(path, cat)
    assert not got["ok"] and "illegal playbook" in got["error"], got["error"]
    with pytest.raises(SaveError, match="player 1: playbook 'Mine'"):
        open_season(path, cat)


@pytest.mark.parametrize("thing", ["folder", "pipe"])
def test_an_opening_mark_stands_where_a_folder_or_a_pipe_was(app, tmp_path, thing):
    """A folder or a pipe named '.opening' kept every mark out (no protection) and was never
    taken away."""
    from scenes import trial
    folder = tmp_path / "saves"
    folder.mkdir()
    mark = folder / trial.MARK
    if thing == "folder":
        mark.mkdir()
    elif hasattr(os, "mkfifo"):
        os.mkfifo(mark)
    else:
        pytest.skip("no pipes here")
    reader = None if thing == "folder" else os.open(mark, os.O_RDONLY | os.O_NONBLOCK)
    (folder / "a.json").write_text("{}")  # (a reader at the pipe: with none, a write to it
    trial.begin(app, folder / "a.json")  # waited for one for good)
    if reader is not None:
        os.close(reader)
    assert mark.is_file() and mark.read_text() == "a.json"
    trial.end(app)
    mark.mkdir() if thing == "folder" else os.mkfifo(mark)
    assert trial.leftover() is None and not os.path.lexists(mark)  # taken away at the start


def test_the_first_stop_while_opening_is_forgotten_once_another_opening_goes_well(app,
                                                                                 tmp_path):
    """A stop while opening a save was remembered until that same save opened: a second stop
    weeks and many openings later set it aside ('in a row' was not so)."""
    from scenes import trial
    folder = tmp_path / "saves"
    folder.mkdir()
    for name in ("a.json", "b.json"):
        (folder / name).write_text("{}")
    trial.begin(app, folder / "a.json")
    app.trial = None  # the game stops while opening a.json
    assert "once more" in trial.leftover()
    trial.begin(app, folder / "b.json")
    trial.end(app)  # b.json opens fine: the row is broken
    trial.begin(app, folder / "a.json")
    app.trial = None  # a.json again, a stop again: the first in a row
    assert "once more" in trial.leftover() and (folder / "a.json").exists()


@pytest.mark.slow
def test_a_play_on_puts_its_own_save_on_trial(app, cat, tmp_path):
    """Play on pressed while the replay was still on trial left the replayed save on trial: a
    stop in the new match's first frames struck the replayed save."""
    from game.store import save_match
    from scenes import trial
    from scenes.match.play_on import play_on
    folder = tmp_path / "saves"
    path = save_match(_hosted(cat, ("human", "greedy"), commands=6), folder, "current-7")
    trial.begin(app, path)
    scene = app.push("replay", path)
    scene.seek(3)
    play_on(scene)
    assert type(app.stack.top).__name__ == "MatchScene"
    from scenes.match.log_text import turn_shown
    name = f"current-7-from-turn-{turn_shown(app.stack.top.match.state.turn, False)}.json"
    assert trial.on_trial(app) is not None and trial.on_trial(app).name == name  # (named by
    assert (folder / trial.MARK).read_text() == name  # the turn the toast tells: session 73)

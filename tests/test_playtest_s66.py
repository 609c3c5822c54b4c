"""Session 66: what outside checks found (the saves attacked again, the rules audited again,
newcomers at the table)."""
from __future__ import annotations

import json
import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

ESCAPES = "\x1b]0;owned\x07\x1b[2J\x1b[1;31mALL SAVES DELETED\x1b[0m\u202e"


def test_a_shared_files_escapes_reach_the_terminal_as_escapes(tmp_path, capsys):
    """A shared playbook whose key and Superstar were terminal escapes cleared the screen, set
    its title and printed 'ALL SAVES DELETED' in red through `playbook check` and `import`."""
    import main
    bad = tmp_path / "shared.json"
    bad.write_text(json.dumps({"format": "ringside-playbook", "version": 2, "name": "Shared",
                               "superstar": ESCAPES, "pages": ["velvet_curtain"] * 40,
                               ESCAPES: 1}), encoding="utf-8")
    assert main.main(["playbook", "check", str(bad)]) == 1
    out = capsys.readouterr()
    said = out.out + out.err
    assert "ALL SAVES DELETED" in said and "\\x1b]0;owned\\x07" in said and "\\u202e" in said
    assert not any(ch in said for ch in "\x1b\x07\u202e")
    assert main.main(["playbook", "check", str(bad), "--json"]) == 1
    assert "\x1b" not in capsys.readouterr().out


def test_printable_leaves_lines_tabs_and_words_alone():
    import io

    import main
    got = io.StringIO()
    main.Printable(got).write("a\tb\nNaïve – 日本\x1b[0m\x9b\rOK")
    main.Printable(got).write("\rbalance: 12/300")  # (the progress line redraws itself)
    assert got.getvalue() == "a\tb\nNaïve – 日本\\x1b[0m\\x9b\\rOK\rbalance: 12/300"


def test_a_renamed_save_goes_on_under_a_name_of_its_own(tmp_path):
    """A save renamed 'Матч.json' cleaned to no name (never saved again), and 'Kampf Björn' and
    'Kampf Bjørn' went on in one file, each over the other: a name a save can't be written at
    goes on under a free name made of it; a save's own name goes on as it is."""
    from game.store import own_name
    assert own_name(tmp_path, "current-61-2") == "current-61-2"
    assert own_name(tmp_path, "Матч") == "match"
    assert own_name(tmp_path, "Kampf Björn") == "Kampf_Bj_rn"
    (tmp_path / "Kampf_Bj_rn.json").write_text("{}", encoding="utf-8")
    assert own_name(tmp_path, "Kampf Bjørn") == "Kampf_Bj_rn-2"
    assert own_name(tmp_path, "x" * 81) == "x" * 80
    (tmp_path / "duel.json").write_text("{}", encoding="utf-8")  # 'duel.json.json' went on in
    assert own_name(tmp_path, "duel.json") == "duel-2"  # duel.json, another match (the review)


def test_a_renamed_save_opened_from_load_says_where_it_goes_on(book_app, tmp_path):
    from game.match.runner import Match
    from game.match.setup import MatchSetup, SeatSetup
    from game.store import save_match
    from scenes.menus.load import open_save, scan_saves
    folder = tmp_path / "saves"
    folder.mkdir(exist_ok=True)
    m = Match(MatchSetup(seed=2, seats=[SeatSetup(superstar="lucius_glamour", controller="human"),
                                        SeatSetup(superstar="kestrel_ortiz", controller="human")]),
              book_app.cat)
    save_match(m, folder, "tmp").rename(folder / "Kampf Björn.json")
    toasts = []
    book_app.toast = lambda text, *a, **k: toasts.append(text)
    row = next(r for r in scan_saves(folder, book_app.cat.lib, book_app.cat)
               if r.path.name == "Kampf Björn.json")
    assert open_save(book_app, row) is None
    assert book_app.stack.top.autosaver.name == "Kampf_Bj_rn"
    assert any("goes on as Kampf_Bj_rn.json" in t and "kept as it is" in t for t in toasts)
    from scenes import trial
    trial.end(book_app)


def test_the_builder_never_saves_over_another_playbook_unasked(book_app):
    """Start from a Superstar's starter named it 'My Brick Hollander', the name of a playbook
    saved last week, and Save replaced that one without a word."""
    import json

    from game.library.playbook_file import make, playbook_dir, save_playbook
    lib = book_app.cat.lib
    ids = sorted(p.id for p in lib.pages.values() if p.special != "referee")
    mine = [ids[i // 3] for i in range(40)]
    path = save_playbook(make("My Brick Hollander", "brick_hollander", mine), lib)
    toasts = []
    book_app.toast = lambda text, *a, **k: toasts.append(text)
    pb = book_app.reset("builder")
    pb.start_w.set_value("star:brick_hollander")
    pb.start_from()
    assert pb.name_w.value == "My Brick Hollander 2"
    pb.name_w.value = "My Brick Hollander"  # typed over: the first press only asks
    pb.save()
    assert "already saved: press Save again" in toasts[-1]
    assert json.loads(path.read_text(encoding="utf-8"))["pages"] == mine
    pb.save()
    assert json.loads(path.read_text(encoding="utf-8"))["pages"] != mine
    assert sorted(p.name for p in playbook_dir().iterdir()) == ["my-brick-hollander.json"]


@pytest.mark.parametrize("field, value, words", [("version", 3, "newer version of Ringside"),
                                                 ("rules", 99, "newer rules (edition 99")])
def test_a_newer_games_save_is_refused_not_set_aside_for_its_backup(book_app, tmp_path, field,
                                                                     value, words):
    """A match played on in a newer Ringside, this game's older copy as its backup: the list
    called it damaged and 'Use the backup' (the controller's A already on it) renamed it
    name.json.damaged, out of every list. It is refused, and no backup is offered."""
    from game.match.runner import Match
    from game.match.setup import MatchSetup, SeatSetup
    from game.store import save_match
    from game.store.checksum import checksum, document_bytes
    from scenes.ui.save_check import wait_all
    folder = tmp_path / "saves"
    m = Match(MatchSetup(seed=3, seats=[SeatSetup(superstar="lucius_glamour", controller="human"),
                                        SeatSetup(superstar="kestrel_ortiz", controller="human")]),
              book_app.cat)
    save_match(m, folder, "went-on")
    path = save_match(m, folder, "went-on")
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc.pop("checksum")
    doc[field], doc["game_version"] = value, "9.0.0"
    doc["checksum"] = checksum(doc)
    path.write_bytes(document_bytes(doc))
    before = path.read_bytes()
    toasts = []
    book_app.toast = lambda text, *a, **k: toasts.append(text)
    load = book_app.reset("load")
    wait_all(30)
    load.refresh()
    row = next(r for r in load.rows if r.path == path)
    assert row.kind == "refused" and words in row.error and "Ringside 9.0.0" in row.error
    load.load(row)
    assert load.confirm is None and "Update the game" in toasts[-1]
    assert path.read_bytes() == before and (folder / "went-on.json.1").exists()
    assert not (folder / "went-on.json.damaged").exists()


def test_a_huge_version_number_is_named_short(tmp_path):
    from game.store.codec import SaveError
    from game.store.match_file import FORMAT, read_document
    path = tmp_path / "x.json"
    path.write_text('{"format": "%s", "version": %s}' % (FORMAT, "9" * 4000), encoding="utf-8")
    with pytest.raises(SaveError) as err:
        read_document(path, FORMAT, 2)
    assert len(err.value.message) < 300 and "Update the game" in err.value.message


def test_a_newer_games_setting_values_are_kept_in_a_copy(tmp_path, monkeypatch):
    """A window size, a text size and auto-counter rules a newer game wrote took their defaults
    here and were written over at the next change, with no copy (the unknown keys were kept)."""
    monkeypatch.setenv("RINGSIDE_CONFIG_DIR", str(tmp_path))
    from scenes.ui import prefs
    raw = json.dumps({"window": "2560x1440", "text_size": "huge", "mute": True,
                      "auto_counter": {"mad_rush": "auto", "laser": "auto", "weapon": "maybe"},
                      "newer_key": 1}).encode()
    (tmp_path / "settings.json").write_bytes(raw)
    settings, problem = prefs.load_settings()
    assert settings.mute and settings.window == "1280x720" and settings.text_size == "normal"
    assert settings.auto_counter["mad_rush"] == "auto"
    assert "text_size, window" in problem and "auto_counter (laser, weapon)" in problem
    assert "the file as it was is kept as settings.json.damaged" in problem
    assert (tmp_path / "settings.json.damaged").read_bytes() == raw
    assert (tmp_path / "settings.json").read_bytes() == raw  # (read, never moved)
    assert "kept as settings.json.damaged" in prefs.load_settings()[1]  # (one copy, not two)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json", "settings.json.damaged"]
    prefs.save_settings(settings)
    assert json.loads((tmp_path / "settings.json").read_text())["newer_key"] == 1
    (tmp_path / "settings.json").write_text(json.dumps({"auto_counter": ["a", "newer", "shape"]}))
    assert "bad values: auto_counter (the file as it was is kept as settings.json.damaged-2)" \
        in prefs.load_settings()[1]  # (rules that are not a table: the review)


def test_the_hundredth_kept_settings_file_is_never_written_over(tmp_path, monkeypatch):
    monkeypatch.setenv("RINGSIDE_CONFIG_DIR", str(tmp_path))
    from scenes.ui import prefs
    (tmp_path / "settings.json.damaged").write_bytes(b"first")
    for k in range(2, 101):
        (tmp_path / f"settings.json.damaged-{k}").write_bytes(b"kept %d" % k)
    (tmp_path / "settings.json").write_bytes(b"{1")
    assert prefs.load_settings()[1] == "the settings file is damaged"
    assert (tmp_path / "settings.json.damaged-100").read_bytes() == b"kept 100"


def test_killed_writes_leftovers_are_swept_from_the_online_records_too(tmp_path, monkeypatch):
    """40 killed writes left 38 temporary files; the online records' folder was never swept."""
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(tmp_path))
    monkeypatch.setenv("RINGSIDE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("RINGSIDE_PLAYBOOK_DIR", str(tmp_path / "books"))
    from scenes.app import sweep_leftovers
    (tmp_path / "online").mkdir()
    old = [tmp_path / "online" / ".host-5.json.123-4-0badcafe.tmp",
           tmp_path / ".current-5.json.123-4-0badcafe.tmp"]
    for path in old:
        path.write_bytes(b"half")
        os.utime(path, (1000.0, 1000.0))
    fresh = tmp_path / "online" / ".host-6.json.123-5-0badcafe.tmp"
    fresh.write_bytes(b"being written")
    sweep_leftovers()
    assert not any(p.exists() for p in old) and fresh.exists()


@pytest.mark.slow
def test_a_count_out_warning_goes_once_the_player_climbs_back_in():
    """'Playing Bell Ringer leaves you outside at the referee's count: you will be counted out
    and lose' stood on screen after the newcomer had climbed back in."""
    import pygame
    from scene_helpers import frame, key
    from test_playtest_s63 import _last_count_table
    app, scene = _last_count_table("gym_rat")
    key(app, pygame.K_1)
    frame(app)
    assert "you will be counted out" in app.toasts.latest()
    key(app, pygame.K_p)  # a second warning at the same point: Pass (the review)
    frame(app)
    assert sum("counted out" in t.text for t in app.toasts.items) == 2
    key(app, pygame.K_t)  # Return to Ring
    for _ in range(3):
        frame(app)
    assert not scene.state.sides[0].at_ringside
    assert not any("counted out" in t.text for t in app.toasts.items)


@pytest.mark.slow
def test_an_enter_held_at_the_tutorials_end_starts_no_match(tmp_path, monkeypatch):
    """'One press of Enter at "The match is over: Results (Enter)" dropped me into a new match
    against Scrap Malone · AI · Easy', which then stood under Continue: the tutorial's last
    screen takes no Enter in its first second; after that Enter plays, as it says."""
    import pygame
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(tmp_path))
    from scene_helpers import frame, key
    from game.match import replayed
    from game.tutorial import SETUP, play_through
    from scenes.app import App, Settings
    app = App((1280, 720), settings=Settings(ai_speed="fast", show_speed="instant"))
    app.persist_settings = False
    whole, _ = play_through(app.cat)
    app.stack.scenes.clear()
    app.push("menu")
    app.replace("tutorial", whole)
    for _ in range(60):  # the table waits at the bell (it went on by itself as a tester read
        frame(app, 0.1)  # 'Results (Enter)', and the Enter landed on the screen after it)
    assert type(app.stack.top).__name__ == "TutorialScene"
    assert "Results (Enter)" in app.stack.top.model.prompt()[0]
    key(app, pygame.K_RETURN)  # the table's "Results (Enter)"
    frame(app, 0.05)
    key(app, pygame.K_RETURN)  # the same press, held: a repeat
    for _ in range(5):
        frame(app, 0.05)
    assert type(app.stack.top).__name__ == "TutorialDoneScene"
    for _ in range(12):
        frame(app, 0.1)
    key(app, pygame.K_RETURN)
    frame(app)
    assert type(app.stack.top).__name__ == "MatchScene"


def test_over_a_beaten_foe_pass_says_control_stays():
    """'foe at 0 HP, no pin yet: The Pin now costs 4 Attitude; you have 3': a newcomer saw no
    way on, Pass saying it gives the foe control; over a beaten foe it doesn't, and says so."""
    from conftest import plain_match, set_control, set_hp, set_momentum
    from scene_helpers import frame
    from scenes.app import App, Settings
    m = plain_match("normal")
    seats = [m.setup.seats[0], m.setup.seats[1].model_copy(update={"controller": "greedy"})]
    m.setup = m.setup.model_copy(update={"seats": seats})
    set_control(m.state, 0)
    set_hp(m.state, 1, 0)
    m.state.sides[0].failed_pins = 4
    set_momentum(m.state, 0, [1, 1, 1, 1, 1, 3])
    app = App((1280, 720), settings=Settings(ai_speed="fast", show_speed="instant"))
    app.autosave = False
    scene = app.reset("match", m.setup, match=m)
    frame(app)
    assert "costs 4 Attitude" in scene.model.prompt()[0]
    assert scene.buttons["pass"].sub == "breathe, keep control"
    tip = " ".join(words for words, _ in scene.button_tip("pass"))
    assert "control stays with you" in tip and "give your foe control" not in tip
    set_hp(m.state, 1, 3)
    scene.refresh()
    frame(app)
    assert scene.buttons["pass"].sub == "catch your breath"


@pytest.mark.parametrize("size", [(1000, 600), (1280, 720), (1920, 1080)])
def test_a_lifted_cards_tip_and_keywords_are_one_box_on_one_side(size, display):
    """'Hover tooltips often come as two stacked boxes that don't line up' (three newcomers):
    the tip and the keywords on one side of the card are one box; on two sides, two."""
    import pygame
    from scenes.match import hover as HOV
    from scenes.match.hand import HandSlot

    class Counted(pygame.Surface):
        blits = 0

        def blit(self, *a, **kw):
            Counted.blits += 1
            return super().blit(*a, **kw)

    w, h = size
    surface = Counted(size)
    slot = HandSlot(0, 0, (0, 0), 0.0, pygame.Rect(0, 0, 1, 1), "Duck Under is a Defensive "
                    "page: it is played to counter a move.", "")
    helps = ["Played only to counter a move.", "In Close move: up close, the bodies locked."]
    column = pygame.Rect(round(w * 0.28), 0, round(w * 0.45), h)  # the hand's, as the table's
    card = pygame.Rect(column.x, round(h * 0.68), round(w * 0.12), round(h * 0.3))
    HOV.hand_tips(surface, card, slot, helps, True, w / 1280, column)  # the first card: the
    assert Counted.blits == 1  # tip and the keywords both to its right
    Counted.blits = 0
    card.centerx = column.centerx  # room on both sides: the keywords stand on the other
    HOV.hand_tips(surface, card, slot, helps, True, w / 1280, column)
    assert Counted.blits == 2


@pytest.fixture
def display():
    """A display for drawing tooltips."""
    import pygame
    pygame.display.init()
    pygame.display.set_mode((8, 8))
    yield


def test_a_lessons_closing_words_leave_the_card_after_a_few_turns(cat):
    """'Lucius held on: the chance was 0%...' stood on the tutorial's card across the next two
    lessons: a finished lesson's words stay a few turns, then the card holds only its ask."""
    from game.tutorial import play_through
    from game.tutorial.course import NOTE_TURNS
    _, course = play_through(cat, limit=60)
    assert course.done
    said = course.notes[course.done[-1]]
    assert course.last_note(course.noted) == said == course.last_note()
    assert course.last_note(course.noted + NOTE_TURNS) == said
    assert course.last_note(course.noted + NOTE_TURNS + 1) == ""


@pytest.mark.parametrize("size", [(1000, 600), (1280, 720), (1920, 1080)])
def test_the_menus_bottom_row_stands_clear_of_its_hint(size, tmp_path, monkeypatch):
    """With Continue shown the menu's bottom row ended a pixel or two above the keys' hint
    (two newcomers at 1280x720): the row ends clear of the hint's line, Continue or not."""
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(tmp_path))
    from game.match import Match
    from game.store import save_match
    from scene_helpers import frame, setup_of
    from scenes.app import App, Settings
    from scenes.ui import widgets as W
    app = App(size, settings=Settings())
    app.persist_settings = False
    save_match(Match(setup_of(4, ("human", "normal")), app.cat), tmp_path, "current-4")
    menu = app.reset("menu")
    for _ in range(20):
        frame(app)
    assert menu.continue_btn.visible
    s = W.ui_scale(size)
    hint_top = size[1] - round(20 * s) - W.line_height(round(18 * s))
    assert max(b.rect.bottom for b in menu.row if b.visible) + round(8 * s) <= hint_top

"""Session 65: what outside checks found (a hand of nine at 1000x600, ...)."""
from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


@pytest.fixture
def display():
    """A display for drawing faces."""
    import pygame
    pygame.display.init()
    pygame.display.set_mode((8, 8))
    yield


@pytest.mark.slow
def test_a_hand_of_nine_at_the_smallest_window_keeps_every_name_and_target(display):
    """A newcomer's hand of 8 or more at 1000x600 cut card names, and a move's target ("HEAD")
    lay over its damage and its type ribbon: no hand card is narrower than the least width on
    which every page's name, damage and target fit whole, and none of them overflows."""
    from game.library import load_library
    from scenes.match.layout import HAND_LEAST, table_layout
    from sprites import card_face
    pages = list(load_library().pages.values())
    L = table_layout((1000, 600))
    widths = {L.hand_card_w(n) for n in range(1, 13)}
    assert min(widths) == HAND_LEAST
    for width in sorted(widths):
        for page in pages:
            assert card_face.face_problems("page", page, width) == [], (page.id, width)
    tighter = [p.id for p in pages if card_face.face_problems("page", p, HAND_LEAST - 1)]
    assert tighter, "HAND_LEAST is not the least width that fits"


def test_the_check_sees_a_target_overflow(display):
    """The check itself: a target too wide for a small card's picture is reported, where
    before only cut or broken words were."""
    from game.library import load_library
    from sprites import card_face
    page = load_library().pages["jab_flurry"]
    assert card_face.face_problems("page", page, 52) == []
    wide = page.model_copy(update={"target": "shoulderblades"})
    assert any(p.startswith("overflows") for p in card_face.face_problems("page", wide, 52))


# ---- the save attack of session 65 ---------------------------------------------------------

@pytest.fixture
def app(tmp_path, monkeypatch):
    """A window whose saves go to a folder of the test's own."""
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(tmp_path))
    from scenes.app import App, Settings
    a = App((1280, 720), settings=Settings(ai_speed="fast"))
    a.persist_settings = False
    yield a


def _stars(path) -> list[str]:
    import json
    return [seat["superstar"] for seat in json.loads(path.read_text())["setup"]["seats"]]


@pytest.mark.slow
def test_the_tutorial_never_saves_over_an_exhibition_on_its_seed(app, tmp_path):
    """An exhibition begun on seed 840 was saved as current-840, the name the tutorial's table
    saved under: four tutorial autosaves later the exhibition was gone, backups and all. The
    tutorial saves under its own name now, and a tutorial saved under the old name resumes."""
    from game import tutorial as T
    from game.ai import ai_command
    from game.match import MatchSetup, SeatSetup
    setup = MatchSetup(seed=T.SEED, match_type="hardcore", seats=[
        SeatSetup(superstar="scrap_malone", controller="human"),
        SeatSetup(superstar="lucius_glamour", controller="normal")])
    exhibition = app.reset("match", setup)
    m = exhibition.match
    for _ in range(4):
        m.play(ai_command("greedy", m.state, m.actor(), T.SEED))
    mine = exhibition.autosaver.save_now(m)
    assert mine.name == f"current-{T.SEED}.json"
    kept = mine.read_bytes()
    tutorial = app.reset("tutorial")
    for _ in range(5):
        tutorial.autosaver.save_now(tutorial.match)
    assert mine.read_bytes() == kept and _stars(mine) == ["scrap_malone", "lucius_glamour"]
    assert T.autosave_file(tmp_path).name == f"{T.AUTOSAVE}.json" != mine.name
    assert T.saved_match(app.cat, tmp_path) is not None
    T.autosave_file(tmp_path).rename(tmp_path / "elsewhere.json")  # an exhibition there: no
    assert T.saved_match(app.cat, tmp_path) is None  # tutorial to resume
    from game.store import save_match
    save_match(tutorial.match, tmp_path, f"current-{T.SEED}")  # a tutorial saved before
    assert T.saved_match(app.cat, tmp_path).setup == tutorial.match.setup


def test_a_long_chain_of_play_ons_never_lands_on_a_taken_name(tmp_path):
    """Play-on names grow ("-from-N" a link) and a save's name is cut to 80 characters: from
    about the seventh link every play-on was written to the same cut name, over the last one
    and at the end over the replay it came from. A free name is judged as it will be written,
    its number kept."""
    from game.store import free_name
    from game.store.match_file import MAX_NAME
    stem = "current-9223372036854775807"
    taken = set()
    for n in range(12):
        stem = free_name(tmp_path, f"{stem}-from-{n + 5}", "play on again")
        assert len(stem) <= MAX_NAME and stem not in taken
        taken.add(stem)
        (tmp_path / f"{stem}.json").write_text("{}")
    cut = [s for s in taken if len(s) == MAX_NAME]
    assert len(cut) >= 3 and any(s.endswith("-2") for s in cut)


def test_a_second_match_hosted_on_one_seed_keeps_the_first(tmp_path):
    """Hosting twice with the same seed wrote the second match over the first (its save is
    kept without backups) and over its online record: the second takes the next free name,
    beside a save or a record of that name."""
    import online
    assert online.host_name(tmp_path, "normal", 9) == "online-normal-9"
    (tmp_path / "online-normal-9.json").write_text("{}")
    assert online.host_name(tmp_path, "normal", 9) == "online-normal-9-2"
    online.write_record(online.record_path(tmp_path, "online-normal-9-2"), "host", {})
    assert online.host_name(tmp_path, "normal", 9) == "online-normal-9-3"
    assert online.host_name(None, "normal", 9) == "online-normal-9"


def test_a_playbook_with_a_number_of_thousands_of_digits_is_refused_not_a_crash(tmp_path):
    """A 5,000-digit number in a playbook file raised ValueError out of the JSON reader: the
    builder, both setups and `playbook list` crashed. It is refused with a reason; a playbook
    written with a BOM (as Notepad writes one) reads."""
    import json
    from game.library import load_library
    from game.library.playbook_file import FORMAT, PlaybookError, read_playbook
    lib = load_library()
    book = lib.playbooks["pb_brick"]
    pages = [p for p, n in book.pages.items() for _ in range(n)]
    doc = {"format": FORMAT, "version": 2, "name": "Good Book", "superstar": "brick_hollander",
           "pages": pages, "leadoff": pages[:2]}
    good = json.dumps(doc)
    (tmp_path / "bom.json").write_bytes(b"\xef\xbb\xbf" + good.encode())
    assert read_playbook(tmp_path / "bom.json", lib).name == "Good Book"
    (tmp_path / "big.json").write_text(good.replace('"version": 2', '"version": 1' + "0" * 5000))
    with pytest.raises(PlaybookError) as err:
        read_playbook(tmp_path / "big.json", lib)
    assert "far too long" in str(err.value.reasons)


def test_a_save_with_a_bom_opens_and_a_version_in_words_is_named(tmp_path):
    """An editor's BOM over a whole save refused it as "damaged or cut short"; a version
    written as text was reported as no version at all."""
    from conftest import plain_match
    from game.store import SaveError, save_match
    from game.store.match_file import restore
    m = plain_match("normal")
    path = save_match(m, tmp_path, "kept")
    raw = path.read_bytes()
    path.write_bytes(b"\xef\xbb\xbf" + raw)
    assert len(restore(path, m.cat).log) == len(m.log)
    path.write_bytes(raw.replace(b'"version":2', b'"version":"2"', 1))
    with pytest.raises(SaveError) as err:
        restore(path, m.cat)
    assert "its version, '2', is not a whole number" in err.value.message


def test_a_failed_first_save_says_nothing_was_there_before(tmp_path, monkeypatch):
    """A save that could not be written where no file was said "The previous save and its
    backups are untouched"."""
    from game.store import durable
    from game.store.codec import SaveError

    def full(*_a, **_k):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(durable, "_write_temp", full)
    for there in (False, True):
        target = tmp_path / f"m{there}.json"
        if there:
            target.write_text("{}")
        with pytest.raises(SaveError) as err:
            durable.write_document(target, {"a": 1})
        said = err.value.message
        assert ("backups are untouched" in said) == there
        assert ("Nothing was saved there before" in said) == (not there)


def test_a_playbook_names_itself_once_and_plainly(tmp_path):
    """A playbook with its "name" key written twice passed under the second name; a name
    with a right-to-left mark (U+202E) could pass for another's. Both are refused, saying why
    (the name's rule in words, not its pattern)."""
    import json
    from game.library import load_library
    from game.library.playbook_file import FORMAT, PlaybookError, parse
    lib = load_library()
    pages = [p for p, n in lib.playbooks["pb_brick"].pages.items() for _ in range(n)]
    doc = {"format": FORMAT, "version": 2, "name": "Caf\u00e9 Book", "superstar":
           "brick_hollander", "pages": pages, "leadoff": pages[:2]}
    assert parse(json.dumps(doc), lib).name == "Caf\u00e9 Book"
    with pytest.raises(PlaybookError) as err:
        parse(json.dumps(doc)[:-1] + ', "name": "Other"}', lib)
    assert err.value.reasons == ["the key 'name' is written twice"]
    for mark in ("\u202e", "\u2067", "\u200f", "\x07", "\u200b", "\u2028", "\ufeff",
                 "\u2060", "\u3164"):  # (and the ones that show nothing: the review)
        with pytest.raises(PlaybookError) as err:
            parse(json.dumps({**doc, "name": f"ab{mark}cd"}), lib)
        assert err.value.reasons == ["field 'name': not only spaces, and no control "
                                     "characters or unseen marks"]


def test_simulating_again_keeps_the_earlier_runs_saves(tmp_path):
    """`simulate --save-dir` on the same seed wrote sim-<type>-<seed> again: after four runs
    the first was only a backup, after five gone. Each run's save takes a free name."""
    from game.lab.simulate import run_simulate
    from game.library.catalog import Catalog
    from game.library import load_library
    cat = Catalog(load_library())
    names = set()
    for level in ("random", "greedy"):
        out = run_simulate(cat, 1, 5, "normal", level, level, [None, None], save_dir=tmp_path)
        names |= {g["save"] for g in out["games"]}
    assert len(names) == 2 and len(list(tmp_path.glob("sim-*.json"))) == 2


@pytest.mark.parametrize("chance", [49, 50, 83])
def test_a_strong_cover_kicked_out_is_never_called_weak(chance):
    """A newcomer heard "Not enough behind that cover, Marv. Lucius Glamour kicks right out."
    of an 83% cover a roll of 95 beat: a `weak` line is said only of a cover under 50%."""
    from test_ring_show import played
    from game.match import events as E
    from scenes.match import commentary as CM
    st = played(4)[1][-1][1]
    booth = CM.load_booth()
    weak = {ln.text for ln in booth.lines["near_fall"] if ln.weak}
    assert weak
    heard = set()
    for seed in range(60):
        c = CM.Commentary(booth, seed)
        for _ in range(3):
            c.lines([E.PinAttempted(0, "button", 0, (), chance, 99, False)], st)
        heard |= {text for key, text in c.recent if key == "near_fall"}
    assert bool(heard & weak) == (chance < CM.WEAK_COVER)


def test_a_squash_is_no_contest_for_the_booth():
    """"Ruud Thorsen gave everything, but tonight belongs to Kestrel Ortiz" came after a match
    in which Ruud never acted: a `contest` line is said only when the winner lost HP."""
    from test_ring_show import played
    from game.match import events as E
    from scenes.match import commentary as CM
    st = played(4)[1][-1][1].clone()
    booth = CM.load_booth()
    fought = {ln.text for ln in booth.lines["finish"] if ln.contest}
    assert fought
    for hp, said in ((st.sides[0].max_hp, False), (st.sides[0].max_hp - 1, True)):
        st.sides[0].hp = hp
        heard = set()
        for seed in range(60):
            c = CM.Commentary(booth, seed)
            c.lines([E.MatchEnded(0, "pinfall", 20, (0, 0))], st)
            heard |= {text for key, text in c.recent if key == "finish"}
        assert heard and bool(heard & fought) == said, (hp, heard)


def test_ctrl_a_then_a_capital_replaces_the_name(book_app):
    """A newcomer pressed Ctrl+A in the builder's name and typed "Quill Counters": the Shift
    for the capital let go of the selection, and the name became "My Professor Ada
    QuillQuill Counters". A modifier pressed alone keeps it."""
    import pygame
    from scene_helpers import click, frame, key
    pb = book_app.reset("builder")
    frame(book_app)
    pb.name_w.value = "My Professor Ada Quill"
    click(book_app, pb.name_w.rect.center)
    key(book_app, pygame.K_LCTRL, pygame.KMOD_LCTRL)
    key(book_app, pygame.K_a, pygame.KMOD_LCTRL, "\x01")
    key(book_app, pygame.K_LSHIFT, pygame.KMOD_LSHIFT)
    key(book_app, pygame.K_q, pygame.KMOD_LSHIFT, "Q")
    for ch in "uill":
        key(book_app, getattr(pygame, f"K_{ch}"), 0, ch)
    assert pb.name_w.value == "Quill"


def test_the_builder_offers_the_chosen_superstars_starter(book_app):
    """Choosing "For Professor Ada Quill" left Start from at another's starter: it follows
    the Superstar chosen (nothing is replaced till Start from is pressed)."""
    from scene_helpers import frame
    pb = book_app.reset("builder")
    frame(book_app)
    before = list(pb.pages)
    while pb.star_w.value != "ada_quill":
        pb.star_w.step(1)
    assert pb.start_w.value == "star:ada_quill" and pb.pages == before


def test_a_renamed_playbook_says_the_old_one_is_kept(book_app):
    """Saved once under a wrong name, renamed and saved again: two playbooks stood in the
    setups, unexplained. The second save says the first is still saved, and Start from
    stands at it so Delete removes it."""
    from scene_helpers import frame
    from game.library import playbook_dir
    pb = book_app.reset("builder")
    frame(book_app)
    while pb.star_w.value != "ada_quill":
        pb.star_w.step(1)
    pb.start_from()
    pb.name_w.value = "Quill Oops"
    pb.save()
    assert "in the folder above" in book_app.toasts.latest()
    pb.name_w.value = "Quill Counters"
    pb.save()
    said = book_app.toasts.latest()
    assert "a new playbook" in said and "\u201cQuill Oops\u201d is still saved" in said
    assert pb.start_w.value == "saved:Quill Oops"
    pb.delete()
    pb.delete()
    assert sorted(p.name for p in playbook_dir().glob("*.json")) == ["quill-counters.json"]
    pb.save()  # the same name again: saved over, nothing to say of another
    assert "in the folder above" in book_app.toasts.latest()


def test_the_pins_moves_so_far_and_the_counter_risk_say_what_they_count():
    """"6%: turns +6%" on the Pin button, where the breakdown says "moves so far (1 per 2)";
    "Counter risk: about 80% (4 of the foe's 36 unseen pages could stop it)" read as 11%."""
    from conftest import plain_match
    from game.match import pin_reason, pin_terms
    m = plain_match("normal")
    st = m.state
    st.moves_elapsed = 12
    st.sides[1].hp = st.sides[1].max_hp // 2 - 1  # (under half: pinnable, base 0)
    terms = dict(pin_terms(st, 0))
    assert max(terms, key=terms.get) == "turns"
    assert pin_reason(st, 0).endswith("the moves connected so far: +6%"), pin_reason(st, 0)
    assert pin_reason(st, 0, short=True).endswith("moves so far +6%")


@pytest.mark.slow
def test_the_counter_risk_names_the_hand_it_is_about():
    from scene_helpers import frame, human_table
    from scenes.match.facts import counter_preview
    sc = human_table((1280, 720), 5)
    frame(sc.test_app)
    said = [line for slot in sc.slots for line in counter_preview(sc.model, 0, slot.page)
            if line.startswith("Counter risk")]
    assert said and all("the chance that the foe's hand of 7 holds one of the" in line
                        and "you haven't seen, that could stop it with the momentum the foe has now." in line for line in said)


def menu_after_a_save(app, tmp_path):
    """The title screen opened again once a match is saved, its check of the saves done."""
    from conftest import plain_match
    from game.store import save_match
    from scene_helpers import frame
    save_match(plain_match("normal"), tmp_path, "current-1")
    menu = app.reset("menu")
    for _ in range(200):
        frame(app)
        if menu.check is None:
            break
    return menu


@pytest.mark.slow
def test_the_menu_lights_one_button_in_gold(app, tmp_path):
    """The menu lit Exhibition Match in gold and Continue with the focus: two choices at
    once. Continue leads while there is something to continue; else Exhibition Match."""
    from scene_helpers import frame
    menu = app.reset("menu")
    frame(app)
    assert menu.exhibition_btn.primary and not menu.continue_btn.visible
    menu = menu_after_a_save(app, tmp_path)
    assert menu.continue_btn.visible and menu.continue_btn.primary
    assert not menu.exhibition_btn.primary
    assert menu.focus.current(menu.buttons) is menu.continue_btn


def test_a_seasons_result_says_its_points_are_match_points():
    """The standings said "PTS 3" where the log said "12-2 pts": a result names its match
    points so, and How to play's season page says what the standings count and who is
    crowned."""
    from game.tutorial.howto import PAGES
    from scenes.season.text import result_line
    line = result_line(["Ada", "Lucius"], {"players": (0, 1), "points": (12, 2), "winner": 0,
                                           "how": "pinfall"})
    assert line.endswith("12\u20132 in match points"), line
    season = " ".join(next(p for p in PAGES if p.id == "season").text)
    assert "season points (PTS): 3 for a win, 1 for a draw" in season
    assert "the top of the standings is crowned champion" in season


@pytest.mark.parametrize("size", [(1000, 600), (1280, 720), (1920, 1080)])
def test_the_curtains_button_holds_the_longest_name_clear_of_its_edges(display, size):
    """"I'm Professor Ada Quill: show my hand" touched the button's left edge and its Enter
    tag: the button is as wide as its words need, at every window size."""
    from game.library import load_library
    from scenes.match.handoff import HandoffScene
    from scenes.ui import widgets as W
    scene = HandoffScene.__new__(HandoffScene)
    scene.pause_btn = W.Button("Pause", lambda: None, hotkey="Esc", sub="menu")
    for star in load_library().superstars.values():
        scene.ready_btn = W.Button(f"I'm {star.name}: show my hand", lambda: None,
                                   hotkey="Enter", sub="nobody else looking?", primary=True)
        scene.layout(size)
        b = scene.ready_btn
        words = W.text_width(b.label, b.size, True)
        tag = W.text_width("Enter", max(10, int(b.size * 0.72)), True) + 24
        assert words + 2 * tag <= b.rect.w <= size[0], (star.name, size)


def test_the_log_never_opens_on_the_rest_of_a_line(display):
    """At 1000x600 the log's top row was the second half of a wrapped line ("automatic
    -1)"), read as cut off: the top row shown is always a line's first."""
    from scenes.match.log_panel import LogPanel
    from scenes.match.log_text import LogLine
    from scenes.ui import widgets as W
    log = LogPanel()
    for n in range(40):
        log.add(LogLine(("Kestrel Ortiz gets all the move's momentum back " * (1 + n % 3)),
                        n % 2, "normal"))
        log.render((262, 300), 0.78, W.SEAT_COLOURS)
        first = log._placed[0][0]  # (the line of the top row shown: all its rows are shown)
        assert [i for i, _ in log._placed].count(first) == \
            sum(1 for r in log._rows if r[1] == first), (n, first)


def test_a_save_swapped_for_a_fifo_after_its_check_is_refused_not_waited_on(tmp_path,
                                                                            monkeypatch):
    """Reading a save checked that it was a file and then opened it by name: a FIFO put in its
    place between the two hung the reader. The file is opened without blocking and read only
    if it is a regular file."""
    import os
    from pathlib import Path
    from game.store import SaveError
    from game.store.match_file import read_save
    fifo = tmp_path / "current-1.json"
    os.mkfifo(fifo)
    monkeypatch.setattr(Path, "is_file", lambda self: True)  # (the swap, after the check)
    monkeypatch.setattr(Path, "stat", lambda self: os.stat(tmp_path))
    with pytest.raises(SaveError) as err:
        read_save(fifo)
    assert "not a regular file" in err.value.message


@pytest.mark.slow
def test_a_tutorial_saved_under_its_old_name_moves_to_its_own(app, tmp_path):
    """The player's explorer: a tutorial saved as current-840 (before session 65) and resumed
    went on as tutorial-840, and the stale current-840 stood beside it for Continue to offer.
    The tutorial takes its own name, backups and all, before it is played on."""
    from game import tutorial as T
    from game.store import save_match
    from scene_helpers import frame
    old = tmp_path / f"current-{T.SEED}.json"
    guided = T.guide(app.cat)
    for _ in range(2):
        save_match(guided, tmp_path, f"current-{T.SEED}")
    assert old.is_file() and (tmp_path / f"{old.name}.1").is_file()
    scene = app.reset("tutorial", T.saved_match(app.cat, tmp_path))
    frame(app)
    scene.autosaver.save_now(scene.match)
    new = T.autosave_file(tmp_path)
    assert new.is_file() and not old.exists() and not (tmp_path / f"{old.name}.1").exists()
    assert sorted(p.name for p in tmp_path.glob("*.json*")) == [
        new.name, f"{new.name}.1", f"{new.name}.2"]


def test_no_superstars_style_reads_as_a_match_type():
    """"Scrap Malone · Hardcore · Heel" read as the match type: a style is never shown in a
    match type's name."""
    from game.library import MATCH_TYPE_NAMES, load_library, style_words
    names = {str(n).lower() for n in MATCH_TYPE_NAMES.values()} | {"normal", "hardcore",
                                                                    "showdown"}
    for star in load_library().superstars.values():
        assert style_words(star.style).lower() not in names, star.name
    assert style_words("hardcore") == "Hardcore Specialist"
    assert style_words("high-flyer") == "High-Flyer"


def test_a_move_cards_rank_stars_never_cover_its_rank(display, monkeypatch):
    """At 1000x600 Stomp Specialist's stars lay over "RANK 2" ("RA…2"): stars are drawn only
    where they fit above the rank's ribbon, whole."""
    import pygame
    from sprites import card_face
    drawn = []
    real = card_face.star
    monkeypatch.setattr(card_face, "star", lambda size, lit: drawn.append(size) or
                        real(size, lit))
    m = card_face.metrics(card_face.STARS_FROM)
    s = pygame.Surface((52, 80), pygame.SRCALPHA)
    for h in range(8, 40):
        drawn.clear()
        rect = pygame.Rect(4, 4, 44, h)
        card_face._rank_art(s, m, rect, 2)
        band_h = max(10, round(m.w * 0.105))
        room = h - band_h - 2
        assert drawn == [] or (len(drawn) == 5 and drawn[0] >= card_face.STARS_LEAST
                               and drawn[0] <= room), (h, drawn)
    assert drawn  # (tall enough: the stars are there)


@pytest.mark.slow
def test_a_prompt_with_no_page_says_every_way_on_and_is_never_cut():
    """"no page can be played now. Pin (N) or Pass (P)" left out a lit Comeback; at 1000x600
    "...Return to Ring (T) or Pass (P) to build moment..." was cut. The prompt names the Crowd
    ability when it can be used, and the pill drops its spare words before it would cut."""
    from scene_helpers import frame, setup_of, until_seat_zero_acts
    from scenes.app import App, Settings
    from scenes.match import prompt_line as PL
    from scenes.ui import widgets as W
    for size in ((1000, 600), (1280, 720)):
        app = App(size, settings=Settings(ai_speed="fast"))
        app.persist_settings = False
        scene = until_seat_zero_acts(app, app.reset("match", setup_of(
            5, ("human", "greedy"), "hardcore", stars=("ada_quill", "ruud_thorsen"))))
        st = scene.match.state
        me = st.sides[0]
        me.at_ringside = st.sides[1].at_ringside = True
        me.momentum = [0] * len(me.momentum)
        me.crowd_points, me.hp = 2, me.max_hp // 3
        pool = me.hand + me.playbook
        me.hand = [p for p in pool if any(st.info(p).cost) and st.info(p).kind == "move"][:7]
        me.playbook = [p for p in pool if p not in me.hand]
        scene.refresh()
        frame(app)
        words, _ = scene.model.prompt()
        assert words == ("Professor Ada Quill: no page plays now. Return to Ring (T), Comeback "
                         "(C) or Pass (P) to build momentum"), words
        L = scene.L
        shown = PL.shown_words(L, words, scene.text_scale)
        assert shown.endswith("Comeback (C) or Pass (P)") or shown == words
        assert W.text_width(shown, round(15 * L.s), True) <= L.stage.w - round(50 * L.s)
        app.stack.scenes.clear()


def test_the_pin_says_the_last_moves_part_lapses_with_any_page():
    """A newcomer's Pin read "23%: bonuses +15%"; one free page later it was 19%, the button
    unwarned (only the page's hover said so). Its tooltip says the last move's part counts only
    if they pin now."""
    from scenes.match.buttons import pin_tip
    terms = (("base (HP)", 0), ("bonuses", 15), ("turns", 8))
    said = [w for w, _ in pin_tip(terms, 23, None, "23%: bonuses +15%", lapse=4)]
    assert "Your last move's +4% counts only if you pin now: any page first loses it." in said
    assert not any("pin now" in w for w, _ in pin_tip(terms, 23, None, "x", lapse=0))
    assert not any("pin now" in w for w, _ in pin_tip(terms, 23, "costs 2 Attitude", "x",
                                                      lapse=4))


def test_a_verdict_judged_before_a_check_was_added_is_judged_again(tmp_path):
    """The review: a save naming a newer AI edition that the previous build had judged sound
    kept opening from the verdict cache. A verdict's key names what it checked."""
    import json
    from conftest import plain_match
    from game.ai import AI_EDITION
    from game.store import SaveError, open_match, save_match
    from game.store import verdicts as V
    from game.ai import stamped
    from game.match.runner import Match
    from game.match.setup import SeatSetup
    plain = plain_match("normal")
    seats = [plain.setup.seats[0], SeatSetup(superstar=plain.setup.seats[1].superstar,
                                             controller="easy")]
    setup = stamped(plain.setup.model_copy(update={"seats": seats}))
    setup = setup.model_copy(update={"ai": setup.ai.model_copy(
        update={"edition": AI_EDITION + 1})})
    m = Match(setup, plain.cat)
    path = save_match(m, tmp_path, "newer")
    old_key = V.key_of(path.read_bytes(), m.cat.digest).replace(f":{V.CHECKS}:", ":")
    (tmp_path / V.CACHE_NAME).write_text(json.dumps(
        {"format": "ringside-verdicts", "verdicts": {old_key: [True, "", path.name]}}))
    V._KEPT.pop(str(tmp_path), None)  # (read from disk, as a new run of the game would)
    with pytest.raises(SaveError, match="newer than this game's"):
        open_match(path, m.cat)


@pytest.mark.slow
def test_a_tutorials_old_backup_that_is_an_exhibition_keeps_its_name(app, tmp_path):
    """The review: moving the old tutorial save took its backups along unchecked, and an
    exhibition it had been saved over (in current-840.json.1) was rotated away among the
    tutorial's backups. Only backups that are the tutorial move."""
    from game import tutorial as T
    from game.match import MatchSetup, SeatSetup
    from game.match.runner import Match
    from game.store import save_match
    exhibition = Match(MatchSetup(seed=T.SEED, match_type="hardcore", seats=[
        SeatSetup(superstar="scrap_malone", controller="human"),
        SeatSetup(superstar="lucius_glamour", controller="human")]), app.cat)
    save_match(exhibition, tmp_path, f"current-{T.SEED}")
    save_match(T.guide(app.cat), tmp_path, f"current-{T.SEED}")  # the old tutorial over it
    T.adopt_old_save(app.cat, tmp_path)
    kept = tmp_path / f"current-{T.SEED}.json.1"
    assert T.autosave_file(tmp_path).is_file() and kept.is_file()
    assert _stars(kept) == ["scrap_malone", "lucius_glamour"]
    assert not (tmp_path / f"{T.AUTOSAVE}.json.1").exists()


def test_a_warn_tag_never_covers_a_small_moves_damage(display, monkeypatch):
    """The review: on Thumb in the Eye Escape and Back Rake at 52-66 px the WARN tag lay over
    the move's damage. The tag stands above the art, which is drawn below it."""
    from game.library import load_library
    from sprites import card_face
    arts = []
    real = card_face._move_art
    monkeypatch.setattr(card_face, "_move_art", lambda s, m, rect, page: arts.append(
        rect.copy()) or real(s, m, rect, page))
    monkeypatch.setitem(card_face._ART, "move", card_face._move_art)
    tags = []
    real_rect = card_face.pygame.draw.rect
    monkeypatch.setattr(card_face.pygame.draw, "rect", lambda s, c, r, *a, **k: (
        tags.append(r.copy()) if c == (170, 40, 40) else None) or real_rect(s, c, r, *a, **k))
    for page in load_library().pages.values():
        if page.name not in ("Thumb in the Eye Escape", "Back Rake"):
            continue
        for width in (52, 59, 66):
            arts.clear()
            tags.clear()
            card_face._draw_page(page, width)
            assert len(arts) == 1 and len(tags) == 1, (page.name, width)
            assert tags[0].bottom <= arts[0].top, (page.name, width, tags[0], arts[0])

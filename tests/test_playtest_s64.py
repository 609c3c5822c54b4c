"""Session 64: what outside checks found (a ditch under the hand's draw back to seven, ...)."""
from __future__ import annotations

import pytest

from conftest import find_seed, of, plain_match, prepare_move, set_hand, set_momentum, \
    set_statuses
from game.match import commands as C
from game.match import events as E


def test_a_ditched_page_is_lost_but_the_hand_draws_back_to_seven():
    """The rules auditor: an injured arm's ditch (ADV-10) takes a page the Superstar was
    keeping; the turn's end draws the hand back up, so the cost is that page, not a place in
    the hand (the glossary's Ditch says so)."""
    from game.library.glossary import RULE_WORDS
    m = plain_match("showdown")
    s = m.state
    set_statuses(s, 0, ["injured_arm"])
    move = prepare_move(s, 0, "jab_flurry")  # arm extended
    kept = set_hand(s, 0, ["haymaker", "spinning_backhand", "belt_boot", "wristlock_twist",
                           "haymaker", "belt_boot"])
    s.sides[0].hand.append(move)
    set_momentum(s, 0, "max")
    top = list(s.sides[0].playbook[:2])
    seed, _ = find_seed(s, C.PlayPage(0, move), lambda evs: of(evs, E.PageDitched))
    s.seed = seed
    evs = m.play(C.PlayPage(0, move))
    ditched = of(evs, E.PageDitched)[0].page
    side = m.state.sides[0]
    assert ditched in kept and ditched in side.discard and ditched not in side.hand
    assert len(side.hand) == 7 and set(top) <= set(side.hand)
    assert "draws back up" in RULE_WORDS["ditch"][1]


@pytest.mark.slow
def test_a_small_hand_card_names_its_whole_move_type(monkeypatch):
    """A play-tester's hand at 1000x600 read "In", "Back" and "Hit" under its moves (the type's
    first word on a card under 60 pixels; "Back" beside a BACK target): the ribbon shrinks the
    whole type to fit, and nothing on the face is cut, in a hand of up to 7 at the smallest
    window."""
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame
    from game.library import load_library, title
    from scenes.match.layout import table_layout
    from sprites import card_face
    pygame.display.init()
    pygame.display.set_mode((8, 8))
    ribbons = []
    ribbon = card_face._ribbon
    monkeypatch.setattr(card_face, "_ribbon",
                        lambda s, m, rect, words, *a, **k: ribbons.append(words) or
                        ribbon(s, m, rect, words, *a, **k))
    L = table_layout((1000, 600))
    moves = [p for p in load_library().pages.values() if p.move_type]
    for width in sorted({L.hand_card_w(n) for n in range(5, 8)}):
        assert width < 60
        for page in moves:
            ribbons.clear()
            assert card_face.face_problems("page", page, width) == [], (page.id, width)
            kind = "Defensive" if "defensive" in page.tags else title(page.move_type)  # (s67)
            assert kind in ribbons, (page.id, width, ribbons)
    for width in range(40, 60):  # (a revealed far hand, a hand of 8: the review) whole, or
        for page in moves:  # its first word where even the least size can't hold it: uncut
            ribbons.clear()
            problems = card_face.face_problems("page", page, width)
            kind = "Defensive" if "defensive" in page.tags else title(page.move_type)
            assert ribbons[-1] in (kind, kind.split()[0], "Def"), (page.id, width, ribbons)
            assert f"cut short: '{ribbons[-1]}'" not in problems, (page.id, width)


@pytest.mark.slow
def test_the_top_bars_plus_chip_names_the_cards_it_stands_for():
    """A play-tester's Showdown showed a '+2' chip beside the referee's with no tooltip, where
    every other chip has one: resting the pointer on it names the cards in play it stands
    for; it opens no card zoom."""
    import pygame
    from scene_helpers import frame, human_table
    sc = human_table((1280, 720), 5, "showdown")
    app = sc.test_app
    events = ["commentary_hype", "pyro_malfunction", "sold_out_arena", "second_wind"]
    ids = [e for e in events if e in sc.match.state.cat.lib.pages]
    assert len(ids) == 4
    sc.match.state.events_in_play = [(0, e, False) for e in ids]
    sc.refresh()
    for _ in range(40):
        frame(app)
    more = [(names, rect) for kind, names, rect in sc.chip_rects if kind == "more"]
    assert more, sc.chip_rects
    names, rect = more[0]
    lib = sc.match.state.cat.lib
    shown = {card.id for kind, card, _ in sc.chip_rects if kind == "event"}
    assert set(names) == {lib.pages[e].name for e in ids if e not in shown}
    app.process(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0),
                                   buttons=(0, 0, 0)))
    for _ in range(3):
        frame(app)
    assert sc.hover == ("chip", "more", names)
    assert sc.card_at(rect.center) is None


def test_a_season_match_table_speaks_of_the_season_not_an_exhibition(tmp_path, monkeypatch):
    """A play-tester squashed at a season's Pay-Per-View read "An exhibition's injury only
    shows in the results" (the hub's table was never told it was a season's match): its
    tap-out words say the bonus is off in the next match too."""
    import pygame
    from test_season_scenes import button, click, frame, key, start_season
    from scenes.app import App, Settings
    from scenes.routes import is_scene
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(tmp_path / "saves"))
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    hub = start_season(app, ["human", "greedy"], "4242", weeks=2)
    frame(app)
    click(app, button(hub, "No Drama card").rect.center)
    frame(app)
    click(app, button(hub, "Book").rect.center)
    frame(app)
    key(app, pygame.K_RETURN)  # Go to the ring
    table = app.stack.top
    assert is_scene(table, "match") and table.match is hub.match
    assert table.model.season
    assert table.model.tapout_words().endswith("and the next.")
    app.stack.scenes.clear()


@pytest.mark.slow
@pytest.mark.parametrize("text_size", ["normal", "larger"])
def test_a_toast_over_the_prompt_covers_its_whole_pill(text_size):
    """'It can't be taken back: you drew a page.' stood over the middle of the prompt, whose
    words showed at both of its ends (a play-tester read it as text drawn over text), and at a
    larger text size above it too (the review): a toast there covers the prompt's pill whole."""
    import pygame
    from scene_helpers import frame, setup_of, until_seat_zero_acts
    from scenes.app import App, Settings
    from scenes.match import prompt_line as PL
    for size in ((1280, 720), (1000, 600), (1920, 1080)):
        app = App(size, settings=Settings(ai_speed="fast", text_size=text_size))
        sc = until_seat_zero_acts(app, app.reset("match", setup_of(5, ("human", "greedy"),
                                                                   "showdown")))
        frame(app)
        words = sc.prompt()[0]
        pill = PL.prompt_rect(sc.L, words, sc.text_scale)
        app.toast("It can't be taken back: you drew a page.", "error")
        for t in app.toasts.items:
            t.age = 0.5  # (faded in)
        blank = pygame.Surface(app.size)
        app.toasts.draw(blank, app.scale, sc.toast_top(), sc.toast_bottom(), sc.toast_width(),
                        sc.toast_least())
        for y in (pill.top + 1, pill.centery, pill.bottom - 2):
            xs = [x for x in range(app.size[0]) if blank.get_at((x, y))[:3] != (0, 0, 0)]
            assert xs and min(xs) <= pill.left and max(xs) >= pill.right - 1, (size, y, pill)
        app.stack.scenes.clear()


def test_auto_counter_rules_under_the_curtain_say_why_they_wait():
    """From the pass-the-laptop curtain, Pause and Auto-counter rules (A) did nothing and said
    nothing (a play-tester pressed it by key and by click): it says to pass the laptop
    first, and opens no one's rules."""
    from scene_helpers import frame, setup_of
    from scenes.app import App, Settings
    from scenes.routes import is_scene
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    scene = app.reset("match", setup_of(11))
    frame(app)
    assert scene.model.curtain_due()
    scene.open_counter_rules()
    assert not is_scene(app.stack.top, "counter_rules")
    assert "Pass the laptop first" in app.toasts.latest()
    app.stack.scenes.clear()


def test_the_curtain_says_what_the_last_command_did():
    """Pass-and-play: after a pin kicked out the curtain said only "Nadia Vise is in control:
    your move" (a play-tester's next player never learned it was a kick-out): it says the
    last command's headline."""
    import pygame
    from conftest import find_seed, of, plain_match, set_hp
    from game.match import commands as C
    from game.match import events as E
    from scene_helpers import frame, key
    from scenes.app import App, Settings
    from scenes.routes import is_scene
    m = plain_match("normal")
    assert [s.controller for s in m.setup.seats] == ["human", "human"]
    set_hp(m.state, 1, m.state.sides[1].max_hp // 3)
    seed, _ = find_seed(m.state, C.PressPin(0), lambda evs: of(evs, E.PinAttempted) and
                        not of(evs, E.MatchEnded))
    m.state.seed = seed
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    scene = app.reset("match", m.setup, match=m)
    for _ in range(30):
        frame(app)
        if is_scene(app.stack.top, "handoff"):
            assert app.stack.top.seat == 0
            key(app, pygame.K_RETURN)
            break
    frame(app)
    assert scene.model.viewer == 0
    scene.presenter.finish()
    assert scene.send(C.PressPin(0))
    for _ in range(400):
        frame(app)
        if is_scene(app.stack.top, "handoff"):
            break
    curtain = app.stack.top
    assert is_scene(curtain, "handoff") and curtain.seat == 1
    assert curtain.last.startswith("Last: Pin attempt by ")
    app.stack.scenes.clear()


def test_how_to_play_states_its_rules_without_their_ids():
    """A play-tester read "ADV-13: Showdown: pin chance base ..." as the developers' notes: a
    page's rules are its plain lines (the ids stay in docs/RULES.md)."""
    import re
    from game.tutorial.howto import PAGES, RULE_LINES, page_rules
    pins = next(p for p in PAGES if p.title == "Pins")
    assert page_rules(pins) == [RULE_LINES[rid] for rid in pins.rules] and page_rules(pins)
    assert not any(re.match(r"[A-Z]+-\d+", line) for page in PAGES
                   for line in page_rules(page))


@pytest.mark.slow
def test_the_standings_name_a_long_named_wrestler_whole(tmp_path, monkeypatch):
    """The season's standings read 'Ruud "The Mountain" Thors...' with room to spare before
    PTS (a play-tester): the name shrinks to fit before it is cut."""
    import pygame
    from test_season_scenes import click, frame
    from scenes.app import App, Settings
    from scenes.ui import draw as D
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(tmp_path / "saves"))
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    menu = app.reset("menu")
    frame(app)
    click(app, menu.buttons[3].rect.center)  # Season
    setup = app.stack.top
    frame(app)
    while len(setup.slots) > 2:
        click(app, setup.slots[-1].remove_btn.rect.center)
    for slot in setup.slots:
        slot.controller_w.set_value("greedy")
    setup.slots[0].star_w.set_value("ruud_thorsen")
    click(app, setup.start_btn.rect.center)
    hub = app.stack.top
    said = []
    real = D.ellipsize_text
    monkeypatch.setattr(D, "ellipsize_text", lambda words, *a, **k: (
        said.append((words, real(words, *a, **k))), said[-1][1])[1])
    hub.draw(pygame.Surface(app.size))
    named = [(words, shown) for words, shown in said if "Mountain" in words]
    assert named and all(words == shown for words, shown in named), named
    app.stack.scenes.clear()


@pytest.mark.parametrize("size", [(1000, 600), (1024, 768), (1280, 720), (1366, 768), (1920, 1080)])
def test_a_banner_leaves_the_spot_card_whole(size):
    """At 1000x600 the pin count's band ('2 ...') covered the PIN ATTEMPT placard's header
    beside the ring (a play-tester): the band stops short of a spot card it would cover."""
    from scenes.match import fx as FXV
    from scenes.match.layout import table_layout
    from scenes.match.table import spot_rect
    L = table_layout(size)
    assert not FXV.banner_band(L).colliderect(spot_rect(L))
    assert FXV.banner_band(L).w >= FXV.banner_rect(L).w  # (still across the ring)


@pytest.mark.parametrize("badge", ["TO ACT", "ANSWERING", "INJURED"])
def test_a_panels_badge_says_what_it_means(badge):
    """'TAP OUT' stood on a play-tester's panel during a squash's injury choice, unexplained:
    the panel's gold badge is a hover spot whose words say what it means."""
    import dataclasses
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame
    from scene_helpers import human_table
    from scenes.match.facts import keyword_words
    from sprites.panel import panel_spots
    pygame.display.init()
    sc = human_table((1280, 720), 3)
    data = dataclasses.replace(sc.panel_data(0), badge=badge)
    size = sc.panel_rect(0).size
    spots = [word for rect, word in panel_spots(data, size, sc.L.s) if word == badge]
    assert spots and keyword_words(badge).lower().startswith(badge.lower() + ":")
    sc.test_app.stack.scenes.clear()


def test_the_setup_shows_the_ai_speed_only_with_an_ai_seat(tmp_path, monkeypatch):
    """The match setup offered "AI speed" to two people on one screen (a play-tester): it
    shows, and Tab reaches it, only while a seat is an AI's."""
    import pygame
    from scene_helpers import frame
    from scenes.app import App, Settings
    monkeypatch.setenv("RINGSIDE_SAVE_DIR", str(tmp_path / "saves"))
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    setup = app.reset("setup")
    for who in (("human", "human"), ("human", "normal"), ("easy", "human")):
        for w, c in zip(setup.controller_w, who):
            w.set_value(c)
        frame(app)
        shown = setup.speed_w in setup.items()
        assert shown is (who != ("human", "human")) and setup.speed_w.visible is shown
        setup.draw(pygame.Surface(app.size))
    app.stack.scenes.clear()


def test_no_card_stays_lifted_when_the_curtain_lifts():
    """Pass-and-play: a hand card stood lifted, its "Can't play this now" tooltip up, after the
    curtain lifted with the pointer over the ring (its place before the curtain was read):
    nothing is hovered until the pointer moves."""
    import pygame
    from scene_helpers import frame, key, setup_of
    from scenes.app import App, Settings
    from scenes.routes import is_scene
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    scene = app.reset("match", setup_of(11))
    for _ in range(30):
        frame(app)
        if is_scene(app.stack.top, "handoff"):
            break
    key(app, pygame.K_RETURN)
    frame(app)
    slot = scene.slots[0]
    app.process(pygame.event.Event(pygame.MOUSEMOTION, pos=slot.rect.center, rel=(0, 0),
                                   buttons=(0, 0, 0)))
    frame(app)
    assert scene.hover == ("hand", slot.index)
    scene.show_curtain()  # (the screen goes to the other player and back)
    scene.take_screen(scene.model.viewer)
    for _ in range(3):
        frame(app)
    assert scene.hover is None
    app.stack.scenes.clear()


@pytest.mark.parametrize("matches,heading", [(5, "RECENT MATCHES (NEWEST FIRST)"),
                                             (6, "THE NEWEST 5 OF 6 MATCHES")])
def test_the_careers_recent_list_says_when_it_shows_only_the_newest(matches, heading,
                                                                      monkeypatch):
    """"6 matches saved" over a Recent Matches list of 5 read as a match lost (a play-tester):
    the list's heading says it shows the newest 5 of 6."""
    import os
    from types import SimpleNamespace
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame
    from scenes.career import view as V
    from scenes.career.model import RecentRow
    from scenes.ui import widgets as W
    pygame.display.init()
    said = []
    real = W.draw_label
    monkeypatch.setattr(W, "draw_label", lambda surface, words, *a, **k: (
        said.append(words), real(surface, words, *a, **k))[1])
    kind = next(iter(V.KIND_COLOURS))
    rows = [RecentRow("VS AI", kind, "A vs B", "A won by pinfall", "W")] * 5
    model = SimpleNamespace(recent=rows, matches=matches)
    V.draw_recent(pygame.Surface((1280, 720)), model, pygame.Rect(10, 10, 600, 300), 1.0)
    assert heading in said


def test_a_page_after_a_move_says_the_moves_pin_bonus_lapses():
    """Two newcomers watched the Pin button fall from 22% to 14% over momentum pages played
    after a move ("your last move hit hard" gone, unwarned): ADV-16 counts a move this turn or
    last, so in the turn after it lands any command but the Pin lets it lapse, and a page's
    hover says so (its amount, the chance now); in the turn the move lands, or with the Pin
    barred, nothing is said."""
    from conftest import find_seed, of, plain_match, prepare_move, set_hand, set_hp, \
        set_position
    from game.match import pin_bonus_lapses
    m = plain_match("normal")
    s = m.state
    set_hp(s, 1, s.sides[1].max_hp // 3)
    move = prepare_move(s, 0, "jab_flurry")  # impact, 2 damage
    seed, _ = find_seed(s, C.PlayPage(0, move), lambda evs: of(evs, E.MoveConnected))
    s.seed = seed
    assert pin_bonus_lapses(s, 0) == 0
    m.play(C.PlayPage(0, move))
    s = m.state
    assert s.control == 0 and s.turn - s.sides[0].last_move[0] == 1
    assert pin_bonus_lapses(s, 0) == 4  # impact +2, move damage +2
    t = s.clone()
    t.turn -= 1  # the turn it landed: the next command keeps it
    assert pin_bonus_lapses(t, 0) == 0
    t = s.clone()
    set_position(t, 1, at_ringside=True)  # no pin to press: nothing to warn of
    assert pin_bonus_lapses(t, 0) == 0
    from scene_helpers import human_table
    from scenes.match import facts as F
    sc = human_table((1280, 720), 3)
    sc.match.state = s  # (the table reads the match's state)
    set_hand(s, 0, ["gym_rat"])
    said = F.pin_lapse(sc.model, 0, s.sides[0].hand[0])
    assert said and "+4% to pin lapses" in said[0], said
    sc.test_app.stack.scenes.clear()


def test_the_curtains_last_line_keeps_the_text_size(monkeypatch):
    """The review: at 1000x600 a pin and its kick-out, shrunk to one line, read at about 10 px
    whatever the text size; the curtain's Last line wraps to two lines at the text size."""
    import pygame
    from scene_helpers import frame, setup_of
    from scenes.app import App, Settings
    from scenes.routes import is_scene
    from scenes.ui import widgets as W
    app = App((1000, 600), settings=Settings(ai_speed="fast", text_size="larger"))
    app.reset("match", setup_of(11))
    for _ in range(30):
        frame(app)
        if is_scene(app.stack.top, "handoff"):
            break
    curtain = app.stack.top
    curtain.last = ("Last: Pin attempt by Professor Ada Quill: 31% (rolled 60) \u2014 kick-out"
                    "  \u00b7  Ruud \"The Mountain\" Thorsen kicks out and takes control.")
    said = []
    real = W.draw_text
    monkeypatch.setattr(W, "draw_text", lambda surface, words, size, *a, **k: (
        said.append((words, size)), real(surface, words, size, *a, **k))[1])
    curtain.draw(pygame.Surface(app.size))
    lines = [(words, size) for words, size in said if "Ruud" in words or "Last:" in words]
    want = round(17 * W.ui_scale(app.size) * app.settings.text_scale)
    assert lines and all(size == want for _, size in lines), lines
    assert "kicks out and takes control." in " ".join(words for words, _ in lines)
    app.stack.scenes.clear()

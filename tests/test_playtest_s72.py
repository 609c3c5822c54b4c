"""Session 71's leftovers and session 72's own findings, mended in session 72: each a test of
its own."""
from __future__ import annotations

import os

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from test_playtest_s65 import app  # noqa: E402,F401 (a window whose saves go to the test's folder)


@pytest.mark.slow
def test_the_menus_gold_goes_with_the_focus(app):
    """The title screen kept Exhibition Match in gold while the keyboard's outline sat on
    another button: two choices lit at once. Once the player moves the focus, the gold goes
    with it, and only one button is gold."""
    from scene_helpers import frame, key
    menu = app.reset("menu")
    frame(app)
    assert [b for b in menu.buttons if b.primary] == [menu.exhibition_btn]
    key(app, pygame.K_DOWN)
    frame(app)
    focus = menu.focus.current(menu.buttons)
    assert focus is not menu.exhibition_btn
    assert [b for b in menu.buttons if b.primary] == [focus]
    key(app, pygame.K_UP)
    frame(app)
    assert [b for b in menu.buttons if b.primary] == [menu.exhibition_btn]
    target = menu.buttons[3]
    menu.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=target.rect.center, rel=(0, 0),
                                        buttons=(0, 0, 0)))
    frame(app)
    assert [b for b in menu.buttons if b.primary] == [target]


def test_the_window_opens_within_a_small_screen(monkeypatch):
    """A 1000x600 screen opened the 1280x720 window at -140,-60, every edge off the screen: the
    window opens cut to the largest desktop (never under the least size the table needs), and
    as asked where it fits."""
    from scenes import window
    monkeypatch.setattr(window.pygame.display, "get_driver", lambda: "x11")
    monkeypatch.setattr(window.pygame.display, "get_desktop_sizes", lambda: [(1000, 600)])
    assert window.fitted((1280, 720)) == (1000, 600)
    assert window.fitted((1000, 600)) == (1000, 600)
    monkeypatch.setattr(window.pygame.display, "get_desktop_sizes",
                        lambda: [(800, 480), (1366, 768)])
    assert window.fitted((1280, 720)) == (1280, 720)
    assert window.fitted((1920, 1080)) == (1366, 768)
    monkeypatch.setattr(window.pygame.display, "get_desktop_sizes", lambda: [(800, 480)])
    assert window.fitted((1280, 720)) == window.MIN_SIZE


@pytest.mark.slow
def test_settings_say_the_size_a_window_was_dragged_to(app):
    """Settings said "1280 x 720" after the window was made 1000x600 from outside: its Window
    row says the size the window has whenever the screen is laid out again."""
    from scene_helpers import frame
    sc = app.reset("settings")
    frame(app)
    assert sc.window.options[sc.window.index][1] == "1280 \u00d7 720"
    app.resize((1000, 600))
    frame(app)
    assert sc.window.options[sc.window.index][1] == "1000 \u00d7 600"


def test_hp_numbers_are_never_drawn_too_small_to_read(monkeypatch):
    """At 1000x600 the HP bar's numbers were drawn at 14, where the typeface's 8 reads as 5 or
    6 ("8 / 33" read as "5 / 33", "18 / 33" as "16 / 33"), and a tick stood just past them
    ("33|"): the numbers are drawn at HP_LEAST or more, and no tick touches their plate."""
    pygame.display.init()
    pygame.display.set_mode((8, 8))
    from sprites import panel
    sizes = []
    real = panel._render

    def render(words, size, colour, bold=False):
        if "/" in words:
            sizes.append(size)
        return real(words, size, colour, bold)
    monkeypatch.setattr(panel, "_render", render)
    surf = pygame.Surface((400, 40))
    panel.hp_bar(surf, pygame.Rect(4, 4, 156, 12), 8, 33, 14)
    assert sizes and min(sizes) == panel.HP_LEAST == 15
    for width in range(100, 261, 4):  # a tick just past the numbers read "33|" as "331"
        rect = pygame.Rect(4, 4, width, 12)
        for hp in (8, 18, 33):
            label = real(f"{hp} / 33", 15, (255, 255, 255), True).get_rect(center=rect.center)
            plate = label.inflate(max(6, label.h // 2), 0).clip(rect.inflate(-2, -2))
            surf.fill((60, 60, 60))
            panel.hp_bar(surf, rect, hp, 33, 14)
            black = [x for x in range(plate.left - 3, plate.right + 4)
                     if surf.get_at((x, rect.centery))[:3] == (0, 0, 0)]
            assert black == [], (width, hp)


def test_most_hurt_names_a_tie_as_one():
    """The career said "Most hurt: Brick Hollander (1)" where four Superstars had tapped out
    one Move card each: a tie is said as a tie."""
    from game.library import load_library
    from scenes.career.model import most_hurt
    lib = load_library()
    a, b, c = list(lib.superstars)[:3]
    name = lib.superstars[a].name
    assert most_hurt({a: 2, b: 1}, lib).startswith("Most hurt: ") and "(2)" in most_hurt(
        {a: 2, b: 1}, lib)
    assert " and " in most_hurt({a: 1, b: 1}, lib) and "(1 each)" in most_hurt({a: 1, b: 1}, lib)
    assert most_hurt({a: 1, b: 1, c: 1}, lib) == "Most hurt: 3 Superstars tied (1 each)"
    assert name.split()[-1].strip('"') in most_hurt({a: 3, b: 1, c: 1}, lib)


@pytest.mark.parametrize("bonus, grown", [(0, 2), (1, 1), (2, 0)])
def test_a_page_that_draws_says_when_the_hand_cannot_grow_by_all_of_it(bonus, grown):
    """Commentary Hype says the hand holds 2 more for the match; a hand grown by 1 already grew
    by 1 more, said only in the log: the hover says it exactly when the rules grow the hand by
    less than the page draws."""
    from conftest import give, plain_match
    from game.match import commands as C
    from game.match import events as E
    from game.match import grows_short
    m = plain_match()
    side = m.state.sides[0]
    side.hand_bonus = bonus
    hype = give(m.state, 0, "commentary_hype")
    while len(side.hand) > 5:
        side.playbook.append(side.hand.pop(0 if side.hand[0] != hype else 1))
    side.momentum = [9, 9, 9, 9, 9, 9]
    words = grows_short(m.state, 0, hype)
    events = m.play(C.PlayPage(0, hype))
    assert sum(e.pages for e in events if type(e) is E.HandGrown) == grown
    if grown == 2:
        assert words is None
    elif grown == 1:
        assert words == "Commentary Hype draws 2 pages, but your hand grows by only 1 for the " \
            "match: it holds 9 at most."
    else:
        assert words == "Commentary Hype draws 2 pages, but your hand grows no more for the " \
            "match: it holds 9 at most."


@pytest.mark.slow
def test_the_attacked_player_watching_a_move_land_sees_their_own_buttons():
    """Pass-and-play: the attacked player, handed the screen to watch a move land, saw the
    attacker's "Pin 17% your last move hit hard" and Crowd Points on the buttons: while the
    table is curtained for the other player, the buttons are the viewer's and say no pin
    odds."""
    from scene_helpers import frame, key
    from scenes.app import App, Settings
    from test_playtest_s61 import _attacked_with
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    scene = _attacked_with(app, counter=False)
    scene.state.sides[0].crowd_points, scene.state.sides[1].crowd_points = 3, 0
    frame(app, 1 / 30)
    key(app, pygame.K_RETURN)  # seat 1 takes the screen to watch it land
    watched = 0
    for _ in range(200):
        frame(app, 1 / 30)
        if scene.model.viewer != 1 or not scene.model.curtain_due():
            continue
        watched += 1
        facts = scene.model.buttons
        assert facts.crowd_points == 0 and not facts.pin_short
        assert "have 3" not in scene.buttons["crowd"].sub
        assert scene.buttons["pin"].label == "Pin" and scene.buttons["pin"].sub == ""
    assert watched >= 10


@pytest.mark.slow
def test_the_menus_buttons_keep_their_places_when_continue_comes(app, tmp_path):
    """Continue appearing (a save found) made every button of the column shorter, and a click
    where Season had been opened Play Online: every button above Continue keeps its place."""
    from scene_helpers import frame
    from test_playtest_s65 import menu_after_a_save
    menu = app.reset("menu")
    frame(app)
    assert not menu.continue_btn.visible
    before = {b.label: pygame.Rect(b.rect) for b in menu.column if b.visible}
    menu = menu_after_a_save(app, tmp_path)
    assert menu.continue_btn.visible
    above = menu.column[:menu.column.index(menu.continue_btn)]
    assert above and all(b.rect == before[b.label] for b in above)


@pytest.mark.slow
def test_a_dead_hand_is_not_offered_a_pin_at_no_chance():
    """"Nothing in your hand can be played. Pin (N) or Pass (P)" while the Pin said "no
    chance" (session 72's play-test): the dead hand's prompt names the Pin only when it has a
    chance, as the other prompts do (session 68)."""
    from game.match.legal import dead_hand, pin_blocker
    from test_playtest_s63 import dead_hand_table
    _, scene, st = dead_hand_table()
    assert dead_hand(st, 0) and pin_blocker(st, 0) is None
    scene.refresh()
    assert scene.model.pin_chance(0) > 0 and "Pin (N) or Pass (P)" in scene.model.prompt()[0]
    st.sides[1].hp = st.sides[1].max_hp  # a foe at full HP in a Normal match: no chance
    scene.refresh()
    assert scene.model.pin_chance(0) <= 0 and dead_hand(st, 0)
    words = scene.model.prompt()[0]
    assert words.endswith("nothing in your hand can be played. Pass (P) for a fresh hand"), words


def test_a_season_crowd_point_is_said_to_be_the_seasons():
    """"+1 Crowd Point for Brick Hollander (Signing Autographs)", then CROWD 0 at the bell: the
    season's log says the point is the season's (its pool is spent between matches)."""
    from conftest import catalog
    from game.season import Season, SeasonPlayer, SeasonSetup, play_ai_season
    from scenes.season.text import season_lines
    season = Season(SeasonSetup(seed=3, weeks=3, players=[
        SeasonPlayer(superstar="ada_quill", controller="human"),
        SeasonPlayer(superstar="lucius_glamour", controller="normal"),
        SeasonPlayer(superstar="mack_doyle", controller="easy")]), catalog())
    play_ai_season(season)
    gains = [ln.text for ln in season_lines(season) if "Crowd Point" in ln.text
             and ln.text.startswith("+")]
    assert gains and all(t.startswith(("+1 season Crowd Point for", "+2 season Crowd Points"))
                         for t in gains), gains


@pytest.mark.slow
@pytest.mark.parametrize("match_type", ["normal", "hardcore", "showdown"])
def test_pause_keeps_the_bottom_right_in_every_match_type(match_type):
    """Pause spanned the last row in a Hardcore match (a lone last button) and shared it with
    Take back in a Normal one, where a click on its usual left half took a command back
    (session 72's play-test): in play it keeps the bottom right, in every match type."""
    from scene_helpers import frame, human_table
    sc = human_table((1280, 720), 3, match_type)
    frame(sc.test_app)
    pause, area = sc.buttons["menu"].rect, sc.L.buttons
    assert pause.right == area.right and pause.bottom >= area.bottom - 2
    assert pause.w < area.w // 2 + 4
    assert not any(b.visible and b is not sc.buttons["menu"] and b.rect.colliderect(pause)
                   for b in sc.buttons.values())


def test_the_tap_out_chooser_says_an_interviews_tap_out_takes_a_bell_bonus_back():
    """Tapped out in the pre-match Interview, Early Fire's +1 Attitude was taken back, said only
    in the log ("gives nothing at it: -1 Attitude"): the chooser says it under each such card
    ("... is taken back", in the danger colour), and nothing under the others; edition 14,
    which kept what a card gave at the bell, says "stays"."""
    from types import SimpleNamespace
    from game.match import taken_back
    from game.match.bonuses import AT_THE_BELL
    from scenes.match import facts as F
    from test_edition15 import _injured_in_the_interview, _tap
    m = _injured_in_the_interview("brick_hollander")
    side = m.state.sides[1]
    lib = m.cat.lib
    kinds = [lib.move_cards[mid].bonus.kind for mid in side.move_cards]
    notes = F.tap_notes(SimpleNamespace(state=m.state, source=m), 1)
    assert notes == {i: (f"{F.short_bonus(lib.move_cards[mid].bonus)} is taken back", "danger")
                     for i, mid in enumerate(side.move_cards) if kinds[i] in AT_THE_BELL}
    assert any(k not in AT_THE_BELL for k in kinds) and notes
    i = side.move_cards.index("iron_frame")
    assert taken_back(m.state, 1, i) and notes[i][0] == "+6 HP is taken back"
    _, taken = _tap(m, "iron_frame")
    assert taken and taken[0].hp == 6  # what the chooser said came true
    old = _injured_in_the_interview("brick_hollander", edition=14)
    notes = F.tap_notes(SimpleNamespace(state=old.state, source=old), 1)
    assert notes[old.state.sides[1].move_cards.index("iron_frame")] == \
        ("+6 HP stays this match", "good")


def test_a_lifted_cards_tag_stands_on_its_top_edge_not_over_its_words():
    """COUNT-OUT across a lifted card's foot covered its last line of words ("effective."): on
    a lifted card the tag stands across the top edge; a card in the fan keeps it at the foot."""
    pygame.display.init()
    pygame.display.set_mode((8, 8))
    from scenes.match.hand import DANGER, draw_foot_tag
    card = pygame.Rect(100, 60, 120, 168)
    for lifted in (True, False):
        surf = pygame.Surface((320, 260))
        surf.fill((0, 0, 0))
        draw_foot_tag(surf, card, 1.0, "COUNT-OUT", DANGER, lifted)
        rows = [y for y in range(surf.get_height())
                if surf.get_at((card.centerx - 30, y))[:3] == DANGER]
        assert rows
        if lifted:
            assert min(rows) < card.top < max(rows)
        else:
            assert card.top + card.h // 2 < min(rows) and max(rows) < card.bottom


def test_a_counters_own_type_is_named_when_the_next_move_repeats_it():
    """Hook the Leg (a Defensive page, In Close) countered a move, then Headbutt (In Close) gave
    the foe a Crowd Point "for the same move type again", with nothing saying the counter had a
    type: Headbutt's hover names the counter as the In Close move before it."""
    from conftest import give, plain_match, set_control
    from game.match import commands as C
    from game.match import repeats_a_type
    m = plain_match()
    s = m.state
    set_control(s, 1)
    for side in s.sides:
        side.momentum = [9, 9, 9, 9, 9, 9]
    hook = give(s, 0, "hook_the_leg")
    head = give(s, 0, "headbutt")
    jab = give(s, 1, "clinch_knees")  # In Close: Hook the Leg counters it
    m.play(C.PlayPage(1, jab))
    m.play(C.Counter(0, hook))
    assert s.control == 0 and s.string_seat == 0 and "in_close" in s.string_types
    assert repeats_a_type(s, 0, head) == (
        "In Close again in this string (Hook the Leg, your counter, was In Close too): if it "
        "lands, the crowd tires of it and gives the foe a Crowd Point.")

"""Session 47's play-test at the table (not the ring): a card lifted by the keyboard stayed
lifted over the prompt and the log for the rest of the match; pass-and-play's take-back said
'<owner> asks' when the other player had pressed U."""
from __future__ import annotations

import pygame
import pytest
from scene_helpers import frame, human_table, setup_of

from scenes.match import hand as HV


def test_the_pointer_takes_over_from_the_keyboards_lifted_card():
    sc = human_table((1280, 720), 5)
    app = sc.test_app
    app.process(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t"))
    frame(app)
    assert sc.focus.index is not None
    still = pygame.event.Event(pygame.MOUSEMOTION, pos=sc.mouse, rel=(0, 0), buttons=(0, 0, 0))
    app.process(still)  # (a motion of nothing, as some systems send: the focus stays)
    assert sc.focus.index is not None
    app.process(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(3, 2),
                                   buttons=(0, 0, 0)))
    frame(app)
    assert sc.focus.index is None and sc.hand_focus() is None
    assert not isinstance(sc.focus.current(sc.focusables()), HV.HandFocus)
    app.stack.scenes.clear()


def test_a_pass_and_play_take_back_names_whose_command_not_who_asks():
    from scenes.app import App
    app = App((1280, 720))
    table = app.reset("match", setup_of(11, ("human", "human")), speed="fast")
    frame(app)
    agree = app.push("takeback_agree", table, 0)
    shot = pygame.Surface((1280, 720))
    words = []
    from scenes.ui import widgets as W
    real = W.draw_text

    def keep(surface, text, *a, **k):
        words.append(text)
        return real(surface, text, *a, **k)
    W.draw_text = keep
    try:
        agree.draw(shot)
    finally:
        W.draw_text = real
    said = " ".join(words)
    assert f"Take back {agree.names[0]}'s last command?" in said
    assert "asks" not in said
    app.stack.scenes.clear()


def test_a_panels_ringside_chip_says_what_the_count_is_not_what_a_special_is():
    """Session 47's play-test: hovering RINGSIDE 0/2 on a panel said 'A Ringside special,
    played with someone at ringside'; Over the Top's card said the same and was played with
    nobody outside."""
    from game.library import keyword_help
    from game.library.card_text import TABLE_HELP
    from scenes.match import facts as F
    assert F.keyword_words("ringside") == TABLE_HELP["ringside"]
    assert "count" in F.keyword_words("ringside")
    assert "throw the foe out" in keyword_help("ringside")  # a card's keyword: the special
    assert F.keyword_words("on_mat") == TABLE_HELP["on_mat"]


def test_a_window_is_never_laid_out_smaller_than_the_minimum():
    """Session 47's play-test: with no window manager to hold the minimum, the window went
    down to 800x480 and the hand was cut off at the bottom."""
    from scenes.app import MIN_SIZE, App
    app = App((1280, 720))
    app.resize((800, 480))  # the player drags the edge past the minimum
    assert app.size[0] >= MIN_SIZE[0] and app.size[1] >= MIN_SIZE[1]
    app.window.size = (700, 400)  # the window shrunk under us, and says so
    app.resize()
    assert tuple(app.window.size) == MIN_SIZE and app.size == MIN_SIZE
    app.resize((1000, 700))
    assert app.size == (1000, 700)


def test_the_top_bars_turn_waits_for_the_ring_to_end_the_turn():
    """Session 47's play-test: the top bar said Turn 3 while the show and the log were still
    on turn 2."""
    from game.match import events as E
    from scenes.app import App
    from scenes.match import log_text as LT
    app = App((1280, 720))
    sc = app.reset("match", setup_of(3, ("normal", "normal")))
    seen = False
    for _ in range(2000):
        frame(app, 1 / 60, draw=False)
        p = sc.presenter
        ends = [i for i, ev in enumerate(getattr(p, "events", ())) if type(ev) is E.TurnEnded]
        if p.showing and ends and p.now < p.shown_at[ends[-1]] and sc.state.over is None:
            turn = sc.top_shown()["turn"]
            assert turn == LT.turn_shown(sc.state.turn - 1, False, sc.state.rules.turn_limit)
            p.finish()
            assert sc.top_shown()["turn"] == LT.turn_shown(sc.state.turn, False,
                                                           sc.state.rules.turn_limit)
            seen = True
            break
    assert seen
    app.stack.scenes.clear()


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1024, 768), (1000, 1080),
                                  (1920, 700), (2560, 1080), (1280, 1024)])
def test_the_ring_keeps_its_shape_on_a_tall_or_wide_window(size):
    """Session 47's play-test: at 1000x1080 the ring was a tall trapezoid under a huge crowd;
    at 1920x700 the name tags sat at the two ends of a wide crowd strip."""
    from scenes.match import ring_view as RV
    from scenes.match.layout import table_layout
    L = table_layout(size)
    area = RV.ring_area(L)
    lo, hi = RV.RING_SHAPE
    assert lo - 0.01 <= area.w / area.h <= hi + 0.01
    assert L.stage.contains(area)
    assert 0 <= RV.strip_rect(L).top - area.bottom <= round(8 * L.s)  # on the strip


def test_the_finish_stays_on_the_table_for_a_person_and_while_they_read_the_log():
    """Session 47's play-test: about a second after the finish (0.35 s at a fast pace) the
    table went to the results, taking a player who was scrolling back through the log there
    mid-scroll."""
    from scenes.app import App, Settings
    from scenes.match.scene import END_PAUSE_PERSON
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    sc = app.reset("match", setup_of(4, ("human", "greedy")))
    frame(app)
    assert sc.pace().end_pause >= END_PAUSE_PERSON
    watched = app.reset("match", setup_of(4, ("greedy", "greedy")))
    frame(app)
    assert watched.pace().end_pause < END_PAUSE_PERSON  # (watching two AIs: as before)
    sc = app.reset("match", setup_of(4, ("human", "greedy")))
    frame(app)
    ended = []
    sc.model.step = lambda dt, clock: "finish"  # (the end pause is over)
    sc.finish = lambda: ended.append(True)
    sc.mouse = sc.L.log.center
    sc.step(1 / 60)
    assert sc.reading_the_log() and not ended  # the results wait while they read
    sc.mouse = (5, 5)
    sc.step(1 / 60)
    assert not sc.reading_the_log() and ended
    app.stack.scenes.clear()


def test_a_move_that_lands_unanswered_on_a_person_says_why():
    """Session 47's play-test: the AI's moves landed one after another with only 'Watch the
    ring...' on the prompt; nothing said the player's hand held no counter to them."""
    from types import SimpleNamespace as NS
    from game.match import commands as C, events as E
    from scenes.match import facts as F
    info = NS(name="Anvil Lariat")
    state = NS(info=lambda page: info, over=None)
    called = (E.PagePlayed(1, 5, (), "pending"),
              E.MoveConnected(1, 5, "mad_rush", "head", 7, (), ()))

    def model(humans, seat, events):
        entry = NS(command=C.PlayPage(seat, 5), events=events)
        return NS(humans=lambda: humans, source=NS(log=[entry]), state=state)
    assert F.watch_words(model([0], 1, called)).startswith(
        "Anvil Lariat lands: nothing in your hand counters it")
    assert F.watch_words(model([0], 0, called)) == F.WATCH  # (their own move)
    assert F.watch_words(model([0, 1], 1, called)) == F.WATCH  # (pass-and-play: no telling)
    answered = (E.MoveConnected(1, 5, "mad_rush", "head", 7, (), ()),)  # (let through)
    assert F.watch_words(model([0], 1, answered)) == F.WATCH
    state.over = "a DQ"  # (under 'WINS! by DQ' it said the move lands: session 60)
    assert F.watch_words(model([0], 1, called)) == F.WATCH

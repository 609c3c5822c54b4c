"""Keyword help and readable hovering on the table (issue 16)."""
from __future__ import annotations

import scene_helpers  # noqa: F401  (dummy drivers, temporary folders)

import pygame
import pytest

from scene_helpers import frame, human_table
from sprites.panel import panel_spots


@pytest.fixture(scope="module", params=[(1280, 720), (1920, 1080)])
def scene(request):
    return human_table(request.param, 5)


def hover(scene, pos):
    scene.test_app.process(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                              buttons=(0, 0, 0)))
    frame(scene.test_app)


def test_hovering_a_momentum_icon_or_chip_explains_it(scene):
    panel = scene.panel_rect(0)
    spots = panel_spots(scene.panel_data(0), panel.size, scene.L.s)
    words = {w for _, w in spots}
    assert {"agility", "attitude", "warnings", "crowd"} <= words
    for rect, word in spots:
        hover(scene, rect.move(panel.topleft).center)
        assert scene.hover[:2] == ("keyword", word)


def test_hand_cards_do_not_hide_each_others_names_up_to_a_big_hand(scene):
    side = scene.match.state.sides[0]
    for extra in range(0, 4):  # 5 to 8 pages
        while len(side.hand) < 5 + extra and side.playbook:
            side.hand.append(side.playbook.pop(0))
        scene.refresh()
        rects = [sl.rect for sl in scene.slots]
        if len(rects) <= 7:
            for a, b in zip(rects, rects[1:]):
                assert a.right <= b.left, (len(rects), a, b)
        frame(scene.test_app)


def test_the_hovered_hand_card_is_lifted_big_over_the_stage(scene):
    slot = scene.slots[0]
    hover(scene, slot.rect.center)
    assert scene.hover == ("hand", 0)
    lifted = scene.lifted_rect(slot)
    assert lifted.w >= round(slot.rect.w * 1.5) and lifted.top < scene.L.hand.top


def test_no_minus_zero_damage_popups():
    from game.match import events as E
    from scenes.match.presenter import Presenter

    class Ear:
        def play(self, name):
            pass

    p = Presenter(Ear(), speed=1.0)
    p.on_MoveConnected(E.MoveConnected(0, 0, "in_close", "head", 0, (), ()))
    p.on_DamageDealt(E.DamageDealt(1, 0, "back", "x"))
    texts = [c.text for c in p.cues]
    assert "-0" not in texts and "NO DAMAGE" in texts


def test_turn_numbers_agree_on_table_continue_and_load():
    from scenes.match.log_text import turn_shown
    assert turn_shown(9, False) == 10  # the table's "Turn 10" while turn 10 is played
    assert turn_shown(12, True) == 12  # a finished match: its last turn
    assert turn_shown(80, False, 80) == 80


def test_weapons_in_hardcore_show_no_dq_risk():
    from game.library import load_library
    from sprites.card_face import _special_caption, metrics
    chair = load_library().pages["folding_chair"]
    assert "DQ 30%" in _special_caption(chair, metrics(124))
    assert "DQ" not in _special_caption(chair, metrics(124), legal=True).replace("no DQ", "")


def test_squash_tapout_words_in_an_exhibition(scene):
    class Over:
        winner, how, turn = 0, "pin", 9
    st = scene.match.state
    saved = st.over
    st.over = Over()
    try:
        assert "next match" not in scene.model.tapout_words()
        scene.model.season = True  # (a season's table: MatchScene(season=True))
        assert "next match" in scene.model.tapout_words()
        scene.model.season = False
    finally:
        st.over = saved


def test_the_why_inspector_names_the_cards_behind_a_bonus():
    from conftest import make_match, prepare_move, set_control
    from game.match import commands as C
    from game.match import events as E
    from scenes.match.inspector import explain
    m = make_match(stars=("mack_doyle", "kestrel_ortiz"), move_cards=(["heavy_hands"], []))
    s = m.state
    set_control(s, 0)
    inst = prepare_move(s, 0, "jab_flurry")
    evs = m.play(C.PlayPage(0, inst))
    if s.pending:
        evs = m.play(C.Allow(1))
    hit = next(e for e in evs if isinstance(e, E.MoveConnected))
    rows = dict(explain(hit, m.state).rows)
    assert "Heavy Hands +1" in rows["bonuses from"]
    assert "Two-Fisted +1" in rows["bonuses from"]


def test_every_event_has_its_own_log_line():
    """No event falls back to a cryptic name-only line such as 'Drama Carried.'."""
    import inspect

    import game.match.events as E
    from scenes.match.log_text import _LINES, SILENT
    kinds = [c for _, c in inspect.getmembers(E, inspect.isclass)
             if issubclass(c, E.Event) and c is not E.Event]
    assert [c.__name__ for c in kinds if c not in _LINES and c not in SILENT] == []


def test_interview_tooltip_says_how_many_drama_cards():
    from game.match.rules import DRAMA_DEALT
    from scenes.menus.setup import INTERVIEW_TEXT
    assert f"dealt {DRAMA_DEALT} Drama cards" in INTERVIEW_TEXT


def test_season_injuries_say_in_words_when_they_heal():
    from scenes.season.text import heal_words
    assert heal_words(1, 4) == "heals after their turn in week 2"
    assert heal_words(3, 4) == "heals after their turn at the Pay-Per-View"
    assert heal_words(4, 4) == "out for the rest of the season"
    assert heal_words(-1, 4) == ""


def test_continue_prefers_a_season_in_progress_then_a_played_match_never_a_finished_one():
    from pathlib import Path

    from scenes.menus.load import SaveRow
    from scenes.menus.menu import pick_continue

    def row(name, kind, over=False):
        return SaveRow(Path(name), kind, name, over=over)
    watched = row("watched", "match")
    finished = row("finished", "match", over=True)
    season = row("season", "season")
    playing = row("playing", "match")
    played = {"finished", "playing"}.__contains__
    pick = lambda rows: pick_continue(rows, lambda r: played(r.title)).title  # noqa: E731
    assert pick([watched, finished, season]) == "season"
    assert pick([watched, finished, playing]) == "playing"
    assert pick([playing, season]) == "playing"  # the newest of the two still being played
    assert pick([season, playing]) == "season"
    assert pick([finished, watched]) == "watched"  # never a finished match (issue 25)
    assert pick([watched, row("old season", "season", over=True)]) == "watched"
    assert pick_continue([finished], lambda r: True) is None
    assert pick_continue([]) is None


def test_number_keys_keep_pointing_at_the_same_page(scene):
    side = scene.match.state.sides[0]
    before = scene.model.shown_order(0)
    assert sorted(before) == sorted(side.hand)
    gone = before[1]
    side.hand.remove(gone)  # played; a fresh page is drawn
    side.hand.append(side.playbook.pop(0))
    after = scene.model.shown_order(0)
    assert after[0] == before[0] and after[2:] == before[2:]  # the others keep their numbers
    assert after[1] == side.hand[-1]  # the new page takes the free place
    scene.refresh()
    assert [sl.page for sl in scene.slots] == after


@pytest.mark.slow
def test_demo_reports_frame_figures_at_a_size():
    from scenes.demo import run_demo
    out = run_demo(40, None, seed=3, size=(1024, 600))
    assert out["size"] == [1024, 600]
    for key in ("frame_ms", "baseline_ms", "cpu_ms"):
        assert set(out[key]) == {"p50", "p95", "p99", "max"}
        assert 0 <= out[key]["p50"] <= out[key]["p99"] <= out[key]["max"]
    assert 0 <= out["over_16ms"] <= 40
    assert out["sounds_loaded"] >= 0


def test_demo_size_flag_refuses_nonsense():
    import subprocess
    import sys
    from pathlib import Path
    main = Path(__file__).resolve().parent.parent / "main.py"
    out = subprocess.run([sys.executable, str(main), "demo", "--size", "big"],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode != 0 and "1280x720" in out.stderr and "Traceback" not in out.stderr


def test_the_winning_moment_plays_before_the_squash_tapout(scene):
    from game.match import events as E
    class Over:
        winner, how, turn = 1, "pin", 9
    st = scene.match.state
    side = st.sides[0]
    saved = (st.over, side.injury_due, list(side.injury_causes))
    st.over, side.injury_due = Over(), 1
    side.injury_causes[:] = ["squash"]
    try:
        scene.presenter.present([E.MatchEnded(1, "pinfall", 9, (0, 0))], st)  # the bell rings
        assert scene.presenter.busy and scene.model.choice_mode() is None  # the bell first
        scene.presenter.finish()
        assert scene.model.choice_mode() == "tapout"
    finally:
        st.over, side.injury_due = saved[0], saved[1]
        side.injury_causes[:] = saved[2]


def test_a_hovered_card_turns_face_up_as_soon_as_its_face_is_ready(scene, monkeypatch):
    """The lifted card is drawn over the table every frame: while its face is still being
    drawn (by the helper) it shows its back, and the face as soon as it is ready, mouse still."""
    slot = scene.slots[0]
    real = scene.face
    calls = {"n": 0}

    def slow_face(card, width, kind="page", wait=True):
        if width == scene.L.lifted_w and calls["n"] < 3:
            calls["n"] += 1
            scene.faces_waiting = True
            return None  # not drawn yet
        return real(card, width, kind, wait)
    monkeypatch.setattr(scene, "face", slow_face)
    hover(scene, slot.rect.center)
    assert scene.hover == ("hand", 0)
    for _ in range(6):
        frame(scene.test_app)
    assert calls["n"] == 3
    assert slot.page in scene.drawn_hand  # shown face up, the mouse never moved


def test_a_finished_match_is_numbered_the_turn_it_ended_in():
    """The log said 'Turn 27' above the pin, then 'wins by pinfall on turn 26' and the top bar
    went back to 26: a pin, submission or DQ ends the turn being played."""
    from scenes.match.log_text import turn_shown
    assert turn_shown(26, True, how="pinfall") == 27
    assert turn_shown(26, True, how="dq") == 27
    assert turn_shown(26, True, how="countout") == 26  # after the turn was counted
    assert turn_shown(80, True, 80, how="draw") == 80


def test_the_ending_line_and_the_last_turn_divider_agree(cat):
    from game.match import Match
    from game.lab.simulate import play_out, random_setup
    from scenes.match.log_text import events_entries, turn_shown
    from game.match import events as E
    seen = set()
    for seed in range(1, 40):
        m = play_out(Match(random_setup(cat, seed, "hardcore", "greedy", "greedy"), cat), seed)
        how = m.state.over.how
        if how in seen:
            continue
        seen.add(how)
        last_turn_ended = max((ev.turn for e in m.log for ev in e.events
                               if isinstance(ev, E.TurnEnded)), default=0)
        divider = last_turn_ended + 1  # the log's "Turn N" line above the last command
        shown = turn_shown(m.state.turn, True, how=how)
        end = [ev for e in m.log for ev in e.events if isinstance(ev, E.MatchEnded)][0]
        line = events_entries((end,), m.state)[0].text
        assert f"on turn {shown}." in line
        if how in ("countout", "draw"):
            assert shown == last_turn_ended
        else:
            assert shown == divider
    assert "pinfall" in seen

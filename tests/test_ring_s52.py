"""Session 52's ring (issue 31): a counter reads as the move attempted, turned round."""
from __future__ import annotations

import pytest
from ring_helpers import CAT, FakeCue, Pages, facts
from scene_helpers import setup_of

from game.match import Match
from game.match import events as E
from scenes.match import reversals as RV
from scenes.match import show as SH
from scenes.match.presenter import Presenter

FIGS = [SH.figure_of(0, facts(), (200, 60, 60)),
        SH.figure_of(1, facts(style="high-flyer"), (60, 60, 200))]
DOWN = [FIGS[0], SH.figure_of(1, facts(style="high-flyer", on_mat=True), (60, 60, 200))]


def _page(pred):
    return next(pid for pid, info in CAT.info.items() if pred(info))


def _kind(move_type):
    return _page(lambda i: i.kind == "move" and i.move_type == move_type and
                 "hold" not in i.tags and not i.counters)


def _frames(of, how, figs=FIGS, low=False, n=40):
    """[(p, {seat: Placed})] through a reversal of `of` done `how` (low: the state has the
    attacker down after it)."""
    dur, hit = RV.seconds_of(of), RV.TURN_AT[of]
    cue = FakeCue("motion", 0, 0.0, dur, {"motion": "counter", "of": of, "how": how, "hit": hit})
    if low:
        figs = [SH.replace(figs[0], stance="down"), figs[1]]
    return [(k / n, {q.figure.seat: q for q in SH.stage(figs, [cue], k / n * dur, bob=False)})
            for k in range(n + 1)]


def _shown(move, counter, reduced=False):
    st = Pages(Match(setup_of(4, ("normal", "normal")), CAT).state, [move, counter])
    p = Presenter(None, speed=1.0, reduced_motion=reduced)
    p.present([E.MoveCountered(1, 1, (), 0, 0)], st)
    return p


def test_a_countered_dive_climbs_the_ropes_leaps_and_crashes_onto_an_empty_mat():
    """Session 51's play-test: a countered dive never climbed. It goes up on the ropes, leaps,
    and the one it dives at moves out of it: the diver lands flat on the mat, then gets up."""
    hit = RV.TURN_AT["dive"]
    frames = _frames("dive", "block")
    before = [f for p, f in frames if p < hit]
    assert any(f[0].high for f in before)  # up on the ropes
    assert max(f[0].up for f in before) > 0.5  # the leap
    lying = [f for p, f in frames if p > hit and abs(f[0].tilt) >= 89]
    assert lying and all(f[0].up < 0.05 for f in lying)  # down on the mat, not on the foe
    assert all(abs(f[0].x - f[1].x) > 0.1 or abs(f[0].y - f[1].y) > 0.08 for f in lying)
    on_mat = _frames("dive", "roll", DOWN)  # a foe lying rolls clear of the landing
    assert max(f[1].x for p, f in on_mat) > on_mat[0][1][1].x + 0.08


def test_a_caught_kick_is_held_out_then_swept():
    """Session 51's play-test: Catch the Kick showed no catch. The kick comes (the leg out),
    the one countering holds the foot in both hands, then the kicker is swept onto their
    back."""
    hit = RV.TURN_AT["kick"]
    frames = _frames("kick", "catch")
    leg = [p for p, f in frames if f[0].pose == "legup"]
    assert leg and min(leg) < hit  # the leg out before it is turned
    held = [p for p, f in frames if f[0].pose == "legup" and f[1].pose == "pull"]
    assert held and max(held) > hit  # held out after the turn
    swept = [p for p, f in frames if p > hit and f[0].tilt <= -80]  # on their back (facing +1)
    assert swept and min(swept) > max(held)


@pytest.mark.parametrize("of", sorted(set(SH.MOTION_OF.values()) | {"hold", "weapon"}))
def test_every_move_type_starts_as_its_own_move_and_is_turned_round(of):
    """Every move type's reversal starts as that move's own motion (up to its turn the
    attacker moves as the move does), then the attacker reels, stumbles past or goes down
    and is back where the state has them at the end; under a second (a dive a dive's)."""
    hit = RV.TURN_AT[of]
    assert RV.seconds_of(of) <= RV.DIVE_SECONDS < 1.0
    frames = _frames(of, "block")
    for p, f in frames:
        if p < hit * 0.9:
            q = p / hit * SH.IMPACT_AT[of] * (RV.LIFT_SHORT if of in RV.LIFTS else RV.SHORT)
            own, _ = SH.motion_beats(of, q, 1, SH.reach_of(of, frames[0][1][0], frames[0][1][1],
                                                           1.36, 0.86))
            assert f[0].x == pytest.approx(frames[0][1][0].x + own.dx, abs=1e-6), (of, p)
    after = [f for p, f in frames if p > hit + 0.05]
    turned = [f for f in after if f[0].pose in ("staggered", "crouch") or abs(f[0].tilt) > 30]
    assert turned, of
    end = frames[-1][1]
    assert (end[0].x, end[0].y, end[0].tilt) == pytest.approx((0.33, SH.STAND_Y, 0.0))
    assert end[1].x == pytest.approx(0.67)


def test_a_reversal_that_puts_the_attacker_down_ends_lying_where_the_state_has_them():
    """When the state has the attacker on the mat after it (Overhead Counter Toss), the
    reversal starts from their feet and leaves them lying on their spot, not up again."""
    frames = _frames("running", "toss", low=True)
    assert abs(frames[int(len(frames) * 0.3)][1][0].tilt) < 30  # the run, on their feet
    end = frames[-1][1][0]
    assert end.tilt == pytest.approx(-90.0) and end.y == pytest.approx(SH.DOWN_Y)
    assert end.x == pytest.approx(0.33)


def test_the_countered_stamp_lands_as_the_reversal_reads_and_the_next_move_waits():
    """Session 51's play-test: COUNTERED was stamped a quarter second before the ring's
    reversal read. It comes at or after the turn, within READS of it; the counter's own move
    starts once the reversal is over."""
    dive, kick = _kind("high_risk"), _kind("leg_extended")
    catch = _page(lambda i: i.id == "catch_the_kick")
    for move, of in ((dive, "dive"), (kick, "kick")):
        p = _shown(move, catch)
        turn = next(c for c in p.cues if c.kind == "motion" and c.data["motion"] == "counter")
        assert turn.data["of"] == of and turn.data["how"] == "catch"
        assert turn.dur == pytest.approx(RV.seconds_of(of)) and turn.dur < 1.0
        at = turn.at + turn.data["hit"] * turn.dur
        stamp = next(c for c in p.cues if c.kind == "stamp" and c.text == "COUNTERED")
        assert at - 1e-9 <= stamp.at <= at + RV.READS + 1e-9
        assert p.cursor >= turn.at + turn.dur - 1e-9


def test_with_reduced_motion_a_counter_moves_nothing():
    """Reduced motion: no reversal plays, COUNTERED and the card show at once."""
    p = _shown(_kind("high_risk"), _page(lambda i: i.id == "roll_clear"), reduced=True)
    assert not [c for c in p.cues if c.kind == "motion"]
    stamp = next(c for c in p.cues if c.kind == "stamp" and c.text == "COUNTERED")
    assert stamp.at == pytest.approx(0.0)


def _before_a_counter_from_the_mat():
    """A match of two Normal AIs played up to the command in which one down on the mat
    counters (and is up after it); the match and that counterer's seat."""
    from game.ai.decisions import decision_dice, level_of
    from game.match import play_ai_turn

    def play(seed, stop=None):
        m = Match(setup_of(seed, ("normal", "normal")), CAT)
        for n in range(400):
            seat = m.actor()
            if seat is None or n == stop:
                return m, None
            down = [side.on_mat for side in m.state.sides]
            level = level_of(m.setup, m.controller(seat))
            for ev in play_ai_turn(m, seat, level, decision_dice(seed, seat, m.state.actions)):
                if type(ev) is E.MoveCountered and down[ev.seat] and \
                        not m.state.sides[ev.seat].on_mat:
                    return m, (n, ev.seat)
        return m, None

    for seed in (1, 6, 23, 27):
        _, found = play(seed)
        if found is not None:
            return play(seed, found[0])[0], found[1]
    raise AssertionError("no counter from the mat")


def test_one_countering_from_the_mat_gets_up_in_the_reversal_and_stays_up():
    """Session 52's play-test: one down on the mat who countered rolled up in the reversal,
    lay flat again and only then got up for their own move, the panel already saying
    STANDING. Drawn, once off the flat of the mat they never lie flat again in that command;
    the ring's figure and the panel's ON THE MAT agree at every frame."""
    from scene_helpers import frame

    from scenes.app import App, Settings
    from scenes.match import facts as F
    m, seat = _before_a_counter_from_the_mat()
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    sc = app.reset("match", m.setup, match=m)
    start, flat, frames = len(sc.match.log), [], 0
    for _ in range(900):
        frame(app, 1 / 60, draw=False)
        p = sc.presenter
        ring = sc.show_figures()[seat].stance == "down"  # (read every frame, as drawn)
        panel = sc.panel_shown(seat, F.panel_facts(sc.model, seat, ""))["on_mat"]
        if len(sc.match.log) == start:
            continue
        if not p.showing:
            break
        frames += 1
        assert ring == panel, (frames, ring, panel)
        me = next(q for q in SH.stage(sc.show_figures(), p.cues, p.now, bob=False)
                  if q.figure.seat == seat)
        flat.append(SH.lying(me) and me.pose != "crouch")
    assert any(type(ev) is E.MoveCountered for ev in sc.match.log[-1].events)
    assert frames > 40 and flat[0] and not flat[-1]  # (the reversal: the counter's move)
    up = flat.index(False)
    assert not any(flat[up:]), flat
    app.stack.scenes.clear()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (2560, 1080)])
def test_a_dive_from_the_referees_side_does_not_climb_through_him(size):
    """Session 52's play-test: a dive's climb went to the top rope by the referee's corner,
    the two bodies one for several frames. A dive (connected or countered) by the one on his
    side of the ring keeps clear of him all the way (watching or arguing at the side ropes,
    where he walks as in the window)."""
    import pygame
    from ring_helpers import Shown

    from scenes.match import ring_view as RVW
    from scenes.match.layout import table_layout
    pygame.init()
    L = table_layout(size)
    g = RVW.RING.ring_geom(RVW.ring_area(L))
    him = SH.Figure(9, "R", "technician", "protagonist", (0, 0, 0), "ring", "standing", False,
                    False, ())
    hit = RV.TURN_AT["dive"]
    for diver, foe in (("high-flyer", "giant"), ("giant", "technician"), ("powerhouse", "giant")):
        figs = [SH.figure_of(0, facts(style=foe), (200, 60, 60)),
                SH.figure_of(1, facts(style=diver), (60, 60, 200))]
        for distracted in (False, True):
            for data in ({"motion": "dive"}, {"motion": "counter", "of": "dive", "how": "block",
                                              "hit": hit},
                         {"motion": "counter", "of": "dive", "how": "roll", "hit": hit}):
                cue = FakeCue("motion", 1, 0.0, RV.seconds_of("dive"), data)
                at = {}

                def walk(x, y, hurry, figures):
                    at["p"] = SH.walk_step(at.get("p", (x, y)), (x, y), 1 / 60, figures)
                    return at["p"]
                for n in range(int(cue.dur * 60) + 1):
                    RVW.show_plan(pygame.Rect((0, 0), size), L, Shown([cue], n / 60), figs,
                                  SH.referee_of(None, distracted), 1, (0, 0), False, {}, None,
                                  walk)
                    ref = SH.Placed(him, *at["p"], 0.0, -1, "")
                    me = next(q for q in SH.stage(figs, [cue], n / 60, bob=False)
                              if q.figure.seat == 1)
                    assert not RVW.body_box(g, me).colliderect(RVW.body_box(g, ref)), \
                        (diver, distracted, data, n)

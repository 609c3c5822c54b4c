"""Session 54's play-test (issue 31): a ringside page played from the ring at a foe on the floor
floated over the ropes and back in a hop, and read as no contact. The one in the ring goes out
to them (across the ropes), hits them on the floor and climbs back to where the state has them;
popups at ringside keep off both figures' faces."""
from __future__ import annotations

import pygame
import pytest
from ring_helpers import CAT, facts
from scene_helpers import setup_of

from game.match import Match
from game.match import commands as C
from game.match import events as E
from scenes.match import fx as FX
from scenes.match import ring_view as RVW
from scenes.match import show as SH
from scenes.match import trips as TR
from scenes.match.layout import table_layout
from scenes.match.presenter import Presenter

RINGSIDE = {"rail_run_dropkick", "ringside_rampage", "post_arm_whip", "barricade_bump",
            "brawl_in_crowd", "apron_argument", "catch_breath_floor", "post_gash",
            "broadcast_monitor"}
NO_BLOW = {"catch_breath_floor"}  # (on their feet and a page drawn: nothing reaches the foe)
SAME_PLACE = {"broadcast_monitor"}  # (a weapon: the two must be in one place)
SIZES = ((1280, 720), (1920, 1080))


def _played(page: str, counter: str | None = None, attacker_down: bool = False):
    """Seat 0 in the ring plays `page` at seat 1 on the floor (who counters with `counter`, or
    has nothing to answer with): the events and the state after."""
    m = Match(setup_of(4, ("human", "human"), "hardcore"), CAT)
    st = m.state
    me, foe = st.sides[0], st.sides[1]
    pages = list(st.pages)
    pages[me.hand[0]] = page
    if counter:
        pages[foe.hand[0]] = counter
        del foe.hand[1:]
    else:
        foe.hand.clear()
    st.pages = tuple(pages)
    foe.at_ringside, me.on_mat = True, attacker_down
    me.momentum = [9] * len(me.momentum)
    foe.momentum = [9] * len(foe.momentum)
    events = list(m.play(C.PlayPage(0, me.hand[0])))
    if counter:
        events += list(m.play(C.Counter(1, foe.hand[0])))
    return events, m.state


def _figures(state):
    return [SH.figure_of(seat, facts(style=("high-flyer", "brawler")[seat],
                                     at_ringside=state.sides[seat].at_ringside,
                                     on_mat=state.sides[seat].on_mat), (200, 60, 60))
            for seat in (0, 1)]


def _frames(events, state):
    """[(now, {seat: Placed}, the cues playing)] at 60 a second through the command's show."""
    p = Presenter(None, speed=1.0)
    p.present(events, state)
    figs, out = _figures(state), []
    cues = list(p.cues)
    while p.showing:
        out.append((p.now, {q.figure.seat: q for q in SH.stage(figs, p.cues, p.now, bob=False)},
                    cues))
        p.update(1 / 60)
    out.append((p.now, {q.figure.seat: q for q in SH.stage(figs, p.cues, p.now, bob=False)},
                cues))
    return out


def _geom(size):
    return RVW.RING.ring_geom(RVW.ring_area(table_layout(size)))


def test_the_library_s_ringside_pages_are_the_ones_checked():
    """A new ringside page is checked here too."""
    assert {pid for pid, info in CAT.info.items() if info.place == "ringside"} == RINGSIDE


@pytest.mark.parametrize("page", sorted(RINGSIDE - NO_BLOW - SAME_PLACE))
def test_a_ringside_page_from_the_ring_goes_out_to_the_foe_and_back(page):
    """At the blow's impact the attacker stands on the floor beside the foe, their bodies
    touching at both window sizes; by the end they are back on their spot in the ring (the
    state keeps them there), never jumping more than a step between two frames."""
    events, st = _played(page)
    assert not st.sides[0].at_ringside and st.sides[1].at_ringside
    frames = _frames(events, st)
    motions = [c for c in frames[0][2] if c.kind == "motion" and c.seat == 0 and
               c.data.get("motion") in SH.HITS]
    assert motions, [type(e).__name__ for e in events]
    blow = motions[0]
    assert blow.data.get("away") or blow.data.get("stay")
    assert [c for c in frames[0][2] if c.kind == "back" and c.seat == 0]
    impact = blow.at + SH.IMPACT_AT[blow.data["motion"]] * blow.dur
    now, at, _ = min(frames, key=lambda f: abs(f[0] - impact))
    att, vic = at[0], at[1]
    post = blow.data.get("post")
    assert att.y > 1.0, (page, att.y)  # out on the floor, not in the ring
    if not post:  # (a foe whipped into the post is on their way there at the impact)
        assert abs(att.y - vic.y) < 0.08
        for size in SIZES:
            g = _geom(size)
            a, v = RVW.body_box(g, att), RVW.body_box(g, vic)
            tol = round(0.2 * RVW.figure_height(g, vic.y, vic.figure))
            assert a.inflate(tol, tol).colliderect(v), (page, size, a, v)
    else:  # taken by the arm beside them before the whip
        grab = [f for f in frames if blow.at <= f[0] <= impact]
        assert min(abs(f[1][0].x - f[1][1].x) for f in grab) < 0.15
    home = SH.spot_of(_figures(st)[0])
    last = frames[-1][1][0]
    assert (round(last.x, 3), round(last.y, 3)) == (round(home[0], 3), round(home[1], 3))
    steps = [max(abs(b[1][0].x - a[1][0].x), abs(b[1][0].y - a[1][0].y))
             for a, b in zip(frames, frames[1:])]
    assert max(steps) < 0.1, (page, max(steps))  # (a dive glided home in two frames)
    crossing = [f[1][0] for f in frames if 0.96 < f[1][0].y < 1.04]
    assert crossing and any(q.pose == "crouch" for q in crossing)  # through the ropes, low


def test_a_ringside_page_from_one_down_in_the_ring_gets_them_up_and_lays_them_down_again():
    events, st = _played("brawl_in_crowd", attacker_down=True)
    assert st.sides[0].on_mat
    frames = _frames(events, st)
    blow = next(c for c in frames[0][2] if c.kind == "motion" and c.seat == 0)
    now, at, _ = min(frames, key=lambda f: abs(f[0] - blow.at - 0.45 * blow.dur))
    assert at[0].y > 1.0 and abs(at[0].tilt) < 20
    assert abs(frames[-1][1][0].tilt) == 90


COUNTERED = (("post_arm_whip", "duck_under"), ("post_arm_whip", "forearm_shield"),
             ("rail_run_dropkick", "knee_lift_counter"), ("rail_run_dropkick", "roll_clear"),
             ("ringside_rampage", "sprawl"), ("ringside_rampage", "sidestep"),
             ("ringside_rampage", "overhead_counter_toss"))  # (every counter these pages allow
# is of one of these kinds)


@pytest.mark.parametrize("page,counter", COUNTERED)
def test_a_countered_ringside_page_is_turned_round_on_the_floor_and_hit_there(page, counter):
    """A ringside page from the ring, Duck Under from the floor: the reversal plays beside the
    one on the floor, the counter's own move lands on the attacker there (it walked into the
    ring and back, and the one on the floor read as back in: session 54's fifth play-test),
    and only then does the attacker climb back in (the state keeps them in the ring), low
    under the bottom rope when it put them down (tossed, they stood at once and climbed in
    labelled DOWN!: session 55's). The one who countered never sets foot in the ring; nobody
    jumps between two frames."""
    events, st = _played(page, counter)
    assert any(type(e) is E.MoveCountered for e in events)
    assert not st.sides[0].at_ringside and st.sides[1].at_ringside
    frames = _frames(events, st)
    cues = frames[0][2]
    turn = next(c for c in cues if c.kind == "motion" and c.data.get("motion") == "counter")
    assert turn.seat == 0 and (turn.data.get("away") or turn.data.get("stay"))  # (a dive
    at_turn = min(frames, key=lambda f: abs(f[0] - turn.at - turn.data["hit"] * turn.dur))[1]
    assert at_turn[0].y > 1.0 and abs(at_turn[0].x - at_turn[1].x) < 0.25  # flies out)
    turned = min(frames, key=lambda f: abs(f[0] - turn.at - turn.dur))[1]
    assert turned[0].y > 1.0  # (a dive crashed on the floor glided back in: session 55)
    assert not [c for c in cues if c.kind == "motion" and c.seat == 1]  # (its reversal is
    back = [c for c in cues if c.kind == "back" and c.seat == 0]  # the counter's move)
    assert back and back[0].at >= turn.at + turn.dur - 1e-6
    stamp = [c for c in cues if c.kind == "stamp" and ("TO THE" in c.text or
                                                       c.text == "NO DAMAGE")][-1]
    at_hit = min(frames, key=lambda f: abs(f[0] - stamp.at))[1]  # (what it did lands there)
    assert at_hit[0].y > 1.0 and at_hit[1].y > 1.0, (at_hit[0].y, at_hit[1].y)
    assert abs(at_hit[0].y - at_hit[1].y) < 0.08 and abs(at_hit[0].x - at_hit[1].x) < 0.3
    assert back[0].at >= stamp.at - 1e-6 and back[0].data.get("crawl")
    if abs(frames[-1][1][0].tilt) == 90:  # (put down there: back in low, under the rope)
        assert all(abs(f[1][0].tilt) >= 45 for f in frames if f[0] >= back[0].at)
    assert all(f[1][1].y > 1.0 for f in frames)  # (the one countering stays on the floor)
    assert not [c for c in cues if c.kind in ("go", "back") and c.seat == 1]
    assert frames[-1][1][0].y < 1.0
    home = SH.spot_of(_figures(st)[0])
    last = frames[-1][1][0]
    assert (round(last.x, 3), round(last.y, 3)) == (round(home[0], 3), round(home[1], 3))
    steps = [max(abs(b[1][s].x - a[1][s].x), abs(b[1][s].y - a[1][s].y))
             for a, b in zip(frames, frames[1:]) for s in (0, 1)]
    assert max(steps) < 0.12, (page, max(steps))


def test_one_countered_across_the_ropes_goes_back_even_with_no_move_after():
    """Whatever follows a reversal across the ropes, the attacker is sent back by the end of
    the command's show (trips.sent_back)."""
    events, st = _played("post_arm_whip", "duck_under")
    cut = [e for e in events if type(e) is not E.MoveConnected]
    p = Presenter(None, speed=1.0)
    p.present(cut, st)
    assert [c for c in p.cues if c.kind == "back" and c.seat == 0]
    assert not p.staying


def test_with_reduced_motion_nothing_goes_across():
    events, st = _played("brawl_in_crowd")
    p = Presenter(None, speed=1.0, reduced_motion=True)
    p.present(events, st)
    assert not [c for c in p.cues if c.kind in ("go", "back", "motion")]


def test_input_opens_within_a_second_and_the_blow_lands_within_one_and_a_half():
    for page in sorted(RINGSIDE - NO_BLOW - SAME_PLACE):
        events, st = _played(page)
        p = Presenter(None, speed=1.0)
        p.present(events, st)
        assert p.hold_until <= 1.0 + 1e-6
        blow = next(c for c in p.cues if c.kind == "motion" and c.seat == 0 and
                    c.data.get("motion") in SH.HITS)
        assert blow.at + SH.IMPACT_AT[blow.data["motion"]] * blow.dur <= 1.5
        assert p.show_end >= max(c.at + c.dur for c in p.cues if c.kind == "back")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("page", ["brawl_in_crowd", "rail_run_dropkick", "ringside_rampage"])
def test_popups_at_ringside_keep_off_both_figures_faces(size, page):
    """'-2' and '+1 CROWD' over one on the floor stacked over them and the one beside them:
    drawn at every frame of the blow and the way back (with a wide one and a third added),
    no popup covers either face."""
    pygame.init()
    events, st = _played(page)
    L = table_layout(size)
    screen = pygame.Surface(size)
    p = Presenter(None, speed=1.0)
    p.present(events, st)
    blow = next(c for c in p.cues if c.kind == "motion" and c.seat == 0 and
                c.data.get("motion") in SH.HITS)
    p.cursor = blow.at + 0.5 * blow.dur
    for words in ("+1 CROWD\nFOE REPEATED\nA MOVE TYPE", "DOWN!", "-3"):
        p.popup(1, words, (240, 200, 80), 1.4, wait=False, big=words == "-3")
    p.popup(0, "+1 CROWD", (240, 200, 80), 1.4, wait=False)
    figs = _figures(st)
    checked = 0
    while p.showing:
        p.update(1 / 30)
        if not p.active("float"):
            continue
        plan = RVW.show_plan(screen.get_rect(), L, p, figs, SH.referee_of(None, False), 1,
                             (0, 0), False, {}, None)
        drawn = FX.draw_popups(screen, p, RVW.heads_of(plan), RVW.ring_area(L), L.s, 1.0,
                               False)
        faces = [FX.face_box(pc.head[1:3], L.s) for pc in plan if pc.head is not None]
        for r in drawn:
            assert r.collidelist(faces) == -1, (p.now, r, faces)
        checked += 1
    assert checked > 5


def test_the_trip_reads_only_across_the_ropes():
    """Both in the ring (or both outside), no trip: the show is as before."""
    m = Match(setup_of(4, ("human", "human"), "hardcore"), CAT)
    p = Presenter(None)
    p.state, p.events, p.shown_at = m.state, [], []
    assert not TR.crosses(p, 0, "strike")
    m.state.sides[1].at_ringside = True
    assert TR.crosses(p, 0, "strike") and TR.crosses(p, 1, "kick")
    assert not TR.crosses(p, 0, "throw") and not TR.crosses(p, 0, "flex")
    p.events = [E.WentToRingside(1, "Over the Top")]  # (still in the ring till then)
    assert not TR.crosses(p, 0, "strike")


@pytest.mark.parametrize("size", SIZES)
def test_popups_over_one_hit_on_the_floor_keep_off_the_one_beside_them(size):
    """Both on the floor, a blow landing: the stack over the one hit (a wide one among them)
    covered the face of the one beside them in a third of these frames; now none does."""
    from ring_helpers import FakeCue
    pygame.init()
    L = table_layout(size)
    screen = pygame.Surface(size)
    for styles in (("high-flyer", "brawler"), ("giant", "high-flyer"), ("brawler", "giant")):
        for hitter in (0, 1):
            figs = [SH.figure_of(s, facts(style=styles[s], at_ringside=True), (200, 60, 60))
                    for s in (0, 1)]
            p = Presenter(None)
            p.now = 0.5
            for words in ("-3", "+1 CROWD\nFOE REPEATED\nA MOVE TYPE", "DOWN!"):
                c = p.add("float", 1.2, 1 - hitter, words, (240, 80, 80), big=words == "-3")
                c.started, c.at = True, 0.0
            cue = FakeCue("motion", hitter, 0.0, 1.0, {"motion": "strike"})
            p.cues.append(cue)
            for t in (0.3, 0.45, 0.6):
                cue.at = p.now - t
                plan = RVW.show_plan(screen.get_rect(), L, p, figs, SH.referee_of(None, False),
                                     1, (0, 0), False, {}, None)
                drawn = FX.draw_popups(screen, p, RVW.heads_of(plan), RVW.ring_area(L), L.s,
                                       1.0, False)
                faces = [FX.face_box(pc.head[1:3], L.s) for pc in plan if pc.head is not None]
                assert all(r.collidelist(faces) == -1 for r in drawn), (styles, hitter, t)

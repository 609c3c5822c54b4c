"""Session 54's play-test of the ring (issue 31)."""
from __future__ import annotations

import pygame
import pytest
from ring_helpers import FakeCue, facts

from scenes.match import show as SH
from test_ring_s51 import SIZES, _plan

STYLES = (("powerhouse", "technician"), ("giant", "high-flyer"), ("high-flyer", "giant"),
          ("technician", "technician"), ("brawler", "showman"))


@pytest.mark.parametrize("size", SIZES)
def test_the_referee_asking_one_held_on_the_mat_kneels_past_both_bodies(size):
    """Session 54's play-test: asking "Do you quit?" at a Hammerlock Crank he knelt at the
    head of the one held with his legs over it (a tenth of him under a body was allowed). Now
    past where either body reaches on that side: at most 4% of his drawing under either, in
    every hold, both ways round, a giant holding or held."""
    pygame.init()
    for part in ("leg", "arm", "head", "back"):
        for styles in STYLES:
            for att in (0, 1):
                figs = [SH.figure_of(0, facts(style=styles[0], on_mat=att == 1), (200, 60, 60)),
                        SH.figure_of(1, facts(style=styles[1], on_mat=att == 0),
                                     (60, 60, 200))]
                hold = FakeCue("motion", att, 0.0, 1.1, {"motion": "hold", "part": part})
                ask = FakeCue("ref", 1 - att, 0.0, 1.5,
                              {"doing": "asking", "beats": ((0.0, "Do you quit?"),)})
                masks = {}
                for piece in _plan(size, figs, [hold, ask], 0.6, SH.referee_of(None, False)):
                    if piece.key[0] in ("figure", "ref"):
                        alone = pygame.Surface(size, pygame.SRCALPHA)
                        piece.paint(alone)
                        key = piece.key[0] if piece.head is None else piece.head[0]
                        masks[key] = pygame.mask.from_surface(alone, 200)
                him = masks["ref"]
                for seat in (0, 1):
                    assert him.overlap_area(masks[seat], (0, 0)) <= 0.04 * him.count(), \
                        (part, styles, att, seat)


def test_a_face_is_big_enough_to_read_and_its_eye_shows_on_any_skin():
    """Session 54's play-test: at 1280x720 the heads were a dozen pixels across and a dark face
    showed no features. The head's radius is 0.09 of the figure's height (18 px across on a
    100 px figure), and every Superstar's eye has a white round its pupil, the darkest skin's
    too."""
    from game.library.cards import load_library
    from sprites import figure as FIG
    pygame.init()
    assert FIG.HEAD == 0.09
    stars = list(load_library().superstars.values())
    figs = [SH.figure_of(i % 2, facts(style=st.style, name=st.name), (60, 60, 200))
            for i, st in enumerate(stars)]
    assert min(sum(f.look.skin) for f in figs) < 250  # (a dark skin among them)
    for fig in figs:
        sk = FIG.skeleton(fig, 100)
        assert 2 * sk["head_r"] >= 18 * fig.look.height - 0.01
        surf = FIG.wrestler(fig, 100, "")
        (hx, hy), r = sk["head"], round(sk["head_r"])
        near = {tuple(surf.get_at((round(hx + dx), round(hy + dy))))[:3]
                for dx in range(0, r + 1) for dy in range(-r, r + 1)}
        assert FIG.EYE_WHITE in near, fig.name


def test_a_weapon_shot_knocks_a_standing_foe_well_back():
    """Session 54's play-test: after a Trash Can Lid to the head the foe stood upright under
    -4. A weapon's reel is twice a blow's, back and over, and they stagger through it, then
    stand where they stood."""
    from scenes.match import motions as MO
    hit = MO.IMPACT_AT["weapon"]
    blow = max(abs(MO.motion_beats("strike", k / 100, 1)[1].tilt) for k in range(101))
    lid = [MO.motion_beats("weapon", k / 100, 1)[1] for k in range(101)]
    assert max(abs(v.tilt) for v in lid) >= 2 * blow
    assert max(v.dx for v in lid) >= 0.09 and lid[-1] == MO.Beat()
    figs = [SH.figure_of(0, facts(style="brawler"), (200, 60, 60)),
            SH.figure_of(1, facts(style="powerhouse"), (60, 60, 200))]
    cue = FakeCue("motion", 0, 0.0, 1.0, {"motion": "weapon", "prop": "trash_can_lid"})
    poses = [{q.figure.seat: q for q in SH.stage(figs, [cue], k / 50, bob=False)}[1].pose
             for k in range(51)]
    assert poses.count("staggered") >= 15 and poses[-1] == ""
    assert all(pose == "" for pose in poses[:round(hit * 50)])
    down = [figs[0], SH.figure_of(1, facts(style="powerhouse", on_mat=True), (60, 60, 200))]
    soft = FakeCue("motion", 0, 0.0, 1.0, {"motion": "weapon", "soft": True})
    for who, c in ((down, cue), (figs, soft)):  # one on the mat, or a shot for no damage:
        assert "staggered" not in [{q.figure.seat: q for q in SH.stage(  # no stagger
            who, [c], k / 50, bob=False)}[1].pose for k in range(51)]


@pytest.mark.parametrize("size", SIZES)
def test_popups_of_one_on_the_floor_stay_by_them(size):
    """Session 54's play-test: Malone passing on the floor in front, his '+12 MOMENTUM' and
    'REGROUPS: A FRESH HAND' rose at the top right of the ring, stepped off the body of the one
    standing in the ring, a quarter of the window from him, by her CONTROL. A body is stepped
    off only nearby: his popups stay within three rows of where they rise over his head, and
    still never on a face."""
    from scenes.match import fx as FX
    from scenes.match import ring_view as RVW
    from scenes.match.layout import table_layout
    from scenes.match.presenter import Presenter
    pygame.init()
    L = table_layout(size)
    screen = pygame.Surface(size)
    for styles in (("brawler", "powerhouse"), ("giant", "high-flyer"), ("high-flyer", "giant")):
        figs = [SH.figure_of(0, facts(style=styles[0]), (200, 60, 60)),
                SH.figure_of(1, facts(style=styles[1], at_ringside=True), (60, 60, 200))]
        p = Presenter(None)
        p.now = 0.5
        for seat, words in ((0, "CONTROL"), (1, "REGROUPS: A FRESH HAND"),
                            (1, "+12 MOMENTUM")):
            c = p.add("float", 1.4, seat, words, (240, 200, 80))
            c.started, c.at = True, 0.1
        says = p.add("ref", 1.5, 1, doing="count-out", beats=((0.0, "1... Malone, get in!"),))
        says.started, says.at = True, 0.2
        plan = RVW.show_plan(screen.get_rect(), L, p, figs, SH.referee_of(None, False), 1,
                             (0, 0), False, {1: (1, 10)}, None)
        heads = RVW.heads_of(plan)
        drawn = FX.draw_popups(screen, p, heads, RVW.ring_area(L), L.s, 1.0, False,
                               tuple(pc.rect for pc in plan if pc.key[0] == "tag"),
                               RVW.referee_rects(plan))
        faces = [FX.face_box(pc.head[1:3], L.s) for pc in plan if pc.head is not None]
        assert all(r.collidelist(faces) == -1 for r in drawn), styles
        x, y = heads[1]
        row = round(56 * L.s)  # (about a damage number's pill and its gap)
        mine = [r for r in drawn if r.centerx > RVW.ring_area(L).centerx]
        assert len(mine) == 2
        assert all(abs(r.centerx - x) + abs(r.bottom - y) <= 3 * row for r in mine), \
            (styles, mine, (x, y))


def test_the_referee_counts_a_pin_down_on_one_knee_slapping_the_mat():
    """Session 54's play-test: counting a pin he leant tilted in the air by the corner, his
    feet off the mat. He is down on one knee by the head, a hand raised, and at each count his
    hand goes down flat on the mat: drawn, its lowest skin is at his knee's level."""
    from sprites import figure as FIG
    beats = ((1.0, "1!"), (1.6, "2!"))
    assert SH.slap(0.5, beats, 1) == ("kneel+raised", 0.0)
    pose, tilt = SH.slap(1.05, beats, 1)
    assert pose == "kneel+slap" and 0 < tilt <= 25
    pygame.init()
    ref = SH.Figure(9, "R", "technician", "protagonist", (20, 20, 24), "ring", "standing",
                    False, False, ())
    sk = FIG.skeleton(ref, 100, pose)
    assert sk["low"] == "kneel"
    surf = FIG.wrestler(ref, 100, pose, ref_shirt=(235, 235, 235))
    skin = tuple(ref.look.skin)
    lowest = max(y for y in range(surf.get_height()) for x in range(surf.get_width())
                 if tuple(surf.get_at((x, y)))[:3] == skin)
    assert lowest >= sk["foot"] - 0.08 * sk["H"]  # (the hand on the mat)


def test_the_booth_says_what_the_ring_shows_of_a_climb_back_in():
    """Session 54's play-test: "slides back in under the bottom rope" as she stepped in over
    the ropes. No line about coming back in slides, rolls or goes under a rope."""
    import re

    from scenes.match.commentary import load_booth
    lines = load_booth().lines["back_in"]
    assert lines and not [ln.text for ln in lines
                          if re.search(r"slides|rolls|under the", ln.text)]


def test_the_part_a_hold_works_flashes_while_it_is_cranked():
    """Session 54's play-test: a hold read as two bodies in a clump, only the banner telling
    what it did. While the hold is cranked on, the part it works (the arm of an armbar, the leg
    of an ankle lock...) flashes as a hurt limb does; not before the grip, nor after it."""
    figs = [SH.figure_of(0, facts(style="technician"), (200, 60, 60)),
            SH.figure_of(1, facts(style="brawler", on_mat=True), (60, 60, 200))]
    for part in ("arm", "leg", "head", "back"):
        cue = FakeCue("motion", 0, 0.0, 1.1, {"motion": "hold", "part": part})
        flashes = [{q.figure.seat: q for q in SH.stage(figs, [cue], k / 40 * 1.1,
                                                       bob=False)}[1].flash
                   for k in range(41)]
        assert flashes[0] == "" and flashes[-1] == "", part
        assert flashes.count(part) >= 10, (part, flashes)
        assert set(flashes) == {"", part}, part


@pytest.mark.parametrize("size", SIZES)
def test_a_held_ones_damage_rises_over_them_not_over_the_holder_standing(size):
    """Session 54's play-test: in an ankle lock the held one's '-5' rose over the standing
    holder's head up to the top rope, read as the holder's. Over their own body, off the
    holder's, when that is near: under the holder's head, clear of both faces and of the
    holder's body."""
    from scenes.match import fx as FX
    from scenes.match import ring_view as RVW
    from scenes.match.layout import table_layout
    from scenes.match.presenter import Presenter
    pygame.init()
    L = table_layout(size)
    screen = pygame.Surface(size)
    area = RVW.ring_area(L)
    for styles, att in ((("technician", "technician"), 0), (("powerhouse", "technician"), 1),
                        (("brawler", "high-flyer"), 0)):
        figs = [SH.figure_of(0, facts(style=styles[0], on_mat=att == 1), (200, 60, 60)),
                SH.figure_of(1, facts(style=styles[1], on_mat=att == 0), (60, 60, 200))]
        p = Presenter(None)
        p.now = 0.6
        p.cues.append(FakeCue("motion", att, 0.0, 1.1, {"motion": "hold", "part": "leg"}))
        ask = p.add("ref", 1.5, 1 - att, doing="asking", beats=((0.0, "Do you quit?"),))
        ask.started, ask.at = True, 0.0
        c = p.add("float", 1.2, 1 - att, "-5", (240, 80, 80), big=True)
        c.started, c.at = True, 0.3
        plan = RVW.show_plan(screen.get_rect(), L, p, figs, SH.referee_of(None, False), 1,
                             (0, 0), False, {}, None)
        heads = RVW.heads_of(plan)
        assert 1 - att in heads.own  # (one on the mat under the other)
        drawn = FX.draw_popups(screen, p, heads, area, L.s, 1.0, False,
                               tuple(pc.rect for pc in plan if pc.key[0] == "tag"),
                               RVW.referee_rects(plan))
        (r,) = drawn
        holder_top = heads.tops[att][1]
        assert r.centery > holder_top, (styles, r, holder_top)
        faces = [FX.face_box(top, L.s) for top in heads.tops.values()]
        assert r.collidelist(faces) == -1 and not r.colliderect(heads.bodies[att]), styles


def test_over_the_top_at_one_already_on_the_floor_says_so():
    """Session 54's play-test: Over the Top played with both on the floor showed nothing at all
    (the foe is already out: the page does nothing). The one playing it squares up and
    ALREADY ON THE FLOOR rises over the foe; at one in the ring it is the throw, as before."""
    from ring_helpers import CAT
    from scene_helpers import setup_of

    from game.match import Match
    from game.match import commands as C
    from scenes.match.presenter import Presenter
    for page in ("over_the_top", "apron_shove"):
        for both_out in (True, False):
            m = Match(setup_of(4, ("human", "human"), "hardcore"), CAT)
            st = m.state
            me, foe = st.sides[0], st.sides[1]
            pages = list(st.pages)
            pages[me.hand[0]] = page
            st.pages = tuple(pages)
            foe.hand.clear()
            me.at_ringside = foe.at_ringside = both_out
            me.momentum = [9] * len(me.momentum)
            events = list(m.play(C.PlayPage(0, me.hand[0])))
            p = Presenter(None, speed=1.0)
            p.present(events, m.state)
            words = [c.text for c in p.cues if c.kind == "float" and c.seat == 1]
            motions = [(c.seat, c.data.get("motion")) for c in p.cues if c.kind == "motion"]
            if both_out:
                assert "ALREADY ON THE FLOOR" in words and (0, "windup") in motions, page
            else:
                assert "ALREADY ON THE FLOOR" not in words and (0, "throw") in motions, \
                    (page, motions)

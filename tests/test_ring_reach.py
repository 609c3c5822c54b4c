"""Play-test, session 42: moves that didn't reach the foe (a Big Body Splash landed a hundred
pixels short, Over the Top was thrown from across the ring, a Through-the-Ropes Dive landed at
the corner post). At every motion's impact the attacker's body meets the foe's, whatever the
two figures' places, measured on the window as sprites.ring and ring_view draw them."""
from __future__ import annotations

import pygame
import pytest
from ring_helpers import FakeCue

from game.library import MOVE_TYPES
from scenes.match import ring_view as RV
from scenes.match import show as SH
from scenes.match.layout import table_layout
from sprites import ring as RING


STARS = (("Brick Hollander", "powerhouse", "protagonist"),
         ("Scrap Malone", "hardcore", "antagonist"),
         ("Kestrel Ortiz", "high-flyer", "protagonist"),
         ("Ruud Thorsen", "giant", "protagonist"))
ATTACKER_PLACES = {"ring": {}, "ringside": {"at_ringside": True},
                   "ring, staggered": {"hp": 5}, "ring, down": {"on_mat": True}}
FOE_PLACES = {"ring": {}, "ring, down": {"on_mat": True}, "ringside": {"at_ringside": True},
              "ringside, down": {"at_ringside": True, "on_mat": True},
              "ring, staggered": {"statuses": ("stunned",)}}
HIT_MOTIONS = sorted({SH.motion_for(t) for t in MOVE_TYPES} | set(SH.HITS))


def star(seat: int, who: tuple, **kw) -> SH.Figure:
    name, style, persona = who
    facts = dict(name=name, style=style, persona=persona, hp=30, max_hp=40, statuses=(),
                 body=(), on_mat=False, at_ringside=False)
    facts.update(kw)
    return SH.figure_of(seat, facts, (200, 120, 40))


def geoms():
    return [RING.ring_geom(RV.ring_area(table_layout(size))) for size in ((1280, 720),
                                                                          (1920, 1080))]


def test_every_move_type_and_every_motion_that_hits_is_checked():
    assert {"strike", "kick", "grapple", "slam", "suplex", "running", "stomp", "drop", "dive",
            "hold", "pin", "counter", "weapon", "throw"} <= set(HIT_MOTIONS)
    assert SH.motion_for("victim_below") == "drop"  # a Big Body Splash lands on the foe


def test_the_figure_size_the_show_assumes_is_the_one_the_ring_draws():
    for g in geoms():
        for y in (0.62, 1.28):
            share = RV.figure_height(g, y, None) / (2 * g.half(y))
            assert share == pytest.approx(SH.FIG, rel=0.12)


@pytest.mark.parametrize("motion", HIT_MOTIONS)
def test_at_the_impact_the_attackers_body_meets_the_foes(motion):
    bad = []
    for g in geoms():
        for a_place, a_kw in ATTACKER_PLACES.items():
            for v_place, v_kw in FOE_PLACES.items():
                for seat in (0, 1):
                    for pair in ((0, 1), (3, 2)):
                        figs = {seat: star(seat, STARS[pair[0]], **a_kw),
                                1 - seat: star(1 - seat, STARS[pair[1]], **v_kw)}
                        cue = FakeCue("motion", seat, 0.0, 1.0, {"motion": motion})
                        placed = {p.figure.seat: p for p in SH.stage(
                            [figs[0], figs[1]], [cue], SH.IMPACT_AT[motion])}
                        att, vic = placed[seat], placed[1 - seat]
                        a, v = RV.body_box(g, att), RV.body_box(g, vic)
                        h = RV.figure_height(g, vic.y, vic.figure)
                        tol = round(0.2 * h)  # (0.1 of its height each side)
                        where = (motion, a_place, v_place, seat, pair, g.area.size)
                        if not a.inflate(tol, tol).colliderect(v):  # the bodies touch
                            bad.append(("apart", where, a, v))
                        if abs(att.y - vic.y) > 0.08:  # at the same depth on the mat
                            bad.append(("depth", where, att.y, vic.y))
                        if abs(a.centerx - v.centerx) > 0.8 * h:  # within a figure's width
                            bad.append(("far", where, a.centerx, v.centerx, h))
    assert not bad, bad[:6]


def test_a_dive_from_the_ring_to_a_foe_outside_goes_through_the_ropes_not_the_corner():
    figs = [star(0, STARS[0]), star(1, STARS[1], at_ringside=True)]
    cue = FakeCue("motion", 0, 0.0, 1.0, {"motion": "dive"})
    path = [{p.figure.seat: p for p in SH.stage(figs, [cue], k / 40)}[0] for k in range(41)]
    assert not any(p.high for p in path)  # no climb to the top turnbuckle
    assert max(p.y for p in path) > 1.0  # out over the apron to the floor
    ring = [star(0, STARS[0]), star(1, STARS[1], on_mat=True)]
    path = [{p.figure.seat: p for p in SH.stage(ring, [cue], k / 40)}[0] for k in range(41)]
    assert any(p.high for p in path)  # in the ring: off the top rope


def test_a_throw_over_the_top_reaches_the_foe_and_they_go_out_at_its_impact():
    """Over the Top: the attacker grabs the foe and hoists them; the foe's walk out starts at
    the throw's impact (the presenter waits for it)."""
    from game.match import Match, events as E
    from game.library import Catalog, load_library
    from scene_helpers import setup_of
    from scenes.match.presenter import Presenter
    cat = Catalog(load_library())
    m = Match(setup_of(4, ("normal", "normal")), cat)
    p = Presenter()
    p.present([E.WentToRingside(1, "Over the Top")], m.state)
    throw = next(c for c in p.cues if c.kind == "motion")
    walk = next(c for c in p.cues if c.kind == "walk")
    assert (throw.seat, throw.data["motion"]) == (0, "throw")
    assert walk.at == pytest.approx(throw.at + SH.IMPACT_AT["throw"] * throw.dur)
    for source in SH.WALKED_OUT:  # out by the button, taken outside
        p = Presenter()
        p.present([E.WentToRingside(1, source)], m.state)
        assert not [c for c in p.cues if c.kind == "motion"]
    p = Presenter()  # a Showdown roll's after the blow is a throw too (session 49)
    p.present([E.WentToRingside(1, "automatic")], m.state)
    assert [c.data["motion"] for c in p.cues if c.kind == "motion"] == ["throw"]


def test_a_lying_figure_rests_on_the_mat_not_floating_at_waist_height():
    g = geoms()[0]
    down = {p.figure.seat: p for p in SH.stage([star(0, STARS[0]), star(1, STARS[1],
                                                                      on_mat=True)], [], 0)}
    box = RV.body_box(g, down[1])
    floor = g.at(down[1].x, down[1].y)[1]
    h = RV.figure_height(g, down[1].y, None)
    assert box.w > box.h and floor - 0.05 * h <= box.bottom <= floor + 0.2 * h
    piece = RV._figure_pieces(g, down[1], 0.0)[1]
    assert abs(piece.rect.centery - box.centery) <= 0.05 * h  # drawn where the box says
    assert isinstance(piece.rect, pygame.Rect)


def test_an_attacker_on_the_mat_gets_up_for_the_blow_and_lies_down_after():
    """Play-test, session 42: a Superstar down on the mat slid along the mat, lying, to throw a
    taped fist."""
    figs = [star(0, STARS[1], on_mat=True), star(1, STARS[0])]
    cue = FakeCue("motion", 0, 0.0, 1.0, {"motion": "weapon", "prop": "taped_fist"})
    at = {k: {p.figure.seat: p for p in SH.stage(figs, [cue], k)}[0]
          for k in (0.0, SH.IMPACT_AT["weapon"], 1.0)}
    assert abs(at[SH.IMPACT_AT["weapon"]].tilt) < 20 and at[SH.IMPACT_AT["weapon"]].pose
    assert abs(at[1.0].tilt) == 90 and abs(at[0.0].tilt) == 90

"""Session 57: two partial-redraw slips a new AI's matches showed (tests/test_show_frames.py
compares every partial frame of an AI match with the whole redraw): a stunned figure's stars
kept their key while a wobble moved them under a pixel, and a panel sliding out toward the
ring was drawn where the ring's show, drawn only where it changed, did not cover it again."""
from __future__ import annotations

import pygame
from ring_helpers import facts
from scene_helpers import drawn_whole, setup_of

from scenes.app import App, Settings
from scenes.match import fx as FXV
from scenes.match import ring_view as RV
from scenes.match import show as SH
from scenes.match.layout import table_layout
from sprites import ring as RING


def test_a_stunned_figures_stars_under_one_key_are_one_picture():
    """The stars' piece is put back only when its key changes: two moments with one key draw
    the same stars (a wobbling one's stars moved a fraction of a pixel under the same key and
    left an edge of the last frame's behind)."""
    pygame.init()
    figs = [SH.figure_of(0, facts(statuses=("stunned",)), (200, 60, 60)),
            SH.figure_of(1, facts(name="Scrap Malone", style="hardcore"), (60, 60, 200))]
    g = RING.ring_geom(RV.ring_area(table_layout((1280, 720))))
    me = next(q for q in SH.stage(figs, [], 0.0) if q.figure.seat == 0)
    seen: dict = {}
    for k in range(240):  # four seconds at 60 frames a second
        now = k / 60
        piece = next(p for p in RV._figure_pieces(g, me, now) if p.key[0] == "dazed")
        surf = pygame.Surface((1280, 720))
        surf.fill((0, 0, 0))
        piece.paint(surf)
        picture = pygame.image.tobytes(surf.subsurface(piece.rect.clip(surf.get_rect())), "RGB")
        assert seen.setdefault(piece.key, picture) == picture, now
    assert len(seen) > 12  # (they do go round)


def test_a_sliding_panels_reach_holds_every_place_it_is_pushed_to():
    """panel_reach covers the panel wherever its shakes and slide push it this frame."""
    import random
    from scenes.match.presenter import Presenter
    p = Presenter()
    p.add("slide", 0.6, 1)
    p.add("shake", 0.3, 1, strength=7)
    p.add("shake", 0.35, 1, strength=5)
    r = pygame.Rect(14, 40, 340, 180)
    rng = random.Random(3)
    for k in range(40):
        p.update(1 / 60)
        reach = FXV.panel_reach(p, 1, r, 1.5, False)
        for _ in range(20):
            assert reach.contains(r.move(*FXV.panel_offset(p, 1, 1.5, rng, False))), k
    assert FXV.panel_reach(p, 1, r, 1.5, True) == r  # (reduced motion: nothing moves)


def test_every_partial_frame_of_a_match_with_sliding_panels_is_the_whole_redraw():
    """Frame after frame of an AI match whose fight goes outside (the panel of the one going
    out slides toward the ring, in control, its glow with it), each partial frame is the
    picture a whole redraw gives."""
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    scene = app.reset("match", setup_of(2, ("easy", "easy"), "hardcore"))
    other = pygame.Surface(app.size)
    slid = checked = 0
    for n in range(900):
        app.toasts.items.clear()
        app.update(1 / 60)
        state = scene.rng.getstate()
        before = scene.restored
        if not app.render() or scene.restored == before:
            continue
        assert pygame.image.tobytes(app.screen, "RGB") == drawn_whole(scene, other, state), n
        checked += 1
        slid += any(c.started for c in scene.presenter.active("slide"))
    assert checked > 200 and slid > 1
    app.stack.scenes.clear()

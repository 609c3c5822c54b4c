"""What a table does once a frame is shown (App.after_frame), in the time the game's loop waits
for the next: the regions the frame had no room for (StaticLayer.catch_up), then the figures'
drawings for the coming frames (pose_ahead: a pose or a turn of a figure not drawn before cost
0.5-0.7 ms at 1080p inside the frame that first showed it, a fall's tilt, a slam's lift).
"""
from __future__ import annotations

import time

from sprites import figure as FIG
from sprites import ring as RING
from scenes.match import ring_view as RV
from scenes.match import show as SH

AHEAD = (1, 2, 3)  # frames ahead (at 60 a second) whose figures are drawn now
FRAME = 1 / 60
BUDGET = 0.002  # seconds of drawing ahead after a frame (a figure's drawing is not cut short)


def pose_ahead(L, presenter, figures: list, winner, reduced_motion: bool, clock,
               budget: float = BUDGET) -> int:
    """Draw into the figures' cache how both figures will look in the next frames, as the ring
    would place them from the cues playing now; how many drawings were new."""
    started = clock()
    g = RING.ring_geom(RV.ring_area(L))
    cues = [c for c in presenter.cues if c.kind == "limb"] if reduced_motion else presenter.cues
    edges, under = RV.pile_looks(presenter, reduced_motion)
    holding = getattr(presenter, "holding", None)
    made = 0
    for k in AHEAD:
        now = presenter.now + k * FRAME
        for p in SH.stage(figures, cues, now, winner, holding, not reduced_motion):
            h = RV.figure_height(g, p.y, p.figure)
            fig, tilt, _ = RV.drawn_as(p, h, now)
            made += FIG.pose_new(fig, h, p.pose, p.facing, tilt, prop=p.prop,
                                 edge=edges.get(p.figure.seat, FIG.OUTLINE),
                                 under=p.figure.seat in under)
            if clock() - started > budget:
                return made
    return made


def after_frame(table) -> None:
    """A table's work once its frame is shown."""
    if table.L is None:
        return
    table.layer.catch_up(table.size, time.perf_counter)
    if table.model.hand_visible() and table.animating():
        figures = [table.show_figures()]
        if table.figures_now() != figures[0]:  # (the command showing turns them)
            figures.append(table.figures_now())
        for shown in figures:
            pose_ahead(table.L, table.presenter, shown, table.show_winner(),
                       table.reduced_motion, time.perf_counter)

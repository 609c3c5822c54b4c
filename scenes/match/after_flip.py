"""What a table does once a frame is shown (App.after_frame), in the time the game's loop waits
for the next: the faces the helper finished, a coming cue's words, the log's wrapping (the
update's spare work, which a frame does itself only until a frame is followed so), the regions
the frame had no room for (StaticLayer.catch_up), then the figures' drawings for the coming
frames (pose_ahead: a pose or a turn of a figure not drawn before cost 0.5-0.7 ms at 1080p
inside the frame that first showed it, a fall's tilt, a slam's lift).
"""
from __future__ import annotations

import time

from sprites import figure as FIG
from sprites.face_store import STORE
from sprites import ring as RING
from scenes.match import ring_view as RV
from scenes.match import show as SH

LOG_WARM = 0.0005  # seconds of spare time a frame to render the words of new log rows
LOG_ROOM = 0.001  # ... in a frame whose drawing and update took less (a long line's wrapping
# alone may take 1.5 ms at 1080p)
PUMP_ROOM = 0.001  # a frame whose drawing and update took less takes in the helper's faces
AHEAD_ROOM = 0.0012  # a frame whose drawing and update took less (the faces taken in counted)
# also makes queued cues' pieces
AHEAD_SLICE = 0.0005  # seconds of it a frame
AHEAD = (1, 2, 3)  # frames ahead (at 60 a second) whose figures are drawn now
FRAME = 1 / 60
BUDGET = 0.002  # seconds of drawing ahead after a frame (a figure's drawing is not cut short)


def pose_ahead(L, presenter, figures: list, winner, reduced_motion: bool, clock) -> int:
    """Draw into the figures' cache how both figures will look in the next frames, as the ring
    would place them from the cues playing now (within BUDGET); how many drawings were new."""
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
            if clock() - started > BUDGET:
                return made
    return made


def spare_work(table, drawing: float, started: float) -> None:
    """Faces the helper finished, a coming cue's words or the log's wrapping, as the frame
    has room (`drawing`: its drawing's seconds; its update since `started`)."""
    spent = drawing + time.perf_counter() - started
    quiet = spent < 0.0015
    if not STORE.helper:
        STORE.pump(spare=quiet)  # (a face drawn here, in a quiet frame)
    elif spent < PUMP_ROOM or table.layer.faces_waiting:  # faces the helper finished: a
        # file read each (one in a full frame while a region shows a stand-in: a busy
        # 1080p frame must not keep a card blank), and the region that waited is redrawn
        STORE.pump(spare=spent < PUMP_ROOM / 2)
        spent = drawing + time.perf_counter() - started  # (a face read counts)
    if spent < AHEAD_ROOM and table.L is not None and \
            table.ahead.step(table.L, table.presenter, table.text_scale,
                             table.reduced_motion, AHEAD_SLICE, time.perf_counter,
                             table.planned_face):
        pass  # a cue about to play has its words ready (other warming waits a frame)
    elif spent < LOG_ROOM:
        table.logview.warm(LOG_WARM, time.perf_counter)


def after_frame(table) -> None:
    """A table's work once its frame is shown."""
    if table.L is None:
        return
    spare_work(table, 0.0, time.perf_counter())  # (the faces come before the regions
    table.layer.catch_up(table.size, time.perf_counter)  # waiting for them)
    if table.model.hand_visible() and table.animating():
        figures = [table.show_figures()]
        if table.figures_now() != figures[0]:  # (the command showing turns them)
            figures.append(table.figures_now())
        for shown in figures:
            pose_ahead(table.L, table.presenter, shown, table.show_winner(),
                       table.reduced_motion, time.perf_counter)

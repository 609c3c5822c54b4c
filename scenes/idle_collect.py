"""Python's garbage collection between frames: while the window's loop runs, the automatic
collector is off and the loop collects a generation after each flip, when the automatic one would
have (its thresholds), in the time the loop would sleep; a collection never lands mid-frame.

The table's layout already collects everything and freezes what survives
(scenes.match.board.settle_memory), so what is left to collect here is young: a tenth of a
millisecond a frame now and then, about a millisecond for the middle generation.
"""
from __future__ import annotations

import gc
from contextlib import contextmanager

OLDEST_EVERY = 10  # middle-generation collections between two of the oldest, beyond its
# threshold (the automatic collector also waits for a quarter of the heap to be new; the
# layout's full collection does most of that work)


@contextmanager
def between_frames():
    """Automatic collection off while the loop runs (on again after, as it was)."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def due() -> int | None:
    """The generation the automatic collector would collect now (None: none is due)."""
    t0, t1, t2 = gc.get_threshold()
    c0, c1, c2 = gc.get_count()
    if t0 <= 0 or c0 <= t0:
        return None
    if c2 > t2 * OLDEST_EVERY:
        return 2
    return 1 if c1 > t1 else 0


def collect_due() -> int | None:
    """Between frames: collect the generation that is due, if automatic collection is off
    (the loop's own); the generation collected, or None."""
    if gc.isenabled():
        return None
    gen = due()
    if gen is not None:
        gc.collect(gen)
    return gen

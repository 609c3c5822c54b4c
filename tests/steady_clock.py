"""A steady clock: every read of time.perf_counter moves it on by the same tick, so what the
table and the AI fit into a frame (their budgets read that clock) is the same on a busy machine
as on an idle one, and a run of frames is repeatable."""
from __future__ import annotations

import time
from contextlib import contextmanager

TICK = 0.0002  # seconds a read of the clock takes, as far as the game can tell


@contextmanager
def steady(tick: float = TICK):
    """time.perf_counter gives steady ticks inside the block (the game's modules read it as
    time.perf_counter(), so they see it; pytest's own timing bound the real one at import)."""
    real = time.perf_counter
    now = [real()]

    def ticking() -> float:
        now[0] += tick
        return now[0]

    time.perf_counter = ticking
    try:
        yield
    finally:
        time.perf_counter = real

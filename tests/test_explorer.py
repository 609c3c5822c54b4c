"""The player explorer over the real App (tests/explorer.py): no input crashes the game and
the save folder keeps every invariant (tests/explorer_checks.py). Quick: a few thousand frames
from the first launch and a few deep starts. Slow: at least 200,000 frames over many seeds and
every deep start."""
from __future__ import annotations

import scene_helpers  # noqa: F401  (dummy SDL drivers)
import pytest

from explorer import explore
from explorer_starts import START

QUICK = [("launch", 1, 800), ("launch", 2, 500), ("normal-hard-turn30", 3, 200),
         ("showdown-human-turn30", 4, 200), ("replay", 5, 200)]  # 1,900 frames


@pytest.mark.parametrize("start,seed,frames", QUICK)
def test_explorer_quick(tmp_path, start, seed, frames):
    report = explore(seed, frames, tmp_path, start)
    assert report.frames == frames and report.launches >= 1


SLOW_STARTS = sorted(START)
SLOW_FRAMES = 4200  # per start and seed


@pytest.mark.slow
@pytest.mark.parametrize("start", SLOW_STARTS)
def test_explorer_slow_every_start(tmp_path, start):
    seed = 100 + SLOW_STARTS.index(start)
    assert explore(seed, SLOW_FRAMES, tmp_path, start).frames == SLOW_FRAMES


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(1000, 1013))
def test_explorer_slow_from_first_launch(tmp_path, seed):
    assert explore(seed, 6000, tmp_path, "launch").frames == 6000

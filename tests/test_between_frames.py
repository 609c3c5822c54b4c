"""Session 46's frames: garbage collected between frames (while the window's loop runs the
automatic collector is off and each flip is followed by the collection the automatic collector
would have made then); the front of the ring drawn again only where its ropes are; words cut
short found by halves."""
from __future__ import annotations

import gc

import pygame
import pytest

from scenes import idle_collect as IC
from sprites import ring as RING


@pytest.fixture
def thresholds():
    """The collector's thresholds and state, put back after the test."""
    old, was = gc.get_threshold(), gc.isenabled()
    yield
    gc.set_threshold(*old)
    if was:
        gc.enable()
    else:
        gc.disable()


def test_the_loop_turns_automatic_collection_off_and_back_on(thresholds):
    gc.enable()
    with IC.between_frames():
        assert not gc.isenabled()
    assert gc.isenabled()
    gc.disable()
    with IC.between_frames():
        assert not gc.isenabled()
    assert not gc.isenabled()  # as it was


def test_nothing_is_collected_between_frames_while_automatic_collection_is_on(thresholds):
    gc.enable()
    gc.set_threshold(1, 1, 1)
    junk = [[] for _ in range(50)]
    assert IC.collect_due() is None
    del junk


def test_a_generation_is_collected_once_its_count_passes_its_threshold(thresholds):
    with IC.between_frames():
        gc.collect()
        gc.set_threshold(100, 3, 2)
        assert IC.due() is None  # (the full collection set every count to 0)
        keep = [[] for _ in range(150)]  # 150 tracked objects made: generation 0 is due
        assert gc.get_count()[0] > 100
        assert IC.due() == 0
        assert IC.collect_due() == 0
        assert gc.get_count()[0] < 100 and gc.get_count()[1] == 1
        assert IC.due() is None
        for n in range(1, 3):  # two more young collections: the middle count reaches 3
            keep += [[] for _ in range(150)]
            assert IC.collect_due() == 0
        assert gc.get_count()[1] == 3
        keep += [[] for _ in range(150)]
        assert IC.due() == 0  # 3 is not past 3
        assert IC.collect_due() == 0
        keep += [[] for _ in range(150)]
        assert IC.due() == 1  # 4 is
        assert IC.collect_due() == 1
        assert gc.get_count()[1] == 0 and gc.get_count()[2] == 1
        del keep


def test_the_oldest_generation_waits_ten_times_its_threshold(thresholds):
    with IC.between_frames():
        gc.collect()
        gc.set_threshold(10, 0, 1)
        made, middle = [], 0
        for _ in range(100):
            made += [[] for _ in range(20)]
            gen = IC.collect_due()
            if gen == 2:
                break
            middle += gen == 1
        assert gen == 2 and middle == IC.OLDEST_EVERY + 1  # past 1 x 10
        assert gc.get_count()[2] == 0


def test_the_app_collects_after_its_flip(thresholds, monkeypatch):
    from scenes.app import App
    app = App((1280, 720))
    app.persist_settings = False
    app.push("menu")
    order = []
    monkeypatch.setattr(app, "flip", lambda: order.append("flip"))
    monkeypatch.setattr("scenes.app.collect_due", lambda: order.append("collect"))
    app.step(1 / 60)
    assert order == ["flip", "collect"]


@pytest.mark.parametrize("size,s", [((400, 270), 0.9), ((620, 420), 1.5), ((300, 200), 0.7)])
def test_the_front_of_the_ring_paints_only_inside_its_rect(size, s):
    area = pygame.Rect(37, 21, *size)
    surf = pygame.Surface((area.right + 40, area.bottom + 40), pygame.SRCALPHA)
    surf.fill((0, 0, 0, 0))
    g = RING.ring_geom(area)
    RING.draw_front(surf, g, (0, 0), s)
    painted = surf.get_bounding_rect()
    rect = RING.front_rect(g, s)
    assert painted.w > 0 and rect.contains(painted)
    assert rect.h < area.h / 2  # the ropes' band, not the whole ring


@pytest.mark.parametrize("text", ["no chance yet: HP half or more, foe +1 momentum",
                                  "Professor Ada Quill's hand", "ab", "a b c d e f g h"])
def test_cutting_words_short_measures_few_starts_and_cuts_where_a_scan_would(text):
    """Session 46's frames: a long button hint cut short with '...' was measured one
    character shorter at a time (0.2 ms a measure, 4 ms at 1080p). The longest start that fits
    is found by halves, with the same cut as before."""
    from sprites import fonts as F
    pygame.init()
    f = F.font(23)
    for width in (4, 25, 60, 140, 260, 2000):
        f._sizes.clear()
        real = f._ft.get_rect
        calls = []
        f._ft = _Counting(f._ft, calls)
        try:
            cut = F.ellipsize(text, f, width)
        finally:
            f._ft = f._ft.inner
        assert len(calls) <= 2 + len(text).bit_length() + 1, (width, len(calls))
        scan = text
        if f.size(scan)[0] > width:  # (the old way: a character off at a time)
            while scan and f.size(scan.rstrip() + "...")[0] > width:
                scan = scan[:-1]
            scan = scan.rstrip() + "..."
        assert cut == scan and real is not None


class _Counting:
    """A freetype font that counts its measures."""

    def __init__(self, inner, calls):
        self.inner, self.calls = inner, calls

    def get_rect(self, text):
        self.calls.append(text)
        return self.inner.get_rect(text)

    def __getattr__(self, name):
        return getattr(self.inner, name)

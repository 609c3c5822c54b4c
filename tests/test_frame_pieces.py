"""Pieces of a frame made faster (issue 31's frame target at 1080p): each faster way draws the
picture the plain way draws, pixel for pixel (the plain way is kept beside it for this)."""
from __future__ import annotations

import random

import pygame
import scene_helpers  # noqa: F401  (dummy SDL drivers)

from scenes.ui import draw as D


def same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return a.get_size() == b.get_size() and \
        bool(a.get_flags() & pygame.SRCALPHA) == bool(b.get_flags() & pygame.SRCALPHA) and \
        pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


def test_a_rounded_gradient_cut_at_its_corners_is_the_one_drawn_whole():
    pygame.init()
    rng = random.Random(31)
    cases = [((880, 700), (32, 35, 48), (20, 22, 31), 21, (238, 190, 60), 3),  # results, 1080p
             ((880, 700), (32, 35, 48), (20, 22, 31), 21, (176, 51, 51), 1),
             ((430, 900), (24, 27, 38), (18, 20, 29), 15, (70, 76, 98), 1),
             ((40, 40), (1, 2, 3), (200, 100, 0), 18, None, 1),  # corners too big: drawn whole
             ((300, 1), (9, 9, 9), (1, 1, 1), 4, None, 1), ((50, 30), (5, 5, 5), (6, 6, 6), 0,
                                                             (1, 1, 1), 1)]
    for _ in range(200):
        cases.append(((rng.randint(1, 320), rng.randint(1, 320)),
                      tuple(rng.randint(0, 255) for _ in range(3)),
                      tuple(rng.randint(0, 255) for _ in range(3)), rng.randint(0, 40),
                      None if rng.random() < 0.3 else tuple(rng.randint(0, 255) for _ in range(3)),
                      rng.randint(1, 3)))
    for case in cases:
        assert same(D._gradient_round(*case), D._gradient_round_whole(*case)), case


def test_a_font_remembers_the_sizes_it_measured_and_they_are_what_it_measures():
    from sprites import fonts as FO
    for size, bold in ((21, False), (34, True), (9, False)):
        f = FO.font(size, bold)
        words = ["no chance yet: HP half or more,", "Pin", "a", "\u00b7 R3", "Leaping Cross!"]
        for w in words:
            assert f.size(w) == f._ft.get_rect(w).size
            assert f.size(w) == f._ft.get_rect(w).size and w in f._sizes  # remembered
        assert f.size("") == (0, f.get_height())


def test_the_hands_card_backs_are_drawn_in_the_tables_loading_moment(monkeypatch):
    from scene_helpers import setup_of

    from scenes.app import App, Settings
    from sprites import card_face as CF
    app = App((1920, 1080), settings=Settings())
    scene = app.reset("match", setup_of(3, ("normal", "normal")))
    scene.layout(app.size)
    drawn = []
    monkeypatch.setattr(CF, "_draw_back", lambda card, width: drawn.append(width))
    for n in range(1, 13):  # a back at every size a hand of n pages takes: already drawn
        CF.card_back(scene.L.hand_card_w(n))
    CF.card_back(scene.L.back_w)
    assert drawn == []
    app.stack.scenes.clear()

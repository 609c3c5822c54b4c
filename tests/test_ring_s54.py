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

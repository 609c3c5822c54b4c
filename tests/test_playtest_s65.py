"""Session 65: what outside checks found (a hand of nine at 1000x600, ...)."""
from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


@pytest.fixture
def display():
    """A display for drawing faces."""
    import pygame
    pygame.display.init()
    pygame.display.set_mode((8, 8))
    yield


@pytest.mark.slow
def test_a_hand_of_nine_at_the_smallest_window_keeps_every_name_and_target(display):
    """A newcomer's hand of 8 or more at 1000x600 cut card names, and a move's target ("HEAD")
    lay over its damage and its type ribbon: no hand card is narrower than the least width on
    which every page's name, damage and target fit whole, and none of them overflows."""
    from game.library import load_library
    from scenes.match.layout import HAND_LEAST, table_layout
    from sprites import card_face
    pages = list(load_library().pages.values())
    L = table_layout((1000, 600))
    widths = {L.hand_card_w(n) for n in range(1, 13)}
    assert min(widths) == HAND_LEAST
    for width in sorted(widths):
        for page in pages:
            assert card_face.face_problems("page", page, width) == [], (page.id, width)
    tighter = [p.id for p in pages if card_face.face_problems("page", p, HAND_LEAST - 1)]
    assert tighter, "HAND_LEAST is not the least width that fits"


def test_the_check_sees_a_target_overflow(display):
    """The check itself: a target too wide for a small card's picture is reported, where
    before only cut or broken words were."""
    from game.library import load_library
    from sprites import card_face
    page = load_library().pages["jab_flurry"]
    assert card_face.face_problems("page", page, 52) == []
    wide = page.model_copy(update={"target": "shoulderblades"})
    assert any(p.startswith("overflows") for p in card_face.face_problems("page", wide, 52))

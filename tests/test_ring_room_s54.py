"""Session 54's play-test (issue 31, 'the ring comes alive'): at 1280x720 the ring was about
400x280 px, figures 60-70 px tall, while a band of about 90 px stood empty between the prompt
and a hand of seven (kept for a hand of few, big cards). The hand's row is now as tall as a
hand of seven and its number badges, the stage takes the rest, and the ring is a quarter
taller; a lifted card rising over the stage's foot has the prompt stand above it. Watching two
AIs, the far hand is face up too (nobody's hand is hidden from a player); a match with a
person in it never shows the other seat's hand."""
from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest
from scene_helpers import frame, human_table, key, setup_of

from scenes.app import App, Settings
from scenes.match import hand as HV
from scenes.match import prompt_line as PL
from scenes.match import ring_view as RV
from scenes.match import table as TV
from scenes.match.layout import table_layout
from scenes.routes import is_scene

SIZES = [(1280, 720), (1366, 768), (1600, 900), (1920, 1080), (1024, 600)]
PROMPTS = ["Watch the ring... (Space skips)",
           "Professor Ada Quill, your move: play a page (1-7), Pin (N) or Pass (P)"]


def _choices(count: int, playable: bool = True) -> list:
    """A hand of `count` pages as the table model gives them."""
    return [SimpleNamespace(index=i, page=i, reason=None if playable else "no", counter=False,
                            danger=None, note=None, idle="") for i in range(count)]


@pytest.mark.parametrize("size", SIZES)
def test_the_tables_parts_stand_apart_inside_the_window(size):
    L = table_layout(size)
    window = pygame.Rect((0, 0), size)
    parts = [L.top, L.far_panel, L.near_panel, L.far_moves, L.near_moves, L.far_hand, L.stage,
             L.hand, L.log, L.buttons]
    for i, a in enumerate(parts):
        assert window.contains(a), (size, a)
        assert a.collidelist(parts[i + 1:]) == -1, (size, a, parts[i + 1:])
    ring = RV.ring_area(L)
    assert L.stage.contains(ring) and ring.bottom <= RV.strip_rect(L).top
    assert not ring.colliderect(TV.spot_rect(L)) and L.stage.contains(TV.spot_rect(L))


@pytest.mark.parametrize("size", SIZES)
def test_no_empty_band_between_the_stage_and_the_hand(size):
    """The stage reaches down to the hand's row, and that row is no taller than a fan of its
    biggest cards and their number badges."""
    L = table_layout(size)
    s = L.s
    assert 0 <= L.hand.top - L.stage.bottom <= round(4 * s)
    biggest = round(L.hand_card_w(1) * 1.4)
    assert L.hand.h <= round(biggest * 1.06) + round(30 * s) + 1
    assert L.hand_card_w(7) == L.hand_card_w(1)  # a hand of seven as big as a hand of one


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_ring_is_a_quarter_taller_than_before(size):
    """Issue 31: 396x280 at 1280x720 and 594x422 at 1920x1080 before session 54."""
    before = {(1280, 720): (396, 280), (1920, 1080): (594, 422)}[size]
    ring = RV.ring_area(table_layout(size))
    assert ring.h >= 1.24 * before[1] and ring.w >= before[0], ring  # (351 and 527 px)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("count", range(1, 11))
def test_every_hand_fits_its_row_with_its_badges_clear_of_the_cards(size, count):
    L = table_layout(size)
    s = L.s
    br = round(11 * s)
    for playable in (True, False):
        slots = HV.hand_slots(L, _choices(count, playable))
        for slot in slots:
            assert L.hand.contains(slot.rect), (size, count, slot.rect, L.hand)
            badge = pygame.Rect(0, 0, 2 * br + 4, 2 * br + 4)
            badge.center = HV.badge_centre(slot.rect, s, False, L.hand.y)
            assert badge.top >= L.hand.top and not badge.colliderect(slot.rect), \
                (size, count, badge, slot.rect)
            assert not badge.colliderect(L.stage)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("words", PROMPTS)
def test_a_lifted_card_never_hides_the_prompt(size, words):
    """The lifted card (half again as big as the hand's row) rises over the stage's foot; the
    prompt then stands just above it, inside the stage, clear of the card."""
    L = table_layout(size)
    for count in (1, 4, 7, 10):
        for slot in HV.hand_slots(L, _choices(count)):
            lifted = HV.lifted_rect(L, slot, size[1])
            assert pygame.Rect((0, 0), size).contains(lifted)
            r = PL.prompt_rect(L, words, 1.0, lifted)
            assert not r.colliderect(lifted), (size, count, r, lifted)
            assert L.stage.contains(r) or r.bottom <= RV.ring_area(L).top, (size, r)  # (in
            # the far hand's row while the card covers its place: session 56)
            if PL.covered(L, (words, "accent"), 1.0, lifted):
                assert r.bottom <= lifted.top  # above the card, not beside it


def _hover_middle(app, sc):
    slot = sc.slots[len(sc.slots) // 2]
    app.process(pygame.event.Event(pygame.MOUSEMOTION, pos=slot.rect.center, rel=(0, 0),
                                   buttons=(0, 0, 0)))
    frame(app, 0.05)
    return slot


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_prompt_stands_above_a_lifted_card_at_the_table(size, monkeypatch):
    sc = human_table(size, 3)
    app = sc.test_app
    frame(app, 0.05)
    assert not sc.prompt_moved()
    drawn = []
    real = PL.draw_prompt
    monkeypatch.setattr(PL, "draw_prompt", lambda surface, L, prompt, ts, over=None: (
        drawn.append((prompt[0], over)), real(surface, L, prompt, ts, over)))
    slot = _hover_middle(app, sc)
    lifted = sc.lifted_rect(slot)
    assert sc.prompt_moved()
    words = sc.prompt()[0]
    assert words and (words, lifted) in drawn  # drawn above the card, over the layer
    r = PL.prompt_rect(sc.L, words, sc.text_scale, lifted)
    assert r.bottom <= lifted.top and r.top >= sc.L.far_hand.top


def test_watching_two_ais_shows_both_hands_face_up():
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    sc = app.reset("match", setup_of(3, ("normal", "normal")))
    for _ in range(3):
        frame(app)
    far = 1 - sc.model.near()
    assert sc.far_shown()
    assert [card for _, card, _ in sc.far_rects] and \
        len(sc.far_rects) == len(sc.state.sides[far].hand)
    assert sc.drawn_hand  # the near hand face up, as ever


def test_a_person_against_the_ai_never_sees_the_far_hand():
    sc = human_table((1280, 720), 3)
    frame(sc.test_app)
    assert not sc.far_shown() and sc.far_rects == []


def test_pass_and_play_never_shows_the_other_seats_hand():
    app = App((1280, 720), settings=Settings(ai_speed="fast"))
    sc = app.reset("match", setup_of(11))
    frame(app)
    for _ in range(5):
        sc.presenter.finish()
        frame(app)
    assert is_scene(app.stack.top, "handoff")
    key(app, pygame.K_RETURN)
    frame(app)
    assert app.stack.top is sc and sc.model.hand_visible()
    assert not sc.far_shown() and sc.far_rects == []
    assert sc.drawn_hand and not set(sc.drawn_hand) & set(sc.state.sides[1 - sc.model.near()].hand)

"""Session 42's outside play-test: a damage stamp ('7 TO THE HEAD') over the rules text of the
card beside the ring, the 'Pace: slow' toast over the face-down hand above the ring, and popups
('DOWN!', 'RINGSIDE', 'INJURED BACK') stacked over a Superstar's name and subtitle."""
from __future__ import annotations

import pygame
import pytest
from scene_helpers import frame, setup_of

from scenes.app import App
from scenes.match import fx as MFX
from scenes.match import ring_view as RV
from scenes.match import table as TV
from scenes.match.layout import table_layout
from scenes.ui import fx_cache as FX

SIZES = [(1280, 720), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
def test_the_damage_stamp_lies_under_the_card_not_over_its_rules(size):
    L = table_layout(size)
    card = TV.spot_rect(L)
    for words in ("7 TO THE HEAD", "12 TO THE BACK", "COUNTERED", "NO DAMAGE", "WEAPON SHOT"):
        img = TV.stamp_surface(words, (240, 80, 70), L.s, round(24 * L.s))
        r = img.get_rect(center=TV.stamp_centre(L))
        assert r.top >= card.bottom - round(4 * L.s), (words, r, card)  # (its tilted corner)
        assert r.bottom <= RV.strip_rect(L).top and r.left >= TV.stamp_left(L)


@pytest.mark.parametrize("size", SIZES)
def test_popups_stay_off_the_name_and_subtitle(size):
    L = table_layout(size)
    for panel in (L.far_panel, L.near_panel):
        band_bottom = panel.y + round(MFX.PANEL_BAND * L.s)
        for words, big in (("DOWN!", False), ("RINGSIDE", False), ("INJURED BACK", False),
                           ("-7", True)):
            img = FX.pill(words, round((40 if big else 22) * L.s), (240, 80, 70), L.s)
            for n in range(3):
                for p in (0.0, 0.5, 1.0):
                    r = img.get_rect(center=MFX.popup_centre(panel, L.s, n, p, img.get_height()))
                    assert r.top >= band_bottom, (words, n, p, r, panel)
                    assert r.bottom <= panel.bottom


@pytest.mark.parametrize("size", SIZES)
def test_a_toast_covers_neither_hand_nor_the_ring(size):
    app = App(size)
    scene = app.reset("match", setup_of(3, ("normal", "normal")))
    frame(app, 1 / 30)
    L = scene.L
    top = scene.toast_top()
    h = round(44 * app.scale)  # a one-line toast and a little more
    toast = pygame.Rect(0, top, L.hand.w, h)
    assert toast.top >= L.stage.bottom and toast.top >= L.far_hand.bottom
    card_h = round(L.hand_card_w(7) * 1.4)
    assert toast.bottom <= L.hand.bottom - card_h - round(4 * L.s)  # above the cards


@pytest.mark.parametrize("size", SIZES)
def test_popups_stay_off_the_panels_chips(size):
    """Session 42's play-test: 'COUNT 1/2' floated over the panel's RINGSIDE 1/2 chip (the
    count it told twice). The count-out now flashes the panel; and no popup, however many
    stack over a panel, covers a chip (STANDING, RINGSIDE 1/2, WARN, CROWD, PTS, statuses)."""
    from sprites.panel import panel_spots
    app = App(size)
    scene = app.reset("match", setup_of(3, ("normal", "normal")))
    frame(app, 1 / 30)
    s = scene.L.s
    for seat in (0, 1):
        panel = scene.panel_rect(seat)
        chips = [r.move(panel.x, panel.y) for r, word in
                 panel_spots(scene.panel_data(seat), panel.size, s)
                 if word not in ("agility", "knowledge", "strength", "strike", "technical",
                                 "attitude")]  # (the momentum cells: popups may pass over)
        assert len(chips) >= 5, chips
        for words, big in (("DOWN!", False), ("RINGSIDE", False), ("INJURED BACK", False),
                           ("-17", True), ("+6 HP", True)):
            img = FX.pill(words, round((40 if big else 22) * s), (240, 80, 70), s)
            for n in range(4):
                for p in (0.0, 0.3, 0.7, 1.0):
                    r = img.get_rect(center=MFX.popup_centre(panel, s, n, p, img.get_height()))
                    assert r.collidelist(chips) == -1, (words, n, p, r)


@pytest.mark.parametrize("size", SIZES)
def test_toasts_never_bury_the_hand(size, monkeypatch):
    """Session 45's play-test: four refusals in a row ('Not enough momentum...', 'doesn't
    counter In Close moves' twice, 'Answer the move first') stacked over the whole hand. The
    newest that fit above the cards show; the older wait unseen; the newest always shows."""
    from scenes.ui import draw as D
    app = App(size)
    scene = app.reset("match", setup_of(3, ("human", "normal")))
    for _ in range(300):
        frame(app, 1 / 30)
        if scene.slots:
            break
    assert scene.slots
    cards_top = min(slot.rect.top for slot in scene.slots)
    drawn = []
    real = D.draw_panel

    def spy(surface, rect, *a, **k):
        if surface.get_size() == rect.size and rect.topleft == (0, 0):
            drawn.append(surface.get_size())
        return real(surface, rect, *a, **k)
    monkeypatch.setattr(D, "draw_panel", spy)
    words = ["Not enough momentum: Duck Under costs 1 Agility.",
             "Rust Belt Driver doesn't counter In Close moves.",
             "Crushing Boot doesn't counter In Close moves.",
             "Answer the move first: counter it or let it through."]
    for w in words:
        app.toast(w, "error")
    top = scene.toast_top()
    bottom = scene.toast_bottom()
    assert top is not None and bottom is not None and bottom <= cards_top
    app.toasts.draw(app.screen, app.scale, top, bottom)
    assert 1 <= len(drawn) < len(words)
    h = sum(hh for _, hh in drawn) + round(6 * app.scale) * (len(drawn) - 1)
    assert top + h <= cards_top
    app.toasts.items[:] = app.toasts.items[-1:]  # one alone always shows
    drawn.clear()
    app.toasts.draw(app.screen, app.scale, top, top + 1)
    assert len(drawn) == 1

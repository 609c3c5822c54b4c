"""What session 77 mended: each test names what a player did or what the last read found."""
from __future__ import annotations

import pygame
from scene_helpers import click, frame, key

from test_playtest_s65 import app  # noqa: F401 (a window whose saves go to the test's folder)


def _builder_from_a_starter(app):
    """The builder at 1280x720 with a Superstar's starter put in (its name filled in)."""
    builder = app.reset("builder")
    frame(app)
    builder.start_w.set_value(builder.start_options()[1][0])
    builder.start_from()
    frame(app)
    return builder


def test_typing_into_the_builders_filled_in_name_replaces_it(app):
    """'My Brick Hollander' took the typed name on its end ('My Brick HollanderNight Hawk'):
    a click into the name the game filled in chooses it all, so typing replaces it."""
    builder = _builder_from_a_starter(app)
    field = builder.name_w
    assert field.value.startswith("My ")
    click(app, field.rect.center)
    for ch in "Hawk":
        key(app, getattr(pygame, f"K_{ch.lower()}"), unicode=ch)
    assert field.value == "Hawk"
    click(app, field.rect.center)  # (clicked again: the player's own name is typed on)
    key(app, pygame.K_s, unicode="s")
    assert field.value == "Hawks"
    app.stack.scenes.clear()


def test_a_tab_into_the_filled_in_name_chooses_it_too(app):
    """Tab to the name field is the keyboard's click: the filled-in name is chosen."""
    builder = _builder_from_a_starter(app)
    for _ in range(20):
        key(app, pygame.K_TAB)
        if builder.name_w.editing:
            break
    assert builder.name_w.editing and builder.name_w.selected
    key(app, pygame.K_x, unicode="X")
    assert builder.name_w.value == "X"
    app.stack.scenes.clear()


def test_a_saved_playbooks_name_is_typed_on(app):
    """A name the player gave (not the game's) is kept: a click puts the caret at its end."""
    builder = _builder_from_a_starter(app)
    builder.name_w.value = "Night Hawk"
    click(app, builder.name_w.rect.center)
    key(app, pygame.K_s, unicode="s")
    assert builder.name_w.value == "Night Hawks"
    app.stack.scenes.clear()


def test_the_builders_save_toast_keeps_off_its_count(app):
    """'Saved ... in the folder above' covered the 40 / 40 and what the playbook holds for
    a moment: the builder's toasts stand over its charts, above its buttons."""
    builder = _builder_from_a_starter(app)
    builder.save()
    frame(app)
    toast = app.toasts.items[-1]
    assert "Saved" in toast.text
    top, bottom = builder.toast_top(), builder.toast_bottom()
    assert top is not None and top > builder.list_top
    assert top >= builder.chart.y and bottom <= builder.save_btn.rect.top
    app.stack.scenes.clear()


def test_a_small_cards_damage_and_part_stand_apart():
    """On a small hand card with a WARN tag the damage and the body part stood side by side a
    pixel apart and read "0HEAD": beside each other they keep a gap of three pixels or more."""
    from sprites import card_face as CF
    m = CF.metrics(58)
    surface = pygame.Surface((58, 20))
    surface.fill((0, 0, 0))
    CF._big_number(surface, m, pygame.Rect(0, 0, 58, 14), "0", "HEAD", (255, 255, 255))
    white, gold = set(), set()
    for x in range(58):
        for y in range(20):
            r, g, b = surface.get_at((x, y))[:3]
            if min(r, g, b) > 200:
                white.add(x)
            elif r > 100 and r - b > 50:
                gold.add(x)
    assert white and gold and max(white) < min(gold)  # side by side, the number first
    assert min(gold) - max(white) > 3

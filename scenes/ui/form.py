"""The input of a setup form (exhibition and season setup): widgets, a seed field, Start and Back.

Mouse events go to the widgets; keys move the focus (Tab, Up, Down), turn a selector (Left,
Right), tick a box (Space), start (Enter, as Start's badge says, unless a button has the
focus) or go back (Esc).
"""
from __future__ import annotations

import pygame

from scenes.ui import widgets as W

MOUSE = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL)


def handle_form(form, event: pygame.event.Event, items: list, widgets: list) -> None:
    """Route one input event of a setup form: `items` take the keyboard focus in order, and
    `widgets` (the items and anything else clickable) take the mouse."""
    if event.type == pygame.MOUSEMOTION:
        form.mouse = event.pos
    if event.type in MOUSE:
        if event.type == pygame.MOUSEBUTTONDOWN:
            form.seed_w.editing = False
        for wdg in widgets:
            if wdg.visible and wdg.handle(event):
                now = form.items() if hasattr(form, "items") else items  # (a Remove changes
                if wdg in now:  # the items: the old place moved the focus to the Seed box)
                    form.focus.index = now.index(wdg)
                return
        return
    if event.type != pygame.KEYDOWN:
        return
    k = event.key
    focused = form.focus.current(items)
    if (focused is form.seed_w or form.seed_w.editing) and form.seed_w.key(event):
        return
    if k == pygame.K_ESCAPE:
        form.back()
    elif k in (pygame.K_TAB, pygame.K_DOWN, pygame.K_UP):
        form.seed_w.editing = False
        back = bool(event.mod & pygame.KMOD_SHIFT) if k == pygame.K_TAB else k == pygame.K_UP
        form.focus.cycle(items, back)
    elif k in (pygame.K_LEFT, pygame.K_RIGHT) and isinstance(focused, W.Choice):
        focused.key(k)
    elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
        if focused is None or focused is form.seed_w or isinstance(focused, (W.Choice,
                                                                             W.Toggle)):
            form.start()  # as Start's Enter badge says; a selector changes with arrows, a
        else:  # box with Space (Enter ticked the Interview box: session 59's play-test)
            focused.activate()
    elif k == pygame.K_SPACE and focused is not None:
        focused.activate()

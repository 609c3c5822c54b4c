"""Widgets for the scenes: buttons, choosers, toggles, text and number fields, keyboard focus.

The drawing they use (theme colours, text, panels, tooltips, toasts) is in scenes/ui/draw.py; its
names are here too, so a scene needs one import (`from scenes.ui import widgets as W`).
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from sprites import palette as pal

from scenes.ui.gamepad import pad_button, pad_in_use
from scenes.ui.pad_glyphs import glyph_surface, has_glyph

from scenes.ui.draw import (  # noqa: F401  (re-exported for W.name)
    Colour,
    BG,
    INK,
    MUTED,
    ACCENT,
    DANGER,
    GOOD,
    COUNTER,
    SEAT_COLOURS,
    SEAT_CORNER,
    BUTTON_TOP,
    BUTTON_BOTTOM,
    BUTTON_EDGE,
    PANEL_TOP,
    PANEL_BOTTOM,
    PANEL_EDGE,
    ui_scale,
    text_surface,
    draw_text,
    draw_fit_text,
    fit_size,
    name_first_fit,
    label_surface,
    draw_label,
    ellipsize_text,
    text_width,
    wrap_lines,
    fit_lines,
    line_height,
    panel_surface,
    draw_panel,
    shade_rect,
    glow,
    draw_tooltip,
    Toast,
    Toasts,
)


class Widget:
    """Something on screen that can take focus and be activated."""

    rect: pygame.Rect
    enabled: bool = True
    visible: bool = True
    tooltip: str = ""

    def activate(self) -> None:
        """Enter pressed while focused."""

    def handle(self, event: pygame.event.Event) -> bool:
        """React to an event; True when consumed."""
        return False

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """Draw the widget."""


class Button(Widget):
    """A push button: label, optional hotkey hint and second line; acts on mouse release."""

    def __init__(self, label: str, on_click: Callable[[], None] | None = None, *,
                 hotkey: str = "", sub: str = "", tooltip: str = "", primary: bool = False,
                 danger: bool = False, size: int = 22, pad: str = "") -> None:
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.label = label
        self.on_click = on_click
        self.hotkey = hotkey
        self.pad = pad  # the controller button shown instead of the hotkey's own (e.g. "Start")
        self.sub = sub
        self.tooltip = tooltip
        self.primary = primary
        self.danger = danger
        self.highlight: Colour | None = None
        self.enabled = True
        self.visible = True
        self.hover = False
        self.pressed = False
        self.size = size

    def activate(self) -> None:
        """Run the click action (also when disabled: the action may explain why not)."""
        if self.on_click is not None:
            self.on_click()

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.pressed = True
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.rect.collidepoint(event.pos):
                self.activate()
                return True
        return False

    def colours(self) -> tuple[Colour, Colour, Colour, Colour]:
        """Top, bottom, edge and ink colours for the current state."""
        if not self.enabled:
            return (46, 49, 60), (36, 38, 48), (60, 63, 76), (110, 114, 128)
        if self.primary:
            top, bottom, edge = (236, 182, 62), (186, 128, 30), (255, 226, 140)
            ink = pal.TEXT_DARK
        elif self.danger:
            top, bottom, edge, ink = (190, 62, 62), (130, 36, 40), (240, 120, 120), INK
        else:
            top, bottom, edge, ink = BUTTON_TOP, BUTTON_BOTTOM, BUTTON_EDGE, INK
        if self.hover:
            top, bottom, edge = pal.shade(top, 1.12), pal.shade(bottom, 1.12), pal.shade(edge, 1.2)
        if self.pressed:
            top, bottom = bottom, top
        return top, bottom, edge, ink

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        if not self.visible:
            return
        top, bottom, edge, ink = self.colours()
        radius = max(6, self.rect.h // 4)
        if self.highlight and self.enabled:
            glow(surface, self.rect, self.highlight, 2, radius)
        draw_panel(surface, self.rect, top, bottom, radius, edge, 1)
        if focused:
            pygame.draw.rect(surface, ACCENT, self.rect.inflate(6, 6), 2, border_radius=radius + 3)
        size = self.size
        inner = self.rect.inflate(-12, 0)
        hint_w = 0
        if pad_in_use():  # the controller's button: A on the focused one, or its own, or none
            name = "A" if focused else (self.pad or pad_button(self.hotkey))  # a letter key
            if has_glyph(name):  # ("A", auto-counter rules) is not the controller's A
                img = glyph_surface(name, max(14, int(size * 1.05)))
                box = img.get_rect(midright=(self.rect.right - 8, self.rect.centery))
                surface.blit(img, box)
                hint_w = box.w + 6
        elif self.hotkey:
            hs = max(10, int(size * 0.72))
            tag = text_surface(self.hotkey, hs, ink if self.enabled else MUTED, True)
            box = pygame.Rect(0, 0, tag.get_width() + 10, tag.get_height() + 2)
            box.midright = (self.rect.right - 8, self.rect.centery)
            pygame.draw.rect(surface, pal.shade(bottom, 0.7), box, border_radius=4)
            pygame.draw.rect(surface, pal.shade(edge, 0.9), box, 1, border_radius=4)
            surface.blit(tag, tag.get_rect(center=box.center))
            hint_w = box.w + 6
        centre_x = self.rect.centerx - hint_w // 2
        avail = inner.w - hint_w
        if self.sub:
            sub_size = int(size * 0.72)
            lines = [self.sub]
            if text_width(self.sub, sub_size) > avail:  # a long sub wraps onto two lines
                sub_size = max(10, int(size * 0.62))
                lines = wrap_lines(self.sub, sub_size, avail) or [self.sub]
                lines = lines[:1] + [" ".join(lines[1:])] if len(lines) > 2 else lines  # (the
                # rest on the second line, ending in an ellipsis: it was cut off unmarked)
            h1 = line_height(size, True)
            h2 = line_height(sub_size)
            if len(lines) > 1 and h1 + h2 * len(lines) > self.rect.h:  # (two lines spilled
                lines = [self.sub]  # under a short button at larger text: session 77; one
                # line, cut short with an ellipsis)
            y = self.rect.centery - (h1 + h2 * len(lines)) // 2
            draw_text(surface, self.label, label_size(self.label, size, avail), ink, True,
                      max_w=avail, midtop=(centre_x, y))
            sub_ink = ink if self.primary else (ACCENT if self.enabled else MUTED)
            for i, line in enumerate(lines):
                draw_text(surface, line, sub_size, sub_ink, False, max_w=avail,
                          midtop=(centre_x, y + h1 + i * h2))
        else:
            draw_text(surface, self.label, label_size(self.label, size, avail), ink, True,
                      max_w=avail, center=(centre_x, self.rect.centery))


def label_size(words: str, size: int, room: int, least: float = 0.8) -> int:
    """The size bold words (a button's name) are drawn at: smaller, down to `least` of it,
    before they are cut ('Return to...' on a small window: session 59's play-test)."""
    least = max(10, round(size * least))
    while size > least and text_width(words, size, True) > room:
        size -= 1
    return size


class Choice(Widget):
    """'<  value  >': cycles through options with arrows, clicks or Left/Right."""

    def __init__(self, options: list[tuple[Any, str]], index: int = 0,
                 on_change: Callable[[Any], None] | None = None, *, label: str = "",
                 tooltip: str = "", size: int = 22,
                 allowed: Callable[[Any], bool] | None = None) -> None:
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.options = options
        self.index = index
        self.on_change = on_change
        self.label = label
        self.tooltip = tooltip
        self.size = size
        self.allowed = allowed
        self.enabled = True
        self.visible = True
        self.hover = False

    @property
    def value(self) -> Any:
        """The chosen option's value."""
        return self.options[self.index][0]

    def set_value(self, value: Any) -> None:
        """Choose the option with this value (no callback)."""
        for i, (v, _) in enumerate(self.options):
            if v == value:
                self.index = i

    def step(self, d: int) -> None:
        """Move to the next allowed option in direction d."""
        n = len(self.options)
        i = self.index
        for _ in range(n):
            i = (i + d) % n
            if self.allowed is None or self.allowed(self.options[i][0]):
                break
        if i != self.index:
            self.index = i
            if self.on_change:
                self.on_change(self.value)

    def activate(self) -> None:
        """Enter: the next allowed option, wrapping round."""
        self.step(1)

    def arrows(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The left and right arrow rects."""
        w = self.rect.h
        return (pygame.Rect(self.rect.x, self.rect.y, w, self.rect.h),
                pygame.Rect(self.rect.right - w, self.rect.y, w, self.rect.h))

    def handle(self, event: pygame.event.Event) -> bool:
        """A click on the left arrow steps back, elsewhere on it forward; so does the wheel."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.rect.collidepoint(event.pos):
            left, _ = self.arrows()
            self.step(-1 if event.pos[0] < left.right + 4 else 1)
            return True
        if event.type == pygame.MOUSEWHEEL and self.hover:
            self.step(-1 if event.y > 0 else 1)
            return True
        return False

    def key(self, key: int) -> bool:
        """Left/Right while focused."""
        if key == pygame.K_LEFT:
            self.step(-1)
            return True
        if key == pygame.K_RIGHT:
            self.step(1)
            return True
        return False

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        if not self.visible:
            return
        radius = max(6, self.rect.h // 4)
        edge = ACCENT if focused else (pal.shade(PANEL_EDGE, 1.3) if self.hover else PANEL_EDGE)
        draw_panel(surface, self.rect, (40, 45, 62), (30, 33, 46), radius, edge, 2 if focused else 1)
        left, right = self.arrows()
        for r, sign in ((left, -1), (right, 1)):
            cx, cy = r.center
            k = r.h // 6
            pts = [(cx - sign * k, cy - k * 1.4), (cx + sign * k, cy), (cx - sign * k, cy + k * 1.4)]
            pygame.draw.polygon(surface, ACCENT if self.hover or focused else MUTED, pts)
        label = self.options[self.index][1]  # (smaller before it is cut: "Brick Hollander's
        draw_fit_text(surface, label, self.size, max(11, round(self.size * 0.7)), INK, True,
                      max_w=self.rect.w - 2 * left.w, center=self.rect.center)  # sta...", s. 61)


class Toggle(Widget):
    """A checkbox with a label."""

    def __init__(self, label: str, value: bool = False,
                 on_change: Callable[[bool], None] | None = None, *, tooltip: str = "",
                 size: int = 22) -> None:
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.label = label
        self.value = value
        self.on_change = on_change
        self.tooltip = tooltip
        self.size = size
        self.enabled = True
        self.visible = True
        self.hover = False

    def activate(self) -> None:
        """Flip the box and tell on_change."""
        self.value = not self.value
        if self.on_change:
            self.on_change(self.value)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.rect.collidepoint(event.pos):
            self.activate()
            return True
        return False

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        if not self.visible:
            return
        box = pygame.Rect(0, 0, self.rect.h - 8, self.rect.h - 8)
        box.midleft = (self.rect.x + 4, self.rect.centery)
        pygame.draw.rect(surface, (30, 33, 46), box, border_radius=5)
        edge = ACCENT if (focused or self.hover) else PANEL_EDGE
        pygame.draw.rect(surface, edge, box, 2, border_radius=5)
        if self.value:
            k = box.w
            pts = [(box.x + k * 0.22, box.y + k * 0.52), (box.x + k * 0.42, box.y + k * 0.72),
                   (box.x + k * 0.78, box.y + k * 0.28)]
            pygame.draw.lines(surface, GOOD, False, pts, max(2, k // 7))
        draw_text(surface, self.label, self.size, INK if self.value else MUTED, True,
                  max_w=self.rect.right - box.right - 10,
                  midleft=(box.right + 10, self.rect.centery))
        if focused:
            pygame.draw.rect(surface, ACCENT, self.rect.inflate(6, 4), 1, border_radius=6)


MODIFIER_KEYS = frozenset((pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL,
                           pygame.K_LALT, pygame.K_RALT, pygame.K_LGUI, pygame.K_RGUI,
                           pygame.K_CAPSLOCK, pygame.K_MODE))


class TextField(Widget):
    """A line of text: click or Tab to it, type, Backspace; Enter or Esc ends the typing."""

    typing_keys = True  # Enter, Esc and Tab end the typing here; Ctrl+Backspace clears
    caret_when_focused = False
    bold_placeholder = False

    def __init__(self, value: str = "", *, placeholder: str = "", max_len: int = 40,
                 tooltip: str = "", size: int = 20,
                 on_change: Callable[[str], None] | None = None) -> None:
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.value = value
        self.placeholder = placeholder
        self.max_len = max_len
        self.tooltip = tooltip
        self.size = size
        self.on_change = on_change
        self.editing = False
        self.selected = False  # the whole value chosen (Ctrl+A)
        self.suggested: str | None = None  # a name the game filled in: typing replaces it
        self.visible = True
        self.enabled = True

    def activate(self) -> None:
        """Enter: start typing in the field."""
        self.editing = True
        self.selected = self.is_suggested()

    def is_suggested(self) -> bool:
        """True while the value is the name the game filled in (typed over, not appended to:
        "My Kestrel OrtizNight Hawk", session 76's play-test)."""
        return bool(self.value) and self.value == self.suggested

    def handle(self, event: pygame.event.Event) -> bool:
        """A left click in the field starts typing; a click elsewhere stops it."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            started = not self.editing
            self.editing = self.rect.collidepoint(event.pos)
            self.selected = self.editing and started and self.is_suggested()
            return self.editing
        return False

    def accepts(self, char: str) -> bool:
        """True for a character the field takes."""
        return char.isprintable()

    def key(self, event: pygame.event.Event) -> bool:
        """Typing: the characters the field accepts and Backspace."""
        typing = self.typing_keys
        if typing and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE,
                                    pygame.K_TAB):
            self.editing = self.selected = False
            return event.key != pygame.K_TAB
        if event.key == pygame.K_a and event.mod & pygame.KMOD_CTRL:
            self.selected = bool(self.value)  # Ctrl+A: what is typed next replaces it all
            return True
        if event.key in MODIFIER_KEYS:  # (Shift pressed for a capital let go of the
            return typing  # selection: Ctrl+A then "Quill" appended, session 65's play-test)
        selected, self.selected = self.selected, False
        if event.key == pygame.K_BACKSPACE:
            clear = typing and event.mod & pygame.KMOD_CTRL or selected
            self.value = "" if clear else self.value[:-1]
        elif event.unicode and self.accepts(event.unicode) and \
                len("" if selected else self.value) < self.max_len:
            self.value = ("" if selected else self.value) + event.unicode
        else:
            return typing and event.key not in (pygame.K_UP, pygame.K_DOWN)
        if self.on_change:
            self.on_change(self.value)
        return True

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        if not self.visible:
            return
        radius = max(6, self.rect.h // 4)
        active = focused or self.editing
        draw_panel(surface, self.rect, (26, 29, 40), (34, 38, 52), radius,
                   ACCENT if active else PANEL_EDGE, 2 if active else 1)
        words = self.value or self.placeholder
        if self.selected and self.value and (self.editing or active):
            pick = pygame.Rect(self.rect.x + 10, self.rect.y + 6, min(
                text_width(self.value, self.size, True) + 4, self.rect.w - 20), self.rect.h - 12)
            pygame.draw.rect(surface, (60, 80, 130), pick, border_radius=3)
        r = draw_text(surface, words, self.size, INK if self.value else MUTED,
                      bool(self.value) or self.bold_placeholder, max_w=self.rect.w - 24,
                      midleft=(self.rect.x + 12, self.rect.centery))
        caret = active if self.caret_when_focused else self.editing
        if caret and (pygame.time.get_ticks() // 500) % 2 == 0:
            x = r.right + 2 if self.value else self.rect.x + 12
            pygame.draw.line(surface, ACCENT, (x, self.rect.y + 7), (x, self.rect.bottom - 7), 2)


class NumberField(TextField):
    """A field of digits (the seed): click or Tab to focus, type digits, Backspace."""

    typing_keys = False  # Enter and Tab go on to the scene (Enter starts the match)
    caret_when_focused = True
    bold_placeholder = True

    def __init__(self, value: str = "", *, max_len: int = 18, placeholder: str = "",
                 tooltip: str = "", size: int = 22,
                 on_change: Callable[[str], None] | None = None) -> None:
        super().__init__(value, placeholder=placeholder, max_len=max_len, tooltip=tooltip,
                         size=size, on_change=on_change)
        self.blink = 0.0

    def activate(self) -> None:
        """Nothing to open: focus alone lets you type digits."""

    def accepts(self, char: str) -> bool:
        """Only digits (a seed)."""
        return char.isdigit()


# ---- focus -------------------------------------------------------------------------------

class Focus:
    """Keyboard focus over a list of widgets: Tab / Shift+Tab cycle, Enter activates."""

    def __init__(self) -> None:
        self.index: int | None = None

    def cycle(self, items: list, backwards: bool = False, wrap: bool = True) -> None:
        """Move to the next focusable item (past the last one: back to the first, unless
        `wrap` is False, when the focus stays at the end)."""
        usable = [i for i, w in enumerate(items) if getattr(w, "visible", True)]
        if not usable:
            self.index = None
            return
        if self.index not in usable:
            self.index = usable[-1] if backwards else usable[0]
            return
        pos = usable.index(self.index) + (-1 if backwards else 1)
        if not wrap:
            pos = max(0, min(len(usable) - 1, pos))
        self.index = usable[pos % len(usable)]

    def key(self, event, items: list, across: bool = False, down: bool = True) -> bool:
        """Tab / Shift+Tab (and the arrows along the items: Left/Right when `across`, Up/Down
        when `down`) move the focus; Enter or Space activates the focused item. True when the
        key was used."""
        k = event.key
        forward = {pygame.K_TAB} | ({pygame.K_RIGHT} if across else set()) | \
            ({pygame.K_DOWN} if down else set())
        backward = ({pygame.K_LEFT} if across else set()) | ({pygame.K_UP} if down else set())
        if k in forward or k in backward:
            self.cycle(items, k in backward or (k == pygame.K_TAB
                                                 and bool(event.mod & pygame.KMOD_SHIFT)))
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            item = self.current(items)
            if item is not None:
                item.activate()
            return True
        return False

    def move(self, items: list, rects: list, dx: int, dy: int) -> bool:
        """Move the focus to the nearest item in a direction (dx, dy: one of them -1 or 1) by
        where the items are drawn (rects, one per item, None for one not drawn); an item off
        to the side of that direction is not "up" from here. With nothing focused the first
        item drawn takes it. True when the focus moved."""
        here = rects[self.index] if self.index is not None and 0 <= self.index < len(rects) \
            else None
        if here is None:
            first = next((i for i, r in enumerate(rects) if r is not None
                          and getattr(items[i], "visible", True)), None)
            moved = first is not None and first != self.index
            self.index = first if first is not None else self.index
            return moved
        best, best_score = None, None
        for i, r in enumerate(rects):
            if r is None or i == self.index or not getattr(items[i], "visible", True):
                continue
            ahead = (r.centerx - here.centerx) * dx + (r.centery - here.centery) * dy
            aside = abs((r.centerx - here.centerx) * dy) + abs((r.centery - here.centery) * dx)
            if ahead <= 0 or aside > 2 * ahead + max(here.w, here.h) // 2:
                continue
            score = ahead + 2 * aside
            if best_score is None or score < best_score:
                best, best_score = i, score
        if best is None:
            return False
        self.index = best
        return True

    def current(self, items: list):
        """The focused item, or None."""
        if self.index is None or not 0 <= self.index < len(items):
            return None
        return items[self.index]


# ---- tooltips ----------------------------------------------------------------------------

"""F1 or ?: the keys of the screen underneath and a searchable glossary of every term the table
shows (game/library/glossary.py through the tutorial door). Type to search; Esc or F1 closes."""
from __future__ import annotations

import pygame

from game import tutorial as T

from scenes.routes import is_scene
from scenes.ui import widgets as W
from scenes.ui.gamepad import pad_in_use
from scenes.ui.pad_glyphs import draw_hint, glyph_surface
from scenes.ui.base import Scene

# Keys of screens that don't list their own (a scene may declare `hotkeys`: (key, what) pairs).
SCREEN_KEYS = {
    "match": (("1-9", "play that page of your hand (or answer with it)"),
              ("P", "Pass: catch your breath"), ("L", "Let it through (no counter)"),
              ("N", "Pin"), ("R", "To Ringside"), ("T", "Return to Ring"),
              ("C", "spend 2 Crowd Points"), ("Tab, arrows, Enter", "choose and play"),
              ("Space", "skip the animation"), ("A", "auto-counter rules"),
              ("I", "why? on the newest marked log line"), ("H", "reveal hands (after)"),
              ("K", "read the panels' chips one by one"),
              ("U", "take back your last command (if it showed nothing new)"),
              ("Z or right-click", "zoom a card"), ("Esc", "pause: How to play, Settings, "
                                                        "Save & Quit")),
    "menu": (("Up / Down, Tab", "choose"), ("Enter", "open"), ("Esc", "quit")),
    "pause": (("Esc", "resume"), ("H", "How to play"), ("I", "why? the log explained"),
              ("A", "auto-counter rules"),
              ("S", "settings"), ("Q", "save and quit")),
    "cards": (("/", "search"), ("Z or right-click", "zoom a card"), ("Esc", "back")),
    "season": (("Tab, arrows, Enter", "choose and confirm"), ("Esc", "menu")),
}
EVERYWHERE = (("F1 or ?", "this help: keys and glossary"),)
# A controller's buttons (scenes/ui/gamepad.py), shown instead of the keys while it is in use.
PAD_KEYS = (("D-pad", "move the focus (the left stick too); at the table Left / Right go along "
                      "the hand and the buttons, Up / Down the buttons' columns"),
            ("A", "choose, play the focused page or press the focused button"),
            ("B", "back; at the table: pause"),
            ("X", "skip the animation; in the builder: take a copy out"),
            ("Y", "zoom the focused card"),
            ("LB", "the previous panel or field"), ("RB", "the next panel or field"),
            ("Start", "pause, or back"), ("Back", "this help"))


def screen_keys(scene) -> tuple:
    """The keys of a screen: its own list, or the one kept here for it."""
    own = getattr(scene, "hotkeys", None)
    if own:
        return tuple(own)
    for name, keys in SCREEN_KEYS.items():
        try:
            if is_scene(scene, name):
                return keys
        except Exception:
            continue
    return (("Esc", "back"), ("Tab, arrows, Enter", "choose and confirm"))


def typing_now(scene) -> bool:
    """True when a text field of the scene is being typed in ('?' is then a character)."""
    seen = [scene] + [v for v in vars(scene).values() if hasattr(v, "__dict__")
                      and not isinstance(v, type)] if scene is not None else []
    for obj in seen:
        for v in getattr(obj, "__dict__", {}).values():
            if getattr(v, "editing", False) is True:
                return True
    return False


def wants_help(event, scene) -> bool:
    """F1 anywhere, or '?' when nobody is typing."""
    if event.type != pygame.KEYDOWN:
        return False
    if event.key == pygame.K_F1:
        return True
    return getattr(event, "unicode", "") == "?" and not typing_now(scene)


class HelpScene(Scene):
    """Keys on the left, the glossary on the right."""

    overlay = True

    def __init__(self, app, query: str = "") -> None:
        super().__init__(app)
        below = app.stack.top
        everywhere = {k for k, _ in EVERYWHERE}
        self.keys = EVERYWHERE + tuple(k for k in screen_keys(below) if k[0] not in everywhere)
        self.entries = T.glossary_entries(app.cat.lib)
        self.search = W.TextField(query, placeholder="Type to search the glossary",
                                  max_len=40, on_change=lambda v: self.refilter())
        self.search.editing = True
        self.found = T.glossary_search(self.entries, query)
        self.scroll = 0
        self.box = pygame.Rect(0, 0, 10, 10)

    def refilter(self) -> None:
        """Search the glossary again for what is typed, back to the top of the list."""
        self.found = T.glossary_search(self.entries, self.search.value)
        self.scroll = 0

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = W.ui_scale(size)
        self.s = s
        m = round(40 * s)
        self.box = pygame.Rect(m, m, size[0] - 2 * m, size[1] - 2 * m)
        self.keys_w = round(self.box.w * 0.36)
        gx = self.box.x + self.keys_w + round(30 * s)
        self.search.rect = pygame.Rect(gx, self.box.y + round(70 * s),
                                       self.box.right - round(24 * s) - gx, round(42 * s))
        self.search.size = round(20 * s)
        self.list_rect = pygame.Rect(gx, self.search.rect.bottom + round(12 * s),
                                     self.search.rect.w,
                                     self.box.bottom - round(20 * s) - self.search.rect.bottom
                                     - round(12 * s))

    def close(self) -> None:
        """Close the help and go back to the screen underneath."""
        self.app.pop()

    def handle(self, event: pygame.event.Event) -> None:
        """Esc or F1 closes; arrows and the wheel scroll; any other key types into the search."""
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_F1):
                self.close()
                return
            if event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
                self.scroll = min(max(0, len(self.found) - 1), self.scroll + 1)
                return
            if event.key in (pygame.K_UP, pygame.K_PAGEUP):
                self.scroll = max(0, self.scroll - 1)
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
                return
            self.search.editing = True
            self.search.key(event)
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(max(0, len(self.found) - 1), self.scroll - event.y))
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                not self.box.collidepoint(event.pos):
            self.close()

    def frame_key(self):
        """What the help shows (search, scroll, size, cursor blink): same key, no redraw."""
        return ("help", self.search.value, self.scroll, self.size, pad_in_use(),
                (pygame.time.get_ticks() // 500) % 2)

    def draw(self, surface: pygame.Surface) -> None:
        s = W.ui_scale(surface.get_size())
        W.shade_rect(surface, surface.get_rect(), (4, 5, 10), 180)
        W.draw_panel(surface, self.box, (38, 42, 58), (24, 27, 38), round(16 * s), W.ACCENT, 2)
        x, y = self.box.x + round(24 * s), self.box.y + round(18 * s)
        pad = pad_in_use()
        W.draw_text(surface, "CONTROLLER" if pad else "KEYS", round(30 * s), W.ACCENT, True,
                    topleft=(x, y))
        W.draw_text(surface, "GLOSSARY", round(30 * s), W.ACCENT, True,
                    topleft=(self.search.rect.x, y))
        if pad:
            draw_hint(surface, (("B", "or"), ("Back", "close")), round(16 * s),
                      topright=(self.box.right - round(24 * s), y + round(4 * s)))
        else:
            W.draw_text(surface, "Esc or F1: close", round(16 * s), W.MUTED,
                        topright=(self.box.right - round(24 * s), y + round(8 * s)))
        y += round(56 * s)
        ks, ws = round(18 * s), round(17 * s)
        key_w = round(self.keys_w * (0.22 if pad else 0.42))
        for key, what in PAD_KEYS if pad else self.keys:
            top = y
            if pad:
                surface.blit(glyph_surface(key, round(ks * 1.5)), (x, y - round(3 * s)))
            else:
                W.draw_text(surface, key, ks, W.ACCENT, True, max_w=key_w - round(8 * s),
                            topleft=(x, y))
            lines = W.wrap_lines(what, ws, self.keys_w - key_w - round(10 * s))
            for line in lines:
                W.draw_text(surface, line, ws, W.INK, topleft=(x + key_w, y))
                y += W.line_height(ws)
            if pad:  # a row is at least as tall as its glyph
                y = max(y, top + round(ks * 1.5))
            y += round((10 if pad else 6) * s)
            if y > self.box.bottom - round(40 * s):
                break
        self.search.draw(surface, focused=True)
        self.draw_entries(surface, s)

    def draw_entries(self, surface: pygame.Surface, s: float) -> None:
        """The glossary terms found, from the scroll position down, with how many there are."""
        area = self.list_rect
        if not self.found:
            W.draw_text(surface, "No term matches.", round(18 * s), W.MUTED,
                        topleft=(area.x, area.y + round(8 * s)))
            return
        y = area.y
        ts, bs = round(19 * s), round(17 * s)
        for entry in self.found[self.scroll:]:
            lines = W.wrap_lines(entry.text, bs, area.w - round(16 * s))
            need = W.line_height(ts, True) + len(lines) * W.line_height(bs) + round(10 * s)
            if y + need > area.bottom:
                break
            r = W.draw_text(surface, entry.term, ts, W.INK, True, topleft=(area.x, y))
            W.draw_text(surface, entry.kind.upper(), round(13 * s), W.MUTED, True,
                        midleft=(r.right + round(10 * s), r.centery))
            y += W.line_height(ts, True)
            for line in lines:
                W.draw_text(surface, line, bs, (200, 204, 220),
                            topleft=(area.x + round(12 * s), y))
                y += W.line_height(bs)
            y += round(10 * s)
        n = len(self.found)
        start = f" \u00b7 from {self.scroll + 1}" if self.scroll else ""
        shown = (f"{n} term{'' if n == 1 else 's'}{start}"
                 " \u00b7 wheel or arrows to scroll")
        W.draw_text(surface, shown, round(14 * s), W.MUTED,
                    bottomright=(area.right, self.box.bottom - round(6 * s)))

"""The pass-and-play curtain: between two people at one screen, it hides the whole table (no hand,
no face-up page of either hand) until the next player says they have the screen.

"Pass the laptop to <name> — press Enter or click." It is opaque (the table below is not drawn
at all), so nothing private can show through while the screen changes hands.
"""
from __future__ import annotations

import pygame

from sprites import palette as pal
from sprites.cache import Lru

from scenes.ui import widgets as W
from scenes.ui.base import MASH_GAP, Scene
from scenes.match.handover import facing_words
from scenes.match.log_text import events_entries

_curtains = Lru(4)
VELVET = (120, 18, 30)


def curtain_surface(size: tuple[int, int]) -> pygame.Surface:
    """A theatre curtain: red velvet folds, darker at the top and the edges (cached)."""
    key = tuple(size)
    hit = _curtains.get(key)
    if hit is not None:
        return hit
    w, h = size
    small = pygame.Surface((96, 54))
    for x in range(96):
        fold = 0.55 + 0.45 * abs(((x * 7) % 24) - 12) / 12
        edge = min(1.0, min(x, 95 - x) / 14 + 0.35)
        for y in range(54):
            light = fold * edge * (0.55 + 0.45 * y / 53)
            small.set_at((x, y), pal.shade(VELVET, 0.35 + light))
    hit = pygame.transform.smoothscale(small, (w, h))
    valance = pygame.Rect(0, 0, w, max(20, h // 9))
    pygame.draw.rect(hit, pal.shade(VELVET, 0.55), valance)
    for i in range(0, w, max(12, w // 40)):
        pygame.draw.circle(hit, pal.shade(VELVET, 0.45), (i, valance.bottom), max(6, w // 90))
    pygame.draw.line(hit, pal.GOLD, (0, valance.bottom + 2), (w, valance.bottom + 2), 3)
    try:
        hit = hit.convert()
    except pygame.error:
        pass
    _curtains.put(key, hit)
    return hit


IN_CONTROL = "is in control: your move"
CURTAIN_GRACE = 0.8  # seconds the curtain takes no click, Enter or Space: the last player's
# double-click or mashed key lifted it and showed the next hand, or answered for them (s74)
LIFTING_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class HandoffScene(Scene):
    """Over the match while the screen passes from one player to the other."""

    overlay = False  # opaque: the table underneath is not drawn

    def __init__(self, app, match_scene, seat: int) -> None:
        super().__init__(app)
        self.match_scene = match_scene
        self.seat = seat
        self.name = match_scene.model.short(seat)
        self.ready_btn = W.Button(f"I'm {self.name}: show my hand", self.confirm, hotkey="Enter",
                                  primary=True, sub="nobody else looking?")
        self.pause_btn = W.Button("Pause", self.pause, hotkey="Esc", sub="menu")
        self.items = [self.ready_btn, self.pause_btn]
        self.focus = W.Focus()
        self.focus.index = 0
        self.time = 0.0
        self.last = self.last_words() if self.what() == IN_CONTROL else ""  # (a move faced
        # is told already)

    def what(self) -> str:
        """What the next player is about to do."""
        scene = self.match_scene
        st = scene.state
        if scene.model.tapout_due() == self.seat:
            return "is injured and must choose a Move card to tap out"
        if scene.model.interview_seat() == self.seat:
            return "gives the pre-match Interview"
        owed = scene.model.owed
        if owed is not None and owed[0] == self.seat:  # attacked: the same words, window or not
            return facing_words(st.info(owed[1]).name)
        if st.pending:
            return facing_words(st.info(st.pending[1]).name)
        return IN_CONTROL

    def last_words(self) -> str:
        """What the last command did, in the log's words: its first two lines, what was tried
        and how it came out (after a pin the curtain said only whose move it was: the kick-out
        went untold; then 'goes for' a move, not whether it landed: session 64's play-tests);
        '' before the first command."""
        m = self.match_scene.match
        if not m.log:
            return ""
        lines = [ln.text for ln in events_entries(m.log[-1].events, m.state)
                 if ln.tone in ("big", "normal", "end") and ln.seat is not None]
        return "Last: " + "  \u00b7  ".join(lines[:2]) if lines else ""

    def confirm(self) -> None:
        """The next player has the screen: lift the curtain (the table drops the lifting
        press's double)."""
        self.match_scene.take_screen(self.seat)
        self.match_scene.lifted_at = self.match_scene.time
        if self.app.stack.top is self:
            self.app.stack.pop()

    def pause(self) -> None:
        """The pause menu over the curtain."""
        self.app.push("pause", self.match_scene)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = W.ui_scale(size)
        self.s = s
        self.ready_btn.size = round(27 * s)  # as wide as its words and the Enter tag need
        need = W.text_width(self.ready_btn.label, self.ready_btn.size, True) + round(150 * s)
        bw, bh = min(size[0] - round(40 * s), max(round(420 * s), need)), round(72 * s)
        self.ready_btn.rect = pygame.Rect(0, 0, bw, bh)  # (a long name touched both: s65)
        self.ready_btn.rect.center = (size[0] // 2, round(size[1] * 0.64))
        self.pause_btn.rect = pygame.Rect(0, 0, round(200 * s), round(52 * s))
        self.pause_btn.rect.midtop = (size[0] // 2, self.ready_btn.rect.bottom + round(18 * s))
        self.pause_btn.size = round(21 * s)

    def too_soon(self, event: pygame.event.Event) -> bool:
        """A click or key that would lift the curtain, come before CURTAIN_GRACE or within
        MASH_GAP of another such press (the player who just acted is still at the keys)."""
        lifts = (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or \
            (event.type == pygame.KEYDOWN and event.key in LIFTING_KEYS)
        if not lifts:
            return False
        last, self.last_press = getattr(self, "last_press", None), self.time
        return self.time < CURTAIN_GRACE or (last is not None and self.time - last < MASH_GAP)

    def handle(self, event: pygame.event.Event) -> None:
        if self.too_soon(event):
            return
        for b in self.items:
            if b.handle(event):
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.pause_btn.rect.collidepoint(event.pos):
                self.confirm()
        elif event.type == pygame.KEYDOWN:
            k = event.key
            if k == pygame.K_ESCAPE:
                self.pause()
            elif k in (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT):
                back = k in (pygame.K_UP, pygame.K_LEFT) or bool(event.mod & pygame.KMOD_SHIFT)
                self.focus.cycle(self.items, back)
            elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                item = self.focus.current(self.items)
                (item.activate if item is not None else self.confirm)()

    def update(self, dt: float) -> None:
        self.time += dt
        if self.match_scene.model.curtain_seat() != self.seat and self.app.stack.top is self:
            self.app.stack.pop()  # no longer needed (the match ended, or a rule answered)

    def frame_key(self):
        """What the curtain shows, to know when to draw it again."""
        return ("handoff", self.seat, self.focus.index, self.size,
                tuple((b.hover, b.pressed) for b in self.items))

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = W.ui_scale((w, h))
        t = s * self.app.settings.text_scale
        surface.blit(curtain_surface((w, h)), (0, 0))
        colour = W.SEAT_COLOURS[self.seat]
        W.draw_text(surface, W.SEAT_CORNER[self.seat].upper(), round(22 * t),
                    pal.shade(colour, 1.4), True, True, center=(w // 2, round(h * 0.24)))
        W.draw_fit_text(surface, f"Pass the laptop to {self.name}", round(64 * t), round(30 * s),
                        pal.GOLD, True, True, max_w=w - round(80 * s),
                        center=(w // 2, round(h * 0.34)))
        W.draw_text(surface, "\u2014 press Enter or click \u2014", round(28 * t), W.INK, True,
                    True, center=(w // 2, round(h * 0.43)))
        W.draw_text(surface, f"{self.name} {self.what()}.", round(21 * t), (236, 210, 200),
                    False, True, max_w=w - round(80 * s), center=(w // 2, round(h * 0.50)))
        size = round(17 * t)  # (two lines at the text size: shrunk to one it read ~10 px at
        y = round(h * 0.535)  # 1000x600 whatever the size: the review)
        for line in W.wrap_lines(self.last, size, w - round(80 * s))[:2]:
            W.draw_text(surface, line, size, (200, 186, 180), max_w=w - round(80 * s),
                        midtop=(w // 2, y))
            y += W.line_height(size)
        W.draw_text(surface, "The table stays hidden until then: no hand is on screen.",
                    round(17 * t), (200, 170, 170), max_w=w - round(80 * s),
                    center=(w // 2, h - round(40 * s)))
        focus = self.focus.current(self.items)
        for b in self.items:
            b.draw(surface, focused=b is focus)

"""The auto-counter panel of one seat (key A in a match): for each kind of attack, counter it with
a Defensive page automatically, never counter it, or ask me. When a rule decides, the match plays
Counter or Let it through for that player without handing them the screen.

These are preferences of the player, not rules: they live in the scene and in the settings file
(as defaults for new matches), never in a save; the engine only says what a rule plays
(game.ai.auto_answer).
"""
from __future__ import annotations

import pygame

from game.library import ATTACK_KINDS, COUNTER_RULES, title

from scenes.ui import widgets as W
from scenes.ui.base import Scene
from scenes.ui.prefs import COUNTER_RULE_WORDS

OPTIONS = [(r, COUNTER_RULE_WORDS[r]) for r in COUNTER_RULES]


def kind_words(kind: str) -> str:
    """An attack kind as a row label ('Strike moves', 'Weapons')."""
    return "Weapons" if kind == "weapon" else f"{title(kind)} moves"


class CounterRulesScene(Scene):
    """An overlay: one seat's auto-counter rules in a match, or (match_scene None) the defaults
    for new matches in the settings."""

    overlay = True

    def __init__(self, app, match_scene=None, seat: int | None = None, on_change=None) -> None:
        super().__init__(app)
        self.match_scene = match_scene
        self.seat = seat
        self.on_change = on_change
        if match_scene is not None:
            self.rules = match_scene.model.counter_rules[seat]
        else:
            self.rules = app.settings.auto_counter
        self.choices: list[W.Choice] = []
        for kind in ATTACK_KINDS:
            c = W.Choice(OPTIONS, COUNTER_RULES.index(self.rules.get(kind, "ask")),
                         lambda v, k=kind: self.set_rule(k, v), label=kind_words(kind))
            self.choices.append(c)
        self.all_ask = W.Button("All: ask me", lambda: self.set_all("ask"))
        self.all_auto = W.Button("All: automatic", lambda: self.set_all("auto"))
        self.save_btn = W.Button("Save as defaults", self.save_defaults,
                                 sub="for new matches")
        self.done_btn = W.Button("Done", self.close, hotkey="Esc", primary=True)
        self.buttons = [self.all_ask, self.all_auto, self.save_btn, self.done_btn]
        if match_scene is None:  # editing the defaults themselves
            self.buttons.remove(self.save_btn)
        self.items: list = self.choices + self.buttons
        self.focus = W.Focus()
        self.focus.index = 0
        self.box = pygame.Rect(0, 0, 10, 10)

    def changed(self) -> None:
        """The rules changed: the table asks the curtain again and the owner hears of it."""
        if self.match_scene is not None:
            self.match_scene.model._curtain = None
        if self.on_change is not None:
            self.on_change()

    def set_rule(self, kind: str, value: str) -> None:
        """Set the rule for one kind of attack."""
        self.rules[kind] = value
        self.changed()

    def set_all(self, value: str) -> None:
        """Set every kind of attack to one rule."""
        for kind, c in zip(ATTACK_KINDS, self.choices):
            c.set_value(value)
            self.rules[kind] = value
        self.changed()

    def save_defaults(self) -> None:
        """Keep these rules as the defaults for new matches."""
        self.app.settings.auto_counter = dict(self.rules)
        if self.app.save_settings():
            self.app.toast("These rules are now the defaults for new matches.", "good")

    def close(self) -> None:
        """Back to the table."""
        if self.app.stack.top is self:
            self.app.stack.pop()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = W.ui_scale(size)
        t = self.app.settings.text_scale
        self.s = s
        row = round(34 * s)
        head = round(92 * s)
        foot = round(128 * s)
        h = min(size[1] - 20, head + row * len(self.choices) + foot)
        row = max(18, (h - head - foot) // len(self.choices))
        self.box = pygame.Rect(0, 0, min(size[0] - 20, round(640 * s)), h)
        self.box.center = (size[0] // 2, size[1] // 2)
        x = self.box.x + round(270 * s)
        for i, c in enumerate(self.choices):
            c.rect = pygame.Rect(x, self.box.y + head + i * row + 2,
                                 self.box.right - round(24 * s) - x, row - 4)
            c.size = round(18 * s * t)
        n = len(self.buttons)
        bw = (self.box.w - round(48 * s) - (n - 1) * round(8 * s)) // n
        y = self.box.bottom - foot + round(16 * s)
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(self.box.x + round(24 * s) + i * (bw + round(8 * s)), y, bw,
                                 round(52 * s))
            b.size = round(18 * s * t)

    def handle(self, event: pygame.event.Event) -> None:
        for w in self.items:
            if w.handle(event):
                if w in self.choices:
                    self.focus.index = self.items.index(w)
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and not self.box.collidepoint(event.pos):
            self.close()
        elif event.type == pygame.KEYDOWN:
            k = event.key
            item = self.focus.current(self.items)
            if k in (pygame.K_ESCAPE, pygame.K_a):
                self.close()
            elif k in (pygame.K_TAB, pygame.K_DOWN, pygame.K_UP):
                back = k == pygame.K_UP or bool(event.mod & pygame.KMOD_SHIFT)
                self.focus.cycle(self.items, back)
            elif k in (pygame.K_LEFT, pygame.K_RIGHT):
                if isinstance(item, W.Choice):
                    item.key(k)
                else:
                    self.focus.cycle(self.items, k == pygame.K_LEFT)
            elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if item is not None:
                    item.activate()

    def draw(self, surface: pygame.Surface) -> None:
        s = W.ui_scale(surface.get_size())
        t = s * self.app.settings.text_scale
        W.shade_rect(surface, surface.get_rect(), (4, 5, 10), 170)
        W.draw_panel(surface, self.box, (36, 40, 56), (22, 25, 36), round(16 * s), W.ACCENT, 2)
        name = self.match_scene.model.short(self.seat) if self.match_scene is not None else \
            "defaults for new matches"
        W.draw_fit_text(surface, f"Auto-counter: {name}", round(32 * t), round(22 * s),
                        W.ACCENT, True, True, max_w=self.box.w - round(40 * s),
                        topleft=(self.box.x + round(24 * s), self.box.y + round(14 * s)))
        words = ("When a rule decides, the match counters (with your best Defensive page) or "
                 "lets the move through for you, without handing you the screen.")
        y = self.box.y + round(52 * s)  # (whole, above the rows: at larger text it ran under
        size, lines = W.fit_lines(words, round(16 * t), self.box.w - round(48 * s),  # them,
                                  round(11 * s), room=round(38 * s))  # session 75)
        for line in lines:
            W.draw_text(surface, line, size, W.MUTED, topleft=(self.box.x + round(24 * s), y))
            y += W.line_height(size)
        focus = self.focus.current(self.items)
        for c in self.choices:
            W.draw_text(surface, c.label, round(19 * t), W.INK if c is focus else W.MUTED, True,
                        max_w=round(240 * s),
                        midleft=(self.box.x + round(24 * s), c.rect.centery))
            c.draw(surface, focused=c is focus)
        for b in self.buttons:
            b.draw(surface, focused=b is focus)
        W.draw_text(surface, "Tab / arrows to move, Left / Right to change, Esc when done",
                    round(15 * t), W.MUTED,
                    midbottom=(self.box.centerx, self.box.bottom - round(10 * s)))

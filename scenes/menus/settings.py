"""The settings screen: volumes, mute, reduced motion, text size, window size or fullscreen, AI
speed, the show's speed, commentary, the auto-counter defaults and the online turn clock. Every change applies at once and is saved to the settings
file (platformdirs' user config folder, or RINGSIDE_CONFIG_DIR).

Keyboard: Tab / Up / Down move the focus ring, Left / Right change a value, Enter toggles or
presses, Esc goes back.
"""
from __future__ import annotations

import pygame

from game import store
from game.library import ATTACK_KINDS, COUNTER_RULES
from sprites.hud import background

from scenes.ui import widgets as W
from scenes.ui.pad_glyphs import draw_hint_or_keys
from scenes.ui.base import Scene
from scenes.window import on_a_desktop
from scenes.ui.prefs import (AI_SPEEDS, COUNTER_RULE_WORDS, SHOW_SPEEDS, TEXT_SIZES, TURN_CLOCKS,
                             WINDOW_SIZES, Settings)

VOLUMES = [(round(i / 10, 1), f"{i * 10}%") for i in range(11)]
WINDOW_WORDS = {"1280x720": "1280 \u00d7 720", "1600x900": "1600 \u00d7 900",
                "1920x1080": "1920 \u00d7 1080", "fullscreen": "Fullscreen"}
SPEED_WORDS = {"slow": "Slow", "normal": "Normal", "fast": "Fast"}
SHOW_WORDS = {"full": "Full", "fast": "Fast", "instant": "Instant"}
MIXED = "mixed"
DRAGGED = "dragged"  # the window's own size, when the player dragged it to none of the sizes
CLOCK_WORDS = {0: "Off", 60: "60 seconds", 120: "120 seconds", 300: "300 seconds"}
NOT_RESTORED = ("tutorial_offered", "online_name", "online_address", "online_port",  # not on
                "exhibition")
# this screen: Restore defaults offered the tutorial again at the next launch (session 74)


def window_options(app) -> list:
    """The window sizes to choose from (those the screen can show, the one chosen and the
    smallest always), and last the size the window was dragged to (if it is none of them),
    which can be shown but not chosen."""
    dragged = app.window_words()
    shown = [w for w in WINDOW_SIZES if w in ("fullscreen", WINDOW_SIZES[0], app.settings.window)
             or on_a_desktop(tuple(map(int, w.split("x"))))]
    return [(w, WINDOW_WORDS[w]) for w in shown] + ([(DRAGGED, dragged)] if dragged else [])


def pointer_kept(was: pygame.Rect, now: pygame.Rect, pos) -> tuple | None:
    """Where a pointer that was on a control at `was` goes when the control moves to `now`: the
    same spot on it (None: it was not on the control).

    >>> pointer_kept(pygame.Rect(100, 100, 200, 40), pygame.Rect(150, 150, 300, 60), (110, 120))
    (165, 180)
    >>> pointer_kept(pygame.Rect(100, 100, 200, 40), pygame.Rect(150, 150, 300, 60), (90, 120))
    """
    if not was.collidepoint(pos) or was.w <= 0 or was.h <= 0:
        return None
    return (now.x + round((pos[0] - was.x) * now.w / was.w),
            now.y + round((pos[1] - was.y) * now.h / was.h))


def _nearest(options, value) -> object:
    return min((v for v, _ in options), key=lambda v: abs(v - value))


class SettingsScene(Scene):
    """Every setting, changed live."""

    def __init__(self, app) -> None:
        super().__init__(app)
        st = app.settings
        self.rows: list[tuple[str, W.Widget, str]] = []
        self.master = W.Choice(VOLUMES, 0, lambda v: self.set("master_volume", v, sound=True))
        self.master.set_value(_nearest(VOLUMES, st.master_volume))
        self.effects = W.Choice(VOLUMES, 0, lambda v: self.set("effects_volume", v, sound=True))
        self.effects.set_value(_nearest(VOLUMES, st.effects_volume))
        self.mute = W.Toggle(self.on_off(st.mute), st.mute, lambda v: self.set("mute", v))
        self.motion = W.Toggle(self.on_off(st.reduced_motion), st.reduced_motion,
                               lambda v: self.set("reduced_motion", v))
        self.talk = W.Toggle(self.on_off(st.commentary), st.commentary,
                             lambda v: self.set("commentary", v))
        self.text = W.Choice([(t, t.title()) for t in TEXT_SIZES], 0,
                             lambda v: self.set("text_size", v))
        self.text.set_value(st.text_size)
        self.window = W.Choice(window_options(app), 0,
                               lambda v: self.set("window", v, window=True),
                               allowed=lambda v: v != DRAGGED)
        self.show_window()
        self.speed = W.Choice([(sp, SPEED_WORDS[sp]) for sp in AI_SPEEDS], 0,
                              lambda v: self.set("ai_speed", v))
        self.speed.set_value(st.ai_speed)
        self.show = W.Choice([(sp, SHOW_WORDS[sp]) for sp in SHOW_SPEEDS], 0,
                             lambda v: self.set("show_speed", v))
        self.show.set_value(st.show_speed)
        self.clock = W.Choice([(c, CLOCK_WORDS[c]) for c in TURN_CLOCKS], 0,
                              lambda v: self.set("turn_clock", v))
        self.clock.set_value(st.turn_clock)
        counter_opts = [(r, COUNTER_RULE_WORDS[r]) for r in COUNTER_RULES] + \
            [(MIXED, "Depends on the move")]
        self.counter = W.Choice(counter_opts, 0, self.set_all_counters,
                                allowed=lambda v: v != MIXED)
        self.counter.set_value(self.counter_summary())
        self.counter_more = W.Button("Per kind of attack\u2026", self.counter_details)  # (its
        # 'set each move type' under it touched its edge at the largest text: now the hint)
        self.reset_btn = W.Button("Restore defaults", self.restore_defaults, danger=True)
        self.back_btn = W.Button("Back", self.back, hotkey="Esc", primary=True,
                                 sub="saved as you go")
        self.rows = [
            ("Master volume", self.master, "How loud the whole game is."),
            ("Effects volume", self.effects, "Hits, bells, the crowd."),
            ("Mute", self.mute, "Silence, keeping the volumes."),
            ("Reduced motion", self.motion, "No shakes or slides; a tapped-out card just "
                                            "appears turned."),
            ("Text size", self.text, "Bigger text in the match, log and panels."),
            ("Window", self.window, "The window's size, or the whole screen."),
            ("AI speed", self.speed, "How fast AI seats act and animations play."),
            ("Commentary", self.talk, "The commentators' lines under the ring."),
            ("Show speed", self.show, "The ring's show of each move: in full, fast, or at "
                                      "once. Space skips it."),
            ("Auto-counter", self.counter, "When your foe's move could be countered: "
                                           "ask you, or answer for you."),
            ("", self.counter_more, "Set the answer for each kind of attack."),
            ("Turn clock", self.clock, "Online matches you host: each turn's time; when it "
                                       "runs out the first legal move is played."),
        ]
        self.items: list = [w for _, w, _ in self.rows] + [self.reset_btn, self.back_btn]
        self.focus = W.Focus()
        self.focus.index = 0
        self.panel = pygame.Rect(0, 0, 10, 10)
        self.mouse = (-1, -1)
        self.version_words = f"Ringside {store.game_version()}"  # shown in the corner

    # ---- changes ---------------------------------------------------------------------------------

    @staticmethod
    def on_off(value: bool) -> str:
        """A toggle's label for its value: "On" or "Off"."""
        return "On" if value else "Off"

    def set(self, name: str, value, window: bool = False, sound: bool = False) -> None:
        """Change a setting, apply it at once and save the settings file; volumes play a click."""
        setattr(self.app.settings, name, value)
        self.mute.label = self.on_off(self.app.settings.mute)
        self.motion.label = self.on_off(self.app.settings.reduced_motion)
        self.talk.label = self.on_off(self.app.settings.commentary)
        was = pygame.Rect(self.window.rect)
        self.app.apply_settings(window=window)
        if window:
            self.keep_pointer(was)
        self.app.save_settings()
        if sound:
            self.app.sounds.play("click")

    def keep_pointer(self, was: pygame.Rect) -> None:
        """After a new window size, the pointer goes back onto the Window row's control where it
        was on it (a play-test: the resized screen put the next control under it, so the next
        click changed another setting)."""
        pos = pointer_kept(was, self.window.rect, self.mouse)
        if pos is not None:
            pygame.mouse.set_pos(pos)
            self.mouse = pos

    def counter_summary(self) -> str:
        """The auto-counter rule every kind of attack shares, or "mixed" when they differ."""
        rules = set(self.app.settings.auto_counter.get(k, "ask") for k in ATTACK_KINDS)
        return rules.pop() if len(rules) == 1 else MIXED

    def set_all_counters(self, value: str) -> None:
        """Give every kind of attack the same auto-counter rule, and save."""
        if value == MIXED:
            return
        self.app.settings.auto_counter = {k: value for k in ATTACK_KINDS}
        self.app.save_settings()

    def counter_details(self) -> None:
        """Open the per-kind auto-counter rules over the settings; changes there show here."""

        def changed() -> None:
            self.counter.set_value(self.counter_summary())
            self.app.save_settings()
        self.app.push("counter_rules", on_change=changed)

    def restore_defaults(self) -> None:
        """Put every setting this screen shows back to its default, apply and save, with a
        toast (what the game remembers elsewhere stays: NOT_RESTORED)."""
        fresh = Settings()
        window = fresh.window != self.app.settings.window
        for name in Settings.model_fields:
            if name not in NOT_RESTORED:
                setattr(self.app.settings, name, getattr(fresh, name))
        self.sync()
        self.app.apply_settings(window=window)
        self.app.save_settings()
        self.app.toast("Settings restored to the defaults.", "good")

    def sync(self) -> None:
        """Show the settings' current values."""
        st = self.app.settings
        self.master.set_value(_nearest(VOLUMES, st.master_volume))
        self.effects.set_value(_nearest(VOLUMES, st.effects_volume))
        self.mute.value = st.mute
        self.motion.value = st.reduced_motion
        self.mute.label = self.on_off(st.mute)
        self.motion.label = self.on_off(st.reduced_motion)
        self.talk.value = st.commentary
        self.talk.label = self.on_off(st.commentary)
        self.text.set_value(st.text_size)
        self.show_window()
        self.speed.set_value(st.ai_speed)
        self.show.set_value(st.show_speed)
        self.counter.set_value(self.counter_summary())
        self.clock.set_value(st.turn_clock)

    def show_window(self) -> None:
        """The window's row: the size the player dragged it to, else the setting."""
        self.window.options = window_options(self.app)
        dragged = self.window.options[-1][0] == DRAGGED
        self.window.set_value(DRAGGED if dragged else self.app.settings.window)

    def back(self) -> None:
        """Save, then back to the screen underneath (a paused match) or the main menu."""
        self.app.save_settings()
        if len(self.app.stack) > 1:
            self.app.stack.pop()
        else:
            self.app.replace("menu")

    def enter(self) -> None:
        """Show the settings' values as they are now (they may have changed elsewhere)."""
        self.sync()

    # ---- layout and input -------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.show_window()  # (a window dragged to a new size said the old one: session 72)
        s = W.ui_scale(size)
        t = s * self.app.settings.text_scale
        self.s = s
        w, h = size
        row_h = min(round(52 * s), (h - round(230 * s)) // len(self.rows))
        self.panel = pygame.Rect(0, 0, min(w - round(40 * s), round(940 * s)),
                                 row_h * len(self.rows) + round(32 * s))
        self.panel.midtop = (w // 2, round(86 * s))
        x = self.panel.x + round(280 * s)
        cw = round(300 * s)
        for i, (label, widget, _) in enumerate(self.rows):
            y = self.panel.y + round(16 * s) + i * row_h
            widget.rect = pygame.Rect(x, y + round(6 * s), cw, row_h - round(12 * s))
            widget.size = round(20 * t)
        bw, bh = round(240 * s), round(56 * s)
        self.reset_btn.rect = pygame.Rect(0, 0, bw, bh)
        self.back_btn.rect = pygame.Rect(0, 0, bw, bh)
        self.reset_btn.rect.topright = (w // 2 - round(10 * s), self.panel.bottom + round(14 * s))
        self.back_btn.rect.topleft = (w // 2 + round(10 * s), self.panel.bottom + round(14 * s))
        for b in (self.reset_btn, self.back_btn):
            b.size = round(21 * t)
        self.counter_more.size = round(18 * t)

    def settings_changed(self) -> None:
        """Lay the screen out again: the text size may have changed."""
        self.layout(self.size)

    def handle(self, event: pygame.event.Event) -> None:
        """Tab, Up and Down move the focus; Left and Right change a value; Enter presses it."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.mouse = event.pos
        for i, w in enumerate(self.items):
            if w.handle(event):
                if event.type == pygame.MOUSEBUTTONDOWN:
                    self.focus.index = i
                return
        if event.type != pygame.KEYDOWN:
            return
        k = event.key
        item = self.focus.current(self.items)
        if k == pygame.K_ESCAPE:
            self.back()
        elif k in (pygame.K_TAB, pygame.K_DOWN, pygame.K_UP):
            back = k == pygame.K_UP or bool(event.mod & pygame.KMOD_SHIFT)
            self.focus.cycle(self.items, back)
        elif k in (pygame.K_LEFT, pygame.K_RIGHT):
            if isinstance(item, W.Choice):
                item.key(k)
            elif isinstance(item, W.Toggle):
                item.activate()
            else:
                self.focus.cycle(self.items, k == pygame.K_LEFT)
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if item is not None:
                item.activate()

    def frame_key(self):
        """What the screen shows (focus, every setting, hover and press): same key, no redraw."""
        st = self.app.settings
        return ("settings", self.size, self.focus.index, st.model_dump_json(), self.mouse,
                tuple((getattr(w, "hover", None), getattr(w, "pressed", None))
                      for w in self.items))

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = W.ui_scale((w, h))
        t = s * self.app.settings.text_scale
        surface.blit(background((w, h)), (0, 0))
        W.draw_text(surface, "SETTINGS", round(52 * s), W.ACCENT, True, True,
                    midtop=(w // 2, round(18 * s)))
        W.draw_panel(surface, self.panel, (32, 35, 48), (20, 22, 31), round(14 * s),
                     W.PANEL_EDGE)
        focus = self.focus.current(self.items)
        for label, widget, hint in self.rows:
            r = widget.rect
            on = widget is focus
            if on:
                band = pygame.Rect(self.panel.x + round(8 * s), r.y - round(4 * s),
                                   self.panel.w - round(16 * s), r.h + round(8 * s))
                W.shade_rect(surface, band, (255, 214, 120), 18, round(8 * s))
            if label:
                W.draw_text(surface, label, round(22 * t), W.INK if on else W.MUTED, True,
                            max_w=round(250 * s),
                            midleft=(self.panel.x + round(24 * s), r.centery))
            widget.draw(surface, focused=on)
            if hint:
                hx = r.right + round(18 * s)
                size, lines = W.fit_lines(hint, round(15 * t), self.panel.right - hx -
                                        round(16 * s), round(11 * s))  # (whole: the Turn
                # clock's lost "played." at larger text, session 75's play-test)
                lh = W.line_height(size)
                y = r.centery - lh * len(lines) // 2
                for line in lines:
                    W.draw_text(surface, line, size, (150, 156, 178), topleft=(hx, y))
                    y += lh
        for b in (self.reset_btn, self.back_btn):
            b.draw(surface, focused=b is focus)
        draw_hint_or_keys(surface, "Tab / arrows: move \u00b7 Left / Right: change \u00b7 Enter: "
                          "toggle or press \u00b7 Esc: back",
                          (("Up/Down", "move"), ("Left/Right", "change"),
                           ("A", "toggle or press"), ("B", "back")), round(15 * t), W.MUTED,
                          midbottom=(w // 2, h - round(10 * s)))
        W.draw_text(surface, self.version_words, round(16 * s), W.MUTED,
                    topright=(w - round(16 * s), round(16 * s)))

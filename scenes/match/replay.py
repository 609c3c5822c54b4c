"""The replay viewer: a saved match on the same table, stepped, played or scrubbed through.

    ReplayScene(app, path)

The save is opened with game.save.restore (every command re-decided under the save's edition of
the rules); a damaged file shows its one-line reason and a Back button. The state after every log
entry is rebuilt once by folding the re-decided events from game.setup.new_state (same edition), so any point is a jump away. Stepping forward
plays that entry's animations and sounds; stepping back or scrubbing jumps. Both hands are shown
face up. The "why" inspector works on the log as in a match (click a marked line, or I).

Keys: Space play / pause, Left / Right step, Home / End, + / - speed, V swap sides, Tab and
Enter for the buttons, I the inspector, Esc back.
"""
from __future__ import annotations

from pathlib import Path

import pygame

from game.replay import fold_states
from game.errors import IllegalCommand
from game.legal import actor as actor_of
from game.setup import new_state

from scenes.ui import widgets as W
from scenes.ui.base import Scene
from scenes.match.log_text import LogLine, events_entries
from scenes.match.scene import MatchScene
from scenes.match.layout import place_in_grid
from scenes.match.presenter import Presenter
from scenes.match import play_on

SPEEDS = (0.5, 1.0, 2.0, 4.0)
STEP_SECONDS = 0.9  # between entries at 1x


class ReplayCursor:
    """A saved match seen at one point of its log; looks like a Match to the table."""

    def __init__(self, match) -> None:
        self.setup = match.setup
        self.cat = match.cat
        self.entries = list(match.log)
        state = new_state(self.setup, self.cat, match.state.rules.edition)
        self.states = fold_states(state, self.entries)  # a take-back: the state before it
        self.index = 0

    @property
    def state(self):
        return self.states[self.index]

    @property
    def log(self) -> list:
        return self.entries[:self.index]

    @property
    def length(self) -> int:
        return len(self.entries)

    def actor(self):
        return actor_of(self.state)

    def legal(self, seat: int) -> list:
        return []

    def play(self, cmd):
        raise IllegalCommand("This is a replay: nothing can be played.")

    @property
    def over(self) -> bool:
        return self.state.over is not None and self.actor() is None

    def controller(self, seat: int) -> str:
        return self.setup.seats[seat].controller


def log_lines(cursor: ReplayCursor) -> list[list]:
    """The log lines of each entry (with the turn dividers a match shows)."""
    final = cursor.states[-1]
    limit = final.rules.turn_limit
    out: list[list] = []
    turn, divider = -1, -1
    for i, entry in enumerate(cursor.entries):
        lines = []
        took_back = bool(entry.events) and type(entry.events[0]).__name__ == "TookBack"
        if took_back:  # its line goes under the turn it undoes
            divider = turn
        for ev in entry.events:
            if type(ev).__name__ == "TurnEnded":
                turn = ev.turn
            line = events_entries((ev,), final)
            if not line:
                continue
            if turn >= 0 and line[0].tone != "end" and turn != divider:
                divider = turn
                lines.append(LogLine(f"Turn {turn + 1} / {limit}", None, "turn"))
            lines.append(line[0])
        if took_back:  # the log goes on from the turn the match went back to
            turn, divider = cursor.states[i + 1].turn, -1
        out.append(lines)
    return out


class ReplayScene(MatchScene):
    """A saved match, replayed on the table."""

    interactive = False

    def __init__(self, app, path) -> None:
        self.path = Path(path)
        self.error: str | None = None
        try:
            from game.save import SaveError, restore
            match = restore(self.path, app.cat)
        except SaveError as exc:
            Scene.__init__(self, app)
            self.error = " ".join(str(exc).split())
            self.back_btn = W.Button("Back", self.exit, hotkey="Esc", primary=True)
            return
        self.source = match  # what "Play on from here" forks
        self.cursor = ReplayCursor(match)
        self.entry_lines = log_lines(self.cursor)
        self.playing = False
        self.speed_i = 1
        self.timer = 0.0
        self.dragging = False
        self.scrub = pygame.Rect(0, 0, 10, 10)
        humans = [i for i, seat in enumerate(match.setup.seats) if seat.controller == "human"]
        self.view_seat = humans[0] if humans else 0
        super().__init__(app, match.setup, match=self.cursor)
        self.revealed = True
        self.presenter.sounds = app.sounds
        self.seek(1 if self.cursor.length else 0)

    # ---- moving through the match -----------------------------------------------------------

    @property
    def index(self) -> int:
        return self.cursor.index

    @property
    def speed_factor(self) -> float:
        return SPEEDS[self.speed_i]

    def fresh_presenter(self) -> None:
        self.presenter = Presenter(self.app.sounds, max(0.2, 1.0 / self.speed_factor),
                                   self.reduced_motion)

    def seek(self, index: int) -> None:
        """Jump to the point after `index` entries (no animation; the last page stays shown)."""
        c = self.cursor
        index = max(0, min(c.length, int(index)))
        c.index = index
        self.fresh_presenter()
        if index > 0:
            self.presenter.sounds = None
            self.presenter.present(c.entries[index - 1].events, c.state)
            self.presenter.finish()
            self.presenter.sounds = self.app.sounds
        self.logview.set_lines([line for lines in self.entry_lines[:index] for line in lines])
        self.hp_shown = [float(side.hp) for side in c.state.sides]
        self.timer = 0.0
        self._curtain = None
        self.refresh()

    def forward(self) -> None:
        """One entry on, with its animations and sounds."""
        c = self.cursor
        if c.index >= c.length:
            self.playing = False
            return
        c.index += 1
        self.presenter.present(c.entries[c.index - 1].events, c.state)
        for line in self.entry_lines[c.index - 1]:
            self.logview.add(line)
        self.refresh()

    def back(self) -> None:
        self.playing = False
        self.seek(self.cursor.index - 1)

    def toggle(self) -> None:
        if self.cursor.index >= self.cursor.length:
            self.seek(0)
        self.playing = not self.playing
        self.timer = STEP_SECONDS  # the first step comes at once
        self.refresh()

    def change_speed(self, d: int = 1) -> None:
        self.speed_i = (self.speed_i + d) % len(SPEEDS)
        self.presenter.speed = max(0.2, 1.0 / self.speed_factor)
        self.refresh()

    def turn_at(self, index: int) -> int:
        """The turn shown after `index` entries (1-based, as the top bar shows it)."""
        st = self.cursor.states[index]
        return min(st.rules.turn_limit, st.turn + (0 if st.over else 1))

    def exit(self) -> None:
        if len(self.app.stack) > 1:
            self.app.stack.pop()
        else:
            self.app.replace("menu")

    # ---- the table's hooks ----------------------------------------------------------------------

    def make_buttons(self) -> dict[str, W.Button]:
        return {
            "back": W.Button("Back", self.back, hotkey="Left", sub="one step"),
            "play": W.Button("Play", self.toggle, hotkey="Space", primary=True),
            "forward": W.Button("Forward", lambda: (setattr(self, "playing", False),
                                                    self.forward()), hotkey="Right",
                                sub="one step"),
            "speed": W.Button("Speed 1x", lambda: self.change_speed(1), hotkey="+"),
            "playon": W.Button("Play on", lambda: play_on.play_on(self), hotkey="P",
                               sub="from here, same dice"),
            "exit": W.Button("Exit replay", self.exit, hotkey="Esc"),
        }

    def button_order(self) -> list[list[str]]:
        return [["back"], ["forward"], ["play"], ["speed"], ["playon"], ["exit"]]

    def place_buttons(self) -> None:
        L = self.L
        s = L.s
        bar_h = round(34 * s)
        self.scrub = pygame.Rect(L.buttons.x + round(4 * s), L.buttons.y + round(4 * s),
                                 L.buttons.w - round(8 * s), bar_h - round(8 * s))
        area = pygame.Rect(L.buttons.x, L.buttons.y + bar_h, L.buttons.w, L.buttons.h - bar_h)
        rects = place_in_grid(area, self.button_order(), round(8 * s))
        for name, b in self.buttons.items():
            b.visible = True
            b.rect = rects[name]
            b.size = self.ts(21)
        self.button_plan = self.button_order()

    def refresh_buttons(self, seat, near) -> None:
        c = self.cursor
        self.buttons["play"].label = "Pause" if self.playing else (
            "Replay" if c.index >= c.length else "Play")
        self.buttons["back"].enabled = c.index > 0
        self.buttons["forward"].enabled = c.index < c.length
        self.buttons["speed"].label = f"Speed {self.speed_factor:g}x"
        why = play_on.reason(self)
        self.buttons["playon"].enabled = why is None
        self.buttons["playon"].tooltip = why or ""
        self.reasons = {}

    def button_key(self) -> tuple:
        return super().button_key() + (self.cursor.index, self.cursor.length, self.dragging)

    def draw_buttons(self, surface: pygame.Surface) -> None:
        super().draw_buttons(surface)
        self.draw_scrub(surface)

    def draw_scrub(self, surface: pygame.Surface) -> None:
        """The scrub bar: the whole match, where we are, a tick every 10 turns."""
        s = self.L.s
        r = self.scrub
        c = self.cursor
        track = r.inflate(0, -round(r.h * 0.45))
        pygame.draw.rect(surface, (16, 18, 26), track, border_radius=track.h // 2)
        frac = c.index / max(1, c.length)
        fill = track.copy()
        fill.w = max(track.h, round(track.w * frac))
        pygame.draw.rect(surface, W.ACCENT, fill, border_radius=track.h // 2)
        last = -1
        for i in range(c.length + 1):
            t = self.cursor.states[i].turn
            if t != last and t % 10 == 0 and t > 0:
                x = track.x + round(track.w * i / max(1, c.length))
                pygame.draw.line(surface, (120, 126, 150), (x, track.y - round(3 * s)),
                                 (x, track.bottom + round(3 * s)), 1)
            last = t
        knob = (track.x + round(track.w * frac), track.centery)
        focused = self.focus.current(self.focusables()) is None and self.dragging
        pygame.draw.circle(surface, (10, 12, 18), knob, round(r.h * 0.5) + 2)
        pygame.draw.circle(surface, W.INK if focused else W.ACCENT, knob, round(r.h * 0.5))
        words = f"{c.index} / {c.length}  \u00b7  turn {self.turn_at(c.index)}"
        W.draw_text(surface, words, self.ts(16), W.INK, True,
                    midbottom=(r.centerx, r.y + round(3 * s)))

    def button_tip(self, name: str) -> list:
        tips = {"back": "One entry back (Left).", "forward": "One entry on (Right).",
                "play": "Play or pause (Space).", "speed": "Faster (+) or slower (-).",
                "exit": "Leave the replay (Esc).",
                "playon": play_on.reason(self) or "A new match from this point with the same "
                "dice, saved under a new name (P). What if you had countered?"}
        return [(self.buttons[name].label, W.ACCENT), (tips.get(name, ""), W.INK)]

    def top_label(self) -> str:
        return f"REPLAY \u00b7 {self.path.name} \u00b7 seed {self.setup.seed}"

    def prompt(self) -> tuple[str, tuple]:
        c = self.cursor
        if c.index == 0:
            return "Before the bell: press Space to play, or Right to step", W.ACCENT
        if c.index >= c.length:
            return "The end of the save: Home to start again", W.ACCENT
        return ("Playing\u2026" if self.playing else "Paused") + \
            " \u00b7 Space play/pause \u00b7 Left/Right step \u00b7 I why?", W.MUTED

    def hand_face_up(self, seat: int) -> bool:
        return True

    def near(self) -> int:
        """The seat drawn at the bottom (V swaps the sides)."""
        return self.view_seat

    def card_at(self, pos):
        return None if self.error else super().card_at(pos)

    def waiting_at_end(self) -> bool:
        return False

    def badge(self, seat: int) -> str:
        return "TO ACT" if self.cursor.actor() == seat and self.state.over is None else ""

    def finish(self) -> None:
        """A replay never ends a match."""

    def on_quit(self) -> None:
        """Nothing to save."""

    def settings_changed(self) -> None:
        if self.error:
            return
        super().settings_changed()
        self.presenter.speed = max(0.2, 1.0 / self.speed_factor)

    # ---- frame ----------------------------------------------------------------------------------

    def step(self, dt: float) -> None:
        if not self.playing or self.presenter.busy:
            return
        self.timer += dt
        if self.timer >= STEP_SECONDS / self.speed_factor:
            self.timer = 0.0
            self.forward()

    def update(self, dt: float) -> None:
        if self.error:
            return
        super().update(dt)

    def layout(self, size: tuple[int, int]) -> None:
        if self.error:
            Scene.layout(self, size)
            s = W.ui_scale(size)
            self.back_btn.rect = pygame.Rect(0, 0, round(220 * s), round(56 * s))
            self.back_btn.rect.center = (size[0] // 2, round(size[1] * 0.62))
            self.back_btn.size = round(22 * s)
            return
        super().layout(size)

    def scrub_to(self, x: int) -> None:
        r = self.scrub
        frac = (x - r.x) / max(1, r.w)
        self.playing = False
        self.seek(round(max(0.0, min(1.0, frac)) * self.cursor.length))

    def handle(self, event: pygame.event.Event) -> None:
        if self.error:
            if self.back_btn.handle(event):
                return
            if event.type == pygame.KEYDOWN and event.key in (
                    pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.exit()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                self.scrub.inflate(0, 10).collidepoint(event.pos):
            self.dragging = True
            self.scrub_to(event.pos[0])
            return
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self.scrub_to(event.pos[0])
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            self.refresh()
            return
        super().handle(event)

    def key(self, event: pygame.event.Event) -> None:
        k = event.key
        if k == pygame.K_ESCAPE:
            self.exit()
        elif k == pygame.K_SPACE:
            self.toggle()
        elif k == pygame.K_RIGHT:
            self.playing = False
            self.forward()
        elif k == pygame.K_LEFT:
            self.back()
        elif k == pygame.K_HOME:
            self.playing = False
            self.seek(0)
        elif k == pygame.K_END:
            self.playing = False
            self.seek(self.cursor.length)
        elif k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.change_speed(1)
        elif k in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.change_speed(-1)
        elif k == pygame.K_i:
            self.open_inspector()
        elif k == pygame.K_p:
            play_on.play_on(self)
        elif k == pygame.K_v:
            self.view_seat = 1 - self.view_seat
            self.refresh()
        elif k == pygame.K_TAB:
            self.focus.cycle(self.focusables(), bool(event.mod & pygame.KMOD_SHIFT))
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            item = self.focus.current(self.focusables())
            if item is not None:
                item.activate()

    def focusables(self) -> list:
        return [b for b in self.buttons.values() if b.visible]

    def frame_key(self):
        if self.error:
            return ("replay-error", self.size, self.back_btn.hover, self.back_btn.pressed)
        return super().frame_key()

    def draw(self, surface: pygame.Surface) -> None:
        if not self.error:
            super().draw(surface)
            return
        w, h = surface.get_size()
        s = W.ui_scale((w, h))
        from sprites.hud import background
        surface.blit(background((w, h)), (0, 0))
        W.draw_text(surface, "This save can't be replayed", round(40 * s), W.DANGER, True, True,
                    center=(w // 2, round(h * 0.36)))
        W.draw_text(surface, self.error, round(20 * s), W.INK, False, True,
                    max_w=w - round(80 * s), center=(w // 2, round(h * 0.46)))
        self.back_btn.draw(surface, focused=True)

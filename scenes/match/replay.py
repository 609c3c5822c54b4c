"""The replay viewer: a saved match on the same table, stepped, played or scrubbed through.

    ReplayScene(app, path)            a saved match
    ReplayScene(app, match=m, title=t) a season's match the season keeps (no file of its own)

The table is the match's (scenes.match.board) with a replay cursor (game.replay) as the table
model's source: nobody plays a recording, so there are no AI seats, no curtain and nothing to
save, and both hands are shown face up. The save is opened with game.replay.open_replay (every
command re-decided under the save's edition of the rules); a damaged file shows its one-line
reason and a Back button (ReplayError). Stepping forward plays that entry's animations and
sounds; stepping back or scrubbing jumps. The "why" inspector works on the log as in a match
(click a marked line, or I).

Keys: Space play / pause, Left / Right step, Home / End, + / - speed, V swap sides, Tab and
Enter for the buttons, I the inspector, Esc back.
"""
from __future__ import annotations

from pathlib import Path

import pygame

from game.match import events as E
from game.match import ReplayCursor, rises
from game.store import SaveError, open_replay

from scenes.ui import widgets as W
from scenes.ui.base import Scene
from scenes.match import play_on
from scenes.match import scrub as SV
from scenes.match.autosave import autosave_name
from scenes.match.board import TableScene
from scenes.match.layout import place_in_grid
from scenes.match.log_text import event_lines, turn_divider
from scenes.match.model import TableModel
from scenes.match.presenter import SHOW_SCALE, Presenter

SPEEDS = (0.5, 1.0, 2.0, 4.0)
STEP_SECONDS = 0.9  # between entries at 1x
TIPS = {"back": "One entry back (Left).", "forward": "One entry on (Right).",
        "play": "Play or pause (Space).", "speed": "Faster (+) or slower (-).",
        "exit": "Leave the replay (Esc).",
        "playon": "A new match from this point with the same dice, saved under a new name "
                  "(P). What if you had countered?"}


def log_lines(cursor) -> list[list]:
    """The log lines of each entry (with the turn dividers a match shows)."""
    final = cursor.states[-1]
    limit = final.rules.turn_limit
    out: list[list] = []
    turn, divider = -1, -1
    for i, entry in enumerate(cursor.entries):
        lines = []
        took_back = bool(entry.events) and isinstance(entry.events[0], E.TookBack)
        if took_back:  # its line goes under the turn it undoes
            divider = turn
        rose = rises(cursor.states[i], entry.events, cursor.states[i + 1])
        for k, ev in enumerate(entry.events):
            line = event_lines(entry.events, k, final, rose, cursor.states[i])
            if line and turn >= 0 and line[0].tone != "end" and turn != divider:
                divider = turn
                lines.append(turn_divider(turn, limit))
            lines.extend(line)
            if isinstance(ev, E.TurnEnded):  # (after its own line: a count, as the table)
                turn = ev.turn
            elif isinstance(ev, E.MatchEnded):  # (no turn opens after the bell: session 70)
                divider = turn
        if took_back:  # the log goes on from the turn the match went back to
            turn, divider = cursor.states[i + 1].turn, -1
        out.append(lines)
    return out


def leave(app) -> None:
    """Back to the scene below, or the menu."""
    if len(app.stack) > 1:
        app.stack.pop()
    else:
        app.replace("menu")


class ReplayError(Scene):
    """A save that can't be replayed: its one-line reason and a Back button."""

    def __init__(self, app, reason: str) -> None:
        super().__init__(app)
        self.error = " ".join(reason.split())
        self.back_btn = W.Button("Back", lambda: leave(self.app), hotkey="Esc", primary=True)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = W.ui_scale(size)
        self.back_btn.rect = pygame.Rect(0, 0, round(220 * s), round(56 * s))
        self.back_btn.rect.center = (size[0] // 2, round(size[1] * 0.62))
        self.back_btn.size = round(22 * s)

    def card_at(self, pos):
        """No card to zoom on the error screen."""
        return None

    def handle(self, event: pygame.event.Event) -> None:
        if self.back_btn.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (
                pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            leave(self.app)

    def frame_key(self):
        """What the error screen shows, to know when to draw it again."""
        return ("replay-error", self.size, self.back_btn.hover, self.back_btn.pressed)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = W.ui_scale((w, h))
        from sprites.hud import background
        surface.blit(background((w, h)), (0, 0))
        W.draw_text(surface, "This save can't be replayed", round(40 * s), W.DANGER, True, True,
                    center=(w // 2, round(h * 0.36)))
        W.draw_text(surface, self.error, round(20 * s), W.INK, False, True,
                    max_w=w - round(80 * s), center=(w // 2, round(h * 0.46)))
        self.back_btn.draw(surface, focused=True)


def replay_secrets(controllers, final) -> frozenset:
    """The seats whose hand a replay keeps face down: none once the match is over (the table
    reveals both); of an unfinished one, every hand but a person's own against the AI (the
    AI's, or both of two people's: the replay showed them all, and Continue played on)."""
    if final.over is not None:
        return frozenset()
    people = [seat for seat in (0, 1) if controllers[seat] == "human"]
    if len(people) == 1:
        return frozenset({1 - people[0]})
    return frozenset(people)  # two AIs: no one's hand to keep from a player


class ReplayScene(TableScene):
    """A saved match, replayed on the table (a damaged save opens a ReplayError instead)."""

    error = None

    def __new__(cls, app, path=None, match=None, title: str = ""):
        try:
            cursor = ReplayCursor(match) if match is not None else open_replay(Path(path),
                                                                                app.cat)
        except SaveError as exc:
            return ReplayError(app, str(exc))
        scene = super().__new__(cls)
        scene.cursor = cursor
        return scene

    def __init__(self, app, path=None, match=None, title: str = "") -> None:
        self.path = Path(path) if match is None else None  # None: a season's match
        self.title = title
        self.entry_lines = log_lines(self.cursor)
        self.playing = False
        self.speed_i = 1
        self.timer = 0.0
        self.dragging = False
        self.scrub = pygame.Rect(0, 0, 10, 10)
        model = TableModel(self.cursor, (None, None), self.new_presenter(app))
        model.revealed = True
        model.secret = replay_secrets([seat.controller for seat in self.cursor.setup.seats],
                                      self.cursor.states[-1])
        super().__init__(app, model, model.presenter)
        self.match = self.cursor  # what the table shows (as a match scene's)
        self.seek(1 if self.cursor.length else 0)

    # ---- moving through the match -----------------------------------------------------------

    @property
    def index(self) -> int:
        """How many log entries the replay has shown."""
        return self.cursor.index

    @property
    def speed_factor(self) -> float:
        """The playback speed (x0.5 to x4)."""
        return SPEEDS[self.speed_i]

    @property
    def view_seat(self) -> int:
        """The seat drawn at the bottom (V swaps the sides)."""
        return self.model.last_near

    def cue_scale(self, app=None) -> float:
        """How long the show's cues last: the playback speed's and the show speed's scale."""
        settings = (app or self.app).settings
        show = SHOW_SCALE.get(getattr(settings, "show_speed", "full"), 1.0)
        return max(0.2, 1.0 / self.speed_factor) * show

    def new_presenter(self, app) -> Presenter:
        """A presenter at the playback speed."""
        return Presenter(app.sounds, self.cue_scale(app), app.settings.reduced_motion)

    def fresh_presenter(self) -> None:
        """Start the cues afresh (after a jump), the commentators with them."""
        self.presenter = self.model.presenter = self.new_presenter(self.app)
        self.voice(self.presenter)

    def seek(self, index: int) -> None:
        """Jump to the point after `index` entries (no animation; the last page stays shown)."""
        c = self.cursor
        c.seek(index)
        self.fresh_presenter()
        entry = c.last_entry()
        if entry is not None:
            self.presenter.sounds = None
            self.presenter.present(entry.events, c.state)
            self.presenter.finish()
            self.presenter.sounds = self.app.sounds
        self.logview.set_lines([line for lines in self.entry_lines[:c.index] for line in lines])
        self.model.hp_shown = [float(side.hp) for side in c.state.sides]
        self.timer = 0.0
        self.model._curtain = None
        self.refresh()

    def forward(self) -> None:
        """One entry on, with its animations and sounds."""
        entry = self.cursor.forward()
        if entry is None:
            self.playing = False
            self.refresh()  # (the button still read "Pause" at the end: session 72)
            return
        self.presenter.present(entry.events, self.cursor.state)
        for line in self.entry_lines[self.cursor.index - 1]:
            self.logview.add(line)
        self.refresh()

    def step_on(self) -> None:
        """One entry on, and stop playing: shown while the ring is still, at once while it still
        shows the step before (Right pressed quickly queued every step's show behind the last,
        the top bar on 'Turn 1' for seconds: session 57's play-test)."""
        self.playing = False
        if self.presenter.showing and not self.cursor.at_end:
            self.seek(self.cursor.index + 1)
        else:
            self.forward()

    def back(self) -> None:
        """One entry back, and stop playing."""
        self.playing = False
        self.seek(self.cursor.index - 1)

    def toggle(self) -> None:
        """Play or stop (from the start again once at the end)."""
        if self.cursor.at_end:
            self.seek(0)
        self.playing = not self.playing
        self.timer = STEP_SECONDS  # the first step comes at once
        self.refresh()

    def change_speed(self, d: int = 1, wrap: bool = False) -> None:
        """The next playback speed (or the one before): + and - stop at the fastest and the
        slowest ('+' three times from 1x came round to 0.5x: session 77's play-test); the
        button goes round."""
        i = self.speed_i + d
        self.speed_i = i % len(SPEEDS) if wrap else max(0, min(len(SPEEDS) - 1, i))
        self.presenter.speed = self.cue_scale()
        self.refresh()

    def turn_at(self, index: int) -> int:
        """The turn shown after `index` entries (1-based, as the top bar shows it)."""
        return self.cursor.turn_at(index)

    def exit(self) -> None:
        """Leave the replay."""
        leave(self.app)

    # ---- the table's parts ----------------------------------------------------------------------

    def make_buttons(self) -> dict[str, W.Button]:
        """The replay's buttons: back, forward, play, speed, play on, exit."""
        return {
            "back": W.Button("Back", self.back, hotkey="Left", sub="one step"),
            "play": W.Button("Play", self.toggle, hotkey="Space", primary=True),
            "forward": W.Button("Forward", self.step_on, hotkey="Right", sub="one step"),
            "speed": W.Button("Speed 1x", lambda: self.change_speed(1, True), hotkey="+ -"),
            "playon": W.Button("Play on", lambda: play_on.play_on(self), hotkey="P",
                               sub="from here, same dice"),
            "exit": W.Button("Exit replay", self.exit, hotkey="Esc"),
        }

    def button_order(self) -> list[list[str]]:
        """The replay's buttons, a row each."""
        return [["back"], ["forward"], ["play"], ["speed"], ["playon"], ["exit"]]

    def place_buttons(self) -> None:
        """The scrub bar over two columns of buttons."""
        L = self.L
        s = L.s
        words_h = W.line_height(self.ts(16))  # its 'index / length · turn N' above it, in
        bar_h = round(34 * s) + words_h  # the region (cut off under the log at 1000x600: s74)
        self.scrub = pygame.Rect(L.buttons.x + round(4 * s), L.buttons.y + words_h,
                                 L.buttons.w - round(8 * s), round(26 * s))
        area = pygame.Rect(L.buttons.x, L.buttons.y + bar_h, L.buttons.w, L.buttons.h - bar_h)
        rects = place_in_grid(area, self.button_order(), round(8 * s))
        for name, b in self.buttons.items():
            b.visible = True
            b.rect = rects[name]
            b.size = self.ts(21)
        self.button_plan = self.button_order()

    def refresh_buttons(self) -> None:
        c = self.cursor
        self.buttons["play"].label = "Pause" if self.playing else (
            "Replay" if c.at_end else "Play")
        self.buttons["back"].enabled = c.index > 0
        self.buttons["forward"].enabled = c.index < c.length
        self.buttons["speed"].label = f"Speed {self.speed_factor:g}x"
        why = play_on.reason(self)
        self.buttons["playon"].enabled = why is None
        self.buttons["playon"].tooltip = why or ""

    def buttons_region_key(self) -> tuple:
        """What the buttons and the scrub bar show, to know when to redraw them."""
        return super().buttons_region_key() + (self.cursor.index, self.cursor.length,
                                               self.dragging)

    def draw_button_region(self, surface: pygame.Surface) -> None:
        """The buttons and the scrub bar with its turn marks."""
        super().draw_button_region(surface)
        c = self.cursor
        SV.draw_scrub(surface, self.scrub, self.L.s, c.index, c.length, c.turn_marks(),
                      self.turn_at(c.index),
                      self.focus.current(self.focusables()) is None and self.dragging,
                      self.ts(16))

    def button_tip(self, name: str) -> list:
        """A button's tooltip (Play on says why not when it can't)."""
        tip = (play_on.reason(self) or TIPS[name]) if name == "playon" else TIPS.get(name, "")
        return [(self.buttons[name].label, W.ACCENT), (tip, W.INK)]

    def top_label(self) -> str:
        if self.path is None:
            return f"REPLAY \u00b7 {self.title}" if self.title else "REPLAY"
        own = self.path.stem == autosave_name(self.setup.seed)  # ('current-N.json': s. 61)
        return f"REPLAY{'' if own else ' · ' + self.path.name} \u00b7 seed {self.setup.seed}"

    def prompt(self) -> tuple[str, tuple]:
        c = self.cursor
        if c.at_start:
            return "Before the bell: press Space to play, or Right to step", "accent"
        if c.at_end:
            return "The end of the save: Home to start again", "accent"
        return ("Playing\u2026" if self.playing else "Paused") + \
            " \u00b7 Space play/pause \u00b7 Left/Right step \u00b7 I why?", "muted"

    def settings_changed(self) -> None:
        super().settings_changed()
        self.presenter.speed = self.cue_scale()

    # ---- frame and input ------------------------------------------------------------------------

    def step(self, dt: float) -> None:
        if not self.playing or self.presenter.showing:
            return
        self.timer += dt
        if self.timer >= STEP_SECONDS / self.speed_factor:
            self.timer = 0.0
            self.forward()

    def scrub_to(self, x: int) -> None:
        """Jump to the point of the scrub bar under the pointer."""
        self.playing = False
        self.seek(round(SV.fraction_at(self.scrub, x) * self.cursor.length))

    def handle(self, event: pygame.event.Event) -> None:
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
        jumps = {pygame.K_HOME: 0, pygame.K_END: self.cursor.length}
        if k == pygame.K_ESCAPE:
            self.exit()
        elif k == pygame.K_SPACE:
            self.toggle()
        elif k == pygame.K_RIGHT:
            self.step_on()
        elif k == pygame.K_LEFT:
            self.back()
        elif k in jumps:
            self.playing = False
            self.seek(jumps[k])
        elif k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.change_speed(1)
        elif k in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.change_speed(-1)
        elif k == pygame.K_i:
            self.open_inspector()
        elif k == pygame.K_p:
            play_on.play_on(self)
        elif k == pygame.K_v:
            self.model.last_near = 1 - self.model.last_near
            self.refresh()
        elif k == pygame.K_TAB:
            self.focus.cycle(self.focusables(), bool(event.mod & pygame.KMOD_SHIFT))
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            item = self.focus.current(self.focusables())
            if item is not None:
                item.activate()


__all__ = ["ReplayScene", "ReplayError", "log_lines", "replay_secrets"]

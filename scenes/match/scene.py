"""The match table: both Superstars' panels and Move cards, the hand fan, the buttons, the page
in the spotlight, the log, and the AI seats playing at a followable pace.

Every rule change goes through Match.play; draw() only reads. Illegal commands are never sent
blind: a refused one shows its reason in a toast and changes nothing. The match is saved after
every action. With two people at one screen, a curtain (scenes.match.handoff) hides the table whenever
the seat that must act changes, and a hand is only ever drawn for the seat at the screen.

The scene is put together from small parts, one job each:
    match_layout   where things go             match_hand      the hand fan
    match_buttons  the action buttons          match_table     the still parts of the table
    match_fx       what moves each frame       match_choosers  tap-out and Interview choosers
    match_hover    hover, tooltips, zoom       match_ai        AI seats and auto-counter
    match_render   the cached static layer     log_panel       the clickable log
"""
from __future__ import annotations

import random
import time

import pygame

from game.dice import Dice
from game.errors import IllegalCommand
from game.match import Match
from sprites.face_store import STORE

from scenes.ui import widgets as W
from scenes.app import AI_DELAY, CUE_SCALE
from scenes.match.autosave import Autosaver, autosave_name
from scenes.ui.base import Scene
from scenes.match.inspector import explainable
from scenes.match.log_panel import LogPanel
from scenes.match.log_text import LogLine, events_entries, short_name
from scenes.match.ai import AiMixin, auto_answer
from scenes.match.buttons import KEYS, ButtonsMixin
from scenes.match.choosers import ChooserMixin
from scenes.match.fx import FxMixin
from scenes.match.hand import ChoiceFocus, HandFocus, HandMixin, HandSlot
from scenes.match.hover import HoverMixin
from scenes.match.layout import Layout, table_layout
from scenes.match.render import RenderMixin
from scenes.match.table import CONTROLLER_WORDS, TableMixin, scaled
from scenes.match.presenter import BANNERS, Presenter
from scenes.match import takeback

__all__ = ["MatchScene", "HandSlot", "Layout", "HandFocus", "ChoiceFocus", "CONTROLLER_WORDS",
           "scaled", "NUMBER_KEYS", "END_PAUSE"]

NUMBER_KEYS = {getattr(pygame, f"K_{i}"): i - 1 for i in range(1, 10)}
NUMBER_KEYS.update({getattr(pygame, f"K_KP{i}"): i - 1 for i in range(1, 10)})
END_PAUSE = 1.0  # seconds on the table after the last cue before the results


class MatchScene(HandMixin, ButtonsMixin, TableMixin, FxMixin, ChooserMixin, HoverMixin,
                 AiMixin, RenderMixin, Scene):
    """One exhibition match being played.

    on_end: called with the finished Match instead of showing the results (a season's match).
    """

    interactive = True  # the replay viewer says False: no AI, no saving, no commands

    def __init__(self, app, setup, match: Match | None = None, speed: str | None = None,
                 on_end=None, save_name: str | None = None) -> None:
        super().__init__(app)
        self.setup = setup
        self.match = match if match is not None else Match(setup, app.cat)
        self.cat = self.match.cat
        self.speed_override = speed  # e.g. "fast" when watching two AIs from the menu
        self.on_end = on_end
        self.presenter = Presenter(app.sounds, CUE_SCALE.get(self.speed, 1.0),
                                   self.reduced_motion)
        self.logview = LogPanel(explainable)
        self.ai_dice = [Dice(setup.seed, 1000 + seat) for seat in (0, 1)]
        self.init_ai()
        self.init_render()
        self.end_timer = 0.0
        self.finished = False
        self.saved = False
        self.revealed = False  # both hands face up (after a pass-and-play match)
        self.queued = None  # an input action waiting for the cues to finish
        self.mouse = (-10000, -10000)
        self.hover: tuple | None = None
        self.focus = W.Focus()
        self.hp_shown = [float(side.hp) for side in self.match.state.sides]
        self.viewer: int | None = None  # the seat at the screen (pass-and-play)
        self.last_near = self._default_near()
        self.log_turn = -1
        self.slots: list[HandSlot] = []
        self.choice_rects: list[tuple[object, pygame.Rect]] = []
        self.move_rects: list[tuple[int, int, pygame.Rect]] = []
        self.chip_rects: list[tuple[str, object, pygame.Rect]] = []
        self.far_rects: list[tuple[str, object, pygame.Rect]] = []  # a revealed far hand
        self.reasons: dict[str, str | None] = {}
        self.regroup_ready = False  # a Pass now would regroup a dead hand
        self.time = 0.0
        self.rng = random.Random(setup.seed)
        self.buttons = self.make_buttons()
        self.button_plan = None
        self.L: Layout | None = None
        self.banner_todo: list = []
        self.divider = -1
        self.seen_version: tuple | None = None
        self._ranks: dict = {}
        self._panels: dict = {}  # the last panel surface shown per seat
        self._curtain: tuple | None = None
        enabled = self.interactive and getattr(app, "autosave", True)
        self.autosaver = Autosaver(app, save_name or autosave_name(setup.seed), enabled)
        for entry in self.match.log:
            self.record(entry.events)

    # ---- settings in force -----------------------------------------------------------------------

    @property
    def state(self):
        return self.match.state

    @property
    def speed(self) -> str:
        """The AI speed in force: slow, normal or fast."""
        return self.speed_override or self.app.settings.ai_speed

    @property
    def reduced_motion(self) -> bool:
        return bool(getattr(self.app.settings, "reduced_motion", False))

    @property
    def text_scale(self) -> float:
        return float(getattr(self.app.settings, "text_scale", 1.0))

    def ts(self, px: float) -> int:
        """A text size in pixels at this window size and the player's text size."""
        s = self.L.s if self.L is not None else W.ui_scale(self.size)
        return round(px * s * self.text_scale)

    def ai_delay(self) -> float:
        return AI_DELAY.get(self.speed, 0.75)

    def settings_changed(self) -> None:
        """The player changed a setting: re-read what depends on it."""
        self.presenter.speed = CUE_SCALE.get(self.speed, 1.0)
        self.presenter.reduced_motion = self.reduced_motion
        if self.L is not None:
            self.layout(self.size)

    # ---- seats -----------------------------------------------------------------------------------

    def controller(self, seat: int) -> str:
        return self.match.controller(seat)

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and self.controller(seat) == "human"

    def humans(self) -> list[int]:
        return [s for s in (0, 1) if self.is_human(s)]

    @property
    def pass_and_play(self) -> bool:
        """Two people share the screen."""
        return len(self.humans()) == 2 and self.interactive

    def _default_near(self) -> int:
        hs = [s for s in (0, 1) if self.match.controller(s) == "human"]
        return hs[0] if hs else 0

    def near(self) -> int:
        """The seat drawn at the bottom, whose hand is shown: the human at the screen."""
        if self.pass_and_play:
            if self.viewer is not None:
                return self.viewer
            a = self.match.actor()
            return a if a is not None else self.last_near
        hs = self.humans()
        return hs[0] if hs else self.last_near

    def acting_human(self) -> int | None:
        """The human seat that must act now, or None."""
        a = self.match.actor()
        return a if self.is_human(a) and self.interactive else None

    def name(self, seat: int) -> str:
        card = self.cat.lib.superstars.get(self.state.sides[seat].superstar)
        return card.name if card else self.state.sides[seat].superstar

    def short(self, seat: int) -> str:
        return short_name(self.name(seat))

    def tapout_due(self) -> int | None:
        """The seat that owes a tap-out now, if any."""
        for seat, side in enumerate(self.state.sides):
            if side.injury_due:
                return seat
        return None

    # ---- pass-and-play: the curtain -------------------------------------------------------------

    def curtain_seat(self) -> int | None:
        """The seat the screen must be handed to before anything private is shown, or None.

        With two people at one screen: the seat that must act, when it is not the one at the
        screen, unless that seat's auto-counter rule answers for it without a handover."""
        if not self.pass_and_play:
            return None
        st = self.state
        version = (len(self.match.log), self.viewer, st.actions, st.over is not None,
                   st.pending, st.interview, self.tapout_due())
        if self._curtain is not None and self._curtain[0] == version:
            return self._curtain[1]
        a = self.match.actor()
        seat = None
        if a is not None and a != self.viewer:
            if not (self.state.pending and self.tapout_due() is None and
                    auto_answer(self.state, a, self.counter_rules[a]) is not None):
                seat = a
        self._curtain = (version, seat)
        return seat

    def curtain_due(self) -> bool:
        """True while the table must stay hidden until the next player takes the screen."""
        return self.curtain_seat() is not None

    def take_screen(self, seat: int) -> None:
        """The player of `seat` confirmed they have the screen (the curtain lifts)."""
        self.viewer = seat
        self.last_near = seat
        self._curtain = None
        self.hover = None
        self.focus.index = None
        if self.L is not None:
            self.refresh()
            self.plan_warmup()

    def show_curtain(self) -> None:
        seat = self.curtain_seat()
        if seat is None:
            return
        self.drawn_hand = []
        self.hover = None
        self.app.push("handoff", self, seat)

    # ---- layout ---------------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.L = table_layout(size)
        self.place_buttons()
        self.make_regions()
        self.banner_todo = list(BANNERS)
        self.refresh()
        self.plan_warmup()

    # ---- commands ---------------------------------------------------------------------------------

    def waiting_reason(self) -> str:
        """Why a human can't act right now."""
        if self.match.over or self.state.over is not None and self.match.actor() is None:
            return "The match is over."
        a = self.match.actor()
        if a is None:
            return "The bell hasn't rung yet."
        if self.curtain_due():
            return f"Pass the screen to {self.short(a)} first."
        if self.presenter.busy:
            return "Wait a moment\u2026"
        if self.state.pending and a != self.state.pending[0]:
            return f"Waiting for {self.short(a)} to answer the move."
        return f"It's {self.short(a)}'s turn."

    def send(self, cmd) -> bool:
        """Play a command through the engine; a refusal becomes a toast. True when played."""
        if not self.interactive:
            return False
        try:
            events = self.match.play(cmd)
        except IllegalCommand as exc:
            self.app.toast(exc.reason, "error")
            self.app.sounds.play("click")
            return False
        self.record(events)
        self.refresh()
        self.autosaver.save(self.match)
        return True

    def act(self, action) -> None:
        """Run an input action now, or when the cues finish (input waits while they play)."""
        if self.presenter.busy:
            self.queued = action
        else:
            action()

    def pause(self) -> None:
        self.app.push("pause", self)

    def open_counter_rules(self) -> None:
        """The auto-counter panel of the seat at the screen (key A)."""
        seat = self.viewer if self.pass_and_play else (self.humans() or [None])[0]
        if seat is None or not self.interactive:
            self.app.toast("Auto-counter rules are for human seats.", "info")
            return
        if self.curtain_due():
            return
        self.app.push("counter_rules", self, seat)

    def open_inspector(self, index: int | None = None) -> None:
        """The "why" inspector on a log line (None: the newest explainable one)."""
        lines = self.logview.lines
        if index is None:
            marked = [i for i, line in enumerate(lines) if explainable(line)]
            if not marked:
                self.app.toast("Nothing in the log to explain yet.", "info")
                return
            index = marked[-1]
        self.logview.selected = index

        def closed(i: int) -> None:
            self.logview.selected = None
        self.app.push("inspector", lines, index, self.state, closed)

    def reveal_hands(self) -> None:
        """After the match: both hands and playbooks, face up."""
        if self.state.over is None:
            self.app.toast("Hands are revealed when the match is over.", "info")
            return
        self.revealed = True
        self.app.push("reveal", self.match)

    # ---- recording events ---------------------------------------------------------------------------

    def record(self, events) -> None:
        """Feed a command's events to the presenter and the log (with a divider per turn)."""
        self.presenter.present(events, self.state)
        limit = self.state.rules.turn_limit
        for ev in events:
            if type(ev).__name__ == "TurnEnded":
                self.log_turn = ev.turn
            line = events_entries((ev,), self.state)
            if not line:
                continue
            if self.log_turn >= 0 and line[0].tone != "end" and self.log_turn != self.divider:
                self.divider = self.log_turn
                self.logview.add(LogLine(f"Turn {self.log_turn + 1} / {limit}", None, "turn"))
            self.logview.add(line[0])

    # ---- per-frame ------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Recompute what can be done now: button states, reasons, the hand slots."""
        if self.L is None:
            return
        seat = self.acting_human()
        near = self.near()
        self.refresh_buttons(seat, near)
        self.slots = self.hand_slots(near, seat) if self.hand_visible() else []

    def waiting_at_end(self) -> bool:
        """A pass-and-play match is over: it waits on the table for Reveal hands or Results."""
        return self.pass_and_play and self.state.over is not None and \
            self.match.actor() is None and not self.finished

    def update(self, dt: float) -> None:
        started = time.perf_counter()
        self.time += dt
        self.presenter.update(dt)
        self.autosaver.poll()
        for seat, side in enumerate(self.state.sides):
            diff = side.hp - self.hp_shown[seat]
            if abs(diff) < 0.05 or self.reduced_motion:
                self.hp_shown[seat] = float(side.hp)
            else:
                step = max(12.0, abs(diff) * 5.0) * dt
                self.hp_shown[seat] += min(abs(diff), step) * (1 if diff > 0 else -1)
        version = (len(self.match.log), self.presenter.busy, self.viewer)
        if version != self.seen_version:
            self.seen_version = version
            self.refresh()
        self.step(dt)
        self.update_hover()
        self.update_spent = time.perf_counter() - started
        quiet = self.last_draw + self.update_spent < 0.0015
        STORE.pump(spare=quiet)
        if quiet and self.L is not None:
            self.warm_banners()

    def step(self, dt: float) -> None:
        """The match moves on: queued input, the curtain, auto-counter, the AI, the end."""
        if self.presenter.busy:
            return
        if self.queued is not None:
            action, self.queued = self.queued, None
            action()
            return
        if not self.interactive:
            return
        actor = self.match.actor()
        if actor is None:
            if self.state.over is not None and not self.finished and not self.waiting_at_end():
                self.end_timer += dt
                if self.end_timer >= END_PAUSE * CUE_SCALE.get(self.speed, 1.0):
                    self.finish()
            return
        if not self.is_human(actor):
            self.drive_ai(actor, dt)
            return
        self.ai_timer = 0.0
        if self.try_auto_counter(actor):
            return
        if self.curtain_due() and self.app.stack.top is self:
            self.show_curtain()

    def finish(self) -> None:
        """The match is over: save it and show the results (or hand it to on_end)."""
        if self.finished:
            return
        self.finished = True
        if not self.saved:
            self.saved = True
            path = self.autosaver.save_now(self.match)
            if path is not None:
                self.app.toast(f"Match saved: {path.name}", "good", 3.0)
        if self.on_end is not None:
            self.on_end(self.match)
            return
        self.app.replace("results", self.setup, self.match, self.speed_override)

    def on_quit(self) -> None:
        """The window is closing: save the match in progress."""
        if not self.saved and len(self.match.log) > 1:
            self.saved = True
            self.autosaver.save_now(self.match)

    def save_and_quit(self) -> None:
        """From the pause menu: save and go back to the menu."""
        if not self.saved and self.interactive:
            self.saved = True
            path = self.autosaver.save_now(self.match)
            if path is not None:
                self.app.toast(f"Match saved: {path.name}", "good", 3.0)
        self.app.reset("menu")

    quit_to_menu = save_and_quit

    # ---- input --------------------------------------------------------------------------------

    def focusables(self) -> list:
        if self.tap_choice_active():
            return [ChoiceFocus(self, k) for k in self.choice_keys()]
        items: list = [HandFocus(self, s.index) for s in self.slots]
        for name in ("allow", "pass", "pin", "ringside", "return", "crowd", "reveal", "results",
                     "takeback", "menu"):
            b = self.buttons[name]
            if b.visible:
                items.append(b)
        return items

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            for b in self.buttons.values():
                b.handle(event)
            self.update_hover()
            return
        if event.type == pygame.MOUSEWHEEL:
            if self.L and self.L.log.collidepoint(self.mouse):
                self.logview.scroll_by(event.y * 3)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            self.update_hover()
            if not self.hand_visible():
                return
            if self.tap_choice_active():
                for key_, rect in self.choice_rects:
                    if rect.collidepoint(event.pos):
                        self.choose(key_)
                        return
                return
            for b in self.buttons.values():
                if b.visible and b.handle(event):
                    return
            slot = self.slot_at(event.pos)
            if slot is not None:
                self.click_hand(slot.index)
                return
            if self.L and self.log_box().collidepoint(event.pos):
                box = self.log_box()
                i = self.logview.line_at((event.pos[0] - box.x, event.pos[1] - box.y))
                if i is not None and explainable(self.logview.lines[i]):
                    self.open_inspector(i)
                return
            if self.presenter.busy and self.L and self.L.stage.collidepoint(event.pos):
                self.presenter.finish()
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for b in self.buttons.values():
                if b.visible and b.enabled and b.handle(event):
                    return
                b.pressed = False
            for b in self.buttons.values():
                if b.visible and not b.enabled and b.rect.collidepoint(event.pos):
                    self.app.toast(b.tooltip or self.waiting_reason(), "info")
                    return
            return
        if event.type == pygame.KEYDOWN:
            self.key(event)

    def key(self, event: pygame.event.Event) -> None:
        k = event.key
        if k == pygame.K_ESCAPE:
            self.pause()
            return
        if not self.hand_visible():
            return
        if k == pygame.K_TAB:
            self.focus.cycle(self.focusables(), bool(event.mod & pygame.KMOD_SHIFT))
            return
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            item = self.focus.current(self.focusables())
            if item is not None:
                item.activate()
            elif self.waiting_at_end():
                self.finish()
            return
        if k in (pygame.K_LEFT, pygame.K_RIGHT):
            self.focus.cycle(self.focusables(), k == pygame.K_LEFT)
            return
        if k == pygame.K_SPACE:
            self.presenter.finish()
            return
        if k == pygame.K_a:
            self.open_counter_rules()
            return
        if k == pygame.K_i:
            self.open_inspector()
            return
        if k == pygame.K_u and "takeback" in self.buttons:
            takeback.ask(self)
            return
        if k == pygame.K_h and self.state.over is not None:
            self.reveal_hands()
            return
        if k in NUMBER_KEYS:
            i = NUMBER_KEYS[k]
            if self.choice_mode() is not None:
                self.choice_number(i)
            else:
                self.click_hand(i)
            return
        if k in KEYS:
            self.press(KEYS[k])

"""The match table: both Superstars' panels and Move cards, the hand fan, the buttons, the page
in the spotlight, the log, and the AI seats playing at a followable pace.

Every rule change goes through Match.play; draw() only reads. Illegal commands are never sent
blind: a refused one shows its reason in a toast and changes nothing.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

import pygame

from game import commands as C
from game.ai import choose
from game.chances import final_chance, pin_terms
from game.dice import Dice
from game.errors import IllegalCommand
from game.legal import check
from game.match import Match
from sprites import palette as pal
from sprites.cache import Lru
from sprites.card_face import card_back, move_card_face, page_face
from sprites.hud import background, dimmed, fan_positions, halo, ring_mat, shadow, turned
from sprites.log_view import LogView
from sprites.panel import PanelData, wrestler_panel
from sprites.tapped import tapped as tapped_face

from . import widgets as W
from .app import AI_DELAY, CUE_SCALE
from .base import Scene
from .log_text import LogLine, events_entries, short_name
from .presenter import Presenter
from .saving import save_match

_scaled = Lru(48)


def scaled(face: pygame.Surface, width: int, key) -> pygame.Surface:
    """A smooth-scaled copy of a face at another width (cached)."""
    hit = _scaled.get(key)
    if hit is None:
        h = round(face.get_height() * width / face.get_width())
        hit = pygame.transform.smoothscale(face, (width, h))
        _scaled.put(key, hit)
    return hit


CONTROLLER_WORDS = {"human": "Human", "random": "AI \u00b7 Random", "easy": "AI \u00b7 Easy",
                    "greedy": "AI \u00b7 Greedy", "normal": "AI \u00b7 Normal",
                    "hard": "AI \u00b7 Hard"}
NUMBER_KEYS = {getattr(pygame, f"K_{i}"): i - 1 for i in range(1, 10)}
NUMBER_KEYS.update({getattr(pygame, f"K_KP{i}"): i - 1 for i in range(1, 10)})
END_PAUSE = 1.0  # seconds on the table after the last cue before the results


@dataclass
class HandSlot:
    """A page in the shown hand: where it is drawn and whether it can be played now."""
    index: int
    page: int
    centre: tuple[int, int]
    angle: float
    rect: pygame.Rect
    reason: str | None  # why it can't be played now (None: it can)
    counter: bool  # a legal counter to the pending move


@dataclass
class Layout:
    """Rects of every part of the table for one window size."""
    s: float
    top: pygame.Rect
    far_panel: pygame.Rect
    near_panel: pygame.Rect
    far_moves: pygame.Rect
    near_moves: pygame.Rect
    far_hand: pygame.Rect
    stage: pygame.Rect
    hand: pygame.Rect
    log: pygame.Rect
    buttons: pygame.Rect
    card_w: int
    spot_w: int
    move_w: int
    back_w: int


class HandFocus:
    """A hand slot as a focusable item (Tab reaches it, Enter plays it)."""

    visible = True

    def __init__(self, scene: "MatchScene", index: int) -> None:
        self.scene = scene
        self.index = index

    def activate(self) -> None:
        self.scene.click_hand(self.index)


class ChoiceFocus:
    """An item of the chooser (a Move card to tap out, a Drama card) as a focusable item."""

    visible = True

    def __init__(self, scene: "MatchScene", key) -> None:
        self.scene = scene
        self.key = key

    def activate(self) -> None:
        self.scene.choose(self.key)


class MatchScene(Scene):
    """One exhibition match being played."""

    def __init__(self, app, setup, match: Match | None = None, speed: str | None = None) -> None:
        super().__init__(app)
        self.setup = setup
        self.match = match if match is not None else Match(setup, app.cat)
        self.cat = self.match.cat
        self.speed_override = speed  # e.g. "fast" when watching two AIs from the menu
        self.presenter = Presenter(app.sounds, CUE_SCALE.get(self.speed, 1.0))
        self.logview = LogView()
        self.ai_dice = [Dice(setup.seed, 1000 + seat) for seat in (0, 1)]
        self.ai_timer = 0.0
        self.end_timer = 0.0
        self.finished = False
        self.saved = False
        self.queued = None  # an input action waiting for the cues to finish
        self.mouse = (-10000, -10000)
        self.hover: tuple | None = None
        self.focus = W.Focus()
        self.hp_shown = [float(side.hp) for side in self.match.state.sides]
        self.last_near = self._default_near()
        self.log_turn = -1
        self.slots: list[HandSlot] = []
        self.choice_rects: list[tuple[object, pygame.Rect]] = []
        self.move_rects: list[tuple[int, int, pygame.Rect]] = []
        self.chip_rects: list[tuple[str, object, pygame.Rect]] = []
        self.reasons: dict[str, str | None] = {}
        self.time = 0.0
        self.rng = random.Random(setup.seed)
        self.buttons = self._make_buttons()
        self.L: Layout | None = None
        self.warm: list = []  # card faces to render ahead of need, one per quiet frame
        self.last_draw = 0.0
        self.divider = -1
        self.seen_version: tuple | None = None
        for entry in self.match.log:
            self.record(entry.events)

    # ---- seats -----------------------------------------------------------------------------

    @property
    def state(self):
        return self.match.state

    @property
    def speed(self) -> str:
        """The AI speed in force: slow, normal or fast."""
        return self.speed_override or self.app.settings.ai_speed

    def controller(self, seat: int) -> str:
        return self.match.controller(seat)

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and self.controller(seat) == "human"

    def humans(self) -> list[int]:
        return [s for s in (0, 1) if self.is_human(s)]

    def _default_near(self) -> int:
        hs = [s for s in (0, 1) if self.match.controller(s) == "human"]
        return hs[0] if hs else 0

    def near(self) -> int:
        """The seat drawn at the bottom, whose hand is shown: the human (or the acting human)."""
        hs = self.humans()
        if len(hs) == 2:
            a = self.match.actor()
            if a is not None:
                self.last_near = a
            return self.last_near
        return hs[0] if hs else 0

    def acting_human(self) -> int | None:
        """The human seat that must act now, or None."""
        a = self.match.actor()
        return a if self.is_human(a) else None

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

    # ---- layout ----------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        s = W.ui_scale(size)
        m = round(10 * s)
        top = pygame.Rect(0, 0, w, round(40 * s))
        lw = round(330 * s)
        rw = round(330 * s)
        ph = round(200 * s)
        far_panel = pygame.Rect(m, top.bottom + m, lw, ph)
        near_panel = pygame.Rect(m, h - m - ph, lw, ph)
        label_h = round(22 * s)
        free = near_panel.top - far_panel.bottom - round(30 * s)
        move_w = max(24, min(round(80 * s), int((free / 2 - label_h) / 1.4),
                             (lw - 4 * round(6 * s)) // 5))
        row_h = round(move_w * 1.4) + label_h
        spare = max(0, free - 2 * row_h) // 3
        far_moves = pygame.Rect(m, far_panel.bottom + round(10 * s) + spare, lw, row_h)
        near_moves = pygame.Rect(m, near_panel.top - round(10 * s) - spare - row_h, lw, row_h)
        rx = w - m - rw
        buttons_h = round(196 * s)
        buttons = pygame.Rect(rx, h - m - buttons_h, rw, buttons_h)
        log = pygame.Rect(rx, top.bottom + m, rw, buttons.top - m - top.bottom - m)
        mx0 = far_panel.right + round(18 * s)
        mx1 = rx - round(18 * s)
        card_w = round(124 * s)
        hand_h = round(card_w * 1.4) + round(30 * s)
        hand = pygame.Rect(mx0, h - m - hand_h, mx1 - mx0, hand_h)
        back_w = round(44 * s)
        far_hand = pygame.Rect(mx0, top.bottom + round(6 * s), mx1 - mx0,
                               round(back_w * 1.4) + round(14 * s))
        stage = pygame.Rect(mx0, far_hand.bottom + round(4 * s), mx1 - mx0,
                            hand.top - far_hand.bottom - round(10 * s))
        spot_w = max(60, min(round(240 * s), int((stage.h - round(100 * s)) / 1.4),
                             stage.w // 3))
        self.L = Layout(s, top, far_panel, near_panel, far_moves, near_moves, far_hand, stage,
                        hand, log, buttons, card_w, spot_w, move_w, back_w)
        self._place_buttons()
        self.refresh()
        self.plan_warmup()

    def plan_warmup(self) -> None:
        """Every page either seat may play, at the sizes it will be drawn (hand and spotlight)."""
        L = self.L
        st = self.state
        seen, todo = set(), []
        near = self.near()
        for seat in (near, 1 - near):
            side = st.sides[seat]
            for inst in list(side.hand) + list(side.playbook) + list(side.discard):
                card = st.info(inst).card
                for width in ((L.card_w, L.spot_w) if seat == near else (L.spot_w,)):
                    if (card.id, width) not in seen:
                        seen.add((card.id, width))
                        todo.append((card, width))
        self.warm = todo

    def warm_up(self) -> None:
        """Render one card face ahead of need when the last frame was quick."""
        if self.warm and self.last_draw < 0.008:
            card, width = self.warm.pop()
            page_face(card, width)

    def _place_buttons(self) -> None:
        """Two columns of buttons; a lone last button spans the row."""
        L = self.L
        gap = round(8 * L.s)
        order = [["pass", "allow"], ["pin"]]
        if self.state.rules.match_type != "normal":
            order.append(["ringside"])
        order += [["return"], ["crowd"], ["menu"]]
        cols = 2
        rows = (len(order) + cols - 1) // cols
        bw = (L.buttons.w - gap) // cols
        bh = (L.buttons.h - gap * (rows - 1)) // rows
        for i, names in enumerate(order):
            r = pygame.Rect(L.buttons.x + (i % cols) * (bw + gap),
                            L.buttons.y + (i // cols) * (bh + gap), bw, bh)
            if i == len(order) - 1 and i % cols == 0:
                r.w = L.buttons.w
            for n in names:
                self.buttons[n].rect = r
                self.buttons[n].size = round(23 * L.s)

    def _make_buttons(self) -> dict[str, W.Button]:
        b = {
            "pass": W.Button("Pass", lambda: self.press("pass"), hotkey="P",
                             sub="catch your breath"),
            "allow": W.Button("Let it through", lambda: self.press("allow"), hotkey="L",
                              sub="no counter"),
            "pin": W.Button("Pin", lambda: self.press("pin"), hotkey="N"),
            "ringside": W.Button("To Ringside", lambda: self.press("ringside"), hotkey="R",
                                 sub="take it outside"),
            "return": W.Button("Return to Ring", lambda: self.press("return"), hotkey="T",
                               sub="climb back in"),
            "crowd": W.Button("Crowd", lambda: self.press("crowd"), hotkey="C",
                              sub="2 Crowd Points"),
            "menu": W.Button("Pause", self.pause, hotkey="Esc", sub="menu"),
        }
        return b

    # ---- commands --------------------------------------------------------------------------

    def command_for(self, name: str, seat: int):
        return {"pass": C.Pass, "allow": C.Allow, "pin": C.PressPin,
                "ringside": C.MoveToRingside, "return": C.ReturnToRing,
                "crowd": C.SpendCrowd}[name](seat)

    def waiting_reason(self) -> str:
        """Why a human can't act right now."""
        if self.match.over or self.state.over is not None and self.match.actor() is None:
            return "The match is over."
        a = self.match.actor()
        if a is None:
            return "The bell hasn't rung yet."
        if self.presenter.busy:
            return "Wait a moment\u2026"
        if self.state.pending and a != self.state.pending[0]:
            return f"Waiting for {self.short(a)} to answer the move."
        return f"It's {self.short(a)}'s turn."

    def send(self, cmd) -> bool:
        """Play a command through the engine; a refusal becomes a toast. True when played."""
        try:
            events = self.match.play(cmd)
        except IllegalCommand as exc:
            self.app.toast(exc.reason, "error")
            self.app.sounds.play("click")
            return False
        self.record(events)
        self.refresh()
        return True

    def act(self, action) -> None:
        """Run an input action now, or when the cues finish (input waits while they play)."""
        if self.presenter.busy:
            self.queued = action
        else:
            action()

    def press(self, name: str) -> None:
        """A button or its key."""
        def run():
            seat = self.acting_human()
            if seat is None:
                self.app.toast(self.waiting_reason(), "info")
                return
            if self.tapout_due() == seat:
                self.app.toast("Choose a Move card to tap out first.", "error")
                return
            self.send(self.command_for(name, seat))
        self.act(run)

    def click_hand(self, index: int) -> None:
        """Play (or counter with) the shown hand's page at index (remembered by page, so a
        click made while cues play still means the same page when it runs)."""
        shown = self.state.sides[self.near()].hand
        page = shown[index] if 0 <= index < len(shown) else None

        def run():
            seat = self.acting_human()
            if seat is None or seat != self.near():
                self.app.toast(self.waiting_reason(), "info")
                return
            if self.tapout_due() == seat:
                self.app.toast("Choose a Move card to tap out first.", "error")
                return
            if page is None or page not in self.state.sides[seat].hand:
                return
            cmd = C.Counter(seat, page) if self.state.pending else C.PlayPage(seat, page)
            self.send(cmd)
        self.act(run)

    def choose(self, key) -> None:
        """The human picked an item of the chooser: a Move card to tap out, or a Drama card."""
        def run():
            seat = self.acting_human()
            mode = self.choice_mode()
            if seat is None or mode is None:
                return
            if mode == "tapout":
                self.send(C.TapOut(seat, key))
            else:
                self.send(C.PlayDrama(seat, key))
        self.act(run)

    def choose_tapout(self, card: int) -> None:
        """The human picked a Move card to tap out."""
        self.choose(card)

    def interview_seat(self) -> int | None:
        """The seat giving its pre-match Interview, if any."""
        return getattr(self.state, "interview", None)

    def choice_mode(self) -> str | None:
        """'tapout' or 'interview' while the acting human must choose from a chooser."""
        seat = self.acting_human()
        if seat is None:
            return None
        if self.tapout_due() == seat:
            return "tapout"
        if self.interview_seat() == seat and hasattr(C, "PlayDrama"):
            return "interview"
        return None

    def choice_keys(self) -> list:
        """What can be chosen now, in screen order."""
        mode = self.choice_mode()
        if mode == "tapout":
            side = self.state.sides[self.tapout_due()]
            return [i for i, t in enumerate(side.tapped) if not t]
        if mode == "interview":
            return list(getattr(self.state.sides[self.interview_seat()], "drama", ())) + [""]
        return []

    def pause(self) -> None:
        from .pause import PauseScene
        self.app.stack.push(PauseScene(self.app, self))

    # ---- recording events --------------------------------------------------------------------

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

    # ---- per-frame -------------------------------------------------------------------------

    def refresh(self) -> None:
        """Recompute what can be done now: button states, reasons, the hand slots."""
        if self.L is None:
            return
        st = self.state
        seat = self.acting_human()
        near = self.near()
        tap_due = self.tapout_due()
        self.reasons = {}
        for name in ("pass", "allow", "pin", "ringside", "return", "crowd"):
            btn = self.buttons[name]
            if seat is None:
                reason = self.waiting_reason()
            elif tap_due == seat:
                reason = "Choose a Move card to tap out first."
            else:
                reason = check(st, self.command_for(name, seat))
            self.reasons[name] = reason
            btn.enabled = reason is None
            btn.tooltip = reason or ""
        pending_vs_human = seat is not None and st.pending is not None and tap_due is None
        self.buttons["allow"].visible = pending_vs_human
        self.buttons["pass"].visible = not pending_vs_human
        self.buttons["allow"].primary = pending_vs_human
        self.buttons["ringside"].visible = st.rules.match_type != "normal"
        # pin preview
        pin = self.buttons["pin"]
        who = seat if seat is not None else near
        try:
            chance = self.pin_chance(who)
            pin.sub = f"{chance}% chance" if chance > 0 else "no chance"
        except Exception:
            pin.sub = ""
        if self.reasons.get("pin") and seat is not None:
            cost = st.sides[seat].failed_pins
            pin.sub = f"costs {cost} Attitude" if cost else pin.sub
        # crowd ability name
        persona = self.cat.lib.superstars[st.sides[who].superstar].persona
        self.buttons["crowd"].label = "Sneak Attack" if persona == "antagonist" else "Comeback"
        self.buttons["crowd"].sub = f"costs 2 \u00b7 have {st.sides[who].crowd_points}"
        # hand
        self.slots = self._hand_slots(near, seat)

    def pin_chance(self, seat: int) -> int:
        terms = self.pin_terms(seat)
        return final_chance(terms)

    def pin_terms(self, seat: int) -> tuple:
        return pin_terms(self.state, seat)

    def _hand_slots(self, near: int, acting: int | None) -> list[HandSlot]:
        L = self.L
        st = self.state
        hand = list(st.sides[near].hand)
        ch = round(L.card_w * 1.4)
        area = L.hand.copy()
        area.h -= round(4 * L.s)
        out = []
        for i, (cx, cy, angle) in enumerate(fan_positions(len(hand), area, L.card_w, ch)):
            page = hand[i]
            rect = pygame.Rect(0, 0, L.card_w, ch)
            rect.center = (cx, cy)
            reason = None
            counter = False
            if acting is None or acting != near:
                reason = self.waiting_reason()
            elif self.tapout_due() == acting:
                reason = "Choose a Move card to tap out first."
            elif st.pending:
                reason = check(st, C.Counter(acting, page))
                counter = reason is None
            else:
                reason = check(st, C.PlayPage(acting, page))
            if reason is None:  # playable pages stand a little proud of the fan
                cy -= round(14 * L.s)
                rect.centery = cy
            out.append(HandSlot(i, page, (cx, cy), angle, rect, reason, counter))
        return out

    def update(self, dt: float) -> None:
        self.time += dt
        self.warm_up()
        self.presenter.update(dt)
        for seat, side in enumerate(self.state.sides):
            diff = side.hp - self.hp_shown[seat]
            if abs(diff) < 0.05:
                self.hp_shown[seat] = float(side.hp)
            else:
                step = max(12.0, abs(diff) * 5.0) * dt
                self.hp_shown[seat] += max(-abs(diff), min(abs(diff), step)) * (1 if diff > 0 else -1)
        version = (len(self.match.log), self.presenter.busy)
        if version != self.seen_version:
            self.seen_version = version
            self.refresh()
        if self.presenter.busy:
            self.update_hover()
            return
        if self.queued is not None:
            action, self.queued = self.queued, None
            action()
        actor = self.match.actor()
        if actor is None:
            if self.state.over is not None and not self.finished:
                self.end_timer += dt
                if self.end_timer >= END_PAUSE * CUE_SCALE.get(self.speed, 1.0):
                    self.finish()
            self.update_hover()
            return
        if not self.is_human(actor):
            self.ai_timer += dt
            if self.ai_timer >= AI_DELAY.get(self.speed, 0.75):
                self.ai_timer = 0.0
                self.ai_move(actor)
        else:
            self.ai_timer = 0.0
        self.update_hover()

    def ai_move(self, seat: int) -> None:
        """Let the AI of a seat give its command (from its own view of the table)."""
        level = self.controller(seat)
        try:
            cmd = choose(level, self.state, seat, self.ai_dice[seat])
        except Exception as exc:  # an AI bug must not freeze the match
            legal = self.match.legal(seat)
            if not legal:
                self.app.toast(f"The AI is stuck: {exc}", "error")
                return
            cmd = legal[0]
        if not self.send(cmd):
            legal = self.match.legal(seat)
            if legal:
                self.send(legal[0])

    def finish(self) -> None:
        """The match is over: save it and show the results."""
        if self.finished:
            return
        self.finished = True
        if not self.saved:
            self.saved = True
            path = save_match(self.app, self.match)
            if path is not None:
                self.app.toast(f"Match saved: {path.name}", "good", 3.0)
        from .results import ResultsScene
        self.app.stack.replace(ResultsScene(self.app, self.setup, self.match, self.speed_override))

    def on_quit(self) -> None:
        """The window is closing: save the match in progress."""
        if not self.saved and len(self.match.log) > 1:
            self.saved = True
            save_match(self.app, self.match)

    def quit_to_menu(self) -> None:
        """From the pause menu: save and go back to the menu."""
        if not self.saved:
            self.saved = True
            path = save_match(self.app, self.match)
            if path is not None:
                self.app.toast(f"Match saved: {path.name}", "good", 3.0)
        from .menu import MenuScene
        self.app.stack.reset(MenuScene(self.app))

    # ---- input -----------------------------------------------------------------------------

    def focusables(self) -> list:
        if self.tap_choice_active():
            return [ChoiceFocus(self, k) for k in self.choice_keys()]
        items: list = [HandFocus(self, s.index) for s in self.slots]
        for name in ("allow", "pass", "pin", "ringside", "return", "crowd", "menu"):
            b = self.buttons[name]
            if b.visible:
                items.append(b)
        return items

    def tap_choice_active(self) -> bool:
        """True while the chooser (tap-out or Interview) is up for the acting human."""
        return self.choice_mode() is not None

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            for b in self.buttons.values():
                b.handle(event)
            self.update_hover()
            return
        if event.type == pygame.MOUSEWHEEL:
            if self.L and self.L.log.collidepoint(self.mouse):
                lh = max(1, W.line_height(round(19 * self.L.s)))
                self.logview.scroll_by(event.y * 3, self.L.log.h // lh)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            self.update_hover()
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
        if k == pygame.K_TAB:
            back = bool(event.mod & pygame.KMOD_SHIFT)
            self.focus.cycle(self.focusables(), back)
            return
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            item = self.focus.current(self.focusables())
            if item is not None:
                item.activate()
            return
        if k in (pygame.K_LEFT, pygame.K_RIGHT):
            items = self.focusables()
            self.focus.cycle(items, k == pygame.K_LEFT)
            return
        if k == pygame.K_SPACE:
            self.presenter.finish()
            return
        if k in NUMBER_KEYS:
            i = NUMBER_KEYS[k]
            mode = self.choice_mode()
            if mode == "tapout":
                side = self.state.sides[self.tapout_due()]
                if i < len(side.move_cards) and not side.tapped[i]:
                    self.choose(i)
            elif mode == "interview":
                keys = self.choice_keys()
                if i < len(keys):
                    self.choose(keys[i])
            else:
                self.click_hand(i)
            return
        names = {pygame.K_p: "pass", pygame.K_n: "pin", pygame.K_l: "allow",
                 pygame.K_r: "ringside", pygame.K_t: "return", pygame.K_c: "crowd"}
        if k in names:
            self.press(names[k])

    def slot_at(self, pos) -> HandSlot | None:
        """The hand slot under a point (the hovered one wins, then the topmost)."""
        if self.hover and self.hover[0] == "hand":
            i = self.hover[1]
            if i < len(self.slots) and self.lifted_rect(self.slots[i]).collidepoint(pos):
                return self.slots[i]
        for slot in reversed(self.slots):
            if slot.rect.collidepoint(pos):
                return slot
        return None

    def lifted_rect(self, slot: HandSlot) -> pygame.Rect:
        L = self.L
        w = round(L.card_w * 1.14)
        h = round(w * 1.4)
        r = pygame.Rect(0, 0, w, h)
        r.midbottom = (slot.rect.centerx, L.hand.bottom + round(2 * L.s))
        r.clamp_ip(pygame.Rect(0, 0, *self.size))
        return r

    def update_hover(self) -> None:
        """What the mouse is over: a hand card, a Move card, a button, a chip."""
        if self.L is None:
            return
        pos = self.mouse
        self.hover = None
        if self.tap_choice_active():
            for key_, rect in self.choice_rects:
                if rect.collidepoint(pos):
                    self.hover = ("choice", key_)
            return
        for name, b in self.buttons.items():
            if b.visible and b.rect.collidepoint(pos):
                self.hover = ("button", name)
                return
        prev = None
        if self.hover is None:
            for slot in reversed(self.slots):
                if slot.rect.collidepoint(pos):
                    prev = slot
                    break
        if prev is not None:
            self.hover = ("hand", prev.index)
            return
        for seat, i, rect in self.move_rects:
            if rect.collidepoint(pos):
                self.hover = ("move", seat, i)
                return
        for kind, obj, rect in self.chip_rects:
            if rect.collidepoint(pos):
                self.hover = ("chip", kind, obj)
                return
        if self.presenter.spot and self.spot_rect().collidepoint(pos):
            self.hover = ("spot",)

    # ---- drawing ---------------------------------------------------------------------------

    def spot_rect(self) -> pygame.Rect:
        L = self.L
        r = pygame.Rect(0, 0, L.spot_w, round(L.spot_w * 1.4))
        r.center = (L.stage.centerx, L.stage.centery + round(4 * L.s))
        return r

    def draw(self, surface: pygame.Surface) -> None:
        started = time.perf_counter()
        self.draw_table(surface)
        self.last_draw = time.perf_counter() - started

    def draw_table(self, surface: pygame.Surface) -> None:
        if self.L is None or self.L.top.w != surface.get_width():
            self.layout(surface.get_size())
        L = self.L
        surface.blit(background(surface.get_size()), (0, 0))
        self.draw_stage(surface)
        self.draw_top(surface)
        near = self.near()
        far = 1 - near
        self.move_rects = []
        for seat, prect, mrect in ((far, L.far_panel, L.far_moves), (near, L.near_panel,
                                                                      L.near_moves)):
            self.draw_panel(surface, seat, prect)
            self.draw_moves(surface, seat, mrect, mrect is L.far_moves)
        self.draw_far_hand(surface, far)
        self.draw_log(surface)
        self.draw_buttons(surface)
        self.draw_hand(surface, near)
        self.draw_popups(surface)
        self.draw_banners(surface)
        mode = self.choice_mode()
        if mode == "tapout":
            self.draw_tapout(surface)
        elif mode == "interview":
            self.draw_interview(surface)
        else:
            self.choice_rects = []
        self.draw_hover(surface)

    # top bar -----------------------------------------------------------------------------

    def draw_top(self, surface: pygame.Surface) -> None:
        L = self.L
        s = L.s
        st = self.state
        bar = L.top
        W.shade_rect(surface, bar, (6, 7, 12), 200)
        pygame.draw.line(surface, (60, 66, 90), bar.bottomleft, bar.bottomright)
        x = round(14 * s)
        r = W.draw_text(surface, "RINGSIDE", round(26 * s), W.ACCENT, True, True,
                        midleft=(x, bar.centery))
        kind = st.rules.match_type.upper()
        kind_fill = {"normal": (60, 96, 150), "hardcore": (170, 70, 40),
                     "showdown": (130, 70, 170)}.get(st.rules.match_type, (80, 80, 100))
        chip = pygame.Rect(r.right + round(12 * s), 0, W.text_width(kind, round(18 * s), True)
                           + round(20 * s), round(24 * s))
        chip.centery = bar.centery
        pygame.draw.rect(surface, kind_fill, chip, border_radius=chip.h // 2)
        W.draw_text(surface, kind, round(18 * s), W.INK, True, center=chip.center)
        W.draw_text(surface, f"seed {self.setup.seed}", round(17 * s), W.MUTED,
                    midleft=(chip.right + round(10 * s), bar.centery))
        # turn counter, centred over the middle column
        limit = st.rules.turn_limit
        turn = min(limit, st.turn + (0 if st.over else 1))
        cx = L.stage.centerx
        turn_r = W.draw_text(surface, f"Turn {turn} / {limit}", round(28 * s), W.INK, True,
                             True, center=(cx, bar.centery))
        # control
        self.chip_rects = []
        ctrl = st.control
        words = f"Control: {self.short(ctrl)}"
        if st.over is not None:
            words = "Match over"
        room = bar.right - round(10 * s) - (turn_r.right + round(24 * s)) - round(34 * s)
        words = W.ellipsize_text(words, round(19 * s), max(40, room))
        tw = W.text_width(words, round(19 * s), True)
        cr = pygame.Rect(0, 0, tw + round(34 * s), round(26 * s))
        cr.midleft = (turn_r.right + round(24 * s), bar.centery)
        pygame.draw.rect(surface, (30, 33, 46), cr, border_radius=cr.h // 2)
        pygame.draw.rect(surface, W.SEAT_COLOURS[ctrl], cr, 2, border_radius=cr.h // 2)
        pygame.draw.circle(surface, W.SEAT_COLOURS[ctrl], (cr.x + round(13 * s), cr.centery),
                           round(5 * s))
        W.draw_text(surface, words, round(19 * s), W.INK, True,
                    midleft=(cr.x + round(24 * s), cr.centery))
        # referee and events on the right, over the log column
        x = L.log.right
        items = []
        if st.referee is not None:
            card = self.cat.lib.pages.get(st.referee[1])
            if card is not None:
                items.append(("ref", card, f"Ref: {card.name}", (150, 156, 170)))
        elif st.ref_distracted():
            items.append(("text", None, "Ref down!", (200, 150, 40)))
        for ev in st.events_in_play:
            card = self.cat.lib.pages.get(ev[1])
            if card is not None:
                items.append(("event", card, card.name, (38, 150, 160)))
        size = round(16 * s)
        for kind_, card, words, fill in reversed(items):
            words = W.ellipsize_text(words, size, round(150 * s))
            cw = W.text_width(words, size, True) + round(18 * s)
            r = pygame.Rect(0, 0, cw, round(22 * s))
            r.midright = (x, bar.centery)
            if r.x < cr.right + round(10 * s):
                break
            pygame.draw.rect(surface, pal.shade(fill, 0.55), r, border_radius=r.h // 2)
            pygame.draw.rect(surface, fill, r, 1, border_radius=r.h // 2)
            W.draw_text(surface, words, size, W.INK, True, center=r.center)
            if card is not None:
                self.chip_rects.append((kind_, card, r))
            x = r.x - round(6 * s)

    # panels ------------------------------------------------------------------------------

    def panel_data(self, seat: int) -> PanelData:
        st = self.state
        side = st.sides[seat]
        star = self.cat.lib.superstars[side.superstar]
        rank_v, tier_v = 0, ""
        try:
            from game.rank import rank, tier
            rank_v = rank(self.cat.lib, side.move_cards)
            tier_v = tier(rank_v)
        except Exception:
            pass
        corner = W.SEAT_CORNER[seat]
        return PanelData(
            name=star.name, persona=star.persona, style=star.style,
            controller=CONTROLLER_WORDS.get(self.controller(seat), self.controller(seat)),
            seat_colour=W.SEAT_COLOURS[seat], corner=corner,
            hp=int(round(self.hp_shown[seat])), max_hp=side.max_hp,
            momentum=tuple(side.momentum), caps=tuple(side.caps), warnings=side.warnings,
            crowd=side.crowd_points, points=side.points, on_mat=side.on_mat,
            at_ringside=side.at_ringside, ringside_turns=side.ringside_turns,
            count_out_after=st.rules.count_out_after, statuses=tuple(side.statuses),
            body=tuple(sorted(side.body.items())), hand=len(side.hand),
            playbook=len(side.playbook), discard=len(side.discard), rank=rank_v, tier=tier_v,
            badge=self.badge(seat))

    def badge(self, seat: int) -> str:
        """The gold tag on the panel of the seat that must act."""
        st = self.state
        if self.match.actor() != seat:
            return ""
        if self.tapout_due() == seat:
            return "TAP OUT"
        if st.over is not None:
            return ""
        return "ANSWERING" if st.pending else "TO ACT"

    def shake_offset(self, seat: int) -> tuple[int, int]:
        for cue in self.presenter.active("shake"):
            if cue.seat == seat:
                k = (1 - cue.progress(self.presenter.now)) * cue.data.get("strength", 5) * self.L.s
                return (round(self.rng.uniform(-k, k)), round(self.rng.uniform(-k, k)))
        return (0, 0)

    def draw_panel(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        s = self.L.s
        st = self.state
        ox, oy = self.shake_offset(seat)
        r = rect.move(ox, oy)
        acting = self.match.actor() == seat
        if st.control == seat and st.over is None:
            W.glow(surface, r, W.SEAT_COLOURS[seat], max(2, round(3 * s)), round(10 * s),
                   0.8 + 0.2 * math.sin(self.time * 4))
        surf = wrestler_panel(self.panel_data(seat), r.size, s)
        surface.blit(shadow(surf, ("panel", seat, r.size), 120), r.move(round(3 * s), round(4 * s)))
        surface.blit(surf, r)
        for cue in self.presenter.active("flash"):
            if cue.seat == seat:
                a = int(150 * (1 - cue.progress(self.presenter.now)))
                W.shade_rect(surface, r, cue.colour, a, round(10 * s))

    # Move cards --------------------------------------------------------------------------

    def draw_moves(self, surface: pygame.Surface, seat: int, rect: pygame.Rect,
                   label_top: bool) -> None:
        L = self.L
        s = L.s
        side = self.state.sides[seat]
        lib = self.cat.lib
        label_h = round(22 * s)
        try:
            from game.rank import rank, tier
            rv = rank(lib, side.move_cards)
            rank_words = f"Rank {rv} \u00b7 {tier(rv)}"
        except Exception:
            rank_words = ""
        injured = sum(1 for t in side.tapped if t)
        out = f"{injured} tapped out" if injured else ""
        choices = [" \u00b7 ".join(x for x in ("Signature moves", rank_words, out) if x),
                   " \u00b7 ".join(x for x in ("Moves", rank_words, out) if x),
                   " \u00b7 ".join(x for x in ("Moves", rank_words.split(" \u00b7 ")[0], out)
                                    if x)]
        words = choices[-1]
        for c in choices:
            if W.label_surface(c.upper(), round(15 * s)).get_width() <= rect.w:
                words = c
                break
        if label_top:
            W.draw_label(surface, words.upper(), round(15 * s), W.MUTED,
                         topleft=(rect.x + round(2 * s), rect.y))
            row_y = rect.y + label_h
        else:
            W.draw_label(surface, words.upper(), round(15 * s), W.MUTED,
                         bottomleft=(rect.x + round(2 * s), rect.bottom))
            row_y = rect.y
        row_h = rect.h - label_h
        angles = []
        for i, mid in enumerate(side.move_cards):
            angle = 90.0 if side.tapped[i] else 0.0
            for cue in self.presenter.active("tap"):
                if cue.seat == seat and cue.data.get("card") == i:
                    p = cue.progress(self.presenter.now)
                    angle = 90.0 * (1 - (1 - p) ** 3)
            angles.append(angle)
        widths = []
        w = L.move_w
        for angle in angles:
            a = math.radians(angle)
            widths.append(abs(w * math.cos(a)) + abs(w * 1.4 * math.sin(a)))
        gap = round(6 * s)
        total = sum(widths) + gap * max(0, len(widths) - 1)
        scale = min(1.0, rect.w / total) if total else 1.0
        cw = max(20, int(w * scale))
        x = rect.x
        for i, mid in enumerate(side.move_cards):
            card = lib.move_cards.get(mid)
            if card is None:
                continue
            face = move_card_face(card, cw)
            img = tapped_face(face, angles[i], key=("mc", mid, cw))
            cell_w = round(widths[i] * scale)
            r = img.get_rect(center=(x + cell_w // 2, row_y + row_h // 2))
            surface.blit(shadow(img, ("mcs", mid, cw, round(angles[i])), 100),
                         r.move(round(2 * s), round(3 * s)))
            surface.blit(img, r)
            if side.tapped[i] and angles[i] >= 89:
                W.shade_rect(surface, r, (120, 0, 0), 60, round(4 * s))
            self.move_rects.append((seat, i, r))
            x += cell_w + gap

    def draw_far_hand(self, surface: pygame.Surface, seat: int) -> None:
        L = self.L
        s = L.s
        side = self.state.sides[seat]
        n = len(side.hand)
        back = card_back(L.back_w)
        bh = back.get_height()
        step = round(L.back_w * 0.62)
        total = L.back_w + step * max(0, n - 1)
        x0 = L.far_hand.centerx - total // 2
        y = L.far_hand.y + round(2 * s)
        for i in range(n):
            t = (i - (n - 1) / 2) / max(1, (n - 1) / 2) if n > 1 else 0
            img = turned(back, t * 6, ("back", L.back_w))
            r = img.get_rect(center=(x0 + L.back_w // 2 + i * step, y + bh // 2 + abs(t) * 3 * s))
            surface.blit(img, r)
        W.draw_text(surface, f"{self.short(seat)}'s hand: {n}", round(16 * s), W.MUTED, True,
                    midleft=(x0 + total + round(12 * s), y + bh // 2))

    # stage -------------------------------------------------------------------------------

    def draw_stage(self, surface: pygame.Surface) -> None:
        L = self.L
        s = L.s
        stage = L.stage
        surface.blit(ring_mat(stage.size, s), stage)
        p = self.presenter
        now = p.now
        if p.previous is not None and p.spot is not None:
            pw = round(L.spot_w * 0.62)
            face = scaled(self.spot_face(p.previous, L.spot_w), pw,
                          ("prev", p.previous.kind, p.previous.card.id, pw))
            img = dimmed(face, ("prev", p.previous.card.id, pw), 90)
            r = img.get_rect(midright=(self.spot_rect().left - round(26 * s),
                                       stage.centery + round(4 * s)))
            if r.left > stage.left + round(18 * s):
                img = turned(img, 6, ("prevturn", p.previous.card.id, pw))
                r = img.get_rect(center=r.center)
                surface.blit(img, r)
                W.draw_text(surface, p.previous.caption, round(15 * s), W.MUTED, True,
                            max_w=r.w + round(30 * s), midtop=(r.centerx, r.bottom + round(2 * s)))
        spot = p.spot
        if spot is not None:
            age = now - spot.since
            k = min(1.0, age / (0.22 * max(0.3, p.speed)))
            ease = 1 - (1 - k) ** 3
            base = self.spot_rect()
            w = max(10, round(L.spot_w * (0.8 + 0.2 * ease)))
            face = self.spot_face(spot, L.spot_w)
            img = face if w == L.spot_w else pygame.transform.smoothscale(
                face, (w, round(w * face.get_height() / face.get_width())))
            r = img.get_rect(center=(base.centerx, base.centery + round((1 - ease) * 40 * s)))
            surface.blit(shadow(face, ("spot", spot.card.id, L.spot_w), 130),
                         base.move(round(5 * s), round(7 * s)))
            if k < 1:
                img = img.copy()
                img.set_alpha(int(255 * ease))
            surface.blit(img, r)
            seat_colour = W.SEAT_COLOURS[spot.seat] if spot.seat in (0, 1) else W.ACCENT
            cap = W.draw_text(surface, spot.caption, round(21 * s), seat_colour, True, True,
                              max_w=stage.w - round(40 * s),
                              midbottom=(base.centerx, base.top - round(4 * s)))
            del cap
            if spot.stamp:
                self.draw_stamp(surface, base, spot.stamp, spot.stamp_colour)
        else:
            W.draw_text(surface, "The ring is waiting", round(22 * s), (120, 130, 160), True,
                        center=stage.center)
        self.draw_prompt(surface)

    @staticmethod
    def spot_face(spot, width: int) -> pygame.Surface:
        """The face of a spotlit card: a page, or a Drama card."""
        if spot.kind == "drama":
            from sprites.card_face import drama_face
            return drama_face(spot.card, width)
        return page_face(spot.card, width)

    def draw_stamp(self, surface: pygame.Surface, card: pygame.Rect, words: str,
                   colour: tuple) -> None:
        s = self.L.s
        size = round(24 * s)
        tw = W.text_width(words, size, True) + round(24 * s)
        layer = pygame.Surface((tw, round(36 * s)), pygame.SRCALPHA)
        pygame.draw.rect(layer, (*pal.shade(colour, 0.35), 225), layer.get_rect(),
                         border_radius=round(6 * s))
        pygame.draw.rect(layer, colour, layer.get_rect(), max(2, round(3 * s)),
                         border_radius=round(6 * s))
        W.draw_text(layer, words, size, W.INK, True, True, center=layer.get_rect().center)
        img = pygame.transform.rotozoom(layer, 8, 1.0)
        surface.blit(img, img.get_rect(center=(card.centerx, card.bottom - round(14 * s))))

    def prompt(self) -> tuple[str, tuple]:
        """The line under the spotlight: whose move it is and what they can do."""
        st = self.state
        a = self.match.actor()
        if a is None:
            if st.over is not None:
                return "The match is over", W.ACCENT
            return "", W.MUTED
        who = self.short(a)
        if self.tapout_due() == a:
            if self.is_human(a):
                return f"{who} is injured: choose a Move card to tap out (1-5)", (255, 120, 110)
            return f"{who} is choosing a Move card to tap out\u2026", W.MUTED
        if not self.is_human(a):
            return f"{who} ({CONTROLLER_WORDS.get(self.controller(a), 'AI')}) is thinking\u2026", \
                W.MUTED
        if st.pending:
            move = st.info(st.pending[1]).name
            return f"{move} incoming! Counter with a glowing page or Let it through (L)", W.COUNTER
        return f"{who}, your move: play a page (1-{max(1, len(st.sides[a].hand))}), " \
               f"Pin (N) or Pass (P)", W.ACCENT

    def draw_prompt(self, surface: pygame.Surface) -> None:
        L = self.L
        s = L.s
        words, colour = self.prompt()
        if not words:
            return
        size = round(20 * s)
        tw = min(L.stage.w - round(30 * s), W.text_width(words, size, True) + round(30 * s))
        r = pygame.Rect(0, 0, tw, round(30 * s))
        r.midbottom = (L.stage.centerx, L.stage.bottom - round(8 * s))
        W.shade_rect(surface, r, (8, 10, 18), 200, r.h // 2)
        pygame.draw.rect(surface, pal.shade(colour, 0.7), r, 1, border_radius=r.h // 2)
        W.draw_fit_text(surface, words, size, round(15 * s), colour, True,
                        max_w=r.w - round(20 * s), center=r.center)

    # log and buttons -----------------------------------------------------------------------

    def draw_log(self, surface: pygame.Surface) -> None:
        L = self.L
        s = L.s
        W.draw_panel(surface, L.log, (24, 27, 38), (18, 20, 29), round(10 * s), W.PANEL_EDGE)
        head = pygame.Rect(L.log.x, L.log.y, L.log.w, round(30 * s))
        W.draw_label(surface, "MATCH LOG", round(17 * s), W.MUTED,
                     midleft=(head.x + round(12 * s), head.centery))
        W.draw_text(surface, "wheel to scroll", round(14 * s), (96, 102, 124),
                    midright=(head.right - round(12 * s), head.centery))
        pygame.draw.line(surface, (50, 55, 74), (head.x + 8, head.bottom),
                         (head.right - 8, head.bottom))
        box = pygame.Rect(L.log.x + round(10 * s), head.bottom + round(6 * s),
                          L.log.w - round(20 * s), L.log.bottom - head.bottom - round(12 * s))
        surface.blit(self.logview.render(box.size, s, W.SEAT_COLOURS), box)

    def draw_buttons(self, surface: pygame.Surface) -> None:
        focus = self.focus.current(self.focusables())
        pending_glow = self.buttons["allow"]
        pending_glow.highlight = W.COUNTER if pending_glow.visible else None
        for name, b in self.buttons.items():
            if b.visible:
                b.hover = self.hover == ("button", name)
                b.draw(surface, focused=focus is b)

    # hand --------------------------------------------------------------------------------

    def draw_hand(self, surface: pygame.Surface, seat: int) -> None:
        L = self.L
        s = L.s
        st = self.state
        face_up = self.is_human(seat) or not self.humans()
        hovered = self.hover[1] if self.hover and self.hover[0] == "hand" else None
        focus = self.focus.current(self.focusables())
        focus_i = focus.index if isinstance(focus, HandFocus) else None
        acting = self.acting_human() == seat and self.tapout_due() is None
        label = f"{self.short(seat)}'s hand" if face_up else "Hand"
        W.draw_text(surface, label, round(15 * s), W.MUTED, True,
                    bottomleft=(L.hand.x, L.hand.y + round(12 * s)))
        for slot in self.slots:
            if slot.index == hovered:
                continue
            self.draw_hand_card(surface, slot, face_up, acting, False, slot.index == focus_i)
        if hovered is not None and hovered < len(self.slots):
            self.draw_hand_card(surface, self.slots[hovered], face_up, acting, True,
                                hovered == focus_i)
        del st

    def draw_hand_card(self, surface: pygame.Surface, slot: HandSlot, face_up: bool,
                       acting: bool, lifted: bool, focused: bool) -> None:
        L = self.L
        s = L.s
        card = self.state.info(slot.page).card
        if lifted:
            rect = self.lifted_rect(slot)
            face = page_face(card, rect.w) if face_up else card_back(rect.w)
            img = face
            angle = 0.0
        else:
            face = page_face(card, L.card_w) if face_up else card_back(L.card_w)
            if acting and slot.reason is not None and face_up:
                face = dimmed(face, ("hand", card.id, L.card_w), 120)
            img = turned(face, slot.angle, ("hand", card.id, L.card_w, acting and
                                            slot.reason is not None))
            rect = img.get_rect(center=slot.centre)
            angle = slot.angle
        surface.blit(shadow(img, ("hs", card.id, img.get_size()), 120),
                     rect.move(round(4 * s), round(6 * s)))
        if acting and slot.reason is None:
            colour = W.COUNTER if slot.counter else W.ACCENT
            spread = max(6, round(12 * s))
            glow_img = halo(img, colour, ("halo", card.id, img.get_size(), round(angle, 1)),
                            spread)
            pulse = 0.65 + 0.35 * math.sin(self.time * 5)
            g = glow_img.copy()
            g.set_alpha(int(255 * pulse))
            surface.blit(g, rect.move(-spread, -spread))
        surface.blit(img, rect)
        if focused:
            pygame.draw.rect(surface, W.ACCENT, rect.inflate(6, 6), 3, border_radius=round(10 * s))
        # number key badge
        if face_up and acting:
            br = round(11 * s)
            centre = (rect.x + br + round(2 * s), rect.y - br + round(6 * s)) if lifted else \
                (slot.rect.x + br + round(4 * s), slot.rect.y - br + round(8 * s))
            fill = W.COUNTER if slot.counter else (W.ACCENT if slot.reason is None else (70, 74, 92))
            pygame.draw.circle(surface, (10, 12, 18), centre, br + 2)
            pygame.draw.circle(surface, fill, centre, br)
            W.draw_text(surface, str(slot.index + 1), round(18 * s), pal.TEXT_DARK, True,
                        center=(centre[0], centre[1] + 1))

    # popups and banners --------------------------------------------------------------------

    def panel_rect(self, seat: int) -> pygame.Rect:
        return self.L.near_panel if seat == self.near() else self.L.far_panel

    def draw_popups(self, surface: pygame.Surface) -> None:
        """Damage numbers and short words rising over a Superstar's panel, on a dark pill."""
        s = self.L.s
        now = self.presenter.now
        stacks: dict[int, int] = {}
        for cue in self.presenter.active("float"):
            if cue.seat not in (0, 1):
                continue
            p = cue.progress(now)
            n = stacks.get(cue.seat, 0)
            stacks[cue.seat] = n + 1
            r = self.panel_rect(cue.seat)
            big = cue.data.get("big")
            size = round((40 if big else 22) * s)
            label = W.text_surface(cue.text, size, cue.colour, True, True)
            pill = pygame.Surface((label.get_width() + round(18 * s),
                                   label.get_height() + round(6 * s)), pygame.SRCALPHA)
            pygame.draw.rect(pill, (8, 10, 16, 215), pill.get_rect(),
                             border_radius=pill.get_height() // 2)
            pygame.draw.rect(pill, (*cue.colour, 160), pill.get_rect(), max(1, round(s)),
                             border_radius=pill.get_height() // 2)
            pill.blit(label, label.get_rect(center=pill.get_rect().center))
            pop = 1.0 + 0.3 * max(0.0, 1 - p * 6)
            if pop != 1.0:
                pill = pygame.transform.smoothscale(
                    pill, (round(pill.get_width() * pop), round(pill.get_height() * pop)))
            pill.set_alpha(int(255 * min(1.0, (1 - p) * 2.5)))
            x = r.x + round(r.w * 0.62)
            y = r.y + round(118 * s) - round(40 * s * p) - (n % 3) * round(34 * s)
            surface.blit(pill, pill.get_rect(center=(x, y)))

    def draw_banners(self, surface: pygame.Surface) -> None:
        L = self.L
        s = L.s
        now = self.presenter.now
        cues = self.presenter.active("banner")
        if not cues:
            return
        cue = cues[-1]
        p = cue.progress(now)
        alpha = min(1.0, p * 8, (1 - p) * 4)
        pop = 1.0 + 0.25 * max(0.0, 1 - p * 7)
        band = pygame.Rect(L.stage.x, 0, L.stage.w, round(96 * s))
        band.centery = L.stage.centery - round(20 * s)
        layer = pygame.Surface(band.size, pygame.SRCALPHA)
        for y in range(band.h):
            t = abs(y - band.h / 2) / (band.h / 2)
            pygame.draw.line(layer, (6, 8, 14, int(200 * (1 - t * t))), (0, y), (band.w, y))
        pygame.draw.line(layer, (*cue.colour, 200), (0, 0), (band.w, 0), 2)
        pygame.draw.line(layer, (*cue.colour, 200), (0, band.h - 1), (band.w, band.h - 1), 2)
        big = W.text_surface(cue.text, round(64 * s * pop), cue.colour, True, True)
        if big.get_width() > band.w - 20:
            big = pygame.transform.smoothscale(
                big, (band.w - 20, round(big.get_height() * (band.w - 20) / big.get_width())))
        sub = cue.data.get("sub", "")
        bh = big.get_height() + (round(24 * s) if sub else 0)
        top = (band.h - bh) // 2
        layer.blit(big, big.get_rect(midtop=(band.w // 2, top)))
        if sub:
            W.draw_text(layer, sub, round(22 * s), W.INK, True, True,
                        midtop=(band.w // 2, top + big.get_height() - round(4 * s)))
        layer.set_alpha(int(255 * max(0.0, alpha)))
        surface.blit(layer, band)

    # tap-out chooser -----------------------------------------------------------------------

    def draw_tapout(self, surface: pygame.Surface) -> None:
        L = self.L
        s = L.s
        seat = self.tapout_due()
        side = self.state.sides[seat]
        W.shade_rect(surface, surface.get_rect(), (0, 0, 0), 170)
        n = len(side.move_cards)
        cw = min(round(170 * s), int((surface.get_width() - round(160 * s)) / max(1, n) -
                                       round(20 * s)))
        ch = round(cw * 1.4)
        gap = round(22 * s)
        total = n * cw + (n - 1) * gap
        box = pygame.Rect(0, 0, max(total + round(60 * s), round(620 * s)),
                          ch + round(170 * s))
        box.center = surface.get_rect().center
        W.draw_panel(surface, box, (40, 30, 40), (26, 20, 28), round(14 * s), (226, 72, 72), 2)
        W.draw_text(surface, f"{self.name(seat)} is injured!", round(36 * s), (255, 120, 110),
                    True, True, midtop=(box.centerx, box.y + round(16 * s)))
        W.draw_text(surface, "Choose a signature Move card to tap out: its bonus is off this "
                    "match and the next.", round(19 * s), W.INK, False,
                    max_w=box.w - round(40 * s), midtop=(box.centerx, box.y + round(58 * s)))
        x = box.centerx - total // 2
        y = box.y + round(96 * s)
        self.choice_rects = []
        focus = self.focus.current(self.focusables())
        for i, mid in enumerate(side.move_cards):
            card = self.cat.lib.move_cards.get(mid)
            r = pygame.Rect(x + i * (cw + gap), y, cw, ch)
            if card is None:
                continue
            face = move_card_face(card, cw)
            if side.tapped[i]:
                small = move_card_face(card, round(cw / 1.4))
                img = tapped_face(small, 90, key=("mc", mid, round(cw / 1.4)))
                img = dimmed(img, ("tapdim", mid, cw), 140)
                surface.blit(img, img.get_rect(center=r.center))
                W.draw_text(surface, "already tapped", round(16 * s), W.MUTED, True,
                            midtop=(r.centerx, r.bottom + round(6 * s)))
                continue
            hot = self.hover == ("choice", i) or (isinstance(focus, ChoiceFocus) and focus.key == i)
            rr = r.move(0, -round(10 * s)) if hot else r
            if hot:
                W.glow(surface, rr, (255, 120, 110), 3, round(10 * s))
            surface.blit(face, rr)
            self.choice_rects.append((i, rr))
            W.draw_text(surface, f"{i + 1}", round(22 * s), W.ACCENT, True,
                        midtop=(r.centerx, r.bottom + round(6 * s)))

    def draw_interview(self, surface: pygame.Surface) -> None:
        """The pre-match Interview: play one of the dealt Drama cards, or none."""
        from sprites.card_face import drama_face
        L = self.L
        s = L.s
        seat = self.interview_seat()
        keys = self.choice_keys()
        cards = [k for k in keys if k]
        lib = self.cat.lib
        W.shade_rect(surface, surface.get_rect(), (0, 0, 0), 170)
        n = max(1, len(cards))
        cw = min(round(170 * s), int((surface.get_width() - round(160 * s)) / n - round(20 * s)))
        ch = round(cw * 1.4)
        gap = round(22 * s)
        total = n * cw + (n - 1) * gap
        box = pygame.Rect(0, 0, max(total + round(60 * s), round(620 * s)), ch + round(220 * s))
        box.center = surface.get_rect().center
        W.draw_panel(surface, box, (40, 30, 48), (26, 20, 32), round(14 * s), pal.DRAMA, 2)
        W.draw_text(surface, f"{self.name(seat)}: the pre-match Interview", round(34 * s),
                    pal.shade(pal.DRAMA, 1.4), True, True,
                    midtop=(box.centerx, box.y + round(16 * s)))
        W.draw_text(surface, "Play one Drama card before the bell, or say nothing.",
                    round(19 * s), W.INK, max_w=box.w - round(40 * s),
                    midtop=(box.centerx, box.y + round(58 * s)))
        x = box.centerx - total // 2
        y = box.y + round(96 * s)
        self.choice_rects = []
        focus = self.focus.current(self.focusables())
        for i, cid in enumerate(cards):
            card = lib.drama.get(cid)
            if card is None:
                continue
            r = pygame.Rect(x + i * (cw + gap), y, cw, ch)
            hot = self.hover == ("choice", cid) or (isinstance(focus, ChoiceFocus)
                                                     and focus.key == cid)
            rr = r.move(0, -round(10 * s)) if hot else r
            if hot:
                W.glow(surface, rr, pal.shade(pal.DRAMA, 1.3), 3, round(10 * s))
            surface.blit(drama_face(card, cw), rr)
            self.choice_rects.append((cid, rr))
            W.draw_text(surface, str(i + 1), round(22 * s), W.ACCENT, True,
                        midtop=(r.centerx, r.bottom + round(6 * s)))
        skip = pygame.Rect(0, 0, round(240 * s), round(44 * s))
        skip.midbottom = (box.centerx, box.bottom - round(14 * s))
        hot = self.hover == ("choice", "") or (isinstance(focus, ChoiceFocus) and focus.key == "")
        W.draw_panel(surface, skip, W.BUTTON_TOP, W.BUTTON_BOTTOM, round(10 * s),
                     W.ACCENT if hot else W.BUTTON_EDGE, 2 if hot else 1)
        W.draw_text(surface, f"No Drama ({len(cards) + 1})", round(22 * s), W.INK, True,
                    center=skip.center)
        self.choice_rects.append(("", skip))

    # hover: tooltips and zoomed cards ---------------------------------------------------------

    def draw_hover(self, surface: pygame.Surface) -> None:
        if self.hover is None:
            return
        L = self.L
        s = L.s
        kind = self.hover[0]
        if kind == "button":
            name = self.hover[1]
            b = self.buttons[name]
            lines = []
            if name == "pin":
                seat = self.acting_human()
                seat = seat if seat is not None else self.near()
                terms = self.pin_terms(seat)
                chance = final_chance(terms)
                if chance > 0:
                    lines.append((f"Pin chance: {chance}%", W.ACCENT))
                else:
                    lines.append((f"Pin chance: none (the terms add up to {chance}%)", W.ACCENT))
                for n, v in terms:
                    lines.append((f"{n}: {'+' if v >= 0 else ''}{v}%", W.INK))
                lines.append(("95% at most; 0% or less always fails.", W.MUTED))
                if self.reasons.get(name):
                    lines.append((self.reasons[name], (255, 140, 130)))
            elif self.reasons.get(name):
                lines = [(b.label, W.ACCENT), (self.reasons[name], (255, 140, 130))]
            elif name == "crowd":
                lines = [(b.label, W.ACCENT),
                         ("Sneak Attack: the foe is injured and taps out a Move card."
                          if b.label == "Sneak Attack" else
                          "Comeback: regain 6 HP and shake off a Status.", W.INK)]
            elif name == "pass":
                lines = [("Pass", W.ACCENT),
                         ("Catch your breath (+momentum) and give your foe control.", W.INK)]
            if lines:
                W.draw_tooltip(surface, b.rect.topleft, lines, s, 300)
            return
        if kind == "hand":
            i = self.hover[1]
            if i >= len(self.slots):
                return
            slot = self.slots[i]
            rect = self.lifted_rect(slot)
            if slot.reason and self.acting_human() == self.near():
                W.draw_tooltip(surface, (rect.x, rect.y), [("Can't play this now", (255, 140, 130)),
                                                           (slot.reason, W.INK)], s, 300)
            elif slot.counter:
                W.draw_tooltip(surface, (rect.x, rect.y), [("Counter!", W.COUNTER),
                                                           ("Click to counter the move.", W.INK)],
                               s, 260)
            return
        if kind == "move":
            seat, i = self.hover[1], self.hover[2]
            side = self.state.sides[seat]
            card = self.cat.lib.move_cards.get(side.move_cards[i])
            if card is None:
                return
            zw = round(190 * s)
            face = move_card_face(card, zw)
            panel = L.far_panel if seat != self.near() else L.near_panel
            r = face.get_rect()
            r.left = panel.right + round(14 * s)
            r.centery = self.mouse[1]
            r.clamp_ip(surface.get_rect().inflate(-10, -10))
            surface.blit(shadow(face, ("zoom", card.id, zw), 140), r.move(5, 7))
            surface.blit(face, r)
            if side.tapped[i]:
                W.draw_text(surface, "TAPPED OUT: bonus off", round(18 * s), (255, 120, 110),
                            True, True, midtop=(r.centerx, r.bottom + round(4 * s)))
            return
        if kind == "chip":
            card = self.hover[2]
            zw = round(180 * s)
            face = page_face(card, zw)
            r = face.get_rect()
            r.top = L.top.bottom + round(6 * s)
            r.right = min(surface.get_width() - 10, self.mouse[0] + zw // 2)
            surface.blit(shadow(face, ("zoomc", card.id, zw), 140), r.move(5, 7))
            surface.blit(face, r)
            return
        if kind == "spot" and self.presenter.spot is not None:
            spot = self.presenter.spot
            r = self.spot_rect()
            lines = [(spot.caption, W.ACCENT)]
            if self.state.pending and self.state.info(self.state.pending[1]).card is spot.card:
                lines.append(("Waiting for an answer: counter or let it through.", W.INK))
            W.draw_tooltip(surface, (r.right, r.top + round(40 * s)), lines, s, 280)


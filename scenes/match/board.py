"""The table scene the match and the replay viewer both are: a table model (what is shown, what may
be done), the views drawing what the model says (table, hand, buttons, choosers, fx, hover), the
cached static layer, hover and zoom, and the shared input routing.

    MatchScene (scene.py): a live match: AI seats, the curtain, saving, the results.
    ReplayScene (replay.py): a saved match through a replay cursor: stepping and scrubbing.

A subclass gives its buttons (make_buttons, button_order, refresh_buttons, draw_button_region,
buttons_region_key, button_tip), the top bar's label (top_label) and the prompt line (prompt).
"""
from __future__ import annotations

import gc
import random
import time

import pygame

from sprites.convert import reserve
from sprites.face_store import STORE
from sprites.ring import CROWD_LOOKS as RING_LOOKS

from scenes.ui import widgets as W
from scenes.ui.gamepad import pad_in_use, pad_words
from scenes.match import after_flip
from scenes.match.ahead import Ahead
from scenes.match import buttons as BV
from scenes.match import facts as F
from scenes.match import fx as FXV
from scenes.match import hand as HV
from scenes.match import hover as HOV
from scenes.match import ring_view as RV
from scenes.match import show as SH
from scenes.match import table as TV
from scenes.match.commentary import Commentary, default_booth
from scenes.match.inspector import explainable
from scenes.match.layout import Layout, table_layout
from scenes.match.log_panel import LogPanel
from scenes.match.presenter import BANNERS
from scenes.match.refill import refilled
from scenes.match.ring_facts import per_draw
from scenes.match.show_cues import SEAT_BANNER
from scenes.match.drawing import TableDrawing
from scenes.match.render import StaticLayer

AI_HOLD_DRAW = 0.001  # a frame drawn slower than this: the AI's thinking waits a frame (while
# its pace's pause lasts; every other frame at most once the pause is over)

LOG_HOLD = 3.0  # seconds the log holds still after the pointer last moved over it
PARTS = ("top", "far_panel", "near_panel", "far_moves", "near_moves", "far_hand", "stage",
         "hand", "log", "buttons")


def settle_memory() -> None:
    """The loading moment (a table laid out): collect now and freeze what survives (the card
    library, the caches, the table itself), so a full collection mid-match walks only what the
    match has made since, not a 10-20 ms pause in a frame."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()


class TableScene(TableDrawing):
    """A match on the table, drawn from its model."""

    def __init__(self, app, model, presenter) -> None:
        super().__init__(app)
        self.model = model
        self.presenter = presenter
        self.voice(presenter)
        self.heats_seen: set = set()  # the crowd's heat levels shown (the demo's figures)
        self.logview = LogPanel(explainable)
        self.log_due: list = []  # (presenter time, line): lines the ring has not shown yet
        self.layer = StaticLayer()
        self._restore = None  # (window, zones) when the window holds the last frame drawn
        self.restored = 0  # frames that put back only the changed zones (for tests)
        self.put_back: list = []  # where the last such frame put the layer back (for tests)
        self.fx_drawn: list = []  # where draw_fx drew the moving panels and popups last
        self.layer_rects: dict = {}
        self.mouse = (-10000, -10000)
        self.hover: tuple | None = None
        self.focus = W.Focus()
        self.slots: list[HV.HandSlot] = []
        self.choice_rects: list = []
        self.moves_at: dict[int, list] = {0: [], 1: []}  # per seat: (seat, i, rect)
        self.chip_rects: list = []
        self.run_ins: list = []  # ("runin", seat, the Move row's label) of a side with a Run-In
        self.far_rects: list = []  # a revealed far hand
        self.drawn_hand: list[int] = []
        self.time = 0.0
        self.moved_at = -LOG_HOLD  # when the pointer last moved (the log's hold)
        self.rng = random.Random(model.source.setup.seed)  # shakes (looks only)
        self.buttons = self.make_buttons()
        self.button_plan = None
        self.L: Layout | None = None
        self.ahead = Ahead()  # queued cues' words and sizes, made in light frames
        self.seen_version: tuple | None = None
        self._panels: dict = {}  # the last panel surface shown per seat
        self._buttons_prepped: tuple = (None, 0)  # (the buttons' key, how many prepared)
        self._words_prepped: tuple = (None, 0)  # (the strip's and prompt's key, as above)
        self.last_draw = 0.0
        self.draw_over = 0.0  # seconds the last frame spent over the layer (its moving parts)
        self.drawn_seen = None  # the App's count of frames drawn, as of the last update
        self.update_spent = 0.0
        self.hum = 0.0  # the crowd's hum now (0..1 of the volume)

    def voice(self, presenter) -> None:
        """Give the presenter the commentators (unless commentary is off in Settings)."""
        settings = getattr(self.app, "settings", None)
        on = getattr(settings, "commentary", True)
        booth = default_booth() if on else None
        presenter.commentary = Commentary(booth, self.model.source.setup.seed) \
            if booth is not None else None

    # ---- what the model knows (for the views, the overlays and the tests) ---------------------

    @property
    def state(self):
        """The match state the table shows."""
        return self.model.state

    @property
    def setup(self):
        """The match's setup (seats, type, seed)."""
        return self.model.source.setup

    @property
    def cat(self):
        """The card catalog the match plays with."""
        return self.model.source.cat

    @property
    def reduced_motion(self) -> bool:
        """True when the player asked for less motion."""
        return self.app.settings.reduced_motion

    @property
    def text_scale(self) -> float:
        """The player's text size."""
        return self.app.settings.text_scale

    def ts(self, px: float) -> int:
        """A text size in pixels at this window size and the player's text size."""
        s = self.L.s if self.L is not None else W.ui_scale(self.size)
        return round(px * s * self.text_scale)

    @per_draw
    def panel_data(self, seat: int):
        """What a seat's wrestler panel shows (sprites.panel draws it)."""
        badge = F.badge_shown(self.model, seat, self.control_shown())  # as the top bar
        facts = self.panel_shown(seat, F.panel_facts(self.model, seat, badge))
        if self.state.over is not None:  # (TO ACT under the winner's moment; a tap-out owed
            facts = {**facts, "badge": self.model.badge(seat)}  # after the bell still says so)
        return TV.panel_data(seat, {**facts, "chip_text": self.text_scale})

    @property
    def faces_waiting(self) -> bool:
        """True while card faces are still being drawn by the helper."""
        return self.layer.faces_waiting

    @faces_waiting.setter
    def faces_waiting(self, value: bool) -> None:
        self.layer.faces_waiting = value

    @property
    def _static(self):
        return self.layer.surface

    @_static.setter
    def _static(self, value) -> None:  # None: draw the whole layer again
        self.layer.surface = value

    @property
    def static_builds(self) -> int:
        """How often the still layer was built (for tests and the bench)."""
        return self.layer.builds

    @property
    def move_rects(self) -> list:
        """Where both seats' Move cards are drawn."""
        return self.moves_at[0] + self.moves_at[1]

    def toast(self, words: str, kind: str = "info", seconds: float | None = None) -> None:
        """A notice from the model, shown as a toast (a refused command also clicks)."""
        if kind == "refused":
            lifted = self.hovered_hand()
            told = lifted is not None and lifted < len(self.model.hand) and \
                self.model.hand[lifted].reason == words  # (its tooltip says why already: the
            if not told:  # toast sat on it: session 52's play-test)
                self.app.toast(words, "error")
            self.app.sounds.play("click")
        elif seconds is None:
            self.app.toast(words, kind)
        else:
            self.app.toast(words, kind, seconds)

    # ---- the subclass's parts ------------------------------------------------------------------

    def make_buttons(self) -> dict:
        """The action buttons, by name (the subclass's)."""
        return {}

    def button_order(self) -> list[list[str]]:
        """The buttons' rows, by name (the subclass's)."""
        return []

    def place_buttons(self) -> None:
        """Lay the buttons out in their region, in the subclass's rows."""
        L = self.L
        order = self.button_order()
        BV.place_buttons(self.buttons, L.buttons, order, L.s,
                         round(23 * L.s * min(self.text_scale, 1.08)))
        self.button_plan = order

    def refresh_buttons(self) -> None:
        """Label and enable the buttons from the model's facts."""

    def button_tip(self, name: str) -> list:
        """A button's tooltip lines (the subclass's)."""
        return []

    def buttons_region_key(self) -> tuple:
        """What the buttons show, to know when to draw them again."""
        return BV.buttons_key(self.buttons, self.hover, self.focus.current(self.focusables()))

    def draw_button_region(self, surface: pygame.Surface) -> None:
        """Draw the buttons, the hovered and focused ones lit."""
        BV.draw_buttons(surface, self.buttons, self.hover, self.focus.current(self.focusables()))

    def top_label(self) -> str:
        """The small words after the match type."""
        return f"seed {self.setup.seed}"

    def prompt(self) -> tuple:
        """The line under the spotlight: (words, tone); with a controller in hand the keys'
        letters go from it."""
        words, tone = self.model.prompt()
        return (pad_words(words), tone) if pad_in_use() else (words, tone)

    def focusables(self) -> list:
        """The widgets Tab and the arrows move between."""
        return [b for b in self.buttons.values() if b.visible]

    # ---- layout and refresh --------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.L = table_layout(size)
        self.place_buttons()
        self.make_regions()
        for seat in (0, 1):  # the entrance's banners are the first thing shown: draw them now
            FXV.warm_banner(self.L, (self.model.name(seat).upper(), False, SEAT_BANNER[seat]))
        for heat in range(SH.HEAT_LEVELS):  # the ring at every heat the crowd may reach, drawn
            TV.stage_base(self.L, size, heat)  # now (cached), not in the frame it gets louder
        for banner in BANNERS:  # every banner and every look of the crowd, in the loading
            FXV.warm_banner(self.L, banner)  # moment too (cached): a banner's words took a
        for words, colour, big in self.presenter.end_banners():  # (and the bell's)
            FXV.warm_banner(self.L, (words, big, colour))
        for look in RING_LOOKS:  # frame 2-3 ms at 1080p, a crowd's look 1-2 ms
            RV.warm_crowd(self.L, look)
        TV.warm_captions(self.L, [self.presenter.name(seat) for seat in (0, 1)],
                         self.text_scale)  # the words over a card in the spot, as above
        TV.warm_placards(self.L)  # the spot's placards (a pin, a Pass...) and their sizes
        HV.warm_backs(self.L)  # the hand's card backs at each size it may take, as above
        FXV.warm_glows(self.L)  # the control glow's every pulse, as above
        FXV.warm_popup_fonts(self.L, self.text_scale)  # the popups' fonts, as above
        FXV.warm_popups(self.L, self.text_scale)  # and the usual popups' pills
        self.logview.warm_look(self.L.s * self.text_scale)  # the log's fonts, as above
        reserve(size)  # the table's layer and, after the bell, the results screen's
        self.refresh()
        self.plan_warmup()
        settle_memory()

    def refresh(self) -> None:
        """Recompute what can be done now: the model's reasons, the buttons, the hand slots."""
        if self.L is None:
            return
        self.model.refresh()
        self.refresh_buttons()
        self.slots = HV.hand_slots(self.L, self.model.hand) if self.model.hand_shown() else []
        self.name_parts()

    def name_parts(self) -> None:
        """Tell the model where the table's parts are (rect_of), for overlays that point."""
        L = self.L
        parts = {name: getattr(L, name) for name in PARTS}
        parts["spot"] = TV.spot_rect(L)
        parts["log_box"] = TV.log_box(L)
        for name, b in self.buttons.items():
            if b.visible:
                parts[f"button:{name}"] = b.rect
        for slot in self.slots:
            parts[f"hand:{slot.index}"] = slot.rect
        parts.update({k: v for k, v in self.model.parts.items()
                      if k.startswith(("move:", "choice:"))})  # (kept from the last drawing)
        self.model.parts = parts

    def settings_changed(self) -> None:
        """The player changed a setting: re-read what depends on it."""
        self.presenter.reduced_motion = self.reduced_motion
        if (self.presenter.commentary is None) == self.app.settings.commentary:
            self.voice(self.presenter)
        if self.L is not None:
            self.layout(self.size)

    def panel_rect(self, seat: int) -> pygame.Rect:
        """Where a seat's panel is: near at the bottom, far at the top."""
        return self.L.near_panel if seat == self.model.near() else self.L.far_panel

    def column_seat(self, near_side: bool) -> int:
        """The seat drawn in the near (bottom) or far column."""
        near = self.model.near()
        return near if near_side else 1 - near

    def lifted_rect(self, slot) -> pygame.Rect:
        """Where a hovered hand card is drawn, lifted to be read."""
        return HV.lifted_rect(self.L, slot, self.size[1])

    def log_box(self) -> pygame.Rect:
        """Where the match log is drawn."""
        return TV.log_box(self.L)

    def spot_rect(self) -> pygame.Rect:
        """Where the spot card beside the ring is drawn."""
        return TV.spot_rect(self.L)

    def spot_intro(self) -> float:
        """How far the spot card's entrance has come (0 to 1)."""
        return TV.spot_intro(self.presenter, self.reduced_motion)

    def hovered_hand(self) -> int | None:
        """The hand slot under the pointer, or None."""
        return self.hover[1] if self.hover and self.hover[0] == "hand" else None

    def slot_at(self, pos):
        """The hand slot under a point (the hovered one wins, then the topmost)."""
        if not self.model.hand_visible():
            return None
        return HV.slot_at(self.slots, pos, self.hovered_hand(), self.L, self.size[1])

    def release_log(self) -> None:
        """Log the lines whose moment the ring has shown (in order: none overtakes another)."""
        while self.log_due and (self.log_due[0][0] <= self.presenter.now + 1e-9 or
                                not self.presenter.showing):
            self.logview.add(self.log_due.pop(0)[1])

    def update(self, dt: float) -> None:
        started = time.perf_counter()
        drawn = getattr(self.app, "drawn", None)
        if drawn is not None and drawn == self.drawn_seen:
            self.last_draw = self.draw_over = 0.0  # the last frame was not drawn: it cost nothing
        self.drawn_seen = drawn
        self.time += dt
        self.presenter.update(dt)
        self.release_log()
        self.model.ease_hp(dt, self.reduced_motion, {s for s in (0, 1) if self.panel_held(s)})
        self.refresh_seen()
        ai = getattr(self.model, "ai", None)
        if ai is not None:  # regions still to draw, or a frame full of moving parts: the
            ai.hold = self.layer.stale or self.last_draw > AI_HOLD_DRAW  # thinking may wait
        self.step(dt)
        self.update_hover()
        self.crowd_hum(dt)
        if not self.layer.after_flip:  # (else once the frame is shown: after_flip)
            after_flip.spare_work(self, self.last_draw, started)
        self.update_spent = time.perf_counter() - started  # the warming too: the regions'
        # budget in this frame's draw counts all of the update

    def numbers_held(self) -> bool:
        """A panel still shows the table before the command the ring is telling."""
        return self.L is not None and any(self.panel_held(seat) for seat in (0, 1))

    def refresh_seen(self) -> None:
        """Read the model again if a command was played (or the viewer changed) since."""
        version = (len(self.model.source.log), self.model.busy, self.model.viewer,
                   self.model.waiting_at_end(),  # (the bell's show over: Results appears)
                   self.numbers_held())  # (the panels caught up: the buttons' numbers too)
        if version != self.seen_version:
            self.seen_version = version
            self.refresh()

    def after_frame(self) -> None:
        """Once a frame is shown: the table's work left (scenes.match.after_flip)."""
        after_flip.after_frame(self)

    def planned_face(self):
        """The spot-sized face of the page an AI seat has decided to play and waits to (None:
        no such page, or its face is still being drawn)."""
        ai = getattr(self.model, "ai", None)
        if ai is None or self.L is None:
            return None
        if ai.plan is not None:
            cmd = ai.plan[2]
        elif ai.chooser is not None and ai.chooser.done:
            cmd = ai.chooser.result
        else:
            return None
        page = getattr(cmd, "page", None)
        if type(cmd).__name__ not in ("PlayPage", "Counter") or page is None:
            return None
        card = F.page_card(self.model, page)
        if card is None:
            return None
        legal = getattr(card, "weapon", None) is not None and self.state.rules.hardcore
        return STORE.peek("page_legal" if legal else "page", card, self.L.spot_w)

    def step(self, dt: float) -> None:
        """The match moves on (the subclass's pace)."""

    def crowd_hum(self, dt: float) -> None:
        """The crowd's hum follows the heat: louder as it rises, swelling while the crowd
        reacts, dropping in a dull stretch (scenes.match.show.hum_level)."""
        p = self.presenter
        target = SH.hum_level(self.crowd_heat(), bool(p.active("crowd")), p.lull)
        if self.state.over is not None and not p.busy:
            target = SH.HUM[0]  # the match is over: the arena empties
        self.hum = SH.ease_hum(self.hum, target, dt)
        if self.app is not None and abs(self.hum - self.app.sounds.hum) > 0.005:
            self.app.sounds.ambience(self.hum)

    def covered(self) -> None:
        """Something covers the table (pause, the curtain): the crowd's hum falls low."""
        if self.app is not None:
            self.hum = min(self.hum, SH.HUM[0])
            self.app.sounds.ambience(self.hum)

    def leave(self) -> None:
        """The table goes: the crowd's hum stops; its layer's surface goes to the next screen."""
        self.layer.release()
        self._restore = None
        self.hum = 0.0
        if self.app is not None:
            self.app.sounds.ambience(0.0)

    # ---- hover, tooltips and zoom -----------------------------------------------------------------

    def log_line_at(self, x: int, y: int) -> int | None:
        """The explainable log line at a point of the log box, or None."""
        i = self.logview.line_at((x, y))
        return i if i is not None and explainable(self.logview.lines[i]) else None

    def update_hover(self) -> None:
        """What the mouse is over: a hand card, a Move card, a button, a chip, a log line."""
        if self.L is None:
            return
        pos = self.mouse
        lifted = self.hovered_hand()
        self.hover = None
        self.logview.hover = None
        over = self.log_box().collidepoint(pos)  # a resting pointer lets go (a parked one hid
        self.logview.hold(over and self.time - self.moved_at < LOG_HOLD, self.time, over)  # 79)
        if not self.model.hand_visible():
            return
        if (self.model.choice_mode() is not None):
            for key_, rect in self.choice_rects:
                if rect.collidepoint(pos):
                    self.hover = ("choice", key_)
            return
        if HV.keeps_lift(self.slots, pos, lifted, self.L, self.size[1]):
            self.hover = ("hand", lifted)  # the lifted card stays up while the pointer is on it
            return
        self.hover, self.logview.hover = HOV.find_hover(
            pos, buttons=self.buttons, slots=self.slots, move_rects=self.move_rects,
            chips=self.chip_rects + self.far_rects + self.run_ins,
            panels=[(self.panel_rect(seat), lambda seat=seat: self.panel_data(seat))
                    for seat in (0, 1)],
            s=self.L.s, log_box=self.log_box(), log_line_at=self.log_line_at,
            spot=self.spot_rect() if self.presenter.spot is not None and
            self.presenter.spot.card is not None else None)  # (a placard has no tip)

    def card_at(self, pos) -> tuple | None:
        """The card under a point (None: the focused one) as (kind, card), for the zoom."""
        if not self.model.hand_visible():
            return None
        if pos is None:
            focus = self.focus.current(self.focusables())
            if isinstance(focus, HV.HandFocus) and focus.index < len(self.slots):
                return ("page", F.page_card(self.model, self.slots[focus.index].page))
            spot = self.presenter.spot
            if pad_in_use() and spot is not None and spot.card is not None:  # no pointer in
                # hand: the card in the spotlight
                return ("drama" if spot.kind == "drama" else "page", spot.card)
            pos = self.mouse
        slot = self.slot_at(pos)
        if slot is not None and self.model.hand_face_up(self.model.near()):
            return ("page", F.page_card(self.model, slot.page))
        for seat, i, rect in self.move_rects:
            if rect.collidepoint(pos):
                card = F.move_cards(self.model, seat)[i][0]
                return ("move_card", card) if card is not None else None
        for kind, obj, rect in self.chip_rects + self.far_rects:
            if rect.collidepoint(pos):
                return ("page", obj) if kind not in ("more", "runin") else None
        if (self.model.choice_mode() is not None):
            mode = self.model.choice_mode()
            for key_, rect in self.choice_rects:
                if rect.collidepoint(pos):
                    if mode == "tapout":
                        card = F.move_cards(self.model, self.model.tapout_due())[key_][0]
                        return ("move_card", card) if card else None
                    card = self.cat.lib.drama.get(key_) if key_ else None
                    return ("drama", card) if card else None
        spot = self.presenter.spot
        if spot is not None and spot.card is not None and self.spot_rect().collidepoint(pos):
            return ("drama" if spot.kind == "drama" else "page", spot.card)
        box = self.log_box()
        if box.collidepoint(pos):
            i = self.logview.line_at((pos[0] - box.x, pos[1] - box.y))
            if i is not None:
                ev = getattr(self.logview.lines[i], "event", None)
                return None if ev is None else F.card_of_event(self.model, ev)
        return None

    # ---- input ------------------------------------------------------------------------------------

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

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.WINDOWLEAVE:  # the pointer left the window: nothing is under
            self.mouse = (-1000, -1000)  # it (the log it left from held still: session 62)
            self.update_hover()
            return
        if event.type == pygame.MOUSEMOTION:
            if getattr(event, "rel", (0, 0)) != (0, 0):  # the pointer took over: the keyboard's
                self.focus.index = None  # lifted card goes down (it stayed lifted over the
                # prompt and the log for the rest of the match: session 47's play-test)
            self.mouse = event.pos
            self.moved_at = self.time
            for b in self.buttons.values():
                b.handle(event)
            self.update_hover()
            return
        if event.type == pygame.MOUSEWHEEL:
            if self.L and self.L.log.collidepoint(self.mouse):
                self.logview.scroll_by(event.y * 3)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.click(event)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for b in self.buttons.values():
                if b.visible and b.enabled and b.handle(event):
                    return
                b.pressed = False
            for b in self.buttons.values():
                if b.visible and not b.enabled and b.rect.collidepoint(event.pos):
                    self.app.toast(b.tooltip or self.model.waiting_reason(), "info")
                    return
            return
        if event.type == pygame.KEYDOWN:
            self.key(event)

    def click(self, event: pygame.event.Event) -> None:
        """A left click: a chooser's item, a button, a hand card, a log line, the ring."""
        self.mouse = event.pos
        self.update_hover()
        if not self.model.hand_visible():
            return
        if (self.model.choice_mode() is not None):
            for key_, rect in self.choice_rects:
                if rect.collidepoint(event.pos):
                    self.model.choose(key_)
                    return
            return
        for b in self.buttons.values():
            if b.visible and b.handle(event):
                return
        slot = self.slot_at(event.pos)
        if slot is not None:
            if not refilled(self, slot.index, "Click it"):  # (a double-click: session 73)
                self.model.click_hand(slot.index)
            return
        if self.L and self.log_box().collidepoint(event.pos):
            box = self.log_box()
            if self.logview.badge_at((event.pos[0] - box.x, event.pos[1] - box.y)):
                self.logview.scroll = 0  # ('116 newer below' clicked did nothing: session 58)
                return
            i = self.logview.line_at((event.pos[0] - box.x, event.pos[1] - box.y))
            if i is not None and explainable(self.logview.lines[i]):
                self.open_inspector(i)
            return
        if self.presenter.showing and self.L and self.L.stage.collidepoint(event.pos):
            self.presenter.finish(quiet=True)  # a click on the ring skips the show, as Space

    def key(self, event: pygame.event.Event) -> None:
        """A key (the subclass's)."""

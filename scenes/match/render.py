"""Drawing the match table fast.

Everything that stands still is drawn into one cached "static" surface, split into regions that
do not overlap (the top bar, each side's column, the other hand, the ring, the hand, the log, the
buttons). Each region has a key (what it shows); when a key changes only that region is redrawn,
clipped to its rect. A frame redraws changed regions until it has spent its budget; the rest wait
a frame or two (16 ms each), so a move that changes everything never lands in one slow frame.
Each frame blits the static surface and draws the moving parts over it. A frame in which nothing
changed reports the same frame key, and the App then skips drawing altogether.
"""
from __future__ import annotations

import time

import pygame

from sprites.face_store import STORE
from sprites.hud import background

from scenes.ui import widgets as W

UPDATE_BUDGET = 0.0015  # seconds of update after which changed regions wait a frame
DRAW_BUDGET = 0.0018  # seconds of region redrawing per frame (at least one region is drawn)


class Region:
    """A part of the static layer: its rect, what it shows (key) and how to draw it."""

    __slots__ = ("name", "rect", "key_fn", "draw_fn", "key", "cost", "waiting")

    def __init__(self, name: str, rect: pygame.Rect, key_fn, draw_fn) -> None:
        self.name = name
        self.rect = rect
        self.key_fn = key_fn
        self.draw_fn = draw_fn
        self.key = None
        self.cost = 0.0
        self.waiting = False  # drawn with a stand-in while the helper draws a face or panel

    def current(self):
        """The region's key now (while waiting, a finished helper job changes it too)."""
        key = self.key_fn()
        return (key, STORE.from_helper) if self.waiting else key


class RenderMixin:
    """The cached static layer and the frame key of a MatchScene."""

    def init_render(self) -> None:
        self._static: pygame.Surface | None = None
        self.regions: list[Region] = []
        self._full_key = None  # the chooser covers the whole table: one region
        self._stale = False  # some changed region still waits to be redrawn
        self.faces_waiting = False
        self.last_draw = 0.0
        self.update_spent = 0.0
        self.static_builds = 0  # regions redrawn (for tests and figures)
        self.drawn_hand: list[int] = []

    def face(self, card, width: int, kind: str = "page", wait: bool = True):
        """A card face from the store; None while the helper process is still drawing it (when
        `wait`), so the frame shows a stand-in instead of stopping to draw it."""
        if kind == "page" and getattr(card, "weapon", None) is not None \
                and self.state.rules.hardcore:
            kind = "page_legal"  # Hardcore: no DQ risk shown that does not apply here
        hit = STORE.peek(kind, card, width)
        if hit is not None:
            return hit
        if wait and STORE.helper and STORE.key(kind, card, width) not in STORE.failed:
            self.faces_waiting = True
            return None
        return STORE.get(kind, card, width)

    # ---- regions --------------------------------------------------------------------------------

    def make_regions(self) -> None:
        """Cut the table into regions that do not overlap (called by layout)."""
        L = self.L
        w, h = self.size
        s = L.s
        g = round(9 * s)  # half the gutter between columns
        left = L.far_panel.right + g
        right = L.log.x - g
        split = (L.far_moves.bottom + L.near_moves.top) // 2
        rsplit = L.buttons.top - round(5 * s)
        top = L.top.bottom + 1
        far_hand_bottom = L.far_hand.bottom + round(2 * s)
        hand_top = L.hand.top - round(5 * s)
        rects = {
            "top": pygame.Rect(0, 0, w, top),
            "far": pygame.Rect(0, top, left, split - top),
            "near": pygame.Rect(0, split, left, h - split),
            "farhand": pygame.Rect(left, top, right - left, far_hand_bottom - top),
            "stage": pygame.Rect(left, far_hand_bottom, right - left, hand_top - far_hand_bottom),
            "hand": pygame.Rect(left, hand_top, right - left, h - hand_top),
            "log": pygame.Rect(right, top, w - right, rsplit - top),
            "buttons": pygame.Rect(right, rsplit, w - right, h - rsplit),
        }
        makers = {
            "top": (self.top_region_key, self.draw_top),
            "far": (lambda: self.column_key(False), lambda surf: self.draw_column(surf, False)),
            "near": (lambda: self.column_key(True), lambda surf: self.draw_column(surf, True)),
            "farhand": (self.far_hand_key, lambda surf: self.draw_far_hand(surf, 1 - self.near())),
            "stage": (self.stage_key, self.draw_stage),
            "hand": (self.hand_key, lambda surf: self.draw_hand(surf, self.near())),
            "log": (self.log_key, self.draw_log),
            "buttons": (self.button_key, self.draw_buttons),
        }
        order = ("hand", "buttons", "stage", "near", "far", "top", "farhand", "log")
        self.regions = [Region(n, rects[n], *makers[n]) for n in order]
        self._static = None
        self._full_key = None

    # ---- keys -----------------------------------------------------------------------------------

    def top_region_key(self) -> tuple:
        return self.top_key() + (self.near(),)

    def column_key(self, near_side: bool) -> tuple:
        near = self.near()
        seat = near if near_side else 1 - near
        side = self.state.sides[seat]
        live = seat in self.live_panels()
        return (seat, None if live else self.panel_data(seat), tuple(side.move_cards),
                tuple(side.tapped), self.move_angles(seat))

    def far_hand_key(self) -> tuple:
        seat = 1 - self.near()
        side = self.state.sides[seat]
        shown = self.revealed and self.hand_visible()
        return (seat, len(side.hand), tuple(side.hand) if shown else (), self.text_scale)

    def log_key(self) -> tuple:
        return (self.logview.version, self.text_scale)

    def hand_key(self) -> tuple:
        if not self.hand_visible():
            return ("hidden",)
        focus = self.focus.current(self.focusables())
        return (self.near(), tuple((sl.page, sl.reason is None, sl.counter, sl.centre)
                                   for sl in self.slots),
                self.hover[1] if self.hover and self.hover[0] == "hand" else None,
                getattr(focus, "index", None) if type(focus).__name__ == "HandFocus" else None,
                self.acting_human(), self.tapout_due(), self.revealed, self.text_scale)

    def chooser_key(self) -> tuple:
        mode = self.choice_mode()
        if mode is None:
            return ()
        focus = self.focus.current(self.focusables())
        return (mode, tuple(self.choice_keys()), self.hover if self.hover and
                self.hover[0] == "choice" else None, getattr(focus, "key", None))

    def static_key(self) -> tuple:
        """Everything the static layer shows (the regions' keys together)."""
        return (self.size, self.chooser_key()) + tuple(r.current() for r in self.regions)

    def frame_key(self):
        """Changes whenever this frame would look different from the last (None: always
        draw). The App skips drawing frames whose key has not changed."""
        if self.L is None or self._stale or self.faces_waiting:
            return None
        frozen = self.app is not None and self.app.stack.top is not self  # e.g. paused
        if not frozen and self.animating():
            return None
        return (self.static_key(), self.pulse_level(), self.hover_key(),
                self.focus.index, self.hand_visible())

    # ---- drawing --------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        started = time.perf_counter()
        if self.L is None or self.size != surface.get_size() or not self.regions:
            self.layout(surface.get_size())
        self.update_static(surface.get_size(), started)
        origin = self.screen_offset()
        if origin != (0, 0):
            surface.fill(W.BG)
        surface.blit(self._static, origin)
        if self.hand_visible():
            self.draw_fx(surface, origin)
            self.draw_hover(surface)
        self.last_draw = time.perf_counter() - started

    def update_static(self, size: tuple[int, int], started: float) -> None:
        """Redraw the regions whose key changed, within this frame's budget."""
        fresh = self._static is None or self._static.get_size() != size
        if fresh:  # a new layer is drawn whole, at once
            try:
                self._static = pygame.Surface(size).convert()
            except pygame.error:
                self._static = pygame.Surface(size)
            for r in self.regions:
                r.key = None
            self._full_key = None
        chooser = self.chooser_key()
        if chooser or self._full_key is not None:
            key = self.static_key()
            if key != self._full_key:
                self.build_all(size)
                for r in self.regions:
                    r.waiting = self.faces_waiting
                self._full_key = self.static_key() if chooser else None
                if not chooser:
                    for r in self.regions:
                        r.key = r.current()
            self._stale = False
            return
        busy = self.update_spent > UPDATE_BUDGET
        drawn = 0
        stale = False
        for region in self.regions:
            if region.current() == region.key:
                continue
            spent = time.perf_counter() - started
            if not fresh and ((busy and not self._stale) or
                              (drawn and spent + region.cost > DRAW_BUDGET)):
                stale = True
                continue
            self.faces_waiting = False
            self.draw_region(region)
            region.waiting = self.faces_waiting
            region.key = region.current()
            drawn += 1
        self.faces_waiting = any(r.waiting for r in self.regions)
        self._stale = stale

    def draw_region(self, region: Region) -> None:
        """Redraw one region of the static layer (clipped to its rect)."""
        t0 = time.perf_counter()
        surf = self._static
        surf.set_clip(region.rect)
        surf.blit(background(self.size), region.rect, region.rect)
        if region.name in ("far", "near"):
            self.move_rects = [m for m in self.move_rects
                               if m[0] != self.column_seat(region.name == "near")]
        region.draw_fn(surf)
        surf.set_clip(None)
        region.cost = 0.7 * region.cost + 0.3 * (time.perf_counter() - t0)
        self.static_builds += 1

    def build_all(self, size: tuple[int, int]) -> None:
        """Draw the whole static layer at once (while a chooser covers the table)."""
        surf = self._static
        surf.set_clip(None)
        surf.blit(background(size), (0, 0))
        self.faces_waiting = False
        self.move_rects = []
        for region in self.regions:
            surf.set_clip(region.rect)
            region.draw_fn(surf)
        surf.set_clip(None)
        self.draw_chooser(surf)
        self.static_builds += 1

    def column_seat(self, near_side: bool) -> int:
        near = self.near()
        return near if near_side else 1 - near

    def draw_column(self, surface: pygame.Surface, near_side: bool) -> None:
        """One side's wrestler panel (unless it is moving this frame) and its Move cards."""
        L = self.L
        seat = self.column_seat(near_side)
        prect, mrect = (L.near_panel, L.near_moves) if near_side else (L.far_panel, L.far_moves)
        if seat not in self.live_panels():
            self.blit_panel(surface, seat, prect, self.panel_data(seat))
        self.draw_moves(surface, seat, mrect, not near_side)

    def plan_warmup(self) -> None:
        """Ask for every face either seat may show, at the sizes it will be drawn: the shown
        hand first, then the spotlight size of every page of both playbooks."""
        L = self.L
        st = self.state
        near = self.near()
        first, later = [], []
        for seat in (near, 1 - near):
            side = st.sides[seat]
            for inst in list(side.hand) + list(side.playbook) + list(side.discard):
                card = st.info(inst).card
                if seat == near:
                    hand_w = L.hand_card_w(max(len(side.hand), 5))
                    (first if inst in side.hand else later).append((card, hand_w))
                    later.append((card, L.lifted_w))
                later.append((card, L.spot_w))
        seen = set()
        for card, width in first + later:
            if (card.id, width) not in seen:
                seen.add((card.id, width))
                legal = card.weapon is not None and st.rules.hardcore
                STORE.want("page_legal" if legal else "page", card, width)
        for seat in (0, 1):
            for mid in st.sides[seat].move_cards:
                card = self.cat.lib.move_cards.get(mid)
                if card is not None:
                    STORE.want("move_card", card, L.move_w)

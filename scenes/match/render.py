"""Drawing the match table fast: the cached static layer.

Everything that stands still is drawn into one cached surface, split into regions that do not
overlap (the top bar, each side's panel and its Move cards, the other hand, the ring, the hand,
the log, the buttons). Each region has a key (what it shows); when a key changes only that region is redrawn,
clipped to its rect. A frame redraws changed regions until it has spent its budget (less what
the last frame drew over the layer: a frame full of moving parts leaves less room), those waiting
longest first; the rest wait a frame or two (16 ms each), so a move that changes everything never
lands in one slow frame, and a region that changes every frame can't keep another one waiting.
A region that does not fit in this frame's budget waits for a frame with room for it (one whose
update did less: the AI thinking, a cue's pieces made ahead), at most PATIENCE frames; so does
the work before a region's drawing, in a frame with no room left for a slice of it.
The budget counts the frame's update too. A region may have work to do before it is drawn (the
log wraps its new lines and renders their words): that is done in slices over frames, and the
region drawn once it is all done and the drawing fits in the frame.
The scene puts the layer on the window and draws the moving parts over it: the whole layer, or,
when the window still holds the scene's last frame, only where the moving parts were drawn and
where regions changed (restore_rects). While a chooser covers
the table the layer is drawn whole and put on the window whole; the scene draws the chooser over
the moving parts (a chooser is modal: nothing in the ring is drawn over it).
"""
from __future__ import annotations

import time

import pygame

from sprites.convert import canvas, give_back
from sprites.face_store import STORE
from sprites.hud import background

UPDATE_BUDGET = 0.0015  # seconds of update after which changed regions wait a frame
DRAW_BUDGET = 0.0012  # seconds of update and region redrawing a frame (at least one region is
# drawn; 1.6 ms let a new command's four changed regions land on its first, heaviest frame)
PREP_AT_LEAST = 0.0003  # seconds of a region's work before drawing, even in a full frame
FRAME_BUDGET = 0.002  # seconds a frame aims at: update, region redraws and what is drawn over
DRAW_AT_LEAST = 0.0008  # the update-and-regions budget however much is drawn over the layer
PATIENCE = 4  # frames a changed region may wait for one with room for it (then it is drawn)
CATCH_UP = 0.004  # seconds of region drawing once a frame is shown (StaticLayer.catch_up)
ORDER = ("hand", "buttons", "stage", "spot", "words", "near", "far", "nearmoves", "farmoves",
         "top", "farhand", "log")


class Region:
    """A part of the static layer: its rect, what it shows (key) and how to draw it."""

    __slots__ = ("name", "rect", "key_fn", "draw_fn", "key", "cost", "waiting", "prep_fn",
                 "prepped", "since", "cover_fn", "wanted")

    def __init__(self, name: str, rect: pygame.Rect, key_fn, draw_fn, prep_fn=None,
                 cover_fn=None) -> None:
        self.name = name
        self.cover_fn = cover_fn  # cover_fn() -> the rect draw_fn paints every pixel of
        self.rect = rect
        self.key_fn = key_fn
        self.draw_fn = draw_fn
        self.key = None
        self.cost = 0.0
        self.waiting = False  # drawn with a stand-in while the helper draws a face or panel
        self.prep_fn = prep_fn  # prep_fn(seconds) -> done: work before the draw, in slices
        self.prepped = None  # the key the prepared work is for
        self.since = None  # the layer's tick since which its key differs from the one drawn
        self.wanted: tuple = ()  # the faces and panels it was drawn without (stand-ins shown)

    def current(self):
        """The region's key now (while waiting, also whether its own faces came, and overdue)."""
        key = self.key_fn()
        if not self.waiting:
            return key
        done = tuple(k not in STORE.pending for k in self.wanted) if self.wanted else \
            STORE.from_helper  # (a stand-in for no face it asked for: any face that comes)
        return (key, done, STORE.overdue(), STORE.late_turn())


def region_rects(L, size: tuple[int, int]) -> dict:
    """The table cut into regions that do not overlap."""
    w, h = size
    s = L.s
    g = round(9 * s)  # half the gutter between columns
    left = L.far_panel.right + g
    right = L.log.x - g
    split = (L.far_moves.bottom + L.near_moves.top) // 2
    rsplit = L.buttons.top - round(5 * s)
    top = L.top.bottom + 1
    far_hand_bottom = L.stage.top  # (the stage reaches to the hand's row: session 54)
    hand_top = L.stage.bottom
    return {
        "top": pygame.Rect(0, 0, w, top),
        **column_rects(pygame.Rect(0, top, left, split - top), L.far_panel, L.far_moves, "far"),
        **column_rects(pygame.Rect(0, split, left, h - split), L.near_panel, L.near_moves,
                       "near"),
        "farhand": pygame.Rect(left, top, right - left, far_hand_bottom - top),
        **stage_rects(L, pygame.Rect(left, far_hand_bottom, right - left,
                                     hand_top - far_hand_bottom)),
        "hand": pygame.Rect(left, hand_top, right - left, h - hand_top),
        "log": pygame.Rect(right, top, w - right, rsplit - top),
        "buttons": pygame.Rect(right, rsplit, w - right, h - rsplit),
    }


def column_rects(column: pygame.Rect, panel: pygame.Rect, moves: pygame.Rect,
                 name: str) -> dict:
    """A side's column cut in two across the gap between its panel (`name`) and its Move
    cards (`name` + 'moves'), so a new panel (the HP bar counting) redraws only its part."""
    upper, lower = sorted((panel, moves), key=lambda r: r.y)
    cut = (upper.bottom + lower.top) // 2
    above = pygame.Rect(column.x, column.y, column.w, cut - column.y)
    below = pygame.Rect(column.x, cut, column.w, column.bottom - cut)
    return {name: above, name + "moves": below} if upper is panel else \
        {name + "moves": above, name: below}


def stage_rects(L, stage: pygame.Rect) -> dict:
    """The stage's region cut in three: the ring ('stage'), the spotlit card's column beside it
    ('spot') and the commentary strip and prompt under both ('words'), so a new prompt or line
    redraws only its band."""
    from scenes.match import ring_view as RV
    from scenes.match import table as TV
    x = TV.stamp_left(L)  # the column reaches over the ring's edge where a long stamp goes
    y = RV.strip_rect(L).top
    return {"stage": pygame.Rect(stage.x, stage.y, x - stage.x, y - stage.y),
            "spot": pygame.Rect(x, stage.y, stage.right - x, y - stage.y),
            "words": pygame.Rect(stage.x, y, stage.w, stage.bottom - y)}


class StaticLayer:
    """The cached surface of the still parts and its regions."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self.regions: list[Region] = []
        self.full_key = None  # the chooser covers the whole table: one region
        self.stale = False  # some changed region still waits to be redrawn
        self.faces_waiting = False  # a face or panel drawn now was a stand-in
        self.builds = 0  # regions redrawn (for tests and figures)
        self.changed: list | None = None  # rects redrawn by the last update (None: all of it)
        self.ticks = 0  # updates so far (a changed region remembers since when it waits)
        self.after_flip = False  # the last frame was followed by catch_up: the regions this
        # frame leaves will be drawn once it is shown
        self.caught_up: list = []  # rects drawn so, for the next frame to put on the window

    def set_regions(self, rects: dict, makers: dict) -> None:
        """The regions (makers: name -> (key_fn, draw_fn)), in drawing order."""
        self.regions = [Region(n, rects[n], *makers[n]) for n in ORDER if n in rects]
        self.stale = False
        self.surface = None
        self.full_key = None

    def key(self, size, chooser_key) -> tuple:
        """Everything the layer shows (the regions' keys together)."""
        return (size, chooser_key) + tuple(r.current() for r in self.regions)

    def update(self, size: tuple[int, int], started: float, update_spent: float,
               chooser_key, draw_chooser, over: float = 0.0) -> None:
        """Redraw the regions whose key changed, within this frame's budget (all at once, with
        the chooser, while a chooser is up); `over`: seconds the frame will spend drawing over
        the layer (the moving parts, as in the last frame), taken off the budget."""
        self.changed, self.caught_up = self.caught_up, []
        fresh = self.surface is None or self.surface.get_size() != size
        if fresh:  # a new layer is drawn whole, at once
            give_back(self.surface)
            self.surface = canvas(size)
            for r in self.regions:
                r.key = None
            self.full_key = None
            self.changed = None
        if chooser_key or self.full_key is not None:
            key = self.key(size, chooser_key)
            if key != self.full_key:
                self.build_all(size, draw_chooser)
                for r in self.regions:
                    r.waiting = self.faces_waiting
                self.full_key = self.key(size, chooser_key) if chooser_key else None
                if not chooser_key:
                    for r in self.regions:
                        r.key = r.current()
            self.stale = False
            return
        busy = update_spent > UPDATE_BUDGET
        budget = min(DRAW_BUDGET, max(DRAW_AT_LEAST, FRAME_BUDGET - over))
        patience = PATIENCE
        deferred, self.after_flip = self.after_flip, False  # (the last frame was followed by
        # catch_up: so will this one be, unless the table stopped being the top scene)
        if deferred:  # the regions are drawn once this frame is shown (catch_up): the next
            budget, patience = 0.0, 1 << 30  # frame shows them (a frame drawing one took
            # 0.9-1.5 ms more at 1080p)
        drawn = 0
        stale = False
        self.ticks += 1
        changed = []
        for region in self.regions:
            current = region.current()
            if current == region.key:
                region.since = None
                continue
            if region.since is None:
                region.since = self.ticks
            changed.append((region, current))
        changed.sort(key=lambda rc: rc[0].since)  # the longest waiting first: none starves
        for region, current in changed:
            if not fresh and busy and not self.stale:
                stale = True
                continue
            if region.prep_fn is not None and region.prepped != current and not fresh:
                if drawn and update_spent + time.perf_counter() - started + region.cost > budget:
                    stale = True
                    continue
                if self.ticks - region.since < patience and \
                        update_spent + time.perf_counter() - started + PREP_AT_LEAST > budget:
                    stale = True  # its work waits for a frame with room for a slice of it
                    continue  # (a wrapped line or a button's words is 0.5-1.5 ms at 1080p)
                spare = budget - update_spent - (time.perf_counter() - started)
                drawn += 1
                if not self.prepare(region, current, max(PREP_AT_LEAST, spare)) or \
                        update_spent + time.perf_counter() - started + region.cost > budget:
                    stale = True  # drawn in a later frame, once the work before it is done
                    continue
            elif not fresh and (drawn or self.ticks - region.since < patience) and \
                    update_spent + time.perf_counter() - started + region.cost > budget:
                stale = True  # a frame with room for it comes (or it waited long enough)
                continue
            self.faces_waiting = False
            self.draw_region(region, size)
            region.waiting = self.faces_waiting
            region.key = region.current()
            region.since = None
            drawn += 1
        self.faces_waiting = any(r.waiting for r in self.regions)
        self.stale = stale

    def catch_up(self, size: tuple[int, int], clock, budget: float = CATCH_UP) -> None:
        """Once a frame is shown: draw the changed regions it left (the longest waiting first)
        within `budget` seconds, for the next frame to put on the window (caught_up). From
        then on a frame draws only the regions that fit its own budget."""
        self.after_flip = True
        if self.surface is None or self.surface.get_size() != size or \
                self.full_key is not None or not self.stale:
            return
        started = clock()
        left = []
        waiting = sorted(((r, r.current()) for r in self.regions), key=lambda rc:
                         rc[0].since if rc[0].since is not None else self.ticks)
        for region, current in waiting:
            if current == region.key:
                continue
            spare = budget - (clock() - started)
            if spare <= 0 or (region.prep_fn is not None and region.prepped != current and
                              not self.prepare(region, current, spare)):
                left.append(region)
                continue
            self.faces_waiting = False
            self.draw_region(region, size, self.caught_up)
            region.waiting = self.faces_waiting
            region.key = region.current()
            region.since = None
        self.faces_waiting = any(r.waiting for r in self.regions)
        self.stale = bool(left)

    def release(self) -> None:
        """The table went: its surface goes to the next screen (a new one is drawn whole if
        the table comes back)."""
        give_back(self.surface)
        self.surface = None

    def prepare(self, region: Region, key, seconds: float) -> bool:
        """Do about `seconds` of a region's work that comes before its drawing; True once it
        is all done (then the region may be drawn)."""
        if region.prep_fn(seconds):
            region.prepped = key
            return True
        return False

    def draw_region(self, region: Region, size, changed: list | None = None) -> None:
        """Redraw one region (clipped to its rect); its rect joins `changed` (the frame's
        changed rects unless given)."""
        t0 = time.perf_counter()
        surf = self.surface
        surf.set_clip(region.rect)
        bg = background(size)
        cover = region.cover_fn() if region.cover_fn is not None else None
        for r in uncovered(region.rect, cover):  # what draw_fn paints over needs no background
            surf.blit(bg, r, r)
        STORE.missed.clear()
        region.draw_fn(surf)
        region.wanted = tuple(STORE.missed)
        surf.set_clip(None)
        region.cost = 0.7 * region.cost + 0.3 * (time.perf_counter() - t0)
        self.builds += 1
        changed = self.changed if changed is None else changed
        if changed is not None:
            changed.append(region.rect)

    def build_all(self, size: tuple[int, int], draw_chooser) -> None:
        """Draw the whole layer at once (while a chooser covers the table)."""
        surf = self.surface
        surf.set_clip(None)
        surf.blit(background(size), (0, 0))
        self.faces_waiting = False
        for region in self.regions:
            surf.set_clip(region.rect)
            STORE.missed.clear()
            region.draw_fn(surf)
            region.wanted = tuple(STORE.missed)
        surf.set_clip(None)
        draw_chooser(surf)
        self.builds += 1
        self.changed = None


def uncovered(rect: pygame.Rect, cover: pygame.Rect | None) -> list:
    """The parts of rect outside cover (at most four: above, below, left, right)."""
    if cover is None:
        return [rect]
    c = cover.clip(rect)
    if c.w <= 0 or c.h <= 0:
        return [rect]
    out = [pygame.Rect(rect.x, rect.y, rect.w, c.y - rect.y),
           pygame.Rect(rect.x, c.bottom, rect.w, rect.bottom - c.bottom),
           pygame.Rect(rect.x, c.y, c.x - rect.x, c.h),
           pygame.Rect(c.right, c.y, rect.right - c.right, c.h)]
    return [r for r in out if r.w > 0 and r.h > 0]


def restore_rects(zones: list, changed: list) -> list:
    """Where the layer goes back on a window that still holds the last frame: the last frame's
    moving parts' zones and the regions redrawn (elsewhere the window holds the layer already,
    and this frame's moving parts are drawn over it)."""
    out: list = []
    for r in list(zones) + list(changed):
        if r.w > 0 and r.h > 0 and not any(o.contains(r) for o in out):
            out = [o for o in out if not r.contains(o)] + [r]
    return out


def apart(rects: list) -> list:
    """The same pixels as rects, cut into rects that do not overlap (to draw each pixel once)."""
    out: list = []
    for r in rects:
        pieces = [r]
        for o in out:
            pieces = [part for piece in pieces for part in
                      (uncovered(piece, o) if piece.colliderect(o) else [piece])]
        out += pieces
    return out

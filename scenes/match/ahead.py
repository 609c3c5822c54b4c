"""The show's pieces made ahead: a cue is queued a fifth of a second or so before it plays (a
damage number, a banner, a result stamp, a commentary line), so its words are rendered and its
sizes scaled in light frames before it starts, into the same caches the frame then reads; and
the page an AI seat has decided to play (it waits its pace before playing it) has the sizes it
grows through in the spotlight scaled before it is played.
Nothing here draws on the screen or changes what a frame shows: a piece made ahead is the piece
the frame would have made."""
from __future__ import annotations

from scenes.ui import fx_cache as FX
from scenes.ui import widgets as W
from scenes.match import fx as FXV
from scenes.match import ring_view as RV
from scenes.match import table as TV

POP_STEPS = 35  # a damage number grows in from 0.3x through 2% steps (fx.draw_popups; one
# too wide for its half of the ring is made at its own sizes in the frame)


def cue_work(L, cue, text_scale: float, reduced_motion: bool):
    """The pieces a cue will draw, made one at a time (a generator: one step a `next`)."""
    s = L.s
    if cue.kind == "float" and cue.seat in (0, 1):
        big = cue.data.get("big")
        img = FX.pill(cue.text, round((FXV.POP_BIG if big else FXV.POP_SMALL) * s * text_scale),
                      cue.colour, s, W.SEAT_COLOURS[cue.seat])
        yield
        if not reduced_motion:
            for step in range(POP_STEPS):
                FX.zoomed(img, FXV.POP_FROM + step / 50, ("pill", cue.text, cue.colour, big,
                                                          cue.seat))
                yield
    elif cue.kind == "banner":
        big = cue.data.get("big", False)
        rect = FXV.banner_rect(L)
        band = FXV.banner_band(L)
        FX.band(band.w, band.h, cue.colour)
        yield
        FX.banner_words(cue.text, FXV.banner_size(L, big), cue.colour, rect.w - 20)
        yield
        sub = cue.data.get("sub", "")
        if sub:
            img = W.text_surface(sub, round(20 * s), W.INK, True, True)
            yield
            if img.get_width() > rect.w - 20:
                FX.zoomed(img, (rect.w - 20) / img.get_width(), ("sub", sub))
                yield
    elif cue.kind == "stamp" and cue.text:
        TV.stamp_surface(cue.text, cue.colour, s, round(24 * s), TV.stamp_room(L),
                          TV.stamp_widest(L))
        yield
    elif cue.kind == "say":
        size = round(15 * s * text_scale)
        who = W.text_surface(f"{cue.data.get('speaker', '')}:", size, W.ACCENT, True)
        yield
        max_w = RV.strip_rect(L).w - who.get_width() - round(26 * s)
        fitted = W.fit_size(cue.text, size, round(RV.STRIP_SMALLEST * s), False, max_w)
        words = W.ellipsize_text(cue.text, fitted, max_w, False)
        yield
        W.text_surface(words, fitted, W.INK, False, False)
        yield


def spot_work(L, face):
    """The sizes a page's face grows through as it comes into the spot (table.draw_spot), one
    at a time."""
    for g in range(TV.SPOT_STEPS):
        w = max(10, round(L.spot_w * (0.8 + 0.2 * g / TV.SPOT_STEPS)))
        if w != L.spot_w and face.get_width() == L.spot_w:
            TV.spot_step(face, w)
        yield


class Ahead:
    """Which queued cues have had their pieces made, and the one being made."""

    def __init__(self) -> None:
        self.done: dict = {}  # id -> cue (held, so an id is not reused while noted)
        self.work = None  # the generator of the cue (or the spot's sizes) being made
        self.spots: dict = {}  # id -> face whose spot sizes were made (held, a few)
        self.steps = 0  # pieces made (for tests)

    def next_cue(self, cues: list):
        """The queued cue that starts soonest and has not been made ahead (None: none)."""
        live = {id(c) for c in cues}
        if len(self.done) > len(live):
            self.done = {k: c for k, c in self.done.items() if k in live}
        waiting = [c for c in cues if not c.started and id(c) not in self.done]
        return min(waiting, key=lambda c: c.at) if waiting else None

    def step(self, L, presenter, text_scale: float, reduced_motion: bool, seconds: float,
             clock, planned=None) -> bool:
        """Make pieces of the next cues for about `seconds` (one at least), then the spot's
        sizes of the face `planned()` gives (the page an AI will play; None: none); True if
        anything was made."""
        t0 = clock()
        made = False
        while True:
            if self.work is None:
                cue = self.next_cue(presenter.cues)
                if cue is not None:
                    self.done[id(cue)] = cue
                    self.work = cue_work(L, cue, text_scale, reduced_motion)
                else:
                    face = planned() if planned is not None and not reduced_motion else None
                    if face is None or id(face) in self.spots:
                        return made
                    if len(self.spots) >= 8:
                        self.spots.pop(next(iter(self.spots)))
                    self.spots[id(face)] = face
                    self.work = spot_work(L, face)
            try:
                next(self.work)
                made = True
                self.steps += 1
            except StopIteration:
                self.work = None
                continue
            if clock() - t0 >= seconds:
                return made
